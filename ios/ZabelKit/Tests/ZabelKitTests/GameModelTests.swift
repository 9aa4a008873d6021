import XCTest
@testable import ZabelKit

/// The game's model over a session made by hand: no store, no engine. The
/// fake plays Königszabel between a person and a computer whose turn, or
/// hint, fails as the test says.
@MainActor
final class GameModelTests: XCTestCase {
    final class FakeSession: SessionProtocol, @unchecked Sendable {
        var phase: Phase = .chooseTarget
        var moves: [String] = []
        var computerFails = false
        var hints: Result<[RatedMove], ZabelError> = .success([])
        private(set) var taps: [String] = []
        private(set) var cancels = 0
        /// The plies the model asked to look back at, in order.
        private(set) var lookedAt: [UInt32] = []

        func currentView() -> GameView {
            GameView(variant: .koenigszabel, board: Board(width: 0, height: 0, files: [], ranks: [], cells: []),
                     seats: [SeatView(seat: 0, player: .human, team: 0, toMove: phase != .computerTurn, droppedOut: false),
                             SeatView(seat: 1, player: .computer(level: 3), team: 1, toMove: phase == .computerTurn, droppedOut: false)],
                     phase: phase, die: nil, result: nil, rated: false, gameId: nil, ratingChange: nil, moves: moves,
                     lastMove: nil, canUndo: false)
        }

        func aiTurn() async throws -> GameView {
            if computerFails { throw ZabelError.Internal(detail: "the engine failed") }
            moves.append("g1-g2")
            phase = .chooseTarget
            return currentView()
        }
        func cancel() { cancels += 1 }
        func cancelHint() {}
        func hint() async throws -> [RatedMove] { try hints.get() }
        func record() throws -> String { "" }
        func records() throws -> [NotatedRecord] { [] }
        func resign() throws -> GameView { currentView() }
        private(set) var rolls = 0
        func roll() throws -> GameView { rolls += 1; return currentView() }
        func setListener(listener: GameListener) {}
        func setOptions(settings: Settings) throws {}
        func tap(square: String) throws -> TapOutcome {
            taps.append(square)
            guard square == "g7" else { return .ignored(reason: .notATarget) }
            moves.append("a1-\(square)")
            phase = .computerTurn
            return .moved(notation: "a1-\(square)")
        }
        func undo() throws -> GameView {
            if !moves.isEmpty { moves.removeLast() }
            return currentView()
        }
        func view() throws -> GameView { currentView() }
        func viewAt(ply: UInt32) throws -> GameView {
            lookedAt.append(ply)
            var view = currentView()
            view.moves = Array(moves.prefix(Int(ply)))
            return view
        }
    }

    /// Issue 61: a game under way is looked back at through the core's
    /// `viewAt`; the board then plays nothing (a tap brings the present
    /// back), and a move, an undo, a roll or a hint brings the present back too.
    func testAnEarlierPositionIsTheCoresAndATapAnUndoARollOrAHintBringsThePresentBack() async throws {
        let session = FakeSession()
        session.moves = ["a1-a2", "b2-b3", "c1-c2"]
        let game = try GameModel(session: session)
        XCTAssertNil(game.past)
        XCTAssertEqual(game.shownPly, 3, "the present: the last move marked")

        game.lookBack(1)
        XCTAssertEqual(session.lookedAt, [1])
        XCTAssertEqual(game.past, PastPosition(ply: 1, view: try session.viewAt(ply: 1)))
        XCTAssertEqual(game.shown.moves, ["a1-a2"], "the board shows the position after ply 1")
        XCTAssertEqual(game.shownPly, 1)
        XCTAssertEqual(game.view.moves, ["a1-a2", "b2-b3", "c1-c2"], "the present is untouched")
        let english = Strings.for("en")
        XCTAssertEqual(game.prompt(english), english.lookingBack, "over the board: a tap on it plays on")

        game.tap("g7")
        XCTAssertEqual(session.taps, [], "no tap on the past reaches the core")
        XCTAssertNil(game.past, "the tap brought the present back")
        XCTAssertEqual(game.view.moves.count, 3, "and played nothing")
        XCTAssertEqual(game.prompt(english), english.chooseTarget, "the present's prompt again")

        game.lookBack(3)
        XCTAssertNil(game.past, "the last ply is the present")
        game.lookBack(1)
        game.undo()
        XCTAssertNil(game.past, "an undo shows the present")
        XCTAssertEqual(game.view.moves, ["a1-a2", "b2-b3"])

        game.lookBack(0)
        game.roll()
        XCTAssertEqual(session.rolls, 1)
        XCTAssertNil(game.past, "a roll shows the present")

        game.lookBack(0)
        game.hint()
        XCTAssertNil(game.past, "a hint is about the present, which it shows")
        await game.hintFinished()
        XCTAssertNil(game.past)
    }

    /// ‹ (and a swipe to the right) from the present starts looking back and
    /// stops at the start; › from the last earlier ply is the present, and
    /// nothing is later than the present.
    func testTheStepsStartAtThePresentStopAtTheStartAndEndAtThePresent() async throws {
        let session = FakeSession()
        session.moves = ["a1-a2", "b2-b3", "c1-c2"]
        let game = try GameModel(session: session)
        game.step(1)
        XCTAssertNil(game.past, "nothing after the present")
        XCTAssertEqual(session.lookedAt, [])

        game.step(-1)
        XCTAssertEqual(game.past?.ply, 2, "one back from the present")
        game.step(-1)
        game.step(-1)
        XCTAssertEqual(game.past?.ply, 0)
        XCTAssertEqual(game.shown.moves, [], "the start")
        XCTAssertFalse(game.canTake(.back))
        game.step(-1)
        XCTAssertEqual(game.past?.ply, 0, "nothing before the start")
        XCTAssertEqual(session.lookedAt, [2, 1, 0], "and nothing asked of the core for it")

        game.step(1)
        game.step(1)
        XCTAssertEqual(game.past?.ply, 2)
        XCTAssertEqual(game.shown.moves, ["a1-a2", "b2-b3"])
        game.step(1)
        XCTAssertNil(game.past, "one on from ply 2 of 3 is the present")
        XCTAssertEqual(game.shownPly, 3)
        XCTAssertEqual(session.taps, [], "no step reaches the board")
    }

    /// The computer's move, come while the player looks back, brings the present back.
    func testTheComputersMoveBringsThePresentBack() async throws {
        let session = FakeSession()
        session.moves = ["a1-a2", "b2-b3", "c1-c2"]
        session.phase = .computerTurn
        let game = try GameModel(session: session)
        game.lookBack(1)
        XCTAssertEqual(game.past?.ply, 1)
        game.playComputer()
        await game.computerFinished()
        XCTAssertEqual(game.view.moves.count, 4)
        XCTAssertNil(game.past)
        XCTAssertEqual(game.shownPly, 4)
    }

    func testATapTheCoreIgnoresSaysWhyAndChangesNothing() async throws {
        let session = FakeSession()
        let game = try GameModel(session: session)
        game.tap("b2")
        XCTAssertEqual(game.message, .ignored(.notATarget))
        XCTAssertEqual(game.view.moves, [])
        XCTAssertEqual(session.taps, ["b2"])
    }

    func testAComputerTurnThatFailsIsSaidAndTheBoardWaits() async throws {
        let session = FakeSession()
        session.computerFails = true
        let game = try GameModel(session: session)
        game.tap("g7")
        await game.computerFinished()
        XCTAssertEqual(game.view.moves, ["a1-g7"], "the person's move stands")
        XCTAssertEqual(game.view.phase, .computerTurn)
        XCTAssertEqual(game.message, .failed(.Internal(detail: "the engine failed")), "the failure is said")
        XCTAssertNil(game.thinking)

        // Asked again once it can: the computer moves and the message goes.
        session.computerFails = false
        game.playComputer()
        await game.computerFinished()
        XCTAssertEqual(game.view.moves, ["a1-g7", "g1-g2"])
        XCTAssertEqual(game.view.phase, .chooseTarget)
    }

    func testAGameWithoutHintsStopsOfferingThem() async throws {
        let session = FakeSession()
        session.hints = .failure(.NoHints(detail: "no analysis"))
        let game = try GameModel(session: session)
        game.hint()
        await game.hintFinished()
        XCTAssertTrue(game.hintsUnavailable)
        XCTAssertFalse(game.hinting)

        let hinted = FakeSession()
        hinted.hints = .success([RatedMove(from: "a1", to: "a4", notation: "a1-a4", winProbability: 0.4)])
        let other = try GameModel(session: hinted)
        other.hint()
        await other.hintFinished()
        XCTAssertEqual(other.hints.map(\.notation), ["a1-a4"])
        other.tap("g7")
        XCTAssertEqual(other.hints, [], "a move played ends the hint")
    }
}
