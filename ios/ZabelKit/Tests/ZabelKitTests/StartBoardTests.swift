import XCTest
@testable import ZabelKit

/// Home's drawings hold the pieces a game begins with (RULES.md E2, K2, Q1).
final class BoardPictureTests: XCTestCase {
    private func pieces(_ board: Board, seat: UInt8, kind: PieceKind) -> [PieceView] {
        board.cells.compactMap(\.piece).filter { $0.seat == seat && $0.kind == kind }
    }

    func testEinsteinHasSixNumberedStonesASideInOppositeCorners() {
        let board = BoardPicture.einstein.board
        XCTAssertEqual(board.cells.count, 25)
        for seat: UInt8 in 0...1 {
            XCTAssertEqual(pieces(board, seat: seat, kind: .stone).map(\.label).sorted(), ["1", "2", "3", "4", "5", "6"])
        }
        XCTAssertEqual(board.cells[0].piece?.seat, 0, "Red top left")
        XCTAssertEqual(board.cells[24].piece?.seat, 1, "Blue bottom right")
        XCTAssertTrue(board.cells.allSatisfy { $0.mark == .none })
    }

    func testKoenigszabelHasTheKingTwelveDefendersAndTwentyFourAttackers() {
        let board = BoardPicture.koenigszabel.board
        XCTAssertEqual(board.cells.count, 169)
        XCTAssertEqual(pieces(board, seat: 1, kind: .king).count, 1)
        XCTAssertEqual(pieces(board, seat: 1, kind: .man).count, 12)
        XCTAssertEqual(pieces(board, seat: 0, kind: .man).count, 24)
        XCTAssertEqual(board.cells[84].terrain, .throne, "the throne in the middle")
        XCTAssertEqual(board.cells[84].piece?.kind, .king)
        XCTAssertEqual([0, 12, 156, 168].map { board.cells[$0].terrain }, [.castle, .castle, .castle, .castle])
    }

    func testQuattroHasATriangleOfStonesInEachCorner() {
        let board = BoardPicture.quattro.board
        XCTAssertEqual(board.cells.count, 36)
        for seat: UInt8 in 0..<4 {
            XCTAssertEqual(pieces(board, seat: seat, kind: .stone).map(\.label).sorted(), ["1", "2", "3", "4", "5", "6"], "seat \(seat)")
        }
    }
}
