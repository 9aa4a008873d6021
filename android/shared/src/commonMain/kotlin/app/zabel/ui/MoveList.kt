package app.zabel.ui

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.ui.Alignment
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.width
import androidx.compose.foundation.lazy.LazyColumn
import androidx.compose.foundation.lazy.LazyListScope
import androidx.compose.foundation.lazy.items
import androidx.compose.foundation.lazy.rememberLazyListState
import androidx.compose.foundation.selection.selectable
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.withFrameNanos
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.selected
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.unit.Dp
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
                MovePly(ply, "$ply. ${moves.getOrElse(ply.toInt() - 1) { "" }}", ply == current, onSelect, Modifier.weight(1f), MOVE_TAP_HEIGHT)
            } else {
                // The move's number, then each side's ply in a column of its own, so the plies line up down the list.
                Text("${rowOf(row.first(), perRow) + 1}.", Modifier.width(MOVE_NUMBER_WIDTH), style = style, color = MaterialTheme.colorScheme.onSurfaceVariant)
                for (slot in 0 until perRow) {
                    val ply = row.getOrNull(slot)
                    if (ply == null) {
                        androidx.compose.foundation.layout.Spacer(Modifier.weight(1f))
                    } else {
                        MovePly(ply, moves.getOrElse(ply.toInt() - 1) { "" }, ply == current, onSelect, Modifier.weight(1f), MOVE_TAP_HEIGHT)
                    }
                }
            }
        }
    }
}

/**
 * The plies of the one-line list under the board: [rows] rows of them, the
 * last of them the row of [at] (the ply on the board; the first rows near
 * the start), numbered from 1.
 */
internal fun lineRows(variant: Variant, plies: Int, at: UInt, rows: Int = 2): List<List<UInt>> {
    val perRow = pliesPerRow(variant)
    val all = (1..plies).map { it.toUInt() }.groupBy { rowOf(it, perRow) }.values.toList()
    // Ending at the shown ply's row; near the start, the first rows (the start itself shows them too).
    val end = maxOf(if (at == 0u) 0 else rowOf(at, perRow) + 1, minOf(rows, all.size))
    return all.subList(maxOf(0, end - rows), end)
}

/**
 * The moves under the board, where no list is beside it: a few rows in one
 * line, numbered as the list is, the ply on the board ([current]) filled,
 * each ply a tap ([onSelect]) away from its position.
 */
@OptIn(ExperimentalLayoutApi::class)
@Composable
internal fun MovesLine(variant: Variant, moves: List<String>, current: UInt, onSelect: (UInt) -> Unit, modifier: Modifier = Modifier) {
    val perRow = pliesPerRow(variant)
    FlowRow(modifier, verticalArrangement = Arrangement.Center) {
        for (row in lineRows(variant, moves.size, current)) {
            val number = if (perRow == 1) "${row.first()}." else "${rowOf(row.first(), perRow) + 1}."
            // A number and its plies wrap as one: at twice the font "2." ended a line and its move began the next.
            Row(verticalAlignment = Alignment.CenterVertically) {
                Text(number, Modifier.padding(start = 4.dp), style = MaterialTheme.typography.bodyMedium.copy(fontFeatureSettings = "tnum"), color = MaterialTheme.colorScheme.onSurfaceVariant)
                for (ply in row) MovePly(ply, moves.getOrElse(ply.toInt() - 1) { "" }, ply == current, onSelect, Modifier)
            }
        }
    }
}

/** Room for a move's number up to 999 ("999.") at the list's size. */
private val MOVE_NUMBER_WIDTH = 40.dp

/**
 * Material's smallest touch target: a list row's ply is tapped at least this
 * high, its filled mark staying the text's own height so the list does not
 * read as sparse (issue 61).
 */
private val MOVE_TAP_HEIGHT = 48.dp

/**
 * One ply of the list, the one on the board filled; a tap goes to it where
 * the list has [onSelect], anywhere in its [tapHeight] (the line under the
 * board keeps its plies' own height, two rows of them beside the actions).
 */
@Composable
private fun MovePly(ply: UInt, text: String, here: Boolean, onSelect: ((UInt) -> Unit)?, modifier: Modifier, tapHeight: Dp = Dp.Unspecified) {
    val colors = MaterialTheme.colorScheme
    Box(
        modifier
            .then(if (onSelect != null) Modifier.selectable(here, onClick = { onSelect(ply) }) else Modifier.semantics(mergeDescendants = true) { selected = here })
            .heightIn(min = tapHeight)
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
        // Once laid out, and only when the row is out of the list's window. Scrolling a list composed in the
        // same layout pass forces a nested layout, which Compose 1.5 is not re-entrant for: it crashed in
        // OnPositionedDispatcher as the phone turned.
        withFrameNanos { }
        val info = list.layoutInfo
        val shown = info.visibleItemsInfo.any { it.index == row && it.offset >= 0 && it.offset + it.size <= info.viewportEndOffset }
        if (!shown) list.scrollToItem(row)
    }
    LazyColumn(modifier.fillMaxWidth().testTag("move-list"), list) {
        if (moves.isEmpty() && before != null) item(key = "before") { before() }
        moveRows(variant, moves, (1..moves.size).map { it.toUInt() }, current, onSelect)
    }
}
