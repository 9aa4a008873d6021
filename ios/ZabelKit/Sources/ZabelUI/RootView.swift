// iOS only: empty without UIKit, so the package builds and tests on macOS and Linux.
#if canImport(UIKit)
import AudioToolbox
import SwiftUI
import UIKit
import ZabelKit

/// The app's one window: the screen the model shows, its bar, the banner and
/// the questions asked before a rated game is lost.
@MainActor
public struct RootView: View {
    @Bindable var model: AppModel
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.horizontalSizeClass) private var widthClass
    @Environment(\.colorScheme) private var scheme

    public init(model: AppModel) {
        _model = Bindable(wrappedValue: model)
    }

    public var body: some View {
        let s = model.strings
        // One root, the screen the model shows: the stack gives the system's bar, not its own navigation.
        NavigationStack {
            VStack(alignment: .leading, spacing: 8) {
                switch model.screen {
                case .home:
                    HomeView(model: model.home, strings: s, go: model.go, continueGame: model.continueGame,
                             chooseGame: model.chooseGame, openRules: model.openRules, openLearn: { model.openLearn() },
                             openPuzzles: model.openPuzzles,
                             wide: widthClass == .regular)
                case .opponents:
                    OpponentsView(model: model.newGame, strings: s, openRules: model.openRules,
                                  defaultLevel: model.settings.defaultLevel).readableColumn()
                case .setup: if let setup = model.setup { SetupView(model: setup, strings: s, openRules: model.openRules) }
                case .seats: SeatsView(model: model.seats, strings: s, openRules: model.openRules).readableColumn()
                case .board:
                    if let game = model.game {
                        if game.isOver {
                            GameOverView(game: game, strings: s, records: model.records, actions: gameOverActions)
                        } else {
                            BoardView(game: game, strings: s, opening: model.opening(), actions: BoardControls(undo: model.undo, hint: model.hint, resign: model.resign))
                        }
                    }
                case .history where twoPane, .replay where twoPane:
                    HistoryAndReplayView(list: model.shownHistory(), replay: replaying, replayTitle: model.replayTitle,
                                         records: model.records, strings: s, actions: historyActions)
                case .history: HistoryView(list: model.shownHistory(), strings: s, actions: historyActions)
                case .replay:
                    if let replay = model.replay {
                        ReplayView(replay: replay, strings: s, title: model.replayTitle, records: model.records)
                    }
                case .rating: if let ratings = model.ratings { RatingView(ratings: ratings, strings: s, wide: widthClass == .regular) }
                case .settings: SettingsView(model: model.settingsScreen, strings: s, openAbout: { model.go(.about) }).readableColumn()
                case .about:
                    AboutView(page: AboutPage(version: Bundle.main.infoDictionary?["CFBundleShortVersionString"] as? String ?? ""),
                              strings: model.strings).readableColumn()
                case .rules:
                    if let page = model.rulesPage {
                        RulesView(page: page, strings: s) { model.openLearn(lessonCourse(variant: page.variant)) }.readableColumn()
                    }
                case .learn: CoursesView(list: model.courses, strings: s, start: model.startLesson).readableColumn()
                case .lesson: if let lesson = model.lesson { LearnView(lesson: lesson, strings: s, play: model.chooseGame) }
                case .puzzles: if let puzzles = model.puzzles { PuzzlesView(puzzles: puzzles, strings: s) }
                }
                Spacer(minLength: 0)
            }
            .padding()
            // While the offer of lessons asks, VoiceOver stays on it.
            .accessibilityHidden(model.lessonOffer != nil)
            // Over the foot of the screen, never moving what is under it.
            .overlay { MessageBanner(model: model) }
            .overlay { LessonOfferCard(model: model) }
            .background(Color(Palette.of(scheme.board).background))
            .navigationTitle(title(s))
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                // The bar's title in the serif, the app's one typographic
                // mark, on at most two lines (docs/design.md §2).
                ToolbarItem(placement: .principal) {
                    Text(title(s)).font(.headline).fontDesign(.serif).lineLimit(2).accessibilityAddTraits(.isHeader)
                }
                if model.screen != .home {
                    ToolbarItem(placement: .topBarLeading) {
                        // Two panes have one Back, the list's: Home, not from the replay to the list beside it.
                        Button { if twoPane { model.go(.home) } else { model.back() } } label: {
                            Label(s.back, systemImage: "chevron.backward")
                        }
                    }
                }
            }
        }
        // Buttons, switches, sliders and links in walnut, the primary colour, not the system's blue.
        .tint(Color(Palette.of(scheme.board).primary))
        // The computers' moves at the settings' pace; one after another with Reduce Motion.
        .onChange(of: reduceMotion, initial: true) { _, still in model.paced = !still }
        .onAppear { if model.feedback == nil { model.feedback = SystemFeedback().play } }
        .environment(\.showsCoordinates, model.settings.coordinates)
        // nil follows the system.
        .preferredColorScheme(model.settings.theme == .light ? .light : model.settings.theme == .dark ? .dark : nil)
        .alert(
            model.confirmation.map(model.strings.confirmation) ?? "",
            isPresented: Binding(get: { model.confirmation != nil }, set: { if !$0 { model.keepPlaying() } })
        ) {
            Button(model.confirmation.map(model.strings.confirmButton) ?? "", role: .destructive) { model.confirm() }
            Button(model.strings.keepPlaying, role: .cancel) { model.keepPlaying() }
        }
    }

    /// The replay open (on the history screen there is none).
    private var replaying: ReplayModel? {
        if case .replay = model.screen { return model.replay }
        return nil
    }

    private var historyActions: HistoryActions {
        HistoryActions(open: { model.go(.replay(gameId: $0)) }, openFile: { model.openRecordFile($0) },
                       paste: { model.pasteRecord($0) })
    }

    private var gameOverActions: GameOverActions {
        GameOverActions(home: { model.go(.home) }, playAgain: { model.playAgain() },
                        review: { model.reviewFinishedGame() }, replay: { await model.replayFinishedGame(at: $0) })
    }

    /// An iPad's width: the list and the game replayed side by side, as on Android's tablets.
    private var twoPane: Bool {
        guard widthClass == .regular else { return false }
        switch model.screen {
        case .history, .replay: return true
        default: return false
        }
    }

    /// A screen without a heading of its own (the game, the settings) is named by what it shows.
    private func title(_ s: Strings) -> String {
        switch model.screen {
        case .home: s.name
        case .opponents: model.newGame.variant == .koenigszabel ? s.newGameOf(.koenigszabel) : s.opponents
        case .setup: s.setup
        case .seats: s.seats
        case .board: model.game.map { s.game($0.variant) } ?? s.board
        case .history: s.history
        // Beside the list the bar is the list's; the replay's pane shows its own title.
        case .replay: twoPane ? s.history : model.replayTitle ?? s.replay
        case .rating: s.rating
        case .settings: s.settings
        case .about: s.about
        case .rules(let variant): s.game(variant)
        case .learn: s.learnTitle
        case .lesson: model.lesson?.view.title ?? s.learn
        case .puzzles: s.puzzles
        }
    }
}

/// A message as a banner over the foot of the screen (docs/design.md §7,
/// the snackbar's counterpart): news of a thing done, or what went wrong
/// with a warning sign beside it, gone by itself after
/// `AppModel.messageDuration` or at a tap; VoiceOver hears it once.
@MainActor
struct MessageBanner: View {
    let model: AppModel
    @Environment(\.colorScheme) private var scheme

    var body: some View {
        let palette = Palette.of(scheme.board)
        VStack {
            Spacer(minLength: 0)
            if let message = model.message {
                HStack(spacing: 8) {
                    if message.isError { Image(systemName: "exclamationmark.triangle").accessibilityHidden(true) }
                    Text(model.strings.notice(message))
                    Spacer(minLength: 0)
                }
                .foregroundStyle(Color(palette.surface))
                .padding(16)
                .background(RoundedRectangle(cornerRadius: 8).fill(Color(palette.onSurface)))
                .shadow(color: .black.opacity(0.3), radius: 4)
                .padding(8)
                .onTapGesture { model.dismiss(message) }
            }
        }
        .onChange(of: model.message, initial: true) { _, message in
            guard let message else { return }
            AccessibilityNotification.Announcement(model.strings.notice(message)).post()
            Task { await model.expire(message) }
        }
    }
}

/// The system's own sounds (silent with the ring switch off) and the Taptic
/// Engine's feedback for a game's cues.
@MainActor
final class SystemFeedback {
    private let tap = UIImpactFeedbackGenerator(style: .light)
    private let hit = UIImpactFeedbackGenerator(style: .medium)
    private let end = UINotificationFeedbackGenerator()

    func play(_ cue: Cue) {
        switch cue {
        case .move:
            AudioServicesPlaySystemSound(1104)
            tap.impactOccurred()
        case .capture:
            AudioServicesPlaySystemSound(1105)
            hit.impactOccurred()
        case .roll:
            AudioServicesPlaySystemSound(1306)
            tap.impactOccurred(intensity: 0.5)
        case .end:
            AudioServicesPlaySystemSound(1025)
            end.notificationOccurred(.success)
        }
    }
}
#endif
