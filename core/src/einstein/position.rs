//! A position of two-player EinStein: where every stone stands and who is
//! to move. Constructors validate, so a `Position` is always one that a
//! game can reach.

use thiserror::Error;

use super::moves::Move;
use super::piece::Piece;
use super::setup::Setup;
use super::side::Side;
use super::square::{Bitboard, SQUARES, Square};
use super::zobrist;
use crate::dice::position::DicePosition;
use crate::dice::{Die, Roll};
use crate::dice::{Stone, StoneSet};

/// Why the game ended (E5).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum WinReason {
    /// A stone reached the opponent's corner (E5.1).
    ReachedCorner,
    /// The opponent has no stones left (E5.2).
    CapturedAll,
}

/// The end of a game: there are no draws (E5.3).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Outcome {
    pub winner: Side,
    pub reason: WinReason,
}

/// Why a position cannot occur in a game.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum PositionError {
    #[error("{0} stands on the board twice")]
    PieceTwice(Piece),
    #[error("two stones stand on {0}")]
    SquareTwice(Square),
    #[error("{0} has just moved but has no stones")]
    MoverHasNoStones(Side),
    #[error("{side} is to move but already stands on its goal {goal}: the game ended a move earlier")]
    WonBeforeItsTurn { side: Side, goal: Square },
}

/// What stops a move from being played.
pub type PlayError = crate::dice::PlayError<Side>;

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Position {
    board: [Option<Piece>; SQUARES],
    // Kept beside `board` because move generation starts from stone numbers.
    squares: [[Option<Square>; 6]; 2],
    stones: [StoneSet; 2],
    turn: Side,
    hash: u64,
}

impl Position {
    /// The start of a game (E3): both setups placed, `first` to move.
    pub fn start(red: Setup, blue: Setup, first: Side) -> Position {
        let pieces = red
            .placements(Side::Red)
            .map(|(square, stone)| (square, Piece::new(Side::Red, stone)))
            .chain(blue.placements(Side::Blue).map(|(square, stone)| (square, Piece::new(Side::Blue, stone))));
        Position::from_pieces(pieces, first).expect("two setups on their own triangles form a valid position")
    }

    /// Any position a game can reach; see [`PositionError`] for what is refused.
    pub fn from_pieces(
        pieces: impl IntoIterator<Item = (Square, Piece)>,
        turn: Side,
    ) -> Result<Position, PositionError> {
        let mut position = Position {
            board: [None; SQUARES],
            squares: [[None; 6]; 2],
            stones: [StoneSet::EMPTY; 2],
            turn,
            hash: zobrist::turn(turn),
        };
        for (square, piece) in pieces {
            if position.board[square.index()].is_some() {
                return Err(PositionError::SquareTwice(square));
            }
            if position.stones[piece.side.index()].contains(piece.stone) {
                return Err(PositionError::PieceTwice(piece));
            }
            position.put(square, piece);
        }
        // The side that made the last move can neither have lost its own last
        // stone nor be the one to move after standing on its goal.
        let last = turn.opponent();
        if position.stones[last.index()].is_empty() {
            return Err(PositionError::MoverHasNoStones(last));
        }
        if position.piece_at(turn.goal()).is_some_and(|p| p.side == turn) {
            return Err(PositionError::WonBeforeItsTurn { side: turn, goal: turn.goal() });
        }
        Ok(position)
    }

    #[inline]
    fn put(&mut self, square: Square, piece: Piece) {
        self.board[square.index()] = Some(piece);
        self.squares[piece.side.index()][piece.stone.index()] = Some(square);
        self.stones[piece.side.index()] = self.stones[piece.side.index()].with(piece.stone);
        self.hash ^= zobrist::piece(piece, square);
    }

    #[inline]
    fn remove(&mut self, square: Square, piece: Piece) {
        self.board[square.index()] = None;
        self.squares[piece.side.index()][piece.stone.index()] = None;
        self.stones[piece.side.index()] = self.stones[piece.side.index()].without(piece.stone);
        self.hash ^= zobrist::piece(piece, square);
    }

    #[inline]
    pub fn turn(&self) -> Side {
        self.turn
    }

    #[inline]
    pub fn piece_at(&self, square: Square) -> Option<Piece> {
        self.board[square.index()]
    }

    #[inline]
    pub fn square_of(&self, piece: Piece) -> Option<Square> {
        self.squares[piece.side.index()][piece.stone.index()]
    }

    /// The stones `side` still has on the board.
    #[inline]
    pub fn stones(&self, side: Side) -> StoneSet {
        self.stones[side.index()]
    }

    /// Every stone on the board with its square, a1 first.
    pub fn pieces(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        Square::all().filter_map(|square| self.piece_at(square).map(|piece| (square, piece)))
    }

    /// Zobrist hash: equal positions hash equally, whatever the path to them.
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// The rolls the side to move may get, equally likely: every face, or
    /// none with one stone left.
    pub fn rolls(&self) -> &'static [Roll] {
        if self.needs_roll() { &Die::ALL_ROLLS } else { &[None] }
    }

    /// Who won, once the game is over (E5). Only the side that moved last can
    /// have won: a move never harms the mover's own last stone.
    #[inline]
    pub fn outcome(&self) -> Option<Outcome> {
        let last = self.turn.opponent();
        if self.piece_at(last.goal()).is_some_and(|p| p.side == last) {
            Some(Outcome { winner: last, reason: WinReason::ReachedCorner })
        } else if self.stones(self.turn).is_empty() {
            Some(Outcome { winner: last, reason: WinReason::CapturedAll })
        } else {
            None
        }
    }

    pub fn is_over(&self) -> bool {
        self.outcome().is_some()
    }
}

impl DicePosition for Position {
    type Mover = Side;
    type Piece = Piece;
    type Square = Square;
    type Steps = Bitboard;

    fn turn(&self) -> Side {
        self.turn
    }

    fn is_over(&self) -> bool {
        Position::is_over(self)
    }

    fn stones(&self, side: Side) -> StoneSet {
        self.stones[side.index()]
    }

    fn piece_at(&self, square: Square) -> Option<Piece> {
        self.board[square.index()]
    }

    fn square_of(&self, piece: Piece) -> Option<Square> {
        self.squares[piece.side.index()][piece.stone.index()]
    }

    fn piece(side: Side, stone: Stone) -> Piece {
        Piece::new(side, stone)
    }

    fn owner(piece: Piece) -> Side {
        piece.side
    }

    fn stone(piece: Piece) -> Stone {
        piece.stone
    }

    fn steps(side: Side, from: Square) -> Bitboard {
        side.steps(from)
    }

    #[inline]
    fn play_unchecked(&mut self, mv: &Move) {
        debug_assert_eq!(self.piece_at(mv.from), Some(mv.piece));
        debug_assert_eq!(self.piece_at(mv.to), mv.captured);
        if let Some(captured) = mv.captured {
            self.remove(mv.to, captured);
        }
        self.remove(mv.from, mv.piece);
        self.put(mv.to, mv.piece);
        self.hash ^= zobrist::turn(self.turn) ^ zobrist::turn(self.turn.opponent());
        self.turn = self.turn.opponent();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::einstein::Die;

    fn position(notation: &str) -> Position {
        notation.parse().unwrap()
    }

    fn moves(position: &Position, roll: Roll) -> Vec<String> {
        position.legal_moves(roll).unwrap().iter().map(Move::to_string).collect()
    }

    fn die(n: u8) -> Roll {
        Die::new(n)
    }

    /// E6, the worked example of `seeds/002` §1.5.
    const E6: &str = "2B22/R1R53/1R43/3B6B1/2B41B5";

    #[test]
    fn e6_blue_rolls_2_and_stone_2_has_only_b1() {
        assert_eq!(moves(&position(&format!("{E6} b")), die(2)), ["c1-b1"]);
    }

    #[test]
    fn e6_red_rolls_4_and_stone_4_goes_to_b4_c3_or_c4() {
        assert_eq!(moves(&position(&format!("{E6} r")), die(4)), ["b3-c3", "b3-b4", "b3-c4"]);
    }

    #[test]
    fn e6_red_rolls_2_and_chooses_stone_1_or_stone_4() {
        let red = position(&format!("{E6} r"));
        assert_eq!(moves(&red, die(2)), ["a2xb2", "a2-a3", "a2xb3", "b3-c3", "b3-b4", "b3-c4"]);
        let stones: Vec<u8> = red.choosable_stones(die(2)).unwrap().map(|s| s.number()).collect();
        assert_eq!(stones, [1, 4]);
        // Stone 1 captures own stones 5 and 4 (E4.5).
        let own = red.legal_moves(die(2)).unwrap();
        assert_eq!(own[0].captured.unwrap().to_string(), "R5");
        assert_eq!(own[2].captured.unwrap().to_string(), "R4");
    }

    #[test]
    fn e6_red_rolls_6_and_stone_5_must_move() {
        assert_eq!(moves(&position(&format!("{E6} r")), die(6)), ["b2-c2", "b2xb3", "b2-c3"]);
    }

    #[test]
    fn e4_1_one_stone_left_moves_without_a_roll() {
        let p = position("5/1R33/5/5/3B1B2 r");
        assert!(!p.needs_roll());
        assert_eq!(moves(&p, None), ["b2-c2", "b2-b3", "b2-c3"]);
        // Any die names that stone anyway.
        for n in 1..=6 {
            assert_eq!(moves(&p, die(n)), ["b2-c2", "b2-b3", "b2-c3"]);
        }
        let blue = position("5/1R33/5/5/3B1B2 b");
        assert!(blue.needs_roll());
        assert_eq!(blue.legal_moves(None), Err(PlayError::RollNeeded(Side::Blue)));
    }

    #[test]
    fn e4_5_capturing_an_enemy_stone_removes_it() {
        let mut p = position("5/1R33/2B12/5/4B2 r");
        let mv = p.find_move(None, "b2".parse().unwrap(), "c3".parse().unwrap()).unwrap();
        assert_eq!(mv.to_string(), "b2xc3");
        p.play(None, &mv).unwrap();
        assert_eq!(p.to_string(), "5/5/2R32/5/4B2 b");
        assert_eq!(p.stones(Side::Blue).map(|s| s.number()).collect::<Vec<_>>(), [2]);
    }

    #[test]
    fn e5_1_reaching_the_goal_corner_wins_even_by_capture() {
        let mut p = position("5/5/5/3R2B1/4B5 r");
        let mv = p.find_move(None, "d4".parse().unwrap(), "e5".parse().unwrap()).unwrap();
        assert_eq!(mv.to_string(), "d4xe5");
        p.play(None, &mv).unwrap();
        assert_eq!(p.outcome(), Some(Outcome { winner: Side::Red, reason: WinReason::ReachedCorner }));
        assert_eq!(p.legal_moves(die(1)), Err(PlayError::GameOver));

        let mut blue = position("5/B1R33/5/5/4B3 b");
        let mv = blue.find_move(die(1), "a2".parse().unwrap(), "a1".parse().unwrap()).unwrap();
        blue.play(die(1), &mv).unwrap();
        assert_eq!(blue.outcome(), Some(Outcome { winner: Side::Blue, reason: WinReason::ReachedCorner }));
    }

    #[test]
    fn e5_2_capturing_the_last_enemy_stone_wins() {
        let mut p = position("R14/1B43/5/5/4B5 r");
        let mv = p.find_move(None, "a1".parse().unwrap(), "b2".parse().unwrap()).unwrap();
        p.play(None, &mv).unwrap();
        // Blue still has B5 on e5 — its home, not a goal.
        assert_eq!(p.outcome(), None);
        let mut last = position("5/1R33/2B12/5/5 r");
        let mv = last.find_move(None, "b2".parse().unwrap(), "c3".parse().unwrap()).unwrap();
        last.play(None, &mv).unwrap();
        assert_eq!(last.outcome(), Some(Outcome { winner: Side::Red, reason: WinReason::CapturedAll }));
    }

    #[test]
    fn e4_6_a_running_game_always_has_a_legal_move() {
        let p = position("4R1/5/5/5/B14 r");
        for n in 1..=6 {
            assert_eq!(moves(&p, die(n)).len(), 1);
        }
    }

    #[test]
    fn illegal_moves_are_refused_with_the_legal_ones_listed() {
        let mut p = position(&format!("{E6} r"));
        let bad = Move {
            piece: Piece::new(Side::Red, Stone::new(4).unwrap()),
            from: "b3".parse().unwrap(),
            to: "c4".parse().unwrap(),
            captured: None,
        };
        let err = p.play(die(6), &bad).unwrap_err();
        assert_eq!(err.to_string(), "b3-c4 is not legal after rolling 6; legal: b2-c2 b2xb3 b2-c3");
        assert_eq!(p.to_string(), format!("{E6} r"), "a refused move changes nothing");
    }

    #[test]
    fn positions_that_no_game_reaches_are_refused() {
        let err = |text: &str| text.parse::<Position>().unwrap_err().to_string();
        assert_eq!(err("5/5/5/5/4B1 b"), "red has just moved but has no stones");
        assert_eq!(
            err("R14/5/B14/5/4R2 r"),
            "red is to move but already stands on its goal e5: the game ended a move earlier"
        );
    }

    #[test]
    fn hash_is_the_same_for_the_same_position_reached_differently() {
        let start = position("R1R23/5/5/5/3B1B2 r");
        let path = |steps: [(u8, &str, &str); 3]| {
            let mut p = start;
            for (n, from, to) in steps {
                let mv = p.find_move(die(n), from.parse().unwrap(), to.parse().unwrap()).unwrap();
                p.play(die(n), &mv).unwrap();
            }
            p
        };
        let a = path([(1, "a1", "a2"), (1, "d5", "c5"), (2, "b1", "b2")]);
        let b = path([(2, "b1", "b2"), (1, "d5", "c5"), (1, "a1", "a2")]);
        assert_eq!(a, b);
        assert_eq!(a.hash(), b.hash());
        assert_eq!(a.to_string().parse::<Position>().unwrap().hash(), a.hash());
        assert_ne!(start.hash(), position("R1R23/5/5/5/3B1B2 b").hash());
        assert_ne!(start.hash(), a.hash());
    }
}
