import Observation

/// The new-game screen of the games of three and four: the game, a person
/// or a computer level per seat (the levels the core offers), who starts.
/// The core refuses a table it cannot play; the banner says why.
@MainActor
@Observable
public final class SeatsModel {
    public var assignment: SeatAssignment
    @ObservationIgnored private let access: CoreAccess
    @ObservationIgnored private let strings: () -> Strings
    @ObservationIgnored private let start: (GameConfig) -> Void

    init(access: CoreAccess, defaultLevel: UInt8, strings: @escaping () -> Strings, start: @escaping (GameConfig) -> Void) {
        self.access = access
        self.strings = strings
        self.start = start
        let levels = access.levels(.quattroDiagonal).map(\.level)
        let level = min(max(defaultLevel, levels.first ?? 1), levels.last ?? 1)
        assignment = SeatAssignment(variant: .quattroDiagonal, defaultLevel: level)
    }

    /// The levels a seat of `variant` may have, weakest first, in the app's
    /// language; the games of three and four are not rated, so no Elo.
    public func levels(_ variant: Variant) -> [LevelChoice] {
        let strings = strings()
        return access.levels(variant).map { LevelChoice(seatLevel: $0, strings: strings) }
    }

    /// Another game of three or four; a computer level it lacks becomes its nearest one.
    public func select(_ variant: Variant) {
        assignment.select(variant)
        let levels = levels(variant).map(\.level)
        guard let lowest = levels.first, let highest = levels.last else { return }
        for seat in assignment.seats {
            if case .computer(let level) = assignment.players[Int(seat)], !levels.contains(level) {
                assignment.set(seat, to: .computer(level: min(max(level, lowest), highest)))
            }
        }
    }

    /// Starts the game as assigned.
    public func startGame(seed: UInt64? = nil) {
        start(assignment.config(seed: seed))
    }
}
