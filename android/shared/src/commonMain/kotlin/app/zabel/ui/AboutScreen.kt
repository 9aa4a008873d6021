package app.zabel.ui

import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ColumnScope
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.heading
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.dp

/** The app's version: the Android app's versionName (a test holds the two together). */
const val APP_VERSION = "0.1.0"

/**
 * What ships in the app and under which licence: names and SPDX identifiers,
 * the same in every language. The Rust crates as Cargo.toml pins them, the
 * libraries the Compose app is built on.
 */
val SHIPPED = listOf(
    "Zabel" to "MIT OR Apache-2.0",
    "Compose Multiplatform, Jetpack Compose" to "Apache-2.0",
    "Kotlin, kotlinx.coroutines" to "Apache-2.0",
    "JNA" to "Apache-2.0 OR LGPL-2.1",
    "uniffi" to "MPL-2.0",
    "sled" to "MIT OR Apache-2.0",
    "tokio" to "MIT",
    "serde, serde_json" to "MIT OR Apache-2.0",
    "fluent-bundle, unic-langid" to "MIT OR Apache-2.0",
    "rand, arrayvec, rustc-hash, thiserror" to "MIT OR Apache-2.0",
    "skillratings" to "MIT OR Apache-2.0",
    "libc" to "MIT OR Apache-2.0",
)

@Composable
fun ColumnScope.AboutScreen(state: ZabelState) = AboutScreen(state.strings) { state.back() }

/** The app's name and version, that it is offline, what it ships and its licences, and where the rules come from. */
@Composable
fun ColumnScope.AboutScreen(s: Strings, onBack: () -> Unit) {
    ScreenBar(s, s.about, onBack)
    Column(Modifier.weight(1f, fill = false).verticalScroll(rememberScrollState()).testTag("about-page")) {
        Text(s.name, style = MaterialTheme.typography.headlineSmall)
        Text(s.aboutVersion(APP_VERSION), Modifier.testTag("about-version"), color = MaterialTheme.colorScheme.onSurfaceVariant)
        Text(s.aboutOffline, Modifier.padding(top = 8.dp))
        Header(s.aboutSources)
        for (source in s.aboutSourceList) Text(source, Modifier.padding(bottom = 8.dp).testTag("about-source"))
        Header(s.aboutLicences)
        for ((what, licence) in SHIPPED) {
            // The licence under its names: side by side, a large font squeezed the names until words broke.
            Column(Modifier.fillMaxWidth().padding(vertical = 4.dp).testTag("about-licence")) {
                Text(what)
                Text(licence, color = MaterialTheme.colorScheme.onSurfaceVariant, style = MaterialTheme.typography.bodySmall, fontWeight = FontWeight.Medium)
            }
        }
    }
}

@Composable
private fun Header(text: String) =
    Text(text, Modifier.padding(top = 20.dp, bottom = 6.dp).semantics { heading() }, style = MaterialTheme.typography.titleSmall, color = MaterialTheme.colorScheme.primary)
