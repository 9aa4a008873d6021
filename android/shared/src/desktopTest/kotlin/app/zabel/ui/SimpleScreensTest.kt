package app.zabel.ui

import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.size
import androidx.compose.material3.Surface
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.setValue
import androidx.compose.foundation.layout.ColumnScope
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.test.assertTextEquals
import androidx.compose.ui.test.junit4.createComposeRule
import androidx.compose.ui.test.onAllNodesWithTag
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.performScrollTo
import androidx.compose.ui.unit.dp
import app.zabel.core.Board
import app.zabel.core.Terrain
import app.zabel.core.PieceView
import app.zabel.core.PieceKind
import app.zabel.core.Mark
import app.zabel.core.FirstMover
import app.zabel.core.Cell
import app.zabel.core.GameView
import app.zabel.core.Phase
import app.zabel.core.PlayerKind
import app.zabel.core.SeatView
import app.zabel.core.Variant
import app.zabel.core.PlayerRating
import app.zabel.core.LevelInfo
import app.zabel.core.Opponent
import androidx.compose.ui.test.onAllNodesWithText
import androidx.compose.ui.test.hasTestTag
import androidx.compose.ui.test.performScrollToNode
import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Rule
import org.junit.Test

/** Home, a game's rules and the hand-over between two people, drawn from hand-made values: no store, no game. */
class SimpleScreensTest {
    @get:Rule
    val rule = createComposeRule()

    private fun show(content: @Composable ColumnScope.() -> Unit) = rule.setContent {
        Surface(Modifier.size(412.dp, 860.dp).testTag("root")) { Column { content() } }
    }

    /** A tap on [tag], scrolled to first where its screen scrolls. */
    private fun tap(tag: String, scrolled: Boolean = false) {
        val node = rule.onNodeWithTag(tag)
        if (scrolled) node.performScrollTo()
        node.performClick()
        rule.waitForIdle()
    }

    /** A tap on [tag] in the lazy list [list], scrolled to first. */
    private fun tapInList(list: String, tag: String) {
        rule.onNodeWithTag(list).performScrollToNode(hasTestTag(tag))
        tap(tag)
    }

    @Test
    fun homeOffersAGameToContinueOnlyWhenThereIsOneAndGoesWhereEachButtonSays() {
        var canContinue by mutableStateOf(false)
        val went = mutableListOf<Screen>()
        var continued = 0
        val einstein = PlayerRating(rating = 1191.6, games = 12u, provisional = true)
        show { HomeScreen(DE, HomeUi(canContinue, mapOf(Variant.EINSTEIN to einstein)), onContinue = { continued++ }, go = { went += it }) }
        assertEquals(0, rule.onAllNodesWithTag("continue").fetchSemanticsNodes().size)
        // The person's rating on the card of a game rated so far; how to get one on the other; none for the group games.
        rule.onNodeWithTag("new-einstein-rating", useUnmergedTree = true).assertTextEquals(DE.yourRating(einstein.rating, einstein.games, einstein.provisional))
        assertTrue(DE.yourRating(einstein.rating, einstein.games, einstein.provisional).contains("1192"))
        rule.onNodeWithTag("new-koenigszabel-rating", useUnmergedTree = true).assertTextEquals(DE.noRatedGames)
        assertEquals(0, rule.onAllNodesWithTag("new-quattro-rating", useUnmergedTree = true).fetchSemanticsNodes().size)
        rule.onNodeWithTag("screen-title").assertTextEquals(DE.name)
        canContinue = true
        tap("continue", scrolled = true)
        for (tag in listOf("new-einstein", "new-koenigszabel", "new-quattro", "rules-trio", "rules-quattro", "history", "rating")) tap(tag, scrolled = true)
        tap("settings")
        assertEquals(1, continued)
        assertEquals(
            listOf(
                Screen.Opponents, Screen.NewKoenigszabel, Screen.NewQuattro, Screen.Rules(Variant.TRIO), Screen.Rules(Variant.QUATTRO_DIAGONAL),
                Screen.History, Screen.Rating(), Screen.Settings,
            ),
            went,
        )
    }

    /** The rules' paragraphs, then the core's diagrams, each a board over its caption (issue 61: a paragraph without a diagram). */
    @Test
    fun theRulesShowAParagraphALineUnderTheirTitleAndTheCoresDiagrams() {
        var backs = 0
        val diagrams = app.zabel.core.rulesDiagrams(Variant.KOENIGSZABEL, "de")
        assertTrue("Königszabel has diagrams", diagrams.size >= 2)
        show { RulesScreen(DE, Variant.KOENIGSZABEL, "Erstens.\nZweitens.", diagrams, onBack = { backs++ }) }
        val paragraphs = rule.onAllNodesWithTag("rules-text").fetchSemanticsNodes()
        assertEquals(2, paragraphs.size)
        rule.onAllNodesWithTag("rules-text")[1].assertTextEquals("Zweitens.")
        for ((index, diagram) in diagrams.withIndex()) {
            // Screen readers hear the caption for the drawing, not its squares one by one.
            rule.onNodeWithTag("rules-diagram-$index").performScrollTo().assertTextEquals(diagram.caption)
            val board = rule.onNodeWithTag("rules-diagram-$index", useUnmergedTree = true).fetchSemanticsNode().boundsInRoot
            assertTrue("diagram $index drawn (${board.width} × ${board.height})", board.width > 100f && board.height > 100f)
        }
        tap("back")
        assertEquals(1, backs)
    }

    @Test
    fun theHandOverNamesTheSeatAndWaitsForItsPerson() {
        val seats = (0u..3u).map { SeatView(it.toUByte(), if (it % 2u == 0u) PlayerKind.Human else PlayerKind.Computer(2u), (it % 2u).toUByte(), it == 2u, false) }
        val view = GameView(Variant.QUATTRO_DIAGONAL, Board(0u, 0u, emptyList(), emptyList(), emptyList()), seats, Phase.ROLL, null, null, false, null, null, null, emptyList(), null, false)
        var handed = 0
        show { HandOverScreen(EN, view, 2u, onBack = {}, onHandedOver = { handed++ }) }
        rule.onNodeWithTag("hand-over").assertTextEquals(EN.handOver(Variant.QUATTRO_DIAGONAL, 2))
        tap("handed-over")
        assertEquals(1, handed)
    }

    @Test
    fun theSetupSendsEveryTapAndShowsWhoStarts() {
        val names = (1..2).flatMap { rank -> listOf("a", "b").map { "$it$rank" } }
        val board = Board(2u, 2u, listOf("a", "b"), listOf("2", "1"), names.map { name ->
            Cell(name, Terrain.Plain, if (name == "a1") PieceView(0u, PieceKind.STONE, "1") else null, Mark.TARGET, name)
        })
        var ui by mutableStateOf(SetupUi(board, selected = null, firstMover = FirstMover.RANDOM))
        val asked = mutableListOf<String>()
        show {
            SetupScreen(ui, EN, SetupCallbacks(
                onBack = { asked += "back" },
                onTap = { asked += "tap $it"; ui = ui.copy(selected = it) },
                onShuffle = { asked += "shuffle" },
                onFirstMover = { asked += "first $it"; ui = ui.copy(firstMover = it) },
                onStart = { asked += "start" },
            ))
        }
        tap("cell-a1")
        tap("shuffle", scrolled = true)
        tap("first-blue", scrolled = true)
        tap("start", scrolled = true)
        tap("back")
        assertEquals(listOf("tap a1", "shuffle", "first BLUE", "start", "back"), asked)
        assertEquals(FirstMover.BLUE, ui.firstMover)
    }

    @Test
    fun theOpponentsMarkTheFairMatchAndSendEveryChoice() {
        val opponents = listOf(Opponent(1u, "Beginner", 900.0, 0.8, listOf(0.8, 0.8)), Opponent(2u, "Casual", 1200.0, 0.5, listOf(0.5, 0.5)))
        val asked = mutableListOf<String>()
        show {
            OpponentsScreen(OpponentsUi(opponents, suggested = 2u, about = mapOf(1u.toUByte() to "Plays at random.", 2u.toUByte() to "Looks one move ahead.")), EN, OpponentsCallbacks(
                onBack = { asked += "back" },
                onRules = { asked += "rules" },
                onChoose = { asked += "level $it" },
                onFriend = { asked += "friend" },
                onWatch = { asked += "watch" },
            ))
        }
        rule.onNodeWithTag("screen-title").assertTextEquals(EN.opponents)
        // What each level is like, under its name (issue 61, the core's LevelInfo.description).
        rule.onNodeWithTag("about-1", useUnmergedTree = true).assertTextEquals("Plays at random.")
        rule.onNodeWithTag("about-2", useUnmergedTree = true).assertTextEquals("Looks one move ahead.")
        assertEquals("the fair match marked once", 1, rule.onAllNodesWithText(EN.suggested).fetchSemanticsNodes().size)
        for (tag in listOf("level-2", "friend", "watch", "rules", "back")) tap(tag)
        assertEquals(listOf("level 2", "friend", "watch", "rules", "back"), asked)
    }

    @Test
    fun aNewKoenigszabelGameShowsTheChosenSidesChancesAndSendsEveryChoice() {
        val levels = listOf(LevelInfo(1u, "Beginner", "Looks one move ahead.", 800.0), LevelInfo(9u, "Unmeasured", "", null))
        var ui by mutableStateOf(NewKoenigszabelUi(levels, mapOf(1u.toUByte() to listOf(0.21, 0.82)), fair = 1u, level = 1u, defends = false, shieldwall = false))
        val asked = mutableListOf<String>()
        show {
            NewKoenigszabelScreen(ui, EN, NewKoenigszabelCallbacks(
                onBack = { asked += "back" },
                onRules = { asked += "rules" },
                onLevel = { asked += "level $it"; ui = ui.copy(level = it) },
                onDefends = { asked += "defends $it"; ui = ui.copy(defends = it) },
                onShieldwall = { asked += "shieldwall $it"; ui = ui.copy(shieldwall = it) },
                onStart = { asked += "start" },
            ))
        }
        rule.onNodeWithTag("expected-1", useUnmergedTree = true).assertTextEquals("${EN.eloOf(800.0)}${DOT}${EN.expectedScore(0.21)}")
        // What the level is like, under its name; a level without a line shows none.
        rule.onNodeWithTag("about-1", useUnmergedTree = true).assertTextEquals("Looks one move ahead.")
        assertEquals(0, rule.onAllNodesWithTag("about-9", useUnmergedTree = true).fetchSemanticsNodes().size)
        tapInList("tafl-opponents", "side-defenders")
        rule.onNodeWithTag("expected-1", useUnmergedTree = true).assertTextEquals("${EN.eloOf(800.0)}${DOT}${EN.expectedScore(0.82)}")
        tapInList("tafl-opponents", "shieldwall")
        // Start under the list, in view (issue 61), not at its end.
        tap("start")
        tapInList("tafl-opponents", "friend")
        assertEquals("a friend takes both sides: no side to choose", 0, rule.onAllNodesWithTag("side-defenders").fetchSemanticsNodes().size)
        tap("rules")
        tap("back")
        assertEquals(listOf("defends true", "shieldwall true", "start", "level null", "rules", "back"), asked)
    }

    @Test
    fun aNewGameOfThreeShowsItsThreeSeatsAndSendsEveryChoice() {
        val levels = listOf(LevelInfo(1u, "Beginner", "Plays at random.", null), LevelInfo(2u, "Casual", "Looks one move ahead.", null))
        val players = listOf(PlayerKind.Human) + List(3) { PlayerKind.Computer(2u) }
        var ui by mutableStateOf(NewQuattroUi(Variant.QUATTRO_DIAGONAL, levels, 4, players))
        val asked = mutableListOf<String>()
        show {
            NewQuattroScreen(ui, EN, NewQuattroCallbacks(
                onBack = { asked += "back" },
                onRules = { asked += "rules $it" },
                onVariant = { asked += "game $it"; ui = ui.copy(variant = it, seats = 3) },
                onPlayer = { seat, kind -> asked += "seat $seat $kind" },
                onStart = { asked += "start" },
            ))
        }
        tapInList("quattro-choices", "game-trio")
        assertEquals("the trio's three seats", 0, rule.onAllNodesWithTag("seat-3").fetchSemanticsNodes().count { it.layoutInfo.isPlaced })
        rule.onNodeWithTag("seat-2-player", useUnmergedTree = true).assertTextEquals("2. Casual")
        // What the computer at a seat is like; a person's seat has no such line.
        rule.onNodeWithTag("seat-2-about", useUnmergedTree = true).assertTextEquals("Looks one move ahead.")
        assertEquals(0, rule.onAllNodesWithTag("seat-0-about", useUnmergedTree = true).fetchSemanticsNodes().size)
        tapInList("quattro-choices", "seat-2-level-1")
        tap("start")
        tap("rules")
        assertEquals(listOf("game TRIO", "seat 2 ${PlayerKind.Computer(1u)}", "start", "rules TRIO"), asked)
    }

    @Test
    fun theQuestionBeforeARatedLossSaysSoAndSendsTheAnswer() {
        val answers = mutableListOf<String>()
        show { ConfirmationDialog(DE, Confirmation.Resign, onConfirm = { answers += "yes" }, onKeepPlaying = { answers += "no" }) }
        rule.onNodeWithTag("confirmation").assertTextEquals(DE.confirmation(Confirmation.Resign))
        rule.onNodeWithTag("confirm").assertTextEquals(DE.confirmButton(Confirmation.Resign))
        tap("keep-playing")
        tap("confirm")
        assertEquals(listOf("no", "yes"), answers)
    }

    /**
     * Issue 61: an About screen with the version (the Android app's own),
     * that the app is offline, the rules' three sources and what ships with
     * its licence, in both languages.
     */
    @Test
    fun aboutSaysTheVersionTheRulesSourcesAndTheLicences() {
        val gradle = java.io.File("app/build.gradle.kts").readText()
        assertTrue("versionName in app/build.gradle.kts is $APP_VERSION", gradle.contains("versionName = \"$APP_VERSION\""))
        var s by mutableStateOf(EN)
        var backs = 0
        show { AboutScreen(s, onBack = { backs++ }) }
        for (strings in listOf(EN, DE)) {
            s = strings
            rule.waitForIdle()
            rule.onNodeWithTag("about-version").assertTextEquals(strings.aboutVersion(APP_VERSION))
            assertEquals(3, rule.onAllNodesWithTag("about-source").fetchSemanticsNodes().size)
            assertEquals(SHIPPED.size, rule.onAllNodesWithTag("about-licence").fetchSemanticsNodes().size)
        }
        tap("back")
        assertEquals(1, backs)
    }
}
