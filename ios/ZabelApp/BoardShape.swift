import SwiftUI
import ZabelKit

/// The 5×5 board as the core describes it, drawn with shapes; rank 1 on top.
struct BoardGrid: View {
    let cells: [Cell]
    var selected: Square? = nil
    var lastMove: LastMove? = nil
    let onTap: (Square) -> Void
    @Environment(\.colorScheme) private var scheme

    var body: some View {
        GeometryReader { geometry in
            let step = geometry.size.width / 5
            ZStack(alignment: .topLeading) {
                ForEach(cells, id: \.name) { cell in
                    Rectangle()
                        .fill(fill(cell))
                        .overlay(Rectangle().stroke(cell.square == selected ? Color.green : Color.brown, lineWidth: cell.square == selected ? 3 : 0.5))
                        .overlay { if let piece = cell.piece { StoneView(piece: piece).padding(step * 0.08) } }
                        .frame(width: step, height: step)
                        .offset(x: CGFloat(cell.square.file) * step, y: CGFloat(cell.square.rank) * step)
                        .onTapGesture { onTap(cell.square) }
                        .accessibilityLabel(cell.name)
                }
                Arrows(cells: cells, step: step).allowsHitTesting(false)
            }
        }
        .aspectRatio(1, contentMode: .fit)
        .animation(.easeOut(duration: 0.18), value: lastMove)
    }

    private func fill(_ cell: Cell) -> Color {
        let dark = scheme == .dark
        switch cell.highlight {
        case .choosable: return dark ? Color(red: 0.56, green: 0.23, blue: 0.23) : Color(red: 0.95, green: 0.63, blue: 0.63)
        case .moving: return dark ? Color(red: 0.25, green: 0.5, blue: 0.25) : Color(red: 0.56, green: 0.82, blue: 0.56)
        case .target: return dark ? Color(red: 0.18, green: 0.31, blue: 0.18) : Color(red: 0.78, green: 0.91, blue: 0.78)
        case .lastFrom, .lastTo: return dark ? Color(red: 0.42, green: 0.36, blue: 0.14) : Color(red: 0.96, green: 0.88, blue: 0.54)
        case .none:
            let corner = (cell.square.file == 0 && cell.square.rank == 0) || (cell.square.file == 4 && cell.square.rank == 4)
            return dark ? Color(white: corner ? 0.3 : 0.22) : Color(red: corner ? 0.88 : 0.95, green: corner ? 0.8 : 0.9, blue: corner ? 0.63 : 0.78)
        }
    }
}

struct StoneView: View {
    let piece: Piece
    var body: some View {
        RoundedRectangle(cornerRadius: 8)
            .fill(piece.side == .red ? Color.red : Color.blue)
            .overlay(Text("\(piece.number)").font(.title2.bold()).foregroundStyle(.white))
    }
}

/// The historic program's arrows from the moving stone to each target.
struct Arrows: View {
    let cells: [Cell]
    let step: CGFloat

    var body: some View {
        Path { path in
            guard let from = cells.first(where: { $0.highlight == .moving })?.square else { return }
            let center = { (square: Square) in CGPoint(x: (CGFloat(square.file) + 0.5) * step, y: (CGFloat(square.rank) + 0.5) * step) }
            for target in cells.filter({ $0.highlight == .target }) {
                path.move(to: center(from))
                path.addLine(to: center(target.square))
            }
        }
        .stroke(Color.green, style: StrokeStyle(lineWidth: step * 0.06, lineCap: .round))
    }
}

struct DieFace: View {
    let die: DieView
    let strings: Strings
    var body: some View {
        Text(label)
            .font(.largeTitle.bold())
            .frame(minWidth: 56, minHeight: 56)
            .background(RoundedRectangle(cornerRadius: 10).stroke(lineWidth: 2))
    }

    private var label: String {
        switch die {
        case .value(let value): return "\(value)"
        case .hidden: return "?"
        case .noRoll: return "–"
        case .notRolled: return " "
        }
    }
}
