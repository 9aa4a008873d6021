import Foundation
import XCTest
import ZabelKit

/// A whole rated Königszabel game against level 1, played the way a
/// VoiceOver user plays it: squares found by the core's own descriptions
/// ("g2, attacker, can move", "c2, empty, can move here"), then the game found
/// in the history, replayed, reviewed and its rating change checked.
@MainActor
final class KoenigszabelGameTests: XCTestCase {
    private var dir: URL!

    override func setUp() async throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent("zabel-tafl-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    }

    override func tearDown() async throws {
        try? FileManager.default.removeItem(at: dir)
    }

    /// The squares whose spoken description ends in `suffix`.
    private func squares(_ view: GameView, saying suffix: String) -> [String] {
        view.board.cells.filter { $0.description.hasSuffix(", \(suffix)") }.map(\.name)
    }

    func testAWholeGameAgainstLevelOneByDescribedSquaresIsRatedInTheHistoryReplayedAndReviewed() async throws {
        let app = try AppModel(dataDirectory: dir)
        app.go(.opponents)
        let before = try XCTUnwrap(app.newGame.opponents(.koenigszabel).first { $0.level == 1 })
        app.newGame.koenigszabelSeat = 0
        app.newGame.playKoenigszabel(level: 1)
        let game = try XCTUnwrap(app.game)
        XCTAssertEqual(game.view.seats.map(\.player), [.human, .computer(level: 1)])
        XCTAssertTrue(game.view.rated)
        XCTAssertEqual(game.view.board.cells.count, 169)

        // A fixed pseudo-random choice among the described squares, so the
        // game is varied enough to end and the same on every run.
        var seed: UInt64 = 19
        func pick(_ names: [String]) -> String {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return names[Int((seed >> 33) % UInt64(names.count))]
        }
        var taps = 0
        while !game.isOver {
            let view = game.view
            switch view.phase {
            case .choosePiece:
                let pieces = squares(view, saying: "can move")
                XCTAssertFalse(pieces.isEmpty, "a piece to move is said")
                game.tap(pick(pieces))
                XCTAssertEqual(squares(game.view, saying: "selected").count, 1, "the picked piece is said to be selected")
            case .chooseTarget:
                let targets = squares(view, saying: "can move here")
                XCTAssertFalse(targets.isEmpty, "a target is said")
                game.tap(pick(targets))
            case .computerTurn:
                await game.computerFinished()
                if !game.isOver {
                    let last = try XCTUnwrap(game.view.lastMove)
                    XCTAssertEqual(squares(game.view, saying: "last move to here").first ?? last.to, last.to)
                }
            case .roll:
                XCTFail("Königszabel has no die")
                return
            case .over:
                break
            }
            XCTAssertNil(game.message, "a described square is never ignored")
            taps += 1
            // A capture restarts the 200-ply count, so a game of random
            // moves can run past a thousand plies (1177 seen) but not forever.
            if taps >= 20_000 { return XCTFail("no end after \(game.view.moves.count) plies") }
        }

        // The end, and what it did to the rating.
        let result = try XCTUnwrap(game.view.result)
        let change = try XCTUnwrap(game.view.ratingChange, "a game against a rated level changes the rating")
        XCTAssertEqual(change.gamesBefore, 0)
        XCTAssertEqual(change.before, 1200, "the core's start rating")
        XCTAssertEqual(change.after - change.before, change.delta, accuracy: 1e-9)
        XCTAssertEqual(change.expected, change.expected.clamped(0, 1))
        let outcome = result.winner.map { $0 == 0 ? 1.0 : 0.0 } ?? 0.5
        XCTAssertEqual(change.delta, change.k * (outcome - change.expected), accuracy: 1e-6, "Elo: K × (score − expected)")
        let shown = app.strings.ratingChange(change)
        let (shownBefore, shownAfter) = (Int(change.before.rounded()), Int(change.after.rounded()))
        XCTAssertEqual(shown, "Rating \(shownBefore) → \(shownAfter) (\(shownAfter >= shownBefore ? "+" : "")\(shownAfter - shownBefore))", "the shown numbers add up")
        let gameId = try XCTUnwrap(game.view.gameId)
        print("swift: Königszabel against level 1 by described squares: \(game.view.moves.count) plies, \(app.strings.result(result, in: .koenigszabel, players: [.human, .computer(level: 1)])), \(shown)")
        XCTAssertGreaterThan(before.rating, 0)

        // In the history, with the same change.
        app.go(.history)
        let entry = try XCTUnwrap(app.historyEntries().first)
        XCTAssertEqual(entry.id, gameId)
        XCTAssertEqual(entry.variant, .koenigszabel)
        XCTAssertEqual(entry.players, "Attackers: You\u{00A0}· Defenders: Thrall (computer, level 1)")
        XCTAssertEqual(entry.result, app.strings.result(result, in: .koenigszabel, players: [.human, .computer(level: 1)]))
        XCTAssertTrue(entry.result.hasPrefix("You won: ") || entry.result.hasPrefix("You lost: ") || entry.result.hasPrefix("Draw: "), entry.result)
        XCTAssertEqual(entry.rating, shown)

        // The Königszabel rating, its chart and its provisional period.
        app.go(.rating)
        let ratings = try XCTUnwrap(app.ratings)
        ratings.select(.koenigszabel)
        XCTAssertEqual(ratings.rating?.games, 1)
        XCTAssertEqual(ratings.rating?.rating, change.after)
        XCTAssertEqual(ratings.rating?.provisional, true)
        XCTAssertEqual(ratings.chart, [ChartPoint(game: 1, rating: change.after)])
        let chart = ratings.ratingChart
        XCTAssertEqual(chart.points, [ChartPoint(game: 0, rating: change.before), ChartPoint(game: 1, rating: change.after)])
        XCTAssertEqual(chart.xTicks, [0, 1])
        XCTAssertEqual(chart.provisional, 0...1, "the first game is in the provisional period")
        XCTAssertEqual(chart.summary(app.strings), "Elo from 1200 to \(Int(change.after.rounded())) over 1 rated game")
        XCTAssertTrue(chart.yDomain.contains(change.after) && chart.yDomain.contains(change.before))
        ratings.select(.einstein)
        XCTAssertEqual(ratings.rating?.games ?? 0, 0, "one Elo per game")

        // Replayed ply by ply on the same board.
        app.go(.replay(gameId: entry.id))
        let replay = try XCTUnwrap(app.replay)
        XCTAssertEqual(replay.game.variant, .koenigszabel)
        XCTAssertEqual(Int(replay.plies), game.view.moves.count)
        XCTAssertEqual(replay.view?.board.cells.count, 169)
        replay.step(1)
        XCTAssertEqual(replay.view?.moves, Array(game.view.moves.prefix(1)))
        replay.step(Int(replay.plies))
        XCTAssertEqual(replay.view?.moves, game.view.moves)
        XCTAssertEqual(replay.view?.result, result)

        // Issue 45: shared in OpenTafl's notation too, as a file of its own name.
        XCTAssertEqual(app.records.notations, ["Zabel", "OpenTafl"])
        XCTAssertEqual(app.records.record, game.record)
        var pasteboard: String?
        app.records.copy(in: "OpenTafl") { pasteboard = $0 }
        let opentafl = try XCTUnwrap(pasteboard)
        XCTAssertTrue(opentafl.hasPrefix("[variant:Königszabel]\n"), opentafl)
        let file = try XCTUnwrap(app.records.file(in: "OpenTafl"))
        XCTAssertEqual(file.lastPathComponent, "zabel-game-opentafl.txt")
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), opentafl)
        XCTAssertEqual(Strings.for("en").copyRecord(for: "OpenTafl"), "Copy for OpenTafl")
        XCTAssertEqual(Strings.for("de").shareRecord(for: "OpenTafl"), "Für OpenTafl teilen")

        // Reviewed: a whole game takes about a second a ply here, so the
        // player stops it and keeps what was judged so far.
        XCTAssertTrue(replay.canReview)
        let review = Task { await replay.review() }
        try await Task.sleep(nanoseconds: 1_500_000_000)
        replay.cancelReview()
        await review.value
        XCTAssertNil(replay.reviewError)
        let reviews = try XCTUnwrap(replay.reviews)
        XCTAssertLessThanOrEqual(reviews.count, game.view.moves.count)
        XCTAssertTrue(reviews.allSatisfy { $0.roll == nil })
        XCTAssertEqual(replay.moveRows.map(\.move), game.view.moves)
        XCTAssertEqual(replay.lines.map(\.text), reviews.map(\.text), "each reviewed move in the core's words")

        // The OpenTafl record opens again into the same game.
        app.go(.history)
        app.pasteRecord(opentafl)
        XCTAssertEqual(app.screen, .replay(gameId: nil))
        XCTAssertEqual(app.replay?.game.record, game.record)
    }

    func testSavedSettingsRedrawTheGameOnScreenInTheNewLanguageWithoutHighlights() async throws {
        let app = try AppModel(dataDirectory: dir)
        app.newGame.playKoenigszabel()
        let game = try XCTUnwrap(app.game)
        func king() -> String { game.view.board.cells.first { $0.name == "g7" }?.description ?? "" }
        XCTAssertTrue(king().hasPrefix("g7, king"), king())
        game.tap(try XCTUnwrap(game.view.board.cells.first { $0.mark == .choosable }).name)
        let targets = game.view.board.cells.filter { $0.mark == .target }.map(\.name)
        XCTAssertFalse(targets.isEmpty)
        let said = game.announcements

        var german = app.settings
        german.language = "de"
        german.highlightMoves = false
        app.save(german)
        XCTAssertTrue(king().hasPrefix("g7, König"), king())
        XCTAssertEqual(game.view.board.cells.filter { $0.mark == .target }, [], "no targets marked without highlights")
        XCTAssertEqual(game.view.phase, .chooseTarget, "the picked piece stays picked")
        XCTAssertEqual(game.announcements, said, "nothing was played, nothing is said")
        XCTAssertNil(game.message)

        german.highlightMoves = true
        app.save(german)
        XCTAssertEqual(game.view.board.cells.filter { $0.mark == .target }.map(\.name), targets)
    }
}

private extension Double {
    func clamped(_ low: Double, _ high: Double) -> Double { Swift.min(Swift.max(self, low), high) }
}
