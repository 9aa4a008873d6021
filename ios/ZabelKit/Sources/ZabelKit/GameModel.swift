import Foundation
import Observation

/// One game in progress, as the board screen sees it: the core's `GameView`
/// and the actions a player sends. Every rule is the core's; this only
/// forwards taps and shows what comes back.
@MainActor
@Observable
public final class GameModel {
    public private(set) var view: GameView
    /// The computer's progress, 0...1, while it thinks.
    public private(set) var thinking: Double?
    public private(set) var hints: [RatedMove] = []
    /// A hint is being worked out (off the main thread); `cancelHint()` stops it.
    public private(set) var hinting = false
    /// The core has no hints for this game (it said `NoHints`).
    public private(set) var hintsUnavailable = false
    /// An ignored tap or an error, for one line under the board.
    public private(set) var message: Message?
    /// Pass-and-play in a game of three or four: the seat the phone must go
    /// to before its turn shows. Set whenever a person's turn follows another
    /// person's (computers' turns between them included); `ready()` clears it.
    /// Until then the board takes no taps.
    public private(set) var handOver: UInt8?
    /// What the last new view changed (picked, moved, rolled, the end), as
    /// events: the screen says it in the language of the moment, so a
    /// language switch afterwards changes the words, not the events.
    public private(set) var announcement: Announcement?
    /// Counts announcements, so two equal ones in a row are both said.
    public private(set) var announcements = 0
    /// An earlier position looked back at (a tap on a move); nil while the
    /// board shows the present, the only position that takes moves.
    public private(set) var past: PastPosition?

    /// How long a move stays in view before a computer's move follows it,
    /// its thinking included: several computers in a row can be followed.
    /// The app model sets the settings' pace (none with Reduce Motion);
    /// tests leave it at zero.
    @ObservationIgnored public var computerPace: Duration = .zero
    /// Plays a cue (the app's sound and haptics); nil when the settings silence them.
    @ObservationIgnored public var cues: ((Cue) -> Void)?

    @ObservationIgnored private let session: any SessionProtocol
    @ObservationIgnored private var computer: Task<Void, Never>?
    /// The last stopped turn, until its search has returned.
    @ObservationIgnored private var stopping: Task<Void, Never>?
    @ObservationIgnored private var hintTask: Task<Void, Never>?
    /// Counts the player's actions: hints that arrive after one are stale.
    @ObservationIgnored private var actions = 0
    /// The person's seat that holds the phone (pass-and-play).
    @ObservationIgnored private var holder: UInt8?

    public init(session: any SessionProtocol) throws {
        self.session = session
        self.view = try session.view()
        session.setListener(listener: Forwarder(model: self))
        checkHandOver()
    }

    /// Whether several people share the phone in a game of three or four.
    public var passAndPlay: Bool {
        view.variant.isGroupGame && view.seats.filter { $0.player == .human }.count > 1
    }

    /// The seat that is to move, while the game goes on.
    public var seatToMove: UInt8? {
        view.phase == .over ? nil : view.seats.first(where: \.toMove)?.seat
    }

    /// The person at `handOver` has the phone: the board shows their turn.
    public func ready() {
        guard let seat = handOver else { return }
        holder = seat
        handOver = nil
    }

    /// After every new view: a person's turn that is not the holder's waits
    /// for the phone to be handed over.
    private func checkHandOver() {
        guard passAndPlay, view.phase != .over, view.phase != .computerTurn,
              let seat = seatToMove, view.seats[Int(seat)].player == .human else {
            if view.phase == .over { handOver = nil }
            return
        }
        handOver = seat == holder ? nil : seat
    }

    private func show(_ next: GameView) {
        // A move played (the computer's too) or taken back brings the present back.
        if next.moves != view.moves { past = nil }
        if let said = Announcement.events(view, next) {
            announcement = said
            announcements += 1
            if let cue = said.cue { cues?(cue) }
        }
        view = next
        checkHandOver()
    }

    /// What the board shows: the position looked back at, else the present.
    public var shown: GameView { past?.view ?? view }
    /// The ply on the board, whose move the move list marks: the last one
    /// played unless an earlier position is looked back at.
    public var shownPly: UInt32 { past?.ply ?? UInt32(view.moves.count) }

    /// Shows the position after `ply` plies as the core draws it; the last
    /// ply (or beyond) is the present.
    public func lookBack(_ ply: UInt32) {
        guard ply < UInt32(view.moves.count) else { return backToGame() }
        do {
            past = PastPosition(ply: ply, view: try session.viewAt(ply: ply))
        } catch {
            message = .failure(error)
        }
    }

    /// A step of `plies` from the ply on the board, as a swipe across it or
    /// the steps beside the moves ask (-1 earlier, 1 later): from the present
    /// back into looking back, on past the last move to the present again.
    /// The start and the present are as far as it goes; it never plays a move.
    public func step(_ plies: Int) {
        let to = Int(shownPly) + plies
        guard plies != 0, (0...view.moves.count).contains(to) else { return }
        lookBack(UInt32(to))
    }

    /// The board back at the game as it stands, where it takes moves again.
    public func backToGame() {
        past = nil
    }

    public var isOver: Bool { view.phase == .over }
    /// The game's record so far, as the history keeps it once the game is over.
    public var record: String? { try? session.record() }
    /// The game in every notation it is shared in, Zabel's own first.
    public var records: [NotatedRecord] { (try? session.records()) ?? [] }
    public var variant: Variant { view.variant }
    /// Whether this game has a die to roll (EinStein) at all.
    public var hasDice: Bool { view.die != nil }

    /// The settings just saved: the core redraws the game with them (the
    /// die, the highlights, the language its squares are described in).
    /// Nothing was played, so nothing is announced.
    public func apply(_ settings: Settings) {
        do {
            try session.setOptions(settings: settings)
            view = try session.view()
            // A position looked back at stays in view, in the new words.
            if let past { lookBack(past.ply) }
        } catch {
            message = .failure(error)
        }
    }

    public func roll() { guard handOver == nil else { return }; act { try $0.roll() } }
    public func undo() { guard handOver == nil else { return }; stopComputer(); act { try $0.undo() } }
    public func resign() { guard handOver == nil else { return }; stopComputer(); act { try $0.resign() } }

    /// A tap on the cell named `square` (`g7`); the core decides what it
    /// means. On an earlier position it plays nothing: it brings the present
    /// back, so no move is made on a board the player was not looking at.
    public func tap(_ square: String) {
        if past != nil { return backToGame() }
        guard handOver == nil else { return }
        message = nil
        cancelHint()
        actions += 1
        let played = view.moves.count
        do {
            if case .ignored(let reason) = try session.tap(square: square) {
                message = .ignored(reason)
            }
            show(try session.view())
            // A hint holds while its piece is picked (its arrow shows where to); a move played ends it.
            if view.moves.count != played { hints = [] }
        } catch {
            message = .failure(error)
        }
        playComputer()
    }

    /// Asks the core for hints; it works them out off the main thread while
    /// `hinting` is true. An answered hint makes the game unrated (the view
    /// says so); a cancelled one (`cancelHint()`, or a move meanwhile) just
    /// gives no hint and leaves the game rated.
    public func hint() {
        guard hintTask == nil, !hintsUnavailable, handOver == nil else { return }
        message = nil
        // A hint is for the present position: the board shows the one it is about.
        past = nil
        hinting = true
        let asked = actions
        hintTask = Task { [weak self, session] in
            do {
                let hints = try await session.hint()
                let view = try session.view()
                // The core answered for the position it was asked about; a
                // tap that got in before this line made it another one.
                if self?.actions == asked { self?.hints = hints }
                self?.show(view)
            } catch ZabelError.HintCancelled {
                // Nothing to show: the player asked to stop, or moved on.
            } catch {
                if case ZabelError.NoHints = error { self?.hintsUnavailable = true }
                // After a move the question itself is outdated (the computer's turn, say).
                if self?.actions == asked { self?.message = .failure(error) }
            }
            self?.hinting = false
            self?.hintTask = nil
        }
    }

    /// Stops the hint being worked out (the core's cancel; a Swift task's
    /// cancel would not reach the Rust future).
    public func cancelHint() {
        guard hintTask != nil else { return }
        session.cancelHint()
    }

    /// Waits for the hint under way, if any (tests and previews).
    public func hintFinished() async {
        await hintTask?.value
    }

    private func act(_ body: (any SessionProtocol) throws -> GameView) {
        message = nil
        // A roll, an undo or resigning act on the present: it comes back into view.
        past = nil
        cancelHint()
        actions += 1
        hints = []
        do {
            show(try body(session))
        } catch {
            message = .failure(error)
        }
        playComputer()
    }

    /// While it is a computer's turn, it moves (two computers take turns).
    public func playComputer() {
        guard computer == nil, view.phase == .computerTurn else { return }
        let stopped = stopping
        computer = Task { [weak self, session] in
            // The core thinks about one turn at a time.
            await stopped?.value
            while let self, self.view.phase == .computerTurn, !Task.isCancelled {
                do {
                    let clock = ContinuousClock()
                    let started = clock.now
                    let next = try await session.aiTurn()
                    // The roll shows as it falls (`heard`); the move waits out the pace.
                    let rest = self.computerPace - (clock.now - started)
                    if rest > .zero { try? await Task.sleep(for: rest) }
                    if Task.isCancelled { break }
                    self.show(next)
                    // Cancelled: the turn stays unplayed; stop rather than spin.
                    if Task.isCancelled { break }
                } catch {
                    self.message = .failure(error)
                    break
                }
            }
            // Stopped, this task is no longer `computer`: a new one may be.
            if !Task.isCancelled {
                self?.thinking = nil
                self?.computer = nil
            }
        }
    }

    /// Waits for the computer's turns to end, stopped ones too (tests and previews).
    public func computerFinished() async {
        await stopping?.value
        await computer?.value
    }

    /// Swift does not cancel Rust futures with the task: the core's cancel
    /// does, and its search returns a little later (`stopping` until then).
    public func stopComputer() {
        session.cancel()
        if let computer {
            computer.cancel()
            stopping = computer
        }
        computer = nil
        thinking = nil
    }

    /// Only the roll the computer is thinking about; everything else comes
    /// back from the calls, and a late notification must not undo it.
    fileprivate func heard(_ view: GameView) {
        if view.phase == .computerTurn, self.view.phase == .computerTurn, view.moves == self.view.moves {
            show(view)
        }
    }
    /// A stopped search's last progress may arrive after the stop.
    fileprivate func heard(thinking progress: Double) {
        if computer != nil { thinking = progress }
    }
}

/// What the line under the board says.
public enum Message: Equatable {
    case ignored(Ignored)
    /// Shown through `Strings.error`, in the app's language.
    case failed(ZabelError)

    static func failure(_ error: Error) -> Message {
        .failed(error as? ZabelError ?? .Internal(detail: String(describing: error)))
    }
}

/// The core calls its listener on its own threads; the model lives on the main actor.
private final class Forwarder: GameListener, @unchecked Sendable {
    weak var model: GameModel?

    init(model: GameModel) { self.model = model }

    func changed(view: GameView) {
        Task { @MainActor [weak model] in model?.heard(view) }
    }

    func thinking(progress: Double) {
        Task { @MainActor [weak model] in model?.heard(thinking: progress) }
    }
}
