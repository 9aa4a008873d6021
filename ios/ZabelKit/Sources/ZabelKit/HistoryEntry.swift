import Foundation

/// One line of the history list, in the app's language: which game and
/// when, who sat where, how it ended (for the one person who played the
/// computer also a won/lost/draw badge) and what it did to the rating. Built from the core's
/// game-neutral `GameSummary` alone, so every game the core records shows
/// without a line here knowing it.
public struct HistoryEntry: Identifiable, Equatable, Sendable {
    public let id: UInt64
    public let variant: Variant
    /// `EinStein` or `Königszabel`.
    public let game: String
    /// `Attackers: Person · Defenders: Thrall (computer, level 1)`.
    public let players: String
    /// `Defenders win by resignation`, `Draw by repetition`, …
    public let result: String
    /// `Won`, `Lost`, `Draw` where exactly one person played the computer, else nil;
    /// `yourScore` picks its colour, which never stands without the word.
    public let badge: String?
    public let yourScore: Score?
    /// The rating change of a rated game, else "not rated".
    public let rating: String
    public let rated: Bool
    public let date: String

    public init(_ summary: GameSummary, strings: Strings) {
        id = summary.id
        variant = summary.variant
        game = strings.shortGame(summary.variant)
        players = strings.players(summary.players, in: summary.variant)
        result = strings.result(summary.result, in: summary.variant, players: summary.players)
        yourScore = summary.yourScore
        badge = summary.yourScore.map(strings.yourScore)
        rated = summary.ratingChange != nil
        rating = summary.ratingChange.map(strings.ratingChange) ?? strings.notRated
        date = strings.date(summary.finishedAt)
    }
}
