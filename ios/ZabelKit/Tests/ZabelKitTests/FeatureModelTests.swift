import Foundation
import XCTest
import ZabelKit

/// Issue 64: each screen's own model, as its screen sees it, against the
/// real core; the app model only navigates and shares the core, the
/// settings and the banner.
@MainActor
final class FeatureModelTests: XCTestCase {
    private var dir: URL!

    override func setUp() async throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent("zabel-features-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    }

    override func tearDown() async throws {
        try? FileManager.default.removeItem(at: dir)
    }

    func testHomeOffersToContinueOnlyOnceAGameIsLeftAndDrawsInTheAppsLanguage() async throws {
        let app = try AppModel(dataDirectory: dir)
        XCTAssertFalse(app.home.canContinue)
        XCTAssertEqual(app.home.recentEntries(), [])
        app.newGame.playKoenigszabel()
        XCTAssertEqual(app.screen, .board)
        app.go(.home)
        XCTAssertTrue(app.home.canContinue, "read again on the way Home")
        let english = app.home.startBoard(.einstein)
        var german = app.settings
        german.language = "de"
        app.save(german)
        XCTAssertEqual(app.home.startBoard(.einstein), startBoard(variant: .einstein, language: "de"))
        XCTAssertEqual(english, startBoard(variant: .einstein, language: "en"))
    }

    func testTheNewGameChoicesOpenTheSetupAndWhoStartsIsKeptForTheNextGame() async throws {
        let app = try AppModel(dataDirectory: dir)
        app.chooseGame(.einstein)
        // The first time, the game's lessons are offered; a no goes on to the game (LearnModelTests).
        app.declineLessons()
        XCTAssertEqual(app.screen, .opponents)
        XCTAssertEqual(app.newGame.variant, .einstein)
        app.newGame.chooseFriend()
        XCTAssertEqual(app.screen, .setup(red: .human, blue: .human))
        let setup = try XCTUnwrap(app.setup)
        XCTAssertEqual(setup.red, .human)
        XCTAssertNotNil(setup.board)
        setup.firstMover = .blue
        app.go(.home)
        app.chooseGame(.einstein)
        app.newGame.chooseOpponent(level: 1)
        XCTAssertEqual(app.setup?.blue, .computer(level: 1))
        XCTAssertEqual(app.setup?.firstMover, .blue, "the choice outlives its screen")
        XCTAssertFalse(app.setup === setup, "a fresh arrangement for the new game")
        app.chooseGame(.trio)
        app.declineLessons()
        XCTAssertEqual(app.screen, .seats)
        XCTAssertEqual(app.seats.assignment.variant, .trio)
    }

    func testTheSeatsChosenStayWhenTheScreenIsLeftAndOpenedAgain() async throws {
        let app = try AppModel(dataDirectory: dir)
        app.chooseGame(.quattroDiagonal)
        app.declineLessons()
        app.seats.assignment.set(2, to: .human)
        app.seats.assignment.firstSeat = 2
        app.back()
        XCTAssertEqual(app.screen, .home)
        app.chooseGame(.quattroDiagonal)
        XCTAssertEqual(app.seats.assignment.players[2], .human)
        XCTAssertEqual(app.seats.assignment.firstSeat, 2)
        app.chooseGame(.quattroLongline)
        XCTAssertEqual(app.seats.assignment.variant, .quattroLongline)
        XCTAssertEqual(app.seats.assignment.players[2], .human, "the same table, another seating")
    }

    func testTheSettingsScreenSavesEachChangeThroughTheApp() async throws {
        let app = try AppModel(dataDirectory: dir)
        let screen = app.settingsScreen
        XCTAssertEqual(screen.settings, app.settings)
        XCTAssertFalse(screen.levels().isEmpty)
        let coordinates = app.settings.coordinates
        screen.change { $0.coordinates = !$0.coordinates }
        XCTAssertEqual(app.settings.coordinates, !coordinates)
        XCTAssertEqual(screen.settings, app.settings)
        let saved = app.settings
        screen.change { $0.language = "fr" }
        XCTAssertNotNil(app.message, "the core's refusal is the app's banner")
        XCTAssertEqual(screen.settings, saved)
        XCTAssertEqual(screen.backupFile()?.lastPathComponent, SettingsModel.backupName)
    }

    func testARecordIsCopiedAndSharedInTheNotationAskedAndTheBannerSaysSo() async throws {
        var news: [Notice?] = []
        let share = RecordShare(records: [NotatedRecord(notation: "Zabel", text: "zabel text"),
                                          NotatedRecord(notation: "OpenTafl", text: "opentafl text")]) { news.append($0) }
        XCTAssertEqual(share.notations, ["Zabel", "OpenTafl"])
        XCTAssertEqual(share.record, "zabel text")
        var pasteboard: [String] = []
        share.copy(in: "OpenTafl") { pasteboard.append($0) }
        share.copy { pasteboard.append($0) }
        XCTAssertEqual(pasteboard, ["opentafl text", "zabel text"])
        XCTAssertEqual(news, [.recordCopied, .recordCopied])
        let own = try XCTUnwrap(share.file())
        XCTAssertEqual(own.lastPathComponent, RecordShare.recordName)
        let other = try XCTUnwrap(share.file(in: "OpenTafl"))
        XCTAssertEqual(other.lastPathComponent, "zabel-game-opentafl.txt")
        XCTAssertEqual(try String(contentsOf: other, encoding: .utf8), "opentafl text")
        // No game shown: nothing to copy, nothing said.
        let none = RecordShare(records: []) { news.append($0) }
        none.copy { pasteboard.append($0) }
        XCTAssertNil(none.file())
        XCTAssertEqual(pasteboard.count, 2)
        XCTAssertEqual(news.count, 2)
    }

    func testAFinishedGamesRecordMenuCopiesAndSharesEachNotationBehindANamedIcon() async throws {
        let en = Strings.for("en"), de = Strings.for("de")
        let tafl = RecordShare(records: [NotatedRecord(notation: "Zabel", text: "zabel text"),
                                         NotatedRecord(notation: "OpenTafl", text: "opentafl text")]) { _ in }
        XCTAssertEqual(tafl.menu.map { $0.title(en) }, ["Copy record", "Share record", "Copy for OpenTafl", "Share for OpenTafl"])
        XCTAssertEqual(tafl.menu.map(\.notation), [nil, nil, "OpenTafl", "OpenTafl"])
        XCTAssertEqual(tafl.menu.map(\.systemImage), ["doc.on.doc", "square.and.arrow.up", "doc.on.doc", "square.and.arrow.up"])
        XCTAssertEqual(Set(tafl.menu.map(\.id)).count, 4, "each entry its own")
        let einstein = RecordShare(records: [NotatedRecord(notation: "Zabel", text: "zabel text")]) { _ in }
        XCTAssertEqual(einstein.menu.map { $0.title(de) }, [de.copyRecord, de.shareRecord])
        XCTAssertTrue(RecordShare(records: []) { _ in }.menu.isEmpty, "no game shown: an empty menu, disabled")
        // The icon alone in the bar: VoiceOver names it in the app's language.
        XCTAssertEqual(en.recordMenu, "Copy or share the game")
        XCTAssertEqual(de.recordMenu, "Partie kopieren oder teilen")
    }
}
