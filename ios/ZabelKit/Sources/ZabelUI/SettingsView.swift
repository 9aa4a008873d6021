// iOS only: empty without UIKit, so the package builds and tests on macOS and Linux.
#if canImport(UIKit)
import SwiftUI
#if canImport(UniformTypeIdentifiers)
import UniformTypeIdentifiers
#endif
import ZabelKit

/// The settings, grouped as docs/design.md §7 lists them, each change saved
/// at once; the backups through the system's exporter, importer and share sheet.
struct SettingsView: View {
    let model: SettingsModel
    let strings: Strings
    let openAbout: () -> Void
    /// The backup the exporter is saving, while it shows.
    @State private var exporting: BackupDocument?
    @State private var importing = false
    /// A fresh backup for the share sheet, made when the screen shows and after an import.
    @State private var shared: URL?

    var body: some View {
        let s = strings
        let settings = model.settings
        // Grouped as docs/design.md §7 lists them: play, board, language, your data, about.
        Form {
            Section(s.settingsPlay) {
                Picker(s.defaultLevel, selection: Binding(get: { settings.defaultLevel }, set: { value in model.change { $0.defaultLevel = value } })) {
                    // By name and Elo, as the new-game screen lists them, not a bare number.
                    ForEach(model.levels(), id: \.level) { level in Text(s.level(level)).tag(level.level) }
                }
                .pickerStyle(.menu)
                Picker(s.pace, selection: Binding(get: { settings.pace }, set: { value in model.change { $0.pace = value } })) {
                    ForEach([Pace.instant, .quick, .steady, .slow], id: \.self) { pace in Text(s.pace(pace)).tag(pace) }
                }
                Toggle(s.showDie, isOn: Binding(get: { settings.showDie }, set: { value in model.change { $0.showDie = value } }))
                Toggle(s.sound, isOn: Binding(get: { settings.sound }, set: { value in model.change { $0.sound = value } }))
            }
            Section(s.settingsBoard) {
                Toggle(s.highlightMoves, isOn: Binding(get: { settings.highlightMoves }, set: { value in model.change { $0.highlightMoves = value } }))
                Toggle(s.coordinates, isOn: Binding(get: { settings.coordinates }, set: { value in model.change { $0.coordinates = value } }))
                Picker(s.theme, selection: Binding(get: { settings.theme }, set: { value in model.change { $0.theme = value } })) {
                    ForEach([Theme.system, .light, .dark], id: \.self) { theme in Text(s.theme(theme)).tag(theme) }
                }
            }
            Section(s.language) {
                Picker(s.language, selection: Binding(get: { settings.language }, set: { value in model.change { $0.language = value } })) {
                    // Each language by its own name, the catalog's.
                    ForEach(Strings.languages, id: \.self) { code in Text(s.languageName(code)).tag(code) }
                }
            }
            Section(s.settingsData) {
                // The system's own exporter, importer and share sheet: no typed paths.
                Button(s.exportBackup) { exporting = model.backupFile().flatMap(BackupDocument.init) }
                Button(s.importBackup) { importing = true }
                if let shared { ShareLink(s.shareBackup, item: shared) }
            }
            Section(s.about) {
                Button { openAbout() } label: { Label(s.about, systemImage: "info.circle") }
            }
        }
        .fileExporter(
            isPresented: Binding(get: { exporting != nil }, set: { if !$0 { exporting = nil } }),
            document: exporting,
            contentType: .json,
            defaultFilename: SettingsModel.backupName
        ) { result in model.backupExported(result) }
        .fileImporter(isPresented: $importing, allowedContentTypes: [.json]) { result in
            model.importBackup(result)
            shared = model.backupFile()
        }
        .onAppear { shared = model.backupFile() }
    }
}

/// A backup as the exporter saves it: the bytes the core wrote.
struct BackupDocument: FileDocument {
    static var readableContentTypes: [UTType] { [.json] }
    let data: Data

    init?(_ file: URL) {
        guard let data = try? Data(contentsOf: file) else { return nil }
        self.data = data
    }

    init(configuration: ReadConfiguration) throws {
        data = configuration.file.regularFileContents ?? Data()
    }

    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: data)
    }
}
#endif
