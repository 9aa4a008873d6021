package app.zabel.ui

import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.setValue
import app.zabel.core.FirstMover
import app.zabel.core.GameConfig
import app.zabel.core.GameOptions
import app.zabel.core.PlayerKind
import app.zabel.core.RatedSeat
import app.zabel.core.Variant
import app.zabel.core.variantSeatCount
import app.zabel.core.variantSeating

/**
 * What the new-game screens have chosen so far, kept while the player goes
 * back and forth between them; each game's start turns them into the
 * core's [GameConfig]. It asks the core nothing: the level offered first
 * comes in as [taflLevel].
 */
class NewGameChoices(taflLevel: UByte?) {
    /** Königszabel's opponent: a computer's level, or null for a person at this device. */
    var taflLevel: UByte? by mutableStateOf(taflLevel)
    /** The person defends (else attacks) against the computer. */
    var taflDefends: Boolean by mutableStateOf(false)
    /** The side [taflDefends] picks, as the ratings name seats. */
    val taflSeat: RatedSeat get() = if (taflDefends) RatedSeat.SECOND else RatedSeat.FIRST
    var shieldwall: Boolean by mutableStateOf(false)

    /** The game of three or four. */
    var quattroVariant: Variant by mutableStateOf(Variant.QUATTRO_DIAGONAL)
    /** Who sits at each of four seats (the trio uses the first three): you at the first, computers elsewhere. */
    var quattroPlayers: List<PlayerKind> by mutableStateOf(listOf(PlayerKind.Human) + List(3) { PlayerKind.Computer(2u) })
        private set

    /** Who moves first in EinStein for two. */
    var firstMover: FirstMover by mutableStateOf(FirstMover.RANDOM)

    fun choosePlayer(seat: Int, player: PlayerKind) {
        quattroPlayers = quattroPlayers.toMutableList().also { it[seat] = player }
    }

    /** Königszabel as chosen; the core decides the rest. */
    fun koenigszabel(): GameConfig {
        val opponent = taflLevel?.let { PlayerKind.Computer(it) } ?: PlayerKind.Human
        // The seats in the core's order: attackers, defenders.
        val players = if (taflDefends) listOf(opponent, PlayerKind.Human) else listOf(PlayerKind.Human, opponent)
        return GameConfig(players, GameOptions.Koenigszabel(shieldwall), null)
    }

    /** The game of three or four as chosen, with as many players as the core seats; it draws who starts. */
    fun quattro(): GameConfig {
        val seating = checkNotNull(variantSeating(quattroVariant)) { "$quattroVariant is a game of two" }
        val seats = variantSeatCount(quattroVariant).toInt()
        return GameConfig(quattroPlayers.take(seats), GameOptions.Quattro(seating, null), null)
    }
}
