package app.zabel.ui

import androidx.compose.foundation.selection.selectable
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ColumnScope
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.widthIn
import androidx.compose.foundation.lazy.LazyColumn
import androidx.compose.foundation.lazy.items
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material3.Card
import androidx.compose.material3.CardDefaults
import androidx.compose.material3.ExperimentalMaterial3Api
import androidx.compose.material3.FilterChip
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Surface
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.dp
import app.zabel.core.GameSummary
import app.zabel.core.Score
import app.zabel.core.Variant
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.ui.graphics.Color

/**
 * The finished games, newest first, each tapped to replay; above them Back,
 * the two ways to open a game from elsewhere (a file the system's picker
 * gives, or a record on the clipboard), and the filters: one game, or rated
 * games only, as the core filters them. Older games are read when the list
 * reaches its end. Everything wraps rather than leave the window.
 */
@Composable
fun ColumnScope.HistoryScreen(state: ZabelState, onBack: () -> Unit = { state.back() }, selected: ULong? = null) {
    val history = state.history
    HistoryScreen(
        history.ui,
        state.strings,
        HistoryCallbacks(
            onBack = onBack,
            onOpenFile = { state.exchange.openRecordFile() },
            onPaste = { state.exchange.pasteRecord() },
            onReplay = { id -> state.go(Screen.Replaying(id)) },
            onShowVariant = history::showVariant,
            onShowRatedOnly = history::showRatedOnly,
            onMore = history::more,
        ),
        filesBusy = state.exchange.busy,
        selected = selected,
    )
}

/** Where the history's taps go. */
class HistoryCallbacks(
    val onBack: () -> Unit,
    val onOpenFile: () -> Unit,
    val onPaste: () -> Unit,
    val onReplay: (ULong) -> Unit,
    /** A game's chip, or all games' (null). */
    val onShowVariant: (Variant?) -> Unit,
    val onShowRatedOnly: (Boolean) -> Unit,
    /** The list reached its end: read older games. */
    val onMore: () -> Unit,
)

/** The history drawn from [ui] alone (a test gives it hand-made games). */
@Composable
fun ColumnScope.HistoryScreen(
    ui: HistoryUi,
    s: Strings,
    on: HistoryCallbacks,
    filesBusy: Boolean,
    /** The game replayed beside the list, marked in it. */
    selected: ULong? = null,
) {
    // A column a row can be read across on a tablet, too: the full width put a row's date and result far apart.
    Column(Modifier.widthIn(max = HISTORY_WIDTH).fillMaxWidth().align(Alignment.CenterHorizontally)) {
        ScreenBar(s, null, on.onBack) {
            TextButton(on.onOpenFile, Modifier.testTag("open-record"), enabled = !filesBusy) { Text(s.openGame) }
            TextButton(on.onPaste, Modifier.testTag("paste-record")) { Text(s.pasteGame) }
        }
        // Only the bar above stays: on a phone turned sideways the title and the filters took half the window.
        LazyColumn(Modifier.testTag("history-list")) {
            item(key = "title") { Title(s.history, Modifier.testTag("history-title")) }
            item(key = "filters") { HistoryFilters(s, ui, on) }
            if (ui.games.isEmpty()) {
                item(key = "empty") { Text(if (ui.filtered) s.historyNoneMatch else s.noGames, Modifier.testTag("history-empty")) }
            }
            items(ui.games, key = { it.id.toLong() }) { game -> HistoryRow(s, game, game.id == selected) { on.onReplay(game.id) } }
            if (ui.hasMore) item { LaunchedEffect(ui.games.size) { on.onMore() } }
        }
    }
}

/** The widest the history's list gets. */
private val HISTORY_WIDTH = 640.dp

/** All games or one game, and rated only: chips the core's filter follows. */
@OptIn(ExperimentalLayoutApi::class, ExperimentalMaterial3Api::class)
@Composable
private fun HistoryFilters(s: Strings, ui: HistoryUi, on: HistoryCallbacks) {
    val chosen = ui.filter
    FlowRow(Modifier.fillMaxWidth().padding(bottom = 4.dp), horizontalArrangement = Arrangement.spacedBy(8.dp)) {
        if (ui.variants.isNotEmpty()) {
            FilterChip(chosen.variant == null, { on.onShowVariant(null) }, { Text(s.historyAll) }, Modifier.testTag("filter-all"))
            for (variant in ui.variants) {
                FilterChip(chosen.variant == variant, { on.onShowVariant(variant) }, { Text(s.shortName(variant)) }, Modifier.testTag("filter-${kebab(variant.name)}"))
            }
        }
        FilterChip(chosen.ratedOnly, { on.onShowRatedOnly(!chosen.ratedOnly) }, { Text(s.historyRatedOnly) }, Modifier.testTag("filter-rated"))
    }
}

/** One finished game: which and when, who played, how it ended (for the lone person a badge), and its rating. */
@OptIn(ExperimentalLayoutApi::class)
@Composable
internal fun HistoryRow(s: Strings, game: GameSummary, selected: Boolean, onTap: () -> Unit) {
    val small = MaterialTheme.typography.bodySmall
    val colours = if (selected) CardDefaults.cardColors(containerColor = MaterialTheme.colorScheme.secondaryContainer) else CardDefaults.cardColors()
    Card(
        Modifier.fillMaxWidth().padding(vertical = 3.dp).testTag("game-${game.id}").selectable(selected, onClick = onTap),
        colors = colours,
    ) {
        Column(Modifier.padding(10.dp)) {
            FlowRow(Modifier.fillMaxWidth(), horizontalArrangement = Arrangement.SpaceBetween) {
                Text(s.gameName(game.variant), fontWeight = FontWeight.Bold, modifier = Modifier.padding(end = 8.dp))
                Text(s.date(game.finishedAt), Modifier.testTag("date-${game.id}"), style = small, color = MaterialTheme.colorScheme.onSurfaceVariant)
            }
            for ((seat, line) in s.players(game.variant, game.players).withIndex()) {
                Row(verticalAlignment = Alignment.CenterVertically) {
                    SeatMark(game.variant, seat.toUByte(), size = 12.dp)
                    Text(line, style = small)
                }
            }
            // The result beside the badge while it fits, else under it: a long one at a large font never breaks inside a word.
            FlowRow(Modifier.padding(top = 4.dp), verticalArrangement = Arrangement.spacedBy(2.dp)) {
                game.yourScore?.let { OutcomeBadge(s.yourScore(it), it, "badge-${game.id}") }
                Text(s.result(game.variant, game.result, game.players), fontWeight = FontWeight.Medium)
            }
            Text(
                game.ratingChange?.let(s::ratingChange) ?: s.notRated,
                Modifier.testTag("rating-${game.id}"),
                style = small,
                color = if (game.rated) Color.Unspecified else MaterialTheme.colorScheme.onSurfaceVariant,
            )
        }
    }
}

/** "Won", "Lost", "Draw" in the colour that agrees with the word: the word says it, the colour only helps. */
@Composable
private fun OutcomeBadge(text: String, score: Score, tag: String) {
    val colours = outcomeColors()
    Surface(Modifier.padding(end = 8.dp), shape = RoundedCornerShape(6.dp), color = colours.of(score), contentColor = colours.on) {
        Text(text, Modifier.padding(horizontal = 8.dp, vertical = 2.dp).testTag(tag), style = MaterialTheme.typography.labelLarge)
    }
}
