package app.zabel.ui

import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.setValue
import app.zabel.core.GameView
import app.zabel.core.Replay
import app.zabel.core.ZabelException

/**
 * A finished game shown move by move: the core's [Replay] and the ply on
 * the screen. Each step returns the position the core draws there (null
 * when it refused, which [failed] hears).
 */
class ReplayCursor(private val failed: (ZabelException) -> Unit) {
    var replay: Replay? by mutableStateOf(null)
        private set
    var ply: UInt by mutableStateOf(0u)
        private set

    /** Shows [opened] from its start, closing the one shown before. */
    fun open(opened: Replay?): GameView? {
        close()
        replay = opened
        ply = 0u
        return view()
    }

    fun step(delta: Int): GameView? = show((ply.toInt() + delta).coerceAtLeast(0).toUInt())

    /** The position after [ply] plies, at most the game's end. */
    fun show(ply: UInt): GameView? {
        val current = replay ?: return null
        this.ply = ply.coerceAtMost(current.plies())
        return view()
    }

    /** The position on the screen, drawn anew (after a change of language or options). */
    fun view(): GameView? {
        val current = replay ?: return null
        return try {
            current.view(ply)
        } catch (e: ZabelException) {
            failed(e)
            null
        }
    }

    fun close() {
        replay?.cancel()
        replay?.close()
        replay = null
    }
}
