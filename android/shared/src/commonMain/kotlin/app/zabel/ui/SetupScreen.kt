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
import app.zabel.core.FirstMover
import app.zabel.core.Variant

/**
 * Arranging the stones before an EinStein game. Upright: one page that
 * scrolls, the board as wide as the window. Wider than high (a phone turned
 * sideways): the board as high as the window beside a column of the rest that
 * scrolls, so Start is always within reach.
 */
@Composable
fun ColumnScope.SetupScreen(state: ZabelState) {
    BackButton(state)
    BoxWithConstraints(Modifier.fillMaxWidth().weight(1f)) {
        val side = minOf(maxWidth * 0.45f, 420.dp)
        if (maxWidth > maxHeight) {
            Row(Modifier.fillMaxSize()) {
                SetupBoard(state, Modifier.weight(1f).fillMaxHeight())
                Column(Modifier.width(side).fillMaxHeight().padding(start = 12.dp).verticalScroll(rememberScrollState())) {
                    SetupIntro(state)
                    SetupControls(state)
                }
            }
        } else {
            Column(Modifier.fillMaxSize().verticalScroll(rememberScrollState())) {
                SetupIntro(state)
                SetupBoard(state, Modifier.fillMaxWidth())
                SetupControls(state)
            }
        }
    }
}

@Composable
private fun SetupIntro(state: ZabelState) {
    Title(state.strings.setup)
    Text(state.strings.setupHint, Modifier.padding(bottom = 8.dp))
}

@Composable
private fun SetupBoard(state: ZabelState, modifier: Modifier) {
    state.setupBoard()?.let { board ->
        GameBoard(board, { state.setup.tap(it) }, modifier.testTag("setup-board"), selected = state.setup.selected)
    }
}

/** Shuffle, who starts, and Start. */
@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun SetupControls(state: ZabelState) {
    val s = state.strings
    OutlinedButton({ state.setup.shuffle() }, Modifier.padding(top = 8.dp).testTag("shuffle")) { Text(s.random) }
    // Wraps rather than leaving the window when the column is narrow or the font large.
    FlowRow(verticalArrangement = Arrangement.Center) {
        Text(s.whoStarts + ":", Modifier.align(Alignment.CenterVertically))
        val seat = { index: Int -> s.seat(Variant.EINSTEIN, index) }
        for ((mover, label) in listOf(FirstMover.RED to seat(0), FirstMover.BLUE to seat(1), FirstMover.RANDOM to s.random)) {
            TextButton({ state.choices.firstMover = mover }, Modifier.testTag("first-${mover.name.lowercase()}")) {
                Text(label, fontWeight = if (state.choices.firstMover == mover) FontWeight.Bold else FontWeight.Normal)
            }
        }
    }
    WideButton(s.start, "start") { state.startFromSetup() }
}
