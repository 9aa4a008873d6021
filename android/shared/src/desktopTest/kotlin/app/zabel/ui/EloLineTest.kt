package app.zabel.ui

import androidx.compose.material3.MaterialTheme
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.ui.test.junit4.createComposeRule
import androidx.compose.ui.text.TextLayoutResult
import androidx.compose.ui.text.TextMeasurer
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.text.rememberTextMeasurer
import androidx.compose.ui.unit.Constraints
import androidx.compose.ui.unit.Density
import app.zabel.core.LevelInfo
import org.junit.Assert.assertEquals
import org.junit.Rule
import org.junit.Test

/**
 * Issue 61: at 200 % font "Elo" stood at the end of one line and its
 * number began the next. The catalogs glue them with a no-break space, so
 * no width breaks them apart; laid out here at every width a phone's line
 * can have.
 */
class EloLineTest {
    @get:Rule
    val rule = createComposeRule()

    @Test
    fun eloAndItsNumberStayOnOneLineAtEveryWidthInBothLanguages() {
        lateinit var measurer: TextMeasurer
        lateinit var style: TextStyle
        rule.setContent {
            CompositionLocalProvider(LocalDensity provides Density(1f, fontScale = 2f)) {
                measurer = rememberTextMeasurer()
                style = MaterialTheme.typography.bodyLarge
            }
        }
        rule.waitForIdle()
        val found = mutableListOf<String>()
        for (s in listOf(EN, DE)) {
            val texts = listOf(
                s.eloOf(1192.0),
                s.yourRating(1209.6, 1u, provisional = true),
                s.yourRating(1169.4, 21u, provisional = false),
                s.levelLine(LevelInfo(3u, "Gelegenheitsspieler", "", 1300.0)),
            )
            for (text in texts) for (width in narrowest(measurer, text, style)..600 step 2) {
                val layout = measurer.measure(text, style, constraints = Constraints(maxWidth = width))
                eloApart(layout)?.let { found += "'$text' at $width px: $it" }
            }
        }
        assertEquals(emptyList<String>(), found.distinctBy { it.substringBefore(" at ") })
    }
}

/** The narrowest line "Elo" and its number fit on together, in pixels: narrower, "Elo" itself must break. */
private fun narrowest(measurer: TextMeasurer, text: String, style: TextStyle): Int {
    val at = text.indexOf("Elo")
    val number = (at until text.length).first { text[it].isDigit() }
    val end = (number until text.length).firstOrNull { !text[it].isDigit() } ?: text.length
    return measurer.measure(text.substring(at, end), style, softWrap = false).size.width + 1
}

/** Where a text's "Elo" ends a line and its number begins another, the two lines; null where none does. */
fun eloApart(layout: TextLayoutResult): String? {
    val text = layout.layoutInput.text.text
    for (match in Regex("Elo").findAll(text)) {
        // Its number: the first digit within a few characters ("Elo 1192", "Your Elo: 1210", "Elo-Zahl: 1200").
        val digit = (match.range.first until minOf(text.length, match.range.last + 12)).firstOrNull { text[it].isDigit() } ?: continue
        // From its last letter: a line too narrow for the word itself breaks it, which another check finds.
        if (layout.getLineForOffset(match.range.last) != layout.getLineForOffset(digit)) {
            val line = layout.getLineForOffset(match.range.last)
            return "'${text.substring(layout.getLineStart(line), layout.getLineEnd(line))}' / '${text.substring(layout.getLineStart(line + 1), layout.getLineEnd(line + 1))}'"
        }
    }
    return null
}
