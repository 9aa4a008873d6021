package app.zabel.ui

import app.zabel.core.DieView
import app.zabel.core.GameView

/** What a player hears and feels as a game goes on. */
enum class Cue { MOVE, CAPTURE, ROLL, END }

/** The platform's sound and vibration for a cue: a short tone and a tick, the end a longer one. */
fun interface Feedback {
    fun play(cue: Cue)
}

/** The cue for what changed between two views of one game: the end over a capture over a move; a die that fell. */
fun cue(before: GameView, now: GameView): Cue? {
    val moved = now.moves.size > before.moves.size && now.moves.take(before.moves.size) == before.moves
    return when {
        now.result != null && before.result == null -> Cue.END
        moved && now.lastMove?.captured.orEmpty().isNotEmpty() -> Cue.CAPTURE
        moved -> Cue.MOVE
        now.die is DieView.Value && before.die !is DieView.Value -> Cue.ROLL
        else -> null
    }
}
