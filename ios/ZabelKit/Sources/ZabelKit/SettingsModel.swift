import Foundation
import Observation

/// The settings screen: the settings as the app keeps them (every change
/// saved through the app, which follows a new language everywhere), the
/// levels offered as the default, and the backups through the system's
/// exporter, importer and share sheet.
@MainActor
@Observable
public final class SettingsModel {
    @ObservationIgnored private let access: CoreAccess
    @ObservationIgnored private let current: () -> Settings
    @ObservationIgnored private let saving: (Settings) -> Void
    /// The banner's news: a backup saved or merged, a file that could not be had (nil: nothing to say).
    @ObservationIgnored private let notify: (Notice?) -> Void

    init(access: CoreAccess, settings: @escaping () -> Settings, save: @escaping (Settings) -> Void,
         notify: @escaping (Notice?) -> Void) {
        self.access = access
        current = settings
        saving = save
        self.notify = notify
    }

    public var settings: Settings { current() }

    /// `settings` with one thing changed by `change`, saved.
    public func change(_ change: (inout Settings) -> Void) {
        var changed = current()
        change(&changed)
        saving(changed)
    }

    /// The levels a new EinStein game may default to, by name and Elo as the new-game screen lists them.
    public func levels() -> [LevelInfo] { access.levels(.einstein) }

    /// A fresh backup in the app's temporary folder, for the system's
    /// exporter and share sheet to take from (the core writes paths, the
    /// system hands out URLs); nil, with the core's reason, when it could not
    /// be written.
    public func backupFile() -> URL? {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(Self.backupName)
        guard access.attempt({ try $0.exportBackup(path: file.path) }) != nil else { return nil }
        return file
    }

    /// The name a new backup is offered under.
    public static let backupName = "zabel-backup.json"

    /// Where the system's exporter saved the backup, or why it could not.
    /// A cancelled exporter says nothing.
    public func backupExported(_ result: Result<URL, Error>) {
        switch result {
        case .success(let url): notify(.exported(file: url.lastPathComponent))
        case .failure(let error): notify(PickedFile.cancelled(error) ? nil : .fileFailed)
        }
    }

    /// The backup the system's importer picked, merged into the history by
    /// the core; a bad file changes nothing and says why.
    public func importBackup(_ result: Result<URL, Error>) {
        PickedFile.open(result, failed: notify) { url in
            guard let report = access.attempt({ try $0.importBackup(path: url.path) }) else { return }
            notify(.imported(added: report.added, skipped: report.skipped, attempts: report.attemptsAdded))
        }
    }
}
