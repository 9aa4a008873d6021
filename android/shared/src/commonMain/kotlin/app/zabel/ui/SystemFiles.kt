package app.zabel.ui

/**
 * The system's own components for the files and texts the person takes out
 * of the app or brings in: its picker for where a file goes, its picker for
 * the one to bring in, its share sheet, and its clipboard. Backups and game
 * records both pass through here. The person never types a path: on Android
 * a typed name resolved against "/" and failed. The core reads and writes
 * backups by path, so an implementation hands it one — a copy in the app's
 * cache where the system gives documents, not paths (Android's Storage
 * Access Framework).
 *
 * [write] and [read] call the core and throw its `ZabelException`; an
 * implementation throws [SystemFileException] when its own part fails (a
 * document that cannot be opened or copied, a clipboard out of reach).
 */
interface SystemFiles {
    /**
     * Asks where to save a file, offering [suggested] as its name (and
     * [title] where the picker shows one), then lets [write] put the file at
     * a path. The saved file's name as the person knows it, or null when
     * they cancelled the picker.
     */
    suspend fun export(title: String, suggested: String, write: (path: String) -> Unit): String?

    /** Asks for a file to bring in, then lets [read] take it from a path; null when the person cancelled. */
    suspend fun <T> import(title: String, read: (path: String) -> T): T?

    /** Whether this system can hand a file to another app (a share sheet); the desktop cannot. */
    val canShare: Boolean

    /**
     * Hands a file, put at a path by [write], to another app the person picks
     * (mail, a cloud drive, a chat); its type follows [suggested]'s ending.
     */
    suspend fun share(title: String, suggested: String, write: (path: String) -> Unit)

    /** Puts [text] on the system's clipboard, under [label] where the system shows one. */
    fun copy(label: String, text: String)

    /** The text on the system's clipboard; null when it holds none. */
    fun paste(): String?
}

/** The system's side failed: the chosen document could not be opened, read or written, or the clipboard not reached. */
class SystemFileException(cause: Throwable? = null) : Exception(cause)

/** The name a new backup is offered under. */
const val BACKUP_NAME = "zabel-backup.json"

/** The name a shared game record is offered under: plain text, which any app can show. */
const val RECORD_NAME = "zabel-game.txt"

/** The name a record in another program's notation is offered under: `zabel-game-opentafl.txt`. */
fun recordName(notation: String): String = "zabel-game-${notation.lowercase()}.txt"

/**
 * The most of a file read as a record: the longest game's record is a few
 * kilobytes, and a large file the person picked by mistake is refused
 * rather than read whole into memory.
 */
const val RECORD_MAX_BYTES = 1L shl 20
