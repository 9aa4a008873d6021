package app.zabel.ui

import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.size
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.setValue
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.test.SemanticsMatcher
import androidx.compose.ui.test.assert
import androidx.compose.ui.test.junit4.createComposeRule
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.unit.dp
import app.zabel.core.Board
import app.zabel.core.Cell
import app.zabel.core.DieView
import app.zabel.core.GameConfig
import app.zabel.core.GameOptions
import app.zabel.core.GameView
import app.zabel.core.LastMove
import app.zabel.core.Mark
import app.zabel.core.Phase
import app.zabel.core.PieceKind
import app.zabel.core.PieceView
import app.zabel.core.PlayerKind
import app.zabel.core.Terrain
import app.zabel.core.Zabel
import java.nio.file.Files
import org.junit.After
import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Rule
import org.junit.Test

/** The move animation: the piece slides, and what it captured fades out where it stood — unless motion is reduced. */
class BoardMotionTest {
    @get:Rule
    val rule = createComposeRule()

    private val dir = Files.createTempDirectory("zabel-motion").toFile()
    private val zabel = Zabel.open(dir.path)

    @After
    fun close() {
        zabel.close()
        dir.deleteRecursively()
    }

    /** Two views of a Königszabel game played through the core: a piece picked, and the move after it that captured. */
    private fun aCapture(): Pair<GameView, GameView> {
        val session = zabel.newGame(GameConfig(listOf(PlayerKind.Human, PlayerKind.Human), GameOptions.Koenigszabel(shieldwall = false), 5u))
        try {
            for (ply in 0 until 400) {
                val view = session.view()
                if (view.phase == Phase.OVER) break
                val pieces = view.board.cells.filter { it.mark == Mark.CHOOSABLE }
                session.tap(pieces[ply * 7 % pieces.size].name)
                val picked = session.view()
                val targets = picked.board.cells.filter { it.mark == Mark.TARGET }
                session.tap(targets[ply * 3 % targets.size].name)
                val moved = session.view()
                if (moved.lastMove!!.captured.isNotEmpty()) return picked to moved
            }
        } finally {
            session.close()
        }
        error("no capture in 400 plies")
    }

    @Test
    fun aFreshRollTurnsTheDieOverButAReplaysStepsAndReducedMotionShowItAtOnce() {
        var die by mutableStateOf<DieView>(DieView.NotRolled)
        var still by mutableStateOf(false)
        rule.setContent {
            CompositionLocalProvider(LocalReduceMotion provides still) {
                ZabelTheme(false) { Die(die, EN, Modifier.testTag("die")) }
            }
        }
        val rolling = SemanticsMatcher.expectValue(DieRolling, true)
        val resting = SemanticsMatcher.expectValue(DieRolling, false)
        rule.waitForIdle()
        rule.onNodeWithTag("die").assert(resting)
        // Rolled: the die turns over while the number lands, then rests.
        rule.mainClock.autoAdvance = false
        die = DieView.Value(4u)
        rule.mainClock.advanceTimeByFrame()
        rule.mainClock.advanceTimeBy(ROLL_MILLIS / 2L)
        rule.onNodeWithTag("die").assert(rolling)
        rule.mainClock.advanceTimeBy(ROLL_MILLIS + 200L)
        rule.onNodeWithTag("die").assert(resting)
        // A replay stepping from one roll to the next: no roll happens.
        die = DieView.Value(2u)
        rule.mainClock.advanceTimeByFrame()
        rule.mainClock.advanceTimeBy(ROLL_MILLIS / 2L)
        rule.onNodeWithTag("die").assert(resting)
        rule.mainClock.autoAdvance = true
        // With reduced motion a roll shows its number at once.
        still = true
        die = DieView.NotRolled
        rule.waitForIdle()
        rule.mainClock.autoAdvance = false
        die = DieView.Value(6u)
        rule.mainClock.advanceTimeByFrame()
        rule.mainClock.advanceTimeBy(ROLL_MILLIS / 2L)
        rule.onNodeWithTag("die").assert(resting)
        rule.mainClock.autoAdvance = true
    }

    @Test
    fun capturedPiecesFadeOutWhileTheMoveSlidesAndAppearGoneAtOnceWithReducedMotion() {
        val (before, after) = aCapture()
        val emptied = after.lastMove!!.captured
        assertTrue(emptied.all { name -> before.board.cells.single { it.name == name }.piece != null })

        var shown by mutableStateOf(before)
        var still by mutableStateOf(false)
        rule.setContent {
            CompositionLocalProvider(LocalReduceMotion provides still) {
                ZabelTheme(false) {
                    Box(Modifier.size(412.dp, 500.dp)) {
                        GameBoard(shown.board, {}, Modifier.fillMaxWidth(), moveCount = shown.moves.size, lastMove = shown.lastMove)
                    }
                }
            }
        }
        rule.waitForIdle()
        for (name in emptied) rule.onNodeWithTag("fading-$name", useUnmergedTree = true).assertDoesNotExist()

        // The move: while the piece slides, each captured piece is still drawn, fading.
        rule.mainClock.autoAdvance = false
        shown = after
        rule.mainClock.advanceTimeByFrame()
        rule.mainClock.advanceTimeBy(SLIDE_MILLIS / 2L)
        for (name in emptied) rule.onNodeWithTag("fading-$name", useUnmergedTree = true).assertExists()
        // Once it has faded, it is gone.
        rule.mainClock.advanceTimeBy(FADE_MILLIS + 200L)
        for (name in emptied) rule.onNodeWithTag("fading-$name", useUnmergedTree = true).assertDoesNotExist()
        rule.mainClock.autoAdvance = true

        // With reduced motion the same move shows its result at once: nothing fades.
        still = true
        shown = before
        rule.waitForIdle()
        rule.mainClock.autoAdvance = false
        shown = after
        rule.mainClock.advanceTimeByFrame()
        rule.mainClock.advanceTimeBy(SLIDE_MILLIS / 2L)
        for (name in emptied) rule.onNodeWithTag("fading-$name", useUnmergedTree = true).assertDoesNotExist()
        rule.mainClock.autoAdvance = true
    }

    /**
     * EinStein captures on the square the stone lands on: the stone that
     * stood there (the core names its square) fades under the mover.
     */
    @Test
    fun anEinsteinCaptureFadesTheStoneThatStoodOnTheTargetSquare() {
        fun cell(name: String, seat: Int?, label: String = "1") =
            Cell(name, Terrain.Plain, seat?.let { PieceView(it.toUByte(), PieceKind.STONE, label) }, Mark.NONE, name)
        fun board(vararg cells: Cell) = Board(2u, 2u, listOf("a", "b"), listOf("2", "1"), cells.toList())
        val before = board(cell("a2", 0, "3"), cell("b2", 1, "5"), cell("a1", null), cell("b1", null))
        val after = board(cell("a2", null), cell("b2", 0, "3"), cell("a1", null), cell("b1", null))
        var shown by mutableStateOf(before)
        var moves by mutableStateOf(0)
        var last by mutableStateOf<LastMove?>(null)
        rule.setContent {
            ZabelTheme(false) {
                Box(Modifier.size(412.dp, 500.dp)) {
                    GameBoard(shown, {}, Modifier.fillMaxWidth(), moveCount = moves, lastMove = last)
                }
            }
        }
        rule.waitForIdle()
        rule.mainClock.autoAdvance = false
        shown = after
        moves = 1
        last = LastMove("a2", "b2", listOf("b2"))
        rule.mainClock.advanceTimeByFrame()
        rule.mainClock.advanceTimeBy(SLIDE_MILLIS / 2L)
        rule.onNodeWithTag("fading-b2", useUnmergedTree = true).assertExists()
        rule.onNodeWithTag("fading-a2", useUnmergedTree = true).assertDoesNotExist()
        rule.mainClock.advanceTimeBy(FADE_MILLIS + 200L)
        rule.onNodeWithTag("fading-b2", useUnmergedTree = true).assertDoesNotExist()
    }
}
