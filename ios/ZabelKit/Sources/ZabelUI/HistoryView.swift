// iOS only: empty without UIKit, so the package builds and tests on macOS and Linux.
#if canImport(UIKit)
import SwiftUI
#if canImport(UniformTypeIdentifiers)
import UniformTypeIdentifiers
#endif
import ZabelKit

/// The finished games, newest first, each tapped to replay; in the bar the
/// two ways to open a game from elsewhere (a file the system's importer
/// gives, or a record on the pasteboard), above the list the filters: one
/// game, or rated games only, as the core filters them. Older games are
/// read when the list reaches its last row.
@MainActor
struct HistoryView: View {
    let list: HistoryList
    let strings: Strings
    let actions: HistoryActions
    @Environment(\.colorScheme) private var scheme
    /// Beside a replay, the game replayed, which is marked in the list.
    var replayed: UInt64? = nil
    @State private var importing = false
    var body: some View {
        let s = strings
        let entries = list.entries(s)
        HistoryFilters(list: list, strings: s)
        if entries.isEmpty { Text(list.emptyText(s)) }
        List(entries, id: \.id) { entry in
            // Beside a replay, the game replayed is marked, for the eye and for VoiceOver.
            let picked = replayed == entry.id
            Button { actions.open(entry.id) } label: { HistoryRow(entry: entry) }
                .listRowBackground(picked ? Color(Palette.of(scheme.board).primaryContainer) : nil)
                .accessibilityAddTraits(picked ? .isSelected : [])
                .onAppear { if entry.id == entries.last?.id { list.more() } }
        }
        // A column a row can be read across on an iPad: the full width put a row's date and result far apart.
        .frame(maxWidth: 640)
        .frame(maxWidth: .infinity)
        // On the list, one view: on the screen, a row of views, each would add the buttons again.
        .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
                Button { importing = true } label: { Label(s.openGame, systemImage: "folder") }
            }
            ToolbarItem(placement: .topBarTrailing) {
                Button { actions.paste(UIPasteboard.general.string) } label: { Label(s.pasteGame, systemImage: "doc.on.clipboard") }
            }
        }
        // Any file: one that is no record is the core's to refuse, in its words.
        .fileImporter(isPresented: $importing, allowedContentTypes: [.plainText, .data]) { result in
            actions.openFile(result)
        }
    }
}

/// What the history's rows and bar ask of the app: a game's replay, or a
/// record opened from a file or the pasteboard.
struct HistoryActions {
    let open: (UInt64) -> Void
    let openFile: (Result<URL, Error>) -> Void
    let paste: (String?) -> Void
}

/// All games or one game (a menu, as many as the history holds), and rated only.
struct HistoryFilters: View {
    let list: HistoryList
    let strings: Strings
    var body: some View {
        HStack {
            if !list.variants.isEmpty {
                Picker(strings.game, selection: Binding(get: { list.filter.variant }, set: { list.showVariant($0) })) {
                    Text(strings.historyAll).tag(Variant?.none)
                    ForEach(list.variants, id: \.self) { variant in
                        Text(strings.shortGame(variant)).tag(Variant?.some(variant))
                    }
                }
                .pickerStyle(.menu)
            }
            Toggle(strings.historyRatedOnly, isOn: Binding(get: { list.filter.ratedOnly }, set: { list.showRatedOnly($0) }))
        }
    }
}

/// One finished game: which and when, who played, how it ended (the lone
/// person's badge in words and colour), and its rating or "not rated".
struct HistoryRow: View {
    let entry: HistoryEntry
    @Environment(\.colorScheme) private var scheme
    var body: some View {
        let palette = Palette.of(scheme.board)
        VStack(alignment: .leading) {
            HStack {
                Text(entry.game).bold()
                Spacer()
                Text(entry.date).font(.caption).foregroundStyle(.secondary)
            }
            Text(entry.players).font(.caption)
            HStack {
                if let badge = entry.badge, let score = entry.yourScore {
                    Text(badge).font(.caption).bold().padding(4).foregroundStyle(Color(palette.onOutcome(score)))
                        .background(RoundedRectangle(cornerRadius: 6).fill(Color(palette.outcome(score))))
                }
                Text(entry.result)
            }
            Text(entry.rating).font(.caption).foregroundStyle(entry.rated ? Color.primary : Color.gray)
        }
    }
}

/// The history and the game replayed from it, side by side on a wide
/// window (an iPad's regular width): the list keeps its place while games
/// are picked, and the replay fills the rest.
@MainActor
struct HistoryAndReplayView: View {
    let list: HistoryList
    /// The game replayed beside the list, once one is picked.
    let replay: ReplayModel?
    let replayTitle: String?
    let records: RecordShare
    let strings: Strings
    let actions: HistoryActions
    var body: some View {
        HStack(alignment: .top, spacing: 24) {
            VStack(alignment: .leading, spacing: 8) {
                HistoryView(list: list, strings: strings, actions: actions, replayed: replay?.game.id)
            }
            .frame(width: 400)
            VStack(alignment: .leading, spacing: 8) {
                if let replay {
                    ReplayView(replay: replay, strings: strings, title: replayTitle, records: records, besideHistory: true)
                } else {
                    Text(strings.historyPick).foregroundStyle(.secondary)
                }
            }
            .frame(maxWidth: .infinity, alignment: .topLeading)
        }
    }
}
#endif
