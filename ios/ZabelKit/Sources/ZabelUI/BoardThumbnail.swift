// iOS only: empty without UIKit, so the package builds and tests on macOS and Linux.
#if canImport(UIKit)
import SwiftUI
import ZabelKit

/// A small drawing of a board (Home's cards: the core's start position,
/// `HomeModel.startBoard`; the rules' diagrams): its squares and pieces as the
/// board screen draws them, without coordinates, at a fixed side; a
/// picture, hidden from VoiceOver (the card or the caption says it).
struct BoardThumbnail: View {
    let board: Board
    var side: CGFloat = 72
    @Environment(\.colorScheme) private var scheme

    var body: some View {
        let columns = max(Int(board.width), 1)
        let step = side / CGFloat(max(columns, Int(board.height), 1))
        ZStack(alignment: .topLeading) {
            ForEach(Array(board.cells.enumerated()), id: \.element.name) { index, cell in
                CellView(cell: cell, step: step, selected: false, dark: scheme == .dark)
                    .frame(width: step, height: step)
                    .offset(x: CGFloat(index % columns) * step, y: CGFloat(index / columns) * step)
            }
        }
        .frame(width: side, height: side, alignment: .topLeading)
        .background(RoundedRectangle(cornerRadius: 4).fill(Color(BoardStyle.frame(scheme.board))))
        .accessibilityHidden(true)
    }
}
#endif
