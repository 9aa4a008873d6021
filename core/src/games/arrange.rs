//! Arranging one's stones before a game of EinStein (E3), as a lesson
//! plays it: tap a stone, then another square of the corner, and the two
//! change places, as on the new game's setup screen.

use crate::einstein::{Setup, SetupError, Side, Square, setup_screen, triangle};
use crate::game::{Board, Mark, Sentence};

/// An arrangement that does not read, in its game's words.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[error(transparent)]
pub struct ArrangementError(#[from] SetupError);

#[derive(Clone, PartialEq, Eq, Debug)]
pub(crate) struct Arranging {
    setup: Setup,
    picked: Option<Square>,
}

/// What a tap did to the arrangement.
#[derive(Clone, PartialEq, Eq, Debug)]
pub(crate) enum Arranged {
    Picked,
    Swapped,
    /// Off the corner: the rule in words.
    Refused(Sentence),
}

impl Arranging {
    /// Red's stones as a record writes them (`1@a1 2@b1 …`).
    pub(crate) fn new(text: &str) -> Result<Arranging, ArrangementError> {
        Ok(Arranging { setup: Setup::parse(Side::Red, text)?, picked: None })
    }

    pub(crate) fn tap(&mut self, name: &str) -> Arranged {
        let on_corner = name.parse::<Square>().ok().filter(|square| triangle(Side::Red).contains(square));
        let Some(square) = on_corner else {
            let corner = triangle(Side::Red).map(|square| square.to_string()).join(", ");
            let args = vec![("square", crate::text::shortened(name, 20)), ("corner", corner)];
            return Arranged::Refused(Sentence { key: "learn-off-corner", args });
        };
        match self.picked.take() {
            Some(picked) if picked != square => {
                self.setup = self.setup.swapped(Side::Red, picked, square).expect("both on the corner");
                Arranged::Swapped
            }
            _ => {
                self.picked = Some(square);
                Arranged::Picked
            }
        }
    }

    /// The same arrangement with nothing picked.
    pub(crate) fn unpicked(self) -> Arranging {
        Arranging { picked: None, ..self }
    }

    /// The stone standing on `square`, if any.
    pub(crate) fn stone_on(&self, square: &str) -> Option<u8> {
        let square: Square = square.parse().ok()?;
        self.setup.placements(Side::Red).find(|&(at, _)| at == square).map(|(_, stone)| stone.number())
    }

    /// The corner with its stones, each square marked as a place a stone
    /// may go, the picked one as moving.
    pub(crate) fn board(&self) -> Board {
        let picked: Vec<(String, Mark)> = self.picked.iter().map(|square| (square.to_string(), Mark::Moving)).collect();
        setup_screen::setup_board(Side::Red, &self.setup).marked(&picked)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn e3_two_taps_swap_two_stones_of_the_corner_and_a_square_off_it_is_refused() {
        let mut arranging = Arranging::new("1@a1 2@b1 3@c1 4@a2 5@b2 6@a3").unwrap();
        assert_eq!(arranging.tap("a3"), Arranged::Picked);
        assert_eq!(arranging.board().cells.iter().filter(|cell| cell.mark == Mark::Moving).count(), 1);
        assert_eq!(arranging.tap("b2"), Arranged::Swapped);
        assert_eq!((arranging.stone_on("b2"), arranging.stone_on("a3")), (Some(6), Some(5)));
        let Arranged::Refused(said) = arranging.tap("e5") else { panic!("e5 is off the corner") };
        assert_eq!(said.key, "learn-off-corner");
        assert_eq!(arranging.tap("a1"), Arranged::Picked);
        assert_eq!(arranging.tap("a1"), Arranged::Picked, "the same square again keeps it picked");
        assert!(Arranging::new("1@e5").is_err());
    }
}
