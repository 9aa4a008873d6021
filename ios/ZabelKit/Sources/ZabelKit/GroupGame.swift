import Foundation

/// The games of three and four players on 6×6 (RULES.md Q3, Q4) as the app
/// offers them. Every rule fact is the core's: the seating, the number of
/// seats and their letters here; which seats are partners, who dropped out
/// and who won come from the `GameView`.
extension Variant {
    /// The games of three and four, in the order the app offers them.
    public static let groupGames: [Variant] = [.quattroDiagonal, .quattroLongline, .trio]

    /// EinStein for three or four on 6×6.
    public var isGroupGame: Bool { seating != nil }

    /// The seating a game of three or four is started with.
    public var seating: Seating? { variantSeating(variant: self) }

    /// A dice game of numbered stones (every EinStein).
    public var hasStones: Bool { self != .koenigszabel }

    /// How many seats the game has, in turn order.
    public var seatCount: Int { Int(variantSeatCount(variant: self)) }

    /// The seat's letter as the records write it (E7 `R`/`B`, Q5 `T U V W`),
    /// shown on the stones so colour is never the only cue; Königszabel's
    /// pieces differ by shape and have none.
    public func seatLetter(_ seat: UInt8) -> String? { ZabelCore.seatLetter(variant: self, seat: seat) }
}

/// Who sits at each seat of the next game of three or four: a person or a
/// computer level per seat, and who starts. The core refuses what cannot be
/// played (`BadConfig`); the app shows its message.
public struct SeatAssignment: Equatable, Sendable {
    public private(set) var variant: Variant
    /// One per seat, in turn order.
    public private(set) var players: [PlayerKind]
    /// The seat that starts; `nil` lets the core draw it.
    public var firstSeat: UInt8?
    /// The level a new computer seat gets.
    public let defaultLevel: UInt8

    /// Seat 0 a person, every other seat the computer at `defaultLevel`.
    public init(variant: Variant, defaultLevel: UInt8) {
        self.variant = variant
        self.defaultLevel = defaultLevel
        players = (0..<variant.seatCount).map { $0 == 0 ? .human : .computer(level: defaultLevel) }
    }

    /// Another game of three or four: seats both games have keep their player.
    public mutating func select(_ variant: Variant) {
        guard variant.isGroupGame else { return }
        self.variant = variant
        players = (0..<variant.seatCount).map { $0 < players.count ? players[$0] : .computer(level: defaultLevel) }
        if let first = firstSeat, Int(first) >= players.count { firstSeat = nil }
    }

    public mutating func set(_ seat: UInt8, to player: PlayerKind) {
        guard Int(seat) < players.count else { return }
        players[Int(seat)] = player
    }

    public var seats: [UInt8] { players.indices.map(UInt8.init) }

    /// How many people share the phone.
    public var humans: Int { players.filter { $0 == .human }.count }

    /// The game to start, as the core takes it.
    public func config(seed: UInt64? = nil) -> GameConfig {
        GameConfig(players: players,
                   options: .quattro(seating: variant.seating ?? .diagonal, firstSeat: firstSeat),
                   seed: seed)
    }
}

/// One seat beside the board: its letter, name and player, its team, whether
/// it is to move or dropped out, and how it fared once the game is over.
public struct SeatLine: Equatable, Identifiable, Sendable {
    public let seat: UInt8
    public var id: UInt8 { seat }
    /// `T`, or `nil` where the game has no seat letters.
    public let letter: String?
    /// `Top left`, `Red`, `Attackers`.
    public let name: String
    /// `Person`, `Dice roller (computer, level 1)`.
    public let player: String
    /// The partners by their letters (`T + V`) in games of teams; else `nil`.
    public let team: String?
    public let toMove: Bool
    public let droppedOut: Bool
    public let score: Score?
    /// Everything above as one line (also what VoiceOver reads).
    public let text: String

    /// The seats of `view`, in turn order.
    public static func lines(_ view: GameView, strings: Strings) -> [SeatLine] {
        let teams = Dictionary(grouping: view.seats, by: \.team)
        let players = strings.playerNames(view.seats.map(\.player), in: view.variant)
        return zip(view.seats, players).map { seat, player in
            let partners = teams[seat.team] ?? [seat]
            let team = view.variant.isGroupGame
                ? partners.map { view.variant.seatLetter($0.seat) ?? "\($0.seat + 1)" }.joined(separator: " + ")
                : nil
            let score = view.result.flatMap { Int(seat.seat) < $0.scores.count ? $0.scores[Int(seat.seat)] : nil }
            return SeatLine(seat: seat.seat, letter: view.variant.seatLetter(seat.seat),
                            name: strings.seat(seat.seat, in: view.variant), player: player,
                            team: team, toMove: seat.toMove && view.result == nil, droppedOut: seat.droppedOut,
                            score: score, strings: strings)
        }
    }

    /// The seats of `view` as their home corners lie on the board: the top
    /// row, then the bottom row, each left to right; `nil` at a corner no one
    /// sits at (the trio's). Read off the board the core draws, so the legend
    /// never contradicts it: turn order runs round the board, and read in rows
    /// it put bottom right before bottom left (issue 45 defect 9).
    public static func corners(_ view: GameView, strings: Strings) -> [[SeatLine?]] {
        let width = max(Int(view.board.width), 1), height = max(Int(view.board.height), 1)
        var places = [SeatLine?](repeating: nil, count: 4)
        var unplaced: [SeatLine] = []
        for line in lines(view, strings: strings) {
            let cells = view.board.cells.indices.filter { view.board.cells[$0].terrain == .homeCorner(seat: line.seat) }
            guard !cells.isEmpty else { unplaced.append(line); continue }
            let right = Double(cells.map { $0 % width }.reduce(0, +)) / Double(cells.count) >= Double(width) / 2
            let bottom = Double(cells.map { $0 / width }.reduce(0, +)) / Double(cells.count) >= Double(height) / 2
            let place = (bottom ? 2 : 0) + (right ? 1 : 0)
            if places[place] == nil { places[place] = line } else { unplaced.append(line) }
        }
        // A seat without a corner of its own (no game has one yet) takes the first free place.
        for line in unplaced { if let free = places.firstIndex(where: { $0 == nil }) { places[free] = line } }
        return [Array(places[0...1]), Array(places[2...3])].filter { row in row.contains { $0 != nil } }
    }

    init(seat: UInt8, letter: String?, name: String, player: String, team: String?, toMove: Bool,
         droppedOut: Bool, score: Score?, strings: Strings) {
        self.seat = seat
        self.letter = letter
        self.name = name
        self.player = player
        self.team = team
        self.toMove = toMove
        self.droppedOut = droppedOut
        self.score = score
        var parts = ["\(letter.map { "\($0)\(dot)" } ?? "")\(name): \(player)"]
        if let team { parts.append(strings.team(team)) }
        if droppedOut { parts.append(strings.droppedOut) }
        if toMove { parts.append(strings.yourTurn) }
        if let score { parts.append(strings.score(score)) }
        text = parts.joined(separator: dot)
    }
}

/// The seats' colours (docs/design.md §1): red, blue, green and yellow in
/// turn order, so EinStein's Red and Blue keep their names. A side keeps its
/// hue in the dark theme, which only lifts it a little (red never turns
/// orange); each seat also has its own stone shape (`SeatShape`), so no side
/// is known by colour alone. The labels contrast with their fill by at
/// least 3:1 (WCAG, large bold text).
public enum SeatPalette {
    public struct RGB: Equatable, Sendable {
        public let red, green, blue: Double
        public init(_ hex: UInt32) {
            red = Double((hex >> 16) & 0xff) / 255
            green = Double((hex >> 8) & 0xff) / 255
            blue = Double(hex & 0xff) / 255
        }

        /// WCAG relative luminance.
        public var luminance: Double {
            func linear(_ c: Double) -> Double { c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
            return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
        }

        public func contrast(with other: RGB) -> Double {
            let (a, b) = (luminance, other.luminance)
            return (max(a, b) + 0.05) / (min(a, b) + 0.05)
        }

        /// The hue in degrees (0 red, 120 green, 240 blue).
        public var hue: Double {
            let high = max(red, green, blue), low = min(red, green, blue)
            guard high > low else { return 0 }
            let span = high - low
            let sector: Double
            if high == red { sector = ((green - blue) / span).truncatingRemainder(dividingBy: 6) }
            else if high == green { sector = (blue - red) / span + 2 }
            else { sector = (red - green) / span + 4 }
            let degrees = sector * 60
            return degrees < 0 ? degrees + 360 : degrees
        }

        /// This colour laid over `ground` at `opacity`, as the eye sees a tint.
        public func over(_ ground: RGB, opacity: Double) -> RGB {
            RGB(red: red * opacity + ground.red * (1 - opacity), green: green * opacity + ground.green * (1 - opacity),
                blue: blue * opacity + ground.blue * (1 - opacity))
        }

        init(red: Double, green: Double, blue: Double) {
            self.red = red
            self.green = green
            self.blue = blue
        }
    }

    public static let seats: [RGB] = fills(.light)
    public static let white = RGB(0xFFFFFF)
    public static let black = RGB(0x000000)

    /// The four seats' fills in `scheme`.
    public static func fills(_ scheme: BoardScheme) -> [RGB] {
        scheme == .light
            ? [RGB(0xC0392B), RGB(0x1F5FAE), RGB(0x1E7F55), RGB(0xE3B82A)]
            : [RGB(0xE0483C), RGB(0x4C8EE0), RGB(0x3DB57F), RGB(0xEDC94A)]
    }

    public static func color(_ seat: UInt8, _ scheme: BoardScheme = .light) -> RGB {
        let fills = fills(scheme)
        return fills[Int(seat) % fills.count]
    }

    /// The colour of a stone's number and letter on its fill.
    public static func label(_ seat: UInt8, _ scheme: BoardScheme = .light) -> RGB {
        let labels = scheme == .light
            ? [white, white, white, RGB(0x2A231B)]
            : [RGB(0x1A0F0C), RGB(0x0C1420), RGB(0x0C1A12), RGB(0x2A231B)]
        return labels[Int(seat) % labels.count]
    }
}

/// Each seat's stone shape (docs/design.md §4), so a side is told by shape
/// as well as colour: red a rounded square, blue a circle, green a diamond,
/// yellow a triangle.
public enum SeatShape: Equatable, Sendable, CaseIterable {
    case roundedSquare, circle, diamond, triangle

    public static func of(_ seat: UInt8) -> SeatShape { allCases[Int(seat) % allCases.count] }
}
