import Foundation

/// One ply of a review as its list shows it: the move (after the die it was
/// played with, in a game with dice), the verdict and the win chance, and the
/// better move where the one played was a mistake.
public struct ReviewLine: Equatable, Sendable {
    public let number: UInt32
    public let move: String
    public let judgement: String
    /// A mistake or a blunder: the list marks it.
    public let bad: Bool

    /// `recorded` is the ply as in the game's record (`GameView.moves`).
    public init(_ ply: PlyReview, recorded: String? = nil, strings: Strings) {
        number = ply.number
        move = strings.reviewedMove(ply, recorded: recorded)
        bad = ply.verdict == .mistake || ply.verdict == .blunder
        judgement = "\(strings.verdict(ply.verdict)) · \(strings.winChance(ply.played.winProbability))"
            + (bad ? " (\(strings.better) \(ply.best.notation))" : "")
    }
}
