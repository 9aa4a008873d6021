//! Moves (E4.4, E4.5) and their notation (E8): `b3-c4`, `b3xc4` when capturing.

use arrayvec::ArrayVec;

use super::piece::Piece;
use super::square::Square;
use crate::dice::{MAX_MOVES, StoneMove};

/// A move on the 5×5 board.
pub type Move = StoneMove<Piece, Square>;

/// The legal moves of one turn, ordered by stone number, then target square.
pub type MoveList = ArrayVec<Move, MAX_MOVES>;
