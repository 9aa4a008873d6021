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

/// One ply of the line of moves under the board: an item a ply, so the ply
/// on the board scrolls into view whole even where its move's two plies are
/// wider than the line; the move's number goes with its first ply, never
/// standing apart from its move.
public struct LinePly: Equatable, Sendable, Identifiable {
    /// The ply, from 1.
    public let number: UInt32
    public let move: String
    /// "5." before the first ply of a move (every ply in the games of three
    /// and four, numbered by ply), else nil.
    public let prefix: String?

    public var id: UInt32 { number }

    /// `moves` (a game's notation by ply) as `variant`'s list numbers them.
    public static func plies(_ variant: Variant, moves: [String]) -> [LinePly] {
        MoveLine.lines(variant, moves: moves).flatMap { line in
            line.plies.enumerated().map { index, row in
                LinePly(number: row.number, move: row.move, prefix: index == 0 ? "\(line.number)." : nil)
            }
        }
    }
}

/// Which ends of the line of moves fade: those with more moves beyond, so
/// a ply cut by the edge reads as one the line scrolls to, not a clipped word.
public struct LineEnds: Equatable, Sendable {
    public let leading: Bool
    public let trailing: Bool

    /// The line's moves spanning `from`...`to` in its window's coordinates
    /// (scrolled on, `from` is below 0), the window `width` wide. Half a
    /// point of slack: a line at its end is not "beyond" by a rounding.
    public init(from: Double, to: Double, width: Double) {
        leading = from < -0.5
        trailing = to > width + 0.5
    }

    /// A line that has not been measured yet, or fits: neither end fades.
    public static let none = LineEnds(from: 0, to: 0, width: 0)
}
