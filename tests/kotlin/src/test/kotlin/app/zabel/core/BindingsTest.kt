package app.zabel.core

import java.nio.file.Files
import java.nio.file.Path
import java.util.concurrent.CopyOnWriteArrayList
import kotlinx.coroutines.CoroutineStart
import kotlinx.coroutines.async
import kotlinx.coroutines.cancelAndJoin
import kotlinx.coroutines.launch
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

    private fun einstein(
        red: PlayerKind,
        blue: PlayerKind,
        first: FirstMover = FirstMover.RANDOM,
        redSetup: List<Placement> = emptyList(),
        blueSetup: List<Placement> = emptyList(),
        seed: Long? = null,
    ) = GameConfig(
        players = listOf(red, blue),
        options = GameOptions.Einstein(first, redSetup, blueSetup),
        seed = seed?.toULong(),
    )

    private fun against(level: Int, seed: Long? = null, first: FirstMover = FirstMover.RANDOM) =
        einstein(PlayerKind.Human, PlayerKind.Computer(level.toUByte()), first = first, seed = seed)

    private fun koenigszabel(attackers: PlayerKind = PlayerKind.Human, defenders: PlayerKind = PlayerKind.Human, seed: Long? = null) =
        GameConfig(listOf(attackers, defenders), GameOptions.Koenigszabel(shieldwall = false), seed?.toULong())

    private val GameView.cells get() = board.cells

    /** What a player does next: roll, or tap the first square the core marks. */
    private fun humanStep(session: Session) {
        val view = session.view()
        when (view.phase) {
            Phase.ROLL -> session.roll()
            Phase.CHOOSE_PIECE -> tapFirst(session, view, Mark.CHOOSABLE)
            Phase.CHOOSE_TARGET -> tapFirst(session, view, Mark.TARGET)
            else -> error("not a human step: ${view.phase}")
        }
    }

    private fun tapFirst(session: Session, view: GameView, mark: Mark) {
        val cell = view.cells.first { it.mark == mark }
        val outcome = session.tap(cell.name)
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
            val before = zabel.rating(Variant.EINSTEIN)
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
            assertEquals(2, result.scores.size, "a score per seat")
            val winner = assertNotNull(result.winner, "EinStein has no draws")
            assertEquals(Score.WIN, result.scores[winner.toInt()])
            assertEquals(if (winner.toInt() == 0) 1 else -1, Math.signum(change.delta).toInt())
            assertTrue(changes.size >= view.moves.size, "the listener heard every move")
            assertEquals(Phase.OVER, changes.last().phase)

            val rating = zabel.rating(Variant.EINSTEIN)
            assertEquals(1u, rating.games)
            assertEquals(change.after, rating.rating)
            assertEquals(listOf(change), zabel.ratingHistory(Variant.EINSTEIN).map { it.change })

            val history = zabel.history(10u, null)
            assertEquals(1, history.size)
            assertEquals(Variant.EINSTEIN, history[0].variant)
            assertEquals(listOf(PlayerKind.Human, PlayerKind.Computer(2u)), history[0].players)
            assertEquals(result, history[0].result)
            assertTrue(history[0].rated)
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
    fun `two humans play a whole Koenigszabel game by taps through the bindings, and it is kept and replayed`() {
        Zabel.open(dir.toString()).use { zabel ->
            val end = zabel.newGame(koenigszabel(seed = 5)).use { session ->
                val start = session.view()
                assertEquals(Variant.KOENIGSZABEL, start.variant)
                assertEquals(13u.toUByte(), start.board.width)
                assertEquals(13u.toUByte(), start.board.height)
                assertEquals(169, start.cells.size)
                assertEquals("a13", start.cells[0].name)
                assertEquals("m1", start.cells[168].name)
                assertEquals(('a'..'m').map { it.toString() }, start.board.files)
                assertEquals((13 downTo 1).map { it.toString() }, start.board.ranks)
                val throne = start.cells.single { it.name == "g7" }
                assertEquals(Terrain.Throne, throne.terrain)
                assertEquals(PieceKind.KING, throne.piece?.kind)
                assertEquals(1, throne.piece?.seat?.toInt(), "the king defends")
                assertTrue(throne.description.isNotBlank())
                for (corner in listOf("a1", "a13", "m1", "m13")) {
                    assertEquals(Terrain.Castle, start.cells.single { it.name == corner }.terrain, corner)
                }
                assertNull(start.die, "Königszabel has no die")
                assertFalse(start.rated, "two humans are not rated")
                assertEquals(listOf(0, 1), start.seats.map { it.seat.toInt() })
                assertEquals(0, start.seats.single { it.toMove }.seat.toInt(), "the attackers begin")
                assertEquals(Phase.CHOOSE_PIECE, start.phase)

                var view = start
                var plies = 0
                while (view.phase != Phase.OVER) {
                    assertTrue(plies < 5_000, "the game ends")
                    when (view.phase) {
                        Phase.CHOOSE_PIECE -> {
                            val piece = view.cells.first { it.mark == Mark.CHOOSABLE }
                            val outcome = session.tap(piece.name)
                            assertEquals(TapOutcome.Selected(piece.name), outcome)
                        }
                        Phase.CHOOSE_TARGET -> {
                            assertEquals(1, view.cells.count { it.mark == Mark.MOVING })
                            val target = view.cells.first { it.mark == Mark.TARGET }
                            val outcome = session.tap(target.name)
                            assertTrue(outcome is TapOutcome.Moved, "$outcome")
                            plies++
                        }
                        else -> error("two humans, yet ${view.phase}")
                    }
                    view = session.view()
                }
                assertEquals(plies, view.moves.size)
                val result = assertNotNull(view.result)
                assertEquals(2, result.scores.size, "a score per seat")
                when (val winner = result.winner) {
                    null -> assertEquals(listOf(Score.DRAW, Score.DRAW), result.scores)
                    else -> assertEquals(Score.WIN, result.scores[winner.toInt()])
                }
                assertFalse(result.reason == EndReason.REACHED_CORNER || result.reason == EndReason.CAPTURED_ALL, "${result.reason}")
                assertTrue(view.cells.none { it.mark == Mark.CHOOSABLE || it.mark == Mark.TARGET })
                assertEquals(TapOutcome.Ignored(Ignored.GAME_OVER), session.tap("g7"))
                println("kotlin: Königszabel by first marks ended after $plies plies: ${result.reason}, ${result.scores}")
                view
            }

            val game = zabel.history(10u, null).single()
            assertEquals(end.gameId, game.id)
            assertEquals(Variant.KOENIGSZABEL, game.variant)
            assertEquals(listOf(PlayerKind.Human, PlayerKind.Human), game.players)
            assertEquals(end.result, game.result)
            assertFalse(game.rated, "two humans are not rated")
            assertNull(game.ratingChange)
            assertEquals(0u, zabel.rating(Variant.KOENIGSZABEL).games)

            assertNotNull(zabel.replay(game.id)).use { replay ->
                assertEquals(game, replay.game())
                assertEquals(end.moves.size.toUInt(), replay.plies())
                val start = replay.view(0u)
                assertEquals(Variant.KOENIGSZABEL, start.variant)
                assertEquals(13u.toUByte(), start.board.width)
                assertEquals(13u.toUByte(), start.board.height)
                assertNull(start.die, "Königszabel has no die")
                assertNull(start.result)
                assertTrue(start.moves.isEmpty())
                assertEquals(PieceKind.KING, start.cells.single { it.name == "g7" }.piece?.kind)
                for (ply in 1u..replay.plies()) assertEquals(ply.toInt(), replay.view(ply).moves.size)
                val last = replay.view(replay.plies())
                assertEquals(end.result, last.result)
                assertEquals(end.moves, last.moves)
                assertEquals(end.cells.map { it.piece }, last.cells.map { it.piece })
                assertFailsWith<ZabelException.BadGame> { replay.view(replay.plies() + 1u) }
                // A whole review takes about a second a ply here; cancelled, it answers what it has.
                val partial = runBlocking {
                    val review = async(start = CoroutineStart.UNDISPATCHED) { replay.review() }
                    delay(300)
                    replay.cancel()
                    withTimeout(30_000) { review.await() }
                }
                println("kotlin: Königszabel review cancelled after ${partial.size} of ${replay.plies()} plies")
                assertTrue(partial.size <= replay.plies().toInt())
                assertEquals((1..partial.size).toList(), partial.map { it.number.toInt() }, "the plies from the first on")
                assertTrue(partial.all { it.roll == null }, "Königszabel has no die")
            }
        }
    }

    @Test
    fun `a Koenigszabel game against level 1 is rated on its own rating, EinStein's unchanged`() {
        Zabel.open(dir.toString()).use { zabel ->
            zabel.newGame(against(1)).use { playToEnd(it) }
            val einstein = zabel.rating(Variant.EINSTEIN)
            assertEquals(1u, einstein.games)
            val levels = zabel.opponents(Variant.KOENIGSZABEL)
            assertEquals(1u.toUByte(), levels.first().level, "the weakest Königszabel level is measured")

            val view = zabel.newGame(koenigszabel(PlayerKind.Human, PlayerKind.Computer(1u))).use { session ->
                assertTrue(session.view().rated, "level 1 has a rating")
                assertEquals(0, session.view().seats.single { it.toMove }.seat.toInt(), "the attackers, the human, begin")
                session.resign()
            }
            val result = assertNotNull(view.result)
            assertEquals(EndReason.RESIGNED, result.reason)
            assertEquals(1u.toUByte(), result.winner, "the defenders win")
            assertEquals(listOf(Score.LOSS, Score.WIN), result.scores)
            val change = assertNotNull(view.ratingChange)
            assertTrue(change.delta < 0, "a loss costs rating: $change")

            val rating = zabel.rating(Variant.KOENIGSZABEL)
            assertEquals(1u, rating.games)
            assertEquals(change.after, rating.rating)
            assertEquals(listOf(change), zabel.ratingHistory(Variant.KOENIGSZABEL).map { it.change })
            assertEquals(einstein, zabel.rating(Variant.EINSTEIN), "EinStein's rating is its own")
            assertEquals(1, zabel.ratingHistory(Variant.EINSTEIN).size)

            val game = zabel.history(10u, null).first()
            assertEquals(Variant.KOENIGSZABEL, game.variant)
            assertEquals(listOf(PlayerKind.Human, PlayerKind.Computer(1u)), game.players)
            assertEquals(result, game.result)
            assertTrue(game.rated)
            assertEquals(change, game.ratingChange)
            assertEquals(2, zabel.history(10u, null).size)

            val level2 = zabel.levels(Variant.KOENIGSZABEL).single { it.level.toInt() == 2 }
            zabel.newGame(koenigszabel(PlayerKind.Computer(2u), PlayerKind.Human)).use { session ->
                assertEquals(level2.rating != null, session.view().rated, "level 2 is rated once it is measured: $level2")
            }
        }
    }

    @Test
    fun `every Koenigszabel level is listed with its names, and each one plays`(): Unit = runBlocking {
        Zabel.open(dir.toString()).use { zabel ->
            val levels = zabel.levels(Variant.KOENIGSZABEL)
            assertEquals((1..8).toList(), levels.map { it.level.toInt() })
            assertEquals(listOf("Thrall", "Watchman"), levels.take(2).map { it.name })
            assertTrue(levels.all { it.name.isNotBlank() })
            // Named in the player's language, from the settings.
            zabel.saveSettings(zabel.settings().copy(language = "de"))
            assertEquals(listOf("Knecht", "Wächter"), zabel.levels(Variant.KOENIGSZABEL).take(2).map { it.name })
            zabel.saveSettings(zabel.settings().copy(language = "en"))
            assertEquals(1000.0, levels.first().rating, "level 1 anchors the scale")
            assertEquals(
                levels.filter { it.rating != null }.map { it.level to it.rating },
                zabel.opponents(Variant.KOENIGSZABEL).map { it.level to it.rating },
                "the opponents are the measured levels",
            )
            for (level in levels) {
                // The human defends; the computer attacks first and plays one move.
                zabel.newGame(koenigszabel(PlayerKind.Computer(level.level), PlayerKind.Human, seed = 1)).use { session ->
                    assertEquals(level.rating != null, session.view().rated, "${level.name} rated only when measured")
                    assertEquals(Phase.COMPUTER_TURN, session.view().phase)
                    val after = session.aiTurn()
                    assertEquals(1, after.moves.size, level.name)
                    assertEquals(1, after.seats.single { it.toMove }.seat.toInt(), "the defenders' turn")
                    session.resign()
                }
            }
            assertFailsWith<ZabelException.NoSuchLevel> { zabel.newGame(koenigszabel(PlayerKind.Human, PlayerKind.Computer(9u))) }
            val shieldwall = GameConfig(listOf(PlayerKind.Human, PlayerKind.Computer(2u)), GameOptions.Koenigszabel(shieldwall = true), null)
            zabel.newGame(shieldwall).use { assertEquals(Variant.KOENIGSZABEL, it.view().variant) }
        }
    }

    @Test
    fun `a Koenigszabel hint values every legal move, best first, and the game is then unrated`(): Unit = runBlocking {
        Zabel.open(dir.toString()).use { zabel ->
            zabel.newGame(koenigszabel(PlayerKind.Human, PlayerKind.Computer(1u), seed = 3)).use { session ->
                val start = session.view()
                assertTrue(start.rated, "level 1 is rated")
                assertEquals(Phase.CHOOSE_PIECE, start.phase)
                val began = System.nanoTime()
                val hints = session.hint()
                println("kotlin: Königszabel hint at the start, %d moves in %.0f ms".format(hints.size, (System.nanoTime() - began) / 1e6))
                assertEquals(152, hints.size, "every legal move of the attackers' first turn")
                assertEquals(hints.size, hints.map { it.from to it.to }.toSet().size, "each move once")
                assertEquals(hints.sortedByDescending { it.winProbability }, hints, "best first")
                assertTrue(hints.all { it.winProbability in 0.0..1.0 && it.notation.isNotBlank() })
                assertEquals(start.cells.filter { it.mark == Mark.CHOOSABLE }.map { it.name }.toSet(), hints.map { it.from }.toSet(), "the pieces that may move")
                assertFalse(session.view().rated, "an answered hint makes the game unrated")

                // The best move, played by taps, is legal.
                val best = hints.first()
                assertEquals(TapOutcome.Selected(best.from), session.tap(best.from))
                assertTrue(session.tap(best.to) is TapOutcome.Moved)
                assertEquals(1, session.view().moves.size)
            }
        }
    }

    @Test
    fun `a short Koenigszabel game is reviewed ply by ply without a die`(): Unit = runBlocking {
        Zabel.open(dir.toString()).use { zabel ->
            val end = zabel.newGame(koenigszabel(seed = 9)).use { session ->
                repeat(4) {
                    humanStep(session)
                    humanStep(session)
                }
                session.resign()
            }
            assertEquals(4, end.moves.size)
            assertEquals(EndReason.RESIGNED, end.result?.reason)
            val id = assertNotNull(end.gameId)
            assertNotNull(zabel.replay(id)).use { replay ->
                val began = System.nanoTime()
                val reviews = replay.review()
                println("kotlin: Königszabel review of %d plies in %.0f ms".format(reviews.size, (System.nanoTime() - began) / 1e6))
                assertEquals(4, reviews.size, "one review a ply")
                assertEquals(listOf(1, 2, 3, 4), reviews.map { it.number.toInt() })
                assertTrue(reviews.all { it.roll == null }, "Königszabel has no die")
                for ((review, move) in reviews.zip(end.moves)) {
                    assertEquals(move, review.played.notation, "ply ${review.number}")
                    assertTrue(review.best.winProbability >= review.played.winProbability - 1e-9)
                    assertTrue(review.loss in 0.0..1.0)
                    // The apps mark and draw from these flags, never from the verdict.
                    assertEquals(review.verdict == Verdict.MISTAKE || review.verdict == Verdict.BLUNDER, review.mistake, "ply ${review.number}")
                    assertEquals(review.mistake || review.verdict == Verdict.INACCURACY, review.showsBetterMove, "ply ${review.number}")
                }
            }
        }
    }

    /** A session against level 1 where the human has rolled and may move. */
    private fun readyToMove(zabel: Zabel, seed: Long): Session {
        val session = zabel.newGame(against(1, seed = seed, first = FirstMover.RED))
        while (session.view().phase == Phase.ROLL) {
            session.roll()
            // A single legal move plays itself: let the computer answer and roll again.
            runBlocking { while (session.view().phase == Phase.COMPUTER_TURN) session.aiTurn() }
        }
        assertTrue(session.view().phase == Phase.CHOOSE_PIECE || session.view().phase == Phase.CHOOSE_TARGET)
        return session
    }

    @Test
    fun `a hint cancelled while it is worked out fails with HintCancelled and the game stays rated`(): Unit = runBlocking {
        Zabel.open(dir.toString()).use { zabel ->
            readyToMove(zabel, 5).use { session ->
                // Started undispatched, the hint has reached the core before cancelHint.
                val hint = async(start = CoroutineStart.UNDISPATCHED) { runCatching { session.hint() } }
                session.cancelHint()
                val failure = hint.await().exceptionOrNull()
                assertTrue(failure is ZabelException.HintCancelled, "$failure")
                assertTrue(session.view().rated, "a cancelled hint keeps the game rated")

                // A move meanwhile outdates a hint in the same way.
                val outdated = async(start = CoroutineStart.UNDISPATCHED) { runCatching { session.hint() } }
                humanStep(session)
                while (session.view().phase == Phase.CHOOSE_TARGET) humanStep(session)
                assertTrue(outdated.await().exceptionOrNull() is ZabelException.HintCancelled)
                assertTrue(session.view().rated)
            }
            readyToMove(zabel, 6).use { session ->
                // A cancelled coroutine drops the hint; the game stays rated.
                val dropped = launch(start = CoroutineStart.UNDISPATCHED) { session.hint() }
                dropped.cancelAndJoin()
                assertTrue(session.view().rated)

                val hints = session.hint()
                assertTrue(hints.isNotEmpty())
                assertEquals(hints.sortedByDescending { it.winProbability }, hints, "best first")
                assertFalse(session.view().rated, "an answered hint makes the game unrated")
            }
        }
    }

    @Test
    fun `a Koenigszabel game in progress resumes exactly`() {
        val before = Zabel.open(dir.toString()).use { zabel ->
            zabel.newGame(koenigszabel()).use { session ->
                val piece = session.view().cells.first { it.mark == Mark.CHOOSABLE }
                session.tap(piece.name)
                session.tap(session.view().cells.first { it.mark == Mark.TARGET }.name)
                session.view()
            }
        }
        assertEquals(1, before.moves.size)
        Zabel.open(dir.toString()).use { zabel ->
            val session = assertNotNull(zabel.resume(), "the game was saved")
            session.use { assertEquals(before, it.view()) }
        }
    }

    @Test
    fun `a reopened app resumes the interrupted game exactly, die included`() {
        val before = Zabel.open(dir.toString()).use { zabel ->
            zabel.newGame(against(3, first = FirstMover.RED)).use { session ->
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
            val watch = einstein(PlayerKind.Computer(8u), PlayerKind.Computer(8u), FirstMover.RED, seed = 7)
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
            val watch = einstein(PlayerKind.Computer(8u), PlayerKind.Computer(8u), FirstMover.RED, seed = 11)
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
            val badSetup = einstein(PlayerKind.Human, PlayerKind.Computer(2u), redSetup = listOf(Placement(1u, "e5")))
            assertFailsWith<ZabelException.BadSetup> { zabel.newGame(badSetup) }
            val offBoard = einstein(PlayerKind.Human, PlayerKind.Computer(2u), redSetup = listOf(Placement(1u, "z9")))
            assertFailsWith<ZabelException.BadSquare> { zabel.newGame(offBoard) }
            val three = GameConfig(listOf(PlayerKind.Human, PlayerKind.Human, PlayerKind.Human), GameOptions.Koenigszabel(false), null)
            assertFailsWith<ZabelException.BadConfig> { zabel.newGame(three) }
            assertFailsWith<ZabelException.BadSettings> { zabel.saveSettings(zabel.settings().copy(language = "fr")) }

            val bad = Files.writeString(dir.resolve("bad.json"), "{ not a backup")
            assertFailsWith<ZabelException.Backup> { zabel.importBackup(bad.toString()) }
            assertTrue(zabel.history(10u, null).isEmpty(), "a bad backup changes nothing")

            zabel.newGame(einstein(PlayerKind.Human, PlayerKind.Human, FirstMover.RED, seed = 3)).use { session ->
                while (session.view().phase == Phase.ROLL) session.roll()
                assertFailsWith<ZabelException.BadSquare> { session.tap("f1") }
                assertFailsWith<ZabelException.BadSquare> { session.tap("") }
            }
            zabel.newGame(against(2, first = FirstMover.RED)).use { session ->
                assertFailsWith<ZabelException.BadSquare> { session.tap("f1") }
                assertEquals(TapOutcome.Ignored(Ignored.ROLL_FIRST), session.tap("a1"))
                assertFailsWith<ZabelException.NotComputersTurn> { runBlocking { session.aiTurn() } }
                assertFailsWith<ZabelException.NothingToUndo> { session.undo() }
                session.resign()
                assertFailsWith<ZabelException.GameOver> { session.roll() }
            }
            zabel.newGame(koenigszabel()).use { session ->
                assertFailsWith<ZabelException.NoDice> { session.roll() }
                assertFailsWith<ZabelException.BadSquare> { session.tap("n1") }
                assertFailsWith<ZabelException.BadSquare> { session.tap("a14") }
                assertEquals(TapOutcome.Ignored(Ignored.NOT_CHOOSABLE), session.tap("a13"), "an empty castle")
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
            assertEquals(1u, zabel.rating(Variant.EINSTEIN).games)
        }
    }

    @Test
    fun `a listener may call back into the session`() {
        Zabel.open(dir.toString()).use { zabel ->
            zabel.newGame(against(1, first = FirstMover.RED)).use { session ->
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
        val board = setupBoard(Side.BLUE, arrangement, listOf(PlayerKind.Computer(2u), PlayerKind.Human))
        assertEquals(5u.toUByte(), board.width)
        assertEquals("a1", board.cells.first().name, "Blue starts at the bottom already: drawn as the rules draw it")
        assertEquals("a1", setupBoard(Side.RED, randomSetup(Side.RED), listOf(PlayerKind.Human, PlayerKind.Computer(2u))).cells.last().name, "Red's corner turned to the bottom")
        assertEquals(25, board.cells.size)
        assertEquals(board.cells.filter { it.mark == Mark.TARGET }.map { it.name }.toSet(), arrangement.map { it.square }.toSet())
        assertEquals(
            arrangement.map { it.square to it.stone.toString() }.toSet(),
            board.cells.mapNotNull { c -> c.piece?.let { c.name to it.label } }.toSet(),
        )
        assertTrue(board.cells.mapNotNull { it.piece }.all { it.seat.toInt() == 1 && it.kind == PieceKind.STONE }, "Blue is seat 1")
        val (a, b) = arrangement[0].square to arrangement[1].square
        val swapped = assertNotNull(swapInSetup(Side.BLUE, arrangement, a, b))
        assertEquals(arrangement[1].stone, swapped.first { it.square == a }.stone)
        assertNull(swapInSetup(Side.BLUE, arrangement, a, "a1"), "a1 is off Blue's triangle")
        assertFailsWith<ZabelException.BadSquare> { swapInSetup(Side.BLUE, arrangement, a, "q7") }
        assertFailsWith<ZabelException.BadSetup> { setupBoard(Side.RED, arrangement, listOf(PlayerKind.Human, PlayerKind.Human)) }
        Zabel.open(dir.toString()).use { zabel ->
            val redSetup = randomSetup(Side.RED)
            val own = einstein(PlayerKind.Human, PlayerKind.Computer(2u), FirstMover.RED, redSetup = redSetup)
            zabel.newGame(own).use { session ->
                val placed = session.view().cells.filter { it.piece?.seat?.toInt() == 0 }.map { it.name to it.piece!!.label }.toSet()
                assertEquals(redSetup.map { it.square to it.stone.toString() }.toSet(), placed)
            }
            val opponents = zabel.opponents(Variant.EINSTEIN)
            assertEquals(8, opponents.size)
            assertTrue(opponents.zipWithNext().all { (a, b) -> a.expectedScore >= b.expectedScore })
            assertNotNull(zabel.suggestedOpponent(Variant.EINSTEIN, null))
            // The attackers' measured weakness: the fair match for them is no stronger than for the defenders.
            assertTrue(sidesDiffer(Variant.KOENIGSZABEL) && !sidesDiffer(Variant.EINSTEIN))
            val (attacking, defending) = listOf(RatedSeat.FIRST, RatedSeat.SECOND).map { zabel.suggestedOpponent(Variant.KOENIGSZABEL, it)!! }
            assertTrue(attacking.rating <= defending.rating, "${attacking.level} for the attackers, ${defending.level} for the defenders")
            val german = zabel.settings().copy(language = "de", showDie = false)
            zabel.saveSettings(german)
            assertEquals(german, zabel.settings())
            zabel.newGame(against(2, first = FirstMover.RED)).use { session ->
                val rolled = session.roll()
                // Unless the roll left a single move, which plays itself, the die is hidden.
                if (rolled.phase != Phase.COMPUTER_TURN) assertEquals(DieView.Hidden, rolled.die)
            }
        }
    }

    @Test
    fun `the apps take seats, seatings, letters and the arranging side from the core`() {
        assertEquals(listOf(2, 2, 4, 4, 3), Variant.entries.map { variantSeatCount(it).toInt() })
        assertEquals(listOf(null, null, Seating.DIAGONAL, Seating.LONGLINE, Seating.TRIO), Variant.entries.map { variantSeating(it) })
        assertEquals(listOf("T", "U", "W"), (0 until 3).map { seatLetter(Variant.TRIO, it.toUByte()) }, "Q4: the trio skips V")
        assertEquals(null, seatLetter(Variant.KOENIGSZABEL, 0u))
        assertEquals(Side.BLUE, arrangingSide(listOf(PlayerKind.Computer(1u), PlayerKind.Human)))
        assertEquals(Side.RED, arrangingSide(listOf(PlayerKind.Human, PlayerKind.Human)))
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

    /**
     * The cost of one `view()` through the FFI, for the notes (not a timed
     * test). The JIT needs seconds, not a fixed number of calls, before the
     * lifting code is compiled; a count-based warm-up measured it half cold.
     */
    @Test
    fun `measure the cost of view()`() {
        Zabel.open(dir.toString()).use { zabel ->
            zabel.newGame(against(2, first = FirstMover.RED)).use { session ->
                session.roll()
                println("kotlin: 5×5 view() through the FFI, " + medianOfView(session, 25))
            }
            zabel.newGame(koenigszabel()).use { session ->
                println("kotlin: 13×13 view() through the FFI, " + medianOfView(session, 169))
            }
        }
    }

    private fun medianOfView(session: Session, cells: Int): String {
        val warm = System.nanoTime() + 3_000_000_000L
        while (System.nanoTime() < warm) session.view()
        val samples = (1..21).map {
            val start = System.nanoTime()
            repeat(500) { assertEquals(cells, session.view().cells.size) }
            (System.nanoTime() - start) / 500.0 / 1000.0
        }.sorted()
        return "median %.1f µs (21 × 500 calls after 3 s of warm-up)".format(samples[samples.size / 2])
    }
}
