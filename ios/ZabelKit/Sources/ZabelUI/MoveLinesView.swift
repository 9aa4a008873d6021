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

/// The game's moves in one line under the board (docs/design.md §7) that
/// scrolls sideways: an item a ply (ZabelKit's `LinePly`), each a 48-point
/// target, the move's number with its first ply; the ply on the board
/// (`current`) filled and brought into the line whole, clear of its faded
/// ends; a tap on a ply shows its position. One line whatever the game's
/// length or the text size, so the board above keeps its size.
@MainActor
struct MoveStrip: View {
    let plies: [LinePly]
    let current: UInt32
    let select: (UInt32) -> Void
    @Environment(\.colorScheme) private var scheme
    @Environment(\.dynamicTypeSize) private var typeSize
    /// The moves' extent in the line's window, and the window's width: where they run past it, that end fades.
    @State private var extent = CGRect.zero
    @State private var width: CGFloat = 0

    /// How far the ends fade: about a move's number (Compose: 24 dp).
    private static let fade: CGFloat = 24
    private static let space = "move-strip"

    var body: some View {
        let palette = Palette.of(scheme.board)
        let ends = LineEnds(from: Double(extent.minX), to: Double(extent.maxX), width: Double(width))
        ScrollViewReader { scroller in
            ScrollView(.horizontal) {
                HStack(spacing: 0) {
                    ForEach(plies, id: \.number) { item in
                        HStack(spacing: 0) {
                            if let prefix = item.prefix {
                                Text(prefix).foregroundStyle(Color(palette.onSurfaceVariant)).padding(4)
                            }
                            ply(item, palette: palette)
                        }
                        // "3. d2-d4" read as one, a button to its position.
                        .accessibilityElement(children: .combine)
                        .accessibilityAddTraits(item.number == current ? [.isButton, .isSelected] : .isButton)
                        .accessibilityAction { select(item.number) }
                    }
                }
                .font(.subheadline)
                .background(GeometryReader { moves in
                    Color.clear.preference(key: StripExtent.self, value: moves.frame(in: .named(Self.space)))
                })
            }
            .coordinateSpace(.named(Self.space))
            .background(GeometryReader { window in
                Color.clear.preference(key: StripWidth.self, value: window.size.width)
            })
            .onPreferenceChange(StripExtent.self) { extent = $0 }
            .onPreferenceChange(StripWidth.self) { width = $0 }
            .mask {
                HStack(spacing: 0) {
                    LinearGradient(colors: [ends.leading ? .clear : .black, .black], startPoint: .leading, endPoint: .trailing)
                        .frame(width: Self.fade)
                    Color.black
                    LinearGradient(colors: [.black, ends.trailing ? .clear : .black], startPoint: .leading, endPoint: .trailing)
                        .frame(width: Self.fade)
                }
            }
            // Again at another text size, which widens the plies around the shown one.
            .onChange(of: current, initial: true) { _, ply in show(ply, scroller) }
            .onChange(of: typeSize) { _, _ in show(current, scroller) }
        }
    }

    /// As little a scroll as brings the ply's target (the ply and a fade's
    /// width each side) wholly into the line; at the line's ends the scroll
    /// stops there, where no end fades.
    private func show(_ ply: UInt32, _ scroller: ScrollViewProxy) {
        if ply > 0 { scroller.scrollTo(StripTarget(ply: ply)) }
    }

    /// One ply, its filled mark the text's own height in a 48-point target.
    private func ply(_ item: LinePly, palette: Palette) -> some View {
        let here = item.number == current
        return Text(item.move)
            .padding(6)
            .background(RoundedRectangle(cornerRadius: 6).fill(here ? Color(palette.primaryContainer) : Color.clear))
            .frame(minWidth: 48, minHeight: 48)
            .contentShape(Rectangle())
            .onTapGesture { select(item.number) }
            .background(Color.clear.padding(-Self.fade).id(StripTarget(ply: item.number)))
    }
}

/// Where the line scrolls to for a ply: wider than the ply by the fades.
private struct StripTarget: Hashable { let ply: UInt32 }

private struct StripExtent: PreferenceKey {
    static let defaultValue = CGRect.zero
    static func reduce(value: inout CGRect, nextValue: () -> CGRect) { value = nextValue() }
}

private struct StripWidth: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = nextValue() }
}
#endif
