package app.zabel.ui

import java.awt.FileDialog
import java.awt.Frame
import java.awt.HeadlessException
import java.awt.Toolkit
import java.awt.datatransfer.Clipboard
import java.awt.datatransfer.DataFlavor
import java.awt.datatransfer.StringSelection
import java.awt.datatransfer.UnsupportedFlavorException
import java.io.File
import java.io.IOException

/**
 * The desktop's files: the system's file dialog, which gives a real path, so
 * the core reads and writes the chosen file itself, and the system's
 * clipboard. The desktop has no share sheet.
 */
class DesktopSystemFiles(private val owner: () -> Frame?) : SystemFiles {
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

    override fun copy(label: String, text: String) {
        try {
            clipboard().setContents(StringSelection(text), null)
        } catch (e: IllegalStateException) {
            // Another program holds the clipboard just now.
            throw SystemFileException(e)
        }
    }

    override fun paste(): String? = try {
        clipboard().getData(DataFlavor.stringFlavor) as? String
    } catch (e: UnsupportedFlavorException) {
        // A picture or files: no text to read.
        null
    } catch (e: IOException) {
        null
    } catch (e: IllegalStateException) {
        throw SystemFileException(e)
    }

    private fun clipboard(): Clipboard = try {
        Toolkit.getDefaultToolkit().systemClipboard
    } catch (e: HeadlessException) {
        throw SystemFileException(e)
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
