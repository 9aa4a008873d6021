package app.zabel.ui

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ColumnScope
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.Spacer
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.layout.width
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.Icon
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.dp
import app.zabel.core.DieView
import app.zabel.core.LessonView

/** What the lesson screen shows. */
data class LessonUi(
    val view: LessonView,
    /** What the last action said. */
    val note: LessonNote? = null,
    /** The squares the last refusal named, crossed on the board for a while. */
    val refusal: Refusal? = null,
    /** Once done: the course's next lesson; null when every one is done. */
    val next: String? = null,
)

/** What the lesson screen's buttons and squares do to the lesson in play ([LessonInPlay] does it with the core). */
interface LessonActions {
    fun tap(square: String)
    fun hint()
    fun restart()
    fun nextLesson()
}

/** The lesson screen of the app's state. */
@Composable
fun ColumnScope.LessonScreen(state: ZabelState) {
    val lessons = state.lessons
    val view = lessons.view ?: return
    LessonScreen(LessonUi(view, lessons.note, lessons.refused, lessons.next), state.strings, onBack = { state.back() }, lessons)
}

/**
 * A lesson on the board, laid out as a game is ([BoardWithPanel]). Tall
 * windows: the bar with the lesson's title, the task (its number, its
 * words, the die of a dice lesson), the board, then what scrolls under it:
 * the feedback, Hint and Start again (or, once done, the next lesson), the
 * lesson's explanation. Wide windows: the board beside a pane of the rest.
 * At a large font the task leaves the room over the board for the panel.
 * What the last action said is read out through the board's live region, as
 * a game's moves are. Drawn from [ui] alone.
 */
@Composable
fun ColumnScope.LessonScreen(ui: LessonUi, s: Strings, onBack: () -> Unit, on: LessonActions) {
    // At a large font the task over the board took the room the feedback under it needed, which slid
    // behind the board (and scrolling the task in a fifth of the window cut it): there the task joins
    // the panel, after what the last move said, each read whole.
    val large = LocalDensity.current.fontScale >= LARGE_FONT
    BoardWithPanel(
        ui.note?.spoken(s) ?: "",
        bar = { ScreenBar(s, ui.view.title, onBack) },
        board = { LessonBoard(ui, on, it) },
        over = { if (!large) LessonTask(s, ui) },
        under = { LessonPanel(s, ui, onBack, on, task = large, large = large) },
    ) {
        Column(Modifier.verticalScroll(rememberScrollState())) {
            LessonPanel(s, ui, onBack, on, task = true, large = large)
        }
    }
}

/**
 * The lesson's words and buttons under or beside the board, with the task
 * where it is not over the board. At a large font what the last move said
 * comes first: after the task, a refusal's words lay below the window's
 * foot beside a board turned sideways.
 */
@Composable
private fun LessonPanel(s: Strings, ui: LessonUi, onBack: () -> Unit, on: LessonActions, task: Boolean, large: Boolean) {
    if (large) LessonFeedback(s, ui)
    if (task) LessonTask(s, ui)
    LessonControls(s, ui, onBack, on, feedback = !large)
}

/** The board with the squares the task names tinted, those a refusal names crossed, and a hint's move as the hint's arrow. */
@Composable
private fun LessonBoard(ui: LessonUi, on: LessonActions, modifier: Modifier) {
    val hint = (ui.note as? LessonNote.Hint)?.move
    GameBoard(
        ui.view.board,
        on::tap,
        modifier.testTag("board"),
        hint = hint?.let { it.from to it.to },
        named = if (ui.view.done) emptyList() else ui.view.marked,
        refusal = ui.refusal,
    )
}

/** Over the board: "Task 1 of 3" and the task, beside the die of a dice lesson; once done, "Lesson done" and its closing words. */
@Composable
private fun LessonTask(s: Strings, ui: LessonUi, modifier: Modifier = Modifier) {
    val view = ui.view
    Row(modifier.fillMaxWidth().padding(vertical = 4.dp), verticalAlignment = Alignment.CenterVertically) {
        Column(Modifier.weight(1f)) {
            Text(
                if (view.done) s.learnLessonDone else s.learnStep(view.step, view.steps),
                Modifier.testTag(if (view.done) "lesson-done" else "lesson-step"),
                style = MaterialTheme.typography.titleSmall,
                color = MaterialTheme.colorScheme.primary,
            )
            Text(view.task, Modifier.testTag("lesson-task"), style = MaterialTheme.typography.bodyLarge, fontWeight = if (view.done) FontWeight.Medium else null)
        }
        view.roll?.let { Die(DieView.Value(it), s, Modifier.padding(start = 8.dp).testTag("lesson-die")) }
    }
}

/** What the last action said, in the error's colour where the move was wrong; nothing where the board or the task says it. */
@Composable
private fun LessonFeedback(s: Strings, ui: LessonUi) {
    val wrong = ui.note is LessonNote.Refused || ui.note is LessonNote.Missed
    ui.note?.line(s)?.let {
        Text(
            it,
            Modifier.fillMaxWidth().padding(vertical = 4.dp).testTag("lesson-feedback"),
            style = MaterialTheme.typography.bodyLarge,
            color = if (wrong) MaterialTheme.colorScheme.error else MaterialTheme.colorScheme.onSurface,
        )
    }
}

/**
 * Under the board (or beside it): the feedback line, Hint and Start again;
 * once done, the next lesson or that every lesson is done; then the
 * lesson's explanation.
 */
@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun LessonControls(s: Strings, ui: LessonUi, onBack: () -> Unit, on: LessonActions, feedback: Boolean = true) {
    if (feedback) LessonFeedback(s, ui)
    if (ui.view.done) {
        if (ui.next != null) {
            WideButton(s.learnNext, "next-lesson", onClick = on::nextLesson)
        } else {
            Text(s.learnCourseDone, Modifier.padding(vertical = 8.dp).testTag("course-done"), style = MaterialTheme.typography.titleMedium)
        }
    }
    FlowRow(
        Modifier.fillMaxWidth().padding(top = 4.dp),
        horizontalArrangement = Arrangement.spacedBy(8.dp),
        verticalArrangement = Arrangement.spacedBy(4.dp),
    ) {
        if (!ui.view.done) {
            OutlinedButton(on::hint, Modifier.testTag("lesson-hint")) {
                Icon(ZabelIcons.Lightbulb, contentDescription = null, Modifier.size(18.dp))
                Spacer(Modifier.width(8.dp))
                Text(s.learnHint)
            }
        }
        OutlinedButton(on::restart, Modifier.testTag("lesson-restart")) { Text(s.learnRestart) }
        if (ui.view.done && ui.next == null) TextButton(onBack, Modifier.testTag("lesson-courses")) { Text(s.learnTitle) }
    }
    Text(
        ui.view.intro,
        Modifier.padding(top = 12.dp, bottom = 8.dp).testTag("lesson-intro"),
        style = MaterialTheme.typography.bodyMedium,
        color = MaterialTheme.colorScheme.onSurfaceVariant,
    )
}
