package app.zabel.ui

import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.size
import androidx.compose.material3.Surface
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.setValue
import androidx.compose.ui.test.assertIsNotEnabled
import androidx.compose.ui.test.assertIsNotSelected
import androidx.compose.ui.test.assertIsSelected
import androidx.compose.ui.test.assertTextEquals
import androidx.compose.ui.test.hasTestTag
import androidx.compose.ui.test.junit4.createComposeRule
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.onAllNodesWithTag
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.performScrollToNode
import androidx.compose.ui.unit.dp
import app.zabel.core.EndReason
import app.zabel.core.GameResult
import app.zabel.core.GameSummary
import app.zabel.core.HistoryFilter
import app.zabel.core.PlayerKind
import app.zabel.core.Score
import app.zabel.core.Variant
import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Rule
import org.junit.Test

/** The history screen (and Home's last games) over hand-made games: drawn from values, and its list paging and filtering as asked, no store behind it. */
class HistoryScreenTest {
    @get:Rule
    val rule = createComposeRule()

    /** Game [id]: Königszabel when even, EinStein when odd; the person on seat 0 won every third. */
    private fun game(id: Int): GameSummary {
        val won = id % 3 == 0
        return GameSummary(
            id = id.toULong(),
            variant = if (id % 2 == 0) Variant.KOENIGSZABEL else Variant.EINSTEIN,
            finishedAt = 1_700_000_000uL + id.toULong() * 3600uL,
            players = listOf(PlayerKind.Human, PlayerKind.Computer(2u)),
            result = GameResult(
                scores = if (won) listOf(Score.WIN, Score.LOSS) else listOf(Score.LOSS, Score.WIN),
                winner = if (won) 0u else 1u,
                reason = EndReason.RESIGNED,
            ),
            yourScore = if (won) Score.WIN else Score.LOSS,
            rated = false,
            ratingChange = null,
            record = "",
        )
    }

    /** The screen's taps wired to [history], as the app wires them, the rest to nothing. */
    private fun callbacks(history: HistoryList?, onReplay: (ULong) -> Unit = {}, onShowVariant: (Variant?) -> Unit = {}, onOpenFile: () -> Unit = {}) =
        HistoryCallbacks(
            onBack = {},
            onOpenFile = onOpenFile,
            onPaste = {},
            onReplay = onReplay,
            onShowVariant = history?.let { it::showVariant } ?: onShowVariant,
            onShowRatedOnly = { ratedOnly -> history?.showRatedOnly(ratedOnly) },
            onMore = { history?.more() },
        )

    @Test
    fun aHandMadeHistoryShowsItsGamesItsFiltersAndTheGameReplayedBeside() {
        val chips = mutableListOf<Variant?>()
        var opened = 0
        var ui by mutableStateOf(
            HistoryUi(
                games = listOf(game(3), game(2)),
                filter = HistoryFilter(variant = null, ratedOnly = false),
                variants = listOf(Variant.EINSTEIN, Variant.KOENIGSZABEL),
                hasMore = false,
            ),
        )
        var busy by mutableStateOf(true)
        rule.setContent {
            Surface(Modifier.size(412.dp, 860.dp)) {
                Column { HistoryScreen(ui, DE, callbacks(null, onShowVariant = { chips += it }, onOpenFile = { opened++ }), filesBusy = busy, selected = 2uL) }
            }
        }
        rule.onNodeWithTag("game-2").assertIsSelected()
        rule.onNodeWithTag("game-3").assertIsNotSelected()
        rule.onNodeWithTag("badge-3", useUnmergedTree = true).assertTextEquals(DE.yourScore(Score.WIN))
        rule.onNodeWithTag("filter-einstein").performClick()
        assertEquals(listOf<Variant?>(Variant.EINSTEIN), chips)
        // While a file is read, opening another waits.
        rule.onNodeWithTag("open-record").assertIsNotEnabled()
        busy = false
        rule.onNodeWithTag("open-record").performClick()
        assertEquals(1, opened)

        // Filters that admit nothing say so, not "no games yet".
        ui = ui.copy(games = emptyList(), filter = HistoryFilter(variant = null, ratedOnly = true))
        rule.onNodeWithTag("history-empty").assertTextEquals(DE.historyNoneMatch)
        rule.onNodeWithTag("filter-rated").assertIsSelected()
        ui = ui.copy(filter = HistoryFilter(variant = null, ratedOnly = false), variants = emptyList())
        rule.onNodeWithTag("history-empty").assertTextEquals(DE.noGames)
        rule.onNodeWithTag("filter-all").assertDoesNotExist()
    }

    @Test
    fun aWideHomeShowsTheLastGamesBesideTheGamesAndATapReplaysOne() {
        val went = mutableListOf<Screen>()
        var width by mutableStateOf(1200.dp)
        rule.setContent {
            Surface(Modifier.size(width, 800.dp)) {
                Column { HomeScreen(EN, HomeUi(canContinue = false, recent = listOf(game(9), game(8))), onContinue = {}, go = { went += it }) }
            }
        }
        rule.onNodeWithTag("home-two-panes").assertExists()
        rule.onNodeWithTag("badge-9", useUnmergedTree = true).assertTextEquals(EN.yourScore(Score.WIN))
        rule.onNodeWithTag("game-8").performClick()
        assertEquals(listOf<Screen>(Screen.Replaying(8uL)), went)
        // A phone: one column, the games alone.
        width = 412.dp
        rule.waitForIdle()
        assertEquals(0, rule.onAllNodesWithTag("home-recent").fetchSemanticsNodes().size)
        rule.onNodeWithTag("new-einstein").assertExists()
    }

    @Test
    fun theListPagesThroughTheGamesItIsGivenAndATapReplaysOne() {
        val games = (1..30).reversed().map(::game)
        val asked = mutableListOf<Pair<ULong?, HistoryFilter>>()
        val history = HistoryList(
            load = { limit, before, filter ->
                asked += before to filter
                val admitted = games.filter { filter.variant == null || it.variant == filter.variant }
                admitted.dropWhile { before != null && it.id >= before }.take(limit.toInt())
            },
            played = { listOf(Variant.EINSTEIN, Variant.KOENIGSZABEL) },
            page = 8u,
        )
        history.show()
        val replayed = mutableListOf<ULong>()
        rule.setContent {
            Surface(Modifier.size(412.dp, 860.dp)) {
                Column {
                    HistoryScreen(history.ui, EN, callbacks(history, onReplay = { replayed += it }), filesBusy = false)
                }
            }
        }
        rule.onNodeWithTag("filter-all").assertIsSelected()
        // The list reads older pages as it reaches its end, from the last game shown.
        rule.onNodeWithTag("history-list").performScrollToNode(hasTestTag("game-1"))
        assertEquals(30, history.games.size)
        assertEquals(listOf(null, 23uL, 15uL, 7uL), asked.map { it.first })
        rule.onNodeWithTag("game-1").performClick()
        assertEquals(listOf(1uL), replayed)

        rule.onNodeWithTag("history-list").performScrollToNode(hasTestTag("filter-koenigszabel"))
        rule.onNodeWithTag("filter-koenigszabel").performClick()
        rule.waitForIdle()
        assertTrue("only Königszabel's", history.games.all { it.variant == Variant.KOENIGSZABEL })
        rule.onNodeWithTag("history-list").performScrollToNode(hasTestTag("game-30"))
        rule.onNodeWithTag("badge-30", useUnmergedTree = true).assertTextEquals(EN.yourScore(Score.WIN))
        rule.onNodeWithTag("rating-30", useUnmergedTree = true).assertTextEquals(EN.notRated)
    }
}
