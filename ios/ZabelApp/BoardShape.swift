import SwiftUI
import ZabelKit

/// Colours by seat index (ZabelKit's `SeatPalette`: Okabe–Ito, safe for
/// colour-blind eyes): the board never asks which game or side a seat is.
extension Color {
    init(_ rgb: SeatPalette.RGB) { self.init(red: rgb.red, green: rgb.green, blue: rgb.blue) }

    static func seat(_ seat: UInt8) -> Color { Color(SeatPalette.color(seat)) }

    /// The stone's number and letter on the seat's colour.
    static func seatLabel(_ seat: UInt8) -> Color { Color(SeatPalette.label(seat)) }
}

/// A seat's colour with its letter, beside the board and on the seats screen.
struct SeatBadge: View {
    let seat: UInt8
    let letter: String?
    var size: CGFloat = 18
    /// Grows with Dynamic Type, so the letter stays as readable as the text beside it.
    @ScaledMetric(relativeTo: .body) private var scale: CGFloat = 1

    var body: some View {
        let side = size * scale
        Circle()
            .fill(Color.seat(seat))
            .overlay(Text(letter ?? "").font(.system(size: side * 0.6, weight: .bold)).foregroundStyle(Color.seatLabel(seat)))
            .frame(width: side, height: side)
            .accessibilityHidden(true)
    }
}

/// Any board the core describes — 5×5, 13×13 or whatever comes next — drawn
/// with shapes from `Board` alone: `width` × `height` cells in drawing order
/// (top left first), the file labels below and the rank labels to the left.
/// Taps send the cell's name; the core decides what they mean. With the
/// game's `variant` the stones carry their seat's letter besides its colour.
/// Its size is ZabelKit's `BoardLayout` (13×13 keeps squares of at least 24
/// points on a phone and scrolls where even that does not fit); for VoiceOver
/// every square is one element labelled by the core, read row by row.
struct BoardGrid: View {
    let board: Board
    var variant: Variant? = nil
    /// A square the screen itself marks (the stone picked on the setup screen).
    var selected: String? = nil
    var lastMove: LastMove? = nil
    /// The hinted move, drawn as an arrow of its own from its piece to its square.
    var hint: RatedMove? = nil
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
    let onTap: (String) -> Void
    @Environment(\.colorScheme) private var scheme
    /// The settings' coordinates switch (`RootView` sets it).
    @Environment(\.showsCoordinates) private var coordinates
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
        .animation(.easeOut(duration: 0.18), value: lastMove)
        .gesture(MagnifyGesture()
            .onChanged { value in if zoomable { pinch = Double(value.magnification) } }
            .onEnded { value in
                if zoomable { zoom = BoardLayout.zoom(zoom * Double(value.magnification)) }
                pinch = 1
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
                CellView(cell: cell, step: step, selected: cell.name == selected, dark: scheme == .dark, variant: variant)
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
                    PieceShape(piece: ghost.piece, step: step, letter: variant?.seatLetter(ghost.piece.seat),
                               outline: Color(BoardStyle.pieceOutline(scheme == .dark ? .dark : .light)))
                        .padding(step * 0.1)
                        .frame(width: step, height: step)
                        .offset(x: origin.x + CGFloat(index % columns) * step, y: origin.y + CGFloat(index / columns) * step)
                        .opacity(fadeOpacity)
                        .allowsHitTesting(false)
                        .accessibilityHidden(true)
                }
            }
            Arrows(board: board, step: step, origin: origin, dark: scheme == .dark).allowsHitTesting(false)
            if let hint {
                HintArrow(board: board, hint: hint, step: step, origin: origin, dark: scheme == .dark)
                    .allowsHitTesting(false)
                    .accessibilityHidden(true)
            }
            ForEach(coordinates ? Array(board.ranks.enumerated()) : [], id: \.offset) { row, label in
                Text(label)
                    .font(.system(size: CGFloat(layout.labelSize)))
                    .foregroundStyle(.secondary)
                    .frame(width: step * gutter, height: step)
                    .offset(x: 0, y: CGFloat(row) * step)
                    .accessibilityHidden(true)
            }
            ForEach(coordinates ? Array(board.files.enumerated()) : [], id: \.offset) { column, label in
                Text(label)
                    .font(.system(size: CGFloat(layout.labelSize)))
                    .foregroundStyle(.secondary)
                    .frame(width: step, height: step * gutter)
                    .offset(x: origin.x + CGFloat(column) * step, y: CGFloat(rows) * step)
                    .accessibilityHidden(true)
            }
        }
        .frame(width: CGFloat(layout.width), height: CGFloat(layout.height), alignment: .topLeading)
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

/// One square: its terrain, its piece, and its mark drawn over them by the
/// mark's own shape (ZabelKit's `BoardStyle`), so colour is never the only cue.
struct CellView: View {
    let cell: Cell
    let step: CGFloat
    let selected: Bool
    let dark: Bool
    var variant: Variant? = nil

    var body: some View {
        let scheme: BoardScheme = dark ? .dark : .light
        ZStack {
            Rectangle().fill(ground(scheme))
            TerrainSign(terrain: cell.terrain, dark: dark)
            Rectangle().stroke(Color.brown.opacity(0.6), lineWidth: 0.5)
            if let piece = cell.piece {
                PieceShape(piece: piece, step: step, letter: variant?.seatLetter(piece.seat), outline: Color(BoardStyle.pieceOutline(scheme)))
                    .padding(step * 0.1)
            }
            if let style = BoardStyle.style(cell, scheme: scheme) { MarkSign(style: style, step: step, stone: cell.piece?.kind == .stone) }
            // The setup screen's picked stone looks like the board's picked piece.
            if selected, let style = BoardStyle.style(.moving, occupied: true, scheme: scheme) { MarkSign(style: style, step: step) }
        }
    }

    private func ground(_ scheme: BoardScheme) -> Color {
        switch cell.terrain {
        case .plain: return Color(BoardStyle.ground(scheme))
        case .throne, .castle: return Color(BoardStyle.specialGround(scheme))
        case .homeCorner(let seat): return Color.seat(seat).opacity(dark ? 0.35 : 0.22)
        }
    }
}

/// A mark by its shape: a dashed frame (can move), a thick frame (picked),
/// a dot or a ring round the piece in its shape (target, empty or occupied), corner brackets (last move
/// from), filled corners (last move to).
struct MarkSign: View {
    let style: MarkStyle
    let step: CGFloat
    /// The ring round a stone follows the stone's rounded square, outside it: a round ring across the stone's corners made it look round.
    var stone = false

    var body: some View {
        let color = Color(style.color)
        let line = max(1.5, step * CGFloat(style.lineWidth))
        switch style.shape {
        case .dashedFrame:
            Rectangle().inset(by: line).stroke(color, style: StrokeStyle(lineWidth: line, dash: [step * 0.12, step * 0.08]))
        case .solidFrame:
            Rectangle().inset(by: line / 2).stroke(color, lineWidth: line)
        case .dot:
            Circle().fill(color).frame(width: step * 0.3, height: step * 0.3)
        case .ring:
            if stone {
                RoundedRectangle(cornerRadius: step * 0.2).inset(by: line / 2).stroke(color, lineWidth: line)
            } else {
                Circle().inset(by: line / 2).stroke(color, lineWidth: line)
            }
        case .cornerBrackets:
            Corners(filled: false, inset: line).stroke(color, lineWidth: line)
        case .cornerTriangles:
            Corners(filled: true, inset: 0).fill(color)
        }
    }
}

/// Four corner marks, a quarter of the side long: open brackets or filled triangles.
struct Corners: Shape {
    let filled: Bool
    let inset: CGFloat

    func path(in rect: CGRect) -> Path {
        var path = Path()
        let r = rect.insetBy(dx: inset, dy: inset)
        let side = min(r.width, r.height) * 0.28
        let corners: [(CGPoint, CGFloat, CGFloat)] = [
            (CGPoint(x: r.minX, y: r.minY), 1, 1), (CGPoint(x: r.maxX, y: r.minY), -1, 1),
            (CGPoint(x: r.minX, y: r.maxY), 1, -1), (CGPoint(x: r.maxX, y: r.maxY), -1, -1),
        ]
        for (corner, dx, dy) in corners {
            path.move(to: CGPoint(x: corner.x + dx * side, y: corner.y))
            path.addLine(to: corner)
            path.addLine(to: CGPoint(x: corner.x, y: corner.y + dy * side))
            if filled { path.closeSubpath() }
        }
        return path
    }
}

/// What marks special ground: a cross for a castle, a ring for the throne;
/// home corners are tinted by their seat's colour.
struct TerrainSign: View {
    let terrain: Terrain
    let dark: Bool

    var body: some View {
        switch terrain {
        case .castle:
            GeometryReader { geometry in
                Path { path in
                    let size = geometry.size
                    path.move(to: .zero)
                    path.addLine(to: CGPoint(x: size.width, y: size.height))
                    path.move(to: CGPoint(x: size.width, y: 0))
                    path.addLine(to: CGPoint(x: 0, y: size.height))
                }
                .stroke(Color.brown.opacity(0.7), lineWidth: 1)
            }
        case .throne:
            Circle().stroke(Color.brown.opacity(0.8), lineWidth: 1.5).padding(3)
        case .plain, .homeCorner:
            EmptyView()
        }
    }
}

/// A piece by its kind: a numbered stone (with its seat's letter in the
/// corner, so colour is not the only cue), a man, or a king that stands out
/// (gold ring and crown); its colour is its seat's.
struct PieceShape: View {
    let piece: PieceView
    let step: CGFloat
    var letter: String? = nil
    /// Round every piece, so it stands out on light and dark ground whatever its colour.
    var outline: Color = .black

    var body: some View {
        let color = Color.seat(piece.seat)
        let ink = Color.seatLabel(piece.seat)
        switch piece.kind {
        case .stone:
            ZStack(alignment: .topLeading) {
                RoundedRectangle(cornerRadius: step * 0.14).fill(color)
                if let letter {
                    Text(letter)
                        .font(.system(size: step * 0.2, weight: .bold))
                        .foregroundStyle(ink)
                        .padding(step * 0.05)
                }
            }
            .overlay(RoundedRectangle(cornerRadius: step * 0.14).stroke(outline, lineWidth: 1))
            .overlay(Text(piece.label).font(.system(size: step * 0.42, weight: .bold)).foregroundStyle(ink))
        case .man:
            Circle()
                .fill(color)
                .overlay(Circle().stroke(outline, lineWidth: 1))
                .overlay(Text(piece.label).font(.system(size: step * 0.35, weight: .bold)).foregroundStyle(ink))
                .padding(step * 0.04)
        case .king:
            Circle()
                .fill(color)
                .overlay(Circle().stroke(Color.yellow, lineWidth: max(2, step * 0.1)))
                .overlay(Image(systemName: "crown.fill").font(.system(size: step * 0.36)).foregroundStyle(Color.yellow))
                .shadow(color: .black.opacity(0.4), radius: step * 0.05)
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
    let hint: RatedMove
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

/// The die: its number once rolled; before a roll a die icon on the blank
/// face (ZabelKit's `DieLabel`), never an empty box, which a tap rolls when
/// `onRoll` is given (the player's roll). Every face keeps a number's room,
/// so a roll moves nothing around it.
struct DieFace: View {
    let die: DieView
    let strings: Strings
    var onRoll: (() -> Void)? = nil
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    /// What of a fresh roll is still to land (ZabelKit's `DieRoll`).
    @State private var left = 0.0

    var body: some View {
        let face = DieLabel.face(die)
        let pose = DieRoll.pose(left: left)
        ZStack {
            Text(face ?? "6").font(.largeTitle.bold()).opacity(face == nil ? 0 : 1)
            if face == nil { Image(systemName: "dice").font(.title2).foregroundStyle(.secondary) }
        }
        .frame(minWidth: 56, minHeight: 56)
        .background(RoundedRectangle(cornerRadius: 10).stroke(lineWidth: 2))
        .rotationEffect(.degrees(pose.degrees))
        .scaleEffect(pose.scale)
        .onChange(of: die) { old, new in
            guard DieRoll.lands(from: old, to: new, reduceMotion: reduceMotion) else { return }
            left = 1
            withAnimation(.easeOut(duration: DieRoll.duration)) { left = 0 }
        }
        .contentShape(Rectangle())
        .onTapGesture { onRoll?() }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(DieLabel.spoken(die, canRoll: onRoll != nil, strings: strings) ?? face ?? "")
        .accessibilityAddTraits(onRoll != nil ? .isButton : [])
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
