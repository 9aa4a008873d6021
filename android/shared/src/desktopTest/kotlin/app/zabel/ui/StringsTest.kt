package app.zabel.ui

import app.zabel.core.EndReason
import app.zabel.core.Variant
import app.zabel.core.GameResult
import app.zabel.core.Ignored
import app.zabel.core.LevelInfo
import app.zabel.core.PlayerKind
import app.zabel.core.RatingChange
import app.zabel.core.Score
import app.zabel.core.ZabelException
import app.zabel.core.coreText
import app.zabel.core.variantSeats
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertTrue
import org.junit.Assert.assertNotEquals
import org.junit.Test
import java.io.File

class StringsTest {
    @Test
    fun aShareIsNeverShownAsAFalseZero() {
        assertEquals("you score < 1%", EN.expectedScore(0.003))
    }

    /** A level's Elo as `zabel levels` prints it: level 3's measured 1439.6 is 1440 everywhere, not 1439 in the app. */
    @Test
    fun aLevelsEloIsRoundedAsTheTerminalShowsIt() {
        assertEquals("Elo\u00a01440", EN.eloOf(1439.6))
        assertEquals("Elo\u00a01439", EN.eloOf(1439.4))
    }

    @Test
    fun aRatingChangeAddsUpAsShown() {
        // Stored 1225.78 → 1224.31: the shown difference is that of the shown ratings.
        val change = RatingChange(before = 1225.78, after = 1224.31, delta = -1.47, expected = 0.5, k = 20.0, gamesBefore = 40u)
        assertEquals("Rating 1226 → 1224 (-2)", EN.ratingChange(change))
        assertEquals("Wertung 1226 → 1224 (-2)", DE.ratingChange(change))
        val up = RatingChange(before = 1111.6, after = 1125.5, delta = 13.9, expected = 0.5, k = 20.0, gamesBefore = 3u)
        assertEquals("Rating 1112 → 1126 (+14)", EN.ratingChange(up))
    }

    @Test
    fun everyErrorIsTheCoresSentenceKeyedByItsType() {
        assertEquals("error-no-human-to-resign", errorKey(ZabelException.NoHumanToResign("detail")))
        assertEquals("error-game-over", errorKey(ZabelException.GameOver("detail")))
        assertEquals("The game is over.", EN.error(ZabelException.GameOver("the core's English detail")))
        assertEquals(coreText("de", "error-nothing-to-undo"), DE.error(ZabelException.NothingToUndo("there is no move of yours to take back")))
        // Every variant the bindings declare, so a new error without a catalog entry fails here.
        val types = ZabelException::class.java.declaredClasses.filter { ZabelException::class.java.isAssignableFrom(it) }
        assertTrue("found ${types.size} error types", types.size >= 20)
        for (type in types) {
            val error = type.getConstructor(String::class.java).newInstance("detail") as ZabelException
            val en = EN.error(error)
            val de = DE.error(error)
            for (text in listOf(en, de)) {
                assertFalse("${type.simpleName}: $text", text.contains("error-") || text.contains("detail") || text.isBlank())
            }
            assertNotEquals("${type.simpleName} has one sentence in both languages", en, de)
        }
        assertEquals(coreText("de", "error-roll-first"), strings("de").ignored(Ignored.ROLL_FIRST))
        // The two taps the core ignores are said in its words, not the app's.
        assertEquals(coreText("en", "tap-not-movable"), EN.ignored(Ignored.NOT_CHOOSABLE))
        assertEquals(coreText("de", "tap-not-a-target"), DE.ignored(Ignored.NOT_A_TARGET))
        for (s in listOf(EN, DE)) for (reason in Ignored.entries) assertFalse(s.ignored(reason).contains("tap-") || s.ignored(reason).isBlank())
        assertEquals(EN, strings("fr"))
    }

    @Test
    fun resultsAreTheCoresSentenceAndReason() {
        val redWins = GameResult(listOf(Score.WIN, Score.LOSS), 0u, EndReason.REACHED_CORNER)
        assertEquals("Red won: a stone reached the opposite corner", EN.result(Variant.EINSTEIN, redWins, friends(Variant.EINSTEIN)))
        assertEquals("Sieg für Rot: ein Stein hat die gegenüberliegende Ecke erreicht", DE.result(Variant.EINSTEIN, redWins, friends(Variant.EINSTEIN)))
        assertEquals("Red\u00A01\u00A0· Blue\u00A00", EN.scores(Variant.EINSTEIN, redWins))

        val escaped = GameResult(listOf(Score.LOSS, Score.WIN), 1u, EndReason.KING_ESCAPED)
        assertEquals("The defenders won: the king escaped to a castle", EN.result(Variant.KOENIGSZABEL, escaped, friends(Variant.KOENIGSZABEL)))
        assertEquals("Angreifer\u00A00\u00A0· Verteidiger\u00A01", DE.scores(Variant.KOENIGSZABEL, escaped))

        val draw = GameResult(listOf(Score.DRAW, Score.DRAW), null, EndReason.REPETITION)
        assertEquals("Draw: the same position for the third time", EN.result(Variant.KOENIGSZABEL, draw, friends(Variant.KOENIGSZABEL)))
        assertEquals("Unentschieden: dieselbe Stellung zum dritten Mal", DE.result(Variant.KOENIGSZABEL, draw, friends(Variant.KOENIGSZABEL)))
        // Issue 45 defect 12: a resignation names who resigned, with the verb its seat wants.
        val resigned = GameResult(listOf(Score.LOSS, Score.WIN), 1u, EndReason.RESIGNED)
        assertEquals("Blue won: Red resigned", EN.result(Variant.EINSTEIN, resigned, friends(Variant.EINSTEIN)))
        assertEquals("Sieg für Blau: Rot hat aufgegeben", DE.result(Variant.EINSTEIN, resigned, friends(Variant.EINSTEIN)))
        assertEquals("Sieg für die Verteidiger: die Angreifer haben aufgegeben", DE.result(Variant.KOENIGSZABEL, resigned, friends(Variant.KOENIGSZABEL)))
        val quiet = GameResult(listOf(Score.DRAW, Score.DRAW), null, EndReason.NO_CAPTURE)
        assertEquals("Draw: 200 plies without a capture", EN.result(Variant.KOENIGSZABEL, quiet, friends(Variant.KOENIGSZABEL)))

        for (reason in EndReason.values()) {
            for (s in listOf(EN, DE)) {
                val win = s.result(Variant.KOENIGSZABEL, GameResult(listOf(Score.WIN, Score.LOSS), 0u, reason), friends(Variant.KOENIGSZABEL))
                assertFalse(win, win.contains("reason-") || win.contains("result-"))
                assertNotEquals(win, s.result(Variant.KOENIGSZABEL, GameResult(listOf(Score.LOSS, Score.WIN), 1u, reason), friends(Variant.KOENIGSZABEL)))
            }
        }
        assertEquals("Die Angreifer sind am Zug", DE.toMove(Variant.KOENIGSZABEL, 0))
        assertEquals("Blue to move", EN.toMove(Variant.EINSTEIN, 1))
        assertEquals("Rot ist am Zug", DE.toMove(Variant.EINSTEIN, 0))
        // Labels stand alone (no article), in both languages, for every game: the core's SeatInfo.
        for (variant in Variant.entries) {
            for ((seat, info) in variantSeats(variant, "en").zip(variantSeats(variant, "de")).withIndex()) {
                assertEquals(info.first.label, EN.seat(variant, seat))
                assertEquals(info.second.label, DE.seat(variant, seat))
            }
        }
        assertEquals(listOf("Attackers", "Defenders"), (0..1).map { EN.seat(Variant.KOENIGSZABEL, it) })
    }

    /** People at every seat of [variant]: friends at one device, whose results name the seats. */
    private fun friends(variant: Variant) = List(variantSeats(variant, "en").size) { PlayerKind.Human }

    /** Issue 45: one person against the computer is told "You won" / "You lost"; the core decides, from the players. */
    @Test
    fun aPersonAgainstTheComputerIsToldYouWonOrYouLost() {
        val computer = PlayerKind.Computer(1u)
        val resigned = GameResult(listOf(Score.LOSS, Score.WIN), 1u, EndReason.RESIGNED)
        assertEquals("You lost: you resigned", EN.result(Variant.EINSTEIN, resigned, listOf(PlayerKind.Human, computer)))
        assertEquals("Du hast verloren: du hast aufgegeben", DE.result(Variant.EINSTEIN, resigned, listOf(PlayerKind.Human, computer)))
        assertEquals("You won: the attackers resigned", EN.result(Variant.KOENIGSZABEL, resigned, listOf(computer, PlayerKind.Human)))
        assertEquals("Du hast gewonnen: die Angreifer haben aufgegeben", DE.result(Variant.KOENIGSZABEL, resigned, listOf(computer, PlayerKind.Human)))
        val escaped = GameResult(listOf(Score.LOSS, Score.WIN), 1u, EndReason.KING_ESCAPED)
        assertEquals("You lost: the king escaped to a castle", EN.result(Variant.KOENIGSZABEL, escaped, listOf(PlayerKind.Human, computer)))
        // A watched computer game names the seats.
        assertEquals("The defenders won: the king escaped to a castle", EN.result(Variant.KOENIGSZABEL, escaped, listOf(computer, computer)))
    }

    @Test
    fun historyEntriesNameTheGameAndWhoSatAtEachSeat() {
        val players = listOf(PlayerKind.Human, PlayerKind.Computer(1u))
        // The one person against the computer is "You" (issue 61: History called them "Person"); people among themselves are people.
        assertEquals(listOf("Attackers: You", "Defenders: Thrall (computer, level 1)"), EN.players(Variant.KOENIGSZABEL, players))
        assertEquals(listOf("Rot: Du", "Blau: Würfler (Computer, Stufe 1)"), DE.players(Variant.EINSTEIN, players))
        assertEquals(listOf("Attackers: Person", "Defenders: Person"), EN.players(Variant.KOENIGSZABEL, listOf(PlayerKind.Human, PlayerKind.Human)))
        assertEquals("Königszabel", DE.gameName(Variant.KOENIGSZABEL))
        assertEquals("EinStein", EN.shortName(Variant.EINSTEIN))
        // The plural is the core's: one game, not "1 rated games".
        assertEquals("Your Elo:\u00A01169\u00A0· 21 rated games", EN.yourRating(1169.4, 21u, provisional = false))
        assertEquals("Deine Elo\u2011Zahl:\u00A01200\u00A0· 21 gewertete Partien", DE.yourRating(1200.0, 21u, provisional = false))
        // Issue 45 defect 3: while provisional, the games are named once ("1 rated game (provisional: 1 of 20
        // rated games)" said them twice); rounded, as the rating changes show it (1209.6 is 1210 there).
        assertEquals("Your Elo:\u00A01210\u00A0· provisional: 1 of 20 rated games", EN.yourRating(1209.6, 1u, provisional = true))
        assertEquals("Deine Elo\u2011Zahl:\u00A01210\u00A0· vorläufig: 1 von 20 gewerteten Partien", DE.yourRating(1209.6, 1u, provisional = true))
    }

    @Test
    fun theKoenigszabelNewGameScreenSpeaksBothLanguages() {
        // The core names the level in the settings' language; the strings show that name.
        assertEquals("Wächter", DE.levelName(LevelInfo(2u, "Wächter", "", null)))
        assertEquals("New game of Königszabel", EN.newGameOf(EN.gameName(Variant.KOENIGSZABEL)))
        assertEquals("Neue Partie Königszabel", DE.newGameOf(DE.gameName(Variant.KOENIGSZABEL)))
        for ((en, de) in listOf(EN.opponent to DE.opponent, EN.yourSide to DE.yourSide, EN.shieldwall to DE.shieldwall, EN.shieldwallHint to DE.shieldwallHint, EN.notRatedYet to DE.notRatedYet)) {
            assertNotEquals(en, de)
        }
    }

    @Test
    fun teamResultsNameEveryWinnerInBothLanguages() {
        val team = GameResult(listOf(Score.WIN, Score.LOSS, Score.WIN, Score.LOSS), null, EndReason.REACHED_CORNER)
        val en = EN.result(Variant.QUATTRO_DIAGONAL, team, friends(Variant.QUATTRO_DIAGONAL))
        assertTrue(en, en.contains(" and ") && en.endsWith("won together: a stone reached the opposite corner"))
        assertTrue(DE.result(Variant.QUATTRO_DIAGONAL, team, friends(Variant.QUATTRO_DIAGONAL)).contains("haben gemeinsam gewonnen"))
        assertEquals("Top\u00A0left\u00A01\u00A0· Top\u00A0right\u00A00\u00A0· Bottom\u00A0right\u00A01\u00A0· Bottom\u00A0left\u00A00", EN.scores(Variant.QUATTRO_DIAGONAL, team))
        val pair = GameResult(listOf(Score.LOSS, Score.WIN, Score.WIN), null, EndReason.RESIGNED)
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
        // Seats are the core's labels: a corner in the games of three and four.
        assertEquals(listOf("Top left", "Top right", "Bottom left"), (0..2).map { EN.seat(Variant.TRIO, it) })
        assertEquals("Unten rechts", DE.seat(Variant.QUATTRO_LONGLINE, 2))
        assertEquals("Hand the phone to top left", EN.handOver(Variant.TRIO, 0))
        // Issue 45 defect 12: a seat is a place, not a person ("Gib das Gerät an unten links" was wrong).
        assertEquals("Gib das Gerät an den Platz unten links weiter", DE.handOver(Variant.QUATTRO_DIAGONAL, 3))
        assertEquals("Ich sitze unten links – los", DE.handOverGo(Variant.QUATTRO_DIAGONAL, 3))
        assertEquals("Bottom left to move", EN.toMove(Variant.QUATTRO_LONGLINE, 3))
        for ((en, de) in listOf(EN.manyPlayers to DE.manyPlayers, EN.seats to DE.seats, EN.player(Variant.EINSTEIN, PlayerKind.Human) to DE.player(Variant.EINSTEIN, PlayerKind.Human), EN.droppedOut to DE.droppedOut, EN.unratedTeams to DE.unratedTeams, EN.handOverHint to DE.handOverHint, EN.game to DE.game)) {
            assertNotEquals(en, de)
        }
    }

    /**
     * Issue 45: every sentence the app shows is the catalog's, so Strings.kt
     * holds keys and format pieces, never a sentence: each string literal in
     * it (templates' code taken out) is a catalog key (`app-new-game`,
     * `error-`) or has no letter at all (": ", " · ", "½").
     */
    @Test
    fun stringsKtHoldsKeysNotSentences() {
        val source = listOf("shared", "android/shared").map { File(it, "src/commonMain/kotlin/app/zabel/ui/Strings.kt") }.first { it.exists() }.readText()
        val literals = stringLiterals(source)
        assertTrue("found ${literals.size} literals", literals.size > 40)
        assertTrue(literals.contains("app-new-game-of"))
        val key = Regex("[a-z][a-z0-9]*(-[a-z0-9]+)*-?")
        val sentences = literals.filter { text -> !key.matches(text) && text.any { it.isLetter() } }
        assertEquals("literals that are not keys: $sentences", emptyList<String>(), sentences)
        // Nor does the app decide a language's grammar.
        assertFalse(source.contains("lang == \"de\"") || source.contains("lang != \"de\""))
        // Every app- key it names is in both catalogs.
        for (k in literals.filter { it.startsWith("app-") && !it.endsWith("-") }) {
            for (lang in listOf("en", "de")) assertNotEquals("$k in $lang", k, coreText(lang, k))
        }
    }

    /**
     * Issue 64: the labels' accessors are the build's, from app-en.ftl
     * (generate-app-text.sh), never listed by hand: each app- message without
     * variables is a property named by its key (`app-continue-game` →
     * `continueGame`) that says it in both languages, and the German catalog
     * has exactly the English one's keys.
     */
    @Test
    fun everyAppLabelHasItsGeneratedAccessorInBothLanguages() {
        val dir = listOf("../core/src/text", "core/src/text").map(::File).first { it.isDirectory }
        val en = appMessages(File(dir, "app-en.ftl").readText())
        val de = appMessages(File(dir, "app-de.ftl").readText())
        assertEquals("the keys only one catalog has", emptySet<String>(), (en.keys - de.keys) + (de.keys - en.keys))
        val labels = en.filterValues { !it.contains('$') }.keys
        assertTrue("found ${labels.size} labels", labels.size > 100)
        for (key in labels) {
            val name = key.removePrefix("app-").split('-').mapIndexed { i, part -> if (i == 0) part else part.replaceFirstChar { it.uppercase() } }.joinToString("")
            val getter = Strings::class.java.getMethod("get" + name.replaceFirstChar { it.uppercase() })
            for (s in listOf(EN, DE)) {
                val text = getter.invoke(s) as String
                assertTrue("$key in ${s.lang}: '$text'", text.isNotBlank() && text != key)
            }
        }
        assertEquals(EN.continueGame, coreText("en", "app-continue-game"))
        assertEquals(DE.historyNoneMatch, coreText("de", "app-history-none-match"))
    }

    @Test
    fun theLiteralScannerSeesSentencesInsideTemplates() {
        val found = stringLiterals("val a = \"x \${f(\"app-y\")} z\" // \"not this\"\nval b = '\"'\n/* \"nor this\" */ val c = \"\$d: done\"")
        assertEquals(listOf("x ", "app-y", " z", ": done"), found)
    }
}

/**
 * A Fluent catalog's app- messages by key, each its whole text: a message
 * runs on over indented lines until a blank line, a comment or the next entry.
 */
fun appMessages(catalog: String): Map<String, String> {
    val messages = linkedMapOf<String, String>()
    var key: String? = null
    val entry = Regex("^([a-z][a-z0-9-]*)\\s*=(.*)$")
    for (line in catalog.lines()) {
        val start = entry.find(line)
        when {
            start != null -> {
                key = start.groupValues[1].takeIf { it.startsWith("app-") }
                key?.let { messages[it] = start.groupValues[2] }
            }
            line.isBlank() || line.startsWith("#") -> key = null
            else -> key?.let { messages[it] = messages.getValue(it) + "\n" + line }
        }
    }
    return messages
}

/** The string literals of Kotlin [source], each template's code taken out (a literal inside a template is its own). */
fun stringLiterals(source: String): List<String> {
    val found = mutableListOf<String>()
    var i = 0
    fun string(): Unit {
        // At the opening quote.
        i++
        val piece = StringBuilder()
        fun flush() { if (piece.isNotEmpty()) found += piece.toString(); piece.clear() }
        while (i < source.length && source[i] != '"') {
            val c = source[i]
            when {
                c == '\\' -> { piece.append(source.getOrElse(i + 1) { ' ' }); i += 2 }
                c == '$' && source.getOrNull(i + 1) == '{' -> {
                    flush(); i += 2
                    var depth = 1
                    while (i < source.length && depth > 0) {
                        when (source[i]) {
                            '{' -> { depth++; i++ }
                            '}' -> { depth--; i++ }
                            '"' -> string()
                            else -> i++
                        }
                    }
                }
                c == '$' && source.getOrNull(i + 1)?.isLetter() == true -> {
                    flush(); i++
                    while (i < source.length && (source[i].isLetterOrDigit() || source[i] == '_')) i++
                }
                else -> { piece.append(c); i++ }
            }
        }
        i++
        flush()
    }
    while (i < source.length) {
        when {
            source.startsWith("//", i) -> i = source.indexOf('\n', i).let { if (it < 0) source.length else it }
            source.startsWith("/*", i) -> i = source.indexOf("*/", i).let { if (it < 0) source.length else it + 2 }
            source[i] == '\'' -> i = source.indexOf('\'', i + if (source.getOrNull(i + 1) == '\\') 3 else 2) + 1
            source[i] == '"' -> string()
            else -> i++
        }
    }
    return found
}
