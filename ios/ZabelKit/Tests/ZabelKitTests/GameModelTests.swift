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
        func roll() throws -> GameView { currentView() }
        func setListener(listener: GameListener) {}
        func setOptions(settings: Settings) throws {}
        func tap(square: String) throws -> TapOutcome {
            taps.append(square)
            guard square == "g7" else { return .ignored(reason: .notATarget) }
            moves.append("a1-\(square)")
            phase = .computerTurn
            return .moved(notation: "a1-\(square)")
        }
        func undo() throws -> GameView { currentView() }
        func view() throws -> GameView { currentView() }
        func viewAt(ply: UInt32) throws -> GameView {
            var view = currentView()
            view.moves = Array(moves.prefix(Int(ply)))
            return view
        }
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
