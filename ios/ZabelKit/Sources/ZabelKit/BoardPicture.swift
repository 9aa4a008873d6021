import Foundation

/// Home's small drawing of each game (docs/design.md §7): its board as the
/// board screen draws it, without coordinates, with the pieces where a game
/// begins. A picture, not a position: nothing plays from it, so it is drawn
/// from the rules' own pictures (RULES.md E2, K2, Q1), as the Compose app's
/// `BoardPicture` is, and the core is not asked for a game to draw it.
public enum BoardPicture: CaseIterable, Sendable {
    /// 5×5: Red's triangle top left, Blue's bottom right.
    case einstein
    /// 13×13: the king on the throne among his defenders, the attackers'
    /// four T-shapes at the edges, the castles in the corners.
    case koenigszabel
    /// 6×6 for four: a triangle of stones in each corner.
    case quattro

    public var board: Board {
        switch self {
        case .einstein:
            return Self.picture(5) { x, y in
                if x + y <= 2 { return (.homeCorner(seat: 0), Self.stone(0, x, y)) }
                if x + y >= 6 { return (.homeCorner(seat: 1), Self.stone(1, 4 - x, 4 - y)) }
                return (.plain, nil)
            }
        case .koenigszabel:
            return Self.picture(13) { x, y in
                let dx = abs(x - 6), dy = abs(y - 6)
                let terrain: Terrain = dx == 0 && dy == 0 ? .throne : dx == 6 && dy == 6 ? .castle : .plain
                if dx == 0 && dy == 0 { return (terrain, PieceView(seat: 1, kind: .king, label: "")) }
                if max(dx, dy) == 1 || (dx + dy == 2 && min(dx, dy) == 0) { return (terrain, PieceView(seat: 1, kind: .man, label: "")) }
                let edge = (max(dx, dy) == 6 && min(dx, dy) <= 2) || (max(dx, dy) == 5 && min(dx, dy) == 0)
                return (terrain, edge ? PieceView(seat: 0, kind: .man, label: "") : nil)
            }
        case .quattro:
            return Self.picture(6) { x, y in
                // The corners in seat order, clockwise from the top left, each triangle seen from its corner.
                let fromCorner = [(x, y), (5 - x, y), (5 - x, 5 - y), (x, 5 - y)]
                for (seat, (cx, cy)) in fromCorner.enumerated() where cx + cy <= 2 {
                    return (.homeCorner(seat: UInt8(seat)), Self.stone(seat, cx, cy))
                }
                return (.plain, nil)
            }
        }
    }

    /// A stone of `seat` at (`x`, `y`) of its corner's triangle, numbered 1 to 6 row by row from the corner.
    private static func stone(_ seat: Int, _ x: Int, _ y: Int) -> PieceView {
        let rowStarts = [0, 3, 5]
        return PieceView(seat: UInt8(seat), kind: .stone, label: "\(rowStarts[y] + x + 1)")
    }

    private static func picture(_ size: Int, _ at: (Int, Int) -> (Terrain, PieceView?)) -> Board {
        let files = (0..<size).map { String(UnicodeScalar(UInt8(97 + $0))) }
        let ranks = (1...size).map { "\($0)" }
        let cells = (0..<size).flatMap { y in
            (0..<size).map { x in
                let (terrain, piece) = at(x, y)
                return Cell(name: files[x] + ranks[y], terrain: terrain, piece: piece, mark: .none, description: "")
            }
        }
        return Board(width: UInt8(size), height: UInt8(size), files: files, ranks: ranks, cells: cells)
    }
}
