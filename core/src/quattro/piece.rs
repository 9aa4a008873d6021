//! A stone of a seat, written `T4` or `W2` as in Q5.

use std::fmt;
use std::str::FromStr;

use super::seat::Seat;
use crate::dice::Stone;

#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Piece {
    pub seat: Seat,
    pub stone: Stone,
}

impl Piece {
    pub const fn new(seat: Seat, stone: Stone) -> Piece {
        Piece { seat, stone }
    }

    /// 0..24, seat-major; for tables indexed by piece.
    pub const fn index(self) -> usize {
        self.seat.index() * 6 + self.stone.index()
    }
}

impl fmt::Display for Piece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.seat.letter(), self.stone)
    }
}

impl fmt::Debug for Piece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl FromStr for Piece {
    type Err = ();

    /// `T1`..`W6`, capitals only: a lower-case letter names a seat to move.
    fn from_str(text: &str) -> Result<Piece, ()> {
        let &[letter, digit] = text.as_bytes() else { return Err(()) };
        if !letter.is_ascii_uppercase() {
            return Err(());
        }
        let seat = Seat::from_letter(letter as char).ok_or(())?;
        Stone::new(digit.wrapping_sub(b'0')).map(|stone| Piece::new(seat, stone)).ok_or(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn q5_pieces_are_written_with_the_seat_letter() {
        for seat in Seat::ALL {
            for stone in Stone::ALL {
                let piece = Piece::new(seat, stone);
                assert_eq!(piece.to_string().parse(), Ok(piece));
            }
        }
        assert_eq!("V3".parse::<Piece>().unwrap().to_string(), "V3");
        for bad in ["", "t1", "X1", "T0", "T7", "T", "T12", "R1"] {
            assert!(bad.parse::<Piece>().is_err(), "{bad:?}");
        }
    }
}
