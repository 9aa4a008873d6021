import Foundation
import XCTest
@testable import ZabelKit

/// Issue 65: the Learn screen's lesson and course list, and the offer of a
/// course before its first game, driven by taps against the real core.
@MainActor
final class LearnModelTests: XCTestCase {
    private var dir: URL!

    override func setUp() async throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent("zabel-learn-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    }

    override func tearDown() async throws {
        try? FileManager.default.removeItem(at: dir)
    }

    private let en = Strings.for("en")

    func testALessonTappedThroughIsDoneTheNextFollowsAndTheListSaysSo() async throws {
        let app = try AppModel(dataDirectory: dir)
        app.openLearn()
        XCTAssertEqual(app.screen, .learn)
        XCTAssertEqual(app.courses.shown.map(\.course), [.einstein, .koenigszabel, .group])
        let tafl = try XCTUnwrap(app.courses.entry(.koenigszabel))
        XCTAssertEqual(tafl.next, "tafl-moves")
        XCTAssertEqual(tafl.resumeLabel(en), en.learnStart)
        XCTAssertEqual(tafl.progress(en), "0 of \(tafl.lessons.count) done")

        app.startLesson("tafl-moves")
        XCTAssertEqual(app.screen, .lesson)
        let lesson = try XCTUnwrap(app.lesson)
        XCTAssertEqual(lesson.view.title, "Moving like a rook")
        XCTAssertEqual(lesson.view.marked, ["d4", "d11"], "the squares the task names")
        XCTAssertEqual(lesson.note, .task(lesson.view.task, step: 1, steps: 1))
        XCTAssertEqual(lesson.note?.spoken(en), "Task 1 of 1. " + lesson.view.task, "the task is read out")
        XCTAssertNil(lesson.note?.line(en))

        lesson.tap("d4")
        guard case .picked("d4", let targets, let captures) = lesson.note else { return XCTFail("\(String(describing: lesson.note))") }
        XCTAssertTrue(targets.contains("d11"))
        XCTAssertEqual(captures, [], "a man that captures nothing from here")
        XCTAssertTrue(lesson.note?.spoken(en).hasPrefix("Selected d4") ?? false)
        // VoiceOver's shortcuts on the lesson's board: the picked piece's moves, and the targets' rotor.
        let picked = try XCTUnwrap(lesson.view.board.cells.first { $0.name == "d4" })
        XCTAssertTrue(BoardActions.actions(for: picked, on: lesson.view.board, strings: en)
            .contains(BoardActions.Action(name: en.moveTo("d11"), taps: ["d11"])))
        XCTAssertTrue(BoardActions.rotor(.targets, on: lesson.view.board, strings: en).entries.contains { $0.square == "d11" })
        let said = lesson.notes
        lesson.tap("d11")
        XCTAssertTrue(lesson.view.done)
        XCTAssertEqual(lesson.note, .done(coreText(language: "en", key: "learn-tafl-moves-done")))
        XCTAssertEqual(lesson.notes, said + 1)
        XCTAssertEqual(lesson.note?.spoken(en).hasPrefix(en.learnLessonDone), true)
        XCTAssertNil(lesson.note?.line(en), "the done panel says it")
        XCTAssertEqual(lesson.next, "tafl-blocked")
        XCTAssertFalse(lesson.courseDone)

        lesson.nextLesson()
        XCTAssertEqual(lesson.view.id, "tafl-blocked")
        XCTAssertFalse(lesson.view.done)
        XCTAssertEqual(lesson.view.title, "What blocks a move")
        XCTAssertEqual(lesson.note, .task(lesson.view.task, step: 1, steps: lesson.view.steps))
        XCTAssertNil(lesson.next)

        app.back()
        XCTAssertEqual(app.screen, .learn)
        XCTAssertNil(app.lesson)
        let after = try XCTUnwrap(app.courses.entry(.koenigszabel))
        XCTAssertEqual(after.lessons.first?.done, true)
        XCTAssertEqual(after.lessons.dropFirst().first?.done, false)
        XCTAssertEqual(after.next, "tafl-blocked")
        XCTAssertEqual(after.resume, "tafl-blocked")
        XCTAssertEqual(after.resumeLabel(en), en.learnContinue)
        XCTAssertEqual(after.progress(en), "1 of \(after.lessons.count) done")
    }

    func testAWrongMoveIsRefusedInTheRulesWordsAMissIsToldAndTheHintAndRestartHelp() async throws {
        let app = try AppModel(dataDirectory: dir)
        app.startLesson("tafl-moves")
        let lesson = try XCTUnwrap(app.lesson)
        lesson.tap("d4")
        lesson.tap("e5")
        guard case .refused(let refusal, _) = lesson.note else { return XCTFail("\(String(describing: lesson.note))") }
        XCTAssertTrue(refusal.contains("e5"), refusal)
        XCTAssertEqual(lesson.note?.line(en), refusal, "the rule in words under the board")
        XCTAssertEqual(lesson.note?.spoken(en), refusal)
        XCTAssertFalse(lesson.view.done)

        lesson.tap("d4")
        XCTAssertEqual(lesson.flagged, [], "marked only while its refusal is the last word")
        lesson.tap("d9")
        let miss = coreText(language: "en", key: "learn-tafl-moves-miss")
        XCTAssertEqual(lesson.note, .missed(miss))
        XCTAssertEqual(lesson.note?.line(en), miss)
        XCTAssertNotNil(lesson.view.board.cells.first { $0.name == "d4" }?.piece, "back where the task began")
        XCTAssertNil(lesson.view.board.cells.first { $0.name == "d9" }?.piece)

        XCTAssertNil(lesson.hinted)
        lesson.hint()
        XCTAssertEqual(lesson.note, .hint(HintMove(from: "d4", to: "d11")), "the core's two squares")
        XCTAssertEqual(lesson.hinted, HintMove(from: "d4", to: "d11"), "drawn as the hint's arrow")
        XCTAssertEqual(lesson.note?.line(en), "Try d4-d11.")
        XCTAssertEqual(lesson.note?.line(Strings.for("de")), "Versuch d4-d11.")

        lesson.tap("d4")
        XCTAssertNotNil(lesson.hinted, "the arrow stays while its piece is picked")
        lesson.restart()
        XCTAssertNil(lesson.hinted)
        XCTAssertEqual(lesson.note, .task(lesson.view.task, step: 1, steps: 1))
        XCTAssertFalse(lesson.view.board.cells.contains { $0.mark == .moving }, "nothing picked after a restart")
        XCTAssertEqual(app.courses.entry(.koenigszabel)?.lessons.first?.done ?? false, false, "a wrong move does not count")
    }

    func testARefusedMoveShowsThePieceAndWhatBlocksItOnTheBoard() async throws {
        let app = try AppModel(dataDirectory: dir)
        app.startLesson("tafl-blocked")
        let lesson = try XCTUnwrap(app.lesson)
        lesson.tap("b4")
        lesson.tap("j4")
        guard case .refused(let text, let squares) = lesson.note else { return XCTFail("\(String(describing: lesson.note))") }
        XCTAssertEqual(squares, ["b4", "i4"])
        XCTAssertEqual(lesson.flagged, ["b4", "i4"])
        XCTAssertTrue(text.contains("i4"), text)
        XCTAssertEqual(BoardStyle.refused(.light).shape, .cross)
    }

    /// The crosses of a refusal go after `flagTime` (2 s, as the Compose
    /// app's), its words stay; a wait cut short by a tap clears nothing of
    /// what came after. The test's clock ends each wait when told to.
    func testARefusalsCrossesGoAfterTwoSecondsAndItsWordsStay() async throws {
        let waits = Waits()
        let zabel = try Zabel.open(dataDir: dir.path)
        let access = CoreAccess(core: zabel) { XCTFail("\($0)") }
        let lesson = try XCTUnwrap(LearnModel.start("tafl-blocked", access: access, language: "en") { await waits.wait($0) })
        lesson.tap("b4")
        lesson.tap("j4")
        XCTAssertEqual(lesson.flagged, ["b4", "i4"], "crossed at once")
        let refusal = lesson.note
        let first = try XCTUnwrap(lesson.unflagging)
        await waits.begun(1)
        XCTAssertEqual(waits.asked, [.seconds(2)])
        XCTAssertEqual(lesson.flagged, ["b4", "i4"], "crossed while the time runs")
        waits.end()
        await first.value
        XCTAssertEqual(LearnModel.flagTime, .seconds(2))
        XCTAssertEqual(lesson.flagged, [], "the crosses are gone")
        XCTAssertEqual(lesson.note, refusal, "the rule in words stays under the board")
        XCTAssertNotNil(lesson.note?.line(en))

        // Refused again: a tap between cancels the first wait, which then leaves the second refusal's crosses.
        lesson.tap("b4")
        lesson.tap("j4")
        let stale = try XCTUnwrap(lesson.unflagging)
        await waits.begun(2)
        lesson.tap("b4")
        XCTAssertEqual(lesson.flagged, [], "a tap clears them before their time")
        XCTAssertNil(lesson.unflagging)
        lesson.tap("j4")
        XCTAssertEqual(lesson.flagged, ["b4", "i4"])
        await waits.begun(3)
        waits.end()
        await stale.value
        XCTAssertEqual(lesson.flagged, ["b4", "i4"], "the cancelled wait clears nothing")
        waits.end()
        await lesson.unflagging?.value
        XCTAssertEqual(lesson.flagged, [])

        // A restart clears them too.
        lesson.tap("b4")
        lesson.tap("j4")
        lesson.restart()
        XCTAssertEqual(lesson.flagged, [])
    }

    /// Picking the piece of a capture task marks the man it would capture
    /// (the core's `Mark.capturable`), and VoiceOver hears it with the pick.
    func testThePieceAPickedOneWouldCaptureIsMarkedAndSaid() async throws {
        let app = try AppModel(dataDirectory: dir)
        app.startLesson("tafl-capture")
        let lesson = try XCTUnwrap(app.lesson)
        lesson.hint()
        XCTAssertEqual(lesson.hinted, HintMove(from: "h6", to: "e6"))
        lesson.tap("h6")
        let marked = lesson.view.board.cells.filter { $0.mark == .capturable }
        XCTAssertEqual(marked.map(\.name), ["e5"])
        let description = try XCTUnwrap(marked.first?.description)
        XCTAssertTrue(description.contains("would be captured"), description)
        XCTAssertEqual(lesson.note, .picked("h6", targets: lesson.view.board.cells.filter { $0.mark == .target }.map(\.name),
                                           captures: [description]))
        let spoken = try XCTUnwrap(lesson.note?.spoken(en))
        XCTAssertTrue(spoken.hasPrefix("Selected h6"), spoken)
        XCTAssertTrue(spoken.hasSuffix(description), spoken)
        XCTAssertNil(lesson.note?.line(en), "the board shows it")
        lesson.tap("e6")
        XCTAssertTrue(lesson.view.done)
        XCTAssertFalse(lesson.view.board.cells.contains { $0.mark == .capturable }, "gone with the move")
    }

    /// docs/design.md §4: the lessons' rose, as a sight over the piece (as
    /// the Compose app's), a shape no other mark has; the refusal a cross of its own.
    func testTheCapturableMarkIsARoseSightOfItsOwnShape() async {
        for scheme in BoardScheme.allCases {
            let style = BoardStyle.style(.capturable, occupied: true, scheme: scheme)
            XCTAssertEqual(style?.shape, .sight)
            XCTAssertEqual(style?.color, SeatPalette.RGB(scheme == .light ? 0xB0306A : 0xE87BAA))
            XCTAssertEqual(style?.color, BoardStyle.task(scheme).color, "the lessons' colour")
            let others = [Mark.choosable, .moving, .target, .lastFrom, .lastTo].flatMap { mark in
                [true, false].compactMap { BoardStyle.style(mark, occupied: $0, scheme: scheme)?.shape }
            } + [BoardStyle.task(scheme).shape, BoardStyle.refused(scheme).shape]
            XCTAssertFalse(others.contains(.sight), "told by its shape, not its colour alone")
            XCTAssertEqual(BoardStyle.refused(scheme).shape, .cross)
            XCTAssertEqual(others.filter { $0 == .cross }.count, 1, "the cross is the refusal's alone")
        }
    }

    /// The whole Königszabel course by its hints, through Next: each task's
    /// answers are said, and at the end the course is done and offers a game.
    func testTheKoenigszabelCourseIsDoneByItsHintsAndItsAnswersAreSaid() async throws {
        let app = try AppModel(dataDirectory: dir)
        app.openLearn(.koenigszabel)
        XCTAssertEqual(app.courses.shown.map(\.course), [.koenigszabel], "beside the game's rules: its course alone")
        let lessons = try XCTUnwrap(app.courses.entry(.koenigszabel)).lessons
        app.startLesson(try XCTUnwrap(app.courses.entry(.koenigszabel)?.resume))
        let lesson = try XCTUnwrap(app.lesson)
        var done: [String] = []
        var answered = 0
        for _ in 0..<200 where !lesson.courseDone {
            if lesson.view.done {
                done.append(lesson.view.id)
                lesson.nextLesson()
                continue
            }
            lesson.hint()
            guard case .hint(let move) = lesson.note else { return XCTFail("no hint in \(lesson.view.id)") }
            lesson.tap(move.from)
            lesson.tap(move.to)
            if case .answered(let replies, _, _, _) = lesson.note {
                answered += 1
                if !replies.isEmpty { XCTAssertEqual(lesson.note?.line(en), en.learnAnswered(replies)) }
            }
        }
        done.append(lesson.view.id)
        XCTAssertTrue(lesson.courseDone)
        XCTAssertEqual(done, lessons.map(\.id))
        XCTAssertGreaterThan(answered, 0, "some lesson has more than one task")
        app.back()
        let course = try XCTUnwrap(app.courses.entry(.koenigszabel))
        XCTAssertNil(course.next)
        XCTAssertEqual(course.resumeLabel(en), en.learnAgain)
        XCTAssertEqual(course.resume, lessons.first?.id, "again from the start")
    }

    func testTheOfferComesBeforeTheFirstGameOnceAndNotAfterANo() async throws {
        let app = try AppModel(dataDirectory: dir)
        app.chooseGame(.koenigszabel)
        XCTAssertEqual(app.lessonOffer, .koenigszabel)
        XCTAssertEqual(app.screen, .home, "asked before the new-game screen")
        app.go(.settings)
        XCTAssertNil(app.lessonOffer, "gone with the screen")
        app.go(.home)
        app.chooseGame(.koenigszabel)
        XCTAssertEqual(app.lessonOffer, .koenigszabel, "not answered: asked again")
        XCTAssertEqual(en.learnOfferTitle(.koenigszabel), "New to Königszabel?")
        app.declineLessons()
        XCTAssertNil(app.lessonOffer)
        XCTAssertEqual(app.screen, .opponents)
        XCTAssertEqual(app.newGame.variant, .koenigszabel)
        app.go(.home)
        app.chooseGame(.koenigszabel)
        XCTAssertNil(app.lessonOffer, "a no is remembered")
        XCTAssertEqual(app.screen, .opponents)

        // A no to the trio holds for the whole course of three and four.
        app.go(.home)
        app.chooseGame(.trio)
        XCTAssertEqual(app.lessonOffer, .trio)
        app.declineLessons()
        XCTAssertEqual(app.screen, .seats)
        app.go(.home)
        app.chooseGame(.quattroDiagonal)
        XCTAssertNil(app.lessonOffer)

        // "Show me" starts the course; once a lesson is done, no more offers.
        app.go(.home)
        app.chooseGame(.einstein)
        XCTAssertEqual(app.lessonOffer, .einstein)
        app.acceptLessons()
        XCTAssertNil(app.lessonOffer)
        XCTAssertEqual(app.screen, .lesson)
        let lesson = try XCTUnwrap(app.lesson)
        XCTAssertEqual(lesson.course, .einstein)
        XCTAssertEqual(lesson.view.id, app.courses.entry(.einstein)?.lessons.first?.id)
        for _ in 0..<20 where !lesson.view.done {
            lesson.hint()
            guard case .hint(let move) = lesson.note else { return XCTFail("no hint") }
            lesson.tap(move.from)
            lesson.tap(move.to)
        }
        XCTAssertTrue(lesson.view.done)
        app.go(.home)
        app.chooseGame(.einstein)
        XCTAssertNil(app.lessonOffer, "a lesson done: no more offers")
        XCTAssertEqual(app.screen, .opponents)
    }

    /// Two columns of courses on an iPad (regular width), one on a phone;
    /// a game's course alone (from its rules) takes the whole width.
    func testTheCoursesStandInTwoColumnsOnAWideWindow() async throws {
        let app = try AppModel(dataDirectory: dir)
        app.openLearn()
        XCTAssertEqual(app.courses.shown.count, 3)
        XCTAssertEqual(app.courses.columns(regularWidth: true), 2)
        XCTAssertEqual(app.courses.columns(regularWidth: false), 1)
        app.openLearn(.einstein)
        XCTAssertEqual(app.courses.columns(regularWidth: true), 1, "one course, one column")
    }

    /// VoiceOver reads the task line as one element with its number, then "Lesson done".
    func testTheTaskLineIsReadWithItsNumber() async throws {
        let app = try AppModel(dataDirectory: dir)
        app.startLesson("tafl-moves")
        let lesson = try XCTUnwrap(app.lesson)
        XCTAssertEqual(lesson.taskSpoken(en), "Task 1 of 1. " + lesson.view.task)
        XCTAssertEqual(lesson.taskSpoken(en), lesson.note?.spoken(en), "as it was announced")
        lesson.tap("d4")
        lesson.tap("d11")
        XCTAssertEqual(lesson.taskSpoken(en), en.learnLessonDone)
        XCTAssertEqual(lesson.taskSpoken(Strings.for("de")), Strings.for("de").learnLessonDone)
    }

    func testALessonsHintIsWrittenAsAPersonTypesIt() async {
        XCTAssertEqual(HintMove(from: "b2", to: "c3").written, "b2-c3")
        XCTAssertEqual(en.learnHintText(HintMove(from: "d4", to: "d11")), "Try d4-d11.")
    }

    func testTheTaskMarkIsATintOfItsOwn() async {
        for scheme in BoardScheme.allCases {
            let task = BoardStyle.task(scheme)
            XCTAssertEqual(task.shape, .tint)
            let others = [Mark.moving, .lastFrom].compactMap { BoardStyle.style($0, occupied: true, scheme: scheme) }
            XCTAssertFalse(others.contains { $0.color == task.color }, "not told from the selection or the last move")
        }
    }
}

/// A lesson's or a puzzle's clock in a test: each wait is noted and lasts until the test ends it.
@MainActor
final class Waits {
    private(set) var asked: [Duration] = []
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func wait(_ duration: Duration) async {
        asked.append(duration)
        await withCheckedContinuation { waiting.append($0) }
    }

    /// Until `count` waits have begun (the model's tasks run when the test yields).
    func begun(_ count: Int) async {
        for _ in 0..<1_000 where waiting.count + ended < count { await Task.yield() }
        XCTAssertEqual(asked.count, count, "waits begun")
    }

    private var ended = 0

    /// The oldest wait ends.
    func end() {
        guard !waiting.isEmpty else { return XCTFail("no wait to end") }
        ended += 1
        waiting.removeFirst().resume()
    }
}
