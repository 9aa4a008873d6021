//! A stone of one side (E2).

use std::fmt;

use super::side::Side;
use crate::dice::Stone;

/// A stone of a side, written `R4` or `B2` as in E8.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Piece {
    pub side: Side,
    pub stone: Stone,
}

impl Piece {
    pub const fn new(side: Side, stone: Stone) -> Piece {
        Piece { side, stone }
    }
}

impl fmt::Display for Piece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.side.letter(), self.stone)
    }
}

impl fmt::Debug for Piece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl std::str::FromStr for Piece {
    type Err = ();

    /// `R1`..`R6`, `B1`..`B6`.
    fn from_str(text: &str) -> Result<Piece, ()> {
        let &[letter, digit] = text.as_bytes() else { return Err(()) };
        let side = match letter {
            b'R' => Side::Red,
            b'B' => Side::Blue,
            _ => return Err(()),
        };
        Stone::new(digit.wrapping_sub(b'0')).map(|stone| Piece::new(side, stone)).ok_or(())
    }
}
