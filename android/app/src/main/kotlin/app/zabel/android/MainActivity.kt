package app.zabel.android

import android.os.Bundle
import android.provider.Settings
import androidx.activity.ComponentActivity
import androidx.activity.compose.BackHandler
import androidx.activity.compose.setContent
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.runtime.DisposableEffect
import androidx.compose.runtime.remember
import androidx.compose.runtime.rememberCoroutineScope
import androidx.compose.ui.platform.LocalView
import app.zabel.core.Zabel
import app.zabel.ui.LocalReduceMotion
import app.zabel.ui.ZabelApp
import app.zabel.ui.ZabelState

/** The Android shell: the app's private data directory and the shared UI. */
class MainActivity : ComponentActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        // One Zabel per process (one sled handle), kept across activity restarts.
        val zabel = core ?: Zabel.open(filesDir.resolve("zabel").path).also { core = it }
        // The pickers are registered here, before the activity starts, as Android requires.
        val files = AndroidSystemFiles(this)
        setContent {
            val scope = rememberCoroutineScope()
            val view = LocalView.current
            val feedback = remember { AndroidFeedback(view) }
            val state = remember { ZabelState(zabel, scope, files, feedback = feedback) }
            DisposableEffect(Unit) {
                onDispose {
                    state.close()
                    feedback.release()
                }
            }
            // System Back (gesture or button) goes where the screens' back buttons go;
            // on Home it is not handled, and the system closes the app.
            BackHandler(enabled = state.handlesBack) { state.back() }
            // "Remove animations" (animator duration scale 0): moves and captures appear without motion.
            val still = Settings.Global.getFloat(contentResolver, Settings.Global.ANIMATOR_DURATION_SCALE, 1f) == 0f
            // The computers' moves too: one after another without a pause.
            state.reduceMotion = still
            CompositionLocalProvider(LocalReduceMotion provides still) { ZabelApp(state) }
        }
    }

    private companion object {
        var core: Zabel? = null
    }
}
