import XCTest
@testable import ZabelKit

/// Issue 61: "Not rated (undo, hint, or an opponent without a rating)" was
/// printed even in a game between friends. The line names the one reason
/// the core gives, and is absent where it gives none.
final class UnratedNoteTests: XCTestCase {
    private func view(_ variant: Variant, _ players: [PlayerKind], rated: Bool, notRated: NotRated? = nil) -> GameView {
        GameView(variant: variant, board: Board(width: 0, height: 0, files: [], ranks: [], cells: []),
                 seats: players.enumerated().map { SeatView(seat: UInt8($0.offset), player: $0.element, team: UInt8($0.offset), toMove: $0.offset == 0, droppedOut: false) },
                 phase: .choosePiece, die: nil, result: nil, rated: rated, notRated: notRated, gameId: nil, ratingChange: nil, moves: [], lastMove: nil, canUndo: false)
    }

    func testTheLineNamesTheOneReasonTheCoreGives() {
        let en = Strings.for("en"), de = Strings.for("de")
        XCTAssertNil(en.unratedNote(view(.einstein, [.human, .human], rated: false)), "between people nothing is at stake")
        XCTAssertNil(en.unratedNote(view(.koenigszabel, [.human, .computer(level: 2)], rated: true)), "a rated game")
        XCTAssertEqual(en.unratedNote(view(.einstein, [.human, .computer(level: 2)], rated: false, notRated: .hint)), "Not rated: a hint was shown")
        XCTAssertEqual(en.unratedNote(view(.einstein, [.human, .computer(level: 2)], rated: false, notRated: .undo)), "Not rated: a move was taken back")
        for reason in [NotRated.undo, .hint, .unratedOpponent] {
            XCTAssertNotEqual(de.notRated(reason), en.notRated(reason), "\(reason) in German")
            XCTAssertFalse(en.notRated(reason).contains("app-"), "\(reason) in the catalog")
        }
        XCTAssertEqual(Set([NotRated.undo, .hint, .unratedOpponent].map(en.notRated)).count, 3)
    }
}
