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

    /// Whether a step back is left: the start has none before it.
    public var canStepBack: Bool { ply > 0 }
}

extension GameModel {
    /// What the line over the board says: the present's prompt, or on an
    /// earlier position that a tap on the board plays on (it brings the
    /// present back, playing nothing).
    public func prompt(_ strings: Strings) -> String {
        past == nil ? strings.prompt(view.phase, in: view.variant) : strings.lookingBack
    }
}
