//! Moves on the 6×6 board (Q1) and their notation: `b3-c4`, `b3xc4` when
//! capturing, as in E8.

use std::fmt;

use arrayvec::ArrayVec;

use super::piece::Piece;
use super::square::Square;

/// One step of one stone, with whatever it captured (anyone's, Q1).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Move {
    pub piece: Piece,
    pub from: Square,
    pub to: Square,
    pub captured: Option<Piece>,
}

impl Move {
    pub const fn is_capture(&self) -> bool {
        self.captured.is_some()
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sep = if self.is_capture() { 'x' } else { '-' };
        write!(f, "{}{}{}", self.from, sep, self.to)
    }
}

/// At most two choosable stones with at most three targets each (E4.3, Q1).
pub const MAX_MOVES: usize = 6;

/// The legal moves of one turn, ordered by stone number, then target square.
pub type MoveList = ArrayVec<Move, MAX_MOVES>;
