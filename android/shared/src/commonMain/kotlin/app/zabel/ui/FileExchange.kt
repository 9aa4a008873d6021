package app.zabel.ui

import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.setValue
import app.zabel.core.NotatedRecord
import app.zabel.core.Replay
import app.zabel.core.Zabel
import app.zabel.core.ZabelException
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.launch
import java.io.File
import java.io.IOException

/**
 * Backups and game records through the system's pickers, share sheet and
 * clipboard: the core writes and reads them, the system finds the place.
 * Each outcome is one [Notice] for [tell]; a record opened becomes a replay
 * for [opened].
 */
class FileExchange(
    private val zabel: Zabel,
    private val files: SystemFiles,
    private val scope: CoroutineScope,
    private val strings: () -> Strings,
    /** The game shown, in every notation it is shared in, Zabel's own first. */
    private val records: () -> List<NotatedRecord>,
    private val tell: (Notice?) -> Unit,
    private val opened: (Replay) -> Unit,
) {
    /** A picker or a share sheet is open: further taps on the buttons that open one wait for it. */
    var busy: Boolean by mutableStateOf(false)
        private set

    /** Whether the system has a share sheet to offer a backup or a record through. */
    val canShare: Boolean get() = files.canShare

    /** Asks the system where the backup goes, and the core writes it there. */
    fun exportBackup() = throughFiles { s ->
        files.export(s.exportBackup, BACKUP_NAME) { zabel.exportBackup(it) }?.let { name -> Notice({ said -> said.exported(name) }, error = false) }
    }

    /** Asks the system for a backup, and the core merges it into the history; a bad file changes nothing. */
    fun importBackup() = throughFiles { s ->
        files.import(s.importBackup) { zabel.importBackup(it) }?.let { report -> Notice({ said -> said.imported(report.added, report.skipped, report.attemptsAdded) }, error = false) }
    }

    /** Hands a fresh backup to another app through the system's share sheet. */
    fun shareBackup() = throughFiles { s ->
        files.share(s.shareBackup, BACKUP_NAME) { zabel.exportBackup(it) }
        null
    }

    /** The notations the shown game is shared in, Zabel's own first (Königszabel also in OpenTafl's). */
    fun notations(): List<String> = records().map { it.notation }

    /** Puts the shown game's record in [notation] (Zabel's own: null) on the system's clipboard, as text for any app to take. */
    fun copyRecord(notation: String? = null) {
        val record = records().firstOrNull { notation == null || it.notation == notation } ?: return
        tell(
            try {
                files.copy(strings().copyRecord, record.text)
                Notice({ said -> said.recordCopied }, error = false)
            } catch (e: SystemFileException) {
                Notice({ said -> said.clipboardFailed })
            },
        )
    }

    /** Hands the shown game's record in [notation] (Zabel's own: null), as a text file, to another app through the system's share sheet. */
    fun shareRecord(notation: String? = null) {
        val all = records()
        val record = all.firstOrNull { notation == null || it.notation == notation } ?: return
        val name = if (record == all.first()) RECORD_NAME else recordName(record.notation)
        throughFiles { s ->
            files.share(s.shareRecord, name) { path -> writing { File(path).writeText(record.text) } }
            null
        }
    }

    /**
     * Asks the system for a file and opens the game it records into a
     * replay (with its review), outside the history; a file that is no
     * record, or the record of an unfinished game, is refused in the core's
     * words.
     */
    fun openRecordFile() = throughFiles { s ->
        files.import(s.openGame) { path ->
            val file = File(path)
            // Said as the core says any file that is no record.
            if (file.length() > RECORD_MAX_BYTES) throw ZabelException.BadGame("larger than any record")
            writing { file.readText() }
        }?.let { opened(zabel.openRecord(it)) }
        null
    }

    /** Opens the game recorded in the text on the system's clipboard, as [openRecordFile] does a file's. */
    fun pasteRecord() {
        val text = try {
            files.paste()
        } catch (e: SystemFileException) {
            tell(Notice({ said -> said.clipboardFailed }))
            return
        }
        if (text.isNullOrBlank()) {
            tell(Notice({ said -> said.clipboardEmpty }))
            return
        }
        try {
            opened(zabel.openRecord(text))
        } catch (e: ZabelException) {
            tell(Notice({ said -> said.error(e) }))
        }
    }

    /** [body], its file's failure the system's side (a document that vanished or cannot be read). */
    private inline fun <T> writing(body: () -> T): T = try {
        body()
    } catch (e: IOException) {
        throw SystemFileException(e)
    }

    /** One step through [files]: its outcome shown (null: a cancelled picker, or nothing to say). */
    private fun throughFiles(step: suspend (Strings) -> Notice?) {
        if (busy) return
        busy = true
        tell(null)
        scope.launch {
            val s = strings()
            val outcome = try {
                step(s)
            } catch (e: ZabelException) {
                Notice({ said -> said.error(e) })
            } catch (e: SystemFileException) {
                Notice({ said -> said.backupFileFailed })
            } finally {
                busy = false
            }
            tell(outcome)
        }
    }
}
