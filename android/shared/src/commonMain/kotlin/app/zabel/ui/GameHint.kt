package app.zabel.ui

import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.setValue
import app.zabel.core.RatedMove
import app.zabel.core.SessionInterface
import app.zabel.core.ZabelException
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.CoroutineStart
import kotlinx.coroutines.Job
import kotlinx.coroutines.launch

/**
 * A hint for the position on the board, worked out by the core off the UI
 * thread: the moves it rates best ([moves]) once [running] is over. [failed]
 * hears what the core refused.
 */
class GameHint(private val scope: CoroutineScope, private val failed: (ZabelException) -> Unit) {
    /** The hint's moves, best first; none before one is asked or after a move. */
    var moves: List<RatedMove> by mutableStateOf(emptyList())
        private set
    var running: Boolean by mutableStateOf(false)
        private set

    /** The game asked, to cancel its hint. */
    private var asked: SessionInterface? = null
    private var job: Job? = null

    /** Asks [session] for a hint, unless one is being worked out. */
    fun ask(session: SessionInterface) {
        if (running) return
        asked = session
        // Undispatched: the core has the request before a cancel can be tapped.
        job = scope.launch(start = CoroutineStart.UNDISPATCHED) {
            running = true
            try {
                moves = session.hint()
            } catch (e: ZabelException.HintCancelled) {
                // Cancelled, or outdated by a move: no hint, and the game stays rated.
            } catch (e: ZabelException) {
                failed(e)
            } finally {
                // A stopped hint's game may be replaced; leave its successor's hint alone.
                if (asked === session) running = false
            }
        }
    }

    /** The person stops the hint; the game stays rated. */
    fun cancel() {
        asked?.cancelHint()
    }

    /** Stops a hint under way without showing it: its game was left or replaced. */
    fun stop() {
        asked?.cancelHint()
        job?.cancel()
        job = null
        asked = null
        running = false
    }

    /** The hint is over: a move was played. */
    fun clear() {
        moves = emptyList()
    }
}
