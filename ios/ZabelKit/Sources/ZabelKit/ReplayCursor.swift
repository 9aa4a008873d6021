import Foundation

/// Where a replay stands, from ply 0 (the start, no move made) to `plies`
/// (the end). The board, the move list, the slider and the chance graph all
/// read this one value, so they can never show different moves (the review
/// once shaded move 1 in its list while the graph marked move 7).
public struct ReplayCursor: Equatable, Sendable {
    public let plies: UInt32
    public private(set) var ply: UInt32

    public init(plies: UInt32, ply: UInt32 = 0) {
        self.plies = plies
        self.ply = min(ply, plies)
    }

    public var atStart: Bool { ply == 0 }
    public var atEnd: Bool { ply == plies }

    /// `delta` plies on or back, stopping at either end.
    public mutating func step(_ delta: Int) {
        go(to: UInt32(clamping: max(0, Int(ply) + delta)))
    }

    public mutating func go(to ply: UInt32) { self.ply = min(ply, plies) }
    public mutating func toStart() { ply = 0 }
    public mutating func toEnd() { ply = plies }

    /// The slider's position, 0 at the start and 1 at the end.
    public var fraction: Double { plies == 0 ? 0 : Double(ply) / Double(plies) }

    /// The ply nearest a slider's `fraction` (kept within 0…1).
    public mutating func go(toFraction fraction: Double) {
        let kept = fraction.isFinite ? min(1, max(0, fraction)) : 0
        go(to: UInt32((kept * Double(plies)).rounded()))
    }

    /// The move list's row on the board: the move that led here, numbered
    /// from 1 as in the record; none at the start.
    public var currentMove: UInt32? { ply == 0 ? nil : ply }
}

/// One row of a replay's move list: the move as recorded and, once the
/// game is reviewed, the core's sentence for it. The list is there before
/// any review, so a replay can always be stepped through move by move.
public struct MoveRow: Equatable, Sendable, Identifiable {
    /// The ply, from 1, as in the record; the cursor's `currentMove`.
    public let number: UInt32
    public let move: String
    /// A mistake or a blunder: the list marks it (apart from the cursor's mark).
    public let bad: Bool
    /// The reviewed row in plain words, the core's sentence; nil before a review.
    public let text: String?

    public var id: UInt32 { number }

    public init(number: UInt32, move: String, bad: Bool = false, text: String? = nil) {
        self.number = number
        self.move = move
        self.bad = bad
        self.text = text.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// Every move of the game, each with its review line where the review has one.
    public static func rows(moves: [String], review: [ReviewLine]) -> [MoveRow] {
        let reviewed = Dictionary(review.map { ($0.number, $0) }, uniquingKeysWith: { first, _ in first })
        return moves.enumerated().map { index, move in
            let number = UInt32(index + 1)
            guard let line = reviewed[number] else { return MoveRow(number: number, move: move) }
            return MoveRow(number: number, move: move, bad: line.bad, text: line.text)
        }
    }
}

/// A swipe across a replay's board steps through the game, as on Android:
/// to the left the next move (as a page turns), to the right the one
/// before. A short drag, or one more up than across (a scroll), does nothing.
public enum BoardSwipe {
    /// How far a finger must travel across, in points (Compose: 48 dp).
    public static let distance = 48.0

    /// The step a drag by (`dx`, `dy`) points asks for, if any.
    public static func step(dx: Double, dy: Double) -> Int? {
        guard abs(dx) > distance, abs(dx) > abs(dy) else { return nil }
        return dx < 0 ? 1 : -1
    }
}
