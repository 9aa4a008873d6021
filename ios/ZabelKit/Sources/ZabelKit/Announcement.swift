import Foundation

/// What VoiceOver says when the board changes, worked out from two
/// consecutive `GameView`s alone: a piece selected and where it can go, a
/// selection dropped, a roll, a move (whose, from where to where, what it
/// captured), a move taken back, the end. The board's own squares keep the
/// core's descriptions; this only says what changed between two views.
///
/// It is kept as events, not as a sentence: the text is made by `text(_:)`
/// in the language of the moment, so an announcement still on screen
/// follows a later language switch.
public struct Announcement: Equatable, Sendable {
    /// Targets named one by one up to this many; beyond it only counted.
    static let namedTargets = 6

    /// One thing that changed, with everything needed to say it later.
    public enum Event: Equatable, Sendable {
        case tookBack
        case moved(Mover, from: String, to: String, captured: [String])
        case rolled(UInt8)
        case selected(String, targets: [String])
        case selectionCleared
        case over(GameResult, players: [PlayerKind])
    }

    /// Who played a ply, as the announcement names them.
    public enum Mover: Equatable, Sendable {
        case computer, you, seat(UInt8), someone
    }

    public let variant: Variant
    public let events: [Event]

    public init(variant: Variant, events: [Event]) {
        self.variant = variant
        self.events = events
    }

    /// The events between two views; `nil` when nothing is worth saying.
    public static func events(_ old: GameView?, _ new: GameView) -> Announcement? {
        guard let old else { return nil }
        var events: [Event] = []
        if new.moves.count < old.moves.count {
            events.append(.tookBack)
        } else if new.moves.count > old.moves.count, let last = new.lastMove {
            let mover = moverSeat(old: old, new: new)
            events.append(.moved(who(mover, in: new), from: last.from, to: last.to, captured: last.captured))
        } else if case .value(let value) = new.die, new.die != old.die {
            events.append(.rolled(value))
        }
        if let moving = new.board.cells.first(where: { $0.mark == .moving }),
           old.board.cells.first(where: { $0.mark == .moving })?.name != moving.name {
            events.append(.selected(moving.name, targets: new.board.cells.filter { $0.mark == .target }.map(\.name)))
        } else if old.phase == .chooseTarget, new.phase == .choosePiece, new.moves.count == old.moves.count {
            events.append(.selectionCleared)
        }
        if new.phase == .over, old.phase != .over, let result = new.result {
            events.append(.over(result, players: new.seats.map(\.player)))
        }
        return events.isEmpty ? nil : Announcement(variant: new.variant, events: events)
    }

    /// The sentence in `strings`' language.
    public func text(_ strings: Strings) -> String {
        events.map { event in
            switch event {
            case .tookBack: return strings.tookBack
            case let .moved(mover, from, to, captured): return strings.moved(strings.who(mover, in: variant), from: from, to: to, captured: captured)
            case .rolled(let value): return strings.rolled(value)
            case let .selected(square, targets): return strings.selected(square, targets: targets, naming: Announcement.namedTargets)
            case .selectionCleared: return strings.selectionCleared
            case let .over(result, players): return strings.result(result, in: variant, players: players)
            }
        }.joined(separator: ". ")
    }

    /// The sentence between two views at once, in `strings`' language.
    public static func between(_ old: GameView?, _ new: GameView, strings: Strings) -> String? {
        events(old, new)?.text(strings)
    }

    /// The seat that played the last ply: the one to move before it, when
    /// one ply came between the views; else whose piece stands on its target.
    static func moverSeat(old: GameView, new: GameView) -> UInt8? {
        if new.moves.count == old.moves.count + 1, let seat = old.seats.first(where: \.toMove)?.seat { return seat }
        guard let to = new.lastMove?.to else { return nil }
        return new.board.cells.first { $0.name == to }?.piece?.seat
    }

    /// The computer for a computer's seat, the only person as "you", else the seat.
    static func who(_ seat: UInt8?, in view: GameView) -> Mover {
        guard let seat, let sitting = view.seats.first(where: { $0.seat == seat }) else { return .someone }
        if case .computer = sitting.player { return .computer }
        let people = view.seats.filter { $0.player == .human }.count
        return people == 1 ? .you : .seat(seat)
    }
}

extension Strings {

    /// "Computer", "You", or the seat's name.
    public func who(_ mover: Announcement.Mover, in variant: Variant) -> String {
        switch mover {
        case .computer: return computer
        case .you: return you
        case .seat(let seat): return self.seat(seat, in: variant)
        case .someone: return someone
        }
    }

    public func rolled(_ value: UInt8) -> String { t(.rolled, ["roll": "\(value)"]) }

    /// `Computer moved e1-e4 and captured e5`, `Du: e1-e4, schlägt e5`.
    public func moved(_ who: String, from: String, to: String, captured: [String]) -> String {
        t(.moved, ["who": who, "from": from, "to": to, "capturing": captured.isEmpty ? "no" : "yes", "squares": list(captured)])
    }

    /// `Selected g2, can move to c2, d2 and e2`; many targets only counted.
    public func selected(_ square: String, targets: [String], naming: Int = 6) -> String {
        let reach = targets.isEmpty ? "none" : targets.count <= naming ? "named" : "counted"
        return t(.selected, ["square": square, "reach": reach, "targets": list(targets), "count": targets.count])
    }

    /// `a`, `a and b`, `a, b and c`.
    public func list(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return t(.listAnd, ["first": items.dropLast().joined(separator: ", "), "second": items.last!])
    }
}
