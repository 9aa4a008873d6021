//! The one place that names the games: enums over each game's own types
//! that only delegate (shakmaty's `VariantPosition`), the options that say
//! which game starts, a record read by its format line, and what each
//! [`Variant`] answers from its own rules, levels and catalog. Nothing else
//! in the seam imports this folder or a game.

mod arrange;
mod describe;
mod drill;
mod options;
pub mod record;
mod table;
mod variant;

use thiserror::Error;

pub use arrange::ArrangementError;
pub(crate) use arrange::{Arranged, Arranging};
pub use drill::{Drill, Tapped};
pub use options::Options;
pub(crate) use table::AnyTable;

use crate::dice::turn::DiceTurn;
use crate::game::{GameState, Variant};
use crate::quattro::{Seating, adapter::pictured_start as quattro_start};
use crate::tafl::adapter::TaflTable;
use crate::{einstein, quattro, tafl};

/// A game of any variant, from its start to now.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum AnyGame {
    Einstein(einstein::Game),
    Koenigszabel(tafl::Game),
    /// Three or four players on 6×6; the game knows its seating.
    Quattro(quattro::Game),
}

/// A record that does not read, in the words of its game's reader.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum RecordError {
    #[error(transparent)]
    Einstein(#[from] einstein::RecordError),
    #[error(transparent)]
    Koenigszabel(#[from] tafl::RecordError),
    #[error(transparent)]
    Quattro(#[from] quattro::RecordError),
    #[error("the record is of {found}, not {expected}")]
    OtherGame { expected: Variant, found: Variant },
    #[error("'Format: {0}' is not a record format this version reads")]
    UnknownFormat(String),
    #[error("the game line names no game of three or four")]
    NoGroupGame { named: Option<String> },
}

/// A position that does not read, in the words of its game's notation
/// (E8, Q5, K10).
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum PositionTextError {
    #[error(transparent)]
    Einstein(#[from] einstein::NotationError),
    #[error(transparent)]
    Koenigszabel(#[from] tafl::NotationError),
    #[error(transparent)]
    Quattro(#[from] quattro::NotationError),
    #[error("the position is of {found}, not {expected}")]
    OtherGame { expected: Variant, found: Variant },
}

impl AnyGame {
    /// The game a table has played so far.
    pub(crate) fn of_table(table: &AnyTable) -> AnyGame {
        match table {
            AnyTable::Einstein(table) => AnyGame::Einstein(table.dice_game().clone()),
            AnyTable::Koenigszabel(table) => AnyGame::Koenigszabel(table.tafl_game().clone()),
            AnyTable::Quattro(table) => AnyGame::Quattro(table.dice_game().clone()),
        }
    }

    /// The game's turn machine, at the start of the turn to move.
    pub(crate) fn into_table(self) -> AnyTable {
        match self {
            AnyGame::Einstein(game) => AnyTable::Einstein(DiceTurn::new(game)),
            AnyGame::Koenigszabel(game) => AnyTable::Koenigszabel(TaflTable::new(game)),
            AnyGame::Quattro(game) => AnyTable::Quattro(DiceTurn::new(game)),
        }
    }

    /// The game as the seam sees it.
    pub fn state(&self) -> &dyn GameState {
        match self {
            AnyGame::Einstein(game) => game,
            AnyGame::Koenigszabel(game) => game,
            AnyGame::Quattro(game) => game,
        }
    }

    /// A game of `variant` where it begins, as the rules picture it: the
    /// board a drawing of the game shows. Each game's adapter says what its
    /// start looks like; where players arrange their own stones, it is the
    /// rules' triangle order.
    pub fn pictured_start(variant: Variant) -> AnyGame {
        match variant {
            Variant::Einstein => AnyGame::Einstein(einstein::adapter::pictured_start()),
            Variant::Koenigszabel => AnyGame::Koenigszabel(tafl::adapter::pictured_start()),
            Variant::QuattroDiagonal => AnyGame::Quattro(quattro_start(Seating::Diagonal)),
            Variant::QuattroLongline => AnyGame::Quattro(quattro_start(Seating::Longline)),
            Variant::Trio => AnyGame::Quattro(quattro_start(Seating::Trio)),
        }
    }

    /// A game of `variant` that begins at `text`, written in its game's
    /// position notation (E8, Q5, K10) with the side to move.
    pub fn from_position(variant: Variant, text: &str) -> Result<AnyGame, PositionTextError> {
        Ok(match variant {
            Variant::Einstein => AnyGame::Einstein(einstein::Game::from_position(text.parse()?)),
            Variant::Koenigszabel => AnyGame::Koenigszabel(tafl::Game::from_position(text.parse()?)),
            Variant::QuattroDiagonal | Variant::QuattroLongline | Variant::Trio => {
                let position: quattro::Position = text.parse()?;
                let found = Variant::of_seating(position.seating());
                if found != variant {
                    return Err(PositionTextError::OtherGame { expected: variant, found });
                }
                AnyGame::Quattro(quattro::Game::from_position(position))
            }
        })
    }

    /// Reads a record of `variant`, replaying every move.
    pub fn from_record(variant: Variant, text: &str) -> Result<AnyGame, RecordError> {
        Ok(match variant {
            Variant::Einstein => AnyGame::Einstein(einstein::Game::from_record(text)?),
            Variant::Koenigszabel => AnyGame::Koenigszabel(tafl::Game::from_record(text)?),
            Variant::QuattroDiagonal | Variant::QuattroLongline | Variant::Trio => {
                let game = quattro::Game::from_record(text)?;
                let found = Variant::of_seating(game.seating());
                if found != variant {
                    return Err(RecordError::OtherGame { expected: variant, found });
                }
                AnyGame::Quattro(game)
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Cancel, PlayedMove, Seat};

    #[test]
    fn every_game_begins_at_a_position_in_its_own_notation() {
        let e6 = AnyGame::from_position(Variant::Einstein, "2B22/R1R53/1R43/3B6B1/2B41B5 b").unwrap();
        assert_eq!(e6.state().seat_to_move(), Seat(1), "E8: blue to move");
        assert_eq!(e6.state().board().cells.iter().filter(|cell| cell.piece.is_some()).count(), 8);
        let start = tafl::START;
        let tafl = AnyGame::from_position(Variant::Koenigszabel, start).unwrap();
        assert_eq!(tafl, AnyGame::Koenigszabel(tafl::Game::new(tafl::Rules::default())), "K10's start is the start");
        let trio = AnyGame::pictured_start(Variant::Trio);
        let AnyGame::Quattro(game) = &trio else { unreachable!() };
        let text = game.position().to_string();
        let read = AnyGame::from_position(Variant::Trio, &text).unwrap();
        assert_eq!(read.state().board(), trio.state().board());
        assert_eq!(
            AnyGame::from_position(Variant::QuattroDiagonal, &text),
            Err(PositionTextError::OtherGame { expected: Variant::QuattroDiagonal, found: Variant::Trio })
        );
        assert!(AnyGame::from_position(Variant::Einstein, start).is_err(), "a 13×13 board is no E8 position");
    }

    #[test]
    fn a_koenigszabel_game_reads_its_end_as_scores_per_seat() {
        let mut game = tafl::Game::new(tafl::Rules::default());
        game.play("g2-c2".parse().unwrap()).unwrap();
        let any = AnyGame::Koenigszabel(game);
        let game = any.state();
        assert_eq!(game.variant(), Variant::Koenigszabel);
        assert_eq!(game.seat_to_move(), Seat(1));
        assert_eq!(game.mover(0), Some(Seat(0)));
        assert_eq!(game.mover(1), None);
        assert_eq!(game.move_texts(), ["g2-c2"]);
        let played = PlayedMove { from: "g2".into(), to: "c2".into(), captured: vec![] };
        assert_eq!(game.last_move(), Some(played));
        assert_eq!(game.ending(), None);
        let read = AnyGame::from_record(Variant::Koenigszabel, &game.to_record()).unwrap();
        assert_eq!(read, any);
        assert!(AnyGame::from_record(Variant::Einstein, &game.to_record()).is_err());
        assert!(Variant::Koenigszabel.has_review());
        assert_eq!(game.review(&Cancel::new(), &mut |_, _| {}).unwrap().len(), 1);
    }
}
