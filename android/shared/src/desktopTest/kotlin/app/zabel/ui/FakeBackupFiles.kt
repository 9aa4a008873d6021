package app.zabel.ui

import java.io.File

/**
 * The system's backup pickers and share sheet, answered as a test says:
 * [chosen] is the file the person picks (null: they cancel the picker);
 * [failing] makes the system's own side fail, as an unreadable document
 * does on Android; a share lands in [dir] and is kept in [shared].
 */
class FakeBackupFiles(val dir: File) : BackupFiles {
    var chosen: File? = null
    var failing = false
    /** How often a picker was shown. */
    var asked = 0
        private set
    val shared = mutableListOf<File>()

    override suspend fun export(title: String, suggested: String, write: (path: String) -> Unit): String? {
        val file = pick() ?: return null
        write(file.path)
        return file.name
    }

    override suspend fun <T> import(title: String, read: (path: String) -> T): T? = pick()?.let { read(it.path) }

    override val canShare: Boolean get() = true

    override suspend fun share(title: String, suggested: String, write: (path: String) -> Unit) {
        val file = File(dir, "shared-${shared.size}-$suggested")
        write(file.path)
        shared += file
    }

    private fun pick(): File? {
        asked++
        if (failing) throw BackupFileException()
        return chosen
    }
}
