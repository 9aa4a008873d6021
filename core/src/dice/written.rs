//! A dice game's ply as the game lists it (E7, Q5): the roll (`-` when one
//! stone was left), the stone that moved, and the move, `4 R4 b3xc4`. The
//! adapters write it; a front end that words a ply reads it back here.

use std::fmt;
use std::str::FromStr;

use super::die::{Roll, parse_roll, roll_to_string};

#[derive(Clone, PartialEq, Eq, Debug)]
pub struct WrittenPly {
    pub roll: Roll,
    /// The stone with its seat's letter: `R4`, `T2`.
    pub stone: String,
    /// From and to, `-` between them, or `x` for a capture: `b3xc4`.
    pub mv: String,
}

impl WrittenPly {
    pub fn is_capture(&self) -> bool {
        self.mv.contains('x')
    }
}

impl fmt::Display for WrittenPly {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {} {}", roll_to_string(self.roll), self.stone, self.mv)
    }
}

/// A text that is not a roll, a stone and a move.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct NotAPly;

impl FromStr for WrittenPly {
    type Err = NotAPly;

    fn from_str(text: &str) -> Result<WrittenPly, NotAPly> {
        let mut fields = text.split(' ');
        let (Some(roll), Some(stone), Some(mv), None) = (fields.next(), fields.next(), fields.next(), fields.next())
        else {
            return Err(NotAPly);
        };
        let roll = parse_roll(roll).ok_or(NotAPly)?;
        let well_formed = |part: &str| !part.is_empty() && part.chars().all(|c| c.is_ascii_alphanumeric());
        let (from, to) = mv.split_once(['-', 'x']).ok_or(NotAPly)?;
        if !well_formed(stone) || !well_formed(from) || !well_formed(to) {
            return Err(NotAPly);
        }
        Ok(WrittenPly { roll, stone: stone.to_owned(), mv: mv.to_owned() })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dice::Die;

    #[test]
    fn e7_q5_a_ply_reads_back_as_the_game_wrote_it() {
        let ply: WrittenPly = "4 R4 b3xc4".parse().unwrap();
        assert_eq!(ply.roll, Die::new(4));
        assert_eq!((ply.stone.as_str(), ply.mv.as_str(), ply.is_capture()), ("R4", "b3xc4", true));
        assert_eq!(ply.to_string(), "4 R4 b3xc4");
        let last_stone: WrittenPly = "- T2 f6-e5".parse().unwrap();
        assert_eq!((last_stone.roll, last_stone.is_capture()), (None, false));
        for bad in ["", "4 R4", "7 R4 b3-c4", "4 R4 b3c4", "4 R4 b3-c4 extra", "4  b3-c4"] {
            assert_eq!(bad.parse::<WrittenPly>(), Err(NotAPly), "{bad:?}");
        }
    }
}
