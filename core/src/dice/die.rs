//! The die (E1, E4.1).

use std::fmt;

use rand::Rng;

use super::stone::Stone;

/// One roll of the six-sided die.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Die(u8);

impl Die {
    pub const ALL: [Die; 6] = [Die(1), Die(2), Die(3), Die(4), Die(5), Die(6)];

    /// Every face as a roll.
    pub const ALL_ROLLS: [Roll; 6] =
        [Some(Die(1)), Some(Die(2)), Some(Die(3)), Some(Die(4)), Some(Die(5)), Some(Die(6))];

    pub const fn new(value: u8) -> Option<Die> {
        if value >= 1 && value <= 6 { Some(Die(value)) } else { None }
    }

    pub fn roll<R: Rng + ?Sized>(rng: &mut R) -> Die {
        Die(rng.random_range(1..=6))
    }

    pub const fn value(self) -> u8 {
        self.0
    }

    /// The stone this roll names (E4.2).
    pub const fn stone(self) -> Stone {
        Stone::ALL[self.0 as usize - 1]
    }
}

impl fmt::Display for Die {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

impl fmt::Debug for Die {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Die({})", self.0)
    }
}

/// What a turn starts with: a die value, or no roll at all when the side has
/// a single stone left (E4.1). Written as the digit or `-`.
pub type Roll = Option<Die>;

/// `-` for no roll, else the digit.
pub fn roll_to_string(roll: Roll) -> String {
    roll.map_or_else(|| "-".to_owned(), |die| die.to_string())
}

/// Reads `1`..`6` or `-`.
pub fn parse_roll(text: &str) -> Option<Roll> {
    match text {
        "-" => Some(None),
        _ => {
            let &[digit] = text.as_bytes() else { return None };
            Die::new(digit.wrapping_sub(b'0')).map(Some)
        }
    }
}
