package app.zabel.ui

import androidx.compose.ui.platform.LocalDensity
import androidx.compose.foundation.layout.widthIn
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.background
import androidx.compose.foundation.border
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ColumnScope
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.lazy.LazyColumn
import androidx.compose.foundation.lazy.items
import androidx.compose.foundation.selection.selectable
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Switch
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.remember
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.dp
import app.zabel.core.Variant
import app.zabel.core.PlayerKind

/**
 * A new Königszabel game: a computer of any level (its names and rating from
 * the core; unmeasured ones play unrated) or a person at this device, the
 * human's side, and the shieldwall option. The core gets the choices as they are.
 */
@Composable
fun ColumnScope.NewKoenigszabelScreen(state: ZabelState) {
    val s = state.strings
    val levels = remember { state.levels(Variant.KOENIGSZABEL) }
    // Measured per side (attackers first): the attackers' edge makes one average mislead on both sides.
    val opponents = remember { state.opponents(Variant.KOENIGSZABEL) }
    val bySeat = remember(opponents) { opponents.associate { it.level to it.expectedBySeat } }
    val humanSeat = if (state.choices.taflDefends) 1 else 0
    // The fair match from the side chosen below, with that side's figure beside it: never both sides' average.
    val fair = remember(humanSeat) { state.suggested(Variant.KOENIGSZABEL, state.choices.taflSeat)?.level }
    val small = MaterialTheme.typography.bodySmall
    BackAndRules(state, Variant.KOENIGSZABEL, Screen.NewKoenigszabel)
    Title(s.newGameOf(s.gameName(Variant.KOENIGSZABEL)))
    Text(s.opponent, style = MaterialTheme.typography.titleMedium)
    LazyColumn(Modifier.weight(1f).testTag("tafl-opponents")) {
        items(levels) { level ->
            Choice(state.choices.taflLevel == level.level, "level-${level.level}", Modifier.fillMaxWidth(), { state.choices.taflLevel = level.level }) {
                // The name, its rating and expected score under it: both stay whole at large font sizes.
                Column(Modifier.weight(1f)) {
                    Text("${level.level}. ${s.levelName(level)}", fontWeight = FontWeight.Medium)
                    val rating = level.rating
                    if (rating != null) {
                        Text("${s.elo} ${rating.toInt()}" + (bySeat[level.level]?.getOrNull(humanSeat)?.let { "${DOT}${s.expectedScore(it)}" } ?: ""), style = small, modifier = Modifier.testTag("expected-${level.level}"))
                    } else {
                        Text(s.notRatedYet, style = small, color = MaterialTheme.colorScheme.onSurfaceVariant)
                    }
                    if (level.level == fair) Text(s.suggested, Modifier.testTag("suggested-${level.level}"), style = small, color = MaterialTheme.colorScheme.primary)
                }
            }
        }
        item {
            Choice(state.choices.taflLevel == null, "friend", Modifier.fillMaxWidth(), { state.choices.taflLevel = null }) { Text(s.friend) }
        }
        // Everything in the one list, so it scrolls as a whole when large fonts make it taller than the window.
        item { KoenigszabelOptions(state, bySeat) }
    }
}

/** The human's side (with the expected score of each), the shieldwall, and start. */
@Composable
private fun KoenigszabelOptions(state: ZabelState, bySeat: Map<UByte, List<Double>>) {
    val s = state.strings
    val small = MaterialTheme.typography.bodySmall
    Column {
    // Two people at one device take both sides in turn.
    if (state.choices.taflLevel != null) {
        Text(s.yourSide, style = MaterialTheme.typography.titleMedium, modifier = Modifier.padding(top = 10.dp))
        Row(Modifier.fillMaxWidth()) {
            for ((defends, seat) in listOf(false to 0, true to 1)) {
                val tag = if (defends) "side-defenders" else "side-attackers"
                Choice(state.choices.taflDefends == defends, tag, Modifier.weight(1f), { state.choices.taflDefends = defends }) {
                    Column {
                        Text(s.seat(Variant.KOENIGSZABEL, seat))
                        bySeat[state.choices.taflLevel]?.getOrNull(seat)?.let {
                            Text(s.expectedScore(it), style = small, modifier = Modifier.testTag("side-expected-$seat"))
                        }
                    }
                }
            }
        }
    }
    Row(Modifier.fillMaxWidth().padding(vertical = 8.dp), verticalAlignment = Alignment.CenterVertically) {
        Column(Modifier.weight(1f).padding(end = 12.dp)) {
            Text(s.shieldwall, style = MaterialTheme.typography.titleMedium)
            Text(s.shieldwallHint, style = small)
        }
        Switch(state.choices.shieldwall, { state.choices.shieldwall = it }, Modifier.testTag("shieldwall"))
    }
    WideButton(s.start, "start") { state.startKoenigszabel() }
    }
}

/**
 * A new game of three or four: the game (Quattro with partners diagonal or
 * side by side, or the trio), then at each seat a person at this device or a
 * computer of one of the levels the core lists for that game.
 */
@OptIn(ExperimentalLayoutApi::class)
@Composable
fun ColumnScope.NewQuattroScreen(state: ZabelState) {
    val s = state.strings
    val variant = state.choices.quattroVariant
    val levels = remember(variant) { state.levels(variant) }
    val small = MaterialTheme.typography.bodySmall
    // The two Quattro seatings share one page of rules; the trio has its own.
    BackAndRules(state, if (variant == Variant.TRIO) Variant.TRIO else Variant.QUATTRO_DIAGONAL, Screen.NewQuattro)
    Title(s.newManyPlayers)
    LazyColumn(Modifier.weight(1f, fill = false).testTag("quattro-choices")) {
        item { Text(s.game, style = MaterialTheme.typography.titleMedium) }
        items(listOf(Variant.QUATTRO_DIAGONAL, Variant.QUATTRO_LONGLINE, Variant.TRIO)) { choice ->
            Choice(variant == choice, "game-${choice.name.lowercase().replace('_', '-')}", Modifier.fillMaxWidth(), { state.choices.quattroVariant = choice }) {
                Column {
                    Text(s.variantName(choice), fontWeight = FontWeight.Medium)
                    Text(s.variantHint(choice), style = small, color = MaterialTheme.colorScheme.onSurfaceVariant)
                }
            }
        }
        item { Text(s.seats, style = MaterialTheme.typography.titleMedium, modifier = Modifier.padding(top = 10.dp)) }
        items(state.seatCount(variant)) { seat ->
            val player = state.choices.quattroPlayers[seat]
            Column(Modifier.fillMaxWidth().padding(vertical = 4.dp).testTag("seat-$seat")) {
                // Who sits there goes under the seat's name when large text leaves no room beside it.
                FlowRow {
                    Row(verticalAlignment = Alignment.CenterVertically) {
                        SeatMark(seat.toUByte())
                        Text(s.seat(variant, seat), fontWeight = FontWeight.Bold)
                        Text(DOT, style = small)
                    }
                    Text(
                        (player as? PlayerKind.Computer)?.let { computer -> levels.firstOrNull { it.level == computer.level } }?.let { "${it.level}. ${s.levelName(it)}" } ?: s.player(variant, player),
                        Modifier.align(Alignment.CenterVertically).testTag("seat-$seat-player"),
                        style = small,
                    )
                }
                val person = s.player(variant, PlayerKind.Human)
                val choose = { kind: PlayerKind -> state.choices.choosePlayer(seat, kind) }
                if (LocalDensity.current.fontScale < LARGE_FONT) {
                    // One row of even buttons, the person's twice as wide.
                    Row(Modifier.fillMaxWidth(), horizontalArrangement = Arrangement.spacedBy(4.dp)) {
                        SeatOption(person, player == PlayerKind.Human, "seat-$seat-human", Modifier.weight(2f)) { choose(PlayerKind.Human) }
                        for (level in levels) {
                            val kind = PlayerKind.Computer(level.level)
                            SeatOption("${level.level}", player == kind, "seat-$seat-level-${level.level}", Modifier.weight(1f)) { choose(kind) }
                        }
                    }
                } else {
                    // Large text does not fit a row of even buttons: they wrap, each as wide as its text.
                    FlowRow(Modifier.fillMaxWidth(), horizontalArrangement = Arrangement.spacedBy(4.dp), verticalArrangement = Arrangement.spacedBy(4.dp)) {
                        SeatOption(person, player == PlayerKind.Human, "seat-$seat-human", Modifier.widthIn(min = 72.dp)) { choose(PlayerKind.Human) }
                        for (level in levels) {
                            val kind = PlayerKind.Computer(level.level)
                            SeatOption("${level.level}", player == kind, "seat-$seat-level-${level.level}", Modifier.widthIn(min = 48.dp)) { choose(kind) }
                        }
                    }
                }
            }
        }
    }
    // Under the list, always in view: the list gives way to them in a low window.
    Text(s.unratedTeams, style = small, modifier = Modifier.padding(top = 4.dp))
    WideButton(s.start, "start") { state.startQuattro() }
}

/** From this font scale on, a seat's choices wrap instead of sharing one row. */
private const val LARGE_FONT = 1.5f

/** One of a seat's choices: a person, or a computer's level by number. */
@Composable
private fun SeatOption(text: String, selected: Boolean, tag: String, modifier: Modifier, onClick: () -> Unit) {
    val colors = MaterialTheme.colorScheme
    Box(
        modifier.heightIn(min = 36.dp)
            .background(if (selected) colors.primary else colors.surface, RoundedCornerShape(8.dp))
            .border(1.dp, if (selected) colors.primary else colors.outline, RoundedCornerShape(8.dp))
            .selectable(selected, onClick = onClick, role = Role.RadioButton)
            .testTag(tag),
        contentAlignment = Alignment.Center,
    ) {
        Text(
            text,
            Modifier.padding(horizontal = 8.dp, vertical = 4.dp),
            color = if (selected) colors.onPrimary else colors.onSurface,
            fontWeight = if (selected) FontWeight.Bold else FontWeight.Normal,
            maxLines = 1,
        )
    }
}
