package app.zabel.ui

import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.size
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.setValue
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.test.assertTextEquals
import androidx.compose.ui.test.junit4.createComposeRule
import androidx.compose.ui.test.onAllNodesWithTag
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.unit.dp
import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Rule
import org.junit.Test

/** The snackbar of a message: docs/design.md §7 says it stays 4 s. */
class MessageTest {
    @get:Rule
    val rule = createComposeRule()

    private var notice: Notice? by mutableStateOf(null)

    private fun shown() = rule.onAllNodesWithTag("message").fetchSemanticsNodes().size

    @Test
    fun aMessageGoesByItselfAfterFourSecondsAndANewerOneStaysAsLongAgain() {
        rule.setContent {
            Box(Modifier.size(412.dp, 860.dp)) {
                notice?.let { NoticeSnackbar(it, EN, onDismiss = { notice = null }, Modifier.align(Alignment.BottomCenter)) }
            }
        }
        // On the wall clock, as a person waits.
        notice = Notice({ it.recordCopied }, error = false)
        rule.waitForIdle()
        rule.onNodeWithTag("message").assertTextEquals(EN.recordCopied)
        Thread.sleep(3_000)
        rule.waitForIdle()
        assertEquals("still there after 3 s", 1, shown())
        // A second message 3 s into the first: it has its own 4 s, past the first one's.
        notice = Notice({ it.clipboardEmpty })
        val second = System.nanoTime()
        rule.waitForIdle()
        Thread.sleep(2_000)
        rule.waitForIdle()
        rule.onNodeWithTag("message").assertTextEquals(EN.clipboardEmpty)
        rule.waitUntil(10_000) { shown() == 0 }
        val lasted = (System.nanoTime() - second) / 1_000_000
        assertTrue("the second message lasted $lasted ms", lasted in 3_900..6_000)
    }
}
