//! Moves on the 6×6 board (Q1) and their notation: `b3-c4`, `b3xc4` when
//! capturing, as in E8.

use arrayvec::ArrayVec;

use super::piece::Piece;
use super::square::Square;

/// A move on the 6×6 board (Q1), written as in E8.
pub type Move = crate::dice::StoneMove<Piece, Square>;

/// At most two choosable stones with at most three targets each (E4.3, Q1).
pub const MAX_MOVES: usize = 6;

/// The legal moves of one turn, ordered by stone number, then target square.
pub type MoveList = ArrayVec<Move, MAX_MOVES>;
