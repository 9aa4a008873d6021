import Foundation
import Observation

/// What a lesson just said: the line under its board shows some of it, and
/// VoiceOver hears all of it. The lesson's own words are the core's, in the
/// language the lesson was started in; the frame round them ("Task 1 of 3",
/// "Answered with …") is made when it is said.
public enum LessonNote: Equatable, Sendable {
    /// A task in view: the lesson begun, begun again, or the next one started.
    case task(String, step: UInt32, steps: UInt32)
    /// A piece picked, where it can go, and the pieces it would capture
    /// (as the core describes their squares: "f5, white man, would be captured").
    case picked(String, targets: [String], captures: [String])
    /// The rules do not allow the move: the rule in words, and the squares
    /// it names (the piece, what blocks it), shown on the board.
    case refused(String, squares: [String])
    /// A legal move that misses the task, the lesson's word for it; the
    /// board is back where the task began.
    case missed(String)
    /// The task done and the other seats' answers played; the next task follows.
    case answered([String], task: String, step: UInt32, steps: UInt32)
    /// The lesson done: its closing words.
    case done(String)
    /// A move that does the task, drawn as the hint's arrow.
    case hint(HintMove)

    /// The line under the board; nil where the board, the task line or the
    /// done panel already shows it.
    public func line(_ strings: Strings) -> String? {
        switch self {
        case .task, .picked, .done: return nil
        case .refused(let text, _), .missed(let text): return text
        case .answered(let replies, _, _, _): return replies.isEmpty ? nil : strings.learnAnswered(replies)
        case .hint(let move): return strings.learnHintText(move)
        }
    }

    /// What VoiceOver says, whole: a new task is read with its number.
    public func spoken(_ strings: Strings) -> String {
        switch self {
        case let .task(task, step, steps): return Self.task(task, step: step, steps: steps, strings)
        case let .picked(square, targets, captures):
            return ([strings.selected(square, targets: targets, naming: Announcement.namedTargets)] + captures).joined(separator: ". ")
        case .refused(let text, _), .missed(let text): return text
        case let .answered(replies, task, step, steps):
            let next = Self.task(task, step: step, steps: steps, strings)
            return replies.isEmpty ? next : [strings.learnAnswered(replies), next].joined(separator: " ")
        case .done(let text): return [strings.learnLessonDone, text].joined(separator: ". ")
        case .hint(let move): return strings.learnHintText(move)
        }
    }

    /// "Task 2 of 3. Capture the man on f5."
    private static func task(_ task: String, step: UInt32, steps: UInt32, _ strings: Strings) -> String {
        [strings.learnStep(step, of: steps), task].joined(separator: ". ")
    }
}

/// One lesson in play, as the Learn screen shows it: the core's `Lesson`
/// (its words, its board with the squares the task names) and what the last
/// tap brought. Every rule and every check is the core's; the core also
/// notes the lesson done when it ends. This forwards taps, asks for the
/// hint and the restart, and once done, starts the course's next lesson.
@MainActor
@Observable
public final class LearnModel {
    public private(set) var view: LessonView
    /// What the last action said; `notes` counts them, so two equal ones in a row are both said.
    public private(set) var note: LessonNote?
    public private(set) var notes = 0
    /// Once the lesson is done: the course's next lesson not done yet; nil
    /// while the lesson goes on, and when every lesson of the course is done.
    public private(set) var next: String?
    /// The hint asked for, drawn as an arrow until a move is made or refused.
    public private(set) var hinted: HintMove?
    /// The squares the last refusal names (the piece, what blocks it),
    /// crossed on the board for `flagTime`, or until the next tap.
    public var flagged: [String] { crosses.squares }
    /// How long a refusal's squares stay crossed (docs/design.md §4).
    public static let flagTime: Duration = RefusalCrosses.time
    /// The wait that ends the crosses; a later refusal or tap cancels it.
    var unflagging: Task<Void, Never>? { crosses.ending }
    @ObservationIgnored private let crosses: RefusalCrosses

    @ObservationIgnored private var lesson: any LessonProtocol
    @ObservationIgnored private let access: CoreAccess
    /// The language the lesson speaks, fixed when it starts.
    @ObservationIgnored private let language: String

    /// A wait of the given length.
    public typealias Pause = @Sendable (Duration) async throws -> Void
    /// The real clock's wait.
    nonisolated public static let clock: Pause = { try await Task.sleep(for: $0) }

    init(lesson: any LessonProtocol, access: CoreAccess, language: String, pause: @escaping Pause = LearnModel.clock) throws {
        self.lesson = lesson
        self.access = access
        self.language = language
        self.crosses = RefusalCrosses(pause: pause)
        view = try lesson.view()
        say(.task(view.task, step: view.step, steps: view.steps))
    }

    /// The lesson `id` as the core starts it, in `language`; nil (the banner
    /// says why) for a lesson the core does not know.
    static func start(_ id: String, access: CoreAccess, language: String, pause: @escaping Pause = LearnModel.clock) -> LearnModel? {
        access.attempt {
            try LearnModel(lesson: $0.startLesson(id: id, language: language), access: access, language: language, pause: pause)
        }
    }

    /// The course the lesson belongs to.
    public var course: LessonCourse { lessonCourse(variant: view.variant) }
    /// The task as VoiceOver reads its line: "Task 2 of 3. Capture the man
    /// on f5."; once done, "Lesson done".
    public func taskSpoken(_ strings: Strings) -> String {
        view.done ? strings.learnLessonDone : LessonNote.task(view.task, step: view.step, steps: view.steps).spoken(strings)
    }

    /// Done, and so is every other lesson of the course.
    public var courseDone: Bool { view.done && next == nil }

    /// The lesson's answer to `body`, or nil with the refusal in the banner.
    private func attempt<T>(_ body: () throws -> T) -> T? { access.attempt { _ in try body() } }

    private func say(_ said: LessonNote) {
        note = said
        notes += 1
    }

    /// Crosses `squares` on the board for `flagTime`; none: the crosses go now.
    private func flag(_ squares: [String]) { crosses.cross(squares) }

    /// A tap on the square `square`; the core says what it did.
    public func tap(_ square: String) {
        guard let feedback = attempt({ try self.lesson.tap(square: square) }),
              let fresh = attempt({ try self.lesson.view() }) else { return }
        view = fresh
        if feedback != .picked, feedback != .ignored { hinted = nil }
        if case .refused(_, let squares) = feedback { flag(squares) } else { flag([]) }
        switch feedback {
        case .picked:
            let targets = fresh.board.cells.filter { $0.mark == .target }.map { $0.name }
            let captures = fresh.board.cells.filter { $0.mark == .capturable }.map { $0.description }
            say(.picked(square, targets: targets, captures: captures))
        case let .refused(text, squares): say(.refused(text, squares: squares))
        case .missed(let text): say(.missed(text))
        case .next(let replies): say(.answered(replies, task: fresh.task, step: fresh.step, steps: fresh.steps))
        case .done(let text):
            next = access.attempt { try $0.lessonCourses(language: language) }?
                .first { $0.course == course }?.next
            say(.done(text))
        case .ignored: break
        }
    }

    /// A move that does the task, said in the line; none once the lesson is done.
    public func hint() {
        guard !view.done, let move = lesson.hint() else { return }
        let arrow = HintMove(from: move.from, to: move.to)
        hinted = arrow
        say(.hint(arrow))
    }

    /// Back to the lesson's first task.
    public func restart() {
        guard attempt({ try self.lesson.restart() }) != nil, let fresh = attempt({ try self.lesson.view() }) else { return }
        view = fresh
        next = nil
        hinted = nil
        flag([])
        say(.task(fresh.task, step: fresh.step, steps: fresh.steps))
    }

    /// The course's next lesson in place of this one, once this one is done.
    public func nextLesson() {
        guard view.done, let id = next,
              let started = access.attempt({ try $0.startLesson(id: id, language: language) }),
              let fresh = attempt({ try started.view() }) else { return }
        lesson = started
        view = fresh
        next = nil
        hinted = nil
        flag([])
        say(.task(fresh.task, step: fresh.step, steps: fresh.steps))
    }
}

/// The Learn screen's list: each course with its lessons, which are done,
/// and where to go on, the core's (it keeps the progress).
@MainActor
@Observable
public final class CourseList {
    public private(set) var courses: [CourseEntry] = []
    /// The one course shown, when opened beside its game's rules; nil: all of them.
    public private(set) var only: LessonCourse?
    @ObservationIgnored private let access: CoreAccess
    @ObservationIgnored private let strings: () -> Strings

    init(access: CoreAccess, strings: @escaping () -> Strings) {
        self.access = access
        self.strings = strings
    }

    /// Read again each time the list shows: a lesson may have been done since.
    func show(_ course: LessonCourse?) {
        only = course
        refresh()
    }

    func refresh() {
        courses = access.attempt { try $0.lessonCourses(language: strings().tag) } ?? []
    }

    /// The courses on the screen.
    public var shown: [CourseEntry] {
        guard let only else { return courses }
        return courses.filter { $0.course == only }
    }

    /// The course `course` as last read.
    public func entry(_ course: LessonCourse) -> CourseEntry? { courses.first { $0.course == course } }

    /// The list's columns: two side by side where the window is wide (an
    /// iPad, a large phone turned sideways: the regular horizontal size
    /// class), one on a phone; never more than the courses shown.
    public func columns(regularWidth: Bool) -> Int { max(min(regularWidth ? 2 : 1, shown.count), 1) }
}

extension CourseEntry {
    public var doneCount: Int { lessons.filter(\.done).count }

    /// The lesson the course's button starts: the next not done, else the first again.
    public var resume: String? { next ?? lessons.first?.id }

    /// The course's button: Start before any lesson is done, Continue after, Again from the start once all are.
    public func resumeLabel(_ strings: Strings) -> String {
        if next == nil { return strings.learnAgain }
        return doneCount == 0 ? strings.learnStart : strings.learnContinue
    }

    /// "3 of 12 done".
    public func progress(_ strings: Strings) -> String { strings.learnProgress(done: doneCount, total: lessons.count) }
}

extension Strings {
    public func learnProgress(done: Int, total: Int) -> String { t(.learnProgress, ["done": done, "total": total]) }
    /// "Try d4-d11."
    public func learnHintText(_ move: HintMove) -> String { t(.learnHintText, ["move": move.written]) }
    /// "Task 2 of 3".
    public func learnStep(_ step: UInt32, of steps: UInt32) -> String { t(.learnStep, ["step": Int(step), "steps": Int(steps)]) }
    /// "Answered with e5-e6." (several: "… e5-e6 and f2-f3.").
    public func learnAnswered(_ moves: [String]) -> String { t(.learnAnswered, ["moves": list(moves)]) }
    /// "New to Königszabel?"
    public func learnOfferTitle(_ variant: Variant) -> String { t(.learnOfferTitle, ["game": game(variant)]) }
}
