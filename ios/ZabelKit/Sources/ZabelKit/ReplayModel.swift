import Foundation
import Observation

/// One point of the review's graph: after ply `number`, the chance of the graph's side.
public struct ChancePoint: Equatable, Sendable {
    public let number: UInt32
    public let chance: Double
}

/// A finished game to step through, and its review.
@MainActor
@Observable
public final class ReplayModel {
    public let game: GameSummary
    public let plies: UInt32
    /// The one place the board, the move list, the slider and the graph read their move from.
    public private(set) var cursor: ReplayCursor
    public var ply: UInt32 { cursor.ply }
    public private(set) var view: GameView?
    public private(set) var reviews: [PlyReview]?
    public private(set) var reviewing = false
    /// Why there is no review (a game without an analysis engine), once asked.
    public private(set) var reviewError: ZabelError?
    /// The core's replay; a test's own stands in for it through its protocol.
    /// Opened again after a language switch (`reopened`).
    @ObservationIgnored private var replay: any ReplayProtocol

    /// Whether the game was opened from a record rather than the history:
    /// then it has no history id, and nothing that needs one applies.
    public var isOpened: Bool { replay.gameId() == nil }

    /// A game of the history by its game, the computer the one person
    /// played (by its level's name among `levels`) and the day: "EinStein
    /// vs. Beginner · 28 Nov 2026" (issue 61: titles were "Replay #2"). An
    /// opened record is in no history: "Replay · EinStein".
    public func title(_ strings: Strings, levels: [LevelInfo] = []) -> String {
        guard !isOpened else { return strings.replayTitle(nil, game.variant) }
        let people = game.players.filter { $0 == .human }
        let computers = game.players.filter { $0 != .human }
        let opponent = people.count == 1 && computers.count == 1 ? computers.first : nil
        let name = opponent.map { kind -> String in
            if case .computer(let level) = kind, let info = levels.first(where: { $0.level == level }) { return info.name }
            return strings.player(kind, in: game.variant)
        }
        return strings.replayTitle(game.variant, opponent: name, finishedAt: game.finishedAt)
    }

    /// The game in every notation it is shared in, Zabel's own first.
    public var records: [NotatedRecord] { replay.records() }

    public init(_ replay: any ReplayProtocol) {
        self.replay = replay
        self.game = replay.game()
        self.plies = replay.plies()
        self.cursor = ReplayCursor(plies: replay.plies())
        self.view = try? replay.view(ply: 0)
        self.moves = (try? replay.view(ply: replay.plies()).moves) ?? []
    }

    public func step(_ delta: Int) { move { $0.step(delta) } }
    public func toStart() { move { $0.toStart() } }
    public func toEnd() { move { $0.toEnd() } }
    /// The slider let go at `fraction` of the game.
    public func show(fraction: Double) { move { $0.go(toFraction: fraction) } }

    /// The position after `ply` plies, as the core replays it: a row of the
    /// move list or a point of the chance graph chosen goes to that move.
    public func show(ply: UInt32) { move { $0.go(to: ply) } }

    private func move(_ change: (inout ReplayCursor) -> Void) {
        var next = cursor
        change(&next)
        guard next != cursor || view == nil else { return }
        cursor = next
        view = try? replay.view(ply: next.ply)
    }

    /// A row of the review chosen: the board shows the position after its move.
    public func select(_ line: ReviewLine) { show(ply: line.number) }

    /// Whether `line` is the move on the board, the row the list marks.
    public func isCurrent(_ line: ReviewLine) -> Bool { line.number == ply }

    /// The review's graph: one side's chance for every reviewed ply, the
    /// core's figures, the same side throughout (`Replay.viewpoint`).
    public var chancePoints: [ChancePoint] {
        (reviews ?? []).map { ChancePoint(number: $0.number, chance: $0.viewpointChance) }
    }

    /// The graph's scale: the part of 0–100 % the review's chances span, as
    /// the core widens it (issue 61: a Königszabel game at 30–31 % throughout
    /// was a flat line on 0–100 %); all of it before a review.
    public var chanceRange: ClosedRange<Double> {
        guard let reviews else { return 0...1 }
        let range = replay.chanceRange(plies: reviews)
        return range.low < range.high ? range.low...range.high : 0...1
    }

    /// The graph's label, naming its side.
    public func chanceGraphLabel(_ strings: Strings) -> String {
        strings.chanceGraph(strings.seat(replay.viewpoint(), in: game.variant))
    }

    /// What a screen reader says of the graph: its side, and the chance at the move on the board.
    public func chanceGraphDescription(_ strings: Strings) -> String {
        let label = chanceGraphLabel(strings)
        guard let point = chancePoints.first(where: { $0.number == ply }) else { return label }
        return label + "; " + strings.chanceGraphAt(ply, point.chance)
    }

    /// The reviewed ply nearest a tap at `fraction` (0 at the graph's left, 1 at its right).
    public func chancePly(at fraction: Double) -> UInt32? {
        let points = chancePoints
        guard !points.isEmpty else { return nil }
        let index = Int((min(1, max(0, fraction)) * Double(points.count - 1)).rounded())
        return points[index].number
    }

    /// Where the move on the board was an inaccuracy or worse: the better
    /// move, drawn on the board as an arrow.
    public var betterMove: RatedMove? {
        guard let played = reviews?.first(where: { $0.number == ply }),
              played.showsBetterMove else { return nil }
        return played.best
    }

    /// The next mistake or blunder after the move on the board, from the
    /// first again after the last; nil when the review found none.
    public var nextMistake: UInt32? {
        let mistakes = (reviews ?? []).filter(\.mistake).map(\.number)
        return mistakes.first { $0 > ply } ?? mistakes.first
    }

    /// All moves as played, for the move list: read once, the game does not change.
    public let moves: [String]

    /// The move list: every move, with the review's words once reviewed.
    public var moveRows: [MoveRow] { MoveRow.rows(moves: moves, review: lines) }

    /// The move list's rows: both sides' plies a row in a game of two, a
    /// ply a row in the games of three and four and once reviewed.
    public var moveLines: [MoveLine] {
        MoveLine.lines(moveRows, perRow: lines.isEmpty ? MoveLine.pliesPerRow(game.variant) : 1)
    }

    /// Whether `row` is the move on the board, the row the list marks.
    public func isCurrent(_ row: MoveRow) -> Bool { cursor.currentMove == row.number }

    /// Whether asking for a review can still give one: the core reviews the
    /// games of two, and a review refused is not asked again.
    public var canReview: Bool { variantHasReview(variant: game.variant) && !reviewing && reviewError == nil }

    /// The review as its list shows it, ply by ply, in the core's words.
    public var lines: [ReviewLine] { (reviews ?? []).map(ReviewLine.init) }

    public func review() async {
        guard canReview else { return }
        reviewing = true
        do {
            reviews = try await replay.review()
        } catch {
            reviewError = error as? ZabelError ?? .Internal(detail: String(describing: error))
        }
        reviewing = false
    }

    public func cancelReview() { replay.cancel() }

    /// The same game as the core opened it again in another language: the
    /// board at the same move and, if it was reviewed, the review in that
    /// language's words. The core keeps the verdicts, so asking again is
    /// quick and works nothing out again; until the answer the old words stay.
    public func reopened(_ fresh: any ReplayProtocol) async {
        replay.cancel()
        replay = fresh
        view = try? fresh.view(ply: cursor.ply)
        guard reviews != nil else { return }
        if let again = try? await fresh.review() { reviews = again }
    }

    /// "Was it luck?": per seat, the win probability lost to decisions and
    /// what the dice gave or took, from the core's sums over the review.
    public var seatReviews: [SeatReview] {
        guard let reviews else { return [] }
        return replay.seatReviews(plies: reviews)
    }

    /// Each side's game in one sentence, the core's ("You made 1 mistake and
    /// no blunders; the moves gave away 18% of the chance to win, …").
    public var summaries: [String] { seatReviews.map(\.text).filter { !$0.isEmpty } }

    /// What the review's words and numbers mean, the core's: for "what does this mean?".
    public var explanation: String { replay.reviewExplanation() }

}
