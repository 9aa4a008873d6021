import XCTest
@testable import ZabelKit

/// The rating screen's model over ratings made by hand: no store behind it.
@MainActor
final class RatingModelTests: XCTestCase {
    /// Three rated EinStein games from 1200; Königszabel never rated. `failing` refuses every question.
    final class FakeRatings: RatingSource {
        var failing = false
        struct Refused: Error {}

        private func level(_ level: UInt8, _ expected: Double, bySeat: [Double] = []) -> Opponent {
            Opponent(level: level, name: "Level \(level)", rating: 1000 + 100 * Double(level), expectedScore: expected, expectedBySeat: bySeat)
        }

        func rating(variant: Variant) throws -> PlayerRating {
            if failing { throw Refused() }
            return variant == .einstein ? PlayerRating(rating: 1227, games: 3, provisional: true) : PlayerRating(rating: 1200, games: 0, provisional: true)
        }

        func ratingHistory(variant: Variant) throws -> [RatingPoint] {
            if failing { throw Refused() }
            guard variant == .einstein else { return [] }
            return [(1200.0, 1216.0), (1216, 1207), (1207, 1227)].enumerated().map { index, change in
                RatingPoint(gameId: UInt64(index), finishedAt: 1_700_000_000, change: RatingChange(before: change.0, after: change.1, delta: change.1 - change.0, expected: 0.5, k: 32, gamesBefore: UInt32(index)))
            }
        }

        func opponents(variant: Variant) throws -> [Opponent] {
            if failing { throw Refused() }
            return variant == .einstein ? [level(1, 0.8), level(2, 0.5)] : [level(3, 0.5, bySeat: [0.2, 0.8]), level(4, 0.35, bySeat: [0.1, 0.6])]
        }

        func suggestedOpponent(variant: Variant, seat: RatedSeat?) throws -> Opponent? {
            if failing { throw Refused() }
            switch (variant, seat) {
            case (.einstein, nil): return level(2, 0.5)
            case (.koenigszabel, .second): return level(4, 0.6)
            default: return nil
            }
        }

        func standing(variant: Variant) throws -> Standing {
            if failing { throw Refused() }
            return variant == .einstein ? Standing(best: 1227, levels: [LevelRecord(level: 2, won: 2, drawn: 0, lost: 1)]) : Standing(best: nil, levels: [])
        }
    }

    func testTheModelShowsWhatTheCoreGivesAndClearsWhatItRefuses() async {
        let fake = FakeRatings()
        var refusals = 0
        let model = RatingModel(zabel: fake) { _ in refusals += 1 }
        let s = Strings.for("en")
        XCTAssertEqual(model.kind, .einstein)
        XCTAssertEqual(model.headline(s), s.yourRating(PlayerRating(rating: 1227, games: 3, provisional: true)))
        XCTAssertEqual(model.bestLine(s), s.bestRating(1227))
        XCTAssertEqual(model.chart.map(\.rating), [1216, 1207, 1227])
        XCTAssertEqual(model.suggested, 2)
        XCTAssertFalse(model.bySide, "EinStein's seats are near enough for one figure")
        XCTAssertEqual(model.record(2, s), s.levelRecord(LevelRecord(level: 2, won: 2, drawn: 0, lost: 1)))
        XCTAssertNil(model.record(1, s), "a level never played has no record")

        model.select(.koenigszabel)
        XCTAssertNil(model.headline(s), "no rated game, no rating: only the way to get one")
        XCTAssertNil(model.bestLine(s))
        XCTAssertTrue(model.bySide)
        XCTAssertNil(model.suggested)
        XCTAssertEqual(model.fairBySeat, [nil, 4], "a fair match for the defenders only")

        fake.failing = true
        model.select(.einstein)
        XCTAssertEqual(refusals, 1, "the app hears what the core refused")
        XCTAssertNil(model.rating)
        XCTAssertEqual(model.opponents.count, 0)
        XCTAssertNil(model.best, "nothing of the game before stays")
    }
}
