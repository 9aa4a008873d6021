package app.zabel.ui

import androidx.compose.animation.core.Animatable
import kotlin.math.PI
import kotlin.math.sin
import androidx.compose.animation.core.tween
import androidx.compose.animation.core.FastOutSlowInEasing
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.wrapContentSize
import androidx.compose.ui.draw.clip
import androidx.compose.ui.draw.shadow
import androidx.compose.ui.graphics.luminance
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
import androidx.compose.ui.graphics.Brush
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
import app.zabel.core.Variant
import kotlin.math.roundToInt
import kotlinx.coroutines.launch

/**
 * Any game's board, drawn only from what the core says: its width and height,
 * its cells in drawing order (top left first, the player's side at the
 * bottom, as the core turns it) and its file and rank labels. Maple squares
 * in a walnut frame that carries the coordinates (docs/design.md §4).
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
    /** The squares a lesson's task names, by name: tinted ([BoardColors.task]). */
    named: Collection<String> = emptyList(),
    /** The squares a refused move names in a lesson: crossed for a while ([RefusalCrosses]). */
    refusal: Refusal? = null,
    zoom: BoardZoomState = rememberBoardZoomState(),
    /** Coordinates on the frame; a drawing of the board (Home's) goes without. */
    coordinates: Boolean = LocalCoordinates.current,
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
        // The frame: wide where it carries the ranks (left) and files (bottom), a rim elsewhere.
        val label = if (coordinates) FRAME_LABELS else FRAME_RIM
        val rim = FRAME_RIM
        val byWidth = (maxWidth - label - rim) / columns
        val cell = if (constraints.hasBoundedHeight) min(byWidth, (maxHeight - label - rim) / rows) else byWidth
        val density = LocalDensity.current
        val cellPx = with(density) { cell.toPx() }
        // Coordinates never grow past a small size: they label the frame, they are not read as text.
        // Two digits ("13") fit the frame's width.
        val labelSize = with(density) { min(min(10.dp, FRAME_LABELS * 0.75f), cell * 0.6f).toSp() }
        val grid = if (columns > 8) 0.5.dp else 1.dp
        Column(
            Modifier.testTag("board-frame").background(colors.frame, RoundedCornerShape(4.dp)).padding(top = rim, end = rim),
        ) {
            Row {
                Column(Modifier.width(label).clearAndSetSemantics {}) {
                    if (coordinates) for (rank in board.ranks) {
                        Box(Modifier.size(label, cell), contentAlignment = Alignment.Center) {
                            Text(rank, Modifier.wrapContentSize(unbounded = true), fontSize = labelSize, lineHeight = labelSize, color = colors.label, maxLines = 1, softWrap = false)
                        }
                    }
                }
                Box(
                    Modifier.size(cell * columns, cell * rows).clipToBounds().zoomGestures(zoom).graphicsLayer {
                        scaleX = zoom.scale
                        scaleY = zoom.scale
                        translationX = zoom.offset.x
                        translationY = zoom.offset.y
                        transformOrigin = TransformOrigin(0f, 0f)
                    },
                ) {
                    Column {
                        for (row in 0 until rows) {
                            Row {
                                for (column in 0 until columns) {
                                    val square = board.cells[row * columns + column]
                                    Square(square, cell, grid, selected == square.name, square.name in named) { onTap(square.name) }
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
                    // The dots over every piece, the sliding one too: a dot under a piece is lost.
                    Marks(board, cellPx, Modifier.matchParentSize().zIndex(2f))
                    if (refusal != null) RefusalCrosses(board, refusal, cellPx, colors, Modifier.matchParentSize().zIndex(2f))
                    if (hint != null) HintArrow(board, hint, cellPx, colors, Modifier.matchParentSize().zIndex(3f))
                }
            }
            Row(Modifier.clearAndSetSemantics {}) {
                Box(Modifier.width(label))
                if (coordinates) {
                    for (file in board.files) {
                        Box(Modifier.size(cell, label), contentAlignment = Alignment.Center) {
                            Text(file, Modifier.wrapContentSize(unbounded = true), fontSize = labelSize, lineHeight = labelSize, color = colors.label, maxLines = 1, softWrap = false)
                        }
                    }
                } else {
                    Box(Modifier.height(rim))
                }
            }
        }
    }
}

/** The frame's width on the sides that carry the coordinates, and elsewhere. */
val FRAME_LABELS = 12.dp
val FRAME_RIM = 3.dp

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


/**
 * One square: its wood, the last move's or the selection's tint, the tap
 * target, and what a screen reader says (the core's description: the piece
 * and the mark, so nothing under it speaks, and nothing of it is printed).
 */
@Composable
private fun Square(cell: Cell, size: Dp, grid: Dp, selected: Boolean, named: Boolean, onTap: () -> Unit) {
    val colors = boardColors()
    val terrain = cell.terrain
    val ground = when (terrain) {
        Terrain.Plain -> colors.square
        Terrain.Throne -> colors.throne
        Terrain.Castle -> colors.castle
        is Terrain.HomeCorner -> colors.seat(terrain.seat).copy(alpha = 0.22f).compositeOver(colors.square)
    }
    // One tint each: the picked piece, and the last move's two squares.
    val tint = when {
        selected || cell.mark == Mark.MOVING -> colors.selection
        cell.mark == Mark.LAST_FROM || cell.mark == Mark.LAST_TO -> colors.lastMove
        else -> null
    }
    Box(
        Modifier.size(size)
            .background(ground)
            .drawBehind {
                // Under the move's tints: a named square that is also the picked piece shows both hues.
                if (named) drawRect(colors.task)
                if (tint != null) drawRect(tint)
                drawTerrain(terrain, colors)
            }
            .border(grid / 2, colors.grid)
            .testTag("cell-${cell.name}")
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
 * The marks drawn over the pieces, quiet (docs/design.md §4): a dot where the
 * picked piece may go, a ring round a piece it may take, and a small dot in
 * the corner of a piece that can move; in a lesson, a sight over a piece the
 * picked one would capture. The tints of the last move and the selection lie
 * under the pieces ([Square]).
 */
@Composable
private fun Marks(board: Board, step: Float, modifier: Modifier) {
    val colors = boardColors()
    val columns = board.width.toInt()
    Canvas(modifier) {
        board.cells.forEachIndexed { i, cell ->
            val corner = Offset((i % columns) * step, (i / columns) * step)
            when (cell.mark) {
                Mark.TARGET -> if (cell.piece != null) {
                    val width = step * 0.07f
                    drawCircle(colors.target, step / 2 - width / 2 - step * CAPTURE_INSET, corner + Offset(step / 2, step / 2), style = Stroke(width))
                } else {
                    drawCircle(colors.target, step * TARGET_DOT, corner + Offset(step / 2, step / 2))
                }
                Mark.CHOOSABLE -> {
                    val r = step * MOVABLE_DOT
                    val at = corner + Offset(step - r * 1.8f, step - r * 1.8f)
                    drawCircle(colors.casing, r * 1.35f, at)
                    drawCircle(colors.movable, r, at)
                }
                Mark.CAPTURABLE -> drawSight(corner, step, colors)
                else -> {}
            }
        }
    }
}

/**
 * A sight over a piece the picked one would capture: a ring in the lessons'
 * rose with four ticks reaching in from the square's edges, cased in the
 * frame's light so it holds on any piece. Its shape is its own (the capture
 * ring of a target has no ticks), so it is not told by colour alone.
 */
private fun DrawScope.drawSight(corner: Offset, step: Float, colors: BoardColors) {
    val centre = corner + Offset(step / 2, step / 2)
    // On the piece's rim rather than inside it: inside, on a 412 dp phone, it blended into the piece.
    val width = step * 0.08f
    val radius = step * 0.42f
    val ticks = listOf(Offset(0f, -1f), Offset(1f, 0f), Offset(0f, 1f), Offset(-1f, 0f)).map { centre + it * (step * 0.5f) to centre + it * (step * 0.26f) }
    for ((colour, stroke) in listOf(colors.casing to width * 2f, colors.capturable to width)) {
        drawCircle(colour, radius, centre, style = Stroke(stroke))
        for ((outer, inner) in ticks) drawLine(colour, outer, inner, stroke, StrokeCap.Round)
    }
}

/** The radius of a target's dot, of a movable piece's dot, and the inset of a capture's ring, as shares of a square's side. */
const val TARGET_DOT = 0.15f
const val MOVABLE_DOT = 0.09f
const val CAPTURE_INSET = 0.02f

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


/**
 * A piece in its seat's colour, drawn as painted wood: a numbered stone in
 * its seat's shape, a turned man, or a crowned king. Large enough to read on
 * a 13×13 board on a 360 dp phone (docs/design.md §4).
 */
@Composable
private fun Piece(piece: PieceView, cell: Dp, modifier: Modifier) {
    val colors = boardColors()
    val fill = colors.seat(piece.seat)
    when (piece.kind) {
        PieceKind.STONE -> Box(modifier.padding(cell * 0.06f), contentAlignment = Alignment.Center) {
            // Each seat's own shape, so a stone's seat is told by more than its colour.
            val shape = seatShape(piece.seat)
            Box(
                Modifier.fillMaxSize().clip(shape).background(fill)
                    .drawBehind {
                        // A soft light from above: painted wood, not a flat sticker.
                        drawRect(Brush.verticalGradient(listOf(Color.White.copy(alpha = 0.28f), Color.Transparent, Color.Black.copy(alpha = 0.12f))))
                    }
                    .border(1.dp, colors.pieceRim, shape),
            )
            val pointed = piece.seat.toInt() % SEAT_SHAPES >= 2
            val size = with(LocalDensity.current) { (cell * if (pointed) 0.36f else 0.45f).toSp() }
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
        PieceKind.MAN -> Canvas(modifier.padding(cell * 0.08f)) { drawMan(piece.seat, colors) }
        PieceKind.KING -> Canvas(modifier.padding(cell * 0.03f)) {
            val r = size.minDimension / 2
            drawCircle(fill, r)
            drawCircle(colors.crown, r - r * 0.07f, style = Stroke(r * 0.14f))
            // A crown: three points over a band.
            val w = size.width
            val h = size.height
            val crown = Path().apply {
                moveTo(w * 0.26f, h * 0.68f)
                lineTo(w * 0.24f, h * 0.34f)
                lineTo(w * 0.38f, h * 0.50f)
                lineTo(w * 0.50f, h * 0.28f)
                lineTo(w * 0.62f, h * 0.50f)
                lineTo(w * 0.76f, h * 0.34f)
                lineTo(w * 0.74f, h * 0.68f)
                close()
            }
            drawPath(crown, colors.crown)
        }
    }
}

/** Königszabel's second seat (the king's side), whose men carry a boss. */
private const val DEFENDERS = 1

/** A Königszabel man of [seat], a turned disc filling the room: on the board and as its side's mark. */
private fun DrawScope.drawMan(seat: UByte, colors: BoardColors) {
    val r = size.minDimension / 2
    drawCircle(colors.seat(seat), r)
    drawCircle(Color.White.copy(alpha = 0.25f), r * 0.7f, style = Stroke(r * 0.1f))
    // The defenders' men carry a boss, so the sides differ by more than their colour (docs/design.md §4).
    if (seat.toInt() == DEFENDERS) drawCircle(Color.White.copy(alpha = 0.6f), r * 0.26f)
    drawCircle(colors.pieceRim, r - r * 0.04f, style = Stroke(r * 0.08f))
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

/** How far from a square's centre an arrow keeps: past a stone's label (which reaches about 0.2 of the side from its centre), at the stone's edge. */
const val ARROW_CLEARANCE = 0.4f

private fun DrawScope.arrow(lines: List<Pair<Offset, Offset>>, color: Color, width: Float) {
    for ((a, b) in lines) drawLine(color, a, b, strokeWidth = width, cap = StrokeCap.Round)
}

/**
 * A real die (docs/design.md §5): an ivory face with pips, never a numeral.
 * Before the roll a blank face, tilted; where [onRoll] is given the die is
 * the one control that rolls (enabled when [canRoll]). A fresh roll tumbles
 * once and lands on the true face. Every face keeps the same size, so a roll
 * moves nothing around it.
 */
@Composable
fun Die(die: DieView, s: Strings, modifier: Modifier = Modifier, onRoll: (() -> Unit)? = null, canRoll: Boolean = onRoll != null, size: Dp = DIE_SIZE) {
    val dark = MaterialTheme.colorScheme.background.luminance() < 0.5f
    val face = if (dark) Color(0xFFE9E2D4) else Color(0xFFFBF7EE)
    val ink = Color(0xFF2A231B)
    val edge = Color(0xFF8A7D6B)
    val blank = die !is DieView.Value
    val description = when {
        die is DieView.Value -> s.dieValue(die.value.toInt())
        die == DieView.NotRolled -> if (onRoll != null && canRoll) s.dieTapToRoll else s.dieNotRolled
        die == DieView.Hidden -> s.dieNotRolled
        else -> s.noRoll
    }
    val tumble = dieTumble(die)
    val glow = MaterialTheme.colorScheme.primary
    val shape = RoundedCornerShape(size * 0.18f)
    Box(
        modifier.padding(4.dp).size(size)
            .then(if (onRoll != null) Modifier.clickable(enabled = canRoll, onClickLabel = s.roll, role = Role.Button, onClick = onRoll) else Modifier)
            .semantics {
                contentDescription = description
                dieRolling = tumble > 0f
            }
            // One turn over, landing on the number rolled (the true one throughout: no made-up faces on the way).
            .graphicsLayer {
                rotationZ = tumble * 360f + if (die == DieView.NotRolled) -12f else 0f
                val lift = 1f + 0.2f * sin(PI.toFloat() * tumble)
                scaleX = lift
                scaleY = lift
            }
            .then(if (onRoll != null && canRoll) Modifier.border(3.dp, glow.copy(alpha = 0.55f), shape) else Modifier)
            .padding(if (onRoll != null && canRoll) 3.dp else 0.dp)
            .shadow(2.dp, shape)
            .background(face, shape)
            .border(1.dp, edge, shape),
        contentAlignment = Alignment.Center,
    ) {
        if (die is DieView.Value) {
            Canvas(Modifier.fillMaxSize().testTag("die-pips").semantics { diePips = die.value.toInt() }) {
                val r = this.size.minDimension * 0.09f
                for ((x, y) in pips(die.value.toInt())) drawCircle(ink, r, Offset(this.size.width * x, this.size.height * y))
            }
        } else {
            val sign = when (die) {
                DieView.Hidden -> s.dieHidden
                DieView.NoRoll -> "–"
                else -> ""
            }
            if (sign.isNotEmpty()) Text(sign, color = ink, fontSize = with(LocalDensity.current) { (size * 0.45f).toSp() }, fontWeight = FontWeight.Bold, modifier = Modifier.clearAndSetSemantics {})
            if (die == DieView.NotRolled) Box(Modifier.matchParentSize().testTag("die-icon").clearAndSetSemantics { testTag = "die-icon" })
        }
    }
}

/** The die's side at the usual size. */
val DIE_SIZE = 52.dp

/** The pips of a face, as fractions of its side: the classic layout. */
fun pips(value: Int): List<Pair<Float, Float>> {
    val (l, m, h) = Triple(0.27f, 0.5f, 0.73f)
    return when (value) {
        1 -> listOf(m to m)
        2 -> listOf(l to l, h to h)
        3 -> listOf(l to l, m to m, h to h)
        4 -> listOf(l to l, h to l, l to h, h to h)
        5 -> listOf(l to l, h to l, m to m, l to h, h to h)
        else -> listOf(l to l, h to l, l to m, h to m, l to h, h to h)
    }
}

/** The number of pips drawn on the die: what a test reads of the drawing. */
val DiePips = SemanticsPropertyKey<Int>("DiePips")
var SemanticsPropertyReceiver.diePips by DiePips

/** How long a roll takes to land on the die. */
const val ROLL_MILLIS = 450

/** Whether the die is still landing: what a test reads of the roll's motion. */
val DieRolling = SemanticsPropertyKey<Boolean>("DieRolling")
var SemanticsPropertyReceiver.dieRolling by DieRolling

/**
 * How much of a fresh roll is still to land, 1 to 0: a die just rolled
 * (the player's or the computer's) turns over once; stepping through a
 * replay's rolls, or reduced motion, shows the face at once.
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
            tumble.animateTo(0f, tween(ROLL_MILLIS, easing = FastOutSlowInEasing))
        } else {
            tumble.snapTo(0f)
        }
    }
    return tumble.value
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

/**
 * A seat of [variant] as its pieces are drawn, beside its name wherever a
 * seat is listed: Königszabel's side as its man (a disc, the defenders' with
 * their boss), the other games' seat in its stones' colour and shape.
 */
@Composable
fun SeatMark(variant: Variant, seat: UByte, modifier: Modifier = Modifier, size: Dp = 16.dp) {
    val colors = boardColors()
    val mark = modifier.padding(4.dp).size(size).testTag("seat-mark-$seat")
    if (variant == Variant.KOENIGSZABEL) {
        Canvas(mark) { drawMan(seat, colors) }
        return
    }
    val shape = seatShape(seat)
    Box(mark.background(colors.seat(seat), shape).border(1.dp, colors.pieceRim, shape))
}

