package app.zabel.ui

import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.size
import androidx.compose.material3.Surface
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.setValue
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.test.assertIsNotEnabled
import androidx.compose.ui.test.assertIsOff
import androidx.compose.ui.test.assertIsOn
import androidx.compose.ui.test.assertIsNotSelected
import androidx.compose.ui.test.assertIsSelected
import androidx.compose.ui.test.junit4.createComposeRule
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.performScrollTo
import androidx.compose.ui.unit.dp
import app.zabel.core.Pace
import app.zabel.core.Settings
import app.zabel.core.LevelInfo
import androidx.compose.ui.test.assertTextEquals
import androidx.compose.ui.test.assertHasClickAction
import app.zabel.core.Theme
import org.junit.Assert.assertEquals
import org.junit.Rule
import org.junit.Test

/** The settings screen drawn from a hand-made [SettingsUi]: no store, no game, only the screen and its callbacks. */
class SettingsScreenTest {
    @get:Rule
    val rule = createComposeRule()

    private val german = Settings(
        showDie = true,
        highlightMoves = false,
        defaultLevel = 3u,
        language = "de",
        theme = Theme.SYSTEM,
        coordinates = true,
        sound = false,
        pace = Pace.QUICK,
    )

    @Test
    fun aTapChangesOneSettingAndTheScreenShowsWhatItIsGiven() {
        var ui by mutableStateOf(SettingsUi(german, levels = (1..8).map { LevelInfo(it.toUByte(), "Stufe $it", "", if (it < 8) 1000.0 + 100 * it else null) }, canShare = false, filesBusy = true))
        val changes = mutableListOf<Settings>()
        var backs = 0
        rule.setContent {
            Surface(Modifier.size(412.dp, 860.dp).testTag("root")) {
                Column {
                    SettingsScreen(ui, DE, onBack = { backs++ }, onChange = { changes += it; ui = ui.copy(settings = it) }, onExport = {}, onImport = {}, onShare = {})
                }
            }
        }
        rule.onNodeWithTag("highlight-moves").assertIsOff()
        rule.onNodeWithTag("coordinates").assertIsOn()
        rule.onNodeWithTag("level-3").assertIsSelected()
        // A level by its name and rating, not a bare number; one not yet measured by its name alone.
        rule.onNodeWithTag("level-3").assertTextEquals("Stufe 3${DOT}${DE.eloOf(1300.0)}")
        rule.onNodeWithTag("level-8").assertTextEquals("Stufe 8")
        rule.onNodeWithTag("theme-system").assertIsSelected()
        rule.onNodeWithTag("pace-quick").assertIsSelected()
        // The language chosen is marked as chosen, for screen readers too, not only in bold.
        rule.onNodeWithTag("language-${german.language}").assertIsSelected()
        rule.onNodeWithTag("language-en").assertIsNotSelected()
        rule.onNodeWithTag("export").assertIsNotEnabled()
        assertEquals("no share sheet, no share button", 0, rule.onAllNodes(androidx.compose.ui.test.hasTestTag("share")).fetchSemanticsNodes().size)

        rule.onNodeWithTag("theme-dark").performScrollTo().performClick()
        rule.onNodeWithTag("sound").performScrollTo().performClick()
        rule.onNodeWithTag("level-8").performScrollTo().performClick()
        rule.onNodeWithTag("pace-instant").performScrollTo().performClick()
        val dark = german.copy(theme = Theme.DARK)
        assertEquals(
            listOf(dark, dark.copy(sound = true), dark.copy(sound = true, defaultLevel = 8u), dark.copy(sound = true, defaultLevel = 8u, pace = Pace.INSTANT)),
            changes,
        )
        rule.onNodeWithTag("theme-dark").assertIsSelected()
        rule.onNodeWithTag("back").performClick()
        assertEquals(1, backs)
        // The About screen is one row away, at the end.
        rule.onNodeWithTag("about").performScrollTo().assertHasClickAction()
    }
}
