import Foundation
import XCTest
import ZabelKit

/// Beside the board before the first move: who plays whom, in the core's figures.
@MainActor
final class GameOpeningTests: XCTestCase {
    private var dir: URL!

    override func setUp() async throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent("zabel-opening-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    }

    override func tearDown() async throws {
        try? FileManager.default.removeItem(at: dir)
    }

    func testAGameOfTwoSaysWhoPlaysWhomWithTheCoresFiguresUntilTheFirstMove() async throws {
        let app = try AppModel(dataDirectory: dir)
        app.start(GameConfig(players: [.human, .computer(level: 2)], options: .einstein(first: .red, redSetup: [], blueSetup: []), seed: 7))
        let opening = try XCTUnwrap(app.opening())
        let level = try XCTUnwrap(app.newGame.levels(.einstein).first { $0.level == 2 })
        let opponent = try XCTUnwrap(app.newGame.opponents(.einstein).first { $0.level == 2 })
        XCTAssertEqual(opening.seats.map(\.seat), [0, 1])
        XCTAssertEqual(opening.seats.map(\.who), ["Red: You", "Blue: " + app.strings.player(.computer(level: 2), in: .einstein)])
        XCTAssertNil(opening.seats[0].rating, "no rating before the person's first rated game")
        XCTAssertEqual(opening.seats[1].rating, level.rating, "the level's Elo, the core's")
        XCTAssertEqual(opening.seats[1].about, level.description)
        XCTAssertEqual(opening.seats[0].chance, GameOpening.Chance(share: opponent.expectedScore, against: level.name),
                       "with the person's seat; EinStein's sides are alike: the score over both")
        XCTAssertNil(opening.seats[1].chance, "none with the computer's")
        XCTAssertEqual(app.strings.chance(try XCTUnwrap(opening.seats[0].chance)),
                       "Your chance against \(level.name): \(percentText(language: "en", share: opponent.expectedScore))")
        XCTAssertEqual(Strings.for("de").chance(GameOpening.Chance(share: 0.31, against: "Thrall")),
                       "Deine Chance gegen Thrall: \(percentText(language: "de", share: 0.31))")
        XCTAssertEqual(app.strings.elo(1450.7), "Elo\u{00A0}1451", "rounded, as the terminal prints a level")
        XCTAssertEqual(app.strings.elo(1450.4), "Elo\u{00A0}1450")

        // The first move takes its place.
        let game = try XCTUnwrap(app.game)
        while game.view.moves.isEmpty {
            if game.view.phase == .roll {
                game.roll()
            } else {
                game.tap(try XCTUnwrap(game.view.board.cells.first { $0.mark == .choosable || $0.mark == .target }).name)
            }
        }
        XCTAssertNil(app.opening())
    }

    func testKoenigszabelsScoreIsThePersonsSidesAndAGameOfFourHasNone() async throws {
        let app = try AppModel(dataDirectory: dir)
        app.start(GameConfig(players: [.computer(level: 1), .human], options: .koenigszabel(shieldwall: false), seed: 7))
        let opponent = try XCTUnwrap(app.newGame.opponents(.koenigszabel).first { $0.level == 1 })
        let opening = try XCTUnwrap(app.opening())
        let level = try XCTUnwrap(app.newGame.levels(.koenigszabel).first { $0.level == 1 })
        XCTAssertEqual(opening.seats[1].chance, GameOpening.Chance(share: opponent.expectedBySeat[1], against: level.name),
                       "the defenders' expected score, as the person plays them, with their seat")
        XCTAssertNil(opening.seats[0].chance)
        XCTAssertEqual(opening.seats.count, 2)

        let other = dir.appendingPathComponent("quattro")
        try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
        let group = try AppModel(dataDirectory: other)
        group.start(GameConfig(players: [.human, .computer(level: 1), .computer(level: 1), .computer(level: 1)],
                               options: .quattro(seating: .diagonal, firstSeat: 0), seed: 7))
        XCTAssertEqual(group.game?.variant, .quattroDiagonal)
        XCTAssertNil(group.opening(), "the seats of a game of four are beside the board already")
    }
}
