package app.zabel.ui

import androidx.compose.animation.core.Animatable
import androidx.compose.animation.core.snap
import androidx.compose.animation.core.tween
import androidx.compose.foundation.Canvas
import androidx.compose.runtime.Composable
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.setValue
import androidx.compose.ui.Modifier
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.graphics.StrokeCap
import androidx.compose.ui.semantics.SemanticsPropertyKey
import androidx.compose.ui.semantics.SemanticsPropertyReceiver
import androidx.compose.ui.semantics.clearAndSetSemantics
import androidx.compose.ui.semantics.testTag
import app.zabel.core.Board

/** How long a refusal's crosses stay on the board (docs/design.md §4), the last part of it fading out, in milliseconds. */
const val REFUSAL_MILLIS = 2000
const val REFUSAL_FADE_MILLIS = 300

/** The squares the crosses on the board stand on: what a test reads of the drawing. */
val RefusedSquares = SemanticsPropertyKey<List<String>>("RefusedSquares")
var SemanticsPropertyReceiver.refusedSquares by RefusedSquares

/**
 * A cross over each square a refused move names in a lesson (the piece, what
 * blocks it), inset from corner to corner: the one mark of this shape, so it
 * is not told by colour alone. Cased in the frame's light, as the movable
 * dot: on a piece of the same red it was lost. It says its piece for
 * [REFUSAL_MILLIS] and goes, fading out at the end (at once where the person
 * asked for less motion): left standing, a cross read as a rule of the
 * square rather than of the move just tried. The words stay under the board.
 */
@Composable
internal fun RefusalCrosses(board: Board, refusal: Refusal, step: Float, colors: BoardColors, modifier: Modifier) {
    val still = LocalReduceMotion.current
    val alpha = remember(refusal) { Animatable(1f) }
    var shown by remember(refusal) { mutableStateOf(true) }
    LaunchedEffect(refusal) {
        // Timed by the frame clock, as every animation is (a test's clock steps it).
        val wait = REFUSAL_MILLIS - REFUSAL_FADE_MILLIS
        alpha.animateTo(0f, if (still) snap(REFUSAL_MILLIS) else tween(REFUSAL_FADE_MILLIS, delayMillis = wait))
        shown = false
    }
    if (!shown) return
    val columns = board.width.toInt()
    val squares = refusal.squares.mapNotNull { name -> board.cells.indexOfFirst { it.name == name }.takeIf { it >= 0 } }
    Canvas(modifier.clearAndSetSemantics { testTag = "refusal"; refusedSquares = refusal.squares }) {
        val inset = step * 0.22f
        val width = step * 0.08f
        for (i in squares) {
            val corner = Offset((i % columns) * step, (i / columns) * step)
            for ((colour, stroke) in listOf(colors.casing to width * 2f, colors.refused to width)) {
                val paint = colour.copy(alpha = colour.alpha * alpha.value)
                drawLine(paint, corner + Offset(inset, inset), corner + Offset(step - inset, step - inset), stroke, StrokeCap.Round)
                drawLine(paint, corner + Offset(step - inset, inset), corner + Offset(inset, step - inset), stroke, StrokeCap.Round)
            }
        }
    }
}
