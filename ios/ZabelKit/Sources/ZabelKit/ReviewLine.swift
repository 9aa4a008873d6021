import Foundation

/// One ply of a review as its list shows it: the move (after the die it was
/// played with, in a game with dice), the verdict and one side's chance, and the
/// better move where the one played was a mistake.
public struct ReviewLine: Equatable, Sendable {
    public let number: UInt32
    public let move: String
    public let judgement: String
    /// A mistake or a blunder: the list marks it.
    public let bad: Bool
    /// What the roll gave or took from the mover ("the dice gave 12%");
    /// `nil` without a die (Königszabel, EinStein's last stone).
    public let luck: String?
    /// The row in one sentence, the core's: the move, the verdict, what the
    /// search found it does and what it cost ("7. i13-i8: a blunder, lets
    /// the king out; the chance to win fell from 30% to 0%. Better: l12-l9.").
    public let text: String

    /// `recorded` is the ply as in the game's record (`GameView.moves`);
    /// `side` names the seat whose chance every line gives (`Replay.viewpoint`),
    /// so that the chances do not swing between the sides from move to move.
    public init(_ ply: PlyReview, recorded: String? = nil, side: String, strings: Strings) {
        number = ply.number
        move = strings.reviewedMove(ply, recorded: recorded)
        bad = ply.mistake
        judgement = "\(strings.verdict(ply.verdict))\(dot)\(strings.chanceOf(side, ply.viewpointChance))"
            + (bad ? " (\(strings.betterMove(ply.best.notation)))" : "")
        // A ply without a roll (EinStein's last stone) had no die to be lucky
        // with; the core still books it at about 0, which would read as a roll.
        luck = ply.roll == nil ? nil : ply.luck.map(strings.dice)
        text = ply.text
    }
}

extension Strings {
    public var rules: String { t("app-rules") }
    public var wasItLuck: String { t("app-was-it-luck") }
    public var whatDoesThisMean: String { t("app-what-does-this-mean") }

    /// What the dice gave (≥ 0) or cost (< 0), in the core's words; a share
    /// not nothing is never said as 0% ("< 1%").
    public func dice(_ share: Double) -> String {
        let key = share < 0 ? "review-dice-cost" : "review-dice-gave"
        return coreTextWith(language: tag, key: key, args: [TextArg(name: "percent", value: .text(text: percentText(language: tag, share: abs(share))))])
    }
}
