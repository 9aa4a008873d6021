package app.zabel.ui

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ColumnScope
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.width
import androidx.compose.foundation.layout.widthIn
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import androidx.compose.runtime.remember
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.clearAndSetSemantics
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.unit.dp
import app.zabel.core.RulesDiagram
import app.zabel.core.Variant
import app.zabel.core.rulesDiagrams

@Composable
fun ColumnScope.RulesScreen(state: ZabelState, screen: Screen.Rules) {
    val language = state.settings.language
    val diagrams = remember(screen.variant, language) { rulesDiagrams(screen.variant, language) }
    RulesScreen(state.strings, screen.variant, state.rules(screen.variant), diagrams, onBack = { state.back() }) {
        state.go(Screen.Learn(app.zabel.core.lessonCourse(screen.variant), back = screen))
    }
}

/** The widest a rules diagram is drawn: two side by side in a readable column, one on a phone. */
private val DIAGRAM_WIDTH = 296.dp

/**
 * A game's rules as the core words them, a paragraph a line, under Back;
 * then the core's diagrams, each a board where a rule happens (the piece
 * that moves and where it goes marked as in play) over its one-sentence
 * caption: one under another on a phone, two abreast where the column has
 * the room. Drawn from its arguments alone.
 */
@OptIn(ExperimentalLayoutApi::class)
@Composable
fun ColumnScope.RulesScreen(s: Strings, variant: Variant, rules: String, diagrams: List<RulesDiagram>, onBack: () -> Unit, onLearn: (() -> Unit)? = null) {
    // Learn beside the rules: the game's lessons teach the same rules on the board.
    ScreenBar(s, s.rulesName(variant) + DOT + s.rules, onBack, actions = onLearn?.let { learn -> { TextButton(learn, Modifier.testTag("learn")) { Text(s.learn) } } })
    Column(Modifier.weight(1f, fill = false).verticalScroll(rememberScrollState())) {
        for (paragraph in rules.split("\n")) {
            Text(paragraph.trim(), Modifier.padding(bottom = 10.dp).testTag("rules-text"), style = MaterialTheme.typography.bodyLarge)
        }
        FlowRow(
            Modifier.fillMaxWidth().padding(top = 8.dp, bottom = 16.dp),
            horizontalArrangement = Arrangement.spacedBy(16.dp),
            verticalArrangement = Arrangement.spacedBy(16.dp),
        ) {
            for ((index, diagram) in diagrams.withIndex()) {
                // One node for screen readers: the caption says what the drawing shows, square by square would not.
                Column(Modifier.widthIn(max = DIAGRAM_WIDTH).testTag("rules-diagram-$index").semantics(mergeDescendants = true) {}) {
                    GameBoard(diagram.board, {}, Modifier.width(DIAGRAM_WIDTH).clearAndSetSemantics {}, coordinates = false)
                    // At a large font a long German word ("gegenüberliegenden") is wider than the caption's line.
                    WholeWordsText(
                        diagram.caption,
                        MaterialTheme.typography.bodyMedium.copy(color = MaterialTheme.colorScheme.onSurfaceVariant),
                        Modifier.padding(top = 6.dp).testTag("rules-caption"),
                    )
                }
            }
        }
    }
}
