/// One row of a move list: a game of two sides reads as a chess app's list,
/// a move number and both sides' plies ("12. e2-e4   f7-f5"); the games of
/// three and four keep a ply a row, its stone naming its seat, numbered by
/// ply. Reviewed rows stay a ply a row: each carries its verdict's sentence,
/// and two sentences a row would leave no room to read either against the board.
public struct MoveLine: Equatable, Sendable, Identifiable {
    /// The number the row starts with: the move's in a game of two, else the ply's.
    public let number: Int
    /// The row's plies in order, one or two.
    public let plies: [MoveRow]
    /// Whether the list pairs the sides' plies: its number then stands apart,
    /// each ply in a column of its own, so the plies line up down the list.
    public let paired: Bool

    /// The row's first ply, unique in the list.
    public var id: UInt32 { plies.first?.number ?? 0 }

    /// Whether the row holds `ply` (from 1), the row a cursor on it marks.
    public func holds(_ ply: UInt32?) -> Bool { plies.contains { $0.number == ply } }

    /// The row in one line, as under the board: "5. e13-b13 g5-b5".
    public var text: String { "\(number). " + plies.map(\.move).joined(separator: " ") }

    /// How many plies a row of `variant`'s list holds: both sides' in a game
    /// of two, one in the games of three and four (those the core seats).
    public static func pliesPerRow(_ variant: Variant) -> Int {
        variantSeating(variant: variant) == nil ? 2 : 1
    }

    /// `rows` (in order, numbered from 1) grouped `perRow` a row.
    public static func lines(_ rows: [MoveRow], perRow: Int) -> [MoveLine] {
        let perRow = max(1, perRow)
        let grouped = Dictionary(grouping: rows) { (Int($0.number) - 1) / perRow }
        return grouped.keys.sorted().map { row in
            let plies = grouped[row] ?? []
            return MoveLine(number: perRow == 1 ? Int(plies.first?.number ?? 0) : row + 1, plies: plies, paired: perRow > 1)
        }
    }

    /// `moves` (a game's notation by ply) in `variant`'s rows, for a game under way.
    public static func lines(_ variant: Variant, moves: [String]) -> [MoveLine] {
        lines(moves.enumerated().map { MoveRow(number: UInt32($0.offset + 1), move: $0.element) }, perRow: pliesPerRow(variant))
    }
}
