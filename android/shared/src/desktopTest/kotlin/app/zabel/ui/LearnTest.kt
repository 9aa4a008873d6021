package app.zabel.ui

import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.size
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.rememberCoroutineScope
import androidx.compose.runtime.setValue
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.ui.Modifier
import androidx.compose.ui.geometry.Rect
import androidx.compose.ui.graphics.asSkiaBitmap
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.SemanticsProperties
import androidx.compose.ui.semantics.getOrNull
import androidx.compose.ui.test.assertIsDisplayed
import androidx.compose.ui.test.assertTextEquals
import androidx.compose.ui.test.captureToImage
import androidx.compose.ui.test.hasScrollToNodeAction
import androidx.compose.ui.test.hasTestTag
import androidx.compose.ui.test.junit4.createComposeRule
import androidx.compose.ui.test.onAllNodesWithTag
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.performScrollTo
import androidx.compose.ui.test.performScrollToNode
import androidx.compose.ui.unit.Density
import androidx.compose.ui.unit.DpSize
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.toSize
import app.zabel.core.LessonCourse
import app.zabel.core.Variant
import app.zabel.core.Zabel
import app.zabel.core.coreText
import java.io.File
import java.nio.file.Files
import org.jetbrains.skia.EncodedImageFormat
import org.jetbrains.skia.Image
import org.junit.After
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Rule
import org.junit.Test

/** Issue 65: the Learn screen against the real core, its lessons done and failed by tapping, and its offer before a first game. */
class LearnTest {
    @get:Rule
    val rule = createComposeRule()

    private val dir = Files.createTempDirectory("zabel-learn").toFile()
    private val zabel = Zabel.open(dir.path)
    private val files = FakeSystemFiles(Files.createTempDirectory("zabel-learn-shared").toFile())
    private lateinit var state: ZabelState
    private var dark by mutableStateOf(false)
    private var window by mutableStateOf(DpSize(412.dp, 860.dp))
    /** Pixels per dp against the test's own: the test window is 1024 × 768 px, so a larger window is drawn smaller. */
    private var pixelScale by mutableStateOf(1f)
    /** The person's font size: 2 is Android's 200 %. */
    private var fontScale by mutableStateOf(1f)

    @After
    fun close() {
        rule.runOnIdle { state.close() }
        zabel.close()
        dir.deleteRecursively()
        files.dir.deleteRecursively()
    }

    private fun launch() {
        rule.setContent {
            val scope = rememberCoroutineScope()
            state = remember { ZabelState(zabel, scope, files, reduceMotion = true) }
            val density = LocalDensity.current
            CompositionLocalProvider(LocalDensity provides Density(density.density * pixelScale, fontScale)) {
                Box(Modifier.size(window).testTag("root")) { ZabelApp(state, dark) }
            }
        }
    }

    private val out = File(System.getProperty("zabel.screenshots") ?: "target/screenshots").apply { mkdirs() }

    private fun screenshot(name: String) {
        rule.waitForIdle()
        val bitmap = rule.onNodeWithTag("root").captureToImage().asSkiaBitmap()
        File(out, "$name.png").writeBytes(Image.makeFromBitmap(bitmap).encodeToData(EncodedImageFormat.PNG)!!.bytes)
    }

    /** The dialog over the app (the offer), as a PNG. */
    private fun captureDialog(name: String) {
        rule.waitForIdle()
        val node = rule.onNode(androidx.compose.ui.test.isDialog())
        val bitmap = node.captureToImage().asSkiaBitmap()
        File(out, "$name.png").writeBytes(Image.makeFromBitmap(bitmap).encodeToData(EncodedImageFormat.PNG)!!.bytes)
    }

    /** A tap on [tag], scrolled to first where it lies in a page that scrolls. */
    private fun click(tag: String) {
        if (rule.onAllNodesWithTag(tag).fetchSemanticsNodes().isEmpty()) {
            for (list in rule.onAllNodes(hasScrollToNodeAction()).fetchSemanticsNodes()) {
                runCatching { rule.onNode(androidx.compose.ui.test.SemanticsMatcher("list") { it.id == list.id }).performScrollToNode(hasTestTag(tag)) }
            }
        }
        runCatching { rule.onNodeWithTag(tag).performScrollTo() }
        rule.onNodeWithTag(tag).performClick()
        rule.waitForIdle()
    }

    private fun reach(tag: String) {
        for (list in rule.onAllNodes(hasScrollToNodeAction()).fetchSemanticsNodes()) {
            runCatching { rule.onNode(androidx.compose.ui.test.SemanticsMatcher("list") { it.id == list.id }).performScrollToNode(hasTestTag(tag)) }
        }
        runCatching { rule.onNodeWithTag(tag).performScrollTo() }
        rule.waitForIdle()
    }

    private fun text(tag: String): String =
        rule.onNodeWithTag(tag).fetchSemanticsNode().config.getOrNull(SemanticsProperties.Text)?.joinToString("") { it.text } ?: ""

    /** What the lesson's live region says now. */
    private fun spoken(): String =
        rule.onNodeWithTag("announcement").fetchSemanticsNode().config.getOrNull(SemanticsProperties.ContentDescription)?.joinToString("") ?: ""

    private fun bounds(tag: String): Rect = rule.onNodeWithTag(tag).fetchSemanticsNode().boundsInRoot

    private fun shown(tag: String) = rule.onAllNodesWithTag(tag).fetchSemanticsNodes().isNotEmpty()

    /**
     * The lesson's piece on [from] tapped, then [to], which the rules refuse: the clock held once the tap is
     * in, so the crosses (gone in two seconds of it) are still on the board for what follows; [release] lets it go.
     */
    private fun refuse(from: String, to: String) {
        click("cell-$from")
        rule.mainClock.autoAdvance = false
        rule.onNodeWithTag("cell-$to").performClick()
        rule.mainClock.advanceTimeUntil(100) { crossed() }
    }

    /** The test's clock on by [millis], a tenth of a second at a time, as a screen's frames follow one another. */
    private fun wait(millis: Int) = repeat(millis / 100) { rule.mainClock.advanceTimeBy(100) }

    private fun release() {
        rule.mainClock.autoAdvance = true
        rule.waitForIdle()
    }

    /** Whether a refusal's crosses are on the board (a drawing inside the board's merged squares). */
    private fun crossed() = rule.onAllNodesWithTag("refusal", useUnmergedTree = true).fetchSemanticsNodes().isNotEmpty()

    @Test
    fun aLessonIsDoneByTappingAfterAWrongMoveAndTheCourseListShowsItDone() {
        launch()
        click("learn")
        assertEquals(Screen.Learn(), state.screen)
        rule.onNodeWithTag("course-koenigszabel-resume").assertTextEquals(EN.learnStart)
        click("course-koenigszabel-resume")
        assertEquals(Screen.Lesson, state.screen)
        rule.onNodeWithTag("screen-title").assertTextEquals(coreText("en", "learn-tafl-moves-title"))
        rule.onNodeWithTag("lesson-step").assertTextEquals(EN.learnStep(1u, 1u))
        rule.onNodeWithTag("lesson-task").assertTextEquals(coreText("en", "learn-tafl-moves-task-1"))
        rule.onNodeWithTag("lesson-intro").assertTextEquals(coreText("en", "learn-tafl-moves-intro"))
        assertEquals("the task read out with its number", EN.learnStep(1u, 1u) + ". " + coreText("en", "learn-tafl-moves-task-1"), spoken())
        assertEquals(listOf("d4", "d11"), state.lessons.view!!.marked)

        // A diagonal step: refused in the rules' words, shown under the board, read out, its squares crossed on the board.
        click("cell-d4")
        assertTrue("the picked piece is read out", spoken().startsWith("d4"))
        click("cell-e5")
        val refusal = text("lesson-feedback")
        assertTrue(refusal, refusal.contains("e5"))
        assertEquals(refusal, spoken())
        assertTrue("the refusal names squares", state.lessons.refused!!.squares.isNotEmpty())
        // A legal move that misses the task: the lesson's word for it, the board back where it began.
        click("cell-d4")
        assertNull("the next tap takes the crosses away", state.lessons.refused)
        click("cell-d9")
        rule.onNodeWithTag("lesson-feedback").assertTextEquals(coreText("en", "learn-tafl-moves-miss"))
        assertTrue("the attacker back on d4", state.lessons.view!!.board.cells.first { it.name == "d4" }.piece != null)

        click("lesson-hint")
        rule.onNodeWithTag("lesson-feedback").assertTextEquals(EN.learnHintText("d4-d11"))
        click("cell-d4")
        click("cell-d11")
        rule.onNodeWithTag("lesson-done").assertTextEquals(EN.learnLessonDone)
        rule.onNodeWithTag("lesson-task").assertTextEquals(coreText("en", "learn-tafl-moves-done"))
        assertTrue(spoken().startsWith(EN.learnLessonDone))
        assertFalse("no hint once done", shown("lesson-hint"))

        click("next-lesson")
        assertEquals("tafl-blocked", state.lessons.view!!.id)
        rule.onNodeWithTag("screen-title").assertTextEquals(coreText("en", "learn-tafl-blocked-title"))
        assertFalse(state.lessons.view!!.done)

        click("back")
        assertEquals(Screen.Learn(), state.screen)
        rule.onNodeWithTag("lesson-tafl-moves-done", useUnmergedTree = true).assertExists()
        assertFalse(shown("lesson-tafl-blocked-done"))
        val total = state.courses().first { it.course == LessonCourse.KOENIGSZABEL }.lessons.size
        rule.onNodeWithTag("course-koenigszabel-progress").assertTextEquals(EN.learnProgress(1, total))
        rule.onNodeWithTag("course-koenigszabel-resume").assertTextEquals(EN.learnContinue)
        click("course-koenigszabel-resume")
        assertEquals("Continue goes to the first lesson not done", "tafl-blocked", state.lessons.view!!.id)
    }

    @Test
    fun aDiceLessonShowsItsDieAndIsDoneByTappingAndRestartGoesBackToItsTask() {
        launch()
        rule.runOnIdle { state.startLesson("einstein-roll", Screen.Learn()) }
        rule.onNodeWithTag("lesson-die").assertIsDisplayed()
        assertEquals(3.toUByte(), state.lessons.view!!.roll)
        click("cell-b2")
        click("cell-b3")
        rule.onNodeWithTag("lesson-feedback").assertTextEquals(coreText("en", "learn-einstein-roll-miss"))
        click("lesson-restart")
        assertFalse("a restart clears the line", shown("lesson-feedback"))
        click("cell-b2")
        click("cell-c3")
        rule.onNodeWithTag("lesson-done").assertIsDisplayed()
        rule.onNodeWithTag("lesson-task").assertTextEquals(coreText("en", "learn-einstein-roll-done"))
        // Done lessons start again from their first task.
        click("lesson-restart")
        rule.onNodeWithTag("lesson-step").assertTextEquals(EN.learnStep(1u, 1u))
    }

    /** Each course's first lessons, the arranging of EinStein's stones among them, done by tapping the squares of the hint, task by task. */
    @Test
    fun everyCoursesFirstLessonsAreDoneByTappingTheirHints() {
        launch()
        for (course in state.courses()) {
            for (lesson in course.lessons.take(3)) {
                rule.runOnIdle { state.startLesson(lesson.id, Screen.Learn()) }
                var tasks = 0
                while (!state.lessons.view!!.done) {
                    assertTrue("${lesson.id}: no more tasks than it has", tasks++ < state.lessons.view!!.steps.toInt())
                    click("lesson-hint")
                    val hint = (state.lessons.note as LessonNote.Hint).move
                    rule.onNodeWithTag("lesson-feedback").assertTextEquals(EN.learnHintText("${hint.from}-${hint.to}"))
                    rule.onNodeWithTag("hint-arrow").assertExists()
                    click("cell-${hint.from}")
                    click("cell-${hint.to}")
                }
                rule.onNodeWithTag("lesson-done").assertTextEquals(EN.learnLessonDone)
            }
            rule.runOnIdle { state.go(Screen.Learn()) }
            for (lesson in course.lessons.take(3)) rule.onNodeWithTag("lesson-${lesson.id}-done", useUnmergedTree = true).assertExists()
        }
    }

    @Test
    fun aGamesLessonsAreOfferedBeforeItsFirstGameAndNotAgainAfterNo() {
        launch()
        click("new-koenigszabel")
        rule.onNodeWithTag("lesson-offer-no").assertTextEquals(EN.learnOfferNo)
        assertEquals(LessonOffer(Variant.KOENIGSZABEL, Screen.NewKoenigszabel), state.lessonOffer)
        assertEquals(Screen.Home, state.screen)
        click("lesson-offer-no")
        assertEquals(Screen.NewKoenigszabel, state.screen)
        click("back")
        click("new-koenigszabel")
        assertFalse("a no is remembered", shown("lesson-offer-yes"))
        assertEquals(Screen.NewKoenigszabel, state.screen)

        // Yes: the course's first lesson, and Back to that course alone.
        click("back")
        click("new-einstein")
        click("lesson-offer-yes")
        assertEquals(Screen.Lesson, state.screen)
        assertEquals(state.courses().first { it.course == LessonCourse.EINSTEIN }.lessons.first().id, state.lessons.view!!.id)
        click("back")
        assertEquals(Screen.Learn(LessonCourse.EINSTEIN), state.screen)
        assertTrue(shown("course-einstein"))
        assertFalse(shown("course-koenigszabel"))
        // Put away unanswered, it is asked again; once a lesson is done, never.
        click("back")
        click("new-einstein")
        rule.runOnIdle { assertTrue(state.back()) }
        assertNull(state.lessonOffer)
        assertEquals(Screen.Home, state.screen)
        rule.runOnIdle { state.startLesson("einstein-roll", Screen.Learn()) }
        click("cell-b2")
        click("cell-c3")
        rule.runOnIdle { state.go(Screen.Home) }
        click("new-einstein")
        assertFalse(shown("lesson-offer-yes"))
        assertEquals(Screen.Opponents, state.screen)
    }

    @Test
    fun learnSitsBesideEachGamesRulesWithThatGamesCourse() {
        launch()
        click("rules-koenigszabel")
        click("learn")
        assertEquals(Screen.Learn(LessonCourse.KOENIGSZABEL, back = Screen.Rules(Variant.KOENIGSZABEL)), state.screen)
        assertTrue(shown("course-koenigszabel"))
        assertFalse(shown("course-einstein"))
        click("back")
        assertEquals(Screen.Rules(Variant.KOENIGSZABEL), state.screen)
    }

    /** At twice the font the board stays whole in the window, and the title keeps to two lines; what does not fit scrolls under it. */
    @Test
    fun theLessonsBoardStaysInViewAtTwiceTheFont() {
        launch()
        fontScale = 2f
        for (language in listOf("en", "de")) {
            rule.runOnIdle { state.saveSettings(state.settings.copy(language = language)) }
            for (size in listOf(DpSize(360.dp, 640.dp), DpSize(780.dp, 360.dp))) {
                window = size
                val name = "${size.width.value.toInt()}x${size.height.value.toInt()}"
                rule.runOnIdle { state.startLesson("tafl-moves", Screen.Learn()) }
                refuse("d4", "e5")
                val root = bounds("root")
                val board = bounds("board-frame")
                assertTrue("$name $language: the board whole in the window ($board in $root)", board.top >= root.top && board.bottom <= root.bottom + 0.5f && board.right <= root.right + 0.5f)
                assertTrue("$name $language: a board a person can play (${board.height})", board.height >= 150f)
                screenshot("learn-lesson-$name-font200-$language-light")
                release()
                // Hint and the feedback under the board can be reached.
                runCatching { rule.onNodeWithTag("lesson-hint").performScrollTo() }
                val hint = bounds("lesson-hint")
                assertTrue("$name $language: Hint in the window ($hint)", hint.top >= board.bottom - 0.5f && hint.bottom <= root.bottom + 0.5f || hint.left >= board.right)
            }
        }
    }

    /** Issue 65: on a tablet the courses stand in two columns over the window's width, all three in view; on a phone one under another. */
    @Test
    fun theCoursesStandInTwoColumnsOnATabletAndOneOnAPhone() {
        launch()
        window = DpSize(1200.dp, 800.dp)
        pixelScale = minOf(1f, 1024f / 1200f, 768f / 800f)
        rule.runOnIdle { state.go(Screen.Learn()) }
        val tags = state.courses().map { "course-${it.course.tag()}" }
        assertTrue("three courses or more: $tags", tags.size >= 3)
        var first = bounds(tags[0])
        val second = bounds(tags[1])
        // Below the window's foot: where it is laid out, not what of it shows.
        val third = rule.onNodeWithTag(tags[2]).fetchSemanticsNode().let { androidx.compose.ui.geometry.Rect(it.positionInRoot, it.size.toSize()) }
        assertEquals("the first two side by side ($first, $second)", first.top, second.top, 1f)
        assertTrue("the second right of the first ($first, $second)", second.left > first.right)
        assertTrue("the two columns share the window (${bounds("root")}, $second)", second.left >= bounds("root").width * 0.4f)
        assertTrue("the third under the first ($first, $third)", third.top > first.bottom && kotlin.math.abs(third.left - first.left) < 1f)
        assertTrue("the third in the window, not under the longer of the first two ($third)", third.bottom <= bounds("root").bottom)
        window = DpSize(412.dp, 860.dp)
        pixelScale = 1f
        rule.waitForIdle()
        first = bounds(tags[0])
        assertTrue("on a phone the second under the first", bounds(tags[1]).top > first.bottom && kotlin.math.abs(bounds(tags[1]).left - first.left) < 1f)
    }

    /** Issue 65: a refusal's crosses say their piece and go after two seconds (the test's clock); its words stay under the board. */
    @Test
    fun aRefusalsCrossesShowForTwoSecondsThenGo() {
        launch()
        rule.runOnIdle { state.startLesson("tafl-moves", Screen.Learn()) }
        click("cell-d4")
        rule.mainClock.autoAdvance = false
        rule.onNodeWithTag("cell-e5").performClick()
        // The tap, then the frame that draws its crosses.
        rule.mainClock.advanceTimeUntil(100) { crossed() }
        val named = state.lessons.refused!!.squares
        assertTrue("the refusal names squares", named.isNotEmpty())
        assertEquals("crossed on the board", named, rule.onNodeWithTag("refusal", useUnmergedTree = true).fetchSemanticsNode().config[RefusedSquares])
        wait(REFUSAL_MILLIS - 400)
        assertTrue("still crossed before two seconds", crossed())
        wait(500)
        assertFalse("gone after two seconds", crossed())
        assertTrue("the words stay", text("lesson-feedback").isNotEmpty())
        // The same refusal again is news again: its crosses come back for their own two seconds.
        rule.onNodeWithTag("cell-d4").performClick()
        rule.mainClock.advanceTimeBy(50)
        rule.onNodeWithTag("cell-e5").performClick()
        rule.mainClock.advanceTimeUntil(100) { crossed() }
        wait(REFUSAL_MILLIS - 400)
        assertTrue("crossed again for its own time", crossed())
        wait(500)
        assertFalse(crossed())
    }

    /** Issue 65: a piece picked in a capture lesson marks what it would capture, on the board and in the words a screen reader reads. */
    @Test
    fun aPiecePickedInACaptureLessonMarksWhatItWouldCapture() {
        launch()
        rule.runOnIdle { state.startLesson("tafl-capture", Screen.Learn()) }
        click("lesson-hint")
        click("cell-" + (state.lessons.note as LessonNote.Hint).move.from)
        val capturable = state.lessons.view!!.board.cells.filter { it.mark == app.zabel.core.Mark.CAPTURABLE }
        assertTrue("a piece to capture is marked", capturable.isNotEmpty())
        for (cell in capturable) {
            val said = rule.onNodeWithTag("cell-${cell.name}").fetchSemanticsNode().config.getOrNull(SemanticsProperties.ContentDescription)?.joinToString("") ?: ""
            assertTrue(said, said.contains(coreText("en", "mark-capturable")))
        }
    }

    /**
     * Where [tag] is drawn whole: its bounds in the window, as large as the node itself (not clipped by a
     * scrolling parent), and clear of the board's frame.
     */
    private fun assertWholeBesideTheBoard(what: String, tag: String) {
        val root = bounds("root")
        val board = bounds("board-frame")
        val node = rule.onNodeWithTag(tag).fetchSemanticsNode()
        val shown = node.boundsInRoot
        assertTrue("$what in the window ($shown in $root)", shown.top >= root.top - 0.5f && shown.bottom <= root.bottom + 0.5f && shown.right <= root.right + 0.5f)
        assertTrue("$what drawn whole (${shown.height} of ${node.size.height})", shown.height >= node.size.height - 0.5f)
        assertFalse("$what clear of the board ($shown, board $board)", shown.overlaps(board))
    }

    /**
     * Issue 65: at twice the font on the smallest phone, in German, the refusal's words under the board lay partly
     * behind it; beside a board turned sideways they lay under the task, below the window's foot. Both are
     * shown whole as the refusal comes, clear of the board; the task is reached whole too.
     */
    @Test
    fun theFeedbackAndTheTaskLieClearOfTheBoardAtTwiceTheFontInGerman() {
        launch()
        fontScale = 2f
        rule.runOnIdle { state.saveSettings(state.settings.copy(language = "de")) }
        for (size in listOf(DpSize(360.dp, 640.dp), DpSize(780.dp, 360.dp))) {
            window = size
            rule.runOnIdle { state.startLesson("tafl-moves", Screen.Learn()) }
            click("cell-d4")
            click("cell-e5")
            assertWholeBesideTheBoard("$size: the feedback", "lesson-feedback")
            reach("lesson-task")
            assertWholeBesideTheBoard("$size: the task", "lesson-task")
            val board = bounds("board-frame")
            val root = bounds("root")
            assertTrue("$size: the board whole in the window ($board)", board.top >= root.top && board.bottom <= root.bottom + 0.5f)
            assertTrue("$size: a board a person can play (${board.height})", board.height >= 150f)
        }
    }

    /** The lesson screen in every size the design names, both languages, light and dark: the board whole in the window. */
    @Test
    fun theLessonScreenKeepsItsBoardInViewAtEverySize() {
        launch()
        val sizes = listOf(DpSize(360.dp, 640.dp), DpSize(412.dp, 860.dp), DpSize(780.dp, 360.dp), DpSize(1200.dp, 800.dp))
        var written = 0
        for (language in listOf("en", "de")) {
            rule.runOnIdle { state.saveSettings(state.settings.copy(language = language)) }
            for (size in sizes) {
                window = size
                pixelScale = minOf(1f, 1024f / size.width.value, 768f / size.height.value)
                val name = "${size.width.value.toInt()}x${size.height.value.toInt()}"
                for (theme in listOf("light", "dark")) {
                    dark = theme == "dark"
                    // A refused move, its squares crossed and its words under the board.
                    rule.runOnIdle { state.startLesson("tafl-moves", Screen.Learn()) }
                    refuse("d4", "e5")
                    val root = bounds("root")
                    val board = bounds("board-frame")
                    assertTrue("$name $language: the board whole in the window ($board in $root)", board.top >= root.top && board.bottom <= root.bottom + 0.5f && board.right <= root.right + 0.5f)
                    assertTrue("$name $language: the task over the board", bounds("lesson-task").bottom <= root.bottom)
                    screenshot("learn-lesson-$name-$language-$theme")
                    release()
                    // A piece picked in a capture lesson: the sight over the man it would capture.
                    rule.runOnIdle { state.startLesson("tafl-capture", Screen.Learn()) }
                    click("lesson-hint")
                    click("cell-" + (state.lessons.note as LessonNote.Hint).move.from)
                    assertTrue(state.lessons.view!!.board.cells.any { it.mark == app.zabel.core.Mark.CAPTURABLE })
                    screenshot("learn-capture-$name-$language-$theme")
                    rule.runOnIdle { state.startLesson("einstein-roll", Screen.Learn()) }
                    val die = bounds("lesson-die")
                    assertTrue("$name $language: the die in the window", die.bottom <= root.bottom && die.right <= root.right + 0.5f)
                    click("cell-b2")
                    click("cell-c3")
                    screenshot("learn-done-$name-$language-$theme")
                    if (size.width < 400.dp) {
                        rule.runOnIdle { state.startLesson("einstein-arrange", Screen.Learn()) }
                        click("lesson-hint")
                        click("cell-" + (state.lessons.note as LessonNote.Hint).move.from)
                        screenshot("learn-arrange-$name-$language-$theme")
                    }
                    rule.runOnIdle { state.go(Screen.Learn()) }
                    screenshot("learn-courses-$name-$language-$theme")
                    written += 4
                    if (size.width < 400.dp) {
                        // Learn beside History and Rating on Home, and the offer before a first game, on the narrowest phone.
                        rule.runOnIdle { state.go(Screen.Home) }
                        reach("learn")
                        rule.onNodeWithTag("learn").assertIsDisplayed()
                        screenshot("learn-home-$name-$language-$theme")
                        rule.runOnIdle { state.chooseGame(Variant.KOENIGSZABEL, Screen.NewKoenigszabel) }
                        // The dialog in a window of its own, placed in the test's window: captured alone.
                        rule.onNodeWithTag("lesson-offer-yes").assertTextEquals(strings(language).learnOfferYes)
                        captureDialog("learn-offer-$name-$language-$theme")
                        rule.runOnIdle { state.dismissLessonOffer() }
                    }
                }
            }
        }
        assertEquals(64, written)
    }
}
