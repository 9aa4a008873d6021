package app.zabel.ui

import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableIntStateOf
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.setValue
import app.zabel.core.CourseEntry
import app.zabel.core.LessonCourse
import app.zabel.core.LessonFeedback
import app.zabel.core.LessonHint
import app.zabel.core.LessonInterface
import app.zabel.core.LessonView
import app.zabel.core.Mark
import app.zabel.core.ZabelException
import app.zabel.core.lessonCourse

/**
 * What a lesson just said. The line under its board shows some of it
 * ([line]); screen readers hear all of it ([spoken]). The lesson's own words
 * are the core's, in the language it was started in; the frame round them
 * ("Task 1 of 3", "Answered with …") is said in the language of the moment.
 */
sealed interface LessonNote {
    /** A task in view: the lesson begun, begun again, or the next one started. */
    data class Task(val task: String, val step: UInt, val steps: UInt) : LessonNote
    /** A piece picked: its square as the core describes it, and where it can go. */
    data class Picked(val description: String, val targets: List<String>) : LessonNote
    /** The rules do not allow the move: the rule in words. */
    data class Refused(val text: String) : LessonNote
    /** A legal move that misses the task; the board is back where the task began. */
    data class Missed(val text: String) : LessonNote
    /** The task done and the other seats' answers played; the next task follows. */
    data class Answered(val replies: List<String>, val next: Task) : LessonNote
    /** The lesson done: its closing words. */
    data class Done(val text: String) : LessonNote
    /** A move that does the task: the core's two squares, drawn as the hint's arrow and said as a move. */
    data class Hint(val move: LessonHint) : LessonNote

    /** The line under the board; null where the board, the task line or the done panel shows it already. */
    fun line(s: Strings): String? = when (this) {
        is Task, is Picked, is Done -> null
        is Refused -> text
        is Missed -> text
        is Answered -> replies.takeIf { it.isNotEmpty() }?.let(s::learnAnswered)
        is Hint -> s.learnHintText(move.notation())
    }

    /** What a screen reader says, whole: a new task with its number, a picked piece with its targets. */
    fun spoken(s: Strings): String = when (this) {
        is Task -> s.learnStep(step, steps) + ". " + task
        is Picked -> listOfNotNull(description, targets.takeIf { it.isNotEmpty() }?.let { s.canGoTo(it.joinToString(", ")) }).joinToString(". ")
        is Refused -> text
        is Missed -> text
        is Answered -> listOfNotNull(replies.takeIf { it.isNotEmpty() }?.let(s::learnAnswered), next.spoken(s)).joinToString(" ")
        is Done -> s.learnLessonDone + ". " + text
        is Hint -> s.learnHintText(move.notation())
    }
}

/** The hint as the record writes a move ("d4-d11"), for the line that says it. */
internal fun LessonHint.notation(): String = "$from-$to"

/**
 * The squares a refused move named. Not a data class: each refusal is news,
 * so two alike in a row are each shown their full time on the board.
 */
class Refusal(val squares: List<String>)

/**
 * One lesson in play: the core's lesson ([LessonInterface]), the view it
 * draws, what the last action said, and the squares a refused move named,
 * crossed on the board until the next tap. Every rule and check is the
 * core's, and the core notes the lesson done when it ends; this forwards
 * taps, asks for the hint and the restart, and once done starts the
 * course's next lesson.
 */
class LessonInPlay(
    /** The lesson [id] as the core starts it, in the language of the moment; null when the core refused (said by [failed]). */
    private val start: (id: String) -> LessonInterface?,
    /** The courses as the core keeps them now, to find the next lesson not done. */
    private val courses: () -> List<CourseEntry>,
    private val failed: (ZabelException) -> Unit,
) : LessonActions {
    private var lesson: LessonInterface? = null

    var view: LessonView? by mutableStateOf(null)
        private set
    var note: LessonNote? by mutableStateOf(null)
        private set
    /** How many notes were said: two equal ones in a row are both news. */
    var notes: Int by mutableIntStateOf(0)
        private set
    /** The squares the last refusal named; gone with the next tap (the board shows them for a while only). */
    var refused: Refusal? by mutableStateOf(null)
        private set
    /** Once the lesson is done: the course's next lesson not done yet; null while it goes on, and when every lesson is done. */
    var next: String? by mutableStateOf(null)
        private set

    /** The course of the lesson in play. */
    val course: LessonCourse? get() = view?.let { lessonCourse(it.variant) }
    /** The lesson is done, and so is every other lesson of its course. */
    val courseDone: Boolean get() = view?.done == true && next == null

    private inline fun <T> attempt(body: () -> T): T? = try {
        body()
    } catch (e: ZabelException) {
        failed(e)
        null
    }

    private fun say(said: LessonNote) {
        note = said
        notes++
    }

    /** Starts lesson [id] in place of any other; false when the core refused. */
    fun begin(id: String): Boolean {
        val started = start(id) ?: return false
        val fresh = attempt { started.view() } ?: return false
        close()
        lesson = started
        show(fresh)
        return true
    }

    private fun show(fresh: LessonView) {
        view = fresh
        refused = null
        next = null
        say(task(fresh))
    }

    private fun task(view: LessonView) = LessonNote.Task(view.task, view.step, view.steps)

    /** A tap on the square named [square]; the core says what it did. */
    override fun tap(square: String) {
        val now = lesson ?: return
        if (view?.done == true) return
        val feedback = attempt { now.tap(square) } ?: return
        val fresh = attempt { now.view() } ?: return
        view = fresh
        refused = null
        when (feedback) {
            LessonFeedback.Picked -> say(
                LessonNote.Picked(
                    fresh.board.cells.firstOrNull { it.name == square }?.description ?: square,
                    fresh.board.cells.filter { it.mark == Mark.TARGET }.map { it.name },
                ),
            )
            is LessonFeedback.Refused -> {
                refused = Refusal(feedback.squares)
                say(LessonNote.Refused(feedback.text))
            }
            is LessonFeedback.Missed -> say(LessonNote.Missed(feedback.text))
            is LessonFeedback.Next -> say(LessonNote.Answered(feedback.replies, task(fresh)))
            is LessonFeedback.Done -> {
                next = course?.let { done -> courses().firstOrNull { it.course == done }?.next }
                say(LessonNote.Done(feedback.text))
            }
            LessonFeedback.Ignored -> {}
        }
    }

    /** A move that does the task, said in the line; none once the lesson is done. */
    override fun hint() {
        if (view?.done != false) return
        val move = lesson?.hint() ?: return
        say(LessonNote.Hint(move))
    }

    /** Back to the lesson's first task. */
    override fun restart() {
        val now = lesson ?: return
        attempt { now.restart() } ?: return
        show(attempt { now.view() } ?: return)
    }

    /** The course's next lesson in place of this one, once this one is done. */
    override fun nextLesson() {
        if (view?.done != true) return
        next?.let(::begin)
    }

    /** Frees the core's lesson; the screen shows none until the next [begin]. */
    fun close() {
        (lesson as? AutoCloseable)?.close()
        lesson = null
    }
}
