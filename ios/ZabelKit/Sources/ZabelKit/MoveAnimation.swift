import Foundation

/// How the board shows one ply between two consecutive views: the mover
/// slides from its square to its target, then what it captured fades out
/// where it stood. The core names the captured squares (`LastMove.captured`);
/// their pieces are gone from the new view, so they are drawn as the old
/// view showed them.
public struct MoveAnimation: Equatable, Sendable {
    public struct Fading: Equatable, Sendable {
        public let square: String
        public let piece: PieceView

        public init(square: String, piece: PieceView) {
            self.square = square
            self.piece = piece
        }
    }

    public let from: String
    public let to: String
    public let captured: [Fading]

    public init(from: String, to: String, captured: [Fading]) {
        self.from = from
        self.to = to
        self.captured = captured
    }

    /// Seconds: the slide matches the board's easing; the fade starts when
    /// the mover has arrived, so the capture reads as its consequence.
    public static let slide = 0.18
    public static let fade = 0.35

    /// `nil` unless exactly one ply came between the views: an undo, a
    /// resumed game or several computer plies at once are redrawn, not
    /// animated, since no single slide would be true.
    public static func between(_ old: GameView?, _ new: GameView) -> MoveAnimation? {
        guard let old, new.moves.count == old.moves.count + 1, let last = new.lastMove else { return nil }
        let pieces = Dictionary(uniqueKeysWithValues: old.board.cells.map { ($0.name, $0.piece) })
        let captured = last.captured.compactMap { square in
            (pieces[square] ?? nil).map { Fading(square: square, piece: $0) }
        }
        return MoveAnimation(from: last.from, to: last.to, captured: captured)
    }

    /// The whole animation; with Reduce Motion nothing moves or fades.
    public func duration(reduceMotion: Bool) -> Double {
        reduceMotion ? 0 : MoveAnimation.slide + (captured.isEmpty ? 0 : MoveAnimation.fade)
    }

    /// How far the mover has gone, 0 (on `from`) to 1 (on `to`), `t` seconds in.
    public func travelled(at t: Double, reduceMotion: Bool = false) -> Double {
        reduceMotion ? 1 : min(max(t / MoveAnimation.slide, 0), 1)
    }

    /// The captured pieces' opacity `t` seconds in: whole while the mover
    /// slides, then down to nothing.
    public func capturedOpacity(at t: Double, reduceMotion: Bool = false) -> Double {
        if reduceMotion { return 0 }
        return 1 - min(max((t - MoveAnimation.slide) / MoveAnimation.fade, 0), 1)
    }
}
