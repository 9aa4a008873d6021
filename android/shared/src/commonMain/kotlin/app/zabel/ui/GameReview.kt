package app.zabel.ui

import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.setValue
import app.zabel.core.Replay
import app.zabel.core.ZabelException
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.launch

/**
 * The review of a finished game, worked out by the core off the UI thread:
 * what the game-over and replay screens show of it ([ui]). [failed] hears
 * what the core refused.
 */
class GameReview(private val scope: CoroutineScope, private val failed: (ZabelException) -> Unit) {
    var ui: ReviewUi by mutableStateOf(ReviewUi())
        private set

    /** The replay under review, to cancel it. */
    private var target: Replay? = null

    /**
     * Reviews [replay] from the seat the core chooses (the person's); an
     * [owned] replay, opened only for this, is closed once done.
     */
    fun start(replay: Replay, owned: Boolean) {
        target = replay
        ui = ui.copy(running = true, viewpoint = replay.viewpoint().toInt())
        scope.launch {
            val result = try {
                replay.review()
            } catch (e: ZabelException) {
                if (target === replay) failed(e)
                null
            }
            // A review stopped by leaving the screen shows nothing; its replay may be freed by now,
            // so the per-side sums, the graph's range and the explanation are asked only of one still
            // shown (asked of a freed one, they threw).
            if (target === replay) {
                val sums = result?.let {
                    try {
                        replay.seatReviews(it)
                    } catch (e: ZabelException) {
                        failed(e)
                        null
                    }
                }
                val range = result?.let { replay.chanceRange(it) } ?: ReviewUi().chanceRange
                val explanation = if (result != null) replay.reviewExplanation() else ""
                ui = ui.copy(reviews = result, seatReviews = sums, running = false, chanceRange = range, explanation = explanation)
                target = null
            }
            if (owned) replay.close()
        }
    }

    /** Stops the review; the plies reviewed so far are shown. */
    fun cancel() {
        target?.cancel()
    }

    /** Stops a review under way without showing it: its screen was left. */
    fun stop() {
        target?.cancel()
        target = null
        ui = ui.copy(running = false)
    }

    /** Another game is shown: nothing of this one's review stays. */
    fun clear() {
        ui = ReviewUi(viewpoint = ui.viewpoint, running = ui.running)
    }
}
