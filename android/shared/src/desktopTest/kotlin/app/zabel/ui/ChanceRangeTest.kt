package app.zabel.ui

import org.junit.Assert.assertEquals
import org.junit.Test

/** The review graph's scale (issue 61: a Königszabel game at 30–31 % throughout was a flat line on 0–100 %). */
class ChanceRangeTest {
    private fun assertRange(low: Double, high: Double, range: ClosedFloatingPointRange<Double>) {
        assertEquals(low, range.start, 1e-9)
        assertEquals(high, range.endInclusive, 1e-9)
    }

    @Test
    fun aSteadyGameIsShownOnAFifthOfTheScaleAroundIt() {
        assertRange(0.2, 0.4, chanceRange(listOf(0.30, 0.305, 0.31)))
    }

    @Test
    fun aGameThatSwingsKeepsTheWholeScale() {
        assertRange(0.0, 1.0, chanceRange(listOf(0.02, 0.5, 0.97)))
        assertRange(0.0, 1.0, chanceRange(emptyList()))
    }

    @Test
    fun theEndsStayWithinZeroAndAHundred() {
        val range = chanceRange(listOf(0.99, 1.0))
        assertEquals(1.0, range.endInclusive, 1e-9)
        assertEquals(0.8, range.start, 1e-9)
    }
}
