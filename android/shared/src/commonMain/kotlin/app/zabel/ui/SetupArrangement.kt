package app.zabel.ui

import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.setValue
import app.zabel.core.Placement
import app.zabel.core.PlayerKind
import app.zabel.core.Side
import app.zabel.core.ZabelException
import app.zabel.core.arrangingSide
import app.zabel.core.randomSetup
import app.zabel.core.swapInSetup

/**
 * The person's stones being arranged before an EinStein game: a pick, then
 * the square to swap it with. The core deals and swaps; [failed] hears what
 * it refused.
 */
class SetupArrangement(private val failed: (ZabelException) -> Unit) {
    /** The side the person arranges. */
    var side: Side = Side.RED
        private set
    var placements: List<Placement> by mutableStateOf(emptyList())
        private set
    /** The name of the picked square. */
    var selected: String? by mutableStateOf(null)
        private set

    /** A fresh arrangement for the side the core gives the person in a game of [red] against [blue]. */
    fun begin(red: PlayerKind, blue: PlayerKind) {
        side = arrangingSide(listOf(red, blue))
        shuffle()
    }

    fun shuffle() {
        placements = randomSetup(side)
        selected = null
    }

    /** The arrangements for the core's game, Red's first: the person's, and none (at random) for the other side. */
    val bySide: Pair<List<Placement>, List<Placement>>
        get() = if (side == Side.RED) placements to emptyList() else emptyList<Placement>() to placements

    /** A tap on [square]: picks a stone there, or swaps the picked one with it. */
    fun tap(square: String) {
        val picked = selected
        if (picked == null) {
            selected = square.takeIf { sq -> placements.any { it.square == sq } }
            return
        }
        try {
            // A square off the corner swaps nothing: the tap only drops the pick.
            swapInSetup(side, placements, picked, square)?.let { placements = it }
        } catch (e: ZabelException) {
            failed(e)
        }
        selected = null
    }
}
