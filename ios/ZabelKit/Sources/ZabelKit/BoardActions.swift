import Foundation

/// VoiceOver's shortcuts on the board, worked out from the `GameView` alone:
/// which custom actions a square offers and what they are called, and the
/// rotors that jump between the pieces that can move and between the
/// targets. Every action is a tap the core already understands (the
/// selected piece's "Move to e4" is the tap on e4), so no rule is decided
/// here; the SwiftUI board only attaches what this returns.
public enum BoardActions {
    /// A custom action on a square: its name as VoiceOver reads it in the
    /// actions rotor, and the squares to tap, in order, to perform it.
    public struct Action: Equatable, Sendable {
        public let name: String
        public let taps: [String]

        public init(name: String, taps: [String]) {
            self.name = name
            self.taps = taps
        }
    }

    /// A rotor over some squares: its title and, in board order (row by
    /// row from the top left), each square with the core's description.
    public struct Rotor: Equatable, Sendable {
        public let kind: RotorKind
        public let title: String
        public let entries: [Entry]

        public init(kind: RotorKind, title: String, entries: [Entry]) {
            self.kind = kind
            self.title = title
            self.entries = entries
        }

        public struct Entry: Equatable, Sendable {
            public let square: String
            public let label: String

            public init(square: String, label: String) {
                self.square = square
                self.label = label
            }
        }
    }

    /// The custom actions of the square `cell`: on the selected piece one
    /// per target ("Move to e4"), in board order; on a target the move that
    /// ends there ("Move g7 here"). Plain squares need none: their default
    /// action (a double tap) is the tap.
    public static func actions(for cell: Cell, in view: GameView, strings: Strings) -> [Action] {
        guard view.phase == .chooseTarget else { return [] }
        return actions(for: cell, on: view.board, strings: strings)
    }

    /// The same on a board that is always the player's to move on (a
    /// lesson's): its marks alone say whether a piece is picked.
    public static func actions(for cell: Cell, on board: Board, strings: Strings) -> [Action] {
        switch cell.mark {
        case .moving:
            return board.cells.filter { $0.mark == .target }.map {
                Action(name: strings.moveTo($0.name), taps: [$0.name])
            }
        case .target:
            guard let moving = board.cells.first(where: { $0.mark == .moving }) else { return [] }
            return [Action(name: strings.moveHere(moving.name), taps: [cell.name])]
        default:
            return []
        }
    }

    /// The two rotors the board offers.
    public enum RotorKind: CaseIterable, Equatable, Sendable {
        /// The pieces that can move (while one is to be chosen).
        case pieces
        /// The selected piece's targets.
        case targets
    }

    /// One rotor, its entries in board order with the core's descriptions;
    /// empty when there is nothing of its kind (or not the player's turn).
    public static func rotor(_ kind: RotorKind, _ view: GameView, strings: Strings) -> Rotor {
        let playing = view.phase == .choosePiece || view.phase == .chooseTarget
        let rotor = rotor(kind, on: view.board, strings: strings)
        return playing ? rotor : Rotor(kind: kind, title: rotor.title, entries: [])
    }

    /// One rotor over a board that is always the player's to move on (a lesson's).
    public static func rotor(_ kind: RotorKind, on board: Board, strings: Strings) -> Rotor {
        let mark: Mark = kind == .pieces ? .choosable : .target
        let entries = board.cells.filter { $0.mark == mark }.map { Rotor.Entry(square: $0.name, label: $0.description) }
        return Rotor(kind: kind, title: kind == .pieces ? strings.piecesRotor : strings.targetsRotor, entries: entries)
    }

    /// The rotors worth offering now, targets first: empty ones left out.
    public static func rotors(_ view: GameView, strings: Strings) -> [Rotor] {
        [RotorKind.targets, .pieces].map { rotor($0, view, strings: strings) }.filter { !$0.entries.isEmpty }
    }
}

extension Strings {
    /// A custom action on the selected piece: `Move to e4`.
    public func moveTo(_ square: String) -> String { t(.moveTo, ["square": square]) }
    /// A custom action on a target: `Move g7 here`.
    public func moveHere(_ square: String) -> String { t(.moveHere, ["square": square]) }
}
