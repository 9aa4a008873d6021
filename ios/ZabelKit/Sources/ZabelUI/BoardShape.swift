// iOS only: empty without UIKit, so the package builds and tests on macOS and Linux.
#if canImport(UIKit)
import SwiftUI
import ZabelKit

/// Colours by seat index and theme (ZabelKit's `SeatPalette`, docs/design.md
/// §1): a side keeps its hue in the dark; the board never asks which game
/// or side a seat is.
extension Color {
    init(_ rgb: SeatPalette.RGB) { self.init(red: rgb.red, green: rgb.green, blue: rgb.blue) }

    static func seat(_ seat: UInt8, _ scheme: BoardScheme) -> Color { Color(SeatPalette.color(seat, scheme)) }

    /// The stone's number and letter on the seat's colour.
    static func seatLabel(_ seat: UInt8, _ scheme: BoardScheme) -> Color { Color(SeatPalette.label(seat, scheme)) }
}

extension ColorScheme {
    /// The board's and the palette's scheme for the system's.
    var board: BoardScheme { self == .dark ? .dark : .light }
}

/// A seat's colour and shape with its letter, beside the board and on the seats screen.
struct SeatBadge: View {
    let seat: UInt8
    let letter: String?
    var size: CGFloat = 18
    /// Grows with Dynamic Type, so the letter stays as readable as the text beside it.
    @ScaledMetric(relativeTo: .body) private var scale: CGFloat = 1
    @Environment(\.colorScheme) private var scheme

    var body: some View {
        let side = size * scale
        SeatFigure(seat: seat, fill: Color.seat(seat, scheme.board), side: side)
            .overlay(Text(letter ?? "").font(.system(size: side * (SeatShape.of(seat) == .triangle ? 0.45 : 0.6), weight: .bold))
                .foregroundStyle(Color.seatLabel(seat, scheme.board))
                .offset(y: numberOffset(seat, side)))
            .accessibilityHidden(true)
    }
}

/// Any board the core describes — 5×5, 13×13 or whatever comes next — drawn
/// with shapes from `Board` alone: `width` × `height` cells in drawing order
/// (top left first), turned as the core turns it (the player's side at the
/// bottom, everywhere), in a walnut frame that carries the file labels
/// below and the rank labels to the left (docs/design.md §4).
/// Taps send the cell's name; the core decides what they mean. Its size is
/// ZabelKit's `BoardLayout` (13×13 keeps squares of at least 24 points on a
/// phone and scrolls where even that does not fit); for VoiceOver every
/// square is one element labelled by the core, read row by row.
struct BoardGrid: View {
    let board: Board
    /// A square the screen itself marks (the stone picked on the setup screen).
    var selected: String? = nil
    /// The squares a lesson's task names, tinted (`BoardStyle.task`).
    var marked: [String] = []
    /// The squares a refused lesson move names, crossed (`BoardStyle.refused`).
    var flagged: [String] = []
    var lastMove: LastMove? = nil
    /// The game's own last move, on the play board only: the board eases
    /// into the position when it changes (a move played, 180 ms). Shown
    /// positions stepped through (a replay, a game looked back at) change
    /// at once (docs/design.md §8), since this stays put while they do.
    var played: LastMove? = nil
    /// The hinted move, drawn as an arrow of its own from its piece to its square.
    var hint: HintMove? = nil
    /// Pieces the last ply captured (ZabelKit's `MoveAnimation`), gone from
    /// `board` already, drawn on their squares at `fadeOpacity`.
    var fading: [MoveAnimation.Fading] = []
    var fadeOpacity: Double = 0
    /// VoiceOver's custom actions per square (ZabelKit's `BoardActions`):
    /// "Move to e4" on the selected piece, each performed as its taps.
    var actions: (Cell) -> [BoardActions.Action] = { _ in [] }
    /// VoiceOver's rotors over the pieces that can move and the targets.
    var rotors: [BoardActions.Rotor] = []
    /// Pinch-zoom (the board screens): the squares grow up to
    /// `BoardLayout.maximumZoom` times and the board scrolls.
    var zoomable = false
    /// A swipe across the board (ZabelKit's `BoardSwipe`, -1 earlier, 1
    /// later): the screens that step through a game. Not while zoomed in,
    /// where a finger's drag pans the board.
    var onSwipe: ((Int) -> Void)? = nil
    let onTap: (String) -> Void
    @Environment(\.colorScheme) private var scheme
    /// The settings' coordinates switch (`RootView` sets it).
    @Environment(\.showsCoordinates) private var coordinates
    /// A refusal's crosses go without fading.
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Namespace private var rotorSpace
    @State private var zoom = 1.0
    @State private var pinch = 1.0

    var body: some View {
        let columns = max(Int(board.width), 1)
        let rows = max(Int(board.height), 1)
        let gutter = coordinates ? CGFloat(BoardLayout.labelStrip) : 0
        GeometryReader { geometry in
            let layout = BoardLayout(board: board, width: Double(geometry.size.width), height: Double(geometry.size.height),
                                     zoom: zoomable ? BoardLayout.zoom(zoom * pinch) : 1, coordinates: coordinates)
            if layout.scrolls {
                ScrollView([.horizontal, .vertical]) { grid(layout) }
            } else {
                grid(layout)
            }
        }
        .aspectRatio((CGFloat(columns) + gutter) / (CGFloat(rows) + gutter), contentMode: .fit)
        .animation(.easeOut(duration: 0.18), value: played)
        .gesture(MagnifyGesture()
            .onChanged { value in if zoomable { pinch = Double(value.magnification) } }
            .onEnded { value in
                if zoomable { zoom = BoardLayout.zoom(zoom * Double(value.magnification)) }
                pinch = 1
            })
        // Outside the pinch, which goes first: a pinch never steps.
        .gesture(DragGesture(minimumDistance: 24).onEnded { drag in
            guard let onSwipe, zoom == 1, pinch == 1,
                  let step = BoardSwipe.step(dx: Double(drag.translation.width), dy: Double(drag.translation.height)) else { return }
            onSwipe(step)
        })
        // VoiceOver's rotors: flick up or down to jump between the pieces
        // that can move, or between the selected piece's targets. Boards
        // without play (setup, replay) get none.
        .modifier(BoardRotors(rotors: rotors, space: rotorSpace))
    }

    private func grid(_ layout: BoardLayout) -> some View {
        let columns = max(Int(board.width), 1)
        let rows = max(Int(board.height), 1)
        let step = CGFloat(layout.square)
        let gutter = CGFloat(layout.gutter)
        let origin = CGPoint(x: step * gutter, y: 0)
        let count = board.cells.count
        return ZStack(alignment: .topLeading) {
            ForEach(Array(board.cells.enumerated()), id: \.element.name) { index, cell in
                CellView(cell: cell, step: step, selected: cell.name == selected, task: marked.contains(cell.name), dark: scheme == .dark)
                    .frame(width: step, height: step)
                    .contentShape(Rectangle())
                    .offset(x: origin.x + CGFloat(index % columns) * step, y: origin.y + CGFloat(index / columns) * step)
                    .onTapGesture { onTap(cell.name) }
                    .accessibilityElement(children: .ignore)
                    .accessibilityLabel(cell.description)
                    .accessibilityAddTraits(cell.mark == .choosable || cell.mark == .target ? [.isButton] : [])
                    // Row by row from the top left, whatever the offsets.
                    .accessibilitySortPriority(Double(count - index))
                    .accessibilityAction { onTap(cell.name) }
                    // "Move to e4" per target on the selected piece, "Move g7 here" on a target.
                    .accessibilityActions {
                        ForEach(actions(cell), id: \.name) { action in
                            Button(action.name) { action.taps.forEach(onTap) }
                        }
                    }
                    .accessibilityRotorEntry(id: cell.name, in: rotorSpace)
            }
            ForEach(fading, id: \.square) { ghost in
                if let index = board.cells.firstIndex(where: { $0.name == ghost.square }) {
                    PieceShape(piece: ghost.piece, step: step, scheme: scheme.board)
                        .frame(width: step, height: step)
                        .offset(x: origin.x + CGFloat(index % columns) * step, y: origin.y + CGFloat(index / columns) * step)
                        .opacity(fadeOpacity)
                        .allowsHitTesting(false)
                        .accessibilityHidden(true)
                }
            }
            // A refusal's crosses: at once, and fading when their time is up (`LearnModel.flagTime`); the
            // animation is this layer's alone, so the move that clears them is not slowed.
            ZStack(alignment: .topLeading) {
                ForEach(flagged, id: \.self) { square in
                    if let index = board.cells.firstIndex(where: { $0.name == square }) {
                        MarkSign(style: BoardStyle.refused(scheme.board), step: step, scheme: scheme.board)
                            .frame(width: step, height: step)
                            .offset(x: origin.x + CGFloat(index % columns) * step, y: origin.y + CGFloat(index / columns) * step)
                            .transition(.asymmetric(insertion: .identity, removal: .opacity))
                    }
                }
            }
            .animation(reduceMotion ? nil : .easeOut(duration: 0.3), value: flagged)
            .allowsHitTesting(false)
            .accessibilityHidden(true)
            Arrows(board: board, step: step, origin: origin, dark: scheme == .dark).allowsHitTesting(false)
            if let hint {
                HintArrow(board: board, hint: hint, step: step, origin: origin, dark: scheme == .dark)
                    .allowsHitTesting(false)
                    .accessibilityHidden(true)
            }
            ForEach(coordinates ? Array(board.ranks.enumerated()) : [], id: \.offset) { row, label in
                Text(label)
                    .font(.system(size: CGFloat(layout.labelSize)))
                    .foregroundStyle(Color(BoardStyle.coordinates(scheme.board)))
                    .frame(width: step * gutter, height: step)
                    .offset(x: 0, y: CGFloat(row) * step)
                    .accessibilityHidden(true)
            }
            ForEach(coordinates ? Array(board.files.enumerated()) : [], id: \.offset) { column, label in
                Text(label)
                    .font(.system(size: CGFloat(layout.labelSize)))
                    .foregroundStyle(Color(BoardStyle.coordinates(scheme.board)))
                    .frame(width: step, height: step * gutter)
                    .offset(x: origin.x + CGFloat(column) * step, y: CGFloat(rows) * step)
                    .accessibilityHidden(true)
            }
        }
        .frame(width: CGFloat(layout.width), height: CGFloat(layout.height), alignment: .topLeading)
        // The walnut frame: under the squares, it shows as the coordinates' strips and a rim.
        .background(RoundedRectangle(cornerRadius: 4).fill(Color(BoardStyle.frame(scheme.board))))
    }
}

/// The play board's two rotors (ZabelKit's `BoardActions.rotor`), each entry
/// a square marked with `accessibilityRotorEntry` in `space`.
struct BoardRotors: ViewModifier {
    let rotors: [BoardActions.Rotor]
    let space: Namespace.ID

    @ViewBuilder func body(content: Content) -> some View {
        if let pieces = rotors.first(where: { $0.kind == .pieces }), let targets = rotors.first(where: { $0.kind == .targets }) {
            content
                .accessibilityRotor(pieces.title) {
                    ForEach(pieces.entries, id: \.square) { entry in
                        AccessibilityRotorEntry(entry.label, id: entry.square, in: space)
                    }
                }
                .accessibilityRotor(targets.title) {
                    ForEach(targets.entries, id: \.square) { entry in
                        AccessibilityRotorEntry(entry.label, id: entry.square, in: space)
                    }
                }
        } else {
            content
        }
    }
}

/// One square: the maple (or a home corner's tint, or the darker throne
/// and castles with their sign), the quiet marks (docs/design.md §4): a
/// tint under the piece for the last move or the selection, then the
/// piece, then a target's dot or ring or a movable piece's corner dot.
struct CellView: View {
    let cell: Cell
    let step: CGFloat
    let selected: Bool
    /// A square a lesson's task names.
    var task = false
    let dark: Bool

    var body: some View {
        let scheme: BoardScheme = dark ? .dark : .light
        let style = BoardStyle.style(cell, scheme: scheme)
        ZStack {
            Rectangle().fill(ground(scheme))
            if case .homeCorner(let seat) = cell.terrain {
                Rectangle().fill(Color.seat(seat, scheme).opacity(BoardStyle.homeCornerOpacity))
            }
            TerrainSign(terrain: cell.terrain, color: Color(BoardStyle.gridLine(scheme)))
            if task { MarkSign(style: BoardStyle.task(scheme), step: step) }
            if let style, style.shape == .tint { MarkSign(style: style, step: step) }
            // The setup screen's picked stone looks like the board's picked piece.
            if selected, let picked = BoardStyle.style(.moving, occupied: true, scheme: scheme) { MarkSign(style: picked, step: step) }
            Rectangle().stroke(Color(BoardStyle.gridLine(scheme)), lineWidth: step < 32 ? 0.5 : 1)
            if let piece = cell.piece {
                PieceShape(piece: piece, step: step, scheme: scheme)
            }
            if let style, style.shape != .tint { MarkSign(style: style, step: step, scheme: scheme, stone: cell.piece?.kind == .stone) }
        }
    }

    private func ground(_ scheme: BoardScheme) -> Color {
        switch cell.terrain {
        case .plain, .homeCorner: return Color(BoardStyle.ground(scheme))
        case .throne, .castle: return Color(BoardStyle.specialGround(scheme))
        }
    }
}

/// A mark by its shape (ZabelKit's `MarkStyle`): a tint over the square
/// (the last move, the picked piece), a dot or a ring round the piece in
/// its shape (a target, empty or occupied), a small dot in the lower
/// right corner (a piece that can move), a cased sight (a piece a lesson's
/// picked piece would capture) or a cased cross (a lesson's refused move).
struct MarkSign: View {
    let style: MarkStyle
    let step: CGFloat
    var scheme: BoardScheme = .light
    /// The ring round a stone follows the stone's rounded square, outside it.
    var stone = false

    var body: some View {
        let color = Color(style.color).opacity(style.opacity)
        let size = step * CGFloat(style.size)
        switch style.shape {
        case .tint:
            Rectangle().fill(color)
        case .dot:
            Circle().fill(color).frame(width: size, height: size)
        case .ring:
            let line = max(1.5, size)
            if stone {
                RoundedRectangle(cornerRadius: step * 0.2).inset(by: line / 2).stroke(color, lineWidth: line)
            } else {
                Circle().inset(by: line / 2).stroke(color, lineWidth: line)
            }
        case .sight:
            let line = max(2, size)
            ZStack {
                Sight().stroke(casing, style: StrokeStyle(lineWidth: line * 2.2, lineCap: .round))
                Sight().stroke(color, style: StrokeStyle(lineWidth: line, lineCap: .round))
            }
        case .cross:
            let line = max(2, size)
            ZStack {
                Cross().stroke(casing, style: StrokeStyle(lineWidth: line * 2, lineCap: .round))
                Cross().stroke(color, style: StrokeStyle(lineWidth: line, lineCap: .round))
            }
            .frame(width: step * 0.7, height: step * 0.7)
        case .cornerDot:
            let dot = max(4, size)
            Circle().fill(color)
                .overlay(Circle().stroke(Color(BoardStyle.coordinates(scheme)), lineWidth: 1))
                .frame(width: dot, height: dot)
                .offset(x: step * 0.5 - dot, y: step * 0.5 - dot)
        }
    }

    /// The coordinates' light, round a mark that must show on any piece.
    private var casing: Color { Color(BoardStyle.coordinates(scheme)) }
}

/// A sight over the square (as the Compose app's): a ring at 34 % of its
/// side from the middle, and four ticks from near its edges in to 22 %.
struct Sight: Shape {
    func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        let center = CGPoint(x: rect.midX, y: rect.midY)
        return Path { path in
            let radius = side * 0.34
            path.addEllipse(in: CGRect(x: center.x - radius, y: center.y - radius, width: radius * 2, height: radius * 2))
            for (dx, dy) in [(0.0, -1.0), (1, 0), (0, 1), (-1, 0)] {
                path.move(to: CGPoint(x: center.x + dx * side * 0.48, y: center.y + dy * side * 0.48))
                path.addLine(to: CGPoint(x: center.x + dx * side * 0.22, y: center.y + dy * side * 0.22))
            }
        }
    }
}

/// Two strokes from corner to corner of its frame: a castle's sign, and
/// (smaller, cased) a lesson's refused move.
struct Cross: Shape {
    func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: CGPoint(x: rect.minX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            path.move(to: CGPoint(x: rect.maxX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        }
    }
}

/// What marks special ground, in the grid's colour: a cross for a castle,
/// a diamond for the throne; home corners are tinted by their seat's colour.
struct TerrainSign: View {
    let terrain: Terrain
    let color: Color

    var body: some View {
        switch terrain {
        case .castle:
            Cross().stroke(color, lineWidth: 1)
        case .throne:
            GeometryReader { geometry in
                Path { path in
                    let size = geometry.size
                    path.move(to: CGPoint(x: size.width / 2, y: size.height * 0.15))
                    path.addLine(to: CGPoint(x: size.width * 0.85, y: size.height / 2))
                    path.addLine(to: CGPoint(x: size.width / 2, y: size.height * 0.85))
                    path.addLine(to: CGPoint(x: size.width * 0.15, y: size.height / 2))
                    path.closeSubpath()
                }
                .stroke(color, lineWidth: 1.5)
            }
        case .plain, .homeCorner:
            EmptyView()
        }
    }
}

/// The green seat's stone.
struct Diamond: Shape {
    func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: CGPoint(x: rect.midX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
            path.addLine(to: CGPoint(x: rect.midX, y: rect.maxY))
            path.addLine(to: CGPoint(x: rect.minX, y: rect.midY))
            path.closeSubpath()
        }
    }
}

/// The yellow seat's stone.
struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: CGPoint(x: rect.midX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
            path.closeSubpath()
        }
    }
}

/// A seat's outline (ZabelKit's `SeatShape`): red a rounded square, blue a
/// circle, green a diamond, yellow a triangle, so a side is told by shape
/// as well as colour, on the board and beside it.
struct SeatFigure: View {
    let seat: UInt8
    let fill: Color
    var rim: Color = .clear
    /// A soft highlight on the upper half: painted wood, not a flat sticker.
    var highlight = false
    let side: CGFloat

    var body: some View {
        switch SeatShape.of(seat) {
        case .roundedSquare: painted(RoundedRectangle(cornerRadius: side * 0.18))
        case .circle: painted(Circle())
        case .diamond: painted(Diamond())
        case .triangle: painted(Triangle())
        }
    }

    private func painted<S: Shape>(_ shape: S) -> some View {
        ZStack {
            shape.fill(fill)
            if highlight { shape.fill(Color.white.opacity(0.18)).frame(width: side * 0.8, height: side * 0.45).offset(y: -side * 0.2) }
        }
        .overlay(shape.stroke(rim, lineWidth: 1))
        .frame(width: side, height: side)
    }
}

/// Where a stone's number sits: the triangle's middle is low, the others' central.
private func numberOffset(_ seat: UInt8, _ side: CGFloat) -> CGFloat {
    SeatShape.of(seat) == .triangle ? side * 0.14 : 0
}

/// A piece by its kind (docs/design.md §4), sized to be read on a 13×13
/// board at 360 points: a stone fills 88 % of its square in its seat's
/// shape with its number; a man is a turned disc at 84 % with an inner
/// ring; the king a larger disc with a brass crown and rim.
struct PieceShape: View {
    let piece: PieceView
    let step: CGFloat
    var scheme: BoardScheme = .light

    var body: some View {
        let color = Color.seat(piece.seat, scheme)
        let ink = Color.seatLabel(piece.seat, scheme)
        let rim = Color(BoardStyle.pieceOutline(scheme)).opacity(BoardStyle.pieceRimOpacity)
        switch piece.kind {
        case .stone:
            let side = step * 0.88
            SeatFigure(seat: piece.seat, fill: color, rim: rim, highlight: true, side: side)
                .overlay(Text(piece.label).font(.system(size: step * (SeatShape.of(piece.seat) == .triangle ? 0.36 : 0.45), weight: .bold))
                    .foregroundStyle(ink)
                    .offset(y: numberOffset(piece.seat, side)))
        case .man:
            let side = step * 0.84
            Circle()
                .fill(color)
                .overlay(Circle().stroke(rim, lineWidth: 1))
                .overlay(Circle().inset(by: side * 0.15).stroke(Color.white.opacity(0.25), lineWidth: max(1, step * 0.04)))
                // The defenders' men carry a boss, so the sides differ by more than their colour (docs/design.md §4).
                .overlay(Circle().fill(Color.white.opacity(piece.seat == 1 ? 0.6 : 0)).frame(width: side * 0.26, height: side * 0.26))
                .frame(width: side, height: side)
        case .king:
            let brass = Color(BoardStyle.brass(scheme))
            Circle()
                .fill(color)
                .overlay(Circle().stroke(brass, lineWidth: max(2, step * 0.08)))
                .overlay(Image(systemName: "crown.fill").font(.system(size: step * 0.4)).foregroundStyle(brass))
                .shadow(color: .black.opacity(0.35), radius: step * 0.05)
                .frame(width: step * 0.92, height: step * 0.92)
        }
    }
}

/// The historic program's arrows from the moving piece to each target, while
/// there are few enough of them to read; dots mark the targets in any case.
struct Arrows: View {
    let board: Board
    let step: CGFloat
    let origin: CGPoint
    var dark = false

    var body: some View {
        let scheme: BoardScheme = dark ? .dark : .light
        let color = BoardStyle.style(.target, occupied: false, scheme: scheme).map { Color($0.color) } ?? Color.green
        CasedArrows(board: board, moves: moves, step: step, origin: origin, color: color, width: 0.06, casing: 0.11, dark: dark)
    }

    private var moves: [(from: Int, to: Int)] {
        guard let from = board.cells.firstIndex(where: { $0.mark == .moving }) else { return [] }
        let targets = board.cells.indices.filter { board.cells[$0].mark == .target }
        guard targets.count <= 3 else { return [] }
        return targets.map { (from: from, to: $0) }
    }
}

/// The hinted move as an arrow from its piece to its square, in the hint's
/// own colour (`BoardStyle.hint`) and wider than the targets' arrows, cased
/// like them. VoiceOver reads the hint in words under the board.
struct HintArrow: View {
    let board: Board
    let hint: HintMove
    let step: CGFloat
    let origin: CGPoint
    var dark = false

    var body: some View {
        let color = Color(BoardStyle.hint(dark ? .dark : .light))
        CasedArrows(board: board, moves: moves, step: step, origin: origin, color: color, width: 0.09, casing: 0.15, dark: dark)
    }

    private var moves: [(from: Int, to: Int)] {
        guard let from = board.cells.firstIndex(where: { $0.name == hint.from }),
              let to = board.cells.firstIndex(where: { $0.name == hint.to }), from != to else { return [] }
        return [(from: from, to: to)]
    }
}

/// Arrows between squares (indices into the board's cells) in `color`, each
/// cased in the ground's colour so it stays whole over a stone of any
/// colour; ZabelKit's `ArrowGeometry` keeps them off the stones' numbers.
/// `width` and `casing` are in squares.
struct CasedArrows: View {
    let board: Board
    let moves: [(from: Int, to: Int)]
    let step: CGFloat
    let origin: CGPoint
    let color: Color
    let width: CGFloat
    let casing: CGFloat
    var dark = false

    var body: some View {
        let ground = Color(BoardStyle.ground(dark ? .dark : .light))
        ZStack {
            lines.stroke(ground, style: StrokeStyle(lineWidth: step * casing, lineCap: .round))
            lines.stroke(color, style: StrokeStyle(lineWidth: step * width, lineCap: .round))
        }
    }

    private var lines: Path {
        Path { path in
            let columns = max(Int(board.width), 1)
            let center = { (index: Int) in
                BoardPoint(x: Double(origin.x + (CGFloat(index % columns) + 0.5) * step), y: Double(origin.y + (CGFloat(index / columns) + 0.5) * step))
            }
            for move in moves {
                let occupied = board.cells[move.to].piece != nil
                for (start, end) in ArrowGeometry.lines(from: center(move.from), to: center(move.to), step: Double(step), occupied: occupied) {
                    path.move(to: CGPoint(x: start.x, y: start.y))
                    path.addLine(to: CGPoint(x: end.x, y: end.y))
                }
            }
        }
    }
}

/// The die (docs/design.md §5): an ivory face with pips where a real die
/// has them (ZabelKit's `DiePips`), never a numeral. On the player's roll it
/// is the one control: blank, tilted, ringed in the primary colour, and a
/// tap rolls. A fresh roll tumbles once and lands on
/// the true face; a hidden roll shows "?", no roll a dash. VoiceOver hears
/// the value or "tap to roll".
struct DieFace: View {
    let die: DieView
    let strings: Strings
    var onRoll: (() -> Void)? = nil
    /// 52 points beside the board, 36 in a replay's row (docs/design.md §5).
    var side: CGFloat = 52
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.colorScheme) private var scheme
    /// What of a fresh roll is still to land (ZabelKit's `DieRoll`).
    @State private var left = 0.0

    var body: some View {
        let palette = Palette.of(scheme.board)
        let pose = DieRoll.pose(left: left)
        let canRoll = onRoll != nil
        VStack(spacing: 4) {
            ZStack {
                RoundedRectangle(cornerRadius: side * 0.18).fill(Color(palette.dieFace))
                RoundedRectangle(cornerRadius: side * 0.18).stroke(Color(palette.dieEdge), lineWidth: 1)
                ForEach(Array(DiePips.positions(die).enumerated()), id: \.offset) { _, pip in
                    Circle().fill(Color(palette.pip))
                        .frame(width: side * CGFloat(DiePips.size), height: side * CGFloat(DiePips.size))
                        .offset(x: (CGFloat(pip.x) - 0.5) * side, y: (CGFloat(pip.y) - 0.5) * side)
                }
                switch die {
                case .hidden: Text("?").font(.title2.bold()).foregroundStyle(Color(palette.pip))
                case .noRoll: Text("–").font(.title2.bold()).foregroundStyle(Color(palette.pip))
                case .notRolled, .value: EmptyView()
                }
            }
            .frame(width: side, height: side)
            // The player's roll: ringed in the primary colour; the prompt beside it says to tap it.
            .overlay(RoundedRectangle(cornerRadius: side * 0.18).stroke(canRoll ? Color(palette.primary) : Color.clear, lineWidth: 3))
            .shadow(color: .black.opacity(0.25), radius: 2)
            .rotationEffect(.degrees(pose.degrees + (canRoll && !reduceMotion ? 12 : 0)))
            .scaleEffect(pose.scale)
        }
        .onChange(of: die) { old, new in
            guard DieRoll.lands(from: old, to: new, reduceMotion: reduceMotion) else { return }
            left = 1
            withAnimation(.easeOut(duration: DieRoll.duration)) { left = 0 }
        }
        .frame(minWidth: 48, minHeight: 48)
        .contentShape(Rectangle())
        .onTapGesture { onRoll?() }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(DieLabel.spoken(die, canRoll: canRoll, strings: strings) ?? DieLabel.face(die) ?? "")
        .accessibilityAddTraits(canRoll ? .isButton : [])
    }
}

private struct ShowsCoordinatesKey: EnvironmentKey {
    static let defaultValue = true
}

extension EnvironmentValues {
    /// Whether boards show their files' letters and ranks' numbers (a setting).
    var showsCoordinates: Bool {
        get { self[ShowsCoordinatesKey.self] }
        set { self[ShowsCoordinatesKey.self] = newValue }
    }
}
#endif
