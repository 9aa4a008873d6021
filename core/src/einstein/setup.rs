//! Setups (E3): how a side places its six stones on its corner triangle.

use thiserror::Error;

use super::side::Side;
use super::square::{ParseSquareError, Square};
pub use crate::dice::Setup;
use crate::dice::{Stone, StoneTwice};

/// The six squares of a side's starting triangle, in the order RULES.md E2
/// lists them: Red `a1 b1 c1 a2 b2 a3`, Blue the same turned by 180°.
pub fn triangle(side: Side) -> [Square; 6] {
    let red = ["a1", "b1", "c1", "a2", "b2", "a3"].map(|name| name.parse::<Square>().expect("valid square"));
    match side {
        Side::Red => red,
        Side::Blue => red.map(Square::rotated),
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum SetupError {
    #[error("stone {0} is placed twice")]
    DuplicateStone(Stone),
    #[error("stone {0} is missing")]
    MissingStone(Stone),
    #[error("{square} is not in {side}'s starting triangle ({allowed})")]
    OutsideTriangle { side: Side, square: Square, allowed: String },
    #[error("two stones are placed on {0}")]
    SquareTwice(Square),
    #[error("'{0}' is not a placement like 1@a2")]
    BadPlacement(String),
    #[error("a setup needs six placements, found {0}")]
    WrongCount(usize),
    #[error("'{0}' is not six different digits 1..6")]
    BadDigits(String),
    #[error("there is no stone {0}")]
    NoSuchStone(u8),
    #[error(transparent)]
    BadSquare(#[from] ParseSquareError),
}

impl SetupError {
    /// One error of every kind, for the tests of the front ends that map them.
    #[doc(hidden)]
    pub fn one_of_each() -> Vec<SetupError> {
        let bad_square = "f9".parse::<Square>().expect_err("no square f9");
        vec![
            SetupError::DuplicateStone(Stone::ALL[0]),
            SetupError::MissingStone(Stone::ALL[1]),
            SetupError::OutsideTriangle {
                side: Side::Red,
                square: "e5".parse().expect("a square"),
                allowed: "a1 b1 c1".to_owned(),
            },
            SetupError::SquareTwice("a1".parse().expect("a square")),
            SetupError::BadPlacement("1a2".to_owned()),
            SetupError::WrongCount(5),
            SetupError::BadDigits("1123".to_owned()),
            SetupError::NoSuchStone(7),
            SetupError::BadSquare(bad_square),
        ]
    }

    /// The catalog key of this error's sentence.
    pub fn message_key(&self) -> &'static str {
        match self {
            SetupError::BadSquare(_) => "error-bad-square",
            _ => "error-bad-setup",
        }
    }
}

impl From<StoneTwice> for SetupError {
    fn from(StoneTwice(stone): StoneTwice) -> SetupError {
        SetupError::DuplicateStone(stone)
    }
}

/// Where the shared arrangement stands on EinStein's board (E2, E3).
impl Setup {
    /// Six digits in triangle order, e.g. `613254` puts 6 on `a1`, 1 on `b1`, …
    pub fn from_digits(digits: &str) -> Result<Setup, SetupError> {
        let bad = || SetupError::BadDigits(digits.to_owned());
        let numbers: Vec<Stone> = digits
            .chars()
            .map(|c| c.to_digit(10).and_then(|d| Stone::new(d as u8)))
            .collect::<Option<_>>()
            .ok_or_else(bad)?;
        let stones: [Stone; 6] = numbers.try_into().map_err(|_| bad())?;
        Setup::from_stones(stones).map_err(|_| bad())
    }

    /// Where each stone stands: `(square, stone)` pairs in any order.
    pub fn from_placements(side: Side, placements: &[(Stone, Square)]) -> Result<Setup, SetupError> {
        if placements.len() != 6 {
            return Err(SetupError::WrongCount(placements.len()));
        }
        let squares = triangle(side);
        let mut stones: [Option<Stone>; 6] = [None; 6];
        for &(stone, square) in placements {
            let slot = squares.iter().position(|&s| s == square).ok_or_else(|| SetupError::OutsideTriangle {
                side,
                square,
                allowed: squares.map(|s| s.to_string()).join(" "),
            })?;
            if stones[slot].replace(stone).is_some() {
                return Err(SetupError::SquareTwice(square));
            }
        }
        Ok(Setup::from_stones(stones.map(|s| s.expect("six distinct squares fill all six slots")))?)
    }

    /// Parses the record form `1@a2 2@b1 …` (any order).
    pub fn parse(side: Side, text: &str) -> Result<Setup, SetupError> {
        let placements = text
            .split_whitespace()
            .map(|item| {
                let bad = || SetupError::BadPlacement(item.to_owned());
                let (number, square) = item.split_once('@').ok_or_else(bad)?;
                let stone = number.parse::<u8>().ok().and_then(Stone::new).ok_or_else(bad)?;
                let square = square.parse::<Square>().map_err(|_| bad())?;
                Ok((stone, square))
            })
            .collect::<Result<Vec<_>, SetupError>>()?;
        Setup::from_placements(side, &placements)
    }

    /// `(square, stone)` for all six stones of `side`, in triangle order.
    pub fn placements(&self, side: Side) -> impl Iterator<Item = (Square, Stone)> + '_ {
        triangle(side).into_iter().zip(self.stones())
    }

    pub fn square_of(&self, side: Side, stone: Stone) -> Square {
        let slot = self.stones().iter().position(|&s| s == stone).expect("a setup holds every stone");
        triangle(side)[slot]
    }

    /// The setup with the stones on `a` and `b` swapped, as a player
    /// rearranges them; `None` when either square is off `side`'s triangle.
    pub fn swapped(&self, side: Side, a: Square, b: Square) -> Option<Setup> {
        let squares = triangle(side);
        let (i, j) = (squares.iter().position(|&s| s == a)?, squares.iter().position(|&s| s == b)?);
        Some(self.with_swapped(i, j))
    }

    /// The same arrangement reflected across the diagonal through the
    /// side's corner (`b1` and `a2` trade stones, as do `c1` and `a3`). The
    /// board is symmetric about that diagonal, so both play alike.
    pub fn reflected(&self) -> Setup {
        let squares = triangle(Side::Red);
        let mut stones = self.stones();
        for (i, square) in squares.iter().enumerate() {
            let image = Square::new(square.rank(), square.file()).expect("on the board");
            let j = squares.iter().position(|&s| s == image).expect("the triangle is symmetric about the diagonal");
            stones[j] = self.stones()[i];
        }
        Setup::from_stones(stones).expect("a reflection keeps every stone once")
    }

    /// The record form for `side`, by stone number: `1@a2 2@b1 3@c1 4@a1 5@b2 6@a3`.
    pub fn text(&self, side: Side) -> String {
        Stone::ALL.iter().map(|&stone| format!("{stone}@{}", self.square_of(side, stone))).collect::<Vec<_>>().join(" ")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn e3_swapping_stays_on_the_triangle() {
        let sq = |name: &str| name.parse::<Square>().unwrap();
        let setup = Setup::ordered();
        let swapped = setup.swapped(Side::Red, sq("a1"), sq("a3")).unwrap();
        assert_eq!(swapped.digits(), "623451");
        assert_eq!(swapped.swapped(Side::Red, sq("a3"), sq("a1")), Some(setup));
        assert_eq!(setup.swapped(Side::Red, sq("a1"), sq("e5")), None);
        assert_eq!(
            setup.swapped(Side::Blue, sq("e5"), sq("d5")).unwrap().square_of(Side::Blue, Stone::new(2).unwrap()),
            sq("e5")
        );
    }

    #[test]
    fn a_reflected_setup_puts_each_stone_on_the_mirror_square() {
        let setup = Setup::from_digits("541632").unwrap();
        assert_eq!(setup.reflected().digits(), "562431");
        assert_eq!(setup.reflected().reflected(), setup);
        for side in Side::BOTH {
            for stone in Stone::ALL {
                let (here, there) = (setup.square_of(side, stone), setup.reflected().square_of(side, stone));
                assert_eq!((here.file(), here.rank()), (there.rank(), there.file()), "{side:?} {stone}");
            }
        }
    }

    #[test]
    fn e2_triangles_are_the_corner_squares() {
        let names = |side| triangle(side).map(|s| s.to_string()).join(" ");
        assert_eq!(names(Side::Red), "a1 b1 c1 a2 b2 a3");
        assert_eq!(names(Side::Blue), "e5 d5 c5 e4 d4 e3");
    }

    #[test]
    fn e3_a_setup_round_trips_through_its_text() {
        let setup = Setup::from_digits("613254").unwrap();
        assert_eq!(setup.text(Side::Blue), "1@d5 2@e4 3@c5 4@e3 5@d4 6@e5");
        assert_eq!(setup.text(Side::Red), "1@b1 2@a2 3@c1 4@a3 5@b2 6@a1");
        assert_eq!(Setup::parse(Side::Blue, &setup.text(Side::Blue)), Ok(setup));
        assert_eq!(Setup::from_digits(&setup.digits()), Ok(setup));
    }

    #[test]
    fn e3_bad_setups_are_rejected_with_the_reason() {
        let err = |text| Setup::parse(Side::Red, text).unwrap_err().to_string();
        assert_eq!(err("1@a1 2@b1 3@c1 4@a2 5@b2"), "a setup needs six placements, found 5");
        assert_eq!(err("1@a1 2@b1 3@c1 4@a2 5@b2 6@e5"), "e5 is not in red's starting triangle (a1 b1 c1 a2 b2 a3)");
        assert_eq!(err("1@a1 2@a1 3@c1 4@a2 5@b2 6@a3"), "two stones are placed on a1");
        assert_eq!(err("1@a1 1@b1 3@c1 4@a2 5@b2 6@a3"), "stone 1 is placed twice");
        assert_eq!(err("7@a1 2@b1 3@c1 4@a2 5@b2 6@a3"), "'7@a1' is not a placement like 1@a2");
        assert!(Setup::from_digits("112345").is_err());
        assert!(Setup::from_digits("12345").is_err());
        assert!(Setup::from_digits("1234567").is_err());
    }

    #[test]
    fn e3_random_setups_are_permutations() {
        let mut rng = rand::rng();
        for _ in 0..100 {
            let setup = Setup::random(&mut rng);
            assert_eq!(Setup::from_stones(setup.stones()), Ok(setup));
        }
    }
}
