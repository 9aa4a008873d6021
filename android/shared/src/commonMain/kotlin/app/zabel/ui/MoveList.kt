package app.zabel.ui

import androidx.compose.foundation.background
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
 * game under way and in a replay. A tap ([onSelect]) goes to that move; a
 * game under way has none, its board is always at the last move.
 */
internal fun LazyListScope.moveRows(variant: Variant, moves: List<String>, plies: List<UInt>, current: UInt, onSelect: ((UInt) -> Unit)?) {
    val perRow = pliesPerRow(variant)
    val rows = plies.groupBy { rowOf(it, perRow) }.values.toList()
    items(rows, key = { "moves-${it.first()}" }) { row ->
        Row(Modifier.fillMaxWidth()) {
            val style = MaterialTheme.typography.bodyMedium.copy(fontFeatureSettings = "tnum")
            if (perRow == 1) {
                val ply = row.single()
                MovePly(ply, "$ply. ${moves.getOrElse(ply.toInt() - 1) { "" }}", ply == current, onSelect, Modifier.weight(1f))
            } else {
                // The move's number, then each side's ply in a column of its own, so the plies line up down the list.
                Text("${rowOf(row.first(), perRow) + 1}.", Modifier.width(MOVE_NUMBER_WIDTH).padding(vertical = 6.dp), style = style, color = MaterialTheme.colorScheme.onSurfaceVariant)
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
 * The last [rows] rows of the list in one line, for under the board where
 * no list is beside it: "5. e13-b13 g5-b5   6. b13-c13", numbered as the list is.
 */
internal fun lastMovesLine(variant: Variant, moves: List<String>, rows: Int = 2): String {
    val perRow = pliesPerRow(variant)
    return moves.indices.groupBy { it / perRow }.entries.toList().takeLast(rows)
        .joinToString("   ") { (row, plies) -> "${if (perRow == 1) plies.first() + 1 else row + 1}. " + plies.joinToString(" ") { moves[it] } }
}

/** Room for a move's number up to 999 ("999.") at the list's size. */
private val MOVE_NUMBER_WIDTH = 40.dp

/** One ply of the list, the one on the board filled; a tap goes to it where the list has [onSelect]. */
@Composable
private fun MovePly(ply: UInt, text: String, here: Boolean, onSelect: ((UInt) -> Unit)?, modifier: Modifier) {
    val colors = MaterialTheme.colorScheme
    Text(
        text,
        modifier
            .then(if (onSelect != null) Modifier.selectable(here, onClick = { onSelect(ply) }) else Modifier.semantics { selected = here })
            .background(if (here) colors.primaryContainer else Color.Transparent, RoundedCornerShape(6.dp))
            .padding(horizontal = 8.dp, vertical = 6.dp)
            .testTag("move-$ply"),
        color = if (here) colors.onPrimaryContainer else colors.onSurface,
        // Half a row at twice the font on a phone is narrower than an EinStein ply ("4 R4 b1-c2"): it wraps, never clips.
        style = MaterialTheme.typography.bodyMedium.copy(fontFeatureSettings = "tnum"),
    )
}

/**
 * The moves of a game under way, beside its board on a wide window: every
 * move so far, the last filled, the list kept at its end as moves come;
 * before the first, [before] in their place (one list, so the pane never
 * changes its parts as the first move comes).
 */
@Composable
internal fun GameMoveList(variant: Variant, moves: List<String>, modifier: Modifier = Modifier, before: (@Composable () -> Unit)? = null) {
    val list = rememberLazyListState()
    LaunchedEffect(moves.size) {
        if (moves.isNotEmpty()) list.scrollToItem(rowOf(moves.size.toUInt(), pliesPerRow(variant)))
    }
    LazyColumn(modifier.fillMaxWidth().testTag("move-list"), list) {
        if (moves.isEmpty() && before != null) item(key = "before") { before() }
        moveRows(variant, moves, (1..moves.size).map { it.toUInt() }, current = moves.size.toUInt(), onSelect = null)
    }
}
