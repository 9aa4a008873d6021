import SwiftUI
#if canImport(UniformTypeIdentifiers)
import UniformTypeIdentifiers
#endif
import ZabelKit

struct SettingsView: View {
    let model: AppModel
    /// The backup the exporter is saving, while it shows.
    @State private var exporting: BackupDocument?
    @State private var importing = false
    /// A fresh backup for the share sheet, made when the screen shows and after an import.
    @State private var shared: URL?

    var body: some View {
        let s = model.strings
        let settings = model.settings
        // Grouped as docs/design.md §7 lists them: play, board, language, your data, about.
        Form {
            Section(s.settingsPlay) {
                Picker(s.defaultLevel, selection: Binding(get: { settings.defaultLevel }, set: { value in var changed = settings; changed.defaultLevel = value; model.save(changed) })) {
                    // By name and Elo, as the new-game screen lists them, not a bare number.
                    ForEach(model.levels(.einstein), id: \.level) { level in Text(s.level(level)).tag(level.level) }
                }
                .pickerStyle(.menu)
                Picker(s.pace, selection: Binding(get: { settings.pace }, set: { value in var changed = settings; changed.pace = value; model.save(changed) })) {
                    ForEach([Pace.instant, .quick, .steady, .slow], id: \.self) { pace in Text(s.pace(pace)).tag(pace) }
                }
                Toggle(s.showDie, isOn: Binding(get: { settings.showDie }, set: { value in var changed = settings; changed.showDie = value; model.save(changed) }))
                Toggle(s.sound, isOn: Binding(get: { settings.sound }, set: { value in var changed = settings; changed.sound = value; model.save(changed) }))
            }
            Section(s.settingsBoard) {
                Toggle(s.highlightMoves, isOn: Binding(get: { settings.highlightMoves }, set: { value in var changed = settings; changed.highlightMoves = value; model.save(changed) }))
                Toggle(s.coordinates, isOn: Binding(get: { settings.coordinates }, set: { value in var changed = settings; changed.coordinates = value; model.save(changed) }))
                Picker(s.theme, selection: Binding(get: { settings.theme }, set: { value in var changed = settings; changed.theme = value; model.save(changed) })) {
                    ForEach([Theme.system, .light, .dark], id: \.self) { theme in Text(s.theme(theme)).tag(theme) }
                }
            }
            Section(s.language) {
                Picker(s.language, selection: Binding(get: { settings.language }, set: { value in var changed = settings; changed.language = value; model.save(changed) })) {
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
                Button { model.go(.about) } label: { Label(s.about, systemImage: "info.circle") }
            }
        }
        .fileExporter(
            isPresented: Binding(get: { exporting != nil }, set: { if !$0 { exporting = nil } }),
            document: exporting,
            contentType: .json,
            defaultFilename: AppModel.backupName
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
