package app.zabel.ui

import app.zabel.core.variantHasReview

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
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.widthIn
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.lazy.LazyColumn
import androidx.compose.foundation.lazy.LazyListScope
import androidx.compose.material3.Button
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.dp
import app.zabel.core.GameView

/** What the game-over screen shows: the finished game, its review and its record's buttons. */
data class GameOverUi(
    val view: GameView,
    val review: ReviewUi,
    val record: RecordUi,
)

/** The game-over screen of the app's state. */
@Composable
fun ColumnScope.GameOverScreen(state: ZabelState) {
    val view = state.view ?: return
    GameOverScreen(
        GameOverUi(view, state.review.ui, state.recordUi()),
        state.strings,
        onBack = { state.back() },
        onPlayAgain = { state.playAgain(view.variant) },
        onHome = { state.go(Screen.Home) },
        onReplayMove = state::replayFinishedAt,
        record = state.recordCallbacks,
    )
}

/**
 * A finished game. Back, Play again and Home in a bar that never scrolls
 * away; under it the result, the board and the review in one list that
 * scrolls as a page, so the review gets the whole window once scrolled to.
 * Wider than high (a phone turned sideways, a tablet): the board as tall as
 * the room under the bar, beside that list. Drawn from [ui] alone, so a
 * test needs no core to show it.
 */
@Composable
fun ColumnScope.GameOverScreen(
    ui: GameOverUi,
    s: Strings,
    onBack: () -> Unit,
    onPlayAgain: () -> Unit,
    onHome: () -> Unit,
    /** A reviewed move tapped: the game's replay at that move. */
    onReplayMove: (UInt) -> Unit,
    record: RecordCallbacks,
) {
    val view = ui.view
    GameOverBar(s, onBack, onPlayAgain, onHome) { RecordMenu(s, ui.record, record) }
    BoxWithConstraints(Modifier.fillMaxWidth().weight(1f)) {
        val wide = maxWidth > maxHeight
        val boardWidth = maxWidth * 0.6f
        val boardHeight = maxHeight * 0.5f
        if (wide) {
            Row(Modifier.fillMaxSize().testTag("wide-layout")) {
                GameBoard(view.board, {}, Modifier.fillMaxHeight().widthIn(max = boardWidth).testTag("board"), lastMove = view.lastMove)
                LazyColumn(Modifier.weight(1f).fillMaxHeight().padding(start = 12.dp).testTag("game-over")) {
                    item { GameOverResult(s, view) }
                    gameOverReview(s, ui, record, onReplayMove)
                }
            }
        } else {
            // The board fixed over the page, never scrolled away under the review: a small board small,
            // leaving the review room; a big one as wide as the window, to stay legible.
            Column(Modifier.fillMaxSize()) {
                Box(Modifier.fillMaxWidth().heightIn(max = boardHeight), contentAlignment = Alignment.TopCenter) {
                    GameBoard(view.board, {}, Modifier.fillMaxWidth(if (view.board.width > 8u) 1f else 0.6f).padding(vertical = 4.dp).testTag("board"), lastMove = view.lastMove)
                }
                LazyColumn(Modifier.fillMaxWidth().weight(1f).testTag("game-over")) {
                    item { GameOverResult(s, view) }
                    gameOverReview(s, ui, record, onReplayMove)
                }
            }
        }
    }
}

/** Back, the two ways on (another game of the same, or Home), and the record's menu. The two wrap rather than leave the window. */
@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun GameOverBar(s: Strings, onBack: () -> Unit, onPlayAgain: () -> Unit, onHome: () -> Unit, menu: @Composable () -> Unit) {
    ScreenBar(s, null, onBack, menu = menu) {
        Button(onPlayAgain, Modifier.testTag("play-again")) { Text(s.playAgain) }
        TextButton(onHome, Modifier.testTag("home")) { Text(s.home) }
    }
}

/** Who won, the scores, the rating's change; the seats of a game of three or four. */
@Composable
private fun GameOverResult(s: Strings, view: GameView) {
    Column {
        view.result?.let { result ->
            Title(s.result(view.variant, result, view.seats.map { it.player }))
            Text(s.scores(view.variant, result), Modifier.testTag("scores"), fontWeight = FontWeight.Bold)
        }
        val change = view.ratingChange
        // The change, or the one reason the game did not count; nothing for a game that never would.
        val line = when {
            change != null -> s.ratingChange(change)
            view.variant.isMultiplayer -> s.unratedTeams
            else -> view.notRated?.let(s::notRated)
        }
        line?.let { Text(it, Modifier.testTag("rating-change")) }
        if (view.variant.isMultiplayer) SeatList(s, view, Modifier.padding(top = 6.dp))
    }
}

/** The review's button, its progress, and once done its verdicts, as items of the game-over page. */
@OptIn(ExperimentalLayoutApi::class)
private fun LazyListScope.gameOverReview(s: Strings, ui: GameOverUi, record: RecordCallbacks, onReplayMove: (UInt) -> Unit) {
    val view = ui.view
    // The games of three and four have no analysis to review them with.
    val reviewable = variantHasReview(view.variant)
    if (!reviewable) return
    item {
        OutlinedButton(record.onReview, Modifier.padding(vertical = 4.dp).testTag("review"), enabled = !ui.review.running && view.gameId != null) { Text(s.review) }
    }
    item { ReviewHeader(s, ui.review, record.onCancelReview) }
    reviewRows(ui.review, onSelect = onReplayMove)
}
