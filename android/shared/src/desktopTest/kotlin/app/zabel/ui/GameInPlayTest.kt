package app.zabel.ui

import app.zabel.core.Board
import app.zabel.core.DieView
import app.zabel.core.GameListener
import app.zabel.core.GameView
import app.zabel.core.Ignored
import app.zabel.core.NotatedRecord
import app.zabel.core.Phase
import app.zabel.core.PlayerKind
import app.zabel.core.RatedMove
import app.zabel.core.SeatView
import app.zabel.core.SessionInterface
import app.zabel.core.Settings
import app.zabel.core.TapOutcome
import app.zabel.core.Variant
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import org.junit.Assert.assertEquals
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Test
import kotlin.time.Duration

/** The game on the board on its own, over a hand-made game: no core, no screen. */
class GameInPlayTest {
    /** A game of four around the table: seat [toMove] to move in [phase], [played] moves so far. */
    private fun view(toMove: Int, phase: Phase, played: Int, humans: Set<Int> = setOf(0, 2), die: DieView? = null) = GameView(
        Variant.QUATTRO_DIAGONAL,
        Board(0u, 0u, emptyList(), emptyList(), emptyList()),
        (0..3).map { SeatView(it.toUByte(), if (it in humans) PlayerKind.Human else PlayerKind.Computer(1u), (it % 2).toUByte(), it == toMove, false) },
        phase, die, null, false, null, null, null, List(played) { "m$it" }, null, false,
    )

    /** Plays the views it is given, in turn, and says what was asked of it. */
    private class FakeSession(var shown: GameView) : SessionInterface {
        val asked = mutableListOf<String>()
        var next: MutableList<GameView> = mutableListOf()
        var tapOutcome: TapOutcome = TapOutcome.Moved("m")
        var heard: GameListener? = null
        /** What the core tells the listener while a computer's turn is under way. */
        var duringTurn: (GameListener) -> Unit = {}

        private fun advance(what: String): GameView {
            asked += what
            if (next.isNotEmpty()) shown = next.removeAt(0)
            return shown
        }

        override suspend fun aiTurn(): GameView {
            heard?.let(duringTurn)
            return advance("computer")
        }
        override fun cancel() { asked += "cancel" }
        override fun cancelHint() {}
        override suspend fun hint(): List<RatedMove> = emptyList()
        override fun record() = ""
        override fun records(): List<NotatedRecord> = emptyList()
        override fun resign() = advance("resign")
        override fun roll() = advance("roll")
        override fun setListener(listener: GameListener) { heard = listener }
        override fun setOptions(settings: Settings) {}
        override fun tap(square: String): TapOutcome {
            advance("tap $square")
            return tapOutcome
        }
        override fun undo() = advance("undo")
        override fun view() = shown
        override fun viewAt(ply: UInt): GameView {
            asked += "view at $ply"
            return shown.copy(moves = shown.moves.take(ply.toInt()))
        }
    }

    private val notices = mutableListOf<Notice?>()
    private val cues = mutableListOf<Cue>()
    // Unconfined, with no pace: a computer's turn is played out before play() returns.
    private val hints = GameHint(CoroutineScope(Dispatchers.Unconfined)) {}
    private val game = GameInPlay(CoroutineScope(Dispatchers.Unconfined), { Duration.ZERO }, { true }, { cues += it }, { notices += it }, { e -> notices += Notice({ said -> said.error(e) }) }, hints)

    /**
     * Issue 61: an earlier position looked back at is the core's (viewAt);
     * a tap on it plays nothing and brings the present back; a computer's
     * move (heard from the core) or an undo brings it back too.
     */
    @Test
    fun anEarlierPositionIsTheCoresAndAMoveATapOrAnUndoBringsThePresentBack() {
        val session = FakeSession(view(toMove = 0, Phase.CHOOSE_PIECE, played = 3))
        game.begin(session)
        game.lookBack(1u)
        assertEquals(listOf("view at 1"), session.asked)
        assertEquals(listOf("m0"), game.past?.view?.moves)
        game.tap("a1")
        assertEquals("no tap reaches the core", listOf("view at 1"), session.asked)
        assertNull(game.past)

        game.lookBack(3u)
        assertNull("the last ply is the present", game.past)
        game.lookBack(0u)
        assertEquals(0u, game.past?.ply)
        session.heard!!.changed(view(toMove = 1, Phase.CHOOSE_PIECE, played = 4))
        assertNull("a computer's move shows the present", game.past)

        game.lookBack(2u)
        session.heard!!.changed(view(toMove = 1, Phase.CHOOSE_PIECE, played = 4))
        assertEquals("the same present again keeps the past in view", 2u, game.past?.ply)
        session.next = mutableListOf(view(toMove = 0, Phase.CHOOSE_PIECE, played = 3))
        game.undo()
        assertNull("an undo shows the present", game.past)
    }

    @Test
    fun thePeopleAtOneDeviceHandItOverBeforeTheNextPersonsTurn() {
        val session = FakeSession(view(toMove = 0, Phase.ROLL, played = 0))
        game.begin(session)
        game.play()
        assertNull("the first person just takes the device", game.handOver)
        // Seat 0 rolls and moves; the computer at seat 1 moves; seat 2, another person, is next.
        session.next = mutableListOf(view(0, Phase.CHOOSE_PIECE, 0), view(1, Phase.COMPUTER_TURN, 1), view(2, Phase.ROLL, 2))
        game.roll()
        game.tap("a1")
        game.play()
        assertEquals(listOf("roll", "tap a1", "computer"), session.asked)
        assertEquals(2.toUByte(), game.handOver)
        game.roll()
        assertEquals("the roll waits for the device to change hands", listOf("roll", "tap a1", "computer"), session.asked)
        game.handedOver()
        assertNull(game.handOver)
        game.roll()
        assertEquals("roll", session.asked.last())
    }

    @Test
    fun anIgnoredTapIsSaidAndAMovePlayedIsHeardAndEndsTheHint() {
        val session = FakeSession(view(toMove = 0, Phase.CHOOSE_PIECE, played = 0, humans = setOf(0)))
        game.begin(session)
        session.tapOutcome = TapOutcome.Ignored(Ignored.NOT_CHOOSABLE)
        game.tap("e5")
        assertEquals(EN.ignored(Ignored.NOT_CHOOSABLE), notices.last()?.say?.invoke(EN))
        assertTrue("an ignored tap is no move", cues.isEmpty())

        session.tapOutcome = TapOutcome.Moved("m0")
        session.next = mutableListOf(view(0, Phase.CHOOSE_TARGET, 1, humans = setOf(0)))
        game.tap("a1")
        assertNull("a tap played clears the line", notices.last())
        assertEquals(listOf(Cue.MOVE), cues)
        assertTrue(game.announcement?.text(EN, game.view).orEmpty().startsWith(EN.played("m0")))
    }

    @Test
    fun aComputersTurnIsPlayedAndStopsWhenAPersonIsToMove() {
        val session = FakeSession(view(toMove = 1, Phase.COMPUTER_TURN, played = 0, humans = setOf(0)))
        session.next = mutableListOf(view(2, Phase.COMPUTER_TURN, 1, humans = setOf(0)), view(3, Phase.COMPUTER_TURN, 2, humans = setOf(0)), view(0, Phase.ROLL, 3, humans = setOf(0)))
        game.begin(session)
        game.play()
        assertEquals("three computers in a row, then the person", List(3) { "computer" }, session.asked)
        assertEquals(Phase.ROLL, game.view?.phase)
        assertNull(game.thinking)
    }

    @Test
    fun aComputersRollIsShownAsItFallsAndItsMoveWaitsForThePace() {
        val session = FakeSession(view(toMove = 1, Phase.COMPUTER_TURN, played = 0, humans = setOf(0)))
        session.next = mutableListOf(view(0, Phase.ROLL, 1, humans = setOf(0)))
        val seen = mutableListOf<String>()
        session.duringTurn = { listener ->
            listener.thinking(0.5)
            seen += "thinking ${game.thinking}"
            // The roll, then a move the listener hears before the turn is over: the roll is shown, the move is not yet.
            listener.changed(view(1, Phase.COMPUTER_TURN, 0, humans = setOf(0), die = DieView.Value(4u)))
            seen += "die ${(game.view?.die as? DieView.Value)?.value}"
            listener.changed(view(0, Phase.ROLL, 1, humans = setOf(0)))
            seen += "moves ${game.view?.moves?.size}"
        }
        game.begin(session)
        game.play()
        assertEquals(listOf("thinking 0.5", "die 4", "moves 0"), seen)
        assertEquals("the move once the turn is over", 1, game.view?.moves?.size)
        assertNull(game.thinking)
    }
}
