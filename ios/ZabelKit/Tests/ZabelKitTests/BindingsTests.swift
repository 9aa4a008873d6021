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
        GameConfig(players: [.human, .computer(level: level)],
                   options: .einstein(first: first, redSetup: [], blueSetup: []), seed: seed)
    }

    private func withRedSetup(_ config: GameConfig, _ placements: [Placement]) -> GameConfig {
        var config = config
        if case .einstein(let first, _, let blue) = config.options {
            config.options = .einstein(first: first, redSetup: placements, blueSetup: blue)
        }
        return config
    }

    /// What a player does next: roll, or tap the first square the core marks.
    private func humanStep(_ session: Session) throws {
        let view = try session.view()
        switch view.phase {
        case .roll: _ = try session.roll()
        case .choosePiece: try tapFirst(session, view, .choosable)
        case .chooseTarget: try tapFirst(session, view, .target)
        default: XCTFail("not a human step: \(view.phase)")
        }
    }

    private func tapFirst(_ session: Session, _ view: GameView, _ mark: Mark) throws {
        let cell = try XCTUnwrap(view.board.cells.first { $0.mark == mark })
        if case .ignored(let reason) = try session.tap(square: cell.name) {
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
        let before = try zabel.rating(variant: .einstein)
        XCTAssertEqual(before.games, 0)
        let session = try zabel.newGame(config: against(2))
        let recorder = Recorder()
        session.setListener(listener: recorder)
        XCTAssertTrue(try session.view().rated)
        let view = try await playToEnd(session)

        let result = try XCTUnwrap(view.result)
        let change = try XCTUnwrap(view.ratingChange, "a rated game shows its rating change")
        XCTAssertEqual(change.before, before.rating)
        XCTAssertEqual(result.scores.count, 2)
        XCTAssertEqual(change.delta > 0, result.winner == 0, "seat 0 is the human")
        XCTAssertEqual(result.scores[0] == .win, result.winner == 0)
        XCTAssertGreaterThanOrEqual(recorder.views.count, view.moves.count, "the listener heard every move")
        XCTAssertEqual(recorder.views.last?.phase, .over)

        let rating = try zabel.rating(variant: .einstein)
        XCTAssertEqual(rating.games, 1)
        XCTAssertEqual(rating.rating, change.after)
        XCTAssertEqual(try zabel.ratingHistory(variant: .einstein).map(\.change), [change])
        let history = try zabel.history(limit: 10, before: nil)
        XCTAssertEqual(history.count, 1)
        XCTAssertEqual(history[0].variant, .einstein)
        XCTAssertEqual(history[0].players, [.human, .computer(level: 2)])
        XCTAssertEqual(history[0].result, result)
        XCTAssertTrue(history[0].rated)
        XCTAssertEqual(history[0].ratingChange, change)
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
        let watch = GameConfig(players: [.computer(level: 8), .computer(level: 8)],
                               options: .einstein(first: .red, redSetup: [], blueSetup: []), seed: 7)
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
        let badSetup = withRedSetup(against(2), [Placement(stone: 1, square: "e5")])
        assertThrows("BadSetup") { try zabel.newGame(config: badSetup) }
        let offBoard = withRedSetup(against(2), [Placement(stone: 1, square: "z9")])
        assertThrows("BadSquare") { try zabel.newGame(config: offBoard) }
        let threePlayers = GameConfig(players: [.human, .human, .human], options: .koenigszabel(shieldwall: false), seed: nil)
        assertThrows("BadConfig") { try zabel.newGame(config: threePlayers) }
        var french = try zabel.settings()
        french.language = "fr"
        assertThrows("BadSettings") { try zabel.saveSettings(settings: french) }

        let bad = dir.appendingPathComponent("bad.json")
        try "{ not a backup".write(to: bad, atomically: true, encoding: .utf8)
        assertThrows("Backup") { try zabel.importBackup(path: bad.path) }
        XCTAssertTrue(try zabel.history(limit: 10, before: nil).isEmpty, "a bad backup changes nothing")

        let session = try zabel.newGame(config: against(2, first: .red))
        // Before the roll any tap is answered "roll first"; the name is checked once a tap can mean something.
        XCTAssertEqual(try session.tap(square: "a1"), .ignored(reason: .rollFirst))
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
        XCTAssertEqual(try zabel.rating(variant: .einstein).games, 1)
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
        let board = try setupBoard(side: .red, arrangement: arrangement, players: [.human, .computer(level: 2)])
        XCTAssertEqual(board.cells.filter { $0.mark == .target }.map(\.name).sorted(), ["a1", "a2", "a3", "b1", "b2", "c1"])
        XCTAssertEqual(board.cells.last?.name, "a1", "turned as the game will be: Red's corner at the person's hand")
        XCTAssertEqual(try setupBoard(side: .red, arrangement: arrangement, players: [.human, .human]).cells.first?.name, "a1", "friends: as drawn")
        XCTAssertEqual(board.cells.filter { $0.piece != nil }.count, 6)
        XCTAssertEqual(Set(arrangement.map(\.stone)), Set(1...6))
        let swapped = try XCTUnwrap(try swapInSetup(side: .red, arrangement: arrangement, a: "a1", b: "c1"))
        let stone = { (square: String, placements: [Placement]) in placements.first { $0.square == square }?.stone }
        XCTAssertEqual(stone("a1", swapped), stone("c1", arrangement))
        XCTAssertNil(try swapInSetup(side: .red, arrangement: arrangement, a: "a1", b: "e5"), "off the triangle: nothing")
        let zabel = try Zabel.open(dataDir: dir.path)
        let session = try zabel.newGame(config: withRedSetup(against(2, first: .red), arrangement))
        let view = try session.view()
        XCTAssertEqual(view.variant, .einstein)
        XCTAssertEqual(view.seats.map(\.player), [.human, .computer(level: 2)])
        XCTAssertNotNil(view.die, "EinStein has a die")
        let placed = view.board.cells.compactMap { cell in cell.piece.flatMap { $0.seat == 0 ? "\(cell.name)=\($0.label)" : nil } }
        XCTAssertEqual(Set(placed), Set(arrangement.map { "\($0.square)=\($0.stone)" }))
        XCTAssertTrue(view.board.cells.allSatisfy { $0.piece?.kind ?? .stone == .stone })

        let opponents = try zabel.opponents(variant: .einstein)
        XCTAssertEqual(opponents.count, 8)
        XCTAssertTrue(zip(opponents, opponents.dropFirst()).allSatisfy { $0.expectedScore >= $1.expectedScore })
        XCTAssertNotNil(try zabel.suggestedOpponent(variant: .einstein, seat: nil))
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
            for _ in 0..<500 { XCTAssertEqual(try session.view().board.cells.count, first.board.cells.count) }
            samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 500 / 1000)
        }
        samples.sort()
        print(String(format: "swift: 5×5 view() through the FFI, median %.1f µs (20 × 500 calls)", samples[samples.count / 2]))

        let tafl = try zabel.newGame(config: koenigszabel())
        var taflSamples: [Double] = []
        for _ in 0..<20 {
            let start = DispatchTime.now().uptimeNanoseconds
            for _ in 0..<100 { XCTAssertEqual(try tafl.view().board.cells.count, 169) }
            taflSamples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 100 / 1000)
        }
        taflSamples.sort()
        print(String(format: "swift: 13×13 view() through the FFI, median %.1f µs (20 × 100 calls)", taflSamples[taflSamples.count / 2]))
    }

    private func koenigszabel(shieldwall: Bool = false) -> GameConfig {
        GameConfig(players: [.human, .human], options: .koenigszabel(shieldwall: shieldwall), seed: nil)
    }

    func testTwoHumansPlayAWholeKoenigszabelGameByTapsAndItReplaysFromTheHistory() async throws {
        let zabel = try Zabel.open(dataDir: dir.path)
        let session = try zabel.newGame(config: koenigszabel())
        let start = try session.view()
        XCTAssertEqual(start.variant, .koenigszabel)
        XCTAssertNil(start.die, "no die in Königszabel")
        XCTAssertEqual(start.phase, .choosePiece)
        XCTAssertEqual(start.seats.map(\.player), [.human, .human])
        XCTAssertEqual(start.seats.filter(\.toMove).count, 1)
        let board = start.board
        XCTAssertEqual([board.width, board.height], [13, 13])
        XCTAssertEqual(board.cells.count, 169)
        XCTAssertEqual(board.files.count, 13)
        XCTAssertEqual(board.ranks.count, 13)
        XCTAssertEqual(board.cells[0].name, "a13", "drawn from the top left")
        XCTAssertEqual(board.cells[168].name, "m1")
        let cell = { (name: String) in board.cells.first { $0.name == name } }
        XCTAssertEqual(cell("g7")?.terrain, .throne)
        XCTAssertEqual(cell("g7")?.piece?.kind, .king)
        for corner in ["a1", "a13", "m1", "m13"] { XCTAssertEqual(cell(corner)?.terrain, .castle, corner) }
        XCTAssertEqual(board.cells.filter { $0.piece?.kind == .king }.count, 1)
        XCTAssertEqual(Set(board.cells.compactMap { $0.piece?.seat }), [0, 1])
        XCTAssertTrue(board.cells.allSatisfy { !$0.description.isEmpty && $0.description.hasPrefix($0.name) })
        XCTAssertThrowsError(try session.roll(), "nothing to roll") { error in
            XCTAssertEqual(String(describing: error).prefix { $0 != "(" }, "NoDice")
        }
        XCTAssertEqual(try session.tap(square: "a1"), .ignored(reason: .notChoosable), "an empty castle is not a piece")
        assertThrows("BadSquare") { try session.tap(square: "n14") }
        assertThrows("BadSquare") { try session.tap(square: "") }

        var taps = 0
        var view = start
        while view.phase != .over {
            switch view.phase {
            case .choosePiece:
                let piece = try XCTUnwrap(view.board.cells.first { $0.mark == .choosable })
                XCTAssertEqual(try session.tap(square: piece.name), .selected(square: piece.name))
            case .chooseTarget:
                XCTAssertEqual(view.board.cells.filter { $0.mark == .moving }.count, 1)
                let target = try XCTUnwrap(view.board.cells.first { $0.mark == .target })
                guard case .moved = try session.tap(square: target.name) else { return XCTFail("a target moves") }
            default:
                return XCTFail("two humans never wait for \(view.phase)")
            }
            taps += 1
            XCTAssertLessThan(taps, 5_000, "the game ends")
            if taps >= 5_000 { return }
            view = try session.view()
        }
        let result = try XCTUnwrap(view.result)
        XCTAssertEqual(result.scores.count, 2, "a score per seat")
        XCTAssertEqual(result.winner == nil, result.scores.allSatisfy { $0 == .draw })
        if let winner = result.winner {
            XCTAssertEqual(result.scores[Int(winner)], .win)
            XCTAssertEqual(result.scores[1 - Int(winner)], .loss)
        }
        XCTAssertFalse(view.rated, "no computer, no rating")
        XCTAssertEqual(view.moves.count, taps / 2)
        let last = try XCTUnwrap(view.lastMove)
        XCTAssertEqual(view.board.cells.first { $0.name == last.to }?.mark, .lastTo)
        XCTAssertEqual(try session.tap(square: "g7"), .ignored(reason: .gameOver))
        print("swift: Königszabel by taps ended after \(view.moves.count) plies: \(result.reason), scores \(result.scores)")

        // The finished game is in the history, as any game is, and replays.
        let history = try zabel.history(limit: 10, before: nil)
        XCTAssertEqual(history.count, 1)
        let summary = history[0]
        XCTAssertEqual(summary.id, view.gameId)
        XCTAssertEqual(summary.variant, .koenigszabel)
        XCTAssertEqual(summary.players, [.human, .human])
        XCTAssertEqual(summary.result, result)
        XCTAssertFalse(summary.rated)
        XCTAssertNil(summary.ratingChange)
        XCTAssertFalse(summary.record.isEmpty)
        XCTAssertNil(try zabel.resume(), "nothing left in progress")

        let replay = try XCTUnwrap(try zabel.replay(gameId: summary.id))
        XCTAssertEqual(replay.game(), summary)
        XCTAssertEqual(Int(replay.plies()), view.moves.count)
        let first = try replay.view(ply: 0)
        XCTAssertEqual(first.variant, .koenigszabel)
        XCTAssertEqual([first.board.width, first.board.height], [13, 13])
        XCTAssertEqual(first.board.cells.count, 169)
        XCTAssertNil(first.die, "no die in a Königszabel replay")
        XCTAssertTrue(first.moves.isEmpty)
        XCTAssertNil(first.result)
        XCTAssertEqual(first.board.cells.first { $0.name == "g7" }?.piece?.kind, .king)
        let second = try replay.view(ply: 1)
        XCTAssertEqual(second.moves, Array(view.moves.prefix(1)))
        XCTAssertNil(second.die)
        let end = try replay.view(ply: replay.plies())
        XCTAssertEqual(end.result, result)
        XCTAssertEqual(end.moves, view.moves)
        let pieces = { (board: Board) in board.cells.map { "\($0.name)=\($0.piece.map { "\($0.seat)\($0.kind)" } ?? "")" } }
        XCTAssertEqual(pieces(end.board), pieces(view.board), "the replay ends on the final position")
        assertThrows("BadGame") { try replay.view(ply: replay.plies() + 1) }

        // Its review (about a second a ply in a debug build) is stopped after
        // a while and gives the plies judged so far, none with a die.
        let review = Task { try await replay.review() }
        try await Task.sleep(nanoseconds: 1_500_000_000)
        replay.cancel()
        let reviews = try await review.value
        XCTAssertLessThanOrEqual(reviews.count, view.moves.count)
        XCTAssertEqual(reviews.map(\.number), (0..<reviews.count).map { UInt32($0 + 1) }, "the first plies, in order")
        XCTAssertTrue(reviews.allSatisfy { $0.roll == nil }, "Königszabel has no die")
        for ply in reviews { assertPlayed(ply, as: view.moves[Int(ply.number) - 1]) }
        print("swift: a cancelled Königszabel review kept \(reviews.count) of \(view.moves.count) plies")
    }

    /// A reviewed Königszabel ply: the move played is the record's (which
    /// adds the captures), the best is at least as good, both as `from-to`.
    private func assertPlayed(_ ply: PlyReview, as recorded: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(ply.played.notation, "\(ply.played.from)-\(ply.played.to)", file: file, line: line)
        XCTAssertEqual(ply.best.notation, "\(ply.best.from)-\(ply.best.to)", file: file, line: line)
        XCTAssertTrue(recorded.hasPrefix(ply.played.notation), "\(recorded) is \(ply.played.notation)", file: file, line: line)
        XCTAssertGreaterThanOrEqual(ply.best.winProbability, ply.played.winProbability - 1e-9, file: file, line: line)
        XCTAssertTrue((0.0...1.0).contains(ply.played.winProbability), file: file, line: line)
        XCTAssertEqual(ply.loss, max(0, ply.best.winProbability - ply.played.winProbability), accuracy: 1e-9, file: file, line: line)
    }

    func testAShortKoenigszabelGameIsReviewedPlyByPlyWithoutADie() async throws {
        let zabel = try Zabel.open(dataDir: dir.path)
        let session = try zabel.newGame(config: koenigszabel())
        for _ in 0..<3 {
            try humanStep(session)
            try humanStep(session)
        }
        let view = try session.resign()
        XCTAssertEqual(view.moves.count, 3)
        XCTAssertEqual(view.result?.reason, .resigned)
        XCTAssertEqual(view.result?.winner, 0, "the defenders were to move and resigned")

        let replay = try XCTUnwrap(try zabel.replay(gameId: try XCTUnwrap(view.gameId)))
        let reviews = try await replay.review()
        XCTAssertEqual(reviews.map(\.number), [1, 2, 3], "one review a ply")
        XCTAssertEqual(reviews.map(\.roll), [nil, nil, nil], "no die in Königszabel")
        for (ply, recorded) in zip(reviews, view.moves) { assertPlayed(ply, as: recorded) }
        print("swift: Königszabel review \(reviews.map { "\($0.played.notation) \($0.verdict) \(String(format: "%.2f", $0.played.winProbability))" })")
    }

    func testARatedKoenigszabelGameCountsOnItsOwnRatingOnly() async throws {
        let zabel = try Zabel.open(dataDir: dir.path)
        let einstein = try zabel.rating(variant: .einstein)
        let before = try zabel.rating(variant: .koenigszabel)
        XCTAssertEqual(before.games, 0)
        XCTAssertTrue(before.provisional)
        let opponents = try zabel.opponents(variant: .koenigszabel)
        XCTAssertEqual(opponents.first?.level, 1, "level 1 is rated")
        XCTAssertEqual(opponents.first?.rating, 1000, "the random mover anchors the scale")
        XCTAssertEqual(opponents.first?.name, "Thrall")
        XCTAssertNotNil(try zabel.suggestedOpponent(variant: .koenigszabel, seat: nil))
        // The attackers' measured weakness: their fair match is no stronger than the defenders'.
        XCTAssertTrue(sidesDiffer(variant: .koenigszabel) && !sidesDiffer(variant: .einstein))
        let attacking = try XCTUnwrap(try zabel.suggestedOpponent(variant: .koenigszabel, seat: .first))
        let defending = try XCTUnwrap(try zabel.suggestedOpponent(variant: .koenigszabel, seat: .second))
        XCTAssertLessThanOrEqual(attacking.rating, defending.rating)
        // Every level, rated or not, for the new-game screen.
        let levels = try zabel.levels(variant: .koenigszabel)
        XCTAssertEqual(levels.map(\.level), Array(1...8))
        XCTAssertTrue(levels.allSatisfy { !$0.name.isEmpty })
        XCTAssertEqual(levels.filter { $0.rating != nil }.map(\.level), opponents.map(\.level), "the rated levels are the opponents")
        XCTAssertEqual(levels[0].rating, 1000)
        XCTAssertEqual(levels[0].name, opponents[0].name)
        XCTAssertEqual(try zabel.levels(variant: .einstein).map(\.level), Array(1...8))
        // A level without a measured rating (level 2 today) is no rated opponent.
        if !opponents.contains(where: { $0.level == 2 }) {
            let unrated = try zabel.newGame(config: GameConfig(players: [.computer(level: 2), .human],
                                                                options: .koenigszabel(shieldwall: false), seed: 3))
            XCTAssertFalse(try unrated.view().rated, "level 2 has no measured rating")
        }

        // The human defends against level 1 and resigns once the computer has moved.
        let session = try zabel.newGame(config: GameConfig(players: [.computer(level: 1), .human],
                                                           options: .koenigszabel(shieldwall: false), seed: 5))
        XCTAssertTrue(try session.view().rated)
        XCTAssertEqual(try session.view().phase, .computerTurn, "the attackers move first")
        let moved = try await session.aiTurn()
        XCTAssertEqual(moved.moves.count, 1)
        XCTAssertNil(moved.die)
        let view = try session.resign()
        let result = try XCTUnwrap(view.result)
        XCTAssertEqual(result, GameResult(scores: [.win, .loss], winner: 0, reason: .resigned))
        let change = try XCTUnwrap(view.ratingChange)
        XCTAssertLessThan(change.delta, 0)
        XCTAssertEqual(change.before, before.rating)

        let rating = try zabel.rating(variant: .koenigszabel)
        XCTAssertEqual(rating.games, 1)
        XCTAssertEqual(rating.rating, change.after)
        XCTAssertEqual(try zabel.ratingHistory(variant: .koenigszabel).map(\.change), [change])
        XCTAssertEqual(try zabel.rating(variant: .einstein), einstein, "EinStein's rating is untouched")
        XCTAssertTrue(try zabel.ratingHistory(variant: .einstein).isEmpty)

        let summary = try XCTUnwrap(try zabel.history(limit: 10, before: nil).first)
        XCTAssertEqual(summary.variant, .koenigszabel)
        XCTAssertEqual(summary.players, [.computer(level: 1), .human])
        XCTAssertEqual(summary.result, result)
        XCTAssertTrue(summary.rated)
        XCTAssertEqual(summary.ratingChange, change)
    }

    func testACancelledHintGivesNoHintAndTheGameStaysRated() async throws {
        let zabel = try Zabel.open(dataDir: dir.path)
        var cancelled = false
        for attempt in 0..<5 where !cancelled {
            let session = try zabel.newGame(config: against(2, first: .red, seed: UInt64(attempt)))
            let rolled = try session.roll()
            XCTAssertTrue(rolled.rated)
            // The hint runs off this thread; the core's cancelHint stops it.
            let hint = Task { try await session.hint() }
            try await Task.sleep(nanoseconds: 50_000_000)
            session.cancelHint()
            do {
                let hints = try await hint.value
                print("swift: the hint answered before it was cancelled (\(hints.count) moves); trying again")
                XCTAssertFalse(try session.view().rated, "an answered hint unrates the game")
            } catch ZabelError.HintCancelled {
                cancelled = true
                XCTAssertTrue(try session.view().rated, "a cancelled hint leaves the game rated")
                XCTAssertEqual(try session.view(), rolled, "nothing changed")
            }
        }
        XCTAssertTrue(cancelled, "one hint was cancelled while it ran")
    }

    func testAnAnsweredHintUnratesTheGameAndAMoveMeanwhileCancelsIt() async throws {
        let zabel = try Zabel.open(dataDir: dir.path)
        let session = try zabel.newGame(config: against(2, first: .red, seed: 11))
        _ = try session.roll()
        let hints = try await session.hint()
        XCTAssertFalse(hints.isEmpty)
        XCTAssertTrue(zip(hints, hints.dropFirst()).allSatisfy { $0.winProbability >= $1.winProbability }, "best first")
        XCTAssertFalse(try session.view().rated, "an answered hint unrates the game")

        let other = try zabel.newGame(config: against(2, first: .red, seed: 12))
        _ = try other.roll()
        let hint = Task { try await other.hint() }
        try await Task.sleep(nanoseconds: 20_000_000)
        try humanStep(other)
        if try other.view().phase == .chooseTarget { try humanStep(other) }
        do {
            _ = try await hint.value
            // Answered before the move: allowed, but then the game is unrated.
            XCTAssertFalse(try other.view().rated)
        } catch ZabelError.HintCancelled {
            XCTAssertTrue(try other.view().rated, "a hint outdated by a move leaves the game rated")
        }
    }

    func testAKoenigszabelHintRatesEveryMoveAndUnratesTheGame() async throws {
        let zabel = try Zabel.open(dataDir: dir.path)
        // The human attacks (and so moves first) against level 1, which is rated.
        let session = try zabel.newGame(config: GameConfig(players: [.human, .computer(level: 1)],
                                                           options: .koenigszabel(shieldwall: false), seed: 9))
        let start = try session.view()
        XCTAssertTrue(start.rated)
        XCTAssertEqual(start.phase, .choosePiece)
        let hints = try await session.hint()
        XCTAssertEqual(hints.count, 152, "every legal move of the start")
        XCTAssertEqual(Set(hints.map(\.notation)).count, hints.count)
        XCTAssertTrue(zip(hints, hints.dropFirst()).allSatisfy { $0.winProbability >= $1.winProbability }, "best first")
        XCTAssertTrue(hints.allSatisfy { (0.0...1.0).contains($0.winProbability) && $0.notation == "\($0.from)-\($0.to)" })
        let after = try session.view()
        XCTAssertFalse(after.rated, "an answered hint unrates the game")
        XCTAssertEqual(after.moves, start.moves, "the hint plays nothing")

        // The best move is played by tapping its two squares.
        let best = hints[0]
        XCTAssertEqual(try session.tap(square: best.from), .selected(square: best.from))
        guard case .moved(let notation) = try session.tap(square: best.to) else { return XCTFail("the hinted move is legal") }
        XCTAssertTrue(notation.hasPrefix(best.notation), notation)
        XCTAssertEqual(try session.view().phase, .computerTurn)
        _ = try await session.aiTurn()
        XCTAssertFalse(try session.view().rated, "unrated for good")
        let over = try session.resign()
        XCTAssertNil(over.ratingChange)
        XCTAssertEqual(try zabel.rating(variant: .koenigszabel).games, 0, "an unrated game counts for nothing")
    }
}
