package app.zabel.ui

import androidx.compose.foundation.Canvas
import androidx.compose.foundation.background
import androidx.compose.foundation.border
import androidx.compose.foundation.clickable
import androidx.compose.foundation.isSystemInDarkTheme
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.fillMaxHeight
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ColumnScope
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.RowScope
import androidx.compose.foundation.layout.Spacer
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.width
import androidx.compose.foundation.layout.widthIn
import androidx.compose.foundation.lazy.LazyColumn
import androidx.compose.foundation.lazy.LazyListScope
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.verticalScroll
import androidx.compose.foundation.lazy.items
import androidx.compose.foundation.selection.selectable
import androidx.compose.foundation.selection.selectableGroup
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material3.AlertDialog
import androidx.compose.material3.Button
import androidx.compose.material3.Card
import androidx.compose.material3.DropdownMenu
import androidx.compose.material3.DropdownMenuItem
import androidx.compose.material3.ExperimentalMaterial3Api
import androidx.compose.material3.FilterChip
import androidx.compose.material3.LinearProgressIndicator
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.RadioButton
import androidx.compose.material3.Surface
import androidx.compose.material3.Switch
import androidx.compose.material3.Tab
import androidx.compose.material3.Divider
import androidx.compose.material3.LocalTextStyle
import androidx.compose.material3.TabRow
import androidx.compose.ui.platform.LocalDensity
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
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.geometry.Size
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.error
import androidx.compose.ui.semantics.LiveRegionMode
import androidx.compose.ui.semantics.liveRegion
import androidx.compose.ui.text.drawText
import androidx.compose.ui.text.rememberTextMeasurer
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.style.TextAlign
import androidx.compose.ui.text.style.TextDecoration
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.Density
import androidx.compose.ui.unit.LayoutDirection
import androidx.compose.ui.semantics.testTag
import androidx.compose.ui.semantics.clearAndSetSemantics
import kotlin.math.roundToInt
import androidx.compose.ui.unit.IntOffset
import androidx.compose.foundation.layout.offset
import androidx.compose.ui.unit.sp
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
import app.zabel.core.DieView
import app.zabel.core.FirstMover
import app.zabel.core.Variant
import app.zabel.core.ratedVariants
import app.zabel.core.GameView
import app.zabel.core.LevelRecord
import app.zabel.core.Opponent
import app.zabel.core.Phase
import app.zabel.core.PlayerKind
import app.zabel.core.RatingPoint
import app.zabel.core.SeatView
import app.zabel.core.Terrain
import app.zabel.core.Verdict
import app.zabel.core.GameSummary
import app.zabel.core.Score
import app.zabel.core.RatedMove
import app.zabel.core.Theme
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.foundation.ExperimentalFoundationApi
import androidx.compose.foundation.relocation.BringIntoViewRequester
import androidx.compose.foundation.relocation.bringIntoViewRequester
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.withFrameNanos
import androidx.compose.ui.graphics.Color

/** The whole app: one screen at a time, drawn from [state]. */
@Composable
fun ZabelApp(state: ZabelState, systemDark: Boolean = isSystemInDarkTheme()) {
    val dark = when (state.settings.theme) {
        Theme.SYSTEM -> systemDark
        Theme.LIGHT -> false
        Theme.DARK -> true
    }
    ZabelTheme(dark) {
        CompositionLocalProvider(LocalCoordinates provides state.settings.coordinates) {
            Surface(Modifier.fillMaxSize(), color = MaterialTheme.colorScheme.background) {
                Column(Modifier.fillMaxSize().padding(16.dp)) {
                    when (val screen = state.screen) {
                        Screen.Home -> HomeScreen(state)
                        Screen.Opponents -> OpponentsScreen(state)
                        Screen.NewKoenigszabel -> NewKoenigszabelScreen(state)
                        Screen.NewQuattro -> NewQuattroScreen(state)
                        is Screen.Setup -> SetupScreen(state)
                        Screen.Board -> when {
                            state.view?.phase == Phase.OVER -> GameOverScreen(state)
                            state.handOver != null -> HandOverScreen(state)
                            else -> BoardScreen(state)
                        }
                        Screen.History -> HistoryScreen(state)
                        is Screen.Replaying -> ReplayScreen(state, screen)
                        is Screen.Rating -> RatingScreen(state, screen)
                        Screen.Settings -> SettingsScreen(state)
                        is Screen.Rules -> RulesScreen(state, screen)
                    }
                    state.notice?.let { NoticeLine(state, it) }
                }
                state.confirmation?.let { ConfirmationDialog(state, it) }
            }
        }
    }
}

/**
 * The line under every screen: what went wrong in the error colour, marked as
 * an error for screen readers too; news of a thing done (a backup saved) in
 * the ordinary text colour. A tap dismisses it.
 */
@Composable
private fun NoticeLine(state: ZabelState, notice: Notice) {
    val text = notice.say(state.strings)
    Spacer(Modifier.height(8.dp))
    Text(
        text,
        Modifier.testTag("message").clickable { state.dismissMessage() }.semantics { if (notice.error) error(text) },
        color = if (notice.error) MaterialTheme.colorScheme.error else MaterialTheme.colorScheme.onBackground,
    )
}

/** Yes or no before a rated game is lost or made unrated; no (or Back, or a tap outside) keeps playing. */
@Composable
private fun ConfirmationDialog(state: ZabelState, confirmation: Confirmation) {
    val s = state.strings
    AlertDialog(
        onDismissRequest = state::keepPlaying,
        modifier = Modifier.testTag("confirmation-dialog"),
        text = { Text(s.confirmation(confirmation), Modifier.testTag("confirmation")) },
        confirmButton = { TextButton(state::confirm, Modifier.testTag("confirm")) { Text(s.confirmButton(confirmation)) } },
        dismissButton = { TextButton(state::keepPlaying, Modifier.testTag("keep-playing")) { Text(s.keepPlaying) } },
    )
}

@Composable
private fun Title(text: String, modifier: Modifier = Modifier) {
    Text(text, style = MaterialTheme.typography.headlineSmall, modifier = modifier.padding(bottom = 12.dp))
}

/** The screen's own Back: where the system's Back goes too ([ZabelState.back]). */
@Composable
private fun BackButton(state: ZabelState) {
    TextButton(onClick = { state.back() }, Modifier.testTag("back")) { Text(state.strings.back) }
}

/** Back, with the game's rules one tap away at the other end: on every new-game screen. */
@Composable
private fun BackAndRules(state: ZabelState, variant: Variant, from: Screen) {
    Row(Modifier.fillMaxWidth(), verticalAlignment = Alignment.CenterVertically) {
        BackButton(state)
        Spacer(Modifier.weight(1f))
        TextButton({ state.go(Screen.Rules(variant, back = from)) }, Modifier.testTag("rules")) { Text(state.strings.rules) }
    }
}

@Composable
private fun WideButton(text: String, tag: String, enabled: Boolean = true, onClick: () -> Unit) {
    Button(onClick, Modifier.fillMaxWidth().padding(vertical = 4.dp).testTag(tag), enabled = enabled) { Text(text) }
}

@Composable
fun ColumnScope.HomeScreen(state: ZabelState) {
    // Scrolls when large fonts make it taller than the window.
    Column(Modifier.verticalScroll(rememberScrollState())) { HomeContent(state) }
}

@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun HomeContent(state: ZabelState) {
    val s = state.strings
    Text(s.appName, fontSize = 40.sp, fontWeight = FontWeight.Bold, modifier = Modifier.padding(vertical = 24.dp))
    if (state.canContinue) WideButton(s.continueGame, "continue") { state.continueGame() }
    Text(s.newGame, style = MaterialTheme.typography.titleMedium, modifier = Modifier.padding(top = 12.dp, bottom = 4.dp))
    // One button per game, by the game's own name.
    WideButton(s.gameName(Variant.EINSTEIN), "new-einstein") { state.go(Screen.Opponents) }
    WideButton(s.gameName(Variant.KOENIGSZABEL), "new-koenigszabel") { state.go(Screen.NewKoenigszabel) }
    WideButton(s.manyPlayers, "new-quattro") { state.go(Screen.NewQuattro) }
    // Every game's rules one tap from Home, before anyone starts a game.
    FlowRow(Modifier.fillMaxWidth().padding(top = 4.dp)) {
        Text(s.rules + ":", Modifier.align(Alignment.CenterVertically), style = MaterialTheme.typography.bodyMedium)
        for ((variant, tag) in RULES) {
            TextButton({ state.go(Screen.Rules(variant)) }, Modifier.testTag("rules-$tag")) { Text(s.rulesName(variant)) }
        }
    }
    Spacer(Modifier.height(12.dp))
    WideOutlinedButton(s.history, "history") { state.go(Screen.History) }
    WideOutlinedButton(s.rating, "rating") { state.go(Screen.Rating()) }
    WideOutlinedButton(s.settings, "settings") { state.go(Screen.Settings) }
}

/** The games with a page of rules: the two Quattro seatings share one. */
private val RULES = listOf(Variant.EINSTEIN to "einstein", Variant.KOENIGSZABEL to "koenigszabel", Variant.QUATTRO_DIAGONAL to "quattro", Variant.TRIO to "trio")

@Composable
fun ColumnScope.RulesScreen(state: ZabelState, screen: Screen.Rules) {
    val s = state.strings
    val variant = screen.variant
    BackButton(state)
    Title(s.rulesName(variant) + DOT + s.rules)
    Column(Modifier.weight(1f, fill = false).verticalScroll(rememberScrollState())) {
        for (paragraph in state.rules(variant).split("\n")) {
            Text(paragraph.trim(), Modifier.padding(bottom = 10.dp).testTag("rules-text"), style = MaterialTheme.typography.bodyLarge)
        }
    }
}

@Composable
private fun WideOutlinedButton(text: String, tag: String, onClick: () -> Unit) {
    OutlinedButton(onClick, Modifier.fillMaxWidth().padding(vertical = 4.dp).testTag(tag)) { Text(text) }
}

@Composable
fun ColumnScope.OpponentsScreen(state: ZabelState) {
    val s = state.strings
    val opponents = remember { state.opponents() }
    val suggested = remember { state.suggested() }
    BackAndRules(state, Variant.EINSTEIN, Screen.Opponents)
    Title(s.opponents)
    Text(s.gameName(Variant.EINSTEIN), style = MaterialTheme.typography.titleMedium, modifier = Modifier.padding(bottom = 4.dp))
    LazyColumn(Modifier.weight(1f)) {
        items(opponents) { opponent ->
            Card(Modifier.fillMaxWidth().padding(vertical = 3.dp).testTag("level-${opponent.level}").clickable { state.chooseOpponent(opponent.level) }) {
                OpponentRow(s, opponent, opponent.level == suggested?.level)
            }
        }
        item {
            OutlinedButton({ state.chooseFriend() }, Modifier.fillMaxWidth().padding(top = 8.dp).testTag("friend")) { Text(s.friend) }
            OutlinedButton({ state.watch(state.settings.defaultLevel, 8u) }, Modifier.fillMaxWidth().testTag("watch")) { Text(s.watch) }
        }
    }
}

@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun OpponentRow(s: Strings, opponent: Opponent, suggested: Boolean, record: LevelRecord? = null) {
    // Wraps rather than squeezing the name when large fonts make "Fair match" wide.
    FlowRow(Modifier.fillMaxWidth().padding(12.dp), horizontalArrangement = Arrangement.SpaceBetween) {
        Column {
            LevelName("${opponent.level}. ${s.opponentName(opponent)}")
            Text("${s.elo} ${opponent.rating.toInt()}${DOT}${s.expectedScore(opponent.expectedScore)}")
            if (record != null) LevelRecordLine(s, record)
        }
        if (suggested) Text(s.suggested, Modifier.align(Alignment.CenterVertically), color = MaterialTheme.colorScheme.primary)
    }
}

/**
 * A level's name, bold, its font made smaller only as far as its longest
 * word needs to fit the line: at twice the font size "Gelegenheitsspieler"
 * was wider than a phone's card and broke inside.
 */
@Composable
private fun LevelName(name: String) {
    val style = LocalTextStyle.current.copy(fontWeight = FontWeight.Bold)
    val measurer = rememberTextMeasurer()
    BoxWithConstraints {
        val longest = name.split(' ').maxOf { measurer.measure(it, style, softWrap = false).size.width }
        val shrink = minOf(1f, constraints.maxWidth.toFloat() / longest)
        Text(name, style = if (shrink < 1f) style.copy(fontSize = style.fontSize * shrink * 0.98f) else style)
    }
}

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
private fun SidedOpponentRow(s: Strings, opponent: Opponent, variant: Variant, fair: List<Boolean>, record: LevelRecord? = null) {
    Column(Modifier.fillMaxWidth().padding(12.dp)) {
        LevelName("${opponent.level}. ${s.opponentName(opponent)}")
        Text("${s.elo} ${opponent.rating.toInt()}")
        for ((seat, expected) in opponent.expectedBySeat.withIndex()) {
            Row(verticalAlignment = Alignment.CenterVertically) {
                SeatMark(seat.toUByte(), size = 12.dp)
                val suggested = if (fair.getOrElse(seat) { false }) "${DOT}${s.suggested}" else ""
                Text("${s.seat(variant, seat)}: ${s.expectedScore(expected)}$suggested", Modifier.testTag("rating-expected-${opponent.level}-$seat"))
            }
        }
        if (record != null) LevelRecordLine(s, record)
    }
}

/** A choice among several, as a radio button with its label; the whole row is tappable. */
@Composable
private fun Choice(selected: Boolean, tag: String, modifier: Modifier = Modifier, onClick: () -> Unit, label: @Composable RowScope.() -> Unit) {
    Row(
        modifier.selectable(selected, onClick = onClick, role = Role.RadioButton).testTag(tag).padding(vertical = 2.dp),
        verticalAlignment = Alignment.CenterVertically,
    ) {
        RadioButton(selected, onClick = null, Modifier.padding(horizontal = 8.dp))
        label()
    }
}

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
    val humanSeat = if (state.taflDefends) 1 else 0
    // The fair match from the side chosen below, with that side's figure beside it: never both sides' average.
    val fair = remember(humanSeat) { state.suggested(Variant.KOENIGSZABEL, state.taflSeat)?.level }
    val small = MaterialTheme.typography.bodySmall
    BackAndRules(state, Variant.KOENIGSZABEL, Screen.NewKoenigszabel)
    Title(s.newGameOf(s.gameName(Variant.KOENIGSZABEL)))
    Text(s.opponent, style = MaterialTheme.typography.titleMedium)
    LazyColumn(Modifier.weight(1f).testTag("tafl-opponents")) {
        items(levels) { level ->
            Choice(state.taflLevel == level.level, "level-${level.level}", Modifier.fillMaxWidth(), { state.taflLevel = level.level }) {
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
            Choice(state.taflLevel == null, "friend", Modifier.fillMaxWidth(), { state.taflLevel = null }) { Text(s.friend) }
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
    if (state.taflLevel != null) {
        Text(s.yourSide, style = MaterialTheme.typography.titleMedium, modifier = Modifier.padding(top = 10.dp))
        Row(Modifier.fillMaxWidth()) {
            for ((defends, seat) in listOf(false to 0, true to 1)) {
                val tag = if (defends) "side-defenders" else "side-attackers"
                Choice(state.taflDefends == defends, tag, Modifier.weight(1f), { state.taflDefends = defends }) {
                    Column {
                        Text(s.seat(Variant.KOENIGSZABEL, seat))
                        bySeat[state.taflLevel]?.getOrNull(seat)?.let {
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
        Switch(state.shieldwall, { state.shieldwall = it }, Modifier.testTag("shieldwall"))
    }
    WideButton(s.start, "start") { state.startKoenigszabel() }
    }
}

/**
 * A new game of three or four: the game (Quattro with partners diagonal or
 * side by side, or the trio), then at each seat a person at this device or a
 * computer of one of the levels the core lists for that game.
 */
@Composable
fun ColumnScope.NewQuattroScreen(state: ZabelState) {
    val s = state.strings
    val variant = state.quattroVariant
    val levels = remember(variant) { state.levels(variant) }
    val small = MaterialTheme.typography.bodySmall
    // The two Quattro seatings share one page of rules; the trio has its own.
    BackAndRules(state, if (variant == Variant.TRIO) Variant.TRIO else Variant.QUATTRO_DIAGONAL, Screen.NewQuattro)
    Title(s.newManyPlayers)
    LazyColumn(Modifier.weight(1f, fill = false).testTag("quattro-choices")) {
        item { Text(s.game, style = MaterialTheme.typography.titleMedium) }
        items(listOf(Variant.QUATTRO_DIAGONAL, Variant.QUATTRO_LONGLINE, Variant.TRIO)) { choice ->
            Choice(variant == choice, "game-${choice.name.lowercase().replace('_', '-')}", Modifier.fillMaxWidth(), { state.quattroVariant = choice }) {
                Column {
                    Text(s.variantName(choice), fontWeight = FontWeight.Medium)
                    Text(s.variantHint(choice), style = small, color = MaterialTheme.colorScheme.onSurfaceVariant)
                }
            }
        }
        item { Text(s.seats, style = MaterialTheme.typography.titleMedium, modifier = Modifier.padding(top = 10.dp)) }
        items(state.seatCount(variant)) { seat ->
            val player = state.quattroPlayers[seat]
            Column(Modifier.fillMaxWidth().padding(vertical = 4.dp).testTag("seat-$seat")) {
                Row(verticalAlignment = Alignment.CenterVertically) {
                    SeatMark(seat.toUByte())
                    Text(s.seat(variant, seat), fontWeight = FontWeight.Bold)
                    Text(DOT, style = small)
                    Text(
                        (player as? PlayerKind.Computer)?.let { computer -> levels.firstOrNull { it.level == computer.level } }?.let { "${it.level}. ${s.levelName(it)}" } ?: s.player(variant, player),
                        Modifier.weight(1f).testTag("seat-$seat-player"),
                        style = small,
                        maxLines = 1,
                    )
                }
                Row(Modifier.fillMaxWidth(), horizontalArrangement = Arrangement.spacedBy(4.dp)) {
                    SeatOption(s.player(variant, PlayerKind.Human), player == PlayerKind.Human, "seat-$seat-human", Modifier.weight(2f)) { state.choosePlayer(seat, PlayerKind.Human) }
                    for (level in levels) {
                        val kind = PlayerKind.Computer(level.level)
                        SeatOption("${level.level}", player == kind, "seat-$seat-level-${level.level}", Modifier.weight(1f)) { state.choosePlayer(seat, kind) }
                    }
                }
            }
        }
    }
    // Under the list, always in view: the list gives way to them in a low window.
    Text(s.unratedTeams, style = small, modifier = Modifier.padding(top = 4.dp))
    WideButton(s.start, "start") { state.startQuattro() }
}

/** One of a seat's choices: a person, or a computer's level by number. */
@Composable
private fun SeatOption(text: String, selected: Boolean, tag: String, modifier: Modifier, onClick: () -> Unit) {
    val colors = MaterialTheme.colorScheme
    Box(
        modifier.height(36.dp)
            .background(if (selected) colors.primary else colors.surface, RoundedCornerShape(8.dp))
            .border(1.dp, if (selected) colors.primary else colors.outline, RoundedCornerShape(8.dp))
            .selectable(selected, onClick = onClick, role = Role.RadioButton)
            .testTag(tag),
        contentAlignment = Alignment.Center,
    ) {
        Text(text, color = if (selected) colors.onPrimary else colors.onSurface, fontWeight = if (selected) FontWeight.Bold else FontWeight.Normal, maxLines = 1)
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
fun SeatList(state: ZabelState, view: GameView, modifier: Modifier = Modifier) {
    val s = state.strings
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
                            SeatMark(seat.seat, size = 14.dp)
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

/** Between two people's turns: the board waits until the next one has the device. */
@Composable
fun ColumnScope.HandOverScreen(state: ZabelState) {
    val s = state.strings
    val view = state.view ?: return
    val seat = state.handOver ?: return
    BackButton(state)
    Spacer(Modifier.weight(1f))
    Row(Modifier.fillMaxWidth(), horizontalArrangement = Arrangement.Center) { SeatMark(seat, size = 72.dp) }
    Text(
        s.handOver(view.variant, seat.toInt()),
        Modifier.fillMaxWidth().padding(vertical = 16.dp).testTag("hand-over"),
        style = MaterialTheme.typography.headlineSmall,
        textAlign = TextAlign.Center,
    )
    Text(s.handOverHint, Modifier.fillMaxWidth().padding(bottom = 16.dp), textAlign = TextAlign.Center)
    WideButton(s.handOverGo(view.variant, seat.toInt()), "handed-over") { state.handedOver() }
    Spacer(Modifier.weight(1f))
    SeatList(state, view)
}

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
        GameBoard(board, { state.tapSetup(it) }, modifier.testTag("setup-board"), selected = state.setupSelected)
    }
}

/** Shuffle, who starts, and Start. */
@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun SetupControls(state: ZabelState) {
    val s = state.strings
    OutlinedButton({ state.shuffleSetup() }, Modifier.padding(top = 8.dp).testTag("shuffle")) { Text(s.random) }
    // Wraps rather than leaving the window when the column is narrow or the font large.
    FlowRow(verticalArrangement = Arrangement.Center) {
        Text(s.whoStarts + ":", Modifier.align(Alignment.CenterVertically))
        val seat = { index: Int -> s.seat(Variant.EINSTEIN, index) }
        for ((mover, label) in listOf(FirstMover.RED to seat(0), FirstMover.BLUE to seat(1), FirstMover.RANDOM to s.random)) {
            TextButton({ state.firstMover = mover }, Modifier.testTag("first-${mover.name.lowercase()}")) {
                Text(label, fontWeight = if (state.firstMover == mover) FontWeight.Bold else FontWeight.Normal)
            }
        }
    }
    WideButton(s.start, "start") { state.startFromSetup() }
}

/**
 * A game in progress. Portrait: the controls above and below a board as wide
 * as the screen. Landscape (wider than high: tablets, phones turned): the
 * board as tall as the screen beside a column of the controls, so a 13×13
 * board stays readable.
 */
@Composable
fun ColumnScope.BoardScreen(state: ZabelState) {
    val view = state.view ?: return
    BoxWithConstraints(Modifier.fillMaxWidth().weight(1f, fill = false)) {
        val wide = constraints.hasBoundedHeight && maxWidth > maxHeight
        val side = minOf(maxWidth * 0.45f, 420.dp)
        if (wide) {
            Row(Modifier.fillMaxSize().testTag("wide-layout")) {
                TheBoard(state, view, Modifier.weight(1f).fillMaxHeight())
                // Back stays put while the rest scrolls (hints scrolled into view took it out of the window).
                Column(Modifier.width(side).fillMaxHeight().padding(start = 12.dp)) {
                    BackButton(state)
                    Column(Modifier.verticalScroll(rememberScrollState())) {
                        BoardTop(state, view)
                        BoardBottom(state, view)
                    }
                }
            }
        } else {
            // The board as wide as the screen; the rest scrolls when it does not fit (large fonts, short phones).
            Column {
                BackButton(state)
                Column(Modifier.verticalScroll(rememberScrollState())) {
                    BoardTop(state, view)
                    TheBoard(state, view, Modifier.fillMaxWidth())
                    BoardBottom(state, view)
                }
            }
        }
    }
}

@Composable
private fun TheBoard(state: ZabelState, view: GameView, modifier: Modifier) {
    GameBoard(
        view.board,
        { state.tap(it) },
        modifier.testTag("board"),
        moveCount = view.moves.size,
        lastMove = view.lastMove,
        // The best hint drawn on the board; gone with the next move, as the hint itself.
        hint = state.hints.firstOrNull()?.let { it.from to it.to },
    )
}

/** Above the board: whose turn, the die, the prompt, the seats. */
@Composable
private fun ColumnScope.BoardTop(state: ZabelState, view: GameView) {
    val s = state.strings
    Row(verticalAlignment = Alignment.CenterVertically) {
        val toMove = view.seats.firstOrNull { it.toMove }?.seat
        if (toMove != null) {
            SeatMark(toMove)
            Text(s.toMove(view.variant, toMove.toInt()), Modifier.weight(1f).testTag("turn"))
        } else {
            Spacer(Modifier.weight(1f))
        }
        view.die?.let { Die(it, s, Modifier.testTag("die"), onRoll = if (view.phase == Phase.ROLL) state::roll else null) }
    }
    Text(
        when (view.phase) {
            Phase.ROLL -> s.rollPrompt
            Phase.CHOOSE_PIECE -> s.choosePiece(view.variant)
            Phase.CHOOSE_TARGET -> s.chooseTarget
            Phase.COMPUTER_TURN -> s.thinking
            Phase.OVER -> ""
        },
        Modifier.padding(vertical = 6.dp).testTag("prompt"),
    )
    if (view.variant.isMultiplayer) SeatList(state, view, Modifier.padding(bottom = 6.dp))
}

/** Below the board: the computer's progress, the actions, the announcement, hints, the last moves. */
@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun ColumnScope.BoardBottom(state: ZabelState, view: GameView) {
    val s = state.strings
    val progress = state.thinking
    // The last moves right under the board, where the eye is after a move; at the end of the page the
    // seats of a game of four pushed them below a phone's window.
    Text(view.moves.takeLast(4).joinToString("   "), style = MaterialTheme.typography.bodySmall, modifier = Modifier.padding(top = 6.dp).testTag("moves"))
    if (view.phase == Phase.COMPUTER_TURN) {
        LinearProgressIndicator(progress = (progress ?: 0.0).toFloat(), modifier = Modifier.fillMaxWidth().padding(vertical = 6.dp).testTag("thinking"))
    }
    // Wraps when the buttons' words do not fit one line (German, large fonts), never letting two touch:
    // spread across a line they fit with room to spare, a gap kept where they barely fit, and between lines.
    FlowRow(
        Modifier.fillMaxWidth().padding(top = 8.dp),
        horizontalArrangement = SpaceBetweenAtLeast(8.dp),
        verticalArrangement = Arrangement.spacedBy(8.dp),
    ) {
        if (view.die != null) Button({ state.roll() }, Modifier.testTag("roll"), enabled = view.phase == Phase.ROLL) { Text(s.roll) }
        OutlinedButton({ state.undo() }, Modifier.testTag("undo"), enabled = view.canUndo) { Text(s.undo) }
        if (view.variant.isMultiplayer) {
            // The games of three and four have no hints.
        } else if (state.hinting) {
            OutlinedButton({ state.cancelHint() }, Modifier.testTag("cancel-hint")) { Text(s.cancel) }
        } else {
            OutlinedButton({ state.hint() }, Modifier.testTag("hint"), enabled = view.phase == Phase.CHOOSE_PIECE || view.phase == Phase.CHOOSE_TARGET) { Text(s.hint) }
        }
        OutlinedButton({ state.resign() }, Modifier.testTag("resign")) { Text(s.resign) }
    }
    // Why the die shows no number: under the board too, for the line it adds would push the board down.
    if (view.die == DieView.NoRoll) Text(s.noRoll, Modifier.padding(top = 6.dp).testTag("no-roll"))
    // Said by TalkBack as it changes; shown too, small, so sighted players get the same news. Under the
    // board and its buttons, where its wrapping moves neither (above the board, a picked piece's two lines
    // pushed the board down between the two taps of a move); two lines kept, so what follows stays put too.
    Text(
        state.announcementText,
        Modifier.padding(top = 6.dp).testTag("announcement").semantics { liveRegion = LiveRegionMode.Polite },
        style = MaterialTheme.typography.bodySmall,
        minLines = 2,
    )
    if (state.hinting) {
        Text(s.hintWorking, Modifier.padding(top = 6.dp))
        LinearProgressIndicator(Modifier.fillMaxWidth().padding(vertical = 4.dp).testTag("hinting"))
    }
    // Games of three and four are never rated: their new-game screen says so, the board need not.
    if (!view.rated && !view.variant.isMultiplayer) Text(s.unrated, style = MaterialTheme.typography.bodySmall)
    if (state.hints.isNotEmpty()) Hints(s, state.hints)
}

/**
 * The best moves and their chances, said by TalkBack as they arrive (the
 * arrow on the board is for the eye). They come last in the controls, which
 * on a phone turned sideways is below the window: asked for, they are
 * scrolled into it.
 */
@OptIn(ExperimentalFoundationApi::class)
@Composable
private fun Hints(s: Strings, hints: List<RatedMove>) {
    val requester = remember { BringIntoViewRequester() }
    LaunchedEffect(hints) {
        // Once laid out: before, the lines have no place to bring into view.
        withFrameNanos { }
        requester.bringIntoView()
    }
    Column(Modifier.bringIntoViewRequester(requester).testTag("hints").semantics { liveRegion = LiveRegionMode.Polite }) {
        for (hint in hints.take(3)) Text("${hint.notation}: ${s.winChance(hint.winProbability)}", Modifier.testTag("hint-line"))
    }
}

/**
 * Arrangement.SpaceBetween with a smallest gap: a FlowRow breaks its line
 * where the items and their gaps no longer fit (SpaceBetween alone asks for
 * no gap, so items that just fit touched), and spreads what fits.
 */
private class SpaceBetweenAtLeast(override val spacing: Dp) : Arrangement.Horizontal {
    override fun Density.arrange(totalSize: Int, sizes: IntArray, layoutDirection: LayoutDirection, outPositions: IntArray) =
        with(Arrangement.SpaceBetween) { arrange(totalSize, sizes, layoutDirection, outPositions) }
}

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
private fun ReviewHeader(state: ZabelState, variant: Variant) {
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
private fun LazyListScope.reviewRows(state: ZabelState, moves: List<String>, current: UInt? = null, onSelect: ((UInt) -> Unit)? = null) {
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
private fun RecordActions(state: ZabelState) {
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

/**
 * The finished games, newest first, each tapped to replay; above them Back,
 * the two ways to open a game from elsewhere (a file the system's picker
 * gives, or a record on the clipboard), and the filters: one game, or rated
 * games only, as the core filters them. Older games are read when the list
 * reaches its end. Everything wraps rather than leave the window.
 */
@OptIn(ExperimentalLayoutApi::class)
@Composable
fun ColumnScope.HistoryScreen(state: ZabelState) {
    val s = state.strings
    val history = state.history
    // A column a row can be read across on a tablet, too: the full width put a row's date and result far apart.
    Column(Modifier.widthIn(max = HISTORY_WIDTH).fillMaxWidth().align(Alignment.CenterHorizontally)) {
        Row(Modifier.fillMaxWidth(), verticalAlignment = Alignment.CenterVertically) {
            BackButton(state)
            Spacer(Modifier.weight(1f))
            FlowRow(horizontalArrangement = Arrangement.spacedBy(8.dp, Alignment.End)) {
                TextButton(state::openRecordFile, Modifier.testTag("open-record"), enabled = !state.filesBusy) { Text(s.openGame) }
                TextButton(state::pasteRecord, Modifier.testTag("paste-record")) { Text(s.pasteGame) }
            }
        }
        // Only the bar above stays: on a phone turned sideways the title and the filters took half the window.
        LazyColumn(Modifier.testTag("history-list")) {
            item(key = "title") { Title(s.history, Modifier.testTag("history-title")) }
            item(key = "filters") { HistoryFilters(s, history) }
            if (history.games.isEmpty()) {
                item(key = "empty") { Text(if (history.filtered) s.noGamesMatch else s.noGames, Modifier.testTag("history-empty")) }
            }
            items(history.games, key = { it.id.toLong() }) { game -> HistoryRow(state, game) }
            if (history.hasMore) item { LaunchedEffect(history.games.size) { history.more() } }
        }
    }
}

/** The widest the history's list gets. */
private val HISTORY_WIDTH = 640.dp

/** All games or one game, and rated only: chips the core's filter follows. */
@OptIn(ExperimentalLayoutApi::class, ExperimentalMaterial3Api::class)
@Composable
private fun HistoryFilters(s: Strings, history: HistoryList) {
    val chosen = history.filter
    FlowRow(Modifier.fillMaxWidth().padding(bottom = 4.dp), horizontalArrangement = Arrangement.spacedBy(8.dp)) {
        if (history.variants.isNotEmpty()) {
            FilterChip(chosen.variant == null, { history.showVariant(null) }, { Text(s.allGames) }, Modifier.testTag("filter-all"))
            for (variant in history.variants) {
                FilterChip(chosen.variant == variant, { history.showVariant(variant) }, { Text(s.shortName(variant)) }, Modifier.testTag("filter-${kebab(variant.name)}"))
            }
        }
        FilterChip(chosen.ratedOnly, { history.showRatedOnly(!chosen.ratedOnly) }, { Text(s.ratedOnly) }, Modifier.testTag("filter-rated"))
    }
}

/** One finished game: which and when, who played, how it ended (for the lone person a badge), and its rating. */
@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun HistoryRow(state: ZabelState, game: GameSummary) {
    val s = state.strings
    val small = MaterialTheme.typography.bodySmall
    Card(Modifier.fillMaxWidth().padding(vertical = 3.dp).testTag("game-${game.id}").clickable { state.go(Screen.Replaying(game.id)) }) {
        Column(Modifier.padding(10.dp)) {
            FlowRow(Modifier.fillMaxWidth(), horizontalArrangement = Arrangement.SpaceBetween) {
                Text(s.gameName(game.variant), fontWeight = FontWeight.Bold, modifier = Modifier.padding(end = 8.dp))
                Text(s.date(game.finishedAt), Modifier.testTag("date-${game.id}"), style = small, color = MaterialTheme.colorScheme.onSurfaceVariant)
            }
            for ((seat, line) in s.players(game.variant, game.players).withIndex()) {
                Row(verticalAlignment = Alignment.CenterVertically) {
                    SeatMark(seat.toUByte(), size = 12.dp)
                    Text(line, style = small)
                }
            }
            // The result beside the badge while it fits, else under it: a long one at a large font never breaks inside a word.
            FlowRow(Modifier.padding(top = 4.dp), verticalArrangement = Arrangement.spacedBy(2.dp)) {
                game.yourScore?.let { OutcomeBadge(s.yourScore(it), it, "badge-${game.id}") }
                Text(s.result(game.variant, game.result, game.players), fontWeight = FontWeight.Medium)
            }
            Text(
                game.ratingChange?.let(s::ratingChange) ?: s.notRated,
                Modifier.testTag("rating-${game.id}"),
                style = small,
                color = if (game.rated) Color.Unspecified else MaterialTheme.colorScheme.onSurfaceVariant,
            )
        }
    }
}

/** "Won", "Lost", "Draw" in the colour that agrees with the word: the word says it, the colour only helps. */
@Composable
private fun OutcomeBadge(text: String, score: Score, tag: String) {
    val colours = outcomeColors()
    Surface(Modifier.padding(end = 8.dp), shape = RoundedCornerShape(6.dp), color = colours.of(score), contentColor = colours.on) {
        Text(text, Modifier.padding(horizontal = 8.dp, vertical = 2.dp).testTag(tag), style = MaterialTheme.typography.labelLarge)
    }
}

/**
 * A finished game, move by move, and its review. Back stays put; the rest
 * is one page that scrolls as a whole: the board and its steps first, then
 * the review, which gets the window once scrolled to. (Its own list under
 * the board was a few rows high on a phone held upright, a sliver in
 * German, its rows cut flush under the per-side lines as if drawn over
 * them.) Wider than high, the board as tall as the room beside the page.
 */
@Composable
fun ColumnScope.ReplayScreen(state: ZabelState, screen: Screen.Replaying) {
    val view = state.view ?: return
    val replay = state.replay ?: return
    val plies = replay.plies()
    val moves = replay.view(plies).moves
    val list = rememberLazyListState()
    val scope = rememberCoroutineScope()
    BackButton(state)
    BoxWithConstraints(Modifier.fillMaxWidth().weight(1f)) {
        val boardWidth = maxWidth * 0.6f
        if (maxWidth > maxHeight) {
            Row(Modifier.fillMaxSize().testTag("wide-layout")) {
                ReplayBoard(view, Modifier.fillMaxHeight().widthIn(max = boardWidth))
                LazyColumn(Modifier.weight(1f).fillMaxHeight().padding(start = 12.dp).testTag("reviews"), list) {
                    item { ReplayHead(state, screen, view, plies) }
                    item { ReplaySteps(state, view) }
                    item { ReplayRecord(state) }
                    replayReview(state, view, moves, state::showReplayPly)
                }
            }
        } else {
            LazyColumn(Modifier.fillMaxSize().testTag("reviews"), list) {
                item { ReplayHead(state, screen, view, plies) }
                item { ReplayBoard(view, Modifier.fillMaxWidth()) }
                item { ReplaySteps(state, view) }
                item { ReplayRecord(state) }
                // Upright, a move chosen far down the list would change a board scrolled out of sight:
                // the page brings the board back, its steps under it to go on from there.
                replayReview(state, view, moves) { ply ->
                    state.showReplayPly(ply)
                    scope.launch { list.animateScrollToItem(1) }
                }
            }
        }
    }
}

@Composable
private fun ReplayHead(state: ZabelState, screen: Screen.Replaying, view: GameView, plies: UInt) {
    val s = state.strings
    Column {
        // A game opened from a record is in no history, so it has no number there.
        val number = screen.gameId?.let { " #$it" } ?: ""
        Title("${s.replay}$number${DOT}${s.gameName(view.variant)}")
        Text(s.ply(state.replayPly.toInt(), plies.toInt()))
    }
}

@Composable
private fun ReplayBoard(view: GameView, modifier: Modifier) {
    GameBoard(view.board, {}, modifier, moveCount = view.moves.size, lastMove = view.lastMove)
}

/** A move back, the die, a move on, the review's button. */
@Composable
private fun ReplaySteps(state: ZabelState, view: GameView) {
    val s = state.strings
    Row(Modifier.fillMaxWidth().padding(vertical = 6.dp), horizontalArrangement = Arrangement.SpaceBetween) {
        OutlinedButton({ state.stepReplay(-1) }, Modifier.testTag("previous")) { Text("◀") }
        view.die?.let { Die(it, s) }
        OutlinedButton({ state.stepReplay(1) }, Modifier.testTag("next")) { Text("▶") }
        if (!view.variant.isMultiplayer) OutlinedButton({ state.review() }, Modifier.testTag("review"), enabled = !state.reviewing) { Text(s.review) }
    }
}

/** The replayed game's record, to copy or share. */
@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun ReplayRecord(state: ZabelState) {
    FlowRow(horizontalArrangement = Arrangement.spacedBy(8.dp)) { RecordActions(state) }
}

/**
 * The result; once reviewed, per side what decisions lost and the dice did,
 * the graph of one side's chance, then a row per move. The graph and the
 * rows are tied to the board: a tap on either goes to that move, and the
 * move on the board is marked in both.
 */
private fun LazyListScope.replayReview(state: ZabelState, view: GameView, moves: List<String>, onSelect: (UInt) -> Unit) {
    val s = state.strings
    view.result?.let { item { Text(s.result(view.variant, it, view.seats.map { seat -> seat.player }) + " (" + s.scores(view.variant, it) + ")") } }
    item { ReviewHeader(state, view.variant) }
    state.reviews?.takeIf { it.isNotEmpty() }?.let { reviews -> item { ChanceGraph(state, view.variant, reviews, onSelect) } }
    reviewRows(state, moves, current = state.replayPly, onSelect = onSelect)
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
private fun ChanceGraph(state: ZabelState, variant: Variant, reviews: List<PlyReview>, onSelect: (UInt) -> Unit) {
    val s = state.strings
    val side = s.seat(variant, state.reviewViewpoint)
    val chances = reviews.map { it.viewpointChance }
    val current = reviews.indexOfFirst { it.number == state.replayPly }
    val label = s.chanceGraph(side)
    val description = if (current >= 0) label + "; " + s.chanceGraphAt(state.replayPly.toInt(), chances[current]) else label
    val colors = MaterialTheme.colorScheme
    val style = MaterialTheme.typography.labelSmall.copy(color = colors.onSurfaceVariant)
    val measurer = rememberTextMeasurer()
    val ticks = listOf(1.0, 0.5, 0.0).map { it to measurer.measure(percentText(state.settings.language, it), style) }
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

@OptIn(ExperimentalLayoutApi::class)
@Composable
fun ColumnScope.RatingScreen(state: ZabelState, screen: Screen.Rating) {
    val s = state.strings
    val summary = remember(screen.kind) { state.ratingSummary(screen.kind) }
    BackButton(state)
    Title(s.rating)
    RatingTabs(state, screen.kind)
    // A list of its own per game: the scroll position is not shared.
    key(screen.kind) {
        LazyColumn(Modifier.weight(1f)) {
            // Before the first rated game there is no rating to show, only the way to get one.
            val rating = summary.rating?.takeIf { it.games > 0u && summary.points.isNotEmpty() }
            if (rating == null) {
                item { Text(s.noRatedGames, Modifier.padding(vertical = 8.dp).testTag("no-rating")) }
            } else {
                // The best rating beside the current one, or under it where the line is too wide.
                item {
                    FlowRow(horizontalArrangement = Arrangement.spacedBy(12.dp)) {
                        Text(s.yourRating(rating.rating, rating.games, rating.provisional), Modifier.testTag("elo"))
                        summary.best?.let { Text(s.bestRating(it), Modifier.testTag("best-rating"), color = MaterialTheme.colorScheme.onSurfaceVariant) }
                    }
                }
                item { RatingChart(summary.points, s) }
            }
            item { Text(s.levels, style = MaterialTheme.typography.titleMedium, modifier = Modifier.padding(top = 12.dp, bottom = 4.dp)) }
            // Where the sides differ too much for one figure: each side's chance, and the fair match from each.
            val bySide = summary.fairBySeat.isNotEmpty()
            val fair = summary.fairBySeat
            items(summary.opponents) { opponent ->
                Card(Modifier.fillMaxWidth().padding(vertical = 2.dp).testTag("rating-level-${opponent.level}")) {
                    val record = summary.records[opponent.level]
                    if (bySide) SidedOpponentRow(s, opponent, screen.kind, fair.map { it == opponent.level }, record)
                    else OpponentRow(s, opponent, opponent.level == summary.suggested?.level, record)
                }
            }
        }
    }
}

/**
 * One tab per game, sharing the width while every game's name fits its
 * share whole; else (large fonts, narrow phones) the games one under the
 * other, each name whole: a scrolling row cut the game beside at the edge.
 */
@Composable
private fun RatingTabs(state: ZabelState, selected: Variant) {
    val s = state.strings
    val kinds = remember { ratedVariants() }
    val style = MaterialTheme.typography.titleSmall
    val measurer = rememberTextMeasurer()
    BoxWithConstraints(Modifier.fillMaxWidth().padding(bottom = 8.dp)) {
        // A tab's text has 16 dp on either side.
        val widest = kinds.maxOf { measurer.measure(s.shortName(it), style).size.width } + with(LocalDensity.current) { 32.dp.roundToPx() }
        val fits = widest * kinds.size <= constraints.maxWidth
        if (fits) {
            TabRow(kinds.indexOf(selected), Modifier.fillMaxWidth().testTag("rating-tabs")) {
                for (kind in kinds) {
                    Tab(kind == selected, { state.go(Screen.Rating(kind)) }, Modifier.testTag("rating-${kind.name.lowercase()}"), text = { Text(s.shortName(kind), maxLines = 1, softWrap = false) })
                }
            }
        } else {
            StackedTabs(state, kinds, selected)
        }
    }
}

/** The games as tabs one under the other, the chosen one marked, for when they do not fit side by side. */
@Composable
private fun StackedTabs(state: ZabelState, kinds: List<Variant>, selected: Variant) {
    Column(Modifier.fillMaxWidth().selectableGroup().testTag("rating-tabs")) {
        for (kind in kinds) {
            Row(
                Modifier.fillMaxWidth()
                    .selectable(kind == selected, onClick = { state.go(Screen.Rating(kind)) }, role = Role.Tab)
                    .testTag("rating-${kind.name.lowercase()}")
                    .padding(vertical = 4.dp),
                verticalAlignment = Alignment.CenterVertically,
            ) {
                RadioButton(kind == selected, onClick = null, Modifier.padding(end = 8.dp))
                Text(state.strings.shortName(kind), style = MaterialTheme.typography.titleSmall)
            }
        }
        Divider()
    }
}

/**
 * Elo (y, its title at the top of the axis) over rated games (x, its title
 * under the tick labels, at the right), the provisional games shaded and
 * named in a key above the chart, where the name never spills out of a
 * narrow band; one semantics node that says the chart in a sentence. Large
 * fonts make the chart taller and its Elo ticks fewer, so their labels never
 * run into each other.
 */
@Composable
fun RatingChart(points: List<RatingPoint>, s: Strings) {
    val line = MaterialTheme.colorScheme.primary
    val axis = MaterialTheme.colorScheme.outline
    val band = MaterialTheme.colorScheme.secondaryContainer
    val label = MaterialTheme.typography.labelSmall.copy(color = MaterialTheme.colorScheme.onSurfaceVariant)
    val measurer = rememberTextMeasurer()
    val density = LocalDensity.current
    val height = CHART_HEIGHT * maxOf(1f, density.fontScale * 0.75f)
    val tick = measurer.measure("0", label).size.height
    val eloTitle = measurer.measure(s.elo, label)
    val gamesTitle = measurer.measure(s.chartGames, label)
    val heightPx = with(density) { height.toPx() }
    val top = eloTitle.size.height + with(density) { 4.dp.toPx() } + tick / 2f
    // Under the axis: its tick labels, then its title on a line of its own.
    val bottom = heightPx - (6f + tick + with(density) { 4.dp.toPx() } + gamesTitle.size.height)
    val model = RatingChartModel.of(points, RatingChartModel.yPartsFitting(bottom - top, tick.toFloat()))
    val yLabels = model.yTicks.map { it to measurer.measure("$it", label) }
    // Room for the widest Elo label, and for the axis's title above it, at any font size.
    val left = maxOf(with(density) { 44.dp.toPx() }, eloTitle.size.width + 6f, yLabels.maxOfOrNull { it.second.size.width + 10f } ?: 0f)
    fun y(elo: Double) = bottom - (bottom - top) * ((elo - model.low) / (model.high - model.low)).toFloat()
    val summary = s.chartSummary(model.values.first().toInt(), model.values.last().toInt(), model.games)
    Column(Modifier.fillMaxWidth().padding(vertical = 8.dp).testTag("chart").semantics(mergeDescendants = true) { contentDescription = summary }) {
        if (model.provisionalUntil > 0) {
            Row(Modifier.padding(bottom = 4.dp), verticalAlignment = Alignment.CenterVertically) {
                Box(Modifier.width(14.dp).height(10.dp).background(band).border(1.dp, axis.copy(alpha = 0.4f)))
                Text(s.provisionalGames, Modifier.padding(start = 6.dp).testTag("chart-provisional"), style = label)
            }
        }
        Box(Modifier.fillMaxWidth().height(height)) {
            Canvas(Modifier.matchParentSize()) {
                val right = size.width - 8.dp.toPx()
                fun x(game: Double) = left + (right - left) * (if (model.games == 0) 0.0 else game / model.games).toFloat()
                if (model.provisionalUntil > 0) {
                    drawRect(band, Offset(x(0.0), top), Size(x(model.provisionalUntil.toDouble()) - x(0.0), bottom - top))
                }
                for (elo in model.yTicks) drawLine(axis.copy(alpha = 0.3f), Offset(left, y(elo.toDouble())), Offset(right, y(elo.toDouble())))
                for (game in model.xTicks) {
                    drawLine(axis, Offset(x(game.toDouble()), bottom), Offset(x(game.toDouble()), bottom + 4f))
                    val text = measurer.measure("$game", label)
                    // The last tick ends at the axis's end rather than past the chart's edge.
                    val at = (x(game.toDouble()) - text.size.width / 2).coerceAtMost(size.width - text.size.width)
                    drawText(text, topLeft = Offset(at, bottom + 6f))
                }
                drawLine(axis, Offset(left, bottom), Offset(right, bottom))
                drawLine(axis, Offset(left, top), Offset(left, bottom))
                drawText(eloTitle, topLeft = Offset(left - eloTitle.size.width / 2f, 0f).let { if (it.x < 0f) it.copy(x = 0f) else it })
                drawText(gamesTitle, topLeft = Offset(right - gamesTitle.size.width, size.height - gamesTitle.size.height))
                val points = model.values.indices.map { Offset(x(it.toDouble()), y(model.values[it])) }
                for (i in 1 until points.size) drawLine(line, points[i - 1], points[i], strokeWidth = if (model.games > 100) 2f else 4f)
                // Dots only while there is room for them.
                if (model.games <= 60) for (p in points) drawCircle(line, 5f, p)
            }
            // The Elo labels as laid-out text, each where its tick is: a test can see that none overlaps the next.
            for ((elo, text) in yLabels) {
                Text(
                    "$elo",
                    Modifier.offset { IntOffset((left - text.size.width - 6f).roundToInt(), (y(elo.toDouble()) - text.size.height / 2f).roundToInt()) }
                        .clearAndSetSemantics { testTag = "y-tick-$elo" },
                    style = label,
                    maxLines = 1,
                    softWrap = false,
                )
            }
        }
    }
}

/** The rating chart's height at the usual font size; large fonts make it taller. */
val CHART_HEIGHT = 220.dp

@Composable
@OptIn(ExperimentalLayoutApi::class, ExperimentalMaterial3Api::class)
fun ColumnScope.SettingsScreen(state: ZabelState) {
    val s = state.strings
    val settings = state.settings
    BackButton(state)
    // Scrolls: on a phone turned sideways, or at large fonts, the settings are taller than the window.
    Column(Modifier.verticalScroll(rememberScrollState())) {
        Title(s.settings)
        @Composable
        fun Toggle(label: String, tag: String, value: Boolean, change: (Boolean) -> Unit) {
            Row(Modifier.fillMaxWidth().padding(vertical = 4.dp), verticalAlignment = Alignment.CenterVertically) {
                Text(label, Modifier.weight(1f))
                Switch(value, change, Modifier.testTag(tag))
            }
        }
        Toggle(s.showDie, "show-die", settings.showDie) { state.saveSettings(settings.copy(showDie = it)) }
        Toggle(s.highlightMoves, "highlight-moves", settings.highlightMoves) { state.saveSettings(settings.copy(highlightMoves = it)) }
        Toggle(s.coordinates, "coordinates", settings.coordinates) { state.saveSettings(settings.copy(coordinates = it)) }
        Toggle(s.sound, "sound", settings.sound) { state.saveSettings(settings.copy(sound = it)) }
        Text(s.theme)
        FlowRow(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
            for (theme in Theme.entries) {
                FilterChip(settings.theme == theme, { state.saveSettings(settings.copy(theme = theme)) }, { Text(s.theme(theme)) }, Modifier.testTag("theme-${theme.name.lowercase()}"))
            }
        }
        Text(s.defaultLevel)
        // Wraps, so every level stays reachable on a phone and at large font sizes.
        FlowRow(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
            for (level in state.levels(Variant.EINSTEIN).map { it.level }) {
                FilterChip(
                    selected = settings.defaultLevel == level,
                    onClick = { state.saveSettings(settings.copy(defaultLevel = level)) },
                    label = { Text("$level") },
                    modifier = Modifier.testTag("level-$level"),
                )
            }
        }
        Text(s.language)
        Row {
            for (code in LANGUAGES) {
                // Each language by its own name, the same in every catalog.
                val name = s.languageName(code)
                TextButton({ state.saveSettings(settings.copy(language = code)) }, Modifier.testTag("language-$code")) {
                    Text(name, fontWeight = if (settings.language == code) FontWeight.Bold else FontWeight.Normal)
                }
            }
        }
        // The system's own pickers say where a backup goes and which comes in; no typed paths.
        FlowRow(Modifier.padding(top = 8.dp), horizontalArrangement = Arrangement.spacedBy(8.dp)) {
            Button(state::exportBackup, Modifier.testTag("export"), enabled = !state.filesBusy) { Text(s.exportBackup) }
            OutlinedButton(state::importBackup, Modifier.testTag("import"), enabled = !state.filesBusy) { Text(s.importBackup) }
            if (state.canShare) OutlinedButton(state::shareBackup, Modifier.testTag("share"), enabled = !state.filesBusy) { Text(s.shareBackup) }
        }
    }
}
