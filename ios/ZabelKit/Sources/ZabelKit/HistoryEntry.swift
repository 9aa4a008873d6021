import Foundation

/// One line of the history list, in the app's language: which game, who sat
/// where, how it ended and what it did to the rating. Built from the core's
/// game-neutral `GameSummary` alone, so every game the core records shows
/// without a line here knowing it.
public struct HistoryEntry: Identifiable, Equatable, Sendable {
    public let id: UInt64
    public let variant: Variant
    /// `EinStein` or `Königszabel`.
    public let game: String
    /// `Attackers: Person · Defenders: Computer (level 1)`.
    public let players: String
    /// `Defenders win by resignation`, `Draw by repetition`, …
    public let result: String
    /// The rating change of a rated game, else "not rated".
    public let rating: String
    public let date: String

    public init(_ summary: GameSummary, strings: Strings) {
        id = summary.id
        variant = summary.variant
        game = strings.shortGame(summary.variant)
        players = strings.players(summary.players, in: summary.variant)
        result = strings.result(summary.result, in: summary.variant, players: summary.players)
        rating = summary.ratingChange.map(strings.ratingChange) ?? strings.notRated
        date = strings.date(summary.finishedAt)
    }
}
