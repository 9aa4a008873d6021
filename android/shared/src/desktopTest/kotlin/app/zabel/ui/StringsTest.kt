package app.zabel.ui

import app.zabel.core.EndReason
import app.zabel.core.GameKind
import app.zabel.core.GameResult
import app.zabel.core.Ignored
import app.zabel.core.LevelInfo
import app.zabel.core.PlayerKind
import app.zabel.core.Score
import app.zabel.core.Variant
import app.zabel.core.ZabelException
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertTrue
import org.junit.Assert.assertNotEquals
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

    @Test
    fun theNewErrorKeysHaveASentenceInBothLanguages() {
        val errors = listOf(
            ZabelException.BadConfig("Königszabel is played by 2 players, not 3"),
            ZabelException.NoDice("this game has no die"),
            ZabelException.NoHints("hints for Königszabel come with its analysis engine"),
            ZabelException.BadSquare("'n1' is not a square of this board"),
            ZabelException.HintCancelled("the hint was cancelled"),
        )
        for (error in errors) {
            val en = strings("en").error(error)
            val de = strings("de").error(error)
            assertNotEquals("German is not the core's English: $de", error.message, de)
            assertNotEquals(en, de)
        }
        assertEquals("In diesem Spiel wird nicht gewürfelt.", strings("de").error(errors[1]))
        assertEquals("This game is played without a die.", strings("en").error(errors[1]))
    }

    @Test
    fun resultsNameTheSeatsOfTheirGameAndShowDraws() {
        val redWins = GameResult(listOf(Score.WIN, Score.LOSS), 0u, EndReason.REACHED_CORNER)
        assertEquals("Red wins by reaching the corner", EN.result(Variant.EINSTEIN, redWins))
        assertEquals("Rot gewinnt durch Erreichen der Ecke", DE.result(Variant.EINSTEIN, redWins))
        assertEquals("Red 1 · Blue 0", EN.scores(Variant.EINSTEIN, redWins))

        val escaped = GameResult(listOf(Score.LOSS, Score.WIN), 1u, EndReason.KING_ESCAPED)
        assertEquals("Defenders win as the king escaped to a corner", EN.result(Variant.KOENIGSZABEL, escaped))
        assertEquals("Die Verteidiger gewinnen – der König ist in eine Ecke entkommen", DE.result(Variant.KOENIGSZABEL, escaped))
        assertEquals("Angreifer 0 · Verteidiger 1", DE.scores(Variant.KOENIGSZABEL, escaped))

        val draw = GameResult(listOf(Score.DRAW, Score.DRAW), null, EndReason.REPETITION)
        assertEquals("Draw by repetition of the position", EN.result(Variant.KOENIGSZABEL, draw))
        assertEquals("Remis durch Stellungswiederholung", DE.result(Variant.KOENIGSZABEL, draw))
        assertEquals("Attackers ½ · Defenders ½", EN.scores(Variant.KOENIGSZABEL, draw))
        val quiet = GameResult(listOf(Score.DRAW, Score.DRAW), null, EndReason.NO_CAPTURE)
        assertEquals("Draw: 200 plies without a capture", EN.result(Variant.KOENIGSZABEL, quiet))
        assertEquals("Remis: 200 Halbzüge ohne Schlagen", DE.result(Variant.KOENIGSZABEL, quiet))
        val resigned = GameResult(listOf(Score.LOSS, Score.WIN), 1u, EndReason.RESIGNED)
        assertEquals("Defenders win by resignation", EN.result(Variant.KOENIGSZABEL, resigned))
        assertEquals("Blau gewinnt durch Aufgabe", DE.result(Variant.EINSTEIN, resigned))

        for (reason in EndReason.values()) {
            for (s in listOf(EN, DE)) {
                val win = s.result(Variant.KOENIGSZABEL, GameResult(listOf(Score.WIN, Score.LOSS), 0u, reason))
                assertNotEquals(win, s.result(Variant.KOENIGSZABEL, GameResult(listOf(Score.LOSS, Score.WIN), 1u, reason)))
            }
        }
        assertEquals("Die Angreifer sind am Zug", DE.toMove(Variant.KOENIGSZABEL, 0))
        assertEquals("Blue to move", EN.toMove(Variant.EINSTEIN, 1))
    }

    @Test
    fun historyEntriesNameTheGameAndWhoSatAtEachSeat() {
        val players = listOf(PlayerKind.Human, PlayerKind.Computer(1u))
        assertEquals(listOf("Attackers: Human", "Defenders: Computer (level 1)"), EN.players(Variant.KOENIGSZABEL, players))
        assertEquals(listOf("Rot: Mensch", "Blau: Computer (Stufe 1)"), DE.players(Variant.EINSTEIN, players))
        assertEquals("Königszabel", gameName(Variant.KOENIGSZABEL))
        assertEquals("EinStein", gameName(GameKind.EINSTEIN))
        assertEquals("Your Elo: 1169 after 1 rated game", EN.yourRating(1169.4, 1u))
        assertEquals("Deine Elo-Zahl: 1200 nach 2 gewerteten Partien", DE.yourRating(1200.0, 2u))
    }

    @Test
    fun theKoenigszabelNewGameScreenSpeaksBothLanguages() {
        val watchman = LevelInfo(2u, "Watchman", "Wächter", null)
        assertEquals("Watchman", EN.levelName(watchman))
        assertEquals("Wächter", DE.levelName(watchman))
        assertEquals("New game of Königszabel", EN.newGameOf(gameName(Variant.KOENIGSZABEL)))
        assertEquals("Neue Partie Königszabel", DE.newGameOf(gameName(Variant.KOENIGSZABEL)))
        for ((en, de) in listOf(EN.opponent to DE.opponent, EN.yourSide to DE.yourSide, EN.shieldwall to DE.shieldwall, EN.shieldwallHint to DE.shieldwallHint, EN.notRatedYet to DE.notRatedYet)) {
            assertNotEquals(en, de)
        }
    }

    @Test
    fun teamResultsNameEveryWinnerInBothLanguages() {
        val team = GameResult(listOf(Score.WIN, Score.LOSS, Score.WIN, Score.LOSS), null, EndReason.REACHED_CORNER)
        assertEquals("Red and Green win by reaching the corner", EN.result(Variant.QUATTRO_DIAGONAL, team))
        assertEquals("Rot und Grün gewinnen durch Erreichen der Ecke", DE.result(Variant.QUATTRO_DIAGONAL, team))
        assertEquals("Red 1 · Blue 0 · Green 1 · Yellow 0", EN.scores(Variant.QUATTRO_DIAGONAL, team))
        val alone = GameResult(listOf(Score.WIN, Score.LOSS, Score.LOSS), 0u, EndReason.CAPTURED_ALL)
        assertEquals("Red wins by knocking out the other side", EN.result(Variant.TRIO, alone))
        assertEquals("Rot gewinnt durch Ausschalten der Gegenseite", DE.result(Variant.TRIO, alone))
        val pair = GameResult(listOf(Score.LOSS, Score.WIN, Score.WIN), null, EndReason.RESIGNED)
        assertEquals("Blau und Grün gewinnen durch Aufgabe", DE.result(Variant.TRIO, pair))
        assertEquals(listOf(1, 2), winners(pair))
    }

    @Test
    fun theGamesOfThreeAndFourSpeakBothLanguages() {
        val variants = listOf(Variant.QUATTRO_DIAGONAL, Variant.QUATTRO_LONGLINE, Variant.TRIO)
        for (variant in variants) {
            assertTrue(variant.isMultiplayer)
            assertNotEquals(EN.gameName(variant), DE.gameName(variant))
            assertNotEquals(EN.variantHint(variant), DE.variantHint(variant))
        }
        assertFalse(Variant.EINSTEIN.isMultiplayer || Variant.KOENIGSZABEL.isMultiplayer)
        assertEquals("EinStein würfelt nicht!", DE.gameName(Variant.EINSTEIN))
        assertEquals(3, variants.map { EN.gameName(it) }.toSet().size)
        assertEquals(listOf("top left", "top right", "bottom left"), (0..2).map { EN.corner(Variant.TRIO, it) })
        assertEquals("unten rechts", DE.corner(Variant.QUATTRO_LONGLINE, 2))
        assertEquals("Hand the phone to Blue", EN.handOver(EN.seat(Variant.TRIO, 1)))
        assertEquals("Gib das Gerät an Gelb", DE.handOver(DE.seat(Variant.QUATTRO_DIAGONAL, 3)))
        assertEquals("Yellow to move", EN.toMove(Variant.QUATTRO_LONGLINE, 3))
        for ((en, de) in listOf(EN.manyPlayers to DE.manyPlayers, EN.seats to DE.seats, EN.person to DE.person, EN.droppedOut to DE.droppedOut, EN.unratedTeams to DE.unratedTeams, EN.handOverHint to DE.handOverHint, EN.game to DE.game)) {
            assertNotEquals(en, de)
        }
    }
}
