package app.zabel.ui

import app.zabel.core.FirstMover
import app.zabel.core.GameOptions
import app.zabel.core.Placement
import app.zabel.core.PlayerKind
import app.zabel.core.RatedSeat
import app.zabel.core.Seating
import app.zabel.core.Side
import app.zabel.core.Variant
import app.zabel.core.ZabelException
import org.junit.Assert.assertEquals
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Test

/** The new-game screens' holders on their own: the choices become the core's configs, the setup swaps through the core. */
class NewGameHoldersTest {
    @Test
    fun koenigszabelChoicesSeatThePersonOnTheChosenSide() {
        val choices = NewGameChoices(taflLevel = 4u)
        val attacking = choices.koenigszabel()
        assertEquals(listOf(PlayerKind.Human, PlayerKind.Computer(4u)), attacking.players)
        assertEquals(GameOptions.Koenigszabel(shieldwall = false), attacking.options)
        assertEquals(RatedSeat.FIRST, choices.taflSeat)

        choices.taflDefends = true
        choices.shieldwall = true
        val defending = choices.koenigszabel()
        assertEquals("the attackers come first in the core's order", listOf(PlayerKind.Computer(4u), PlayerKind.Human), defending.players)
        assertEquals(GameOptions.Koenigszabel(shieldwall = true), defending.options)
        assertEquals(RatedSeat.SECOND, choices.taflSeat)

        choices.taflLevel = null
        assertEquals("a friend at this device", listOf(PlayerKind.Human, PlayerKind.Human), choices.koenigszabel().players)
    }

    @Test
    fun quattroChoicesTakeAsManyPlayersAsTheGameSeats() {
        val choices = NewGameChoices(taflLevel = null)
        choices.choosePlayer(2, PlayerKind.Human)
        choices.choosePlayer(3, PlayerKind.Computer(5u))
        val four = choices.quattro()
        assertEquals(listOf(PlayerKind.Human, PlayerKind.Computer(2u), PlayerKind.Human, PlayerKind.Computer(5u)), four.players)
        assertEquals(GameOptions.Quattro(Seating.DIAGONAL, null), four.options)

        choices.quattroVariant = Variant.TRIO
        val trio = choices.quattro()
        assertEquals(3, trio.players.size)
        assertEquals(GameOptions.Quattro(Seating.TRIO, null), trio.options)
        choices.quattroVariant = Variant.QUATTRO_LONGLINE
        assertEquals(GameOptions.Quattro(Seating.LONGLINE, null), choices.quattro().options)
        assertEquals(FirstMover.RANDOM, choices.firstMover)
    }

    @Test
    fun aSetupPicksAStoneThenSwapsItWithTheSquareTapped() {
        val refused = mutableListOf<ZabelException>()
        val setup = SetupArrangement { refused += it }
        setup.begin(PlayerKind.Computer(3u), PlayerKind.Human)
        assertEquals("the person plays blue", Side.BLUE, setup.side)
        val (first, second) = setup.placements.take(2)

        setup.tap("c3")
        assertNull("an empty square picks nothing", setup.selected)
        setup.tap(first.square)
        assertEquals(first.square, setup.selected)
        setup.tap(second.square)
        assertNull(setup.selected)
        assertEquals(second.stone, setup.placements.single { it.square == first.square }.stone)
        assertEquals(first.stone, setup.placements.single { it.square == second.square }.stone)

        val arranged = setup.placements
        setup.tap(first.square)
        setup.tap("c3")
        assertNull("a square off the corner drops the pick", setup.selected)
        assertEquals("and swaps nothing", arranged, setup.placements)
        assertEquals("the arrangement goes to Blue's seat", emptyList<Placement>() to arranged, setup.bySide)
        assertTrue(refused.isEmpty())
    }
}
