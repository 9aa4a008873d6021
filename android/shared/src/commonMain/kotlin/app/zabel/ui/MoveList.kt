package app.zabel.ui

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.heightIn
import androidx.compose.ui.Alignment
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.width
import androidx.compose.foundation.gestures.scrollBy
import androidx.compose.foundation.lazy.LazyColumn
import androidx.compose.foundation.lazy.LazyRow
import androidx.compose.foundation.lazy.LazyListScope
import androidx.compose.foundation.lazy.LazyListState
import androidx.compose.ui.draw.drawWithContent
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.geometry.Size
import androidx.compose.ui.graphics.BlendMode
import androidx.compose.ui.graphics.Brush
import androidx.compose.ui.graphics.CompositingStrategy
import androidx.compose.ui.graphics.graphicsLayer
import androidx.compose.foundation.lazy.items
import androidx.compose.foundation.lazy.rememberLazyListState
import androidx.compose.foundation.selection.selectable
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.getValue
import androidx.compose.runtime.rememberUpdatedState
import androidx.compose.foundation.gestures.detectHorizontalDragGestures
import androidx.compose.ui.input.pointer.pointerInput
import androidx.compose.ui.platform.LocalDensity
import kotlin.math.abs
import androidx.compose.runtime.withFrameNanos
import androidx.compose.runtime.snapshotFlow
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.selected
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.unit.dp
import app.zabel.core.Variant

/**
 * How many plies a row of [variant]'s move list holds: a game of two sides
 * reads as a chess app's list, a move number and both sides' plies ("12.
 * e2-e4   f7-f5"); the games of three and four keep a ply a row, its stone
 * naming its seat.
 */
internal fun pliesPerRow(variant: Variant): Int = if (variant.isMultiplayer) 1 else 2

/** The row of the list [ply] (from 1) stands in, from 0. */
internal fun rowOf(ply: UInt, perRow: Int): Int = (ply.toInt() - 1) / perRow

/**
 * The move list's rows for [plies] (numbered from 1, [moves] the game's
 * notation by ply), [pliesPerRow] of them a row, the move on the board
 * ([current]) filled: the one cursor of docs/design.md §7, the same in a
 * game under way and in a replay. A tap ([onSelect]) goes to that move.
 */
internal fun LazyListScope.moveRows(variant: Variant, moves: List<String>, plies: List<UInt>, current: UInt, onSelect: ((UInt) -> Unit)?) {
    val perRow = pliesPerRow(variant)
    val rows = plies.groupBy { rowOf(it, perRow) }.values.toList()
    items(rows, key = { "moves-${it.first()}" }) { row ->
        Row(Modifier.fillMaxWidth(), verticalAlignment = Alignment.CenterVertically) {
            val style = MaterialTheme.typography.bodyMedium.copy(fontFeatureSettings = "tnum")
            if (perRow == 1) {
                val ply = row.single()
                MovePly(ply, "$ply. ${moves.getOrElse(ply.toInt() - 1) { "" }}", ply == current, onSelect, Modifier.weight(1f))
            } else {
                // The move's number, then each side's ply in a column of its own, so the plies line up down the list.
                Text("${rowOf(row.first(), perRow) + 1}.", Modifier.width(MOVE_NUMBER_WIDTH), style = style, color = MaterialTheme.colorScheme.onSurfaceVariant)
                for (slot in 0 until perRow) {
                    val ply = row.getOrNull(slot)
                    if (ply == null) {
                        androidx.compose.foundation.layout.Spacer(Modifier.weight(1f))
                    } else {
                        MovePly(ply, moves.getOrElse(ply.toInt() - 1) { "" }, ply == current, onSelect, Modifier.weight(1f))
                    }
                }
            }
        }
    }
}

/**
 * The moves under the board, where no list is beside it: every ply in one
 * line that scrolls sideways, numbered as the list is, the ply on the board
 * ([current]) filled and kept in view, each a 48 dp tap ([onSelect]) from
 * its position. One line whatever the game's length or the font, so the
 * board above it keeps its size (two wrapped lines of plies were too low a
 * target, and cost the look-back steps their room at twice the font).
 */
@Composable
internal fun MovesLine(variant: Variant, moves: List<String>, current: UInt, onSelect: (UInt) -> Unit, modifier: Modifier = Modifier) {
    val perRow = pliesPerRow(variant)
    // An item a ply, so the shown one is brought into view whole even where its move's two plies are wider than the line.
    val shown = maxOf(current.toInt(), 1) - 1
    val line = rememberLazyListState(initialFirstVisibleItemIndex = shown)
    val margin = with(LocalDensity.current) { FADE.roundToPx() }
    // Again at another font size, which widens the plies around the shown one.
    LaunchedEffect(moves.size, current, LocalDensity.current.fontScale) {
        // Once laid out (see GameMoveList), and only as far as brings the shown ply wholly into the line, clear
        // of its faded ends; where it is wider than the line, its start.
        withFrameNanos { }
        val info = line.layoutInfo
        val item = info.visibleItemsInfo.firstOrNull { it.index == shown }
        if (item == null) {
            line.scrollToItem(shown)
            return@LaunchedEffect
        }
        val before = item.offset - (info.viewportStartOffset + margin)
        val after = item.offset + item.size - (info.viewportEndOffset - margin)
        val by = if (before < 0) before else if (after > 0) minOf(after, before) else 0
        // (Past the line's ends the scroll stops there, where no end fades.)
        if (by != 0) line.scrollBy(by.toFloat())
    }
    LazyRow(modifier.fadedEnds(line), line, verticalAlignment = Alignment.CenterVertically) {
        items(moves.size, key = { "line-${it + 1}" }) { index ->
            val ply = (index + 1).toUInt()
            // A move's number goes with its first ply: it never stands apart from its move.
            Row(verticalAlignment = Alignment.CenterVertically) {
                if (index % perRow == 0) {
                    val number = if (perRow == 1) "$ply." else "${rowOf(ply, perRow) + 1}."
                    Text(number, Modifier.padding(start = 4.dp), style = MaterialTheme.typography.bodyMedium.copy(fontFeatureSettings = "tnum"), color = MaterialTheme.colorScheme.onSurfaceVariant)
                }
                MovePly(ply, moves[index], ply == current, onSelect, Modifier)
            }
        }
    }
}

/**
 * The line's ends fade out where more moves lie beyond them, so a ply cut
 * by the edge reads as one the line scrolls to, not as a clipped word.
 */
private fun Modifier.fadedEnds(line: LazyListState): Modifier =
    graphicsLayer(compositingStrategy = CompositingStrategy.Offscreen).drawWithContent {
        drawContent()
        val fade = minOf(FADE.toPx(), size.width / 4)
        if (line.canScrollBackward) {
            drawRect(Brush.horizontalGradient(listOf(Color.Transparent, Color.Black), startX = 0f, endX = fade), size = Size(fade, size.height), blendMode = BlendMode.DstIn)
        }
        if (line.canScrollForward) {
            val start = size.width - fade
            drawRect(Brush.horizontalGradient(listOf(Color.Black, Color.Transparent), startX = start, endX = size.width), Offset(start, 0f), Size(fade, size.height), blendMode = BlendMode.DstIn)
        }
    }

/** How far the line's ends fade: about a move's number. */
private val FADE = 24.dp

/** Room for a move's number up to 999 ("999.") at the list's size. */
private val MOVE_NUMBER_WIDTH = 40.dp

/**
 * Material's smallest touch target: a list row's ply is tapped at least this
 * high, its filled mark staying the text's own height so the list does not
 * read as sparse (issue 61).
 */
internal val MOVE_TAP_HEIGHT = 48.dp

/**
 * One ply of the list, the one on the board filled; a tap goes to it where
 * the list has [onSelect], anywhere in its [MOVE_TAP_HEIGHT].
 */
@Composable
private fun MovePly(ply: UInt, text: String, here: Boolean, onSelect: ((UInt) -> Unit)?, modifier: Modifier) {
    val colors = MaterialTheme.colorScheme
    Box(
        modifier
            .then(if (onSelect != null) Modifier.selectable(here, onClick = { onSelect(ply) }) else Modifier.semantics(mergeDescendants = true) { selected = here })
            .heightIn(min = MOVE_TAP_HEIGHT)
            .testTag("move-$ply"),
        contentAlignment = Alignment.CenterStart,
    ) {
        Text(
            text,
            Modifier
                .background(if (here) colors.primaryContainer else Color.Transparent, RoundedCornerShape(6.dp))
                .padding(horizontal = 8.dp, vertical = 6.dp),
            color = if (here) colors.onPrimaryContainer else colors.onSurface,
            // Half a row at twice the font on a phone is narrower than an EinStein ply ("4 R4 b1-c2"): it wraps, never clips.
            style = MaterialTheme.typography.bodyMedium.copy(fontFeatureSettings = "tnum"),
        )
    }
}

/**
 * The moves of a game under way, beside its board on a wide window: every
 * move so far, the one on the board ([current], the last unless an earlier
 * one is looked back at) filled and kept in view, a tap ([onSelect]) on a
 * move showing its position; before the first, [before] in their place (one
 * list, so the pane never changes its parts as the first move comes).
 */
@Composable
internal fun GameMoveList(
    variant: Variant,
    moves: List<String>,
    modifier: Modifier = Modifier,
    current: UInt = moves.size.toUInt(),
    onSelect: ((UInt) -> Unit)? = null,
    before: (@Composable () -> Unit)? = null,
) {
    val row = if (current > 0u) rowOf(current, pliesPerRow(variant)) else 0
    // A list composed anew (a phone turned sideways mid-game) starts at the row on the board.
    val list = rememberLazyListState(initialFirstVisibleItemIndex = row)
    LaunchedEffect(moves.size, current) {
        if (current == 0u) return@LaunchedEffect
        // Again whenever the list's window changes its height (a larger font gives the turn above it more room):
        // at twice the font the row slid out of a window of one row.
        snapshotFlow { list.layoutInfo.viewportSize }.collect {
            // Once laid out, and only when the row is out of the list's window. Scrolling a list composed in the
            // same layout pass forces a nested layout, which Compose 1.5 is not re-entrant for: it crashed in
            // OnPositionedDispatcher as the phone turned.
            withFrameNanos { }
            val info = list.layoutInfo
            if (info.visibleItemsInfo.isEmpty()) return@collect
            val shown = info.visibleItemsInfo.any { it.index == row && it.offset >= 0 && it.offset + it.size <= info.viewportEndOffset }
            if (!shown) list.scrollToItem(row)
        }
    }
    LazyColumn(modifier.fillMaxWidth().testTag("move-list"), list) {
        if (moves.isEmpty() && before != null) item(key = "before") { before() }
        moveRows(variant, moves, (1..moves.size).map { it.toUInt() }, current, onSelect)
    }
}

/**
 * A horizontal swipe across what this modifies steps through the moves
 * (docs/design.md §7), [onStep] hearing -1 or 1: a swipe to the right shows
 * an earlier move, as a page turned back, one to the left a later one. The
 * steps' buttons stay beside it for screen readers, which do not swipe.
 */
@Composable
internal fun Modifier.swipeSteps(onStep: (Int) -> Unit): Modifier {
    // As far as a finger's width, so a tap that slides a little is still a tap.
    val threshold = with(LocalDensity.current) { MOVE_TAP_HEIGHT.toPx() }
    val step by rememberUpdatedState(onStep)
    return pointerInput(threshold) {
        var dragged = 0f
        detectHorizontalDragGestures(
            onDragStart = { dragged = 0f },
            onDragEnd = { if (abs(dragged) > threshold) step(if (dragged < 0) 1 else -1) },
        ) { _, amount -> dragged += amount }
    }
}
