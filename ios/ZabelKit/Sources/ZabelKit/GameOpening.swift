/// Who plays whom in a game of two, beside the board on a wide window until
/// the first move takes its place: each seat's line ("Defenders: Thrall
/// (computer, level 1)"), a rating where there is one and a computer level's
/// line, and with the person's seat their chance against that level from
/// the seat they play. The figures are the core's; none in a game of three
/// or four, whose seats are listed beside the board already.
public struct GameOpening: Equatable, Sendable {
    public struct Seat: Equatable, Sendable {
        public let seat: UInt8
        public let who: String
        public let rating: Double?
        /// What the computer's level is like, the core's line.
        public let about: String?
        /// Only the person's seat, where one person plays one measured level.
        public let chance: Chance?
    }

    /// The person's expected score (`share`, 0...1, a draw counting half)
    /// against the computer's level named `against`: a sentence with their
    /// own seat, since a lone "you score 31%" under the seats read as a
    /// caption of nothing.
    public struct Chance: Equatable, Sendable {
        public let share: Double
        public let against: String

        public init(share: Double, against: String) {
            self.share = share
            self.against = against
        }
    }

    public let seats: [Seat]

    /// `personRating`: the person's rating in `view`'s game, nil before
    /// their first rated game; `opponents`: the levels as the core rates them
    /// against the person; `sidesDiffer`: the core measures each side apart
    /// (Königszabel), so the score is the person's side's.
    public static func of(_ view: GameView, levels: [LevelInfo], opponents: [Opponent], personRating: Double?,
                          sidesDiffer: Bool, strings: Strings) -> GameOpening? {
        let variant = view.variant
        guard variantSeating(variant: variant) == nil else { return nil }
        let players = view.seats.map(\.player)
        let names = strings.playerNames(players, in: variant)
        let people = players.indices.filter { players[$0] == .human }
        let computers = players.compactMap { player -> UInt8? in if case .computer(let level) = player { level } else { nil } }
        var chance: Chance?
        if people.count == 1, computers.count == 1, let opponent = opponents.first(where: { $0.level == computers[0] }),
           let name = levels.first(where: { $0.level == computers[0] })?.name {
            let seat = Int(view.seats[people[0]].seat)
            let share = sidesDiffer ? (seat < opponent.expectedBySeat.count ? opponent.expectedBySeat[seat] : nil) : opponent.expectedScore
            chance = share.map { Chance(share: $0, against: name) }
        }
        let seats = view.seats.enumerated().map { index, seat in
            let level = levels.first { if case .computer(let number) = seat.player { $0.level == number } else { false } }
            let name = index < names.count ? names[index] : strings.player(seat.player, in: variant)
            return Seat(seat: seat.seat, who: "\(strings.seat(seat.seat, in: variant)): \(name)",
                        rating: level?.rating ?? (seat.player == .human && people.count == 1 ? personRating : nil),
                        about: level?.description,
                        chance: people.count == 1 && index == people[0] ? chance : nil)
        }
        return GameOpening(seats: seats)
    }
}

extension Strings {
    /// A rating beside a name: `Elo 1450`.
    public func elo(_ rating: Double) -> String { t(.eloOf, ["rating": "\(Int(rating.rounded()))"]) }
    /// "Your chance against Thrall: 31 %", with the person's seat at a game's start.
    public func chance(_ chance: GameOpening.Chance) -> String {
        t(.chanceAgainst, ["level": chance.against, "percent": percentText(language: tag, share: chance.share)])
    }
}
