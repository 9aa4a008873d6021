package app.zabel.android

import android.content.ActivityNotFoundException
import android.content.ClipData
import android.content.ClipboardManager
import android.content.Intent
import android.net.Uri
import android.provider.OpenableColumns
import androidx.activity.ComponentActivity
import androidx.activity.result.contract.ActivityResultContracts
import androidx.core.content.FileProvider
import app.zabel.ui.SystemFileException
import app.zabel.ui.SystemFiles
import kotlinx.coroutines.CompletableDeferred
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.withContext
import java.io.File
import java.io.IOException

/**
 * Backups and game records through Android's own components: the Storage
 * Access Framework's pickers for where a file goes and which comes in (no
 * storage permission; the person may pick a cloud drive too), the share
 * sheet and the clipboard. The system hands out content URIs, the core reads
 * and writes paths: each file passes through a copy in the app's cache.
 *
 * Made in the activity's onCreate: its pickers must be registered before
 * the activity starts.
 */
class AndroidSystemFiles(private val activity: ComponentActivity) : SystemFiles {
    private var created: CompletableDeferred<Uri?>? = null
    private var opened: CompletableDeferred<Uri?>? = null

    private val create = activity.registerForActivityResult(ActivityResultContracts.CreateDocument(MIME)) { created?.complete(it) }
    private val open = activity.registerForActivityResult(ActivityResultContracts.OpenDocument()) { opened?.complete(it) }

    /** The cache folder the FileProvider shares (res/xml/backup_paths.xml): backups and records alike. */
    private val folder get() = File(activity.cacheDir, "backups").apply { mkdirs() }

    override suspend fun export(title: String, suggested: String, write: (path: String) -> Unit): String? {
        val target = CompletableDeferred<Uri?>().also { created = it }
        launching { create.launch(suggested) }
        val uri = target.await() ?: return null
        val copy = File(folder, "export.json")
        try {
            write(copy.path)
            withContext(Dispatchers.IO) {
                // "wt": a document chosen again is replaced, not overwritten in part.
                val out = activity.contentResolver.openOutputStream(uri, "wt") ?: throw IOException("no stream for $uri")
                out.use { sink -> copy.inputStream().use { it.copyTo(sink) } }
            }
        } catch (e: IOException) {
            throw SystemFileException(e)
        } catch (e: SecurityException) {
            throw SystemFileException(e)
        } finally {
            copy.delete()
        }
        return displayName(uri)
    }

    override suspend fun <T> import(title: String, read: (path: String) -> T): T? {
        val picked = CompletableDeferred<Uri?>().also { opened = it }
        // Any type: providers label JSON and text variously (application/json, text/plain, application/octet-stream);
        // a file that is no backup or no record is the core's to refuse, in its words.
        launching { open.launch(arrayOf("*/*")) }
        val uri = picked.await() ?: return null
        val copy = File(folder, "import")
        try {
            withContext(Dispatchers.IO) {
                val input = activity.contentResolver.openInputStream(uri) ?: throw IOException("no stream for $uri")
                input.use { source -> copy.outputStream().use { source.copyTo(it) } }
            }
        } catch (e: IOException) {
            copy.delete()
            throw SystemFileException(e)
        } catch (e: SecurityException) {
            copy.delete()
            throw SystemFileException(e)
        }
        try {
            return read(copy.path)
        } finally {
            copy.delete()
        }
    }

    override val canShare: Boolean get() = true

    override suspend fun share(title: String, suggested: String, write: (path: String) -> Unit) {
        // Kept in the cache after the sheet closes: the receiving app may read it later.
        val file = File(folder, suggested)
        write(file.path)
        val uri = FileProvider.getUriForFile(activity, activity.packageName + ".backups", file)
        val send = Intent(Intent.ACTION_SEND).apply {
            type = if (suggested.endsWith(".txt")) "text/plain" else MIME
            putExtra(Intent.EXTRA_STREAM, uri)
            // The grant travels with the ClipData through the chooser to the app the person picks.
            clipData = ClipData.newRawUri(suggested, uri)
            addFlags(Intent.FLAG_GRANT_READ_URI_PERMISSION)
        }
        activity.startActivity(Intent.createChooser(send, title))
    }

    private val clipboard: ClipboardManager
        get() = activity.getSystemService(ClipboardManager::class.java) ?: throw SystemFileException()

    override fun copy(label: String, text: String) {
        clipboard.setPrimaryClip(ClipData.newPlainText(label, text))
    }

    // Read on the person's tap, with the app in front: Android 10 and later give the clipboard to no other.
    override fun paste(): String? {
        val clip = clipboard.primaryClip ?: return null
        if (clip.itemCount == 0) return null
        return clip.getItemAt(0).coerceToText(activity)?.toString()
    }

    /** A device without a documents app (some stripped-down ones) has no picker to launch. */
    private inline fun launching(picker: () -> Unit) {
        try {
            picker()
        } catch (e: ActivityNotFoundException) {
            throw SystemFileException(e)
        }
    }

    /** The document's name as its provider shows it, for "Saved to …". */
    private fun displayName(uri: Uri): String =
        activity.contentResolver.query(uri, arrayOf(OpenableColumns.DISPLAY_NAME), null, null, null)?.use { cursor ->
            if (cursor.moveToFirst()) cursor.getString(0) else null
        } ?: uri.lastPathSegment ?: uri.toString()

    private companion object {
        const val MIME = "application/json"
    }
}
