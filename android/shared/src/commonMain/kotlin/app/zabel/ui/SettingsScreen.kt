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
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.dp
import app.zabel.core.Variant
import app.zabel.core.Theme

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
