import Foundation

/// What the die shows and says (the app's `DieFace`): its number once
/// rolled; before a roll not an empty box but a die icon, said in the core's
/// words, which a tap rolls on the player's turn.
public enum DieLabel {
    /// The face's text; nil for the blank face, which shows a die icon.
    public static func face(_ die: DieView) -> String? {
        switch die {
        case .value(let value): return "\(value)"
        case .hidden: return "?"
        case .noRoll: return "–"
        case .notRolled: return nil
        }
    }

    /// What VoiceOver says of the die: the blank face's "tap to roll" or
    /// "not rolled" (`canRoll`: a tap rolls it), a rolled face's value; nil
    /// for "?" and the dash, whose face text speaks for itself.
    public static func spoken(_ die: DieView, canRoll: Bool, strings: Strings) -> String? {
        switch die {
        case .notRolled: return coreText(language: strings.tag, key: canRoll ? "die-tap-to-roll" : "die-not-rolled")
        // The face shows pips, no numeral: the value is said in words.
        case .value(let value): return strings.dieValue(value)
        case .hidden, .noRoll: return nil
        }
    }
}

/// A die's face drawn as a die is: its pips where a real die has them,
/// read at a glance without reading a numeral.
public enum DiePips {
    /// The pips of `value` (1…6) as points in a unit face, (0, 0) its top
    /// left; none for any other value (the blank face before a roll).
    public static func positions(_ value: Int) -> [BoardPoint] {
        let low = 0.27, mid = 0.5, high = 0.73
        let corners = [BoardPoint(x: low, y: low), BoardPoint(x: high, y: high)]
        let otherCorners = [BoardPoint(x: high, y: low), BoardPoint(x: low, y: high)]
        let centre = [BoardPoint(x: mid, y: mid)]
        switch value {
        case 1: return centre
        case 2: return [otherCorners[0], otherCorners[1]]
        case 3: return [otherCorners[0], centre[0], otherCorners[1]]
        case 4: return corners + otherCorners
        case 5: return corners + otherCorners + centre
        case 6: return corners + otherCorners + [BoardPoint(x: low, y: mid), BoardPoint(x: high, y: mid)]
        default: return []
        }
    }

    /// A pip's diameter as a share of the face's side.
    public static let size = 0.19

    /// The face's pips for what the die shows: a value's pips, none otherwise
    /// (not rolled, hidden or no roll, which the face says in its own way).
    public static func positions(_ die: DieView) -> [BoardPoint] {
        guard case .value(let value) = die else { return [] }
        return positions(Int(value))
    }
}

/// A fresh roll, the player's or the computer's, lands on the die with one
/// turn over, showing the true number throughout; a replay stepping from
/// one roll to the next, or Reduce Motion, shows the number at once.
public enum DieRoll {
    /// Seconds (docs/design.md §8).
    public static let duration = 0.45

    /// Whether going from `old` to `new` is a roll to show landing.
    public static func lands(from old: DieView?, to new: DieView, reduceMotion: Bool) -> Bool {
        guard !reduceMotion, case .value = new else { return false }
        return old == .notRolled
    }

    /// The die's turn in degrees and its lift (scale, 1.2 at the midpoint)
    /// with `left` of the roll still to land, 1 at the throw and 0 at rest.
    public static func pose(left: Double) -> (degrees: Double, scale: Double) {
        let left = min(max(left, 0), 1)
        return (left * 360, 1 + 0.2 * sin(.pi * left))
    }
}

/// A point on the board, in points from its top left.
public struct BoardPoint: Equatable, Sendable {
    public let x: Double
    public let y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// The historic program's arrows from the moving piece to a target, as the
/// Compose board draws them too: out of the start square past its stone's
/// number, into the target only as far as an empty target's dot or an
/// occupied one's stone edge, so no arrow covers a number; with a head.
public enum ArrowGeometry {
    /// How far from a square's centre an arrow keeps, as a share of the
    /// square's side: past a stone's number (about 0.2 from its centre).
    public static let clearance = 0.4
    /// An empty target's tip: at its dot.
    public static let emptyClearance = 0.16

    /// The arrow's strokes, shaft first then the head's two sides, between
    /// squares centred at `start` and `end`, `step` points a side.
    public static func lines(from start: BoardPoint, to end: BoardPoint, step: Double, occupied: Bool) -> [(BoardPoint, BoardPoint)] {
        let dx = end.x - start.x, dy = end.y - start.y
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 0 else { return [] }
        let ux = dx / length, uy = dy / length
        func point(_ from: BoardPoint, _ along: Double, _ across: Double = 0) -> BoardPoint {
            BoardPoint(x: from.x + ux * along * step - uy * across * step, y: from.y + uy * along * step + ux * across * step)
        }
        let tail = point(start, clearance)
        let tip = point(end, -(occupied ? clearance : emptyClearance))
        return [(tail, tip), (tip, point(tip, -0.15, 0.1)), (tip, point(tip, -0.15, -0.1))]
    }
}

/// A move drawn as the hint's arrow, from its piece to its square: a game's
/// hint, a replay's better move, a lesson's hint.
public struct HintMove: Equatable, Sendable {
    public let from: String
    public let to: String

    public init(from: String, to: String) {
        self.from = from
        self.to = to
    }

    /// As a person types it, `d4-d11` (the core's terminal writes a lesson's hint so too).
    public var written: String { "\(from)-\(to)" }
}

extension RatedMove {
    /// The move as the board's hint arrow draws it.
    public var arrow: HintMove { HintMove(from: from, to: to) }
}
