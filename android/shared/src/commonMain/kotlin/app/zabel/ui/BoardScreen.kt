package app.zabel.ui

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.fillMaxHeight
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ColumnScope
import androidx.compose.foundation.layout.PaddingValues
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.Spacer
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.width
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.verticalScroll
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material3.ButtonDefaults
import androidx.compose.material3.LinearProgressIndicator
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.ui.layout.Layout
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.remember
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.semantics.LiveRegionMode
import androidx.compose.ui.semantics.liveRegion
import androidx.compose.ui.text.rememberTextMeasurer
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.style.TextAlign
import androidx.compose.ui.text.style.TextDecoration
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp
import app.zabel.core.DieView
import app.zabel.core.GameView
import app.zabel.core.PlayerKind
import app.zabel.core.Phase
import app.zabel.core.SeatView
import app.zabel.core.Terrain
import app.zabel.core.RatedMove
import androidx.compose.foundation.ExperimentalFoundationApi
import androidx.compose.foundation.relocation.BringIntoViewRequester
import androidx.compose.foundation.relocation.bringIntoViewRequester
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.withFrameNanos
import androidx.compose.foundation.layout.Box
import androidx.compose.material3.Icon
import androidx.compose.material3.IconButton
import androidx.compose.material.icons.Icons
import androidx.compose.material.icons.filled.KeyboardArrowLeft
import androidx.compose.material.icons.filled.KeyboardArrowRight
import androidx.compose.ui.graphics.vector.ImageVector
import androidx.compose.foundation.layout.size
import androidx.compose.ui.semantics.contentDescription

/** What the board screen shows: the game, the computer's progress, the hints, and the last change in words. */
data class BoardUi(
    val view: GameView,
    /** The computer's progress, 0..1, while it thinks. */
    val thinking: Double? = null,
    /** The best moves, best first, once a hint is asked for; the first is drawn on the board. */
    val hints: List<RatedMove> = emptyList(),
    /** A hint is being worked out. */
    val hinting: Boolean = false,
    /** The last change, as the board's live region says it. */
    val announcement: String = "",
    /** Who plays whom, beside the board on a wide window until the first move; none in a game of three or four. */
    val opening: Opening? = null,
    /** An earlier position looked back at, drawn in place of the present one; null for the present. */
    val past: PastPosition? = null,
)

/**
 * Who plays whom in a game of two: each seat's line ("Defenders: Thrall
 * (computer, level 1)"), a rating where there is one and a computer's level
 * in its one line, and with the person's seat their chance against that
 * level (the core's figures). It fills the pane beside the board before
 * the first move, which the moves then take.
 */
data class Opening(val seats: List<OpeningSeat>)

/** A seat of [Opening]; [chance] only on the person's, where the computer's level has been measured. */
data class OpeningSeat(val seat: UByte, val who: String, val rating: Double?, val description: String?, val chance: Chance? = null)

/** The person's expected score ([share], a draw counting half) against the computer's level named [against]. */
data class Chance(val share: Double, val against: String)

/** Where the board screen's taps go. */
class BoardCallbacks(
    val onBack: () -> Unit,
    /** A tap on the square of this name. */
    val onTap: (String) -> Unit,
    val onRoll: () -> Unit,
    val onUndo: () -> Unit,
    val onHint: () -> Unit,
    val onCancelHint: () -> Unit,
    val onResign: () -> Unit,
    /** Shows the position after this ply (a tap on a move, or the steps): the present at the last. */
    val onLookBack: (UInt) -> Unit = {},
    /** The present position again, which takes moves. */
    val onBackToGame: () -> Unit = {},
)

/** The board screen of the app's state. */
@Composable
fun ColumnScope.BoardScreen(state: ZabelState) {
    val view = state.view ?: return
    // Asked of the core once a game (and again in another language), not at every move.
    val opening = remember(view.variant, view.seats.map { it.player }, state.settings.language) { state.opening() }
    BoardScreen(
        BoardUi(view, state.thinking, state.hints.moves, state.hints.running, state.announcementText, opening, state.game.past),
        state.strings,
        BoardCallbacks(
            onBack = { state.back() },
            onTap = { state.tap(it) },
            onRoll = { state.roll() },
            onUndo = { state.undo() },
            onHint = { state.hint() },
            onCancelHint = { state.cancelHint() },
            onResign = { state.resign() },
            onLookBack = { state.game.lookBack(it) },
            onBackToGame = { state.game.backToGame() },
        ),
    )
}

/**
 * A game in progress (docs/design.md §7). The board is fixed: it never
 * scrolls away. Tall windows: the bar, the turn and the die, the board as
 * large as the room leaves, under it the last moves and the actions; what
 * else there is (hints, the seats of a game of four) scrolls in a short
 * panel under those, never the board. Wide windows (tablets, phones turned):
 * the board as tall as the window beside a pane of the same. Drawn from [ui]
 * alone, so a test needs no core to show it.
 */
@Composable
fun ColumnScope.BoardScreen(ui: BoardUi, s: Strings, on: BoardCallbacks) {
    BoardWithPanel(
        ui.announcement,
        bar = { ScreenBar(s, s.gameName(ui.view.variant), on.onBack) },
        board = { TheBoard(ui, on, it) },
        over = { BoardStatus(s, ui, on) },
        under = { width ->
            BoardActions(s, ui, on, icons = width >= 400.dp)
            BoardExtras(s, ui)
        },
    ) { side ->
        // The turn, the die and the actions first, as tall as they are; where a large font makes them
        // taller than the room they scroll under the bar, above the moves' heading and a row of them,
        // which stay in the window (at twice the font the list slid under its foot). The moves so far
        // take the room left.
        val density = LocalDensity.current
        val typography = MaterialTheme.typography
        val moves = with(density) { maxOf(MOVE_TAP_HEIGHT, typography.titleSmall.lineHeight.toDp()) + maxOf(MOVE_TAP_HEIGHT, typography.bodyMedium.lineHeight.toDp() + 12.dp) }
        TopThenRest(moves, Modifier.weight(1f)) {
            Column(Modifier.verticalScroll(rememberScrollState())) {
                BoardStatus(s, ui, on)
                BoardActions(s, ui, on, icons = side >= 360.dp, lastMoves = false)
                BoardExtras(s, ui)
            }
            Column {
                if (ui.view.moves.isNotEmpty()) {
                    // The steps beside the heading: the list stays put as looking back begins.
                    Row(Modifier.fillMaxWidth().heightIn(min = MOVE_TAP_HEIGHT), verticalAlignment = Alignment.CenterVertically) {
                        Text(s.moves, Modifier.weight(1f), style = MaterialTheme.typography.titleSmall, color = MaterialTheme.colorScheme.primary)
                        StepBack(s, ui, on)
                        StepOn(s, ui, on)
                    }
                }
                // Before the first move the list says who plays whom; the moves take its place as they come.
                // The board's size depends on the pane's width alone, so it stays put when they do.
                GameMoveList(
                    ui.view.variant, ui.view.moves, Modifier.weight(1f),
                    current = ui.past?.ply ?: ui.view.moves.size.toUInt(), onSelect = on.onLookBack,
                    before = ui.opening?.let { { GameOpening(s, ui.view.variant, it) } },
                )
            }
        }
    }
}

/** Who plays whom ([Opening]), a seat a block, in the moves' place beside the board before the first. */
@Composable
private fun GameOpening(s: Strings, variant: app.zabel.core.Variant, opening: Opening) {
    val detail = MaterialTheme.typography.bodySmall
    val quiet = MaterialTheme.colorScheme.onSurfaceVariant
    Column(Modifier.fillMaxWidth().padding(top = 12.dp).testTag("opening")) {
        for (seat in opening.seats) {
            Row(Modifier.padding(vertical = 4.dp).testTag("opening-seat-${seat.seat}").semantics(mergeDescendants = true) {}) {
                SeatMark(variant, seat.seat, size = 16.dp)
                Column(Modifier.padding(start = 4.dp)) {
                    Text(seat.who, style = MaterialTheme.typography.bodyMedium, fontWeight = FontWeight.Medium)
                    seat.rating?.let { Text(s.eloOf(it), style = detail, color = quiet) }
                    seat.description?.let { Text(it, style = detail, color = quiet) }
                    // With the person's own lines, a sentence naming the level: alone under the seats, "you score 31%" read as a caption of nothing.
                    seat.chance?.let { Text(s.chanceAgainst(it.share, it.against), Modifier.padding(top = 2.dp).testTag("opening-chance"), style = MaterialTheme.typography.bodyMedium) }
                }
            }
        }
    }
}

/**
 * Two parts one over the other: the first ([content]'s first child) as tall
 * as it is, up to what leaves [keep] for the second, which takes all the
 * rest. A column's weights cannot say "as tall as it is, but not at the
 * cost of the rest".
 */
@Composable
private fun TopThenRest(keep: Dp, modifier: Modifier, content: @Composable () -> Unit) {
    Layout(content, modifier) { parts, constraints ->
        val height = constraints.maxHeight
        val top = parts[0].measure(constraints.copy(minHeight = 0, maxHeight = (height - keep.roundToPx()).coerceAtLeast(0)))
        val rest = (height - top.height).coerceAtLeast(0)
        val bottom = parts[1].measure(constraints.copy(minHeight = rest, maxHeight = rest))
        layout(constraints.maxWidth, height) {
            top.place(0, 0)
            bottom.place(0, top.height)
        }
    }
}

/**
 * The last change, for screen readers only (docs/design.md §9): a live
 * region they read as it changes, printed nowhere. The eye sees the move
 * on the board itself.
 */
@Composable
internal fun Announcement(text: String) {
    Box(Modifier.size(1.dp).testTag("announcement").semantics {
        liveRegion = LiveRegionMode.Polite
        contentDescription = text
    })
}

/**
 * The board: the present position, or the earlier one looked back at. A tap
 * goes to the game either way, which on an earlier position plays nothing
 * and brings the present back ([GameInPlay.tap]). A swipe steps through the
 * game as the steps beside the moves do: to the right from the present into
 * looking back, to the left past the last move back to the present.
 */
@Composable
private fun TheBoard(ui: BoardUi, on: BoardCallbacks, modifier: Modifier) {
    val view = ui.past?.view ?: ui.view
    val plies = ui.view.moves.size
    GameBoard(
        view.board,
        on.onTap,
        modifier.testTag("board").swipeSteps { step ->
            val to = (ui.past?.ply?.toInt() ?: plies) + step
            if (to in 0..plies) on.onLookBack(to.toUInt())
        },
        moveCount = view.moves.size,
        lastMove = view.lastMove,
        // The best hint drawn on the present board; gone with the next move, as the hint itself.
        hint = ui.hints.firstOrNull()?.takeIf { ui.past == null }?.let { it.from to it.to },
    )
}

/**
 * A move back from the one on the board: from the present into looking
 * back (a tap on a move goes there too, but a step needs no aim), and on
 * back to the start.
 */
@Composable
private fun StepBack(s: Strings, ui: BoardUi, on: BoardCallbacks) {
    val shown = ui.past?.ply ?: ui.view.moves.size.toUInt()
    IconButton({ on.onLookBack(shown - 1u) }, Modifier.testTag(if (ui.past == null) "step-back" else "previous"), enabled = shown > 0u) {
        Icon(Icons.Filled.KeyboardArrowLeft, contentDescription = s.moveBack)
    }
}

/**
 * While an earlier position is shown: a move on, and to the end, the
 * present, where the board takes moves again. Icons beside the moves, each
 * named for screen readers: a row of worded buttons under the moves was cut
 * by the window's foot at twice the font.
 */
@Composable
private fun StepOn(s: Strings, ui: BoardUi, on: BoardCallbacks) {
    val past = ui.past ?: return
    IconButton({ on.onLookBack(past.ply + 1u) }, Modifier.testTag("next")) { Icon(Icons.Filled.KeyboardArrowRight, contentDescription = s.moveOn) }
    IconButton(on.onBackToGame, Modifier.testTag("back-to-game")) { Icon(ZabelIcons.LastPage, contentDescription = s.backToGame) }
}

/**
 * Over the board: whose turn and what to do, beside the die, which is the
 * one control that rolls. While an earlier position is shown, its turn and
 * die, and in the prompt's place that the board plays nothing there.
 */
@Composable
private fun BoardStatus(s: Strings, ui: BoardUi, on: BoardCallbacks) {
    val view = ui.past?.view ?: ui.view
    Row(Modifier.fillMaxWidth().padding(vertical = 4.dp), verticalAlignment = Alignment.CenterVertically) {
        val toMove = view.seats.firstOrNull { it.toMove }?.seat
        if (toMove != null) SeatMark(view.variant, toMove, size = 20.dp)
        Column(Modifier.weight(1f).padding(start = 4.dp)) {
            if (toMove != null) Text(s.toMove(view.variant, toMove.toInt()), Modifier.testTag("turn"), style = MaterialTheme.typography.titleSmall)
            Text(
                if (ui.past != null) s.lookingBack else when (view.phase) {
                    Phase.ROLL -> s.rollPrompt
                    Phase.CHOOSE_PIECE -> s.choosePiece(view.variant)
                    Phase.CHOOSE_TARGET -> s.chooseTarget
                    Phase.COMPUTER_TURN -> s.thinking
                    Phase.OVER -> ""
                },
                Modifier.testTag("prompt"),
                style = MaterialTheme.typography.bodyMedium,
                color = MaterialTheme.colorScheme.onSurfaceVariant,
                // Room for two lines whatever the prompt: a prompt that wraps never moves the board between two taps.
                minLines = 2,
            )
        }
        view.die?.let { Die(it, s, Modifier.testTag("roll"), onRoll = on.onRoll, canRoll = ui.past == null && view.phase == Phase.ROLL) }
    }
}

/** Under the board: the last moves in one line (where no list of them is beside the board), the computer's progress, the actions. */
@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun BoardActions(s: Strings, ui: BoardUi, on: BoardCallbacks, icons: Boolean, lastMoves: Boolean = true) {
    // The icon beside its word where the row has the room (docs/design.md §6); the word always.
    @Composable
    fun Label(icon: ImageVector, text: String) {
        if (icons) {
            Icon(icon, contentDescription = null, Modifier.size(18.dp))
            Spacer(Modifier.width(8.dp))
        }
        Text(text)
    }
    val view = ui.view
    // Beside the board the whole list of moves has the room; under it, one line of them between the steps.
    // (None before the first move: the step's room would stand empty between the board and the actions.)
    if (lastMoves && view.moves.isNotEmpty()) Row(Modifier.padding(top = 4.dp).heightIn(min = MOVE_TAP_HEIGHT), verticalAlignment = Alignment.CenterVertically) {
        StepBack(s, ui, on)
        MovesLine(view.variant, view.moves, ui.past?.ply ?: view.moves.size.toUInt(), on.onLookBack, Modifier.weight(1f).testTag("moves"))
        StepOn(s, ui, on)
    }
    if (view.phase == Phase.COMPUTER_TURN) {
        LinearProgressIndicator(progress = (ui.thinking ?: 0.0).toFloat(), modifier = Modifier.fillMaxWidth().padding(vertical = 4.dp).testTag("thinking"))
    }
    // Undo, hint and resign act on the present: while an earlier position is shown they wait there
    // (beside a board turned sideways a second row of them left the list no room).
    if (ui.past != null) return
    // Wraps when the buttons' words do not fit one line (German, large fonts), never letting two touch.
    FlowRow(
        Modifier.fillMaxWidth().padding(top = 4.dp),
        horizontalArrangement = SpaceBetweenAtLeast(8.dp),
        verticalArrangement = Arrangement.spacedBy(4.dp),
    ) {
        // Where the row is too narrow for icons it is narrow for a button's usual padding too: beside a board
        // turned sideways "Aufgeben" took a second row, which the moves beside the board lost.
        val padding = if (icons) ButtonDefaults.ContentPadding else PaddingValues(horizontal = 16.dp, vertical = 8.dp)
        OutlinedButton(on.onUndo, Modifier.testTag("undo"), enabled = view.canUndo, contentPadding = padding) { Label(ZabelIcons.Undo, s.undo) }
        if (view.variant.isMultiplayer) {
            // The games of three and four have no hints.
        } else if (ui.hinting) {
            OutlinedButton(on.onCancelHint, Modifier.testTag("cancel-hint"), contentPadding = padding) { Text(s.cancel) }
        } else {
            OutlinedButton(on.onHint, Modifier.testTag("hint"), enabled = view.phase == Phase.CHOOSE_PIECE || view.phase == Phase.CHOOSE_TARGET, contentPadding = padding) { Label(ZabelIcons.Lightbulb, s.hint) }
        }
        OutlinedButton(on.onResign, Modifier.testTag("resign"), contentPadding = padding) { Label(ZabelIcons.Flag, s.resign) }
    }
}

/** What may follow the actions: why no roll, the hint's progress and its moves, whether rated, the seats of a game of four. */
@Composable
private fun BoardExtras(s: Strings, ui: BoardUi) {
    val view = ui.view
    val small = MaterialTheme.typography.bodySmall
    if (view.die == DieView.NoRoll) Text(s.noRoll, Modifier.padding(top = 4.dp).testTag("no-roll"), style = small)
    if (ui.hinting) {
        Text(s.hintWorking, Modifier.padding(top = 4.dp), style = small)
        LinearProgressIndicator(Modifier.fillMaxWidth().padding(vertical = 4.dp).testTag("hinting"))
    }
    if (ui.hints.isNotEmpty()) Hints(ui.hints)
    // The one reason the core gives, where one applies; none in games that are never rated (between people, of three or four).
    view.notRated?.let { Text(s.notRated(it), Modifier.padding(top = 4.dp).testTag("unrated"), style = small, color = MaterialTheme.colorScheme.onSurfaceVariant) }
    if (view.variant.isMultiplayer) SeatList(s, view, Modifier.padding(top = 4.dp))
}

/**
 * The best moves and their chances, said by TalkBack as they arrive (the
 * arrow on the board is for the eye). They come last in the controls, which
 * on a phone turned sideways is below the window: asked for, they are
 * scrolled into it.
 */
@OptIn(ExperimentalFoundationApi::class)
@Composable
private fun Hints(hints: List<RatedMove>) {
    val requester = remember { BringIntoViewRequester() }
    LaunchedEffect(hints) {
        // Once laid out: before, the lines have no place to bring into view.
        withFrameNanos { }
        requester.bringIntoView()
    }
    Column(Modifier.bringIntoViewRequester(requester).testTag("hints").semantics { liveRegion = LiveRegionMode.Polite }) {
        // The core's words for each move against the best, its chance only where it tells them apart.
        for (hint in hints.take(3)) Text(hint.text, Modifier.testTag("hint-line"))
    }
}

@Composable
fun ColumnScope.HandOverScreen(state: ZabelState) {
    val view = state.view ?: return
    val seat = state.handOver ?: return
    HandOverScreen(state.strings, view, seat, onBack = { state.back() }, onHandedOver = state::handedOver)
}

/**
 * Between two people's turns: the board waits until [seat] has the device.
 * The words and the button in the middle of the room above the seats; where
 * the window is short (a phone turned sideways, a large font) all of it
 * scrolls under the bar. Drawn from its arguments alone.
 */
@Composable
fun ColumnScope.HandOverScreen(s: Strings, view: GameView, seat: UByte, onBack: () -> Unit, onHandedOver: () -> Unit) {
    ScreenBar(s, s.gameName(view.variant), onBack)
    BoxWithConstraints(Modifier.fillMaxWidth().weight(1f)) {
        Column(
            Modifier.fillMaxWidth().verticalScroll(rememberScrollState()).heightIn(min = maxHeight).testTag("hand-over-page"),
            verticalArrangement = Arrangement.SpaceBetween,
        ) {
            Spacer(Modifier)
            Column {
                Row(Modifier.fillMaxWidth(), horizontalArrangement = Arrangement.Center) { SeatMark(view.variant, seat, size = 72.dp) }
                Text(
                    s.handOver(view.variant, seat.toInt()),
                    Modifier.fillMaxWidth().padding(vertical = 16.dp).testTag("hand-over"),
                    style = MaterialTheme.typography.headlineSmall,
                    textAlign = TextAlign.Center,
                )
                Text(s.handOverHint, Modifier.fillMaxWidth().padding(bottom = 16.dp), textAlign = TextAlign.Center)
                WideButton(s.handOverGo(view.variant, seat.toInt()), "handed-over", onClick = onHandedOver)
            }
            SeatList(s, view, Modifier.padding(top = 16.dp))
        }
    }
}

/**
 * The seats of a game of three or four: colour and shape, name, who plays
 * there, the team, the one to move, and those who dropped out. Two seats a
 * row, as their corners lie; one a row, in the same order, when a word of a
 * seat's lines would not fit half the width (large fonts, narrow phones
 * broke "Computer" inside the word).
 */
@Composable
fun SeatList(s: Strings, view: GameView, modifier: Modifier = Modifier) {
    val name = MaterialTheme.typography.bodyMedium.copy(fontWeight = FontWeight.Bold)
    val detail = MaterialTheme.typography.bodySmall
    val measurer = rememberTextMeasurer()
    val density = LocalDensity.current
    val corners = seatCorners(view)
    fun lines(seat: SeatView) = s.seat(view.variant, seat.seat.toInt()) to
        s.team(seat.team.toInt()) + DOT + s.player(view.variant, seat.player) + if (seat.droppedOut) "${DOT}${s.droppedOut}" else ""
    BoxWithConstraints(modifier.fillMaxWidth().testTag("seats")) {
        val widestWord = corners.flatten().filterNotNull().maxOfOrNull { seat ->
            val (title, rest) = lines(seat)
            maxOf(
                title.split(' ').maxOf { measurer.measure(it, name).size.width },
                rest.split(' ').maxOf { measurer.measure(it, detail).size.width },
            )
        } ?: 0
        // Beside the words: the turn's arrow, the mark with its padding, the row's own padding.
        val beside = with(density) { (14.dp + 22.dp + 4.dp).roundToPx() }
        val rows = if (widestWord + beside <= constraints.maxWidth / 2) corners else corners.flatten().filterNotNull().map { listOf(it) }
        Column {
            for (row in rows) {
                Row(Modifier.fillMaxWidth()) {
                    for (seat in row) {
                        // A corner no one sits at (the trio's) keeps its place empty.
                        if (seat == null) {
                            Spacer(Modifier.weight(1f))
                            continue
                        }
                        val highlight = if (seat.toMove) Modifier.background(MaterialTheme.colorScheme.primaryContainer, RoundedCornerShape(6.dp)) else Modifier
                        Row(
                            Modifier.weight(1f).then(highlight).padding(horizontal = 2.dp).testTag("seat-${seat.seat}").semantics(mergeDescendants = true) {},
                            verticalAlignment = Alignment.CenterVertically,
                        ) {
                            Text(if (seat.toMove) "▶" else " ", Modifier.width(14.dp), fontWeight = FontWeight.Bold)
                            SeatMark(view.variant, seat.seat, size = 14.dp)
                            Column {
                                val (title, rest) = lines(seat)
                                // The team goes with who plays: with the seat's name it wrapped in German.
                                Text(
                                    title,
                                    fontWeight = if (seat.toMove) FontWeight.Bold else FontWeight.Normal,
                                    textDecoration = if (seat.droppedOut) TextDecoration.LineThrough else null,
                                    style = MaterialTheme.typography.bodyMedium,
                                )
                                Text(
                                    rest,
                                    style = detail,
                                    color = if (seat.droppedOut) MaterialTheme.colorScheme.error else MaterialTheme.colorScheme.onSurfaceVariant,
                                )
                            }
                        }
                    }
                }
            }
        }
    }
}

/**
 * The seats as their home corners lie on the board: the top row, then the
 * bottom row, each left to right; null where no seat has that corner. Read
 * off the board the core draws, so the legend never contradicts it (turn
 * order runs round the board, and read in rows it put bottom right first).
 */
fun seatCorners(view: GameView): List<List<SeatView?>> {
    val width = view.board.width.toInt()
    val height = view.board.height.toInt()
    val corners = arrayOfNulls<SeatView>(4)
    val unplaced = mutableListOf<SeatView>()
    for (seat in view.seats) {
        val cells = view.board.cells.withIndex().filter { (it.value.terrain as? Terrain.HomeCorner)?.seat == seat.seat }.map { it.index }
        val corner = if (cells.isEmpty()) null else {
            val right = cells.map { it % width }.average() >= width / 2.0
            val bottom = cells.map { it / width }.average() >= height / 2.0
            (if (bottom) 2 else 0) + (if (right) 1 else 0)
        }
        if (corner == null || corners[corner] != null) unplaced += seat else corners[corner] = seat
    }
    // A seat without a corner of its own (no game has one yet) takes the first free place.
    for (seat in unplaced) corners[corners.indexOfFirst { it == null }] = seat
    return listOf(corners.slice(0..1), corners.slice(2..3)).filter { row -> row.any { it != null } }
}
