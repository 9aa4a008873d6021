package app.zabel.ui

import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.setValue
import app.zabel.core.GameView
import app.zabel.core.Replay
import app.zabel.core.ZabelException

/**
 * A finished game shown move by move: the core's [Replay], the ply on the
 * screen and the position the core draws there ([view]; it stays as it was
 * when the core refused, which [failed] hears).
 */
class ReplayCursor(private val failed: (ZabelException) -> Unit) {
    var replay: Replay? by mutableStateOf(null)
        private set
    var ply: UInt by mutableStateOf(0u)
        private set
    var view: GameView? by mutableStateOf(null)
        private set

    /** Shows [opened] from its start, closing the one shown before. */
    fun open(opened: Replay?) {
        close()
        replay = opened
        ply = 0u
        redraw()
    }

    /**
     * Shows [again], the same game opened anew (in another language: a
     * replay's words are those of the language it was opened in), at the
     * ply shown before.
     */
    fun reopen(again: Replay) {
        val at = ply
        close()
        replay = again
        ply = at.coerceAtMost(again.plies())
        redraw()
    }

    fun step(delta: Int) = show((ply.toInt() + delta).coerceAtLeast(0).toUInt())

    /** The position after [ply] plies, at most the game's end. */
    fun show(ply: UInt) {
        val current = replay ?: return
        this.ply = ply.coerceAtMost(current.plies())
        redraw()
    }

    /** The position on the screen, drawn anew (also after a change of language or options). */
    fun redraw() {
        val current = replay ?: return
        try {
            view = current.view(ply)
        } catch (e: ZabelException) {
            failed(e)
        }
    }

    fun close() {
        replay?.cancel()
        replay?.close()
        replay = null
        view = null
    }
}
