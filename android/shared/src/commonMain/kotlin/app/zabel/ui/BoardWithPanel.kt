package app.zabel.ui

import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ColumnScope
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxHeight
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.width
import androidx.compose.foundation.ScrollState
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.verticalScroll
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.layout.layout
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp

/**
 * A board and what goes round it, as a game and a lesson lay them out
 * (docs/design.md §7). The board never scrolls away. Tall windows: the
 * [bar], what stands over the board ([over]), the board as large as the room
 * leaves, then [under] in a short panel that scrolls beneath it. Wide windows
 * (tablets, phones turned): the board as tall as the window beside a pane of
 * the bar and [pane], told its width. [announcement] is the live region that
 * screen readers read as it changes. [panel] scrolls what is under the board,
 * for a screen that brings a part of it into view. [underAtLeast]: in a
 * tall window the board leaves at least that much height to [under] (a
 * puzzle's words and its Next button, beside a board of big squares).
 */
@Composable
fun ColumnScope.BoardWithPanel(
    announcement: String,
    bar: @Composable () -> Unit,
    board: @Composable (Modifier) -> Unit,
    over: @Composable (room: Dp) -> Unit,
    under: @Composable (width: Dp) -> Unit,
    panel: ScrollState = rememberScrollState(),
    underAtLeast: Dp = 0.dp,
    pane: @Composable ColumnScope.(side: Dp) -> Unit,
) {
    BoxWithConstraints(Modifier.fillMaxWidth().weight(1f, fill = false)) {
        val wide = constraints.hasBoundedHeight && maxWidth > maxHeight
        val side = if (maxWidth >= LIST_DETAIL_WIDTH) maxOf(360.dp, minOf(maxWidth * 0.4f, 480.dp)) else minOf(maxWidth * 0.45f, 420.dp)
        val room = if (constraints.hasBoundedHeight) maxHeight else 2000.dp
        val width = maxWidth
        Announcement(announcement)
        if (wide) {
            Row(Modifier.fillMaxSize().testTag("wide-layout")) {
                board(Modifier.weight(1f).fillMaxHeight())
                Column(Modifier.width(side).fillMaxHeight().padding(start = 16.dp)) {
                    bar()
                    pane(side)
                }
            }
        } else {
            // The board's height never depends on what comes under it (hints arriving, a game's seats):
            // it keeps all the room but what the bar, the line over it and the actions need, and those
            // scroll under it only where a large font leaves them no room.
            val reserve = BOARD_RESERVE * LocalDensity.current.fontScale.coerceIn(1f, 1.5f)
            Column(Modifier.fillMaxSize()) {
                bar()
                over(room)
                board(Modifier.fillMaxWidth().leaving(underAtLeast).heightIn(max = maxOf(room - reserve, room * 0.4f)).padding(vertical = 4.dp))
                Column(Modifier.weight(1f, fill = false).verticalScroll(panel)) {
                    under(width)
                }
            }
        }
    }
}

/** What a tall window keeps for the bar, the turn and the actions around the board, at the usual font size. */
val BOARD_RESERVE = 240.dp

/** At most the height the column has left for it, less [room]: what comes after keeps that much. */
private fun Modifier.leaving(room: Dp): Modifier = if (room <= 0.dp) this else layout { measurable, constraints ->
    val most = if (constraints.hasBoundedHeight) (constraints.maxHeight - room.roundToPx()).coerceAtLeast(constraints.minHeight) else constraints.maxHeight
    val placeable = measurable.measure(constraints.copy(maxHeight = most))
    layout(placeable.width, placeable.height) { placeable.place(0, 0) }
}
