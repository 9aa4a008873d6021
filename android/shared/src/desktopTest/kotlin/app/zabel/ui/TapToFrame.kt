package app.zabel.ui

import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.runtime.remember
import androidx.compose.runtime.rememberCoroutineScope
import androidx.compose.ui.Modifier
import androidx.compose.ui.awt.ComposeWindow
import androidx.compose.ui.draw.drawWithContent
import app.zabel.core.GameConfig
import app.zabel.core.GameOptions
import app.zabel.core.GameView
import app.zabel.core.Mark
import app.zabel.core.Phase
import app.zabel.core.PlayerKind
import app.zabel.core.Zabel
import java.awt.Robot
import java.awt.event.InputEvent
import java.nio.file.Files
import java.util.concurrent.LinkedBlockingQueue
import java.util.concurrent.TimeUnit
import javax.swing.SwingUtilities
import kotlin.system.exitProcess

/**
 * Issue 61 item 7, tap → frame, in a real window: the app in an AWT window
 * (under Xvfb here), a Königszabel game between two people, each tap a
 * mouse press and release from java.awt.Robot through the X server onto a
 * square the core marks (a man to pick, then a square to go to). For each
 * tap, from just before the press to
 *  - **drawn**: the draw pass of the first frame whose content shows the
 *    new position (the window's root draws, reading the game's view, so a
 *    frame that draws a new view is the one that shows the tap), and
 *  - **done**: the end of that frame's work on the UI thread (the next
 *    event after it), when the frame has been handed to the screen.
 * Not the test's idle wait: the app's own frame clock and window.
 *
 * Needs a display, so it is no test and not in `mvn test`; run on demand:
 *
 *     cd android && mvn -q test-compile dependency:build-classpath -Dmdep.outputFile=target/cp.txt
 *     xvfb-run -s "-screen 0 1280x1024x24" java -Djna.library.path=../target/debug \
 *         -cp target/classes:target/test-classes:$(cat target/cp.txt) app.zabel.ui.TapToFrameKt 50
 *
 * Prints each tap's times and the median, 90th percentile and worst.
 */
fun main(args: Array<String>) {
    val taps = args.firstOrNull()?.toInt() ?: 50
    System.setProperty("java.awt.headless", "false")
    val dir = Files.createTempDirectory("zabel-tap-to-frame").toFile()
    val zabel = Zabel.open(dir.path)
    /** A new view drawn: the view, when its frame drew it, when that frame's work was done. */
    class Drawn(val view: GameView, val drawnAt: Long, var doneAt: Long = 0)
    val drawn = LinkedBlockingQueue<Drawn>()
    lateinit var state: ZabelState
    lateinit var window: ComposeWindow
    SwingUtilities.invokeAndWait {
        window = ComposeWindow()
        window.title = "Zabel tap → frame"
        window.setSize(412, 860)
        window.setLocation(0, 0)
        window.setContent {
            val scope = rememberCoroutineScope()
            state = remember { ZabelState(zabel, scope, DesktopSystemFiles { window }) }
            val shown = remember { arrayOfNulls<GameView>(1) }
            Box(
                Modifier.fillMaxSize().drawWithContent {
                    drawContent()
                    val view = state.view
                    if (view != null && view !== shown[0]) {
                        shown[0] = view
                        val frame = Drawn(view, System.nanoTime())
                        // The UI thread's next event comes after this frame is drawn and handed on.
                        SwingUtilities.invokeLater { frame.doneAt = System.nanoTime(); drawn.put(frame) }
                    }
                },
            ) { ZabelApp(state, systemDark = false) }
        }
        window.isVisible = true
    }
    val robot = Robot()
    robot.autoDelay = 0
    Thread.sleep(3000)
    fun onUi(body: () -> Unit) = SwingUtilities.invokeAndWait(body)
    fun newGame() {
        onUi { state.start(GameConfig(listOf(PlayerKind.Human, PlayerKind.Human), GameOptions.Koenigszabel(shieldwall = false), 7u)) }
        Thread.sleep(1500)
        drawn.clear()
    }
    newGame()
    // The board's squares on the screen, found by the frame's walnut (docs/design.md §4, light theme) in a
    // capture of the window: the frame carries the ranks on its left (FRAME_LABELS) and a rim on top (FRAME_RIM).
    val origin = window.contentPane.locationOnScreen
    val capture = robot.createScreenCapture(java.awt.Rectangle(origin.x, origin.y, window.contentPane.width, window.contentPane.height))
    val walnut = 0x7A5230
    var (left, top, right) = Triple(Int.MAX_VALUE, Int.MAX_VALUE, -1)
    for (y in 0 until capture.height) for (x in 0 until capture.width) {
        if (capture.getRGB(x, y) and 0xFFFFFF == walnut) {
            left = minOf(left, x); right = maxOf(right, x); top = minOf(top, y)
        }
    }
    check(right > left) { "no board frame found in the window" }
    val scale = window.graphicsConfiguration.defaultTransform.scaleX.toFloat()
    val label = FRAME_LABELS.value * scale
    val rim = FRAME_RIM.value * scale
    val columns = 13
    val cell = (right - left + 1 - label - rim) / columns
    println("window ${window.width}x${window.height}, scale $scale, board frame x $left..$right top $top, square ${"%.1f".format(cell)} px")
    println("java.awt.headless=${java.awt.GraphicsEnvironment.isHeadless()}, skiko render API ${runCatching { window.renderApi }.getOrNull()}")

    val drawnMs = mutableListOf<Double>()
    val doneMs = mutableListOf<Double>()
    repeat(taps) { n ->
        var view: GameView? = null
        onUi { view = state.view }
        if (view!!.phase == Phase.OVER) {
            newGame()
            onUi { view = state.view }
        }
        val square = view!!.board.cells.indexOfFirst { it.mark == if (view!!.phase == Phase.CHOOSE_TARGET) Mark.TARGET else Mark.CHOOSABLE }
        val x = origin.x + left + label + (square % columns + 0.5f) * cell
        val y = origin.y + top + rim + (square / columns + 0.5f) * cell
        robot.mouseMove(x.toInt(), y.toInt())
        // The pointer's arrival settles first (a hover redraws nothing of the game, but takes the thread).
        Thread.sleep(250)
        drawn.clear()
        val start = System.nanoTime()
        robot.mousePress(InputEvent.BUTTON1_DOWN_MASK)
        robot.mouseRelease(InputEvent.BUTTON1_DOWN_MASK)
        val frame = drawn.poll(5, TimeUnit.SECONDS)
        if (frame == null) {
            println("tap ${n + 1}: no new position drawn within 5 s (square ${view!!.board.cells[square].name})")
            return@repeat
        }
        drawnMs += (frame.drawnAt - start) / 1e6
        doneMs += (frame.doneAt - start) / 1e6
        println("tap ${n + 1} ${view!!.board.cells[square].name}: drawn %.1f ms, done %.1f ms".format(drawnMs.last(), doneMs.last()))
        Thread.sleep(150)
    }
    fun summary(name: String, ms: List<Double>) {
        val sorted = ms.sorted()
        if (sorted.isEmpty()) return println("$name: no taps measured")
        println(
            "%s over %d taps: median %.1f ms, 90th %.1f ms, worst %.1f ms, best %.1f ms".format(
                name, sorted.size, sorted[sorted.size / 2], sorted[(sorted.size * 9 / 10).coerceAtMost(sorted.lastIndex)], sorted.last(), sorted.first(),
            ),
        )
    }
    summary("tap → frame drawn", drawnMs)
    summary("tap → frame done", doneMs)
    onUi {
        state.close()
        window.dispose()
    }
    zabel.close()
    dir.deleteRecursively()
    exitProcess(0)
}
