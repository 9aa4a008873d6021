package app.zabel.ui

import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.size
import androidx.compose.material3.Surface
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.setValue
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.test.assertIsDisplayed
import androidx.compose.ui.test.assertIsSelected
import androidx.compose.ui.test.assertTextEquals
import androidx.compose.ui.test.junit4.createComposeRule
import androidx.compose.ui.test.onAllNodesWithTag
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.onNodeWithText
import androidx.compose.ui.test.performClick
import androidx.compose.ui.unit.dp
import app.zabel.core.LevelRecord
import app.zabel.core.Opponent
import app.zabel.core.PlayerRating
import app.zabel.core.RatingChange
import app.zabel.core.RatingPoint
import app.zabel.core.Variant
import org.junit.Assert.assertEquals
import org.junit.Rule
import org.junit.Test

/** The rating screen drawn from hand-made summaries: no store, no ratings worked out, only the screen and its callbacks. */
class RatingScreenTest {
    @get:Rule
    val rule = createComposeRule()

    private val kinds = listOf(Variant.EINSTEIN, Variant.KOENIGSZABEL)

    private fun opponent(level: Int, rating: Double, expected: Double, bySeat: List<Double> = emptyList()) =
        Opponent(level.toUByte(), "Level $level", rating, expected, bySeat)

    /** Three rated games from 1200: +16, −9, +20. */
    private val points = listOf(16.0, -9.0, 20.0).runningFold(1200.0) { before, delta -> before + delta }.zipWithNext().mapIndexed { i, (before, after) ->
        RatingPoint(i.toULong(), 1_700_000_000uL + i.toULong(), RatingChange(before, after, after - before, 0.5, 32.0, i.toUInt()))
    }

    private val einstein = RatingSummary(
        rating = PlayerRating(1227.0, 3u, provisional = true),
        points = points,
        opponents = listOf(opponent(1, 1000.0, 0.82), opponent(2, 1250.0, 0.47)),
        suggested = opponent(2, 1250.0, 0.47),
        fairBySeat = emptyList(),
        best = 1227.0,
        records = mapOf(2.toUByte() to LevelRecord(2u, won = 2u, drawn = 0u, lost = 1u)),
    )

    /** No rated game yet, and sides so unequal that each seat has its own fair match. */
    private val koenigszabel = RatingSummary(
        rating = null,
        points = emptyList(),
        opponents = listOf(opponent(3, 1400.0, 0.5, listOf(0.2, 0.8)), opponent(4, 1600.0, 0.35, listOf(0.1, 0.6))),
        suggested = null,
        fairBySeat = listOf(null, 4u),
    )

    @Test
    fun theScreenShowsTheSummaryItIsGivenAndATabAsksForAnotherGame() {
        var kind by mutableStateOf(Variant.EINSTEIN)
        val asked = mutableListOf<Variant>()
        var backs = 0
        rule.setContent {
            Surface(Modifier.size(412.dp, 860.dp).testTag("root")) {
                Column {
                    val summary = if (kind == Variant.EINSTEIN) einstein else koenigszabel
                    RatingScreen(summary, kind, EN, onBack = { backs++ }, onKind = { asked += it; kind = it }, kinds = kinds)
                }
            }
        }
        rule.onNodeWithTag("rating-einstein").assertIsSelected()
        rule.onNodeWithTag("elo").assertTextEquals(EN.yourRating(1227.0, 3u, provisional = true))
        rule.onNodeWithTag("best-rating").assertTextEquals(EN.bestRating(1227.0))
        rule.onNodeWithTag("chart").assertIsDisplayed()
        assertEquals("a rating, so no empty state", 0, rule.onAllNodesWithTag("no-rating").fetchSemanticsNodes().size)
        // The fair match is marked on its own level only; the record stands under the level played.
        rule.onNodeWithTag("rating-level-2", useUnmergedTree = true).assertIsDisplayed()
        rule.onNodeWithText(EN.suggested).assertIsDisplayed()
        assertEquals(1, rule.onAllNodesWithTag("rating-record-2", useUnmergedTree = true).fetchSemanticsNodes().size)
        assertEquals(0, rule.onAllNodesWithTag("rating-record-1", useUnmergedTree = true).fetchSemanticsNodes().size)

        rule.onNodeWithTag("rating-koenigszabel").performClick()
        rule.waitForIdle()
        assertEquals(listOf(Variant.KOENIGSZABEL), asked)
        rule.onNodeWithTag("no-rating").assertTextEquals(EN.noRatedGames)
        assertEquals("no rating, no chart", 0, rule.onAllNodesWithTag("chart").fetchSemanticsNodes().size)
        // Each side's chance against each level, the fair match named on the defenders' side of level 4 only.
        rule.onNodeWithTag("rating-expected-3-0", useUnmergedTree = true).assertTextEquals("${EN.seat(Variant.KOENIGSZABEL, 0)}: ${EN.expectedScore(0.2)}")
        rule.onNodeWithTag("rating-expected-4-1", useUnmergedTree = true).assertTextEquals("${EN.seat(Variant.KOENIGSZABEL, 1)}: ${EN.expectedScore(0.6)}$DOT${EN.suggested}")
        rule.onNodeWithTag("rating-expected-4-0", useUnmergedTree = true).assertTextEquals("${EN.seat(Variant.KOENIGSZABEL, 0)}: ${EN.expectedScore(0.1)}")

        rule.onNodeWithTag("back").performClick()
        assertEquals(1, backs)
    }
}
