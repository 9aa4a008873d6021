// iOS only: empty without UIKit, so the package builds and tests on macOS and Linux.
#if canImport(UIKit)
import SwiftUI
import ZabelKit

/// A game's moves in the list's rows (ZabelKit's `MoveLine`), numbered, both
/// sides' plies a row in a game of two (a ply a row in the games of three and
/// four, and once reviewed), the move on the board (`current`, none at the
/// start) filled with primaryContainer; a tap on a move goes to it. The
/// replay's list and the one beside a game's board, so both read alike.
@MainActor
struct MoveLines: View {
    let lines: [MoveLine]
    let current: UInt32?
    let select: (UInt32) -> Void
    @Environment(\.colorScheme) private var scheme

    var body: some View {
        let palette = Palette.of(scheme.board)
        VStack(alignment: .leading, spacing: 0) {
            ForEach(lines, id: \.id) { line in
                if line.paired {
                    HStack(alignment: .top, spacing: 0) {
                        Text("\(line.number).").foregroundStyle(Color(palette.onSurfaceVariant))
                            .padding(8).frame(minWidth: 48, alignment: .leading)
                        ForEach(0..<2, id: \.self) { slot in
                            if slot < line.plies.count {
                                ply(line.plies[slot], numbered: false, palette: palette).frame(maxWidth: .infinity, alignment: .leading)
                            } else {
                                Color.clear.frame(maxWidth: .infinity, maxHeight: 1)
                            }
                        }
                    }
                } else {
                    ForEach(line.plies, id: \.number) { row in ply(row, numbered: true, palette: palette) }
                }
            }
        }
    }

    private func ply(_ row: MoveRow, numbered: Bool, palette: Palette) -> some View {
        let here = row.number == current
        return MoveRowView(row: row, palette: palette, numbered: numbered)
            .padding(8)
            .background(RoundedRectangle(cornerRadius: 8).fill(here ? Color(palette.primaryContainer) : Color.clear))
            .contentShape(Rectangle())
            .onTapGesture { select(row.number) }
            .accessibilityElement(children: .combine)
            .accessibilityAddTraits(here ? [.isButton, .isSelected] : .isButton)
            .id(row.number)
    }
}

/// The game's moves in one line under the board (docs/design.md §7), in
/// the list's rows (both sides' plies after their move's number in a game of
/// two), the move on the board (`current`) filled and scrolled into view; a
/// tap on a move shows its position.
@MainActor
struct MoveStrip: View {
    let lines: [MoveLine]
    let current: UInt32
    let select: (UInt32) -> Void
    @Environment(\.colorScheme) private var scheme

    var body: some View {
        if !lines.isEmpty {
            let palette = Palette.of(scheme.board)
            ScrollViewReader { scroller in
                ScrollView(.horizontal) {
                    HStack(spacing: 8) {
                        ForEach(lines, id: \.id) { line in
                            HStack(spacing: 0) {
                                Text("\(line.number).").foregroundStyle(Color(palette.onSurfaceVariant))
                                ForEach(line.plies, id: \.number) { row in ply(row, palette: palette) }
                            }
                            .font(.footnote)
                        }
                    }
                }
                .onChange(of: current, initial: true) { _, ply in if ply > 0 { scroller.scrollTo(ply) } }
            }
        }
    }

    /// One ply, 44 points high so a finger finds it in the footnote-sized line.
    private func ply(_ row: MoveRow, palette: Palette) -> some View {
        let here = row.number == current
        return Text(row.move)
            .padding(4)
            .frame(minHeight: 44)
            .background(RoundedRectangle(cornerRadius: 8).fill(here ? Color(palette.primaryContainer) : Color.clear))
            .contentShape(Rectangle())
            .onTapGesture { select(row.number) }
            .accessibilityAddTraits(here ? [.isButton, .isSelected] : .isButton)
            .id(row.number)
    }
}
#endif
