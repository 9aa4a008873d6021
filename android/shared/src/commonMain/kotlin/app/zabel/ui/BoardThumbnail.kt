package app.zabel.ui

import androidx.compose.runtime.Composable
import androidx.compose.runtime.remember
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.clearAndSetSemantics
import app.zabel.core.Variant
import app.zabel.core.startBoard

/**
 * Home's small drawing of a game (docs/design.md §7): its board where a
 * game begins, as the core draws it (in the rules' orientation, no player
 * being known), by the board screen's own drawing without coordinates. A
 * picture, not a position: nothing plays from it, and screen readers hear
 * the card's words, not its squares.
 */
@Composable
fun BoardThumbnail(variant: Variant, language: String, modifier: Modifier = Modifier) {
    val board = remember(variant, language) { startBoard(variant, language) }
    GameBoard(board, {}, modifier.testTag("thumbnail").clearAndSetSemantics {}, coordinates = false)
}
