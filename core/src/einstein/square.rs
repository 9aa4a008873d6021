//! Squares and bitboards of the 5×5 board (E1).
//!
//! Files are `a`..`e` from the left, ranks `1`..`5` from the TOP, so Red's
//! corner is `a1` and Blue's is `e5` (RULES.md, coordinates).

use crate::grid;

pub use crate::grid::ParseSquareError;

/// The board is 5×5.
pub const SIZE: u8 = 5;
/// Number of squares on the board.
pub const SQUARES: usize = Square::COUNT;

/// One square, `a1`..`e5`. Index = rank × 5 + file, both counted from 0.
pub type Square = grid::Square<SIZE>;

/// A set of squares, one bit per square.
pub type Bitboard = grid::Bitboard<SIZE>;

impl Square {
    pub const A1: Square = Square::at(0, 0);
    pub const E5: Square = Square::at(4, 4);
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
