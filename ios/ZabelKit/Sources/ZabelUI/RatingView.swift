// iOS only: empty without UIKit, so the package builds and tests on macOS and Linux.
#if canImport(UIKit)
import Charts
import SwiftUI
import ZabelKit

/// The person's rating in the game picked, its chart, and the computer's
/// levels with the person's chances and record against each.
struct RatingView: View {
    let ratings: RatingModel
    let strings: Strings
    /// An iPad's width: the levels in a pane beside the rating and its chart, as on Android's tablets.
    var wide = false
    var body: some View {
        let s = strings
        if wide {
            HStack(alignment: .top, spacing: 24) {
                VStack(alignment: .leading, spacing: 8) { summary(s) }
                levels(s).frame(width: 400)
            }
        } else {
            summary(s)
            levels(s)
        }
    }

    /// The game picked, its rating and best, and the chart.
    @MainActor @ViewBuilder private func summary(_ s: Strings) -> some View {
        Picker(s.rating, selection: Binding(get: { ratings.kind }, set: { ratings.select($0) })) {
            ForEach(ratings.kinds, id: \.self) { kind in Text(s.shortGame(kind)).tag(kind) }
        }
        .modifier(AdaptivePickerStyle())
        if let headline = ratings.headline(s) {
            // The best rating beside the current one, or under it where the line is too wide.
            if let best = ratings.bestLine(s) {
                ViewThatFits(in: .horizontal) {
                    HStack(spacing: 12) { Text(headline); Text(best).foregroundStyle(.secondary) }
                    VStack(alignment: .leading, spacing: 2) { Text(headline); Text(best).foregroundStyle(.secondary) }
                }
            } else {
                Text(headline)
            }
        }
        if ratings.chart.isEmpty {
            Text(s.noRatedGames)
        } else {
            RatingChartView(ratings: ratings, strings: s)
        }
    }

    /// The computer's levels with the person's chances and record against each.
    @MainActor private func levels(_ s: Strings) -> some View {
        List {
            Section(s.againstComputer) {
                ForEach(ratings.opponents, id: \.level) { opponent in
                    if ratings.bySide {
                        SidedOpponentRow(opponent: opponent, fair: ratings.fairBySeat.map { $0 == opponent.level }, variant: ratings.kind, strings: s,
                                         record: ratings.record(opponent.level, s))
                    } else {
                        OpponentRow(opponent: opponent, suggested: opponent.level == ratings.suggested, strings: s,
                                    record: ratings.record(opponent.level, s))
                    }
                }
            }
        }
    }
}

/// Games on x, Elo on y, the provisional period as a band with its name;
/// the ticks and ranges are ZabelKit's `RatingChart`.
struct RatingChartView: View {
    let ratings: RatingModel
    let strings: Strings
    /// A tick label's height: large text makes the chart taller and its Elo ticks fewer, so no label runs into the next.
    @ScaledMetric(relativeTo: .caption) private var labelHeight: CGFloat = 16

    var body: some View {
        let height = RatingChart.height(labelHeight: Double(labelHeight))
        // The plot is the chart less the axis titles and the x labels.
        let chart = ratings.ratingChart(plotHeight: height - 3 * Double(labelHeight), labelHeight: Double(labelHeight))
        // The band's name in a key above the chart: inside a band of 20 games out of 500 it spilled out.
        if chart.provisional != nil {
            HStack(spacing: 6) {
                Rectangle().fill(Color.orange.opacity(0.15)).frame(width: 14, height: 10)
                Text(strings.provisionalPeriod).font(.caption).foregroundStyle(.secondary)
            }
            .accessibilityHidden(true)
        }
        Chart {
            if let provisional = chart.provisional {
                RectangleMark(xStart: .value(strings.chartAxisGames, provisional.lowerBound),
                              xEnd: .value(strings.chartAxisGames, provisional.upperBound))
                    .foregroundStyle(Color.orange.opacity(0.15))
            }
            ForEach(chart.points, id: \.game) { point in
                LineMark(x: .value(strings.chartAxisGames, point.game), y: .value(strings.elo, point.rating))
                PointMark(x: .value(strings.chartAxisGames, point.game), y: .value(strings.elo, point.rating))
                    .symbolSize(chart.points.count > 60 ? 0 : 24)
            }
        }
        .chartXScale(domain: chart.xDomain)
        .chartYScale(domain: chart.yDomain)
        .chartXAxis {
            AxisMarks(values: chart.xTicks) { value in
                AxisGridLine()
                AxisTick()
                AxisValueLabel { Text(value.as(Int.self).map { RatingChart.label(Double($0)) } ?? "") }
            }
        }
        .chartYAxis {
            AxisMarks(position: .leading, values: chart.yTicks) { value in
                AxisGridLine()
                AxisTick()
                AxisValueLabel { Text(value.as(Double.self).map(RatingChart.label) ?? "") }
            }
        }
        // Each title at its own axis: Elo at the top of the y-axis, the games on a line under the x-axis's ticks.
        .chartXAxisLabel(strings.chartAxisGames, position: .bottom)
        .chartYAxisLabel(strings.elo, position: .top, alignment: .leading)
        .frame(height: CGFloat(height))
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(chart.summary(strings))
    }
}
#endif
