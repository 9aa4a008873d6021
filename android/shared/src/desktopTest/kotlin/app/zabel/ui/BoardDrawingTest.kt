package app.zabel.ui

import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.size
import androidx.compose.material3.MaterialTheme
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.setValue
import androidx.compose.ui.Modifier
import androidx.compose.ui.geometry.Rect
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.asSkiaBitmap
import androidx.compose.ui.graphics.toArgb
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.test.captureToImage
import androidx.compose.ui.test.hasTestTag
import androidx.compose.ui.test.junit4.createComposeRule
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.unit.dp
import app.zabel.core.Board
import app.zabel.core.Cell
import app.zabel.core.LastMove
import app.zabel.core.Mark
import app.zabel.core.PieceKind
import app.zabel.core.PieceView
import app.zabel.core.Terrain
import java.io.File
import kotlin.math.abs
import kotlin.math.pow
import org.jetbrains.skia.Bitmap
import org.jetbrains.skia.EncodedImageFormat
import org.jetbrains.skia.Image
import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Rule
import org.junit.Test

/**
 * How the board draws its marks and arrows (issue 45 defect 13), read off the
 * pixels of hand-made boards in both themes: every mark over the pieces, calm
 * and in the Material theme's colours where it says "can move" or "picked",
 * each standing out on the plain square, and arrows that stay off the stones'
 * numbers and over the piece that just moved.
 */
class BoardDrawingTest {
    @get:Rule
    val rule = createComposeRule()

    private val out = File(System.getProperty("zabel.screenshots") ?: "target/screenshots").apply { mkdirs() }

    private fun stone(seat: Int, label: String) = PieceView(seat.toUByte(), PieceKind.STONE, label)

    /**
     * EinStein after Blue moved d3–c2: Red's stone 2 on b1 is picked and can
     * go to b2 (empty), c1 (Red's own 4) and c2 (Blue's 3, just arrived);
     * 6 on a1 could move; the setup screen's picked stone on a2.
     */
    private val einstein: Board = run {
        val pieces = mapOf("a1" to stone(0, "6"), "b1" to stone(0, "2"), "c1" to stone(0, "4"), "a2" to stone(0, "5"), "c2" to stone(1, "3"), "e5" to stone(1, "5"))
        val marks = mapOf("a1" to Mark.CHOOSABLE, "b1" to Mark.MOVING, "b2" to Mark.TARGET, "c1" to Mark.TARGET, "c2" to Mark.TARGET, "d3" to Mark.LAST_FROM, "d4" to Mark.LAST_TO)
        board(5, pieces, marks)
    }

    /** Königszabel's king, picked to move. */
    private val king: Board = board(3, mapOf("b2" to PieceView(1u, PieceKind.KING, "")), mapOf("b2" to Mark.MOVING))

    private fun board(size: Int, pieces: Map<String, PieceView>, marks: Map<String, Mark>): Board {
        val files = (0 until size).map { ('a' + it).toString() }
        val ranks = (1..size).map { "$it" }
        val cells = ranks.flatMap { rank -> files.map { file -> "$file$rank" } }.map { name ->
            Cell(name, Terrain.Plain, pieces[name], marks[name] ?: Mark.NONE, name)
        }
        return Board(size.toUByte(), size.toUByte(), files, ranks, cells)
    }

    private var dark by mutableStateOf(false)
    private lateinit var scheme: androidx.compose.material3.ColorScheme

    private fun show() {
        rule.setContent {
            ZabelTheme(dark) {
                scheme = MaterialTheme.colorScheme
                Box(Modifier.size(412.dp, 700.dp).testTag("root")) {
                    Column {
                        GameBoard(einstein, {}, Modifier.size(400.dp), moveCount = 1, lastMove = LastMove("d3", "c2", emptyList()), selected = "a2")
                        GameBoard(king, {}, Modifier.size(240.dp))
                    }
                }
            }
        }
    }

    private lateinit var image: Bitmap

    private fun capture(name: String) {
        rule.waitForIdle()
        image = rule.onNodeWithTag("root").captureToImage().asSkiaBitmap()
        File(out, "$name.png").writeBytes(Image.makeFromBitmap(image).encodeToData(EncodedImageFormat.PNG)!!.bytes)
    }

    /** The bounds in pixels of the [n]th board's square [name] (the two boards share names). */
    private fun square(name: String, n: Int = 0): Rect =
        rule.onAllNodes(hasTestTag("cell-$name")).fetchSemanticsNodes()[n].boundsInRoot

    /** The colour at ([fx], [fy]) of [cell], as fractions of its side from its top left. */
    private fun at(cell: Rect, fx: Float, fy: Float): Color =
        Color(image.getColor((cell.left + cell.width * fx).toInt(), (cell.top + cell.height * fy).toInt()))

    private fun close(expected: Color, actual: Color, tolerance: Float = 0.08f) =
        abs(expected.red - actual.red) < tolerance && abs(expected.green - actual.green) < tolerance && abs(expected.blue - actual.blue) < tolerance

    private fun assertColour(what: String, expected: Color, actual: Color) =
        assertTrue("$what: ${hex(actual)}, not ${hex(expected)}", close(expected, actual))

    private fun hex(color: Color) = "#%06X".format(color.toArgb() and 0xFFFFFF)

    /** WCAG's contrast ratio. */
    private fun contrast(a: Color, b: Color): Double {
        fun luminance(c: Color) = listOf(c.red, c.green, c.blue).map { if (it <= 0.03928f) it / 12.92 else ((it + 0.055) / 1.055).pow(2.4) }
            .let { 0.2126 * it[0] + 0.7152 * it[1] + 0.0722 * it[2] }
        val (x, y) = luminance(a) to luminance(b)
        return (maxOf(x, y) + 0.05) / (minOf(x, y) + 0.05)
    }

    /** The boards in each theme, captured as board-[name]-light and -dark, then [check]ed off those pixels. */
    private fun inBothThemes(name: String, check: (theme: String) -> Unit) {
        show()
        for (theme in listOf("light", "dark")) {
            dark = theme == "dark"
            capture("board-$name-$theme")
            check(theme)
        }
    }

    @Test
    fun marksAreDrawnOverThePiecesCalmlyAndStandOutInLightAndDark() {
        inBothThemes("marks") { theme ->
            val plain = at(square("e1"), 0.5f, 0.5f)
            // The king's frame over the king's own disc, not under him: the disc reaches to 0.04 of the side.
            assertColour("$theme: picked king's frame at its top", scheme.primary, at(square("b2", 1), 0.5f, 0.08f))
            // The setup screen's picked stone: the same frame, over the stone's top edge.
            assertColour("$theme: setup's picked stone", scheme.primary, at(square("a2"), 0.5f, 0.08f))
            // A piece that can move: the Material theme's primary in a dashed frame (its first dash from the top left), no danger red.
            assertColour("$theme: a piece that can move", scheme.primary, at(square("a1"), 0.12f, 0.06f))
            // A stone that can be taken: an outline round it in its own shape, over its neighbours' casing,
            // outside the stone, which keeps its seat's shape: a square stone's rounded corner still shows.
            for (name in listOf("c1", "c2")) assertColour("$theme: outline round the stone on $name", boardColors(dark).target, at(square(name), 0.5f, CAPTURE_INSET + 0.01f))
            assertColour("$theme: the corner of Red's square stone inside its outline", boardColors(dark).seats[0], at(square("c1"), 0.17f, 0.17f))
            // The last move's marks stand out on the plain square (3:1, WCAG 1.4.11), from and to alike.
            // From: a bracket's arm along the top; to: a filled corner.
            for ((name, y) in listOf("d3" to 0.04f, "d4" to 0.07f)) {
                val mark = at(square(name), 0.15f, y)
                assertTrue("$theme: last move at $name ${hex(mark)} on ${hex(plain)}: ${contrast(mark, plain)}", contrast(mark, plain) >= 3.0)
            }
            for ((what, colour) in boardColors(dark).marks) {
                assertTrue("$theme: $what ${hex(colour)} on ${hex(plain)}", contrast(colour, plain) >= 3.0)
            }
        }
    }

    @Test
    fun arrowsStayOffTheNumbersAndOverThePieceThatJustMoved() {
        inBothThemes("arrows") { theme ->
            val arrow = boardColors(dark).arrow
            // No arrow over a stone's number: the middle of the picked stone and of each occupied target.
            for (name in listOf("b1", "c1", "c2")) {
                val cell = square(name)
                val over = (30..70 step 2).flatMap { x -> (30..70 step 2).map { y -> at(cell, x / 100f, y / 100f) } }.count { close(arrow, it) }
                assertEquals("$theme: arrow pixels over the number on $name", 0, over)
            }
            // Into c2, where Blue's 3 just arrived (drawn above the others while it slides): the arrow's tip shows over it.
            val tip = 0.5f - ARROW_CLEARANCE * 0.7071f
            assertColour("$theme: arrow's tip into c2", arrow, at(square("c2"), tip + 0.01f, tip + 0.01f))
            // Into c1 (Red's own 4), straight across: the tip at the stone's edge, on the stone.
            assertColour("$theme: arrow's tip into c1", arrow, at(square("c1"), 0.5f - ARROW_CLEARANCE + 0.01f, 0.5f))
        }
    }

    private fun boardColors(dark: Boolean) = if (dark) DarkBoard else LightBoard
}
