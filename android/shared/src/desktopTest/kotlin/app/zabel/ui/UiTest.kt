package app.zabel.ui

import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.size
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.getValue
import androidx.compose.runtime.snapshotFlow
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.rememberCoroutineScope
import androidx.compose.runtime.setValue
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.asSkiaBitmap
import androidx.compose.ui.graphics.toArgb
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.test.assert
import androidx.compose.ui.test.assertHeightIsAtLeast
import androidx.compose.ui.test.assertHasClickAction
import androidx.compose.ui.test.assertContentDescriptionEquals
import androidx.compose.ui.test.assertIsDisplayed
import androidx.compose.ui.test.assertIsEnabled
import androidx.compose.ui.test.assertIsNotEnabled
import androidx.compose.ui.test.hasScrollToIndexAction
import androidx.compose.ui.test.hasTestTag
import androidx.compose.ui.test.hasText
import androidx.compose.ui.test.performScrollToIndex
import androidx.compose.ui.test.performScrollToNode
import androidx.compose.ui.test.assertIsNotSelected
import androidx.compose.ui.test.assertIsSelected
import androidx.compose.ui.test.assertTextContains
import androidx.compose.ui.test.SemanticsMatcher
import androidx.compose.ui.test.SemanticsNodeInteraction
import androidx.compose.ui.semantics.SemanticsProperties
import androidx.compose.ui.semantics.getOrNull
import androidx.compose.ui.semantics.LiveRegionMode
import androidx.compose.ui.test.assertTextEquals
import androidx.compose.ui.test.captureToImage
import androidx.compose.ui.test.junit4.createComposeRule
import androidx.compose.ui.test.onAllNodesWithContentDescription
import androidx.compose.ui.test.onAllNodesWithTag
import androidx.compose.ui.test.onAllNodesWithText
import androidx.compose.ui.test.onFirst
import androidx.compose.ui.test.onNodeWithContentDescription
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.onNodeWithText
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.performTouchInput
import androidx.compose.ui.test.performMouseInput
import androidx.compose.ui.test.click
import androidx.compose.ui.test.pinch
import androidx.compose.ui.test.swipe
import androidx.compose.ui.test.swipeLeft
import androidx.compose.ui.test.swipeRight
import androidx.compose.ui.test.isSelected
import androidx.compose.ui.test.isNotSelected
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.geometry.Rect
import androidx.compose.ui.unit.toSize
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.Density
import androidx.compose.ui.unit.DpSize
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.ui.semantics.SemanticsActions
import androidx.compose.ui.semantics.SemanticsNode
import androidx.compose.ui.text.TextLayoutResult
import app.zabel.core.DieView
import app.zabel.core.EndReason
import app.zabel.core.GameConfig
import app.zabel.core.Variant
import app.zabel.core.Seating
import app.zabel.core.Pace
import app.zabel.core.Theme
import app.zabel.core.paceMillis
import app.zabel.core.GameOptions
import app.zabel.core.FirstMover
import app.zabel.core.LevelRecord
import app.zabel.core.GameView
import app.zabel.core.LastMove
import app.zabel.core.Mark
import app.zabel.core.PieceKind
import app.zabel.core.Phase
import app.zabel.core.PlayerKind
import app.zabel.core.RatedSeat
import app.zabel.core.Terrain
import app.zabel.core.Zabel
import app.zabel.core.Score
import app.zabel.core.HistoryFilter
import app.zabel.core.rulesText
import app.zabel.core.coreText
import java.io.File
import kotlin.math.roundToInt
import kotlin.time.Duration.Companion.milliseconds
import androidx.compose.ui.test.hasScrollToNodeAction
import androidx.compose.ui.test.performScrollTo
import androidx.compose.ui.test.performSemanticsAction
import java.nio.file.Files
import org.jetbrains.skia.EncodedImageFormat
import org.jetbrains.skia.Image
import org.junit.After
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertNotEquals
import org.junit.Assert.assertNotNull
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Rule
import org.junit.Test

/** The shared Compose UI against the real core: games played by tapping, and every screen rendered. */
class UiTest {
    @get:Rule
    val rule = createComposeRule()

    private val dir = Files.createTempDirectory("zabel-ui").toFile()
    private val zabel = Zabel.open(dir.path)
    /** The system's pickers and share sheet, as the person would answer them. */
    private val files = FakeSystemFiles(Files.createTempDirectory("zabel-shared").toFile())
    private lateinit var state: ZabelState
    private var dark by mutableStateOf(false)
    /** The window in dp: a phone unless a test turns it or makes it a tablet. */
    private var window by mutableStateOf(DpSize(412.dp, 860.dp))
    /** The person's font size: 2 is Android's 200 %. */
    private var fontScale by mutableStateOf(1f)
    /** Pixels per dp against the test's own: the test window is 1024 × 768 px, so a tablet is drawn smaller. */
    private var pixelScale by mutableStateOf(1f)
    /** What the app played for the ear and the hand, in order. */
    private val cues = java.util.Collections.synchronizedList(mutableListOf<Cue>())

    @After
    fun close() {
        rule.runOnIdle { state.close() }
        zabel.close()
        dir.deleteRecursively()
        files.dir.deleteRecursively()
    }

    /**
     * The app in the test window. Computers move at once, as with reduced
     * motion, unless [paced] (the settings' pace would make every game here
     * seconds slower); [watch] hears every view shown, with the test clock's time.
     */
    private fun launch(paced: Boolean = false, historyPage: UInt = 40u, watch: ((GameView?, Long) -> Unit)? = null) {
        // These tests play games: the offer of a game's lessons before its first game (LearnTest) is answered no beforehand.
        for (variant in listOf(Variant.EINSTEIN, Variant.KOENIGSZABEL, Variant.QUATTRO_DIAGONAL)) zabel.declineLessons(variant)
        rule.setContent {
            val scope = rememberCoroutineScope()
            state = remember { ZabelState(zabel, scope, files, reduceMotion = !paced, historyPage = historyPage, feedback = { cues += it }) }
            if (watch != null) LaunchedEffect(Unit) { snapshotFlow { state.view }.collect { watch(it, rule.mainClock.currentTime) } }
            // A phone-sized window, so screenshots look like the app.
            val density = LocalDensity.current
            CompositionLocalProvider(LocalDensity provides Density(density.density * pixelScale, fontScale)) {
                Box(Modifier.size(window).testTag("root")) { ZabelApp(state, dark) }
            }
        }
    }

    private val out = File(System.getProperty("zabel.screenshots") ?: "target/screenshots").apply { mkdirs() }

    /** Writes the node tagged [tag] as a PNG to [file]; it may not be blank. */
    private fun screenshot(file: File, tag: String = "root"): File {
        rule.waitForIdle()
        val bitmap = rule.onNodeWithTag(tag).captureToImage().asSkiaBitmap()
        val png = Image.makeFromBitmap(bitmap).encodeToData(EncodedImageFormat.PNG)!!.bytes
        file.writeBytes(png)
        val colours = (0 until bitmap.width step 7).flatMap { x -> (0 until bitmap.height step 7).map { y -> bitmap.getColor(x, y) } }.toSet()
        assertTrue("$file is blank ($colours)", colours.size >= 4)
        return file
    }

    private fun click(tag: String) {
        // Scrolled to first where it lies in a page or list that scrolls (the settings' groups, a replay's moves).
        reach(tag)
        // A snackbar lies over the foot of the window: a person puts it away before tapping what it covers.
        val message = rule.onAllNodesWithTag("message").fetchSemanticsNodes().firstOrNull()
        val target = rule.onNodeWithTag(tag).fetchSemanticsNode()
        // (A menu's item lies in a popup of its own, over the snackbar: a tap outside would close the menu.)
        if (message != null && tag != "message" && message.root == target.root && message.boundsInRoot.overlaps(target.boundsInRoot)) {
            rule.onNodeWithTag("message").performClick()
            rule.waitForIdle()
        }
        rule.onNodeWithTag(tag).performClick()
        rule.waitForIdle()
    }

    /** Resigns; a rated game asks first, and the test says yes. */
    private fun resign() {
        click("resign")
        if (asked()) click("confirm")
    }

    /** Asks for a hint; in a rated game that unrates it, so it asks first, and the test says yes. */
    private fun hint() {
        click("hint")
        if (asked()) click("confirm")
    }

    /** Takes a move back; in a rated game that unrates it, so it asks first, and the test says yes. */
    private fun undo() {
        click("undo")
        if (asked()) click("confirm")
    }

    /** A question waits for the player's yes or no. */
    private fun asked() = rule.onAllNodesWithTag("confirm").fetchSemanticsNodes().isNotEmpty()

    private fun waitForHuman(): GameView {
        rule.waitUntil(30_000) { state.view?.phase != Phase.COMPUTER_TURN }
        rule.waitForIdle()
        return state.view!!
    }

    /** One tap of a player: the roll button, or the first square the core marks. Returns nanoseconds to redraw. */
    private fun humanTap(view: GameView): Long {
        val tag = when (view.phase) {
            Phase.ROLL -> "roll"
            Phase.CHOOSE_PIECE -> "cell-" + view.board.cells.first { it.mark == Mark.CHOOSABLE }.name
            Phase.CHOOSE_TARGET -> "cell-" + view.board.cells.first { it.mark == Mark.TARGET }.name
            else -> error("not a human's turn: ${view.phase}")
        }
        val node = rule.onNodeWithTag(tag)
        val start = System.nanoTime()
        node.performClick()
        rule.waitForIdle()
        return System.nanoTime() - start
    }

    /** A rated EinStein game against [level], chosen from Home; played to its end in a window of [playedAt] if given. */
    private fun playByTapping(level: Int, playedAt: DpSize? = null): List<Long> {
        click("new-einstein")
        click("level-$level")
        click("first-red")
        click("start")
        // Over a rated game left unfinished, the start asks first: yes resigns it.
        if (rule.onAllNodesWithTag("confirm").fetchSemanticsNodes().isNotEmpty()) click("confirm")
        playedAt?.let { window = it }
        val taps = mutableListOf<Long>()
        while (true) {
            val view = waitForHuman()
            if (view.phase == Phase.OVER) return taps
            taps += humanTap(view)
        }
    }

    @Test
    fun aWholeGameAgainstTheComputerIsPlayedByTappingAndLandsInHistoryAndRating() {
        launch()
        val taps = playByTapping(2)
        rule.onNodeWithTag("rating-change").assertTextContains("Rating", substring = true)
        assertEquals(1u, zabel.rating(Variant.EINSTEIN).games)

        click("review")
        rule.waitUntil(120_000) { state.review.ui.reviews != null }
        val reviewed = state.review.ui.reviews!!
        assertEquals(state.view!!.moves.size, reviewed.size)

        // A reviewed move tapped: the game's replay at that move, with the review the core kept.
        val gameId = state.view!!.gameId!!
        rule.onNodeWithTag("game-over").performScrollToNode(hasTestTag("review-2"))
        click("review-2")
        rule.waitUntil(30_000) { state.review.ui.reviews != null }
        assertEquals(Screen.Replaying(gameId), state.screen)
        assertEquals(2u, state.replay.ply)
        assertEquals(reviewed, state.review.ui.reviews)
        click("back")
        assertEquals(Screen.History, state.screen)
        click("back")

        click("rating")
        rule.onNodeWithTag("chart").assertIsDisplayed()
        click("back")
        click("history")
        val game = zabel.history(1u, null).single()
        click("game-${game.id}")
        assertEquals(0, state.replay.view!!.moves.size)
        click("next")
        assertEquals(1, state.replay.view!!.moves.size)

        val sorted = taps.sorted()
        println("desktop: tap → new GameView drawn, median %.1f ms over %d taps".format(sorted[sorted.size / 2] / 1e6, sorted.size))
    }

    /**
     * Issue 45: sound and vibration for a move, a capture, a roll and the
     * end, each ply once, the end last; the settings' switch silences them.
     */
    @Test
    fun eachPlyRollAndTheEndIsHeardOnceAndTheSettingSilencesThem() {
        launch()
        playByTapping(1)
        val plies = state.view!!.moves.size
        assertEquals("the end, once, last", Cue.END, cues.last())
        assertEquals(1, cues.count { it == Cue.END })
        assertEquals("every ply but the last, once", plies - 1, cues.count { it == Cue.MOVE || it == Cue.CAPTURE })
        assertTrue("the person's rolls: $cues", cues.count { it == Cue.ROLL } >= 1)
        click("home")
        click("settings")
        rule.onNodeWithTag("sound").performScrollTo().performClick()
        rule.waitForIdle()
        assertFalse(state.settings.sound)
        cues.clear()
        rule.runOnIdle { state.go(Screen.Home) }
        rule.waitForIdle()
        playByTapping(1)
        assertEquals("switched off", emptyList<Cue>(), cues.toList())
    }

    /** Issue 45: the board's letters and numbers can be switched off, and the board takes their room. */
    @Test
    fun coordinatesSwitchedOffGiveTheBoardTheirRoom() {
        launch()
        rule.runOnIdle { state.start(koenigszabel) }
        rule.waitForIdle()
        val with = bounds("cell-a1").width
        rule.runOnIdle { state.saveSettings(state.settings.copy(coordinates = false)) }
        rule.waitForIdle()
        val without = bounds("cell-a1").width
        assertTrue("a square $with px with coordinates, $without without", without > with)
        screenshot(File(out, "board-no-coordinates-en-light.png"))
    }

    /**
     * Issue 45: your own side at the bottom. Red starts in the top-left
     * corner (E2), so against the computer the person playing Red sees the
     * board turned half round, on the setup screen and in the game alike:
     * Red's corner a1 at the bottom right, Blue's e5 at the top left.
     */
    @Test
    fun aPersonPlayingRedSeesTheirCornerAtTheBottom() {
        launch()
        click("new-einstein")
        click("level-1")
        fun redBelowBlue(where: String) {
            val (red, blue) = bounds("cell-a1") to bounds("cell-e5")
            assertTrue("$where: a1 at $red, e5 at $blue", red.top > blue.bottom && red.left > blue.right)
        }
        redBelowBlue("setup")
        click("first-red")
        click("start")
        waitForHuman()
        redBelowBlue("game")
        screenshot(File(out, "einstein-turned-for-red-en-light.png"))
    }

    /** Issue 45: the theme is the system's unless the person picks light or dark in the settings. */
    @Test
    fun theThemeIsTheSystemsUnlessChosenInTheSettings() {
        launch()
        fun backgroundIsDark(): Boolean {
            rule.waitForIdle()
            val pixel = rule.onNodeWithTag("root").captureToImage().asSkiaBitmap().getColor(2, 2)
            return (pixel shr 16 and 0xff) + (pixel shr 8 and 0xff) + (pixel and 0xff) < 3 * 128
        }
        assertFalse("the system's light", backgroundIsDark())
        click("settings")
        rule.onNodeWithTag("theme-dark").performScrollTo().performClick()
        assertEquals(Theme.DARK, zabel.settings().theme)
        assertTrue("dark though the system is light", backgroundIsDark())
        screenshot(File(out, "settings-theme-dark-en.png"))
        dark = true
        rule.onNodeWithTag("theme-light").performScrollTo().performClick()
        assertFalse("light though the system is dark", backgroundIsDark())
        rule.onNodeWithTag("theme-system").performScrollTo().performClick()
        assertTrue("the system's dark again", backgroundIsDark())
        dark = false
    }

    @Test
    fun hintUndoAndResignAreATapEachAndTheGameIsThenUnrated() {
        launch()
        click("new-einstein")
        click("level-1")
        click("first-red")
        click("start")
        var view = waitForHuman()
        while (view.phase == Phase.ROLL) {
            humanTap(view)
            view = waitForHuman()
            if (view.phase == Phase.CHOOSE_PIECE || view.phase == Phase.CHOOSE_TARGET) break
        }
        // The hint is worked out off the UI thread, with progress and a cancel.
        hint()
        rule.onNodeWithTag("hinting").assertIsDisplayed()
        screenshot(File(out, "hint-working-en-light.png"))
        click("cancel-hint")
        rule.waitUntil(10_000) { !state.hints.running }
        rule.waitForIdle()
        assertTrue(rule.onAllNodesWithTag("hint-line").fetchSemanticsNodes().isEmpty())
        assertNull("a cancelled hint is no error", state.message)
        assertTrue("a cancelled hint keeps the game rated", state.view!!.rated)
        hint()
        rule.waitUntil(30_000) { !state.hints.running }
        rule.waitForIdle()
        assertTrue(rule.onAllNodesWithTag("hint-line").fetchSemanticsNodes().isNotEmpty())
        assertFalse(state.view!!.rated)
        humanTap(state.view!!)
        view = waitForHuman()
        if (view.canUndo) {
            undo()
            assertEquals(Phase.ROLL, state.view!!.phase)
        }
        click("resign")
        assertEquals(Phase.OVER, state.view!!.phase)
        rule.onNodeWithTag("play-again").assertIsDisplayed()
    }

    @Test
    fun anInterruptedGameContinuesFromHome() {
        launch()
        click("new-einstein")
        click("level-3")
        click("first-red")
        click("start")
        humanTap(waitForHuman())
        val before = waitForHuman()
        click("back")
        click("continue")
        assertEquals(before.board, state.view!!.board)
        assertEquals(before.moves, state.view!!.moves)
    }

    @Test
    fun theLanguageSwitchesToGermanAndBack() {
        launch()
        click("settings")
        click("language-de")
        click("back")
        rule.onNodeWithText("Neue Partie").assertIsDisplayed()
        click("settings")
        click("language-en")
        click("back")
        rule.onNodeWithText("New game").assertIsDisplayed()
    }

    /** A PNG of every screen in both languages, light and dark; none may be blank. */
    @Test
    fun everyScreenIsRenderedInBothLanguagesLightAndDark() {
        launch()
        val taflId = koenigszabelResigned()
        rule.runOnIdle { state.go(Screen.Home) }
        playByTapping(1)
        click("review")
        rule.waitUntil(120_000) { state.review.ui.reviews != null }
        val gameId = zabel.history(1u, null).single().id
        val written = mutableListOf<File>()
        for (language in listOf("en", "de")) {
            rule.runOnIdle { state.saveSettings(state.settings.copy(language = language)) }
            for (theme in listOf("light", "dark")) {
                dark = theme == "dark"
                fun shot(name: String) {
                    written += screenshot(File(out, "$name-$language-$theme.png"))
                }
                shot("game-over")
                rule.runOnIdle { state.go(Screen.Home); shot("home") }
                rule.runOnIdle { state.go(Screen.Opponents); shot("opponents") }
                rule.runOnIdle { state.go(Screen.NewKoenigszabel); shot("new-koenigszabel") }
                rule.runOnIdle { state.go(Screen.Setup(app.zabel.core.PlayerKind.Human, app.zabel.core.PlayerKind.Computer(4u))); shot("setup") }
                click("first-red"); click("start")
                val view = waitForHuman()
                if (view.phase == Phase.ROLL) humanTap(view)
                waitForHuman(); shot("board")
                rule.runOnIdle { state.go(Screen.History); shot("history") }
                rule.runOnIdle { state.go(Screen.Replaying(gameId)); click("next"); click("next"); shot("replay") }
                rule.runOnIdle { state.go(Screen.Rating()); shot("rating") }
                rule.runOnIdle { state.go(Screen.Rating(Variant.KOENIGSZABEL)); shot("rating-koenigszabel") }
                rule.runOnIdle { state.go(Screen.Replaying(taflId)); repeat(4) { click("next") }; shot("replay-koenigszabel") }
                rule.runOnIdle { state.go(Screen.Settings); shot("settings") }
                // Back to a finished game for the next round's game-over shot.
                rule.runOnIdle { state.go(Screen.Replaying(gameId)) }
                playByTappingFromHome()
            }
        }
        assertEquals(48, written.size)
        println("desktop: ${written.size} screenshots in $out")
    }

    /** Every game's rules in short, from Home, are the core's catalog text in the language of the settings. */
    @Test
    fun everyGameHasItsRulesPageFromHomeInBothLanguages() {
        launch()
        val games = listOf("einstein" to Variant.EINSTEIN, "koenigszabel" to Variant.KOENIGSZABEL, "quattro" to Variant.QUATTRO_DIAGONAL, "trio" to Variant.TRIO)
        val written = mutableListOf<File>()
        val pages = mutableSetOf<String>()
        for (language in listOf("en", "de")) {
            rule.runOnIdle { state.saveSettings(state.settings.copy(language = language)) }
            for (theme in listOf("light", "dark")) {
                dark = theme == "dark"
                for ((tag, variant) in games) {
                    rule.runOnIdle { state.go(Screen.Home) }
                    click("rules-$tag")
                    val text = rulesText(language, variant)
                    val paragraphs = text.split("\n").map { it.trim() }
                    assertTrue("$tag in $language has its example", paragraphs.size >= 2)
                    rule.onAllNodesWithTag("rules-text").onFirst().assertTextEquals(paragraphs.first())
                    rule.onNodeWithText(paragraphs.last()).assertExists()
                    // Under the words the core's diagrams, each with its caption (issue 61).
                    val diagrams = app.zabel.core.rulesDiagrams(variant, language)
                    assertTrue("$tag in $language has diagrams", diagrams.size >= 3)
                    for ((index, diagram) in diagrams.withIndex()) {
                        reach("rules-diagram-$index")
                        rule.onNodeWithTag("rules-diagram-$index").assertTextEquals(diagram.caption)
                    }
                    reach("rules-diagram-0")
                    pages += text
                    written += screenshot(File(out, "rules-$tag-$language-$theme.png"))
                    click("back")
                    rule.onNodeWithTag("new-einstein").assertIsDisplayed()
                }
            }
        }
        assertEquals("four games, two languages, each its own page", 8, pages.size)
        assertEquals(16, written.size)
    }

    /** Each side shows its own measured expected score, not one figure averaged over both. */
    @Test
    fun theKoenigszabelSidesShowTheMeasuredExpectedScoreOfEach() {
        launch()
        click("new-koenigszabel")
        click("level-1")
        val level1 = zabel.opponents(Variant.KOENIGSZABEL).first { it.level.toInt() == 1 }
        assertEquals(2, level1.expectedBySeat.size)
        // The sides come after the levels, each with what it is like: scrolled to.
        reach("side-attackers")
        for (seat in 0..1) rule.onNodeWithTag("side-expected-$seat", useUnmergedTree = true).assertTextEquals(EN.expectedScore(level1.expectedBySeat[seat]))
        click("side-attackers")
        placedInTaflList("expected-1", row = "level-1").assertTextContains(EN.expectedScore(level1.expectedBySeat[0]), substring = true)
        screenshot(File(out, "new-koenigszabel-attackers-en-light.png"))
        click("side-defenders")
        placedInTaflList("expected-1", row = "level-1").assertTextContains(EN.expectedScore(level1.expectedBySeat[1]), substring = true)
        println("Königszabel level 1, expected by seat: ${level1.expectedBySeat} (average ${level1.expectedScore})")
        // Two people at one device: no opponent, no figure.
        placedInTaflList("friend").performClick()
        rule.waitForIdle()
        assertNull(state.choices.taflLevel)
        reach("shieldwall")
        val placed = SemanticsMatcher("placed") { it.layoutInfo.isPlaced }
        assertEquals(0, rule.onAllNodes(hasTestTag("side-expected-0") and placed, useUnmergedTree = true).fetchSemanticsNodes().size)
    }

    /**
     * Issue 45 defect 11: Königszabel's "fair match" averaged both sides (51 %)
     * while the new-game screen said 21 % / 82 % by side. Now the fair match
     * is the level nearest an even game from the side the player takes, and
     * moves with the side; the rating screen gives each side's chance, and
     * the fair match from each, never the average.
     */
    @Test
    fun theKoenigszabelFairMatchIsForTheSideThePlayerTakes() {
        launch()
        val opponents = zabel.opponents(Variant.KOENIGSZABEL)
        fun fair(seat: Int) = zabel.suggestedOpponent(Variant.KOENIGSZABEL, listOf(RatedSeat.FIRST, RatedSeat.SECOND)[seat])!!
        assertNotEquals("the sides' fair matches differ, or this test shows nothing", fair(0).level, fair(1).level)
        click("new-koenigszabel")
        // Preselected: the fair match for the side preselected (attackers).
        assertEquals(fair(0).level, state.choices.taflLevel)
        // Only rows in the list: one scrolled away may linger, kept for reuse, with what it showed before.
        fun suggestedTags() = rule.onAllNodes(SemanticsMatcher("fair match") { it.config.getOrNull(SemanticsProperties.TestTag)?.startsWith("suggested-") == true }, useUnmergedTree = true)
            .fetchSemanticsNodes().filter { it.layoutInfo.isPlaced }.map { it.config[SemanticsProperties.TestTag] }
        for ((side, seat) in listOf("side-attackers" to 0, "side-defenders" to 1, "side-attackers" to 0)) {
            reach(side)
            click(side)
            placedInTaflList("level-${fair(seat).level}")
            assertEquals("$side", listOf("suggested-${fair(seat).level}"), suggestedTags())
            rule.onNodeWithTag("expected-${fair(seat).level}", useUnmergedTree = true).assertTextContains(EN.expectedScore(fair(seat).expectedBySeat[seat]), substring = true)
            if (seat == 1) screenshot(File(out, "new-koenigszabel-fair-defenders-en-light.png"))
        }
        rule.runOnIdle { state.go(Screen.Rating(Variant.KOENIGSZABEL)) }
        rule.waitForIdle()
        for (opponent in opponents) {
            reach("rating-level-${opponent.level}")
            for (seat in 0..1) {
                val text = rule.onNodeWithTag("rating-expected-${opponent.level}-$seat", useUnmergedTree = true).fetchSemanticsNode().config[SemanticsProperties.Text].joinToString()
                val expected = EN.seat(Variant.KOENIGSZABEL, seat) + ": " + EN.expectedScore(opponent.expectedBySeat[seat])
                assertEquals(expected + if (fair(seat).level == opponent.level) "$DOT${EN.suggested}" else "", text)
            }
        }
        screenshot(File(out, "rating-koenigszabel-sides-en-light.png"))
    }

    /**
     * Issue 45 defect 13: before a roll the die was an empty box, and the
     * finished game's board sat against the left edge. Now the die shows a
     * die to tap, says so, and a tap on it rolls; the finished board is centred.
     */
    @Test
    fun theDieBeforeARollIsADieToTapAndTheFinishedBoardIsCentred() {
        launch()
        click("new-einstein")
        click("level-1")
        click("first-red")
        click("start")
        if (asked()) click("confirm")
        assertEquals(Phase.ROLL, waitForHuman().phase)
        rule.onNodeWithTag("roll").assertContentDescriptionEquals(coreText("en", "die-tap-to-roll")).assertHasClickAction()
        rule.onNodeWithTag("die-icon", useUnmergedTree = true).assertExists()
        screenshot(File(out, "die-before-roll-en-light.png"))
        dark = true
        screenshot(File(out, "die-before-roll-en-dark.png"))
        dark = false
        click("roll")
        assertNotEquals("a tap on the die rolls it", Phase.ROLL, state.view!!.phase)
        rule.onNodeWithTag("die-icon", useUnmergedTree = true).assertDoesNotExist()
        // Rolled: pips, as many as the roll, and no numeral (issue 61: "a numeral in a grey box").
        val rolled = (state.view!!.die as? DieView.Value)?.value?.toInt()
        if (rolled != null) assertEquals(rolled, rule.onNodeWithTag("die-pips", useUnmergedTree = true).fetchSemanticsNode().config[DiePips])
        while (true) {
            val view = waitForHuman()
            if (view.phase == Phase.OVER) break
            humanTap(view)
        }
        rule.waitForIdle()
        val root = bounds("root")
        // The frame with its coordinates is the board: the board with it is centred.
        val centre = bounds("board-frame").center.x
        assertEquals("board centre in a ${root.width} px window", root.center.x, centre, 4 * rule.density.density)
        screenshot(File(out, "game-over-centred-en-light.png"))
        dark = true
        screenshot(File(out, "game-over-centred-en-dark.png"))
    }

    /**
     * Issue 61: after a finished EinStein game each side's game and each
     * reviewed move are the core's sentences, and "What does this mean?"
     * opens the core's explanation; Königszabel's say nothing of dice.
     */
    @Test
    fun theReviewShowsEachSideAndEachMoveInTheCoresWords() {
        launch()
        playByTapping(1)
        click("review")
        rule.waitUntil(120_000) { state.review.ui.reviews != null }
        rule.waitForIdle()
        val plies = state.review.ui.reviews!!
        val seats = state.review.ui.seatReviews!!
        assertEquals(listOf(0, 1), seats.map { it.seat.toInt() })
        assertEquals(plies.size, seats.sumOf { it.moves.toInt() })
        for (seat in seats) {
            assertTrue("seat ${seat.seat} has its sentence", seat.text.isNotBlank())
            rule.onNodeWithTag("seat-review-${seat.seat}").assertTextEquals(seat.text)
        }
        assertPerSideWithinAHundredPercent(seats)
        // The core's explanation, shown only when asked for.
        val explanation = state.review.ui.explanation
        assertTrue("the explanation says something", explanation.isNotBlank())
        assertEquals(0, rule.onAllNodesWithTag("review-explanation").fetchSemanticsNodes().size)
        click("what-does-this-mean")
        rule.onNodeWithTag("review-explanation").assertTextEquals(explanation)
        // Each row the core's sentence, beginning with its number and the move; the list is lazy, so the first rows.
        for (ply in plies.take(4)) {
            reach("review-${ply.number}")
            assertTrue("'${ply.text}' names its ply", ply.text.startsWith("${ply.number}. "))
            rule.onNodeWithTag("review-${ply.number}").assertTextEquals(ply.text)
        }
        screenshot(File(out, "review-words-en-light.png"))
        reach("what-does-this-mean")
        dark = true
        screenshot(File(out, "review-explained-en-dark.png"))
        dark = false

        koenigszabelResigned()
        click("review")
        rule.waitUntil(120_000) { state.review.ui.reviews != null }
        rule.waitForIdle()
        assertTrue(state.review.ui.seatReviews!!.all { it.dice == null })
        assertTrue(state.review.ui.reviews!!.all { it.luck == null })
        for (seat in state.review.ui.seatReviews!!) {
            rule.onNodeWithTag("seat-review-${seat.seat}").assertTextEquals(seat.text)
            assertFalse(seat.text, seat.text.contains("dice"))
        }
    }

    /**
     * Defect 7: every percentage of the per-side lines lies in 0..100 (a
     * sum of the moves' losses once said "lost 130%").
     */
    private fun assertPerSideWithinAHundredPercent(seats: List<app.zabel.core.SeatReview>) {
        for (seat in seats) {
            val text = rule.onNodeWithTag("seat-review-${seat.seat}").fetchSemanticsNode().config[SemanticsProperties.Text].joinToString()
            // "13 %", "13 %", "< 1%", "> 99 %": the number as shown, and whether it is a bound.
            val shown = Regex("""([<>] )?(-?\d+)[\s\u00A0]*%""").findAll(text).map { it.groupValues[1].trim() to it.groupValues[2].toInt() }.toList()
            for ((_, percent) in shown) assertTrue("'$text': $percent % is not within 0..100", percent in 0..100)
            assertTrue("the core's share ${seat.decisions}", seat.decisions in 0.0..1.0)
        }
    }

    private fun squares() = rule.onAllNodes(SemanticsMatcher("a square") { it.config.getOrNull(SemanticsProperties.TestTag)?.startsWith("cell-") == true })
        .fetchSemanticsNodes()

    /** What the board's live region says: for screen readers only, so its description, never printed text. */
    private fun announcement() = rule.onNodeWithTag("announcement").fetchSemanticsNode().config[SemanticsProperties.ContentDescription].joinToString()

    /**
     * The 13×13 board for a screen reader: one node per square with the
     * core's description, in reading order row by row; picks, targets, moves
     * and captures announced through a live region. Squares are found by their
     * descriptions. Also renders the board with marks and right after a capture,
     * and measures tap → new board drawn.
     */
    @Test
    fun theKoenigszabelBoardIsReadSquareBySquareAndAnnouncesPicksMovesAndCaptures() {
        launch()
        rule.runOnIdle { state.start(koenigszabel) }
        rule.waitForIdle()
        val start = state.view!!
        val nodes = squares()
        assertEquals(169, nodes.size)
        assertEquals(start.board.cells.map { it.description }, nodes.map { it.config[SemanticsProperties.ContentDescription].single() })
        // Nothing inside a square speaks on its own, and the labels beside the board are silent.
        assertTrue(nodes.all { it.children.isEmpty() })
        assertEquals(LiveRegionMode.Polite, rule.onNodeWithTag("announcement").fetchSemanticsNode().config[SemanticsProperties.LiveRegion])

        val tapTimes = mutableListOf<Long>()
        var captureSeen = false
        var marksShot = false
        var plies = 0
        while (!captureSeen && plies < 300) {
            val view = waitForHuman()
            if (view.phase == Phase.OVER) break
            // Pieces that can move, in turn: the one furthest down the list spreads the game out.
            val piece = view.board.cells.filter { it.mark == Mark.CHOOSABLE }.let { it[plies * 7 % it.size] }
            rule.onNodeWithContentDescription(piece.description).performClick()
            rule.waitForIdle()
            val picked = state.view!!
            val moving = picked.board.cells.single { it.mark == Mark.MOVING }
            assertEquals(piece.name, moving.name)
            rule.onNodeWithContentDescription(moving.description).assertIsSelected()
            val targets = picked.board.cells.filter { it.mark == Mark.TARGET }
            assertEquals(moving.description + ". " + EN.canGoTo(targets.joinToString(", ") { it.name }), announcement())
            if (!marksShot && picked.lastMove != null) {
                marksShot = true
                for (language in listOf("en", "de")) for (theme in listOf("light", "dark")) {
                    rule.runOnIdle { state.saveSettings(state.settings.copy(language = language)); dark = theme == "dark" }
                    screenshot(File(out, "tafl-marks-$language-$theme.png"))
                }
                rule.runOnIdle { state.saveSettings(state.settings.copy(language = "en")); dark = false }
                rule.waitForIdle()
            }
            val target = targets[plies * 3 % targets.size]
            val node = rule.onNodeWithContentDescription(target.description)
            val t0 = System.nanoTime()
            node.performClick()
            rule.waitForIdle()
            tapTimes += System.nanoTime() - t0
            plies++
            val moved = state.view!!
            assertTrue("'${announcement()}' ${picked.moves} -> ${moved.moves} ${moved.phase}", announcement().startsWith(EN.played(moved.moves.last())))
            val captured = moved.lastMove!!.captured
            if (captured.isNotEmpty()) {
                captureSeen = true
                assertTrue(announcement(), announcement().contains(EN.captured(captured.joinToString(", "))))
                for (language in listOf("en", "de")) for (theme in listOf("light", "dark")) {
                    rule.runOnIdle { state.saveSettings(state.settings.copy(language = language)); dark = theme == "dark" }
                    screenshot(File(out, "tafl-capture-$language-$theme.png"))
                }
            }
            // Each view's squares are still one node each, in the same order.
            assertEquals(state.view!!.board.cells.map { it.description }, squares().map { it.config[SemanticsProperties.ContentDescription].single() })
        }
        assertTrue("a capture within $plies plies", captureSeen)
        val sorted = tapTimes.sorted()
        println("13×13 tap → new board drawn: median ${sorted[sorted.size / 2] / 1_000_000.0} ms over ${sorted.size} taps (min ${sorted.first() / 1_000_000.0}, max ${sorted.last() / 1_000_000.0})")
    }

    /**
     * Pinch-zoom on the 13×13 board of a phone: two fingers spread about a
     * piece make its square more than twice as big; one finger pans it; a tap
     * on the square then picks that piece, and a tap on a zoomed target moves it. The squares stay one
     * node each with the core's descriptions. Renders the zoomed board.
     */
    @Test
    fun theKoenigszabelBoardZoomsWithAPinchAndItsSquaresStillTakeTaps() {
        launch()
        rule.runOnIdle { state.start(koenigszabel) }
        rule.waitForIdle()
        val start = state.view!!
        fun bounds(name: String) = rule.onNodeWithTag("cell-$name").fetchSemanticsNode().boundsInRoot
        val board = rule.onNodeWithTag("board").fetchSemanticsNode().boundsInRoot
        val grid = bounds(start.board.cells.first().name).topLeft to bounds(start.board.cells.last().name).bottomRight
        // The piece furthest in from the board's edges, so that zoomed about it, it is wholly in view.
        val piece = start.board.cells.filter { it.mark == Mark.CHOOSABLE }.maxBy { cell ->
            val c = bounds(cell.name).center
            minOf(c.x - grid.first.x, grid.second.x - c.x, c.y - grid.first.y, grid.second.y - c.y)
        }
        val small = bounds(piece.name)
        val centre = small.center - board.topLeft
        val step = small.height
        rule.onNodeWithTag("board").performTouchInput {
            pinch(centre - Offset(0f, step), centre - Offset(0f, 2.5f * step), centre + Offset(0f, step), centre + Offset(0f, 2.5f * step), 300)
        }
        rule.waitForIdle()
        val zoomed = bounds(piece.name)
        assertTrue("$small -> $zoomed", zoomed.width >= 2 * small.width && zoomed.height >= 2 * small.height)
        assertTrue("$zoomed under the fingers", zoomed.contains(small.center))
        assertEquals(start.board.cells.map { it.description }, squares().map { it.config[SemanticsProperties.ContentDescription].single() })
        // One finger pans the zoomed board, and is no tap.
        rule.onNodeWithTag("board").performTouchInput { swipe(centre, centre + Offset(0f, 2 * step), 300) }
        rule.waitForIdle()
        val panned = bounds(piece.name)
        assertTrue("$zoomed -> $panned", panned.top - zoomed.top > step && panned.width == zoomed.width)
        assertTrue(state.view!!.board.cells.none { it.mark == Mark.MOVING })

        rule.onNodeWithTag("cell-${piece.name}").performClick()
        rule.waitForIdle()
        assertEquals(piece.name, state.view!!.board.cells.single { it.mark == Mark.MOVING }.name)
        screenshot(File(out, "tafl-zoomed-en-light.png"))
        // A target wholly in view (clipped ones measure smaller).
        val target = state.view!!.board.cells.filter { it.mark == Mark.TARGET }.first { bounds(it.name).width >= 2 * small.width }
        rule.onNodeWithTag("cell-${target.name}").performClick()
        rule.waitForIdle()
        assertEquals(LastMove(piece.name, target.name, emptyList()), state.view!!.lastMove)
    }

    /**
     * The live region keeps the change as data and says it in the language
     * of the moment: a move, then a switch to German, reads in German; a
     * pick reads with the core's description in the new language.
     */
    @Test
    fun theAnnouncementFollowsALaterLanguageSwitch() {
        launch()
        rule.runOnIdle { state.start(koenigszabel) }
        rule.waitForIdle()
        humanTap(state.view!!)
        humanTap(state.view!!)
        val move = state.view!!.moves.single()
        assertEquals(EN.played(move), announcement())
        rule.runOnIdle { state.saveSettings(state.settings.copy(language = "de")) }
        rule.waitForIdle()
        assertEquals(DE.played(move), announcement())
        assertNotEquals(EN.played(move), DE.played(move))

        // A pick, announced in German, then English after the switch, the square's description with it.
        humanTap(state.view!!)
        val picked = state.view!!
        val moving = picked.board.cells.single { it.mark == Mark.MOVING }
        val targets = picked.board.cells.filter { it.mark == Mark.TARGET }.joinToString(", ") { it.name }
        assertEquals(moving.description + ". " + DE.canGoTo(targets), announcement())
        rule.runOnIdle { state.saveSettings(state.settings.copy(language = "en")) }
        rule.waitForIdle()
        val described = state.view!!.board.cells.single { it.name == moving.name }.description
        assertNotEquals(moving.description, described)
        assertEquals(described + ". " + EN.canGoTo(targets), announcement())
    }

    /**
     * Issue 61: a review's words follow a language switch in the settings.
     * The core words a review in the language its replay was opened in, so
     * after switching to German its rows and each side's sentence stayed
     * English until the next review: on the game-over page and in a replay.
     */
    @Test
    fun theReviewsWordsFollowALanguageSwitch() {
        launch()
        val id = koenigszabelResigned()
        /** The game's review as the core words it in [language]. */
        fun wordedIn(language: String): Pair<List<app.zabel.core.PlyReview>, List<app.zabel.core.SeatReview>> {
            val saved = zabel.settings()
            zabel.saveSettings(saved.copy(language = language))
            val replay = zabel.replay(id)!!
            try {
                val plies = kotlinx.coroutines.runBlocking { replay.review() }
                return plies to replay.seatReviews(plies)
            } finally {
                replay.close()
                zabel.saveSettings(saved)
            }
        }
        fun assertShown(language: String, where: String) {
            rule.waitUntil(120_000) { !state.review.ui.running && state.review.ui.reviews != null }
            rule.waitForIdle()
            val (plies, seats) = wordedIn(language)
            val first = plies.first()
            assertEquals("$where in $language", first.text, state.review.ui.reviews!!.first().text)
            reach("review-${first.number}")
            // What screen readers hear, and what is drawn.
            rule.onNodeWithTag("review-${first.number}").assertTextEquals(first.text)
            val drawn = mutableListOf<TextLayoutResult>()
            rule.onNodeWithTag("review-${first.number}").fetchSemanticsNode().config[SemanticsActions.GetTextLayoutResult].action?.invoke(drawn)
            assertEquals("$where in $language, drawn", first.text, drawn.single().layoutInput.text.text)
            for (seat in seats.filter { it.text.isNotEmpty() }) {
                reach("seat-review-${seat.seat}")
                rule.onNodeWithTag("seat-review-${seat.seat}").assertTextEquals(seat.text)
            }
        }
        // The game just finished, on its game-over page.
        click("review")
        assertShown("en", "game over")
        rule.runOnIdle { state.saveSettings(state.settings.copy(language = "de")) }
        assertShown("de", "game over")
        assertNotEquals(wordedIn("en").first.first().text, wordedIn("de").first.first().text)
        // The same game replayed from the history at its third move, then back in English: the move stays.
        rule.runOnIdle { state.go(Screen.Replaying(id)); state.showReplayPly(3u) }
        click("review")
        assertShown("de", "replay")
        rule.runOnIdle { state.saveSettings(state.settings.copy(language = "en")) }
        assertShown("en", "replay")
        assertEquals(3u, state.replay.ply)
        // Its squares too: the board is the replay's, opened anew in English.
        assertEquals(zabel.replay(id)!!.let { r -> r.view(3u).board.cells.map { it.description }.also { r.close() } }, state.replay.view!!.board.cells.map { it.description })
    }

    /**
     * Issue 61: on a wide window (a tablet, a phone turned sideways) a game
     * under way lists its moves beside the board, every one, the last filled
     * as in a replay's list and in the window; the board does not move as
     * the moves come.
     */
    @Test
    fun aGameUnderWayListsItsMovesBesideTheBoardOnAWideWindow() {
        launch()
        for ((size, pixels) in listOf(DpSize(1280.dp, 800.dp) to 0.75f, DpSize(780.dp, 360.dp) to 1f)) {
            window = size
            pixelScale = pixels
            rule.runOnIdle { state.start(koenigszabel) }
            rule.waitForIdle()
            val board = bounds("board")
            repeat(12) { humanTap(waitForHuman()) }
            val moves = state.view!!.moves
            assertEquals("$size: six moves played", 6, moves.size)
            assertEquals("$size: the board stays put", board, bounds("board"))
            val last = "move-${moves.size}"
            rule.onNodeWithTag(last).assertTextEquals(moves.last()).assertIsSelected()
            assertTrue("$size: the last move in the window", inWindowUnscrolled(last))
            assertTrue("$size: the list beside the board", bounds("move-list").left >= board.right)
            for (ply in 1 until moves.size) {
                rule.onNodeWithTag("move-list").performScrollToNode(hasTestTag("move-$ply"))
                rule.onNodeWithTag("move-$ply").assertTextEquals(moves[ply - 1]).assertIsNotSelected()
                    // Each ply a whole touch target, Material's 48 dp high (issue 61).
                    .assertHeightIsAtLeast(48.dp)
                // Two sides: the defenders' reply beside the attackers' move, a row per move number (issue 61).
                if (ply % 2 == 0) assertEquals("$size: ply $ply beside ply ${ply - 1}", bounds("move-${ply - 1}").top, bounds("move-$ply").top, 0.5f)
            }
            screenshot(File(out, "game-moves-beside-${size.width.value.toInt()}x${size.height.value.toInt()}-en-light.png"))
            if (size.height < 400.dp) {
                // At twice the font the turn and the actions scroll under the bar; the moves' heading with its step
                // and the last move stay in the window (the list slid under the window's foot, issue 61).
                fontScale = 2f
                inEachLanguage { language, _ ->
                    for (tag in listOf("step-back", last)) assertTrue("$size, $language, font 2: '$tag' in the window", inWindowUnscrolled(tag))
                    screenshot(File(out, "game-moves-beside-780x360-font200-$language-light.png"))
                }
                fontScale = 1f
                rule.runOnIdle { state.saveSettings(state.settings.copy(language = "en")) }
            }
        }
    }

    /**
     * Issue 61: a game under way is looked back at from its move list (the
     * line under the board on a phone, the list beside it on a wide window).
     * A tap on ply 1 shows the board as the core draws it after that ply
     * (`viewAt`), its row marked; the board then plays nothing: a tap on it
     * brings the present back without a move, as does "back to the game".
     * Undo, hint and resign wait in the present, so sideways in German the
     * marked move stays in the window (a second row of buttons hid the list).
     * The steps stand beside the moves, each ply a 48 dp target; at twice
     * the font they stay in the window, upright and sideways, in German too
     * (a row of worded buttons under the line was cut by the window's foot).
     */
    @Test
    fun aGameUnderWayIsLookedBackAtFromItsMoveList() {
        launch()
        fun shownSquares() = squares().map { it.config[SemanticsProperties.ContentDescription].single() }
        for (size in listOf(DpSize(412.dp, 860.dp), DpSize(780.dp, 360.dp), DpSize(360.dp, 640.dp))) {
            window = size
            // The test window is 768 px high: a taller phone is drawn smaller, so its screenshots show it whole.
            pixelScale = minOf(1f, 768f / size.height.value)
            val name = "${size.width.value.toInt()}x${size.height.value.toInt()}"
            val session = zabel.newGame(koenigszabel)
            rule.runOnIdle { state.game.begin(session); state.go(Screen.Board) }
            rule.waitForIdle()
            repeat(6) { humanTap(waitForHuman()) }
            val present = rule.runOnIdle { session.view() }
            assertEquals("$name: three plies played", 3, present.moves.size)
            val after1 = rule.runOnIdle { session.viewAt(1u) }
            assertNotEquals("$name: ply 1's position is not the present", present.board.cells.map { it.description }, after1.board.cells.map { it.description })

            fun lookAtPly1() {
                click("move-1")
                assertEquals("$name: the board after ply 1", after1.board.cells.map { it.description }, shownSquares())
                rule.onNodeWithTag("move-1").assertIsSelected()
                rule.onNodeWithTag("move-3").assertIsNotSelected()
                rule.onNodeWithTag("back-to-game").assertIsDisplayed()
            }
            fun assertPresent(how: String) {
                assertNull("$name, $how: the present shown", state.game.past)
                assertEquals("$name, $how: the board as the game stands", rule.runOnIdle { session.view() }.board.cells.map { it.description }, shownSquares())
                rule.onNodeWithTag("move-${state.view!!.moves.size}").assertIsSelected()
                assertTrue("$name, $how: no looking back", rule.onAllNodesWithTag("back-to-game").fetchSemanticsNodes().isEmpty())
            }

            // From the present a step back, beside the moves, without crowding the actions' row at 360 dp in German.
            val board = bounds("board")
            if (size.width < size.height) {
                // The line of moves under the board costs the board none of the phone's width: its square is as
                // tall as the column is wide (two lines of plies took its height at 360 dp and twice the font).
                assertEquals("$name: the board's square the column's width", board.width, board.height, 1f)
                for (ply in 1..3) rule.onNodeWithTag("move-$ply").assertHeightIsAtLeast(48.dp)
            }
            inEachLanguage { language, _ ->
                for (tag in listOf("step-back", "undo", "hint", "resign")) assertTrue("$name, $language: '$tag' in the window", inWindowUnscrolled(tag))
                val actions = listOf("undo", "hint", "resign").map { bounds(it) }
                assertTrue("$name, $language: the actions in one row, $actions", actions.all { it.top == actions[0].top })
                screenshot(File(out, "game-step-back-$name-$language-light.png"))
            }
            rule.runOnIdle { state.saveSettings(state.settings.copy(language = "en")) }
            click("step-back")
            assertEquals("$name: one ply back from the present", 2u, state.game.past?.ply)
            assertEquals("$name: the board keeps its place and size looking back", board, bounds("board"))
            rule.onNodeWithTag("move-2").assertIsSelected()
            assertEquals("$name: the board after ply 2", rule.runOnIdle { session.viewAt(2u) }.board.cells.map { it.description }, shownSquares())
            click("back-to-game")
            assertPresent("back from a step")

            lookAtPly1()
            // A tap on a piece the present lets move plays nothing: the present comes back, its moves as they were.
            val movable = present.board.cells.first { it.mark == Mark.CHOOSABLE }.name
            click("cell-$movable")
            assertEquals("$name: no move from a tap on the past", present.moves, rule.runOnIdle { session.view() }.moves)
            assertEquals("$name: nothing picked", present.phase, rule.runOnIdle { session.view() }.phase)
            assertPresent("a tap on the board")

            lookAtPly1()
            click("next")
            assertEquals("$name: one ply on", rule.runOnIdle { session.viewAt(2u) }.board.cells.map { it.description }, shownSquares())
            rule.onNodeWithTag("move-2").assertIsSelected()
            click("previous")
            click("previous")
            rule.onNodeWithTag("previous").assertIsNotEnabled()
            assertEquals("$name: the start", rule.runOnIdle { session.viewAt(0u) }.board.cells.map { it.description }, shownSquares())
            inEachLanguage { language, s ->
                // Icons beside the moves, each named for a screen reader.
                rule.onNodeWithTag("previous").assertContentDescriptionEquals(s.moveBack)
                rule.onNodeWithTag("next").assertContentDescriptionEquals(s.moveOn)
                rule.onNodeWithTag("back-to-game").assertContentDescriptionEquals(s.backToGame)
                // The prompt of the present ("choose a piece") would ask for what the board will not do here.
                rule.onNodeWithTag("prompt").assertTextEquals(s.lookingBack)
                screenshot(File(out, "game-looking-back-$name-$language-light.png"))
                // Sideways in German "Aufgeben" wrapped to a second row of buttons and left the list only its heading.
                click("move-1")
                rule.onNodeWithTag("move-1").assertIsSelected()
                assertTrue("$name, $language: the marked move in the window", inWindowUnscrolled("move-1"))
                assertLookingBackFits("$name, $language")
                for (theme in listOf("light", "dark")) for (font in listOf(1f, 2f)) {
                    dark = theme == "dark"
                    fontScale = font
                    rule.waitForIdle()
                    assertLookingBackFits("$name, $language, $theme, font $font")
                    if (size.height > size.width) {
                        // The line under the board wraps a move's number with its plies: "2." ended a line at twice the font.
                        val number = rule.onNodeWithText("2.", useUnmergedTree = true).fetchSemanticsNode().let { Rect(it.positionInRoot, it.size.toSize()) }
                        val ply = rule.onNodeWithTag("move-3").fetchSemanticsNode().let { Rect(it.positionInRoot, it.size.toSize()) }
                        assertTrue("$name, $language, font $font: '2.' at $number beside its ply at $ply", number.center.y > ply.top && number.center.y < ply.bottom && number.right <= ply.left + 1f)
                    }
                    screenshot(File(out, "game-looking-back-ply1-$name-font${(font * 100).toInt()}-$language-$theme.png"))
                }
                dark = false
                fontScale = 1f
                rule.waitForIdle()
                click("previous")
            }
            rule.runOnIdle { state.saveSettings(state.settings.copy(language = "en")) }
            click("back-to-game")
            assertPresent("back to the game")

            // Undo acts on the present, so it waits there: looking back offers only the way back to it.
            lookAtPly1()
            click("back-to-game")
            undo()
            assertEquals("$name: a ply taken back", 2, state.view!!.moves.size)
            assertPresent("an undo")
        }
    }

    /**
     * Issue 61: a phone turned mid-game. Resizing the board screen from
     * upright to sideways under the test crashed Compose's layout; a person
     * turns a phone in every game. Turned both ways, the present and an
     * earlier position looked back at keep the board and the marked move.
     */
    @Test
    fun aPhoneTurnedMidGameKeepsTheGame() {
        launch()
        rule.runOnIdle { state.start(koenigszabel) }
        rule.waitForIdle()
        repeat(6) { humanTap(waitForHuman()) }
        val moves = state.view!!.moves
        for (looking in listOf(false, true)) {
            if (looking) click("move-1")
            for (size in listOf(DpSize(780.dp, 360.dp), DpSize(412.dp, 860.dp), DpSize(780.dp, 360.dp), DpSize(412.dp, 860.dp))) {
                val name = "${size.width.value.toInt()}x${size.height.value.toInt()}${if (looking) ", looking back" else ""}"
                rule.runOnIdle { window = size }
                rule.waitForIdle()
                rule.onNodeWithTag("board").assertIsDisplayed()
                assertEquals("$name: the same game", moves, state.view!!.moves)
                rule.onNodeWithTag(if (looking) "move-1" else "move-${moves.size}").assertIsSelected()
                assertEquals("$name: turned both ways", size.width > size.height, rule.onAllNodesWithTag("wide-layout").fetchSemanticsNodes().isNotEmpty())
            }
        }
    }

    /**
     * Issue 61: a horizontal swipe across the board steps through a game
     * under way, as a page is turned: to the right an earlier move (from the
     * present into looking back), to the left a later one, and past the last
     * back to the present, which takes moves again. The board shows the
     * core's position of the marked ply at every step; the steps' buttons
     * stay for screen readers, named. Upright and sideways.
     */
    @Test
    fun aSwipeAcrossTheBoardStepsThroughAGameUnderWay() {
        launch()
        fun shownSquares() = squares().map { it.config[SemanticsProperties.ContentDescription].single() }
        for (size in listOf(DpSize(360.dp, 640.dp), DpSize(780.dp, 360.dp))) {
            window = size
            val name = "${size.width.value.toInt()}x${size.height.value.toInt()}"
            val session = zabel.newGame(koenigszabel)
            rule.runOnIdle { state.game.begin(session); state.go(Screen.Board) }
            rule.waitForIdle()
            repeat(6) { humanTap(waitForHuman()) }
            val plies = rule.runOnIdle { session.view() }.moves.size
            assertEquals("$name: three plies played", 3, plies)
            fun swipe(right: Boolean) {
                rule.onNodeWithTag("board").performTouchInput { if (right) swipeRight() else swipeLeft() }
                rule.waitForIdle()
            }
            fun assertShows(ply: Int, how: String) {
                assertEquals("$name, $how: the ply shown", ply.toUInt(), state.game.past?.ply)
                // (The start is no move of the list: then none is marked.)
                for (other in 1..plies) rule.onNodeWithTag("move-$other").assert(if (other == ply) isSelected() else isNotSelected())
                assertEquals("$name, $how: the board after ply $ply", rule.runOnIdle { session.viewAt(ply.toUInt()) }.board.cells.map { it.description }, shownSquares())
                rule.onNodeWithTag("previous").assertContentDescriptionEquals(EN.moveBack)
                rule.onNodeWithTag("next").assertContentDescriptionEquals(EN.moveOn)
                rule.onNodeWithTag("back-to-game").assertContentDescriptionEquals(EN.backToGame)
            }
            swipe(right = true)
            assertShows(2, "a swipe to the right from the present")
            swipe(right = true)
            assertShows(1, "another to the right")
            swipe(right = true)
            swipe(right = true)
            assertShows(0, "at the start, a swipe further")
            swipe(right = false)
            assertShows(1, "a swipe to the left")
            swipe(right = false)
            swipe(right = false)
            assertNull("$name: past the last ply, the present", state.game.past)
            rule.onNodeWithTag("move-$plies").assertIsSelected()
            assertEquals("$name: the board as the game stands", rule.runOnIdle { session.view() }.board.cells.map { it.description }, shownSquares())
            swipe(right = false)
            assertNull("$name: nothing later than the present", state.game.past)
            assertEquals("$name: a swipe plays no move", plies, rule.runOnIdle { session.view() }.moves.size)
            // The present takes moves again.
            humanTap(waitForHuman())
            assertTrue("$name: a tap after the swipes plays", rule.runOnIdle { session.view() }.let { it.moves.size > plies || it.phase == Phase.CHOOSE_TARGET })
        }
    }

    /**
     * While an earlier position is shown: the steps (back, on, to the game:
     * Material's icon buttons, 48 dp targets) whole in the window, on one
     * line, and the marked
     * move in the window with them, at every font size; no action of the
     * present (undo, hint, resign: they act on the present, not on what is
     * shown), so no second row of buttons pushes the list out of the window.
     */
    private fun assertLookingBackFits(where: String) {
        for (action in listOf("undo", "hint", "cancel-hint", "resign")) {
            assertTrue("$where: no '$action' while looking back", rule.onAllNodesWithTag(action).fetchSemanticsNodes().none { it.layoutInfo.isPlaced })
        }
        // Where they lie, not what the window shows of them: a step under the window's edge counts as cut.
        val steps = listOf("previous", "next", "back-to-game").map { tag ->
            rule.onNodeWithTag(tag).fetchSemanticsNode().let { Rect(it.positionInRoot, it.size.toSize()) }
        }
        assertTrue("$where: the steps in one line, $steps", steps.all { it.top < steps[0].bottom && it.bottom > steps[0].top })
        for (tag in listOf("previous", "next", "back-to-game")) assertTrue("$where: '$tag' wholly in the window", inWindowUnscrolled(tag))
        val marked = rule.onAllNodes(SemanticsMatcher("the marked ply") { it.config.getOrNull(SemanticsProperties.TestTag)?.startsWith("move-") == true && it.config.getOrNull(SemanticsProperties.Selected) == true }).fetchSemanticsNodes().single()
        assertTrue("$where: the marked move in the window", inWindowUnscrolled(marked.config[SemanticsProperties.TestTag]))
        // Whole across too: the line under the board scrolls sideways (a move's two plies, wider than the line
        // at twice the font, were brought in by their end, cutting the marked one).
        assertEquals("$where: the marked move whole", marked.size.width.toFloat(), marked.boundsInRoot.width, 1f)
        val clipped = clippedTexts()
        assertTrue("$where: $clipped", clipped.isEmpty())
    }

    /**
     * Issue 61: at a game's start on a wide window the pane beside the board
     * was empty. It says who plays whom: each side's line, the computer's
     * rating and its level's one line, and with the person's own lines their
     * chance against the level from the side they play, the core's figures,
     * in the language of the settings. The first move puts the moves in its place, and the board
     * keeps its size.
     */
    @Test
    fun aGamesStartSaysWhoPlaysWhomBesideTheBoardUntilTheFirstMove() {
        launch()
        for ((size, pixels) in listOf(DpSize(1280.dp, 800.dp) to 0.75f, DpSize(780.dp, 360.dp) to 1f)) {
            window = size
            pixelScale = pixels
            val name = "${size.width.value.toInt()}x${size.height.value.toInt()}"
            rule.runOnIdle { state.start(ratedKoenigszabel) }
            if (asked()) click("confirm")
            waitForHuman()
            val board = bounds("board")
            inEachLanguage { language, s ->
                val level = zabel.levels(Variant.KOENIGSZABEL).first { it.level == 1.toUByte() }
                val expected = zabel.opponents(Variant.KOENIGSZABEL).first { it.level == 1.toUByte() }.expectedBySeat[0]
                val lines = s.players(Variant.KOENIGSZABEL, listOf(PlayerKind.Human, PlayerKind.Computer(1u)))
                rule.onNodeWithTag("opening-seat-0").assertTextContains(lines[0])
                rule.onNodeWithTag("opening-seat-1").assertTextContains(lines[1]).assertTextContains(level.description)
                level.rating?.let { rule.onNodeWithTag("opening-seat-1").assertTextContains(s.eloOf(it)) }
                // The person's chance is a sentence with their own seat's lines, naming the level: "you score 31%" stood alone under the seats.
                rule.onNodeWithTag("opening-chance", useUnmergedTree = true).assertTextEquals(s.chanceAgainst(expected, level.name))
                rule.onNodeWithTag("opening-seat-0").assertTextContains(s.chanceAgainst(expected, level.name))
                assertTrue("$name, $language: no lone expected score", rule.onAllNodesWithText(s.expectedScore(expected), substring = true).fetchSemanticsNodes().isEmpty())
                val clipped = clippedTexts()
                assertTrue("$name, $language: $clipped", clipped.isEmpty())
                assertTrue("$name, $language: the pane beside the board", bounds("opening").left >= board.right)
                // Sideways in German "Aufgeben" took a second row of buttons, which the pane's list lost.
                val actions = listOf("undo", "hint", "resign").map { bounds(it) }
                assertTrue("$name, $language: the actions in one row, $actions", actions.all { it.top == actions[0].top })
                for (theme in listOf("light", "dark")) {
                    dark = theme == "dark"
                    screenshot(File(out, "game-opening-$name-$language-$theme.png"))
                }
                dark = false
            }
            rule.runOnIdle { state.saveSettings(state.settings.copy(language = "en")) }
            humanTap(waitForHuman())
            humanTap(waitForHuman())
            waitForHuman()
            assertTrue("$name: a move played", state.view!!.moves.isNotEmpty())
            // (A lazy list may keep an item it let go composed for reuse, but no longer places it.)
            assertTrue("$name: who plays whom gone with the first move", rule.onAllNodesWithTag("opening").fetchSemanticsNodes().none { it.layoutInfo.isPlaced })
            rule.onNodeWithTag("move-1").assertTextEquals(state.view!!.moves.first())
            assertEquals("$name: the board keeps its size as the first move comes", board, bounds("board"))
            rule.runOnIdle { state.resign(); state.confirm() }
        }
    }

    /**
     * A language switch in the settings reaches the game already running: its
     * squares are then described in German (found by those words, so a
     * session left in English fails), and in English again after switching back.
     */
    @Test
    fun aRunningGamesSquaresFollowALanguageSwitchInTheSettings() {
        launch()
        rule.runOnIdle { state.start(koenigszabel) }
        rule.waitForIdle()
        humanTap(state.view!!)
        humanTap(state.view!!)
        val moves = state.view!!.moves

        fun switchTo(language: String) {
            rule.runOnIdle { state.go(Screen.Settings) }
            click("language-$language")
            // Back to the same session's board, not a resumed copy of it.
            rule.runOnIdle { state.go(Screen.Board) }
            rule.waitForIdle()
            assertEquals(moves, state.view!!.moves)
        }
        fun square(description: String) = rule.onNodeWithContentDescription(description, substring = true)

        val attacker = state.view!!.board.cells.first { it.piece?.kind == PieceKind.MAN && it.piece?.seat == 0.toUByte() }.name
        val defender = state.view!!.board.cells.first { it.piece?.kind == PieceKind.MAN && it.piece?.seat == 1.toUByte() }.name

        switchTo("de")
        square("g7, König").assertIsDisplayed()
        square("$attacker, Angreifer").assertIsDisplayed()
        square("$defender, Verteidiger").assertIsDisplayed()
        square("a1, eine leere Burg").assertIsDisplayed()
        assertEquals(1, rule.onAllNodesWithContentDescription("König", substring = true).fetchSemanticsNodes().size)
        assertTrue(rule.onAllNodesWithContentDescription("attacker", substring = true).fetchSemanticsNodes().isEmpty())

        switchTo("en")
        square("g7, king").assertIsDisplayed()
        square("$attacker, attacker").assertIsDisplayed()
        assertTrue(rule.onAllNodesWithContentDescription("König", substring = true).fetchSemanticsNodes().isEmpty())
    }

    /** The default level can be set to any EinStein level on a phone, also at twice the font size. */
    @Test
    fun everyDefaultLevelIsReachableOnAPhone() {
        launch()
        for (scale in listOf(1f, 2f)) {
            fontScale = scale
            rule.runOnIdle { state.go(Screen.Settings) }
            rule.waitForIdle()
            for (level in zabel.levels(Variant.EINSTEIN)) {
                rule.onNodeWithTag("level-${level.level}").performScrollTo().assertIsDisplayed()
            }
            val top = zabel.levels(Variant.EINSTEIN).last().level
            click("level-$top")
            assertEquals(top, state.settings.defaultLevel)
        }
    }

    /** Each new-game screen links to its own game's rules, and back returns to that screen, not Home. */
    @Test
    fun theNewGameScreensLinkToTheirGamesRules() {
        launch()
        val screens = listOf(
            Triple("new-einstein", Variant.EINSTEIN, "level-1"),
            Triple("new-koenigszabel", Variant.KOENIGSZABEL, "tafl-opponents"),
            Triple("new-quattro", Variant.QUATTRO_DIAGONAL, "quattro-choices"),
        )
        val firsts = mutableSetOf<String>()
        for (language in listOf("en", "de")) {
            rule.runOnIdle { state.saveSettings(state.settings.copy(language = language)) }
            for ((home, variant, tag) in screens) {
                rule.runOnIdle { state.go(Screen.Home) }
                rule.waitForIdle()
                click(home)
                click("rules")
                val first = rulesText(language, variant).split("\n").first().trim()
                rule.onAllNodesWithTag("rules-text").onFirst().assertTextEquals(first)
                firsts += first
                click("back")
                rule.onNodeWithTag(tag).assertIsDisplayed()
            }
        }
        assertEquals("each game its own page in each language", 6, firsts.size)
        // The trio chosen: its own rules.
        click("game-trio")
        click("rules")
        rule.onAllNodesWithTag("rules-text").onFirst().assertTextEquals(rulesText("de", Variant.TRIO).split("\n").first().trim())
        screenshot(File(out, "rules-from-new-game-de-light.png"))
        click("back")
        rule.runOnIdle { state.saveSettings(state.settings.copy(language = "en")) }
        rule.runOnIdle { state.go(Screen.NewKoenigszabel) }
        rule.waitForIdle()
        screenshot(File(out, "new-koenigszabel-rules-link-en-light.png"))
    }

    private fun bounds(tag: String) = rule.onNodeWithTag(tag).fetchSemanticsNode().boundsInRoot

    /** A square's side in dp. */
    private fun squareDp(name: String) = bounds("cell-$name").width / (rule.density.density * pixelScale)

    /**
     * The 13×13 board is readable: squares of at least 24 dp on a 360 dp
     * phone; wider than high (tablets, phones turned), the board as tall as
     * the window beside the controls, with larger squares on a tablet; a
     * tablet held upright gets the width. Screenshots of each in both languages.
     */
    @Test
    fun theThirteenBoardIsReadableOnAPhoneAndLargerOnWideScreens() {
        window = DpSize(360.dp, 740.dp)
        launch()
        rule.runOnIdle { state.start(koenigszabel) }
        rule.waitForIdle()
        humanTap(state.view!!)
        val phone = squareDp("g7")
        assertTrue("a square is $phone dp on a 360 dp phone", phone >= 23.99f)
        assertTrue(rule.onAllNodesWithTag("wide-layout").fetchSemanticsNodes().isEmpty())
        assertTrue("the actions under the board", bounds("undo").top >= bounds("cell-a1").bottom)
        val shots = mutableListOf<File>()
        for (language in listOf("en", "de")) {
            rule.runOnIdle { state.saveSettings(state.settings.copy(language = language)) }
            shots += screenshot(File(out, "tafl-phone-360-$language-light.png"))
        }
        for ((name, size, scale) in listOf(Triple("tablet-landscape", DpSize(1280.dp, 800.dp), 0.75f), Triple("phone-landscape", DpSize(780.dp, 360.dp), 1f), Triple("tablet-portrait", DpSize(800.dp, 1280.dp), 0.6f))) {
            window = size
            pixelScale = scale
            rule.waitForIdle()
            val square = squareDp("g7")
            if (name.endsWith("landscape")) {
                rule.onNodeWithTag("wide-layout").assertExists()
                // The controls beside the board, not under it, and the whole board inside the window.
                assertTrue("$name: actions beside the board", bounds("undo").left >= bounds("cell-m7").right)
                assertTrue("$name: board inside the window", bounds("cell-a1").bottom <= bounds("root").bottom)
                assertTrue("$name: a square is $square dp", square >= 23.99f)
            }
            if (name.startsWith("tablet")) assertTrue("$name: a square is $square dp, larger than the phone's $phone", square > phone * 1.5f)
            // The board still plays: a tap on a target moves.
            for (language in listOf("en", "de")) {
                rule.runOnIdle { state.saveSettings(state.settings.copy(language = language)) }
                shots += screenshot(File(out, "tafl-$name-$language-light.png"))
            }
            println("13×13 square on $name (${size.width} × ${size.height}): $square dp")
        }
        val moves = state.view!!.moves.size
        humanTap(state.view!!)
        assertEquals(moves + 1, state.view!!.moves.size)
        println("13×13 square on a 360 dp phone: $phone dp")
        assertEquals(8, shots.size)
    }

    /**
     * Issue 45, a phone turned sideways (780 × 360 dp): the hints came under
     * the side column's last line, below the window, so a person who asked
     * for one saw nothing change but the arrow. Now the lines are scrolled
     * into the window as they arrive, beside the board, in both languages.
     */
    @Test
    fun hintsAreInTheWindowOnAPhoneTurnedSideways() {
        window = DpSize(780.dp, 360.dp)
        launch()
        rule.runOnIdle { state.start(koenigszabel) }
        rule.waitForIdle()
        rule.onNodeWithTag("wide-layout").assertExists()
        inEachLanguage { language, _ ->
            hint()
            rule.waitUntil(60_000) { !state.hints.running }
            rule.waitForIdle()
            val root = bounds("root")
            val lines = rule.onAllNodesWithTag("hint-line").fetchSemanticsNodes()
            assertTrue("$language: hints", lines.isNotEmpty())
            for (line in lines) {
                // Bounds in the root are cut where a scrolling parent cuts; a line shown whole keeps its height.
                val box = line.boundsInRoot
                assertTrue("$language: hint line $box (${line.size}) whole in the window $root", box.top >= root.top && box.bottom <= root.bottom + 1f && box.height >= line.size.height - 1f)
            }
            assertTrue("$language: beside the board", lines.first().boundsInRoot.left >= bounds("cell-m7").right)
            // Scrolling the hints in must not take the way out with it.
            val back = rule.onNodeWithTag("back").fetchSemanticsNode()
            assertTrue("$language: Back ${back.boundsInRoot} whole in the window", back.boundsInRoot.top >= root.top && back.boundsInRoot.height >= back.size.height - 1f)
            screenshot(File(out, "hint-landscape-$language-light.png"))
            // The next move clears the hints; the next language asks again.
            humanTap(state.view!!)
            humanTap(state.view!!)
        }
    }

    /**
     * Issue 45: on a tablet a history row ran the whole width, its date at
     * one edge and its result at the other, and a replay took the window
     * from the list. Now, as in Material's list and detail, the list is a
     * readable column at the left, with its head (Back, the title, the
     * record buttons) in it; a tapped game is replayed beside it and marked
     * in it, and another tap replays another. Back (the list's) goes Home;
     * the system's Back closes the replay. A phone keeps one pane.
     */
    /**
     * Issue 61: on a tablet a replay's board takes the room it has, square:
     * turned sideways as tall as the pane unless the moves and the graph
     * beside it are down to their narrowest column (it kept 60 % of the
     * pane's width and stood small), held upright as wide as the window.
     * The steps stay in the window.
     */
    @Test
    fun onATabletTheReplaysBoardTakesTheRoomOfItsPane() {
        launch()
        val id = koenigszabelResigned()
        for ((size, pixels) in listOf(DpSize(1280.dp, 800.dp) to 0.75f, DpSize(800.dp, 1280.dp) to 0.6f)) {
            window = size
            pixelScale = pixels
            // From the history, as a person goes, so that on the tablet its list stands beside.
            rule.runOnIdle { state.go(Screen.History) }
            reviewReplay(id)
            val dp = rule.density.density * pixelScale
            val name = "${size.width.value.toInt()}x${size.height.value.toInt()}"
            val frame = bounds("board-frame")
            // The squares, a1 to m13, without the frame (its coordinates are wider on one side than the other).
            val squares = bounds("cell-a1").let { a1 -> bounds("cell-m13").let { m13 -> androidx.compose.ui.geometry.Rect(a1.left, m13.top, m13.right, a1.bottom) } }
            assertEquals("$name: the board is square", squares.width, squares.height, 2f)
            if (size.width > size.height) {
                val pane = bounds("wide-layout")
                val beside = bounds("reviews")
                assertTrue("$name: the list beside the board", beside.left >= frame.right)
                assertTrue(
                    "$name: the board ${frame.height / dp} dp in a pane ${pane.height / dp} dp high beside a column ${beside.width / dp} dp wide",
                    frame.height >= pane.height - 2f || beside.width / dp <= REPLAY_SIDE.value + 4f,
                )
            } else {
                val pane = bounds("reviews")
                assertTrue("$name: the board ${frame.width / dp} dp of a pane ${pane.width / dp} dp wide", frame.width >= pane.width - 2f)
            }
            for (tag in listOf("next", "last", "chance-graph")) assertTrue("$name: $tag in the window", inWindowUnscrolled(tag))
            screenshot(File(out, "replay-tablet-$name-en-light.png"))
            dark = true
            rule.runOnIdle { state.saveSettings(state.settings.copy(language = "de")) }
            screenshot(File(out, "replay-tablet-$name-de-dark.png"))
            dark = false
            rule.runOnIdle { state.saveSettings(state.settings.copy(language = "en")) }
        }
    }

    /**
     * Issue 61: on a phone a finished game's Copy and Share stood over the
     * review's summary and pushed it down. They are in the top bar's menu
     * (an icon screen readers name), on the game-over and the replay
     * screens, so the summary follows the steps under the board directly;
     * the menu copies and shares as the buttons did.
     */
    @Test
    fun aFinishedGamesRecordIsCopiedFromTheTopBarsMenuAndTheReviewFollowsTheBoard() {
        window = DpSize(360.dp, 740.dp)
        launch()
        val id = koenigszabelResigned()
        val record = zabel.replay(id)!!.records().first().text
        click("review")
        rule.waitUntil(120_000) { state.review.ui.reviews != null }
        val dp = rule.density.density * pixelScale
        fun assertInTheBar(where: String) {
            val bar = bounds("top-bar")
            val menu = bounds("record-menu")
            assertTrue("$where: the menu $menu in the top bar $bar", menu.top >= bar.top - 1f && menu.bottom <= bar.bottom + 1f && menu.right <= bar.right + 1f)
            assertTrue("$where: no Copy button in the page", rule.onAllNodesWithTag("copy-record").fetchSemanticsNodes().isEmpty())
        }
        inEachLanguage { language, s ->
            assertInTheBar("game over, $language")
            rule.onNodeWithTag("record-menu").assertContentDescriptionEquals(s.recordMenu)
            // The review's button, then its summary, with nothing between.
            val gap = bounds("seat-review-0").top - bounds("review").bottom
            assertTrue("game over, $language: ${gap / dp} dp between Review and the summary", gap / dp <= 12f)
            screenshot(File(out, "record-menu-game-over-360-$language-light.png"))
        }
        reviewReplay(id)
        inEachLanguage { language, s ->
            assertInTheBar("replay, $language")
            val gap = bounds("seat-review-0").top - bounds("next").bottom
            assertTrue("replay, $language: ${gap / dp} dp between the steps and the summary", gap / dp <= 8f)
            click("record-menu")
            rule.onNodeWithTag("copy-record").assertTextEquals(s.copyRecord)
            rule.onNodeWithTag("share-record").assertTextEquals(s.shareRecord)
            rule.onNodeWithTag("copy-record-OpenTafl").assertTextEquals(s.copyRecordFor("OpenTafl"))
            for (theme in listOf("light", "dark")) {
                dark = theme == "dark"
                screenshot(File(out, "record-menu-replay-360-$language-$theme.png"))
            }
            dark = false
            files.clipboard = null
            click("copy-record")
            assertEquals("$language: the record copied from the menu", record, files.clipboard)
        }
    }

    @Test
    fun onATabletTheHistoryAndTheGameReplayedSitSideBySide() {
        window = DpSize(1280.dp, 800.dp)
        pixelScale = 0.75f
        launch()
        val older = koenigszabelResigned()
        val id = koenigszabelResigned()
        inEachLanguage { language, s ->
            rule.runOnIdle { state.go(Screen.History) }
            // The list is read again on the way in: wait for its row to be placed.
            rule.waitUntil(10_000) {
                rule.onAllNodesWithTag("game-$id").fetchSemanticsNodes().singleOrNull()?.boundsInRoot?.width?.let { it > 0f } == true
            }
            val row = bounds("game-$id")
            val root = bounds("root")
            val dp = rule.density.density * pixelScale
            assertTrue("$language: the row is ${row.width / dp} dp wide", row.width / dp <= 400f + 1f)
            assertTrue("$language: the list at the left", row.right < root.center.x)
            for (tag in listOf("back", "history-title", "open-record", "paste-record")) {
                val box = bounds(tag)
                assertTrue("$language: $tag $box inside the list's column ${row.left}..${row.right}", box.left >= row.left - 1f && box.right <= row.right + 1f)
            }
            rule.onNodeWithTag("pick-a-game").assertTextEquals(s.historyPick)
            screenshot(File(out, "history-tablet-$language-light.png"))

            click("game-$id")
            assertEquals(Screen.Replaying(id), state.screen)
            rule.onNodeWithTag("game-$id").assertIsSelected()
            rule.onNodeWithTag("game-$older").assertIsNotSelected()
            val board = bounds("wide-layout")
            assertTrue("$language: the replay beside the list", board.left > row.right)
            assertEquals("$language: one Back, the list's", 1, rule.onAllNodesWithTag("back").fetchSemanticsNodes().size)
            screenshot(File(out, "history-replay-tablet-$language-light.png"))
            click("game-$older")
            assertEquals(Screen.Replaying(older), state.screen)
            rule.onNodeWithTag("game-$older").assertIsSelected()
            rule.runOnIdle { state.back() }
            assertEquals("the system's Back closes the replay", Screen.History, state.screen)
            click("game-$id")
            click("back")
            assertEquals("the list's Back goes Home", Screen.Home, state.screen)
        }
        window = DpSize(412.dp, 892.dp)
        pixelScale = 1f
        rule.runOnIdle { state.go(Screen.History) }
        click("game-$id")
        rule.onNodeWithTag("history-list").assertDoesNotExist()
        click("back")
        assertEquals("on a phone Back from a replay goes to the list", Screen.History, state.screen)
    }

    @Test
    fun historyOnAPhoneTurnedSidewaysGivesTheGamesTheWindow() {
        window = DpSize(780.dp, 360.dp)
        launch()
        val id = koenigszabelResigned()
        inEachLanguage { language, _ ->
            rule.runOnIdle { state.go(Screen.History) }
            rule.waitUntil(10_000) {
                rule.onAllNodesWithTag("game-$id").fetchSemanticsNodes().singleOrNull()?.boundsInRoot?.height?.let { it > 0f } == true
            }
            val root = bounds("root")
            val list = bounds("history-list")
            assertTrue("$language: the list starts at ${list.top} of ${root.height}", list.top - root.top <= root.height / 4)
            rule.onNodeWithTag("history-list").performScrollToNode(hasTestTag("game-$id"))
            rule.onNodeWithTag("back").assertIsDisplayed()
            assertTrue("$language", clippedTexts().isEmpty())
            screenshot(File(out, "history-landscape-$language-light.png"))
        }
    }

    /**
     * Texts whose layout is cut: overflowing their box, ellipsized, or beyond
     * the edge of [within] (the window; or a dialog, which lies over the whole
     * test window in a layer of its own: then only the dialog's texts).
     */
    private fun clippedTexts(within: String = "root"): List<String> {
        val root = bounds(within)
        val layer = rule.onNodeWithTag(within).fetchSemanticsNode().root
        val texts = rule.onAllNodes(SemanticsMatcher.keyIsDefined(SemanticsActions.GetTextLayoutResult), useUnmergedTree = true).fetchSemanticsNodes()
        return texts.filter { it.root == layer }.mapNotNull { node ->
            val layouts = mutableListOf<TextLayoutResult>()
            node.config[SemanticsActions.GetTextLayoutResult].action?.invoke(layouts)
            val layout = layouts.firstOrNull() ?: return@mapNotNull null
            val text = node.config.getOrNull(SemanticsProperties.Text)?.joinToString() ?: "?"
            val box = node.boundsInRoot
            when {
                layout.hasVisualOverflow -> "'$text' overflows its box"
                (0 until layout.lineCount).any { layout.isLineEllipsized(it) } -> "'$text' is ellipsized"
                // A line that ends inside a word ("Königszab-el") in a box narrower than the window: the word
                // would fit whole if the layout gave it room. (A word wider than the window itself must break.)
                box.width < root.width * 0.8f && (0 until layout.lineCount - 1).any { line ->
                    val end = layout.getLineEnd(line)
                    end in 1 until text.length && text[end - 1].isLetterOrDigit() && text[end].isLetterOrDigit()
                } -> "'$text' breaks inside a word"
                box.right > root.right + 1f || box.left < root.left - 1f -> "'$text' runs past the window's edge"
                else -> null
            }
        }
    }

    /** Text lines that start with a separator ("· 1 lost"): the line broke before it, not after. */
    private fun linesStartingWithASeparator(): List<String> {
        val texts = rule.onAllNodes(SemanticsMatcher.keyIsDefined(SemanticsActions.GetTextLayoutResult), useUnmergedTree = true).fetchSemanticsNodes()
        return texts.flatMap { node ->
            val layouts = mutableListOf<TextLayoutResult>()
            node.config[SemanticsActions.GetTextLayoutResult].action?.invoke(layouts)
            val layout = layouts.firstOrNull() ?: return@flatMap emptyList()
            val text = layout.layoutInput.text.text
            (0 until layout.lineCount).map { text.substring(layout.getLineStart(it), layout.getLineEnd(it)) }.filter { it.trimStart().startsWith("·") }
        }
    }

    /**
     * Texts with a line that ends inside a word ("Gelegenheits-spieler"),
     * however wide their box: [clippedTexts] lets a word wider than the
     * window break, and a level's name at twice the font size was one.
     */
    private fun wordsBroken(): List<String> {
        val texts = rule.onAllNodes(SemanticsMatcher.keyIsDefined(SemanticsActions.GetTextLayoutResult), useUnmergedTree = true).fetchSemanticsNodes()
        return texts.mapNotNull { node ->
            val layouts = mutableListOf<TextLayoutResult>()
            node.config[SemanticsActions.GetTextLayoutResult].action?.invoke(layouts)
            val layout = layouts.firstOrNull() ?: return@mapNotNull null
            val text = layout.layoutInput.text.text
            text.takeIf { (0 until layout.lineCount - 1).any { line -> layout.getLineEnd(line).let { it in 1 until text.length && text[it - 1].isLetterOrDigit() && text[it].isLetterOrDigit() } } }
        }
    }

    /** Texts shown with "Elo" at the end of one line and its number on the next ([eloApart]). */
    private fun eloBrokenFromItsNumber(): List<String> {
        val texts = rule.onAllNodes(SemanticsMatcher.keyIsDefined(SemanticsActions.GetTextLayoutResult), useUnmergedTree = true).fetchSemanticsNodes()
        return texts.mapNotNull { node ->
            val layouts = mutableListOf<TextLayoutResult>()
            node.config[SemanticsActions.GetTextLayoutResult].action?.invoke(layouts)
            layouts.firstOrNull()?.let(::eloApart)
        }
    }

    /** The nodes under [tag] that reach past the window's left or right edge, by tag or text. */
    private fun pastTheEdges(tag: String): List<String> {
        val root = bounds("root")
        fun walk(node: SemanticsNode): List<SemanticsNode> = listOf(node) + node.children.flatMap { walk(it) }
        return walk(rule.onNodeWithTag(tag, useUnmergedTree = true).fetchSemanticsNode()).filter { it.size.width > 0 && (it.positionInRoot.x < root.left - 1f || it.positionInRoot.x + it.size.width > root.right + 1f) }
            .map { it.config.getOrNull(SemanticsProperties.TestTag) ?: it.config.getOrNull(SemanticsProperties.Text)?.joinToString() ?: "node ${it.id}" }
    }

    /**
     * Issue 61: texts and controls that overlap one another on the screen
     * ("Opponent" over "Shieldwall"), by text or tag: any two placed nodes
     * with text or a click action whose boxes share more than a sliver,
     * neither inside the other.
     */
    private fun overlapping(within: String = "root"): List<String> {
        val root = bounds(within)
        // The merged tree: what a person and a screen reader meet, without what a drawing clears (a board's labels).
        fun walk(node: SemanticsNode): List<SemanticsNode> = listOf(node) + node.children.flatMap { walk(it) }
        val all = walk(rule.onNodeWithTag(within).fetchSemanticsNode())
        val shown = all.filter { node ->
            node.layoutInfo.isPlaced && node.boundsInRoot.width > 1f && node.boundsInRoot.height > 1f && node.boundsInRoot.overlaps(root) &&
                (node.config.getOrNull(SemanticsProperties.Text) != null || node.config.getOrNull(SemanticsActions.OnClick) != null)
        }
        fun name(node: SemanticsNode) = node.config.getOrNull(SemanticsProperties.TestTag) ?: node.config.getOrNull(SemanticsProperties.Text)?.joinToString() ?: "node ${node.id}"
        val ancestors = shown.associate { node -> node.id to generateSequence(node.parent) { it.parent }.map { it.id }.toSet() }
        val found = mutableListOf<String>()
        for (i in shown.indices) for (j in i + 1 until shown.size) {
            val (a, b) = shown[i] to shown[j]
            val common = a.boundsInRoot.intersect(b.boundsInRoot)
            if (common.width <= 2f || common.height <= 2f) continue
            if (a.id in ancestors.getValue(b.id) || b.id in ancestors.getValue(a.id)) continue
            found += "'${name(a)}' overlaps '${name(b)}'"
        }
        return found
    }

    /** A screen's title over more than two lines (issue 61: three lines at 200 % pushed the board under the bar). */
    private fun titleOverTwoLines(): String? {
        val titles = rule.onAllNodesWithTag("screen-title", useUnmergedTree = true).fetchSemanticsNodes()
        for (node in titles) {
            val layouts = mutableListOf<TextLayoutResult>()
            node.config.getOrNull(SemanticsActions.GetTextLayoutResult)?.action?.invoke(layouts)
            val lines = layouts.firstOrNull()?.lineCount ?: continue
            if (lines > 2) return "the title '${node.config.getOrNull(SemanticsProperties.Text)?.joinToString()}' on $lines lines"
        }
        return null
    }

    /** Whether the node tagged [tag] is wholly in the window as it opens, without scrolling. */
    private fun inWindowUnscrolled(tag: String): Boolean {
        val node = rule.onAllNodesWithTag(tag).fetchSemanticsNodes().firstOrNull() ?: return false
        val root = bounds("root")
        val box = node.boundsInRoot
        return node.layoutInfo.isPlaced && box.height >= node.size.height - 1f && box.top >= root.top - 0.5f && box.bottom <= root.bottom + 0.5f && box.left >= root.left - 0.5f && box.right <= root.right + 0.5f
    }

    /**
     * Font scale 200 %: Home, both new-game screens, a 13×13 game, rating and
     * history show every text whole, in both languages; screenshots of each.
     */
    @Test
    fun atTwiceTheFontSizeNoTextIsClipped() {
        fontScale = 2f
        launch()
        val id = koenigszabelResigned()
        val shots = mutableListOf<File>()
        for (language in listOf("en", "de")) {
            rule.runOnIdle { state.saveSettings(state.settings.copy(language = language)) }
            fun check(name: String) {
                rule.waitForIdle()
                val clipped = clippedTexts()
                shots += screenshot(File(out, "font200-$name-$language-light.png"))
                assertTrue("$name in $language at 200 %: $clipped", clipped.isEmpty())
                assertEquals("$name in $language at 200 %", emptyList<String>(), linesStartingWithASeparator())
                assertEquals("$name in $language at 200 %", emptyList<String>(), eloBrokenFromItsNumber())
            }
            rule.runOnIdle { state.go(Screen.Home); check("home") }
            rule.runOnIdle { state.go(Screen.NewKoenigszabel); check("new-koenigszabel") }
            rule.runOnIdle { state.go(Screen.Opponents); check("new-einstein") }
            rule.runOnIdle { state.go(Screen.Rating(Variant.KOENIGSZABEL)); check("rating") }
            rule.runOnIdle { state.go(Screen.History); rule.onNodeWithTag("game-$id").assertExists(); check("history") }
            rule.runOnIdle { state.start(koenigszabel) }
            humanTap(state.view!!)
            check("koenigszabel-board")
        }
        assertEquals(12, shots.size)
    }

    /**
     * Every screen at every size the issue names (the hand-over and a finished
     * game of four among them): phones upright (360 and 412 dp) and turned
     * sideways (780×360), a tablet (1280×800) and a tablet held upright, in
     * both languages, shows every text whole and within the window. On the tablet, where few screens had been looked at, a
     * screenshot of each.
     */
    @Test
    fun everyScreenAtEverySizeShowsItsTextsWhole() {
        launch()
        val id = koenigszabelResigned()
        rule.runOnIdle { state.start(koenigszabel) }
        // Each shown from wherever the one before left the app; a question left open is put away first.
        val screens: List<Pair<String, () -> Unit>> = listOf(
            "home" to { state.go(Screen.Home) },
            "new-einstein" to { state.go(Screen.Opponents) },
            "setup" to { state.go(Screen.Setup(PlayerKind.Human, PlayerKind.Computer(2u))) },
            "new-koenigszabel" to { state.go(Screen.NewKoenigszabel) },
            "new-quattro" to { state.go(Screen.NewQuattro) },
            // Its last seat's choices, scrolled to (a list composes only what it shows).
            "new-quattro-seats" to { state.go(Screen.NewQuattro) },
            "board" to { state.start(koenigszabel) },
            // EinStein with its die rolled, and the 6×6 board of four with its seats.
            "einstein-board" to {
                state.start(GameConfig(listOf(PlayerKind.Human, PlayerKind.Human), GameOptions.Einstein(FirstMover.RED, emptyList(), emptyList()), 7u))
                state.roll()
            },
            "quattro-board" to {
                state.start(GameConfig(List(4) { PlayerKind.Human }, GameOptions.Quattro(Seating.DIAGONAL, null), 7u))
                state.roll()
            },
            // Four people on one device: after the first one's move, the device goes to the next.
            "hand-over" to {
                state.start(fourPeople)
                state.roll()
                repeat(2) {
                    val cells = state.view!!.board.cells
                    if (state.handOver == null) state.tap((cells.firstOrNull { it.mark == Mark.TARGET } ?: cells.first { it.mark == Mark.CHOOSABLE }).name)
                }
                assertNotNull("the device is handed over", state.handOver)
            },
            // A game of four ended: the team's result and every seat's score beside the board.
            "quattro-game-over" to { state.start(fourPeople); state.roll(); state.resign() },
            // The longest question the app asks: another game over a rated one left unfinished.
            "confirmation" to { state.start(ratedKoenigszabel); state.start(koenigszabel) },
            "game-over" to { state.resign(); state.confirm() },
            "rating" to { state.go(Screen.Rating(Variant.KOENIGSZABEL)) },
            "history" to { state.go(Screen.History) },
            "replay" to { state.go(Screen.Replaying(id)) },
            "replay-reviewed" to { state.startReview() },
            "settings" to { state.go(Screen.Settings) },
            "about" to { state.go(Screen.About) },
            "rules" to { state.go(Screen.Rules(Variant.EINSTEIN)) },
        )
        /** A window: its size, its pixels per dp as drawn into a screenshot, its font scale; dark or light. */
        data class Window(val name: String, val size: DpSize, val pixels: Float, val font: Float = 1f, val dark: Boolean = false)
        val windows = listOf(
            Window("phone-360-dark", DpSize(360.dp, 740.dp), 1f, dark = true),
            Window("phone-412", DpSize(412.dp, 892.dp), 1f),
            Window("phone-landscape", DpSize(780.dp, 360.dp), 1f),
            Window("tablet-landscape", DpSize(1280.dp, 800.dp), 0.75f),
            Window("tablet-portrait", DpSize(800.dp, 1280.dp), 0.6f),
            // Twice the font where room is short: upright, turned sideways, and on the tablet in the dark.
            Window("phone-412-font200", DpSize(412.dp, 892.dp), 1f, font = 2f),
            Window("phone-landscape-font200", DpSize(780.dp, 360.dp), 1f, font = 2f),
            Window("tablet-landscape-font200-dark", DpSize(1280.dp, 800.dp), 0.75f, font = 2f, dark = true),
        )
        val found = mutableListOf<String>()
        // Tablets and phones: also the 780 × 360 phone and a 360 dp phone at the usual font, light.
        for (w in windows + Window("phone-360", DpSize(360.dp, 740.dp), 1f)) {
            window = w.size
            pixelScale = w.pixels
            fontScale = w.font
            dark = w.dark
            inEachLanguage { language, _ ->
                for ((name, show) in screens) {
                    rule.runOnIdle { state.keepPlaying(); show() }
                    rule.waitUntil(120_000) { !state.review.ui.running }
                    rule.waitForIdle()
                    if (name == "new-quattro-seats") rule.onNodeWithTag("quattro-choices").performScrollToNode(hasTestTag("seat-3"))
                    found += clippedTexts(if (name == "confirmation") "confirmation-dialog" else "root").map { "$name, ${w.name}, $language: $it" }
                    // Issue 61: no title over two lines, nothing overlapping, and at the usual font size
                    // the screen's primary actions in the window as it opens.
                    titleOverTwoLines()?.let { found += "$name, ${w.name}, $language: $it" }
                    found += eloBrokenFromItsNumber().map { "$name, ${w.name}, $language: Elo apart from its number: $it" }
                    if (name != "confirmation") found += overlapping().map { "$name, ${w.name}, $language: $it" }
                    if (w.font == 1f) {
                        for (tag in PRIMARY.getOrDefault(name, emptyList())) {
                            if (!inWindowUnscrolled(tag)) found += "$name, ${w.name}, $language: '$tag' not in the window without scrolling"
                        }
                    }
                    // Sideways the seats' list once got a sliver above a Start fixed under it: the list takes the page.
                    if (name == "new-quattro-seats" && w.name.startsWith("phone-landscape")) {
                        val list = bounds("quattro-choices").height / bounds("root").height
                        // Over a third: Start stays under it in view at the usual font (issue 61), which costs the list some room.
                        if (list < 0.35f) found += "$name, ${w.name}, $language: the seats' list ${(list * 100).toInt()}% of the window high"
                    }
                    if (w.name == "tablet-landscape") {
                        val px = rule.density.density * pixelScale
                        val root = bounds("root")
                        // A list in one column reads as a column, in the middle; the rating puts its levels beside the chart, Home its last games beside the games, a new game its choices side by side.
                        if (name in listOf("new-quattro", "hand-over", "settings", "about", "rules")) {
                            val column = bounds("readable-column")
                            if (column.width / px > READABLE_WIDTH.value + 1f || kotlin.math.abs(column.center.x - root.center.x) > 2 * px) {
                                found += "$name, ${w.name}, $language: a column ${column.width / px} dp wide at ${column.left / px}..${column.right / px} dp"
                            }
                        }
                        if (name == "rating" && rule.onAllNodesWithTag("rating-levels").fetchSemanticsNodes().isEmpty()) found += "rating, ${w.name}: the levels not beside the chart"
                        // EinStein's levels in columns, every one in sight; Königszabel's options beside its levels.
                        if (name == "new-einstein" && bounds("level-8").bottom > root.bottom) found += "new-einstein, ${w.name}: the top level out of sight"
                        if (name == "new-koenigszabel" && bounds("start").bottom > root.bottom) found += "new-koenigszabel, ${w.name}: Start out of sight beside the levels"
                        // Home: the games and, beside them, the last games finished.
                        if (name == "home" && rule.onAllNodesWithTag("home-recent").fetchSemanticsNodes().isEmpty()) found += "home, ${w.name}: no recent games beside the games"
                        val newest = zabel.history(1u, null).first().id
                        if (name == "home" && rule.onAllNodesWithTag("game-$newest").fetchSemanticsNodes().isEmpty()) found += "home, ${w.name}: the last game finished not among the recent"
                    }
                    // Every screen at every size, to be looked at (issue 61's proof).
                    run {
                        screenshot(File(out, "every-screen-$name-${w.name}-$language-${if (w.dark) "dark" else "light"}.png"))
                    }
                }
            }
        }
        fontScale = 1f
        dark = false
        assertEquals(emptyList<String>(), found)
    }

    /** Each screen's primary actions, which must be in the window without scrolling at the usual font size. */
    private val PRIMARY = mapOf(
        "home" to listOf("new-einstein"),
        "setup" to listOf("start"),
        "new-koenigszabel" to listOf("start"),
        "new-quattro" to listOf("start"),
        "board" to listOf("board", "undo", "resign"),
        "einstein-board" to listOf("board", "roll", "resign"),
        "quattro-board" to listOf("board", "roll", "turn", "resign"),
        "hand-over" to listOf("handed-over"),
        "game-over" to listOf("play-again", "board"),
        "quattro-game-over" to listOf("play-again"),
        "replay" to listOf("board", "next", "last"),
        "replay-reviewed" to listOf("board", "next"),
    )

    private fun playByTappingFromHome() {
        rule.runOnIdle { state.go(Screen.Home) }
        rule.waitForIdle()
        playByTapping(1)
        click("review")
        rule.waitUntil(120_000) { state.review.ui.reviews != null }
    }

    private val fourPeople = GameConfig(List(4) { PlayerKind.Human }, GameOptions.Quattro(Seating.DIAGONAL, null), 11u)
    private val koenigszabel = GameConfig(listOf(PlayerKind.Human, PlayerKind.Human), GameOptions.Koenigszabel(shieldwall = false), 5u)
    private val ratedKoenigszabel = GameConfig(listOf(PlayerKind.Human, PlayerKind.Computer(1u)), GameOptions.Koenigszabel(shieldwall = false), 3u)

    @Test
    fun losingARatedGameAsksFirstAndNoKeepsPlaying() {
        launch()
        val rated = GameConfig(listOf(PlayerKind.Human, PlayerKind.Computer(1u)), GameOptions.Koenigszabel(shieldwall = false), 3u)
        rule.runOnIdle { state.start(rated) }
        humanTap(waitForHuman())
        val playing = waitForHuman()
        assertTrue(playing.rated)

        click("resign")
        rule.onNodeWithTag("confirmation").assertTextEquals(coreText("en", "confirm-resign-rated"))
        click("keep-playing")
        assertEquals("no keeps the game", playing, state.view)
        assertEquals(0, rule.onAllNodesWithTag("confirmation").fetchSemanticsNodes().size)

        // Another game over the rated one: asked with its name, no keeps it.
        rule.runOnIdle { state.start(koenigszabel) }
        rule.onNodeWithTag("confirmation").assertTextContains("Your unfinished game of Königszabel is rated", substring = true)
        click("keep-playing")
        assertEquals(playing, state.view)
        assertTrue("nothing in the history yet", zabel.history(5u, null).isEmpty())

        // Yes: the rated game is resigned into the history, rated, and the new one starts.
        rule.runOnIdle { state.start(koenigszabel) }
        click("confirm")
        val resigned = zabel.history(5u, null).single()
        assertEquals(EndReason.RESIGNED, resigned.result.reason)
        assertNotNull("it counted", resigned.ratingChange)
        assertEquals(listOf(PlayerKind.Human, PlayerKind.Human), state.view!!.seats.map { it.player })
        assertEquals(Phase.CHOOSE_PIECE, state.view!!.phase)

        // A game between two people is not rated: resigning it asks nothing.
        click("resign")
        assertEquals(Phase.OVER, state.view!!.phase)
    }

    /** The system's Back (Android's gesture or button), as the activity sends it; true when the app handled it. */
    private fun systemBack(): Boolean {
        val handled = rule.runOnIdle { state.back() }
        rule.waitForIdle()
        return handled
    }

    /**
     * Android's system Back: from a game Home, the game kept to continue;
     * from a replay to the history; from the lists Home; a rules page back
     * to its new-game screen; an open question answered no. On Home the app
     * leaves it to the system, which closes the app. The screens' own back
     * buttons go the same way.
     */
    @Test
    fun systemBackGoesHomeFromAGameToTheHistoryFromAReplayAndIsTheSystemsOnHome() {
        launch()
        assertFalse("on Home the system's Back closes the app", state.handlesBack)
        assertFalse(systemBack())
        assertEquals(Screen.Home, state.screen)

        // A finished game, then Home.
        val id = koenigszabelResigned()
        rule.onNodeWithTag("play-again").assertIsDisplayed()
        assertTrue(systemBack())
        assertEquals(Screen.Home, state.screen)

        // A replay goes back to the history, by the system's Back and by the screen's own.
        click("history")
        click("game-$id")
        click("next")
        assertEquals(Screen.Replaying(id), state.screen)
        assertTrue(state.handlesBack)
        assertTrue(systemBack())
        assertEquals(Screen.History, state.screen)
        assertNull("the replay is closed", state.replay.replay)
        click("game-$id")
        click("back")
        assertEquals(Screen.History, state.screen)
        rule.onNodeWithTag("game-$id").assertIsDisplayed()
        assertTrue(systemBack())
        assertEquals(Screen.Home, state.screen)

        // The lists go Home; a rules page goes back to the new-game screen that opened it.
        for (list in listOf("settings", "rating")) {
            click(list)
            assertTrue(systemBack())
            assertEquals(list, Screen.Home, state.screen)
        }
        click("new-koenigszabel")
        click("rules")
        assertTrue(systemBack())
        assertEquals(Screen.NewKoenigszabel, state.screen)
        assertTrue(systemBack())
        assertEquals(Screen.Home, state.screen)

        // A rated game in progress goes Home and continues where it was, still rated.
        click("new-einstein")
        click("level-3")
        click("first-red")
        click("start")
        humanTap(waitForHuman())
        val playing = waitForHuman()
        assertTrue(playing.rated)
        assertTrue(systemBack())
        assertEquals(Screen.Home, state.screen)
        click("continue")
        assertEquals(Screen.Board, state.screen)
        assertEquals(playing.board, state.view!!.board)
        assertEquals(playing.moves, state.view!!.moves)
        assertTrue(state.view!!.rated)

        // An open question: Back is no, and the game goes on.
        click("resign")
        assertTrue(asked())
        assertTrue(systemBack())
        assertFalse(asked())
        assertEquals(Screen.Board, state.screen)
        assertNotEquals(Phase.OVER, state.view!!.phase)
        assertTrue(systemBack())
        assertEquals(Screen.Home, state.screen)
        assertFalse(systemBack())
    }

    /** Back, Play again and Home are shown, tappable and wholly inside the window; no text is cut. */
    private fun assertGameOverUsable(name: String) {
        rule.waitForIdle()
        val window = bounds("root")
        for (tag in listOf("back", "play-again", "home")) {
            rule.onNodeWithTag(tag).assertIsDisplayed().assertHasClickAction()
            val button = bounds(tag)
            assertTrue(
                "$name: $tag at $button, outside the window $window",
                button.left >= window.left && button.top >= window.top && button.right <= window.right && button.bottom <= window.bottom,
            )
        }
        val clipped = clippedTexts()
        assertTrue("$name: $clipped", clipped.isEmpty())
    }

    /** The game-over board's height in dp. */
    private fun boardDp() = bounds("board").height / (rule.density.density * pixelScale)

    /**
     * Issue 45 defect 1, a phone turned sideways (780 × 360 dp): the game-over
     * screen was a dead end (no scrolling, no Back, Play again and Home below
     * the window, a board of 90 px). Now Back, Play again and Home stay in the
     * window and take taps, before and after the review and with the review
     * scrolled to its end; the board is beside the result, as high as the room
     * under the actions; no text is cut, in both languages, light and dark.
     * Home goes Home; a finished 13×13 game is the same, and Play again leads
     * to its new-game screen.
     */
    @Test
    fun theGameOverScreenIsUsableOnAPhoneTurnedSideways() {
        launch()
        // Chosen upright, played and finished turned sideways.
        playByTapping(1, playedAt = DpSize(780.dp, 360.dp))
        assertGameOverUsable("EinStein")
        assertTrue("the board is ${boardDp()} dp high", boardDp() >= 240f)
        click("review")
        rule.waitUntil(120_000) { state.review.ui.reviews != null }
        rule.waitForIdle()
        val last = state.review.ui.reviews!!.size
        val list = rule.onNode(hasScrollToIndexAction())
        list.performScrollToNode(hasTestTag("review-$last"))
        rule.onNodeWithTag("review-$last").assertIsDisplayed()
        assertTrue("the board beside the review", bounds("review-$last").left >= bounds("board").right)
        assertGameOverUsable("EinStein, the review scrolled to its end")
        screenshot(File(out, "game-over-landscape-review-end-en-light.png"))
        list.performScrollToIndex(0)
        for (language in listOf("en", "de")) {
            rule.runOnIdle { state.saveSettings(state.settings.copy(language = language)) }
            for (theme in listOf("light", "dark")) {
                dark = theme == "dark"
                assertGameOverUsable("EinStein reviewed, $language, $theme")
                screenshot(File(out, "game-over-landscape-$language-$theme.png"))
            }
            // Twice the font size: the bar still fits, nothing is cut.
            dark = false
            fontScale = 2f
            assertGameOverUsable("EinStein reviewed, $language, at 200 %")
            screenshot(File(out, "font200-game-over-landscape-$language-light.png"))
            fontScale = 1f
        }
        rule.runOnIdle { state.saveSettings(state.settings.copy(language = "en")) }
        click("home")
        assertEquals(Screen.Home, state.screen)

        koenigszabelResigned()
        assertGameOverUsable("Königszabel")
        assertTrue("the 13×13 board is ${boardDp()} dp high", boardDp() >= 240f)
        screenshot(File(out, "game-over-landscape-koenigszabel-en-light.png"))
        click("play-again")
        assertEquals(Screen.NewKoenigszabel, state.screen)
    }

    /**
     * Issue 45 defect 1, upright (412 × 860 dp): the review had about 190 px
     * under the board. Now it scrolls with the page: at its end six moves at
     * least (or all of a shorter game) are in view at once, and Back, Play
     * again and Home are still in the window. Six, not ten, since each row is
     * the core's sentence of up to two lines (issue 61); 9 fitted in one run.
     */
    @Test
    fun theReviewGetsThePageOnAPhoneHeldUpright() {
        launch()
        playByTapping(1)
        click("review")
        rule.waitUntil(120_000) { state.review.ui.reviews != null }
        rule.waitForIdle()
        val last = state.review.ui.reviews!!.size
        val list = rule.onNode(hasScrollToIndexAction())
        list.performScrollToNode(hasTestTag("review-$last"))
        rule.waitForIdle()
        val room = list.fetchSemanticsNode().boundsInRoot.intersect(bounds("root"))
        val rows = rule.onAllNodes(SemanticsMatcher("a reviewed move") { it.config.getOrNull(SemanticsProperties.TestTag)?.matches(Regex("review-[0-9]+")) == true })
            .fetchSemanticsNodes().map { it.boundsInRoot }
        val inView = rows.count { it.top >= room.top - 0.5f && it.bottom <= room.bottom + 0.5f }
        assertTrue("$inView of $last reviewed moves in view at once, in $room", inView >= minOf(last, 6))
        assertGameOverUsable("upright, reviewed")
        screenshot(File(out, "game-over-portrait-reviewed-en-light.png"))
        rule.runOnIdle { state.saveSettings(state.settings.copy(language = "de")) }
        dark = true
        assertGameOverUsable("upright, reviewed, de")
        screenshot(File(out, "game-over-portrait-reviewed-de-dark.png"))
        list.performScrollToIndex(0)
        screenshot(File(out, "game-over-portrait-de-dark.png"))
    }

    /**
     * Issue 45 defect 10: the board stays put between the taps of a move. The
     * announcement of a picked piece wrapped to a second line above the board
     * and pushed it 16 px down between the two taps. On a 412 × 860 dp phone,
     * in both languages: Königszabel between two people (pick, then move) and
     * a whole EinStein game against the computer (roll, pick, move, the
     * computer's reply, the note when one stone is left and no roll is
     * needed); the board's bounds before the first tap, after each tap and
     * after the move are the same.
     */
    @Test
    fun theBoardStaysPutBetweenTheTapsOfAMove() {
        launch()
        var noRoll = 0
        for (language in listOf("en", "de")) {
            rule.runOnIdle { state.saveSettings(state.settings.copy(language = language)) }
            rule.runOnIdle { state.start(koenigszabel) }
            rule.waitForIdle()
            val board = bounds("board")
            repeat(6) { ply ->
                humanTap(state.view!!)
                assertEquals(Phase.CHOOSE_TARGET, state.view!!.phase)
                assertTrue(announcement().isNotEmpty())
                assertEquals("$language, ply ${ply + 1}, a piece picked: '${announcement()}'", board, bounds("board"))
                humanTap(state.view!!)
                assertEquals("$language, ply ${ply + 1}, moved: '${announcement()}'", board, bounds("board"))
            }
            resign()

            // EinStein: whole games, up to three, until one has had a turn without a roll (one stone left).
            for (game in 1..3) {
                rule.runOnIdle { state.go(Screen.Home) }
                rule.waitForIdle()
                click("new-einstein")
                click("level-1")
                click("first-red")
                click("start")
                if (asked()) click("confirm")
                val einstein = bounds("board")
                var taps = 0
                while (true) {
                    val view = waitForHuman()
                    if (view.phase == Phase.OVER) break
                    humanTap(view)
                    taps++
                    // A winning move ends the game: the game-over screen has a board of its own.
                    if (state.view!!.phase == Phase.OVER) break
                    if (state.view!!.die == DieView.NoRoll) noRoll++
                    assertEquals("$language, EinStein game $game, tap $taps, ${state.view!!.phase}: '${announcement()}'", einstein, bounds("board"))
                }
                if (noRoll > 0) break
            }
        }
        rule.runOnIdle { state.go(Screen.Home) }
        println("the board stayed put; $noRoll taps into a turn without a roll")
    }

    /** A rated Königszabel game against level 1, the human attacking, after the human's move and the computer's reply. */
    private fun ratedAfterAMoveEach(): GameView {
        val rated = GameConfig(listOf(PlayerKind.Human, PlayerKind.Computer(1u)), GameOptions.Koenigszabel(shieldwall = false), 3u)
        rule.runOnIdle { state.start(rated) }
        while (waitForHuman().moves.size < 2) humanTap(state.view!!)
        val playing = waitForHuman()
        assertTrue(playing.rated)
        assertTrue(playing.canUndo)
        return playing
    }

    /** The question asked, its yes button, and no clipped text; a PNG of the screen with the dialog. */
    private fun assertAsked(key: String, yes: String, language: String, name: String) {
        rule.onNodeWithTag("confirmation").assertTextEquals(coreText(language, key))
        rule.onNodeWithTag("confirm").assertTextEquals(coreText(language, yes))
        rule.onNodeWithTag("keep-playing").assertTextEquals(coreText(language, "confirm-keep-playing"))
        val clipped = clippedTexts("confirmation-dialog")
        screenshot(File(out, "$name-$language-${if (dark) "dark" else "light"}.png"), "confirmation-dialog")
        assertTrue("$name in $language: $clipped", clipped.isEmpty())
    }

    /**
     * A hint or a move taken back makes a rated game unrated (the core's rule):
     * the app asks first. No keeps the game as it was, still rated; yes gives
     * the hint or takes the move back; an unrated game asks nothing more.
     */
    @Test
    fun aHintOrAnUndoInARatedGameAsksFirstAndOnlyWhileItIsRated() {
        launch()
        val playing = ratedAfterAMoveEach()

        click("undo")
        assertAsked("confirm-undo-unrated", "confirm-undo", "en", "confirm-undo")
        click("keep-playing")
        assertEquals("no keeps the game as it was", playing, state.view)
        assertFalse(asked())

        click("hint")
        assertAsked("confirm-hint-unrated", "confirm-hint", "en", "confirm-hint")
        click("keep-playing")
        assertFalse("no asks the core for nothing", state.hints.running)
        assertTrue(rule.onAllNodesWithTag("hint-line").fetchSemanticsNodes().isEmpty())
        assertEquals(playing, state.view)
        assertTrue(state.view!!.rated)

        // The same questions in German, light and dark.
        rule.runOnIdle { state.saveSettings(state.settings.copy(language = "de")) }
        click("hint")
        assertAsked("confirm-hint-unrated", "confirm-hint", "de", "confirm-hint")
        click("keep-playing")
        dark = true
        click("undo")
        assertAsked("confirm-undo-unrated", "confirm-undo", "de", "confirm-undo")
        click("keep-playing")
        dark = false
        // The longest question whole at twice the font size.
        fontScale = 2f
        click("undo")
        assertAsked("confirm-undo-unrated", "confirm-undo", "de", "font200-confirm-undo")
        click("keep-playing")
        fontScale = 1f
        assertTrue(state.view!!.rated)

        // Yes: the hint, and the game is unrated.
        click("hint")
        click("confirm")
        rule.waitUntil(30_000) { !state.hints.running }
        rule.waitForIdle()
        assertTrue(rule.onAllNodesWithTag("hint-line").fetchSemanticsNodes().isNotEmpty())
        assertFalse(state.view!!.rated)

        // Unrated now: another hint and an undo ask nothing.
        click("hint")
        assertFalse(asked())
        rule.waitUntil(30_000) { !state.hints.running }
        click("undo")
        assertFalse(asked())
        assertTrue("taken back", state.view!!.moves.size < playing.moves.size)

        // Yes to an undo in a fresh rated game: the move is taken back and the game is unrated.
        val again = ratedAfterAMoveEach()
        click("undo")
        assertTrue(asked())
        click("confirm")
        assertTrue("taken back", state.view!!.moves.size < again.moves.size)
        assertFalse(state.view!!.rated)
        assertFalse(asked())
    }

    /**
     * The node tagged [tag] in Königszabel's new-game list, scrolled into it:
     * the levels (each with its line) and the sides no longer fit one window,
     * and a row scrolled away may linger, kept for reuse, showing what it did.
     */
    private fun placedInTaflList(tag: String, row: String = tag): SemanticsNodeInteraction {
        rule.onNodeWithTag("tafl-opponents").performScrollToIndex(0)
        rule.onNodeWithTag("tafl-opponents").performScrollToNode(hasTestTag(row))
        rule.waitForIdle()
        return rule.onNode(hasTestTag(tag) and SemanticsMatcher("placed") { it.layoutInfo.isPlaced }, useUnmergedTree = true)
    }

    /** [body] once in each catalog language, the app switched to it and redrawn. */
    private fun inEachLanguage(body: (language: String, s: Strings) -> Unit) {
        for ((language, s) in listOf("en" to EN, "de" to DE)) {
            rule.runOnIdle { state.saveSettings(state.settings.copy(language = language)) }
            rule.waitForIdle()
            body(language, s)
        }
    }

    /** Game [id] replayed from the history and reviewed to its end. */
    private fun reviewReplay(id: ULong) {
        rule.runOnIdle { state.go(Screen.Replaying(id)) }
        rule.waitForIdle()
        click("review")
        rule.waitUntil(120_000) { state.review.ui.reviews != null }
        rule.waitForIdle()
    }

    /** A rated Königszabel game: the human attacks level 1, taps [plies] plies' worth, then resigns. Returns its id. */
    private fun koenigszabelResigned(plies: Int = 6): ULong {
        rule.runOnIdle { state.start(GameConfig(listOf(PlayerKind.Human, PlayerKind.Computer(1u)), GameOptions.Koenigszabel(shieldwall = false), 3u)) }
        while (true) {
            val view = waitForHuman()
            if (view.phase == Phase.OVER || view.moves.size >= plies) break
            humanTap(view)
        }
        resign()
        return state.view!!.gameId!!
    }

    @Test
    fun aKoenigszabelGameAgainstLevelOneHasItsOwnRatingAndIsReplayedFromTheHistory() {
        launch()
        val id = koenigszabelResigned()
        val result = state.view!!.result!!
        assertEquals(EndReason.RESIGNED, result.reason)
        rule.onNodeWithTag("rating-change").assertTextContains("Rating", substring = true)
        assertEquals(1u, zabel.rating(Variant.KOENIGSZABEL).games)
        assertEquals(0u, zabel.rating(Variant.EINSTEIN).games)

        // One rating per game, a tab each.
        click("home")
        click("rating")
        // No EinStein game yet: no rating claimed, only the way to get one.
        assertTrue(rule.onAllNodesWithTag("elo").fetchSemanticsNodes().isEmpty())
        rule.onNodeWithTag("no-rating").assertTextEquals(EN.noRatedGames)
        rule.onNodeWithText(EN.noRatedGames).assertIsDisplayed()
        rule.onNodeWithTag("rating-level-2").assertExists()
        click("rating-koenigszabel")
        rule.onNodeWithTag("elo").assertTextContains("· provisional: 1 of 20 rated games", substring = true)
        rule.onNodeWithTag("chart").assertIsDisplayed()
        rule.onNodeWithTag("rating-level-1").assertIsDisplayed()
        // Only measured levels have a rating to show.
        for (level in zabel.levels(Variant.KOENIGSZABEL).filter { it.rating == null }) {
            rule.onNodeWithTag("rating-level-${level.level}").assertDoesNotExist()
        }
        click("rating-einstein")
        // No EinStein game yet: no rating claimed, only the way to get one.
        assertTrue(rule.onAllNodesWithTag("elo").fetchSemanticsNodes().isEmpty())
        rule.onNodeWithTag("no-rating").assertTextEquals(EN.noRatedGames)
        rule.onNodeWithTag("chart").assertDoesNotExist()

        // The history names the game, its players and its result; a tap replays it.
        click("back")
        click("history")
        val entry = rule.onNodeWithTag("game-$id")
        entry.assertTextContains("Königszabel")
        entry.assertTextContains("Attackers: You")
        entry.assertTextContains("Defenders: Thrall (computer, level 1)")
        // Issue 45: the end said to the person, who resigned.
        entry.assertTextContains("You lost: you resigned")
        entry.assertTextContains("Rating", substring = true)
        entry.performClick()
        rule.waitForIdle()
        val start = state.replay.view!!
        assertEquals(13u.toUByte(), start.board.width)
        assertNull(start.die)
        assertTrue(start.moves.isEmpty())
        click("next")
        assertEquals(1, state.replay.view!!.moves.size)

        // Reviewed ply by ply, without a die, in a list under the board.
        val plies = state.replay.replay!!.plies().toInt()
        click("review")
        rule.onNodeWithTag("reviewing").assertIsDisplayed()
        rule.waitUntil(120_000) { state.review.ui.reviews != null }
        rule.waitForIdle()
        assertNull(state.message)
        val reviews = state.review.ui.reviews!!
        assertEquals((1..plies).toList(), reviews.map { it.number.toInt() })
        assertTrue(reviews.all { it.roll == null })
        rule.onNodeWithTag("reviews").assertIsDisplayed()
        val moves = state.replay.replay!!.view(plies.toUInt()).moves
        // The chance graph stands above the rows: the first row is reached by scrolling.
        rule.onNodeWithTag("reviews").performScrollToNode(hasTestTag("review-1"))
        rule.onNodeWithTag("review-1").assertTextContains("1. ${moves.first()}", substring = true)
        // Every row the core's sentence (issue 61); the graph on the core's range for the person's side.
        assertEquals(0, state.replay.replay!!.viewpoint().toInt())
        for (review in reviews) {
            rule.onNodeWithTag("reviews").performScrollToNode(hasTestTag("review-${review.number}"))
            rule.onNodeWithTag("review-${review.number}").assertTextEquals(review.text)
        }
        val range = state.replay.replay!!.chanceRange(reviews)
        assertEquals(range, state.review.ui.chanceRange)
        rule.onNodeWithTag("reviews").performScrollToNode(hasTestTag("chance-graph"))
        rule.onNodeWithTag("chance-graph").assert(SemanticsMatcher.expectValue(ChanceScale, range.low..range.high))
        screenshot(File(out, "review-koenigszabel-en-light.png"))
        rule.runOnIdle { state.saveSettings(state.settings.copy(language = "de")) }
        dark = true
        screenshot(File(out, "review-koenigszabel-de-dark.png"))
        dark = false
    }

    /**
     * Issue 45: a Königszabel game is shared in OpenTafl's notation too, beside
     * Zabel's own: copied, and as a file of its own name. Opened again, the
     * resigned game replays to its end, the resignation (OpenTafl's `---`)
     * included.
     */
    @Test
    fun aKoenigszabelGameIsSharedInOpenTaflsNotationToo() {
        launch()
        val id = koenigszabelResigned()
        val records = zabel.replay(id)!!.records()
        assertEquals(listOf("Zabel", "OpenTafl"), records.map { it.notation })
        val opentafl = records[1].text
        val header = "[variant:Königszabel]\n[result:-1]\n[termination:defenders (attackers resigned)]\ndim:13 "
        assertTrue(opentafl, opentafl.startsWith(header) && opentafl.endsWith(" ---\n"))
        click("record-menu")
        rule.onNodeWithTag("copy-record-OpenTafl").assertTextEquals(EN.copyRecordFor("OpenTafl"))
        click("copy-record-OpenTafl")
        assertEquals(opentafl, files.clipboard)
        assertMessage(EN.recordCopied, error = false)
        // A notice given before a language switch is said in the new language.
        rule.runOnIdle { state.saveSettings(state.settings.copy(language = "de")) }
        rule.waitForIdle()
        assertMessage(DE.recordCopied, error = false)
        rule.runOnIdle { state.saveSettings(state.settings.copy(language = "en")) }
        rule.waitForIdle()
        click("record-menu")
        click("share-record-OpenTafl")
        rule.waitUntil(10_000) { files.shared.isNotEmpty() }
        val shared = files.shared.single()
        assertTrue(shared.name, shared.name.endsWith("zabel-game-opentafl.txt"))
        assertEquals(opentafl, shared.readText())
        fromRecordMenu("copy-record")
        assertEquals("Zabel's own record stays the first", records[0].text, files.clipboard)
        inEachLanguage { language, s ->
            click("record-menu")
            rule.onNodeWithTag("share-record-OpenTafl").assertTextEquals(s.shareRecordFor("OpenTafl"))
            for (theme in listOf("light", "dark")) {
                dark = theme == "dark"
                shot("game-over-opentafl-$language-$theme")
            }
            click("copy-record-OpenTafl")
        }
        dark = false
        files.clipboard = opentafl
        click("home")
        click("history")
        click("paste-record")
        assertEquals(Screen.Replaying(null), state.screen)
        val opened = state.replay.replay!!.view(state.replay.replay!!.plies())
        assertEquals(EndReason.RESIGNED, opened.result!!.reason)
        assertEquals(zabel.replay(id)!!.view(opened.moves.size.toUInt()).result, opened.result)
    }

    /**
     * The board composable draws a 13×13 view from the core as it draws 5×5:
     * a Königszabel game between two humans, started through the bindings and
     * played to its end by tapping the cells the core marks.
     */
    @Test
    fun aKoenigszabelBoardIsDrawnFromItsViewAndPlayedByTapping() {
        launch()
        rule.runOnIdle { state.start(koenigszabel) }
        rule.waitForIdle()
        val start = state.view!!
        assertEquals(Variant.KOENIGSZABEL, start.variant)
        assertEquals(169, start.board.cells.size)
        assertEquals(Terrain.Throne, start.board.cells.single { it.name == "g7" }.terrain)
        assertEquals(PieceKind.KING, start.board.cells.single { it.name == "g7" }.piece?.kind)
        // Every cell is on screen, tappable, and says what it is.
        for (cell in start.board.cells) rule.onNodeWithTag("cell-${cell.name}").assertIsDisplayed()
        rule.onNodeWithContentDescription("g7, king, on the throne").assertIsDisplayed()
        rule.onNodeWithContentDescription("a13, an empty castle").assertIsDisplayed()
        rule.onNodeWithTag("turn").assertTextContains("Attackers to move")
        assertTrue("no die, no roll button", rule.onAllNodesWithTag("roll").fetchSemanticsNodes().isEmpty())
        screenshot(File(out, "koenigszabel-board-en-light.png"), "board")

        // An ignored tap (the defenders' king while the attackers move) is said in the core's words, and nothing changes.
        click("cell-g7")
        rule.onNodeWithTag("message").assertTextEquals(coreText("en", "tap-not-movable"))
        assertEquals(start, state.view)
        // A piece picked: it is marked as moving and its targets show.
        humanTap(start)
        assertEquals(Phase.CHOOSE_TARGET, state.view!!.phase)
        click("cell-g7")
        rule.onNodeWithTag("message").assertTextEquals(coreText("en", "tap-not-a-target"))
        rule.runOnIdle { state.saveSettings(state.settings.copy(language = "de")) }
        click("cell-g7")
        rule.onNodeWithTag("message").assertTextEquals(coreText("de", "tap-not-a-target"))
        rule.runOnIdle { state.saveSettings(state.settings.copy(language = "en")) }
        assertEquals(Phase.CHOOSE_TARGET, state.view!!.phase)
        screenshot(File(out, "koenigszabel-target-en-light.png"), "board")
        humanTap(state.view!!)
        assertEquals(1, state.view!!.moves.size)
        assertTrue(state.view!!.board.cells.any { it.mark == Mark.LAST_TO })
        rule.onNodeWithTag("turn").assertTextContains("Defenders to move")
        dark = true
        screenshot(File(out, "koenigszabel-board-en-dark.png"), "board")
        rule.runOnIdle { state.saveSettings(state.settings.copy(language = "de")) }
        screenshot(File(out, "koenigszabel-screen-de-dark.png"))
        rule.runOnIdle { state.saveSettings(state.settings.copy(language = "en")) }
        dark = false

        var plies = 1
        while (true) {
            val view = waitForHuman()
            if (view.phase == Phase.OVER) break
            assertTrue("the game ends", plies < 2_000)
            humanTap(view)
            if (state.view!!.moves.size > plies) plies = state.view!!.moves.size
        }
        val result = state.view!!.result!!
        val players = state.view!!.seats.map { it.player }
        assertEquals(2, result.scores.size)
        rule.onNodeWithTag("scores").assertTextContains("Attackers", substring = true)
        if (result.winner == null) rule.onNodeWithTag("scores").assertTextContains("½", substring = true)
        if (result.reason == EndReason.REPETITION) rule.onNodeWithText("Draw: the same position for the third time").assertIsDisplayed()
        val id = state.view!!.gameId ?: error("the game is in the history")
        val total = state.view!!.moves.size
        screenshot(File(out, "koenigszabel-over-en-light.png"))
        rule.runOnIdle { state.saveSettings(state.settings.copy(language = "de")) }
        screenshot(File(out, "koenigszabel-over-de-light.png"))
        rule.runOnIdle { state.saveSettings(state.settings.copy(language = "en")) }

        // In the history with its players and result, and replayed from there.
        click("home")
        click("history")
        rule.onNodeWithTag("game-$id").assertTextContains("Königszabel")
        rule.onNodeWithTag("game-$id").assertTextContains("Attackers: Person")
        rule.onNodeWithTag("game-$id").assertTextContains(EN.result(Variant.KOENIGSZABEL, result, players))
        screenshot(File(out, "koenigszabel-history-en-light.png"))
        click("game-$id")
        assertTrue(state.screen is Screen.Replaying)
        val first = state.replay.view!!
        assertEquals(Variant.KOENIGSZABEL, first.variant)
        assertEquals(169, first.board.cells.size)
        assertNull(first.die)
        assertTrue(first.moves.isEmpty())
        repeat(total) { click("next") }
        assertEquals(result, state.replay.view!!.result)
        // The result heads the list under the board, which followed the moves down: back up to it.
        rule.onNodeWithTag("reviews").performScrollToNode(hasText(EN.result(Variant.KOENIGSZABEL, result, players), substring = true))
        rule.onNodeWithText(EN.result(Variant.KOENIGSZABEL, result, players), substring = true).assertIsDisplayed()
        screenshot(File(out, "koenigszabel-replay-en-light.png"))
        // A review of a long game takes a while; cancelled, it shows the plies it has.
        click("review")
        rule.onNodeWithTag("reviewing").assertIsDisplayed()
        click("cancel-review")
        rule.waitUntil(30_000) { !state.review.ui.running }
        rule.waitForIdle()
        assertNull(state.message)
        val partial = state.review.ui.reviews!!
        assertTrue("${partial.size} of $total", partial.size <= total)
        assertEquals((1..partial.size).toList(), partial.map { it.number.toInt() })
        assertTrue(partial.all { it.roll == null })
        rule.onNodeWithTag("reviewing").assertDoesNotExist()
    }

    /**
     * Königszabel from Home by taps alone: the new-game screen's choices (level
     * 2, the defenders, the shieldwall), a few moves and a hint, resignation,
     * and the game in the history with its players and result.
     */
    @Test
    fun aKoenigszabelGameIsChosenOnItsNewGameScreenPlayedByTappingAndKept() {
        launch()
        click("new-koenigszabel")
        assertEquals(Screen.NewKoenigszabel, state.screen)
        val levels = zabel.levels(Variant.KOENIGSZABEL)
        assertEquals(8, levels.size)
        for (level in levels) {
            reach("level-${level.level}")
            rule.onNodeWithTag("level-${level.level}").assertTextContains("${level.level}. ${level.name}", substring = true)
        }
        rule.onNodeWithTag("level-1").assertTextContains("Elo\u00A01000", substring = true)
        for (level in levels.filter { it.rating == null }) rule.onNodeWithTag("level-${level.level}").assertTextContains(EN.notRatedYet, substring = true)
        rule.onNodeWithTag("level-2").assertTextContains("2. Watchman", substring = true)
        click("level-2")
        rule.onNodeWithTag("level-2").assertIsSelected()
        click("side-defenders")
        rule.onNodeWithTag("side-defenders").assertIsSelected()
        rule.onNodeWithTag("side-attackers").assertIsNotSelected()
        click("shieldwall")
        assertTrue(state.choices.shieldwall)
        // A person at this device plays both sides: no side to choose.
        click("friend")
        rule.onNodeWithTag("side-defenders").assertDoesNotExist()
        click("level-2")
        reach("side-defenders")
        rule.onNodeWithTag("side-defenders").assertIsSelected()
        click("start")

        assertEquals(Screen.Board, state.screen)
        assertEquals(Variant.KOENIGSZABEL, state.view!!.variant)
        assertEquals("rated only when level 2 is measured", levels[1].rating != null, state.view!!.rated)
        var hinted = false
        while (true) {
            val view = waitForHuman()
            if (view.phase == Phase.OVER) break
            assertEquals("the human defends", 1, view.seats.single { it.toMove }.seat.toInt())
            if (view.moves.size >= 8) {
                resign()
                break
            }
            if (!hinted && view.phase == Phase.CHOOSE_PIECE && view.moves.size >= 3) {
                hint()
                rule.waitUntil(30_000) { !state.hints.running }
                rule.waitForIdle()
                assertEquals(3, rule.onAllNodesWithTag("hint-line").fetchSemanticsNodes().size)
                assertFalse("a hint makes the game unrated", state.view!!.rated)
                hinted = true
                continue
            }
            humanTap(view)
        }
        assertTrue(hinted)
        val end = state.view!!
        assertEquals(Phase.OVER, end.phase)
        val result = end.result!!
        // The one reason, the core's: a hint was shown (issue 61: not the list of every reason there is).
        rule.onNodeWithTag("rating-change").assertTextEquals(EN.notRated(app.zabel.core.NotRated.HINT))

        // Play again: back to Königszabel's new-game screen, the choices kept.
        click("play-again")
        assertEquals(Screen.NewKoenigszabel, state.screen)
        rule.onNodeWithTag("level-2").assertIsSelected()
        reach("side-defenders")
        rule.onNodeWithTag("side-defenders").assertIsSelected()
        click("back")
        click("history")
        val game = zabel.history(1u, null).single()
        assertEquals(end.gameId, game.id)
        assertEquals(listOf(PlayerKind.Computer(2u), PlayerKind.Human), game.players)
        assertTrue("the shieldwall option is in the record", game.record.contains("Shieldwall: on"))
        val entry = rule.onNodeWithTag("game-${game.id}")
        entry.assertTextContains("Königszabel")
        entry.assertTextContains("Attackers: Watchman (computer, level 2)")
        entry.assertTextContains("Defenders: You")
        entry.assertTextContains(EN.result(Variant.KOENIGSZABEL, result, game.players))
        screenshot(File(out, "koenigszabel-from-home-history-en-light.png"))
    }

    /** Home → the new-game screen of three or four: the game, you at the first seat, computers of [level] at the others. */
    private fun startManyPlayers(game: String, humans: Set<Int> = setOf(0), level: Int = 1) {
        click("new-quattro")
        assertEquals(Screen.NewQuattro, state.screen)
        click("game-$game")
        val seats = if (game == "trio") 3 else 4
        rule.onNodeWithTag("seat-${seats - 1}").assertIsDisplayed()
        // (A lazy list may keep a removed row's node for reuse, hidden: count the shown ones.)
        assertEquals(seats, (0..3).count { seat -> rule.onAllNodesWithTag("seat-$seat-human").fetchSemanticsNodes().any { it.layoutInfo.isPlaced } })
        for (seat in 0 until seats) click(if (seat in humans) "seat-$seat-human" else "seat-$seat-level-$level")
        click("start")
        assertEquals(Screen.Board, state.screen)
    }

    /**
     * Plays a game of three or four by taps alone, the human's rolls and
     * stones; the computers move meanwhile. Checks on the way that the seat
     * list shows the one to move and any seat that dropped out. Returns the
     * seats seen dropped out.
     */
    private fun playManyPlayersByTapping(): Set<Int> {
        val dropped = mutableSetOf<Int>()
        var taps = 0
        while (true) {
            val view = waitForHuman()
            if (view.phase == Phase.OVER) return dropped
            assertTrue("the game ends", ++taps < 2_000)
            val toMove = view.seats.single { it.toMove }
            assertEquals("a person's turn", PlayerKind.Human, toMove.player)
            rule.onNodeWithTag("turn").assertTextContains(state.strings.toMove(view.variant, toMove.seat.toInt()))
            rule.onNodeWithTag("seat-${toMove.seat}").assertTextContains("▶", substring = true)
            for (seat in view.seats.filter { it.droppedOut }) {
                rule.onNodeWithTag("seat-${seat.seat}").assertTextContains(state.strings.droppedOut, substring = true)
                dropped += seat.seat.toInt()
            }
            assertTrue("no hints in games of three and four", rule.onAllNodesWithTag("hint").fetchSemanticsNodes().isEmpty())
            humanTap(view)
        }
    }

    /** The end of a game of [seats]: a score per seat, won by a team, unrated, in the history by its name. */
    private fun checkTeamResult(variant: Variant, seats: Int) {
        val end = state.view!!
        assertEquals(variant, end.variant)
        val result = end.result!!
        assertEquals(seats, result.scores.size)
        val winners = winners(result)
        val team = end.seats[winners.first()].team
        assertEquals(end.seats.filter { it.team == team }.map { it.seat.toInt() }, winners)
        rule.onNodeWithText(EN.result(variant, result, end.seats.map { it.player })).assertIsDisplayed()
        rule.onNodeWithTag("scores").assertTextContains(EN.scores(variant, result))
        rule.onNodeWithTag("rating-change").assertTextContains(EN.unratedTeams)
        assertTrue("no review for these games", rule.onAllNodesWithTag("review").fetchSemanticsNodes().isEmpty())
        rule.onNodeWithTag("seats").assertIsDisplayed()
        assertFalse(end.rated)
        assertEquals(0u, zabel.rating(Variant.EINSTEIN).games)

        click("home")
        click("history")
        val game = zabel.history(1u, null).single()
        assertEquals(end.gameId, game.id)
        assertFalse(game.rated)
        val entry = rule.onNodeWithTag("game-${game.id}")
        entry.assertTextContains(EN.gameName(variant))
        entry.assertTextContains("Top left: You")
        entry.assertTextContains(EN.result(variant, result, game.players))
        screenshot(File(out, "history-${variant.name.lowercase()}-en-light.png"))
        click("game-${game.id}")
        screenshot(File(out, "replay-${variant.name.lowercase()}-en-light.png"))
        assertEquals(36, state.replay.view!!.board.cells.size)
        click("next")
        assertEquals(1, state.replay.view!!.moves.size)
    }

    @Test
    fun aFourPlayerGameOfOneHumanAndThreeComputersIsChosenOnHomeAndPlayedByTappingToItsTeamResult() {
        launch()
        startManyPlayers("quattro-diagonal")
        val start = state.view!!
        assertEquals(Variant.QUATTRO_DIAGONAL, start.variant)
        assertEquals(listOf(PlayerKind.Human) + List(3) { PlayerKind.Computer(1u) }, start.seats.map { it.player })
        // The one board view draws 6×6 from the view: every cell on screen, every home corner in its seat's colour.
        assertEquals(6u.toUByte(), start.board.width)
        for (cell in start.board.cells) rule.onNodeWithTag("cell-${cell.name}").assertIsDisplayed()
        assertEquals(4, start.board.cells.map { it.terrain }.filterIsInstance<Terrain.HomeCorner>().map { it.seat }.toSet().size)
        assertEquals(setOf(0, 1), start.seats.map { it.team.toInt() }.toSet())
        for (seat in start.seats) rule.onNodeWithTag("seat-${seat.seat}").assertTextContains(EN.team(seat.team.toInt()), substring = true)
        val dropped = playManyPlayersByTapping()
        println("desktop: a Quattro game by taps, ${state.view!!.moves.size} plies, seats seen dropped out: $dropped")
        checkTeamResult(Variant.QUATTRO_DIAGONAL, 4)
        // Play again: back to the same game's new-game screen.
        rule.runOnIdle { state.go(Screen.Home) }
        rule.runOnIdle { state.playAgain(Variant.QUATTRO_LONGLINE) }
        rule.waitForIdle()
        assertEquals(Screen.NewQuattro, state.screen)
        rule.onNodeWithTag("game-quattro-longline").assertIsSelected()
    }

    @Test
    fun aThreePlayerGameIsPlayedByTappingToItsEndOneAgainstTwo() {
        launch()
        startManyPlayers("trio")
        val start = state.view!!
        assertEquals(Variant.TRIO, start.variant)
        assertEquals(3, start.seats.size)
        assertEquals(listOf(1, 2), start.seats.groupBy { it.team }.values.map { it.size }.sorted())
        // The first seat is drawn, so computers may have moved already; no stone is lost but by a capture.
        assertEquals(18 - start.moves.count { 'x' in it }, start.board.cells.count { it.piece != null })
        playManyPlayersByTapping()
        checkTeamResult(Variant.TRIO, 3)
    }

    /** Two people and a computer: before a person's turn that follows the other person's, the device is handed over. */
    @Test
    fun withTwoPeopleTheDeviceIsHandedOverBetweenTheirTurns() {
        launch()
        startManyPlayers("trio", humans = setOf(0, 1))
        var handOvers = 0
        var lastPerson: Int? = null
        while (handOvers < 3) {
            rule.waitUntil(30_000) { state.view?.phase != Phase.COMPUTER_TURN }
            rule.waitForIdle()
            val view = state.view!!
            if (view.phase == Phase.OVER) break
            val toMove = view.seats.single { it.toMove }.seat.toInt()
            val pause = state.handOver
            if (lastPerson != null && lastPerson != toMove) {
                assertEquals("a pause before ${EN.seat(view.variant, toMove)}", toMove, pause?.toInt())
                rule.onNodeWithTag("hand-over").assertTextContains(EN.handOver(view.variant, toMove))
                assertTrue("the board waits", rule.onAllNodesWithTag("board").fetchSemanticsNodes().isEmpty())
                // A roll meanwhile is no move.
                rule.runOnIdle { state.roll() }
                assertEquals(view, state.view)
                if (handOvers == 0) screenshot(File(out, "hand-over-en-light.png"))
                click("handed-over")
                handOvers++
                rule.onNodeWithTag("board").assertIsDisplayed()
            } else {
                assertNull("no pause for the same person", pause)
            }
            lastPerson = toMove
            humanTap(state.view!!)
        }
        assertTrue("handed over at least once", handOvers > 0)
    }

    /** The new screens of the games of three and four, in both languages, light and dark. */
    @Test
    fun theScreensOfThreeAndFourPlayersAreRenderedInBothLanguagesLightAndDark() {
        launch()
        val written = mutableListOf<File>()
        for (language in listOf("en", "de")) {
            rule.runOnIdle { state.saveSettings(state.settings.copy(language = language)) }
            for (theme in listOf("light", "dark")) {
                dark = theme == "dark"
                fun shot(name: String) {
                    written += screenshot(File(out, "$name-$language-$theme.png"))
                }
                rule.runOnIdle { state.go(Screen.Home) }
                click("new-quattro")
                click("game-quattro-longline")
                click("seat-1-human")
                click("seat-2-level-3")
                shot("new-quattro")
                click("game-trio"); shot("new-trio")
                // A four-player game a few moves in: the seats, the one to move, the 6×6 board.
                rule.runOnIdle { state.go(Screen.Home) }
                startManyPlayers("quattro-diagonal")
                repeat(3) { humanTap(waitForHuman()) }
                waitForHuman(); shot("quattro-board")
                // Two people and a computer: the hand-over between them.
                rule.runOnIdle { state.go(Screen.Home) }
                startManyPlayers("trio", humans = setOf(0, 1))
                while (state.handOver == null) {
                    rule.waitUntil(30_000) { state.view?.phase != Phase.COMPUTER_TURN }
                    rule.waitForIdle()
                    if (state.handOver == null) humanTap(state.view!!)
                }
                shot("hand-over")
                click("handed-over")
                waitForHuman(); shot("trio-board")
                // A finished game: the team result.
                rule.runOnIdle { state.go(Screen.Home) }
                startManyPlayers("quattro-longline")
                playManyPlayersByTapping()
                shot("quattro-over")
            }
        }
        assertEquals(24, written.size)
        println("desktop: ${written.size} screenshots of three and four players in $out")
    }


    /** The centre of the home corner of [seat] on the board, in the root's pixels. */
    private fun cornerCentre(view: GameView, seat: UByte): Offset {
        val cells = view.board.cells.filter { (it.terrain as? Terrain.HomeCorner)?.seat == seat }.map { bounds("cell-${it.name}").center }
        return Offset(cells.map { it.x }.average().toFloat(), cells.map { it.y }.average().toFloat())
    }

    /**
     * Issue 45 defect 9, the seats and moves of three and four players: the
     * legend read "Bottom right, Bottom left" in its second row, mirrored
     * against the board, and the move line was cut at the window's bottom.
     * Now each seat's entry lies on the side of the legend where its home
     * corner lies on the board (left and right, top and bottom), in Quattro
     * and the trio; on a phone (412 × 768 dp) the move line is wholly in the
     * window and whole, in both languages.
     */
    @Test
    fun theSeatLegendLiesAsTheCornersOnTheBoardAndTheMoveLineIsInTheWindow() {
        window = DpSize(412.dp, 768.dp)
        launch()
        for (game in listOf("quattro-diagonal", "quattro-longline", "trio")) {
            rule.runOnIdle { state.go(Screen.Home) }
            rule.waitForIdle()
            startManyPlayers(game)
            repeat(2) { humanTap(waitForHuman()).also { waitForHuman() } }
            val view = waitForHuman()
            val board = bounds("board").center
            val legend = bounds("seats").center
            for (seat in view.seats) {
                val corner = cornerCentre(view, seat.seat)
                val entry = bounds("seat-${seat.seat}").center
                val name = "$game: ${EN.seat(view.variant, seat.seat.toInt())}"
                assertEquals("$name, left or right", corner.x < board.x, entry.x < legend.x)
                assertEquals("$name, top or bottom", corner.y < board.y, entry.y < legend.y)
            }
            for (language in listOf("en", "de")) {
                rule.runOnIdle { state.saveSettings(state.settings.copy(language = language)) }
                rule.waitForIdle()
                val moves = bounds("moves")
                assertTrue("$game, $language: the move line at $moves, the window ${bounds("root")}", moves.bottom <= bounds("root").bottom && moves.top >= bounds("root").top)
                rule.onNodeWithTag("move-${view.moves.size}").assertTextContains(view.moves.last(), substring = true)
                val clipped = clippedTexts()
                assertTrue("$game, $language: $clipped", clipped.isEmpty())
                screenshot(File(out, "seats-$game-$language-light.png"))
            }
            rule.runOnIdle { state.saveSettings(state.settings.copy(language = "en")) }
        }
    }

    /**
     * Issue 45 defect 9, the pace: three computers' moves came within 0.2 s,
     * too fast to follow. Now each computer's move stays in view for the
     * pace chosen in the settings (0.7 s unless changed) before the next
     * computer moves; the first one waits as long after the person's move.
     * Here the person picks the slow pace. (Reduced motion sets the pace to
     * nothing, and every other test here runs so.)
     */
    @Test
    fun computersMoveAtThePaceChosenInTheSettings() {
        // The time each ply was shown, and whether a computer played it.
        val plies = mutableListOf<Pair<Long, Boolean>>()
        var last: GameView? = null
        launch(paced = true) { view, time ->
            val before = last
            if (view != null && before != null && view.variant == before.variant && view.moves.size == before.moves.size + 1) {
                plies += time to (before.seats.first { it.toMove }.player is PlayerKind.Computer)
            }
            last = view
        }
        assertEquals("the default", Pace.STEADY, state.settings.pace)
        click("settings")
        rule.onNodeWithTag("pace-slow").performScrollTo().performClick()
        rule.waitForIdle()
        assertEquals(Pace.SLOW, state.settings.pace)
        val pace = paceMillis(Pace.SLOW).toLong().milliseconds
        assertTrue("slower than the default", pace > paceMillis(Pace.STEADY).toLong().milliseconds)
        rule.runOnIdle { state.go(Screen.Home) }
        rule.waitForIdle()
        startManyPlayers("quattro-diagonal")
        while (plies.count { it.second } < 7) {
            val view = waitForHuman()
            if (view.phase == Phase.OVER) break
            humanTap(view)
        }
        val gaps = plies.zipWithNext().filter { it.second.second }.map { it.second.first - it.first.first }
        assertTrue("computer moves seen: $plies", gaps.size >= 5)
        // The pace includes the computer's thinking, timed on the wall clock, which a loaded machine stretches,
        // while the test reads the UI's own clock: a tenth of the pace as slack still tells slow (1.4 s) from the
        // default (0.7 s). (It once saw 1344 ms with two measurements running beside it.)
        val slack = pace.inWholeMilliseconds / 10
        assertTrue("each computer's move waits ${pace.inWholeMilliseconds} ms after the one before: $gaps ms", gaps.all { it >= pace.inWholeMilliseconds - slack })
    }

    /** Brings the node tagged [tag] into view: scrolls whichever list or page holds it. */
    /** A record's copy or share, from the top bar's menu. */
    private fun fromRecordMenu(tag: String) {
        click("record-menu")
        click(tag)
    }

    private fun reach(tag: String) {
        // A lazy list places only what is in view, and may place an item cut by its edge,
        // where a tap lands beside it: scroll the list until the item is whole.
        val whole = hasTestTag(tag) and SemanticsMatcher("whole in view") {
            it.layoutInfo.isPlaced && it.boundsInRoot.height >= it.size.height - 0.5f && it.boundsInRoot.width >= it.size.width - 0.5f
        }
        if (rule.onAllNodes(whole).fetchSemanticsNodes().isEmpty()) {
            for (list in rule.onAllNodes(hasScrollToNodeAction()).fetchSemanticsNodes()) {
                runCatching { rule.onNode(SemanticsMatcher("list ${list.id}") { it.id == list.id }).performScrollToNode(hasTestTag(tag)) }
                if (rule.onAllNodes(whole).fetchSemanticsNodes().isNotEmpty()) break
            }
        }
        // (A node outside any scrolling page or list is where it is.)
        runCatching { rule.onNodeWithTag(tag).performScrollTo() }
        rule.waitForIdle()
    }

    /**
     * Issue 45, the new-game screens on a phone turned sideways (780 × 360
     * dp): the Start button was below the window and could not be scrolled
     * to. Now, for every game, Start can be scrolled into the window and a
     * tap on it starts the game; at twice the font size too.
     */
    @Test
    fun everyNewGameScreenStartsOnAPhoneTurnedSideways() {
        window = DpSize(780.dp, 360.dp)
        launch()
        val games = listOf<Pair<String, () -> Unit>>(
            "einstein" to { reach("new-einstein"); click("new-einstein"); reach("level-1"); click("level-1") },
            "koenigszabel" to { reach("new-koenigszabel"); click("new-koenigszabel") },
            "quattro" to { reach("new-quattro"); click("new-quattro"); reach("game-quattro-diagonal"); click("game-quattro-diagonal") },
            "trio" to { reach("new-quattro"); click("new-quattro"); reach("game-trio"); click("game-trio") },
        )
        for (scale in listOf(1f, 2f)) {
            fontScale = scale
            for ((game, open) in games) {
                rule.runOnIdle { state.go(Screen.Home) }
                rule.waitForIdle()
                open()
                val name = "$game at ${(scale * 100).toInt()} %"
                reach("start")
                rule.onNodeWithTag("start").assertIsDisplayed()
                val start = bounds("start")
                val window = bounds("root")
                assertTrue("$name: Start at $start, the window $window", start.top >= window.top && start.bottom <= window.bottom && start.right <= window.right)
                screenshot(File(out, "new-$game-landscape${if (scale > 1f) "-font200" else ""}-en-light.png"))
                click("start")
                if (asked()) click("confirm")
                assertEquals(name, Screen.Board, state.screen)
            }
        }
    }

    /**
     * Issue 45 defects 3 and 14, the rating screen: with no rated game it
     * claimed a rating ("Your Elo: 1200 · 0 rated games") beside "Play the
     * computer to get a rating"; after one, the line named the rated games
     * twice ("1 rated game (provisional: 1 of 20 rated games)"). Now no game
     * shows the invitation alone, one game a rating, its chart and the
     * count once; in both languages. The two games' tabs span the width.
     */
    @Test
    fun theRatingScreenSaysItsRatingOnceAndNothingBeforeTheFirstGame() {
        launch()
        inEachLanguage { language, s ->
            rule.runOnIdle { state.go(Screen.Rating(Variant.KOENIGSZABEL)) }
            rule.waitForIdle()
            assertTrue("$language: no rating before the first game", rule.onAllNodesWithTag("elo").fetchSemanticsNodes().isEmpty())
            assertTrue("$language: no chart before the first game", rule.onAllNodesWithTag("chart").fetchSemanticsNodes().isEmpty())
            rule.onNodeWithText(s.noRatedGames).assertIsDisplayed()
            val tabs = bounds("rating-tabs")
            assertTrue("$language: the tabs span the width: $tabs", tabs.width >= bounds("root").width - 2 * 16 * rule.density.density - 1)
            screenshot(File(out, "rating-none-$language-light.png"))
        }
        rule.runOnIdle { state.saveSettings(state.settings.copy(language = "en")) }
        koenigszabelResigned()
        inEachLanguage { language, s ->
            rule.runOnIdle { state.go(Screen.Rating(Variant.KOENIGSZABEL)) }
            rule.waitForIdle()
            val line = rule.onNodeWithTag("elo").fetchSemanticsNode().config[SemanticsProperties.Text].joinToString()
            val rated = if (language == "de") "gewertet" else "rated"
            assertEquals("$language: '$line' names the rated games once", 1, Regex(rated).findAll(line).count())
            rule.onNodeWithTag("chart").assertIsDisplayed()
            assertTrue("$language: no invitation beside a rating", rule.onAllNodesWithText(s.noRatedGames).fetchSemanticsNodes().isEmpty())
            screenshot(File(out, "rating-one-$language-light.png"))
        }
    }

    /** A rated EinStein game against [level]: the human takes a turn or two, then resigns. */
    private fun einsteinResigned(level: UByte) {
        rule.runOnIdle { state.start(GameConfig(listOf(PlayerKind.Human, PlayerKind.Computer(level)), GameOptions.Einstein(FirstMover.RED, emptyList(), emptyList()), 3u)) }
        while (true) {
            val view = waitForHuman()
            if (view.phase == Phase.OVER || view.moves.size >= 2) break
            humanTap(view)
        }
        if (state.view!!.phase != Phase.OVER) resign()
    }

    /**
     * Issue 45: the rating screen says the best rating reached beside the
     * current one, and under each level played the person's record against
     * it ("0 won · 0 drawn · 2 lost"), nothing under the levels never
     * played; the numbers are the core's standing, in both languages, light
     * and dark. The other game's tab has neither.
     */
    @Test
    fun theRatingScreenShowsTheBestRatingAndTheRecordAgainstEachLevelPlayed() {
        launch()
        koenigszabelResigned()
        koenigszabelResigned()
        val standing = zabel.standing(Variant.KOENIGSZABEL)
        // Two losses from 1200: the best is the rating after the first.
        val best = standing.best!!
        assertEquals(zabel.ratingHistory(Variant.KOENIGSZABEL).first().change.after, best, 1e-9)
        assertTrue("the best is above the current rating", best > zabel.rating(Variant.KOENIGSZABEL).rating)
        assertEquals(listOf(LevelRecord(1u, 0u, 0u, 2u)), standing.levels)
        assertEquals("Best: ${best.roundToInt()}", EN.bestRating(best))
        assertEquals("Bestwert: ${best.roundToInt()}", DE.bestRating(best))
        // A count keeps its word, and the dot after it, on its line: no-break spaces.
        assertEquals("0\u00A0won\u00A0· 0\u00A0drawn\u00A0· 2\u00A0lost", EN.levelRecord(standing.levels[0]))
        assertEquals("3\u00A0gewonnen\u00A0· 1\u00A0unentschieden\u00A0· 12\u00A0verloren", DE.levelRecord(LevelRecord(1u, 3u, 1u, 12u)))
        for ((language, s) in listOf("en" to EN, "de" to DE)) {
            rule.runOnIdle { state.saveSettings(state.settings.copy(language = language)) }
            rule.runOnIdle { state.go(Screen.Home) }
            rule.runOnIdle { state.go(Screen.Rating(Variant.KOENIGSZABEL)) }
            rule.waitForIdle()
            rule.onNodeWithTag("best-rating").assertTextEquals(s.bestRating(best)).assertIsDisplayed()
            reach("rating-record-1")
            // Broken between the results, if at all: a line break for the dot.
            val record = rule.onNodeWithTag("rating-record-1", useUnmergedTree = true).assertIsDisplayed().fetchSemanticsNode().config[SemanticsProperties.Text].joinToString()
            assertEquals(s.levelRecord(standing.levels[0]), record.replace("\n", DOT))
            // Inside its level's card.
            val card = bounds("rating-level-1")
            val line = rule.onNodeWithTag("rating-record-1", useUnmergedTree = true).fetchSemanticsNode().boundsInRoot
            assertTrue("$language: the record $line in its card $card", card.contains(line.topLeft) && card.contains(line.bottomRight - Offset(1f, 1f)))
            // From the top: the best beside the rating, the chart, the first levels.
            rule.onNode(hasScrollToIndexAction()).performScrollToIndex(0)
            for (theme in listOf("light", "dark")) {
                dark = theme == "dark"
                screenshot(File(out, "rating-standing-$language-$theme.png"))
            }
            dark = false
            for (opponent in zabel.opponents(Variant.KOENIGSZABEL).filter { it.level != 1.toUByte() }) {
                reach("rating-level-${opponent.level}")
                assertTrue("$language: no record for level ${opponent.level}", rule.onAllNodesWithTag("rating-record-${opponent.level}", useUnmergedTree = true).fetchSemanticsNodes().isEmpty())
            }
            // No EinStein game yet: no best, no records.
            click("rating-einstein")
            assertTrue("$language: no best before a rated game", rule.onAllNodesWithTag("best-rating").fetchSemanticsNodes().isEmpty())
            assertTrue("$language: no records", rule.onAllNodes(SemanticsMatcher("a record") { it.config.getOrNull(SemanticsProperties.TestTag)?.startsWith("rating-record-") == true }, useUnmergedTree = true).fetchSemanticsNodes().isEmpty())
        }
    }

    /**
     * Issue 45: the best rating and the records of both kinds of level row
     * (EinStein's one chance, Königszabel's chance per side) stay whole at
     * twice the font size on a 360 dp phone, in both languages.
     */
    @Test
    fun theBestRatingAndTheLevelRecordsStayWholeAtTwiceTheFontSizeOnANarrowPhone() {
        launch()
        koenigszabelResigned()
        einsteinResigned(3u)
        assertEquals(listOf(LevelRecord(3u, 0u, 0u, 1u)), zabel.standing(Variant.EINSTEIN).levels)
        window = DpSize(360.dp, 740.dp)
        fontScale = 2f
        for ((language, s) in listOf("en" to EN, "de" to DE)) {
            rule.runOnIdle { state.saveSettings(state.settings.copy(language = language)) }
            for ((kind, level) in listOf(Variant.EINSTEIN to 3, Variant.KOENIGSZABEL to 1)) {
                rule.runOnIdle { state.go(Screen.Home) }
                rule.runOnIdle { state.go(Screen.Rating(kind)) }
                rule.waitForIdle()
                val name = kind.name.lowercase()
                rule.onNodeWithTag("best-rating").assertTextEquals(s.bestRating(zabel.standing(kind).best!!))
                var clipped = clippedTexts()
                assertTrue("$name in $language at 200 %, the top: $clipped", clipped.isEmpty())
                // Every game's tab whole in the window: a scrolling row cut the other game's name at the edge.
                assertEquals("$name in $language at 200 %: tabs past the window's edge", emptyList<String>(), pastTheEdges("rating-tabs"))
                screenshot(File(out, "font200-rating-best-$name-$language-light.png"))
                reach("rating-record-$level")
                rule.onNodeWithTag("rating-record-$level", useUnmergedTree = true).assertIsDisplayed()
                clipped = clippedTexts()
                assertTrue("$name in $language at 200 %, level $level: $clipped", clipped.isEmpty())
                assertEquals("$name in $language at 200 %, level $level", emptyList<String>(), linesStartingWithASeparator())
                assertEquals("$name in $language at 200 %, level $level", emptyList<String>(), wordsBroken())
                screenshot(File(out, "font200-rating-record-$name-$language-light.png"))
            }
        }
    }

    /**
     * A replay held upright: scrolled to its end, the review's rows get the
     * window and never run into the per-side lines. The review had a list of
     * its own under the board, a few rows high in English and a sliver in
     * German, whose rows, cut at its top edge, sat flush against the last
     * line as if drawn over it.
     */
    @Test
    fun theReplaysReviewGetsTheWindowAndStaysOffThePerSideLinesOnAPhoneHeldUpright() {
        window = DpSize(412.dp, 760.dp)
        launch()
        val id = koenigszabelResigned(plies = 12)
        inEachLanguage { language, _ ->
            reviewReplay(id)
            val last = state.review.ui.reviews!!.last().number
            rule.onNodeWithTag("reviews").performScrollToNode(hasTestTag("review-$last"))
            // Back by part of a row, so a row lies cut at an edge.
            rule.onNodeWithTag("reviews").performSemanticsAction(SemanticsActions.ScrollBy) { it(0f, -13f * rule.density.density) }
            rule.waitForIdle()
            screenshot(File(out, "replay-review-scrolled-$language-light.png"))
            val root = bounds("root")
            fun shown(tag: String) = rule.onAllNodesWithTag(tag).fetchSemanticsNodes().filter { it.layoutInfo.isPlaced && it.boundsInRoot.height > 0f && it.boundsInRoot.overlaps(root) }.map { it.boundsInRoot }
            val rows = (1..last.toInt()).flatMap { shown("review-$it") }
            val whole = (1..last.toInt()).count { n -> rule.onAllNodesWithTag("review-$n").fetchSemanticsNodes().any { it.layoutInfo.isPlaced && it.boundsInRoot.height >= it.size.height - 0.5f && it.boundsInRoot.overlaps(root) } }
            // The board stays in the window over the list (issue 61: it scrolled away under the rows).
            assertTrue("$language: the board in the window", bounds("board").top >= root.top && bounds("board").bottom <= root.bottom)
            // A row is the core's sentence, two lines at this width: still several whole in the window.
            assertTrue("$language: $whole of $last rows whole in the window", whole >= 2)
            for (line in (0..1).flatMap { shown("seat-review-$it") }) {
                for (row in rows) assertFalse("$language: row $row runs into line $line", row.overlaps(line))
            }
        }
        // Turned sideways: the board as tall as the window beside the page, which still steps and scrolls.
        window = DpSize(780.dp, 360.dp)
        rule.runOnIdle { state.saveSettings(state.settings.copy(language = "en")) }
        rule.waitForIdle()
        rule.onNodeWithTag("wide-layout").assertExists()
        rule.onNodeWithTag("reviews").performScrollToIndex(0)
        click("next")
        assertEquals(1u, state.replay.ply)
        assertTrue("the board inside the window", bounds("cell-a1").bottom <= bounds("root").bottom + 0.5f)
        assertTrue("the steps beside the board", bounds("next").left >= bounds("cell-m1").right)
        screenshot(File(out, "replay-review-landscape-en-light.png"))
    }

    /**
     * Issue 45: a hint is drawn on the board as an arrow from its piece to its
     * square, in the hint's own colour, besides the words under the board,
     * which a screen reader says as they arrive. The arrow stays while the
     * hinted piece is picked and is gone once the move is played.
     */
    @Test
    fun aHintIsDrawnOnTheBoardAsAnArrowAndSaid() {
        launch()
        rule.runOnIdle { state.start(GameConfig(listOf(PlayerKind.Human, PlayerKind.Computer(1u)), GameOptions.Koenigszabel(shieldwall = false), 3u)) }
        waitForHuman()
        assertTrue(rule.onAllNodesWithTag("hint-arrow", useUnmergedTree = true).fetchSemanticsNodes().isEmpty())
        hint()
        rule.waitUntil(30_000) { !state.hints.running }
        rule.waitForIdle()
        val best = state.hints.moves.first()
        val arrow = rule.onNodeWithTag("hint-arrow", useUnmergedTree = true).fetchSemanticsNode()
        assertEquals(best.from to best.to, arrow.config[HintArrowSquares])
        // Drawn: the hint's colour halfway between the two squares' centres.
        fun assertDrawn(name: String) {
            rule.waitForIdle()
            val board = bounds("board")
            val from = bounds("cell-${best.from}").center
            val to = bounds("cell-${best.to}").center
            val image = rule.onNodeWithTag("board").captureToImage().asSkiaBitmap()
            val mid = (from + to) / 2f - board.topLeft
            val drawn = image.getColor(mid.x.toInt(), mid.y.toInt())
            val expected = (if (dark) DarkBoard else LightBoard).hint.toArgb()
            val distance = listOf(16, 8, 0).sumOf { kotlin.math.abs((drawn shr it and 0xff) - (expected shr it and 0xff)) }
            assertTrue("$name: ${Integer.toHexString(drawn)} at the arrow's middle, not the hint's ${Integer.toHexString(expected)}", distance < 60)
        }
        // Said: the hint's words, in a live region.
        val said = rule.onNodeWithTag("hints").fetchSemanticsNode()
        assertEquals(LiveRegionMode.Polite, said.config[SemanticsProperties.LiveRegion])
        rule.onAllNodesWithTag("hint-line").onFirst().assertTextContains(best.notation, substring = true)
        for (language in listOf("en", "de")) {
            rule.runOnIdle { state.saveSettings(state.settings.copy(language = language)) }
            for (theme in listOf("light", "dark")) {
                dark = theme == "dark"
                assertDrawn("$language $theme")
                screenshot(File(out, "hint-arrow-$language-$theme.png"))
            }
        }
        dark = false
        window = DpSize(780.dp, 360.dp)
        assertDrawn("landscape")
        screenshot(File(out, "hint-arrow-landscape-de-light.png"))
        rule.runOnIdle { state.saveSettings(state.settings.copy(language = "en")) }
        window = DpSize(412.dp, 860.dp)
        rule.waitForIdle()

        // The hinted piece picked: the arrow still shows where to.
        click("cell-${best.from}")
        rule.onNodeWithTag("hint-arrow", useUnmergedTree = true).assertExists()
        // The move played: the arrow and the words are gone.
        click("cell-${best.to}")
        assertTrue(rule.onAllNodesWithTag("hint-arrow", useUnmergedTree = true).fetchSemanticsNodes().isEmpty())
        assertTrue(rule.onAllNodesWithTag("hint-line").fetchSemanticsNodes().isEmpty())
    }

    /** The history rows shown now, by game id, in order (a lazy list keeps rows it may reuse, unplaced). */
    private fun historyRows(): List<ULong> = rule.onAllNodes(SemanticsMatcher("a history row") { it.config.getOrNull(SemanticsProperties.TestTag)?.startsWith("game-") == true })
        .fetchSemanticsNodes().filter { it.layoutInfo.isPlaced }.map { it.config[SemanticsProperties.TestTag].removePrefix("game-").toULong() }

    /**
     * Issue 45: the history is filtered by game and by "rated only" with
     * chips, the core doing the filtering and paging (two games to a page
     * here, so the third is read when the list reaches its end). Each row
     * has its date, the levels by name, a won/lost/draw badge in words where
     * one person played the computer, and the rating change or a visible
     * "not rated"; filters that leave nothing say so. Both languages, light
     * and dark, on a phone, turned sideways and on a tablet.
     */
    @Test
    fun theHistoryIsFilteredByGameAndRatedOnlyAndEachRowSaysWhenHowAndWhetherRated() {
        launch(historyPage = 2u)
        fun friends(options: GameOptions): ULong {
            rule.runOnIdle { state.start(GameConfig(listOf(PlayerKind.Human, PlayerKind.Human), options, null)) }
            rule.waitForIdle()
            resign()
            return state.view!!.gameId!!
        }
        val einstein = friends(GameOptions.Einstein(FirstMover.RED, emptyList(), emptyList()))
        val rated = koenigszabelResigned()
        val taflFriends = friends(GameOptions.Koenigszabel(shieldwall = false))
        rule.runOnIdle { state.go(Screen.History) }
        rule.waitForIdle()
        assertEquals("newest first, the third read as the list reached its end", listOf(taflFriends, rated, einstein), historyRows())
        val year = java.time.Year.now().toString()
        inEachLanguage { language, s ->
            click("filter-all")
            rule.onNodeWithTag("badge-$rated", useUnmergedTree = true).assertTextEquals(s.yourScore(Score.LOSS))
            rule.onNodeWithTag("rating-$rated", useUnmergedTree = true).assertTextContains(s.ratingChange(zabel.history(1u, null, HistoryFilter(null, true)).single().ratingChange!!))
            for (friendly in listOf(einstein, taflFriends)) {
                assertTrue("friends get no badge", rule.onAllNodesWithTag("badge-$friendly", useUnmergedTree = true).fetchSemanticsNodes().isEmpty())
                rule.onNodeWithTag("rating-$friendly", useUnmergedTree = true).assertTextEquals(s.notRated)
            }
            for (id in listOf(einstein, rated, taflFriends)) rule.onNodeWithTag("date-$id", useUnmergedTree = true).assertTextContains(year, substring = true)
            rule.onNodeWithTag("game-$rated").assertTextContains(s.players(Variant.KOENIGSZABEL, listOf(PlayerKind.Human, PlayerKind.Computer(1u)))[1])
            for (theme in listOf("light", "dark")) {
                dark = theme == "dark"
                shot("history-filters-$language-$theme")
            }
            dark = false

            click("filter-koenigszabel")
            assertEquals(listOf(taflFriends, rated), historyRows())
            click("filter-rated")
            assertEquals(listOf(rated), historyRows())
            shot("history-koenigszabel-rated-$language-light")
            click("filter-einstein")
            assertEquals(emptyList<ULong>(), historyRows())
            rule.onNodeWithTag("history-empty").assertTextEquals(s.historyNoneMatch)
            shot("history-none-match-$language-light")
            click("filter-rated")
            assertEquals(listOf(einstein), historyRows())
        }
        // The filters outlast a replay and its Back.
        click("game-$einstein")
        click("back")
        assertEquals(listOf(einstein), historyRows())
        click("filter-all")
        for ((name, size, scale) in listOf(Triple("phone-landscape", DpSize(780.dp, 360.dp), 1f), Triple("tablet-landscape", DpSize(1280.dp, 800.dp), 0.75f))) {
            window = size
            pixelScale = scale
            inEachLanguage { language, _ -> shot("history-filters-$name-$language-light") }
        }
    }

    /**
     * Issue 45: a person who played one seat against the computer is told
     * "You won" / "You lost" (and why, as before) on the game-over screen,
     * in the history and in the replay, in both languages; a game of two
     * friends at one device keeps naming the seats.
     */
    @Test
    fun aPersonAgainstTheComputerIsToldYouWonOrYouLost() {
        launch()
        val id = koenigszabelResigned()
        rule.onNodeWithText("You lost: you resigned").assertIsDisplayed()
        rule.runOnIdle { state.saveSettings(state.settings.copy(language = "de")) }
        rule.waitForIdle()
        rule.onNodeWithText("Du hast verloren: du hast aufgegeben").assertIsDisplayed()
        screenshot(File(out, "game-over-you-lost-de-light.png"))
        rule.runOnIdle { state.go(Screen.History) }
        rule.waitForIdle()
        rule.onNodeWithTag("game-$id").assertTextContains("Du hast verloren: du hast aufgegeben")
        rule.runOnIdle { state.saveSettings(state.settings.copy(language = "en")) }
        rule.waitForIdle()
        rule.onNodeWithTag("game-$id").assertTextContains("You lost: you resigned")
        screenshot(File(out, "history-you-lost-en-light.png"))
        click("game-$id")
        // The replay at its end says it too.
        rule.runOnIdle { state.showReplayPly(state.replay.replay!!.plies()) }
        rule.waitForIdle()
        rule.onNodeWithTag("reviews").performScrollToNode(hasText("You lost: you resigned", substring = true))
        rule.onNodeWithText("You lost: you resigned", substring = true).assertIsDisplayed()

        // Two friends at one device: the seats are named, as before.
        rule.runOnIdle { state.start(GameConfig(listOf(PlayerKind.Human, PlayerKind.Human), GameOptions.Koenigszabel(shieldwall = false), null)) }
        rule.waitForIdle()
        resign()
        rule.onNodeWithText("The defenders won: the attackers resigned").assertIsDisplayed()
        assertTrue(rule.onAllNodesWithText("You", substring = true).fetchSemanticsNodes().isEmpty())
        screenshot(File(out, "game-over-friends-en-light.png"))
    }

    /**
     * Issue 45, a phone turned sideways (780 × 360 dp): the review's chance
     * graph, reached from the end of the review (as a screen reader or a
     * scroll reaches it), showed its curve with its label scrolled above the
     * window, so nobody could tell whose chance it was. Now the label is part
     * of the graph: whenever the graph is brought into view, its label is
     * too, in both languages.
     */
    @Test
    fun theChanceGraphsLabelIsInTheWindowOnAPhoneTurnedSideways() {
        window = DpSize(780.dp, 360.dp)
        launch()
        val id = koenigszabelResigned(plies = 12)
        reviewReplay(id)
        inEachLanguage { language, _ ->
            // Down past the graph into the rows, then back up to the graph.
            rule.onNodeWithTag("reviews").performScrollToNode(hasTestTag("chance-graph"))
            rule.onNodeWithTag("reviews").performSemanticsAction(SemanticsActions.ScrollBy) { it(0f, 250f * rule.density.density) }
            rule.onNodeWithTag("reviews").performScrollToNode(hasTestTag("chance-graph"))
            rule.waitForIdle()
            // Where the label and the graph are, whole: a part above or below the list's window is not seen.
            val window = bounds("reviews")
            fun whole(tag: String) = rule.onNodeWithTag(tag, useUnmergedTree = true).fetchSemanticsNode().let { androidx.compose.ui.geometry.Rect(it.positionInRoot, it.size.toSize()) }
            val label = whole("chance-graph-label")
            val graph = whole("chance-graph")
            assertTrue("$language: the label at $label, outside the list's window $window", label.top >= window.top - 0.5f && label.bottom <= window.bottom + 0.5f)
            assertTrue("$language: the label above its graph at $graph", label.bottom <= graph.bottom)
            screenshot(File(out, "replay-graph-label-landscape-$language-light.png"))
        }
    }

    /**
     * Defect 8: the review tied to the board. A tap on a reviewed move shows
     * the core's position after that move and marks the row; the arrows move
     * the mark; the graph has the core's chance of one side for every
     * reviewed ply, says the side and the chance at the move on the board,
     * and a tap on it goes to the nearest move. Upright and sideways, in both
     * languages, light and dark.
     */
    @Test
    @OptIn(androidx.compose.ui.test.ExperimentalTestApi::class)
    fun aReviewedMoveTappedShowsItsPositionAndTheGraphIsTheCoresChance() {
        window = DpSize(412.dp, 860.dp)
        launch()
        val id = koenigszabelResigned(plies = 12)
        reviewReplay(id)
        val reviews = state.review.ui.reviews!!
        assertTrue("a review of ${reviews.size} plies", reviews.size >= 12)
        val core = zabel.replay(id)!!
        fun drawn() = core.view(0u).board.cells.map { rule.onNodeWithTag("cell-${it.name}").fetchSemanticsNode().config[SemanticsProperties.ContentDescription].joinToString() }
        fun expected(ply: UInt) = core.view(ply).board.cells.map { it.description }
        // The graph placed in the list (a lazy list may keep one it let go composed for reuse, unplaced).
        fun graph() = rule.onAllNodesWithTag("chance-graph").fetchSemanticsNodes().single { it.layoutInfo.isPlaced }.config
        fun row(ply: UInt) = rule.onNodeWithTag("review-$ply")
        val side = EN.seat(Variant.KOENIGSZABEL, core.viewpoint().toInt())

        // The graph: one point per reviewed ply, each the core's chance of the one side.
        rule.onNodeWithTag("reviews").performScrollToNode(hasTestTag("chance-graph"))
        assertEquals(reviews.map { it.viewpointChance }, graph()[ChancePoints])
        assertTrue(graph()[ChancePoints].all { it in 0.0..1.0 })
        assertEquals(EN.chanceGraph(side), graph()[SemanticsProperties.ContentDescription].single())

        // A tap on the graph: its left end is the first reviewed move, its right end the last.
        rule.onNodeWithTag("reviews").performScrollToNode(hasTestTag("chance-graph"))
        rule.onNodeWithTag("chance-graph").performMouseInput { this.click(Offset(width - 1f, height / 2f)) }
        rule.waitForIdle()
        assertEquals(reviews.last().number, state.replay.ply)
        assertEquals(expected(reviews.last().number), drawn())
        rule.onNodeWithTag("reviews").performScrollToNode(hasTestTag("chance-graph"))
        rule.onNodeWithTag("chance-graph").performMouseInput { this.click(Offset(width * 0.5f, height / 2f)) }
        rule.waitForIdle()
        assertTrue("the middle of the graph is the middle of the game", state.replay.ply in reviews[reviews.size / 2 - 1].number..reviews[reviews.size / 2 + 1].number)

        // A reviewed move tapped: the board shows the core's position after it, its row marked.
        val chosen = reviews[6].number
        assertNotEquals(expected(0u), expected(chosen))
        rule.onNodeWithTag("reviews").performScrollToNode(hasTestTag("review-$chosen"))
        click("review-$chosen")
        assertEquals(chosen, state.replay.ply)
        assertEquals(expected(chosen), drawn())
        rule.onNodeWithTag("reviews").performScrollToNode(hasTestTag("review-$chosen"))
        row(chosen).assertIsSelected()
        assertTrue("one row selected", rule.onAllNodesWithTag("review-${reviews[0].number}").fetchSemanticsNodes().none { it.config.getOrNull(SemanticsProperties.Selected) == true })
        rule.onNodeWithTag("reviews").performScrollToNode(hasTestTag("chance-graph"))
        assertEquals(EN.chanceGraph(side) + "; " + EN.chanceGraphAt(chosen.toInt(), reviews[6].viewpointChance), graph()[SemanticsProperties.ContentDescription].single())

        // The arrows move the mark.
        // The steps stay over the list, never scrolled away.
        click("next")
        assertEquals(chosen + 1u, state.replay.ply)
        assertEquals(expected(chosen + 1u), drawn())
        rule.onNodeWithTag("reviews").performScrollToNode(hasTestTag("review-${chosen + 1u}"))
        row(chosen + 1u).assertIsSelected()
        row(chosen).assertIsNotSelected()

        rule.runOnIdle { state.showReplayPly(chosen) }
        for ((name, size) in listOf("portrait" to DpSize(412.dp, 860.dp), "landscape" to DpSize(780.dp, 360.dp))) {
            window = size
            for (language in listOf("en", "de")) {
                rule.runOnIdle { state.saveSettings(state.settings.copy(language = language)) }
                for (theme in listOf("light", "dark")) {
                    dark = theme == "dark"
                    rule.waitForIdle()
                    rule.onNodeWithTag("reviews").performScrollToNode(hasTestTag("chance-graph"))
                    rule.waitForIdle()
                    val graph = bounds("chance-graph")
                    assertTrue("$name: the graph in the window", graph.bottom <= bounds("root").bottom + 0.5f && graph.width > 0f)
                    if (name == "landscape") assertTrue("the board beside the graph", bounds("cell-a1").right <= graph.left)
                    val strings = if (language == "de") DE else EN
                    assertTrue(graph().get(SemanticsProperties.ContentDescription).single().startsWith(strings.chanceGraph(strings.seat(Variant.KOENIGSZABEL, core.viewpoint().toInt()))))
                    assertTrue("$name $language: ${clippedTexts()}", clippedTexts().isEmpty())
                    screenshot(File(out, "replay-graph-$name-$language-$theme.png"))
                }
            }
        }
        dark = false
        core.close()
    }

    /**
     * Defect 12: on the board of a game of three or four, in German on a
     * phone, "Würfeln", "Zurücknehmen" and "Aufgeben" never touch: side by
     * side with a gap, or on lines of their own with a gap; at 200 % font
     * too, each whole. At 412 dp the three just fit one line, which spread
     * them edge to edge; at 360 dp and 200 % they wrap onto lines that met.
     */
    @Test
    fun theManyPlayersActionsKeepAGapInGermanOnAPhone() {
        launch()
        rule.runOnIdle { state.saveSettings(state.settings.copy(language = "de")) }
        startManyPlayers("quattro-diagonal")
        humanTap(waitForHuman())
        waitForHuman()
        for (width in listOf(412, 360)) {
            for (scale in listOf(1f, 2f)) {
                window = DpSize(width.dp, 740.dp)
                fontScale = scale
                rule.waitForIdle()
                val at = "$width dp at ${(scale * 100).toInt()} %"
                rule.onNodeWithTag("resign").performScrollTo()
                rule.waitForIdle()
                // The die rolls (issue 61: no Roll button beside it); the actions under the board keep their gap.
                val boxes = listOf("undo", "resign").map { bounds(it) }
                val gap = 4 * rule.density.density * pixelScale
                for ((a, b) in boxes.zipWithNext()) {
                    val sameLine = a.top < b.bottom && b.top < a.bottom
                    val apart = if (sameLine) b.left - a.right else b.top - a.bottom
                    assertTrue("$at: $a and $b are ${apart / gap * 4} dp apart", apart >= gap)
                }
                val clipped = clippedTexts()
                screenshot(File(out, "quattro-actions-$width-font${(scale * 100).toInt()}-de-light.png"))
                // The seat list above the board too: "Computer" broke as "Comput-er" at 360 dp and 200 %.
                assertTrue("$at: $clipped", clipped.isEmpty())
            }
        }
    }

    /**
     * The message line as the person sees it: its text, whether screen readers
     * hear it as an error, and its ink — red for an error, the text colour
     * for news of a thing done.
     */
    private fun assertMessage(text: String, error: Boolean) {
        rule.waitForIdle()
        val node = rule.onNodeWithTag("message")
        node.assertTextEquals(text)
        val marked = node.fetchSemanticsNode().config.getOrNull(SemanticsProperties.Error) != null
        assertEquals("'$text' marked as an error", error, marked)
        // The ink: the pixel farthest from the background, the core of a letter's stroke.
        val bitmap = node.captureToImage().asSkiaBitmap()
        val background = bitmap.getColor(0, 0)
        fun channels(c: Int) = listOf(c shr 16 and 0xff, c shr 8 and 0xff, c and 0xff)
        fun distance(a: Int, b: Int) = channels(a).zip(channels(b)).sumOf { (x, y) -> kotlin.math.abs(x - y) }
        val ink = (0 until bitmap.width).flatMap { x -> (0 until bitmap.height).map { y -> bitmap.getColor(x, y) } }.maxBy { distance(it, background) }
        val (r, g, b) = channels(ink)
        val red = r - maxOf(g, b)
        assertTrue("'$text' drawn in #%06x".format(ink and 0xffffff), if (error) red > 80 else red < 30)
    }

    /**
     * Defect 4: a backup is saved where the system's picker says, offered
     * through its share sheet, and brought back in through its picker, all
     * through the real core; the outcome reads in the ordinary text colour.
     */
    @Test
    fun aBackupIsExportedSharedAndImportedThroughTheSystemsPickers() {
        launch()
        val id = koenigszabelResigned()
        rule.runOnIdle { state.go(Screen.Home) }
        click("settings")
        rule.onNodeWithTag("backup-path").assertDoesNotExist()

        val chosen = File(files.dir, "chosen.json")
        files.chosen = chosen
        reach("export"); click("export")
        rule.waitUntil(10_000) { state.message != null }
        assertMessage(EN.exported("chosen.json"), error = false)
        assertTrue("the backup names game $id", chosen.readText().contains("$id"))
        screenshot(File(out, "settings-backup-saved-en-light.png"))

        reach("share"); click("share")
        rule.waitUntil(10_000) { files.shared.isNotEmpty() }
        assertEquals(1, files.shared.size)
        assertTrue(files.shared.single().length() > 0)

        // The shared copy comes back in: the game is there already.
        files.chosen = files.shared.single()
        reach("import"); click("import")
        rule.waitUntil(10_000) { state.message != null }
        assertMessage(EN.imported(0u, 1u, 0u), error = false)
        assertEquals(1, zabel.history(100u, null).size)

        rule.runOnIdle { state.saveSettings(state.settings.copy(language = "de")) }
        dark = true
        files.chosen = chosen
        reach("import"); click("import")
        rule.waitUntil(10_000) { state.message != null }
        assertMessage(DE.imported(0u, 1u, 0u), error = false)
        screenshot(File(out, "settings-backup-imported-de-dark.png"))
        assertEquals(3, files.asked)
    }

    /** A picker the person closes without choosing: no message, no file, nothing imported. */
    @Test
    fun aCancelledBackupPickerDoesNothing() {
        launch()
        koenigszabelResigned()
        rule.runOnIdle { state.go(Screen.Settings) }
        rule.waitForIdle()
        files.chosen = null
        for (tag in listOf("export", "import")) {
            reach(tag); click(tag)
            rule.waitForIdle()
            assertNull("after a cancelled $tag", state.message)
            rule.onNodeWithTag("message").assertDoesNotExist()
            rule.onNodeWithTag(tag).assertIsEnabled()
        }
        assertEquals(2, files.asked)
        assertTrue(files.dir.listFiles().orEmpty().isEmpty())
        assertEquals(1, zabel.history(100u, null).size)
    }

    /**
     * A file that is no backup is refused in the core's words, in the error
     * colour, and changes nothing; so is a document the system cannot open.
     */
    @Test
    fun aBadBackupFileIsRefusedInTheErrorColour() {
        launch()
        koenigszabelResigned()
        rule.runOnIdle { state.go(Screen.Settings) }
        rule.waitForIdle()
        val bad = File(files.dir, "notes.json").apply { writeText("{\"not\": \"a backup\"}") }
        files.chosen = bad
        inEachLanguage { language, s ->
            reach("import"); click("import")
            rule.waitUntil(10_000) { state.message != null }
            assertMessage(coreText(language, "error-backup"), error = true)
            screenshot(File(out, "settings-backup-bad-$language-light.png"))
            assertEquals(1, zabel.history(100u, null).size)

            files.failing = true
            reach("export"); click("export")
            rule.waitUntil(10_000) { state.message != null }
            assertMessage(s.backupFileFailed, error = true)
            files.failing = false
        }
        // A tap dismisses the message.
        click("message")
        rule.onNodeWithTag("message").assertDoesNotExist()
    }

    /** The record of [record]'s game cut before its last ply, its result unknown: a game not over. */
    private fun unfinished(record: String): String {
        val lines = record.lines().filter { it.isNotBlank() }
        val lastPly = lines.indexOfLast { Regex("""^\d+\. """).containsMatchIn(it) }
        return lines.filterIndexed { index, _ -> index != lastPly }
            .joinToString("\n") { if (it.startsWith("Result:")) "Result: *" else it } + "\n"
    }

    /** What the screen shows at [name], whole (no text cut), written as a screenshot. */
    private fun shot(name: String) {
        rule.waitForIdle()
        val clipped = clippedTexts()
        screenshot(File(out, "$name.png"))
        assertTrue("$name: $clipped", clipped.isEmpty())
    }

    /** The history's replay of an opened game: a replay outside the history, at its start. */
    private fun assertOpened(record: String) {
        rule.waitForIdle()
        assertEquals(Screen.Replaying(null), state.screen)
        val replay = state.replay.replay!!
        assertEquals(0uL, replay.game().id)
        assertEquals(record, replay.game().record)
        assertEquals(0u, state.replay.ply)
        assertNull("in no history", state.replay.view!!.gameId)
        assertNull(state.message)
    }

    /**
     * Issue 45: a finished game's record is copied and shared from the
     * game-over screen and from its replay; the history opens a record from
     * a file (the system's picker) or from the clipboard into a replay with
     * its review, outside the history, Back returning to the history. A
     * cancelled picker says nothing; an empty clipboard, a text that is no
     * record, an unfinished game's record and a file the system cannot read
     * are said in the catalog's words, in both languages.
     */
    @Test
    fun aGamesRecordIsCopiedSharedAndOpenedIntoAReplayFromAFileOrTheClipboard() {
        launch()
        playByTapping(1)
        val game = zabel.history(1u, null).single()
        val record = game.record
        assertTrue(record, record.contains("Format: zabel-einstein"))

        // Game over: copied and shared, the record as the history keeps it.
        fromRecordMenu("copy-record")
        assertEquals(record, files.clipboard)
        assertMessage(EN.recordCopied, error = false)
        shot("game-over-record-copied-en-light")
        fromRecordMenu("share-record")
        rule.waitUntil(10_000) { files.shared.isNotEmpty() }
        val shared = files.shared.single()
        assertTrue(shared.name, shared.name.endsWith(RECORD_NAME))
        assertEquals(record, shared.readText())
        assertNull("sharing says nothing", state.message)
        for ((name, size) in listOf("portrait" to DpSize(412.dp, 860.dp), "landscape" to DpSize(780.dp, 360.dp))) {
            window = size
            inEachLanguage { language, _ ->
                for (theme in listOf("light", "dark")) {
                    dark = theme == "dark"
                    shot("game-over-record-$name-$language-$theme")
                }
            }
        }
        dark = false
        window = DpSize(412.dp, 860.dp)
        rule.runOnIdle { state.saveSettings(state.settings.copy(language = "en")) }

        // The history's two ways in, whole in both languages, light and dark, upright and at twice the font.
        click("home")
        click("history")
        inEachLanguage { language, _ ->
            for (theme in listOf("light", "dark")) {
                dark = theme == "dark"
                shot("history-open-game-$language-$theme")
            }
            dark = false
            fontScale = 2f
            shot("history-open-game-font200-$language-light")
            fontScale = 1f
        }
        rule.runOnIdle { state.saveSettings(state.settings.copy(language = "en")) }
        rule.waitForIdle()

        // From a file: the shared one, as the picker gives it.
        files.chosen = shared
        click("open-record")
        rule.waitUntil(10_000) { state.screen != Screen.History }
        assertOpened(record)
        rule.onNodeWithText("Replay${DOT}EinStein würfelt nicht!").assertIsDisplayed()
        val plies = state.replay.replay!!.plies()
        assertEquals(game.result, state.replay.replay!!.game().result)
        click("next")
        click("next")
        assertEquals(2u, state.replay.ply)
        // The same position; the history's replay turned for the person who played Red, the opened record (no one's) as drawn.
        assertEquals(zabel.replay(game.id)!!.view(2u).board.cells.sortedBy { it.name }, state.replay.view!!.board.cells.sortedBy { it.name })
        click("previous")
        assertEquals(1u, state.replay.ply)
        rule.runOnIdle { state.showReplayPly(plies) }
        rule.waitForIdle()
        assertEquals(game.result, state.replay.view!!.result)
        // Reviewed as a game from the history is.
        click("review")
        rule.waitUntil(120_000) { state.review.ui.reviews != null }
        assertEquals(plies.toInt(), state.review.ui.reviews!!.size)
        rule.onNodeWithTag("reviews").performScrollToIndex(0)
        for ((name, size) in listOf("portrait" to DpSize(412.dp, 860.dp), "landscape" to DpSize(780.dp, 360.dp))) {
            window = size
            inEachLanguage { language, s ->
                // A language switch redraws the opened game where it was, not the game left on the board.
                assertNull(state.replay.view!!.gameId)
                assertEquals(plies.toInt(), state.replay.view!!.moves.size)
                val result = s.result(Variant.EINSTEIN, game.result, listOf(PlayerKind.Human, PlayerKind.Human))
                // Under the review's summary, which the core's sentences make taller: scrolled to.
                rule.onNodeWithTag("reviews").performScrollToNode(hasText(result, substring = true))
                rule.onNodeWithText(result, substring = true).assertExists()
                for (theme in listOf("light", "dark")) {
                    dark = theme == "dark"
                    shot("replay-opened-$name-$language-$theme")
                }
            }
        }
        dark = false
        window = DpSize(412.dp, 860.dp)
        rule.runOnIdle { state.saveSettings(state.settings.copy(language = "en")) }
        // The opened game's record copies as it came.
        files.clipboard = null
        fromRecordMenu("copy-record")
        assertEquals(record, files.clipboard)
        // Back to the history, which it never joined.
        click("back")
        assertEquals(Screen.History, state.screen)
        assertNull("the replay is closed", state.replay.replay)
        assertEquals(listOf(game.id), zabel.history(100u, null).map { it.id })

        // From the clipboard; the system's Back returns to the history too.
        click("paste-record")
        assertOpened(record)
        assertTrue(systemBack())
        assertEquals(Screen.History, state.screen)

        // A picker closed without a choice says nothing; an empty clipboard says so.
        files.chosen = null
        click("open-record")
        assertEquals(Screen.History, state.screen)
        assertNull(state.message)
        rule.onNodeWithTag("message").assertDoesNotExist()
        for (empty in listOf(null, " \n")) {
            files.clipboard = empty
            click("paste-record")
            assertMessage(EN.clipboardEmpty, error = true)
        }

        // No record, an unfinished game's record, a document the system cannot read: refused in plain words.
        val notes = File(files.dir, "notes.txt").apply { writeText("Milk, eggs, a die") }
        val cut = File(files.dir, "cut.txt").apply { writeText(unfinished(record)) }
        inEachLanguage { language, s ->
            files.clipboard = "no record"
            click("paste-record")
            assertMessage(coreText(language, "error-bad-game"), error = true)
            shot("history-bad-record-$language-light")
            files.chosen = notes
            click("open-record")
            rule.waitUntil(10_000) { state.message != null }
            assertMessage(coreText(language, "error-bad-game"), error = true)

            files.clipboard = unfinished(record)
            click("paste-record")
            assertMessage(coreText(language, "error-unfinished-record"), error = true)
            shot("history-unfinished-record-$language-light")
            files.chosen = cut
            click("open-record")
            rule.waitUntil(10_000) { state.message != null }
            assertMessage(coreText(language, "error-unfinished-record"), error = true)

            files.failing = true
            click("open-record")
            rule.waitUntil(10_000) { state.message != null }
            assertMessage(s.backupFileFailed, error = true)
            click("paste-record")
            assertMessage(s.clipboardFailed, error = true)
            files.failing = false
            assertEquals(Screen.History, state.screen)
        }
        assertEquals(1, zabel.history(100u, null).size)

        // A replay from the history copies its record too.
        rule.runOnIdle { state.saveSettings(state.settings.copy(language = "en")) }
        files.clipboard = null
        click("game-${game.id}")
        // Titled by the game, the computer played and the day (issue 61: "Replay #2").
        rule.onNodeWithTag("screen-title").assertTextEquals(EN.replayTitleOf(Variant.EINSTEIN, state.opponentName(Variant.EINSTEIN, game.players.first { it !is PlayerKind.Human }), EN.day(game.finishedAt)))
        fromRecordMenu("copy-record")
        assertEquals(record, files.clipboard)
        assertMessage(EN.recordCopied, error = false)
    }

    @Test
    fun memoryAfterTwentyGames() {
        launch()
        repeat(20) {
            rule.runOnIdle { state.go(Screen.Home) }
            rule.waitForIdle()
            playByTapping(1 + it % 4)
        }
        assertEquals(20u, zabel.rating(Variant.EINSTEIN).games)
        val runtime = Runtime.getRuntime()
        repeat(3) { System.gc(); Thread.sleep(100) }
        val heap = (runtime.totalMemory() - runtime.freeMemory()) / (1024.0 * 1024.0)
        val rss = File("/proc/self/status").readLines().first { it.startsWith("VmRSS") }.filter { it.isDigit() }.toLong() / 1024.0
        assertNotNull(state.view)
        println("desktop: after 20 games by tapping, JVM heap in use %.1f MB, process RSS %.1f MB".format(heap, rss))
    }
}
