//! Setups on the 6×6 board (Q1, as E3): a seat places its six stones on its
//! corner triangle. The arrangement itself is the dice games' shared
//! [`Setup`] (stones in triangle order); only the squares are this board's.

use thiserror::Error;

use super::seat::Seat;
use super::square::Square;
use crate::dice::Setup;
use crate::dice::Stone;

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum SetupError {
    #[error("stone {0} is placed twice")]
    DuplicateStone(Stone),
    #[error("{square} is not in {seat}'s starting triangle ({allowed})")]
    OutsideTriangle { seat: Seat, square: Square, allowed: String },
    #[error("two stones are placed on {0}")]
    SquareTwice(Square),
    #[error("'{0}' is not a placement like 1@a2")]
    BadPlacement(String),
    #[error("a setup needs six placements, found {0}")]
    WrongCount(usize),
}

impl SetupError {
    /// The catalog key of this error's sentence.
    pub fn message_key(&self) -> &'static str {
        "error-bad-setup"
    }
}

/// `(square, stone)` for all six stones of `seat`, in triangle order.
pub fn placements(setup: &Setup, seat: Seat) -> impl Iterator<Item = (Square, Stone)> {
    seat.triangle().into_iter().zip(setup.stones())
}

/// The record form for `seat`, by stone number: `1@f2 2@e1 …`.
pub fn setup_text(setup: &Setup, seat: Seat) -> String {
    let mut squares = [Square::A1; 6];
    for (square, stone) in placements(setup, seat) {
        squares[stone.index()] = square;
    }
    Stone::ALL.iter().map(|&stone| format!("{stone}@{}", squares[stone.index()])).collect::<Vec<_>>().join(" ")
}

/// Parses the record form `1@a2 2@b1 …` (any order) for `seat`.
pub fn parse_setup(seat: Seat, text: &str) -> Result<Setup, SetupError> {
    let items: Vec<&str> = text.split_whitespace().collect();
    if items.len() != 6 {
        return Err(SetupError::WrongCount(items.len()));
    }
    let triangle = seat.triangle();
    let mut slots: [Option<Stone>; 6] = [None; 6];
    let mut seen = [false; 6];
    for item in items {
        let bad = || SetupError::BadPlacement(item.to_owned());
        let (number, square) = item.split_once('@').ok_or_else(bad)?;
        let stone = number.parse::<u8>().ok().and_then(Stone::new).ok_or_else(bad)?;
        let square = square.parse::<Square>().map_err(|_| bad())?;
        let slot = triangle.iter().position(|&s| s == square).ok_or_else(|| SetupError::OutsideTriangle {
            seat,
            square,
            allowed: triangle.map(|s| s.to_string()).join(" "),
        })?;
        if slots[slot].replace(stone).is_some() {
            return Err(SetupError::SquareTwice(square));
        }
        if std::mem::replace(&mut seen[stone.index()], true) {
            return Err(SetupError::DuplicateStone(stone));
        }
    }
    let stones = slots.map(|s| s.expect("six distinct squares fill all six slots"));
    Ok(Setup::from_stones(stones).expect("six distinct stones"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn q1_setups_place_stones_on_each_corners_triangle_as_e3() {
        let setup = Setup::from_digits("613254").unwrap();
        assert_eq!(setup_text(&setup, Seat::T), "1@b1 2@a2 3@c1 4@a3 5@b2 6@a1");
        assert_eq!(setup_text(&setup, Seat::U), "1@e1 2@f2 3@d1 4@f3 5@e2 6@f1");
        assert_eq!(setup_text(&setup, Seat::V), "1@e6 2@f5 3@d6 4@f4 5@e5 6@f6");
        assert_eq!(setup_text(&setup, Seat::W), "1@b6 2@a5 3@c6 4@a4 5@b5 6@a6");
        for seat in Seat::ALL {
            assert_eq!(parse_setup(seat, &setup_text(&setup, seat)), Ok(setup));
        }
    }

    #[test]
    fn q1_bad_setups_are_rejected_with_the_reason() {
        let err = |text| parse_setup(Seat::U, text).unwrap_err().to_string();
        assert_eq!(err("1@f1 2@e1 3@d1 4@f2 5@e2"), "a setup needs six placements, found 5");
        assert_eq!(err("1@f1 2@e1 3@d1 4@f2 5@e2 6@a1"), "a1 is not in u's starting triangle (f1 e1 d1 f2 e2 f3)");
        assert_eq!(err("1@f1 2@f1 3@d1 4@f2 5@e2 6@f3"), "two stones are placed on f1");
        assert_eq!(err("1@f1 1@e1 3@d1 4@f2 5@e2 6@f3"), "stone 1 is placed twice");
        assert_eq!(err("7@f1 2@e1 3@d1 4@f2 5@e2 6@f3"), "'7@f1' is not a placement like 1@a2");
        assert_eq!(err("1@f1 2@e1 3@d1 4@f2 5@e2 6@g3"), "'6@g3' is not a placement like 1@a2");
    }
}
