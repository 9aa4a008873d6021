package app.zabel.ui

import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ColumnScope
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxHeight
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.width
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.unit.dp

/** Material's expanded width: from here the history and a replay sit side by side. */
internal val LIST_DETAIL_WIDTH = 840.dp

/** The history's pane beside a replay (and Home's recent games): a row reads whole, the rest gets the room. */
internal val LIST_PANE = 400.dp

/**
 * The history and a replay from it ([screen] is one or the other): on a
 * wide window list and detail side by side, the game replayed marked in
 * the list and Back (the list's) going Home; else one at a time, Back
 * from a replay going to the list.
 */
@Composable
fun ColumnScope.HistoryAndReplay(state: ZabelState, screen: Screen) {
    val replaying = screen as? Screen.Replaying
    BoxWithConstraints(Modifier.fillMaxWidth().weight(1f)) {
        if (maxWidth < LIST_DETAIL_WIDTH) {
            Column(Modifier.fillMaxSize()) {
                if (replaying != null) ReplayScreen(state, replaying) else HistoryScreen(state)
            }
        } else {
            Row(Modifier.fillMaxSize().testTag("list-detail")) {
                Column(Modifier.width(LIST_PANE).fillMaxHeight()) {
                    HistoryScreen(state, onBack = { state.go(Screen.Home) }, selected = replaying?.gameId)
                }
                Column(Modifier.weight(1f).fillMaxHeight().padding(start = 24.dp)) {
                    if (replaying != null) {
                        ReplayScreen(state, replaying, withBack = false)
                    } else {
                        Text(state.strings.historyPick, Modifier.padding(top = 56.dp).testTag("pick-a-game"), color = MaterialTheme.colorScheme.onSurfaceVariant)
                    }
                }
            }
        }
    }
}
