import Foundation

/// A finished game's record in every notation it is shared in, Zabel's own
/// first (Königszabel also in OpenTafl's), as the record's menu in the
/// navigation bar of the game-over and replay screens sees it.
@MainActor
public struct RecordShare {
    public let records: [NotatedRecord]
    /// The banner's news: copied, or a file that could not be written.
    let notify: (Notice?) -> Void

    public init(records: [NotatedRecord], notify: @escaping (Notice?) -> Void) {
        self.records = records
        self.notify = notify
    }

    /// The notations offered, Zabel's own first.
    public var notations: [String] { records.map(\.notation) }

    /// The record in Zabel's own notation.
    public var record: String? { records.first?.text }

    /// The record in `notation` (Zabel's own: nil).
    private func record(in notation: String?) -> NotatedRecord? {
        records.first { notation == nil || $0.notation == notation }
    }

    /// Hands the record in `notation` to `copy` (the system's pasteboard) and says so.
    public func copy(in notation: String? = nil, _ copy: (String) -> Void) {
        guard let record = record(in: notation) else { return }
        copy(record.text)
        notify(.recordCopied)
    }

    /// The record in `notation` as a text file in the app's temporary
    /// folder, for the share sheet to take from; nil when there is none or
    /// it could not be written.
    public func file(in notation: String? = nil) -> URL? {
        guard let record = record(in: notation) else { return nil }
        let name = record.notation == records.first?.notation ? Self.recordName : Self.recordName(for: record.notation)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(name)
        do {
            try record.text.write(to: file, atomically: true, encoding: .utf8)
        } catch {
            notify(.fileFailed)
            return nil
        }
        return file
    }

    /// The record's menu, behind one icon in the navigation bar of the
    /// game-over and replay screens, so the result, the review and the moves
    /// follow the board directly (as buttons they stood over the review and
    /// pushed it down): copy and share in Zabel's own notation, then each
    /// other program's notation's own copy and share.
    public var menu: [RecordMenuItem] {
        records.enumerated().flatMap { index, record in
            let notation = index == 0 ? nil : record.notation
            return [RecordMenuItem(action: .copy, notation: notation), RecordMenuItem(action: .share, notation: notation)]
        }
    }

    /// The name a shared record is offered under: plain text, which any app can show.
    public static let recordName = "zabel-game.txt"

    /// The name a record in another program's notation is offered under: `zabel-game-opentafl.txt`.
    public static func recordName(for notation: String) -> String { "zabel-game-\(notation.lowercased()).txt" }
}

/// One entry of a finished game's record menu: copy or share, in Zabel's
/// own notation (`notation` nil) or another program's.
public struct RecordMenuItem: Equatable, Sendable, Identifiable {
    public enum Action: Equatable, Sendable { case copy, share }
    public let action: Action
    public let notation: String?

    public var id: String { "\(action)-\(notation ?? "")" }

    /// The entry's words: "Copy record", "Share for OpenTafl".
    public func title(_ s: Strings) -> String {
        switch (action, notation) {
        case (.copy, nil): s.copyRecord
        case (.share, nil): s.shareRecord
        case (.copy, let notation?): s.copyRecord(for: notation)
        case (.share, let notation?): s.shareRecord(for: notation)
        }
    }

    /// The SF Symbol beside the words.
    public var systemImage: String { action == .copy ? "doc.on.doc" : "square.and.arrow.up" }

    /// The menu's own icon in the bar; its name for VoiceOver is `Strings.recordMenu`.
    public static let menuImage = "ellipsis.circle"
}
