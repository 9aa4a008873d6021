import XCTest
@testable import ZabelKit

/// The die shows pips as a real die does, not a numeral in a box.
final class DiePipsTests: XCTestCase {
    func testEachFaceHasAsManyPipsAsItsValueLaidOutAsOnADie() {
        for value in 1...6 {
            let pips = DiePips.positions(value)
            XCTAssertEqual(pips.count, value)
            XCTAssertEqual(Set(pips.map { "\($0.x),\($0.y)" }).count, value, "no two pips on one spot")
            for pip in pips {
                XCTAssertTrue((DiePips.size / 2...1 - DiePips.size / 2).contains(pip.x), "pip inside the face")
                XCTAssertTrue((DiePips.size / 2...1 - DiePips.size / 2).contains(pip.y))
            }
            // A die's faces are symmetric about their centre: turned half round, the same pips.
            let turned = Set(pips.map { "\(1 - $0.x),\(1 - $0.y)" })
            XCTAssertEqual(turned, Set(pips.map { "\($0.x),\($0.y)" }), "face \(value) turned half round")
        }
        XCTAssertEqual(DiePips.positions(1), [BoardPoint(x: 0.5, y: 0.5)], "one pip in the middle")
        XCTAssertFalse(DiePips.positions(4).contains(BoardPoint(x: 0.5, y: 0.5)), "four has no middle pip")
        XCTAssertTrue(DiePips.positions(5).contains(BoardPoint(x: 0.5, y: 0.5)))
    }

    func testOnlyARolledDieShowsPips() {
        XCTAssertEqual(DiePips.positions(.value(value: 3)).count, 3)
        XCTAssertTrue(DiePips.positions(.notRolled).isEmpty)
        XCTAssertTrue(DiePips.positions(.hidden).isEmpty)
        XCTAssertTrue(DiePips.positions(.noRoll).isEmpty)
        XCTAssertTrue(DiePips.positions(0).isEmpty)
        XCTAssertTrue(DiePips.positions(7).isEmpty)
    }
}
