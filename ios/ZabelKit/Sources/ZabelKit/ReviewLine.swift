import Foundation

/// One ply of a review as its list shows it: the core's sentence for it and
/// whether the list marks it as a mistake. The app adds no words of its own
/// (issue 61: rows like "Red: 52% / roll +1%" were the app's assembly).
public struct ReviewLine: Equatable, Sendable {
    public let number: UInt32
    /// A mistake or a blunder: the list marks it.
    public let bad: Bool
    /// The row in one sentence, the core's: the move (after its die, in a
    /// game with dice), the verdict, what the search found it does and what
    /// it cost ("7. i13-i8: a blunder, lets the king out; the chance to win
    /// fell from 30% to 0%. Better: l12-l9.").
    public let text: String

    public init(_ ply: PlyReview) {
        number = ply.number
        bad = ply.mistake
        text = ply.text
    }
}

extension Strings {
}
