package app.zabel.ui

import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ColumnScope
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.Spacer
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.verticalScroll
import androidx.compose.material.icons.Icons
import androidx.compose.material.icons.filled.Check
import androidx.compose.material3.AlertDialog
import androidx.compose.material3.Button
import androidx.compose.material3.Icon
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import androidx.compose.runtime.remember
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.unit.dp
import app.zabel.core.CourseEntry
import app.zabel.core.LessonCourse

/** The tag of a course's parts: "einstein", "koenigszabel", "group". */
internal fun LessonCourse.tag(): String = name.lowercase()

/** The Learn screen of the app's state: the courses as the core keeps them, read each time it shows. */
@Composable
fun ColumnScope.LearnScreen(state: ZabelState, screen: Screen.Learn) {
    val courses = remember(screen, state.settings.language) { state.courses() }
    AdaptiveScreen { wide ->
        LearnScreen(state.strings, courses.filter { screen.only == null || it.course == screen.only }, wide, onBack = { state.back() }) { state.startLesson(it, screen) }
    }
}

/**
 * The courses of lessons. One column on a phone; on a window of expanded
 * width ([wide]: a tablet) two columns over the whole width, as a list and
 * its detail are laid out there (one column left two thirds of the window
 * empty). Drawn from its arguments alone.
 */
@Composable
fun ColumnScope.LearnScreen(s: Strings, courses: List<CourseEntry>, wide: Boolean, onBack: () -> Unit, onStart: (String) -> Unit) {
    ScreenBar(s, s.learnTitle, onBack)
    Row(
        Modifier.weight(1f, fill = false).verticalScroll(rememberScrollState()).padding(bottom = 16.dp).testTag("courses"),
        horizontalArrangement = Arrangement.spacedBy(32.dp),
    ) {
        for (column in courseColumns(courses, if (wide) 2 else 1)) {
            Column(Modifier.weight(1f)) { for (course in column) Course(s, course, onStart) }
        }
    }
}

/**
 * The courses in [count] columns, in their order, each to the column
 * shortest so far: two a row put the third course under the longer of the
 * first two, below a tablet's foot, and left a hole under the shorter.
 */
internal fun courseColumns(courses: List<CourseEntry>, count: Int): List<List<CourseEntry>> {
    val columns = List(count) { mutableListOf<CourseEntry>() }
    // A course's heading, progress and button stand about as tall as three of its lessons.
    fun height(column: List<CourseEntry>) = column.sumOf { it.lessons.size + 3 }
    for (course in courses) columns.minBy(::height) += course
    return columns
}

/**
 * A course: its name, how many of its lessons are done, a button that goes
 * on with the first not done (Start before any, Again from the start once
 * all are), and every lesson, a tick on those done, each tapped to play it.
 */
@Composable
private fun Course(s: Strings, course: CourseEntry, onStart: (String) -> Unit) {
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
