import Foundation
import XCTest
import ZabelKit

/// Issue 61, against the real core: a Königszabel game between two people,
/// three plies in, looked back at through the game's model.
@MainActor
final class LookBackTests: XCTestCase {
    private var dir: URL!
    private var zabel: Zabel!

    override func setUp() async throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent("zabel-look-back-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        zabel = try Zabel.open(dataDir: dir.path)
    }

    override func tearDown() async throws {
        zabel = nil
        try? FileManager.default.removeItem(at: dir)
    }

    /// Three plies by taps on the squares the core marks.
    private func threePlies() throws -> (Session, GameModel) {
        let session = try zabel.newGame(config: GameConfig(players: [.human, .human], options: .koenigszabel(shieldwall: false), seed: 7))
        let game = try GameModel(session: session)
        while game.view.moves.count < 3 {
            let mark: Mark = game.view.phase == .choosePiece ? .choosable : .target
            game.tap(try XCTUnwrap(game.view.board.cells.first { $0.mark == mark }).name)
            XCTAssertNil(game.message)
        }
        return (session, game)
    }

    private func squares(_ view: GameView) -> [String] { view.board.cells.map(\.description) }

    func testTheBoardShownIsTheCoresPositionAfterThatPlyAndATapPlaysNothing() async throws {
        let (session, game) = try threePlies()
        let present = game.view
        XCTAssertEqual(present.moves.count, 3)

        game.lookBack(1)
        let after1 = try session.viewAt(ply: 1)
        XCTAssertEqual(game.shown, after1, "the board after ply 1, as the core draws it")
        XCTAssertEqual(game.shownPly, 1)
        XCTAssertEqual(game.shown.lastMove?.to, after1.lastMove?.to, "ply 1's move marked")
        XCTAssertNotEqual(squares(game.shown), squares(present), "not the present position")
        XCTAssertEqual(try session.view(), present, "the present untouched")
        XCTAssertEqual(game.view, present)

        // A piece the present lets move: a tap on it plays nothing, picks nothing.
        let movable = try XCTUnwrap(present.board.cells.first { $0.mark == .choosable }).name
        game.tap(movable)
        XCTAssertNil(game.past, "the present back")
        XCTAssertEqual(try session.view(), present, "no move and nothing picked")
        XCTAssertEqual(game.shown, present)
    }

    /// A swipe across the board as the view hears it (ZabelKit's `BoardSwipe`, then `GameModel.step`).
    private func swipe(_ game: GameModel, right: Bool) throws {
        game.step(try XCTUnwrap(BoardSwipe.step(dx: right ? 120 : -120, dy: 8)))
    }

    /// docs/design.md §7: to the right from the present into looking back,
    /// ply by ply to the start; to the left ply by ply and past the last
    /// move back to the present. Every position the core's, no move played.
    func testSwipesStepFromThePresentToTheStartAndBackPlayingNothing() async throws {
        let (session, game) = try threePlies()
        let present = game.view

        for ply in (UInt32(0)...2).reversed() {
            try swipe(game, right: true)
            XCTAssertEqual(game.past?.ply, ply)
            XCTAssertEqual(game.shownPly, ply)
            XCTAssertEqual(game.shown, try session.viewAt(ply: ply), "after ply \(ply), as the core draws it")
        }
        XCTAssertNil(game.shown.lastMove, "nothing marked at the start")
        try swipe(game, right: true)
        XCTAssertEqual(game.past?.ply, 0, "the start is as far back as it goes")

        for ply in UInt32(1)...2 {
            try swipe(game, right: false)
            XCTAssertEqual(game.shown, try session.viewAt(ply: ply), "ply \(ply)")
        }
        try swipe(game, right: false)
        XCTAssertNil(game.past, "past ply 2 of 3 is the present")
        XCTAssertEqual(game.shown, present)
        try swipe(game, right: false)
        XCTAssertNil(game.past, "nothing later than the present")
        XCTAssertEqual(try session.view(), present, "no move played, nothing picked")
        XCTAssertEqual(game.view, present)
    }

    /// The icons beside the moves, with the words VoiceOver says for them:
    /// ‹ alone at the present, ‹ › ⏭ while looking back, each doing what it says.
    func testTheStepIconsAreNamedAndStepThroughTheGame() async throws {
        let (session, game) = try threePlies()
        let present = game.view
        for (language, words) in [("en", ["One move back", "One move on", "Back to the game"]),
                                  ("de", ["Einen Zug zurück", "Einen Zug vor", "Zurück zur Partie"])] {
            XCTAssertEqual(LookBackStep.allCases.map { $0.label(Strings.for(language)) }, words, language)
        }
        XCTAssertEqual(LookBackStep.allCases.map(\.systemImage), ["chevron.left", "chevron.right", "forward.end"], "docs/design.md §6")

        XCTAssertEqual(game.lookBackSteps, [.back], "at the present: a step back")
        XCTAssertTrue(game.canTake(.back))
        game.take(.back)
        XCTAssertEqual(game.shown, try session.viewAt(ply: 2))
        XCTAssertEqual(game.lookBackSteps, [.back, .on, .toGame])
        game.take(.back)
        game.take(.back)
        XCTAssertEqual(game.shown, try session.viewAt(ply: 0))
        XCTAssertFalse(game.canTake(.back), "none before the start")
        game.take(.on)
        XCTAssertEqual(game.shown, try session.viewAt(ply: 1))
        game.take(.toGame)
        XCTAssertNil(game.past)
        XCTAssertEqual(game.shown, present)
        XCTAssertEqual(game.lookBackSteps, [.back])
        XCTAssertFalse(game.canTake(.on), "nothing after the present")

        game.take(.back)
        game.undo()
        XCTAssertNil(game.past, "an undo shows the present")
        XCTAssertEqual(game.view.moves.count, 2, "a ply taken back")
        XCTAssertEqual(game.shown, try session.view())
    }

    /// A new game has no moves to step through: no icons beside the empty line.
    func testNoStepsBeforeTheFirstMove() async throws {
        let session = try zabel.newGame(config: GameConfig(players: [.human, .human], options: .koenigszabel(shieldwall: false), seed: 7))
        let game = try GameModel(session: session)
        XCTAssertEqual(game.lookBackSteps, [])
        XCTAssertFalse(game.canTake(.back))
        try swipe(game, right: true)
        XCTAssertNil(game.past, "nothing to look back at")
    }

    func testALanguageSwitchRedrawsThePositionLookedBackAt() async throws {
        let (session, game) = try threePlies()
        game.lookBack(1)
        let english = game.shown
        var settings = try zabel.settings()
        settings.language = "de"
        game.apply(settings)
        XCTAssertEqual(game.past?.ply, 1, "still looking back")
        XCTAssertEqual(game.shown, try session.viewAt(ply: 1))
        XCTAssertNotEqual(squares(game.shown), squares(english), "in the new words")
    }
}
