import Foundation
import XCTest
import ZabelKit

/// Told of every change; the core calls it from its own threads.
final class Recorder: GameListener, @unchecked Sendable {
    private let lock = NSLock()
    private var seen: [GameView] = []
    var onChange: ((GameView) -> Void)?

    func changed(view: GameView) {
        lock.lock()
        seen.append(view)
        lock.unlock()
        onChange?(view)
    }

    func thinking(progress: Double) {}

    var views: [GameView] {
        lock.lock()
        defer { lock.unlock() }
        return seen
    }
}

/// Whole games and their records, driven through the generated bindings.
final class BindingsTests: XCTestCase {
    private var dir: URL!

    override func setUpWithError() throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent("zabel-swift-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: dir)
    }

    private func against(_ level: UInt8, first: FirstMover = .random, seed: UInt64? = nil) -> GameConfig {
        GameConfig(red: .human, blue: .computer(level: level), first: first, redSetup: [], blueSetup: [], seed: seed)
    }

    /// What a player does next: roll, or tap the first square the core marks.
    private func humanStep(_ session: Session) throws {
        let view = try session.view()
        switch view.phase {
        case .roll: _ = try session.roll()
        case .chooseStone: try tapFirst(session, view, .choosable)
        case .chooseTarget: try tapFirst(session, view, .target)
        default: XCTFail("not a human step: \(view.phase)")
        }
    }

    private func tapFirst(_ session: Session, _ view: GameView, _ highlight: Highlight) throws {
        let cell = try XCTUnwrap(view.cells.first { $0.highlight == highlight })
        if case .ignored(let reason) = try session.tap(square: cell.square) {
            XCTFail("a marked square is never ignored: \(reason)")
        }
    }

    private func playToEnd(_ session: Session) async throws -> GameView {
        while true {
            let view = try session.view()
            switch view.phase {
            case .over: return view
            case .computerTurn: _ = try await session.aiTurn()
            default: try humanStep(session)
            }
        }
    }

    private func assertThrows<T>(_ expected: String, _ body: () throws -> T, file: StaticString = #filePath, line: UInt = #line) {
        do {
            _ = try body()
            XCTFail("expected ZabelError.\(expected)", file: file, line: line)
        } catch let error as ZabelError {
            let name = String(describing: error).prefix { $0 != "(" }
            XCTAssertEqual(String(name), expected, "\(error)", file: file, line: line)
        } catch {
            XCTFail("not a ZabelError: \(error)", file: file, line: line)
        }
    }

    func testAHumanPlaysTheComputerToTheEndIsRatedAndFindsTheGameInTheHistory() async throws {
        let zabel = try Zabel.open(dataDir: dir.path)
        let before = try zabel.rating(kind: .einstein)
        XCTAssertEqual(before.games, 0)
        let session = try zabel.newGame(config: against(2))
        let recorder = Recorder()
        session.setListener(listener: recorder)
        XCTAssertTrue(try session.view().rated)
        let view = try await playToEnd(session)

        let result = try XCTUnwrap(view.result)
        let change = try XCTUnwrap(view.ratingChange, "a rated game shows its rating change")
        XCTAssertEqual(change.before, before.rating)
        XCTAssertEqual(change.delta > 0, result.winner == .red)
        XCTAssertGreaterThanOrEqual(recorder.views.count, view.moves.count, "the listener heard every move")
        XCTAssertEqual(recorder.views.last?.phase, .over)

        let rating = try zabel.rating(kind: .einstein)
        XCTAssertEqual(rating.games, 1)
        XCTAssertEqual(rating.rating, change.after)
        XCTAssertEqual(try zabel.ratingHistory(kind: .einstein).map(\.change), [change])
        let history = try zabel.history(limit: 10, before: nil)
        XCTAssertEqual(history.count, 1)
        XCTAssertEqual(history[0].winner, result.winner)
        XCTAssertNil(try zabel.resume(), "nothing left in progress")

        let replay = try XCTUnwrap(try zabel.replay(gameId: history[0].id))
        XCTAssertEqual(Int(replay.plies()), view.moves.count)
        XCTAssertTrue(try replay.view(ply: 0).moves.isEmpty)
        XCTAssertEqual(try replay.view(ply: replay.plies()).moves, view.moves)
        assertThrows("BadGame") { try replay.view(ply: replay.plies() + 1) }
        let reviews = try await replay.review()
        XCTAssertEqual(reviews.count, view.moves.count)
        XCTAssertTrue(reviews.allSatisfy { $0.loss >= 0 && $0.best.winProbability >= $0.played.winProbability - 1e-9 })
    }

    func testAReopenedAppResumesTheInterruptedGameExactly() throws {
        var before: GameView?
        do {
            let zabel = try Zabel.open(dataDir: dir.path)
            let session = try zabel.newGame(config: against(3, first: .red))
            _ = try session.roll()
            before = try session.view()
        }
        // Both objects are gone here, so the database is closed.
        let zabel = try Zabel.open(dataDir: dir.path)
        let session = try XCTUnwrap(try zabel.resume(), "the game was saved")
        XCTAssertEqual(try session.view(), before)
    }

    func testAComputersTurnIsCancelledAndLeftUnplayed() async throws {
        let zabel = try Zabel.open(dataDir: dir.path)
        let watch = GameConfig(red: .computer(level: 8), blue: .computer(level: 8), first: .red, redSetup: [], blueSetup: [], seed: 7)
        let session = try zabel.newGame(config: watch)
        var cancelled = false
        for _ in 0..<40 where !cancelled {
            if try session.view().phase == .over { break }
            let movesBefore = try session.view().moves.count
            // Cancelling a Swift Task does not stop the Rust future: cancel() does.
            let turn = Task { try await session.aiTurn() }
            try await Task.sleep(nanoseconds: 5_000_000)
            session.cancel()
            let view = try await turn.value
            cancelled = view.moves.count == movesBefore
        }
        XCTAssertTrue(cancelled, "one turn was cancelled before it moved")
        XCTAssertEqual(try session.view().phase, .computerTurn)
        _ = try await session.aiTurn()
    }

    func testBadInputIsATypedErrorNeverACrash() async throws {
        let file = dir.appendingPathComponent("not-a-directory")
        _ = FileManager.default.createFile(atPath: file.path, contents: Data())
        assertThrows("DataDirectory") { try Zabel.open(dataDir: file.appendingPathComponent("data").path) }

        let zabel = try Zabel.open(dataDir: dir.appendingPathComponent("data").path)
        assertThrows("NoSuchLevel") { try zabel.newGame(config: self.against(99)) }
        var badSetup = against(2)
        badSetup.redSetup = [Placement(stone: 1, square: Square(file: 4, rank: 4))]
        assertThrows("BadSetup") { try zabel.newGame(config: badSetup) }
        var french = try zabel.settings()
        french.language = "fr"
        assertThrows("BadSettings") { try zabel.saveSettings(settings: french) }

        let bad = dir.appendingPathComponent("bad.json")
        try "{ not a backup".write(to: bad, atomically: true, encoding: .utf8)
        assertThrows("Backup") { try zabel.importBackup(path: bad.path) }
        XCTAssertTrue(try zabel.history(limit: 10, before: nil).isEmpty, "a bad backup changes nothing")

        let session = try zabel.newGame(config: against(2, first: .red))
        assertThrows("BadSquare") { try session.tap(square: Square(file: 5, rank: 0)) }
        XCTAssertEqual(try session.tap(square: Square(file: 0, rank: 0)), .ignored(reason: .rollFirst))
        do {
            _ = try await session.aiTurn()
            XCTFail("not the computer's turn")
        } catch ZabelError.NotComputersTurn {}
        assertThrows("NothingToUndo") { try session.undo() }
        _ = try session.resign()
        assertThrows("GameOver") { try session.roll() }
    }

    func testABackupExportedFromOneAppIsImportedByAnother() async throws {
        let backup = dir.appendingPathComponent("backup.json").path
        var record = ""
        do {
            let zabel = try Zabel.open(dataDir: dir.appendingPathComponent("a").path)
            _ = try await playToEnd(try zabel.newGame(config: against(1)))
            try zabel.exportBackup(path: backup)
            record = try zabel.history(limit: 1, before: nil)[0].record
        }
        let zabel = try Zabel.open(dataDir: dir.appendingPathComponent("b").path)
        XCTAssertEqual(try zabel.importBackup(path: backup), ImportReport(added: 1, skipped: 0))
        XCTAssertEqual(try zabel.importBackup(path: backup), ImportReport(added: 0, skipped: 1))
        XCTAssertEqual(try zabel.history(limit: 1, before: nil)[0].record, record)
        XCTAssertEqual(try zabel.rating(kind: .einstein).games, 1)
    }

    func testAListenerMayCallBackIntoTheSession() throws {
        let zabel = try Zabel.open(dataDir: dir.path)
        let session = try zabel.newGame(config: against(1, first: .red))
        let recorder = Recorder()
        var phases: [Phase] = []
        recorder.onChange = { [unowned session] _ in phases.append((try? session.view().phase) ?? .over) }
        session.setListener(listener: recorder)
        _ = try session.roll()
        XCTAssertEqual(phases.count, 1)
    }

    func testTheSetupSquaresOpponentsAndSettingsComeFromTheCore() throws {
        let arrangement = randomSetup(side: .red)
        XCTAssertEqual(try setupCells(side: .red, arrangement: arrangement).filter { $0.highlight == .target }.count, 6)
        XCTAssertEqual(Set(arrangement.map(\.stone)), Set(1...6))
        let zabel = try Zabel.open(dataDir: dir.path)
        var own = against(2, first: .red)
        own.redSetup = arrangement
        let session = try zabel.newGame(config: own)
        let placed = try session.view().cells.compactMap { cell in cell.piece.flatMap { $0.side == .red ? "\(cell.name)=\($0.number)" : nil } }
        let expected = arrangement.map { p in "\(["a", "b", "c", "d", "e"][Int(p.square.file)])\(p.square.rank + 1)=\(p.stone)" }
        XCTAssertEqual(Set(placed), Set(expected))

        let opponents = try zabel.opponents(kind: .einstein)
        XCTAssertEqual(opponents.count, 8)
        XCTAssertTrue(zip(opponents, opponents.dropFirst()).allSatisfy { $0.expectedScore >= $1.expectedScore })
        XCTAssertNotNil(try zabel.suggestedOpponent(kind: .einstein))
        var german = try zabel.settings()
        german.language = "de"
        try zabel.saveSettings(settings: german)
        XCTAssertEqual(try zabel.settings(), german)
    }

    func testManySessionsInSequenceLeaveNothingBehind() throws {
        let zabel = try Zabel.open(dataDir: dir.path)
        let baseline = liveObjects()
        for i in 0..<300 {
            let session = try zabel.newGame(config: against(UInt8(1 + i % 3), seed: UInt64(i)))
            _ = try session.view()
        }
        XCTAssertEqual(liveObjects(), baseline, "every session was freed")
    }

    /// The cost of one `view()` through the FFI, for the notes (not a timed test).
    func testMeasureViewCost() throws {
        let zabel = try Zabel.open(dataDir: dir.path)
        let session = try zabel.newGame(config: against(2, first: .red))
        _ = try session.roll()
        var samples: [Double] = []
        let first = try session.view()
        for _ in 0..<20 {
            let start = DispatchTime.now().uptimeNanoseconds
            for _ in 0..<500 { XCTAssertEqual(try session.view().cells.count, first.cells.count) }
            samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 500 / 1000)
        }
        samples.sort()
        print(String(format: "swift: view() through the FFI, median %.1f µs (20 × 500 calls)", samples[samples.count / 2]))
    }
}
