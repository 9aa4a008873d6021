import XCTest
@testable import ZabelKit

/// One cursor for the board, the move list, the slider and the chance graph.
@MainActor
final class ReplayCursorTests: XCTestCase {
    func testTheCursorStaysWithinTheGameAndJumpsToEitherEnd() async {
        var cursor = ReplayCursor(plies: 40)
        XCTAssertTrue(cursor.atStart)
        XCTAssertNil(cursor.currentMove, "no move is marked before the first")
        cursor.step(-1)
        XCTAssertEqual(cursor.ply, 0)
        cursor.step(3)
        XCTAssertEqual(cursor.currentMove, 3)
        cursor.toEnd()
        XCTAssertTrue(cursor.atEnd)
        XCTAssertEqual(cursor.ply, 40)
        cursor.step(5)
        XCTAssertEqual(cursor.ply, 40, "not past the end")
        cursor.toStart()
        XCTAssertEqual(cursor.ply, 0)
        XCTAssertEqual(ReplayCursor(plies: 3, ply: 9).ply, 3)
    }

    func testTheSliderGoesToTheNearestMoveAndShowsWhereTheCursorIs() async {
        var cursor = ReplayCursor(plies: 40)
        cursor.go(toFraction: 0.5)
        XCTAssertEqual(cursor.ply, 20)
        XCTAssertEqual(cursor.fraction, 0.5)
        cursor.go(toFraction: 0.51)
        XCTAssertEqual(cursor.ply, 20, "the nearest move, not the next")
        cursor.go(toFraction: 1.7)
        XCTAssertEqual(cursor.ply, 40)
        cursor.go(toFraction: -2)
        XCTAssertEqual(cursor.ply, 0)
        cursor.go(toFraction: .nan)
        XCTAssertEqual(cursor.ply, 0)
        var empty = ReplayCursor(plies: 0)
        empty.go(toFraction: 0.5)
        XCTAssertEqual(empty.fraction, 0, "a game without moves has its slider at the start")
    }

    /// docs/design.md §7: a horizontal swipe on the board steps too.
    func testASwipeAcrossTheBoardStepsOneMoveAndAScrollDoesNot() async {
        XCTAssertEqual(BoardSwipe.step(dx: -80, dy: 10), 1, "to the left: the next move")
        XCTAssertEqual(BoardSwipe.step(dx: 80, dy: -10), -1, "to the right: the one before")
        XCTAssertNil(BoardSwipe.step(dx: -30, dy: 0), "too short")
        XCTAssertNil(BoardSwipe.step(dx: -60, dy: 90), "more up than across: a scroll")
        let model = ReplayModel(ReplayModelTests.FakeReplay(id: 12))
        model.step(BoardSwipe.step(dx: -100, dy: 0)!)
        XCTAssertEqual(model.ply, 1)
        XCTAssertEqual(model.moveRows.filter { model.isCurrent($0) }.map(\.number), [1], "the list follows the board")
    }

    func testTheMoveListHasEveryMoveBeforeAReviewAndTheReviewsWordsAfter() async {
        let model = ReplayModel(ReplayModelTests.FakeReplay(id: 12))
        XCTAssertEqual(model.moveRows.map(\.move), ReplayModelTests.FakeReplay.moves, "a move list before any review")
        XCTAssertTrue(model.moveRows.allSatisfy { $0.text == nil })
        await model.review()
        let rows = model.moveRows
        XCTAssertEqual(rows.map(\.number), [1, 2, 3])
        XCTAssertEqual(rows.map(\.move), ReplayModelTests.FakeReplay.moves, "the moves as recorded stay")
        XCTAssertEqual(rows.map(\.text), ["1. a1-a2: the best move.", nil, nil], "the core's sentence where it gives one")
        XCTAssertEqual(rows.map(\.bad), [false, false, true])
    }

    func testBoardListAndGraphFollowOneCursor() async {
        let model = ReplayModel(ReplayModelTests.FakeReplay(id: 12))
        await model.review()
        // A point of the graph chosen: the board and the list follow.
        model.show(ply: model.chancePly(at: 0.5)!)
        XCTAssertEqual(model.ply, 2)
        XCTAssertEqual(model.view?.moves.count, 2, "the board shows the position after move 2")
        XCTAssertEqual(model.moveRows.filter { model.isCurrent($0) }.map(\.number), [2], "exactly the graph's move is marked")
        // The end, then the slider, then the start.
        model.toEnd()
        XCTAssertEqual(model.view?.moves.count, 3)
        XCTAssertEqual(model.moveRows.filter { model.isCurrent($0) }.map(\.number), [3])
        model.show(fraction: 0.34)
        XCTAssertEqual(model.ply, 1)
        model.toStart()
        XCTAssertEqual(model.view?.moves.count, 0)
        XCTAssertTrue(model.moveRows.filter { model.isCurrent($0) }.isEmpty, "no row marked at the start")
        XCTAssertTrue(model.cursor.atStart)
    }
}

/// The review graph's scale is the core's (issue 61: a Königszabel game at
/// 30–31 % throughout was a flat line on 0–100 %).
@MainActor
final class ChanceRangeTests: XCTestCase {
    func testTheGraphIsScaledAsTheCoreSaysOnceReviewed() async {
        let fake = ReplayModelTests.FakeReplay(id: 12)
        let model = ReplayModel(fake)
        XCTAssertEqual(model.chanceRange, 0...1, "the whole scale before a review")
        await model.review()
        XCTAssertEqual(model.chanceRange, 0.2...0.6)
        XCTAssertEqual(fake.rangeAsked.map(\.count), [3], "asked of the core with the whole review")
        XCTAssertEqual(model.explanation, "what it means")
        XCTAssertEqual(model.summaries, ["Red made no mistakes."])
        XCTAssertEqual(model.moveRows.compactMap(\.text), ["1. a1-a2: the best move."], "the core's sentence where it gives one")
    }
}
