// iOS only: empty without UIKit, so the package builds and tests on macOS and Linux.
#if canImport(UIKit)
import Charts
import SwiftUI
import ZabelKit

/// A finished game step by step (docs/design.md §7): the board fixed, and
/// under it (upright) or beside it (wider than high) the stepper, the chance
/// graph and the move list, which scroll under the board, never the board
/// itself. The board, the list, the slider and the graph read one cursor
/// (ZabelKit's `ReplayCursor`): moving any of them moves all.
@MainActor
struct ReplayView: View {
    let replay: ReplayModel
    let strings: Strings
    /// Named by its game, opponent and day (`AppModel.replayTitle`).
    let title: String?
    let records: RecordShare
    /// Beside the history the bar is the list's, so the replay names itself.
    var besideHistory = false

    var body: some View {
        let s = strings
        if besideHistory { Text(title ?? replay.title(s)).font(.title2).fontDesign(.serif).lineLimit(2) }
        GeometryReader { geometry in
            let wide = geometry.size.width > geometry.size.height
            if wide {
                HStack(alignment: .top, spacing: 16) {
                    board.frame(maxWidth: geometry.size.height)
                    pane(s).frame(minWidth: 300, maxWidth: 480)
                }
            } else {
                VStack(alignment: .leading, spacing: 8) {
                    // Most of the height for the board, the rest for the list; the board never scrolls away.
                    board.frame(maxHeight: geometry.size.height * 0.58)
                    pane(s)
                }
            }
        }
        // Copy and share in the bar, so the review's summary follows the steps directly.
        .toolbar {
            ToolbarItem(placement: .topBarTrailing) { RecordMenu(records: records, strings: s) }
        }
    }

    @ViewBuilder private var board: some View {
        if let view = replay.view {
            // A swipe across the board steps, as the arrows do.
            BoardGrid(board: view.board, lastMove: view.lastMove, hint: replay.betterMove?.arrow, onSwipe: { replay.step($0) }) { _ in }
                .frame(maxWidth: .infinity)
        }
    }

    /// The step row stays put (the move, the review's buttons, the die at
    /// the cursor, then the stepper); what is under it scrolls, and keeps the
    /// cursor's row in sight.
    private func pane(_ s: Strings) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack(spacing: 8) {
                Text(s.ply(replay.ply, of: replay.plies)).font(.subheadline)
                Spacer(minLength: 0)
                // Asked for here, in view, not above a list that follows the moves away from it.
                Button(s.review) { Task { await replay.review() } }.disabled(!replay.canReview)
                if let next = replay.nextMistake { Button(s.nextMistake) { replay.show(ply: next) } }
                if let die = replay.view?.die { DieFace(die: die, strings: s, side: 36) }
            }
            MoveStepper(replay: replay, strings: s)
            ScrollViewReader { scroller in
                ScrollView {
                    VStack(alignment: .leading, spacing: 8) {
                        details(s)
                        MoveList(replay: replay, strings: s)
                    }
                }
                .onChange(of: replay.ply) { _, ply in
                    if ply > 0 { scroller.scrollTo(ply, anchor: .center) }
                }
            }
        }
    }

    /// The result at the cursor, the review's summary and graph.
    @ViewBuilder private func details(_ s: Strings) -> some View {
        if let view = replay.view, let result = view.result {
            Text(s.result(result, in: view.variant, players: view.seats.map(\.player)))
        }
        ReviewSummary(review: replay, strings: s)
        if replay.reviews != nil { ChanceGraphView(replay: replay, strings: s) }
    }
}

/// ⏮ ◀ slider ▶ ⏭ (docs/design.md §7): the position at once, no animation.
/// Each icon has its word for VoiceOver; the slider says which move it is
/// on and steps with a swipe up or down.
@MainActor
struct MoveStepper: View {
    let replay: ReplayModel
    let strings: Strings

    var body: some View {
        HStack(spacing: 4) {
            step("backward.end", strings.firstMove, disabled: replay.cursor.atStart) { replay.toStart() }
            step("chevron.left", strings.moveBack, disabled: replay.cursor.atStart) { replay.step(-1) }
            MoveSlider(replay: replay, strings: strings)
            step("chevron.right", strings.moveOn, disabled: replay.cursor.atEnd) { replay.step(1) }
            step("forward.end", strings.lastMove, disabled: replay.cursor.atEnd) { replay.toEnd() }
        }
    }

    private func step(_ icon: String, _ label: String, disabled: Bool, _ action: @escaping () -> Void) -> some View {
        Button(action: action) { Image(systemName: icon).frame(minWidth: 44, minHeight: 44) }
            .disabled(disabled)
            .accessibilityLabel(label)
    }
}

/// The platform's slider over the whole game, the cursor its thumb, in
/// the primary colour (the app's tint); it shows the nearest move as it
/// moves. VoiceOver hears "Move 7 of 40", and its swipe up or down steps one move.
@MainActor
struct MoveSlider: View {
    let replay: ReplayModel
    let strings: Strings

    var body: some View {
        Slider(value: Binding(get: { replay.cursor.fraction }, set: { replay.show(fraction: $0) }), in: 0...1)
            .disabled(replay.plies == 0)
            .accessibilityLabel(strings.moves)
            .accessibilityValue(strings.ply(replay.ply, of: replay.plies))
            .accessibilityAdjustableAction { direction in
                switch direction {
                case .increment: replay.step(1)
                case .decrement: replay.step(-1)
                @unknown default: break
                }
            }
    }
}

/// Every move of the game (`MoveLines`), the cursor's move filled; once
/// reviewed, a ply a row, each the core's sentence for it and a mistake
/// marked apart from the cursor. A tap goes to the move.
@MainActor
struct MoveList: View {
    let replay: ReplayModel
    let strings: Strings
    @Environment(\.colorScheme) private var scheme

    var body: some View {
        Text(strings.moves).font(.subheadline).foregroundStyle(Color(Palette.of(scheme.board).primary))
        MoveLines(lines: replay.moveLines, current: replay.cursor.currentMove) { replay.show(ply: $0) }
    }
}

/// One move: once reviewed, the core's sentence for it, a mistake marked
/// beside it; before, the move as recorded, after its number unless its
/// row shows the number apart.
@MainActor
struct MoveRowView: View {
    let row: MoveRow
    let palette: Palette
    var numbered = true

    var body: some View {
        HStack(alignment: .top, spacing: 4) {
            if row.bad { Image(systemName: "exclamationmark.triangle").foregroundStyle(Color(palette.error)).accessibilityHidden(true) }
            Text(row.text ?? (numbered ? "\(row.number). \(row.move)" : row.move))
            Spacer(minLength: 0)
        }
    }
}

/// One side's chance over the game, the core's figure per reviewed ply, on
/// the span the game's chances cover (a dashed line at 50 % where it is in
/// it), the cursor a line in the primary colour; a tap goes to the nearest move. Read out as its side and the
/// chance at that move.
@MainActor
struct ChanceGraphView: View {
    let replay: ReplayModel
    let strings: Strings
    @Environment(\.colorScheme) private var scheme

    var body: some View {
        let points = replay.chancePoints
        let palette = Palette.of(scheme.board)
        VStack(alignment: .leading) {
            Text(replay.chanceGraphLabel(strings)).font(.caption)
            let range = replay.chanceRange
            Chart {
                if range.contains(0.5) { RuleMark(y: .value("", 0.5)).lineStyle(StrokeStyle(lineWidth: 1, dash: [4, 3])) }
                if replay.ply > 0 {
                    RuleMark(x: .value("", Int(replay.ply))).foregroundStyle(Color(palette.primary))
                }
                ForEach(points, id: \.number) { point in
                    LineMark(x: .value("", Int(point.number)), y: .value("", point.chance))
                }
            }
            // Scaled to the game's own span, so a steady game's small changes show (issue 61).
            .chartYScale(domain: range)
            .frame(height: 96)
            .overlay {
                GeometryReader { geometry in
                    Color.clear.contentShape(Rectangle()).onTapGesture(coordinateSpace: .local) { at in
                        if let ply = replay.chancePly(at: Double(at.x / max(1, geometry.size.width))) { replay.show(ply: ply) }
                    }
                }
            }
            .accessibilityElement(children: .ignore)
            .accessibilityLabel(replay.chanceGraphDescription(strings))
        }
    }
}
#endif
