package app.zabel.ui

import app.zabel.core.DieView
import app.zabel.core.GameView

/** What a player hears and feels as a game goes on. */
enum class Cue { MOVE, CAPTURE, ROLL, END }

/** The platform's sound and vibration for a cue: a short tone and a tick, the end a longer one. */
fun interface Feedback {
    fun play(cue: Cue)
}

/**
 * The cue for what changed between two views of one game, read from the
 * announcement of the same change (the end over a capture over a move), or
 * a die that fell, which the announcement leaves to the die's own label.
 */
fun cue(said: Announcement?, before: GameView, now: GameView): Cue? = when {
    said?.result != null -> Cue.END
    said?.played.orEmpty().isNotEmpty() -> if (said!!.captured.isEmpty()) Cue.MOVE else Cue.CAPTURE
    now.die is DieView.Value && before.die !is DieView.Value -> Cue.ROLL
    else -> null
}
