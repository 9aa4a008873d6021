package app.zabel.ui

import app.zabel.core.variantHasReview
import androidx.compose.material.icons.Icons
import androidx.compose.material.icons.filled.KeyboardArrowLeft
import androidx.compose.material.icons.filled.KeyboardArrowRight
import androidx.compose.material3.Icon

import androidx.compose.foundation.Canvas
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
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
import app.zabel.core.ChanceRange
import app.zabel.core.PlyReview
import app.zabel.core.percentText
import kotlinx.coroutines.launch
import app.zabel.core.Variant
import app.zabel.core.GameView
import app.zabel.core.PlayerKind
import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Spacer
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.lazy.LazyListState
import androidx.compose.foundation.lazy.items
import androidx.compose.foundation.selection.selectable
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material3.IconButton
import androidx.compose.material3.Slider
import androidx.compose.material3.TextButton
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.withFrameNanos
import androidx.compose.runtime.remember
import androidx.compose.runtime.key
import androidx.compose.ui.Alignment
import androidx.compose.ui.graphics.Color

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
    val s = state.strings
    // The game, who the person played and the day, from its history entry; a record opened from a file has none.
    val summary = remember(screen.gameId) { screen.gameId?.let(state::summaryOf) }
    val title = summary?.let { game ->
        val opponent = game.players.singleOrNull { it !is PlayerKind.Human }.takeIf { game.players.count { it is PlayerKind.Human } == 1 }
        s.replayTitleOf(game.variant, opponent?.let { state.opponentName(game.variant, it) }, s.day(game.finishedAt))
    } ?: s.replayTitle(screen.gameId, view.variant)
    ReplayScreen(
        ReplayUi(view, screen.gameId, state.replay.ply, plies, moves, state.review.ui, state.recordUi()),
        s,
        onBack = if (withBack) ({ state.back() }) else null,
        onStep = state::stepReplay,
        onShowPly = state::showReplayPly,
        record = state.recordCallbacks,
        title = title,
    )
}

/**
 * A finished game, move by move, and its review (docs/design.md §7). The
 * board is fixed and never scrolls away; under it (tall windows) or beside
 * it (wide ones) the steps (to the start, back, a slider, on, to the end)
 * and one list: the result, the review's summary and graph, and a row per
 * move. One cursor: the ply shown is the board's position, the graph's mark
 * and the list's filled row, and a tap on any of them, a step or a swipe
 * across the board moves all three. Drawn from [ui] alone, so a test needs
 * no core to show it.
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
    /** The replay's title; the game's own name when nothing better is known. */
    title: String = s.replayTitle(ui.gameId, ui.view.variant),
) {
    val view = ui.view
    val list = rememberLazyListState()
    ScreenBar(s, title, onBack, menu = { RecordMenu(s, ui.record, record) })
    val rows = replayRows(ui)
    // The list follows the cursor: the row of the move on the board is brought into view, wherever the step
    // came from; only once the list has been laid out, and only when the row is out of its window.
    LaunchedEffect(ui.ply, rows.size) {
        val at = rows.indexOf(ui.ply)
        if (at < 0) return@LaunchedEffect
        withFrameNanos { }
        val info = list.layoutInfo
        if (info.visibleItemsInfo.isEmpty()) return@LaunchedEffect
        val index = rows.headerItems + at
        val shown = info.visibleItemsInfo.any { it.index == index && it.offset >= 0 && it.offset + it.size <= info.viewportEndOffset }
        if (!shown) list.scrollToItem(maxOf(0, index - 1))
    }
    // A review asked for shows its progress at the head of the list, wherever the moves had scrolled it; once
    // laid out, as the list passes over an empty first item and would stay on the one after.
    LaunchedEffect(ui.review.running) {
        if (!ui.review.running) return@LaunchedEffect
        withFrameNanos { }
        list.scrollToItem(0)
    }
    BoxWithConstraints(Modifier.fillMaxWidth().weight(1f)) {
        // The board takes what the moves and the graph leave it: beside them all the room but their column
        // (on a tablet it kept 60 % of the width and stood small in a wide pane, issue 61); under it, on a
        // phone, at least their share of the height, on a tablet held upright its whole width.
        val boardWidth = maxWidth - REPLAY_SIDE - 16.dp
        val boardHeight = maxOf(maxHeight * 0.55f, maxHeight - REPLAY_UNDER)
        if (maxWidth > maxHeight) {
            Row(Modifier.fillMaxSize().testTag("wide-layout")) {
                ReplayBoard(view, ui.review.betterMoveAt(ui.ply), onStep, Modifier.fillMaxHeight().widthIn(max = boardWidth))
                Column(Modifier.weight(1f).fillMaxHeight().padding(start = 16.dp)) {
                    ReplaySteps(s, ui, onStep, onShowPly, record.onReview)
                    ReplayList(s, ui, rows, list, onShowPly, record, Modifier.weight(1f))
                }
            }
        } else {
            Column(Modifier.fillMaxSize()) {
                // On a phone the board keeps about half the room, so the moves under it stay readable.
                ReplayBoard(view, ui.review.betterMoveAt(ui.ply), onStep, Modifier.fillMaxWidth().heightIn(max = boardHeight))
                ReplaySteps(s, ui, onStep, onShowPly, record.onReview)
                ReplayList(s, ui, rows, list, onShowPly, record, Modifier.weight(1f))
            }
        }
    }
}

/** The narrowest the column beside a replay's board is: a review's rows still read in a few lines. */
internal val REPLAY_SIDE = 280.dp

/** What a tall window keeps under a replay's board at most: the steps and a few rows of the list. */
internal val REPLAY_UNDER = 400.dp

/** The plies the list shows, in order, [perRow] a row, and how many items come before the first row. */
private class ReplayRows(val plies: List<UInt>, val headerItems: Int, val perRow: Int) {
    val size get() = plies.size
    /** The row of [ply], from 0; -1 where the list has none (the start). */
    fun indexOf(ply: UInt) = plies.indexOf(ply).let { if (it < 0) -1 else it / perRow }
}

/**
 * Once reviewed a row per reviewed ply: each carries its verdict's sentence,
 * and two sentences a row would leave no room to read either against the
 * board. Else the moves played, both sides' a row in a game of two.
 */
private fun replayRows(ui: ReplayUi): ReplayRows {
    val reviewed = ui.review.reviews?.takeIf { it.isNotEmpty() }
    val plies = reviewed?.map { it.number } ?: (1u..ui.plies).toList()
    val perRow = if (reviewed != null) 1 else pliesPerRow(ui.view.variant)
    // The items before the rows, as [ReplayList] adds them.
    var header = 1
    if (ui.view.result != null) header += 1
    if (reviewed != null) header += 1
    if (ui.review.nextMistakeAfter(ui.ply) != null) header += 1
    return ReplayRows(plies, header, perRow)
}

@Composable
private fun ReplayList(s: Strings, ui: ReplayUi, rows: ReplayRows, list: LazyListState, onShowPly: (UInt) -> Unit, record: RecordCallbacks, modifier: Modifier) {
    val view = ui.view
    // A list of its own for each review: the same list given another review of the same length (the
    // game's, in another language) kept drawing the first one's rows.
    key(ui.review.reviews) { LazyColumn(modifier.fillMaxWidth().testTag("reviews"), list) {
        // Never empty, not even before a review: a lazy list passes over an empty first item and, once it grows
        // (the review's progress), keeps it above the window.
        item { Box(Modifier.heightIn(min = 1.dp)) { ReviewHeader(s, ui.review, record.onCancelReview) } }
        view.result?.let { result ->
            item {
                Column(Modifier.padding(vertical = 4.dp)) {
                    Text(s.result(view.variant, result, view.seats.map { seat -> seat.player }))
                    Text(s.scores(view.variant, result), Modifier.testTag("replay-scores"), fontWeight = FontWeight.Bold)
                }
            }
        }
        ui.review.reviews?.takeIf { it.isNotEmpty() }?.let { reviews -> item { ChanceGraph(s, view.variant, ui.review.viewpoint, reviews, ui.review.chanceRange, ui.ply, onShowPly) } }
        ui.review.nextMistakeAfter(ui.ply)?.let { next ->
            item { OutlinedButton({ onShowPly(next) }, Modifier.testTag("next-mistake")) { Text(s.nextMistake) } }
        }
        if (ui.review.reviews?.isNotEmpty() == true) {
            reviewRows(ui.review, current = ui.ply, onSelect = onShowPly)
        } else {
            moveRows(view.variant, ui.moves, rows.plies, current = ui.ply, onSelect = onShowPly)
        }
    } }
}

/** The board at the ply shown; where the review found that move a slip, the better one drawn as an arrow. A swipe across it steps. */
@Composable
private fun ReplayBoard(view: GameView, better: Pair<String, String>?, onStep: (Int) -> Unit, modifier: Modifier) {
    GameBoard(
        view.board,
        {},
        modifier.testTag("board").swipeSteps(onStep),
        moveCount = view.moves.size,
        lastMove = view.lastMove,
        hint = better,
    )
}

/** To the start, a move back, the slider over the whole game, a move on, to the end; the move's number and its die over them. */
@Composable
private fun ReplaySteps(s: Strings, ui: ReplayUi, onStep: (Int) -> Unit, onShowPly: (UInt) -> Unit, onReview: () -> Unit) {
    Column(Modifier.fillMaxWidth().padding(top = 4.dp)) {
        Row(verticalAlignment = Alignment.CenterVertically) {
            Text(s.ply(ui.ply.toInt(), ui.plies.toInt()), Modifier.weight(1f).testTag("ply"), style = MaterialTheme.typography.titleSmall)
            // The review is asked for here, in view, not at the top of a list that follows the moves away from it.
            if (variantHasReview(ui.view.variant)) TextButton(onReview, Modifier.testTag("review"), enabled = !ui.review.running) { Text(s.review) }
            ui.view.die?.let { Die(it, s, Modifier.testTag("die"), size = 36.dp) }
        }
        Row(verticalAlignment = Alignment.CenterVertically) {
            IconButton({ onShowPly(0u) }, Modifier.testTag("first"), enabled = ui.ply > 0u) { Icon(ZabelIcons.FirstPage, contentDescription = s.firstMove) }
            IconButton({ onStep(-1) }, Modifier.testTag("previous"), enabled = ui.ply > 0u) { Icon(Icons.Filled.KeyboardArrowLeft, contentDescription = s.moveBack) }
            if (ui.plies > 0u) {
                Slider(
                    value = ui.ply.toFloat(),
                    onValueChange = { onShowPly(it.roundToInt().toUInt()) },
                    modifier = Modifier.weight(1f).testTag("replay-slider"),
                    valueRange = 0f..ui.plies.toFloat(),
                    steps = maxOf(0, ui.plies.toInt() - 1),
                )
            } else {
                Spacer(Modifier.weight(1f))
            }
            IconButton({ onStep(1) }, Modifier.testTag("next"), enabled = ui.ply < ui.plies) { Icon(Icons.Filled.KeyboardArrowRight, contentDescription = s.moveOn) }
            IconButton({ onShowPly(ui.plies) }, Modifier.testTag("last"), enabled = ui.ply < ui.plies) { Icon(ZabelIcons.LastPage, contentDescription = s.lastMove) }
        }
    }
}

/** The chances a review's graph draws, one per reviewed ply in order: what a test reads of the drawing. */
val ChancePoints = SemanticsPropertyKey<List<Double>>("ChancePoints")
var SemanticsPropertyReceiver.chancePoints by ChancePoints

/** The part of the chance axis the graph draws, low to high: what a test reads of its scale. */
val ChanceScale = SemanticsPropertyKey<ClosedFloatingPointRange<Double>>("ChanceScale")
var SemanticsPropertyReceiver.chanceScale by ChanceScale

/**
 * One side's chance over the whole game, the core's figure for each reviewed
 * ply (the same side throughout, so the line does not swing between the
 * sides), on the part of the axis the core chooses around them with a line
 * at 50 % where it lies inside, the move on the board marked. A
 * tap goes to the nearest move. Screen readers hear the side and the chance
 * at the move on the board.
 */
@Composable
private fun ChanceGraph(s: Strings, variant: Variant, viewpoint: Int, reviews: List<PlyReview>, scale: ChanceRange, ply: UInt, onSelect: (UInt) -> Unit) {
    val side = s.seat(variant, viewpoint)
    val chances = reviews.map { it.viewpointChance }
    val current = reviews.indexOfFirst { it.number == ply }
    val label = s.chanceGraph(side)
    val description = if (current >= 0) label + "; " + s.chanceGraphAt(ply.toInt(), chances[current]) else label
    val colors = MaterialTheme.colorScheme
    val style = MaterialTheme.typography.labelSmall.copy(color = colors.onSurfaceVariant)
    val measurer = rememberTextMeasurer()
    // The core's range around the game's chances: a game that stays between 30 and 31 % showed a flat line
    // on a 0–100 % scale (issue 61); 50 % is marked when it lies inside.
    val range = scale.low..scale.high
    val ticks = (listOf(range.endInclusive, range.start) + listOf(0.5).filter { it > range.start + 0.05 && it < range.endInclusive - 0.05 })
        .map { it to measurer.measure(percentText(s.lang, it), style) }
    val density = LocalDensity.current
    // Room for the widest tick label; half a label above and below, so 100 % and 0 % stay whole.
    val left = ticks.maxOf { it.second.size.width } + with(density) { 6.dp.toPx() }
    val pad = ticks.first().second.size.height / 2f
    val height = GRAPH_HEIGHT * maxOf(1f, density.fontScale * 0.75f)
    fun x(index: Int, width: Float) = left + (width - left) * (if (chances.size > 1) index / (chances.size - 1f) else 0.5f)
    // The label and the curve are one node: whatever brings the graph into view (a scroll to it, a screen
    // reader's focus) brings its label too. Its label alone scrolled above a phone turned sideways left a
    // curve nobody could tell whose it was. The description says the label too.
    Column(Modifier.fillMaxWidth().padding(vertical = 6.dp).testTag("chance-graph").semantics { contentDescription = description; chancePoints = chances; chanceScale = range }) {
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
            fun y(chance: Double) = pad + (size.height - 2 * pad) * (1f - ((chance - range.start) / (range.endInclusive - range.start)).toFloat())
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
