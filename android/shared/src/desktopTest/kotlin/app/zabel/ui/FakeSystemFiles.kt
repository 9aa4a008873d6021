package app.zabel.ui

import java.io.File

/**
 * The system's pickers, share sheet and clipboard, answered as a test says:
 * [chosen] is the file the person picks (null: they cancel the picker);
 * [failing] makes the system's own side fail, as an unreadable document
 * does on Android; a share lands in [dir] and is kept in [shared]; the
 * clipboard is [clipboard] (null: it holds no text).
 */
class FakeSystemFiles(val dir: File) : SystemFiles {
    var chosen: File? = null
    var failing = false
    /** How often a picker was shown. */
    var asked = 0
        private set
    val shared = mutableListOf<File>()
    var clipboard: String? = null

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
        if (failing) throw SystemFileException()
        return chosen
    }

    override fun copy(label: String, text: String) {
        if (failing) throw SystemFileException()
        clipboard = text
    }

    override fun paste(): String? {
        if (failing) throw SystemFileException()
        return clipboard
    }
}
