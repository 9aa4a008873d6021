import XCTest
@testable import ZabelKit

/// Issue 61: "Not rated (undo, hint, or an opponent without a rating)" was
/// printed even in a game between friends, where no rating is at stake.
final class UnratedNoteTests: XCTestCase {
    private func view(_ variant: Variant, _ players: [PlayerKind], rated: Bool) -> GameView {
        GameView(variant: variant, board: Board(width: 0, height: 0, files: [], ranks: [], cells: []),
                 seats: players.enumerated().map { SeatView(seat: UInt8($0.offset), player: $0.element, team: UInt8($0.offset), toMove: $0.offset == 0, droppedOut: false) },
                 phase: .choosePiece, die: nil, result: nil, rated: rated, gameId: nil, ratingChange: nil, moves: [], lastMove: nil, canUndo: false)
    }

    func testOnlyAGameAgainstTheComputerThatDoesNotCountSaysSo() {
        let s = Strings.for("en")
        XCTAssertNil(s.unratedNote(view(.einstein, [.human, .human], rated: false)), "between people nothing is at stake")
        XCTAssertNil(s.unratedNote(view(.koenigszabel, [.human, .computer(level: 2)], rated: true)), "a rated game")
        XCTAssertEqual(s.unratedNote(view(.einstein, [.human, .computer(level: 2)], rated: false)), s.unrated)
        XCTAssertEqual(s.unratedNote(view(.trio, [.human, .computer(level: 1), .computer(level: 1)], rated: false)), s.groupUnrated)
        XCTAssertNil(s.unratedNote(view(.quattroDiagonal, [.human, .human, .human, .human], rated: false)))
    }
}
