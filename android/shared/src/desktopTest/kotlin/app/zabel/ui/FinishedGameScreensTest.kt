package app.zabel.ui

import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.size
import androidx.compose.material3.Surface
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.setValue
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.test.assertHeightIsAtLeast
import androidx.compose.ui.test.SemanticsMatcher
import androidx.compose.ui.test.assert
import androidx.compose.ui.test.assertIsDisplayed
import androidx.compose.ui.test.assertIsNotEnabled
import androidx.compose.ui.test.assertIsNotSelected
import androidx.compose.ui.test.assertIsSelected
import androidx.compose.ui.test.assertTextEquals
import androidx.compose.ui.test.hasTestTag
import androidx.compose.ui.test.assertContentDescriptionEquals
import androidx.compose.ui.test.onNodeWithText
import androidx.compose.ui.test.junit4.createComposeRule
import androidx.compose.ui.test.onAllNodesWithTag
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.performTouchInput
import androidx.compose.ui.test.swipeLeft
import androidx.compose.ui.test.swipeRight
import androidx.compose.ui.test.performScrollTo
import androidx.compose.ui.test.performSemanticsAction
import androidx.compose.ui.test.performScrollToNode
import androidx.compose.ui.unit.dp
import app.zabel.core.Board
import app.zabel.core.Cell
import app.zabel.core.ChanceRange
import app.zabel.core.EndReason
import app.zabel.core.GameResult
import app.zabel.core.GameView
import app.zabel.core.Mark
import app.zabel.core.PieceKind
import app.zabel.core.PieceView
import app.zabel.core.Phase
import app.zabel.core.PlayerKind
import app.zabel.core.PlyReview
import app.zabel.core.RatedMove
import app.zabel.core.Score
import app.zabel.core.SeatReview
import app.zabel.core.SeatView
import app.zabel.core.Terrain
import app.zabel.core.Variant
import app.zabel.core.Verdict
import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Rule
import org.junit.Test

/**
 * The game-over and replay screens drawn from hand-made games and reviews:
 * no store, no session, no review worked out, only the screens and where
 * their taps go.
 */
class FinishedGameScreensTest {
    @get:Rule
    val rule = createComposeRule()

    /** What the screens asked for, in order. */
    private val asked = mutableListOf<String>()
    private val callbacks = RecordCallbacks(
        onReview = { asked += "review" },
        onCancelReview = { asked += "cancel" },
        onCopy = { asked += "copy ${it ?: "zabel"}" },
        onShare = { asked += "share ${it ?: "zabel"}" },
    )

    /** A 3×3 board with the king on b2: enough to draw, nothing to decide. */
    private val board: Board = run {
        val names = (1..3).flatMap { rank -> listOf("a", "b", "c").map { "$it$rank" } }
        Board(3u, 3u, listOf("a", "b", "c"), listOf("1", "2", "3"), names.map { name ->
            Cell(name, Terrain.Plain, if (name == "b2") PieceView(1u, PieceKind.KING, "") else null, Mark.NONE, name)
        })
    }

    /** Königszabel: the person attacked a computer and lost when the king escaped after three moves. */
    private fun view(plies: Int = 3) = GameView(
        variant = Variant.KOENIGSZABEL,
        board = board,
        seats = listOf(SeatView(0u, PlayerKind.Human, 0u, false, false), SeatView(1u, PlayerKind.Computer(3u), 1u, false, false)),
        phase = Phase.OVER,
        die = null,
        result = GameResult(listOf(Score.LOSS, Score.WIN), 1u, EndReason.KING_ESCAPED),
        rated = false,
        gameId = 7uL,
        ratingChange = null,
        moves = listOf("a1-a2", "b2-b3", "c1-c2").take(plies),
        lastMove = null,
        canUndo = false,
        notRated = app.zabel.core.NotRated.UNRATED_OPPONENT,
    )

    private fun move(notation: String, chance: Double) = RatedMove(notation.take(2), notation.takeLast(2), notation, chance, text = notation)

    /** The review in the attackers' chances throughout: even, less after the defenders' move, lost by the attackers' blunder at ply 3. */
    private val reviews = listOf(
        PlyReview(1u, null, move("a1-a2", 0.5), move("a1-a2", 0.5), 0.0, Verdict.BEST, seat = 0u, viewpointChance = 0.5, text = "1. a1-a2: the best move."),
        PlyReview(2u, null, move("b2-b3", 0.6), move("b2-b3", 0.6), 0.0, Verdict.BEST, seat = 1u, viewpointChance = 0.4, text = "2. b2-b3: the best move; the chance to win rose from 50% to 60%."),
        PlyReview(
            3u, null, move("c1-c2", 0.0), move("c1-b1", 0.4), 0.4, Verdict.BLUNDER, seat = 0u, viewpointChance = 0.0, mistake = true, showsBetterMove = true,
            text = "3. c1-c2: a blunder, lets the king out; the chance to win fell from 40% to 0%. Better: c1-b1.",
        ),
    )
    private val seatReviews = listOf(
        SeatReview(0u, 2u, 0.4, null, 0u, 0u, 1u, text = "The attackers made no mistakes and 1 blunder; the moves gave away 40% of the chance to win."),
        SeatReview(1u, 1u, 0.0, null, 0u, 0u, 0u, text = "The defenders made no mistakes and no blunders."),
    )
    /** The core's range around the chances above, and its explanation: the screens show what they are given. */
    private val range = ChanceRange(0.0, 0.55)
    private val explanation = "A blunder gives away a fifth of the chance to win or more, or lets the opponent force a win."

    private val record = RecordUi(listOf("Zabel", "OpenTafl"), canShare = false, filesBusy = false)

    @Test
    fun theGameOverScreenShowsTheReviewItIsGivenAndSendsEveryTap() {
        var ui by mutableStateOf(GameOverUi(view(), ReviewUi(running = true), record))
        rule.setContent {
            Surface(Modifier.size(412.dp, 860.dp).testTag("root")) {
                Column {
                    GameOverScreen(ui, EN, onBack = { asked += "back" }, onPlayAgain = { asked += "again" }, onHome = { asked += "home" }, onReplayMove = { asked += "replay $it" }, record = callbacks)
                }
            }
        }
        rule.onNodeWithTag("rating-change").assertTextEquals(EN.notRated(app.zabel.core.NotRated.UNRATED_OPPONENT))
        // Under way: its progress and a way to stop it, the button that starts one waiting.
        rule.onNodeWithTag("review").assertIsNotEnabled()
        rule.onNodeWithTag("reviewing").assertIsDisplayed()
        rule.onNodeWithTag("cancel-review").performClick()
        // The record's copy and share in the top bar's menu, not over the review (issue 61).
        rule.onNodeWithTag("record-menu").assertContentDescriptionEquals(EN.recordMenu).performClick()
        assertEquals("no share sheet, no share item", 0, rule.onAllNodesWithTag("share-record").fetchSemanticsNodes().size)
        rule.onNodeWithTag("copy-record").performClick()
        rule.onNodeWithTag("record-menu").performClick()
        rule.onNodeWithTag("copy-record-OpenTafl").performClick()

        ui = ui.copy(review = ReviewUi(reviews, seatReviews, viewpoint = 0, running = false, chanceRange = range, explanation = explanation))
        rule.waitForIdle()
        assertEquals(0, rule.onAllNodesWithTag("reviewing").fetchSemanticsNodes().size)
        // Each side's game in the core's sentence (issue 61: "Attackers: lost 40% to decisions" was the app's).
        rule.onNodeWithTag("seat-review-0").assertTextEquals(seatReviews[0].text)
        rule.onNodeWithTag("seat-review-1").assertTextEquals(seatReviews[1].text)
        // What it means, the core's, behind a button.
        assertEquals(0, rule.onAllNodesWithTag("review-explanation").fetchSemanticsNodes().size)
        rule.onNodeWithTag("what-does-this-mean").assertTextEquals(EN.whatDoesThisMean).performClick()
        rule.onNodeWithTag("review-explanation").assertTextEquals(explanation)
        rule.onNodeWithTag("what-does-this-mean").performClick()
        assertEquals(0, rule.onAllNodesWithTag("review-explanation").fetchSemanticsNodes().size)
        // Every row is the core's sentence, and nothing else (no "Red: 52% / roll +1%" of the app's).
        rule.onNodeWithTag("game-over").performScrollToNode(hasTestTag("review-3"))
        for (ply in reviews) rule.onNodeWithTag("review-${ply.number}").assertTextEquals(ply.text)
        rule.onNodeWithTag("review-3").performClick()
        rule.onNodeWithTag("play-again").performClick()
        rule.onNodeWithTag("home").performClick()
        rule.onNodeWithTag("back").performClick()
        assertEquals(listOf("cancel", "copy zabel", "copy OpenTafl", "replay 3", "again", "home", "back"), asked)
    }

    @Test
    fun theReplayShowsTheMoveItIsGivenAndATapOnTheReviewAsksForAnother() {
        var ui by mutableStateOf(
            ReplayUi(view(plies = 1), gameId = null, ply = 1u, plies = 3u, moves = view().moves, ReviewUi(reviews, seatReviews, viewpoint = 0, chanceRange = range), record),
        )
        rule.setContent {
            Surface(Modifier.size(412.dp, 860.dp).testTag("root")) {
                Column {
                    ReplayScreen(ui, EN, onBack = { asked += "back" }, onStep = { asked += "step $it" }, onShowPly = { asked += "ply $it"; ui = ui.copy(ply = it) }, record = callbacks)
                }
            }
        }
        rule.onNodeWithTag("next").performClick()
        rule.onNodeWithTag("previous").performClick()
        // A swipe across the board steps as a page is turned: to the left on, to the right back.
        rule.onNodeWithTag("board").performTouchInput { swipeLeft() }
        rule.onNodeWithTag("board").performTouchInput { swipeRight() }
        // Review sits with the steps, over the list, always in view.
        rule.onNodeWithTag("review").assertIsDisplayed().performClick()
        // The graph draws the attackers' chance at every reviewed ply, in order.
        rule.onNodeWithTag("reviews").performScrollToNode(hasTestTag("chance-graph"))
        rule.onNodeWithTag("chance-graph").assert(SemanticsMatcher.expectValue(ChancePoints, listOf(0.5, 0.4, 0.0)))
        // On the core's range, not one of the app's own.
        rule.onNodeWithTag("chance-graph").assert(SemanticsMatcher.expectValue(ChanceScale, 0.0..0.55))
        rule.onNodeWithTag("reviews").performScrollToNode(hasTestTag("review-3"))
        rule.onNodeWithTag("review-3").assertTextEquals(reviews[2].text)
        rule.onNodeWithTag("review-1").assertIsSelected()
        rule.onNodeWithTag("review-3").assertIsNotSelected().performClick()
        rule.waitForIdle()
        rule.onNodeWithTag("review-3").assertIsSelected()
        rule.onNodeWithTag("review-1").assertIsNotSelected()
        rule.onNodeWithTag("back").performClick()
        assertEquals(listOf("step 1", "step -1", "step 1", "step -1", "review", "ply 3", "back"), asked)
    }

    @Test
    fun theReplayDrawsTheBetterMoveOfASlipAndGoesToTheNextMistake() {
        var ui by mutableStateOf(
            ReplayUi(view(plies = 1), gameId = 7uL, ply = 1u, plies = 3u, moves = view().moves, ReviewUi(), record),
        )
        rule.setContent {
            Surface(Modifier.size(412.dp, 860.dp).testTag("root")) {
                Column {
                    ReplayScreen(ui, EN, onBack = null, onStep = {}, onShowPly = { asked += "ply $it"; ui = ui.copy(ply = it) }, record = callbacks)
                }
            }
        }
        // Before a review, nothing to draw and no mistake to go to.
        assertEquals(0, rule.onAllNodesWithTag("hint-arrow").fetchSemanticsNodes().size)
        assertEquals(0, rule.onAllNodesWithTag("next-mistake").fetchSemanticsNodes().size)
        ui = ui.copy(review = ReviewUi(reviews, seatReviews, viewpoint = 0))
        rule.waitForIdle()
        assertEquals("the first move was the best", 0, rule.onAllNodesWithTag("hint-arrow").fetchSemanticsNodes().size)
        rule.onNodeWithTag("reviews").performScrollToNode(hasTestTag("next-mistake"))
        rule.onNodeWithTag("next-mistake").assertTextEquals(EN.nextMistake).performClick()
        rule.waitForIdle()
        // The board is never in the list: it stays in view over it (issue 61).
        rule.onNodeWithTag("hint-arrow").assert(SemanticsMatcher.expectValue(HintArrowSquares, "c1" to "b1"))
        // The only mistake: the button comes back to it.
        rule.onNodeWithTag("reviews").performScrollToNode(hasTestTag("next-mistake"))
        rule.onNodeWithTag("next-mistake").performClick()
        assertEquals(listOf("ply 3", "ply 3"), asked)
    }

    /**
     * Issue 61: one cursor. The board stays in view while the list scrolls;
     * the slider, the jumps to the start and the end, a tap on a move and on
     * the graph all go to a ply, and the board, the graph's mark and the
     * list's filled row then show that same ply.
     */
    @Test
    fun theReplaysBoardStaysAndOneCursorIsSharedByStepsSliderListAndGraph() {
        var ui by mutableStateOf(ReplayUi(view(plies = 1), gameId = 7uL, ply = 1u, plies = 3u, moves = view().moves, ReviewUi(), record))
        rule.setContent {
            Surface(Modifier.size(412.dp, 860.dp).testTag("root")) {
                Column {
                    ReplayScreen(ui, EN, onBack = null, onStep = { ui = ui.copy(ply = (ui.ply.toInt() + it).coerceIn(0, 3).toUInt()) }, onShowPly = { asked += "ply $it"; ui = ui.copy(ply = it) }, record = callbacks)
                }
            }
        }
        fun board() = rule.onNodeWithTag("board").fetchSemanticsNode().boundsInRoot
        val before = board()
        // Before a review: a row per move, the one on the board selected.
        rule.onNodeWithTag("move-1").assertIsSelected()
        rule.onNodeWithTag("last").performClick()
        rule.onNodeWithTag("move-3").assertIsSelected()
        rule.onNodeWithTag("move-1").assertIsNotSelected()
        rule.onNodeWithTag("first").performClick()
        assertEquals(0u, ui.ply)
        rule.onNodeWithTag("replay-slider").performSemanticsAction(androidx.compose.ui.semantics.SemanticsActions.SetProgress) { it(2f) }
        assertEquals(2u, ui.ply)
        rule.onNodeWithTag("move-2").assertIsSelected()
        rule.onNodeWithTag("move-3").performClick()
        assertEquals(3u, ui.ply)
        // Reviewed: the graph's mark and the row are the same ply as the board.
        ui = ui.copy(review = ReviewUi(reviews, seatReviews, viewpoint = 0), ply = 2u)
        rule.waitForIdle()
        rule.onNodeWithTag("reviews").performScrollToNode(hasTestTag("review-3"))
        rule.onNodeWithTag("review-2").assertIsSelected()
        assertEquals("the board stays put while the list scrolls", before, board())
        assertEquals(listOf("ply 3", "ply 0", "ply 2", "ply 3"), asked)
    }

    /**
     * Issue 61: a game of two sides lists its moves as a chess app does, a
     * row per move number with both sides' plies ("1. a1-a2   b2-b3"), each
     * ply its own tap; a game of four keeps a ply a row, numbered, its stone
     * naming the seat. The line under a game's board is numbered the same way.
     */
    @Test
    fun aGameOfTwoListsBothSidesPliesARowAndAGameOfFourOneAPly() {
        var ui by mutableStateOf(ReplayUi(view(plies = 1), gameId = 7uL, ply = 1u, plies = 3u, moves = view().moves, ReviewUi(), record))
        rule.setContent {
            Surface(Modifier.size(412.dp, 860.dp).testTag("root")) {
                Column {
                    ReplayScreen(ui, EN, onBack = null, onStep = {}, onShowPly = { asked += "ply $it"; ui = ui.copy(ply = it) }, record = callbacks)
                }
            }
        }
        fun box(tag: String) = rule.onNodeWithTag(tag).fetchSemanticsNode().boundsInRoot
        // Each ply its own tap, a whole touch target: Material's 48 dp high.
        for ((ply, text) in listOf("a1-a2", "b2-b3", "c1-c2").withIndex()) rule.onNodeWithTag("move-${ply + 1}").assertTextEquals(text).assertHeightIsAtLeast(48.dp)
        assertEquals("the defenders' reply beside the attackers' move", box("move-1").top, box("move-2").top, 0.5f)
        assertTrue("the reply to the right", box("move-2").left >= box("move-1").right)
        assertTrue("the next move a row lower", box("move-3").top >= box("move-1").bottom)
        assertEquals("both moves start their column", box("move-1").left, box("move-3").left, 0.5f)
        rule.onNodeWithText("1.").assertExists()
        rule.onNodeWithText("2.").assertExists()
        rule.onNodeWithTag("move-2").performClick()
        rule.onNodeWithTag("move-2").assertIsSelected()
        rule.onNodeWithTag("move-1").assertIsNotSelected()
        assertEquals(listOf("ply 2"), asked)

        // A game of four: a ply a row.
        val four = listOf("3 T3 b3-c4", "5 U5 e5-d4", "1 V1 f1-e2", "6 W6 a6-b5")
        ui = ui.copy(view = view().copy(variant = Variant.QUATTRO_DIAGONAL, moves = four), moves = four, plies = 4u, ply = 4u)
        rule.waitForIdle()
        for ((ply, text) in four.withIndex()) rule.onNodeWithTag("move-${ply + 1}").assertTextEquals("${ply + 1}. $text").assertHeightIsAtLeast(48.dp)
        assertTrue("a ply a row", box("move-2").top >= box("move-1").bottom)
    }

    @Test
    fun theNextMistakeIsTheNextOneTheCoreMarksAndComesRound() {
        // The core marks a ply (PlyReview.mistake, showsBetterMove); the app only walks the marks.
        fun ply(number: UInt, verdict: Verdict, mistake: Boolean, better: Boolean) =
            PlyReview(number, null, move("a1-a2", 0.5), move("a1-b1", 0.5), 0.0, verdict, seat = 0u, viewpointChance = 0.5, mistake = mistake, showsBetterMove = better)
        val review = ReviewUi(
            listOf(
                ply(1u, Verdict.BLUNDER, mistake = true, better = true),
                ply(2u, Verdict.INACCURACY, mistake = false, better = true),
                ply(3u, Verdict.GOOD, mistake = false, better = false),
                ply(4u, Verdict.MISTAKE, mistake = true, better = true),
            ),
        )
        assertEquals(listOf(1u, 4u, 4u, 4u, 1u), (0u..4u).map { review.nextMistakeAfter(it) })
        assertEquals(null, ReviewUi(listOf(ply(1u, Verdict.INACCURACY, mistake = false, better = true))).nextMistakeAfter(0u))
        assertEquals(listOf(("a1" to "b1"), ("a1" to "b1"), null, ("a1" to "b1")), (1u..4u).map { review.betterMoveAt(it) })
        assertEquals(null, ReviewUi().betterMoveAt(1u))
    }

}
