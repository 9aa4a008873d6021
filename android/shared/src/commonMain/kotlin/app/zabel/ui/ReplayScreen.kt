package app.zabel.ui

import app.zabel.core.variantHasReview
import androidx.compose.material.icons.Icons
import androidx.compose.material.icons.filled.KeyboardArrowLeft
import androidx.compose.material.icons.filled.KeyboardArrowRight
import androidx.compose.material3.Icon

import androidx.compose.foundation.Canvas
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.fillMaxHeight
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ColumnScope
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.widthIn
import androidx.compose.foundation.lazy.LazyColumn
import androidx.compose.foundation.lazy.LazyListScope
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.text.drawText
import androidx.compose.ui.text.rememberTextMeasurer
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.unit.dp
import androidx.compose.ui.semantics.testTag
import androidx.compose.ui.semantics.clearAndSetSemantics
import kotlin.math.roundToInt
import androidx.compose.foundation.gestures.detectTapGestures
import androidx.compose.foundation.lazy.rememberLazyListState
import androidx.compose.runtime.rememberCoroutineScope
import androidx.compose.ui.graphics.PathEffect
import androidx.compose.ui.input.pointer.pointerInput
import androidx.compose.ui.semantics.SemanticsPropertyKey
import androidx.compose.ui.semantics.SemanticsPropertyReceiver
import app.zabel.core.PlyReview
import app.zabel.core.percentText
import kotlinx.coroutines.launch
import app.zabel.core.Variant
import app.zabel.core.GameView

/** What the replay screen shows: a finished game at one of its plies, its review and its record's buttons. */
data class ReplayUi(
    /** The game after [ply] plies. */
    val view: GameView,
    /** The game's number in the history; none for one opened from a record, which is in no history. */
    val gameId: ULong?,
    val ply: UInt,
    val plies: UInt,
    /** Every move of the game, whichever ply is shown. */
    val moves: List<String>,
    val review: ReviewUi,
    val record: RecordUi,
)

/** The replay screen of the app's state. */
@Composable
fun ColumnScope.ReplayScreen(state: ZabelState, screen: Screen.Replaying, withBack: Boolean = true) {
    val view = state.replay.view ?: return
    val replay = state.replay.replay ?: return
    val plies = replay.plies()
    val moves = replay.view(plies).moves
    ReplayScreen(
        ReplayUi(view, screen.gameId, state.replay.ply, plies, moves, state.review.ui, state.recordUi()),
        state.strings,
        onBack = if (withBack) ({ state.back() }) else null,
        onStep = state::stepReplay,
        onShowPly = state::showReplayPly,
        record = state.recordCallbacks,
    )
}

/**
 * A finished game, move by move, and its review. Back stays put; the rest
 * is one page that scrolls as a whole: the board and its steps first, then
 * the review, which gets the window once scrolled to. (Its own list under
 * the board was a few rows high on a phone held upright, a sliver in
 * German, its rows cut flush under the per-side lines as if drawn over
 * them.) Wider than high, the board as tall as the room beside the page.
 * Drawn from [ui] alone, so a test needs no core to show it.
 */
@Composable
fun ColumnScope.ReplayScreen(
    ui: ReplayUi,
    s: Strings,
    /** None beside the history, whose list is the way out. */
    onBack: (() -> Unit)?,
    onStep: (Int) -> Unit,
    onShowPly: (UInt) -> Unit,
    record: RecordCallbacks,
) {
    val view = ui.view
    val list = rememberLazyListState()
    val scope = rememberCoroutineScope()
    ScreenBar(s, s.replayTitle(ui.gameId, view.variant), onBack)
    BoxWithConstraints(Modifier.fillMaxWidth().weight(1f)) {
        val boardWidth = maxWidth * 0.6f
        if (maxWidth > maxHeight) {
            Row(Modifier.fillMaxSize().testTag("wide-layout")) {
                ReplayBoard(view, ui.review.betterMoveAt(ui.ply), Modifier.fillMaxHeight().widthIn(max = boardWidth))
                LazyColumn(Modifier.weight(1f).fillMaxHeight().padding(start = 12.dp).testTag("reviews"), list) {
                    item { ReplayHead(s, ui) }
                    item { ReplaySteps(s, ui, onStep, record.onReview) }
                    item { ReplayRecord(s, ui.record, record) }
                    replayReview(s, ui, onShowPly, record.onCancelReview)
                }
            }
        } else {
            LazyColumn(Modifier.fillMaxSize().testTag("reviews"), list) {
                item { ReplayHead(s, ui) }
                item { ReplayBoard(view, ui.review.betterMoveAt(ui.ply), Modifier.fillMaxWidth()) }
                item { ReplaySteps(s, ui, onStep, record.onReview) }
                item { ReplayRecord(s, ui.record, record) }
                // Upright, a move chosen far down the list would change a board scrolled out of sight:
                // the page brings the board back, its steps under it to go on from there.
                replayReview(s, ui, { ply ->
                    onShowPly(ply)
                    scope.launch { list.animateScrollToItem(1) }
                }, record.onCancelReview)
            }
        }
    }
}

@Composable
private fun ReplayHead(s: Strings, ui: ReplayUi) {
    Text(s.ply(ui.ply.toInt(), ui.plies.toInt()))
}

/** The board after the ply shown; where the review found that move a slip, the better one drawn as an arrow. */
@Composable
private fun ReplayBoard(view: GameView, better: Pair<String, String>?, modifier: Modifier) {
    GameBoard(view.board, {}, modifier, moveCount = view.moves.size, lastMove = view.lastMove, hint = better)
}

/** A move back, the die, a move on, the review's button. */
@Composable
private fun ReplaySteps(s: Strings, ui: ReplayUi, onStep: (Int) -> Unit, onReview: () -> Unit) {
    Row(Modifier.fillMaxWidth().padding(vertical = 6.dp), horizontalArrangement = Arrangement.SpaceBetween) {
        OutlinedButton({ onStep(-1) }, Modifier.testTag("previous")) { Icon(Icons.Filled.KeyboardArrowLeft, contentDescription = s.moveBack) }
        ui.view.die?.let { Die(it, s) }
        OutlinedButton({ onStep(1) }, Modifier.testTag("next")) { Icon(Icons.Filled.KeyboardArrowRight, contentDescription = s.moveOn) }
        if (variantHasReview(ui.view.variant)) OutlinedButton(onReview, Modifier.testTag("review"), enabled = !ui.review.running) { Text(s.review) }
    }
}

/** The replayed game's record, to copy or share. */
@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun ReplayRecord(s: Strings, record: RecordUi, callbacks: RecordCallbacks) {
    FlowRow(horizontalArrangement = Arrangement.spacedBy(8.dp)) { RecordActions(s, record, callbacks) }
}

/**
 * The result; once reviewed, per side what decisions lost and the dice did,
 * the graph of one side's chance, then a row per move. The graph and the
 * rows are tied to the board: a tap on either goes to that move, and the
 * move on the board is marked in both.
 */
private fun LazyListScope.replayReview(s: Strings, ui: ReplayUi, onSelect: (UInt) -> Unit, onCancel: () -> Unit) {
    val view = ui.view
    view.result?.let {
        item { Text(s.result(view.variant, it, view.seats.map { seat -> seat.player })) }
        item { Text(s.scores(view.variant, it), Modifier.testTag("replay-scores"), fontWeight = FontWeight.Bold) }
    }
    item { ReviewHeader(s, view.variant, ui.review, onCancel) }
    ui.review.reviews?.takeIf { it.isNotEmpty() }?.let { reviews -> item { ChanceGraph(s, view.variant, ui.review.viewpoint, reviews, ui.ply, onSelect) } }
    ui.review.nextMistakeAfter(ui.ply)?.let { next ->
        item { OutlinedButton({ onSelect(next) }, Modifier.testTag("next-mistake")) { Text(s.nextMistake) } }
    }
    reviewRows(s, view.variant, ui.review, ui.moves, current = ui.ply, onSelect = onSelect)
}

/** The chances a review's graph draws, one per reviewed ply in order: what a test reads of the drawing. */
val ChancePoints = SemanticsPropertyKey<List<Double>>("ChancePoints")
var SemanticsPropertyReceiver.chancePoints by ChancePoints

/**
 * One side's chance over the whole game, the core's figure for each reviewed
 * ply (the same side throughout, so the line does not swing between the
 * sides), 0 to 100 % with a line at 50 %, the move on the board marked. A
 * tap goes to the nearest move. Screen readers hear the side and the chance
 * at the move on the board.
 */
@Composable
private fun ChanceGraph(s: Strings, variant: Variant, viewpoint: Int, reviews: List<PlyReview>, ply: UInt, onSelect: (UInt) -> Unit) {
    val side = s.seat(variant, viewpoint)
    val chances = reviews.map { it.viewpointChance }
    val current = reviews.indexOfFirst { it.number == ply }
    val label = s.chanceGraph(side)
    val description = if (current >= 0) label + "; " + s.chanceGraphAt(ply.toInt(), chances[current]) else label
    val colors = MaterialTheme.colorScheme
    val style = MaterialTheme.typography.labelSmall.copy(color = colors.onSurfaceVariant)
    val measurer = rememberTextMeasurer()
    val ticks = listOf(1.0, 0.5, 0.0).map { it to measurer.measure(percentText(s.lang, it), style) }
    val density = LocalDensity.current
    // Room for the widest tick label; half a label above and below, so 100 % and 0 % stay whole.
    val left = ticks.maxOf { it.second.size.width } + with(density) { 6.dp.toPx() }
    val pad = ticks.first().second.size.height / 2f
    val height = GRAPH_HEIGHT * maxOf(1f, density.fontScale * 0.75f)
    fun x(index: Int, width: Float) = left + (width - left) * (if (chances.size > 1) index / (chances.size - 1f) else 0.5f)
    // The label and the curve are one node: whatever brings the graph into view (a scroll to it, a screen
    // reader's focus) brings its label too. Its label alone scrolled above a phone turned sideways left a
    // curve nobody could tell whose it was. The description says the label too.
    Column(Modifier.fillMaxWidth().padding(vertical = 6.dp).testTag("chance-graph").semantics { contentDescription = description; chancePoints = chances }) {
        Text(label, Modifier.clearAndSetSemantics { testTag = "chance-graph-label" }, style = MaterialTheme.typography.titleSmall)
        Canvas(
            Modifier.fillMaxWidth().height(height)
                .pointerInput(chances, left) {
                    detectTapGestures { tap ->
                        val span = size.width - left
                        val index = if (chances.size > 1) ((tap.x - left) / span * (chances.size - 1)).roundToInt() else 0
                        onSelect(reviews[index.coerceIn(0, chances.lastIndex)].number)
                    }
                },
        ) {
            fun y(chance: Double) = pad + (size.height - 2 * pad) * (1f - chance.toFloat())
            for ((value, text) in ticks) {
                val at = y(value)
                val mid = value == 0.5
                drawLine(colors.outline.copy(alpha = if (mid) 0.9f else 0.35f), Offset(left, at), Offset(size.width, at),
                    strokeWidth = if (mid) 2f else 1f, pathEffect = if (mid) PathEffect.dashPathEffect(floatArrayOf(8f, 6f)) else null)
                drawText(text, topLeft = Offset(0f, at - text.size.height / 2f))
            }
            if (current >= 0) {
                val at = x(current, size.width)
                drawLine(colors.tertiary, Offset(at, pad), Offset(at, size.height - pad), strokeWidth = 3f)
            }
            val points = chances.indices.map { Offset(x(it, size.width), y(chances[it])) }
            for (i in 1 until points.size) drawLine(colors.primary, points[i - 1], points[i], strokeWidth = 3f)
            if (points.size <= 60) for (p in points) drawCircle(colors.primary, 3.5f, p)
            if (current >= 0) {
                drawCircle(colors.tertiary, 8f, points[current])
                drawCircle(colors.surface, 4f, points[current])
            }
        }
    }
}

/** The review graph's height at the usual font size. */
val GRAPH_HEIGHT = 96.dp
