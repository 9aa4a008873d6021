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
        case .choosePiece: game.tap(try XCTUnwrap(view.board.cells.first { $0.mark == .choosable }).name)
        case .chooseTarget: game.tap(try XCTUnwrap(view.board.cells.first { $0.mark == .target }).name)
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
        let a1 = "a1", b1 = "b1"
        app.tapSetup(a1)
        XCTAssertEqual(app.setupSelected, a1)
        app.tapSetup(b1)
        XCTAssertNil(app.setupSelected)
        let stone = { (square: String, placements: [Placement]) in placements.first { $0.square == square }?.stone }
        XCTAssertEqual(stone(a1, app.setupPlacements), stone(b1, first))
        XCTAssertEqual(stone(b1, app.setupPlacements), stone(a1, first))
        let swapped = app.setupPlacements
        app.tapSetup(a1)
        app.tapSetup("e5")
        XCTAssertEqual(app.setupPlacements, swapped, "outside the triangle nothing moves")
        let board = try XCTUnwrap(app.setupBoard)
        XCTAssertEqual(board.cells.filter { $0.piece != nil }.count, 6)
        XCTAssertEqual(board.cells.first { $0.name == a1 }?.piece?.label, stone(a1, swapped).map { "\($0)" })
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
        XCTAssertEqual(app.strings.toMove(game.view).hasSuffix("ist am Zug"), true)
        game.stopComputer()
    }

    func testTwoPlayersFinishAKoenigszabelGameByTapsAndTheScreenSaysHowItEnded() async throws {
        let app = try AppModel(dataDirectory: dir)
        app.go(.opponents)
        app.playKoenigszabel()
        XCTAssertEqual(app.screen, .board)
        let game = try XCTUnwrap(app.game)
        XCTAssertEqual(game.variant, .koenigszabel)
        XCTAssertFalse(game.hasDice)
        XCTAssertEqual(app.strings.toMove(game.view), "Attackers to move")
        XCTAssertEqual(app.strings.prompt(game.view.phase, in: game.variant), "Choose a piece to move")
        game.tap("a1")
        XCTAssertEqual(game.message, .ignored(.notChoosable))
        game.roll()
        if case .failed(.NoDice(_)) = game.message {} else { XCTFail("no die to roll: \(String(describing: game.message))") }
        var taps = 0
        while !game.isOver && taps < 5_000 {
            try await tapNext(game)
            taps += 1
        }
        XCTAssertTrue(game.isOver)
        let result = try XCTUnwrap(game.view.result)
        XCTAssertEqual(result.scores.count, 2)
        let said = app.strings.result(result, in: game.variant)
        XCTAssertTrue(said.hasPrefix(result.winner == nil ? "Draw" : (result.winner == 0 ? "Attackers win" : "Defenders win")), said)
        XCTAssertNil(game.view.ratingChange)
    }
}

@MainActor
final class StringsTests: XCTestCase {
    func testErrorsAreTranslatedByTheirKeyAndKeepTheCoresDetailInEnglish() async throws {
        let error = ZabelError.NothingToUndo(message: "there is no move of yours to take back")
        XCTAssertEqual(Strings.for("en").error(error), "there is no move of yours to take back")
        XCTAssertEqual(Strings.for("de").error(error), "Es gibt keinen Zug zum Zurücknehmen.")
        XCTAssertEqual(Strings.for("de").ignored(.rollFirst), "Erst würfeln.")
        let noDice = ZabelError.NoDice(message: "Königszabel has no dice")
        XCTAssertEqual(Strings.for("en").error(noDice), "Königszabel has no dice")
        XCTAssertEqual(Strings.for("de").error(noDice), "In diesem Spiel wird nicht gewürfelt.")
        XCTAssertTrue(Strings.for("de").error(ZabelError.BadConfig(message: "needs 2 players")).hasSuffix("needs 2 players"))
        XCTAssertEqual(Strings.for("de").error(ZabelError.NoHints(message: "no hints")), "Für dieses Spiel gibt es noch keine Tipps.")
    }

    func testSeatsAreNamedPerGameAndEveryEndIsSaidInBothLanguages() async throws {
        let en = Strings.for("en"), de = Strings.for("de")
        XCTAssertEqual([en.seat(0, in: .einstein), en.seat(1, in: .einstein)], ["Red", "Blue"])
        XCTAssertEqual([de.seat(0, in: .einstein), de.seat(1, in: .einstein)], ["Rot", "Blau"])
        XCTAssertEqual([en.seat(0, in: .koenigszabel), en.seat(1, in: .koenigszabel)], ["Attackers", "Defenders"])
        XCTAssertEqual([de.seat(0, in: .koenigszabel), de.seat(1, in: .koenigszabel)], ["Angreifer", "Verteidiger"])

        let escaped = GameResult(scores: [.loss, .win], winner: 1, reason: .kingEscaped)
        XCTAssertEqual(en.result(escaped, in: .koenigszabel), "Defenders win by the king's escape")
        XCTAssertEqual(de.result(escaped, in: .koenigszabel), "Verteidiger gewinnen durch die Flucht des Königs")
        let captured = GameResult(scores: [.win, .loss], winner: 0, reason: .kingCaptured)
        XCTAssertEqual(en.result(captured, in: .koenigszabel), "Attackers win by capturing the king")
        XCTAssertEqual(de.result(captured, in: .koenigszabel), "Angreifer gewinnen durch Gefangennahme des Königs")
        let stuck = GameResult(scores: [.win, .loss], winner: 0, reason: .noLegalMove)
        XCTAssertEqual(en.result(stuck, in: .koenigszabel), "Attackers win – the opponent has no legal move")
        XCTAssertEqual(de.result(stuck, in: .koenigszabel), "Angreifer gewinnen – der Gegner kann nicht mehr ziehen")
        let repeated = GameResult(scores: [.draw, .draw], winner: nil, reason: .repetition)
        XCTAssertEqual(en.result(repeated, in: .koenigszabel), "Draw by threefold repetition")
        XCTAssertEqual(de.result(repeated, in: .koenigszabel), "Remis durch dreifache Stellungswiederholung")
        let quiet = GameResult(scores: [.draw, .draw], winner: nil, reason: .noCapture)
        XCTAssertEqual(en.result(quiet, in: .koenigszabel), "Draw after 200 plies without a capture")
        XCTAssertEqual(de.result(quiet, in: .koenigszabel), "Remis nach 200 Halbzügen ohne Schlagen")
        let corner = GameResult(scores: [.loss, .win], winner: 1, reason: .reachedCorner)
        XCTAssertEqual(en.result(corner, in: .einstein), "Blue wins by reaching the corner")
        XCTAssertEqual(de.result(corner, in: .einstein), "Blau gewinnt durch Erreichen der Ecke")
        let reasons: [EndReason] = [.reachedCorner, .capturedAll, .kingEscaped, .kingCaptured, .noLegalMove, .repetition, .noCapture, .resigned]
        for strings in [en, de] {
            XCTAssertEqual(Set(reasons.map(strings.reason)).count, reasons.count, "every reason has its own words")
        }
        XCTAssertNotEqual(en.reason(.repetition), de.reason(.repetition))
    }
}
