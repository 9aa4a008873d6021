import SwiftUI
import ZabelKit

/// A finished game. Play again and Home in the navigation bar beside Back;
/// under it the result, the board and the review. Wider than high (a
/// phone turned sideways, a tablet): the board as tall as the room, beside a
/// column of the result and the review that scrolls. Upright: one page that
/// scrolls, so the review gets the whole screen once scrolled to (ZabelKit's
/// `GameOverLayout`).
@MainActor
struct GameOverView: View {
    let model: AppModel
    let game: GameModel
    @State private var review: ReplayModel?
    @Environment(\.dynamicTypeSize) private var typeSize

    var body: some View {
        let s = model.strings
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
                ScrollView {
                    VStack(alignment: .leading, spacing: 8) {
                        result(s, view)
                        // Centred in the page, not against its left edge.
                        board(view).frame(width: CGFloat(screen.boardWidth), height: CGFloat(screen.boardHeight))
                            .frame(maxWidth: .infinity)
                        reviewPart(s)
                    }
                }
            }
        }
        .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
                Button { model.go(.home) } label: { Label(s.home, systemImage: "house") }
            }
            ToolbarItem(placement: .primaryAction) { Button(s.playAgain) { model.playAgain() } }
        }
    }

    /// Who won, the rating's change, the seats of a game of three or four.
    @ViewBuilder private func result(_ s: Strings, _ view: GameView) -> some View {
        if let result = view.result { Text(s.result(result, in: view.variant, players: view.seats.map(\.player))).font(.title2) }
        Text(view.ratingChange.map(s.ratingChange) ?? (game.variant.isGroupGame ? s.groupUnrated : s.unrated))
        if game.variant.isGroupGame { SeatsLine(view: view, strings: s) }
    }

    private func board(_ view: GameView) -> some View {
        BoardGrid(board: view.board, variant: view.variant, lastMove: view.lastMove) { _ in }
    }

    /// The review's button, then its verdicts in the page (not a list of their own).
    @ViewBuilder private func reviewPart(_ s: Strings) -> some View {
        Button(s.review) {
            review = model.reviewFinishedGame()
            Task { await review?.review() }
        }
        // The core reviews the games of two; a game of teams has nothing to ask.
        .disabled(game.view.gameId == nil || !variantHasReview(variant: game.variant) || review?.canReview == false)
        RecordButtons(model: model)
        if let review {
            ReviewList(review: review, strings: s, inPage: true) { line in Task { await model.replayFinishedGame(at: line.number) } }
        }
    }
}

/// The review, ply by ply: the move (after its die in EinStein; Königszabel
/// has none), the verdict and the win chance. A Königszabel review takes a
/// while, so it can be stopped; it then keeps the plies judged so far.
/// `inPage`: the rows go into the screen's own scrolling page (game over);
/// else they are a list of their own (replay).
struct ReviewList: View {
    let review: ReplayModel
    let strings: Strings
    var inPage = false
    /// In a replay: a tap on a row shows its move on the board, and the move on the board is marked.
    var tiedToBoard = false
    /// On the game-over page: a tap on a row opens the replay at its move.
    var onReplay: ((ReviewLine) -> Void)? = nil
    @Environment(\.dynamicTypeSize) private var typeSize
    var body: some View {
        if review.reviewing {
            HStack {
                ProgressView(strings.reviewing)
                Button(strings.cancel) { review.cancelReview() }
            }
        }
        if let error = review.reviewError { Text(strings.error(error)).foregroundStyle(.orange) }
        if review.reviews != nil {
            Text(strings.wasItLuck).font(.headline)
            ForEach(review.luckLines(strings), id: \.seat) { luck in Text(luck.text) }
            if inPage {
                VStack(alignment: .leading, spacing: 4) {
                    ForEach(review.lines(strings), id: \.number) { line in
                        row(line).background(line.bad ? Color.red.opacity(0.25) : Color.clear)
                            .contentShape(Rectangle())
                            .onTapGesture { onReplay?(line) }
                            .accessibilityAddTraits(onReplay != nil ? .isButton : [])
                    }
                }
            } else {
                if tiedToBoard { ChanceGraphView(replay: review, strings: strings) }
                List(review.lines(strings), id: \.number) { line in
                    row(line)
                        .contentShape(Rectangle())
                        .onTapGesture { if tiedToBoard { review.select(line) } }
                        .listRowBackground(tiedToBoard && review.isCurrent(line) ? Color.orange.opacity(0.3)
                                           : line.bad ? Color.red.opacity(0.25) : Color.clear)
                }
            }
        }
    }

    private func row(_ line: ReviewLine) -> some View {
        typeSize.rowLayout {
            Text("\(line.number). \(line.move)")
            Spacer()
            VStack(alignment: typeSize.isAccessibilitySize ? .leading : .trailing) {
                Text(line.judgement)
                if let luck = line.luck { Text(luck).font(.caption) }
            }
        }
    }
}

/// Copy the shown game's record to the pasteboard, or share it as a text
/// file: on the game-over and the replay screens.
struct RecordButtons: View {
    let model: AppModel
    /// Each notation's record as a file for the share sheet, written when the buttons show.
    @State private var shared: [String: URL] = [:]
    var body: some View {
        let s = model.strings
        let notations = model.shownRecords.map(\.notation)
        HStack {
            Button(s.copyRecord) { model.copyRecord { UIPasteboard.general.string = $0 } }
            if let file = notations.first.flatMap({ shared[$0] }) { ShareLink(s.shareRecord, item: file) }
            // Another program's notation is one more button, whose menu copies or shares it.
            ForEach(Array(notations.dropFirst()), id: \.self) { notation in
                Menu(s.recordIn(notation)) {
                    Button(s.copyRecord(for: notation)) {
                        model.copyRecord(in: notation) { UIPasteboard.general.string = $0 }
                    }
                    if let file = shared[notation] { ShareLink(s.shareRecord(for: notation), item: file) }
                }
            }
        }
        .onAppear {
            for notation in notations { shared[notation] = model.recordFile(in: notation) }
        }
    }
}
