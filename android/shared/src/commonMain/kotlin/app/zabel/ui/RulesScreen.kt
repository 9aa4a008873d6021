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

@Composable
fun ColumnScope.RulesScreen(state: ZabelState, screen: Screen.Rules) {
    val s = state.strings
    val variant = screen.variant
    BackButton(state)
    Title(s.rulesName(variant) + DOT + s.rules)
    Column(Modifier.weight(1f, fill = false).verticalScroll(rememberScrollState())) {
        for (paragraph in state.rules(variant).split("\n")) {
            Text(paragraph.trim(), Modifier.padding(bottom = 10.dp).testTag("rules-text"), style = MaterialTheme.typography.bodyLarge)
        }
    }
}
