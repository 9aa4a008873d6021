import Observation

/// Home: whether there is a game to continue, each game's start position
/// and the person's rating in it, and (on an iPad) the last games finished.
@MainActor
@Observable
public final class HomeModel {
    public private(set) var canContinue = false
    @ObservationIgnored private let access: CoreAccess
    /// The app's strings of the moment: a language switch shows at once.
    @ObservationIgnored private let strings: () -> Strings

    init(access: CoreAccess, strings: @escaping () -> Strings) {
        self.access = access
        self.strings = strings
        refresh()
    }

    /// Read again on the way to Home: a game may have finished or begun since.
    func refresh() {
        canContinue = access.attempt { try $0.hasInterruptedGame() } ?? false
    }

    /// Home's drawing of `variant` where a game of it begins, the core's
    /// (the rules' picture, not turned for any player; no hand-built copy).
    public func startBoard(_ variant: Variant) -> Board {
        ZabelCore.startBoard(variant: variant, language: strings().tag)
    }

    /// The person's rating in each rated game with a rated game played; the others are missing.
    public func ratings() -> [Variant: PlayerRating] {
        var ratings: [Variant: PlayerRating] = [:]
        for kind in ratedVariants() {
            if let rating = access.attempt({ try $0.rating(variant: kind) }), rating.games > 0 { ratings[kind] = rating }
        }
        return ratings
    }

    /// The last `count` games finished, newest first, as the history shows them: beside the games on an iPad.
    public func recentEntries(_ count: UInt32 = 5) -> [HistoryEntry] {
        let games = access.attempt { try $0.history(limit: count, before: nil, filter: nil) } ?? []
        let strings = strings()
        return games.map { HistoryEntry($0, strings: strings) }
    }
}
