package app.zabel.ui

import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ColumnScope
import androidx.compose.foundation.layout.Spacer
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp
import app.zabel.core.Variant

@Composable
fun ColumnScope.HomeScreen(state: ZabelState) = HomeScreen(state.strings, state.canContinue, state::continueGame, state::go)

/**
 * Home: the game to continue, a new game of each, every game's rules, the
 * history, the rating and the settings. Scrolls when large fonts make it
 * taller than the window. Drawn from its arguments alone, so a test needs
 * no core to show it.
 */
@Composable
fun ColumnScope.HomeScreen(s: Strings, canContinue: Boolean, onContinue: () -> Unit, go: (Screen) -> Unit) {
    Column(Modifier.verticalScroll(rememberScrollState())) { HomeContent(s, canContinue, onContinue, go) }
}

@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun HomeContent(s: Strings, canContinue: Boolean, onContinue: () -> Unit, go: (Screen) -> Unit) {
    Text(s.appName, fontSize = 40.sp, fontWeight = FontWeight.Bold, modifier = Modifier.padding(vertical = 24.dp))
    if (canContinue) WideButton(s.continueGame, "continue", onClick = onContinue)
    Text(s.newGame, style = MaterialTheme.typography.titleMedium, modifier = Modifier.padding(top = 12.dp, bottom = 4.dp))
    // One button per game, by the game's own name.
    WideButton(s.gameName(Variant.EINSTEIN), "new-einstein") { go(Screen.Opponents) }
    WideButton(s.gameName(Variant.KOENIGSZABEL), "new-koenigszabel") { go(Screen.NewKoenigszabel) }
    WideButton(s.manyPlayers, "new-quattro") { go(Screen.NewQuattro) }
    // Every game's rules one tap from Home, before anyone starts a game.
    FlowRow(Modifier.fillMaxWidth().padding(top = 4.dp)) {
        Text(s.rules + ":", Modifier.align(Alignment.CenterVertically), style = MaterialTheme.typography.bodyMedium)
        for ((variant, tag) in RULES) {
            TextButton({ go(Screen.Rules(variant)) }, Modifier.testTag("rules-$tag")) { Text(s.rulesName(variant)) }
        }
    }
    Spacer(Modifier.height(12.dp))
    WideOutlinedButton(s.history, "history") { go(Screen.History) }
    WideOutlinedButton(s.rating, "rating") { go(Screen.Rating()) }
    WideOutlinedButton(s.settings, "settings") { go(Screen.Settings) }
}

/** The games with a page of rules: the two Quattro seatings share one. */
private val RULES = listOf(Variant.EINSTEIN to "einstein", Variant.KOENIGSZABEL to "koenigszabel", Variant.QUATTRO_DIAGONAL to "quattro", Variant.TRIO to "trio")
