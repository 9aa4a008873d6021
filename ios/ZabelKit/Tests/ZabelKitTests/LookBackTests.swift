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

    func testTheStepsGoFromTheStartToThePresentAndAnUndoBringsThePresentBack() async throws {
        let (session, game) = try threePlies()
        let present = game.view
        let start = try session.viewAt(ply: 0)
        XCTAssertEqual(start.moves, [])
        XCTAssertNil(start.lastMove, "nothing marked at the start")

        game.lookBack(1)
        game.stepBack()
        XCTAssertEqual(game.shown, start)
        game.stepBack()
        XCTAssertEqual(game.past?.ply, 0, "the start is as far back as it goes")
        for ply in UInt32(1)...2 {
            game.stepOn()
            XCTAssertEqual(game.shown, try session.viewAt(ply: ply), "ply \(ply)")
        }
        game.stepOn()
        XCTAssertNil(game.past, "past ply 2 of 3 is the present")
        XCTAssertEqual(game.shown, present)

        game.lookBack(1)
        game.undo()
        XCTAssertNil(game.past, "an undo shows the present")
        XCTAssertEqual(game.view.moves.count, 2, "a ply taken back")
        XCTAssertEqual(game.shown, try session.view())
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
