package app.zabel.ui

import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.size
import androidx.compose.material3.Surface
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.setValue
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.test.assertIsEnabled
import androidx.compose.ui.test.assertIsNotEnabled
import androidx.compose.ui.test.assertTextEquals
import androidx.compose.ui.test.assertContentDescriptionEquals
import androidx.compose.ui.test.hasText
import androidx.compose.ui.test.assertIsDisplayed
import androidx.compose.ui.test.junit4.createComposeRule
import androidx.compose.ui.test.onAllNodesWithTag
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.performScrollTo
import androidx.compose.ui.unit.dp
import app.zabel.core.Board
import app.zabel.core.Cell
import app.zabel.core.DieView
import app.zabel.core.GameView
import app.zabel.core.Mark
import app.zabel.core.PieceKind
import app.zabel.core.PieceView
import app.zabel.core.Phase
import app.zabel.core.PlayerKind
import app.zabel.core.RatedMove
import app.zabel.core.SeatView
import app.zabel.core.Terrain
import app.zabel.core.Variant
import org.junit.Assert.assertEquals
import org.junit.Rule
import org.junit.Test

/** The board screen drawn from hand-made games: no session, no rules, only the screen and where its taps go. */
class BoardScreenTest {
    @get:Rule
    val rule = createComposeRule()

    private val asked = mutableListOf<String>()
    private val callbacks = BoardCallbacks(
        onBack = { asked += "back" },
        onTap = { asked += "tap $it" },
        onRoll = { asked += "roll" },
        onUndo = { asked += "undo" },
        onHint = { asked += "hint" },
        onCancelHint = { asked += "cancel hint" },
        onResign = { asked += "resign" },
    )

    /** EinStein on 5×5: red's stone 1 on a1, blue's 1 on e5; the cells named as the core names them. */
    private val board: Board = run {
        val files = listOf("a", "b", "c", "d", "e")
        val ranks = (1..5).map { "$it" }
        val stones = mapOf("a1" to PieceView(0u, PieceKind.STONE, "1"), "e5" to PieceView(1u, PieceKind.STONE, "1"))
        Board(5u, 5u, files, ranks, ranks.flatMap { rank -> files.map { "$it$rank" } }.map { Cell(it, Terrain.Plain, stones[it], Mark.NONE, it) })
    }

    /** The person (red) against level 2, in [phase], rated unless a hint or an undo made it otherwise. */
    private fun view(phase: Phase, die: DieView, rated: Boolean = true, canUndo: Boolean = false) = GameView(
        variant = Variant.EINSTEIN,
        board = board,
        seats = listOf(SeatView(0u, PlayerKind.Human, 0u, phase != Phase.COMPUTER_TURN, false), SeatView(1u, PlayerKind.Computer(2u), 1u, phase == Phase.COMPUTER_TURN, false)),
        phase = phase,
        die = die,
        result = null,
        rated = rated,
        gameId = null,
        ratingChange = null,
        moves = listOf("1: b1-b2", "3: e4-d4"),
        lastMove = null,
        canUndo = canUndo,
        notRated = if (rated) null else app.zabel.core.NotRated.HINT,
    )

    @Test
    fun theBoardShowsTheTurnItIsGivenAndSendsEveryTap() {
        var ui by mutableStateOf(BoardUi(view(Phase.ROLL, DieView.NotRolled), announcement = "Blue moved e4–d4."))
        rule.setContent {
            Surface(Modifier.size(412.dp, 860.dp).testTag("root")) {
                Column { BoardScreen(ui, EN, callbacks) }
            }
        }
        rule.onNodeWithTag("prompt").assertTextEquals(EN.rollPrompt)
        rule.onNodeWithTag("turn").assertTextEquals(EN.toMove(Variant.EINSTEIN, 0))
        // The announcement is for screen readers: a live region they read, printed nowhere (issue 61).
        rule.onNodeWithTag("announcement").assertContentDescriptionEquals("Blue moved e4–d4.")
        assertEquals("nothing of it printed", 0, rule.onAllNodes(hasText("Blue moved", substring = true)).fetchSemanticsNodes().size)
        // The die is the one control that rolls: no Roll button beside it.
        assertEquals(0, rule.onAllNodes(hasText(EN.roll)).fetchSemanticsNodes().size)
        rule.onNodeWithTag("hint").assertIsNotEnabled()
        rule.onNodeWithTag("undo").assertIsNotEnabled()
        assertEquals("a rated game says nothing of it", 0, rule.onAllNodesWithTag("unrated").fetchSemanticsNodes().size)
        // The die sits over the board, never scrolled away.
        rule.onNodeWithTag("roll").assertIsDisplayed().performClick()

        // Rolled a 1: the stone to move is picked with a tap on its square; a hint asked for is worked out.
        ui = BoardUi(view(Phase.CHOOSE_PIECE, DieView.Value(1u), rated = false, canUndo = true), hinting = true)
        rule.waitForIdle()
        rule.onNodeWithTag("roll").assertIsNotEnabled()
        rule.onNodeWithTag("unrated").assertTextEquals(EN.notRated(app.zabel.core.NotRated.HINT))
        rule.onNodeWithTag("cell-a1", useUnmergedTree = true).performClick()
        rule.onNodeWithTag("cancel-hint").performScrollTo().performClick()
        rule.onNodeWithTag("undo").assertIsEnabled().performClick()

        // The hint's moves, best first, each in the core's words (issue 61: not notation and a percent on every row).
        val words = listOf("1: a1-b2: the best (62%)", "1: a1-a2: a little worse")
        ui = ui.copy(hinting = false, hints = listOf(RatedMove("a1", "b2", "1: a1-b2", 0.62, words[0], true), RatedMove("a1", "a2", "1: a1-a2", 0.61, words[1], false)))
        rule.waitForIdle()
        val lines = rule.onAllNodesWithTag("hint-line").fetchSemanticsNodes().map { it.config[androidx.compose.ui.semantics.SemanticsProperties.Text].joinToString() }
        assertEquals(words, lines)
        rule.onNodeWithTag("hint").performScrollTo().performClick()
        rule.onNodeWithTag("resign").performScrollTo().performClick()
        rule.onNodeWithTag("back").performClick()
        assertEquals(listOf("roll", "tap a1", "cancel hint", "undo", "hint", "resign", "back"), asked)
    }

    @Test
    fun whileTheComputerThinksItsProgressShowsAndNoHintIsOffered() {
        rule.setContent {
            Surface(Modifier.size(412.dp, 860.dp).testTag("root")) {
                Column { BoardScreen(BoardUi(view(Phase.COMPUTER_TURN, DieView.Value(4u)), thinking = 0.4), EN, callbacks) }
            }
        }
        rule.onNodeWithTag("prompt").assertTextEquals(EN.thinking)
        rule.onNodeWithTag("thinking").performScrollTo()
        rule.onNodeWithTag("hint").assertIsNotEnabled()
        rule.onNodeWithTag("roll").assertIsNotEnabled()
    }
}
