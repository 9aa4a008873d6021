package app.zabel.ui

import androidx.compose.foundation.verticalScroll
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.layout.width
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
import app.zabel.core.LevelInfo
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.lazy.LazyListScope

/** What the new Königszabel screen shows: the levels with each side's chances, the fair match, the choices so far. */
data class NewKoenigszabelUi(
    val levels: List<LevelInfo>,
    /** Per level, the person's expected score from each side, attackers first. */
    val bySeat: Map<UByte, List<Double>>,
    /** The fair match from the side chosen. */
    val fair: UByte?,
    /** The opponent: a computer's level, or null for a person at this device. */
    val level: UByte?,
    val defends: Boolean,
    val shieldwall: Boolean,
)

/** Where the new Königszabel screen's taps go. */
class NewKoenigszabelCallbacks(
    val onBack: () -> Unit,
    val onRules: () -> Unit,
    val onLevel: (UByte?) -> Unit,
    val onDefends: (Boolean) -> Unit,
    val onShieldwall: (Boolean) -> Unit,
    val onStart: () -> Unit,
)

/** The new Königszabel screen of the app's state: the levels read from the core once, the choices from [ZabelState.choices]. */
@Composable
fun ColumnScope.NewKoenigszabelScreen(state: ZabelState) {
    val choices = state.choices
    val levels = remember { state.levels(Variant.KOENIGSZABEL) }
    // Measured per side (attackers first): the attackers' edge makes one average mislead on both sides.
    val bySeat = remember { state.opponents(Variant.KOENIGSZABEL).associate { it.level to it.expectedBySeat } }
    // The fair match from the side chosen, with that side's figure beside it: never both sides' average.
    val fair = remember(choices.taflDefends) { state.suggested(Variant.KOENIGSZABEL, choices.taflSeat)?.level }
    NewKoenigszabelScreen(
        NewKoenigszabelUi(levels, bySeat, fair, choices.taflLevel, choices.taflDefends, choices.shieldwall),
        state.strings,
        NewKoenigszabelCallbacks(
            onBack = { state.back() },
            onRules = { state.go(Screen.Rules(Variant.KOENIGSZABEL, back = Screen.NewKoenigszabel)) },
            onLevel = { choices.taflLevel = it },
            onDefends = { choices.taflDefends = it },
            onShieldwall = { choices.shieldwall = it },
            onStart = state::startKoenigszabel,
        ),
    )
}

/**
 * A new Königszabel game: a computer of any level (its names and rating from
 * the core; unmeasured ones play unrated) or a person at this device, the
 * human's side, and the shieldwall option. On a wide window the side, the
 * shieldwall and Start beside the levels; else all in one list. Drawn from
 * [ui] alone.
 */
@Composable
fun ColumnScope.NewKoenigszabelScreen(ui: NewKoenigszabelUi, s: Strings, on: NewKoenigszabelCallbacks) = AdaptiveScreen { wide ->
    RulesBar(s, s.newGameOf(s.gameName(Variant.KOENIGSZABEL)), on.onBack, on.onRules)
    if (wide) {
        Row(Modifier.fillMaxWidth().weight(1f).testTag("tafl-two-panes")) {
            Column(Modifier.weight(1f)) {
                Text(s.opponent, style = MaterialTheme.typography.titleMedium)
                LazyColumn(Modifier.weight(1f).testTag("tafl-opponents")) { levelItems(ui, s, on) }
            }
            Column(Modifier.width(LIST_PANE).padding(start = 24.dp).verticalScroll(rememberScrollState())) { KoenigszabelOptions(ui, s, on) }
        }
    } else {
        Text(s.opponent, style = MaterialTheme.typography.titleMedium)
        // Start under the list, in view without scrolling (issue 61: it was cut off on a 412 dp phone);
        // only in a low window at a large font does it go into the list, which would else be a sliver.
        BoxWithConstraints(Modifier.weight(1f)) {
            val low = maxHeight < LOW_WINDOW && LocalDensity.current.fontScale > 1.3f
            Column {
                LazyColumn(Modifier.weight(1f).testTag("tafl-opponents")) {
                    levelItems(ui, s, on)
                    // The options in the one list, so they scroll with it when large fonts make it taller than the window.
                    item { KoenigszabelOptions(ui, s, on, withStart = low) }
                }
                if (!low) WideButton(s.start, "start", onClick = on.onStart)
            }
        }
    }
}

/** Each level with what it is like, its rating and the person's expected score from the side chosen, then a friend at this device. */
private fun LazyListScope.levelItems(ui: NewKoenigszabelUi, s: Strings, on: NewKoenigszabelCallbacks) {
    val humanSeat = if (ui.defends) 1 else 0
    items(ui.levels) { level ->
        val small = MaterialTheme.typography.bodySmall
        Choice(ui.level == level.level, "level-${level.level}", Modifier.fillMaxWidth(), { on.onLevel(level.level) }) {
            // The name, its rating and expected score under it: both stay whole at large font sizes.
            Column(Modifier.weight(1f)) {
                Text("${level.level}. ${s.levelName(level)}", fontWeight = FontWeight.Medium)
                // What the level is like, the core's line, before the numbers.
                if (level.description.isNotEmpty()) Text(level.description, Modifier.testTag("about-${level.level}"), style = small)
                val rating = level.rating
                if (rating != null) {
                    Text(s.eloOf(rating) + (ui.bySeat[level.level]?.getOrNull(humanSeat)?.let { "${DOT}${s.expectedScore(it)}" } ?: ""), style = small, modifier = Modifier.testTag("expected-${level.level}"))
                } else {
                    Text(s.notRatedYet, style = small, color = MaterialTheme.colorScheme.onSurfaceVariant)
                }
                if (level.level == ui.fair) Text(s.suggested, Modifier.testTag("suggested-${level.level}"), style = small, color = MaterialTheme.colorScheme.primary)
            }
        }
    }
    item {
        Choice(ui.level == null, "friend", Modifier.fillMaxWidth(), { on.onLevel(null) }) { Text(s.friend) }
    }
}

/** Königszabel's sides as the person picks one: whether they defend, and the seat. */
private val SIDES = listOf(false to 0, true to 1)

/** The human's side (with the expected score of each), the shieldwall, and start. */
@Composable
private fun KoenigszabelOptions(ui: NewKoenigszabelUi, s: Strings, on: NewKoenigszabelCallbacks, withStart: Boolean = true) {
    val small = MaterialTheme.typography.bodySmall
    Column {
        // Two people at one device take both sides in turn.
        if (ui.level != null) {
            Text(s.yourSide, style = MaterialTheme.typography.titleMedium, modifier = Modifier.padding(top = 10.dp))
            // One side under the other: side by side, "Verteidiger" at twice the font broke inside the word in a tablet's pane.
            for ((defends, seat) in SIDES) {
                val tag = if (defends) "side-defenders" else "side-attackers"
                Choice(ui.defends == defends, tag, Modifier.fillMaxWidth(), { on.onDefends(defends) }) {
                    Column {
                        Text(s.seat(Variant.KOENIGSZABEL, seat))
                        ui.bySeat[ui.level]?.getOrNull(seat)?.let {
                            Text(s.expectedScore(it), style = small, modifier = Modifier.testTag("side-expected-$seat"))
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
            Switch(ui.shieldwall, on.onShieldwall, Modifier.testTag("shieldwall"))
        }
        if (withStart) WideButton(s.start, "start", onClick = on.onStart)
    }
}

/** What the new game of three or four shows: the game, the levels the core lists for it, who sits at each seat. */
data class NewQuattroUi(
    val variant: Variant,
    val levels: List<LevelInfo>,
    /** How many seats the core gives [variant]. */
    val seats: Int,
    /** Who sits at each seat; only the first [seats] are shown. */
    val players: List<PlayerKind>,
)

/** Where the new game of three or four's taps go. */
class NewQuattroCallbacks(
    val onBack: () -> Unit,
    /** The rules of the game named. */
    val onRules: (Variant) -> Unit,
    val onVariant: (Variant) -> Unit,
    val onPlayer: (seat: Int, PlayerKind) -> Unit,
    val onStart: () -> Unit,
)

/** The new game of three or four of the app's state: the levels and seats from the core, the choices from [ZabelState.choices]. */
@Composable
fun ColumnScope.NewQuattroScreen(state: ZabelState) {
    val choices = state.choices
    val variant = choices.quattroVariant
    val levels = remember(variant) { state.levels(variant) }
    NewQuattroScreen(
        NewQuattroUi(variant, levels, state.seatCount(variant), choices.quattroPlayers),
        state.strings,
        NewQuattroCallbacks(
            onBack = { state.back() },
            onRules = { state.go(Screen.Rules(it, back = Screen.NewQuattro)) },
            onVariant = { choices.quattroVariant = it },
            onPlayer = choices::choosePlayer,
            onStart = state::startQuattro,
        ),
    )
}

/**
 * A new game of three or four: the game (Quattro with partners diagonal or
 * side by side, or the trio), then at each seat a person at this device or a
 * computer of one of the levels the core lists for that game. Drawn from [ui] alone.
 */
@Composable
fun ColumnScope.NewQuattroScreen(ui: NewQuattroUi, s: Strings, on: NewQuattroCallbacks) {
    // The two Quattro seatings share one page of rules; the trio has its own.
    RulesBar(s, s.newManyPlayers, on.onBack) { on.onRules(if (ui.variant == Variant.TRIO) Variant.TRIO else Variant.QUATTRO_DIAGONAL) }
    BoxWithConstraints(Modifier.weight(1f, fill = false)) {
        // In a low window at a large font Start under the list left the list a sliver: it goes into the list.
        // At the usual font it stays under the list, in view (issue 61: a phone on its side scrolled it away).
        val low = maxHeight < LOW_WINDOW && LocalDensity.current.fontScale > 1.3f
        Column {
            LazyColumn(Modifier.weight(1f, fill = false).testTag("quattro-choices")) {
                quattroChoices(ui, s, on)
                if (low) item { QuattroStart(s, on) }
            }
            // Under the list, always in view, where there is room for both.
            if (!low) QuattroStart(s, on)
        }
    }
}

/** Below this height the start of a game of three or four scrolls with its choices. */
private val LOW_WINDOW = 420.dp

@Composable
private fun QuattroStart(s: Strings, on: NewQuattroCallbacks) {
    Column {
        Text(s.unratedTeams, style = MaterialTheme.typography.bodySmall, modifier = Modifier.padding(top = 4.dp))
        WideButton(s.start, "start", onClick = on.onStart)
    }
}

@OptIn(ExperimentalLayoutApi::class)
private fun LazyListScope.quattroChoices(ui: NewQuattroUi, s: Strings, on: NewQuattroCallbacks) {
    item { Text(s.game, style = MaterialTheme.typography.titleMedium) }
    items(listOf(Variant.QUATTRO_DIAGONAL, Variant.QUATTRO_LONGLINE, Variant.TRIO)) { choice ->
        Choice(ui.variant == choice, "game-${choice.name.lowercase().replace('_', '-')}", Modifier.fillMaxWidth(), { on.onVariant(choice) }) {
            Column {
                Text(s.variantName(choice), fontWeight = FontWeight.Medium)
                Text(s.variantHint(choice), style = MaterialTheme.typography.bodySmall, color = MaterialTheme.colorScheme.onSurfaceVariant)
            }
        }
    }
    item { Text(s.seats, style = MaterialTheme.typography.titleMedium, modifier = Modifier.padding(top = 10.dp)) }
    items(ui.seats) { seat ->
        val player = ui.players[seat]
        val small = MaterialTheme.typography.bodySmall
        Column(Modifier.fillMaxWidth().padding(vertical = 4.dp).testTag("seat-$seat")) {
            // Who sits there goes under the seat's name when large text leaves no room beside it.
            FlowRow {
                Row(verticalAlignment = Alignment.CenterVertically) {
                    SeatMark(ui.variant, seat.toUByte())
                    Text(s.seat(ui.variant, seat), fontWeight = FontWeight.Bold)
                    Text(DOT, style = small)
                }
                Text(
                    (player as? PlayerKind.Computer)?.let { computer -> ui.levels.firstOrNull { it.level == computer.level } }?.let { "${it.level}. ${s.levelName(it)}" } ?: s.player(ui.variant, player),
                    Modifier.align(Alignment.CenterVertically).testTag("seat-$seat-player"),
                    style = small,
                )
            }
            SeatOptions(ui, s, seat, player) { on.onPlayer(seat, it) }
            // What the computer at this seat is like: its level's buttons have room only for its number.
            (player as? PlayerKind.Computer)?.let { computer -> ui.levels.firstOrNull { it.level == computer.level } }?.description?.takeIf { it.isNotEmpty() }?.let {
                Text(it, Modifier.testTag("seat-$seat-about"), style = small, color = MaterialTheme.colorScheme.onSurfaceVariant)
            }
        }
    }
}

/** A seat's choices: a person, or a computer of each level. */
@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun SeatOptions(ui: NewQuattroUi, s: Strings, seat: Int, player: PlayerKind, choose: (PlayerKind) -> Unit) {
    val person = s.player(ui.variant, PlayerKind.Human)
    if (LocalDensity.current.fontScale < LARGE_FONT) {
        // One row of even buttons, the person's twice as wide.
        Row(Modifier.fillMaxWidth(), horizontalArrangement = Arrangement.spacedBy(4.dp)) {
            SeatOption(person, player == PlayerKind.Human, "seat-$seat-human", Modifier.weight(2f)) { choose(PlayerKind.Human) }
            for (level in ui.levels) {
                val kind = PlayerKind.Computer(level.level)
                SeatOption("${level.level}", player == kind, "seat-$seat-level-${level.level}", Modifier.weight(1f)) { choose(kind) }
            }
        }
    } else {
        // Large text does not fit a row of even buttons: they wrap, each as wide as its text.
        FlowRow(Modifier.fillMaxWidth(), horizontalArrangement = Arrangement.spacedBy(4.dp), verticalArrangement = Arrangement.spacedBy(4.dp)) {
            SeatOption(person, player == PlayerKind.Human, "seat-$seat-human", Modifier.widthIn(min = 72.dp)) { choose(PlayerKind.Human) }
            for (level in ui.levels) {
                val kind = PlayerKind.Computer(level.level)
                SeatOption("${level.level}", player == kind, "seat-$seat-level-${level.level}", Modifier.widthIn(min = 48.dp)) { choose(kind) }
            }
        }
    }
}

/** From this font scale on (Android's 150 % and more) a screen lays out for large text: a seat's choices wrap, a lesson's task goes under its board. */
internal const val LARGE_FONT = 1.5f

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
