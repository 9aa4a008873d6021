package app.zabel.ui

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
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.width
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.dp
import app.zabel.core.Board
import app.zabel.core.FirstMover
import app.zabel.core.Variant

/** What the setup screen shows: the board with the stones as arranged, the stone picked, who starts. */
data class SetupUi(
    /** The core's drawing of the arrangement; none when it refused it (its notice says why). */
    val board: Board?,
    /** The square of the stone picked, to swap with the next square tapped. */
    val selected: String?,
    val firstMover: FirstMover,
)

/** Where the setup screen's taps go. */
class SetupCallbacks(
    val onBack: () -> Unit,
    val onTap: (String) -> Unit,
    val onShuffle: () -> Unit,
    val onFirstMover: (FirstMover) -> Unit,
    val onStart: () -> Unit,
)

/** The setup screen of the app's state. */
@Composable
fun ColumnScope.SetupScreen(state: ZabelState) = SetupScreen(
    SetupUi(state.setupBoard(), state.setup.selected, state.choices.firstMover),
    state.strings,
    SetupCallbacks(
        onBack = { state.back() },
        onTap = state.setup::tap,
        onShuffle = state.setup::shuffle,
        onFirstMover = { state.choices.firstMover = it },
        onStart = state::startFromSetup,
    ),
)

/**
 * Arranging the stones before an EinStein game. Upright: one page that
 * scrolls, the board as wide as the window. Wider than high (a phone turned
 * sideways): the board as high as the window beside a column of the rest that
 * scrolls, so Start is always within reach. Drawn from [ui] alone.
 */
@Composable
fun ColumnScope.SetupScreen(ui: SetupUi, s: Strings, on: SetupCallbacks) {
    ScreenBar(s, s.setup, on.onBack)
    BoxWithConstraints(Modifier.fillMaxWidth().weight(1f)) {
        val side = minOf(maxWidth * 0.45f, 420.dp)
        if (maxWidth > maxHeight) {
            Row(Modifier.fillMaxSize()) {
                SetupBoard(ui, on, Modifier.weight(1f).fillMaxHeight())
                Column(Modifier.width(side).fillMaxHeight().padding(start = 12.dp).verticalScroll(rememberScrollState())) {
                    SetupIntro(s)
                    SetupControls(ui, s, on)
                }
            }
        } else {
            Column(Modifier.fillMaxSize().verticalScroll(rememberScrollState())) {
                SetupIntro(s)
                SetupBoard(ui, on, Modifier.fillMaxWidth())
                SetupControls(ui, s, on)
            }
        }
    }
}

@Composable
private fun SetupIntro(s: Strings) {
    Text(s.setupHint, Modifier.padding(bottom = 8.dp))
}

@Composable
private fun SetupBoard(ui: SetupUi, on: SetupCallbacks, modifier: Modifier) {
    ui.board?.let { board -> GameBoard(board, on.onTap, modifier.testTag("setup-board"), selected = ui.selected) }
}

/** Shuffle, who starts, and Start. */
@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun SetupControls(ui: SetupUi, s: Strings, on: SetupCallbacks) {
    OutlinedButton(on.onShuffle, Modifier.padding(top = 8.dp).testTag("shuffle")) { Text(s.random) }
    // Wraps rather than leaving the window when the column is narrow or the font large.
    FlowRow(verticalArrangement = Arrangement.Center) {
        Text(s.whoStarts + ":", Modifier.align(Alignment.CenterVertically))
        val seat = { index: Int -> s.seat(Variant.EINSTEIN, index) }
        for ((mover, label) in listOf(FirstMover.RED to seat(0), FirstMover.BLUE to seat(1), FirstMover.RANDOM to s.random)) {
            TextButton({ on.onFirstMover(mover) }, Modifier.testTag("first-${mover.name.lowercase()}")) {
                Text(label, fontWeight = if (ui.firstMover == mover) FontWeight.Bold else FontWeight.Normal)
            }
        }
    }
    WideButton(s.start, "start", onClick = on.onStart)
}
