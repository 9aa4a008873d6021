package app.zabel.ui

import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ColumnScope
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.unit.dp
import app.zabel.core.Variant

@Composable
fun ColumnScope.RulesScreen(state: ZabelState, screen: Screen.Rules) =
    RulesScreen(state.strings, screen.variant, state.rules(screen.variant)) { state.back() }

/** A game's rules as the core words them, a paragraph a line, under Back; drawn from its arguments alone. */
@Composable
fun ColumnScope.RulesScreen(s: Strings, variant: Variant, rules: String, onBack: () -> Unit) {
    ScreenBar(s, s.rulesName(variant) + DOT + s.rules, onBack)
    Column(Modifier.weight(1f, fill = false).verticalScroll(rememberScrollState())) {
        for (paragraph in rules.split("\n")) {
            Text(paragraph.trim(), Modifier.padding(bottom = 10.dp).testTag("rules-text"), style = MaterialTheme.typography.bodyLarge)
        }
    }
}
