package app.zabel.ui

import androidx.compose.foundation.lazy.grid.items
import androidx.compose.foundation.lazy.grid.LazyVerticalGrid
import androidx.compose.foundation.lazy.grid.GridItemSpan
import androidx.compose.foundation.lazy.grid.GridCells
import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ColumnScope
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.material3.Card
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.LocalTextStyle
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.remember
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.text.rememberTextMeasurer
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.dp
import app.zabel.core.Variant
import app.zabel.core.LevelRecord
import app.zabel.core.Opponent

/**
 * The EinStein opponents screen shows: every level with its rating and the person's chance, the fair match marked;
 * [about] says what each level is like (the core's line, by level).
 */
data class OpponentsUi(val opponents: List<Opponent>, val suggested: UByte?, val about: Map<UByte, String>)

/** Where the opponents screen's taps go. */
class OpponentsCallbacks(
    val onBack: () -> Unit,
    val onRules: () -> Unit,
    val onChoose: (level: UByte) -> Unit,
    val onFriend: () -> Unit,
    val onWatch: () -> Unit,
)

/** The opponents screen of the app's state: the levels read from the core once, on the way in. */
@Composable
fun ColumnScope.OpponentsScreen(state: ZabelState) {
    val ui = remember { OpponentsUi(state.opponents(), state.suggested()?.level, state.levels(Variant.EINSTEIN).associate { it.level to it.description }) }
    OpponentsScreen(
        ui,
        state.strings,
        OpponentsCallbacks(
            onBack = { state.back() },
            onRules = { state.go(Screen.Rules(Variant.EINSTEIN, back = Screen.Opponents)) },
            onChoose = state::chooseOpponent,
            onFriend = state::chooseFriend,
            onWatch = { state.watch(state.settings.defaultLevel, 8u) },
        ),
    )
}

/**
 * EinStein's opponents, a card a level; a friend at this device, or two
 * computers to watch. On a wide window the cards in columns, every level in
 * sight at once. Drawn from [ui] alone.
 */
@Composable
fun ColumnScope.OpponentsScreen(ui: OpponentsUi, s: Strings, on: OpponentsCallbacks) = AdaptiveScreen { wide ->
    RulesBar(s, s.opponents, on.onBack, on.onRules)
    Text(s.gameName(Variant.EINSTEIN), style = MaterialTheme.typography.titleMedium, modifier = Modifier.padding(bottom = 4.dp))
    LazyVerticalGrid(
        if (wide) GridCells.Adaptive(OPPONENT_CARD_WIDTH) else GridCells.Fixed(1),
        Modifier.weight(1f).testTag("opponents-list"),
        horizontalArrangement = Arrangement.spacedBy(8.dp),
    ) {
        items(ui.opponents) { opponent ->
            Card(Modifier.fillMaxWidth().padding(vertical = 3.dp).testTag("level-${opponent.level}").clickable { on.onChoose(opponent.level) }) {
                OpponentRow(s, opponent, opponent.level == ui.suggested, about = ui.about[opponent.level])
            }
        }
        item(span = { GridItemSpan(maxLineSpan) }) {
            Column {
                OutlinedButton(on.onFriend, Modifier.fillMaxWidth().padding(top = 8.dp).testTag("friend")) { Text(s.friend) }
                OutlinedButton(on.onWatch, Modifier.fillMaxWidth().testTag("watch")) { Text(s.watch) }
            }
        }
    }
}

/** The narrowest an opponent's card gets in the columns of a wide window. */
private val OPPONENT_CARD_WIDTH = 320.dp

@OptIn(ExperimentalLayoutApi::class)
@Composable
internal fun OpponentRow(s: Strings, opponent: Opponent, suggested: Boolean, record: LevelRecord? = null, about: String? = null) {
    // Wraps rather than squeezing the name when large fonts make "Fair match" wide.
    FlowRow(Modifier.fillMaxWidth().padding(12.dp), horizontalArrangement = Arrangement.SpaceBetween) {
        Column {
            LevelName("${opponent.level}. ${s.opponentName(opponent)}")
            // Where a level is chosen: what it is like, under its name.
            // The rating and the expected score as a secondary line, the description quieter still: at 200 % the
            // score line in the body size stood out over the level's own name and description.
            if (!about.isNullOrEmpty()) Text(about, Modifier.testTag("about-${opponent.level}"), style = MaterialTheme.typography.bodySmall, color = MaterialTheme.colorScheme.onSurfaceVariant)
            Text("${s.eloOf(opponent.rating)}${DOT}${s.expectedScore(opponent.expectedScore)}", style = MaterialTheme.typography.bodyMedium)
            if (record != null) LevelRecordLine(s, record)
        }
        if (suggested) Text(s.suggested, Modifier.align(Alignment.CenterVertically), color = MaterialTheme.colorScheme.primary)
    }
}

/** A level's name, bold, whole words even at twice the font size ("Gelegenheitsspieler" on a phone's card). */
@Composable
private fun LevelName(name: String) = WholeWordsText(name, LocalTextStyle.current.copy(fontWeight = FontWeight.Bold))

/**
 * The person's results against a level they have played: "3 won · 1 drawn ·
 * 2 lost", broken between the results where it does not fit, the line break
 * standing for the dot: broken anywhere, a dot started a line, and a glued
 * "0 unentschieden ·" was wider than the line at twice the font size.
 */
@Composable
private fun LevelRecordLine(s: Strings, record: LevelRecord) {
    val style = LocalTextStyle.current
    val measurer = rememberTextMeasurer()
    BoxWithConstraints {
        val lines = packed(s.levelRecord(record).split(RECORD_SEPARATOR), constraints.maxWidth) { measurer.measure(it, style, softWrap = false).size.width }
        Text(lines.joinToString("\n"), Modifier.testTag("rating-record-${record.level}"), color = MaterialTheme.colorScheme.onSurfaceVariant)
    }
}

/** Between the results in app-level-record: the dot, glued to the word before it, as [DOT]. */
private val RECORD_SEPARATOR = Regex("\u00A0·\\s")

/** [parts] joined by [DOT] into as few lines of at most [width] as they fit. */
private fun packed(parts: List<String>, width: Int, widthOf: (String) -> Int): List<String> {
    val lines = mutableListOf<String>()
    var line = ""
    for (part in parts) {
        val longer = if (line.isEmpty()) part else line + DOT + part
        line = if (line.isEmpty() || widthOf(longer) <= width) longer else {
            lines += line
            part
        }
    }
    return lines + line
}

/**
 * A level with its player's chance from each seat of [variant], "fair match"
 * beside the seats it is the fair match from, and the person's [record]
 * against it once played.
 */
@Composable
internal fun SidedOpponentRow(s: Strings, opponent: Opponent, variant: Variant, fair: List<Boolean>, record: LevelRecord? = null) {
    Column(Modifier.fillMaxWidth().padding(12.dp)) {
        LevelName("${opponent.level}. ${s.opponentName(opponent)}")
        Text(s.eloOf(opponent.rating))
        for ((seat, expected) in opponent.expectedBySeat.withIndex()) {
            Row(verticalAlignment = Alignment.CenterVertically) {
                SeatMark(variant, seat.toUByte(), size = 12.dp)
                val suggested = if (fair.getOrElse(seat) { false }) "${DOT}${s.suggested}" else ""
                Text("${s.seat(variant, seat)}: ${s.expectedScore(expected)}$suggested", Modifier.testTag("rating-expected-${opponent.level}-$seat"))
            }
        }
        if (record != null) LevelRecordLine(s, record)
    }
}
