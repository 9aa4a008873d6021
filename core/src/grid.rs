//! Squares of a square board, shared by every game: a file letter from `a`
//! and a rank number from `1`, index = rank × size + file. Which way the
//! ranks run (from the top in EinStein, from the bottom in tafl) and the
//! squares with a meaning of their own belong to each game's `square`
//! module; this one only names and counts.
//!
//! The boards up to 8×8 (EinStein's 5×5 and 6×6) also share [`Bitboard`],
//! one bit of a `u64` per square.

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

/// One square of the `SIZE`×`SIZE` board.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Square<const SIZE: u8>(u8);

impl<const SIZE: u8> Square<SIZE> {
    /// Number of squares on the board.
    pub const COUNT: usize = SIZE as usize * SIZE as usize;

    /// Every square, a1, b1, …, a2, … in index order.
    pub fn all() -> impl Iterator<Item = Self> {
        (0..Self::COUNT as u8).map(Square)
    }

    /// `file` and `rank` counted from 0; `None` when off the board.
    pub const fn new(file: u8, rank: u8) -> Option<Self> {
        if file < SIZE && rank < SIZE { Some(Square(rank * SIZE + file)) } else { None }
    }

    /// `None` for indices off the board.
    pub const fn from_index(index: u8) -> Option<Self> {
        if (index as usize) < Self::COUNT { Some(Square(index)) } else { None }
    }

    /// For the constants of a board: fails to compile when off the board.
    pub(crate) const fn at(file: u8, rank: u8) -> Self {
        Self::new(file, rank).expect("a square on the board")
    }

    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// 0 for file `a`.
    pub const fn file(self) -> u8 {
        self.0 % SIZE
    }

    /// 0 for rank `1`.
    pub const fn rank(self) -> u8 {
        self.0 / SIZE
    }

    /// The board turned by 180°.
    pub const fn rotated(self) -> Self {
        Square((Self::COUNT - 1) as u8 - self.0)
    }

    /// The square mirrored left to right.
    pub const fn mirrored(self) -> Self {
        Square(self.rank() * SIZE + (SIZE - 1 - self.file()))
    }

    /// The square mirrored across the ranks.
    pub const fn flipped(self) -> Self {
        Square((SIZE - 1 - self.rank()) * SIZE + self.file())
    }

    /// The up to three squares one step away along the file (`file_step`,
    /// ±1), the rank (`rank_step`) or the diagonal between: where an
    /// EinStein stone may go (E4.4, Q4).
    pub const fn steps_towards(self, file_step: i8, rank_step: i8) -> Bitboard<SIZE> {
        let (file, rank) = (self.file() as i8, self.rank() as i8);
        let targets = [(file + file_step, rank), (file, rank + rank_step), (file + file_step, rank + rank_step)];
        let mut steps = Bitboard::EMPTY;
        let mut t = 0;
        while t < targets.len() {
            let (f, r) = targets[t];
            if f >= 0 && r >= 0 {
                if let Some(square) = Square::new(f as u8, r as u8) {
                    steps = steps.with(square);
                }
            }
            t += 1;
        }
        steps
    }
}

impl<const SIZE: u8> fmt::Display for Square<SIZE> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.file()) as char, self.rank() + 1)
    }
}

impl<const SIZE: u8> fmt::Debug for Square<SIZE> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// A square name that does not name a square of the board.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("'{text}' is not a square (a1..{})", last_name(*size))]
pub struct ParseSquareError {
    pub text: String,
    pub size: u8,
}

fn last_name(size: u8) -> String {
    format!("{}{}", (b'a' + size - 1) as char, size)
}

impl<const SIZE: u8> FromStr for Square<SIZE> {
    type Err = ParseSquareError;

    /// Accepts `c4` and `C4`: the TCG protocol and OpenTafl hosts write
    /// files in capitals.
    fn from_str(text: &str) -> Result<Self, ParseSquareError> {
        let bad = || ParseSquareError { text: text.to_owned(), size: SIZE };
        let mut chars = text.chars();
        let file = chars.next().filter(char::is_ascii_alphabetic).ok_or_else(bad)?;
        let digits = chars.as_str();
        // "07" or "+7" would parse as numbers but are not square names.
        if digits.is_empty()
            || digits.len() > 2
            || !digits.bytes().all(|b| b.is_ascii_digit())
            || digits.starts_with('0')
        {
            return Err(bad());
        }
        let rank: u8 = digits.parse().map_err(|_| bad())?;
        let file = (file.to_ascii_lowercase() as u8).wrapping_sub(b'a');
        Square::new(file, rank.wrapping_sub(1)).ok_or_else(bad)
    }
}

/// A set of squares of a board up to 8×8, one bit per square.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Bitboard<const SIZE: u8>(pub u64);

impl<const SIZE: u8> Square<SIZE> {
    pub const fn bitboard(self) -> Bitboard<SIZE> {
        Bitboard(self.bit())
    }

    const fn bit(self) -> u64 {
        const { assert!(SIZE <= 8, "a u64 bitboard holds boards up to 8×8") };
        1 << self.0
    }
}

impl<const SIZE: u8> Bitboard<SIZE> {
    pub const EMPTY: Self = Bitboard(0);

    pub const fn contains(self, square: Square<SIZE>) -> bool {
        self.0 & square.bit() != 0
    }

    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    pub const fn count(self) -> u32 {
        self.0.count_ones()
    }

    pub const fn with(self, square: Square<SIZE>) -> Self {
        Bitboard(self.0 | square.bit())
    }

    pub const fn without(self, square: Square<SIZE>) -> Self {
        Bitboard(self.0 & !square.bit())
    }

    pub const fn union(self, other: Self) -> Self {
        Bitboard(self.0 | other.0)
    }

    pub const fn intersect(self, other: Self) -> Self {
        Bitboard(self.0 & other.0)
    }
}

impl<const SIZE: u8> Iterator for Bitboard<SIZE> {
    type Item = Square<SIZE>;

    fn next(&mut self) -> Option<Square<SIZE>> {
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

impl<const SIZE: u8> ExactSizeIterator for Bitboard<SIZE> {}

impl<const SIZE: u8> FromIterator<Square<SIZE>> for Bitboard<SIZE> {
    fn from_iter<I: IntoIterator<Item = Square<SIZE>>>(iter: I) -> Self {
        iter.into_iter().fold(Bitboard::EMPTY, Bitboard::with)
    }
}

impl<const SIZE: u8> fmt::Debug for Bitboard<SIZE> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(*self).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn names_run_from_a1_in_index_order() {
        let names: Vec<String> = Square::<13>::all().map(|s| s.to_string()).collect();
        assert_eq!((names.len(), &*names[0], &*names[12], &*names[13], &*names[168]), (169, "a1", "m1", "a2", "m13"));
    }

    #[test]
    fn a_bad_name_says_which_names_the_board_has() {
        let error = "a6".parse::<Square<5>>().unwrap_err();
        assert_eq!(error.to_string(), "'a6' is not a square (a1..e5)");
        assert_eq!("n1".parse::<Square<13>>().unwrap_err().to_string(), "'n1' is not a square (a1..m13)");
    }

    proptest! {
        #[test]
        fn every_square_reads_back_from_its_name_in_either_case(index in 0u8..169) {
            let square = Square::<13>::from_index(index).unwrap();
            prop_assert_eq!(square.to_string().parse::<Square<13>>(), Ok(square));
            prop_assert_eq!(square.to_string().to_uppercase().parse::<Square<13>>(), Ok(square));
        }

        #[test]
        fn a_bitboard_holds_exactly_the_squares_put_in(indices in proptest::collection::btree_set(0u8..36, 0..36)) {
            let squares: Vec<Square<6>> = indices.iter().map(|&i| Square::from_index(i).unwrap()).collect();
            let board: Bitboard<6> = squares.iter().copied().collect();
            prop_assert_eq!(board.count() as usize, squares.len());
            prop_assert_eq!(board.collect::<Vec<_>>(), squares);
        }
    }
}
