import Foundation

/// Light or dark, as the board is drawn.
public enum BoardScheme: Sendable, CaseIterable {
    case light, dark
}

/// How a marked square is drawn (docs/design.md §4, "quiet marks"): no
/// frames, dashes or corner brackets; the eye goes to the pieces.
public enum MarkShape: Equatable, Sendable, CaseIterable {
    /// A colour laid over the whole square: the last move's two squares
    /// share one tint, the picked piece's square has another.
    case tint
    /// An empty square the picked piece can go to: a dot in the middle.
    case dot
    /// An occupied square it can go to (a capture in EinStein): a ring round the piece.
    case ring
    /// A piece that can move: a small dot in the square's lower right
    /// corner, cased in the coordinates' light so it shows on any piece.
    case cornerDot
    /// A piece the picked one would capture: a sight over it, a ring with
    /// four ticks reaching in from the square's edges, cased in the
    /// coordinates' light so it shows on a piece of its own red; a target's
    /// ring has no ticks.
    case sight
    /// The squares a refused move names: a cross from corner to corner,
    /// cased likewise.
    case cross
}

/// A mark's shape, colour and opacity, and its size (a dot's diameter or a
/// ring's line, as a fraction of the square).
public struct MarkStyle: Equatable, Sendable {
    public let shape: MarkShape
    public let color: SeatPalette.RGB
    public let opacity: Double
    public let size: Double
}

/// The board's wood and the marks, from the core's `Cell` alone
/// (docs/design.md §4): maple squares in a walnut frame, dimmed (not
/// inverted) in the dark theme.
public enum BoardStyle {
    /// A plain square: maple.
    public static func ground(_ scheme: BoardScheme) -> SeatPalette.RGB {
        scheme == .light ? SeatPalette.RGB(0xE6CB9A) : SeatPalette.RGB(0x7A5E3C)
    }

    /// Throne and castles: a darker square (their sign tells them apart too).
    public static func specialGround(_ scheme: BoardScheme) -> SeatPalette.RGB {
        scheme == .light ? SeatPalette.RGB(0xC9A66B) : SeatPalette.RGB(0x5E4829)
    }

    /// The lines between squares, and the signs of throne and castles.
    public static func gridLine(_ scheme: BoardScheme) -> SeatPalette.RGB {
        scheme == .light ? SeatPalette.RGB(0x8C6A3E) : SeatPalette.RGB(0x4E3A22)
    }

    /// The walnut frame round the board, which carries the coordinates.
    public static func frame(_ scheme: BoardScheme) -> SeatPalette.RGB {
        scheme == .light ? SeatPalette.RGB(0x7A5230) : SeatPalette.RGB(0x3C2A18)
    }

    /// The files' letters and the ranks' numbers, on the frame.
    public static func coordinates(_ scheme: BoardScheme) -> SeatPalette.RGB {
        scheme == .light ? SeatPalette.RGB(0xF3E3C4) : SeatPalette.RGB(0xE0CBA6)
    }

    /// A seat's home corner (EinStein): its fill at this opacity over the square.
    public static let homeCornerOpacity = 0.22

    /// The rim round every piece: black at 35 %, a painted piece's edge.
    public static let pieceRimOpacity = 0.35

    /// The rim round every piece, so a yellow stone on the maple or a blue
    /// one on the dimmed wood still stands out: dark on both woods, as a
    /// painted piece's edge.
    public static func pieceOutline(_ scheme: BoardScheme) -> SeatPalette.RGB { SeatPalette.black }

    /// The king's crown and rim: brass.
    public static func brass(_ scheme: BoardScheme) -> SeatPalette.RGB {
        scheme == .light ? SeatPalette.RGB(0xE9B949) : SeatPalette.RGB(0xF0C85A)
    }

    /// The hint's arrow: a colour of its own, apart from every mark.
    public static func hint(_ scheme: BoardScheme) -> SeatPalette.RGB {
        scheme == .light ? SeatPalette.RGB(0x5B3FA0) : SeatPalette.RGB(0xC3B1F0)
    }

    /// The selection's colour: the picked piece's tint and the movable pieces' dots.
    static func selection(_ scheme: BoardScheme) -> SeatPalette.RGB {
        scheme == .light ? SeatPalette.RGB(0x1F7A8C) : SeatPalette.RGB(0x4FB3C6)
    }

    /// The lessons' colour (rose), apart from the last move's green, the
    /// selection's teal and the darker throne and castles.
    static func lesson(_ scheme: BoardScheme) -> SeatPalette.RGB {
        scheme == .light ? SeatPalette.RGB(0xB0306A) : SeatPalette.RGB(0xE87BAA)
    }

    /// The squares a lesson's task names: a tint in the lessons' colour, so
    /// the squares read at a glance; the task line names them in words too.
    public static func task(_ scheme: BoardScheme) -> MarkStyle {
        MarkStyle(shape: .tint, color: lesson(scheme), opacity: scheme == .light ? 0.30 : 0.34, size: 1)
    }

    /// A piece the picked one would capture (a lesson's `Mark.capturable`):
    /// a sight in the lessons' colour over the piece, as the Compose app
    /// draws it; VoiceOver hears "would be captured" on its square and when
    /// the piece is picked.
    static func capturable(_ scheme: BoardScheme) -> MarkStyle {
        MarkStyle(shape: .sight, color: lesson(scheme), opacity: 1, size: 0.07)
    }

    /// The squares a refused move in a lesson names (the piece, what blocks
    /// it): a cross in the error colour over them, for `LearnModel.flagTime`,
    /// so it reads with any tint or piece under it; the line under the
    /// board says why.
    public static func refused(_ scheme: BoardScheme) -> MarkStyle {
        scheme == .light
            ? MarkStyle(shape: .cross, color: SeatPalette.RGB(0xB3261E), opacity: 0.9, size: 0.08)
            : MarkStyle(shape: .cross, color: SeatPalette.RGB(0xF2B8B5), opacity: 0.95, size: 0.08)
    }

    /// The style of `mark` on a square with or without a piece; nil for no mark.
    public static func style(_ mark: Mark, occupied: Bool, scheme: BoardScheme) -> MarkStyle? {
        let light = scheme == .light
        switch mark {
        case .none:
            return nil
        case .choosable:
            // Lighter than the selection's tint on the dimmed wood, so the small dot still shows.
            return MarkStyle(shape: .cornerDot, color: light ? selection(scheme) : SeatPalette.RGB(0x8FE3F2), opacity: 1, size: 0.18)
        case .moving:
            return MarkStyle(shape: .tint, color: selection(scheme), opacity: light ? 0.40 : 0.42, size: 1)
        case .target:
            return MarkStyle(shape: occupied ? .ring : .dot, color: light ? SeatPalette.RGB(0x2A231B) : SeatPalette.black,
                             opacity: light ? 0.35 : 0.45, size: occupied ? 0.08 : 0.30)
        case .lastFrom, .lastTo:
            return MarkStyle(shape: .tint, color: light ? SeatPalette.RGB(0x9BC700) : SeatPalette.RGB(0xB5D93A),
                             opacity: light ? 0.42 : 0.38, size: 1)
        case .capturable:
            return capturable(scheme)
        }
    }

    public static func style(_ cell: Cell, scheme: BoardScheme) -> MarkStyle? {
        style(cell.mark, occupied: cell.piece != nil, scheme: scheme)
    }
}

/// The board's size on screen: squares as large as the space allows, never
/// under `minimumSquare` points (13×13 on a 360-point-wide phone still gets
/// 24-point squares; where even that does not fit, the board scrolls), and
/// no larger than `maximumSquare` (a 5×5 board on a tablet).
public struct BoardLayout: Equatable, Sendable {
    public static let minimumSquare = 24.0
    public static let maximumSquare = 96.0
    /// The strip for the file and rank labels, in squares.
    public static let labelStrip = 0.6

    /// This board's label strip: none when the settings hide the coordinates.
    public let gutter: Double

    public let square: Double
    /// The whole board with its labels.
    public let width: Double
    public let height: Double
    /// The board does not fit at the minimum size and must scroll.
    public let scrolls: Bool
    /// The labels' font size: readable even beside small squares.
    public let labelSize: Double

    /// Pinch-zoom enlarges the squares up to this many times their size.
    public static let maximumZoom = 3.0

    /// `zoom` (pinch-zoom, 1 to `maximumZoom`) enlarges the squares beyond
    /// what fits; the board then scrolls.
    public init(columns: Int, rows: Int, width available: Double, height availableHeight: Double, zoom: Double = 1,
                coordinates: Bool = true) {
        let columns = Double(max(columns, 1)), rows = Double(max(rows, 1))
        let gutter = coordinates ? Self.labelStrip : 0
        self.gutter = gutter
        let fitting = min(available / (columns + gutter), availableHeight / (rows + gutter))
        square = min(max(fitting, Self.minimumSquare), Self.maximumSquare) * Self.zoom(zoom)
        width = square * (columns + gutter)
        height = square * (rows + gutter)
        scrolls = width > available + 1e-6 || height > availableHeight + 1e-6
        // On the frame, small and not scaled with the text (docs/design.md §4): they label the frame, they are not read.
        labelSize = 9
    }

    public init(board: Board, width: Double, height: Double, zoom: Double = 1, coordinates: Bool = true) {
        self.init(columns: Int(board.width), rows: Int(board.height), width: width, height: height, zoom: zoom,
                  coordinates: coordinates)
    }

    /// A pinch's zoom kept within 1 (the board as it fits) and `maximumZoom`.
    public static func zoom(_ zoom: Double) -> Double {
        zoom.isFinite ? min(max(zoom, 1), maximumZoom) : 1
    }
}

/// Where the board screen puts its controls (prompt, die, buttons, hints):
/// under the board, or beside it, whichever leaves the board the larger
/// squares. A landscape phone or a tablet in landscape gets the board
/// beside the controls; a portrait phone gets them under it. The controls'
/// room grows with Dynamic Type, so at accessibility sizes a board may move
/// back above them.
public struct BoardScreenLayout: Equatable, Sendable {
    /// The controls beside the board, not under it.
    public let beside: Bool
    /// The board in the room the controls leave.
    public let board: BoardLayout
    /// The controls' room: a column's width beside, a band's height under.
    public let controls: Double

    /// The controls' room at the default text size, in points.
    public static let controlsWidth = 300.0
    public static let controlsHeight = 230.0

    /// `textScale` is how much larger than the default text the reader set
    /// (1 by default, about 2 or more at the accessibility sizes).
    public init(columns: Int, rows: Int, width: Double, height: Double, textScale: Double = 1, zoom: Double = 1) {
        let scale = min(max(textScale, 1), 3)
        let sideWidth = min(Self.controlsWidth * scale, width * 0.5)
        let bandHeight = min(Self.controlsHeight * scale, height * 0.6)
        let under = BoardLayout(columns: columns, rows: rows, width: width, height: height - bandHeight)
        let besides = BoardLayout(columns: columns, rows: rows, width: width - sideWidth, height: height)
        beside = besides.square > under.square && !besides.scrolls
        controls = beside ? sideWidth : bandHeight
        board = beside
            ? BoardLayout(columns: columns, rows: rows, width: width - sideWidth, height: height, zoom: zoom)
            : BoardLayout(columns: columns, rows: rows, width: width, height: height - bandHeight, zoom: zoom)
    }
}

/// Where the game-over screen puts its board. Back, Play again and Home sit
/// in a bar above that never scrolls away; `width` and `height` are the room
/// under it. Wider than high (a phone turned sideways, a tablet): the board
/// as tall as that room, beside a column of the result and the review that
/// scrolls. Else the board above them, all scrolling as one page: a small
/// board (EinStein, Quattro) takes `smallBoardShare` of the width, leaving
/// the review the page; a large one the whole width, to stay legible.
public struct GameOverLayout: Equatable, Sendable {
    /// The result and the review beside the board, not under it.
    public let beside: Bool
    /// The board at the size its room allows (never under `BoardLayout.minimumSquare`).
    public let board: BoardLayout
    /// The board's frame: the board, or its room where it must scroll.
    public let boardWidth: Double
    public let boardHeight: Double
    /// The result and review's column beside the board (0 when under it).
    public let side: Double

    public static let spacing = 12.0
    public static let smallBoardShare = 0.6
    /// Beside the board: the column's least width at the default text size, and the board's largest share of the width.
    public static let sideWidth = 240.0
    public static let boardShare = 0.6

    /// `textScale` is how much larger than the default text the reader set:
    /// beside the board, the column grows with it (up to half the width).
    public init(columns: Int, rows: Int, width: Double, height: Double, textScale: Double = 1) {
        let width = max(width, 0), height = max(height, 0)
        beside = width > height
        let roomWidth: Double, roomHeight: Double
        if beside {
            let column = min(Self.sideWidth * min(max(textScale, 1), 3), width * 0.5)
            roomWidth = max(min(width * Self.boardShare, width - column - Self.spacing), 0)
            roomHeight = height
        } else {
            roomWidth = columns > 8 ? width : width * Self.smallBoardShare
            // Never taller than most of the room: some of the result or the review shows with it.
            roomHeight = max(height * 0.7, 1)
        }
        board = BoardLayout(columns: columns, rows: rows, width: roomWidth, height: roomHeight)
        boardWidth = min(board.width, roomWidth)
        boardHeight = min(board.height, roomHeight)
        side = beside ? max(width - boardWidth - Self.spacing, 0) : 0
    }
}
