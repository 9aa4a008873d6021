import Foundation
import Observation

/// Where the app is.
public enum Screen: Equatable {
    case home
    case opponents
    /// Arranging the human's stones for a game between `red` and `blue`.
    case setup(red: PlayerKind, blue: PlayerKind)
    /// Who sits where in a game of three or four (`SeatsModel`).
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
    /// The courses of lessons and what is done (`courses`).
    case learn
    /// A lesson in play (`lesson`).
    case lesson
    /// Rated puzzles of a game (`puzzles`).
    case puzzles
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

/// The iOS app's navigation and shared services: the screen, the settings
/// and strings, the banner, the questions asked before a rated game is
/// lost, and each feature's model (`home`, `newGame`, `setup`, `seats`, the
/// game, the replay, the ratings, the history). Everything is read from and
/// sent to the core; nothing is decided here.
@MainActor
@Observable
public final class AppModel {
    public private(set) var screen: Screen = .home
    public private(set) var settings: Settings
    public private(set) var game: GameModel?
    public private(set) var replay: ReplayModel?
    /// The rating screen's model, while it shows.
    public private(set) var ratings: RatingModel?
    /// Home's model.
    public let home: HomeModel
    /// The new-game screen's model, and the choices kept for the next game.
    public let newGame: NewGameModel
    /// The seats screen's model: the next game of three or four.
    public let seats: SeatsModel
    /// The settings screen's model: the settings kept here, and the backups.
    public let settingsScreen: SettingsModel
    /// The Learn screen's list of courses.
    public let courses: CourseList
    /// The lesson in play, while its screen shows.
    public private(set) var lesson: LearnModel?
    /// The Puzzles screen's model, while it shows.
    public private(set) var puzzles: PuzzleModel?
    /// A game chosen on Home whose lessons the core says to offer first:
    /// asked once, before its new-game screen (`acceptLessons`, `declineLessons`).
    public private(set) var lessonOffer: Variant?
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

    /// The setup screen's model, from the moment it opens.
    public private(set) var setup: SetupModel?

    /// The core; a test's own can stand in for it through its protocols.
    @ObservationIgnored private let zabel: any Core
    /// The core as the features reach it, their refusals shown in the banner.
    @ObservationIgnored private let access: CoreAccess

    public init(zabel: any Core) throws {
        self.zabel = zabel
        let settings = try zabel.settings()
        self.settings = settings
        // The features are made before the model they report to exists.
        let relay = Relay()
        let access = CoreAccess(core: zabel) { error in relay.app?.message = .failure(error) }
        let strings = { relay.app?.strings ?? Strings.for(settings.language) }
        let start = { (config: GameConfig) -> Void in relay.app?.start(config) }
        self.access = access
        home = HomeModel(access: access, strings: strings)
        newGame = NewGameModel(access: access, strings: strings, start: start) { red, blue in
            relay.app?.go(.setup(red: red, blue: blue))
        }
        seats = SeatsModel(access: access, defaultLevel: settings.defaultLevel, strings: strings, start: start)
        settingsScreen = SettingsModel(access: access, settings: { relay.app?.settings ?? settings },
                                       save: { relay.app?.save($0) }, notify: { relay.app?.message = $0 })
        courses = CourseList(access: access, strings: strings)
        relay.app = self
        if let recovery = zabel.recovery() {
            message = .recovered(text: recovery.text)
        }
    }

    /// The app model, for the features made before it.
    @MainActor
    private final class Relay {
        weak var app: AppModel?
    }

    /// Opens the data directory (the app's Application Support folder).
    public convenience init(dataDirectory: URL) throws {
        try self.init(zabel: Zabel.open(dataDir: dataDirectory.path))
    }

    public var strings: Strings { Strings.for(settings.language) }
    /// The replay open, named by its game, opponent and day.
    public var replayTitle: String? { replay.map { $0.title(strings, levels: levels($0.game.variant)) } }
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

    /// The screen a rules page goes back to: the one that opened it (Home,
    /// or a new-game screen, which keeps its choices).
    public private(set) var rulesReturn: Screen = .home

    /// The new-game screen of `variant` (EinStein or Königszabel): its levels, and for Königszabel the side and the shieldwall.
    public func chooseNewGame(_ variant: Variant) {
        newGame.variant = variant
        go(.opponents)
    }

    /// Home's card of `variant`: its new-game screen, the seats screen for a
    /// game of three or four; the first time, if the core says so, the
    /// offer of its lessons comes first.
    public func chooseGame(_ variant: Variant) {
        if access.attempt({ try $0.offerLessons(variant: variant) }) == true {
            lessonOffer = variant
            return
        }
        openNewGame(variant)
    }

    private func openNewGame(_ variant: Variant) {
        if variant.isGroupGame { chooseGroupGame(variant) } else { chooseNewGame(variant) }
    }

    /// "Show me": the course's next lesson.
    public func acceptLessons() {
        guard let variant = lessonOffer else { return }
        lessonOffer = nil
        let course = lessonCourse(variant: variant)
        courses.show(course)
        if let id = courses.entry(course)?.resume { startLesson(id) }
    }

    /// "No, thanks": the core remembers it, and the game's new-game screen follows.
    public func declineLessons() {
        guard let variant = lessonOffer else { return }
        lessonOffer = nil
        _ = access.attempt { try $0.declineLessons(variant: variant) }
        openNewGame(variant)
    }

    /// The Learn screen: every course, or (from a game's rules) that game's alone.
    public func openLearn(_ course: LessonCourse? = nil) {
        courses.show(course)
        go(.learn)
    }

    /// The lesson `id` on the Learn screen.
    public func startLesson(_ id: String) {
        guard let started = LearnModel.start(id, access: access, language: strings.tag) else { return }
        lesson = started
        go(.lesson)
    }

    /// The Puzzles screen: an EinStein puzzle near the player's puzzle
    /// rating (the other game is one pick away).
    public func openPuzzles() {
        puzzles = PuzzleModel(access: access, language: strings.tag)
        go(.puzzles)
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
    /// to the settings, a rules page to the screen that opened it, a lesson
    /// to the courses, every other screen Home (a game too, which stays
    /// there to continue).
    public func back() {
        switch screen {
        case .home: break
        case .replay: go(.history)
        case .about: go(.settings)
        case .rules: closeRules()
        case .lesson: go(.learn)
        default: go(.home)
        }
    }

    public func go(_ to: Screen) {
        message = nil
        // Left unanswered (the settings opened over it), the offer is asked again next time.
        lessonOffer = nil
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
        if to != .lesson { lesson = nil }
        if to != .puzzles { puzzles = nil }
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
        case .home: home.refresh()
        // Back from a replay keeps the filters and the pages read; from anywhere else a game may have finished since.
        case .history:
            if case .replay = screen, historyList != nil { break }
            shownHistory().show()
        case .learn: courses.refresh()
        case .setup(let red, let blue):
            setup = SetupModel(red: red, blue: blue, choices: newGame, access: access) { [weak self] in self?.start($0) }
        default: break
        }
        screen = to
    }

    /// Every level of a game, weakest first, as the core names them.
    private func levels(_ kind: Variant) -> [LevelInfo] { access.levels(kind) }

    /// Who plays whom in the game on the board, the core's figures (the
    /// person's rating once they have one, each level's, the expected
    /// score): shown beside the board until the first move. Asked of the
    /// core each time, so only while the game has no move.
    public func opening() -> GameOpening? {
        guard let view = game?.view, view.moves.isEmpty else { return nil }
        let variant = view.variant
        let rated = ratedVariants().contains(variant)
        let person = rated ? access.attempt { try $0.rating(variant: variant) }.flatMap { $0.games > 0 ? $0.rating : nil } : nil
        let opponents = rated ? access.attempt { try $0.opponents(variant: variant) } ?? [] : []
        return GameOpening.of(view, levels: levels(variant), opponents: opponents, personRating: person,
                              sidesDiffer: sidesDiffer(variant: variant), strings: strings)
    }

    public func history() -> [GameSummary] { attempt { try zabel.history(limit: 100, before: nil, filter: nil) } ?? [] }
    /// The history as the list shows it (its filters, the pages read), newest first, in the app's language.
    public func historyEntries() -> [HistoryEntry] {
        if let historyList { return historyList.entries(strings) }
        let list = shownHistory()
        list.show()
        return list.entries(strings)
    }

    /// The history screen's model (its filters, the pages read), made the
    /// first time it is needed and kept from then on.
    public func shownHistory() -> HistoryList {
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

    /// The new-game screen of the games of three and four, at `variant`;
    /// the seats chosen before stay as they were.
    public func chooseGroupGame(_ variant: Variant) {
        guard variant.isGroupGame else { return }
        if seats.assignment.variant != variant { seats.select(variant) }
        go(.seats)
    }

    /// After a game: its own new-game screen again.
    public func playAgain() {
        if let variant = game?.variant, variant.isGroupGame {
            chooseGroupGame(variant)
        } else {
            chooseNewGame(game?.variant ?? .einstein)
        }
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

    /// The game shown in every notation it is shared in, Zabel's own first
    /// (Königszabel also in OpenTafl's): the replay's, or the finished
    /// game's on the board; none elsewhere.
    private var shownRecords: [NotatedRecord] {
        if case .replay = screen { return replay?.records ?? [] }
        guard screen == .board, let game, game.isOver else { return [] }
        return game.records
    }

    /// The copy and share buttons' view of the shown game's records; their news goes to the banner.
    public var records: RecordShare {
        RecordShare(records: shownRecords) { [weak self] in self?.message = $0 }
    }

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
        PickedFile.open(result, failed: { [weak self] in self?.message = $0 }) { url in
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

}

/// What the line under every screen says, in whatever language is chosen
/// when it shows.
public enum Notice: Equatable {
    /// The history was damaged or gone and rebuilt from its backups: the
    /// core's report of what came back and what is lost, in the settings'
    /// language when the app opened.
    case recovered(text: String)
    /// A backup saved, under the name the person chose.
    case exported(file: String)
    case imported(added: UInt64, skipped: UInt64, attempts: UInt64)
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
