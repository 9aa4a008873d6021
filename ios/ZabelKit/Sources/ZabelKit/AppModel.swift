import Foundation
import Observation

/// Where the app is.
public enum Screen: Equatable {
    case home
    case opponents
    /// Arranging the human's stones for a game between `red` and `blue`.
    case setup(red: PlayerKind, blue: PlayerKind)
    /// Who sits where in a game of three or four (`seatAssignment`).
    case seats
    case board
    case history
    /// A finished game step by step: game `gameId` of the history, or (nil)
    /// one opened from a record, which is in no history (`openRecord`).
    case replay(gameId: UInt64?)
    case rating
    case settings
    /// The app's version, licences and the rules' sources, opened from the settings.
    case about
    /// A game's rules in short (`rulesPage`).
    case rules(Variant)
}

/// A step that loses a rated game or makes it unrated, waiting for the player's yes.
public enum Confirmation: Equatable {
    /// Resigning the rated game on the board.
    case resign
    /// Starting `config` over the rated game of `variant` left unfinished: the core resigns it.
    case abandon(variant: Variant, config: GameConfig)
    /// A hint in the rated game on the board: the core makes it unrated.
    case hint
    /// Taking a move back in the rated game on the board: the core makes it unrated.
    case undo
}

/// The one state holder of the iOS app: the screen, the lists the screens
/// show, and the game or replay open. Everything is read from and sent to
/// the core; nothing is decided here.
@MainActor
@Observable
public final class AppModel {
    public private(set) var screen: Screen = .home
    public private(set) var settings: Settings
    public private(set) var game: GameModel?
    public private(set) var replay: ReplayModel?
    /// The rating screen's model, while it shows.
    public private(set) var ratings: RatingModel?
    public private(set) var canContinue = false
    /// The computers' moves keep the settings' pace: the app turns this on
    /// unless the system asks for reduced motion; tests leave it off, so
    /// their games run at once.
    @ObservationIgnored public var paced = false {
        didSet { setPaceAndCues(game) }
    }
    /// How long a computer's move stays in view before the next computer
    /// moves (`GameModel.computerPace`).
    public var computerPace: Duration { paced ? .milliseconds(Int(paceMillis(pace: settings.pace))) : .zero }
    /// The platform's sound and haptics for a cue; the app sets it, the
    /// settings' switch decides whether games play it.
    @ObservationIgnored public var feedback: ((Cue) -> Void)?
    /// How many finished games the history reads at a time.
    @ObservationIgnored public var historyPage: UInt32 = 40
    /// The history screen's list, from the first time it is shown; it keeps
    /// its filters from then on.
    public private(set) var historyList: HistoryList?
    /// A banner over the foot of every screen (docs/design.md §7, the
    /// snackbar's counterpart): an error, a backup, a recovery. Kept as
    /// data, so its words follow a later language switch (`Strings.notice`).
    public private(set) var message: Notice?

    /// How long a banner shows before it goes by itself.
    public static let messageDuration: Duration = .seconds(4)

    /// The banner's time is up: it goes, unless another message took its place meanwhile.
    public func dismiss(_ notice: Notice) {
        if message == notice { message = nil }
    }

    /// The banner of `notice` for its `messageDuration`, then gone (the
    /// banner runs this for each message it shows); a cancelled wait leaves it.
    public func expire(_ notice: Notice) async {
        do {
            try await Task.sleep(for: Self.messageDuration)
        } catch {
            return
        }
        dismiss(notice)
    }
    /// Asked before a rated game is lost (resigning, starting another) or
    /// made unrated (a hint, an undo).
    public private(set) var confirmation: Confirmation?

    /// The person's stones on the setup screen, from the moment it opens.
    public private(set) var setup: SetupArrangement?
    public var firstMover: FirstMover = .random
    /// Königszabel's optional shieldwall captures, for the next game.
    public var shieldwall = false
    /// The human's seat against the computer in Königszabel: 0 attackers,
    /// 1 defenders (the default, as in the terminal game).
    public var koenigszabelSeat: UInt8 = 1
    /// The next game of three or four: its variant and a player per seat.
    public var seatAssignment: SeatAssignment

    /// The core; a test's own can stand in for it through its protocols.
    @ObservationIgnored private let zabel: any Core

    public init(zabel: any Core) throws {
        self.zabel = zabel
        let settings = try zabel.settings()
        self.settings = settings
        let levels = try zabel.levels(variant: .quattroDiagonal).map(\.level)
        let level = min(max(settings.defaultLevel, levels.first ?? 1), levels.last ?? 1)
        self.seatAssignment = SeatAssignment(variant: .quattroDiagonal, defaultLevel: level)
        if let recovery = zabel.recovery() {
            message = .recovered(text: recovery.text)
        }
        refreshContinue()
    }

    /// Opens the data directory (the app's Application Support folder).
    public convenience init(dataDirectory: URL) throws {
        try self.init(zabel: Zabel.open(dataDir: dataDirectory.path))
    }

    public var strings: Strings { Strings.for(settings.language) }
    /// The replay open, named by its game, opponent and day.
    public var replayTitle: String? { replay.map { $0.title(strings, levels: levels($0.game.variant)) } }
    /// Home's drawing of `variant` where a game of it begins, the core's
    /// (the rules' picture, not turned for any player; no hand-built copy).
    public func startBoard(_ variant: Variant) -> Board {
        ZabelCore.startBoard(variant: variant, language: settings.language)
    }
    /// The rules page open, in the app's language.
    public var rulesPage: RulesPage? {
        guard case .rules(let variant) = screen else { return nil }
        return RulesPage(variant, strings: strings)
    }

    private func attempt<T>(_ body: () throws -> T) -> T? {
        do {
            return try body()
        } catch {
            message = .failure(error)
            return nil
        }
    }

    private func refreshContinue() {
        canContinue = attempt { try zabel.hasInterruptedGame() } ?? false
    }

    /// The screen a rules page goes back to: the one that opened it (Home,
    /// or a new-game screen, which keeps its choices).
    public private(set) var rulesReturn: Screen = .home

    /// The game the new-game screen (`.opponents`) offers: EinStein or Königszabel, as Home's card chose.
    public private(set) var newGameOf: Variant = .einstein

    /// The new-game screen of `variant` (EinStein or Königszabel): its levels, and for Königszabel the side and the shieldwall.
    public func chooseNewGame(_ variant: Variant) {
        newGameOf = variant
        go(.opponents)
    }

    /// Opens a game's rules from the screen showing now.
    public func openRules(_ variant: Variant) {
        let from = screen
        go(.rules(variant))
        if case .rules = from {} else { rulesReturn = from }
    }

    /// Back from a rules page to where it was opened, its choices unchanged
    /// (the setup's arranged stones are not shuffled again).
    public func closeRules() {
        message = nil
        if rulesReturn == .home { go(.home) } else { screen = rulesReturn }
        rulesReturn = .home
    }

    /// Back, as the screens' back buttons go: a replay to the history, About
    /// to the settings, a rules page to the screen that opened it, every other screen Home (a
    /// game too, which stays there to continue).
    public func back() {
        switch screen {
        case .home: break
        case .replay: go(.history)
        case .about: go(.settings)
        case .rules: closeRules()
        default: go(.home)
        }
    }

    public func go(_ to: Screen) {
        message = nil
        if to != .board {
            game?.stopComputer()
            game?.cancelHint()
        }
        if case .replay(let id) = to {
            // An opened record's replay is set by `openRecord`, which has it already.
            if let id { replay = attempt { try zabel.replay(gameId: id).map { ReplayModel($0) } } ?? nil }
        } else {
            replay?.cancelReview()
            replay = nil
        }
        if to == .rating {
            if ratings == nil {
                ratings = RatingModel(zabel: zabel) { [weak self] error in
                    self?.message = .failure(error)
                }
            } else {
                ratings?.select(ratings?.kind ?? .einstein)
            }
        } else {
            ratings = nil
        }
        switch to {
        case .home: refreshContinue()
        // Back from a replay keeps the filters and the pages read; from anywhere else a game may have finished since.
        case .history:
            if case .replay = screen, historyList != nil { break }
            shownHistory().show()
        case .setup(let red, let blue):
            setup = SetupArrangement(red: red, blue: blue)
        default: break
        }
        screen = to
    }

    // The lists, read from the core when a screen shows them.
    /// The last `count` games finished, newest first, as the history shows them: beside the games on an iPad's Home.
    public func recentEntries(_ count: UInt32 = 5) -> [HistoryEntry] {
        let games = attempt { try zabel.history(limit: count, before: nil, filter: nil) } ?? []
        return games.map { HistoryEntry($0, strings: strings) }
    }

    /// The person's rating in each rated game with a rated game played, for Home; the others are missing.
    public func homeRatings() -> [Variant: PlayerRating] {
        var ratings: [Variant: PlayerRating] = [:]
        for kind in ratedVariants() {
            if let rating = attempt({ try zabel.rating(variant: kind) }), rating.games > 0 { ratings[kind] = rating }
        }
        return ratings
    }

    public func opponents(_ kind: Variant) -> [Opponent] { attempt { try zabel.opponents(variant: kind) } ?? [] }
    /// The level nearest an even game: from `seat` once the player has
    /// chosen a side, else over both.
    public func suggestedOpponent(_ kind: Variant, seat: RatedSeat? = nil) -> Opponent? {
        attempt { try zabel.suggestedOpponent(variant: kind, seat: seat) } ?? nil
    }
    /// The level to mark as a fair match on the new-game screen: where the
    /// sides differ (Königszabel), from the side chosen there
    /// (`koenigszabelSeat`), whose chances the list shows.
    public func fairMatch(_ kind: Variant) -> UInt8? {
        let seat: RatedSeat? = sidesDiffer(variant: kind) ? (koenigszabelSeat == 0 ? .first : .second) : nil
        return suggestedOpponent(kind, seat: seat)?.level
    }
    /// Every level of a game, weakest first, measured or not, as the core names them.
    public func levels(_ kind: Variant) -> [LevelInfo] { attempt { try zabel.levels(variant: kind) } ?? [] }
    /// The new-game screen's list: every level of `kind` in the app's
    /// language, with the player's chances where the level is rated.
    public func levelChoices(_ kind: Variant) -> [LevelChoice] {
        let strings = strings
        let opponents = opponents(kind)
        return levels(kind).map { info in
            LevelChoice(info, opponent: opponents.first { $0.level == info.level }, strings: strings,
                        seat: kind == .koenigszabel ? koenigszabelSeat : nil, variant: kind)
        }
    }
    public func history() -> [GameSummary] { attempt { try zabel.history(limit: 100, before: nil, filter: nil) } ?? [] }
    /// The history as the list shows it (its filters, the pages read), newest first, in the app's language.
    public func historyEntries() -> [HistoryEntry] {
        if let historyList { return historyList.entries(strings) }
        let list = shownHistory()
        list.show()
        return list.entries(strings)
    }

    /// The history's list, made the first time it is needed.
    private func shownHistory() -> HistoryList {
        if let historyList { return historyList }
        let list = HistoryList(page: historyPage, played: { [weak self] in
            guard let self else { return nil }
            return self.attempt { try self.zabel.playedVariants() }
        }) { [weak self] limit, before, filter in
            guard let self else { return nil }
            return self.attempt { try self.zabel.history(limit: limit, before: before, filter: filter) }
        }
        historyList = list
        return list
    }

    /// The levels a seat of `variant` may have, weakest first, in the app's
    /// language; the games of three and four are not rated, so no Elo.
    public func seatLevels(_ variant: Variant) -> [LevelChoice] {
        let strings = strings
        return levels(variant).map { LevelChoice(seatLevel: $0, strings: strings) }
    }

    /// The new-game screen of the games of three and four, at `variant`;
    /// the seats chosen before stay as they were.
    public func chooseGroupGame(_ variant: Variant) {
        guard variant.isGroupGame else { return }
        if seatAssignment.variant != variant { selectGroupGame(variant) }
        go(.seats)
    }

    /// Another game of three or four on the seats screen.
    public func selectGroupGame(_ variant: Variant) {
        seatAssignment.select(variant)
        // A computer level the new game lacks becomes its nearest one.
        let levels = seatLevels(variant).map(\.level)
        guard let lowest = levels.first, let highest = levels.last else { return }
        for seat in seatAssignment.seats {
            if case .computer(let level) = seatAssignment.players[Int(seat)], !levels.contains(level) {
                seatAssignment.set(seat, to: .computer(level: min(max(level, lowest), highest)))
            }
        }
    }

    /// Starts the game of three or four as assigned; the core refuses an
    /// assignment it cannot play, and `message` says why.
    public func startGroupGame(seed: UInt64? = nil) {
        start(seatAssignment.config(seed: seed))
    }

    /// After a game: its own new-game screen again.
    public func playAgain() {
        if let variant = game?.variant, variant.isGroupGame {
            chooseGroupGame(variant)
        } else {
            chooseNewGame(game?.variant ?? .einstein)
        }
    }

    public func chooseOpponent(level: UInt8) { go(.setup(red: .human, blue: .computer(level: level))) }
    public func chooseFriend() { go(.setup(red: .human, blue: .human)) }
    public func watch(red: UInt8, blue: UInt8) {
        start(GameConfig(players: [.computer(level: red), .computer(level: blue)],
                         options: .einstein(first: .random, redSetup: [], blueSetup: []), seed: nil))
    }

    /// Königszabel, two humans at one phone (attackers, then defenders).
    public func playKoenigszabel() {
        start(GameConfig(players: [.human, .human], options: .koenigszabel(shieldwall: shieldwall), seed: nil))
    }

    /// Königszabel against the computer's `level`, the human at `koenigszabelSeat`.
    public func playKoenigszabel(level: UInt8) {
        let computer = PlayerKind.computer(level: level)
        let players: [PlayerKind] = koenigszabelSeat == 0 ? [.human, computer] : [computer, .human]
        start(GameConfig(players: players, options: .koenigszabel(shieldwall: shieldwall), seed: nil))
    }

    /// The setup board, as the core draws it (the triangle marked as
    /// targets), turned as the game's board will be for these players.
    public var setupBoard: Board? {
        guard case let .setup(red, blue) = screen, let setup else { return nil }
        return attempt { try ZabelCore.setupBoard(side: setup.side, arrangement: setup.placements, players: [red, blue]) }
    }

    /// A tap on the setup board's square `square` (`b1`): pick a stone, then
    /// the square to swap it with.
    public func tapSetup(_ square: String) {
        _ = attempt { try setup?.tap(square) }
    }

    public func shuffleSetup() {
        setup?.shuffle()
    }

    public func startFromSetup() {
        guard case .setup(let red, let blue) = screen, let arranged = setup?.bySide else { return }
        start(GameConfig(players: [red, blue],
                         options: .einstein(first: firstMover, redSetup: arranged.red, blueSetup: arranged.blue),
                         seed: nil))
    }

    public func start(_ config: GameConfig) {
        if let unfinished = attempt({ try zabel.interruptedGame() }) ?? nil, unfinished.counts {
            confirmation = .abandon(variant: unfinished.variant, config: config)
            return
        }
        startNow(config)
    }

    private func startNow(_ config: GameConfig) {
        guard let session = attempt({ try zabel.newGame(config: config) }) else { return }
        show(session)
    }

    /// Resigns the game on the board; a rated one asks first.
    public func resign() {
        guard let game else { return }
        if game.view.rated { confirmation = .resign } else { game.resign() }
    }

    /// Asks the core for a hint; an answered hint makes a rated game
    /// unrated, so there it asks first.
    public func hint() {
        guard let game, !game.hinting, !game.hintsUnavailable else { return }
        if game.view.rated { confirmation = .hint } else { game.hint() }
    }

    /// Takes a move back; that makes a rated game unrated, so there it asks
    /// first (when the core says there is a move to take back).
    public func undo() {
        guard let game else { return }
        if game.view.rated, game.view.canUndo { confirmation = .undo } else { game.undo() }
    }

    /// The player said yes to `confirmation`.
    public func confirm() {
        guard let asked = confirmation else { return }
        confirmation = nil
        switch asked {
        case .resign: game?.resign()
        case .abandon(_, let config): startNow(config)
        case .hint: game?.hint()
        case .undo: game?.undo()
        }
    }

    public func keepPlaying() { confirmation = nil }

    public func continueGame() {
        guard let session = attempt({ try zabel.resume() }) ?? nil else { return }
        show(session)
    }

    private func show(_ session: Session) {
        game?.stopComputer()
        game?.cancelHint()
        game = attempt { try GameModel(session: session) }
        setPaceAndCues(game)
        go(.board)
        game?.playComputer()
    }

    /// The game just finished, to review on the game-over screen.
    public func reviewFinishedGame() -> ReplayModel? {
        guard let id = game?.view.gameId else { return nil }
        return (attempt { try zabel.replay(gameId: id) } ?? nil).map { ReplayModel($0) }
    }

    /// A reviewed move of the game just finished, chosen on the game-over
    /// page: the game's replay at that move, with its review (kept by the
    /// core, so not worked out again). Back goes to the history, where the
    /// game now is.
    public func replayFinishedGame(at ply: UInt32) async {
        guard let id = game?.view.gameId else { return }
        go(.replay(gameId: id))
        replay?.show(ply: ply)
        await replay?.review()
    }

    public func save(_ changed: Settings) {
        guard attempt({ try zabel.saveSettings(settings: changed) }) != nil else { return }
        let relanguaged = changed.language != settings.language
        settings = changed
        game?.apply(changed)
        setPaceAndCues(game)
        if relanguaged, let replay { languageChange = Task { await followLanguage(replay) } }
    }

    /// The open replay's words being fetched again after a language switch
    /// (its review's sentences come from the core in one language); tests wait for it.
    @ObservationIgnored public private(set) var languageChange: Task<Void, Never>?

    /// `replay` as the core opens the same game again in the settings'
    /// language: from the history by its id, an opened record from its text.
    private func followLanguage(_ replay: ReplayModel) async {
        let reopened: Replay?
        if replay.isOpened {
            reopened = attempt { try zabel.openRecord(record: replay.game.record) }
        } else {
            reopened = attempt { try zabel.replay(gameId: replay.game.id) } ?? nil
        }
        guard let reopened else { return }
        await replay.reopened(reopened)
    }

    /// What the settings and the system ask of a game's computers and
    /// cues: the pace, and sound and haptics unless switched off.
    private func setPaceAndCues(_ game: GameModel?) {
        game?.computerPace = computerPace
        game?.cues = settings.sound ? feedback : nil
    }

    /// A fresh backup in the app's temporary folder, for the system's
    /// exporter and share sheet to take from (the core writes paths, the
    /// system hands out URLs); nil, with the core's reason, when it could not
    /// be written.
    public func backupFile() -> URL? {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(Self.backupName)
        guard attempt({ try zabel.exportBackup(path: file.path) }) != nil else { return nil }
        return file
    }

    /// The name a new backup is offered under.
    public static let backupName = "zabel-backup.json"

    /// Where the system's exporter saved the backup, or why it could not.
    /// A cancelled exporter says nothing.
    public func backupExported(_ result: Result<URL, Error>) {
        switch result {
        case .success(let url): message = .exported(file: url.lastPathComponent)
        case .failure(let error): message = Self.cancelled(error) ? nil : .fileFailed
        }
    }

    /// The backup the system's importer picked, merged into the history by
    /// the core; a bad file changes nothing and says why. A picked file lies
    /// outside the app's sandbox: it is read while its security scope is open.
    public func importBackup(_ result: Result<URL, Error>) {
        withPicked(result) { url in
            guard let report = attempt({ try zabel.importBackup(path: url.path) }) else { return }
            message = .imported(added: report.added, skipped: report.skipped)
        }
    }

    /// The file the system's importer picked, for `body` to read while its
    /// security scope is open; a cancelled importer says nothing, a failed
    /// one that the file could not be had.
    private func withPicked(_ result: Result<URL, Error>, _ body: (URL) -> Void) {
        let url: URL
        switch result {
        case .success(let picked): url = picked
        case .failure(let error):
            message = Self.cancelled(error) ? nil : .fileFailed
            return
        }
        let scoped = startAccess(url)
        defer { if scoped { stopAccess(url) } }
        body(url)
    }

    /// The game shown in every notation it is shared in, Zabel's own first
    /// (Königszabel also in OpenTafl's): the replay's, or the finished
    /// game's on the board; none elsewhere.
    public var shownRecords: [NotatedRecord] {
        if case .replay = screen { return replay?.records ?? [] }
        guard screen == .board, let game, game.isOver else { return [] }
        return game.records
    }

    /// The shown game's record in Zabel's own notation.
    public var shownRecord: String? { shownRecords.first?.text }

    /// The shown game's record in `notation` (Zabel's own: nil).
    private func shownRecord(in notation: String?) -> NotatedRecord? {
        shownRecords.first { notation == nil || $0.notation == notation }
    }

    /// Hands the shown game's record in `notation` to `copy` (the system's pasteboard) and says so.
    public func copyRecord(in notation: String? = nil, _ copy: (String) -> Void) {
        guard let record = shownRecord(in: notation) else { return }
        copy(record.text)
        message = .recordCopied
    }

    /// The shown game's record in `notation` as a text file in the app's
    /// temporary folder, for the share sheet to take from; nil when there
    /// is none or it could not be written.
    public func recordFile(in notation: String? = nil) -> URL? {
        guard let record = shownRecord(in: notation) else { return nil }
        let name = record.notation == shownRecords.first?.notation ? Self.recordName : Self.recordName(for: record.notation)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(name)
        do {
            try record.text.write(to: file, atomically: true, encoding: .utf8)
        } catch {
            message = .fileFailed
            return nil
        }
        return file
    }

    /// The name a shared record is offered under: plain text, which any app can show.
    public static let recordName = "zabel-game.txt"

    /// The name a record in another program's notation is offered under: `zabel-game-opentafl.txt`.
    public static func recordName(for notation: String) -> String { "zabel-game-\(notation.lowercased()).txt" }

    /// The most of a file read as a record: the longest game's record is a
    /// few kilobytes, and a large file picked by mistake is refused rather
    /// than read whole into memory.
    public static let recordMaxBytes = 1 << 20

    /// Opens the game recorded in `text` into a replay with its review,
    /// outside the history, Back returning to the history; a text that is no
    /// record, or the record of an unfinished game, is refused in the core's words.
    public func openRecord(_ text: String) {
        guard let opened = attempt({ try zabel.openRecord(record: text) }) else { return }
        go(.replay(gameId: nil))
        replay = ReplayModel(opened)
    }

    /// The text on the system's pasteboard (nil: it holds none), opened as `openRecord` does.
    public func pasteRecord(_ text: String?) {
        guard let text, !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            message = .clipboardEmpty
            return
        }
        openRecord(text)
    }

    /// The file the system's importer picked, opened as `openRecord` does
    /// its text; a cancelled importer says nothing. A picked file lies
    /// outside the app's sandbox: it is read while its security scope is open.
    public func openRecordFile(_ result: Result<URL, Error>) {
        withPicked(result) { url in
            let data: Data
            do {
                let size = try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int ?? 0
                // Said as the core says any file that is no record.
                guard size <= Self.recordMaxBytes else {
                    message = .failed(.BadGame(detail: "larger than any record"))
                    return
                }
                data = try Data(contentsOf: url)
            } catch {
                message = .fileFailed
                return
            }
            openRecord(String(decoding: data, as: UTF8.self))
        }
    }

    private static func cancelled(_ error: Error) -> Bool {
        (error as? CocoaError)?.code == .userCancelled
    }
}

#if canImport(Darwin)
private func startAccess(_ url: URL) -> Bool { url.startAccessingSecurityScopedResource() }
private func stopAccess(_ url: URL) { url.stopAccessingSecurityScopedResource() }
#else
// Linux, where the tests run, has no sandbox to open.
private func startAccess(_ url: URL) -> Bool { false }
private func stopAccess(_ url: URL) {}
#endif

/// What the line under every screen says, in whatever language is chosen
/// when it shows.
public enum Notice: Equatable {
    /// The history was damaged or gone and rebuilt from its backups: the
    /// core's report of what came back and what is lost, in the settings'
    /// language when the app opened.
    case recovered(text: String)
    /// A backup saved, under the name the person chose.
    case exported(file: String)
    case imported(added: UInt64, skipped: UInt64)
    /// The system could not hand over or take the chosen file.
    case fileFailed
    /// A game's record put on the pasteboard.
    case recordCopied
    /// A paste found no text to open.
    case clipboardEmpty
    case failed(ZabelError)

    /// Something went wrong (shown in the error colour), rather than news of a thing done.
    public var isError: Bool {
        switch self {
        case .exported, .imported, .recordCopied: return false
        case .recovered, .fileFailed, .clipboardEmpty, .failed: return true
        }
    }

    static func failure(_ error: Error) -> Notice {
        .failed(error as? ZabelError ?? .Internal(detail: String(describing: error)))
    }
}

/// One point of the review's graph: after ply `number`, the chance of the graph's side.
public struct ChancePoint: Equatable, Sendable {
    public let number: UInt32
    public let chance: Double
}

/// A finished game to step through, and its review.
@MainActor
@Observable
public final class ReplayModel {
    public let game: GameSummary
    public let plies: UInt32
    /// The one place the board, the move list, the slider and the graph read their move from.
    public private(set) var cursor: ReplayCursor
    public var ply: UInt32 { cursor.ply }
    public private(set) var view: GameView?
    public private(set) var reviews: [PlyReview]?
    public private(set) var reviewing = false
    /// Why there is no review (a game without an analysis engine), once asked.
    public private(set) var reviewError: ZabelError?
    /// The core's replay; a test's own stands in for it through its protocol.
    /// Opened again after a language switch (`reopened`).
    @ObservationIgnored private var replay: any ReplayProtocol

    /// Whether the game was opened from a record rather than the history:
    /// then it has no history id, and nothing that needs one applies.
    public var isOpened: Bool { replay.gameId() == nil }

    /// A game of the history by its game, the computer the one person
    /// played (by its level's name among `levels`) and the day: "EinStein
    /// vs. Beginner · 28 Nov 2026" (issue 61: titles were "Replay #2"). An
    /// opened record is in no history: "Replay · EinStein".
    public func title(_ strings: Strings, levels: [LevelInfo] = []) -> String {
        guard !isOpened else { return strings.replayTitle(nil, game.variant) }
        let people = game.players.filter { $0 == .human }
        let computers = game.players.filter { $0 != .human }
        let opponent = people.count == 1 && computers.count == 1 ? computers.first : nil
        let name = opponent.map { kind -> String in
            if case .computer(let level) = kind, let info = levels.first(where: { $0.level == level }) { return info.name }
            return strings.player(kind, in: game.variant)
        }
        return strings.replayTitle(game.variant, opponent: name, finishedAt: game.finishedAt)
    }

    /// The game in every notation it is shared in, Zabel's own first.
    public var records: [NotatedRecord] { replay.records() }

    public init(_ replay: any ReplayProtocol) {
        self.replay = replay
        self.game = replay.game()
        self.plies = replay.plies()
        self.cursor = ReplayCursor(plies: replay.plies())
        self.view = try? replay.view(ply: 0)
        self.moves = (try? replay.view(ply: replay.plies()).moves) ?? []
    }

    public func step(_ delta: Int) { move { $0.step(delta) } }
    public func toStart() { move { $0.toStart() } }
    public func toEnd() { move { $0.toEnd() } }
    /// The slider let go at `fraction` of the game.
    public func show(fraction: Double) { move { $0.go(toFraction: fraction) } }

    /// The position after `ply` plies, as the core replays it: a row of the
    /// move list or a point of the chance graph chosen goes to that move.
    public func show(ply: UInt32) { move { $0.go(to: ply) } }

    private func move(_ change: (inout ReplayCursor) -> Void) {
        var next = cursor
        change(&next)
        guard next != cursor || view == nil else { return }
        cursor = next
        view = try? replay.view(ply: next.ply)
    }

    /// A row of the review chosen: the board shows the position after its move.
    public func select(_ line: ReviewLine) { show(ply: line.number) }

    /// Whether `line` is the move on the board, the row the list marks.
    public func isCurrent(_ line: ReviewLine) -> Bool { line.number == ply }

    /// The review's graph: one side's chance for every reviewed ply, the
    /// core's figures, the same side throughout (`Replay.viewpoint`).
    public var chancePoints: [ChancePoint] {
        (reviews ?? []).map { ChancePoint(number: $0.number, chance: $0.viewpointChance) }
    }

    /// The graph's scale: the part of 0–100 % the review's chances span, as
    /// the core widens it (issue 61: a Königszabel game at 30–31 % throughout
    /// was a flat line on 0–100 %); all of it before a review.
    public var chanceRange: ClosedRange<Double> {
        guard let reviews else { return 0...1 }
        let range = replay.chanceRange(plies: reviews)
        return range.low < range.high ? range.low...range.high : 0...1
    }

    /// The graph's label, naming its side.
    public func chanceGraphLabel(_ strings: Strings) -> String {
        strings.chanceGraph(strings.seat(replay.viewpoint(), in: game.variant))
    }

    /// What a screen reader says of the graph: its side, and the chance at the move on the board.
    public func chanceGraphDescription(_ strings: Strings) -> String {
        let label = chanceGraphLabel(strings)
        guard let point = chancePoints.first(where: { $0.number == ply }) else { return label }
        return label + "; " + strings.chanceGraphAt(ply, point.chance)
    }

    /// The reviewed ply nearest a tap at `fraction` (0 at the graph's left, 1 at its right).
    public func chancePly(at fraction: Double) -> UInt32? {
        let points = chancePoints
        guard !points.isEmpty else { return nil }
        let index = Int((min(1, max(0, fraction)) * Double(points.count - 1)).rounded())
        return points[index].number
    }

    /// Where the move on the board was an inaccuracy or worse: the better
    /// move, drawn on the board as an arrow.
    public var betterMove: RatedMove? {
        guard let played = reviews?.first(where: { $0.number == ply }),
              played.showsBetterMove else { return nil }
        return played.best
    }

    /// The next mistake or blunder after the move on the board, from the
    /// first again after the last; nil when the review found none.
    public var nextMistake: UInt32? {
        let mistakes = (reviews ?? []).filter(\.mistake).map(\.number)
        return mistakes.first { $0 > ply } ?? mistakes.first
    }

    /// All moves as played, for the move list: read once, the game does not change.
    public let moves: [String]

    /// The move list: every move, with the review's words once reviewed.
    public var moveRows: [MoveRow] { MoveRow.rows(moves: moves, review: lines) }

    /// Whether `row` is the move on the board, the row the list marks.
    public func isCurrent(_ row: MoveRow) -> Bool { cursor.currentMove == row.number }

    /// Whether asking for a review can still give one: the core reviews the
    /// games of two, and a review refused is not asked again.
    public var canReview: Bool { variantHasReview(variant: game.variant) && !reviewing && reviewError == nil }

    /// The review as its list shows it, ply by ply, in the core's words.
    public var lines: [ReviewLine] { (reviews ?? []).map(ReviewLine.init) }

    public func review() async {
        guard canReview else { return }
        reviewing = true
        do {
            reviews = try await replay.review()
        } catch {
            reviewError = error as? ZabelError ?? .Internal(detail: String(describing: error))
        }
        reviewing = false
    }

    public func cancelReview() { replay.cancel() }

    /// The same game as the core opened it again in another language: the
    /// board at the same move and, if it was reviewed, the review in that
    /// language's words. The core keeps the verdicts, so asking again is
    /// quick and works nothing out again; until the answer the old words stay.
    public func reopened(_ fresh: any ReplayProtocol) async {
        replay.cancel()
        replay = fresh
        view = try? fresh.view(ply: cursor.ply)
        guard reviews != nil else { return }
        if let again = try? await fresh.review() { reviews = again }
    }

    /// "Was it luck?": per seat, the win probability lost to decisions and
    /// what the dice gave or took, from the core's sums over the review.
    public var seatReviews: [SeatReview] {
        guard let reviews else { return [] }
        return replay.seatReviews(plies: reviews)
    }

    /// Each side's game in one sentence, the core's ("You made 1 mistake and
    /// no blunders; the moves gave away 18% of the chance to win, …").
    public var summaries: [String] { seatReviews.map(\.text).filter { !$0.isEmpty } }

    /// What the review's words and numbers mean, the core's: for "what does this mean?".
    public var explanation: String { replay.reviewExplanation() }

}
