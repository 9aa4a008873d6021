package app.zabel.ui

import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableIntStateOf
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.setValue
import app.zabel.core.Mark
import app.zabel.core.PuzzleInterface
import app.zabel.core.PuzzleMoveFeedback
import app.zabel.core.PuzzleRatingChange
import app.zabel.core.PuzzleStanding
import app.zabel.core.PuzzleView
import app.zabel.core.Variant
import app.zabel.core.ZabelException

/**
 * What the puzzle screen just said. The line under its board shows some of
 * it ([line]); screen readers hear all of it ([spoken]). Every sentence is
 * the core's, in the language the puzzle was fetched in; the app adds only
 * its own labels.
 */
sealed interface PuzzleNote {
    /** A puzzle in view: a new one, or the same from its start again. */
    data class Task(val task: String) : PuzzleNote
    /** The game has no puzzles (of the theme chosen) yet. */
    data class NoPuzzles(val variant: Variant) : PuzzleNote
    /** A piece picked: its square as the core describes it, where it can go, and what it would capture. */
    data class Picked(val description: String, val targets: List<String>, val captures: List<String>) : PuzzleNote
    /** The rules do not allow the move (no attempt): the rule in words. */
    data class Refused(val text: String) : PuzzleNote
    /** The right move, and the other side's answer played. */
    data class Right(val text: String) : PuzzleNote
    /** Solved; [change] when this decided the attempt. */
    data class Solved(val text: String, val change: PuzzleRatingChange?) : PuzzleNote
    /** Not the move: the refutation is on the board. */
    data class Wrong(val text: String, val change: PuzzleRatingChange?) : PuzzleNote
    /** The solver's next move, drawn as the hint's arrow; the first one gives the attempt up ([change]). */
    data class Hint(val from: String, val to: String, val change: PuzzleRatingChange?) : PuzzleNote

    /** The line under the board; null where the task line or the board shows it already. */
    fun line(s: Strings): String? = when (this) {
        is Task, is NoPuzzles, is Picked -> null
        is Refused -> text
        is Right -> text
        is Solved -> text
        is Wrong -> text
        is Hint -> s.puzzleHintText("$from-$to")
    }

    /** What a screen reader says, whole: with a decided attempt, the rating's change too. */
    fun spoken(s: Strings): String = when (this) {
        is Task -> task
        is NoPuzzles -> s.puzzleNoneText(variant)
        is Picked -> (listOfNotNull(description, targets.takeIf { it.isNotEmpty() }?.let { s.canGoTo(it.joinToString(", ")) }) + captures).joinToString(". ")
        is Refused -> text
        is Right -> text
        is Solved -> listOfNotNull(text, change?.text).joinToString(" ")
        is Wrong -> listOfNotNull(text, change?.text).joinToString(" ")
        is Hint -> listOfNotNull(s.puzzleHintText("$from-$to"), change?.text).joinToString(" ")
    }
}

/** What the puzzle screen's buttons, pickers and squares do ([PuzzleInPlay] does it with the core). */
interface PuzzleActions {
    fun tap(square: String)
    fun hint()
    fun tryAgain()
    fun next()
    fun select(variant: Variant)
    fun chooseTheme(theme: String?)
}

/**
 * The Puzzles screen's state (issue 66): the player's puzzle rating in the
 * game picked, with its history and streak, and one puzzle in play, the
 * core's [PuzzleInterface]. Every check, every rating and every word is the
 * core's; this forwards taps, asks for the hint, the restart and the next
 * puzzle, and reads the standing again when an attempt is decided.
 */
class PuzzleInPlay(
    /** The next puzzle of [variant] (of [theme], a code) near the player's rating; null when there is none; throws when the core cannot say. */
    private val fetch: (variant: Variant, theme: String?) -> PuzzleInterface?,
    /** The player's puzzles of [variant] so far, in the language of the moment. */
    private val readStanding: (variant: Variant) -> PuzzleStanding?,
    private val failed: (ZabelException) -> Unit,
) : PuzzleActions {
    private var puzzle: PuzzleInterface? = null

    /** The games with puzzles, in the picker's order. */
    val variants: List<Variant> = listOf(Variant.EINSTEIN, Variant.KOENIGSZABEL)
    var variant: Variant by mutableStateOf(Variant.EINSTEIN)
        private set
    /** The theme chosen (its code); null: every theme. */
    var theme: String? by mutableStateOf(null)
        private set
    var standing: PuzzleStanding? by mutableStateOf(null)
        private set
    /** The puzzle in play; null when the game has none (of the theme chosen), or when the core could not give one. */
    var view: PuzzleView? by mutableStateOf(null)
        private set
    /** The core could not give a puzzle (it said why through `failed`): not the same as having none. */
    var unavailable: Boolean by mutableStateOf(false)
        private set
    var note: PuzzleNote? by mutableStateOf(null)
        private set
    /** How many notes were said: two equal ones in a row are both news. */
    var notes: Int by mutableIntStateOf(0)
        private set
    /** The hint asked for, drawn as an arrow until a move is made or refused. */
    var hinted: Pair<String, String>? by mutableStateOf(null)
        private set
    /** What the decided attempt did to the rating (a solve, a wrong move, the first hint), shown until the next puzzle. */
    var change: PuzzleRatingChange? by mutableStateOf(null)
        private set
    /** The squares the last refusal named, crossed on the board for a while ([RefusalCrosses]). */
    var refused: Refusal? by mutableStateOf(null)
        private set

    /** The attempt is decided: solved, or not (a wrong move, a hint). */
    val decided: Boolean get() = change != null || view?.solved == true || view?.failed == true

    private inline fun <T> attempt(body: () -> T): T? = try {
        body()
    } catch (e: ZabelException) {
        failed(e)
        null
    }

    private fun say(said: PuzzleNote) {
        note = said
        notes++
    }

    /** The screen opened: [variant]'s standing and a puzzle of it, of every theme. */
    override fun select(variant: Variant) {
        this.variant = variant
        theme = null
        standing = readStanding(variant)
        next()
    }

    /** Puzzles of [theme] (a code of the standing's themes) from now on; null: every theme. */
    override fun chooseTheme(theme: String?) {
        this.theme = theme
        next()
    }

    /** The next puzzle near the player's rating, not one tried lately. */
    override fun next() {
        close()
        var none = false
        puzzle = attempt { fetch(variant, theme).also { none = it == null } }
        val fresh = puzzle?.let { attempt { it.view() } }
        // A failure was said by `failed`; "no puzzles yet" would be untrue then.
        unavailable = fresh == null && !none
        view = fresh
        hinted = null
        change = null
        refused = null
        if (!unavailable) say(fresh?.let { PuzzleNote.Task(it.task) } ?: PuzzleNote.NoPuzzles(variant))
    }

    /** A tap on the square named [square]; the core says what it did. */
    override fun tap(square: String) {
        val now = puzzle ?: return
        val feedback = attempt { now.tap(square) } ?: return
        val fresh = attempt { now.view() } ?: return
        view = fresh
        if (feedback != PuzzleMoveFeedback.Picked && feedback != PuzzleMoveFeedback.Ignored) hinted = null
        if (feedback != PuzzleMoveFeedback.Ignored) refused = null
        when (feedback) {
            PuzzleMoveFeedback.Picked -> say(
                PuzzleNote.Picked(
                    fresh.board.cells.firstOrNull { it.name == square }?.description ?: square,
                    fresh.board.cells.filter { it.mark == Mark.TARGET }.map { it.name },
                    fresh.board.cells.filter { it.mark == Mark.CAPTURABLE }.map { it.description },
                ),
            )
            is PuzzleMoveFeedback.Refused -> {
                refused = Refusal(feedback.squares)
                say(PuzzleNote.Refused(feedback.text))
            }
            is PuzzleMoveFeedback.Right -> say(PuzzleNote.Right(feedback.text))
            is PuzzleMoveFeedback.Solved -> {
                decide(feedback.change)
                say(PuzzleNote.Solved(feedback.text, feedback.change))
            }
            is PuzzleMoveFeedback.Wrong -> {
                decide(feedback.change)
                say(PuzzleNote.Wrong(feedback.text, feedback.change))
            }
            PuzzleMoveFeedback.Ignored -> {}
        }
    }

    /** The solver's next move as an arrow; the first gives the attempt up. None once solved, nor after a wrong move until Try again. */
    override fun hint() {
        val now = puzzle ?: return
        val shown = view ?: return
        if (shown.solved || shown.failed) return
        val move = attempt { now.hint() } ?: return
        hinted = move.from to move.to
        refused = null
        decide(move.change)
        view = attempt { now.view() } ?: shown
        say(PuzzleNote.Hint(move.from, move.to, move.change))
    }

    /** The puzzle from its start: to try again, or to replay the solution by its hints. The attempt stays as decided. */
    override fun tryAgain() {
        val now = puzzle ?: return
        attempt { now.restart() } ?: return
        val fresh = attempt { now.view() } ?: return
        view = fresh
        hinted = null
        refused = null
        say(PuzzleNote.Task(fresh.task))
    }

    private fun decide(decided: PuzzleRatingChange?) {
        decided ?: return
        change = decided
        standing = readStanding(variant)
    }

    /** Frees the core's puzzle; the screen shows none until the next [select] or [next]. */
    fun close() {
        (puzzle as? AutoCloseable)?.close()
        puzzle = null
    }
}
