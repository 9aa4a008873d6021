package app.zabel.ui

import androidx.compose.foundation.background
import androidx.compose.ui.graphics.Color
import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.lazy.LazyListScope
import androidx.compose.foundation.lazy.items
import androidx.compose.foundation.selection.selectable
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material3.DropdownMenu
import androidx.compose.material3.DropdownMenuItem
import androidx.compose.material3.LinearProgressIndicator
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.runtime.key
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.setValue
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.style.TextAlign
import androidx.compose.ui.unit.dp
import app.zabel.core.PlyReview
import app.zabel.core.SeatReview
import app.zabel.core.Variant
import app.zabel.core.Verdict

/** A finished game's review as its screens show it: nothing before one is asked for. */
data class ReviewUi(
    /** A row per reviewed ply; null before the review, the plies done so far once stopped. */
    val reviews: List<PlyReview>? = null,
    /** Per seat, what the reviewed plies add up to. */
    val seatReviews: List<SeatReview>? = null,
    /** The seat whose chances every row and the graph show. */
    val viewpoint: Int = 0,
    /** The review is being worked out. */
    val running: Boolean = false,
)

/** Where the move played at [ply] was an inaccuracy or worse: the better move, from and to, to draw on the board. */
fun ReviewUi.betterMoveAt(ply: UInt): Pair<String, String>? =
    reviews?.firstOrNull { it.number == ply }?.takeIf { it.showsBetterMove }?.best?.let { it.from to it.to }

/** The ply of the next mistake or blunder after [ply], from the first again after the last; null when the review found none. */
fun ReviewUi.nextMistakeAfter(ply: UInt): UInt? {
    val mistakes = reviews.orEmpty().filter { it.mistake }.map { it.number }
    return mistakes.firstOrNull { it > ply } ?: mistakes.firstOrNull()
}

/** The buttons for a finished game's record: the notations it is shared in (Zabel's own first), and the system's share sheet. */
data class RecordUi(
    val notations: List<String>,
    val canShare: Boolean,
    /** A picker or the share sheet is open: sharing waits. */
    val filesBusy: Boolean,
)

/** Where a finished game's review and record buttons go; a notation of null is Zabel's own. */
class RecordCallbacks(
    val onReview: () -> Unit,
    val onCancelReview: () -> Unit,
    val onCopy: (String?) -> Unit,
    val onShare: (String?) -> Unit,
)

/** The shown game's record buttons, as the app's state knows them. */
@Composable
internal fun ZabelState.recordUi(): RecordUi {
    val notations = remember(view, screen) { exchange.notations() }
    return RecordUi(notations, exchange.canShare, exchange.busy)
}

/** The app's state's answers to the review and record buttons. */
internal val ZabelState.recordCallbacks: RecordCallbacks
    get() = RecordCallbacks(onReview = ::startReview, onCancelReview = review::cancel, onCopy = exchange::copyRecord, onShare = exchange::shareRecord)

/** While the review works: its progress and a way to stop it. Once done, per side, what decisions lost and what the dice gave or took. */
@Composable
internal fun ReviewHeader(s: Strings, variant: Variant, review: ReviewUi, onCancel: () -> Unit) {
    Column {
        if (review.running) {
            Row(verticalAlignment = Alignment.CenterVertically) {
                Text(s.reviewing, Modifier.weight(1f))
                TextButton(onCancel, Modifier.testTag("cancel-review")) { Text(s.cancel) }
            }
            LinearProgressIndicator(Modifier.fillMaxWidth().testTag("reviewing"))
        }
        if (review.reviews == null) return@Column
        // "Was it luck?"
        for (seat in review.seatReviews.orEmpty()) {
            Text(
                s.seatReview(variant, seat),
                Modifier.padding(vertical = 2.dp).testTag("seat-review-${seat.seat}"),
                fontWeight = FontWeight.Medium,
            )
        }
    }
}

/**
 * A row per reviewed move: the move, its verdict and win chance, the better
 * move after a mistake, the roll's luck. A tap on a row ([onSelect]) goes to
 * that move; in a replay the move on the board ([current]) is its selected row.
 */
internal fun LazyListScope.reviewRows(s: Strings, variant: Variant, review: ReviewUi, moves: List<String>, current: UInt? = null, onSelect: ((UInt) -> Unit)? = null) {
    val reviews = review.reviews ?: return
    val side = s.seat(variant, review.viewpoint)
    items(reviews) { ply ->
        val bad = ply.mistake
        val here = ply.number == current
        val colors = MaterialTheme.colorScheme
        // One row is one move for a screen reader too; the move on the board is its selected row, filled,
        // and only it: a mistake says so in its verdict's colour, not with a second fill.
        Row(
            Modifier.fillMaxWidth().testTag("review-${ply.number}")
                .then(
                    when {
                        onSelect == null -> Modifier
                        current == null -> Modifier.clickable { onSelect(ply.number) }
                        else -> Modifier.selectable(here, onClick = { onSelect(ply.number) })
                    },
                )
                .semantics(mergeDescendants = true) {}
                .background(if (here) colors.primaryContainer else Color.Transparent, RoundedCornerShape(6.dp))
                .padding(horizontal = 8.dp, vertical = 4.dp),
        ) {
            // Moves never wrap: the verdict beside the move played, under it the better move and the roll's luck.
            // Numbered as the record counts plies, so a row is found again after a tap on the graph.
            Text("${ply.number}. ${moves.getOrElse(ply.number.toInt() - 1) { "" }}", softWrap = false)
            Column(Modifier.weight(1f).padding(start = 8.dp), horizontalAlignment = Alignment.End) {
                Text(
                    "${s.verdict(ply.verdict)}${DOT}${s.chanceOf(side, ply.viewpointChance)}",
                    textAlign = TextAlign.End,
                    color = if (bad) colors.error else Color.Unspecified,
                    fontWeight = if (bad) FontWeight.Medium else null,
                )
                Row(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
                    val small = MaterialTheme.typography.bodySmall
                    if (bad) Text(s.betterMove(ply.best.notation), style = small, softWrap = false)
                    ply.luck?.let { Text(s.luck(it), Modifier.testTag("luck-${ply.number}"), style = small, softWrap = false) }
                }
            }
        }
    }
}

/**
 * Copy the game's record, and where the system has a share sheet, share it:
 * on the game-over and the replay screens. Each other program's notation the
 * game is shared in (Königszabel: OpenTafl's) is one more button, whose menu
 * copies or shares it, so the row stays short.
 */
@Composable
internal fun RecordActions(s: Strings, record: RecordUi, callbacks: RecordCallbacks) {
    TextButton({ callbacks.onCopy(null) }, Modifier.testTag("copy-record")) { Text(s.copyRecord) }
    if (record.canShare) TextButton({ callbacks.onShare(null) }, Modifier.testTag("share-record"), enabled = !record.filesBusy) { Text(s.shareRecord) }
    for (notation in record.notations.drop(1)) key(notation) {
        var open by remember { mutableStateOf(false) }
        Box {
            TextButton({ open = true }, Modifier.testTag("record-in-$notation")) { Text(s.recordIn(notation)) }
            DropdownMenu(open, { open = false }) {
                DropdownMenuItem(
                    { Text(s.copyRecordFor(notation)) },
                    { open = false; callbacks.onCopy(notation) },
                    Modifier.testTag("copy-record-$notation"),
                )
                if (record.canShare) {
                    DropdownMenuItem(
                        { Text(s.shareRecordFor(notation)) },
                        { open = false; callbacks.onShare(notation) },
                        Modifier.testTag("share-record-$notation"),
                        enabled = !record.filesBusy,
                    )
                }
            }
        }
    }
}
