// iOS only: empty without UIKit, so the package builds and tests on macOS and Linux.
#if canImport(UIKit)
import SwiftUI
import ZabelKit

/// The frame of the screens played on a board (a game, a lesson): the
/// board never scrolls away, and the panel goes under it (portrait phone)
/// or beside it (landscape, tablets), whichever leaves the board larger
/// squares (ZabelKit's `BoardScreenLayout`, whose room for the panel grows
/// with Dynamic Type). The panel scrolls, so large text never clips it.
/// Under the board, `heading` stands over the board; beside it, the panel
/// shows what it needs of it itself (`panel` is told where it stands).
@MainActor
struct BoardScreen<Board: View, Heading: View, Panel: View>: View {
    let columns: Int
    let rows: Int
    @ViewBuilder let board: () -> Board
    @ViewBuilder let heading: () -> Heading
    /// `beside`: the panel stands beside the board; `scroller` scrolls it.
    @ViewBuilder let panel: (_ beside: Bool, _ scroller: ScrollViewProxy) -> Panel
    @Environment(\.dynamicTypeSize) private var typeSize

    var body: some View {
        GeometryReader { geometry in
            let screen = BoardScreenLayout(columns: columns, rows: rows,
                                           width: Double(geometry.size.width), height: Double(geometry.size.height),
                                           textScale: typeSize.textScale)
            if screen.beside {
                HStack(alignment: .top, spacing: 12) {
                    board().frame(maxWidth: CGFloat(screen.board.width))
                    scrolling(beside: true).frame(width: CGFloat(screen.controls))
                }
            } else {
                VStack(alignment: .leading, spacing: 8) {
                    heading()
                    board().frame(maxHeight: CGFloat(screen.board.height))
                    scrolling(beside: false)
                }
            }
        }
    }

    private func scrolling(beside: Bool) -> some View {
        ScrollViewReader { scroller in
            ScrollView { panel(beside, scroller) }
        }
    }
}
#endif
