//! Moves of one stone (E4.4, E4.5, Q1) and their notation (E8, Q5):
//! `b3-c4`, `b3xc4` when capturing.

use std::fmt;

use crate::grid;

/// One step of one stone, with whatever it captured, on either EinStein
/// board (own or enemy, E4.5; anyone's, Q1).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct StoneMove<P, S> {
    pub piece: P,
    pub from: S,
    pub to: S,
    pub captured: Option<P>,
}

impl<P, S> StoneMove<P, S> {
    pub const fn is_capture(&self) -> bool {
        self.captured.is_some()
    }
}

impl<P, S: fmt::Display> fmt::Display for StoneMove<P, S> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sep = if self.is_capture() { 'x' } else { '-' };
        write!(f, "{}{}{}", self.from, sep, self.to)
    }
}

/// At most two choosable stones with at most three targets each (E4.3, E4.4).
pub const MAX_MOVES: usize = 6;

/// `b3-c4` or `b3xc4` → (from, to, captures), on either EinStein board.
pub(crate) fn parse_move_text<const SIZE: u8>(text: &str) -> Option<(grid::Square<SIZE>, grid::Square<SIZE>, bool)> {
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
