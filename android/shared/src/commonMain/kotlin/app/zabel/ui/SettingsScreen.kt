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

/** What the settings screen shows: the settings, the levels a default may be, and whether the system's files are at hand. */
data class SettingsUi(
    val settings: Settings,
    /** EinStein's levels, weakest first. */
    val levels: List<UByte>,
    /** The system has a share sheet. */
    val canShare: Boolean,
    /** A picker or the share sheet is open: the backup buttons wait. */
    val filesBusy: Boolean,
)

/** The settings screen of the app's state: its [SettingsUi] and where its taps go. */
@Composable
fun ColumnScope.SettingsScreen(state: ZabelState) = SettingsScreen(
    SettingsUi(state.settings, state.levels(Variant.EINSTEIN).map { it.level }, state.exchange.canShare, state.exchange.busy),
    state.strings,
    onBack = { state.back() },
    onChange = { state.saveSettings(it) },
    onExport = { state.exchange.exportBackup() },
    onImport = { state.exchange.importBackup() },
    onShare = { state.exchange.shareBackup() },
)

/** Every setting, changed with one tap; drawn from [ui] alone, so a test needs no core to show it. */
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
) {
    val settings = ui.settings
    ScreenBar(s, s.settings, onBack)
    // Scrolls: on a phone turned sideways, or at large fonts, the settings are taller than the window.
    // Only as tall as the room left, so the line under every screen (a backup saved) keeps its place.
    Column(Modifier.weight(1f, fill = false).verticalScroll(rememberScrollState())) {
        @Composable
        fun Toggle(label: String, tag: String, value: Boolean, change: (Boolean) -> Unit) {
            Row(Modifier.fillMaxWidth().padding(vertical = 4.dp), verticalAlignment = Alignment.CenterVertically) {
                Text(label, Modifier.weight(1f))
                Switch(value, change, Modifier.testTag(tag))
            }
        }
        Toggle(s.showDie, "show-die", settings.showDie) { onChange(settings.copy(showDie = it)) }
        Toggle(s.highlightMoves, "highlight-moves", settings.highlightMoves) { onChange(settings.copy(highlightMoves = it)) }
        Toggle(s.coordinates, "coordinates", settings.coordinates) { onChange(settings.copy(coordinates = it)) }
        Toggle(s.sound, "sound", settings.sound) { onChange(settings.copy(sound = it)) }
        Text(s.theme)
        FlowRow(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
            for (theme in Theme.entries) {
                FilterChip(settings.theme == theme, { onChange(settings.copy(theme = theme)) }, { Text(s.theme(theme)) }, Modifier.testTag("theme-${theme.name.lowercase()}"))
            }
        }
        Text(s.pace)
        FlowRow(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
            for (pace in Pace.entries) {
                FilterChip(settings.pace == pace, { onChange(settings.copy(pace = pace)) }, { Text(s.pace(pace)) }, Modifier.testTag("pace-${pace.name.lowercase()}"))
            }
        }
        Text(s.defaultLevel)
        // Wraps, so every level stays reachable on a phone and at large font sizes.
        FlowRow(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
            for (level in ui.levels) {
                FilterChip(
                    selected = settings.defaultLevel == level,
                    onClick = { onChange(settings.copy(defaultLevel = level)) },
                    label = { Text("$level") },
                    modifier = Modifier.testTag("level-$level"),
                )
            }
        }
        Text(s.language)
        // Chips as for the theme and the pace: the chosen one is marked, and said to be chosen.
        FlowRow(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
            for (code in LANGUAGES) {
                // Each language by its own name, the same in every catalog.
                FilterChip(settings.language == code, { onChange(settings.copy(language = code)) }, { Text(s.languageName(code)) }, Modifier.testTag("language-$code"))
            }
        }
        // The system's own pickers say where a backup goes and which comes in; no typed paths.
        FlowRow(Modifier.padding(top = 8.dp), horizontalArrangement = Arrangement.spacedBy(8.dp)) {
            Button(onExport, Modifier.testTag("export"), enabled = !ui.filesBusy) { Text(s.exportBackup) }
            OutlinedButton(onImport, Modifier.testTag("import"), enabled = !ui.filesBusy) { Text(s.importBackup) }
            if (ui.canShare) OutlinedButton(onShare, Modifier.testTag("share"), enabled = !ui.filesBusy) { Text(s.shareBackup) }
        }
    }
}
