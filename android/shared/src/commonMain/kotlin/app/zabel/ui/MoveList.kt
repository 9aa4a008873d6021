package app.zabel.ui

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
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

/**
 * A row per move of [plies] (numbered from 1, [moves] the game's notation
 * by ply), the move on the board ([current]) filled: the one cursor of
 * docs/design.md §7, the same in a game under way and in a replay. A tap
 * ([onSelect]) goes to that move; a game under way has none, its board is
 * always at the last move.
 */
internal fun LazyListScope.moveRows(moves: List<String>, plies: List<UInt>, current: UInt, onSelect: ((UInt) -> Unit)?) {
    items(plies, key = { "move-$it" }) { ply -> MoveRow(ply, moves.getOrElse(ply.toInt() - 1) { "" }, ply == current, onSelect?.let { { it(ply) } }) }
}

/** One move of the list: its number and notation; the move on the board filled. */
@Composable
private fun MoveRow(ply: UInt, move: String, here: Boolean, onSelect: (() -> Unit)?) {
    val colors = MaterialTheme.colorScheme
    Text(
        "$ply. $move",
        Modifier.fillMaxWidth()
            .then(if (onSelect != null) Modifier.selectable(here, onClick = onSelect) else Modifier.semantics { selected = here })
            .background(if (here) colors.primaryContainer else Color.Transparent, RoundedCornerShape(6.dp))
            .padding(horizontal = 8.dp, vertical = 6.dp)
            .testTag("move-$ply"),
        color = if (here) colors.onPrimaryContainer else colors.onSurface,
        style = MaterialTheme.typography.bodyMedium.copy(fontFeatureSettings = "tnum"),
        softWrap = false,
    )
}

/**
 * The moves of a game under way, beside its board on a wide window: every
 * move so far, the last filled, the list kept at its end as moves come.
 */
@Composable
internal fun GameMoveList(moves: List<String>, modifier: Modifier = Modifier) {
    val list = rememberLazyListState()
    LaunchedEffect(moves.size) {
        if (moves.isNotEmpty()) list.scrollToItem(moves.lastIndex)
    }
    LazyColumn(modifier.fillMaxWidth().testTag("move-list"), list) {
        moveRows(moves, (1..moves.size).map { it.toUInt() }, current = moves.size.toUInt(), onSelect = null)
    }
}
