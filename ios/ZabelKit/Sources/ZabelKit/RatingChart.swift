import Foundation

/// The rating chart as the SwiftUI chart draws it: rated games on x (0 is
/// the start, before the first rated game), Elo on y, both axes with round
/// ticks that read well after one game and after five hundred, and the
/// provisional period (the core's first `provisionalGames` rated games,
/// when the rating still moves fast) marked as a band.
public struct RatingChart: Equatable, Sendable {
    /// The core's provisional period (`PlayerRating.provisional` while
    /// fewer rated games than this were played).
    public static let provisionalGames = Int(ZabelCore.provisionalGames())
    /// Ticks an axis aims at; never more than this plus one.
    public static let ticksWanted = 5
    /// The Elo range the y-axis shows at least, so one game's change does
    /// not fill the chart.
    static let minimumEloSpan = 100.0

    /// The line's points: game 0 at the start rating, then every rated game.
    public let points: [ChartPoint]
    public let xDomain: ClosedRange<Int>
    public let yDomain: ClosedRange<Double>
    public let xTicks: [Int]
    public let yTicks: [Double]
    /// The games of the provisional period shown on the chart (from the
    /// start to the 20th game, or to the last one so far); nil without games.
    public let provisional: ClosedRange<Int>?

    /// `rated` are the rating after each rated game, in order; `start` the
    /// rating before the first (the core's `RatingChange.before`).
    /// `yTicks`: how many steps the Elo axis aims at; fewer where large
    /// labels need the room (`yTicksFitting`).
    public init(_ rated: [ChartPoint], provisionalGames: Int = RatingChart.provisionalGames, start: Double?, yTicks wanted: Int = RatingChart.ticksWanted) {
        var points = rated
        if let start, rated.first?.game == 1 { points.insert(ChartPoint(game: 0, rating: start), at: 0) }
        self.points = points
        let games = rated.last?.game ?? 0
        let xStep = Self.step(Double(max(games, 1)) / Double(Self.ticksWanted), integral: true)
        let xEnd = Int((Double(max(games, 1)) / xStep).rounded(.up) * xStep)
        xDomain = 0...xEnd
        xTicks = stride(from: 0, through: xEnd, by: Int(xStep)).map { $0 }

        let ratings = points.map(\.rating)
        var low = ratings.min() ?? 1200, high = ratings.max() ?? 1200
        if high - low < Self.minimumEloSpan {
            let middle = (low + high) / 2
            low = middle - Self.minimumEloSpan / 2
            high = middle + Self.minimumEloSpan / 2
        }
        let yStep = Self.step((high - low) / Double(min(max(wanted, 1), Self.ticksWanted)), integral: true)
        let yLow = (low / yStep).rounded(.down) * yStep, yHigh = (high / yStep).rounded(.up) * yStep
        yDomain = yLow...yHigh
        yTicks = stride(from: yLow, through: yHigh + yStep / 2, by: yStep).map { $0 }

        provisional = games == 0 ? nil : 0...min(games, provisionalGames)
    }

    /// The chart's height at the default text size, in points; larger text makes it taller (`height`).
    public static let defaultHeight = 260.0

    /// The chart's height for tick labels `labelHeight` points high (about
    /// 16 at the default text size): taller as the text grows, so large
    /// text leaves the plot room for more than two ticks.
    public static func height(labelHeight: Double) -> Double {
        max(defaultHeight, defaultHeight * labelHeight / 16 * 0.75)
    }

    /// How many steps the Elo axis may aim at on a plot `plotHeight` points
    /// high whose tick labels are `labelHeight` high: each label with a third
    /// of its height free above and below, counting the step that rounding
    /// the axis's ends may add. At least one: both ends.
    public static func yTicksFitting(plotHeight: Double, labelHeight: Double) -> Int {
        guard labelHeight > 0 else { return ticksWanted }
        return min(max(Int(plotHeight / (labelHeight * 1.35)) - 1, 1), ticksWanted)
    }

    /// A round step (1, 2 or 5 times a power of ten) at least `raw`.
    static func step(_ raw: Double, integral: Bool) -> Double {
        let raw = max(raw, integral ? 1 : .leastNonzeroMagnitude)
        let power = pow(10, (log10(raw)).rounded(.down))
        for factor in [1.0, 2, 5, 10] where factor * power >= raw - 1e-9 {
            return max(factor * power, integral ? 1 : 0)
        }
        return 10 * power
    }

    /// A tick's label: whole games, whole Elo.
    public static func label(_ value: Double) -> String { "\(Int(value.rounded()))" }

    /// What VoiceOver says of the whole chart: from where to where over how many games.
    public func summary(_ strings: Strings) -> String {
        guard let first = points.first, let last = points.last, last.game > 0 else { return strings.noRatedGames }
        return strings.chartSummary(from: first.rating, to: last.rating, games: last.game)
    }
}

extension Strings {
    /// The band over the first rated games.
    public var provisionalPeriod: String { t(.provisionalPeriod, ["count": RatingChart.provisionalGames]) }

    /// "Elo from 1200 to 1220 · 1 rated game": the count and its plural
    /// are the core's (nominative, hence no "after").
    public func chartSummary(from: Double, to: Double, games: Int) -> String {
        t(.chartSummary, ["from": "\(Int(from.rounded()))", "to": "\(Int(to.rounded()))", "count": games])
    }
}

extension RatingModel {
    /// The picked game's chart, from the rating before its first rated game.
    public var ratingChart: RatingChart {
        RatingChart(chart, start: points.first?.change.before)
    }

    /// The chart for tick labels `labelHeight` points high, on a plot
    /// `plotHeight` high: as many Elo ticks as fit without their labels touching.
    public func ratingChart(plotHeight: Double, labelHeight: Double) -> RatingChart {
        RatingChart(chart, start: points.first?.change.before,
                    yTicks: RatingChart.yTicksFitting(plotHeight: plotHeight, labelHeight: labelHeight))
    }
}
