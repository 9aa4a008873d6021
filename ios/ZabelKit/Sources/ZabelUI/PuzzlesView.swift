// iOS only: empty without UIKit, so the package builds and tests on macOS and Linux.
#if canImport(UIKit)
import Charts
import SwiftUI
import ZabelKit

/// Puzzles (issue 66): the game and the theme picked, the board with the
/// puzzle, its task in one line (the die beside it in EinStein), what the
/// last move brought, the rating's change once the attempt is decided,
/// "Show the move", "Try again" and "Next puzzle", then the player's puzzle
/// rating with its streak and history. In the board screens' frame
/// (`BoardScreen`): the board never scrolls away; under it (or beside it,
/// landscape and iPad) the rest scrolls. Every sentence is the core's or the
/// catalog's; VoiceOver hears the task and each move's feedback as they come.
@MainActor
struct PuzzlesView: View {
    let puzzles: PuzzleModel
    let strings: Strings

    var body: some View {
        content(strings)
            // Said once each: a task as it comes, and what every tap brought.
            .onChange(of: puzzles.notes, initial: true) { _, _ in
                if let said = puzzles.note?.spoken(strings) { AccessibilityNotification.Announcement(said).post() }
            }
    }

    @ViewBuilder private func content(_ s: Strings) -> some View {
        if let view = puzzles.view {
            BoardScreen(columns: Int(view.board.width), rows: Int(view.board.height)) {
                board(s, view)
            } heading: {
                task(s, view)
            } panel: { beside, _ in
                VStack(alignment: .leading, spacing: 12) {
                    if beside {
                        pickers(s)
                        task(s, view)
                    }
                    outcome(s, view)
                    standing(s)
                    if !beside { pickers(s) }
                }
            }
        } else {
            // No puzzle of this game (or theme) yet: the core's sentence and the app's line, and the way to the other game.
            ScrollView {
                VStack(alignment: .leading, spacing: 12) {
                    pickers(s)
                    if puzzles.unavailable {
                        // The core's words for what failed are in the banner; asking again may do.
                        Button(s.puzzleAgain) { puzzles.next() }.buttonStyle(.borderedProminent)
                    } else if case .noPuzzles(let variant) = puzzles.note {
                        Label(s.puzzleNoneText(variant), systemImage: "hourglass")
                    }
                    standing(s)
                }
            }
            .readableColumn()
        }
    }

    private func board(_ s: Strings, _ view: PuzzleView) -> some View {
        BoardGrid(board: view.board, flagged: puzzles.flagged, hint: puzzles.hinted,
                  actions: { BoardActions.actions(for: $0, on: view.board, strings: s) },
                  rotors: BoardActions.RotorKind.allCases.map { BoardActions.rotor($0, on: view.board, strings: s) },
                  zoomable: true) { puzzles.tap($0) }
            .accessibilityElement(children: .contain)
            .accessibilityLabel(s.board)
            .accessibilityAction(named: s.puzzleHint) { puzzles.hint() }
            .accessibilityAction(named: s.puzzleAgain) { puzzles.tryAgain() }
            .accessibilityAction(named: s.puzzleNext) { puzzles.next() }
    }

    /// The game (segmented, a menu at the largest text) and the theme.
    @ViewBuilder private func pickers(_ s: Strings) -> some View {
        Picker(s.game, selection: Binding(get: { puzzles.variant }, set: { puzzles.select($0) })) {
            ForEach(puzzles.variants, id: \.self) { variant in Text(s.shortGame(variant)).tag(variant) }
        }
        .modifier(AdaptivePickerStyle())
        if let themes = puzzles.standing?.themes, !themes.isEmpty {
            // "" stands for every theme: the picker's tags are one type.
            Picker(s.puzzleTheme, selection: Binding(get: { puzzles.theme ?? "" }, set: { puzzles.choose(theme: $0.isEmpty ? nil : $0) })) {
                Text(s.puzzleAnyTheme).tag("")
                ForEach(themes, id: \.code) { theme in Text(theme.name).tag(theme.code) }
            }
            .pickerStyle(.menu)
        }
    }

    /// "Puzzle 12 · Race to the corner · rated 1490" over the task, the die beside it in EinStein.
    private func task(_ s: Strings, _ view: PuzzleView) -> some View {
        HStack(alignment: .top, spacing: 12) {
            VStack(alignment: .leading, spacing: 4) {
                if let heading = puzzles.heading(s) {
                    Text(heading).font(.subheadline).foregroundStyle(.secondary)
                }
                // Never cut: at a large font the board gives it the room (`BoardScreenLayout`).
                Text(view.task)
            }
            // One element and a heading, so VoiceOver finds the task from anywhere.
            .accessibilityElement(children: .ignore)
            .accessibilityLabel([puzzles.heading(s), view.task].compactMap { $0 }.joined(separator: ". "))
            .accessibilityAddTraits(.isHeader)
            Spacer(minLength: 0)
            if let roll = view.roll { DieFace(die: .value(value: roll), strings: s, side: 44) }
        }
    }

    /// The line of what the last move brought, the rating's change once
    /// decided, and the buttons: Show the move while solving (with what it
    /// costs), Try again after a miss or a solve, Next puzzle.
    @ViewBuilder private func outcome(_ s: Strings, _ view: PuzzleView) -> some View {
        if let note = puzzles.note, let line = note.line(s) {
            // Its sign is decoration: VoiceOver reads the words (and heard them when they came).
            Label(line, systemImage: icon(note))
                .accessibilityElement(children: .ignore)
                .accessibilityLabel(line)
        }
        if let change = puzzles.change {
            Text(change.text).font(.headline)
        }
        ViewThatFits(in: .horizontal) {
            HStack(spacing: 12) { buttons(s, view) }
            VStack(alignment: .leading, spacing: 8) { buttons(s, view) }
        }
        if !puzzles.decided {
            Text(s.puzzleHintCost).font(.footnote).foregroundStyle(.secondary)
        }
    }

    @ViewBuilder private func buttons(_ s: Strings, _ view: PuzzleView) -> some View {
        if !view.solved && !view.failed {
            Button { puzzles.hint() } label: { Label(s.puzzleHint, systemImage: "lightbulb") }
        }
        if view.failed || view.solved {
            Button { puzzles.tryAgain() } label: { Label(s.puzzleAgain, systemImage: "arrow.counterclockwise") }
        }
        if puzzles.decided {
            Button { puzzles.next() } label: { Label(s.puzzleNext, systemImage: "arrow.right") }
                .buttonStyle(.borderedProminent)
        } else {
            Button { puzzles.next() } label: { Label(s.puzzleNext, systemImage: "arrow.right") }
        }
    }

    /// The player's puzzle rating in the core's sentence, the streak, and the history's chart.
    @ViewBuilder private func standing(_ s: Strings) -> some View {
        if let standing = puzzles.standing {
            Text(s.puzzleHistory).font(.headline).accessibilityAddTraits(.isHeader)
            Text(standing.text)
            if let streak = puzzles.streakLine(s) {
                Label(streak, systemImage: "flame").accessibilityElement(children: .ignore).accessibilityLabel(streak)
            }
            if let summary = puzzles.historySummary(s) {
                PuzzleHistoryChart(points: puzzles.history, summary: summary, strings: s)
            }
        }
    }

    /// The line's sign, so a refusal, a right move, a solve, a miss and a hint differ by more than their words.
    private func icon(_ note: PuzzleNote) -> String {
        switch note {
        case .refused: return "nosign"
        case .right: return "arrowshape.turn.up.left"
        case .solved: return "checkmark.circle.fill"
        case .wrong: return "xmark.circle"
        case .hint: return "lightbulb"
        case .task, .noPuzzles, .picked: return "info.circle"
        }
    }
}

/// The puzzle rating after each attempt: a small line chart whose ranges
/// and ticks are the rating chart's (`RatingChart`), without its
/// provisional band; VoiceOver reads it as one sentence.
private struct PuzzleHistoryChart: View {
    let points: [ChartPoint]
    let summary: String
    let strings: Strings

    var body: some View {
        let chart = RatingChart(points, start: nil)
        Chart {
            ForEach(chart.points, id: \.game) { point in
                LineMark(x: .value(strings.puzzles, point.game), y: .value(strings.puzzleHistory, point.rating))
                PointMark(x: .value(strings.puzzles, point.game), y: .value(strings.puzzleHistory, point.rating))
                    .symbolSize(chart.points.count > 60 ? 0 : 24)
            }
        }
        .chartXScale(domain: chart.xDomain)
        .chartYScale(domain: chart.yDomain)
        .frame(height: 160)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(summary)
    }
}
#endif
