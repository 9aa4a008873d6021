package app.zabel.ui

import androidx.compose.animation.core.Animatable
import kotlin.math.PI
import kotlin.math.sin
import androidx.compose.animation.core.tween
import androidx.compose.foundation.background
import androidx.compose.foundation.border
import androidx.compose.foundation.Canvas
import androidx.compose.foundation.clickable
import androidx.compose.foundation.gestures.awaitEachGesture
import androidx.compose.foundation.gestures.awaitFirstDown
import androidx.compose.foundation.gestures.calculateCentroid
import androidx.compose.foundation.gestures.calculatePan
import androidx.compose.foundation.gestures.calculateZoom
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.offset
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.layout.width
import androidx.compose.foundation.shape.CircleShape
import androidx.compose.foundation.shape.GenericShape
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.mutableFloatStateOf
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.setValue
import androidx.compose.runtime.SideEffect
import androidx.compose.runtime.Stable
import androidx.compose.runtime.staticCompositionLocalOf
import androidx.compose.ui.Alignment
import androidx.compose.ui.draw.alpha
import androidx.compose.ui.draw.clipToBounds
import androidx.compose.ui.draw.drawBehind
import androidx.compose.ui.geometry.CornerRadius
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.geometry.Size
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.compositeOver
import androidx.compose.ui.graphics.drawscope.DrawScope
import androidx.compose.ui.graphics.drawscope.Stroke
import androidx.compose.ui.graphics.drawscope.rotate
import androidx.compose.ui.graphics.drawscope.translate
import androidx.compose.ui.graphics.drawOutline
import androidx.compose.ui.graphics.graphicsLayer
import androidx.compose.ui.graphics.Path
import androidx.compose.ui.graphics.PathEffect
import androidx.compose.ui.graphics.Shape
import androidx.compose.ui.graphics.StrokeCap
import androidx.compose.ui.graphics.TransformOrigin
import androidx.compose.ui.input.pointer.pointerInput
import androidx.compose.ui.input.pointer.positionChanged
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.clearAndSetSemantics
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.onClick
import androidx.compose.ui.semantics.role
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.selected
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.semantics.SemanticsPropertyKey
import androidx.compose.ui.semantics.SemanticsPropertyReceiver
import androidx.compose.ui.semantics.testTag
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.IntOffset
import androidx.compose.ui.unit.IntSize
import androidx.compose.ui.unit.min
import androidx.compose.ui.unit.sp
import androidx.compose.ui.zIndex
import app.zabel.core.Board
import app.zabel.core.Cell
import app.zabel.core.DieView
import app.zabel.core.LastMove
import app.zabel.core.Mark
import app.zabel.core.PieceKind
import app.zabel.core.PieceView
import app.zabel.core.Terrain
import kotlin.math.roundToInt
import kotlinx.coroutines.launch

/**
 * Any game's board, drawn only from what the core says: its width and height,
 * its cells in drawing order (top left first) and its file and rank labels.
 * Terrain, pieces and marks come from each cell; a seat's colour from the
 * theme's palette. A tap sends the cell's name.
 */
@Composable
fun GameBoard(
    board: Board,
    onTap: (String) -> Unit,
    modifier: Modifier = Modifier,
    /** Moves played so far: a change animates the last move. */
    moveCount: Int = 0,
    lastMove: LastMove? = null,
    /** A cell to outline, by name (the setup screen's picked stone). */
    selected: String? = null,
    /** The hinted move, from one square to another by name: drawn as an arrow of its own. */
    hint: Pair<String, String>? = null,
    zoom: BoardZoomState = rememberBoardZoomState(),
) {
    val columns = board.width.toInt()
    val rows = board.height.toInt()
    if (columns == 0 || rows == 0 || board.cells.size != columns * rows) return
    val colors = boardColors()
    val still = LocalReduceMotion.current
    val slide = remember { Animatable(1f) }
    // The board one move ago: the pieces the last move captured fade out where they stood.
    val previous = remember { PreviousBoard(board, moveCount) }
    val fading = remember(moveCount) {
        if (still || lastMove == null || moveCount != previous.moves + 1) emptyList()
        else previous.board.cells.filter { it.name in lastMove.captured && it.piece != null }
    }
    SideEffect {
        previous.board = board
        previous.moves = moveCount
    }
    // A new one per move, starting opaque: the first frame of a move already shows what it captured.
    val fade = remember(moveCount) { Animatable(if (fading.isEmpty()) 0f else 1f) }
    LaunchedEffect(moveCount) {
        if (lastMove != null && moveCount > 0 && !still) {
            slide.snapTo(0f)
            launch { fade.animateTo(0f, tween(FADE_MILLIS)) }
            slide.animateTo(1f, tween(SLIDE_MILLIS))
        }
    }
    val index = remember(board) { board.cells.withIndex().associate { (i, cell) -> cell.name to i } }
    // Centred in its room: a board that fits by height is not left against one side.
    BoxWithConstraints(modifier, contentAlignment = Alignment.TopCenter) {
        val coordinates = LocalCoordinates.current
        val gutter = if (coordinates) 16.dp else 0.dp
        val byWidth = (maxWidth - gutter) / columns
        val cell = if (constraints.hasBoundedHeight) min(byWidth, (maxHeight - gutter) / rows) else byWidth
        val density = LocalDensity.current
        val cellPx = with(density) { cell.toPx() }
        val labelSize = with(density) { min(16.dp * 0.62f, cell * 0.7f).toSp() }
        Column(
            Modifier.clipToBounds().zoomGestures(zoom).graphicsLayer {
                scaleX = zoom.scale
                scaleY = zoom.scale
                translationX = zoom.offset.x
                translationY = zoom.offset.y
                transformOrigin = TransformOrigin(0f, 0f)
            },
        ) {
            Row {
                if (coordinates) Column(Modifier.width(gutter).clearAndSetSemantics {}) {
                    for (rank in board.ranks) {
                        Box(Modifier.size(gutter, cell), contentAlignment = Alignment.Center) {
                            Text(rank, fontSize = labelSize, lineHeight = labelSize, color = colors.label, maxLines = 1, softWrap = false)
                        }
                    }
                }
                Box(Modifier.size(cell * columns, cell * rows).border(2.dp, colors.grid)) {
                    Column {
                        for (row in 0 until rows) {
                            Row {
                                for (column in 0 until columns) {
                                    val square = board.cells[row * columns + column]
                                    Square(square, cell, selected == square.name) { onTap(square.name) }
                                }
                            }
                        }
                    }
                    // The pieces on a layer of their own, so the last move can slide across rows.
                    val to = lastMove?.to?.let(index::get)
                    val from = lastMove?.from?.let(index::get)
                    board.cells.forEachIndexed { i, square ->
                        val piece = square.piece ?: return@forEachIndexed
                        val sliding = i == to && from != null
                        Piece(
                            piece,
                            cell,
                            Modifier.zIndex(if (sliding) 1f else 0f).clearAndSetSemantics {}
                                .offset {
                                    val shift = if (sliding) 1f - slide.value else 0f
                                    val dx = if (sliding) from!! % columns - i % columns else 0
                                    val dy = if (sliding) from!! / columns - i / columns else 0
                                    IntOffset(
                                        ((i % columns + shift * dx) * cellPx).roundToInt(),
                                        ((i / columns + shift * dy) * cellPx).roundToInt(),
                                    )
                                }
                                .size(cell),
                        )
                    }
                    // Captured pieces, under the one that took them, fading out.
                    if (fade.value > 0f) {
                        for (square in fading) {
                            val i = index[square.name] ?: continue
                            Piece(
                                square.piece!!,
                                cell,
                                Modifier.clearAndSetSemantics { testTag = "fading-${square.name}" }
                                    .offset { IntOffset(((i % columns) * cellPx).roundToInt(), ((i / columns) * cellPx).roundToInt()) }
                                    .size(cell)
                                    .alpha(fade.value),
                            )
                        }
                    }
                    // Over every piece, the sliding one too: an arrow or a mark under a piece is lost.
                    Marks(board, selected, cellPx, Modifier.matchParentSize().zIndex(2f))
                    Arrows(board, cellPx, colors, Modifier.matchParentSize().zIndex(2f))
                    if (hint != null) HintArrow(board, hint, cellPx, colors, Modifier.matchParentSize().zIndex(3f))
                }
            }
            if (coordinates) Row(Modifier.clearAndSetSemantics {}) {
                Box(Modifier.width(gutter))
                for (file in board.files) {
                    Box(Modifier.size(cell, gutter), contentAlignment = Alignment.Center) {
                        Text(file, fontSize = labelSize, lineHeight = labelSize, color = colors.label, maxLines = 1, softWrap = false)
                    }
                }
            }
        }
    }
}

/** How long the last move's piece slides, and its captures fade, in milliseconds. */
const val SLIDE_MILLIS = 180
const val FADE_MILLIS = 320

/**
 * Set by the platform when the person asked for less motion (Android's
 * animator duration scale 0): moves and captures then appear at once.
 */
val LocalReduceMotion = staticCompositionLocalOf { false }

/** Whether boards show their files' letters and ranks' numbers (a setting). */
val LocalCoordinates = staticCompositionLocalOf { true }

private class PreviousBoard(var board: Board, var moves: Int)

/**
 * How far the board is zoomed in, 1× to 3×, and where it is panned to, as the
 * board's top left in its frame's pixels. A 13×13 board on a phone has
 * squares too small to tap; zoomed in, they are not. The board always fills
 * its frame, so no pan can lose it.
 */
@Stable
class BoardZoomState {
    var scale by mutableFloatStateOf(1f)
        private set
    var offset by mutableStateOf(Offset.Zero)
        private set

    /** Zooms by [zoom] about [centroid] and pans by [pan], in the pixels of a frame of [size]. */
    fun transform(centroid: Offset, pan: Offset, zoom: Float, size: IntSize) {
        val next = (scale * zoom).coerceIn(1f, MAX_ZOOM)
        // The point of the board under the fingers stays under them.
        val moved = centroid - (centroid - offset) * (next / scale) + pan
        scale = next
        offset = Offset(moved.x.coerceIn(size.width * (1 - next), 0f), moved.y.coerceIn(size.height * (1 - next), 0f))
    }
}

const val MAX_ZOOM = 3f

@Composable
fun rememberBoardZoomState(): BoardZoomState = remember { BoardZoomState() }

/**
 * Two fingers zoom and pan; one finger pans only once zoomed in and past the
 * touch slop. So a tap still reaches its square, and at 1× a drag is left to
 * the screen's scrolling.
 */
private fun Modifier.zoomGestures(zoom: BoardZoomState) = pointerInput(zoom) {
    awaitEachGesture {
        awaitFirstDown(requireUnconsumed = false)
        var moving = false
        var travelled = Offset.Zero
        do {
            val event = awaitPointerEvent()
            val pan = event.calculatePan()
            if (!moving) {
                travelled += pan
                moving = event.changes.count { it.pressed } > 1 || (zoom.scale > 1f && travelled.getDistance() > viewConfiguration.touchSlop)
            }
            if (moving) {
                val centroid = event.calculateCentroid(useCurrent = false)
                if (centroid != Offset.Unspecified) zoom.transform(centroid, pan, event.calculateZoom(), size)
                // Taken, so the square under a finger does not count it as a tap.
                event.changes.forEach { if (it.positionChanged()) it.consume() }
            }
        } while (event.changes.any { it.pressed })
    }
}

/** One square: terrain, a tint under a marked square's piece, the tap target, and what a screen reader says. */
@Composable
private fun Square(cell: Cell, size: Dp, selected: Boolean, onTap: () -> Unit) {
    val colors = boardColors()
    val terrain = cell.terrain
    val ground = when (terrain) {
        Terrain.Plain -> colors.square
        Terrain.Throne -> colors.throne
        Terrain.Castle -> colors.castle
        is Terrain.HomeCorner -> colors.seat(terrain.seat).copy(alpha = 0.3f).compositeOver(colors.square)
    }
    // Only a tint under the piece: the mark itself is drawn over the pieces ([Marks]), where no piece hides it.
    val tint = when {
        selected || cell.mark == Mark.MOVING -> colors.pickedTint
        cell.mark == Mark.CHOOSABLE -> colors.choosableTint
        else -> null
    }
    Box(
        Modifier.size(size)
            .background(ground)
            .drawBehind {
                if (tint != null) drawRect(tint)
                drawTerrain(terrain, colors)
            }
            .border(0.5.dp, colors.grid)
            .testTag("cell-${cell.name}")
            // One node per square: the core's description says the piece and the mark, so nothing under it speaks.
            .clickable(onClick = onTap)
            .clearAndSetSemantics {
                contentDescription = cell.description
                role = Role.Button
                this.selected = selected || cell.mark == Mark.MOVING
                onClick { onTap(); true }
            },
    )
}

/**
 * Every square's mark, over the pieces so that none hides under a king or a
 * stone, each by a shape of its own (as the SwiftUI board draws them), so
 * colour is never the only cue: a dashed frame round a piece that can move, a
 * thick frame round the picked one (and the setup screen's picked stone), a
 * dot on an empty target, a ring round a piece that can be taken, brackets
 * where the last move came from and filled corners where it went. Every line
 * has a thin casing in the ground's colour, so it stays whole over a stone of
 * any colour.
 */
@Composable
private fun Marks(board: Board, selected: String?, step: Float, modifier: Modifier) {
    val colors = boardColors()
    val columns = board.width.toInt()
    Canvas(modifier) {
        board.cells.forEachIndexed { i, cell ->
            val mark = if (cell.name == selected) Mark.MOVING else cell.mark
            if (mark == Mark.NONE) return@forEachIndexed
            val corner = Offset((i % columns) * step, (i / columns) * step)
            drawMark(mark, cell.piece, corner, step, colors)
        }
    }
}

private fun DrawScope.drawMark(mark: Mark, piece: PieceView?, corner: Offset, step: Float, colors: BoardColors) {
    val casing = step * 0.035f
    fun frame(color: Color, width: Float, dashed: Boolean) {
        val inset = width / 2 + step * 0.03f
        val topLeft = corner + Offset(inset, inset)
        val size = Size(step - 2 * inset, step - 2 * inset)
        drawRect(colors.casing, topLeft, size, style = Stroke(width + 2 * casing))
        val dash = if (dashed) PathEffect.dashPathEffect(floatArrayOf(step * 0.14f, step * 0.08f)) else null
        drawRect(color, topLeft, size, style = Stroke(width, pathEffect = dash))
    }
    val center = corner + Offset(step / 2, step / 2)
    when (mark) {
        Mark.CHOOSABLE -> frame(colors.choosable, step * 0.06f, dashed = true)
        Mark.MOVING -> frame(colors.moving, step * 0.1f, dashed = false)
        Mark.TARGET -> if (piece != null) {
            // Round the piece in its own shape, outside it: a ring across a square stone made it look round,
            // and its seat is told by its shape too.
            val width = step * 0.05f
            val inset = step * CAPTURE_INSET
            val outline = pieceShape(piece).createOutline(Size(step - 2 * inset, step - 2 * inset), layoutDirection, this)
            translate(corner.x + inset, corner.y + inset) {
                drawOutline(outline, colors.casing, style = Stroke(width + 2 * casing))
                drawOutline(outline, colors.target, style = Stroke(width))
            }
        } else {
            drawCircle(colors.casing, step * 0.14f + casing, center)
            drawCircle(colors.target, step * 0.14f, center)
        }
        Mark.LAST_FROM, Mark.LAST_TO -> {
            val side = step * 0.28f
            val width = step * 0.06f
            val inset = step * 0.04f
            for ((dx, dy) in listOf(1f to 1f, -1f to 1f, 1f to -1f, -1f to -1f)) {
                val at = Offset(if (dx > 0) corner.x + inset else corner.x + step - inset, if (dy > 0) corner.y + inset else corner.y + step - inset)
                val path = Path().apply {
                    moveTo(at.x + dx * side, at.y)
                    lineTo(at.x, at.y)
                    lineTo(at.x, at.y + dy * side)
                    if (mark == Mark.LAST_TO) close()
                }
                if (mark == Mark.LAST_TO) {
                    drawPath(path, colors.lastMove)
                } else {
                    drawPath(path, colors.casing, style = Stroke(width + 2 * casing))
                    drawPath(path, colors.lastMove, style = Stroke(width))
                }
            }
        }
        Mark.NONE -> {}
    }
}

/** The marks of special squares, over their colour: a castle's cross, the throne's diamond, a home corner's inner frame. */
private fun DrawScope.drawTerrain(terrain: Terrain, colors: BoardColors) {
    val w = size.width
    val h = size.height
    val stroke = w * 0.06f
    when (terrain) {
        Terrain.Plain -> {}
        Terrain.Castle -> {
            drawLine(colors.grid, Offset(w * 0.18f, h * 0.18f), Offset(w * 0.82f, h * 0.82f), stroke, StrokeCap.Round)
            drawLine(colors.grid, Offset(w * 0.82f, h * 0.18f), Offset(w * 0.18f, h * 0.82f), stroke, StrokeCap.Round)
            drawRect(colors.grid, Offset(w * 0.1f, h * 0.1f), Size(w * 0.8f, h * 0.8f), style = Stroke(stroke))
        }
        Terrain.Throne -> {
            val diamond = Path().apply {
                moveTo(w / 2, h * 0.08f); lineTo(w * 0.92f, h / 2); lineTo(w / 2, h * 0.92f); lineTo(w * 0.08f, h / 2); close()
            }
            drawPath(diamond, colors.grid, style = Stroke(stroke))
        }
        is Terrain.HomeCorner -> drawRect(colors.seat(terrain.seat), Offset(w * 0.08f, h * 0.08f), Size(w * 0.84f, h * 0.84f), style = Stroke(stroke))
    }
}

/** A piece in its seat's colour: a numbered stone, a man, or a crowned king. */
@Composable
private fun Piece(piece: PieceView, cell: Dp, modifier: Modifier) {
    val colors = boardColors()
    val fill = colors.seat(piece.seat)
    when (piece.kind) {
        PieceKind.STONE -> Box(modifier.padding(cell * 0.08f), contentAlignment = Alignment.Center) {
            // Each seat's own shape, so a stone's seat is told by more than its colour.
            val shape = seatShape(piece.seat)
            Box(Modifier.fillMaxSize().background(fill, shape).border(1.dp, colors.pieceOutline, shape))
            val pointed = piece.seat.toInt() % SEAT_SHAPES >= 2
            val size = with(LocalDensity.current) { (cell * if (pointed) 0.34f else 0.42f).toSp() }
            // The triangle's centre of mass sits above the box's middle.
            val lift = if (piece.seat.toInt() % SEAT_SHAPES == 3) -cell * 0.13f else 0.dp
            Text(
                piece.label,
                Modifier.offset(y = lift),
                color = colors.onSeat(piece.seat),
                fontSize = size,
                lineHeight = size,
                fontWeight = FontWeight.Bold,
                maxLines = 1,
            )
        }
        PieceKind.MAN -> Box(modifier.padding(cell * 0.17f)) {
            Box(Modifier.fillMaxSize().background(fill, CircleShape).border(cell * 0.05f, colors.pieceOutline, CircleShape))
        }
        PieceKind.KING -> Canvas(modifier.padding(cell * 0.04f)) {
            val r = size.minDimension / 2
            drawCircle(fill, r)
            drawCircle(colors.crown, r - r * 0.08f, style = Stroke(r * 0.16f))
            // A crown: three points over a band.
            val w = size.width
            val h = size.height
            val crown = Path().apply {
                moveTo(w * 0.26f, h * 0.66f)
                lineTo(w * 0.26f, h * 0.36f)
                lineTo(w * 0.38f, h * 0.50f)
                lineTo(w * 0.50f, h * 0.30f)
                lineTo(w * 0.62f, h * 0.50f)
                lineTo(w * 0.74f, h * 0.36f)
                lineTo(w * 0.74f, h * 0.66f)
                close()
            }
            drawPath(crown, colors.crown)
        }
    }
}

/**
 * The historic program's arrows from the moving piece to each target, when
 * there are few enough to read. Each starts and ends at the edge of its
 * squares' stones, never over their numbers, and has a casing in the ground's
 * colour, so it stays visible over a stone of any colour.
 */
@Composable
private fun Arrows(board: Board, step: Float, colors: BoardColors, modifier: Modifier) {
    val columns = board.width.toInt()
    val from = board.cells.indexOfFirst { it.mark == Mark.MOVING }.takeIf { it >= 0 } ?: return
    val targets = board.cells.withIndex().filter { it.value.mark == Mark.TARGET }.map { it.index }
    if (targets.isEmpty() || targets.size > 4) return
    Canvas(modifier) {
        fun center(i: Int) = Offset((i % columns + 0.5f) * step, (i / columns + 0.5f) * step)
        val width = step * 0.06f
        val casing = width + step * 0.05f
        // Every casing first: one arrow's casing must not cut another arrow where they leave the piece together.
        for ((color, stroke) in listOf(colors.casing to casing, colors.arrow to width)) {
            for (target in targets) arrow(arrowPath(center(from), center(target), step, board.cells[target].piece != null), color, stroke)
        }
    }
}

/** The squares a drawn hint arrow joins, from and to: what a test reads of the drawing. */
val HintArrowSquares = SemanticsPropertyKey<Pair<String, String>>("HintArrowSquares")
var SemanticsPropertyReceiver.hintArrowSquares by HintArrowSquares

/**
 * The hinted move as an arrow from its piece to its square, over every mark,
 * in the hint's own colour and wider than the targets' arrows, cased like
 * them. Nothing for a screen reader to stop at over the squares: the hint
 * is said in words under the board.
 */
@Composable
private fun HintArrow(board: Board, hint: Pair<String, String>, step: Float, colors: BoardColors, modifier: Modifier) {
    val columns = board.width.toInt()
    val from = board.cells.indexOfFirst { it.name == hint.first }
    val to = board.cells.indexOfFirst { it.name == hint.second }
    if (from < 0 || to < 0 || from == to) return
    Canvas(modifier.clearAndSetSemantics { testTag = "hint-arrow"; hintArrowSquares = hint }) {
        fun center(i: Int) = Offset((i % columns + 0.5f) * step, (i / columns + 0.5f) * step)
        val lines = arrowPath(center(from), center(to), step, board.cells[to].piece != null)
        val width = step * 0.09f
        arrow(lines, colors.casing, width + step * 0.06f)
        arrow(lines, colors.hint, width)
    }
}

/**
 * An arrow's shaft and head between two squares' centres [start] and [end],
 * [step] apart per square: out of the start square's label, and into the end
 * square only as far as an empty target's dot or an occupied one's stone edge.
 */
fun arrowPath(start: Offset, end: Offset, step: Float, occupied: Boolean): List<Pair<Offset, Offset>> {
    val direction = (end - start) / (end - start).getDistance()
    val tail = start + direction * (step * ARROW_CLEARANCE)
    val tip = end - direction * (step * if (occupied) ARROW_CLEARANCE else 0.16f)
    val side = Offset(-direction.y, direction.x)
    val back = tip - direction * (step * 0.15f)
    return listOf(tail to tip, tip to back + side * (step * 0.1f), tip to back - side * (step * 0.1f))
}

/** How far inside its square the outline round a piece that can be taken lies, as a share of the side. */
const val CAPTURE_INSET = 0.03f

/** A piece's outline: a stone in its seat's shape, a man or a king round. */
private fun pieceShape(piece: PieceView): Shape = if (piece.kind == PieceKind.STONE) seatShape(piece.seat) else CircleShape

/** How far from a square's centre an arrow keeps: past a stone's label (which reaches about 0.2 of the side from its centre), at the stone's edge. */
const val ARROW_CLEARANCE = 0.4f

private fun DrawScope.arrow(lines: List<Pair<Offset, Offset>>, color: Color, width: Float) {
    for ((a, b) in lines) drawLine(color, a, b, strokeWidth = width, cap = StrokeCap.Round)
}

/**
 * The die: its number once rolled; before a roll a die drawn on a blank face,
 * never an empty box, which a tap rolls when [onRoll] is given (the player's
 * roll). Every face keeps a numeral's room, so a roll moves nothing around it.
 */
@Composable
fun Die(die: DieView, s: Strings, modifier: Modifier = Modifier, onRoll: (() -> Unit)? = null) {
    val scheme = MaterialTheme.colorScheme
    val shape = RoundedCornerShape(8.dp)
    val blank = die == DieView.NotRolled
    val description = if (!blank) null else if (onRoll != null) s.dieTapToRoll else s.dieNotRolled
    val tumble = dieTumble(die)
    Box(
        modifier.padding(4.dp)
            // One turn over, landing on the number rolled (the true one throughout: no made-up faces on the way).
            .graphicsLayer {
                rotationZ = tumble * 360f
                val lift = 1f + 0.25f * sin(PI.toFloat() * tumble)
                scaleX = lift
                scaleY = lift
            }
            .semantics { dieRolling = tumble > 0f }
            .then(if (onRoll != null) Modifier.clickable(onClickLabel = s.roll, role = Role.Button, onClick = onRoll) else Modifier)
            .background(scheme.surfaceVariant, shape).border(2.dp, scheme.outline, shape)
            .then(if (description != null) Modifier.semantics { contentDescription = description } else Modifier),
        contentAlignment = Alignment.Center,
    ) {
        Text(
            if (blank) "6" else dieText(die, s),
            Modifier.padding(horizontal = 16.dp, vertical = 8.dp).alpha(if (blank) 0f else 1f).then(if (blank) Modifier.clearAndSetSemantics {} else Modifier),
            fontSize = 28.sp,
            fontWeight = FontWeight.Bold,
        )
        if (blank) {
            val ink = scheme.onSurfaceVariant
            Canvas(Modifier.matchParentSize().testTag("die-icon")) {
                // A small die of its own, tilted a little, so it reads as "a die to roll" and not as a number rolled.
                val side = minOf(size.width, size.height) * 0.56f
                val topLeft = Offset((size.width - side) / 2, (size.height - side) / 2)
                rotate(-12f) {
                    drawRoundRect(ink, topLeft, Size(side, side), CornerRadius(side * 0.2f), style = Stroke(side * 0.09f))
                    for ((x, y) in listOf(0.28f to 0.28f, 0.5f to 0.5f, 0.72f to 0.72f)) {
                        drawCircle(ink, side * 0.09f, topLeft + Offset(side * x, side * y))
                    }
                }
            }
        }
    }
}

/** How long a roll takes to land on the die. */
const val ROLL_MILLIS = 420

/** Whether the die is still landing: what a test reads of the roll's motion. */
val DieRolling = SemanticsPropertyKey<Boolean>("DieRolling")
var SemanticsPropertyReceiver.dieRolling by DieRolling

/**
 * How much of a fresh roll is still to land, 1 to 0: a die just rolled
 * (the player's or the computer's) turns over once; stepping through a
 * replay's rolls, or reduced motion, shows the number at once.
 */
@Composable
private fun dieTumble(die: DieView): Float {
    val still = LocalReduceMotion.current
    val tumble = remember { Animatable(0f) }
    val before = remember { mutableListOf(die) }
    LaunchedEffect(die) {
        val rolled = before.single() == DieView.NotRolled && die is DieView.Value
        before[0] = die
        if (rolled && !still) {
            tumble.snapTo(1f)
            tumble.animateTo(0f, tween(ROLL_MILLIS))
        } else {
            tumble.snapTo(0f)
        }
    }
    return tumble.value
}

/** A rolled die's face: its number, or why there is none. */
private fun dieText(die: DieView, s: Strings) = when (die) {
    is DieView.Value -> "${die.value}"
    DieView.Hidden -> s.dieHidden
    DieView.NoRoll -> "–"
    DieView.NotRolled -> ""
}

@Composable
fun Dot(color: Color, modifier: Modifier = Modifier) {
    Box(modifier.padding(4.dp).background(color, CircleShape).padding(6.dp))
}

/** How many shapes the seats' stones take, one per seat of four. */
const val SEAT_SHAPES = 4

/** A seat's stone shape: a rounded square, a circle, a diamond, a triangle pointing down. */
fun seatShape(seat: UByte): Shape = when (seat.toInt() % SEAT_SHAPES) {
    0 -> RoundedCornerShape(20)
    1 -> CircleShape
    2 -> GenericShape { size, _ ->
        moveTo(size.width / 2, 0f); lineTo(size.width, size.height / 2); lineTo(size.width / 2, size.height); lineTo(0f, size.height / 2); close()
    }
    else -> GenericShape { size, _ ->
        moveTo(0f, size.height * 0.06f); lineTo(size.width, size.height * 0.06f); lineTo(size.width / 2, size.height); close()
    }
}

/** A seat's colour in its stones' shape: beside its name wherever a seat is listed. */
@Composable
fun SeatMark(seat: UByte, modifier: Modifier = Modifier, size: Dp = 16.dp) {
    val colors = boardColors()
    val shape = seatShape(seat)
    Box(modifier.padding(4.dp).size(size).background(colors.seat(seat), shape).border(1.dp, colors.pieceOutline, shape))
}
