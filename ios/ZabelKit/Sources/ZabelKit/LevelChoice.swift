import Foundation

/// One computer level on the new-game screen: its number and name (the
/// core's, in the app's language), its Elo and the player's expected score
/// once the level is rated. A level the core has not measured yet is offered
/// too; games against it are not rated.
public struct LevelChoice: Equatable, Sendable {
    public let level: UInt8
    public let name: String
    /// What the level is like, in one line, the core's ("Looks one move ahead …").
    public let about: String
    public let rating: Double?
    /// The player's expected score against this level, 0...1; `nil` while it is unrated.
    public let expectedScore: Double?
    /// The two lines the list shows.
    public let title: String
    public let detail: String

    public var rated: Bool { rating != nil }

    /// `seat`: the side the player takes where the sides differ
    /// (Königszabel); the chances are then the core's measured ones for that
    /// side, not the average over both.
    public init(_ info: LevelInfo, opponent: Opponent?, strings: Strings, seat: UInt8? = nil, variant: Variant = .einstein) {
        level = info.level
        name = strings.levelName(info)
        about = info.description
        rating = info.rating
        let bySeat = seat.flatMap { seat in opponent.flatMap { Int(seat) < $0.expectedBySeat.count ? $0.expectedBySeat[Int(seat)] : nil } }
        expectedScore = info.rating == nil ? nil : (bySeat ?? opponent?.expectedScore)
        title = strings.level(info)
        if let expectedScore, let seat, bySeat != nil {
            detail = strings.expectedScore(expectedScore, as: seat, in: variant)
        } else {
            detail = expectedScore.map(strings.expectedScore) ?? (rating == nil ? strings.unratedLevel : "")
        }
    }

    /// A level for a seat of a game that is never rated (three or four
    /// players): its number and name alone.
    public init(seatLevel info: LevelInfo, strings: Strings) {
        level = info.level
        name = strings.levelName(info)
        about = info.description
        rating = nil
        expectedScore = nil
        title = "\(info.level). \(name)"
        detail = ""
    }
}

extension Strings {
    /// "you score 42% (the attackers)": the side's name is the core's.
    public func expectedScore(_ share: Double, as seat: UInt8, in variant: Variant) -> String {
        let side = seats(variant).first { $0.seat == seat }.map(\.name) ?? self.seat(seat, in: variant)
        return "\(expectedScore(share)) (\(side))"
    }
}
