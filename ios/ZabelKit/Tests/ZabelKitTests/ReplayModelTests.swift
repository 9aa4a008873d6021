import XCTest
@testable import ZabelKit

/// The replay's model over a replay made by hand: no store, no game played.
@MainActor
final class ReplayModelTests: XCTestCase {
    /// Königszabel in three plies, won by the defenders; its review gives the
    /// attackers' chance (the viewpoint) throughout. `refused` makes the review fail.
    final class FakeReplay: ReplayProtocol, @unchecked Sendable {
        let id: UInt64?
        var refused = false
        private(set) var cancelled = 0
        private(set) var summed: [PlyReview] = []
        static let moves = ["a1-a2", "b2-b3", "c1-c2"]

        let variant: Variant
        private(set) var reviewsAsked = 0

        init(id: UInt64?, variant: Variant = .koenigszabel) {
            self.id = id
            self.variant = variant
        }

        func cancel() { cancelled += 1 }
        func game() -> GameSummary {
            GameSummary(id: id ?? 0, variant: variant, finishedAt: 1_700_000_000, players: [.human, .computer(level: 3)],
                        result: GameResult(scores: [.loss, .win], winner: 1, reason: .kingEscaped), rated: false, ratingChange: nil, record: "")
        }
        func gameId() -> UInt64? { id }
        func plies() -> UInt32 { UInt32(Self.moves.count) }
        func records() -> [NotatedRecord] { [NotatedRecord(notation: "Zabel", text: "record")] }
        func review() async throws -> [PlyReview] {
            reviewsAsked += 1
            if refused { throw ZabelError.Internal(detail: "no engine") }
            return [(0.5, Verdict.best), (0.4, .best), (0.0, .blunder)].enumerated().map { index, ply in
                let move = RatedMove(from: "a1", to: "a2", notation: Self.moves[index], winProbability: ply.0)
                return PlyReview(number: UInt32(index + 1), roll: nil, played: move, best: move, loss: 0, verdict: ply.1,
                                 seat: UInt8(index % 2), luck: nil, viewpointChance: ply.0,
                                 mistake: ply.1 == .blunder, showsBetterMove: ply.1 == .blunder,
                                 text: index == 0 ? "1. a1-a2: the best move." : "")
            }
        }
        func seatReviews(plies: [PlyReview]) -> [SeatReview] {
            summed = plies
            return [SeatReview(seat: 0, moves: 2, decisions: 0.5, dice: nil, inaccuracies: 0, mistakes: 0, blunders: 1, text: "Red made no mistakes."),
                    SeatReview(seat: 1, moves: 1, decisions: 0, dice: nil, inaccuracies: 0, mistakes: 0, blunders: 0)]
        }
        func view(ply: UInt32) throws -> GameView {
            GameView(variant: .koenigszabel, board: Board(width: 0, height: 0, files: [], ranks: [], cells: []), seats: [], phase: .over,
                     die: nil, result: nil, rated: false, gameId: id, ratingChange: nil, moves: Array(Self.moves.prefix(Int(ply))), lastMove: nil, canUndo: false)
        }
        func viewpoint() -> UInt8 { 0 }
        private(set) var rangeAsked: [[PlyReview]] = []
        func chanceRange(plies: [PlyReview]) -> ChanceRange {
            rangeAsked.append(plies)
            return ChanceRange(low: 0.2, high: 0.6)
        }
        func reviewExplanation() -> String { "what it means" }
    }

    func testStepsStayWithinTheGameAndTheTitleSaysWhereItCameFrom() async {
        let fromHistory = ReplayModel(FakeReplay(id: 12))
        let s = Strings.for("en")
        XCTAssertFalse(fromHistory.isOpened)
        // Issue 61: "Replay #12" said nothing; the title names the game, the opponent and the day.
        let thrall = LevelInfo(level: 3, name: "Thrall", description: "Plays quickly.", rating: nil)
        XCTAssertEqual(fromHistory.title(s, levels: [thrall]), "Königszabel vs. Thrall · \(s.day(1_700_000_000))")
        XCTAssertTrue(s.day(1_700_000_000).contains("2023"))
        XCTAssertTrue(fromHistory.title(s).hasPrefix("Königszabel vs. \(s.player(.computer(level: 3), in: .koenigszabel)) · "), "a level not listed by its player text")
        XCTAssertTrue(Strings.for("de").replayTitle(.einstein, opponent: nil, finishedAt: 1_700_000_000).hasPrefix("EinStein würfelt nicht! · "), "between people no opponent")
        fromHistory.step(-1)
        XCTAssertEqual(fromHistory.ply, 0, "not before the start")
        fromHistory.step(2)
        XCTAssertEqual(fromHistory.view?.moves, Array(FakeReplay.moves.prefix(2)))
        fromHistory.show(ply: 9)
        XCTAssertEqual(fromHistory.ply, 3, "not past the end")
        XCTAssertEqual(fromHistory.moves, FakeReplay.moves)

        let opened = ReplayModel(FakeReplay(id: nil))
        XCTAssertTrue(opened.isOpened)
        XCTAssertEqual(opened.title(s), "Replay\u{00A0}· Königszabel", "an opened game has no number")
        XCTAssertEqual(Strings.for("de").replayTitle(12, .einstein), "Nachspielen #12\u{00A0}· EinStein würfelt nicht!")
    }

    func testAReviewGivesOneSidesChanceAtEveryPlyAndATapGoesToItsMove() async {
        let fake = FakeReplay(id: 12)
        let model = ReplayModel(fake)
        let s = Strings.for("en")
        XCTAssertTrue(model.canReview)
        await model.review()
        XCTAssertEqual(model.chancePoints.map(\.chance), [0.5, 0.4, 0.0])
        XCTAssertEqual(model.chancePly(at: 0), 1)
        XCTAssertEqual(model.chancePly(at: 0.8), 3, "the nearest reviewed ply")
        XCTAssertEqual(model.lines.map(\.bad), [false, false, true])
        model.select(model.lines[1])
        XCTAssertEqual(model.ply, 2)
        XCTAssertTrue(model.isCurrent(model.lines[1]))
        XCTAssertEqual(model.chanceGraphDescription(s), model.chanceGraphLabel(s) + "; " + s.chanceGraphAt(2, 0.4))
        XCTAssertEqual(model.seatReviews.count, 2)
        XCTAssertEqual(fake.summed.count, 3, "the sums are the core's, over the whole review")
        model.cancelReview()
        XCTAssertEqual(fake.cancelled, 1)
    }

    func testTheBetterMoveOfASlipIsDrawnAndTheNextMistakeComesRound() async {
        let replay = ReplayModel(FakeReplay(id: 12))
        XCTAssertNil(replay.nextMistake, "nothing before a review")
        await replay.review()
        replay.show(ply: 1)
        XCTAssertNil(replay.betterMove, "the first move was the best")
        XCTAssertEqual(replay.nextMistake, 3)
        replay.show(ply: replay.nextMistake!)
        XCTAssertEqual(replay.betterMove?.notation, "c1-c2", "the blunder's better move")
        XCTAssertEqual(replay.nextMistake, 3, "the only mistake: the button comes back to it")
    }

    func testAReviewTheCoreRefusesIsNotOfferedAgain() async {
        let fake = FakeReplay(id: 12)
        fake.refused = true
        let model = ReplayModel(fake)
        await model.review()
        XCTAssertNotNil(model.reviewError)
        XCTAssertFalse(model.canReview)
        XCTAssertNil(model.reviews)
        XCTAssertTrue(model.chancePoints.isEmpty)
    }

    func testAGameOfTeamsOffersNoReviewAndAsksTheCoreForNone() async {
        let fake = FakeReplay(id: 12, variant: .quattroDiagonal)
        let model = ReplayModel(fake)
        XCTAssertFalse(model.canReview)
        await model.review()
        XCTAssertEqual(fake.reviewsAsked, 0)
        XCTAssertTrue(ReplayModel(FakeReplay(id: 12)).canReview)
    }
}
