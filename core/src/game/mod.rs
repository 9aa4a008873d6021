//! The seam every game plugs into (DESIGN.md): a closed [`Variant`] tag, the
//! enum [`AnyGame`] over the games' own `Game` types, seats, the end as a
//! score per seat with its reason, and a board any
//! screen can draw. Session, store, rating and bindings talk to this module,
//! never to one game's types; searches keep the concrete positions.

mod board;
mod describe;
mod diagram;
mod options;
pub mod record;
mod seat;
mod table;
mod variant;

use thiserror::Error;

pub(crate) use board::labels;
pub use board::{Board, Cell, Mark, PieceKind, PieceView, Terrain, einstein_board, einstein_pieces_board, tafl_board};
pub use diagram::RulesDiagram;
pub use options::{FirstMover, Options};
pub use record::{NotatedRecord, ZABEL_NOTATION};
pub use seat::{EndReason, Ending, PlayerKind, Score, Seat};
pub(crate) use table::mix;
pub use table::{
    Chosen, DieView, Ignored, MoveHint, Phase, ReviewedPly, Search, Table, TapOutcome, Thought, TurnError,
};
pub use variant::{ComputerLevel, Variant};

use crate::ai::Cancel;
pub use crate::einstein::quattro::adapter::{corner_of, quattro_board};
use crate::einstein::quattro::{Seating, adapter::pictured_start as quattro_start};
use crate::{einstein, tafl};

/// A game of any variant, from its start to now.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum AnyGame {
    Einstein(einstein::Game),
    Koenigszabel(tafl::Game),
    /// Three or four players on 6×6; the game knows its seating.
    Quattro(einstein::quattro::Game),
}

/// A record that does not read, in the words of its game's reader.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum RecordError {
    #[error(transparent)]
    Einstein(#[from] einstein::RecordError),
    #[error(transparent)]
    Koenigszabel(#[from] tafl::RecordError),
    #[error(transparent)]
    Quattro(#[from] einstein::quattro::RecordError),
    #[error("the record is of {found}, not {expected}")]
    OtherGame { expected: Variant, found: Variant },
    #[error("'Format: {0}' is not a record format this version reads")]
    UnknownFormat(String),
    #[error("the game line names no game of three or four")]
    NoGroupGame { named: Option<String> },
}

/// Where a ply went and which squares it emptied of the other pieces, as a
/// board screen animates it: the mover slides, the captured fade.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct PlayedMove {
    pub from: String,
    pub to: String,
    /// Sorted by name; in EinStein at most the square moved to (E4).
    pub captured: Vec<String>,
}

/// What every game offers above the seam; implemented by each game's own
/// `Game` type, so session and store never need to know which one it is.
pub trait GameState: Send {
    fn variant(&self) -> Variant;

    /// The seat whose turn it is (when the game is over: the one that would
    /// move next).
    fn seat_to_move(&self) -> Seat;

    /// The end the rules give, or a resignation, if the game has reached one.
    fn ending(&self) -> Option<Ending>;

    /// Whether a person at `seat` sees the board turned half round, so that
    /// their own stones start at the bottom, as a board game's own side is
    /// drawn (issue 45). The group games name seats by their corners and
    /// Königszabel's sides are centre and edges: both are drawn as the
    /// rules draw them.
    fn seen_turned_from(&self, _seat: Seat) -> bool {
        false
    }

    /// The player at `seat` gives the game up; their whole team loses (Q3).
    /// `false` when the game is already over or has no such seat.
    fn resign(&mut self, seat: Seat) -> bool;

    /// The seat that moved (or moves) first.
    fn first_to_move(&self) -> Seat;

    /// How many plies have been played.
    fn plies(&self) -> usize;

    /// The seat that played ply `index` (0-based).
    fn mover(&self, index: usize) -> Option<Seat>;

    /// Every ply as its record writes it: `4 R4 b3-c4`, `g5-c5xb5/c4`.
    fn move_texts(&self) -> Vec<String>;

    /// What ply `index` (0-based) moved and took.
    fn played(&self, index: usize) -> Option<PlayedMove>;

    fn last_move(&self) -> Option<PlayedMove> {
        self.plies().checked_sub(1).and_then(|index| self.played(index))
    }

    /// Seats whose players are out of the game while it goes on (Q3, Q4).
    fn dropped_out(&self) -> Vec<Seat> {
        Vec::new()
    }

    /// Takes back the last ply; `false` at the start.
    fn undo(&mut self) -> bool;

    /// The board after `plies` plies (0: the start), unmarked.
    fn board_after(&self, plies: usize) -> Option<Board>;

    fn to_record(&self) -> String;

    /// The game in every notation it can be shared in, Zabel's own first.
    fn records(&self) -> Vec<NotatedRecord> {
        vec![NotatedRecord { notation: ZABEL_NOTATION, text: self.to_record() }]
    }

    /// The board now, unmarked.
    fn board(&self) -> Board {
        self.board_after(self.plies()).expect("the position now exists")
    }

    /// The die as a replay shows it after `plies` plies: the roll of the
    /// last one; `None` for games without dice.
    fn die_after(&self, _plies: usize) -> Option<DieView> {
        None
    }

    /// Every ply judged by the game's analyst; cancelled, what it has.
    fn review(&self, _cancel: &Cancel, _progress: &mut dyn FnMut(usize, usize)) -> Result<Vec<ReviewedPly>, TurnError> {
        Err(TurnError::NoReview(self.variant()))
    }
}

impl AnyGame {
    /// The game's turn machine, at the start of the turn to move.
    pub(crate) fn into_table(self) -> Box<dyn Table> {
        match self {
            AnyGame::Einstein(game) => einstein::adapter::table(game),
            AnyGame::Koenigszabel(game) => tafl::adapter::table(game),
            AnyGame::Quattro(game) => einstein::quattro::adapter::table(game),
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

    /// Reads a record of `variant`, replaying every move.
    pub fn from_record(variant: Variant, text: &str) -> Result<AnyGame, RecordError> {
        Ok(match variant {
            Variant::Einstein => AnyGame::Einstein(einstein::Game::from_record(text)?),
            Variant::Koenigszabel => AnyGame::Koenigszabel(tafl::Game::from_record(text)?),
            Variant::QuattroDiagonal | Variant::QuattroLongline | Variant::Trio => {
                let game = einstein::quattro::Game::from_record(text)?;
                let found = Variant::of_seating(game.seating());
                if found != variant {
                    return Err(RecordError::OtherGame { expected: variant, found });
                }
                AnyGame::Quattro(game)
            }
        })
    }
}

pub(crate) fn einstein_seat(side: einstein::Side) -> Seat {
    Seat(side.index() as u8)
}

pub(crate) fn tafl_seat(side: tafl::Side) -> Seat {
    Seat(match side {
        tafl::Side::Attackers => 0,
        tafl::Side::Defenders => 1,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

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

    #[test]
    fn endings_score_every_seat() {
        let win = Ending::win(2, Seat(1), EndReason::KingEscaped);
        assert_eq!(win.scores, [Score::Loss, Score::Win]);
        assert_eq!(win.winner(), Some(Seat(1)));
        let draw = Ending::draw(2, EndReason::Repetition);
        assert_eq!(draw.winner(), None);
        assert_eq!(draw.scores.iter().map(|s| s.points()).sum::<f64>(), 1.0);
    }
}
