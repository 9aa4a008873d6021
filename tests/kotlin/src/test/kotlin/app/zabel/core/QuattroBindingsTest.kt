package app.zabel.core

import java.nio.file.Files
import java.nio.file.Path
import kotlinx.coroutines.runBlocking
import org.junit.jupiter.api.AfterEach
import org.junit.jupiter.api.BeforeEach
import org.junit.jupiter.api.Test
import kotlin.test.assertEquals
import kotlin.test.assertFailsWith
import kotlin.test.assertFalse
import kotlin.test.assertNotNull
import kotlin.test.assertNull
import kotlin.test.assertTrue

/**
 * EinStein for three and four players on 6×6 through the bindings: one human
 * seat and computers at the others, played to the end by roll, tap and
 * aiTurn exactly as two-player EinStein; team results; kept unrated.
 */
class QuattroBindingsTest {
    private lateinit var dir: Path

    @BeforeEach
    fun makeDataDir() {
        dir = Files.createTempDirectory("zabel-quattro")
    }

    @AfterEach
    fun removeDataDir() {
        dir.toFile().deleteRecursively()
    }

    private fun quattro(seating: Seating, players: List<PlayerKind>, first: Int? = null, seed: Long? = null) =
        GameConfig(players, GameOptions.Quattro(seating, first?.toUByte()), seed?.toULong())

    private fun oneHumanAgainstLevelOne(seats: Int) = listOf(PlayerKind.Human) + List(seats - 1) { PlayerKind.Computer(1u) }

    /** Plays to the end: the human rolls and taps the first square the core marks; computers move by aiTurn. */
    private fun playToEnd(session: Session, seen: MutableList<GameView> = mutableListOf()): GameView = runBlocking {
        var steps = 0
        while (true) {
            val view = session.view()
            seen += view
            assertTrue(++steps < 5_000, "the game ends")
            when (view.phase) {
                Phase.OVER -> return@runBlocking view
                Phase.COMPUTER_TURN -> session.aiTurn()
                Phase.ROLL -> session.roll()
                Phase.CHOOSE_PIECE -> tapFirst(session, view, Mark.CHOOSABLE)
                Phase.CHOOSE_TARGET -> tapFirst(session, view, Mark.TARGET)
            }
        }
        @Suppress("UNREACHABLE_CODE")
        error("unreachable")
    }

    private fun tapFirst(session: Session, view: GameView, mark: Mark) {
        val cell = view.board.cells.first { it.mark == mark }
        val outcome = session.tap(cell.name)
        assertFalse(outcome is TapOutcome.Ignored, "a marked square is never ignored: $outcome")
    }

    /** The checks both games share: a 6×6 board from the view, a score per seat won by a team, unrated, in the history and replayed. */
    private fun playAndCheck(zabel: Zabel, variant: Variant, seating: Seating, seats: Int, seed: Long) {
        val players = oneHumanAgainstLevelOne(seats)
        val seen = mutableListOf<GameView>()
        val end = zabel.newGame(quattro(seating, players, seed = seed)).use { session ->
            val start = session.view()
            assertEquals(variant, start.variant)
            assertEquals(6u.toUByte(), start.board.width)
            assertEquals(6u.toUByte(), start.board.height)
            assertEquals(36, start.board.cells.size)
            assertEquals(seats, start.seats.size)
            assertEquals((0 until seats).map { it.toUByte() }, start.seats.map { it.seat })
            assertEquals(players, start.seats.map { it.player })
            assertEquals(1, start.seats.count { it.toMove })
            assertTrue(start.seats.none { it.droppedOut })
            assertFalse(start.rated, "games of three and four are never rated")
            assertNotNull(start.die, "a dice game")
            // Six stones per seat, labelled 1..6, each on the board.
            for (seat in 0 until seats) {
                val labels = start.board.cells.mapNotNull { it.piece }.filter { it.seat.toInt() == seat }.map { it.label }.sorted()
                assertEquals((1..6).map { "$it" }, labels, "seat $seat")
            }
            // Every seat's home corner is on the board.
            val corners = start.board.cells.map { it.terrain }.filterIsInstance<Terrain.HomeCorner>().map { it.seat.toInt() }.toSet()
            assertEquals((0 until seats).toSet(), corners)
            playToEnd(session, seen)
        }
        assertEquals(Phase.OVER, end.phase)
        assertFalse(end.rated)
        assertNull(end.ratingChange)
        val result = assertNotNull(end.result)
        assertEquals(seats, result.scores.size, "a score per seat")
        assertTrue(result.scores.none { it == Score.DRAW }, "no draws")
        // Teams win together: every winner's partners won, every loser's partners lost.
        val teams = end.seats.associate { it.seat.toInt() to it.team }
        val winners = result.scores.withIndex().filter { it.value == Score.WIN }.map { it.index }
        assertTrue(winners.isNotEmpty())
        val winningTeam = teams.getValue(winners.first())
        for ((seat, score) in result.scores.withIndex()) {
            assertEquals(teams.getValue(seat) == winningTeam, score == Score.WIN, "seat $seat of team ${teams[seat]}: $score")
        }
        assertEquals(2, teams.values.toSet().size, "two teams")
        assertEquals(if (winners.size == 1) winners.single().toUByte() else null, result.winner)
        // The turn passed through more than one seat, and only seats that had not dropped out moved.
        assertTrue(seen.mapNotNull { v -> v.seats.firstOrNull { it.toMove }?.seat }.toSet().size > 1)
        for (view in seen) {
            val toMove = view.seats.filter { it.toMove }
            if (view.phase != Phase.OVER) assertTrue(toMove.size == 1 && !toMove.single().droppedOut, "$toMove")
        }

        // In the history, unrated, and replayed ply by ply.
        val game = zabel.history(10u, null).first()
        assertEquals(end.gameId, game.id)
        assertEquals(variant, game.variant)
        assertEquals(players, game.players)
        assertEquals(result, game.result)
        assertFalse(game.rated)
        assertNull(game.ratingChange)
        assertEquals(0u, zabel.rating(Variant.EINSTEIN).games, "the two-player rating is untouched")
        assertNotNull(zabel.replay(game.id)).use { replay ->
            assertEquals(end.moves.size.toUInt(), replay.plies())
            assertEquals(variant, replay.view(0u).variant)
            assertEquals(36, replay.view(0u).board.cells.size)
            assertEquals(end.board.cells.map { it.piece }, replay.view(replay.plies()).board.cells.map { it.piece })
            assertEquals(result, replay.view(replay.plies()).result)
        }
    }

    @Test
    fun `a Quattro game of one human and three computers is played to its team result and kept unrated`() {
        Zabel.open(dir.toString()).use { zabel ->
            playAndCheck(zabel, Variant.QUATTRO_DIAGONAL, Seating.DIAGONAL, 4, seed = 11)
            val teams = zabel.newGame(quattro(Seating.DIAGONAL, oneHumanAgainstLevelOne(4))).use { s -> s.view().seats.map { it.team.toInt() } }
            assertEquals(teams[0], teams[2], "diagonal partners: top left and bottom right")
            assertEquals(teams[1], teams[3])
        }
    }

    @Test
    fun `Quattro with partners side by side is played to its end too`() {
        Zabel.open(dir.toString()).use { zabel ->
            playAndCheck(zabel, Variant.QUATTRO_LONGLINE, Seating.LONGLINE, 4, seed = 12)
        }
    }

    @Test
    fun `a Trio game of one human and two computers is played to its end, one against two, unrated`() {
        Zabel.open(dir.toString()).use { zabel ->
            playAndCheck(zabel, Variant.TRIO, Seating.TRIO, 3, seed = 13)
            val seats = zabel.newGame(quattro(Seating.TRIO, oneHumanAgainstLevelOne(3))).use { it.view().seats }
            val sizes = seats.groupBy { it.team }.values.map { it.size }.sorted()
            assertEquals(listOf(1, 2), sizes, "one against two")
        }
    }

    @Test
    fun `the variants' levels have names in both languages and no rating`() {
        Zabel.open(dir.toString()).use { zabel ->
            for (variant in listOf(Variant.QUATTRO_DIAGONAL, Variant.QUATTRO_LONGLINE, Variant.TRIO)) {
                val levels = zabel.levels(variant)
                assertTrue(levels.isNotEmpty())
                assertEquals((1..levels.size).map { it.toUByte() }, levels.map { it.level })
                assertTrue(levels.all { it.rating == null && it.name.isNotBlank() })
            }
            // R2: only the games of two have a rating to ask for.
            assertEquals(listOf(Variant.EINSTEIN, Variant.KOENIGSZABEL), ratedVariants())
            assertFailsWith<ZabelException.NotRated> { zabel.rating(Variant.TRIO) }
        }
    }

    @Test
    fun `the first seat is chosen, a bad one refused, and four humans take turns in seat order`() {
        Zabel.open(dir.toString()).use { zabel ->
            val humans = List(4) { PlayerKind.Human }
            zabel.newGame(quattro(Seating.LONGLINE, humans, first = 2, seed = 5)).use { session ->
                var view = session.view()
                assertEquals(2, view.seats.single { it.toMove }.seat.toInt())
                val order = mutableListOf<Int>()
                while (order.size < 6 && view.phase != Phase.OVER) {
                    val seat = view.seats.single { it.toMove }.seat.toInt()
                    if (order.lastOrNull() != seat) order += seat
                    when (view.phase) {
                        Phase.ROLL -> session.roll()
                        Phase.CHOOSE_PIECE -> tapFirst(session, view, Mark.CHOOSABLE)
                        Phase.CHOOSE_TARGET -> tapFirst(session, view, Mark.TARGET)
                        else -> error("no computer here: ${view.phase}")
                    }
                    view = session.view()
                }
                assertEquals(listOf(2, 3, 0, 1, 2, 3), order)
                // With several people at the table, the one to move resigns for the team.
                val resigned = session.resign()
                assertEquals(Phase.OVER, resigned.phase)
                assertEquals(EndReason.RESIGNED, resigned.result!!.reason)
            }
            assertFailsWith<ZabelException> { zabel.newGame(quattro(Seating.TRIO, List(3) { PlayerKind.Human }, first = 3)) }
            assertFailsWith<ZabelException> { zabel.newGame(quattro(Seating.DIAGONAL, List(3) { PlayerKind.Human })) }
        }
    }
}
