package app.zabel.core

import java.nio.file.Files
import java.nio.file.Path
import java.util.concurrent.CopyOnWriteArrayList
import kotlinx.coroutines.async
import kotlinx.coroutines.delay
import kotlinx.coroutines.runBlocking
import kotlinx.coroutines.withTimeout
import org.junit.jupiter.api.AfterEach
import kotlin.test.assertEquals
import kotlin.test.assertFailsWith
import kotlin.test.assertFalse
import kotlin.test.assertNotNull
import kotlin.test.assertNull
import kotlin.test.assertTrue
import org.junit.jupiter.api.BeforeEach
import org.junit.jupiter.api.Test

/** Whole games and their records, driven through the generated bindings. */
class BindingsTest {
    private lateinit var dir: Path

    @BeforeEach
    fun makeDataDir() {
        dir = Files.createTempDirectory("zabel-kotlin")
    }

    @AfterEach
    fun removeDataDir() {
        dir.toFile().deleteRecursively()
    }

    private fun against(level: Int, seed: Long? = null) = GameConfig(
        red = PlayerKind.Human,
        blue = PlayerKind.Computer(level.toUByte()),
        first = FirstMover.RANDOM,
        redSetup = emptyList(),
        blueSetup = emptyList(),
        seed = seed?.toULong(),
    )

    /** What a player does next: roll, or tap the first square the core marks. */
    private fun humanStep(session: Session) {
        val view = session.view()
        when (view.phase) {
            Phase.ROLL -> session.roll()
            Phase.CHOOSE_STONE -> tapFirst(session, view, Highlight.CHOOSABLE)
            Phase.CHOOSE_TARGET -> tapFirst(session, view, Highlight.TARGET)
            else -> error("not a human step: ${view.phase}")
        }
    }

    private fun tapFirst(session: Session, view: GameView, highlight: Highlight) {
        val cell = view.cells.first { it.highlight == highlight }
        val outcome = session.tap(cell.square)
        assertFalse(outcome is TapOutcome.Ignored, "a marked square is never ignored: $outcome")
    }

    private fun playToEnd(session: Session): GameView = runBlocking {
        while (true) {
            val view = session.view()
            when (view.phase) {
                Phase.OVER -> return@runBlocking view
                Phase.COMPUTER_TURN -> session.aiTurn()
                else -> humanStep(session)
            }
        }
        @Suppress("UNREACHABLE_CODE")
        error("unreachable")
    }

    @Test
    fun `a human plays the computer to the end, is rated, and finds the game in the history`() {
        Zabel.open(dir.toString()).use { zabel ->
            val before = zabel.rating(GameKind.EINSTEIN)
            assertEquals(0u, before.games)
            val changes = CopyOnWriteArrayList<GameView>()
            val view = zabel.newGame(against(2)).use { session ->
                session.setListener(object : GameListener {
                    override fun changed(view: GameView) { changes.add(view) }
                    override fun thinking(progress: Double) {}
                })
                assertTrue(session.view().rated)
                playToEnd(session)
            }
            val result = assertNotNull(view.result)
            val change = assertNotNull(view.ratingChange, "a rated game shows its rating change")
            assertEquals(before.rating, change.before)
            assertEquals(if (result.winner == Side.RED) 1 else -1, Math.signum(change.delta).toInt())
            assertTrue(changes.size >= view.moves.size, "the listener heard every move")
            assertEquals(Phase.OVER, changes.last().phase)

            val rating = zabel.rating(GameKind.EINSTEIN)
            assertEquals(1u, rating.games)
            assertEquals(change.after, rating.rating)
            assertEquals(listOf(change), zabel.ratingHistory(GameKind.EINSTEIN).map { it.change })

            val history = zabel.history(10u, null)
            assertEquals(1, history.size)
            assertEquals(result.winner, history[0].winner)
            assertEquals(change, history[0].ratingChange)
            assertNull(zabel.resume(), "nothing left in progress")

            val replay = assertNotNull(zabel.replay(history[0].id))
            replay.use {
                assertEquals(view.moves.size.toUInt(), it.plies())
                assertTrue(it.view(0u).moves.isEmpty())
                val end = it.view(it.plies())
                assertEquals(view.moves, end.moves)
                assertEquals(view.cells.map { c -> c.piece }, end.cells.map { c -> c.piece })
                assertFailsWith<ZabelException.BadGame> { it.view(it.plies() + 1u) }
            }
        }
    }

    @Test
    fun `a reopened app resumes the interrupted game exactly, die included`() {
        val before = Zabel.open(dir.toString()).use { zabel ->
            zabel.newGame(against(3).copy(first = FirstMover.RED)).use { session ->
                session.roll()
                session.view()
            }
        }
        Zabel.open(dir.toString()).use { zabel ->
            val session = assertNotNull(zabel.resume(), "the game was saved")
            session.use { assertEquals(before, it.view()) }
        }
    }

    @Test
    fun `a computer's turn is cancelled with cancel() and left unplayed`(): Unit = runBlocking {
        Zabel.open(dir.toString()).use { zabel ->
            val watch = GameConfig(PlayerKind.Computer(8u), PlayerKind.Computer(8u), FirstMover.RED, emptyList(), emptyList(), 7u)
            zabel.newGame(watch).use { session ->
                // Exact endgames and the 2M-node search make level 8 think long
                // enough on some turns; cancel the first turn that is still running.
                var cancelled = false
                repeat(40) {
                    if (cancelled || session.view().phase == Phase.OVER) return@repeat
                    val movesBefore = session.view().moves.size
                    val turn = async { session.aiTurn() }
                    delay(5)
                    if (!turn.isCompleted) {
                        session.cancel()
                        val view = withTimeout(2_000) { turn.await() }
                        if (view.moves.size == movesBefore) cancelled = true
                    } else {
                        turn.await()
                    }
                }
                assertTrue(cancelled, "one turn was cancelled before it moved")
                assertEquals(Phase.COMPUTER_TURN, session.view().phase)
                session.aiTurn() // the game goes on afterwards
            }
        }
    }

    @Test
    fun `a cancelled coroutine drops the computer's turn`(): Unit = runBlocking {
        Zabel.open(dir.toString()).use { zabel ->
            val watch = GameConfig(PlayerKind.Computer(8u), PlayerKind.Computer(8u), FirstMover.RED, emptyList(), emptyList(), 11u)
            zabel.newGame(watch).use { session ->
                val turn = async { session.aiTurn() }
                delay(2)
                turn.cancel()
                // Whatever became of it, the session answers and plays on.
                session.cancel()
                withTimeout(5_000) {
                    while (true) {
                        try {
                            session.aiTurn(); break
                        } catch (e: ZabelException.AlreadyThinking) {
                            delay(10)
                        }
                    }
                }
                assertTrue(session.view().moves.isNotEmpty())
            }
        }
    }

    @Test
    fun `bad input is a typed error, never a crash`() {
        val file = Files.createFile(dir.resolve("not-a-directory"))
        assertFailsWith<ZabelException.DataDirectory> { Zabel.open(file.resolve("data").toString()) }

        Zabel.open(dir.resolve("data").toString()).use { zabel ->
            assertFailsWith<ZabelException.NoSuchLevel> { zabel.newGame(against(99)) }
            val badSetup = against(2).copy(redSetup = listOf(Placement(1u, Square(4u, 4u))))
            assertFailsWith<ZabelException.BadSetup> { zabel.newGame(badSetup) }
            assertFailsWith<ZabelException.BadSettings> { zabel.saveSettings(zabel.settings().copy(language = "fr")) }

            val bad = Files.writeString(dir.resolve("bad.json"), "{ not a backup")
            assertFailsWith<ZabelException.Backup> { zabel.importBackup(bad.toString()) }
            assertTrue(zabel.history(10u, null).isEmpty(), "a bad backup changes nothing")

            zabel.newGame(against(2).copy(first = FirstMover.RED)).use { session ->
                assertFailsWith<ZabelException.BadSquare> { session.tap(Square(5u, 0u)) }
                assertEquals(TapOutcome.Ignored(Ignored.ROLL_FIRST), session.tap(Square(0u, 0u)))
                assertFailsWith<ZabelException.NotComputersTurn> { runBlocking { session.aiTurn() } }
                assertFailsWith<ZabelException.NothingToUndo> { session.undo() }
                session.resign()
                assertFailsWith<ZabelException.GameOver> { session.roll() }
            }
        }
    }

    @Test
    fun `a backup exported from one app is imported by another`() {
        val backup = dir.resolve("backup.json").toString()
        val winner = Zabel.open(dir.resolve("a").toString()).use { zabel ->
            zabel.newGame(against(1)).use { playToEnd(it) }
            zabel.exportBackup(backup)
            zabel.history(1u, null)[0]
        }
        Zabel.open(dir.resolve("b").toString()).use { zabel ->
            assertEquals(ImportReport(1u, 0u), zabel.importBackup(backup))
            assertEquals(ImportReport(0u, 1u), zabel.importBackup(backup))
            assertEquals(winner.record, zabel.history(1u, null)[0].record)
            assertEquals(1u, zabel.rating(GameKind.EINSTEIN).games)
        }
    }

    @Test
    fun `a listener may call back into the session`() {
        Zabel.open(dir.toString()).use { zabel ->
            zabel.newGame(against(1).copy(first = FirstMover.RED)).use { session ->
                val seen = CopyOnWriteArrayList<Phase>()
                session.setListener(object : GameListener {
                    override fun changed(view: GameView) { seen.add(session.view().phase) }
                    override fun thinking(progress: Double) {}
                })
                session.roll()
                assertEquals(1, seen.size)
            }
        }
    }

    @Test
    fun `the setup screen's squares, opponents and settings come from the core`() {
        val arrangement = randomSetup(Side.BLUE)
        assertEquals((1..6).map { it.toUByte() }.toSet(), arrangement.map { it.stone }.toSet())
        val board = setupCells(Side.BLUE, arrangement)
        assertEquals(board.filter { it.highlight == Highlight.TARGET }.map { it.square }.toSet(), arrangement.map { it.square }.toSet())
        assertEquals(arrangement.map { it.square to it.stone }.toSet(), board.mapNotNull { c -> c.piece?.let { c.square to it.number } }.toSet())
        val (a, b) = arrangement[0].square to arrangement[1].square
        val swapped = assertNotNull(swapInSetup(Side.BLUE, arrangement, a, b))
        assertEquals(arrangement[1].stone, swapped.first { it.square == a }.stone)
        assertNull(swapInSetup(Side.BLUE, arrangement, a, Square(0u, 0u)), "a1 is off Blue's triangle")
        assertFailsWith<ZabelException.BadSetup> { setupCells(Side.RED, arrangement) }
        Zabel.open(dir.toString()).use { zabel ->
            val own = against(2).copy(first = FirstMover.RED, blueSetup = emptyList(), redSetup = randomSetup(Side.RED))
            zabel.newGame(own).use { session ->
                val placed = session.view().cells.filter { it.piece?.side == Side.RED }.map { it.square to it.piece!!.number }.toSet()
                assertEquals(own.redSetup.map { it.square to it.stone }.toSet(), placed)
            }
            val opponents = zabel.opponents(GameKind.EINSTEIN)
            assertEquals(8, opponents.size)
            assertTrue(opponents.zipWithNext().all { (a, b) -> a.expectedScore >= b.expectedScore })
            assertNotNull(zabel.suggestedOpponent(GameKind.EINSTEIN))
            val german = zabel.settings().copy(language = "de", showDie = false)
            zabel.saveSettings(german)
            assertEquals(german, zabel.settings())
            zabel.newGame(against(2).copy(first = FirstMover.RED)).use { session ->
                val rolled = session.roll()
                // Unless the roll left a single move, which plays itself, the die is hidden.
                if (rolled.phase != Phase.COMPUTER_TURN) assertEquals(DieView.Hidden, rolled.die)
            }
        }
    }

    @Test
    fun `many sessions in sequence leave nothing behind`() {
        Zabel.open(dir.toString()).use { zabel ->
            val baseline = liveObjects()
            repeat(300) { i ->
                zabel.newGame(against(1 + i % 3, i.toLong())).use { session ->
                    session.view()
                }
            }
            assertEquals(baseline, liveObjects(), "every session was freed")
        }
    }

    /** The cost of one `view()` through the FFI, for the notes (not a timed test). */
    @Test
    fun `measure the cost of view()`() {
        Zabel.open(dir.toString()).use { zabel ->
            zabel.newGame(against(2).copy(first = FirstMover.RED)).use { session ->
                session.roll()
                val first = session.view()
                repeat(2_000) { session.view() } // warm up the JIT
                val samples = (1..20).map {
                    val start = System.nanoTime()
                    repeat(500) { assertEquals(first.cells.size, session.view().cells.size) }
                    (System.nanoTime() - start) / 500.0 / 1000.0
                }.sorted()
                println("kotlin: view() through the FFI, median %.1f µs (20 × 500 calls)".format(samples[samples.size / 2]))
            }
        }
    }
}
