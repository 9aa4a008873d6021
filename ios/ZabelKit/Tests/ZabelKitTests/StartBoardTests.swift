import XCTest
import ZabelKit

/// Home's drawings are the core's start positions (RULES.md E2, K2, Q1,
/// Q4), no longer positions the app built by hand (issue 61).
@MainActor
final class StartBoardTests: XCTestCase {
    private var dir: URL!
    private var app: AppModel!

    override func setUp() async throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent("zabel-start-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        app = try AppModel(dataDirectory: dir)
    }

    override func tearDown() async throws {
        app = nil
        try? FileManager.default.removeItem(at: dir)
    }

    private func pieces(_ board: Board, seat: UInt8, kind: PieceKind) -> [PieceView] {
        board.cells.compactMap(\.piece).filter { $0.seat == seat && $0.kind == kind }
    }

    func testEinsteinHasSixNumberedStonesASideInOppositeCorners() async {
        let board = app.home.startBoard(.einstein)
        XCTAssertEqual(board.cells.count, 25)
        for seat: UInt8 in 0...1 {
            XCTAssertEqual(pieces(board, seat: seat, kind: .stone).map(\.label).sorted(), ["1", "2", "3", "4", "5", "6"])
        }
        XCTAssertEqual(board.cells.first { $0.name == "a1" }?.piece?.seat, 0, "Red's corner")
        XCTAssertEqual(board.cells.first { $0.name == "e5" }?.piece?.seat, 1, "Blue's corner")
        XCTAssertTrue(board.cells.allSatisfy { $0.mark == .none }, "a picture: nothing marked")
    }

    func testKoenigszabelHasTheKingTwelveDefendersAndTwentyFourAttackers() async {
        let board = app.home.startBoard(.koenigszabel)
        XCTAssertEqual(board.cells.count, 169)
        XCTAssertEqual(pieces(board, seat: 1, kind: .king).count, 1)
        XCTAssertEqual(pieces(board, seat: 1, kind: .man).count, 12)
        XCTAssertEqual(pieces(board, seat: 0, kind: .man).count, 24)
        let throne = board.cells.first { $0.name == "g7" }
        XCTAssertEqual(throne?.terrain, .throne, "the throne in the middle")
        XCTAssertEqual(throne?.piece?.kind, .king)
        XCTAssertEqual(board.cells.filter { $0.terrain == .castle }.count, 4, "a castle in each corner")
    }

    func testQuattroHasATriangleOfStonesInEachCornerAndTrioLeavesOneEmpty() async {
        let quattro = app.home.startBoard(.quattroDiagonal)
        XCTAssertEqual(quattro.cells.count, 36)
        for seat: UInt8 in 0..<4 {
            XCTAssertEqual(pieces(quattro, seat: seat, kind: .stone).map(\.label).sorted(), ["1", "2", "3", "4", "5", "6"], "seat \(seat)")
        }
        XCTAssertEqual(app.home.startBoard(.trio).cells.compactMap(\.piece).count, 18, "three corners filled")
    }
}
