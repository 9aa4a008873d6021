//! The seam every game plugs into (DESIGN.md): a closed [`Variant`] tag, the
//! enum [`AnyGame`] over the games' own `Game` types, seats, a turn model
//! (chance / a seat to act / over with a score per seat) and a board any
//! screen can draw. Session, store, rating and bindings talk to this module,
//! never to one game's types; searches keep the concrete positions.

mod board;
mod seat;
mod variant;

use thiserror::Error;

pub use board::{Board, Cell, Mark, PieceKind, PieceView, Terrain, einstein_board, tafl_board};
pub use seat::{EndReason, Ending, Score, Seat, Turn};
pub use variant::Variant;

use crate::{einstein, tafl};

/// A game of any variant, from its start to now.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum AnyGame {
    Einstein(einstein::Game),
    Koenigszabel(tafl::Game),
}

/// A record that does not read, in the words of its game's reader.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum RecordError {
    #[error(transparent)]
    Einstein(#[from] einstein::RecordError),
    #[error(transparent)]
    Koenigszabel(#[from] tafl::RecordError),
}

fn einstein_seat(side: einstein::Side) -> Seat {
    Seat(side.index() as u8)
}

fn tafl_seat(side: tafl::Side) -> Seat {
    Seat(match side {
        tafl::Side::Attackers => 0,
        tafl::Side::Defenders => 1,
    })
}

impl AnyGame {
    pub fn variant(&self) -> Variant {
        match self {
            AnyGame::Einstein(_) => Variant::Einstein,
            AnyGame::Koenigszabel(_) => Variant::Koenigszabel,
        }
    }

    pub fn seats(&self) -> usize {
        self.variant().seats()
    }

    /// The seat whose turn it is (also when the game is over: the one that
    /// would move next).
    pub fn seat_to_move(&self) -> Seat {
        match self {
            AnyGame::Einstein(game) => einstein_seat(game.position().turn()),
            AnyGame::Koenigszabel(game) => tafl_seat(game.position().turn()),
        }
    }

    /// The end the rules give, if the game has reached one.
    pub fn ending(&self) -> Option<Ending> {
        let seats = self.seats();
        match self {
            AnyGame::Einstein(game) => game.outcome().map(|outcome| {
                let reason = match outcome.reason {
                    einstein::WinReason::ReachedCorner => EndReason::ReachedCorner,
                    einstein::WinReason::CapturedAll => EndReason::CapturedAll,
                };
                Ending::win(seats, einstein_seat(outcome.winner), reason)
            }),
            AnyGame::Koenigszabel(game) => game.outcome().map(|outcome| match outcome {
                tafl::Outcome::Win { winner, reason } => {
                    let reason = match reason {
                        tafl::WinReason::KingEscaped => EndReason::KingEscaped,
                        tafl::WinReason::KingCaptured => EndReason::KingCaptured,
                        tafl::WinReason::NoLegalMove => EndReason::NoLegalMove,
                    };
                    Ending::win(seats, tafl_seat(winner), reason)
                }
                tafl::Outcome::Draw(tafl::DrawReason::Repetition) => Ending::draw(seats, EndReason::Repetition),
                tafl::Outcome::Draw(tafl::DrawReason::NoCapture) => Ending::draw(seats, EndReason::NoCapture),
            }),
        }
    }

    /// How many plies have been played.
    pub fn plies(&self) -> usize {
        match self {
            AnyGame::Einstein(game) => game.plies().len(),
            AnyGame::Koenigszabel(game) => game.plies().len(),
        }
    }

    /// The seat that played ply `index` (0-based).
    pub fn mover(&self, index: usize) -> Option<Seat> {
        match self {
            AnyGame::Einstein(game) => game.plies().get(index).map(|ply| einstein_seat(ply.mv.piece.side)),
            AnyGame::Koenigszabel(game) => game.positions().get(index).map(|p| tafl_seat(p.turn())),
        }
        .filter(|_| index < self.plies())
    }

    /// Every ply as its record writes it: `4 R4 b3-c4`, `g5-c5xb5/c4`.
    pub fn move_texts(&self) -> Vec<String> {
        match self {
            AnyGame::Einstein(game) => game
                .plies()
                .iter()
                .map(|ply| format!("{} {} {}", einstein::roll_to_string(ply.roll), ply.mv.piece, ply.mv))
                .collect(),
            AnyGame::Koenigszabel(game) => game.plies().iter().map(|ply| ply.to_string()).collect(),
        }
    }

    /// The squares the last ply moved from and to.
    pub fn last_move(&self) -> Option<(String, String)> {
        match self {
            AnyGame::Einstein(game) => game.plies().last().map(|p| (p.mv.from.to_string(), p.mv.to.to_string())),
            AnyGame::Koenigszabel(game) => game.plies().last().map(|p| (p.mv.from.to_string(), p.mv.to.to_string())),
        }
    }

    /// Takes back the last ply; `false` at the start.
    pub fn undo(&mut self) -> bool {
        match self {
            AnyGame::Einstein(game) => game.undo().is_some(),
            AnyGame::Koenigszabel(game) => game.undo().is_some(),
        }
    }

    /// The board now, unmarked.
    pub fn board(&self) -> Board {
        self.board_after(self.plies()).expect("the position now exists")
    }

    /// The board after `plies` plies (0: the start), for replays.
    pub fn board_after(&self, plies: usize) -> Option<Board> {
        match self {
            AnyGame::Einstein(game) => game.positions().get(plies).map(einstein_board),
            AnyGame::Koenigszabel(game) => game.positions().get(plies).map(tafl_board),
        }
    }

    pub fn to_record(&self) -> String {
        match self {
            AnyGame::Einstein(game) => game.to_record(),
            AnyGame::Koenigszabel(game) => game.to_record(),
        }
    }

    /// Reads a record of `variant`, replaying every move.
    pub fn from_record(variant: Variant, text: &str) -> Result<AnyGame, RecordError> {
        Ok(match variant {
            Variant::Einstein => AnyGame::Einstein(einstein::Game::from_record(text)?),
            Variant::Koenigszabel => AnyGame::Koenigszabel(tafl::Game::from_record(text)?),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_koenigszabel_game_reads_its_end_as_scores_per_seat() {
        let mut game = tafl::Game::new(tafl::Rules::default());
        game.play("g2-c2".parse().unwrap()).unwrap();
        let game = AnyGame::Koenigszabel(game);
        assert_eq!(game.variant(), Variant::Koenigszabel);
        assert_eq!(game.seat_to_move(), Seat(1));
        assert_eq!(game.mover(0), Some(Seat(0)));
        assert_eq!(game.mover(1), None);
        assert_eq!(game.move_texts(), ["g2-c2"]);
        assert_eq!(game.last_move(), Some(("g2".into(), "c2".into())));
        assert_eq!(game.ending(), None);
        let read = AnyGame::from_record(Variant::Koenigszabel, &game.to_record()).unwrap();
        assert_eq!(read, game);
        assert!(AnyGame::from_record(Variant::Einstein, &game.to_record()).is_err());
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
