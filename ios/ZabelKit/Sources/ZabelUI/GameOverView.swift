// iOS only: empty without UIKit, so the package builds and tests on macOS and Linux.
#if canImport(UIKit)
import SwiftUI
import ZabelKit

/// A finished game. Play again, Home and the record's menu (copy, share) in
/// the navigation bar beside Back, so the review follows the board directly;
/// under it the board, which stays in view, and the result and the review,
/// which scroll: beside the board when wider than high (a phone turned
/// sideways, a tablet), under it when upright (ZabelKit's `GameOverLayout`).
@MainActor
struct GameOverView: View {
    let game: GameModel
    let strings: Strings
    let records: RecordShare
    let actions: GameOverActions
    @State private var review: ReplayModel?
    @Environment(\.dynamicTypeSize) private var typeSize

    var body: some View {
        let s = strings
        let view = game.view
        GeometryReader { geometry in
            let screen = GameOverLayout(columns: Int(view.board.width), rows: Int(view.board.height),
                                        width: Double(geometry.size.width), height: Double(geometry.size.height),
                                        textScale: typeSize.textScale)
            if screen.beside {
                HStack(alignment: .top, spacing: CGFloat(GameOverLayout.spacing)) {
                    board(view).frame(width: CGFloat(screen.boardWidth), height: CGFloat(screen.boardHeight))
                    ScrollView {
                        VStack(alignment: .leading, spacing: 8) {
                            result(s, view)
                            reviewPart(s)
                        }
                    }
                    .frame(width: CGFloat(screen.side))
                }
            } else {
                // The board stays in view (docs/design.md §7); the result and the review scroll under it.
                VStack(alignment: .leading, spacing: 8) {
                    board(view).frame(width: CGFloat(screen.boardWidth), height: CGFloat(screen.boardHeight))
                        .frame(maxWidth: .infinity)
                    ScrollView {
                        VStack(alignment: .leading, spacing: 8) {
                            result(s, view)
                            reviewPart(s)
                        }
                    }
                }
            }
        }
        .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
                Button { actions.home() } label: { Label(s.home, systemImage: "house") }
            }
            ToolbarItem(placement: .primaryAction) { Button(s.playAgain) { actions.playAgain() } }
            ToolbarItem(placement: .topBarTrailing) { RecordMenu(records: records, strings: s) }
        }
    }

    /// Who won, the rating's change, the seats of a game of three or four.
    @ViewBuilder private func result(_ s: Strings, _ view: GameView) -> some View {
        if let result = view.result { Text(s.result(result, in: view.variant, players: view.seats.map(\.player))).font(.title2) }
        if let change = view.ratingChange { Text(s.ratingChange(change)) } else if let unrated = s.unratedNote(view) { Text(unrated) }
        if game.variant.isGroupGame { SeatsLine(view: view, strings: s) }
    }

    private func board(_ view: GameView) -> some View {
        BoardGrid(board: view.board, lastMove: view.lastMove) { _ in }
    }

    /// The review's button, then its verdicts in the page (not a list of their own).
    @ViewBuilder private func reviewPart(_ s: Strings) -> some View {
        Button(s.review) {
            review = actions.review()
            Task { await review?.review() }
        }
        // The core reviews the games of two; a game of teams has nothing to ask.
        .disabled(game.view.gameId == nil || !variantHasReview(variant: game.variant) || review?.canReview == false)
        if let review {
            ReviewList(review: review, strings: s) { ply in Task { await actions.replay(ply) } }
        }
    }
}

/// What the game-over screen's buttons ask of the app.
struct GameOverActions {
    let home: () -> Void
    let playAgain: () -> Void
    /// The finished game's replay, to review here.
    let review: () -> ReplayModel?
    /// The finished game's replay at a reviewed move.
    let replay: (UInt32) async -> Void
}

/// The review's state and its summary: working (with Cancel: a Königszabel
/// review takes a while, and keeps the plies judged so far), why there is
/// none, or "Was it luck?", a sentence per side and what it all means.
struct ReviewSummary: View {
    let review: ReplayModel
    let strings: Strings
    @Environment(\.colorScheme) private var scheme
    var body: some View {
        if review.reviewing {
            HStack {
                ProgressView(strings.reviewing)
                Button(strings.cancel) { review.cancelReview() }
            }
        }
        if let error = review.reviewError { Text(strings.error(error)).foregroundStyle(Color(Palette.of(scheme.board).error)) }
        if review.reviews != nil {
            Text(strings.wasItLuck).font(.headline)
            // Each side's game in one sentence, the core's.
            ForEach(review.summaries, id: \.self) { summary in Text(summary) }
            DisclosureGroup(strings.whatDoesThisMean) { Text(review.explanation).font(.footnote) }
        }
    }
}

/// The review on the game-over page, ply by ply, in the page's own
/// scrolling: each move in the core's words; a tap on a row opens the
/// replay at its move, where the board stays in view.
struct ReviewList: View {
    let review: ReplayModel
    let strings: Strings
    let onReplay: (UInt32) -> Void
    @Environment(\.colorScheme) private var scheme
    var body: some View {
        let palette = Palette.of(scheme.board)
        ReviewSummary(review: review, strings: strings)
        if review.reviews != nil {
            VStack(alignment: .leading, spacing: 4) {
                ForEach(review.moveRows.filter { $0.text != nil }, id: \.number) { row in
                    MoveRowView(row: row, palette: palette)
                        .contentShape(Rectangle())
                        .onTapGesture { onReplay(row.number) }
                        .accessibilityElement(children: .combine)
                        .accessibilityAddTraits(.isButton)
                }
            }
        }
    }
}

/// The shown game's record behind one icon in the navigation bar of the
/// game-over and replay screens (ZabelKit's `RecordShare.menu`): copied to
/// the pasteboard, or shared as a text file, in each notation it is shared in.
struct RecordMenu: View {
    let records: RecordShare
    let strings: Strings
    /// Each notation's record as a file for the share sheet, written when the menu shows.
    @State private var shared: [String: URL] = [:]
    var body: some View {
        Menu {
            ForEach(records.menu, id: \.id) { item in
                if item.action == .copy {
                    Button { records.copy(in: item.notation) { UIPasteboard.general.string = $0 } } label: {
                        Label(item.title(strings), systemImage: item.systemImage)
                    }
                } else if let file = shared[item.notation ?? records.notations.first ?? ""] {
                    ShareLink(item.title(strings), item: file)
                }
            }
        } label: {
            Image(systemName: RecordMenuItem.menuImage)
        }
        .accessibilityLabel(strings.recordMenu)
        .disabled(records.menu.isEmpty)
        .onAppear {
            for notation in records.notations { shared[notation] = records.file(in: notation) }
        }
    }
}
#endif
