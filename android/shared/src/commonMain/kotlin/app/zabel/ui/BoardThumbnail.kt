package app.zabel.ui

import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.clearAndSetSemantics
import app.zabel.core.Board
import app.zabel.core.Cell
import app.zabel.core.Mark
import app.zabel.core.PieceKind
import app.zabel.core.PieceView
import app.zabel.core.Terrain

/**
 * Home's small drawing of a game (docs/design.md §7): its board as the
 * board screen draws it, without coordinates, with the pieces where a game
 * begins. A picture, not a position: nothing plays from it, so it is drawn
 * here from the rules' pictures (RULES.md E2, K2, Q1), not asked of the core.
 */
@Composable
fun BoardThumbnail(picture: BoardPicture, modifier: Modifier = Modifier) {
    GameBoard(picture.board, {}, modifier.testTag("thumbnail").clearAndSetSemantics {}, coordinates = false)
}

/** The pictures Home shows. */
enum class BoardPicture(val board: Board) {
    /** 5×5: Red's triangle top left, Blue's bottom right. */
    EINSTEIN(picture(5) { x, y ->
        when {
            x + y <= 2 -> Terrain.HomeCorner(0u) to stone(0, x + y * 3)
            x + y >= 6 -> Terrain.HomeCorner(1u) to stone(1, (4 - x) + (4 - y) * 3)
            else -> Terrain.Plain to null
        }
    }),

    /** 13×13: the king on the throne among his defenders, the attackers' four T-shapes, the castles in the corners. */
    KOENIGSZABEL(picture(13) { x, y ->
        val (dx, dy) = kotlin.math.abs(x - 6) to kotlin.math.abs(y - 6)
        val edge = (minOf(x, y, 12 - x, 12 - y) == 0 && maxOf(dx, dy) == 6 && minOf(dx, dy) <= 2) || (maxOf(dx, dy) == 5 && minOf(dx, dy) == 0)
        val terrain = when {
            dx == 0 && dy == 0 -> Terrain.Throne
            dx == 6 && dy == 6 -> Terrain.Castle
            else -> Terrain.Plain
        }
        terrain to when {
            dx == 0 && dy == 0 -> PieceView(1u, PieceKind.KING, "")
            maxOf(dx, dy) == 1 || (dx + dy == 2 && minOf(dx, dy) == 0) -> PieceView(1u, PieceKind.MAN, "")
            edge -> PieceView(0u, PieceKind.MAN, "")
            else -> null
        }
    }),

    /** 6×6 for four: a triangle of stones in each corner. */
    QUATTRO(picture(6) { x, y ->
        val corner = when {
            x + y <= 2 -> 0
            (5 - x) + y <= 2 -> 1
            (5 - x) + (5 - y) <= 2 -> 2
            x + (5 - y) <= 2 -> 3
            else -> -1
        }
        if (corner < 0) Terrain.Plain to null else Terrain.HomeCorner(corner.toUByte()) to stone(corner, 0)
    }),
}

private fun stone(seat: Int, index: Int) = PieceView(seat.toUByte(), PieceKind.STONE, "${index % 6 + 1}")

private fun picture(size: Int, at: (x: Int, y: Int) -> Pair<Terrain, PieceView?>): Board {
    val files = (0 until size).map { ('a' + it).toString() }
    val ranks = (1..size).map { "$it" }
    val cells = (0 until size).flatMap { y ->
        (0 until size).map { x ->
            val (terrain, piece) = at(x, y)
            Cell("${files[x]}${ranks[y]}", terrain, piece, Mark.NONE, "")
        }
    }
    return Board(size.toUByte(), size.toUByte(), files, ranks, cells)
}
