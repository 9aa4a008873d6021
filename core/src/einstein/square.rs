//! Squares and bitboards of the 5×5 board (E1).
//!
//! Files are `a`..`e` from the left, ranks `1`..`5` from the TOP, so Red's
//! corner is `a1` and Blue's is `e5` (RULES.md, coordinates).

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

/// The board is 5×5.
pub const SIZE: u8 = 5;
/// Number of squares on the board.
pub const SQUARES: usize = 25;

/// One square, `a1`..`e5`. Index = rank × 5 + file, both counted from 0.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Square(u8);

impl Square {
    pub const A1: Square = Square(0);
    pub const E5: Square = Square(24);

    /// Every square, a1, b1, …, e1, a2, …, e5.
    pub fn all() -> impl Iterator<Item = Square> {
        (0..SQUARES as u8).map(Square)
    }

    /// `file` and `rank` counted from 0; `None` when off the board.
    pub const fn new(file: u8, rank: u8) -> Option<Square> {
        if file < SIZE && rank < SIZE { Some(Square(rank * SIZE + file)) } else { None }
    }

    /// `None` for indices ≥ 25.
    pub const fn from_index(index: u8) -> Option<Square> {
        if (index as usize) < SQUARES { Some(Square(index)) } else { None }
    }

    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// 0 for file `a`.
    pub const fn file(self) -> u8 {
        self.0 % SIZE
    }

    /// 0 for rank `1` (the top row).
    pub const fn rank(self) -> u8 {
        self.0 / SIZE
    }

    pub const fn bitboard(self) -> Bitboard {
        Bitboard(1 << self.0)
    }

    /// The board turned by 180°: Red's corner maps onto Blue's.
    pub const fn rotated(self) -> Square {
        Square(SQUARES as u8 - 1 - self.0)
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.file()) as char, self.rank() + 1)
    }
}

impl fmt::Debug for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("'{0}' is not a square (a1..e5)")]
pub struct ParseSquareError(pub String);

impl FromStr for Square {
    type Err = ParseSquareError;

    /// Accepts `c4` and `C4`: the TCG protocol writes files in capitals.
    fn from_str(text: &str) -> Result<Square, ParseSquareError> {
        let bad = || ParseSquareError(text.to_owned());
        let &[file, rank] = text.as_bytes() else {
            return Err(bad());
        };
        let file = file.to_ascii_lowercase().wrapping_sub(b'a');
        let rank = rank.wrapping_sub(b'1');
        Square::new(file, rank).ok_or_else(bad)
    }
}

/// A set of squares, one bit per square.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Bitboard(pub u32);

impl Bitboard {
    pub const EMPTY: Bitboard = Bitboard(0);

    pub const fn contains(self, square: Square) -> bool {
        self.0 & (1 << square.0) != 0
    }

    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    pub const fn count(self) -> u32 {
        self.0.count_ones()
    }

    pub const fn with(self, square: Square) -> Bitboard {
        Bitboard(self.0 | 1 << square.0)
    }

    pub const fn without(self, square: Square) -> Bitboard {
        Bitboard(self.0 & !(1 << square.0))
    }

    pub const fn union(self, other: Bitboard) -> Bitboard {
        Bitboard(self.0 | other.0)
    }

    pub const fn intersect(self, other: Bitboard) -> Bitboard {
        Bitboard(self.0 & other.0)
    }
}

impl Iterator for Bitboard {
    type Item = Square;

    fn next(&mut self) -> Option<Square> {
        if self.0 == 0 {
            return None;
        }
        let index = self.0.trailing_zeros() as u8;
        self.0 &= self.0 - 1;
        Some(Square(index))
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for Bitboard {}

impl FromIterator<Square> for Bitboard {
    fn from_iter<I: IntoIterator<Item = Square>>(iter: I) -> Bitboard {
        iter.into_iter().fold(Bitboard::EMPTY, Bitboard::with)
    }
}

impl fmt::Debug for Bitboard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(*self).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn e1_board_has_25_squares_named_a1_to_e5() {
        let names: Vec<String> = Square::all().map(|s| s.to_string()).collect();
        assert_eq!(names.len(), 25);
        assert_eq!(names[0], "a1");
        assert_eq!(names[4], "e1");
        assert_eq!(names[5], "a2");
        assert_eq!(names[24], "e5");
        for square in Square::all() {
            assert_eq!(square.to_string().parse::<Square>(), Ok(square));
        }
    }

    #[test]
    fn parse_accepts_capitals_and_rejects_everything_else() {
        assert_eq!("C4".parse::<Square>().unwrap().to_string(), "c4");
        for bad in ["", "a", "a0", "a6", "f1", "a10", "11", "ä1", "a1 "] {
            assert!(bad.parse::<Square>().is_err(), "{bad:?}");
        }
    }

    #[test]
    fn rotation_swaps_the_corners() {
        assert_eq!(Square::A1.rotated(), Square::E5);
        let b2: Square = "b2".parse().unwrap();
        assert_eq!(b2.rotated().to_string(), "d4");
    }
}
