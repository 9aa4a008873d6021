package app.zabel.ui

import androidx.compose.foundation.layout.Column
import androidx.compose.ui.test.junit4.createComposeRule
import androidx.compose.ui.test.onAllNodesWithTag
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.performClick
import app.zabel.core.PuzzleInterface
import app.zabel.core.Variant
import app.zabel.core.ZabelException
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Rule
import org.junit.Test

/**
 * When the core cannot give a puzzle (its storage failed), the screen must
 * not say the game has no puzzles: the core's words for the failure are in
 * the notice, and the screen offers to ask again.
 */
class PuzzleUnavailableTest {
    @get:Rule
    val rule = createComposeRule()

    @Test
    fun aPuzzleTheCoreCannotGiveIsNotSaidToBeNoneAndAskingAgainWorks() {
        val failures = mutableListOf<ZabelException>()
        var storageFails = true
        val puzzles = PuzzleInPlay(
            fetch = { _: Variant, _: String? ->
                if (storageFails) throw ZabelException.Database("the store could not be read")
                null as PuzzleInterface?
            },
            readStanding = { null },
            failed = { failures += it },
        )
        rule.setContent {
            val p = puzzles
            Column {
                PuzzlesScreen(
                    PuzzleUi(p.variant, p.variants, p.theme, p.standing, p.view, p.unavailable, p.note, p.hinted, p.change, p.refused),
                    EN,
                    onBack = {},
                    p,
                )
            }
        }
        rule.runOnIdle { puzzles.select(Variant.EINSTEIN) }
        rule.waitForIdle()
        assertEquals("the failure is said once, by the notice", 1, failures.size)
        assertTrue(puzzles.unavailable)
        assertNull("nothing said of puzzles there are not", puzzles.note)
        assertTrue(rule.onAllNodesWithTag("puzzle-none").fetchSemanticsNodes().isEmpty())

        rule.runOnIdle { storageFails = false }
        rule.onNodeWithTag("puzzle-retry").performClick()
        rule.waitForIdle()
        assertEquals(1, failures.size)
        assertFalse(puzzles.unavailable)
        assertEquals(PuzzleNote.NoPuzzles(Variant.EINSTEIN), puzzles.note)
        assertTrue(rule.onAllNodesWithTag("puzzle-retry").fetchSemanticsNodes().isEmpty())
        rule.onNodeWithTag("puzzle-none").assertExists()
    }
}
