import Foundation
import Observation

/// What the puzzle screen just said: the line under its board shows some of
/// it, and VoiceOver hears all of it. Every sentence is the core's, in the
/// language the screen opened in; the app adds only its own labels.
public enum PuzzleNote: Equatable {
    /// A puzzle in view: a new one, or the same from its start again.
    case task(String)
    /// The game has no puzzles (of the theme chosen) yet.
    case noPuzzles(Variant)
    /// A piece picked, where it can go, and the pieces it would capture.
    case picked(String, targets: [String], captures: [String])
    /// The rules do not allow the move (no attempt): the rule in words and the squares it names.
    case refused(String, squares: [String])
    /// The right move, and the other side's answer played.
    case right(String)
    /// Solved; `change` when this decided the attempt.
    case solved(String, change: PuzzleRatingChange?)
    /// Not the move: the refutation is on the board.
    case wrong(String, change: PuzzleRatingChange?)
    /// The solver's next move, drawn as the hint's arrow; the first one gives the attempt up (`change`).
    case hint(HintMove, change: PuzzleRatingChange?)

    /// The line under the board; nil where the task line or the board already shows it.
    public func line(_ strings: Strings) -> String? {
        switch self {
        case .task, .noPuzzles, .picked: return nil
        case .refused(let text, _), .right(let text), .solved(let text, _), .wrong(let text, _): return text
        case .hint(let move, _): return strings.puzzleHintText(move)
        }
    }

    /// What VoiceOver says, whole: with a decided attempt, the rating's change too.
    public func spoken(_ strings: Strings) -> String {
        switch self {
        case .task(let task): return task
        case .noPuzzles(let variant): return strings.puzzleNoneText(variant)
        case let .picked(square, targets, captures):
            return ([strings.selected(square, targets: targets, naming: Announcement.namedTargets)] + captures).joined(separator: ". ")
        case .refused(let text, _), .right(let text): return text
        case .solved(let text, let change), .wrong(let text, let change):
            return ([text] + [change?.text].compactMap { $0 }).joined(separator: " ")
        case .hint(let move, let change):
            return ([strings.puzzleHintText(move)] + [change?.text].compactMap { $0 }).joined(separator: " ")
        }
    }
}

/// The Puzzles screen (issue 66): the player's puzzle rating in the game
/// picked, with its history and streak, and one puzzle in play, the core's
/// `Puzzle`. Every check, every rating and every word is the core's; this
/// forwards taps, asks for the hint, the restart and the next puzzle, and
/// reads the standing again when an attempt is decided.
@MainActor
@Observable
public final class PuzzleModel {
    /// The games with puzzles, in the picker's order.
    public let variants: [Variant] = [.einstein, .koenigszabel]
    public private(set) var variant: Variant
    /// The theme chosen (its code); nil: every theme.
    public private(set) var theme: String?
    /// The player's puzzles of the game picked: the rating, its history, the streak, the themes.
    public private(set) var standing: PuzzleStanding?
    /// The puzzle in play; nil when the game has none (of the theme chosen),
    /// or when the core could not give one.
    public private(set) var view: PuzzleView?
    /// The core could not give a puzzle (its refusal went to the banner):
    /// not the same as having none.
    public private(set) var unavailable = false
    /// What the last action said; `notes` counts them, so two equal ones in a row are both said.
    public private(set) var note: PuzzleNote?
    public private(set) var notes = 0
    /// The hint asked for, drawn as an arrow until a move is made or refused.
    public private(set) var hinted: HintMove?
    /// What the decided attempt did to the rating (a solve, a wrong move,
    /// the first hint), shown until the next puzzle.
    public private(set) var change: PuzzleRatingChange?
    /// The squares the last refusal names, crossed on the board for `flagTime`, or until the next tap.
    public var flagged: [String] { crosses.squares }
    /// How long a refusal's squares stay crossed, as in the lessons (docs/design.md §4).
    public static let flagTime: Duration = RefusalCrosses.time
    /// The wait that ends the crosses; a later refusal or tap cancels it.
    var unflagging: Task<Void, Never>? { crosses.ending }
    @ObservationIgnored private let crosses: RefusalCrosses

    @ObservationIgnored private var puzzle: (any PuzzleProtocol)?
    @ObservationIgnored private let access: CoreAccess
    /// The language the screen speaks, fixed when it opens.
    @ObservationIgnored private let language: String

    init(access: CoreAccess, language: String, variant: Variant = .einstein, pause: @escaping LearnModel.Pause = LearnModel.clock) {
        self.access = access
        self.language = language
        self.variant = variant
        self.crosses = RefusalCrosses(pause: pause)
        select(variant)
    }

    /// The game `variant`'s standing and a puzzle of it, of every theme.
    public func select(_ variant: Variant) {
        self.variant = variant
        theme = nil
        readStanding()
        next()
    }

    /// Puzzles of `theme` (a code of `standing.themes`) from now on; nil: every theme.
    public func choose(theme: String?) {
        self.theme = theme
        next()
    }

    /// The next puzzle near the player's rating, not one tried lately.
    public func next() {
        let fetched = access.attempt { try $0.nextPuzzle(variant: variant, theme: theme, language: language) }
        // A refusal was said in the banner; "no puzzles yet" would be untrue then.
        unavailable = fetched == nil
        puzzle = fetched ?? nil
        view = puzzle?.view()
        hinted = nil
        change = nil
        flag([])
        if !unavailable { say(view.map { .task($0.task) } ?? .noPuzzles(variant)) }
    }

    /// The attempt is decided: solved, or not (a wrong move, a hint).
    public var decided: Bool { change != nil || view?.solved == true || view?.failed == true }

    /// A tap on the square `square`; the core says what it did.
    public func tap(_ square: String) {
        guard let puzzle, let feedback = access.attempt({ _ in try puzzle.tap(square: square) }) else { return }
        let fresh = puzzle.view()
        view = fresh
        if feedback != .picked, feedback != .ignored { hinted = nil }
        if case .refused(_, let squares) = feedback { flag(squares) } else { flag([]) }
        switch feedback {
        case .picked:
            let targets = fresh.board.cells.filter { $0.mark == .target }.map { $0.name }
            let captures = fresh.board.cells.filter { $0.mark == .capturable }.map { $0.description }
            say(.picked(square, targets: targets, captures: captures))
        case let .refused(text, squares): say(.refused(text, squares: squares))
        case let .right(_, text): say(.right(text))
        case let .solved(text, change):
            decide(change)
            say(.solved(text, change: change))
        case let .wrong(text, _, change):
            decide(change)
            say(.wrong(text, change: change))
        case .ignored: break
        }
    }

    /// The solver's next move as an arrow; the first gives the attempt up.
    /// None once solved, nor after a wrong move until "Try again".
    public func hint() {
        guard let puzzle, let view, !view.solved, !view.failed,
              let hint = access.attempt({ _ in try puzzle.hint() }) ?? nil else { return }
        let arrow = HintMove(from: hint.from, to: hint.to)
        hinted = arrow
        decide(hint.change)
        self.view = puzzle.view()
        say(.hint(arrow, change: hint.change))
    }

    /// The puzzle from its start: to try again, or to replay the solution
    /// by its hints. The attempt stays as decided.
    public func tryAgain() {
        guard let puzzle, access.attempt({ _ in try puzzle.restart() }) != nil else { return }
        let fresh = puzzle.view()
        view = fresh
        hinted = nil
        flag([])
        say(.task(fresh.task))
    }

    /// "Puzzle 12 · Race to the corner · rated 1490", the core's words.
    public func heading(_ strings: Strings) -> String? {
        view.map { strings.puzzleHeading(number: $0.number, theme: $0.theme, rating: $0.rating) }
    }

    /// "3 solved in a row.", the core's words; none without a streak.
    public func streakLine(_ strings: Strings) -> String? {
        guard let streak = standing?.streak, streak > 0 else { return nil }
        return strings.puzzleStreak(streak)
    }

    /// The rating after each attempt, for the chart: the attempt's number from 1.
    public var history: [ChartPoint] {
        (standing?.history ?? []).enumerated().map { ChartPoint(game: $0.offset + 1, rating: Double($0.element.rating)) }
    }

    /// What VoiceOver says of the chart; none before the first attempt.
    public func historySummary(_ strings: Strings) -> String? {
        guard let first = history.first, let last = history.last else { return nil }
        return strings.puzzleHistorySummary(from: first.rating, to: last.rating, count: last.game)
    }

    private func decide(_ decided: PuzzleRatingChange?) {
        guard let decided else { return }
        change = decided
        readStanding()
    }

    private func readStanding() {
        standing = access.attempt { try $0.puzzleStanding(variant: variant, language: language) }
    }

    private func say(_ said: PuzzleNote) {
        note = said
        notes += 1
    }

    /// Crosses `squares` on the board for `flagTime`; none: the crosses go now.
    private func flag(_ squares: [String]) { crosses.cross(squares) }
}

extension Strings {
    /// "The move: d4-d11.", the core's words.
    public func puzzleHintText(_ move: HintMove) -> String { t("puzzle-hint", ["move": move.written]) }
    /// "Puzzle 12 · Race to the corner · rated 1490", the core's words.
    public func puzzleHeading(number: UInt32, theme: String, rating: Int32) -> String {
        t("puzzle-heading", ["number": Int(number), "theme": theme, "rating": "\(rating)"])
    }
    /// "3 solved in a row.", the core's words.
    public func puzzleStreak(_ streak: UInt32) -> String { t("puzzle-streak", ["streak": Int(streak)]) }
    /// The core's "There are no puzzles of Königszabel yet." and the app's friendlier line after it.
    public func puzzleNoneText(_ variant: Variant) -> String {
        [t("puzzle-none", ["game": game(variant)]), puzzleNone].joined(separator: " ")
    }
    /// "Puzzle rating from 1500 to 1462 over 3 puzzles", for VoiceOver.
    public func puzzleHistorySummary(from: Double, to: Double, count: Int) -> String {
        t(.puzzleHistorySummary, ["from": "\(Int(from.rounded()))", "to": "\(Int(to.rounded()))", "count": count])
    }
}
