package app.zabel.ui

import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.layout.width
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.ui.semantics.SemanticsProperties
import androidx.compose.ui.semantics.getOrNull
import androidx.compose.ui.test.SemanticsMatcher
import androidx.compose.ui.unit.Density
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Surface
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.setValue
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.asSkiaBitmap
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.test.assertContentDescriptionEquals
import androidx.compose.ui.test.captureToImage
import androidx.compose.ui.test.junit4.createComposeRule
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.unit.dp
import app.zabel.core.RatingChange
import app.zabel.core.RatingPoint
import java.io.File
import kotlin.random.Random
import org.jetbrains.skia.EncodedImageFormat
import org.jetbrains.skia.Image
import kotlin.math.roundToInt
import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Rule
import org.junit.Test

/** The rating chart: games on x, Elo on y, the provisional games marked, after 1 game and after 500. */
class RatingChartTest {
    @get:Rule
    val rule = createComposeRule()

    private val out = File(System.getProperty("zabel.screenshots") ?: "target/screenshots").apply { mkdirs() }

    /** [games] rated games from 1200, a seeded walk, as the core's history would list them. */
    private fun history(games: Int): List<RatingPoint> {
        val random = Random(games)
        var elo = 1200.0
        return (0 until games).map { i ->
            val delta = (if (i < 20) 40.0 else 16.0) * (random.nextDouble() - 0.45)
            val point = RatingPoint(i.toULong() + 1u, 1_700_000_000uL + i.toULong(), RatingChange(elo, elo + delta, delta, 0.5, 32.0, i.toUInt()))
            elo += delta
            point
        }
    }

    @Test
    fun oneGameHasBothEndsOnXAndRoundEloTicksAroundBothRatings() {
        val model = RatingChartModel.of(history(1))
        assertEquals(1, model.games)
        assertEquals(listOf(0, 1), model.xTicks)
        assertEquals(1, model.provisionalUntil)
        assertTrue(model.values.all { it in model.low..model.high })
        assertTrue(model.yTicks.size in 3..7)
        assertTrue("40 Elo of range at least", model.high - model.low >= 40)
        assertTrue(model.yTicks.zipWithNext().map { it.second - it.first }.toSet().size == 1)
    }

    @Test
    fun fiveHundredGamesHaveFewRoundTicksAndTheFirstTwentyProvisional() {
        val model = RatingChartModel.of(history(500))
        assertEquals(500, model.games)
        assertEquals(listOf(0, 100, 200, 300, 400, 500), model.xTicks)
        assertEquals(20, model.provisionalUntil)
        assertTrue(model.values.all { it in model.low..model.high })
        assertTrue("${model.yTicks}", model.yTicks.size in 3..7 && model.yTicks.all { it % 5 == 0 })
        // A history that starts after the provisional games has no band.
        assertEquals(0, RatingChartModel.of(history(500).drop(30)).provisionalUntil)
    }

    @Test
    fun theChartIsDrawnAfterOneAndAfterFiveHundredGamesInBothLanguages() {
        var points by mutableStateOf(history(1))
        var strings by mutableStateOf(EN)
        var dark by mutableStateOf(false)
        rule.setContent {
            ZabelTheme(dark) {
                Surface(color = MaterialTheme.colorScheme.background) {
                    Box(Modifier.size(412.dp, 260.dp).testTag("root")) { RatingChart(points, strings) }
                }
            }
        }
        for (games in listOf(1, 500)) {
            points = history(games)
            for ((language, s) in listOf("en" to EN, "de" to DE)) {
                strings = s
                for (theme in listOf("light", "dark")) {
                    dark = theme == "dark"
                    rule.waitForIdle()
                    val model = RatingChartModel.of(points)
                    rule.onNodeWithTag("chart").assertContentDescriptionEquals(s.chartSummary(1200, model.values.last().roundToInt(), games))
                    val bitmap = rule.onNodeWithTag("root").captureToImage().asSkiaBitmap()
                    File(out, "rating-chart-$games-$language-$theme.png").writeBytes(Image.makeFromBitmap(bitmap).encodeToData(EncodedImageFormat.PNG)!!.bytes)
                }
            }
        }
        assertEquals("Elo from 1200 to 1190 over 1 rated game", EN.chartSummary(1200, 1190, 1))
    }

    /**
     * Issue 45: at twice the font size the Elo labels ran into each other on
     * a 220 dp chart. At 100 % and 200 %, after 1 game and after 500, on a
     * phone and turned sideways: every label inside the chart, none touching
     * the next.
     */
    @Test
    fun theEloLabelsNeverOverlapAtTwiceTheFontSize() {
        var points by mutableStateOf(history(1))
        var fontScale by mutableStateOf(1f)
        var width by mutableStateOf(412.dp)
        rule.setContent {
            val density = LocalDensity.current
            CompositionLocalProvider(LocalDensity provides Density(density.density, fontScale)) {
                ZabelTheme(false) {
                    Surface(color = MaterialTheme.colorScheme.background) {
                        Box(Modifier.width(width).testTag("root")) { RatingChart(points, EN) }
                    }
                }
            }
        }
        for (games in listOf(1, 30, 500)) for (scale in listOf(1f, 2f)) for (w in listOf(412.dp, 780.dp)) {
            points = history(games)
            fontScale = scale
            width = w
            rule.waitForIdle()
            val chart = rule.onNodeWithTag("chart").fetchSemanticsNode().boundsInRoot
            val labels = rule.onAllNodes(SemanticsMatcher("an Elo label") { it.config.getOrNull(SemanticsProperties.TestTag)?.startsWith("y-tick-") == true }, useUnmergedTree = true)
                .fetchSemanticsNodes().map { it.boundsInRoot }.sortedBy { it.top }
            val case = "$games games at ${(scale * 100).toInt()}% in $w"
            assertTrue("$case: ${labels.size} Elo labels", labels.size >= 2)
            for (label in labels) assertTrue("$case: $label inside $chart", label.top >= chart.top - 0.5f && label.bottom <= chart.bottom + 0.5f)
            for ((upper, lower) in labels.zipWithNext()) assertTrue("$case: $upper overlaps $lower", upper.bottom <= lower.top)
            if (games == 500 && w == 412.dp) {
                val bitmap = rule.onNodeWithTag("root").captureToImage().asSkiaBitmap()
                File(out, "rating-chart-500-font${(scale * 100).toInt()}-en-light.png").writeBytes(Image.makeFromBitmap(bitmap).encodeToData(EncodedImageFormat.PNG)!!.bytes)
            }
        }
    }
}
