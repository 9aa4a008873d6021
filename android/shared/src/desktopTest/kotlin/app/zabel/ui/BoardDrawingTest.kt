package app.zabel.ui

import androidx.compose.foundation.background
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
import androidx.compose.ui.graphics.compositeOver
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

    /** Königszabel's king, picked to move, an attacker's man on a1 (which, in a lesson, it would capture) and a defender's on c3. */
    private val king: Board = board(
        3,
        mapOf("b2" to PieceView(1u, PieceKind.KING, ""), "a1" to PieceView(0u, PieceKind.MAN, ""), "c3" to PieceView(1u, PieceKind.MAN, "")),
        mapOf("b2" to Mark.MOVING, "a1" to Mark.CAPTURABLE),
    )

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

    /**
     * Issue 61: Königszabel's sides differ by more than their colour (red and
     * blue are almost equally light): a defender's man carries a light boss
     * at its centre, an attacker's shows its own colour there.
     */
    @Test
    fun aDefendersManCarriesABossAndAnAttackersDoesNot() = inBothThemes("men") { theme ->
        val colors = boardColors(theme == "dark")
        assertColour("$theme: an attacker's centre", colors.seat(0u), at(square("a1", 1), 0.5f, 0.5f))
        assertColour("$theme: a defender's boss", Color.White.copy(alpha = 0.6f).compositeOver(colors.seat(1u)), at(square("c3", 1), 0.5f, 0.5f))
    }

    /**
     * Issue 61: Königszabel's side to move is marked as its men are drawn, a
     * disc (it was a rounded square beside round men), the defenders' with
     * their boss; EinStein's seats keep their stones' shapes.
     */
    /** Issue 65: a piece the picked one would capture carries a sight in the lessons' rose: a ring and ticks from the square's edges, the man's middle left clear. */
    @Test
    fun aPieceThePickedOneWouldCaptureCarriesARoseSight() = inBothThemes("capturable") { theme ->
        val colors = boardColors(theme == "dark")
        val man = square("a1", 1)
        assertColour("$theme: the sight's tick from the top edge", colors.capturable, at(man, 0.5f, 0.14f))
        assertColour("$theme: the sight's ring", colors.capturable, at(man, 0.8f, 0.8f))
        assertColour("$theme: the man's middle clear", colors.seat(0u), at(man, 0.5f, 0.5f))
        assertEquals("the rose of the lessons' marks (docs/design.md)", if (theme == "dark") 0xE87BAA else 0xB0306A, colors.capturable.toArgb() and 0xFFFFFF)
    }

    @Test
    fun aKoenigszabelSidesMarkIsItsManAndEinSteinsItsStone() {
        rule.setContent {
            ZabelTheme(dark) {
                Box(Modifier.size(200.dp, 80.dp).background(MaterialTheme.colorScheme.surface).testTag("root")) {
                    androidx.compose.foundation.layout.Row {
                        SeatMark(app.zabel.core.Variant.KOENIGSZABEL, 0u, size = 48.dp)
                        SeatMark(app.zabel.core.Variant.KOENIGSZABEL, 1u, size = 48.dp)
                        SeatMark(app.zabel.core.Variant.QUATTRO_DIAGONAL, 2u, size = 48.dp)
                    }
                }
            }
        }
        for (theme in listOf("light", "dark")) {
            dark = theme == "dark"
            capture("seat-marks-$theme")
            val colors = boardColors(dark)
            fun mark(seat: Int) = rule.onNodeWithTag("seat-mark-$seat").fetchSemanticsNode().boundsInRoot
            for (seat in 0..1) {
                // A disc: its bounding square's corner is the page, not the side's colour, as a man's is.
                val corner = at(mark(seat), 0.1f, 0.1f)
                assertTrue("$theme: seat $seat's mark has a corner in its colour ${hex(corner)}: a square, not a disc", !close(colors.seat(seat.toUByte()), corner, 0.15f))
            }
            assertColour("$theme: the attackers' mark is plain at its centre", colors.seat(0u), at(mark(0), 0.5f, 0.5f))
            assertColour("$theme: the defenders' mark carries the boss", Color.White.copy(alpha = 0.6f).compositeOver(colors.seat(1u)), at(mark(1), 0.5f, 0.5f))
            // A game of four's third seat keeps its stones' diamond, in its colour.
            assertColour("$theme: the third seat of four keeps its stones' colour", colors.seat(2u), at(mark(2), 0.5f, 0.3f))
        }
    }

    /**
     * Issue 61: the marks are quiet (docs/design.md §4). One tint for the
     * picked piece's square, one of another hue for the last move's two
     * squares; a dot where the picked piece may go, a ring round a piece it
     * may take, a small dot in the corner of a piece that can move; no
     * frames, no dashes (every movable man wore a dashed frame). The last
     * move stays visible in the dark, where it nearly vanished.
     */
    @Test
    fun marksAreQuietTintsAndDotsThatStandOutInLightAndDark() {
        inBothThemes("marks") { theme ->
            val colors = boardColors(dark)
            val plain = at(square("e1"), 0.5f, 0.5f)
            assertColour("$theme: a plain square is maple", colors.square, plain)
            val picked = colors.selection.compositeOver(colors.square)
            val last = colors.lastMove.compositeOver(colors.square)
            // The tints where no piece covers them: a square's corner.
            assertColour("$theme: the picked stone's square (b1)", picked, at(square("b1"), 0.04f, 0.04f))
            assertColour("$theme: the setup screen's picked stone (a2)", picked, at(square("a2"), 0.04f, 0.04f))
            assertColour("$theme: the picked king's square", picked, at(square("b2", 1), 0.04f, 0.04f))
            for (name in listOf("d3", "d4")) assertColour("$theme: the last move's square $name", last, at(square(name), 0.04f, 0.04f))
            // Told apart, and each seen on the plain square.
            assertTrue("$theme: the two tints alike: ${hex(picked)} ${hex(last)}", !close(picked, last, 0.1f))
            assertTrue("$theme: the last move ${hex(last)} hardly differs from ${hex(plain)}", distance(last, plain) > 0.25f)
            assertTrue("$theme: the selection ${hex(picked)} hardly differs from ${hex(plain)}", distance(picked, plain) > 0.25f)
            // Where the picked stone may go: a dot on the empty b2, in the target's ink over the square.
            assertColour("$theme: the dot on b2", colors.target.compositeOver(colors.square), at(square("b2"), 0.5f, 0.5f))
            // A piece that can move (a1): a small dot in its lower right corner; its top left corner stays plain wood.
            assertColour("$theme: the movable dot on a1", colors.movable, at(square("a1"), 1f - MOVABLE_DOT * 1.8f, 1f - MOVABLE_DOT * 1.8f))
            assertColour("$theme: no frame round a1", colors.square, at(square("a1"), 0.03f, 0.03f))
            // Red stays red in the dark: its hue, not orange.
            val red = at(square("a1"), 0.3f, 0.3f)
            val hue = hue(red)
            assertTrue("$theme: Red's stone ${hex(red)} has hue $hue, not red", hue < 12f || hue > 348f)
        }
    }

    private fun distance(a: Color, b: Color) = abs(a.red - b.red) + abs(a.green - b.green) + abs(a.blue - b.blue)

    private fun hue(c: Color): Float {
        val max = maxOf(c.red, c.green, c.blue)
        val min = minOf(c.red, c.green, c.blue)
        if (max == min) return 0f
        val h = when (max) {
            c.red -> 60f * ((c.green - c.blue) / (max - min))
            c.green -> 60f * ((c.blue - c.red) / (max - min) + 2f)
            else -> 60f * ((c.red - c.green) / (max - min) + 4f)
        }
        return (h + 360f) % 360f
    }

    private fun boardColors(dark: Boolean) = if (dark) DarkBoard else LightBoard
}
