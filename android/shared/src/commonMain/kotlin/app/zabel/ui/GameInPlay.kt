package app.zabel.ui

import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.setValue
import app.zabel.core.GameListener
import app.zabel.core.GameView
import app.zabel.core.NotatedRecord
import app.zabel.core.Phase
import app.zabel.core.PlayerKind
import app.zabel.core.SessionInterface
import app.zabel.core.Settings
import app.zabel.core.TapOutcome
import app.zabel.core.ZabelException
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Job
import kotlinx.coroutines.delay
import kotlinx.coroutines.launch
import kotlin.time.Duration
import kotlin.time.TimeSource

/**
 * The game on the board: the core's game ([SessionInterface]) and the view it draws, what
 * changed between two views (said to screen readers, and heard), the
 * computers' turns at a pace a person can follow, and which person holds
 * the device when several share it. Every tap goes to the core as it is;
 * this decides no rule.
 */
class GameInPlay(
    private val scope: CoroutineScope,
    /** How long a computer's move stays in view before the next computer moves. */
    private val pace: () -> Duration,
    /** The settings allow sound: a change is heard as well as said. */
    private val sound: () -> Boolean,
    private val feedback: Feedback,
    /** One line for the person: an ignored tap; null clears it. */
    private val notify: (Notice?) -> Unit,
    /** The core refused: said as the app says every refusal. */
    private val failed: (ZabelException) -> Unit,
    /** The hint of the game on the board: a move played ends it. */
    private val hints: GameHint,
) {
    private var session: SessionInterface? = null

    private var shown: GameView? by mutableStateOf(null)
    var view: GameView?
        get() = shown
        private set(next) {
            val before = shown
            // The listener and the action's return both deliver the same view; the second says nothing new.
            if (next == before) return
            shown = next
            // A move played (the computer's too) or taken back brings the board back to the present.
            if (next?.moves != before?.moves) past = null
            if (next == null || before == null || next.variant != before.variant) {
                announcement = null
                return
            }
            // What changed between two views, said once through the board's live region, and heard.
            announcement = announce(before, next)
            if (sound()) cue(announcement, before, next)?.let(feedback::play)
        }

    /**
     * An earlier position of the game looked back at, as the core draws it
     * ([SessionInterface.viewAt]); null while the board shows the present.
     */
    var past: PastPosition? by mutableStateOf(null)
        private set

    /** Shows the position after [ply] plies; the last ply (or beyond) is the present. */
    fun lookBack(ply: UInt) {
        val current = session ?: return
        val plies = view?.moves?.size?.toUInt() ?: return
        if (ply >= plies) {
            past = null
            return
        }
        past = attempt { PastPosition(ply, current.viewAt(ply)) } ?: return
    }

    /** The board back at the game's present position, where it takes moves again. */
    fun backToGame() {
        past = null
    }

    /** The last change, for screen readers: a pick and its targets, a move and its captures, the end. */
    var announcement: Announcement? by mutableStateOf(null)
        private set

    /** The computer's progress, 0..1, while it thinks. */
    var thinking: Double? by mutableStateOf(null)
        private set

    /** The human seat holding the device: a turn of another human seat waits for [handedOver]. */
    private var holder: UByte? by mutableStateOf(null)

    private var computer: Job? = null

    /** A computer's turn is being played at [pace]: its move is shown by [play], not the listener. */
    @Volatile private var pacing = false

    private val listener = object : GameListener {
        override fun changed(view: GameView) {
            // The computer's roll is shown as it falls; its move waits for the pace.
            if (pacing && view.moves != this@GameInPlay.view?.moves) return
            this@GameInPlay.view = view
        }
        override fun thinking(progress: Double) { this@GameInPlay.thinking = progress }
    }

    private inline fun <T> attempt(body: () -> T): T? = try {
        body()
    } catch (e: ZabelException) {
        failed(e)
        null
    }

    /** [next] on the board, in place of the game there before; [play] lets its computers move. */
    fun begin(next: SessionInterface) {
        stop()
        closeSession()
        session = next
        past = null
        next.setListener(listener)
        holder = null
        view = attempt { next.view() }
    }

    /** While it is a computer's turn, let it move (also several computers in a row). */
    fun play() {
        val current = session ?: return
        if (computer?.isActive == true || view?.phase != Phase.COMPUTER_TURN) return
        computer = scope.launch {
            try {
                while (view?.phase == Phase.COMPUTER_TURN && session === current) {
                    // The move before (a person's or another computer's) stays in view for the pace,
                    // the computer's thinking included, so several computers in a row can be followed.
                    val shown = TimeSource.Monotonic.markNow()
                    pacing = true
                    val next = try {
                        current.aiTurn()
                    } catch (e: ZabelException) {
                        failed(e)
                        break
                    }
                    delay(pace() - shown.elapsedNow())
                    pacing = false
                    view = next
                    thinking = null
                    // A cancelled turn leaves the phase unchanged: stop, not spin.
                    if (next.phase == Phase.COMPUTER_TURN && computer?.isCancelled == true) break
                }
            } finally {
                pacing = false
                thinking = null
            }
        }
    }

    /** Stops a computer's turn under way; [play] goes on with it. */
    fun stop() {
        session?.cancel()
        computer?.cancel()
        computer = null
        thinking = null
    }

    private fun act(body: (SessionInterface) -> GameView) {
        val current = session ?: return
        notify(null)
        past = null
        hints.clear()
        view = attempt { body(current) } ?: return
        play()
    }

    fun roll() {
        if (holdingDevice()) act { it.roll() }
    }

    fun undo() = act { stop(); it.undo() }

    fun resign() = act { stop(); it.resign() }

    /**
     * A tap on the board's square named [square]; the core decides what it
     * means. On an earlier position it plays nothing: it brings the present
     * back, so no move is made on a board the player was not looking at.
     */
    fun tap(square: String) {
        val current = session ?: return
        if (past != null) {
            backToGame()
            return
        }
        if (!holdingDevice()) return
        notify(null)
        val played = view?.moves?.size
        val outcome = attempt { current.tap(square) } ?: return
        if (outcome is TapOutcome.Ignored) notify(Notice({ said -> said.ignored(outcome.reason) }))
        view = attempt { current.view() }
        // A hint holds while its piece is picked (its arrow shows where to); a move played ends it.
        if (view?.moves?.size != played) hints.clear()
        play()
    }

    /** Asks the core for a hint on the game on the board. */
    fun askHint() {
        val current = session ?: return
        notify(null)
        hints.ask(current)
    }

    /**
     * The human seat to hand the device to before it plays: with two or more
     * people at a game of three or four, when the turn reaches a person after
     * another person's turn. Null when play goes on.
     */
    val handOver: UByte?
        get() {
            val current = view ?: return null
            if (!current.variant.isMultiplayer) return null
            if (current.seats.count { it.player == PlayerKind.Human } < 2) return null
            if (current.phase != Phase.ROLL && current.phase != Phase.CHOOSE_PIECE && current.phase != Phase.CHOOSE_TARGET) return null
            val seat = current.seats.firstOrNull { it.toMove && it.player == PlayerKind.Human }?.seat ?: return null
            val held = holder ?: return null
            return if (held != seat) seat else null
        }

    /** The next person has the device. */
    fun handedOver() {
        holder = handOver ?: return
    }

    /** The person to move acts: they hold the device now. */
    private fun holdingDevice(): Boolean {
        if (handOver != null) return false
        view?.seats?.firstOrNull { it.toMove && it.player == PlayerKind.Human }?.let { holder = it.seat }
        return true
    }

    /**
     * The same position drawn with [changed] settings (options, language).
     * Nothing happened, so what was last said stands, though the listener
     * delivers a changed view.
     */
    fun redraw(changed: Settings) {
        val said = announcement
        session?.let { s -> attempt { s.setOptions(changed); shown = s.view() } }
        // An earlier position looked at stays in view, in the new words.
        past?.let { lookBack(it.ply) }
        announcement = said
    }

    /** The game in every notation it is shared in, Zabel's own first. */
    fun records(): List<NotatedRecord>? = session?.let { current -> attempt { current.records() } }

    /** Frees the core's game; the app calls it when it closes. */
    fun close() {
        stop()
        closeSession()
        session = null
    }

    // The core's Session is closeable; the interface, which tests fake, is not.
    private fun closeSession() = (session as? AutoCloseable)?.close()
}

/** The game as it stood after [ply] plies, that ply's move marked: looked at, never played on. */
data class PastPosition(val ply: UInt, val view: GameView)
