import XCTest
@testable import ZabelKit

/// The setup screen's arrangement on its own: the core deals and swaps, no app model behind it.
final class SetupArrangementTests: XCTestCase {
    func testAPersonPlayingBlueArrangesBlueAndAPickSwapsWithTheNextSquare() throws {
        var setup = SetupArrangement(red: .computer(level: 3), blue: .human)
        XCTAssertEqual(setup.side, .blue)
        XCTAssertEqual(setup.placements.count, 6)
        let first = setup.placements[0], second = setup.placements[1]

        try setup.tap("c3")
        XCTAssertNil(setup.selected, "an empty square picks nothing")
        try setup.tap(first.square)
        XCTAssertEqual(setup.selected, first.square)
        try setup.tap(second.square)
        XCTAssertNil(setup.selected)
        XCTAssertEqual(setup.placements.first { $0.square == first.square }?.stone, second.stone)
        XCTAssertEqual(setup.placements.first { $0.square == second.square }?.stone, first.stone)

        let arranged = setup.placements
        try setup.tap(first.square)
        try setup.tap("c3")
        XCTAssertNil(setup.selected, "a square off the corner drops the pick")
        XCTAssertEqual(setup.placements, arranged, "and swaps nothing")
        XCTAssertEqual(setup.bySide.red, [])
        XCTAssertEqual(setup.bySide.blue, arranged)
    }

    func testFriendsArrangeRed() {
        XCTAssertEqual(SetupArrangement(red: .human, blue: .human).side, .red)
        XCTAssertEqual(SetupArrangement(red: .human, blue: .computer(level: 1)).bySide.blue, [])
    }
}
