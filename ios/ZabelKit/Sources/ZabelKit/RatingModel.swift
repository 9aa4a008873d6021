import Foundation
import Observation

/// What the rating screen reads of the core, so a test can stand in for
/// the store with ratings of its own making.
public protocol RatingSource: AnyObject {
    func rating(variant: Variant) throws -> PlayerRating
    func ratingHistory(variant: Variant) throws -> [RatingPoint]
    func opponents(variant: Variant) throws -> [Opponent]
    func suggestedOpponent(variant: Variant, seat: RatedSeat?) throws -> Opponent?
    func standing(variant: Variant) throws -> Standing
}

extension Zabel: RatingSource {}

/// What the app model asks of the core: the bindings' `Zabel`, or a test's stand-in.
public typealias Core = ZabelProtocol & RatingSource

/// The rating screen: one Elo per game, the game picked with a segmented
/// picker. Shows the picked game's rating, the best one reached, its chart
/// and its opponents with the person's record against each, all read from
/// the core when the game is picked.
@MainActor
@Observable
public final class RatingModel {
    /// The games the picker offers, in its order.
    public let kinds: [Variant] = ratedVariants()
    public private(set) var kind: Variant = .einstein
    public private(set) var rating: PlayerRating?
    public private(set) var points: [RatingPoint] = []
    /// The computer opponents of the picked game, with the player's chances.
    public private(set) var opponents: [Opponent] = []
    /// The level with the fairest chances, if any; nil where the sides
    /// differ too much for one figure (Königszabel), which has `fairBySeat`.
    public private(set) var suggested: UInt8?
    /// Per seat, the level with the fairest chances from that seat, where
    /// the screen shows each side's chances (`bySide`); else empty.
    public private(set) var fairBySeat: [UInt8?] = []
    /// The best rating reached after a rated game of the picked game; nil before the first.
    public private(set) var best: Double?
    /// The person's results against each level of the picked game they have
    /// played, by level; levels never played are missing.
    public private(set) var records: [UInt8: LevelRecord] = [:]
    /// Whether each level shows the player's chances per side, not their average.
    public var bySide: Bool { !fairBySeat.isEmpty }

    @ObservationIgnored private let zabel: any RatingSource
    @ObservationIgnored private let failed: (Error) -> Void

    /// `failed` hears what the core refused (the app shows it).
    public init(zabel: any RatingSource, kind: Variant = .einstein, failed: @escaping (Error) -> Void = { _ in }) {
        self.zabel = zabel
        self.failed = failed
        select(kind)
    }

    /// Picks a game and reads its rating, chart and opponents.
    public func select(_ kind: Variant) {
        self.kind = kind
        do {
            rating = try zabel.rating(variant: kind)
            points = try zabel.ratingHistory(variant: kind)
            opponents = try zabel.opponents(variant: kind)
            // Where the sides differ this much (Königszabel), the average of the two names a level fair from neither.
            let bySide = sidesDiffer(variant: kind)
            suggested = bySide ? nil : try zabel.suggestedOpponent(variant: kind, seat: nil)?.level
            fairBySeat = bySide ? try [RatedSeat.first, .second].map { try zabel.suggestedOpponent(variant: kind, seat: $0)?.level } : []
            let standing = try zabel.standing(variant: kind)
            best = standing.best
            records = Dictionary(standing.levels.map { ($0.level, $0) }, uniquingKeysWith: { _, last in last })
        } catch {
            rating = nil
            points = []
            opponents = []
            suggested = nil
            fairBySeat = []
            best = nil
            records = [:]
            failed(error)
        }
    }

    public var hasRatedGames: Bool { (rating?.games ?? 0) > 0 }

    /// The chart's points: the game's number among the rated ones, and the
    /// rating after it.
    public var chart: [ChartPoint] {
        points.enumerated().map { ChartPoint(game: $0.offset + 1, rating: $0.element.change.after) }
    }

    /// The headline: the rating, its games and whether it is still
    /// provisional. None before the first rated game: there is no rating
    /// yet, only the invitation to get one (`Strings.noRatedGames`).
    public func headline(_ strings: Strings) -> String? {
        guard let rating, hasRatedGames else { return nil }
        return strings.yourRating(rating)
    }

    /// "Best: 1216", beside the headline; none before the first rated game.
    public func bestLine(_ strings: Strings) -> String? {
        guard let best, hasRatedGames else { return nil }
        return strings.bestRating(best)
    }

    /// The person's record against `level` ("3 won · 1 drawn · 2 lost"),
    /// for its row; none for a level never played.
    public func record(_ level: UInt8, _ strings: Strings) -> String? {
        records[level].map(strings.levelRecord)
    }
}

public struct ChartPoint: Equatable, Sendable {
    public let game: Int
    public let rating: Double

    public init(game: Int, rating: Double) {
        self.game = game
        self.rating = rating
    }
}
