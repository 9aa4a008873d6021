/// The game as it stood after `ply` plies (0: the start), that ply's move
/// marked, as the core draws it (`Session.viewAt`): looked at while the
/// game goes on, never played on. The present is never one: it is the game.
public struct PastPosition: Equatable, Sendable {
    public let ply: UInt32
    public let view: GameView

    public init(ply: UInt32, view: GameView) {
        self.ply = ply
        self.view = view
    }
}

extension GameModel {
    /// What the line over the board says: the present's prompt, or on an
    /// earlier position that a tap on the board plays on (it brings the
    /// present back, playing nothing).
    public func prompt(_ strings: Strings) -> String {
        past == nil ? strings.prompt(view.phase, in: view.variant) : strings.lookingBack
    }
}

/// The steps beside the moves of a game under way (docs/design.md §6, §7):
/// icons, each named for VoiceOver, which does not swipe across the board.
public enum LookBackStep: CaseIterable, Sendable {
    /// One ply back: from the present into looking back, then on to the start.
    case back
    /// One ply on; from the last earlier ply, the present.
    case on
    /// Straight back to the game as it stands.
    case toGame

    /// The SF Symbol the step is drawn with.
    public var systemImage: String {
        switch self {
        case .back: "chevron.left"
        case .on: "chevron.right"
        case .toGame: "forward.end"
        }
    }

    /// What VoiceOver calls the icon.
    public func label(_ strings: Strings) -> String {
        switch self {
        case .back: strings.moveBack
        case .on: strings.moveOn
        case .toGame: strings.backToGame
        }
    }
}

extension GameModel {
    /// The steps shown beside the moves: none before the first move, a step
    /// back at the present, and every step while an earlier position is shown.
    public var lookBackSteps: [LookBackStep] {
        if view.moves.isEmpty { return [] }
        return past == nil ? [.back] : LookBackStep.allCases
    }

    /// Whether `step` goes anywhere from the ply on the board.
    public func canTake(_ step: LookBackStep) -> Bool {
        switch step {
        case .back: shownPly > 0
        case .on, .toGame: past != nil
        }
    }

    public func take(_ step: LookBackStep) {
        switch step {
        case .back: self.step(-1)
        case .on: self.step(1)
        case .toGame: backToGame()
        }
    }
}
