// iOS only: empty without UIKit, so the package builds and tests on macOS and Linux.
#if canImport(UIKit)
import SwiftUI
import ZabelKit

/// The game on the board. Undo, a hint and resigning go through the app,
/// which asks first where they lose a rated game or make it unrated.
struct BoardView: View {
    let game: GameModel
    let strings: Strings
    /// Who plays whom, beside the board until the first move (`AppModel.opening`).
    var opening: GameOpening?
    let actions: BoardControls
    var body: some View {
        if let seat = game.handOver {
            HandOverView(game: game, seat: seat, strings: strings)
        } else {
            BoardPlay(game: game, strings: strings, opening: opening, actions: actions)
        }
    }
}

/// What the board screen's buttons ask of the app.
struct BoardControls {
    let undo: () -> Void
    let hint: () -> Void
    let resign: () -> Void
}

/// The board screen while a player is at it, in the board screens' frame
/// (`BoardScreen`): under the board (portrait phone) the controls with the
/// moves in a line; beside it (landscape, tablets) who plays, the controls
/// and the whole list of moves. The board pinch-zooms.
@MainActor
struct BoardPlay: View {
    let game: GameModel
    let strings: Strings
    var opening: GameOpening?
    let actions: BoardControls
    /// The last ply's captured pieces, drawn over the board while they fade.
    @State private var fading: [MoveAnimation.Fading] = []
    @State private var fadeOpacity = 0.0
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    var body: some View {
        let s = strings
        let view = game.view
        BoardScreen(columns: Int(view.board.width), rows: Int(view.board.height)) {
            board(s, view)
        } heading: {
            header(s)
        } panel: { beside, scroller in
            VStack(alignment: .leading, spacing: 8) {
                if beside {
                    header(s)
                    // Before the first move the pane says who plays whom; the moves take its place.
                    if view.moves.isEmpty, let opening { OpeningPane(opening: opening, strings: s) }
                    controls(s, view, strip: false)
                    // The whole list last, so a long game never pushes the actions down.
                    if !view.moves.isEmpty {
                        // The steps beside the heading: the list stays put as looking back begins.
                        HStack(spacing: 0) {
                            Text(s.moves).font(.headline)
                            Spacer(minLength: 0)
                            StepIcons(game: game, steps: game.lookBackSteps, strings: s)
                        }
                        MoveLines(lines: MoveLine.lines(view.variant, moves: view.moves), current: game.shownPly) { game.lookBack($0) }
                    }
                } else {
                    controls(s, view, strip: true)
                }
            }
            .onChange(of: game.hints.count) { _, _ in showHints(scroller) }
            // A step back or on keeps its move in the list in sight; a move played does not scroll the pane.
            .onChange(of: game.past?.ply) { _, ply in if beside, let ply, ply > 0 { scroller.scrollTo(ply) } }
        }
    }

    /// Who sits where, the die, and what the board asks for; while an
    /// earlier position is shown, its die, which rolls nothing there, and
    /// that a tap on the board plays on.
    @ViewBuilder private func header(_ s: Strings) -> some View {
        let view = game.shown
        let roll: (() -> Void)? = game.past == nil && view.phase == .roll ? { game.roll() } : nil
        ViewThatFits(in: .horizontal) {
            HStack {
                SeatsLine(view: view, strings: s)
                Spacer()
                if let die = view.die { DieFace(die: die, strings: s, onRoll: roll) }
            }
            VStack(alignment: .leading) {
                SeatsLine(view: view, strings: s)
                if let die = view.die { DieFace(die: die, strings: s, onRoll: roll) }
            }
        }
        Text(game.prompt(s))
    }

    /// The present position, or the earlier one looked back at (`GameModel.shown`):
    /// a tap goes to the game either way, which on an earlier one plays
    /// nothing and brings the present back.
    @ViewBuilder private func board(_ s: Strings, _ view: GameView) -> some View {
        let shown = game.shown
        let present = game.past == nil
        BoardGrid(board: shown.board, lastMove: shown.lastMove, played: view.lastMove, hint: present ? game.hints.first?.arrow : nil,
                  fading: present ? fading : [], fadeOpacity: fadeOpacity,
                  actions: { BoardActions.actions(for: $0, in: shown, strings: s) },
                  rotors: BoardActions.RotorKind.allCases.map { BoardActions.rotor($0, shown, strings: s) },
                  // A swipe steps through the game as the steps beside the moves do: to the right from the
                  // present into looking back, to the left past the last move back to the present. It never
                  // plays a move.
                  zoomable: true, onSwipe: { game.step($0) }) { game.tap($0) }
            .accessibilityElement(children: .contain)
            .accessibilityLabel(s.board)
            // The main actions from anywhere on the board (VoiceOver's actions rotor).
            .modifier(BoardShortcuts(game: game, strings: s, actions: actions))
            // What changed, said once: picked, targets, the computer's move and
            // its captures, the end. The model keeps it as events; the words are
            // made now, in the app's language of the moment.
            .onChange(of: game.announcements) { _, _ in
                if let said = game.announcement?.text(strings) {
                    AccessibilityNotification.Announcement(said).post()
                }
            }
            .onChange(of: view) { old, new in
                fading = MoveAnimation.between(old, new)?.captured ?? []
                fadeOpacity = reduceMotion || fading.isEmpty ? 0 : 1
                if !reduceMotion, !fading.isEmpty {
                    withAnimation(.easeOut(duration: MoveAnimation.fade).delay(MoveAnimation.slide)) { fadeOpacity = 0 }
                }
            }
    }

    /// Undo, hint, resign and what they bring: in a row while it fits, else
    /// one under the other (large text); under the board (`strip`) the moves
    /// in a line between the steps through them first. While an earlier
    /// position is shown the actions wait: they act on the present.
    @ViewBuilder private func controls(_ s: Strings, _ view: GameView, strip: Bool) -> some View {
        if view.phase == .computerTurn { ProgressView(value: game.thinking ?? 0) }
        // (None before the first move: the steps' room would stand empty between the board and the actions.)
        if strip, !view.moves.isEmpty {
            HStack(spacing: 0) {
                StepIcons(game: game, steps: [.back], strings: s)
                MoveStrip(plies: LinePly.plies(view.variant, moves: view.moves), current: game.shownPly) { game.lookBack($0) }
                StepIcons(game: game, steps: game.lookBackSteps.filter { $0 != .back }, strings: s)
            }
        }
        // Undo, hint and resign act on the present: while an earlier position is shown they wait for it.
        if game.past == nil {
            ViewThatFits(in: .horizontal) {
                HStack { buttons(s, view) }
                VStack(alignment: .leading, spacing: 8) { buttons(s, view) }
            }
        }
        if game.hinting {
            ViewThatFits(in: .horizontal) {
                HStack {
                    ProgressView(s.hintWorking)
                    Button(s.cancel) { game.cancelHint() }
                }
                VStack(alignment: .leading) {
                    ProgressView(s.hintWorking)
                    Button(s.cancel) { game.cancelHint() }
                }
            }
        }
        if let unrated = s.unratedNote(view) { Text(unrated).font(.caption) }
        VStack(alignment: .leading) {
            // In the core's words: what the search found each move does against the best, and its chance only where that differs.
            ForEach(game.hints.prefix(3), id: \.notation) { hint in Text(hint.text) }
        }
        .id(Self.hintsID)
        switch game.message {
        case .ignored(let reason): Text(s.ignored(reason)).foregroundStyle(.orange)
        case .failed(let error): Text(s.error(error)).foregroundStyle(.red)
        case nil: EmptyView()
        }
    }

    private static let hintsID = "hints"

    /// Hints come last in the controls, on a phone turned sideways below the
    /// window: asked for, they are scrolled into it (Compose did the same).
    private func showHints(_ scroller: ScrollViewProxy) {
        if !game.hints.isEmpty { scroller.scrollTo(Self.hintsID, anchor: .bottom) }
    }

    /// The die is the one way to roll (docs/design.md §5), so no Roll button
    /// here; each action an icon with its word (§6).
    @ViewBuilder private func buttons(_ s: Strings, _ view: GameView) -> some View {
        Button { actions.undo() } label: { Label(s.undo, systemImage: "arrow.uturn.backward") }.disabled(!view.canUndo)
        Button { actions.hint() } label: { Label(s.hint, systemImage: "lightbulb") }
            .disabled(game.hinting || game.hintsUnavailable || (view.phase != .choosePiece && view.phase != .chooseTarget))
        Button { actions.resign() } label: { Label(s.resign, systemImage: "flag") }
    }
}

/// The steps through the game beside its moves (ZabelKit's `LookBackStep`):
/// icons, each named for VoiceOver, 48 points a target. A row of worded
/// buttons under the moves was cut by the window's foot at large text in
/// the Compose app.
@MainActor
struct StepIcons: View {
    let game: GameModel
    let steps: [LookBackStep]
    let strings: Strings

    var body: some View {
        HStack(spacing: 0) {
            ForEach(steps, id: \.self) { step in
                Button { game.take(step) } label: { Image(systemName: step.systemImage).frame(minWidth: 48, minHeight: 48) }
                    .disabled(!game.canTake(step))
                    .accessibilityLabel(step.label(strings))
            }
        }
    }
}

/// The board's actions for VoiceOver's actions rotor: the die, undo and a
/// hint on the present; on an earlier position, the way back to the game
/// (undo and hints act on the present, so they wait for it, as the buttons
/// do); and the steps through the game a swipe across the board takes.
@MainActor
struct BoardShortcuts: ViewModifier {
    let game: GameModel
    let strings: Strings
    let actions: BoardControls

    @ViewBuilder func body(content: Content) -> some View {
        if game.past == nil {
            content
                .accessibilityAction(named: strings.roll) { if game.hasDice { game.roll() } }
                .accessibilityAction(named: strings.undo) { actions.undo() }
                .accessibilityAction(named: strings.hint) { actions.hint() }
                .accessibilityAction(named: strings.moveBack) { game.take(.back) }
        } else {
            content
                .accessibilityAction(named: strings.backToGame) { game.take(.toGame) }
                .accessibilityAction(named: strings.moveBack) { game.take(.back) }
                .accessibilityAction(named: strings.moveOn) { game.take(.on) }
        }
    }
}

/// Pass-and-play: the board hides until the next person has the phone.
/// It scrolls: at the largest text sizes on a phone turned sideways the
/// words and the button outgrew the window in the Compose app.
struct HandOverView: View {
    let game: GameModel
    let seat: UInt8
    let strings: Strings
    var body: some View {
        ScrollView {
            VStack(spacing: 16) {
                SeatBadge(seat: seat, letter: game.variant.seatLetter(seat), size: 64)
                Text(strings.handOver(seat, in: game.variant)).font(.title2)
                Button(strings.ready) { game.ready() }.buttonStyle(.borderedProminent)
            }
            .frame(maxWidth: .infinity)
            .padding()
        }
    }
}

/// Every seat with its colour, letter, player and team; the one to move in
/// bold, one who dropped out faded (and said so in words).
struct SeatsLine: View {
    let view: GameView
    let strings: Strings

    private func seat(_ line: SeatLine) -> some View {
        HStack(spacing: 6) {
            SeatBadge(seat: line.seat, letter: line.letter)
            Text(line.text).fontWeight(line.toMove ? .bold : .regular)
        }
        .opacity(line.droppedOut ? 0.5 : 1)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(line.text)
    }
    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            if view.variant.isGroupGame {
                // Laid out as the home corners lie on the board: the left column is the board's left side.
                ForEach(Array(SeatLine.corners(view, strings: strings).enumerated()), id: \.offset) { _, row in
                    HStack(alignment: .top, spacing: 8) {
                        // Two equal columns; an empty corner (the trio's) keeps its column.
                        ForEach(Array(row.enumerated()), id: \.offset) { _, line in
                            HStack(spacing: 0) {
                                if let line { seat(line) }
                                Spacer(minLength: 0)
                            }
                            .frame(maxWidth: .infinity)
                        }
                    }
                }
            } else {
                ForEach(SeatLine.lines(view, strings: strings), id: \.seat) { line in seat(line) }
            }
            Text(strings.toMove(view)).font(.caption)
        }
    }
}

/// Who plays whom (ZabelKit's `GameOpening`), a seat a block: its line,
/// the Elo where there is one, a computer level's line, and with the
/// person's seat their chance against the level. Each seat is read out as one.
struct OpeningPane: View {
    let opening: GameOpening
    let strings: Strings
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            ForEach(opening.seats, id: \.seat) { seat in
                VStack(alignment: .leading, spacing: 2) {
                    Text(seat.who).font(.headline)
                    if let rating = seat.rating { Text(strings.elo(rating)).font(.footnote).foregroundStyle(.secondary) }
                    if let about = seat.about { Text(about).font(.footnote).foregroundStyle(.secondary) }
                    if let chance = seat.chance { Text(strings.chance(chance)).font(.subheadline) }
                }
                .accessibilityElement(children: .combine)
            }
        }
    }
}

#endif
