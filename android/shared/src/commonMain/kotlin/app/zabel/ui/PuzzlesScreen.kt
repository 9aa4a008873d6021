package app.zabel.ui

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ColumnScope
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.Spacer
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.layout.width
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.Button
import androidx.compose.material3.ExperimentalMaterial3Api
import androidx.compose.material3.FilterChip
import androidx.compose.material3.Icon
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.heading
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.dp
import app.zabel.core.DieView
import app.zabel.core.PuzzleRatingChange
import app.zabel.core.PuzzleStanding
import app.zabel.core.PuzzleView
import app.zabel.core.Variant

/** What the puzzle screen shows; drawn from this alone. */
data class PuzzleUi(
    val variant: Variant,
    val variants: List<Variant>,
    /** The theme chosen (its code); null: every theme. */
    val theme: String?,
    val standing: PuzzleStanding?,
    /** The puzzle in play; null when the game has none (of the theme chosen). */
    val view: PuzzleView?,
    val note: PuzzleNote?,
    val hinted: Pair<String, String>?,
    /** What the decided attempt did to the rating, until the next puzzle. */
    val change: PuzzleRatingChange?,
    val refusal: Refusal?,
) {
    /** The attempt is decided: solved, or not (a wrong move, a hint). */
    val decided: Boolean get() = change != null || view?.solved == true || view?.failed == true
}

/** The Puzzles screen of the app's state. */
@Composable
fun ColumnScope.PuzzlesScreen(state: ZabelState) {
    val p = state.puzzles
    PuzzlesScreen(
        PuzzleUi(p.variant, p.variants, p.theme, p.standing, p.view, p.note, p.hinted, p.change, p.refused),
        state.strings,
        onBack = { state.back() },
        p,
    )
}

/**
 * Puzzles (issue 66), laid out as a game and a lesson are
 * ([BoardWithPanel]): the board never scrolls away. Tall windows: the bar,
 * the puzzle's heading and its task in one line (the die beside it in
 * EinStein), the board, then what scrolls under it: what the last move
 * brought, the rating's change once the attempt is decided, Show the move
 * (and what it costs), Try again and Next puzzle, the game and theme
 * pickers, and the player's puzzle rating with its streak and history.
 * Wide windows: the board beside a pane of the rest. At a large font the
 * task joins the panel, after what the last move said. Screen readers hear
 * the task and each move's feedback through the board's live region.
 */
@Composable
fun ColumnScope.PuzzlesScreen(ui: PuzzleUi, s: Strings, onBack: () -> Unit, on: PuzzleActions) {
    val view = ui.view
    if (view == null) {
        // No puzzle of this game (or theme): the core's sentence and the app's line, and the way to the other game.
        ScreenBar(s, s.puzzles, onBack)
        Column(Modifier.weight(1f, fill = false).verticalScroll(rememberScrollState())) {
            PuzzlePickers(s, ui, on)
            Text(s.puzzleNoneText(ui.variant), Modifier.padding(vertical = 12.dp).testTag("puzzle-none"), style = MaterialTheme.typography.bodyLarge)
            PuzzleStandingPanel(s, ui)
        }
        return
    }
    val large = LocalDensity.current.fontScale >= LARGE_FONT
    BoardWithPanel(
        ui.note?.spoken(s) ?: "",
        // At a large font the task goes under the board, but the die stays in view beside the title:
        // without it an EinStein position cannot be read.
        bar = {
            ScreenBar(s, s.puzzles, onBack, menu = view.roll?.takeIf { large }?.let { roll -> { Die(DieView.Value(roll), s, Modifier.testTag("puzzle-die")) } })
        },
        board = { modifier ->
            GameBoard(view.board, on::tap, modifier.testTag("board"), hint = ui.hinted, refusal = ui.refusal)
        },
        over = { if (!large) PuzzleTask(s, view) },
        under = {
            if (large) {
                PuzzleOutcome(s, ui, on)
                PuzzleTask(s, view, die = false)
            } else {
                PuzzleOutcome(s, ui, on)
            }
            PuzzlePickers(s, ui, on)
            PuzzleStandingPanel(s, ui)
        },
    ) {
        Column(Modifier.verticalScroll(rememberScrollState())) {
            if (large) PuzzleOutcome(s, ui, on)
            PuzzleTask(s, view, die = !large)
            if (!large) PuzzleOutcome(s, ui, on)
            PuzzlePickers(s, ui, on)
            PuzzleStandingPanel(s, ui)
        }
    }
}

/** "Puzzle 12 · Race to the corner · rated 1490" over the task in one line, the die beside them in EinStein. */
@Composable
private fun PuzzleTask(s: Strings, view: PuzzleView, die: Boolean = true) {
    Row(Modifier.fillMaxWidth().padding(vertical = 4.dp), verticalAlignment = Alignment.CenterVertically) {
        Column(Modifier.weight(1f).semantics(mergeDescendants = true) { heading() }) {
            Text(
                s.puzzleHeading(view.number, view.theme, view.rating),
                Modifier.testTag("puzzle-heading"),
                style = MaterialTheme.typography.titleSmall,
                color = MaterialTheme.colorScheme.primary,
            )
            Text(view.task, Modifier.testTag("puzzle-task"), style = MaterialTheme.typography.bodyLarge)
        }
        view.roll?.takeIf { die }?.let { Die(DieView.Value(it), s, Modifier.padding(start = 8.dp).testTag("puzzle-die")) }
    }
}

/**
 * What the last move brought (in the error's colour when it was not the
 * move), the rating's change once the attempt is decided, and the buttons:
 * Show the move while solving, with what it costs; Try again after a miss,
 * a hint or a solve; Next puzzle, filled once the attempt is decided.
 */
@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun PuzzleOutcome(s: Strings, ui: PuzzleUi, on: PuzzleActions) {
    val view = ui.view ?: return
    ui.note?.line(s)?.let {
        val wrong = ui.note is PuzzleNote.Refused || ui.note is PuzzleNote.Wrong
        Text(
            it,
            Modifier.fillMaxWidth().padding(vertical = 4.dp).testTag("puzzle-feedback"),
            style = MaterialTheme.typography.bodyLarge,
            color = if (wrong) MaterialTheme.colorScheme.error else MaterialTheme.colorScheme.onSurface,
        )
    }
    ui.change?.let {
        Text(it.text, Modifier.padding(vertical = 4.dp).testTag("puzzle-change"), style = MaterialTheme.typography.titleMedium, fontWeight = FontWeight.Medium)
    }
    FlowRow(
        Modifier.fillMaxWidth().padding(top = 4.dp),
        horizontalArrangement = Arrangement.spacedBy(8.dp),
        verticalArrangement = Arrangement.spacedBy(4.dp),
    ) {
        if (!view.solved && !view.failed) {
            OutlinedButton(on::hint, Modifier.testTag("puzzle-hint")) {
                Icon(ZabelIcons.Lightbulb, contentDescription = null, Modifier.size(18.dp))
                Spacer(Modifier.width(8.dp))
                Text(s.puzzleHint)
            }
        }
        if (ui.decided) OutlinedButton(on::tryAgain, Modifier.testTag("puzzle-again")) { Text(s.puzzleAgain) }
        if (ui.decided) {
            Button(on::next, Modifier.testTag("puzzle-next")) { Text(s.puzzleNext) }
        } else {
            OutlinedButton(on::next, Modifier.testTag("puzzle-next")) { Text(s.puzzleNext) }
        }
    }
    if (!ui.decided) {
        Text(
            s.puzzleHintCost,
            Modifier.padding(top = 4.dp).testTag("puzzle-hint-cost"),
            style = MaterialTheme.typography.bodySmall,
            color = MaterialTheme.colorScheme.onSurfaceVariant,
        )
    }
}

/** The game (EinStein or Königszabel) and the theme, as chips. */
@OptIn(ExperimentalLayoutApi::class, ExperimentalMaterial3Api::class)
@Composable
private fun PuzzlePickers(s: Strings, ui: PuzzleUi, on: PuzzleActions) {
    FlowRow(Modifier.fillMaxWidth().padding(top = 12.dp), horizontalArrangement = Arrangement.spacedBy(8.dp)) {
        for (variant in ui.variants) {
            FilterChip(ui.variant == variant, { on.select(variant) }, { Text(s.shortName(variant)) }, Modifier.testTag("puzzle-game-${kebab(variant.name)}"))
        }
    }
    val themes = ui.standing?.themes.orEmpty()
    if (themes.isEmpty()) return
    Text(s.puzzleTheme, Modifier.padding(top = 8.dp), style = MaterialTheme.typography.titleSmall)
    FlowRow(Modifier.fillMaxWidth(), horizontalArrangement = Arrangement.spacedBy(8.dp)) {
        FilterChip(ui.theme == null, { on.chooseTheme(null) }, { Text(s.puzzleAnyTheme) }, Modifier.testTag("puzzle-theme-any"))
        for (theme in themes) {
            FilterChip(ui.theme == theme.code, { on.chooseTheme(theme.code) }, { Text(theme.name) }, Modifier.testTag("puzzle-theme-${theme.code}"))
        }
    }
}

/** The player's puzzle rating in the core's sentence, the streak, and the history's chart after the first attempt. */
@Composable
private fun PuzzleStandingPanel(s: Strings, ui: PuzzleUi) {
    val standing = ui.standing ?: return
    Text(s.puzzleHistory, Modifier.padding(top = 16.dp).semantics { heading() }, style = MaterialTheme.typography.titleMedium)
    Text(standing.text, Modifier.padding(vertical = 4.dp).testTag("puzzle-standing"), style = MaterialTheme.typography.bodyMedium)
    if (standing.streak > 0u) {
        Text(s.puzzleStreak(standing.streak), Modifier.testTag("puzzle-streak"), style = MaterialTheme.typography.bodyMedium, fontWeight = FontWeight.Medium)
    }
    val history = standing.history
    if (history.isNotEmpty()) {
        RatingChart(s.rating, s.puzzles, s.provisionalGames, { yParts -> RatingChartModel.of(history.map { it.rating.toDouble() }, yParts, first = 1) }) { model ->
            s.puzzleHistorySummary(model.values.first().toInt(), model.values.last().toInt(), model.games)
        }
    }
}
