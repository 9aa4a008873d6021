package app.zabel.ui

import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import app.zabel.core.GameSummary
import androidx.compose.foundation.lazy.items
import androidx.compose.foundation.lazy.LazyColumn
import androidx.compose.foundation.layout.width
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ColumnScope
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.verticalScroll
import androidx.compose.material.icons.Icons
import androidx.compose.material.icons.filled.KeyboardArrowRight
import androidx.compose.material.icons.filled.Settings
import androidx.compose.material3.Card
import androidx.compose.material3.CardDefaults
import androidx.compose.foundation.layout.size
import androidx.compose.material3.Icon
import androidx.compose.material3.IconButton
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import androidx.compose.runtime.remember
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.dp
import app.zabel.core.PlayerRating
import app.zabel.core.Variant

/** What Home shows: whether a game waits to be continued, the person's rating in each game rated so far, the last games. */
data class HomeUi(
    val canContinue: Boolean,
    /** Only games with a rated game played: the others say how to get a rating. */
    val ratings: Map<Variant, PlayerRating> = emptyMap(),
    /** The last games finished, newest first: beside the games on a wide window. */
    val recent: List<GameSummary> = emptyList(),
)

/** How many finished games Home shows beside the games on a wide window. */
internal const val RECENT_GAMES = 5u

/** Home of the app's state; ratings and games read once on the way in (a game finished since shows on return). */
@Composable
fun ColumnScope.HomeScreen(state: ZabelState) {
    val ratings = remember { state.homeRatings() }
    val recent = remember { state.recentGames() }
    HomeScreen(state.strings, HomeUi(state.canContinue, ratings, recent), state::continueGame, state::go, state::chooseGame)
}

/**
 * Home: the app's bar with Settings, the game to continue, then a card per
 * game (its name, what it is in a line, the person's rating in it, its
 * rules) that starts a new one, and the history and the rating. On a wide
 * window (a tablet) the last games finished beside the cards, each tapped
 * to replay; else one readable column. Scrolls when large fonts make it
 * taller than the window. Drawn from [ui] alone, so a test needs no core.
 */
@Composable
fun ColumnScope.HomeScreen(
    s: Strings,
    ui: HomeUi,
    onContinue: () -> Unit,
    go: (Screen) -> Unit,
    /** A game's card: its new-game screen, which the state may precede with the offer of the game's lessons. */
    newGame: (Variant, Screen) -> Unit = { _, to -> go(to) },
) {
    AdaptiveScreen { wide ->
        HomeBar(s) { go(Screen.Settings) }
        if (wide) {
            Row(Modifier.fillMaxWidth().testTag("home-two-panes")) {
                Column(Modifier.weight(1f).verticalScroll(rememberScrollState())) { HomeGames(s, ui, onContinue, go, newGame) }
                RecentGames(s, ui.recent, go, Modifier.width(LIST_PANE).padding(start = 24.dp))
            }
        } else {
            Column(Modifier.verticalScroll(rememberScrollState())) { HomeGames(s, ui, onContinue, go, newGame) }
        }
    }
}

/** The game to continue, a card per game, the history and the rating. */
@Composable
private fun HomeGames(s: Strings, ui: HomeUi, onContinue: () -> Unit, go: (Screen) -> Unit, newGame: (Variant, Screen) -> Unit) {
    if (ui.canContinue) WideButton(s.continueGame, "continue", onClick = onContinue)
    Text(s.newGame, style = MaterialTheme.typography.titleMedium, modifier = Modifier.padding(top = 12.dp, bottom = 4.dp))
    GameCard(s, Variant.EINSTEIN, s.gameName(Variant.EINSTEIN), s.aboutEinstein, ratingLine(s, ui, Variant.EINSTEIN), "new-einstein", { newGame(Variant.EINSTEIN, Screen.Opponents) }) {
        RulesButton(s, Variant.EINSTEIN, s.rules, go)
    }
    GameCard(s, Variant.KOENIGSZABEL, s.gameName(Variant.KOENIGSZABEL), s.aboutKoenigszabel, ratingLine(s, ui, Variant.KOENIGSZABEL), "new-koenigszabel", { newGame(Variant.KOENIGSZABEL, Screen.NewKoenigszabel) }) {
        RulesButton(s, Variant.KOENIGSZABEL, s.rules, go)
    }
    // Not rated, so no rating line; two games of rules, named.
    GameCard(s, Variant.QUATTRO_DIAGONAL, s.manyPlayers, s.aboutManyPlayers, null, "new-quattro", { newGame(Variant.QUATTRO_DIAGONAL, Screen.NewQuattro) }) {
        for (variant in listOf(Variant.QUATTRO_DIAGONAL, Variant.TRIO)) RulesButton(s, variant, s.rulesOf(variant), go)
    }
    // A row of its own: a third button beside History and Rating broke "Wertung" inside the word on a narrow phone.
    // Learn and Puzzles, the two ways to practise, side by side in a row of their own.
    Row(Modifier.fillMaxWidth().padding(top = 12.dp), horizontalArrangement = Arrangement.spacedBy(8.dp)) {
        OutlinedButton({ go(Screen.Learn()) }, Modifier.weight(1f).testTag("learn")) { Text(s.learnTitle) }
        OutlinedButton({ go(Screen.Puzzles) }, Modifier.weight(1f).testTag("puzzles")) { Text(s.puzzles) }
    }
    Row(Modifier.fillMaxWidth().padding(top = 8.dp), horizontalArrangement = Arrangement.spacedBy(8.dp)) {
        OutlinedButton({ go(Screen.History) }, Modifier.weight(1f).testTag("history")) { Text(s.history) }
        OutlinedButton({ go(Screen.Rating()) }, Modifier.weight(1f).testTag("rating")) { Text(s.rating) }
    }
}

/** The last games finished, as the history shows them, each tapped to replay; before the first, that there are none. */
@Composable
private fun RecentGames(s: Strings, games: List<GameSummary>, go: (Screen) -> Unit, modifier: Modifier) {
    LazyColumn(modifier.testTag("home-recent")) {
        item { Text(s.recentGames, Modifier.padding(top = 12.dp, bottom = 4.dp), style = MaterialTheme.typography.titleMedium) }
        if (games.isEmpty()) item { Text(s.noGames, color = MaterialTheme.colorScheme.onSurfaceVariant) }
        items(games, key = { it.id.toLong() }) { game -> HistoryRow(s, game, selected = false) { go(Screen.Replaying(game.id)) } }
    }
}

/** The app's own bar: its name where other screens have Back and a title, and Settings as Material's gear. */
@Composable
private fun HomeBar(s: Strings, onSettings: () -> Unit) {
    Row(Modifier.fillMaxWidth().heightIn(min = 64.dp).testTag("top-bar"), verticalAlignment = Alignment.CenterVertically) {
        Text(s.name, Modifier.weight(1f).testTag("screen-title"), style = MaterialTheme.typography.headlineMedium.copy(fontFamily = androidx.compose.ui.text.font.FontFamily.Serif), fontWeight = FontWeight.Bold)
        IconButton(onSettings, Modifier.testTag("settings")) { Icon(Icons.Filled.Settings, contentDescription = s.settings) }
    }
}

/** "Your Elo: 1192 · 12 rated games" on the card of a game rated so far, else how to get a rating. */
private fun ratingLine(s: Strings, ui: HomeUi, variant: Variant): String =
    ui.ratings[variant]?.let { s.yourRating(it.rating, it.games, it.provisional) } ?: s.noRatedGames

/** A game to start, with a small drawing of its board: a tap on the card opens its new-game screen; its rules under it, one tap away too. */
@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun GameCard(s: Strings, pictured: Variant, name: String, about: String, rating: String?, tag: String, onNew: () -> Unit, rules: @Composable () -> Unit) {
    Card(
        Modifier.fillMaxWidth().padding(vertical = 6.dp).testTag(tag).clickable(role = Role.Button, onClick = onNew),
        colors = CardDefaults.cardColors(containerColor = MaterialTheme.colorScheme.surface),
        elevation = CardDefaults.cardElevation(defaultElevation = 1.dp),
    ) {
        Row(Modifier.padding(start = 12.dp, end = 4.dp, top = 12.dp, bottom = 4.dp)) {
            BoardThumbnail(pictured, s.lang, Modifier.size(THUMBNAIL).padding(top = 2.dp))
            Column(Modifier.weight(1f).padding(start = 12.dp)) {
                // The arrow says the card leads on: to the game's new-game screen.
                Row(verticalAlignment = Alignment.CenterVertically) {
                    Box(Modifier.weight(1f)) { WholeWordsText(name, MaterialTheme.typography.titleMedium) }
                    Icon(Icons.Filled.KeyboardArrowRight, contentDescription = null)
                }
                Text(about, Modifier.padding(top = 2.dp), style = MaterialTheme.typography.bodyMedium)
                rating?.let { Text(it, Modifier.padding(top = 4.dp).testTag("$tag-rating"), style = MaterialTheme.typography.bodySmall, color = MaterialTheme.colorScheme.onSurfaceVariant) }
                FlowRow(Modifier.fillMaxWidth(), horizontalArrangement = Arrangement.End) { rules() }
            }
        }
    }
}

/** The side of Home's drawing of a board. */
internal val THUMBNAIL = 72.dp

@Composable
private fun RulesButton(s: Strings, variant: Variant, label: String, go: (Screen) -> Unit) {
    TextButton({ go(Screen.Rules(variant)) }, Modifier.testTag("rules-${RULES_TAGS.getValue(variant)}")) { Text(label) }
}

/** The games with a page of rules, by their tags: the two Quattro seatings share one. */
private val RULES_TAGS = mapOf(Variant.EINSTEIN to "einstein", Variant.KOENIGSZABEL to "koenigszabel", Variant.QUATTRO_DIAGONAL to "quattro", Variant.TRIO to "trio")
