package app.zabel.ui

import androidx.compose.foundation.background
import androidx.compose.foundation.border
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.fillMaxHeight
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ColumnScope
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.Spacer
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.widthIn
import androidx.compose.foundation.lazy.LazyColumn
import androidx.compose.foundation.lazy.LazyListScope
import androidx.compose.foundation.lazy.items
import androidx.compose.foundation.selection.selectable
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material3.Button
import androidx.compose.material3.DropdownMenu
import androidx.compose.material3.DropdownMenuItem
import androidx.compose.material3.LinearProgressIndicator
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.runtime.key
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.setValue
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.style.TextAlign
import androidx.compose.ui.unit.dp
import app.zabel.core.Variant
import app.zabel.core.GameView
import app.zabel.core.Verdict

/**
 * A finished game. Back, Play again and Home in a bar that never scrolls
 * away; under it the result, the board and the review in one list that
 * scrolls as a page, so the review gets the whole window once scrolled to.
 * Wider than high (a phone turned sideways, a tablet): the board as tall as
 * the room under the bar, beside that list.
 */
@Composable
fun ColumnScope.GameOverScreen(state: ZabelState) {
    val view = state.view ?: return
    GameOverBar(state, view)
    BoxWithConstraints(Modifier.fillMaxWidth().weight(1f)) {
        val wide = maxWidth > maxHeight
        val boardWidth = maxWidth * 0.6f
        if (wide) {
            Row(Modifier.fillMaxSize().testTag("wide-layout")) {
                GameBoard(view.board, {}, Modifier.fillMaxHeight().widthIn(max = boardWidth).testTag("board"), lastMove = view.lastMove)
                LazyColumn(Modifier.weight(1f).fillMaxHeight().padding(start = 12.dp).testTag("game-over")) {
                    item { GameOverResult(state, view) }
                    gameOverReview(state, view)
                }
            }
        } else {
            LazyColumn(Modifier.fillMaxSize().testTag("game-over")) {
                item { GameOverResult(state, view) }
                // A small board stays small, leaving the review room; a big one needs the width to stay legible.
                item {
                    Box(Modifier.fillMaxWidth(), contentAlignment = Alignment.TopCenter) {
                        GameBoard(view.board, {}, Modifier.fillMaxWidth(if (view.board.width > 8u) 1f else 0.6f).padding(vertical = 8.dp).testTag("board"), lastMove = view.lastMove)
                    }
                }
                gameOverReview(state, view)
            }
        }
    }
}

/** Back, and the two ways on: another game of the same, or Home. They wrap rather than leave the window. */
@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun GameOverBar(state: ZabelState, view: GameView) {
    val s = state.strings
    Row(Modifier.fillMaxWidth().padding(bottom = 4.dp), verticalAlignment = Alignment.CenterVertically) {
        BackButton(state)
        Spacer(Modifier.weight(1f))
        FlowRow(horizontalArrangement = Arrangement.spacedBy(8.dp, Alignment.End)) {
            Button({ state.playAgain(view.variant) }, Modifier.testTag("play-again")) { Text(s.playAgain) }
            TextButton({ state.go(Screen.Home) }, Modifier.testTag("home")) { Text(s.home) }
        }
    }
}

/** Who won, the scores, the rating's change; the seats of a game of three or four. */
@Composable
private fun GameOverResult(state: ZabelState, view: GameView) {
    val s = state.strings
    Column {
        view.result?.let { result ->
            Title(s.result(view.variant, result, view.seats.map { it.player }))
            Text(s.scores(view.variant, result), Modifier.testTag("scores"), fontWeight = FontWeight.Bold)
        }
        val change = view.ratingChange
        val unrated = if (view.variant.isMultiplayer) s.unratedTeams else s.unrated
        Text(if (change != null) s.ratingChange(change) else unrated, Modifier.testTag("rating-change"))
        if (view.variant.isMultiplayer) SeatList(state, view, Modifier.padding(top = 6.dp))
    }
}

/** The review's button and the record's, the review's progress, and once done its verdicts, as items of the game-over page. */
@OptIn(ExperimentalLayoutApi::class)
private fun LazyListScope.gameOverReview(state: ZabelState, view: GameView) {
    // The games of three and four have no analysis to review them with.
    val reviewable = !view.variant.isMultiplayer
    item {
        FlowRow(Modifier.padding(vertical = 4.dp), horizontalArrangement = Arrangement.spacedBy(8.dp)) {
            if (reviewable) {
                OutlinedButton({ state.review() }, Modifier.testTag("review"), enabled = !state.reviewing && view.gameId != null) { Text(state.strings.review) }
            }
            RecordActions(state)
        }
    }
    if (!reviewable) return
    item { ReviewHeader(state, view.variant) }
    reviewRows(state, view.moves)
}

/** While the review works: its progress and a way to stop it. Once done, per side, what decisions lost and what the dice gave or took. */
@Composable
internal fun ReviewHeader(state: ZabelState, variant: Variant) {
    val s = state.strings
    Column {
        if (state.reviewing) {
            Row(verticalAlignment = Alignment.CenterVertically) {
                Text(s.reviewing, Modifier.weight(1f))
                TextButton({ state.cancelReview() }, Modifier.testTag("cancel-review")) { Text(s.cancel) }
            }
            LinearProgressIndicator(Modifier.fillMaxWidth().testTag("reviewing"))
        }
        if (state.reviews == null) return@Column
        // "Was it luck?"
        for (seat in state.seatReviews.orEmpty()) {
            Text(
                "${s.seat(variant, seat.seat.toInt())}: ${s.seatReview(seat)}",
                Modifier.padding(vertical = 2.dp).testTag("seat-review-${seat.seat}"),
                fontWeight = FontWeight.Medium,
            )
        }
    }
}

/**
 * A row per reviewed move: the move, its verdict and win chance, the better
 * move after a mistake, the roll's luck. In a replay ([onSelect]) a tap on a
 * row goes to that move, and the move on the board ([current]) is marked.
 */
internal fun LazyListScope.reviewRows(state: ZabelState, moves: List<String>, current: UInt? = null, onSelect: ((UInt) -> Unit)? = null) {
    val s = state.strings
    val reviews = state.reviews ?: return
    items(reviews) { review ->
        val bad = review.verdict == Verdict.BLUNDER || review.verdict == Verdict.MISTAKE
        val here = review.number == current
        val colors = MaterialTheme.colorScheme
        // One row is one move for a screen reader too; the move on the board is its selected row.
        Row(
            Modifier.fillMaxWidth().testTag("review-${review.number}")
                .then(if (onSelect != null) Modifier.selectable(here, onClick = { onSelect(review.number) }) else Modifier)
                .semantics(mergeDescendants = true) {}
                .then(if (bad) Modifier.background(colors.errorContainer) else Modifier)
                .then(if (here) Modifier.border(2.dp, colors.tertiary, RoundedCornerShape(4.dp)) else Modifier)
                .padding(2.dp),
        ) {
            // Moves never wrap: the verdict beside the move played, under it the better move and the roll's luck.
            Text(moves.getOrElse(review.number.toInt() - 1) { "" }, softWrap = false)
            Column(Modifier.weight(1f).padding(start = 8.dp), horizontalAlignment = Alignment.End) {
                val side = state.view?.variant?.let { s.seat(it, state.reviewViewpoint) } ?: ""
                Text("${s.verdict(review.verdict)}${DOT}${s.chanceOf(side, review.viewpointChance)}", textAlign = TextAlign.End)
                Row(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
                    val small = MaterialTheme.typography.bodySmall
                    if (bad) Text("${s.better} ${review.best.notation}", style = small, softWrap = false)
                    review.luck?.let { Text(s.luck(it), Modifier.testTag("luck-${review.number}"), style = small, softWrap = false) }
                }
            }
        }
    }
}

/**
 * Copy the game's record, and where the system has a share sheet, share it:
 * on the game-over and the replay screens. Each other program's notation the
 * game is shared in (Königszabel: OpenTafl's) is one more button, whose menu
 * copies or shares it, so the row stays short.
 */
@Composable
internal fun RecordActions(state: ZabelState) {
    val s = state.strings
    val notations = remember(state.view, state.screen) { state.recordNotations() }
    TextButton({ state.copyRecord() }, Modifier.testTag("copy-record")) { Text(s.copyRecord) }
    if (state.canShare) TextButton({ state.shareRecord() }, Modifier.testTag("share-record"), enabled = !state.filesBusy) { Text(s.shareRecord) }
    for (notation in notations.drop(1)) key(notation) {
        var open by remember { mutableStateOf(false) }
        Box {
            TextButton({ open = true }, Modifier.testTag("record-in-$notation")) { Text(s.recordIn(notation)) }
            DropdownMenu(open, { open = false }) {
                DropdownMenuItem(
                    { Text(s.copyRecordFor(notation)) },
                    { open = false; state.copyRecord(notation) },
                    Modifier.testTag("copy-record-$notation"),
                )
                if (state.canShare) {
                    DropdownMenuItem(
                        { Text(s.shareRecordFor(notation)) },
                        { open = false; state.shareRecord(notation) },
                        Modifier.testTag("share-record-$notation"),
                        enabled = !state.filesBusy,
                    )
                }
            }
        }
    }
}
