import XCTest
@testable import ZabelKit

/// The move list's rows, as in Compose: both sides' plies a row in a game of
/// two, a ply a row in the games of three and four and once reviewed.
@MainActor
final class MoveLineTests: XCTestCase {
    func testAGameOfTwoPairsItsPliesUnderTheMoveNumber() async {
        let moves = ["e2-e4", "f7-f5", "d2-d4", "f5xe4", "b1-c3"]
        for variant in [Variant.einstein, .koenigszabel] {
            let lines = MoveLine.lines(variant, moves: moves)
            XCTAssertEqual(lines.map(\.number), [1, 2, 3], "\(variant): a row per move number")
            XCTAssertEqual(lines.map { $0.plies.map(\.number) }, [[1, 2], [3, 4], [5]])
            XCTAssertEqual(lines.map(\.text), ["1. e2-e4 f7-f5", "2. d2-d4 f5xe4", "3. b1-c3"])
            XCTAssertTrue(lines.allSatisfy(\.paired))
            XCTAssertTrue(lines[1].holds(4), "the cursor on ply 4 marks the second row")
            XCTAssertFalse(lines[1].holds(nil), "no row is marked at the start")
        }
    }

    func testTheGamesOfThreeAndFourKeepAPlyARowNumberedByPly() async {
        for variant in [Variant.quattroDiagonal, .quattroLongline] {
            let lines = MoveLine.lines(variant, moves: ["4 R4 b1-c2", "2 B2 e5-d4", "6 G6 a5-b4"])
            XCTAssertEqual(lines.map(\.number), [1, 2, 3], "\(variant)")
            XCTAssertEqual(lines.map { $0.plies.map(\.number) }, [[1], [2], [3]])
            XCTAssertEqual(lines.map(\.text), ["1. 4 R4 b1-c2", "2. 2 B2 e5-d4", "3. 6 G6 a5-b4"])
            XCTAssertFalse(lines.contains(where: \.paired))
        }
    }

    func testAReplaysListPairsItsMovesUntilReviewedThenShowsAPlyARow() async {
        let replay = ReplayModel(ReplayModelTests.FakeReplay(id: 12))
        XCTAssertEqual(replay.moveLines.map { $0.plies.map(\.move) }, [["a1-a2", "b2-b3"], ["c1-c2"]])
        XCTAssertEqual(replay.moveLines.map(\.number), [1, 2])
        replay.show(ply: 3)
        XCTAssertEqual(replay.moveLines.filter { $0.holds(replay.cursor.currentMove) }.map(\.number), [2])
        await replay.review()
        XCTAssertEqual(replay.moveLines.map { $0.plies.map(\.number) }, [[1], [2], [3]], "each reviewed row carries its own verdict")
        XCTAssertFalse(replay.moveLines.contains(where: \.paired))
        XCTAssertEqual(replay.moveLines.first?.plies.first?.text, "1. a1-a2: the best move.")

        let teams = ReplayModel(ReplayModelTests.FakeReplay(id: 12, variant: .quattroDiagonal))
        XCTAssertEqual(teams.moveLines.map { $0.plies.map(\.number) }, [[1], [2], [3]], "a game of four: a ply a row")
    }

    /// The line under the board: an item a ply, the move's number with its first ply only.
    func testTheLineHasAnItemAPlyItsNumberWithTheMovesFirstPly() async {
        let moves = ["e2-e4", "f7-f5", "d2-d4", "f5xe4", "b1-c3"]
        let line = LinePly.plies(.koenigszabel, moves: moves)
        XCTAssertEqual(line.map(\.number), [1, 2, 3, 4, 5])
        XCTAssertEqual(line.map(\.move), moves)
        XCTAssertEqual(line.map(\.prefix), ["1.", nil, "2.", nil, "3."])
        let four = LinePly.plies(.quattroDiagonal, moves: ["4 R4 b1-c2", "2 B2 e5-d4"])
        XCTAssertEqual(four.map(\.prefix), ["1.", "2."], "a game of four numbers every ply")
        XCTAssertEqual(LinePly.plies(.einstein, moves: []), [])
    }

    /// The ends fade only where more moves lie beyond them.
    func testTheLinesEndsFadeWhereMoreMovesLieBeyond() async {
        XCTAssertEqual(LineEnds(from: 0, to: 200, width: 300), LineEnds.none, "all in the window")
        let start = LineEnds(from: 0, to: 900, width: 300)
        XCTAssertEqual([start.leading, start.trailing], [false, true], "at the start: more to the right")
        let middle = LineEnds(from: -200, to: 700, width: 300)
        XCTAssertEqual([middle.leading, middle.trailing], [true, true])
        let end = LineEnds(from: -600, to: 300.3, width: 300)
        XCTAssertEqual([end.leading, end.trailing], [true, false], "at the end, within a rounding")
    }
}
