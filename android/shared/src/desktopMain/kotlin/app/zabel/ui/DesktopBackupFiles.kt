package app.zabel.ui

import java.awt.FileDialog
import java.awt.Frame
import java.io.File

/**
 * The desktop's backup files: the system's file dialog, which gives a real
 * path, so the core reads and writes the chosen file itself. The desktop
 * has no share sheet.
 */
class DesktopBackupFiles(private val owner: () -> Frame?) : BackupFiles {
    override suspend fun export(title: String, suggested: String, write: (path: String) -> Unit): String? {
        val file = choose(title, FileDialog.SAVE, suggested) ?: return null
        write(file.path)
        return file.path
    }

    override suspend fun <T> import(title: String, read: (path: String) -> T): T? {
        val file = choose(title, FileDialog.LOAD, null) ?: return null
        return read(file.path)
    }

    override val canShare: Boolean get() = false

    override suspend fun share(title: String, suggested: String, write: (path: String) -> Unit) {
        throw UnsupportedOperationException("the desktop has no share sheet")
    }

    /** The dialog is modal: called on the UI thread, it keeps the window's events going until the person chooses. */
    private fun choose(title: String, mode: Int, suggested: String?): File? {
        val dialog = FileDialog(owner(), title, mode)
        if (suggested != null) dialog.file = suggested
        dialog.isVisible = true
        val name = dialog.file ?: return null
        return File(dialog.directory, name)
    }
}
