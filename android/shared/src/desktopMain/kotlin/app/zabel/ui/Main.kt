package app.zabel.ui

import androidx.compose.runtime.DisposableEffect
import androidx.compose.runtime.remember
import androidx.compose.runtime.rememberCoroutineScope
import androidx.compose.ui.unit.dp
import androidx.compose.ui.window.Window
import androidx.compose.ui.window.application
import androidx.compose.ui.window.rememberWindowState
import app.zabel.core.Zabel
import java.awt.Frame
import java.io.File
import java.util.concurrent.atomic.AtomicReference

/** The desktop version: the same UI in a window, data beside the terminal game's. */
fun main() {
    val home = System.getenv("XDG_DATA_HOME")?.let(::File) ?: File(System.getProperty("user.home"), ".local/share")
    val dataDir = System.getProperty("zabel.data") ?: File(home, "zabel-desktop").path
    val zabel = Zabel.open(dataDir)
    application {
        val scope = rememberCoroutineScope()
        // The file dialogs belong to the app's window, known once it is composed.
        val window = remember { AtomicReference<Frame?>(null) }
        val state = remember { ZabelState(zabel, scope, DesktopSystemFiles { window.get() }, feedback = DesktopFeedback()) }
        DisposableEffect(Unit) { onDispose { state.close() } }
        Window(onCloseRequest = ::exitApplication, title = EN.name, state = rememberWindowState(width = 480.dp, height = 860.dp)) {
            window.set(this.window)
            ZabelApp(state)
        }
    }
    zabel.close()
}
