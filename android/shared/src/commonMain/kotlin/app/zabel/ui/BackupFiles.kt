package app.zabel.ui

/**
 * The system's own components for backup files: its picker for where a
 * backup goes, its picker for the one to bring in, and its share sheet. The
 * person never types a path: on Android a typed name resolved against "/"
 * and failed. The core reads and writes backups by path, so an
 * implementation hands it one — a copy in the app's cache where the system
 * gives documents, not paths (Android's Storage Access Framework).
 *
 * [write] and [read] call the core and throw its `ZabelException`; an
 * implementation throws [BackupFileException] when its own part fails (a
 * document that cannot be opened or copied).
 */
interface BackupFiles {
    /**
     * Asks where to save a backup, offering [suggested] as its name (and
     * [title] where the picker shows one), then lets [write] put the backup at
     * a path. The saved file's name as the person knows it, or null when
     * they cancelled the picker.
     */
    suspend fun export(title: String, suggested: String, write: (path: String) -> Unit): String?

    /** Asks for a backup to bring in, then lets [read] take it from a path; null when the person cancelled. */
    suspend fun <T> import(title: String, read: (path: String) -> T): T?

    /** Whether this system can hand a file to another app (a share sheet); the desktop cannot. */
    val canShare: Boolean

    /** Hands a backup, put at a path by [write], to another app the person picks (mail, a cloud drive). */
    suspend fun share(title: String, suggested: String, write: (path: String) -> Unit)
}

/** The system's side of a backup failed: the chosen document could not be opened, read or written. */
class BackupFileException(cause: Throwable? = null) : Exception(cause)

/** The name a new backup is offered under. */
const val BACKUP_NAME = "zabel-backup.json"
