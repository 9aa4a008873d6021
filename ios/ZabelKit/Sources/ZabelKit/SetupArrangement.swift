import ZabelCore

/// The person's stones being arranged before an EinStein game: a pick, then
/// the square to swap it with. The core deals and swaps.
public struct SetupArrangement: Equatable {
    /// The side the person arranges.
    public let side: Side
    public private(set) var placements: [Placement]
    /// The square (`b1`) of the stone picked.
    public private(set) var selected: String?

    /// A fresh arrangement for the side the core gives the person in a
    /// game of `red` against `blue`.
    public init(red: PlayerKind, blue: PlayerKind) {
        side = arrangingSide(players: [red, blue])
        placements = randomSetup(side: side)
    }

    public mutating func shuffle() {
        placements = randomSetup(side: side)
        selected = nil
    }

    /// A tap on `square`: picks a stone there, or swaps the picked one with
    /// it; a square off the corner only drops the pick.
    public mutating func tap(_ square: String) throws {
        guard let picked = selected else {
            selected = placements.contains { $0.square == square } ? square : nil
            return
        }
        selected = nil
        if let swapped = try swapInSetup(side: side, arrangement: placements, a: picked, b: square) {
            placements = swapped
        }
    }

    /// The arrangements for the core's game: the person's, and none (at
    /// random) for the other side, Red first.
    public var bySide: (red: [Placement], blue: [Placement]) {
        side == .red ? (placements, []) : ([], placements)
    }
}
