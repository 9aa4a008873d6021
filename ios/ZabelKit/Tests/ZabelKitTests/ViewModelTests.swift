import Foundation
import XCTest
import ZabelKit

/// The iOS app's view models against the real core: what the SwiftUI views call.
@MainActor
final class ViewModelTests: XCTestCase {
    private var dir: URL!

    override func setUp() async throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent("zabel-models-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    }

    override func tearDown() async throws {
        try? FileManager.default.removeItem(at: dir)
    }

    /// What a player's finger does next on the board screen.
    private func tapNext(_ game: GameModel) async throws {
        let view = game.view
        switch view.phase {
        case .roll: game.roll()
        case .chooseStone: game.tap(try XCTUnwrap(view.cells.first { $0.highlight == .choosable }).square)
        case .chooseTarget: game.tap(try XCTUnwrap(view.cells.first { $0.highlight == .target }).square)
        case .computerTurn: await game.computerFinished()
        case .over: break
        }
        XCTAssertNil(game.message, "a marked square is never ignored")
    }

    func testAFullGameByTapsIsRatedAndInTheHistoryAndCanBeReviewed() async throws {
        let app = try AppModel(dataDirectory: dir)
        app.go(.opponents)
        let level = try XCTUnwrap(app.opponents().first { $0.level == 2 })
        app.chooseOpponent(level: level.level)
        XCTAssertEqual(app.setupPlacements.count, 6)
        app.firstMover = .red
        app.startFromSetup()
        XCTAssertEqual(app.screen, .board)
        let game = try XCTUnwrap(app.game)
        var taps = 0
        while !game.isOver {
            try await tapNext(game)
            taps += 1
            XCTAssertLessThan(taps, 1_000)
        }
        let change = try XCTUnwrap(game.view.ratingChange)
        XCTAssertEqual(app.rating()?.games, 1)
        XCTAssertEqual(app.rating()?.rating, change.after)
        XCTAssertEqual(app.ratingHistory().count, 1)
        XCTAssertEqual(app.history().count, 1)

        let review = try XCTUnwrap(app.reviewFinishedGame())
        await review.review()
        XCTAssertEqual(review.reviews?.count, game.view.moves.count)
        XCTAssertEqual(review.moves, game.view.moves)

        app.go(.replay(gameId: app.history()[0].id))
        let replay = try XCTUnwrap(app.replay)
        XCTAssertEqual(replay.view?.moves.count, 0)
        replay.step(1)
        XCTAssertEqual(replay.view?.moves.count, 1)
        replay.step(-5)
        XCTAssertEqual(replay.ply, 0)
    }

    func testTheComputersTurnStopsWhenCancelledAndGoesOnWhenAsked() async throws {
        let app = try AppModel(dataDirectory: dir)
        app.watch(red: 8, blue: 8)
        let game = try XCTUnwrap(app.game)
        var stopped = false
        for _ in 0..<40 where !stopped && !game.isOver {
            let before = game.view.moves
            game.playComputer()
            try await Task.sleep(nanoseconds: 3_000_000)
            game.stopComputer()
            // Let the cancelled search return; the turn must stay unplayed.
            try await Task.sleep(nanoseconds: 100_000_000)
            stopped = game.view.moves == before
        }
        XCTAssertTrue(stopped, "one turn was stopped before the computer moved")
        let before = game.view.moves.count
        game.playComputer()
        try await Task.sleep(nanoseconds: 50_000_000)
        game.stopComputer()
        await game.computerFinished()
        XCTAssertGreaterThanOrEqual(game.view.moves.count, before)
        XCTAssertNil(game.message)
    }

    func testAnInterruptedGameContinuesAfterTheAppIsReopened() async throws {
        var before: GameView?
        do {
            let app = try AppModel(dataDirectory: dir)
            app.chooseOpponent(level: 3)
            app.firstMover = .red
            app.startFromSetup()
            let game = try XCTUnwrap(app.game)
            game.roll()
            before = game.view
            game.stopComputer()
        }
        let app = try AppModel(dataDirectory: dir)
        XCTAssertTrue(app.canContinue)
        app.continueGame()
        XCTAssertEqual(app.game?.view, before)
    }

    func testTheSetupBoardSwapsStonesWithinTheTriangleOnly() async throws {
        let app = try AppModel(dataDirectory: dir)
        app.chooseOpponent(level: 1)
        let first = app.setupPlacements
        let a1 = Square(file: 0, rank: 0), b1 = Square(file: 1, rank: 0)
        app.tapSetup(a1)
        app.tapSetup(b1)
        let stone = { (square: Square, placements: [Placement]) in placements.first { $0.square == square }?.stone }
        XCTAssertEqual(stone(a1, app.setupPlacements), stone(b1, first))
        XCTAssertEqual(stone(b1, app.setupPlacements), stone(a1, first))
        let swapped = app.setupPlacements
        app.tapSetup(a1)
        app.tapSetup(Square(file: 4, rank: 4))
        XCTAssertEqual(app.setupPlacements, swapped, "outside the triangle nothing moves")
        XCTAssertEqual(app.setupCells.filter { $0.piece != nil }.count, 6)
    }

    func testSettingsSwitchTheLanguageAndHideTheDie() async throws {
        let app = try AppModel(dataDirectory: dir)
        XCTAssertEqual(app.strings.newGame, "New game")
        var german = app.settings
        german.language = "de"
        german.showDie = false
        app.save(german)
        XCTAssertEqual(app.strings.newGame, "Neue Partie")
        var french = german
        french.language = "fr"
        app.save(french)
        XCTAssertNotNil(app.message, "a bad setting is refused with a message")
        XCTAssertEqual(app.settings, german)
        app.chooseOpponent(level: 2)
        app.firstMover = .red
        app.startFromSetup()
        let game = try XCTUnwrap(app.game)
        game.roll()
        if game.view.phase != .computerTurn { XCTAssertEqual(game.view.die, .hidden) }
        game.stopComputer()
    }
}

@MainActor
final class StringsTests: XCTestCase {
    func testErrorsAreTranslatedByTheirKeyAndKeepTheCoresDetailInEnglish() async throws {
        let error = ZabelError.NothingToUndo(message: "there is no move of yours to take back")
        XCTAssertEqual(Strings.for("en").error(error), "there is no move of yours to take back")
        XCTAssertEqual(Strings.for("de").error(error), "Es gibt keinen Zug zum Zurücknehmen.")
        XCTAssertEqual(Strings.for("de").ignored(.rollFirst), "Erst würfeln.")
    }
}
