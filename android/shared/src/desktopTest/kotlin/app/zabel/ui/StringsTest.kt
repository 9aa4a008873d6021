package app.zabel.ui

import app.zabel.core.Ignored
import app.zabel.core.ZabelException
import org.junit.Assert.assertEquals
import org.junit.Test

class StringsTest {
    @Test
    fun errorsAreTranslatedByTheirKeyAndKeepTheCoresDetailInEnglish() {
        val error = ZabelException.NothingToUndo("there is no move of yours to take back")
        assertEquals("there is no move of yours to take back", strings("en").error(error))
        assertEquals("Es gibt keinen Zug zum Zurücknehmen.", strings("de").error(error))
        assertEquals("Erst würfeln.", strings("de").ignored(Ignored.ROLL_FIRST))
        assertEquals(EN, strings("fr"))
    }
}
