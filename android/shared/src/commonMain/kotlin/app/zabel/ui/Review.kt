package app.zabel.ui

import androidx.compose.foundation.background
import androidx.compose.ui.graphics.Color
import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.lazy.LazyListScope
import androidx.compose.foundation.lazy.items
import androidx.compose.foundation.selection.selectable
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material.icons.Icons
import androidx.compose.material.icons.filled.MoreVert
import androidx.compose.material.icons.filled.Share
import androidx.compose.material3.DropdownMenu
import androidx.compose.material3.Icon
import androidx.compose.material3.IconButton
import androidx.compose.ui.graphics.vector.ImageVector
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
import androidx.compose.runtime.saveable.rememberSaveable
import androidx.compose.runtime.setValue
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.dp
import app.zabel.core.ChanceRange
import app.zabel.core.PlyReview
import app.zabel.core.SeatReview

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
    /** The part of the chance axis the graph draws, the core's for [reviews]; all of it before a review. */
    val chanceRange: ChanceRange = ChanceRange(0.0, 1.0),
    /** What the review's words and numbers mean, the core's: behind "What does this mean?". */
    val explanation: String = "",
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

/**
 * While the review works: its progress and a way to stop it. Once done, each
 * side's game in the core's one sentence, and "What does this mean?" opening
 * the core's explanation of the review's words.
 */
@Composable
internal fun ReviewHeader(s: Strings, review: ReviewUi, onCancel: () -> Unit) {
    Column {
        if (review.running) {
            Row(verticalAlignment = Alignment.CenterVertically) {
                Text(s.reviewing, Modifier.weight(1f))
                TextButton(onCancel, Modifier.testTag("cancel-review")) { Text(s.cancel) }
            }
            LinearProgressIndicator(Modifier.fillMaxWidth().testTag("reviewing"))
        }
        if (review.reviews == null) return@Column
        for (seat in review.seatReviews.orEmpty().filter { it.text.isNotEmpty() }) {
            Text(seat.text, Modifier.padding(vertical = 2.dp).testTag("seat-review-${seat.seat}"), fontWeight = FontWeight.Medium)
        }
        if (review.explanation.isNotEmpty()) {
            var explained by rememberSaveable { mutableStateOf(false) }
            TextButton({ explained = !explained }, Modifier.testTag("what-does-this-mean")) { Text(s.whatDoesThisMean) }
            if (explained) Text(review.explanation, Modifier.testTag("review-explanation"), style = MaterialTheme.typography.bodySmall)
        }
    }
}

/**
 * A row per reviewed move, in the core's one sentence: the move, its verdict,
 * what the search found, how the chance moved, the better move, the roll. A
 * tap on a row ([onSelect]) goes to that move; in a replay the move on the
 * board ([current]) is its selected row.
 */
internal fun LazyListScope.reviewRows(review: ReviewUi, current: UInt? = null, onSelect: ((UInt) -> Unit)? = null) {
    val reviews = review.reviews ?: return
    items(reviews) { ply ->
        val bad = ply.mistake
        val here = ply.number == current
        val colors = MaterialTheme.colorScheme
        // The move on the board is its selected row, filled, and only it: a mistake says so in its verdict's colour, not with a second fill.
        Text(
            ply.text,
            Modifier.fillMaxWidth().testTag("review-${ply.number}")
                .then(
                    when {
                        onSelect == null -> Modifier
                        current == null -> Modifier.clickable { onSelect(ply.number) }
                        else -> Modifier.selectable(here, onClick = { onSelect(ply.number) })
                    },
                )
                .background(if (here) colors.primaryContainer else Color.Transparent, RoundedCornerShape(6.dp))
                .padding(horizontal = 8.dp, vertical = 4.dp),
            color = if (bad) colors.error else Color.Unspecified,
            fontWeight = if (bad) FontWeight.Medium else null,
            // A move list's size (docs/design.md §2): the rows are read one by one against the board, not as a page.
            style = MaterialTheme.typography.bodyMedium,
        )
    }
}

/**
 * The game's record, to copy and, where the system has a share sheet, to
 * share: a menu behind one icon in the top bar of the game-over and the
 * replay screens, so the result, the review and the moves follow the board
 * directly (on a phone the buttons stood over the review and pushed it
 * down). Each other program's notation the game is shared in (Königszabel:
 * OpenTafl's) adds its own copy and share to the menu.
 */
@Composable
internal fun RecordMenu(s: Strings, record: RecordUi, callbacks: RecordCallbacks) {
    var open by remember { mutableStateOf(false) }
    Box {
        IconButton({ open = true }, Modifier.testTag("record-menu")) { Icon(Icons.Filled.MoreVert, contentDescription = s.recordMenu) }
        DropdownMenu(open, { open = false }) {
            @Composable
            fun Item(text: String, tag: String, icon: ImageVector, enabled: Boolean = true, act: () -> Unit) = DropdownMenuItem(
                { Text(text) },
                { open = false; act() },
                Modifier.testTag(tag),
                leadingIcon = { Icon(icon, contentDescription = null) },
                enabled = enabled,
            )
            Item(s.copyRecord, "copy-record", ZabelIcons.Copy) { callbacks.onCopy(null) }
            if (record.canShare) Item(s.shareRecord, "share-record", Icons.Filled.Share, enabled = !record.filesBusy) { callbacks.onShare(null) }
            for (notation in record.notations.drop(1)) key(notation) {
                Item(s.copyRecordFor(notation), "copy-record-$notation", ZabelIcons.Copy) { callbacks.onCopy(notation) }
                if (record.canShare) Item(s.shareRecordFor(notation), "share-record-$notation", Icons.Filled.Share, enabled = !record.filesBusy) { callbacks.onShare(notation) }
            }
        }
    }
}
