import Observation

/// The setup screen of an EinStein game between `red` and `blue`: the
/// person's stones as the core deals and swaps them, and who starts.
@MainActor
@Observable
public final class SetupModel {
    public let red: PlayerKind
    public let blue: PlayerKind
    public private(set) var arrangement: SetupArrangement
    @ObservationIgnored private let choices: NewGameModel
    @ObservationIgnored private let access: CoreAccess
    @ObservationIgnored private let start: (GameConfig) -> Void

    init(red: PlayerKind, blue: PlayerKind, choices: NewGameModel, access: CoreAccess, start: @escaping (GameConfig) -> Void) {
        self.red = red
        self.blue = blue
        self.arrangement = SetupArrangement(red: red, blue: blue)
        self.choices = choices
        self.access = access
        self.start = start
    }

    /// Who starts, kept with the new-game choices for the next game too.
    public var firstMover: FirstMover {
        get { choices.firstMover }
        set { choices.firstMover = newValue }
    }

    /// The setup board, as the core draws it (the triangle marked as
    /// targets), turned as the game's board will be for these players.
    public var board: Board? {
        access.attempt { _ in try ZabelCore.setupBoard(side: arrangement.side, arrangement: arrangement.placements, players: [red, blue]) }
    }

    /// A tap on the setup board's square `square` (`b1`): pick a stone, then
    /// the square to swap it with.
    public func tap(_ square: String) {
        _ = access.attempt { _ in try arrangement.tap(square) }
    }

    public func shuffle() { arrangement.shuffle() }

    public func startGame() {
        let arranged = arrangement.bySide
        start(GameConfig(players: [red, blue],
                         options: .einstein(first: firstMover, redSetup: arranged.red, blueSetup: arranged.blue),
                         seed: nil))
    }
}
