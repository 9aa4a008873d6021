import Charts
import SwiftUI
#if canImport(UniformTypeIdentifiers)
import UniformTypeIdentifiers
#endif
import ZabelKit

struct HomeView: View {
    let model: AppModel
    var body: some View {
        let s = model.strings
        // Scrolls: at the accessibility text sizes the buttons outgrow a phone.
        ScrollView {
            VStack(alignment: .leading, spacing: 8) {
                Text(s.appName).font(.largeTitle.bold())
                Text("\(s.game(.einstein))\(dot)\(s.game(.koenigszabel))").font(.headline).padding(.bottom)
                if model.canContinue { Button(s.continueGame) { model.continueGame() }.buttonStyle(.borderedProminent) }
                Button(s.newGame) { model.go(.opponents) }.buttonStyle(.borderedProminent)
                // EinStein for three and four: the seats screen, at one phone.
                Text(s.groupGames).font(.headline).padding(.top)
                Button(s.game(.quattroDiagonal)) { model.chooseGroupGame(.quattroDiagonal) }
                Button(s.game(.quattroLongline)) { model.chooseGroupGame(.quattroLongline) }
                Button(s.game(.trio)) { model.chooseGroupGame(.trio) }
                Button(s.history) { model.go(.history) }
                Button(s.rating) { model.go(.rating) }
                Button(s.settings) { model.go(.settings) }
                Text(s.rules).font(.headline).padding(.top)
                ForEach(RulesPage.games, id: \.self) { variant in
                    Button(s.game(variant)) { model.openRules(variant) }
                }
            }
        }
    }
}

/// A game's rules in short, the core's text; the example set apart.
struct RulesView: View {
    let model: AppModel
    let page: RulesPage
    var body: some View {
        // Back to the screen that opened the page: Home or a new-game screen.
        Button(model.strings.back) { model.closeRules() }
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                Text(page.title).font(.title2)
                ForEach(page.paragraphs, id: \.self) { paragraph in Text(paragraph) }
                if let example = page.example { Text(example).foregroundStyle(.secondary) }
            }
        }
    }
}

struct OpponentsView: View {
    @Bindable var model: AppModel
    var body: some View {
        let s = model.strings
        let suggested = model.suggestedOpponent(.einstein)?.level
        // From the side picked below, whose chances the list shows: never the average of both sides.
        let taflSuggested = model.fairMatch(.koenigszabel)
        BackButton(model: model)
        Text(s.opponents).font(.title2)
        List {
            Section(s.game(.einstein)) {
                ForEach(model.levelChoices(.einstein), id: \.level) { choice in
                    Button { model.chooseOpponent(level: choice.level) } label: {
                        LevelRow(choice: choice, suggested: choice.level == suggested, strings: s)
                    }
                }
                Button(s.friend) { model.chooseFriend() }
                Button(s.watch) { model.watch(red: model.settings.defaultLevel, blue: 8) }
                Button(s.rulesLink(.einstein)) { model.openRules(.einstein) }
            }
            Section(s.game(.koenigszabel)) {
                Toggle(s.shieldwall, isOn: $model.shieldwall)
                Picker(s.yourSide, selection: $model.koenigszabelSeat) {
                    Text(s.seat(0, in: .koenigszabel)).tag(UInt8(0))
                    Text(s.seat(1, in: .koenigszabel)).tag(UInt8(1))
                }
                .modifier(AdaptivePickerStyle())
                // Every level, 1 to 8: the rated ones with the player's chances,
                // the others marked as not rated yet.
                ForEach(model.levelChoices(.koenigszabel), id: \.level) { choice in
                    Button { model.playKoenigszabel(level: choice.level) } label: {
                        LevelRow(choice: choice, suggested: choice.level == taflSuggested, strings: s)
                    }
                }
                Button(s.koenigszabelFriend) { model.playKoenigszabel() }
                Button(s.rulesLink(.koenigszabel)) { model.openRules(.koenigszabel) }
            }
        }
    }
}

/// A level to play against: number, name, Elo (or "not rated"), the player's chances.
struct LevelRow: View {
    let choice: LevelChoice
    let suggested: Bool
    let strings: Strings
    @Environment(\.dynamicTypeSize) private var typeSize
    var body: some View {
        typeSize.rowLayout {
            VStack(alignment: .leading) {
                Text(choice.title).bold()
                Text(choice.detail).font(.caption)
            }
            Spacer()
            if suggested { Text(strings.suggested).foregroundStyle(.tint) }
        }
    }
}

/// A computer opponent: level, name, Elo, the player's chances.
struct OpponentRow: View {
    let opponent: Opponent
    let suggested: Bool
    let strings: Strings
    /// The person's record against this level, on the rating screen once played.
    var record: String? = nil
    @Environment(\.dynamicTypeSize) private var typeSize
    var body: some View {
        typeSize.rowLayout {
            VStack(alignment: .leading) {
                Text(strings.opponent(opponent)).bold()
                Text(strings.expectedScore(opponent.expectedScore)).font(.caption)
                if let record { LevelRecordLine(record: record) }
            }
            Spacer()
            if suggested { Text(strings.suggested).foregroundStyle(.tint) }
        }
    }
}

/// A computer opponent where the sides differ too much for one figure
/// (Königszabel): level, name, Elo, the player's chances from each side, and
/// "fair match" beside the sides it is the fair match from.
struct SidedOpponentRow: View {
    let opponent: Opponent
    let fair: [Bool]
    let variant: Variant
    let strings: Strings
    /// The person's record against this level, once played.
    var record: String? = nil
    var body: some View {
        VStack(alignment: .leading) {
            Text(strings.opponent(opponent)).bold()
            ForEach(Array(opponent.expectedBySeat.enumerated()), id: \.offset) { seat, expected in
                let suggested = seat < fair.count && fair[seat] ? "\(dot)\(strings.suggested)" : ""
                Text(strings.expectedScore(expected, as: UInt8(seat), in: variant) + suggested).font(.caption)
            }
            if let record { LevelRecordLine(record: record) }
        }
    }
}

struct SetupView: View {
    @Bindable var model: AppModel
    @Environment(\.dynamicTypeSize) private var typeSize
    var body: some View {
        let s = model.strings
        BackButton(model: model)
        Text(s.setup).font(.title2)
        Text(s.setupHint).font(.caption)
        Button(s.rulesLink(.einstein)) { model.openRules(.einstein) }
        if let board = model.setupBoard {
            BoardGrid(board: board, selected: model.setupSelected) { model.tapSetup($0) }
        }
        typeSize.rowLayout {
            Button(s.random) { model.shuffleSetup() }
            Picker(s.whoStarts, selection: $model.firstMover) {
                Text(s.side(.red)).tag(FirstMover.red)
                Text(s.side(.blue)).tag(FirstMover.blue)
                Text(s.random).tag(FirstMover.random)
            }
            .modifier(AdaptivePickerStyle())
        }
        Button(s.start) { model.startFromSetup() }.buttonStyle(.borderedProminent)
    }
}

/// Who sits where in a game of three or four: the game, a person or a
/// computer level per seat (the levels the core offers for it), who starts.
/// The core refuses a table it cannot play; the message says why.
struct SeatsView: View {
    @Bindable var model: AppModel
    var body: some View {
        let s = model.strings
        let assignment = model.seatAssignment
        let variant = assignment.variant
        let levels = model.seatLevels(variant)
        BackButton(model: model)
        Text(s.seatsTitle).font(.title2)
        Picker(s.gameChoice, selection: Binding(get: { model.seatAssignment.variant }, set: { model.selectGroupGame($0) })) {
            ForEach(Variant.groupGames, id: \.self) { game in Text(s.shortGame(game)).tag(game) }
        }
        .modifier(AdaptivePickerStyle())
        Text(s.game(variant)).font(.headline)
        List {
            ForEach(assignment.seats, id: \.self) { seat in
                HStack {
                    SeatBadge(seat: seat, letter: variant.seatLetter(seat), size: 28)
                    Picker(s.seat(seat, in: variant),
                           selection: Binding(get: { model.seatAssignment.players[Int(seat)] },
                                              set: { model.seatAssignment.set(seat, to: $0) })) {
                        Text(s.player(.human, in: variant)).tag(PlayerKind.human)
                        ForEach(levels, id: \.level) { choice in
                            Text(s.computerChoice(choice)).tag(PlayerKind.computer(level: choice.level))
                        }
                    }
                }
            }
            Picker(s.whoStarts, selection: $model.seatAssignment.firstSeat) {
                Text(s.random).tag(UInt8?.none)
                ForEach(assignment.seats, id: \.self) { seat in
                    Text(s.seatWithLetter(seat, in: variant)).tag(UInt8?.some(seat))
                }
            }
        }
        Text(s.groupUnrated).font(.caption)
        Button(s.rulesLink(variant)) { model.openRules(variant) }
        Button(s.start) { model.startGroupGame() }.buttonStyle(.borderedProminent)
    }
}

/// Pass-and-play: the board hides until the next person has the phone.
struct HandOverView: View {
    let game: GameModel
    let seat: UInt8
    let strings: Strings
    var body: some View {
        VStack(spacing: 16) {
            SeatBadge(seat: seat, letter: game.variant.seatLetter(seat), size: 64)
            Text(strings.handOver(seat, in: game.variant)).font(.title2)
            Button(strings.ready) { game.ready() }.buttonStyle(.borderedProminent)
        }
        .padding()
    }
}

struct BoardView: View {
    let model: AppModel
    let game: GameModel
    var body: some View {
        let s = model.strings
        BackButton(model: model)
        if let seat = game.handOver {
            HandOverView(game: game, seat: seat, strings: s)
        } else {
            BoardPlay(model: model, game: game)
        }
    }
}

/// The board screen while a player is at it. The controls go under the
/// board (portrait phone) or beside it (landscape, tablets), whichever
/// leaves the board larger squares (ZabelKit's `BoardScreenLayout`); they
/// scroll, so large Dynamic Type never clips them. The board pinch-zooms.
@MainActor
struct BoardPlay: View {
    let model: AppModel
    let game: GameModel
    /// The last ply's captured pieces, drawn over the board while they fade.
    @State private var fading: [MoveAnimation.Fading] = []
    @State private var fadeOpacity = 0.0
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.dynamicTypeSize) private var typeSize

    var body: some View {
        let s = model.strings
        let view = game.view
        GeometryReader { geometry in
            let screen = BoardScreenLayout(columns: Int(view.board.width), rows: Int(view.board.height),
                                           width: Double(geometry.size.width), height: Double(geometry.size.height),
                                           textScale: typeSize.textScale)
            if screen.beside {
                HStack(alignment: .top, spacing: 12) {
                    board(s, view).frame(maxWidth: CGFloat(screen.board.width))
                    ScrollViewReader { scroller in
                        ScrollView {
                            VStack(alignment: .leading, spacing: 8) {
                                header(s, view)
                                controls(s, view)
                            }
                        }
                        .onChange(of: game.hints.count) { _, _ in showHints(scroller) }
                    }
                    .frame(width: CGFloat(screen.controls))
                }
            } else {
                VStack(alignment: .leading, spacing: 8) {
                    header(s, view)
                    board(s, view).frame(maxHeight: CGFloat(screen.board.height))
                    ScrollViewReader { scroller in
                        ScrollView {
                            VStack(alignment: .leading, spacing: 8) { controls(s, view) }
                        }
                        .onChange(of: game.hints.count) { _, _ in showHints(scroller) }
                    }
                }
            }
        }
    }

    /// Who sits where, the die, and what the board asks for.
    @ViewBuilder private func header(_ s: Strings, _ view: GameView) -> some View {
        ViewThatFits(in: .horizontal) {
            HStack {
                SeatsLine(view: view, strings: s)
                Spacer()
                if let die = view.die { DieFace(die: die, strings: s, onRoll: view.phase == .roll ? { game.roll() } : nil) }
            }
            VStack(alignment: .leading) {
                SeatsLine(view: view, strings: s)
                if let die = view.die { DieFace(die: die, strings: s, onRoll: view.phase == .roll ? { game.roll() } : nil) }
            }
        }
        Text(s.prompt(view.phase, in: view.variant))
    }

    @ViewBuilder private func board(_ s: Strings, _ view: GameView) -> some View {
        BoardGrid(board: view.board, variant: view.variant, lastMove: view.lastMove, hint: game.hints.first, fading: fading, fadeOpacity: fadeOpacity,
                  actions: { BoardActions.actions(for: $0, in: view, strings: s) },
                  rotors: BoardActions.RotorKind.allCases.map { BoardActions.rotor($0, view, strings: s) },
                  zoomable: true) { game.tap($0) }
            .accessibilityElement(children: .contain)
            .accessibilityLabel(s.board)
            // The main actions from anywhere on the board (VoiceOver's actions rotor).
            .accessibilityAction(named: s.roll) { if game.hasDice { game.roll() } }
            .accessibilityAction(named: s.undo) { model.undo() }
            .accessibilityAction(named: s.hint) { model.hint() }
            // What changed, said once: picked, targets, the computer's move and
            // its captures, the end. The model keeps it as events; the words are
            // made now, in the app's language of the moment.
            .onChange(of: game.announcements) { _, _ in
                if let said = game.announcement?.text(model.strings) {
                    AccessibilityNotification.Announcement(said).post()
                }
            }
            .onChange(of: view) { old, new in
                fading = MoveAnimation.between(old, new)?.captured ?? []
                fadeOpacity = reduceMotion || fading.isEmpty ? 0 : 1
                if !reduceMotion, !fading.isEmpty {
                    withAnimation(.easeOut(duration: MoveAnimation.fade).delay(MoveAnimation.slide)) { fadeOpacity = 0 }
                }
            }
    }

    /// Roll, undo, hint, resign and what they bring: in a row while it fits,
    /// else one under the other (large text).
    @ViewBuilder private func controls(_ s: Strings, _ view: GameView) -> some View {
        // The last change stays readable (and follows a language switch).
        if let said = game.announcement { Text(said.text(s)).font(.caption).foregroundStyle(.secondary) }
        if view.phase == .computerTurn { ProgressView(value: game.thinking ?? 0) }
        ViewThatFits(in: .horizontal) {
            HStack { buttons(s, view) }
            VStack(alignment: .leading, spacing: 8) { buttons(s, view) }
        }
        if game.hinting {
            ViewThatFits(in: .horizontal) {
                HStack {
                    ProgressView(s.hinting)
                    Button(s.cancel) { game.cancelHint() }
                }
                VStack(alignment: .leading) {
                    ProgressView(s.hinting)
                    Button(s.cancel) { game.cancelHint() }
                }
            }
        }
        if !view.rated { Text(view.variant.isGroupGame ? s.groupUnrated : s.unrated).font(.caption) }
        VStack(alignment: .leading) {
            ForEach(game.hints.prefix(3), id: \.notation) { hint in Text("\(hint.notation): \(s.winChance(hint.winProbability))") }
        }
        .id(Self.hintsID)
        switch game.message {
        case .ignored(let reason): Text(s.ignored(reason)).foregroundStyle(.orange)
        case .failed(let error): Text(s.error(error)).foregroundStyle(.red)
        case nil: EmptyView()
        }
    }

    private static let hintsID = "hints"

    /// Hints come last in the controls, on a phone turned sideways below the
    /// window: asked for, they are scrolled into it (Compose did the same).
    private func showHints(_ scroller: ScrollViewProxy) {
        if !game.hints.isEmpty { scroller.scrollTo(Self.hintsID, anchor: .bottom) }
    }

    @ViewBuilder private func buttons(_ s: Strings, _ view: GameView) -> some View {
        if game.hasDice {
            Button(s.roll) { game.roll() }.buttonStyle(.borderedProminent).disabled(view.phase != .roll)
        }
        Button(s.undo) { model.undo() }.disabled(!view.canUndo)
        Button(s.hint) { model.hint() }
            .disabled(game.hinting || game.hintsUnavailable || (view.phase != .choosePiece && view.phase != .chooseTarget))
        Button(s.resign, role: .destructive) { model.resign() }
    }
}

/// Segments truncate long names ("Verteidiger") at the accessibility text
/// sizes; a menu does not.
struct AdaptivePickerStyle: ViewModifier {
    @Environment(\.dynamicTypeSize) private var typeSize
    @ViewBuilder func body(content: Content) -> some View {
        if typeSize.isAccessibilitySize {
            content.pickerStyle(.menu)
        } else {
            content.pickerStyle(.segmented)
        }
    }
}

extension DynamicTypeSize {
    /// A row's parts side by side, or one under the other at the accessibility sizes.
    var rowLayout: AnyLayout {
        isAccessibilitySize ? AnyLayout(VStackLayout(alignment: .leading)) : AnyLayout(HStackLayout())
    }

    /// Roughly how much larger than the default the text is: room for the
    /// board screen's controls (`BoardScreenLayout`).
    var textScale: Double {
        switch self {
        case .xSmall, .small, .medium, .large: return 1
        case .xLarge: return 1.1
        case .xxLarge: return 1.2
        case .xxxLarge: return 1.3
        case .accessibility1: return 1.6
        case .accessibility2: return 1.9
        case .accessibility3: return 2.3
        case .accessibility4: return 2.7
        default: return 3
        }
    }
}

/// Every seat with its colour, letter, player and team; the one to move in
/// bold, one who dropped out faded (and said so in words).
struct SeatsLine: View {
    let view: GameView
    let strings: Strings

    private func seat(_ line: SeatLine) -> some View {
        HStack(spacing: 6) {
            SeatBadge(seat: line.seat, letter: line.letter)
            Text(line.text).fontWeight(line.toMove ? .bold : .regular)
        }
        .opacity(line.droppedOut ? 0.5 : 1)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(line.text)
    }
    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            if view.variant.isGroupGame {
                // Laid out as the home corners lie on the board: the left column is the board's left side.
                ForEach(Array(SeatLine.corners(view, strings: strings).enumerated()), id: \.offset) { _, row in
                    HStack(alignment: .top, spacing: 8) {
                        // Two equal columns; an empty corner (the trio's) keeps its column.
                        ForEach(Array(row.enumerated()), id: \.offset) { _, line in
                            HStack(spacing: 0) {
                                if let line { seat(line) }
                                Spacer(minLength: 0)
                            }
                            .frame(maxWidth: .infinity)
                        }
                    }
                }
            } else {
                ForEach(SeatLine.lines(view, strings: strings), id: \.seat) { line in seat(line) }
            }
            Text(strings.toMove(view)).font(.caption)
        }
    }
}

/// A finished game. Back, Play again and Home in a bar that never scrolls
/// away; under it the result, the board and the review. Wider than high (a
/// phone turned sideways, a tablet): the board as tall as the room, beside a
/// column of the result and the review that scrolls. Upright: one page that
/// scrolls, so the review gets the whole screen once scrolled to (ZabelKit's
/// `GameOverLayout`).
@MainActor
struct GameOverView: View {
    let model: AppModel
    let game: GameModel
    @State private var review: ReplayModel?
    @Environment(\.dynamicTypeSize) private var typeSize

    var body: some View {
        let s = model.strings
        let view = game.view
        // One row while it fits, else the ways on under Back; never off the screen.
        ViewThatFits(in: .horizontal) {
            HStack {
                BackButton(model: model)
                Spacer()
                endButtons(s)
            }
            VStack(alignment: .leading, spacing: 8) {
                BackButton(model: model)
                HStack { endButtons(s) }
            }
            VStack(alignment: .leading, spacing: 8) {
                BackButton(model: model)
                endButtons(s)
            }
        }
        GeometryReader { geometry in
            let screen = GameOverLayout(columns: Int(view.board.width), rows: Int(view.board.height),
                                        width: Double(geometry.size.width), height: Double(geometry.size.height),
                                        textScale: typeSize.textScale)
            if screen.beside {
                HStack(alignment: .top, spacing: CGFloat(GameOverLayout.spacing)) {
                    board(view).frame(width: CGFloat(screen.boardWidth), height: CGFloat(screen.boardHeight))
                    ScrollView {
                        VStack(alignment: .leading, spacing: 8) {
                            result(s, view)
                            reviewPart(s)
                        }
                    }
                    .frame(width: CGFloat(screen.side))
                }
            } else {
                ScrollView {
                    VStack(alignment: .leading, spacing: 8) {
                        result(s, view)
                        // Centred in the page, not against its left edge.
                        board(view).frame(width: CGFloat(screen.boardWidth), height: CGFloat(screen.boardHeight))
                            .frame(maxWidth: .infinity)
                        reviewPart(s)
                    }
                }
            }
        }
    }

    /// Who won, the rating's change, the seats of a game of three or four.
    @ViewBuilder private func result(_ s: Strings, _ view: GameView) -> some View {
        if let result = view.result { Text(s.result(result, in: view.variant, players: view.seats.map(\.player))).font(.title2) }
        Text(view.ratingChange.map(s.ratingChange) ?? (game.variant.isGroupGame ? s.groupUnrated : s.unrated))
        if game.variant.isGroupGame { SeatsLine(view: view, strings: s) }
    }

    private func board(_ view: GameView) -> some View {
        BoardGrid(board: view.board, variant: view.variant, lastMove: view.lastMove) { _ in }
    }

    /// The review's button, then its verdicts in the page (not a list of their own).
    @ViewBuilder private func reviewPart(_ s: Strings) -> some View {
        Button(s.review) {
            review = model.reviewFinishedGame()
            Task { await review?.review() }
        }
        .disabled(game.view.gameId == nil || review?.canReview == false)
        RecordButtons(model: model)
        if let review { ReviewList(review: review, strings: s, inPage: true) }
    }

    @ViewBuilder private func endButtons(_ s: Strings) -> some View {
        Button(s.playAgain) { model.playAgain() }.buttonStyle(.borderedProminent)
        Button(s.home) { model.go(.home) }
    }
}

/// The review, ply by ply: the move (after its die in EinStein; Königszabel
/// has none), the verdict and the win chance. A Königszabel review takes a
/// while, so it can be stopped; it then keeps the plies judged so far.
/// `inPage`: the rows go into the screen's own scrolling page (game over);
/// else they are a list of their own (replay).
struct ReviewList: View {
    let review: ReplayModel
    let strings: Strings
    var inPage = false
    /// In a replay: a tap on a row shows its move on the board, and the move on the board is marked.
    var tiedToBoard = false
    @Environment(\.dynamicTypeSize) private var typeSize
    var body: some View {
        if review.reviewing {
            HStack {
                ProgressView(strings.reviewing)
                Button(strings.cancel) { review.cancelReview() }
            }
        }
        if let error = review.reviewError { Text(strings.error(error)).foregroundStyle(.orange) }
        if review.reviews != nil {
            Text(strings.wasItLuck).font(.headline)
            ForEach(review.luckLines(strings), id: \.seat) { luck in Text(luck.text) }
            if inPage {
                VStack(alignment: .leading, spacing: 4) {
                    ForEach(review.lines(strings), id: \.number) { line in
                        row(line).background(line.bad ? Color.red.opacity(0.25) : Color.clear)
                    }
                }
            } else {
                if tiedToBoard { ChanceGraphView(replay: review, strings: strings) }
                List(review.lines(strings), id: \.number) { line in
                    row(line)
                        .contentShape(Rectangle())
                        .onTapGesture { if tiedToBoard { review.select(line) } }
                        .listRowBackground(tiedToBoard && review.isCurrent(line) ? Color.orange.opacity(0.3)
                                           : line.bad ? Color.red.opacity(0.25) : Color.clear)
                }
            }
        }
    }

    private func row(_ line: ReviewLine) -> some View {
        typeSize.rowLayout {
            Text("\(line.number). \(line.move)")
            Spacer()
            VStack(alignment: typeSize.isAccessibilitySize ? .leading : .trailing) {
                Text(line.judgement)
                if let luck = line.luck { Text(luck).font(.caption) }
            }
        }
    }
}

/// The finished games, newest first, each tapped to replay; above them
/// Back, the two ways to open a game from elsewhere (a file the system's
/// importer gives, or a record on the pasteboard), and the filters: one
/// game, or rated games only, as the core filters them. Older games are
/// read when the list reaches its last row.
@MainActor
struct HistoryView: View {
    let model: AppModel
    @State private var importing = false
    var body: some View {
        let s = model.strings
        let entries = model.historyEntries()
        // One row while it fits, else one under the other; never off the screen.
        ViewThatFits(in: .horizontal) {
            HStack {
                BackButton(model: model)
                Spacer()
                openButtons(s)
            }
            VStack(alignment: .leading, spacing: 8) {
                BackButton(model: model)
                openButtons(s)
            }
        }
        // Any file: one that is no record is the core's to refuse, in its words.
        .fileImporter(isPresented: $importing, allowedContentTypes: [.plainText, .data]) { result in
            model.openRecordFile(result)
        }
        Text(s.history).font(.title2)
        if let list = model.historyList {
            HistoryFilters(list: list, strings: s)
            if entries.isEmpty { Text(list.emptyText(s)) }
        }
        List(entries, id: \.id) { entry in
            Button { model.go(.replay(gameId: entry.id)) } label: { HistoryRow(entry: entry) }
                .onAppear { if entry.id == entries.last?.id { model.historyList?.more() } }
        }
        // A column a row can be read across on an iPad: the full width put a row's date and result far apart.
        .frame(maxWidth: 640)
        .frame(maxWidth: .infinity)
    }

    @ViewBuilder private func openButtons(_ s: Strings) -> some View {
        Button(s.openGame) { importing = true }
        Button(s.pasteGame) { model.pasteRecord(UIPasteboard.general.string) }
    }
}

/// All games or one game (a menu, as many as the history holds), and rated only.
struct HistoryFilters: View {
    let list: HistoryList
    let strings: Strings
    var body: some View {
        HStack {
            if !list.variants.isEmpty {
                Picker(strings.gameChoice, selection: Binding(get: { list.filter.variant }, set: { list.showVariant($0) })) {
                    Text(strings.allGames).tag(Variant?.none)
                    ForEach(list.variants, id: \.self) { variant in
                        Text(strings.shortGame(variant)).tag(Variant?.some(variant))
                    }
                }
                .pickerStyle(.menu)
            }
            Toggle(strings.ratedOnly, isOn: Binding(get: { list.filter.ratedOnly }, set: { list.showRatedOnly($0) }))
        }
    }
}

/// One finished game: which and when, who played, how it ended (the lone
/// person's badge in words and colour), and its rating or "not rated".
struct HistoryRow: View {
    let entry: HistoryEntry
    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                Text(entry.game).bold()
                Spacer()
                Text(entry.date).font(.caption).foregroundStyle(.secondary)
            }
            Text(entry.players).font(.caption)
            HStack {
                if let badge = entry.badge, let score = entry.yourScore {
                    Text(badge).font(.caption).bold().padding(4).foregroundStyle(.white)
                        .background(RoundedRectangle(cornerRadius: 6).fill(Self.colour(score)))
                }
                Text(entry.result)
            }
            Text(entry.rating).font(.caption).foregroundStyle(entry.rated ? Color.primary : Color.gray)
        }
    }

    /// The badge's colour agrees with its word and never stands for it.
    static func colour(_ score: Score) -> Color {
        switch score {
        case .win: return .green
        case .draw: return .gray
        case .loss: return .red
        }
    }
}

/// Copy the shown game's record to the pasteboard, or share it as a text
/// file: on the game-over and the replay screens.
struct RecordButtons: View {
    let model: AppModel
    /// Each notation's record as a file for the share sheet, written when the buttons show.
    @State private var shared: [String: URL] = [:]
    var body: some View {
        let s = model.strings
        let notations = model.shownRecords.map(\.notation)
        HStack {
            Button(s.copyRecord) { model.copyRecord { UIPasteboard.general.string = $0 } }
            if let file = notations.first.flatMap({ shared[$0] }) { ShareLink(s.shareRecord, item: file) }
            // Another program's notation is one more button, whose menu copies or shares it.
            ForEach(Array(notations.dropFirst()), id: \.self) { notation in
                Menu(s.recordIn(notation)) {
                    Button(s.copyRecord(for: notation)) {
                        model.copyRecord(in: notation) { UIPasteboard.general.string = $0 }
                    }
                    if let file = shared[notation] { ShareLink(s.shareRecord(for: notation), item: file) }
                }
            }
        }
        .onAppear {
            for notation in notations { shared[notation] = model.recordFile(in: notation) }
        }
    }
}

struct ReplayView: View {
    let model: AppModel
    let replay: ReplayModel
    var body: some View {
        let s = model.strings
        BackButton(model: model)
        Text(replay.title(s)).font(.title2)
        Text(s.ply(replay.ply, of: replay.plies))
        if let view = replay.view {
            BoardGrid(board: view.board, variant: view.variant, lastMove: view.lastMove) { _ in }
            HStack {
                Button("◀") { replay.step(-1) }
                Spacer()
                if let die = view.die { DieFace(die: die, strings: s) }
                Spacer()
                Button("▶") { replay.step(1) }
                Button(s.review) { Task { await replay.review() } }.disabled(!replay.canReview)
            }
            RecordButtons(model: model)
            if let result = view.result { Text(s.result(result, in: view.variant, players: view.seats.map(\.player))) }
        }
        ReviewList(review: replay, strings: s, tiedToBoard: true)
    }
}

/// One side's chance over the game, the core's figure per reviewed ply, 0 to
/// 100 % with a dashed line at 50 %, the move on the board marked; a tap goes
/// to the nearest move. Read out as its side and the chance at that move.
struct ChanceGraphView: View {
    let replay: ReplayModel
    let strings: Strings
    var body: some View {
        let points = replay.chancePoints
        VStack(alignment: .leading) {
            Text(replay.chanceGraphLabel(strings)).font(.caption)
            Chart {
                RuleMark(y: .value("", 0.5)).lineStyle(StrokeStyle(lineWidth: 1, dash: [4, 3]))
                if points.contains(where: { $0.number == replay.ply }) {
                    RuleMark(x: .value("", Int(replay.ply))).foregroundStyle(Color.orange)
                }
                ForEach(points, id: \.number) { point in
                    LineMark(x: .value("", Int(point.number)), y: .value("", point.chance))
                }
            }
            .chartYScale(domain: 0.0...1.0)
            .frame(height: 96)
            .overlay {
                GeometryReader { geometry in
                    Color.clear.contentShape(Rectangle()).onTapGesture(coordinateSpace: .local) { at in
                        if let ply = replay.chancePly(at: Double(at.x / max(1, geometry.size.width))) { replay.show(ply: ply) }
                    }
                }
            }
            .accessibilityElement(children: .ignore)
            .accessibilityLabel(replay.chanceGraphDescription(strings))
        }
    }
}

struct RatingView: View {
    let model: AppModel
    let ratings: RatingModel
    var body: some View {
        let s = model.strings
        BackButton(model: model)
        Text(s.rating).font(.title2)
        Picker(s.rating, selection: Binding(get: { ratings.kind }, set: { ratings.select($0) })) {
            ForEach(ratings.kinds, id: \.self) { kind in Text(s.shortGame(kind)).tag(kind) }
        }
        .modifier(AdaptivePickerStyle())
        if let headline = ratings.headline(s) {
            // The best rating beside the current one, or under it where the line is too wide.
            if let best = ratings.bestLine(s) {
                ViewThatFits(in: .horizontal) {
                    HStack(spacing: 12) { Text(headline); Text(best).foregroundStyle(.secondary) }
                    VStack(alignment: .leading, spacing: 2) { Text(headline); Text(best).foregroundStyle(.secondary) }
                }
            } else {
                Text(headline)
            }
        }
        if ratings.chart.isEmpty {
            Text(s.noRatedGames)
        } else {
            RatingChartView(ratings: ratings, strings: s)
        }
        List {
            Section(s.computerOpponents) {
                ForEach(ratings.opponents, id: \.level) { opponent in
                    if ratings.bySide {
                        SidedOpponentRow(opponent: opponent, fair: ratings.fairBySeat.map { $0 == opponent.level }, variant: ratings.kind, strings: s,
                                         record: ratings.record(opponent.level, s))
                    } else {
                        OpponentRow(opponent: opponent, suggested: opponent.level == ratings.suggested, strings: s,
                                    record: ratings.record(opponent.level, s))
                    }
                }
            }
        }
    }
}

/// Games on x, Elo on y, the provisional period as a band with its name;
/// the ticks and ranges are ZabelKit's `RatingChart`.
struct RatingChartView: View {
    let ratings: RatingModel
    let strings: Strings
    /// A tick label's height: large text makes the chart taller and its Elo ticks fewer, so no label runs into the next.
    @ScaledMetric(relativeTo: .caption) private var labelHeight: CGFloat = 16

    var body: some View {
        let height = RatingChart.height(labelHeight: Double(labelHeight))
        // The plot is the chart less the axis titles and the x labels.
        let chart = ratings.ratingChart(plotHeight: height - 3 * Double(labelHeight), labelHeight: Double(labelHeight))
        // The band's name in a key above the chart: inside a band of 20 games out of 500 it spilled out.
        if chart.provisional != nil {
            HStack(spacing: 6) {
                Rectangle().fill(Color.orange.opacity(0.15)).frame(width: 14, height: 10)
                Text(strings.provisionalPeriod).font(.caption).foregroundStyle(.secondary)
            }
            .accessibilityHidden(true)
        }
        Chart {
            if let provisional = chart.provisional {
                RectangleMark(xStart: .value(strings.chartGames, provisional.lowerBound),
                              xEnd: .value(strings.chartGames, provisional.upperBound))
                    .foregroundStyle(Color.orange.opacity(0.15))
            }
            ForEach(chart.points, id: \.game) { point in
                LineMark(x: .value(strings.chartGames, point.game), y: .value(strings.chartElo, point.rating))
                PointMark(x: .value(strings.chartGames, point.game), y: .value(strings.chartElo, point.rating))
                    .symbolSize(chart.points.count > 60 ? 0 : 24)
            }
        }
        .chartXScale(domain: chart.xDomain)
        .chartYScale(domain: chart.yDomain)
        .chartXAxis {
            AxisMarks(values: chart.xTicks) { value in
                AxisGridLine()
                AxisTick()
                AxisValueLabel { Text(value.as(Int.self).map { RatingChart.label(Double($0)) } ?? "") }
            }
        }
        .chartYAxis {
            AxisMarks(position: .leading, values: chart.yTicks) { value in
                AxisGridLine()
                AxisTick()
                AxisValueLabel { Text(value.as(Double.self).map(RatingChart.label) ?? "") }
            }
        }
        // Each title at its own axis: Elo at the top of the y-axis, the games on a line under the x-axis's ticks.
        .chartXAxisLabel(strings.chartGames, position: .bottom)
        .chartYAxisLabel(strings.chartElo, position: .top, alignment: .leading)
        .frame(height: CGFloat(height))
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(chart.summary(strings))
    }
}

struct SettingsView: View {
    let model: AppModel
    /// The backup the exporter is saving, while it shows.
    @State private var exporting: BackupDocument?
    @State private var importing = false
    /// A fresh backup for the share sheet, made when the screen shows and after an import.
    @State private var shared: URL?

    var body: some View {
        let s = model.strings
        let settings = model.settings
        BackButton(model: model)
        Form {
            Toggle(s.showDie, isOn: Binding(get: { settings.showDie }, set: { value in var changed = settings; changed.showDie = value; model.save(changed) }))
            Toggle(s.highlightMoves, isOn: Binding(get: { settings.highlightMoves }, set: { value in var changed = settings; changed.highlightMoves = value; model.save(changed) }))
            Toggle(s.coordinates, isOn: Binding(get: { settings.coordinates }, set: { value in var changed = settings; changed.coordinates = value; model.save(changed) }))
            Toggle(s.sound, isOn: Binding(get: { settings.sound }, set: { value in var changed = settings; changed.sound = value; model.save(changed) }))
            Picker(s.theme, selection: Binding(get: { settings.theme }, set: { value in var changed = settings; changed.theme = value; model.save(changed) })) {
                ForEach([Theme.system, .light, .dark], id: \.self) { theme in Text(s.theme(theme)).tag(theme) }
            }
            Picker(s.defaultLevel, selection: Binding(get: { settings.defaultLevel }, set: { value in var changed = settings; changed.defaultLevel = value; model.save(changed) })) {
                ForEach(model.levels(.einstein), id: \.level) { level in Text("\(level.level)").tag(level.level) }
            }
            Picker(s.language, selection: Binding(get: { settings.language }, set: { value in var changed = settings; changed.language = value; model.save(changed) })) {
                // Each language by its own name, the catalog's.
                ForEach(Strings.languages, id: \.self) { code in Text(s.languageName(code)).tag(code) }
            }
            // The system's own exporter, importer and share sheet: no typed paths.
            Button(s.exportBackup) { exporting = model.backupFile().flatMap(BackupDocument.init) }
            Button(s.importBackup) { importing = true }
            if let shared { ShareLink(s.shareBackup, item: shared) }
        }
        .fileExporter(
            isPresented: Binding(get: { exporting != nil }, set: { if !$0 { exporting = nil } }),
            document: exporting,
            contentType: .json,
            defaultFilename: AppModel.backupName
        ) { result in model.backupExported(result) }
        .fileImporter(isPresented: $importing, allowedContentTypes: [.json]) { result in
            model.importBackup(result)
            shared = model.backupFile()
        }
        .onAppear { shared = model.backupFile() }
    }
}

/// A backup as the exporter saves it: the bytes the core wrote.
struct BackupDocument: FileDocument {
    static var readableContentTypes: [UTType] { [.json] }
    let data: Data

    init?(_ file: URL) {
        guard let data = try? Data(contentsOf: file) else { return nil }
        self.data = data
    }

    init(configuration: ReadConfiguration) throws {
        data = configuration.file.regularFileContents ?? Data()
    }

    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: data)
    }
}

/// The person's record against a level, "3 won · 1 drawn · 2 lost", on one
/// line; where that does not fit (large text) one result a line, so no dot
/// starts a line and no glued "0 unentschieden ·" breaks inside.
struct LevelRecordLine: View {
    let record: String

    var body: some View {
        ViewThatFits(in: .horizontal) {
            Text(record).lineLimit(1)
            VStack(alignment: .leading) {
                ForEach(record.components(separatedBy: dot), id: \.self) { Text($0) }
            }
        }
        .font(.caption)
        .foregroundStyle(.secondary)
    }
}
