//! Squares and bitboards of the 6×6 board (Q1).
//!
//! Files are `a`..`f` from the left, ranks `1`..`6` from the TOP, as in E1:
//! the top-left corner is `a1`, the bottom-right `f6`.

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

/// The board is 6×6.
pub const SIZE: u8 = 6;
/// Number of squares on the board.
pub const SQUARES: usize = 36;

/// One square, `a1`..`f6`. Index = rank × 6 + file, both counted from 0.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Square(u8);

impl Square {
    pub const A1: Square = Square(0);
    pub const F1: Square = Square(5);
    pub const A6: Square = Square(30);
    pub const F6: Square = Square(35);

    /// Every square, a1, b1, …, f1, a2, …, f6.
    pub fn all() -> impl Iterator<Item = Square> {
        (0..SQUARES as u8).map(Square)
    }

    /// `file` and `rank` counted from 0; `None` when off the board.
    pub const fn new(file: u8, rank: u8) -> Option<Square> {
        if file < SIZE && rank < SIZE { Some(Square(rank * SIZE + file)) } else { None }
    }

    /// `None` for indices ≥ 36.
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

    /// The square mirrored left to right: the top-left corner's triangle maps
    /// onto the top-right one's.
    pub const fn mirrored(self) -> Square {
        Square(self.rank() * SIZE + (SIZE - 1 - self.file()))
    }

    /// The square mirrored top to bottom.
    pub const fn flipped(self) -> Square {
        Square((SIZE - 1 - self.rank()) * SIZE + self.file())
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
#[error("'{0}' is not a square (a1..f6)")]
pub struct ParseSquareError(pub String);

impl FromStr for Square {
    type Err = ParseSquareError;

    /// Accepts `c4` and `C4`, as the two-player squares do.
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

/// A set of squares, one bit of a `u64` per square.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Bitboard(pub u64);

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
    fn q1_board_has_36_squares_named_a1_to_f6() {
        let names: Vec<String> = Square::all().map(|s| s.to_string()).collect();
        assert_eq!(names.len(), 36);
        assert_eq!(names[0], "a1");
        assert_eq!(names[5], "f1");
        assert_eq!(names[6], "a2");
        assert_eq!(names[35], "f6");
        for square in Square::all() {
            assert_eq!(square.to_string().parse::<Square>(), Ok(square));
        }
        assert_eq!(Square::F1.to_string(), "f1");
        assert_eq!(Square::A6.to_string(), "a6");
    }

    #[test]
    fn q1_parse_rejects_squares_off_the_6x6_board() {
        assert_eq!("F6".parse::<Square>(), Ok(Square::F6));
        for bad in ["", "a", "a0", "a7", "g1", "a10", "11", "ä1", "a1 "] {
            assert!(bad.parse::<Square>().is_err(), "{bad:?}");
        }
    }

    #[test]
    fn q1_mirrors_map_corner_onto_corner() {
        assert_eq!(Square::A1.mirrored(), Square::F1);
        assert_eq!(Square::A1.flipped(), Square::A6);
        assert_eq!(Square::A1.mirrored().flipped(), Square::F6);
    }
}
