//! Squares and bitboards of the 6×6 board (Q1).
//!
//! Files are `a`..`f` from the left, ranks `1`..`6` from the TOP, as in E1:
//! the top-left corner is `a1`, the bottom-right `f6`.

use crate::grid;

pub use crate::grid::ParseSquareError;

/// The board is 6×6.
pub const SIZE: u8 = 6;
/// Number of squares on the board.
pub const SQUARES: usize = Square::COUNT;

/// One square, `a1`..`f6`. Index = rank × 6 + file, both counted from 0.
pub type Square = grid::Square<SIZE>;

/// A set of squares, one bit per square.
pub type Bitboard = grid::Bitboard<SIZE>;

impl Square {
    pub const A1: Square = Square::at(0, 0);
    pub const F1: Square = Square::at(5, 0);
    pub const A6: Square = Square::at(0, 5);
    pub const F6: Square = Square::at(5, 5);
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
