import XCTest
import ZabelKit

/// The rating chart's model: games on x, Elo on y, round ticks after one
/// game and after five hundred, the provisional period marked.
final class RatingChartTests: XCTestCase {
    private func walk(_ games: Int, from start: Double = 1200) -> [ChartPoint] {
        var rating = start
        return (1...games).map { game in
            rating += game % 3 == 0 ? -12 : 9
            return ChartPoint(game: game, rating: rating)
        }
    }

    func testNoGamesNoLineNoBand() {
        let chart = RatingChart([], start: nil)
        XCTAssertTrue(chart.points.isEmpty)
        XCTAssertNil(chart.provisional)
        XCTAssertEqual(chart.xDomain, 0...1)
        XCTAssertEqual(chart.summary(.for("en")), Strings.for("en").noRatedGames)
    }

    func testAfterOneGameTheLineStartsAtTheStartRatingAndTheAxesAreWholeAndWide() {
        let chart = RatingChart([ChartPoint(game: 1, rating: 1220)], start: 1200)
        XCTAssertEqual(chart.points, [ChartPoint(game: 0, rating: 1200), ChartPoint(game: 1, rating: 1220)])
        XCTAssertEqual(chart.xDomain, 0...1)
        XCTAssertEqual(chart.xTicks, [0, 1], "no half games")
        XCTAssertEqual(chart.yDomain, 1160...1260, "at least 100 Elo shown, around the line")
        XCTAssertEqual(chart.yTicks, [1160, 1180, 1200, 1220, 1240, 1260])
        XCTAssertEqual(chart.provisional, 0...1)
        XCTAssertEqual(chart.summary(.for("en")), "Elo from 1200 to 1220 over 1 rated game")
        XCTAssertEqual(chart.summary(.for("de")), "Elo von 1200 auf 1220 in 1 gewerteten Partie")
    }

    func testAfterFiveHundredGamesTicksAreHundredsAndTheBandCoversTheFirstTwenty() {
        let points = walk(500)
        let chart = RatingChart(points, start: 1200)
        XCTAssertEqual(chart.points.count, 501)
        XCTAssertEqual(chart.xDomain, 0...500)
        XCTAssertEqual(chart.xTicks, [0, 100, 200, 300, 400, 500])
        XCTAssertEqual(chart.provisional, 0...20)
        let ratings = chart.points.map(\.rating)
        XCTAssertLessThanOrEqual(chart.yDomain.lowerBound, ratings.min()!)
        XCTAssertGreaterThanOrEqual(chart.yDomain.upperBound, ratings.max()!)
        XCTAssertLessThanOrEqual(chart.yTicks.count, 7)
        XCTAssertEqual(chart.yTicks.first, chart.yDomain.lowerBound)
        XCTAssertEqual(chart.yTicks.last, chart.yDomain.upperBound)
        XCTAssertTrue(chart.summary(.for("en")).hasSuffix("over 500 rated games"))
    }

    func testTicksAreRoundAndFewAtAnyCount() {
        for games in [1, 2, 3, 7, 19, 20, 21, 47, 99, 100, 101, 250, 999, 1234] {
            let chart = RatingChart(walk(games), start: 1200)
            XCTAssertEqual(chart.xTicks.first, 0)
            XCTAssertEqual(chart.xTicks.last, chart.xDomain.upperBound)
            XCTAssertGreaterThanOrEqual(chart.xDomain.upperBound, games, "\(games)")
            XCTAssertLessThanOrEqual(chart.xTicks.count, 7, "\(games): \(chart.xTicks)")
            XCTAssertGreaterThanOrEqual(chart.xTicks.count, 2, "\(games): \(chart.xTicks)")
            let step = chart.xTicks[1] - chart.xTicks[0]
            let digits = String(step)
            XCTAssertTrue(["1", "2", "5"].contains(String(digits.first!)), "\(games): step \(step)")
            XCTAssertTrue(digits.dropFirst().allSatisfy { $0 == "0" }, "\(games): step \(step)")
            XCTAssertEqual(chart.provisional, 0...min(games, 20))
        }
    }

    func testAxisLabelsInBothLanguages() {
        XCTAssertEqual(Strings.for("en").chartAxisGames, "Rated games")
        XCTAssertEqual(Strings.for("de").chartAxisGames, "Gewertete Partien")
        XCTAssertEqual(Strings.for("en").elo, "Elo")
        XCTAssertEqual(RatingChart.label(1234.6), "1235")
        XCTAssertTrue(Strings.for("en").provisionalPeriod.contains("20"))
    }

    /// Issue 45: at twice the text size the Elo labels ran into each other.
    /// At any label height the chart is tall enough and its ticks few enough
    /// that each label has room between its neighbours.
    func testEloLabelsNeverOverlapAtLargeText() {
        for labelHeight in [16.0, 24, 32, 40, 53] {
            let height = RatingChart.height(labelHeight: labelHeight)
            XCTAssertGreaterThanOrEqual(height, RatingChart.defaultHeight)
            let plot = height - 3 * labelHeight
            let wanted = RatingChart.yTicksFitting(plotHeight: plot, labelHeight: labelHeight)
            for games in [1, 2, 30, 500, 1234] {
                let chart = RatingChart(walk(games), start: 1200, yTicks: wanted)
                XCTAssertGreaterThanOrEqual(chart.yTicks.count, 2)
                let span = chart.yDomain.upperBound - chart.yDomain.lowerBound
                let gap = plot / span * (chart.yTicks[1] - chart.yTicks[0])
                XCTAssertGreaterThanOrEqual(gap, labelHeight, "\(games) games, labels \(labelHeight) pt: \(chart.yTicks)")
            }
        }
        XCTAssertEqual(RatingChart.yTicksFitting(plotHeight: 212, labelHeight: 16), RatingChart.ticksWanted, "the usual size keeps its ticks")
    }
}
