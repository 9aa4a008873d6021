import Foundation
import Observation

/// The history screen's state: the finished games one filter admits,
/// newest first, as far as they have been shown. The core filters and
/// pages; this only remembers where the list stands, so a long history is
/// read a page at a time rather than all at once.
@Observable
public final class HistoryList {
    public private(set) var filter = HistoryFilter(variant: nil, ratedOnly: false)
    public private(set) var games: [GameSummary] = []
    /// Whether older games may follow: the last page came full.
    public private(set) var hasMore = false
    /// The games with at least one game in the history, to filter by; none
    /// when there is only one to tell apart.
    public private(set) var variants: [Variant] = []
    /// The core's history: `limit` games older than game `before` that the filter admits; nil when it failed.
    @ObservationIgnored private let load: (UInt32, UInt64?, HistoryFilter) -> [GameSummary]?
    /// The core's games played at least once, in the game list's order; nil when it failed.
    @ObservationIgnored private let played: () -> [Variant]?
    @ObservationIgnored private let page: UInt32

    init(page: UInt32, played: @escaping () -> [Variant]?, load: @escaping (UInt32, UInt64?, HistoryFilter) -> [GameSummary]?) {
        self.page = page
        self.played = played
        self.load = load
    }

    /// The first page under `filter`, read anew (a game may have finished since).
    public func show(_ filter: HistoryFilter? = nil) {
        if let filter { self.filter = filter }
        let played = played() ?? []
        variants = played.count > 1 ? played : []
        games = []
        hasMore = true
        more()
    }

    /// The next page, older than the last game shown.
    public func more() {
        guard hasMore else { return }
        let next = load(page, games.last?.id, filter) ?? []
        games += next
        hasMore = next.count == Int(page)
    }

    /// One game's, or (nil) every game's.
    public func showVariant(_ variant: Variant?) { show(HistoryFilter(variant: variant, ratedOnly: filter.ratedOnly)) }
    public func showRatedOnly(_ ratedOnly: Bool) { show(HistoryFilter(variant: filter.variant, ratedOnly: ratedOnly)) }

    /// Whether the filters hide games that exist: then the empty list says so, not "no games yet".
    public var filtered: Bool { filter.variant != nil || filter.ratedOnly }

    /// What the list says when it is empty, in `strings`' language.
    public func emptyText(_ strings: Strings) -> String { filtered ? strings.historyNoneMatch : strings.noGames }

    /// The rows, in `strings`' language.
    public func entries(_ strings: Strings) -> [HistoryEntry] { games.map { HistoryEntry($0, strings: strings) } }
}
