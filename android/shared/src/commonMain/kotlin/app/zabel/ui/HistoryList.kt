package app.zabel.ui

import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.setValue
import app.zabel.core.GameSummary
import app.zabel.core.HistoryFilter
import app.zabel.core.Variant

/**
 * The history screen's state: the finished games one filter admits, newest
 * first, as far as they have been shown. The core filters and pages; this
 * only remembers where the list stands, so a long history is read a page at
 * a time rather than all at once.
 */
class HistoryList(
    /** The core's history: [limit] games older than game [before] that [filter] admits; null when it failed. */
    private val load: (limit: UInt, before: ULong?, filter: HistoryFilter) -> List<GameSummary>?,
    /** The core's games played at least once, in the game list's order; null when it failed. */
    private val played: () -> List<Variant>?,
    private val page: UInt,
) {
    var filter: HistoryFilter by mutableStateOf(HistoryFilter(variant = null, ratedOnly = false))
        private set
    var games: List<GameSummary> by mutableStateOf(emptyList())
        private set
    /** Whether older games may follow: the last page came full. */
    var hasMore: Boolean by mutableStateOf(false)
        private set
    /** The games with at least one game in the history, to filter by; none when there is only one to tell apart. */
    var variants: List<Variant> by mutableStateOf(emptyList())
        private set

    /** The first page under [filter], read anew (a game may have finished since). */
    fun show(filter: HistoryFilter = this.filter) {
        this.filter = filter
        variants = played().orEmpty().takeIf { it.size > 1 } ?: emptyList()
        games = emptyList()
        hasMore = true
        more()
    }

    /** The next page, older than the last game shown. */
    fun more() {
        if (!hasMore) return
        val next = load(page, games.lastOrNull()?.id, filter).orEmpty()
        games = games + next
        hasMore = next.size.toUInt() == page
    }

    fun showVariant(variant: Variant?) = show(filter.copy(variant = variant))
    fun showRatedOnly(ratedOnly: Boolean) = show(filter.copy(ratedOnly = ratedOnly))

    /** What the history screen shows of this list now. */
    val ui: HistoryUi get() = HistoryUi(games, filter, variants, hasMore)
}

/** What the history screen shows: the games read so far and the filter they were read under. */
data class HistoryUi(
    val games: List<GameSummary>,
    val filter: HistoryFilter,
    /** The games to filter by; empty when there is only one to tell apart. */
    val variants: List<Variant>,
    /** Whether older games may follow the last one shown. */
    val hasMore: Boolean,
) {
    /** Whether the filters hide games that exist: then the empty list says so, not "no games yet". */
    val filtered: Boolean get() = filter.variant != null || filter.ratedOnly
}
