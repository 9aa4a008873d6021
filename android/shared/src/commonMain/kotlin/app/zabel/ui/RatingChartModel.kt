package app.zabel.ui

import app.zabel.core.RatingPoint
import kotlin.math.ceil
import kotlin.math.floor
import kotlin.math.log10
import kotlin.math.pow

/**
 * What the rating chart draws, apart from drawing: the Elo after each rated
 * game (game 0 is the start rating), round ticks on both axes and the games
 * that were provisional. Kept free of Compose so its numbers can be tested
 * after 1 game and after 500.
 */
data class RatingChartModel(
    /** Elo after game i; index 0 is the rating before the first game. */
    val values: List<Double>,
    val low: Double,
    val high: Double,
    val xTicks: List<Int>,
    val yTicks: List<Int>,
    /** Games 1..provisionalUntil were rated provisionally (the core's first 20). */
    val provisionalUntil: Int,
    /** The x of values[0]: 0 where it is the rating before the first game, 1 where a history starts after its first attempt. */
    val first: Int = 0,
) {
    /** The x of the last value. */
    val games: Int get() = first + values.size - 1
    /** The x axis's length: at least one, so a single value stands at its start. */
    val span: Int get() = maxOf(games - first, 1)

    companion object {
        val PROVISIONAL_GAMES: Int = app.zabel.core.provisionalGames().toInt()

        /** [yParts]: at most this many steps between Elo ticks (give or take one for rounding), fewer where large labels need the room. */
        fun of(points: List<RatingPoint>, yParts: Int = 5): RatingChartModel {
            val values = listOf(points.first().change.before) + points.map { it.change.after }
            val firstBefore = points.first().change.gamesBefore.toInt()
            return of(values, yParts, first = 0, provisionalUntil = (PROVISIONAL_GAMES - firstBefore).coerceIn(0, values.size - 1))
        }

        /** [values] at x = [first], [first] + 1, …: a rating after each step of a history; none provisional past [provisionalUntil]. */
        fun of(values: List<Double>, yParts: Int, first: Int, provisionalUntil: Int = 0): RatingChartModel {
            // At least 40 Elo of range, so one game's change does not fill the height.
            val mid = (values.min() + values.max()) / 2
            val half = maxOf((values.max() - values.min()) / 2, 20.0) * 1.1
            val step = niceStep(2 * half, yParts.coerceAtLeast(1))
            val low = floor((mid - half) / step) * step
            val high = ceil((mid + half) / step) * step
            val yTicks = generateSequence(low) { it + step }.takeWhile { it <= high + 1e-9 }.map { it.toInt() }.toList()
            val games = first + values.size - 1
            val xStep = niceStep((games - first).toDouble(), 5).coerceAtLeast(1.0).toInt()
            val xTicks = (first..games step xStep).toList().let { if (it.last() == games) it else it + games }
            return RatingChartModel(values, low, high, xTicks, yTicks, provisionalUntil, first)
        }

        /**
         * How many steps the Elo axis may have on a plot [plotHeight] high
         * whose tick labels are [labelHeight] high: each label with a third of
         * its height free above and below, counting the one step that
         * rounding the axis's ends may add. At least one step: both ends.
         */
        fun yPartsFitting(plotHeight: Float, labelHeight: Float): Int =
            ((plotHeight / (labelHeight * 1.35f)).toInt() - 1).coerceIn(1, 5)

        /** A step of 1, 2 or 5 × 10ⁿ that cuts [range] into at most [ticks] parts. */
        fun niceStep(range: Double, ticks: Int): Double {
            if (range <= 0) return 1.0
            val raw = range / ticks
            val power = 10.0.pow(floor(log10(raw)))
            return listOf(1.0, 2.0, 5.0, 10.0).map { it * power }.first { it >= raw }
        }
    }
}
