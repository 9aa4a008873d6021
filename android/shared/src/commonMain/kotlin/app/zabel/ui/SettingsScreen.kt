package app.zabel.ui

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ColumnScope
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.Button
import androidx.compose.material3.ExperimentalMaterial3Api
import androidx.compose.material3.FilterChip
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Switch
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.unit.dp
import app.zabel.core.Settings
import app.zabel.core.Variant
import app.zabel.core.Pace
import app.zabel.core.Theme
import app.zabel.core.LevelInfo
import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.Spacer
import androidx.compose.foundation.selection.selectableGroup
import androidx.compose.material.icons.Icons
import androidx.compose.material.icons.filled.Info
import androidx.compose.material3.Divider
import androidx.compose.material3.Icon
import androidx.compose.material3.MaterialTheme
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.heading
import androidx.compose.ui.semantics.semantics

/** What the settings screen shows: the settings, the levels a default may be, and whether the system's files are at hand. */
data class SettingsUi(
    val settings: Settings,
    /** EinStein's levels, weakest first, each with its name and rating. */
    val levels: List<LevelInfo>,
    /** The system has a share sheet. */
    val canShare: Boolean,
    /** A picker or the share sheet is open: the backup buttons wait. */
    val filesBusy: Boolean,
)

/** The settings screen of the app's state: its [SettingsUi] and where its taps go. */
@Composable
fun ColumnScope.SettingsScreen(state: ZabelState) = SettingsScreen(
    SettingsUi(state.settings, state.levels(Variant.EINSTEIN), state.exchange.canShare, state.exchange.busy),
    state.strings,
    onBack = { state.back() },
    onChange = { state.saveSettings(it) },
    onExport = { state.exchange.exportBackup() },
    onImport = { state.exchange.importBackup() },
    onShare = { state.exchange.shareBackup() },
    onAbout = { state.go(Screen.About) },
)

/**
 * Every setting, changed with one tap, in groups under their headers
 * (docs/design.md §7): play, board and look, language, your data, about.
 * Drawn from [ui] alone, so a test needs no core to show it.
 */
@Composable
@OptIn(ExperimentalLayoutApi::class, ExperimentalMaterial3Api::class)
fun ColumnScope.SettingsScreen(
    ui: SettingsUi,
    s: Strings,
    onBack: () -> Unit,
    onChange: (Settings) -> Unit,
    onExport: () -> Unit,
    onImport: () -> Unit,
    onShare: () -> Unit,
    onAbout: () -> Unit = {},
) {
    val settings = ui.settings
    ScreenBar(s, s.settings, onBack)
    // Scrolls: on a phone turned sideways, or at large fonts, the settings are taller than the window.
    Column(Modifier.weight(1f, fill = false).verticalScroll(rememberScrollState())) {
        @Composable
        fun Toggle(label: String, tag: String, value: Boolean, change: (Boolean) -> Unit) {
            Row(Modifier.fillMaxWidth().heightIn(min = 48.dp).padding(vertical = 2.dp), verticalAlignment = Alignment.CenterVertically) {
                Text(label, Modifier.weight(1f))
                Switch(value, change, Modifier.testTag(tag))
            }
        }
        @Composable
        fun Label(text: String) = Text(text, Modifier.padding(top = 8.dp, bottom = 4.dp), style = MaterialTheme.typography.bodyMedium, color = MaterialTheme.colorScheme.onSurfaceVariant)

        Group(s.settingsPlay) {
            Label(s.defaultLevel)
            // One row per level, by its name and rating: a row of bare numbers said nothing.
            Column(Modifier.selectableGroup()) {
                for (level in ui.levels) {
                    Choice(settings.defaultLevel == level.level, "level-${level.level}", onClick = { onChange(settings.copy(defaultLevel = level.level)) }) {
                        Text(s.levelLine(level), Modifier.weight(1f))
                    }
                }
            }
            Label(s.pace)
            FlowRow(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
                for (pace in Pace.entries) {
                    FilterChip(settings.pace == pace, { onChange(settings.copy(pace = pace)) }, { Text(s.pace(pace)) }, Modifier.testTag("pace-${pace.name.lowercase()}"))
                }
            }
            Toggle(s.showDie, "show-die", settings.showDie) { onChange(settings.copy(showDie = it)) }
            Toggle(s.highlightMoves, "highlight-moves", settings.highlightMoves) { onChange(settings.copy(highlightMoves = it)) }
            Toggle(s.sound, "sound", settings.sound) { onChange(settings.copy(sound = it)) }
        }
        Group(s.settingsBoard) {
            Toggle(s.coordinates, "coordinates", settings.coordinates) { onChange(settings.copy(coordinates = it)) }
            Label(s.theme)
            FlowRow(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
                for (theme in Theme.entries) {
                    FilterChip(settings.theme == theme, { onChange(settings.copy(theme = theme)) }, { Text(s.theme(theme)) }, Modifier.testTag("theme-${theme.name.lowercase()}"))
                }
            }
        }
        Group(s.language) {
            // Chips as for the theme and the pace: the chosen one is marked, and said to be chosen.
            FlowRow(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
                for (code in LANGUAGES) {
                    // Each language by its own name, the same in every catalog.
                    FilterChip(settings.language == code, { onChange(settings.copy(language = code)) }, { Text(s.languageName(code)) }, Modifier.testTag("language-$code"))
                }
            }
        }
        Group(s.settingsData) {
            // The system's own pickers say where a backup goes and which comes in; no typed paths.
            FlowRow(horizontalArrangement = Arrangement.spacedBy(8.dp), verticalArrangement = Arrangement.spacedBy(4.dp)) {
                OutlinedButton(onExport, Modifier.testTag("export"), enabled = !ui.filesBusy) { Text(s.exportBackup) }
                OutlinedButton(onImport, Modifier.testTag("import"), enabled = !ui.filesBusy) { Text(s.importBackup) }
                if (ui.canShare) OutlinedButton(onShare, Modifier.testTag("share"), enabled = !ui.filesBusy) { Text(s.shareBackup) }
            }
        }
        Divider(Modifier.padding(top = 16.dp))
        Row(
            Modifier.fillMaxWidth().heightIn(min = 56.dp).clickable(onClick = onAbout, role = Role.Button).testTag("about"),
            verticalAlignment = Alignment.CenterVertically,
        ) {
            Icon(Icons.Filled.Info, contentDescription = null, Modifier.padding(end = 16.dp), tint = MaterialTheme.colorScheme.onSurfaceVariant)
            Text(s.about, style = MaterialTheme.typography.bodyLarge)
        }
        // Room to scroll the last rows above a snackbar (a backup saved), which lies over the foot of the window.
        Spacer(Modifier.height(72.dp))
    }
}

/** A group of settings under its header, in the primary colour, as Material's lists group theirs. */
@Composable
private fun Group(title: String, content: @Composable ColumnScope.() -> Unit) {
    Text(title, Modifier.padding(top = 20.dp, bottom = 4.dp).semantics { heading() }, style = MaterialTheme.typography.titleSmall, color = MaterialTheme.colorScheme.primary)
    Column(content = content)
}
