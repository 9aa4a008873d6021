package app.zabel.ui

import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ColumnScope
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.Spacer
import androidx.compose.foundation.layout.fillMaxHeight
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.layout.width
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.verticalScroll
import androidx.compose.material.icons.Icons
import androidx.compose.material.icons.filled.Check
import androidx.compose.material3.AlertDialog
import androidx.compose.material3.Button
import androidx.compose.material3.Icon
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import androidx.compose.runtime.remember
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.dp
import app.zabel.core.CourseEntry
import app.zabel.core.DieView
import app.zabel.core.LessonCourse
import app.zabel.core.LessonView

/** The tag of a course's parts: "einstein", "koenigszabel", "group". */
internal fun LessonCourse.tag(): String = name.lowercase()

/** The Learn screen of the app's state: the courses as the core keeps them, read each time it shows. */
@Composable
fun ColumnScope.LearnScreen(state: ZabelState, screen: Screen.Learn) {
    val courses = remember(screen, state.settings.language) { state.courses() }
    LearnScreen(state.strings, courses.filter { screen.only == null || it.course == screen.only }, onBack = { state.back() }) { state.startLesson(it, screen) }
}

/**
 * The courses of lessons: each with its name, how many of its lessons are
 * done, a button that goes on with the first not done (Start before any,
 * Again from the start once all are), and every lesson, a tick on those
 * done, each tapped to play it. Drawn from its arguments alone.
 */
@Composable
fun ColumnScope.LearnScreen(s: Strings, courses: List<CourseEntry>, onBack: () -> Unit, onStart: (String) -> Unit) {
    ScreenBar(s, s.learnTitle, onBack)
    Column(Modifier.weight(1f, fill = false).verticalScroll(rememberScrollState()).testTag("courses")) {
        for (course in courses) {
            val tag = "course-${course.course.tag()}"
            val done = course.lessons.count { it.done }
            Text(course.name, Modifier.padding(top = 12.dp).testTag(tag), style = MaterialTheme.typography.titleMedium)
            Text(
                s.learnProgress(done, course.lessons.size),
                Modifier.testTag("$tag-progress"),
                style = MaterialTheme.typography.bodySmall,
                color = MaterialTheme.colorScheme.onSurfaceVariant,
            )
            val resume = course.next ?: course.lessons.firstOrNull()?.id
            if (resume != null) {
                val label = when {
                    course.next == null -> s.learnAgain
                    done == 0 -> s.learnStart
                    else -> s.learnContinue
                }
                Button({ onStart(resume) }, Modifier.padding(vertical = 8.dp).testTag("$tag-resume")) { Text(label) }
            }
            for (lesson in course.lessons) {
                Row(
                    Modifier.fillMaxWidth().heightIn(min = 48.dp).clickable(role = Role.Button) { onStart(lesson.id) }
                        .testTag("lesson-${lesson.id}").semantics(mergeDescendants = true) {},
                    verticalAlignment = Alignment.CenterVertically,
                ) {
                    // The tick says it to screen readers too: done is never told by a mark alone.
                    if (lesson.done) {
                        Icon(Icons.Filled.Check, contentDescription = s.learnLessonDone, Modifier.size(24.dp).testTag("lesson-${lesson.id}-done"), tint = MaterialTheme.colorScheme.primary)
                    } else {
                        Spacer(Modifier.size(24.dp))
                    }
                    Text(lesson.title, Modifier.padding(start = 12.dp), style = MaterialTheme.typography.bodyLarge)
                }
            }
        }
        Spacer(Modifier.heightIn(min = 16.dp))
    }
}

/** What the lesson screen shows. */
data class LessonUi(
    val view: LessonView,
    /** What the last action said. */
    val note: LessonNote? = null,
    /** The squares the last refusal named, crossed on the board. */
    val refused: List<String> = emptyList(),
    /** Once done: the course's next lesson; null when every one is done. */
    val next: String? = null,
)

/** Where the lesson screen's taps go. */
class LessonCallbacks(
    val onBack: () -> Unit,
    val onTap: (String) -> Unit,
    val onHint: () -> Unit,
    val onRestart: () -> Unit,
    val onNext: () -> Unit,
)

/** The lesson screen of the app's state. */
@Composable
fun ColumnScope.LessonScreen(state: ZabelState) {
    val lessons = state.lessons
    val view = lessons.view ?: return
    LessonScreen(
        LessonUi(view, lessons.note, lessons.refused, lessons.next),
        state.strings,
        LessonCallbacks(
            onBack = { state.back() },
            onTap = lessons::tap,
            onHint = lessons::hint,
            onRestart = lessons::restart,
            onNext = lessons::nextLesson,
        ),
    )
}

/**
 * A lesson on the board, laid out as a game is (docs/design.md §7): the
 * board never scrolls away. Tall windows: the bar with the lesson's title,
 * the task (its number, its words, the die of a dice lesson), the board as
 * large as the room leaves, then what scrolls under it: the feedback, Hint
 * and Start again (or, once done, the next lesson), the lesson's
 * explanation. Wide windows: the board as tall as the window beside a pane
 * of the rest. What the last action said is read out through the board's
 * live region, as a game's moves are. Drawn from [ui] alone.
 */
@Composable
fun ColumnScope.LessonScreen(ui: LessonUi, s: Strings, on: LessonCallbacks) {
    BoxWithConstraints(Modifier.fillMaxWidth().weight(1f, fill = false)) {
        val wide = constraints.hasBoundedHeight && maxWidth > maxHeight
        val side = if (maxWidth >= LIST_DETAIL_WIDTH) maxOf(360.dp, minOf(maxWidth * 0.4f, 480.dp)) else minOf(maxWidth * 0.45f, 420.dp)
        val room = if (constraints.hasBoundedHeight) maxHeight else 2000.dp
        Announcement(ui.note?.spoken(s) ?: "")
        if (wide) {
            Row(Modifier.fillMaxSize().testTag("wide-layout")) {
                LessonBoard(ui, on, Modifier.weight(1f).fillMaxHeight())
                Column(Modifier.width(side).fillMaxHeight().padding(start = 16.dp)) {
                    ScreenBar(s, ui.view.title, on.onBack)
                    Column(Modifier.verticalScroll(rememberScrollState())) {
                        LessonTask(s, ui)
                        LessonControls(s, ui, on)
                    }
                }
            }
        } else {
            // As a game's board: all the room but what the bar, the task and the controls need at the usual font.
            val reserve = BOARD_RESERVE * LocalDensity.current.fontScale.coerceIn(1f, 1.5f)
            Column(Modifier.fillMaxSize()) {
                ScreenBar(s, ui.view.title, on.onBack)
                // At twice the font a long task took all the room the board left, and Hint and the feedback
                // under the board could not be reached: past a fifth of the window it scrolls in its place.
                LessonTask(s, ui, Modifier.heightIn(max = room * 0.2f).verticalScroll(rememberScrollState()))
                LessonBoard(ui, on, Modifier.fillMaxWidth().heightIn(max = maxOf(room - reserve, room * 0.4f)).padding(vertical = 4.dp))
                Column(Modifier.weight(1f, fill = false).verticalScroll(rememberScrollState())) {
                    LessonControls(s, ui, on)
                }
            }
        }
    }
}

/** The board with the squares the task names tinted, those a refusal names crossed, and a hint's move as the hint's arrow. */
@Composable
private fun LessonBoard(ui: LessonUi, on: LessonCallbacks, modifier: Modifier) {
    val hint = (ui.note as? LessonNote.Hint)?.move?.split('-')?.takeIf { it.size >= 2 }?.let { it.first() to it.last() }
    GameBoard(
        ui.view.board,
        on.onTap,
        modifier.testTag("board"),
        hint = hint,
        named = if (ui.view.done) emptyList() else ui.view.marked,
        refused = ui.refused,
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

/**
 * Under the board (or beside it): the feedback line, Hint and Start again;
 * once done, the next lesson or that every lesson is done; then the
 * lesson's explanation.
 */
@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun LessonControls(s: Strings, ui: LessonUi, on: LessonCallbacks) {
    val wrong = ui.note is LessonNote.Refused || ui.note is LessonNote.Missed
    ui.note?.line(s)?.let {
        Text(
            it,
            Modifier.fillMaxWidth().padding(vertical = 4.dp).testTag("lesson-feedback"),
            style = MaterialTheme.typography.bodyLarge,
            color = if (wrong) MaterialTheme.colorScheme.error else MaterialTheme.colorScheme.onSurface,
        )
    }
    if (ui.view.done) {
        if (ui.next != null) {
            WideButton(s.learnNext, "next-lesson", onClick = on.onNext)
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
            OutlinedButton(on.onHint, Modifier.testTag("lesson-hint")) {
                Icon(ZabelIcons.Lightbulb, contentDescription = null, Modifier.size(18.dp))
                Spacer(Modifier.width(8.dp))
                Text(s.learnHint)
            }
        }
        OutlinedButton(on.onRestart, Modifier.testTag("lesson-restart")) { Text(s.learnRestart) }
        if (ui.view.done && ui.next == null) TextButton(on.onBack, Modifier.testTag("lesson-courses")) { Text(s.learnTitle) }
    }
    Text(
        ui.view.intro,
        Modifier.padding(top = 12.dp, bottom = 8.dp).testTag("lesson-intro"),
        style = MaterialTheme.typography.bodyMedium,
        color = MaterialTheme.colorScheme.onSurfaceVariant,
    )
}

/** Before a game's first game, its lessons offered: "Show me" starts them, "No, thanks" is remembered; Back asks again next time. */
@Composable
internal fun LessonOfferDialog(s: Strings, offer: LessonOffer, onYes: () -> Unit, onNo: () -> Unit, onDismiss: () -> Unit) {
    AlertDialog(
        onDismissRequest = onDismiss,
        modifier = Modifier.testTag("lesson-offer"),
        title = { Text(s.learnOfferTitle(offer.variant)) },
        text = { Text(s.learnOfferText) },
        confirmButton = { TextButton(onYes, Modifier.testTag("lesson-offer-yes")) { Text(s.learnOfferYes) } },
        dismissButton = { TextButton(onNo, Modifier.testTag("lesson-offer-no")) { Text(s.learnOfferNo) } },
    )
}
