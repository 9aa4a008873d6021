package app.zabel.ui

import androidx.compose.foundation.ScrollState
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
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.remember
import androidx.compose.runtime.withFrameNanos
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.layout.LayoutCoordinates
import androidx.compose.ui.layout.onPlaced
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
    /** The puzzle in play; null when the game has none (of the theme chosen), or when the core could not give one. */
    val view: PuzzleView?,
    /** The core could not give a puzzle: it said why; the screen offers to ask again. */
    val unavailable: Boolean,
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
        PuzzleUi(p.variant, p.variants, p.theme, p.standing, p.view, p.unavailable, p.note, p.hinted, p.change, p.refused),
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
 * brought, the rating's change once the attempt is decided (and the streak
 * a solve made), the buttons (Next puzzle first once decided), the game and theme
 * pickers, and the player's puzzle rating with its streak and history.
 * Wide windows: the board beside a pane of the rest. At a large font the
 * task joins the panel, after what the last move said and, while the
 * attempt is open, before the buttons. Screen readers hear
 * the task and each move's feedback through the board's live region.
 */
@Composable
fun ColumnScope.PuzzlesScreen(ui: PuzzleUi, s: Strings, onBack: () -> Unit, on: PuzzleActions) {
    val view = ui.view
    if (view == null) {
        // No puzzle of this game (or theme): the core's sentence and the app's line, then the way to the other game.
        // A game without any puzzles has no puzzle rating to speak of.
        ScreenBar(s, s.puzzles, onBack)
        Column(Modifier.weight(1f, fill = false).verticalScroll(rememberScrollState())) {
            if (ui.unavailable) {
                // The core's words for what failed are in the notice; asking again may do.
                OutlinedButton(on::next, Modifier.padding(vertical = 12.dp).testTag("puzzle-retry")) { Text(s.puzzleAgain) }
            } else {
                Text(s.puzzleNoneText(ui.variant), Modifier.padding(vertical = 12.dp).testTag("puzzle-none"), style = MaterialTheme.typography.bodyLarge)
            }
            PuzzlePickers(s, ui, on)
            if (ui.standing?.themes.orEmpty().isNotEmpty()) PuzzleStandingPanel(s, ui)
        }
        return
    }
    val large = LocalDensity.current.fontScale >= LARGE_FONT
    // What scrolls beside or under the board comes back into view when the screen says something new: its
    // top (a new puzzle, a move's words, which a large font sets first), or, once the attempt is decided,
    // Next puzzle, which a small phone would otherwise leave under its edge.
    val panel = rememberScrollState()
    val pane = rememberScrollState()
    val places = remember { PanelPlaces() }
    LaunchedEffect(ui.note) {
        // Once laid out anew: the first frame can still hold the layout before the change.
        repeat(2) { withFrameNanos { } }
        val scroll = places.scroll ?: return@LaunchedEffect
        scroll.animateScrollTo(if (ui.decided && !large) places.nextInView() else 0)
    }
    // At a large font what the last move said comes first, then, while the attempt is open, the task, so a
    // new puzzle shows what it asks before the buttons; once decided the task goes after them.
    val taskFirst: (@Composable () -> Unit)? = if (large && !ui.decided) ({ PuzzleTask(s, view, large = true) }) else null
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
            Column(places.content(panel)) {
                PuzzleOutcome(s, ui, on, places, task = taskFirst)
                if (large && ui.decided) PuzzleTask(s, view, large = true)
                PuzzlePickers(s, ui, on)
                PuzzleStandingPanel(s, ui)
            }
        },
        panel = panel,
        // A board of few squares keeps big ones a little smaller, so that on a small phone what a decided
        // attempt says shows whole with Next puzzle; a 13 × 13 board needs the width for its squares.
        underAtLeast = if (view.board.width <= FEW_SQUARES && !large) DECIDED_ROOM else 0.dp,
    ) {
        Column(Modifier.verticalScroll(pane).then(places.content(pane))) {
            if (large) {
                PuzzleOutcome(s, ui, on, places, task = taskFirst)
                if (ui.decided) PuzzleTask(s, view, large = true)
            } else {
                PuzzleTask(s, view)
                PuzzleOutcome(s, ui, on, places)
            }
            PuzzlePickers(s, ui, on)
            PuzzleStandingPanel(s, ui)
        }
    }
}

/** A board this wide or narrower gives up size to what is under it. */
private val FEW_SQUARES = 8u

/**
 * Under the board: what a solve says at 360 dp in German (three lines of
 * what the move did, the rating's change in two where it moved by three
 * figures), the streak and the buttons.
 */
private val DECIDED_ROOM = 208.dp

/**
 * Where Next puzzle lies in what scrolls beside or under the board, so the
 * screen can scroll just far enough to show it whole.
 */
private class PanelPlaces {
    /** What scrolls the panel or pane in the window now (a window turned changes it). */
    var scroll: ScrollState? = null
        private set
    private var scrolled: LayoutCoordinates? = null
    private var next: LayoutCoordinates? = null
    val nextButton: Modifier = Modifier.onPlaced { next = it }

    /** The content that [by] scrolls. */
    fun content(by: ScrollState): Modifier = Modifier.onPlaced {
        scrolled = it
        scroll = by
    }

    /** Where [scroll] shows Next puzzle whole, moving it as little as it can: where it is, if it shows already. */
    fun nextInView(): Int {
        val scroll = scroll ?: return 0
        val content = scrolled?.takeIf { it.isAttached } ?: return scroll.value
        val button = next?.takeIf { it.isAttached } ?: return scroll.value
        val top = content.localPositionOf(button, Offset.Zero).y.toInt()
        val viewport = content.size.height - scroll.maxValue
        val shown = when {
            top < scroll.value -> top
            top + button.size.height > scroll.value + viewport -> top + button.size.height - viewport
            else -> scroll.value
        }
        return shown.coerceIn(0, scroll.maxValue)
    }
}

/**
 * "Puzzle 12 · Race to the corner · rated 1490" across the width (one line
 * on an English phone), over the task, the die beside the task in EinStein.
 * At a [large] font the task comes first, since its heading alone can take
 * four lines in German, and the die is in the bar.
 */
@Composable
private fun PuzzleTask(s: Strings, view: PuzzleView, large: Boolean = false) {
    Column(Modifier.fillMaxWidth().padding(vertical = 4.dp).semantics(mergeDescendants = true) { heading() }) {
        val heading = @Composable {
            Text(
                s.puzzleHeading(view.number, view.theme, view.rating),
                Modifier.testTag("puzzle-heading"),
                style = MaterialTheme.typography.titleSmall,
                color = MaterialTheme.colorScheme.primary,
            )
        }
        if (!large) heading()
        Row(verticalAlignment = Alignment.CenterVertically) {
            Text(view.task, Modifier.weight(1f).testTag("puzzle-task"), style = MaterialTheme.typography.bodyLarge)
            view.roll?.takeIf { !large }?.let { Die(DieView.Value(it), s, Modifier.padding(start = 8.dp).testTag("puzzle-die")) }
        }
        if (large) heading()
    }
}

/**
 * What the last move brought (in the error's colour when it was not the
 * move), then [task] where it is given (a large font's open attempt), the
 * rating's change once the attempt is decided, with the streak when this
 * solve made it, and the buttons: once decided, Next puzzle
 * first (filled), so a narrow window keeps it in its first row, then Try
 * again; Show the move while it can still show one, with what it costs
 * while the attempt is open.
 */
@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun PuzzleOutcome(s: Strings, ui: PuzzleUi, on: PuzzleActions, places: PanelPlaces, task: (@Composable () -> Unit)? = null) {
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
    task?.invoke()
    ui.change?.let {
        Text(it.text, Modifier.padding(vertical = 4.dp).testTag("puzzle-change"), style = MaterialTheme.typography.titleMedium, fontWeight = FontWeight.Medium)
    }
    streakOfTheSolve(ui)?.let { StreakLine(s, it) }
    val hint = @Composable {
        if (!view.solved && !view.failed) {
            OutlinedButton(on::hint, Modifier.testTag("puzzle-hint")) {
                Icon(ZabelIcons.Lightbulb, contentDescription = null, Modifier.size(18.dp))
                Spacer(Modifier.width(8.dp))
                Text(s.puzzleHint)
            }
        }
    }
    FlowRow(
        Modifier.fillMaxWidth().padding(top = 4.dp),
        horizontalArrangement = Arrangement.spacedBy(8.dp),
        verticalArrangement = Arrangement.spacedBy(4.dp),
    ) {
        if (ui.decided) {
            Button(on::next, places.nextButton.testTag("puzzle-next")) { Text(s.puzzleNext) }
            OutlinedButton(on::tryAgain, Modifier.testTag("puzzle-again")) { Text(s.puzzleAgain) }
            hint()
        } else {
            hint()
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

/** The streak, when the puzzle in view was just solved and made it: said with the solve, not only in the standing. */
private fun streakOfTheSolve(ui: PuzzleUi): UInt? =
    ui.standing?.streak?.takeIf { it > 0u && ui.decided && ui.view?.solved == true }

@Composable
private fun StreakLine(s: Strings, streak: UInt) {
    Text(s.puzzleStreak(streak), Modifier.testTag("puzzle-streak"), style = MaterialTheme.typography.bodyMedium, fontWeight = FontWeight.Medium)
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

/** The player's puzzle rating in the core's sentence, the streak (unless said with the solve), and the history's chart after the first attempt. */
@Composable
private fun PuzzleStandingPanel(s: Strings, ui: PuzzleUi) {
    val standing = ui.standing ?: return
    Text(s.puzzleHistory, Modifier.padding(top = 16.dp).semantics { heading() }, style = MaterialTheme.typography.titleMedium)
    Text(standing.text, Modifier.padding(vertical = 4.dp).testTag("puzzle-standing"), style = MaterialTheme.typography.bodyMedium)
    if (standing.streak > 0u && streakOfTheSolve(ui) == null) StreakLine(s, standing.streak)
    val history = standing.history
    if (history.isNotEmpty()) {
        RatingChart(s.rating, s.puzzles, s.provisionalGames, { yParts -> RatingChartModel.of(history.map { it.rating.toDouble() }, yParts, first = 1) }) { model ->
            s.puzzleHistorySummary(model.values.first().toInt(), model.values.last().toInt(), model.games)
        }
    }
}
