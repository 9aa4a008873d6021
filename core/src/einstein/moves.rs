//! Moves (E4.4, E4.5) and their notation (E8): `b3-c4`, `b3xc4` when capturing.

use std::fmt;

use arrayvec::ArrayVec;

use crate::grid;

use super::square::Square;
use super::stone::Piece;

/// One step of one stone, with whatever it captured (own or enemy, E4.5).
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

/// At most two choosable stones with at most three targets each (E4.3, E4.4).
pub const MAX_MOVES: usize = 6;

/// The legal moves of one turn, ordered by stone number, then target square.
pub type MoveList = ArrayVec<Move, MAX_MOVES>;

/// `b3-c4` or `b3xc4` → (from, to, captures), on either EinStein board.
pub(super) fn parse_move_text<const SIZE: u8>(text: &str) -> Option<(grid::Square<SIZE>, grid::Square<SIZE>, bool)> {
    if !text.is_ascii() || text.len() != 5 {
        return None;
    }
    let captures = match &text[2..3] {
        "-" => false,
        "x" => true,
        _ => return None,
    };
    Some((text[..2].parse().ok()?, text[3..].parse().ok()?, captures))
}
