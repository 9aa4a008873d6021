import Observation

/// The new-game screen of EinStein or Königszabel (as Home's card chose):
/// every level with the person's chances and the fair match, Königszabel's
/// side and shieldwall; and the choices kept for the next game (who starts
/// an EinStein game, on its setup screen).
@MainActor
@Observable
public final class NewGameModel {
    /// The game the screen offers.
    public internal(set) var variant: Variant = .einstein
    /// Königszabel's optional shieldwall captures, for the next game.
    public var shieldwall = false
    /// The human's seat against the computer in Königszabel: 0 attackers,
    /// 1 defenders (the default, as in the terminal game).
    public var koenigszabelSeat: UInt8 = 1
    /// Who starts the next EinStein game, chosen on its setup screen.
    public var firstMover: FirstMover = .random

    @ObservationIgnored private let access: CoreAccess
    @ObservationIgnored private let strings: () -> Strings
    /// Starts a game (through the app, which asks first when a rated game is left unfinished).
    @ObservationIgnored private let start: (GameConfig) -> Void
    /// Opens the setup screen of an EinStein game between `red` and `blue`.
    @ObservationIgnored private let arrange: (PlayerKind, PlayerKind) -> Void

    init(access: CoreAccess, strings: @escaping () -> Strings, start: @escaping (GameConfig) -> Void,
         arrange: @escaping (PlayerKind, PlayerKind) -> Void) {
        self.access = access
        self.strings = strings
        self.start = start
        self.arrange = arrange
    }

    public func opponents(_ kind: Variant) -> [Opponent] { access.attempt { try $0.opponents(variant: kind) } ?? [] }

    /// The level nearest an even game: from `seat` once the player has
    /// chosen a side, else over both.
    public func suggestedOpponent(_ kind: Variant, seat: RatedSeat? = nil) -> Opponent? {
        access.attempt { try $0.suggestedOpponent(variant: kind, seat: seat) } ?? nil
    }

    /// The level to mark as a fair match: where the sides differ
    /// (Königszabel), from the side chosen (`koenigszabelSeat`), whose
    /// chances the list shows.
    public func fairMatch(_ kind: Variant) -> UInt8? {
        let seat: RatedSeat? = sidesDiffer(variant: kind) ? (koenigszabelSeat == 0 ? .first : .second) : nil
        return suggestedOpponent(kind, seat: seat)?.level
    }

    /// Every level of a game, weakest first, measured or not, as the core names them.
    public func levels(_ kind: Variant) -> [LevelInfo] { access.levels(kind) }

    /// The screen's list: every level of `kind` in the app's language, with
    /// the player's chances where the level is rated.
    public func levelChoices(_ kind: Variant) -> [LevelChoice] {
        let strings = strings()
        let opponents = opponents(kind)
        return levels(kind).map { info in
            LevelChoice(info, opponent: opponents.first { $0.level == info.level }, strings: strings,
                        seat: kind == .koenigszabel ? koenigszabelSeat : nil, variant: kind)
        }
    }

    public func chooseOpponent(level: UInt8) { arrange(.human, .computer(level: level)) }
    public func chooseFriend() { arrange(.human, .human) }

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
}
