// iOS only: empty without UIKit, so the package builds and tests on macOS and Linux.
#if canImport(UIKit)
import SwiftUI
import ZabelKit

/// A lesson (docs/learn.md): the board with the squares the task names
/// tinted, the task with its number and a dice lesson's die, what the last
/// move brought, Hint and Start again; once done, "Lesson done" with the
/// lesson's closing words and the next lesson. In the game's frame
/// (`BoardScreen`): the board never scrolls away; under it (or beside it)
/// the rest scrolls. Every word is the core's or the catalog's; VoiceOver
/// hears the task and each tap's feedback as they come.
@MainActor
struct LearnView: View {
    let lesson: LearnModel
    let strings: Strings
    /// A new game of the course's game, once every lesson of it is done.
    let play: (Variant) -> Void
    /// The explanation shows open when a lesson begins and can be folded away.
    @State private var introShown = true

    var body: some View {
        let s = strings
        let view = lesson.view
        BoardScreen(columns: Int(view.board.width), rows: Int(view.board.height)) {
            board(s, view)
        } heading: {
            // The task over the board, as the game's prompt is; what it brought and the explanation under it.
            task(s, view)
        } panel: { beside, _ in
            VStack(alignment: .leading, spacing: 12) {
                if beside {
                    intro(view)
                    task(s, view)
                    outcome(s, view)
                } else {
                    outcome(s, view)
                    intro(view)
                }
            }
        }
        // Said once each: the task as it comes, and what every tap brought.
        .onChange(of: lesson.notes, initial: true) { _, _ in
            if let said = lesson.note?.spoken(strings) { AccessibilityNotification.Announcement(said).post() }
        }
        .onChange(of: view.id) { _, _ in introShown = true }
    }

    private func board(_ s: Strings, _ view: LessonView) -> some View {
        BoardGrid(board: view.board, marked: view.marked, flagged: lesson.flagged, hint: lesson.hinted,
                  actions: { BoardActions.actions(for: $0, on: view.board, strings: s) },
                  rotors: BoardActions.RotorKind.allCases.map { BoardActions.rotor($0, on: view.board, strings: s) },
                  zoomable: true) { lesson.tap($0) }
            .accessibilityElement(children: .contain)
            .accessibilityLabel(s.board)
            .accessibilityAction(named: s.learnHint) { lesson.hint() }
            .accessibilityAction(named: s.learnRestart) { lesson.restart() }
    }

    /// What the lesson teaches, in a few sentences, under its title.
    private func intro(_ view: LessonView) -> some View {
        DisclosureGroup(view.title, isExpanded: $introShown) {
            Text(view.intro).frame(maxWidth: .infinity, alignment: .leading)
        }
    }

    /// "Task 2 of 3" and the task, the die beside it in a dice lesson; once done, "Lesson done".
    private func task(_ s: Strings, _ view: LessonView) -> some View {
        HStack(alignment: .top, spacing: 12) {
            VStack(alignment: .leading, spacing: 4) {
                if view.done {
                    Label(s.learnLessonDone, systemImage: "checkmark.circle.fill").font(.headline)
                } else {
                    Text(s.learnStep(view.step, of: view.steps)).font(.subheadline).foregroundStyle(.secondary)
                    Text(view.task)
                }
            }
            // One element, "Task 2 of 3. Capture the man on f5.", and a heading, so VoiceOver finds it from anywhere.
            .accessibilityElement(children: .ignore)
            .accessibilityLabel(lesson.taskSpoken(s))
            .accessibilityAddTraits(.isHeader)
            Spacer(minLength: 0)
            if let roll = view.roll { DieFace(die: .value(value: roll), strings: s, side: 44) }
        }
    }

    /// While the lesson goes on: the line of what the last tap brought, Hint
    /// and Start again. Once done: its closing words and the next lesson, or
    /// with the whole course done, a game.
    @ViewBuilder private func outcome(_ s: Strings, _ view: LessonView) -> some View {
        if view.done {
            Text(view.task)
            if lesson.next != nil {
                Button(s.learnNext) { lesson.nextLesson() }.buttonStyle(.borderedProminent)
            } else {
                Text(s.learnCourseDone).font(.headline)
                Button(s.newGameOf(view.variant)) { play(view.variant) }.buttonStyle(.borderedProminent)
            }
            Button { lesson.restart() } label: { Label(s.learnRestart, systemImage: "arrow.counterclockwise") }
        } else {
            if let note = lesson.note, let line = note.line(s) {
                // Its sign is decoration: VoiceOver reads the words (and heard them when they came).
                Label(line, systemImage: icon(note))
                    .accessibilityElement(children: .ignore)
                    .accessibilityLabel(line)
            }
            ViewThatFits(in: .horizontal) {
                HStack(spacing: 12) { buttons(s) }
                VStack(alignment: .leading, spacing: 8) { buttons(s) }
            }
        }
    }

    @ViewBuilder private func buttons(_ s: Strings) -> some View {
        Button { lesson.hint() } label: { Label(s.learnHint, systemImage: "lightbulb") }
        Button { lesson.restart() } label: { Label(s.learnRestart, systemImage: "arrow.counterclockwise") }
    }

    /// The line's sign, so a refusal, a miss, the answer and a hint differ by more than their words' colour.
    private func icon(_ note: LessonNote) -> String {
        switch note {
        case .refused: return "nosign"
        case .missed: return "arrow.uturn.backward"
        case .answered: return "arrowshape.turn.up.left"
        case .hint: return "lightbulb"
        case .task, .picked, .done: return "info.circle"
        }
    }
}

/// The Learn screen's list: each course (all three, or from a game's rules
/// that game's), how many of its lessons are done, one button to go on
/// where the person left off, and every lesson with a check once done.
/// Two columns on an iPad (`CourseList.columns`), one on a phone.
@MainActor
struct CoursesView: View {
    let list: CourseList
    let strings: Strings
    let start: (String) -> Void
    @Environment(\.horizontalSizeClass) private var sizeClass

    var body: some View {
        let columns = list.columns(regularWidth: sizeClass == .regular)
        ScrollView {
            LazyVGrid(columns: Array(repeating: GridItem(.flexible(), spacing: 16, alignment: .top), count: columns),
                      alignment: .leading, spacing: 16) {
                ForEach(list.shown, id: \.course) { course in
                    CourseCard(course: course, strings: strings, start: start)
                }
            }
        }
    }
}

private struct CourseCard: View {
    let course: CourseEntry
    let strings: Strings
    let start: (String) -> Void
    @Environment(\.colorScheme) private var scheme

    var body: some View {
        let palette = Palette.of(scheme.board)
        VStack(alignment: .leading, spacing: 8) {
            Text(course.name).font(.title3).fontDesign(.serif).lineLimit(2).accessibilityAddTraits(.isHeader)
            Text(course.progress(strings)).font(.footnote).foregroundStyle(Color(palette.onSurfaceVariant))
            if let id = course.resume {
                Button(course.resumeLabel(strings)) { start(id) }.buttonStyle(.borderedProminent)
            }
            ForEach(course.lessons, id: \.id) { entry in
                Button { start(entry.id) } label: {
                    HStack(spacing: 12) {
                        Image(systemName: entry.done ? "checkmark.circle.fill" : "circle")
                            .foregroundStyle(Color(entry.done ? palette.primary : palette.outline))
                            .accessibilityHidden(true)
                        Text(entry.title).foregroundStyle(Color(palette.onSurface))
                        Spacer(minLength: 0)
                    }
                    .frame(minHeight: 48)
                    .contentShape(Rectangle())
                }
                // The check said in words, not by its sign alone.
                .accessibilityValue(entry.done ? strings.learnLessonDone : "")
            }
        }
        .padding(16)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(RoundedRectangle(cornerRadius: 12).fill(Color(palette.surfaceVariant)))
    }
}

/// The offer of a game's lessons before its first game (the core says when):
/// over the screen, which VoiceOver leaves meanwhile (`RootView`); "Show me"
/// starts the course, "No, thanks" goes on to the game and is remembered.
@MainActor
struct LessonOfferCard: View {
    let model: AppModel
    @Environment(\.colorScheme) private var scheme

    var body: some View {
        if let variant = model.lessonOffer {
            let s = model.strings
            let palette = Palette.of(scheme.board)
            ZStack {
                Color.black.opacity(0.35).accessibilityHidden(true)
                VStack(alignment: .leading, spacing: 12) {
                    Text(s.learnOfferTitle(variant)).font(.title3).fontDesign(.serif).accessibilityAddTraits(.isHeader)
                    Text(s.learnOfferText)
                    ViewThatFits(in: .horizontal) {
                        HStack(spacing: 12) { buttons(s) }
                        VStack(alignment: .leading, spacing: 8) { buttons(s) }
                    }
                }
                .padding(24)
                .frame(maxWidth: 480, alignment: .leading)
                .background(RoundedRectangle(cornerRadius: 12).fill(Color(palette.surface)))
                .padding(24)
            }
            .onAppear { AccessibilityNotification.Announcement(s.learnOfferTitle(variant)).post() }
        }
    }

    @ViewBuilder private func buttons(_ s: Strings) -> some View {
        Button(s.learnOfferYes) { model.acceptLessons() }.buttonStyle(.borderedProminent)
        Button(s.learnOfferNo) { model.declineLessons() }
    }
}
#endif
