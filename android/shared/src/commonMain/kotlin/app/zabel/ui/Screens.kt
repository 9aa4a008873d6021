package app.zabel.ui

import androidx.compose.foundation.clickable
import androidx.compose.foundation.isSystemInDarkTheme
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ColumnScope
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.RowScope
import androidx.compose.foundation.layout.Spacer
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.widthIn
import androidx.compose.foundation.selection.selectable
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.heightIn
import androidx.compose.material.icons.Icons
import androidx.compose.material.icons.filled.ArrowBack
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.text.rememberTextMeasurer
import androidx.compose.material3.AlertDialog
import androidx.compose.material3.Icon
import androidx.compose.material3.IconButton
import androidx.compose.material3.Button
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.RadioButton
import androidx.compose.material3.Surface
import androidx.compose.material3.Snackbar
import androidx.compose.ui.semantics.LiveRegionMode
import androidx.compose.ui.semantics.liveRegion
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.semantics.error
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.Density
import androidx.compose.ui.unit.LayoutDirection
import app.zabel.core.Phase
import app.zabel.core.Theme
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.runtime.LaunchedEffect
import kotlinx.coroutines.delay
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.withContext
import kotlin.time.Duration.Companion.seconds

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
                Box(Modifier.fillMaxSize()) {
                Column(Modifier.fillMaxSize().padding(16.dp)) {
                    when (val screen = state.screen) {
                        Screen.Home -> HomeScreen(state)
                        Screen.Opponents -> OpponentsScreen(state)
                        Screen.NewKoenigszabel -> NewKoenigszabelScreen(state)
                        Screen.NewQuattro -> ReadableColumn { NewQuattroScreen(state) }
                        is Screen.Setup -> SetupScreen(state)
                        Screen.Board -> when {
                            state.view?.phase == Phase.OVER -> GameOverScreen(state)
                            state.handOver != null -> ReadableColumn { HandOverScreen(state) }
                            else -> BoardScreen(state)
                        }
                        Screen.History, is Screen.Replaying -> HistoryAndReplay(state, screen)
                        is Screen.Rating -> RatingScreen(state, screen)
                        Screen.Settings -> ReadableColumn { SettingsScreen(state) }
                        Screen.About -> ReadableColumn { AboutScreen(state) }
                        is Screen.Rules -> ReadableColumn { RulesScreen(state, screen) }
                        is Screen.Learn -> LearnScreen(state, screen)
                        Screen.Lesson -> LessonScreen(state)
                        Screen.Puzzles -> PuzzlesScreen(state)
                    }
                }
                state.notice?.let { NoticeSnackbar(it, state.strings, state::dismissMessage, Modifier.align(Alignment.BottomCenter)) }
                }
                state.lessonOffer?.let { LessonOfferDialog(state.strings, it, state::acceptLessons, state::declineLessons, state::dismissLessonOffer) }
                state.confirmation?.let { ConfirmationDialog(state.strings, it, onConfirm = state::confirm, onKeepPlaying = state::keepPlaying) }
            }
        }
    }
}

/** The widest a screen of one column gets: a line of it is read at a glance, and a row's ends stay near each other. */
internal val READABLE_WIDTH = 640.dp

/**
 * A screen of one column, no wider than [READABLE_WIDTH], in the middle of
 * a wide window: on a tablet its cards ran the whole width, a level's name
 * at one edge and "Fair match" at the other. It takes the height it needs,
 * so the notice line stays under it.
 */
@Composable
internal fun ColumnScope.ReadableColumn(content: @Composable ColumnScope.() -> Unit) {
    Column(
        Modifier.widthIn(max = READABLE_WIDTH).fillMaxWidth().weight(1f, fill = false).align(Alignment.CenterHorizontally).testTag("readable-column"),
        content = content,
    )
}

/**
 * A screen laid out for its window: [content] is told `wide` on a window of
 * Material's expanded width (a tablet held sideways), where it puts its
 * parts side by side over the whole width; on any other window it is one
 * readable column in the middle.
 */
@Composable
internal fun ColumnScope.AdaptiveScreen(content: @Composable ColumnScope.(wide: Boolean) -> Unit) {
    BoxWithConstraints(Modifier.fillMaxWidth().weight(1f, fill = false)) {
        val wide = maxWidth >= LIST_DETAIL_WIDTH
        Column(Modifier.fillMaxWidth()) {
            if (wide) content(true) else ReadableColumn { content(false) }
        }
    }
}

/** How long a message stays before it goes by itself (docs/design.md §7). */
internal val MESSAGE_SHOWN = 4.seconds

/**
 * Every message as a snackbar (docs/design.md §7) over the foot of the
 * window, never moving the layout: what went wrong marked as an error for
 * screen readers too, in the error colour's container; news of a thing done
 * (a backup saved, a record copied) on the inverse surface. It goes by
 * itself after [MESSAGE_SHOWN], a newer one showing it for as long again; a
 * tap dismisses it sooner, and the next screen does too.
 */
@Composable
internal fun NoticeSnackbar(notice: Notice, s: Strings, onDismiss: () -> Unit, modifier: Modifier = Modifier) {
    val text = notice.say(s)
    LaunchedEffect(notice) {
        // Waited for on the wall clock, away from the UI's dispatcher, whose clock a UI test moves on
        // by itself while anything waits there (a message gone before the test could read it).
        withContext(Dispatchers.Default) { delay(MESSAGE_SHOWN) }
        onDismiss()
    }
    val colors = MaterialTheme.colorScheme
    Snackbar(
        modifier.widthIn(max = 560.dp).padding(16.dp).clickable(onClick = onDismiss).testTag("message")
            .semantics { liveRegion = LiveRegionMode.Polite; if (notice.error) error(text) },
        // An error in the error colour itself, on a quiet surface; news on the inverse surface.
        containerColor = if (notice.error) colors.surfaceVariant else colors.inverseSurface,
        contentColor = if (notice.error) colors.error else colors.inverseOnSurface,
    ) {
        Text(text)
    }
}

/** Yes or no before a rated game is lost or made unrated; no (or Back, or a tap outside) keeps playing. */
@Composable
internal fun ConfirmationDialog(s: Strings, confirmation: Confirmation, onConfirm: () -> Unit, onKeepPlaying: () -> Unit) {
    AlertDialog(
        onDismissRequest = onKeepPlaying,
        modifier = Modifier.testTag("confirmation-dialog"),
        text = { Text(s.confirmation(confirmation), Modifier.testTag("confirmation")) },
        confirmButton = { TextButton(onConfirm, Modifier.testTag("confirm")) { Text(s.confirmButton(confirmation)) } },
        dismissButton = { TextButton(onKeepPlaying, Modifier.testTag("keep-playing")) { Text(s.keepPlaying) } },
    )
}

@Composable
internal fun Title(text: String, modifier: Modifier = Modifier) =
    TitleText(text, MaterialTheme.typography.headlineSmall, modifier.padding(bottom = 12.dp))

/**
 * A title in at most two lines (docs/design.md §2): at a large font a long
 * title ("Königszabel vs. Thrall · 28 Nov") took three and pushed the board
 * under the bar, so its font gives way, as far as needed, never below 60 %
 * (at twice the font, where a bar's icons leave less room, down to the
 * title's usual size); and no word breaks inside, as [WholeWordsText].
 */
@Composable
internal fun TitleText(text: String, style: TextStyle, modifier: Modifier = Modifier) {
    val measurer = rememberTextMeasurer()
    BoxWithConstraints {
        // A little under the room: the title's own padding comes off it.
        val width = (constraints.maxWidth * 0.97f).toInt()
        var scale = 1f
        fun fits(at: Float): Boolean {
            val sized = style.copy(fontSize = style.fontSize * at, lineHeight = style.lineHeight * at)
            val longest = text.split(' ').maxOf { measurer.measure(it, sized, softWrap = false).size.width }
            return longest <= width && measurer.measure(text, sized, constraints = androidx.compose.ui.unit.Constraints(maxWidth = width)).lineCount <= 2
        }
        val floor = minOf(0.6f, 1f / LocalDensity.current.fontScale)
        while (scale > floor && !fits(scale)) scale -= 0.05f
        Text(text, modifier, style = style.copy(fontSize = style.fontSize * scale, lineHeight = style.lineHeight * scale))
    }
}

/**
 * [text] in [style], its font made smaller only as far as its longest word
 * needs to fit the line: at twice the font size a long German word
 * ("gegenüberliegende" in a title beside the board, "Gelegenheitsspieler" on a
 * card) was wider than the room and broke inside.
 */
@Composable
internal fun WholeWordsText(text: String, style: TextStyle, modifier: Modifier = Modifier) {
    val measurer = rememberTextMeasurer()
    BoxWithConstraints {
        val longest = text.split(' ').maxOf { measurer.measure(it, style, softWrap = false).size.width }
        val shrink = minOf(1f, constraints.maxWidth.toFloat() / longest)
        Text(text, modifier, style = if (shrink < 1f) style.copy(fontSize = style.fontSize * shrink * 0.98f) else style)
    }
}

/** Back as Material's arrow, named for screen readers; [onBack] goes where the system's Back goes. */
@Composable
internal fun BackButton(s: Strings, onBack: () -> Unit) {
    IconButton(onClick = onBack, Modifier.testTag("back")) { Icon(Icons.Filled.ArrowBack, contentDescription = s.back) }
}

/**
 * A screen's top app bar in Material 3's layout: Back as an arrow at the
 * start, then the title, the screen's actions at the end. With actions the
 * title goes under them, as in M3's medium bar, so that neither squeezes the
 * other on a phone. Built from Material's parts rather than TopAppBar, whose
 * fixed height cut a title that wraps at twice the font size.
 */
@OptIn(ExperimentalLayoutApi::class)
@Composable
internal fun ScreenBar(
    s: Strings,
    title: String?,
    onBack: (() -> Unit)?,
    titleTag: String = "screen-title",
    /** An icon at the bar's end, beside the title (a menu): unlike [actions] it leaves the title in the row. */
    menu: (@Composable () -> Unit)? = null,
    actions: (@Composable () -> Unit)? = null,
) {
    Column(Modifier.fillMaxWidth().testTag("top-bar")) {
        Row(Modifier.fillMaxWidth().heightIn(min = 56.dp), verticalAlignment = Alignment.CenterVertically) {
            onBack?.let { BackButton(s, it) }
            if (title != null && actions == null) {
                Box(Modifier.weight(1f)) {
                    TitleText(title, MaterialTheme.typography.titleLarge, Modifier.padding(start = 4.dp).testTag(titleTag))
                }
            } else {
                Spacer(Modifier.weight(1f))
            }
            actions?.let {
                FlowRow(horizontalArrangement = Arrangement.spacedBy(8.dp, Alignment.End), verticalArrangement = Arrangement.Center) { it() }
            }
            menu?.invoke()
        }
        if (title != null && actions != null) Title(title, Modifier.testTag(titleTag))
    }
}

/** A new-game screen's bar: Back, its title, and the game's rules one tap away. */
@Composable
internal fun RulesBar(s: Strings, title: String, onBack: () -> Unit, onRules: () -> Unit) =
    ScreenBar(s, title, onBack) {
        TextButton(onRules, Modifier.testTag("rules")) { Text(s.rules) }
    }

@Composable
internal fun WideButton(text: String, tag: String, enabled: Boolean = true, onClick: () -> Unit) {
    Button(onClick, Modifier.fillMaxWidth().padding(vertical = 4.dp).testTag(tag), enabled = enabled) { Text(text) }
}

@Composable
internal fun WideOutlinedButton(text: String, tag: String, onClick: () -> Unit) {
    OutlinedButton(onClick, Modifier.fillMaxWidth().padding(vertical = 4.dp).testTag(tag)) { Text(text) }
}

/** A choice among several, as a radio button with its label; the whole row is tappable. */
@Composable
internal fun Choice(selected: Boolean, tag: String, modifier: Modifier = Modifier, onClick: () -> Unit, label: @Composable RowScope.() -> Unit) {
    Row(
        modifier.selectable(selected, onClick = onClick, role = Role.RadioButton).testTag(tag).padding(vertical = 2.dp),
        verticalAlignment = Alignment.CenterVertically,
    ) {
        RadioButton(selected, onClick = null, Modifier.padding(horizontal = 8.dp))
        label()
    }
}

/**
 * Arrangement.SpaceBetween with a smallest gap: a FlowRow breaks its line
 * where the items and their gaps no longer fit (SpaceBetween alone asks for
 * no gap, so items that just fit touched), and spreads what fits.
 */
internal class SpaceBetweenAtLeast(override val spacing: Dp) : Arrangement.Horizontal {
    override fun Density.arrange(totalSize: Int, sizes: IntArray, layoutDirection: LayoutDirection, outPositions: IntArray) =
        with(Arrangement.SpaceBetween) { arrange(totalSize, sizes, layoutDirection, outPositions) }
}
