package app.zabel.ui

import androidx.compose.animation.core.Animatable
import androidx.compose.animation.core.tween
import androidx.compose.foundation.Canvas
import androidx.compose.foundation.background
import androidx.compose.foundation.border
import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.aspectRatio
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.shape.CircleShape
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.remember
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.StrokeCap
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp
import androidx.compose.ui.zIndex
import app.zabel.core.Cell
import app.zabel.core.Highlight
import app.zabel.core.Piece
import app.zabel.core.Side
import app.zabel.core.Square

/** The 5×5 board as the core describes it; rank 1 at the top, as in RULES.md. */
@Composable
fun Board(
    cells: List<Cell>,
    onTap: (Square) -> Unit,
    modifier: Modifier = Modifier,
    /** Moves played so far: a change animates the last move. */
    moveCount: Int = 0,
    lastMove: Pair<Square, Square>? = null,
    selected: Square? = null,
) {
    val colors = boardColors()
    val slide = remember { Animatable(1f) }
    LaunchedEffect(moveCount) {
        if (lastMove != null && moveCount > 0) {
            slide.snapTo(0f)
            slide.animateTo(1f, tween(180))
        }
    }
    Box(modifier.aspectRatio(1f).border(2.dp, colors.grid)) {
        Column(Modifier.fillMaxSize()) {
            for (rank in 0 until 5) {
                Row(Modifier.weight(1f).fillMaxWidth()) {
                    for (file in 0 until 5) {
                        val cell = cells.first { it.square.file.toInt() == file && it.square.rank.toInt() == rank }
                        val corner = (file == 0 && rank == 0) || (file == 4 && rank == 4)
                        val background = when (cell.highlight) {
                            Highlight.CHOOSABLE -> colors.choosable
                            Highlight.MOVING -> colors.moving
                            Highlight.TARGET -> colors.target
                            Highlight.LAST_FROM, Highlight.LAST_TO -> colors.lastMove
                            Highlight.NONE -> if (corner) colors.corner else colors.square
                        }
                        Box(
                            Modifier.weight(1f).fillMaxSize().background(background).border(0.5.dp, colors.grid)
                                .then(if (cell.square == selected) Modifier.border(3.dp, colors.moving) else Modifier)
                                .testTag("cell-${cell.name}")
                                .semantics { contentDescription = "${cell.name} ${cell.highlight}" }
                                .clickable { onTap(cell.square) },
                            contentAlignment = Alignment.Center,
                        ) {
                            val piece = cell.piece
                            if (piece != null) {
                                val moving = lastMove != null && cell.square == lastMove.second
                                val from = lastMove?.first
                                val shift = if (moving && from != null) 1f - slide.value else 0f
                                Stone(
                                    piece,
                                    Modifier.zIndex(if (moving) 1f else 0f).padding(6.dp)
                                        .offsetFraction(
                                            shift * (from?.file?.toInt()?.minus(file) ?: 0),
                                            shift * (from?.rank?.toInt()?.minus(rank) ?: 0),
                                        ),
                                )
                            }
                        }
                    }
                }
            }
        }
        Arrows(cells, colors.arrow)
    }
}

/** The historic program's arrows from the moving stone to each target. */
@Composable
private fun Arrows(cells: List<Cell>, color: Color) {
    val from = cells.firstOrNull { it.highlight == Highlight.MOVING }?.square ?: return
    val targets = cells.filter { it.highlight == Highlight.TARGET }.map { it.square }
    Canvas(Modifier.fillMaxSize()) {
        val step = size.width / 5
        fun center(square: Square) = Offset((square.file.toFloat() + 0.5f) * step, (square.rank.toFloat() + 0.5f) * step)
        for (target in targets) {
            val start = center(from)
            val end = center(target)
            val direction = (end - start) / (end - start).getDistance()
            val tip = end - direction * (step * 0.3f)
            drawLine(color, start + direction * (step * 0.3f), tip, strokeWidth = step * 0.06f, cap = StrokeCap.Round)
            val side = Offset(-direction.y, direction.x)
            drawLine(color, tip, tip - direction * (step * 0.15f) + side * (step * 0.1f), strokeWidth = step * 0.06f, cap = StrokeCap.Round)
            drawLine(color, tip, tip - direction * (step * 0.15f) - side * (step * 0.1f), strokeWidth = step * 0.06f, cap = StrokeCap.Round)
        }
    }
}

@Composable
fun Stone(piece: Piece, modifier: Modifier = Modifier) {
    val colors = boardColors()
    Box(
        modifier.fillMaxSize().background(if (piece.side == Side.RED) colors.red else colors.blue, RoundedCornerShape(20)),
        contentAlignment = Alignment.Center,
    ) {
        Text("${piece.number}", color = Color.White, fontSize = 22.sp, fontWeight = FontWeight.Bold)
    }
}

@Composable
fun Die(text: String, modifier: Modifier = Modifier) {
    Box(
        modifier.padding(4.dp).background(MaterialTheme.colorScheme.surfaceVariant, RoundedCornerShape(8.dp))
            .border(2.dp, MaterialTheme.colorScheme.outline, RoundedCornerShape(8.dp)).padding(horizontal = 16.dp, vertical = 8.dp),
        contentAlignment = Alignment.Center,
    ) {
        Text(text, fontSize = 28.sp, fontWeight = FontWeight.Bold)
    }
}

@Composable
fun Dot(color: Color, modifier: Modifier = Modifier) {
    Box(modifier.padding(4.dp).background(color, CircleShape).padding(6.dp))
}
