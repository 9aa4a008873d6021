//! The position notation of E8: ranks 1 (top) to 5 separated by `/`, files
//! a→e within a rank, `R1`..`B6` for stones, digits for runs of empty
//! squares, then a space and `r` or `b` for the side to move.
//! Example: `2B22/R1R53/1R43/3B6B1/2B41B5 b`.

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use super::piece::Piece;
use super::position::{Position, PositionError};
use super::side::Side;
use super::square::SIZE;
use crate::dice::ranks::{self, RanksError};

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum NotationError {
    #[error("expected '<ranks> <side>', e.g. '2B22/R1R53/1R43/3B6B1/2B41B5 b'")]
    Shape,
    #[error("side to move: '{0}' is neither 'r' nor 'b'")]
    Side(String),
    #[error(transparent)]
    Ranks(#[from] RanksError),
    #[error(transparent)]
    Position(#[from] PositionError),
}

/// How the errors name the stones.
const STONES: &str = "R1..R6, B1..B6";

impl FromStr for Position {
    type Err = NotationError;

    fn from_str(text: &str) -> Result<Position, NotationError> {
        let mut fields = text.split_whitespace();
        let (Some(ranks), Some(side), None) = (fields.next(), fields.next(), fields.next()) else {
            return Err(NotationError::Shape);
        };
        let turn = match side {
            "r" => Side::Red,
            "b" => Side::Blue,
            _ => return Err(NotationError::Side(side.to_owned())),
        };
        let pieces = ranks::parse::<SIZE, _, _>(ranks, STONES, Side::from_letter, Piece::new)?;
        Ok(Position::from_pieces(pieces, turn)?)
    }
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        ranks::write(f, |square| self.piece_at(square))?;
        write!(f, " {}", if self.turn() == Side::Red { 'r' } else { 'b' })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn e8_the_example_parses_to_the_e6_position() {
        let p: Position = "2B22/R1R53/1R43/3B6B1/2B41B5 b".parse().unwrap();
        let at = |name: &str| p.piece_at(name.parse().unwrap()).map(|piece| piece.to_string());
        assert_eq!(at("c1").as_deref(), Some("B2"));
        assert_eq!(at("a2").as_deref(), Some("R1"));
        assert_eq!(at("b2").as_deref(), Some("R5"));
        assert_eq!(at("b3").as_deref(), Some("R4"));
        assert_eq!(at("d4").as_deref(), Some("B6"));
        assert_eq!(at("e4").as_deref(), Some("B1"));
        assert_eq!(at("c5").as_deref(), Some("B4"));
        assert_eq!(at("e5").as_deref(), Some("B5"));
        assert_eq!(p.pieces().count(), 8);
        assert_eq!(p.turn(), Side::Blue);
        assert_eq!(p.to_string(), "2B22/R1R53/1R43/3B6B1/2B41B5 b");
    }

    #[test]
    fn e8_bad_notation_names_the_field_and_the_reason() {
        let err = |text: &str| text.parse::<Position>().unwrap_err().to_string();
        assert_eq!(err(""), "expected '<ranks> <side>', e.g. '2B22/R1R53/1R43/3B6B1/2B41B5 b'");
        assert_eq!(err("5/5/5/5/5 r x"), "expected '<ranks> <side>', e.g. '2B22/R1R53/1R43/3B6B1/2B41B5 b'");
        assert_eq!(err("5/5/5/5 r"), "expected 5 ranks separated by '/', found 4");
        assert_eq!(err("R15/5/5/5/4B1 r"), "rank 1: describes 6 squares, expected 5");
        assert_eq!(err("R13/5/5/5/4B1 r"), "rank 1: describes 4 squares, expected 5");
        assert_eq!(
            err("R7/5/5/5/4B1 r"),
            "rank 1: 'R7' is not a stone (R1..R6, B1..B6) or a count of empty squares (1..5)"
        );
        assert_eq!(
            err("R14/5/X4/5/4B1 r"),
            "rank 3: 'X' is not a stone (R1..R6, B1..B6) or a count of empty squares (1..5)"
        );
        assert_eq!(
            err("R14/5/0/5/4B1 r"),
            "rank 3: '0' is not a stone (R1..R6, B1..B6) or a count of empty squares (1..5)"
        );
        assert_eq!(
            err("R14/5/5/5/4B r"),
            "rank 5: 'B' is not a stone (R1..R6, B1..B6) or a count of empty squares (1..5)"
        );
        assert_eq!(err("R14/5/5/5/4B1 x"), "side to move: 'x' is neither 'r' nor 'b'");
        assert_eq!(err("R1R13/5/5/5/4B1 r"), "R1 stands on the board twice");
        assert_eq!(
            err("r14/5/5/5/4B1 r"),
            "rank 1: 'r' is not a stone (R1..R6, B1..B6) or a count of empty squares (1..5)"
        );
    }
}
