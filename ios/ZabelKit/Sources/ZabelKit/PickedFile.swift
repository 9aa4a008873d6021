import Foundation

/// A file the system's importer or exporter handed over, as backups and
/// records receive it.
enum PickedFile {
    /// The file the system's importer picked, for `body` to read while its
    /// security scope is open (a picked file lies outside the app's
    /// sandbox); a cancelled importer says nothing (`failed(nil)`), a failed
    /// one that the file could not be had.
    static func open(_ result: Result<URL, Error>, failed: (Notice?) -> Void, _ body: (URL) -> Void) {
        let url: URL
        switch result {
        case .success(let picked): url = picked
        case .failure(let error):
            failed(cancelled(error) ? nil : .fileFailed)
            return
        }
        let scoped = startAccess(url)
        defer { if scoped { stopAccess(url) } }
        body(url)
    }

    /// Whether the person closed the system's picker without a file.
    static func cancelled(_ error: Error) -> Bool {
        (error as? CocoaError)?.code == .userCancelled
    }
}

#if canImport(Darwin)
private func startAccess(_ url: URL) -> Bool { url.startAccessingSecurityScopedResource() }
private func stopAccess(_ url: URL) { url.stopAccessingSecurityScopedResource() }
#else
// Linux, where the tests run, has no sandbox to open.
private func startAccess(_ url: URL) -> Bool { false }
private func stopAccess(_ url: URL) {}
#endif
