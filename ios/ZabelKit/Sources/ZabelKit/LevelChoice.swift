import Foundation

/// One computer level on the new-game screen: its number and name (the
/// core's, in the app's language), its Elo and the player's expected score
/// once the level is rated. A level the core has not measured yet is offered
/// too; games against it are not rated.
public struct LevelChoice: Equatable, Sendable {
    public let level: UInt8
    public let name: String
    public let rating: Double?
    /// The player's expected score against this level, 0...1; `nil` while it is unrated.
    public let expectedScore: Double?
    /// The two lines the list shows.
    public let title: String
    public let detail: String

    public var rated: Bool { rating != nil }

    public init(_ info: LevelInfo, opponent: Opponent?, strings: Strings) {
        level = info.level
        name = strings.levelName(info)
        rating = info.rating
        expectedScore = info.rating == nil ? nil : opponent?.expectedScore
        title = strings.level(info)
        detail = expectedScore.map(strings.expectedScore) ?? (rating == nil ? strings.unratedLevel : "")
    }

    /// A level for a seat of a game that is never rated (three or four
    /// players): its number and name alone.
    public init(seatLevel info: LevelInfo, strings: Strings) {
        level = info.level
        name = strings.levelName(info)
        rating = nil
        expectedScore = nil
        title = "\(info.level). \(name)"
        detail = ""
    }
}

extension Strings {
    /// Under Königszabel's side picker: the core gives one expected score
    /// per level, averaged over both sides, not one per side.
    public var bothSidesAveraged: String {
        german ? "Die Chancen gelten im Mittel über beide Seiten." : "The chances are averaged over both sides."
    }
}
