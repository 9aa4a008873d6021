import Foundation
import XCTest
import ZabelKit

/// The iOS app's view models against the real core: what the SwiftUI views call.
@MainActor
final class ViewModelTests: XCTestCase {
    private var dir: URL!

    override func setUp() async throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent("zabel-models-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    }

    override func tearDown() async throws {
        try? FileManager.default.removeItem(at: dir)
    }

    /// What a player's finger does next on the board screen.
    private func tapNext(_ game: GameModel) async throws {
        let view = game.view
        switch view.phase {
        case .roll: game.roll()
        case .choosePiece: game.tap(try XCTUnwrap(view.board.cells.first { $0.mark == .choosable }).name)
        case .chooseTarget: game.tap(try XCTUnwrap(view.board.cells.first { $0.mark == .target }).name)
        case .computerTurn: await game.computerFinished()
        case .over: break
        }
        XCTAssertNil(game.message, "a marked square is never ignored")
    }

    /// Issue 45: a sound and a vibration for each ply, roll and the end, the
    /// end last; the settings' switch silences the games started after it.
    func testEachPlyRollAndTheEndIsHeardOnceAndTheSettingSilencesThem() async throws {
        let app = try AppModel(dataDirectory: dir)
        var cues: [Cue] = []
        app.feedback = { cues.append($0) }
        let game = try await playEinStein(in: app, against: 1)
        XCTAssertEqual(cues.last, .end)
        XCTAssertEqual(cues.filter { $0 == .end }.count, 1)
        XCTAssertEqual(cues.filter { $0 == .move || $0 == .capture }.count, game.view.moves.count - 1, "every ply but the last, once")
        XCTAssertGreaterThanOrEqual(cues.filter { $0 == .roll }.count, 1, "\(cues)")
        var quiet = app.settings
        quiet.sound = false
        app.save(quiet)
        cues = []
        _ = try await playEinStein(in: app, against: 1)
        XCTAssertEqual(cues, [], "switched off")
    }

    func testAFullGameByTapsIsRatedAndInTheHistoryAndCanBeReviewed() async throws {
        let app = try AppModel(dataDirectory: dir)
        XCTAssertEqual(app.home.ratings(), [:], "no rated game yet")
        app.go(.opponents)
        let level = try XCTUnwrap(app.newGame.opponents(.einstein).first { $0.level == 2 })
        app.newGame.chooseOpponent(level: level.level)
        XCTAssertEqual(app.setup?.arrangement.placements.count, 6)
        app.newGame.firstMover = .red
        app.setup?.startGame()
        XCTAssertEqual(app.screen, .board)
        let game = try XCTUnwrap(app.game)
        var taps = 0
        while !game.isOver {
            try await tapNext(game)
            taps += 1
            XCTAssertLessThan(taps, 1_000)
        }
        let change = try XCTUnwrap(game.view.ratingChange)
        app.go(.rating)
        let ratings = try XCTUnwrap(app.ratings)
        XCTAssertEqual(ratings.kind, .einstein)
        XCTAssertEqual(ratings.rating?.games, 1)
        XCTAssertEqual(ratings.rating?.rating, change.after)
        XCTAssertEqual(ratings.chart, [ChartPoint(game: 1, rating: change.after)])
        // Home's cards: the rating of the game just rated, none yet for the other.
        XCTAssertEqual(app.home.ratings()[.einstein]?.rating, change.after)
        XCTAssertNil(app.home.ratings()[.koenigszabel])
        // An iPad's Home: the game just finished beside the games, as the history shows it.
        XCTAssertEqual(app.home.recentEntries(), [HistoryEntry(app.history()[0], strings: app.strings)])
        XCTAssertEqual(app.history().count, 1)
        let entry = try XCTUnwrap(app.historyEntries().first)
        XCTAssertEqual(entry.game, "EinStein")
        XCTAssertEqual(entry.players, "Red: You\u{00A0}· Blue: Beginner (computer, level 2)")
        XCTAssertEqual(entry.result, app.strings.result(try XCTUnwrap(game.view.result), in: .einstein, players: [.human, .computer(level: 2)]))
        XCTAssertTrue(entry.result.hasPrefix("You won: ") || entry.result.hasPrefix("You lost: "), entry.result)
        XCTAssertEqual(entry.rating, app.strings.ratingChange(change))

        let review = try XCTUnwrap(app.reviewFinishedGame())
        await review.review()
        XCTAssertEqual(review.reviews?.count, game.view.moves.count)
        XCTAssertEqual(review.moves, game.view.moves)
        // Each line is the core's sentence for its ply, numbered and naming the move played.
        for (ply, line) in zip(try XCTUnwrap(review.reviews), review.lines) {
            XCTAssertEqual(line.text, ply.text)
            XCTAssertTrue(line.text.hasPrefix("\(ply.number). \(ply.played.notation): "), line.text)
        }

        // A move chosen on the game-over page: the replay at that move, its review already there.
        await app.replayFinishedGame(at: 2)
        XCTAssertEqual(app.screen, .replay(gameId: app.history()[0].id))
        XCTAssertEqual(app.replay?.ply, 2)
        XCTAssertEqual(app.replay?.reviews, review.reviews, "the review kept, not another")
        app.back()
        XCTAssertEqual(app.screen, .history)

        app.go(.replay(gameId: app.history()[0].id))
        let replay = try XCTUnwrap(app.replay)
        XCTAssertEqual(replay.view?.moves.count, 0)
        replay.step(1)
        XCTAssertEqual(replay.view?.moves.count, 1)
        replay.step(-5)
        XCTAssertEqual(replay.ply, 0)
    }

    func testTheComputersTurnStopsWhenCancelledAndGoesOnWhenAsked() async throws {
        let app = try AppModel(dataDirectory: dir)
        app.newGame.watch(red: 8, blue: 8)
        let game = try XCTUnwrap(app.game)
        var stopped = false
        for _ in 0..<40 where !stopped && !game.isOver {
            let before = game.view.moves
            game.playComputer()
            try await Task.sleep(nanoseconds: 3_000_000)
            game.stopComputer()
            // Let the cancelled search return; the turn must stay unplayed.
            try await Task.sleep(nanoseconds: 100_000_000)
            stopped = game.view.moves == before
        }
        XCTAssertTrue(stopped, "one turn was stopped before the computer moved")
        let before = game.view.moves.count
        game.playComputer()
        try await Task.sleep(nanoseconds: 50_000_000)
        game.stopComputer()
        await game.computerFinished()
        XCTAssertGreaterThanOrEqual(game.view.moves.count, before)
        XCTAssertNil(game.message)
    }

    /// Swift cannot drop the core's future, so a stopped search still runs
    /// until it sees the cancel; a turn asked for meanwhile must wait for it,
    /// not meet "the computer is already thinking".
    func testAComputersTurnAskedForRightAfterAStopWaitsForTheStoppedSearch() async throws {
        let app = try AppModel(dataDirectory: dir)
        app.newGame.watch(red: 8, blue: 8)
        let game = try XCTUnwrap(app.game)
        for _ in 0..<10 where !game.isOver {
            try await Task.sleep(nanoseconds: 20_000_000)
            game.stopComputer()
            game.playComputer()
            XCTAssertNil(game.message)
        }
        game.stopComputer()
        await game.computerFinished()
        XCTAssertNil(game.message)
        XCTAssertNil(game.thinking)
    }

    func testAnInterruptedGameContinuesAfterTheAppIsReopened() async throws {
        var before: GameView?
        do {
            let app = try AppModel(dataDirectory: dir)
            app.newGame.chooseOpponent(level: 3)
            app.newGame.firstMover = .red
            app.setup?.startGame()
            let game = try XCTUnwrap(app.game)
            game.roll()
            before = game.view
            game.stopComputer()
        }
        let app = try AppModel(dataDirectory: dir)
        XCTAssertTrue(app.home.canContinue)
        app.continueGame()
        XCTAssertEqual(app.game?.view, before)
    }

    func testTheSetupBoardSwapsStonesWithinTheTriangleOnly() async throws {
        let app = try AppModel(dataDirectory: dir)
        app.newGame.chooseOpponent(level: 1)
        let first = app.setup?.arrangement.placements
        let a1 = "a1", b1 = "b1"
        app.setup?.tap(a1)
        XCTAssertEqual(app.setup?.arrangement.selected, a1)
        app.setup?.tap(b1)
        XCTAssertNil(app.setup?.arrangement.selected)
        let stone = { (square: String, placements: [Placement]?) in placements?.first { $0.square == square }?.stone }
        XCTAssertEqual(stone(a1, app.setup?.arrangement.placements), stone(b1, first))
        XCTAssertEqual(stone(b1, app.setup?.arrangement.placements), stone(a1, first))
        let swapped = app.setup?.arrangement.placements
        app.setup?.tap(a1)
        app.setup?.tap("e5")
        XCTAssertEqual(app.setup?.arrangement.placements, swapped, "outside the triangle nothing moves")
        let board = try XCTUnwrap(app.setup?.board)
        XCTAssertEqual(board.cells.filter { $0.piece != nil }.count, 6)
        XCTAssertEqual(board.cells.first { $0.name == a1 }?.piece?.label, stone(a1, swapped).map { "\($0)" })
    }

    /// A finished game, so a backup has something in it.
    private func resignedGame(_ app: AppModel) throws -> UInt64 {
        app.go(.opponents)
        app.newGame.chooseOpponent(level: 1)
        app.newGame.firstMover = .red
        app.setup?.startGame()
        app.resign()
        if app.confirmation != nil { app.confirm() }
        return try XCTUnwrap(app.game?.view.gameId)
    }

    /// Defect 4: a backup made for the system's exporter and saved where it
    /// says, then picked in its importer and merged by the core; the notices
    /// are news, not errors, and follow a later language switch.
    func testABackupGoesOutThroughTheExporterAndComesBackThroughTheImporter() async throws {
        let app = try AppModel(dataDirectory: dir)
        XCTAssertNil(app.message, "a sound database is opened without a word")
        let id = try resignedGame(app)
        app.go(.settings)
        let made = try XCTUnwrap(app.settingsScreen.backupFile(), "\(String(describing: app.message))")
        // The exporter copies the file where the person chose.
        let chosen = dir.appendingPathComponent("chosen.json")
        try FileManager.default.copyItem(at: made, to: chosen)
        XCTAssertTrue(try String(contentsOf: chosen, encoding: .utf8).contains("\(id)"))
        app.settingsScreen.backupExported(.success(chosen))
        XCTAssertEqual(app.message, .exported(file: "chosen.json"))
        XCTAssertEqual(app.message?.isError, false)
        XCTAssertEqual(app.message.map(app.strings.notice), "Saved to chosen.json")

        app.settingsScreen.importBackup(.success(chosen))
        XCTAssertEqual(app.message, .imported(added: 0, skipped: 1, attempts: 0))
        XCTAssertEqual(app.message?.isError, false)
        var german = app.settings
        german.language = "de"
        app.save(german)
        XCTAssertEqual(app.message.map(app.strings.notice), "0 Partien hinzugefügt, 1 schon vorhanden")

        // Another device's app takes the backup in: the game is new there.
        let other = dir.appendingPathComponent("other")
        try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
        XCTAssertEqual(try Zabel.open(dataDir: other.path).importBackup(path: chosen.path), ImportReport(added: 1, skipped: 0))
    }

    /// A closed picker says nothing; a file that is no backup is refused in
    /// the core's words, as an error, and changes nothing; a file the system
    /// cannot hand over says so.
    func testACancelledPickerIsSilentAndABadFileIsAnError() async throws {
        let app = try AppModel(dataDirectory: dir)
        _ = try resignedGame(app)
        app.go(.settings)
        app.settingsScreen.backupExported(.failure(CocoaError(.userCancelled)))
        XCTAssertNil(app.message)
        app.settingsScreen.importBackup(.failure(CocoaError(.userCancelled)))
        XCTAssertNil(app.message)

        let bad = dir.appendingPathComponent("notes.json")
        try "{ not a backup".write(to: bad, atomically: true, encoding: .utf8)
        app.settingsScreen.importBackup(.success(bad))
        let failed = try XCTUnwrap(app.message)
        guard case .failed(let error) = failed else { return XCTFail("a bad backup is an error: \(failed)") }
        XCTAssertTrue(failed.isError)
        XCTAssertEqual(app.strings.notice(failed), coreText(language: "en", key: "error-backup"))
        XCTAssertEqual(Strings.for("de").error(error), coreText(language: "de", key: "error-backup"))
        XCTAssertEqual(app.history().count, 1, "a bad backup changes nothing")

        app.settingsScreen.importBackup(.failure(CocoaError(.fileReadNoPermission)))
        XCTAssertEqual(app.message, .fileFailed)
        XCTAssertEqual(app.message?.isError, true)
        XCTAssertEqual(app.message.map(Strings.for("de").notice), "Die gewählte Datei ließ sich nicht öffnen.")
        app.settingsScreen.backupExported(.failure(CocoaError(.fileWriteOutOfSpace)))
        XCTAssertEqual(app.message, .fileFailed)
        XCTAssertEqual(Strings.for("de").notice(.recovered(text: "Wiederhergestellt.\n")), "Wiederhergestellt.", "the core's report as it is")
    }

    /// Issue 61: messages were bare text printed into the page. Now each is
    /// a banner that goes by itself; a banner's time running out never takes
    /// away a newer message that replaced it.
    func testABannerGoesWhenItsTimeIsUpButNotANewerOne() async throws {
        let app = try AppModel(dataDirectory: dir)
        app.settingsScreen.backupExported(.failure(CocoaError(.fileWriteOutOfSpace)))
        let first = try XCTUnwrap(app.message)
        app.go(.settings)
        app.settingsScreen.backupExported(.success(dir.appendingPathComponent("chosen.json")))
        app.dismiss(first)
        XCTAssertEqual(app.message, .exported(file: "chosen.json"), "the older banner's time does not end the newer one")
        app.dismiss(.exported(file: "chosen.json"))
        XCTAssertNil(app.message)
        XCTAssertEqual(AppModel.messageDuration, .seconds(4))
    }

    /// docs/design.md §7: a banner shows for 4 s, then goes by itself.
    func testABannerShowsForFourSecondsThenGoes() async throws {
        let app = try AppModel(dataDirectory: dir)
        app.settingsScreen.backupExported(.success(dir.appendingPathComponent("chosen.json")))
        let shown = try XCTUnwrap(app.message)
        let clock = ContinuousClock(), start = clock.now
        let expiry = Task { await app.expire(shown) }
        try await Task.sleep(for: .milliseconds(3_500))
        XCTAssertEqual(app.message, shown, "still there after 3.5 s")
        await expiry.value
        XCTAssertNil(app.message)
        XCTAssertGreaterThanOrEqual(clock.now - start, .seconds(4))
        // A banner replaced meanwhile stays for its own time.
        app.settingsScreen.backupExported(.failure(CocoaError(.fileWriteOutOfSpace)))
        let old = try XCTUnwrap(app.message)
        let oldExpiry = Task { await app.expire(old) }
        app.settingsScreen.backupExported(.success(dir.appendingPathComponent("newer.json")))
        await oldExpiry.value
        XCTAssertEqual(app.message, .exported(file: "newer.json"))
    }

    /// Issue 63: a history rebuilt from its backups is told in the core's
    /// words (what came back, what is lost), not a sentence the app made
    /// from a count.
    func testARestoredHistoryIsToldInTheCoresWords() async throws {
        do {
            let app = try AppModel(dataDirectory: dir)
            _ = try await resignAgainstLevelOne(app)
            XCTAssertNil(app.message)
        }
        try FileManager.default.removeItem(at: dir.appendingPathComponent("db"))
        let app = try AppModel(dataDirectory: dir)
        let message = try XCTUnwrap(app.message)
        XCTAssertTrue(message.isError)
        let said = app.strings.notice(message)
        XCTAssertTrue(said.hasPrefix("Your game history was missing; it was restored from its backups.\n"), said)
        XCTAssertTrue(said.contains("1 game was restored from the backups."), said)
        XCTAssertFalse(said.hasSuffix("\n"), "no empty line under the banner's text")
        XCTAssertEqual(app.history().count, 1)
    }

    /// A review open while the language changes says everything again in
    /// the new language: its rows, each side's sentence, what it means and
    /// the board's descriptions. It stayed in the old one until the next
    /// review. The core keeps the verdicts, so none is worked out again.
    func testAnOpenReviewFollowsALanguageSwitch() async throws {
        let app = try AppModel(dataDirectory: dir)
        let game = try await resignAgainstLevelOne(app)
        app.go(.replay(gameId: try XCTUnwrap(game.view.gameId)))
        let replay = try XCTUnwrap(app.replay)
        replay.show(ply: 1)
        await replay.review()
        let english = try XCTUnwrap(replay.reviews)
        let englishSummaries = replay.summaries

        var german = app.settings
        german.language = "de"
        app.save(german)
        await app.languageChange?.value
        // The same game reviewed afresh in German, to compare with.
        let fresh = try XCTUnwrap(app.reviewFinishedGame())
        fresh.show(ply: 1)
        await fresh.review()

        XCTAssertTrue(app.replay === replay, "the same replay, where it was")
        XCTAssertEqual(replay.ply, 1)
        let reviews = try XCTUnwrap(replay.reviews)
        XCTAssertEqual(reviews.map(\.verdict), english.map(\.verdict))
        XCTAssertNotEqual(reviews.map(\.text), english.map(\.text))
        XCTAssertEqual(replay.lines.map(\.text), fresh.lines.map(\.text))
        XCTAssertNotEqual(replay.summaries, englishSummaries)
        XCTAssertEqual(replay.summaries, fresh.summaries)
        XCTAssertEqual(replay.explanation, fresh.explanation)
        let king = { (model: ReplayModel) in model.view?.board.cells.first { $0.name == "g7" }?.description }
        XCTAssertEqual(king(replay), king(fresh), "the board's words too")
        XCTAssertTrue(try XCTUnwrap(king(replay)).contains("König"))
    }

    /// The record of `record`'s game cut before its last ply, its result unknown: a game not over.
    private func unfinished(_ record: String) -> String {
        var lines = record.split(separator: "\n").map(String.init)
        if let last = lines.lastIndex(where: { $0.first?.isNumber == true }) { lines.remove(at: last) }
        return lines.map { $0.hasPrefix("Result:") ? "Result: *" : $0 }.joined(separator: "\n") + "\n"
    }

    /// Issue 45: a finished game's record is copied and shared from the
    /// game-over screen and from its replay; the history opens a record from
    /// a file or the pasteboard into a replay outside the history, with its
    /// review, Back returning to the history. A cancelled importer says
    /// nothing; an empty pasteboard, a text that is no record, an unfinished
    /// game's record and a file that cannot be read are said in the
    /// catalog's words, in both languages.
    func testAGamesRecordIsSharedAndOpenedFromAFileOrThePasteboard() async throws {
        let (app, game) = try await finishedEinSteinGameAgainstLevel2()
        let stored = try XCTUnwrap(app.history().first)
        let record = stored.record
        XCTAssertTrue(record.contains("Format: zabel-einstein"), record)

        // Game over: copied and shared as the history keeps it.
        XCTAssertEqual(app.records.record, record)
        XCTAssertEqual(app.records.notations, ["Zabel"], "EinStein has no other program's notation")
        var pasteboard: String?
        app.records.copy { pasteboard = $0 }
        XCTAssertEqual(pasteboard, record)
        XCTAssertEqual(app.message, .recordCopied)
        XCTAssertEqual(app.message?.isError, false)
        XCTAssertEqual(app.message.map(app.strings.notice), "Record copied")
        let file = try XCTUnwrap(app.records.file())
        XCTAssertEqual(file.lastPathComponent, RecordShare.recordName)
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), record)

        // From a file, as the importer hands it over: a replay with its review, in no history.
        app.go(.history)
        XCTAssertNil(app.records.record, "the history shows no one game")
        app.openRecordFile(.success(file))
        XCTAssertEqual(app.screen, .replay(gameId: nil))
        XCTAssertNil(app.message)
        let replay = try XCTUnwrap(app.replay)
        XCTAssertTrue(replay.isOpened)
        XCTAssertEqual(replay.game.record, record)
        XCTAssertEqual(replay.game.result, stored.result)
        XCTAssertEqual(replay.title(app.strings), "Replay\u{00A0}· EinStein würfelt nicht!")
        XCTAssertEqual(Int(replay.plies), game.view.moves.count)
        XCTAssertNil(replay.view?.gameId)
        replay.step(1)
        replay.step(1)
        XCTAssertEqual(replay.view?.moves, Array(game.view.moves.prefix(2)))
        replay.step(-1)
        XCTAssertEqual(replay.ply, 1)
        replay.show(ply: replay.plies)
        XCTAssertEqual(replay.view?.result, game.view.result)
        await replay.review()
        XCTAssertEqual(replay.reviews?.count, game.view.moves.count)
        XCTAssertEqual(replay.summaries.count, 2, "a sentence per side")
        XCTAssertEqual(app.records.record, record, "an opened game's record copies as it came")
        app.back()
        XCTAssertEqual(app.screen, .history)
        XCTAssertNil(app.replay, "the replay is closed")
        XCTAssertEqual(app.history().map(\.id), [stored.id], "an opened game joins no history")

        // From the pasteboard.
        app.pasteRecord(record)
        XCTAssertEqual(app.screen, .replay(gameId: nil))
        XCTAssertEqual(app.replay?.game.record, record)
        app.back()

        // An empty pasteboard says so; a cancelled importer says nothing; a file that cannot be read says so.
        for empty in [nil, " \n"] as [String?] {
            app.pasteRecord(empty)
            XCTAssertEqual(app.message, .clipboardEmpty)
            XCTAssertEqual(app.message?.isError, true)
        }
        XCTAssertEqual(app.message.map(Strings.for("de").notice), "Die Zwischenablage enthält keinen Text.")
        app.openRecordFile(.failure(CocoaError(.userCancelled)))
        XCTAssertNil(app.message)
        app.openRecordFile(.failure(CocoaError(.fileReadNoPermission)))
        XCTAssertEqual(app.message, .fileFailed)
        app.openRecordFile(.success(dir.appendingPathComponent("gone.txt")))
        XCTAssertEqual(app.message, .fileFailed)

        // No record, an unfinished game's record, a file far larger than any record: the core's words.
        let large = dir.appendingPathComponent("large.txt")
        try Data(count: AppModel.recordMaxBytes + 1).write(to: large)
        let cut = dir.appendingPathComponent("cut.txt")
        try unfinished(record).write(to: cut, atomically: true, encoding: .utf8)
        for language in Strings.languages {
            var changed = app.settings
            changed.language = language
            app.save(changed)
            for (text, key) in [("no record", "error-bad-game"), (unfinished(record), "error-unfinished-record")] {
                app.pasteRecord(text)
                XCTAssertEqual(app.message?.isError, true)
                XCTAssertEqual(app.message.map(app.strings.notice), coreText(language: language, key: key))
            }
            app.openRecordFile(.success(cut))
            XCTAssertEqual(app.message.map(app.strings.notice), coreText(language: language, key: "error-unfinished-record"))
            app.openRecordFile(.success(large))
            XCTAssertEqual(app.message.map(app.strings.notice), coreText(language: language, key: "error-bad-game"))
            XCTAssertEqual(app.screen, .history)
        }
        XCTAssertEqual(app.history().count, 1)

        // A replay from the history: its number, and its record to copy.
        app.go(.replay(gameId: stored.id))
        let fromHistory = try XCTUnwrap(app.replay)
        XCTAssertFalse(fromHistory.isOpened)
        let level2 = try XCTUnwrap(app.newGame.levels(.einstein).first { $0.level == 2 }).name
        XCTAssertEqual(app.replayTitle, app.strings.replayTitle(.einstein, opponent: level2, finishedAt: stored.finishedAt))
        XCTAssertEqual(Strings.for("de").replayTitle(.einstein, opponent: level2, finishedAt: stored.finishedAt),
                       "EinStein würfelt nicht! gegen \(level2) · \(Strings.for("de").day(stored.finishedAt))", "the game, the level by its name, the day")
        app.records.copy { pasteboard = $0 }
        XCTAssertEqual(pasteboard, record)
        XCTAssertEqual(app.message.map(app.strings.notice), coreText(language: "de", key: "app-record-copied"))
    }

    func testSettingsSwitchTheLanguageAndHideTheDie() async throws {
        let app = try AppModel(dataDirectory: dir)
        XCTAssertEqual(app.strings.newGame, "New game")
        var german = app.settings
        german.language = "de"
        german.showDie = false
        app.save(german)
        XCTAssertEqual(app.strings.newGame, "Neue Partie")
        var french = german
        french.language = "fr"
        app.save(french)
        XCTAssertNotNil(app.message, "a bad setting is refused with a message")
        XCTAssertEqual(app.settings, german)
        app.newGame.chooseOpponent(level: 2)
        app.newGame.firstMover = .red
        app.setup?.startGame()
        let game = try XCTUnwrap(app.game)
        game.roll()
        if game.view.phase != .computerTurn { XCTAssertEqual(game.view.die, .hidden) }
        XCTAssertEqual(app.strings.toMove(game.view).hasSuffix("ist am Zug"), true)
        game.stopComputer()
    }

    func testTwoPlayersFinishAKoenigszabelGameByTapsAndTheScreenSaysHowItEnded() async throws {
        let app = try AppModel(dataDirectory: dir)
        app.go(.opponents)
        app.newGame.playKoenigszabel()
        XCTAssertEqual(app.screen, .board)
        let game = try XCTUnwrap(app.game)
        XCTAssertEqual(game.variant, .koenigszabel)
        XCTAssertFalse(game.hasDice)
        XCTAssertEqual(app.strings.toMove(game.view), "Attackers to move")
        XCTAssertEqual(app.strings.prompt(game.view.phase, in: game.variant), "Choose a piece to move")
        game.tap("a1")
        XCTAssertEqual(game.message, .ignored(.notChoosable))
        game.roll()
        if case .failed(.NoDice(_)) = game.message {} else { XCTFail("no die to roll: \(String(describing: game.message))") }
        var taps = 0
        while !game.isOver && taps < 5_000 {
            try await tapNext(game)
            taps += 1
        }
        XCTAssertTrue(game.isOver)
        let result = try XCTUnwrap(game.view.result)
        XCTAssertEqual(result.scores.count, 2)
        let said = app.strings.result(result, in: game.variant, players: game.view.seats.map(\.player))
        XCTAssertTrue(said.hasPrefix(result.winner == nil ? "Draw: " : (result.winner == 0 ? "The attackers won: " : "The defenders won: ")), said)
        XCTAssertNil(game.view.ratingChange)

        // In the history as Königszabel, and it replays on the same board view.
        app.go(.history)
        let entry = try XCTUnwrap(app.historyEntries().first)
        XCTAssertEqual(entry.variant, .koenigszabel)
        XCTAssertEqual(entry.game, "Königszabel")
        XCTAssertEqual(entry.players, "Attackers: Person\u{00A0}· Defenders: Person")
        XCTAssertEqual(entry.result, said)
        XCTAssertEqual(entry.rating, "not rated")
        app.go(.replay(gameId: entry.id))
        let replay = try XCTUnwrap(app.replay)
        XCTAssertEqual(replay.game.variant, .koenigszabel)
        XCTAssertEqual(replay.view?.board.cells.count, 169)
        XCTAssertNil(replay.view?.die)
        replay.step(Int(replay.plies))
        XCTAssertEqual(replay.view?.result, result)
        XCTAssertTrue(replay.canReview, "Königszabel has a review")
        // A whole game takes about a second a ply here: the player stops it
        // and keeps what was judged so far.
        let review = Task { await replay.review() }
        try await Task.sleep(nanoseconds: 100_000_000)
        XCTAssertTrue(replay.reviewing)
        XCTAssertFalse(replay.canReview, "one review at a time")
        try await Task.sleep(nanoseconds: 1_400_000_000)
        replay.cancelReview()
        await review.value
        XCTAssertFalse(replay.reviewing)
        XCTAssertNil(replay.reviewError, "a stopped review is no error")
        let reviews = try XCTUnwrap(replay.reviews)
        XCTAssertLessThanOrEqual(reviews.count, Int(replay.plies))
        XCTAssertTrue(reviews.allSatisfy { $0.roll == nil })
        let moves = try XCTUnwrap(replay.view?.moves)
        XCTAssertEqual(replay.moveRows.map(\.move), moves, "the record's moves, without a die")
        XCTAssertEqual(replay.moveRows.prefix(reviews.count).map(\.text), reviews.map(\.text), "the core's sentence on each reviewed move")
    }

    func testAKoenigszabelGameIsReviewedMoveByMoveWithoutADie() async throws {
        let app = try AppModel(dataDirectory: dir)
        let game = try await resignAgainstLevelOne(app)
        let review = try XCTUnwrap(app.reviewFinishedGame())
        XCTAssertEqual(review.game.variant, .koenigszabel)
        XCTAssertTrue(review.canReview)
        await review.review()
        XCTAssertNil(review.reviewError)
        let reviews = try XCTUnwrap(review.reviews)
        XCTAssertEqual(reviews.count, game.view.moves.count, "one review a ply")
        XCTAssertEqual(reviews.map(\.roll), [nil])
        let played = reviews[0].played
        XCTAssertTrue(game.view.moves[0].hasPrefix(played.notation), "\(game.view.moves[0]) is \(played.notation)")

        let lines = review.lines
        XCTAssertEqual(lines.map(\.number), [1])
        XCTAssertEqual(review.moveRows.map(\.move), game.view.moves, "the moves as recorded, no die in Königszabel")
        // The row is the core's sentence, in the settings' language, and nothing the app adds.
        XCTAssertEqual(lines[0].text, reviews[0].text)
        XCTAssertTrue(lines[0].text.hasPrefix("1. \(played.notation): "), lines[0].text)
        XCTAssertEqual(lines[0].bad, reviews[0].mistake)

        // The same from the history's replay screen.
        app.go(.replay(gameId: try XCTUnwrap(game.view.gameId)))
        let replay = try XCTUnwrap(app.replay)
        await replay.review()
        XCTAssertEqual(replay.reviews, reviews, "the review is the core's, the same each time")
    }

    /// EinStein against level 2, Red first, played to its end by taps.
    private func finishedEinSteinGameAgainstLevel2() async throws -> (AppModel, GameModel) {
        let app = try AppModel(dataDirectory: dir)
        return (app, try await playEinStein(in: app, against: 2))
    }

    /// EinStein against `level`, Red first, played to its end by taps from the opponents screen.
    private func playEinStein(in app: AppModel, against level: UInt8) async throws -> GameModel {
        app.go(.opponents)
        app.newGame.chooseOpponent(level: level)
        app.newGame.firstMover = .red
        app.setup?.startGame()
        let game = try XCTUnwrap(app.game)
        var taps = 0
        while !game.isOver {
            try await tapNext(game)
            taps += 1
            XCTAssertLessThan(taps, 1_000)
        }
        return game
    }

    /// Defect 8: the review tied to the board. A reviewed move chosen shows
    /// the core's position after it and is the marked row; the arrows move the
    /// mark; the graph has the core's chance of one side per reviewed ply.
    /// Defect 7: every per-side percentage said lies within 0...100.
    func testAReviewedMoveChosenShowsItsPositionAndTheGraphIsTheCoresChance() async throws {
        let (app, game) = try await finishedEinSteinGameAgainstLevel2()
        // An independent replay of the same game, the core's positions to compare with.
        let core = try XCTUnwrap(app.reviewFinishedGame())
        app.go(.replay(gameId: try XCTUnwrap(game.view.gameId)))
        let replay = try XCTUnwrap(app.replay)
        XCTAssertTrue(replay.chancePoints.isEmpty, "no graph before the review")
        await replay.review()
        let reviews = try XCTUnwrap(replay.reviews)
        XCTAssertGreaterThan(reviews.count, 4)

        let points = replay.chancePoints
        XCTAssertEqual(points.map(\.number), reviews.map(\.number))
        XCTAssertEqual(points.map(\.chance), reviews.map(\.viewpointChance))
        XCTAssertTrue(points.allSatisfy { (0...1).contains($0.chance) })

        let en = Strings.for("en"), de = Strings.for("de")
        let lines = replay.lines
        let chosen = lines[3]
        replay.select(chosen)
        XCTAssertEqual(replay.ply, chosen.number)
        core.show(ply: chosen.number)
        XCTAssertEqual(replay.view?.board, core.view?.board)
        XCTAssertEqual(lines.filter(replay.isCurrent).map(\.number), [chosen.number])
        let side = en.seat(0, in: .einstein)
        XCTAssertEqual(replay.chanceGraphLabel(en), "Chance of \(side), move by move")
        XCTAssertEqual(replay.chanceGraphDescription(en), "Chance of \(side), move by move; " + en.chanceGraphAt(chosen.number, points[3].chance))
        XCTAssertTrue(replay.chanceGraphLabel(de).hasPrefix("Chance für Rot"))

        replay.step(1)
        XCTAssertEqual(lines.filter(replay.isCurrent).map(\.number), [lines[4].number])
        core.show(ply: lines[4].number)
        XCTAssertEqual(replay.view?.board, core.view?.board)

        XCTAssertEqual(replay.chancePly(at: 0), points.first?.number)
        XCTAssertEqual(replay.chancePly(at: 1), points.last?.number)
        replay.show(ply: try XCTUnwrap(replay.chancePly(at: 1)))
        core.show(ply: points.last!.number)
        XCTAssertEqual(replay.view?.board, core.view?.board)

        // Each side's game in one sentence, the core's, its shares within 0–100 %.
        XCTAssertEqual(replay.summaries.count, 2)
        for summary in replay.summaries {
            let numbers = summary.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
            XCTAssertFalse(numbers.isEmpty, summary)
            XCTAssertTrue(numbers.allSatisfy { (0...100).contains($0) }, summary)
        }
    }

    func testKoenigszabelsReviewSaysNothingAboutDice() async throws {
        let app = try AppModel(dataDirectory: dir)
        _ = try await resignAgainstLevelOne(app)
        let review = try XCTUnwrap(app.reviewFinishedGame())
        await review.review()
        let seats = review.seatReviews
        XCTAssertEqual(seats.map(\.seat), [0, 1])
        XCTAssertTrue(seats.allSatisfy { $0.dice == nil })
        XCTAssertEqual(review.summaries.count, 2)
        XCTAssertFalse(review.summaries.contains { $0.lowercased().contains("dice") }, "\(review.summaries)")
        XCTAssertFalse(review.lines.contains { $0.text.contains("roll") }, "\(review.lines)")
    }

    func testAFinishedEinSteinGameSaysPerSideWhatDecisionsLostAndWhatTheDiceDid() async throws {
        let (app, _) = try await finishedEinSteinGameAgainstLevel2()
        let review = try XCTUnwrap(app.reviewFinishedGame())
        XCTAssertTrue(review.summaries.isEmpty, "nothing to say before the review")
        await review.review()
        let plies = try XCTUnwrap(review.reviews)
        let seats = review.seatReviews
        XCTAssertEqual(seats.map(\.seat), [0, 1])
        XCTAssertEqual(seats.map(\.moves).reduce(0, +), UInt32(plies.count))
        for seat in seats {
            XCTAssertGreaterThanOrEqual(seat.decisions, 0)
            let dice = try XCTUnwrap(seat.dice, "EinStein has dice")
            // What the side's rolls gave less what they took, each
            // compounded as the decisions are, so within 100% either way.
            let luck = plies.filter { $0.seat == seat.seat }.compactMap(\.luck)
            let gave = 1 - luck.filter { $0 >= 0 }.reduce(1.0) { $0 * (1 - min($1, 1)) }
            let took = 1 - luck.filter { $0 < 0 }.reduce(1.0) { $0 * (1 - min(-$1, 1)) }
            XCTAssertEqual(dice, gave - took, accuracy: 1e-9)
            XCTAssertLessThanOrEqual(abs(dice), 1)
        }

        // Each side in one sentence, the core's: the person against the computer is "You", and the dice are said.
        let summaries = review.summaries
        XCTAssertEqual(summaries.count, 2)
        XCTAssertTrue(summaries[0].hasPrefix("You"), summaries[0])
        XCTAssertTrue(summaries.allSatisfy { $0.contains("dice") }, "\(summaries)")
        // What a roll did is said in the core's row, where it mattered.
        XCTAssertTrue(plies.contains { $0.luck != nil })
        XCTAssertEqual(review.lines.map(\.text), plies.map(\.text))
    }

    func testEveryGameHasARulesPageFromHomeInBothLanguages() async throws {
        let app = try AppModel(dataDirectory: dir)
        XCTAssertNil(app.rulesPage)
        for variant in RulesPage.games {
            app.go(.rules(variant))
            let page = try XCTUnwrap(app.rulesPage)
            XCTAssertEqual(page.variant, variant)
            XCTAssertEqual(page.title, app.strings.game(variant))
            XCTAssertFalse(page.paragraphs.isEmpty)
            XCTAssertTrue(try XCTUnwrap(page.example).hasPrefix("Example:"), "\(variant)")
            XCTAssertEqual(page.paragraphs.joined(separator: "\n") + "\n" + page.example!,
                           rulesText(language: "en", variant: variant).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: "\n"))
            let german = RulesPage(variant, strings: .for("de"))
            XCTAssertTrue(try XCTUnwrap(german.example).hasPrefix("Beispiel:"), "\(variant)")
            XCTAssertNotEqual(german.paragraphs, page.paragraphs)
            // Issue 61: the rules were a paragraph without a diagram. Each
            // diagram marks the move it shows and says it in a sentence.
            XCTAssertGreaterThanOrEqual(page.diagrams.count, 3, "\(variant)")
            let drawn = { (page: RulesPage) in page.diagrams.map { $0.board.cells.map { "\($0.name) \(String(describing: $0.piece)) \($0.mark)" } } }
            XCTAssertEqual(drawn(german), drawn(page), "the same diagrams in either language")
            for diagram in page.diagrams {
                XCTAssertFalse(diagram.caption.isEmpty)
                XCTAssertTrue(diagram.board.cells.contains { $0.mark != .none }, diagram.caption)
                XCTAssertEqual(diagram.board.cells.count, Int(diagram.board.width) * Int(diagram.board.height))
            }
            XCTAssertNotEqual(german.diagrams.map(\.caption), page.diagrams.map(\.caption), "captions in the page's language")
        }
        XCTAssertEqual(Set(RulesPage.games), [.einstein, .koenigszabel, .quattroDiagonal, .quattroLongline, .trio], "every game")
        XCTAssertTrue(RulesPage(.koenigszabel, strings: .for("en")).paragraphs.joined().contains("13×13"))
        app.go(.home)
        XCTAssertNil(app.rulesPage)
    }

    func testTheNewGameScreensOpenTheirGamesRulesAndComeBackUnchanged() async throws {
        let app = try AppModel(dataDirectory: dir)
        app.go(.opponents)
        app.newGame.shieldwall = true
        app.newGame.koenigszabelSeat = 0
        for variant in [Variant.einstein, .koenigszabel] {
            app.openRules(variant)
            XCTAssertEqual(app.rulesPage?.variant, variant)
            app.closeRules()
            XCTAssertEqual(app.screen, .opponents, "back to the new-game screen, not Home")
        }
        XCTAssertTrue(app.newGame.shieldwall)
        XCTAssertEqual(app.newGame.koenigszabelSeat, 0)
        // EinStein's setup: back to the stones as they were arranged, not shuffled anew.
        app.go(.setup(red: .human, blue: .computer(level: 1)))
        let placements = app.setup?.arrangement.placements
        app.openRules(.einstein)
        app.closeRules()
        XCTAssertEqual(app.screen, .setup(red: .human, blue: .computer(level: 1)))
        XCTAssertEqual(app.setup?.arrangement.placements, placements)
        // The seats screen of three and four: the chosen game's rules, the seats kept.
        app.chooseGroupGame(.trio)
        let seats = app.seats.assignment
        app.openRules(seats.variant)
        XCTAssertEqual(app.rulesPage?.variant, .trio)
        app.closeRules()
        XCTAssertEqual(app.screen, .seats)
        XCTAssertEqual(app.seats.assignment, seats)
        // From Home, back goes Home.
        app.go(.home)
        app.openRules(.koenigszabel)
        app.closeRules()
        XCTAssertEqual(app.screen, .home)
        XCTAssertEqual(app.strings.rulesLink(.koenigszabel), "Königszabel rules")
        XCTAssertEqual(Strings.for("de").rulesLink(.trio), "Regeln für Trio")
        XCTAssertEqual(app.strings.rulesLink(.quattroLongline), "Quattro rules", "one page for both Quattros")
    }

    /// Issue 45 defect 11: the Königszabel "fair match" averaged both sides
    /// (51 %) while the list said 21 % / 82 % by side. Now it is the level
    /// nearest an even game from the side picked, and moves with the side.
    func testTheKoenigszabelFairMatchIsForTheSidePicked() async throws {
        let app = try AppModel(dataDirectory: dir)
        func fair(_ seat: Int) throws -> Opponent {
            try XCTUnwrap(app.newGame.suggestedOpponent(.koenigszabel, seat: seat == 0 ? .first : .second))
        }
        XCTAssertNotEqual(try fair(0).level, try fair(1).level, "the sides' fair matches differ, or this test shows nothing")
        for seat in [UInt8(0), 1] {
            app.newGame.koenigszabelSeat = seat
            let level = try XCTUnwrap(app.newGame.fairMatch(.koenigszabel))
            XCTAssertEqual(level, try fair(Int(seat)).level)
            // The list shows the chance from that side beside it, near even.
            let choice = try XCTUnwrap(app.newGame.levelChoices(.koenigszabel).first { $0.level == level })
            XCTAssertEqual(choice.expectedScore, try fair(Int(seat)).expectedBySeat[Int(seat)])
        }
        XCTAssertEqual(app.newGame.fairMatch(.einstein), app.newGame.suggestedOpponent(.einstein)?.level, "EinStein keeps the core's suggestion")
    }

    /// Home's card chooses the game whose new-game screen opens, and playing
    /// again after a game opens that game's screen, as in the Compose app.
    func testHomesCardsAndPlayAgainOpenTheNewGameScreenOfTheirGame() async throws {
        let app = try AppModel(dataDirectory: dir)
        app.chooseNewGame(.koenigszabel)
        XCTAssertEqual(app.screen, .opponents)
        XCTAssertEqual(app.newGame.variant, .koenigszabel)
        app.newGame.koenigszabelSeat = 0
        app.newGame.playKoenigszabel(level: 1)
        app.resign()
        app.confirm()
        XCTAssertEqual(app.game?.isOver, true)
        app.go(.home)
        app.chooseNewGame(.einstein)
        XCTAssertEqual(app.newGame.variant, .einstein)
        // From the finished game's screen: again the game just played, not the one last looked at.
        app.go(.board)
        app.playAgain()
        XCTAssertEqual(app.screen, .opponents)
        XCTAssertEqual(app.newGame.variant, .koenigszabel)
        XCTAssertEqual(app.strings.newGameOf(.koenigszabel), "New game of Königszabel")
    }

    func testTheNewGameScreenOffersEveryKoenigszabelLevelWithTheCoresNames() async throws {
        let app = try AppModel(dataDirectory: dir)
        app.go(.opponents)
        let levels = app.newGame.levels(.koenigszabel)
        let choices = app.newGame.levelChoices(.koenigszabel)
        XCTAssertEqual(choices.map(\.level), Array(1...8))
        XCTAssertEqual(choices.map(\.name), levels.map(\.name), "the names are the core's")
        XCTAssertEqual(choices.map(\.about), levels.map(\.description), "and what each level is like")
        XCTAssertTrue(choices.allSatisfy { !$0.about.isEmpty })
        let first = choices[0]
        XCTAssertTrue(first.rated)
        XCTAssertEqual(first.title, "1. Thrall\u{00A0}· Elo\u{00A0}1000")
        // The chances are the core's measured ones for the side picked (the
        // defenders by default), not one figure for both sides.
        let thrall = try XCTUnwrap(app.newGame.opponents(.koenigszabel).first)
        XCTAssertEqual(thrall.expectedBySeat.count, 2)
        XCTAssertEqual(app.newGame.koenigszabelSeat, 1)
        XCTAssertEqual(first.expectedScore, thrall.expectedBySeat[1])
        XCTAssertEqual(first.detail, "you score \(percentText(language: "en", share: thrall.expectedBySeat[1])) (the defenders)")
        app.newGame.koenigszabelSeat = 0
        let attacking = app.newGame.levelChoices(.koenigszabel)[0]
        XCTAssertEqual(attacking.expectedScore, thrall.expectedBySeat[0])
        XCTAssertEqual(attacking.detail, "you score \(percentText(language: "en", share: thrall.expectedBySeat[0])) (the attackers)")
        app.newGame.koenigszabelSeat = 1
        // EinStein's sides are not picked on this screen: its chances stay the level's one figure.
        XCTAssertEqual(app.newGame.levelChoices(.einstein).first?.expectedScore, app.newGame.opponents(.einstein).first?.expectedScore)
        let rated = Set(app.newGame.opponents(.koenigszabel).map(\.level))
        for choice in choices where !rated.contains(choice.level) {
            XCTAssertFalse(choice.rated)
            XCTAssertNil(choice.expectedScore)
            XCTAssertEqual(choice.title, "\(choice.level). \(choice.name) · not rated")
            XCTAssertEqual(choice.detail, app.strings.unratedLevel)
        }
        XCTAssertEqual(app.newGame.levelChoices(.einstein).map(\.level), Array(1...8))
        XCTAssertTrue(app.newGame.levelChoices(.einstein).allSatisfy { $0.rated && $0.expectedScore != nil })

        var german = app.settings
        german.language = "de"
        app.save(german)
        XCTAssertEqual(app.newGame.levelChoices(.koenigszabel).map(\.name), app.newGame.levels(.koenigszabel).map(\.name))
        XCTAssertEqual(app.newGame.levels(.koenigszabel).first?.name, "Knecht", "the core names levels in the settings' language")
        XCTAssertEqual(app.newGame.levelChoices(.koenigszabel)[0].title, "1. Knecht\u{00A0}· Elo\u{00A0}1000")

        // The strongest level, the human attacking, with shieldwall captures.
        app.newGame.koenigszabelSeat = 0
        app.newGame.shieldwall = true
        app.newGame.playKoenigszabel(level: 8)
        let game = try XCTUnwrap(app.game)
        XCTAssertEqual(game.variant, .koenigszabel)
        XCTAssertEqual(game.view.seats.map(\.player), [.human, .computer(level: 8)])
        XCTAssertEqual(game.view.phase, .choosePiece, "the attackers move first")
        XCTAssertEqual(game.view.rated, rated.contains(8), "only a rated level makes a rated game")
        game.stopComputer()
    }

    /// Plays Königszabel as the defenders against level 1 and resigns once the computer has moved.
    func testLosingARatedGameAsksFirstAndNoKeepsPlaying() async throws {
        let app = try AppModel(dataDirectory: dir)
        app.newGame.koenigszabelSeat = 1
        app.newGame.playKoenigszabel(level: 1)
        let game = try XCTUnwrap(app.game)
        await game.computerFinished()
        XCTAssertTrue(game.view.rated)

        app.resign()
        XCTAssertEqual(app.confirmation, .resign)
        XCTAssertEqual(app.strings.confirmation(.resign), coreText(language: "en", key: "confirm-resign-rated"))
        app.keepPlaying()
        XCTAssertNil(app.confirmation)
        XCTAssertFalse(game.isOver, "no keeps the game")

        // Another game over the rated one: asked with its name; no keeps it.
        let twoPeople = GameConfig(players: [.human, .human], options: .koenigszabel(shieldwall: false), seed: 5)
        app.start(twoPeople)
        let asked = try XCTUnwrap(app.confirmation)
        XCTAssertTrue(app.strings.confirmation(asked).hasPrefix("Your unfinished game of Königszabel is rated"))
        XCTAssertTrue(Strings.for("de").confirmation(asked).contains("Königszabel"))
        app.keepPlaying()
        XCTAssertTrue(app.game === game)
        XCTAssertTrue(app.history().isEmpty)

        // Yes: the rated game is resigned into the history, and the new one starts.
        app.start(twoPeople)
        app.confirm()
        let resigned = try XCTUnwrap(app.history().first)
        XCTAssertEqual(resigned.result.reason, .resigned)
        XCTAssertNotNil(resigned.ratingChange, "it counted")
        XCTAssertEqual(app.game?.view.seats.map(\.player), [.human, .human])

        // A game between two people is not rated: resigning it asks nothing.
        app.resign()
        XCTAssertNil(app.confirmation)
        XCTAssertEqual(app.game?.isOver, true)
    }

    /// A rated Königszabel game against level 1, the human defending, after
    /// the computer's move, the human's and the computer's reply.
    private func ratedAfterAMoveEach(_ app: AppModel) async throws -> GameModel {
        app.newGame.koenigszabelSeat = 1
        app.newGame.playKoenigszabel(level: 1)
        XCTAssertNil(app.confirmation)
        let game = try XCTUnwrap(app.game)
        await game.computerFinished()
        try await tapNext(game)
        try await tapNext(game)
        await game.computerFinished()
        XCTAssertEqual(game.view.moves.count, 3)
        XCTAssertTrue(game.view.rated)
        XCTAssertTrue(game.view.canUndo)
        return game
    }

    /// A hint or a move taken back makes a rated game unrated (the core's
    /// rule): the app asks first. No keeps the game as it was, still rated;
    /// yes gives the hint or takes the move back; an unrated game asks nothing more.
    func testAHintOrAnUndoInARatedGameAsksFirstAndOnlyWhileItIsRated() async throws {
        let app = try AppModel(dataDirectory: dir)
        let game = try await ratedAfterAMoveEach(app)
        let playing = game.view

        app.undo()
        XCTAssertEqual(app.confirmation, .undo)
        XCTAssertEqual(app.strings.confirmation(.undo), "Taking a move back makes this game unrated: it will not count for your rating.")
        XCTAssertEqual(app.strings.confirmButton(.undo), coreText(language: "en", key: "confirm-undo"))
        XCTAssertEqual(Strings.for("de").confirmation(.undo), coreText(language: "de", key: "confirm-undo-unrated"))
        XCTAssertEqual(Strings.for("de").confirmButton(.undo), "Zurücknehmen")
        app.keepPlaying()
        XCTAssertNil(app.confirmation)
        XCTAssertEqual(game.view, playing, "no keeps the game as it was")

        app.hint()
        XCTAssertEqual(app.confirmation, .hint)
        XCTAssertEqual(app.strings.confirmation(.hint), "A hint makes this game unrated: it will not count for your rating.")
        XCTAssertEqual(app.strings.confirmButton(.hint), "Show hint")
        XCTAssertEqual(Strings.for("de").confirmation(.hint), coreText(language: "de", key: "confirm-hint-unrated"))
        XCTAssertEqual(app.strings.confirmButton(.resign), "Resign")
        app.keepPlaying()
        XCTAssertFalse(game.hinting, "no asks the core for nothing")
        XCTAssertTrue(game.hints.isEmpty)
        XCTAssertEqual(game.view, playing)

        // Yes: the hint, and the game is unrated.
        app.hint()
        app.confirm()
        XCTAssertNil(app.confirmation)
        await game.hintFinished()
        XCTAssertNil(game.message)
        XCTAssertFalse(game.hints.isEmpty)
        XCTAssertFalse(game.view.rated)

        // Unrated now: another hint and an undo ask nothing.
        app.hint()
        XCTAssertNil(app.confirmation)
        await game.hintFinished()
        app.undo()
        XCTAssertNil(app.confirmation)
        XCTAssertLessThan(game.view.moves.count, playing.moves.count, "taken back")
        game.stopComputer()
        await game.computerFinished()

        // Yes to an undo in a fresh rated game (the unrated one is left without a question).
        let fresh = try await ratedAfterAMoveEach(app)
        app.undo()
        XCTAssertEqual(app.confirmation, .undo)
        app.confirm()
        XCTAssertNil(app.confirmation)
        XCTAssertLessThan(fresh.view.moves.count, 3, "taken back")
        XCTAssertFalse(fresh.view.rated)
        fresh.stopComputer()
        await fresh.computerFinished()
    }

    /// Issue 45: the history filters by game and by "rated only" (the core
    /// filters), reads two games to a page here (the third on `more`), and
    /// each row has its date, a won/lost/draw badge where one person played
    /// the computer, and the rating change or "not rated"; filters that
    /// leave nothing say so, and outlast a replay.
    func testTheHistoryIsFilteredByGameAndRatedOnlyAndPagedWithBadgesAndUnratedMarks() async throws {
        let app = try AppModel(dataDirectory: dir)
        app.historyPage = 2
        func friends(_ options: GameOptions) throws -> UInt64 {
            app.start(GameConfig(players: [.human, .human], options: options, seed: nil))
            let game = try XCTUnwrap(app.game)
            game.resign()
            XCTAssertTrue(game.isOver)
            return try XCTUnwrap(game.view.gameId)
        }
        let einstein = try friends(.einstein(first: .red, redSetup: [], blueSetup: []))
        let lost = try await resignAgainstLevelOne(app)
        let rated = try XCTUnwrap(lost.view.gameId)
        let tafl = try friends(.koenigszabel(shieldwall: false))
        app.go(.history)
        let list = try XCTUnwrap(app.historyList)
        XCTAssertEqual(list.games.map(\.id), [tafl, rated])
        XCTAssertTrue(list.hasMore)
        list.more()
        XCTAssertEqual(list.games.map(\.id), [tafl, rated, einstein])
        XCTAssertFalse(list.hasMore)
        XCTAssertEqual(list.variants, [.einstein, .koenigszabel])
        for language in ["en", "de"] {
            let s = Strings.for(language)
            let entries = Dictionary(uniqueKeysWithValues: list.entries(s).map { ($0.id, $0) })
            XCTAssertEqual(entries[rated]?.badge, s.yourScore(.loss))
            XCTAssertEqual(entries[rated]?.yourScore, .loss)
            XCTAssertEqual(entries[rated]?.rated, true)
            for friendly in [einstein, tafl] {
                XCTAssertNil(entries[friendly]?.badge, "friends get no badge")
                XCTAssertEqual(entries[friendly]?.rating, s.notRated)
            }
            for entry in entries.values { XCTAssertFalse(entry.date.isEmpty) }
        }
        XCTAssertEqual(Strings.for("en").yourScore(.loss), "Lost")
        XCTAssertEqual(Strings.for("de").yourScore(.win), "Gewonnen")

        list.showVariant(.koenigszabel)
        XCTAssertEqual(list.games.map(\.id), [tafl, rated])
        list.showRatedOnly(true)
        XCTAssertEqual(list.games.map(\.id), [rated])
        list.showVariant(.einstein)
        XCTAssertTrue(list.games.isEmpty)
        XCTAssertEqual(list.emptyText(.for("en")), "No finished games match these filters.")
        XCTAssertEqual(list.emptyText(.for("de")), "Keine beendete Partie passt zu diesen Filtern.")
        list.showRatedOnly(false)
        XCTAssertEqual(app.historyEntries().map(\.id), [einstein])
        // A replay and Back keep the filter.
        app.go(.replay(gameId: einstein))
        app.back()
        XCTAssertEqual(app.historyEntries().map(\.id), [einstein])
        list.showVariant(nil)
        XCTAssertEqual(list.emptyText(.for("en")), Strings.for("en").noGames)
        XCTAssertNil(app.message)
    }

    private func resignAgainstLevelOne(_ app: AppModel) async throws -> GameModel {
        app.newGame.koenigszabelSeat = 1
        app.newGame.playKoenigszabel(level: 1)
        let game = try XCTUnwrap(app.game)
        XCTAssertEqual(game.view.seats.map(\.player), [.computer(level: 1), .human])
        XCTAssertTrue(game.view.rated)
        await game.computerFinished()
        XCTAssertEqual(game.view.moves.count, 1)
        game.resign()
        XCTAssertTrue(game.isOver)
        XCTAssertNil(game.message)
        return game
    }

    /// Back from a replay goes to the history; from the history, the lists
    /// and a game Home, the game kept to continue; a rules page to its opener.
    func testBackGoesFromAReplayToTheHistoryAndFromAGameHomeWithTheGameKept() async throws {
        let app = try AppModel(dataDirectory: dir)
        let finished = try await resignAgainstLevelOne(app)
        let id = try XCTUnwrap(finished.view.gameId)
        app.back()
        XCTAssertEqual(app.screen, .home)

        app.go(.history)
        app.go(.replay(gameId: id))
        XCTAssertNotNil(app.replay)
        app.back()
        XCTAssertEqual(app.screen, .history)
        XCTAssertNil(app.replay, "the replay is closed")
        app.back()
        XCTAssertEqual(app.screen, .home)

        for list in [Screen.settings, .rating] {
            app.go(list)
            app.back()
            XCTAssertEqual(app.screen, .home)
        }
        // About opens from the settings and goes back there.
        app.go(.settings)
        app.go(.about)
        app.back()
        XCTAssertEqual(app.screen, .settings)
        app.go(.opponents)
        app.openRules(.einstein)
        app.back()
        XCTAssertEqual(app.screen, .opponents)
        app.back()
        XCTAssertEqual(app.screen, .home)
        app.back()
        XCTAssertEqual(app.screen, .home, "Home has no back")

        // A game in progress: Home, and it continues where it was.
        app.newGame.playKoenigszabel()
        XCTAssertNil(app.confirmation)
        let game = try XCTUnwrap(app.game)
        try await tapNext(game)
        try await tapNext(game)
        let playing = game.view
        XCTAssertEqual(playing.moves.count, 1)
        app.back()
        XCTAssertEqual(app.screen, .home)
        XCTAssertTrue(app.home.canContinue)
        app.continueGame()
        XCTAssertEqual(app.screen, .board)
        XCTAssertEqual(app.game?.view.moves, playing.moves)
        XCTAssertEqual(app.game?.view.board, playing.board)
    }

    func testTheRatingPickerSwitchesBetweenTheGamesRatings() async throws {
        let app = try AppModel(dataDirectory: dir)
        let game = try await resignAgainstLevelOne(app)
        let change = try XCTUnwrap(game.view.ratingChange, "level 1 is rated")

        app.go(.rating)
        let ratings = try XCTUnwrap(app.ratings)
        XCTAssertEqual(ratings.kinds, [.einstein, .koenigszabel])
        XCTAssertEqual(ratings.kinds.map(app.strings.shortGame), ["EinStein", "Königszabel"])
        XCTAssertEqual(ratings.kind, .einstein)
        XCTAssertEqual(ratings.rating?.games, 0)
        XCTAssertFalse(ratings.hasRatedGames)
        XCTAssertTrue(ratings.chart.isEmpty)
        XCTAssertEqual(ratings.opponents.count, 8)
        XCTAssertEqual(ratings.opponents, app.newGame.opponents(.einstein))
        XCTAssertNotNil(ratings.suggested)

        ratings.select(.koenigszabel)
        XCTAssertEqual(ratings.kind, .koenigszabel)
        XCTAssertEqual(ratings.rating?.games, 1)
        XCTAssertEqual(ratings.rating?.rating, change.after)
        XCTAssertEqual(ratings.rating?.provisional, true)
        XCTAssertTrue(ratings.hasRatedGames)
        XCTAssertEqual(ratings.chart, [ChartPoint(game: 1, rating: change.after)])
        XCTAssertEqual(ratings.points.map(\.gameId), [try XCTUnwrap(game.view.gameId)])
        XCTAssertEqual(ratings.opponents, app.newGame.opponents(.koenigszabel))
        XCTAssertEqual(ratings.opponents.first.map(app.strings.opponent), "1. Thrall\u{00A0}· Elo\u{00A0}1000", "the random mover anchors the scale")
        // Issue 45 defect 11: Königszabel's sides differ too much for one
        // figure; no average-based suggestion, the fair match from each side.
        XCTAssertTrue(ratings.bySide)
        XCTAssertNil(ratings.suggested)
        XCTAssertEqual(ratings.fairBySeat, [RatedSeat.first, .second].map { app.newGame.suggestedOpponent(.koenigszabel, seat: $0)?.level })
        // Issue 45 defect 3: the games named once, the rating rounded as its change shows it.
        XCTAssertEqual(ratings.headline(app.strings), "Your Elo:\u{00A0}\(Int(change.after.rounded()))\u{00A0}· provisional: 1 of 20 rated games")

        ratings.select(.einstein)
        XCTAssertEqual(ratings.rating?.games, 0)
        XCTAssertTrue(ratings.points.isEmpty)
        // Issue 45 defect 14: no rating claimed beside "play the computer to get a rating".
        XCTAssertNil(ratings.headline(app.strings))
        XCTAssertEqual(ratings.opponents, app.newGame.opponents(.einstein))
        XCTAssertNotEqual(ratings.opponents.first?.name, "Thrall")
        XCTAssertNil(app.message)
        app.go(.home)
        XCTAssertNil(app.ratings)
    }

    /// Issue 45: the best rating reached and the person's record against each
    /// level played reach the rating screen's model from the core's standing,
    /// said in both languages; nothing before the first game, nothing for the
    /// levels never played, nothing on the other game's page.
    func testTheRatingModelHasTheBestRatingAndTheRecordAgainstEachLevelPlayed() async throws {
        let app = try AppModel(dataDirectory: dir)
        let en = Strings.for("en"), de = Strings.for("de")
        app.go(.rating)
        let before = try XCTUnwrap(app.ratings)
        before.select(.koenigszabel)
        XCTAssertNil(before.best)
        XCTAssertEqual(before.records, [:])
        XCTAssertNil(before.bestLine(en))
        XCTAssertNil(before.record(1, en))
        app.go(.home)

        let first = try await resignAgainstLevelOne(app)
        let after = try XCTUnwrap(first.view.ratingChange).after
        app.back()
        _ = try await resignAgainstLevelOne(app)
        app.back()
        app.go(.rating)
        let ratings = try XCTUnwrap(app.ratings)
        ratings.select(.koenigszabel)
        // Two losses from 1200: the best is the rating after the first, above the current one.
        XCTAssertEqual(ratings.best, after)
        XCTAssertLessThan(try XCTUnwrap(ratings.rating).rating, after)
        XCTAssertEqual(ratings.records, [1: LevelRecord(level: 1, won: 0, drawn: 0, lost: 2)])
        XCTAssertEqual(ratings.bestLine(en), "Best: \(Int(after.rounded()))")
        XCTAssertEqual(ratings.bestLine(de), "Bestwert: \(Int(after.rounded()))")
        // A count keeps its word, and the dot after it, on its line: no-break spaces.
        XCTAssertEqual(ratings.record(1, en), "0\u{a0}won\u{a0}· 0\u{a0}drawn\u{a0}· 2\u{a0}lost")
        XCTAssertEqual(ratings.record(1, de), "0\u{a0}gewonnen\u{a0}· 0\u{a0}unentschieden\u{a0}· 2\u{a0}verloren")
        XCTAssertEqual(de.levelRecord(LevelRecord(level: 2, won: 3, drawn: 1, lost: 12)), "3\u{a0}gewonnen\u{a0}· 1\u{a0}unentschieden\u{a0}· 12\u{a0}verloren")
        XCTAssertEqual(en.levelRecord(LevelRecord(level: 2, won: 1, drawn: 0, lost: 1)), "1\u{a0}won\u{a0}· 0\u{a0}drawn\u{a0}· 1\u{a0}lost")
        for opponent in ratings.opponents where opponent.level != 1 {
            XCTAssertNil(ratings.record(opponent.level, en), "level \(opponent.level) was never played")
        }

        // No EinStein game: neither a best nor a record there.
        ratings.select(.einstein)
        XCTAssertNil(ratings.best)
        XCTAssertEqual(ratings.records, [:])
        XCTAssertNil(ratings.bestLine(en))
        XCTAssertTrue(ratings.opponents.allSatisfy { ratings.record($0.level, en) == nil })
        XCTAssertNil(app.message)
    }

    func testHistoryEntriesSayWhichGameWhoPlayedAndHowItEnded() async throws {
        let app = try AppModel(dataDirectory: dir)
        let game = try await resignAgainstLevelOne(app)
        let change = try XCTUnwrap(game.view.ratingChange)
        let resigned = try XCTUnwrap(app.history().first)
        XCTAssertEqual(resigned.result, GameResult(scores: [.win, .loss], winner: 0, reason: .resigned))

        let en = HistoryEntry(resigned, strings: .for("en"))
        XCTAssertEqual(en.id, resigned.id)
        XCTAssertEqual(en.game, "Königszabel")
        XCTAssertEqual(en.players, "Attackers: Thrall (computer, level 1)\u{00A0}· Defenders: You")
        // Issue 45: the end said to the person alone against the computer, who resigned.
        XCTAssertEqual(en.result, "You lost: you resigned")
        XCTAssertEqual(en.rating, Strings.for("en").ratingChange(change))
        XCTAssertFalse(en.date.isEmpty)
        let de = HistoryEntry(resigned, strings: .for("de"))
        XCTAssertEqual(de.players, "Angreifer: Knecht (Computer, Stufe 1)\u{00A0}· Verteidiger: Du")
        XCTAssertEqual(de.result, "Du hast verloren: du hast aufgegeben")
        // Friends at one device: the seats named, with the verb the seat wants (defect 12).
        var friends = resigned
        friends.players = [.human, .human]
        XCTAssertEqual(HistoryEntry(friends, strings: .for("en")).result, "The attackers won: the defenders resigned")
        XCTAssertEqual(HistoryEntry(friends, strings: .for("de")).result, "Sieg für die Angreifer: die Verteidiger haben aufgegeben")
        XCTAssertTrue(de.rating.hasPrefix("Wertung "))
        XCTAssertEqual(Strings.for("en").expectedScore(0.003), "you score < 1%")
        XCTAssertEqual(Strings.for("de").expectedScore(0.996), "du erzielst > 99\u{a0}%")
        // Stored 1225.78 → 1224.31: the shown difference is that of the shown ratings.
        let stored = RatingChange(before: 1225.78, after: 1224.31, delta: -1.47, expected: 0.5, k: 20, gamesBefore: 40)
        XCTAssertEqual(Strings.for("en").ratingChange(stored), "Rating 1226 → 1224 (-2)")
        XCTAssertEqual(Strings.for("de").ratingChange(stored), "Wertung 1226 → 1224 (-2)")
        let up = RatingChange(before: 1111.6, after: 1125.5, delta: 13.9, expected: 0.5, k: 20, gamesBefore: 3)
        XCTAssertEqual(Strings.for("en").ratingChange(up), "Rating 1112 → 1126 (+14)")
        XCTAssertEqual(app.historyEntries(), [en])

        // Draws, as the core would record them.
        var drawn = resigned
        drawn.players = [.human, .human]
        drawn.rated = false
        drawn.ratingChange = nil
        drawn.result = GameResult(scores: [.draw, .draw], winner: nil, reason: .repetition)
        XCTAssertEqual(HistoryEntry(drawn, strings: .for("en")).result, "Draw: the same position for the third time")
        XCTAssertEqual(HistoryEntry(drawn, strings: .for("de")).result, "Unentschieden: dieselbe Stellung zum dritten Mal")
        XCTAssertEqual(HistoryEntry(drawn, strings: .for("en")).rating, "not rated")
        XCTAssertEqual(HistoryEntry(drawn, strings: .for("de")).rating, "nicht gewertet")
        drawn.result.reason = .noCapture
        XCTAssertEqual(HistoryEntry(drawn, strings: .for("en")).result, "Draw: 200 plies without a capture")
        XCTAssertEqual(HistoryEntry(drawn, strings: .for("de")).result, "Unentschieden: 200 Halbzüge ohne Schlagen")

        // EinStein by the same code: the seats are Red and Blue.
        var einstein = resigned
        einstein.variant = .einstein
        einstein.players = [.human, .computer(level: 4)]
        einstein.result = GameResult(scores: [.loss, .win], winner: 1, reason: .resigned)
        let red = HistoryEntry(einstein, strings: .for("en"))
        XCTAssertEqual(red.game, "EinStein")
        XCTAssertEqual(red.players, "Red: You\u{00A0}· Blue: Club player (computer, level 4)")
        XCTAssertEqual(red.result, "You lost: you resigned")
        XCTAssertEqual(HistoryEntry(einstein, strings: .for("de")).result, "Du hast verloren: du hast aufgegeben")
        einstein.players = [.computer(level: 2), .computer(level: 4)]
        XCTAssertEqual(HistoryEntry(einstein, strings: .for("en")).result, "Blue won: Red resigned")
        XCTAssertEqual(HistoryEntry(einstein, strings: .for("de")).result, "Sieg für Blau: Rot hat aufgegeben")
    }

    func testAHintIsWorkedOutInTheBackgroundAndCanBeCancelled() async throws {
        let app = try AppModel(dataDirectory: dir)
        var cancelled = false
        for _ in 0..<5 where !cancelled {
            app.newGame.chooseOpponent(level: 2)
            app.newGame.firstMover = .red
            app.setup?.startGame()
            let game = try XCTUnwrap(app.game)
            game.roll()
            XCTAssertTrue(game.view.rated)
            game.hint()
            XCTAssertTrue(game.hinting, "working until the core answers")
            try await Task.sleep(nanoseconds: 50_000_000)
            game.cancelHint()
            await game.hintFinished()
            XCTAssertFalse(game.hinting)
            XCTAssertNil(game.message, "a cancelled hint is no error")
            if game.hints.isEmpty {
                cancelled = true
                XCTAssertTrue(game.view.rated, "a cancelled hint leaves the game rated")
                XCTAssertTrue(game.view.phase == .choosePiece || game.view.phase == .chooseTarget)
            } else {
                XCTAssertFalse(game.view.rated, "the hint answered first and unrated the game")
            }
            game.stopComputer()
        }
        XCTAssertTrue(cancelled, "one hint was cancelled while it ran")
    }

    func testAnAnsweredHintIsShownAndUnratesTheGame() async throws {
        let app = try AppModel(dataDirectory: dir)
        app.newGame.chooseOpponent(level: 2)
        app.newGame.firstMover = .red
        app.setup?.startGame()
        let game = try XCTUnwrap(app.game)
        game.roll()
        game.hint()
        await game.hintFinished()
        XCTAssertFalse(game.hints.isEmpty)
        XCTAssertFalse(game.view.rated)
        XCTAssertFalse(game.hinting)
        // A piece picked keeps the hints (the board's arrow shows where to); a move clears them.
        try await tapNext(game)
        if game.view.phase == .chooseTarget {
            XCTAssertFalse(game.hints.isEmpty, "the hint holds while a piece is picked")
            try await tapNext(game)
        }
        XCTAssertTrue(game.hints.isEmpty)
        game.stopComputer()

        // A hint asked for just before a move is dropped, without an error.
        app.newGame.chooseOpponent(level: 2)
        app.newGame.firstMover = .red
        app.setup?.startGame()
        let next = try XCTUnwrap(app.game)
        next.roll()
        next.hint()
        try await tapNext(next)
        if next.view.phase == .chooseTarget { try await tapNext(next) }
        await next.hintFinished()
        XCTAssertTrue(next.hints.isEmpty)
        XCTAssertNil(next.message)
        XCTAssertFalse(next.hinting)
        next.stopComputer()

        // Königszabel has hints too: every move, best first, and the game is then unrated.
        app.newGame.koenigszabelSeat = 0
        app.newGame.shieldwall = false
        app.newGame.playKoenigszabel(level: 1)
        // The EinStein game above had no hint to give, so it still counts: starting over it asks first.
        XCTAssertEqual(app.confirmation.map { if case .abandon = $0 { true } else { false } }, true)
        app.confirm()
        let tafl = try XCTUnwrap(app.game)
        XCTAssertTrue(tafl.view.rated)
        tafl.hint()
        XCTAssertTrue(tafl.hinting)
        await tafl.hintFinished()
        XCTAssertNil(tafl.message)
        XCTAssertFalse(tafl.hintsUnavailable)
        XCTAssertEqual(tafl.hints.count, 152, "every legal move of the start")
        XCTAssertTrue(zip(tafl.hints, tafl.hints.dropFirst()).allSatisfy { $0.winProbability >= $1.winProbability })
        XCTAssertFalse(tafl.view.rated)
        let best = tafl.hints[0]
        tafl.tap(best.from)
        tafl.tap(best.to)
        XCTAssertNil(tafl.message, "the hinted move is legal")
        XCTAssertTrue(tafl.hints.isEmpty, "a move clears the hints")
        XCTAssertEqual(tafl.view.lastMove.map { [$0.from, $0.to] }, [best.from, best.to])
        tafl.stopComputer()
    }
}

@MainActor
final class StringsTests: XCTestCase {
    func testEveryErrorIsTheCoresSentenceForItsCaseInBothLanguages() async throws {
        XCTAssertEqual(kebab("NoHumanToResign"), "no-human-to-resign")
        XCTAssertEqual(kebab("kingEscaped"), "king-escaped")
        let undo = ZabelError.NothingToUndo(detail: "core detail, never shown")
        XCTAssertEqual(Strings.errorKey(undo), "error-nothing-to-undo")
        XCTAssertEqual(Strings.for("en").error(undo), "There is no move of yours to take back.")
        XCTAssertEqual(Strings.for("de").error(undo), coreText(language: "de", key: "error-nothing-to-undo"))
        XCTAssertEqual(Strings.for("en").error(ZabelError.NoHumanToResign(detail: "x")), "Only a person can resign.")
        XCTAssertEqual(Strings.for("en").error(ZabelError.GameOver(detail: "x")), "The game is over.")
        XCTAssertEqual(Strings.for("en").ignored(.rollFirst), "Roll the die first.")
        // The two taps the core ignores without an error have the core's
        // sentences too (tap-not-movable, tap-not-a-target), no app copy.
        XCTAssertEqual(Strings.for("en").ignored(.notChoosable), "That piece may not move now.")
        XCTAssertEqual(Strings.for("de").ignored(.notATarget), "Dorthin kann er nicht ziehen.")
        for strings in [Strings.for("en"), Strings.for("de")] {
            for reason in [Ignored.gameOver, .computersTurn, .rollFirst, .notChoosable, .notATarget] {
                let text = strings.ignored(reason)
                XCTAssertFalse(text.hasPrefix("tap-") || text.hasPrefix("error-"), text)
            }
        }
        // Every case has its sentence: a key the catalog lacks comes back
        // as something else (the key itself), in either language.
        let all: [ZabelError] = [
            .DataDirectory(detail: ""), .Locked(detail: ""), .Database(detail: ""), .Corrupt(detail: ""), .TooNew(detail: ""),
            .Backup(detail: ""), .BadGame(detail: ""), .NoSuchLevel(detail: ""), .GameOver(detail: ""), .ComputersTurn(detail: ""),
            .NotComputersTurn(detail: ""), .AlreadyRolled(detail: ""), .NoRollNeeded(detail: ""), .RollFirst(detail: ""),
            .NothingToUndo(detail: ""), .NoHumanToResign(detail: ""), .AlreadyThinking(detail: ""), .BadSavedGame(detail: ""),
            .IllegalMove(detail: ""), .BadSquare(detail: ""), .BadSetup(detail: ""), .BadSettings(detail: ""), .BadConfig(detail: ""),
            .NoDice(detail: ""), .NoHints(detail: ""), .HintCancelled(detail: ""), .Internal(detail: ""),
            .UnfinishedRecord(detail: ""), .NotRated(detail: ""),
        ]
        for strings in [Strings.for("en"), Strings.for("de")] {
            let said = all.map { strings.error($0) }
            XCTAssertEqual(Set(said).count, all.count, "one sentence per case")
            for (error, text) in zip(all, said) {
                XCTAssertFalse(text.isEmpty)
                XCTAssertFalse(text.contains(Strings.errorKey(error)), text)
            }
        }
        XCTAssertNotEqual(Strings.for("en").error(ZabelError.Locked(detail: "")), Strings.for("de").error(ZabelError.Locked(detail: "")))
    }

    func testSeatsAreNamedPerGameAndEveryEndIsSaidInBothLanguages() async throws {
        let en = Strings.for("en"), de = Strings.for("de")
        XCTAssertEqual([en.seat(0, in: .einstein), en.seat(1, in: .einstein)], ["Red", "Blue"])
        XCTAssertEqual([de.seat(0, in: .einstein), de.seat(1, in: .einstein)], ["Rot", "Blau"])
        XCTAssertEqual([en.seat(0, in: .koenigszabel), en.seat(1, in: .koenigszabel)], ["Attackers", "Defenders"])
        XCTAssertEqual([de.seat(0, in: .koenigszabel), de.seat(1, in: .koenigszabel)], ["Angreifer", "Verteidiger"])
        XCTAssertEqual([en.side(.red), de.side(.blue)], ["Red", "Blau"])
        // The names are the core's SeatInfo labels in every game.
        for variant in [Variant.einstein, .koenigszabel] + Variant.groupGames {
            for (info, deInfo) in zip(variantSeats(variant: variant, language: "en"), variantSeats(variant: variant, language: "de")) {
                XCTAssertEqual(en.seat(info.seat, in: variant), info.label)
                XCTAssertEqual(de.seat(info.seat, in: variant), deInfo.label)
            }
        }

        // Results are the core's sentences: who won, then why.
        let escaped = GameResult(scores: [.loss, .win], winner: 1, reason: .kingEscaped)
        XCTAssertEqual(en.result(escaped, in: .koenigszabel, players: [.human, .human]), "The defenders won: the king escaped to a castle")
        XCTAssertEqual(de.result(escaped, in: .koenigszabel, players: [.human, .human]), "Sieg für die Verteidiger: der König ist in eine Burg entkommen")
        let repeated = GameResult(scores: [.draw, .draw], winner: nil, reason: .repetition)
        XCTAssertEqual(en.result(repeated, in: .koenigszabel, players: [.human, .human]), "Draw: the same position for the third time")
        XCTAssertEqual(de.result(repeated, in: .koenigszabel, players: [.human, .human]), "Unentschieden: dieselbe Stellung zum dritten Mal")
        let quiet = GameResult(scores: [.draw, .draw], winner: nil, reason: .noCapture)
        XCTAssertEqual(en.result(quiet, in: .koenigszabel, players: [.human, .human]), "Draw: 200 plies without a capture")
        let corner = GameResult(scores: [.loss, .win], winner: 1, reason: .reachedCorner)
        XCTAssertEqual(en.result(corner, in: .einstein, players: [.human, .human]), "Blue won: a stone reached the opposite corner")
        XCTAssertEqual(de.result(corner, in: .einstein, players: [.human, .human]), "Sieg für Blau: ein Stein hat die gegenüberliegende Ecke erreicht")
        let team = GameResult(scores: [.loss, .loss, .win, .win], winner: nil, reason: .resigned)
        XCTAssertEqual(en.result(team, in: .quattroLongline, players: [.human, .human, .human, .human]), "Bottom right and bottom left won together: top left and top right resigned")
        // One person against the computer is spoken to; a watched game names the seats.
        let computer = PlayerKind.computer(level: 1)
        let resigned = GameResult(scores: [.loss, .win], winner: 1, reason: .resigned)
        XCTAssertEqual(en.result(resigned, in: .einstein, players: [.human, computer]), "You lost: you resigned")
        XCTAssertEqual(de.result(resigned, in: .einstein, players: [.human, computer]), "Du hast verloren: du hast aufgegeben")
        XCTAssertEqual(en.result(escaped, in: .koenigszabel, players: [computer, .human]), "You won: the king escaped to a castle")
        XCTAssertEqual(de.result(escaped, in: .koenigszabel, players: [computer, .human]), "Du hast gewonnen: der König ist in eine Burg entkommen")
        XCTAssertEqual(en.result(escaped, in: .koenigszabel, players: [computer, computer]), "The defenders won: the king escaped to a castle")
        let reasons: [EndReason] = [.reachedCorner, .capturedAll, .kingEscaped, .kingCaptured, .noLegalMove, .repetition, .noCapture, .resigned]
        for strings in [en, de] {
            XCTAssertEqual(Set(reasons.map(strings.reason)).count, reasons.count, "every reason has its own words")
        }
        XCTAssertEqual(en.reason(.noLegalMove), coreText(language: "en", key: "reason-no-legal-move"))
        XCTAssertNotEqual(en.reason(.repetition), de.reason(.repetition))
    }

    func testCountsTakeTheCoresPlurals() async {
        let en = Strings.for("en"), de = Strings.for("de")
        XCTAssertEqual(en.imported(1, 0, 0), "1 game added, 0 already there")
        XCTAssertEqual(en.imported(2, 1, 1), "2 games added, 1 already there, and one puzzle attempt")
        XCTAssertEqual(de.imported(1, 0, 3), "1 Partie hinzugefügt, 0 schon vorhanden, dazu 3 Aufgabenversuche")
    }
}

@MainActor
final class ReviewLineTests: XCTestCase {
    /// A reviewed ply as the core gives it: its sentence and its mistake flag, which the line follows.
    private func ply(played: String, verdict: Verdict, mistake: Bool, text: String) -> PlyReview {
        let move = RatedMove(from: String(played.prefix(2)), to: String(played.suffix(2)), notation: played, winProbability: 0.25)
        return PlyReview(
            number: 7, roll: 4, played: move, best: move, loss: 0.5, verdict: verdict,
            seat: 0, luck: nil, viewpointChance: 0.75,
            mistake: mistake, showsBetterMove: mistake, text: text)
    }

    /// Issue 61: the row is the core's sentence alone; the app once put its
    /// own "blunder · Blue: 75% (better b3-b4)" together from catalog pieces.
    func testAReviewedPlyIsTheCoresSentenceAndItsMistakeFlag() async throws {
        let sentence = "7. b3-c4: a blunder; the chance to win fell from 75% to 25%. Better: b3-b4."
        let line = ReviewLine(ply(played: "b3-c4", verdict: .blunder, mistake: true, text: sentence))
        XCTAssertEqual(line, ReviewLine(ply(played: "b3-c4", verdict: .blunder, mistake: true, text: sentence)))
        XCTAssertEqual(line.number, 7)
        XCTAssertTrue(line.bad)
        XCTAssertEqual(line.text, sentence)
        let good = ReviewLine(ply(played: "g2-c2", verdict: .good, mistake: false, text: "7. g2-c2: good."))
        XCTAssertFalse(good.bad)
        XCTAssertEqual(good.text, "7. g2-c2: good.")
        // In the move list the row keeps the move as recorded (with its captures) for before the review.
        let rows = MoveRow.rows(moves: Array(repeating: "a1-a2", count: 6) + ["g2-c2xc3/b2"], review: [good])
        XCTAssertEqual(rows.last, MoveRow(number: 7, move: "g2-c2xc3/b2", bad: false, text: "7. g2-c2: good."))
        XCTAssertNil(rows.first?.text, "a move not reviewed has no sentence")
    }
}
