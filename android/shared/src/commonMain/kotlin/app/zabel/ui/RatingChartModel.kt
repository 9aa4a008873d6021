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
) {
    val games: Int get() = values.size - 1

    companion object {
        val PROVISIONAL_GAMES: Int = app.zabel.core.provisionalGames().toInt()

        /** [yParts]: at most this many steps between Elo ticks (give or take one for rounding), fewer where large labels need the room. */
        fun of(points: List<RatingPoint>, yParts: Int = 5): RatingChartModel {
            val values = listOf(points.first().change.before) + points.map { it.change.after }
            // At least 40 Elo of range, so one game's change does not fill the height.
            val mid = (values.min() + values.max()) / 2
            val half = maxOf((values.max() - values.min()) / 2, 20.0) * 1.1
            val step = niceStep(2 * half, yParts.coerceAtLeast(1))
            val low = floor((mid - half) / step) * step
            val high = ceil((mid + half) / step) * step
            val yTicks = generateSequence(low) { it + step }.takeWhile { it <= high + 1e-9 }.map { it.toInt() }.toList()
            val games = values.size - 1
            val xStep = niceStep(games.toDouble(), 5).coerceAtLeast(1.0).toInt()
            val xTicks = (0..games step xStep).toList().let { if (it.last() == games) it else it + games }
            val firstBefore = points.first().change.gamesBefore.toInt()
            return RatingChartModel(values, low, high, xTicks, yTicks, (PROVISIONAL_GAMES - firstBefore).coerceIn(0, games))
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
