//! A finished game of any variant to step through, ply by ply, as the same
//! [`GameView`] a game in progress shows, and its review by the analysis
//! engine where the game has one.

use super::view::{self, DieView, GameView, Phase};
use super::{MoveHint, SessionError};
use crate::ai::analysis::{self, Verdict};
use crate::ai::{self, Cancel};
use crate::game::{AnyGame, Mark};
use crate::store::StoredGame;

pub struct Replay {
    stored: StoredGame,
    game: AnyGame,
}

impl Replay {
    /// The stored game with its record read; a record that does not read is
    /// damage in the store and named so.
    pub fn new(stored: StoredGame) -> Result<Replay, String> {
        let game = AnyGame::from_record(stored.game.variant, &stored.game.record)
            .map_err(|e| format!("game {}: {e}", stored.id))?;
        Ok(Replay { stored, game })
    }

    pub fn stored(&self) -> &StoredGame {
        &self.stored
    }

    pub fn game(&self) -> &AnyGame {
        &self.game
    }

    /// How many plies the game has; views go from 0 (the start) to this.
    pub fn plies(&self) -> usize {
        self.game.state().plies()
    }

    /// The board after `ply` plies, with the move that led there and, in
    /// EinStein, its roll.
    pub fn view(&self, ply: usize) -> Option<GameView> {
        let game = self.game.state();
        let board = game.board_after(ply)?;
        let last = ply.checked_sub(1).and_then(|index| game.move_squares(index));
        let marks: Vec<(String, Mark)> =
            last.iter().flat_map(|(from, to)| [(from.clone(), Mark::LastFrom), (to.clone(), Mark::LastTo)]).collect();
        let die_of =
            |roll: Option<crate::einstein::Die>| roll.map_or(DieView::NoRoll, |die| DieView::Value(die.value()));
        let die = match &self.game {
            AnyGame::Einstein(game) => {
                Some(ply.checked_sub(1).map_or(DieView::NotRolled, |index| die_of(game.plies()[index].roll)))
            }
            AnyGame::Quattro(game) => {
                Some(ply.checked_sub(1).map_or(DieView::NotRolled, |index| die_of(game.plies()[index].roll)))
            }
            AnyGame::Koenigszabel(_) => None,
        };
        Some(GameView {
            variant: self.stored.game.variant,
            board: board.marked(&marks),
            seats: view::seats(self.stored.game.variant, &self.stored.game.players, None, &[]),
            phase: Phase::Over,
            die,
            result: (ply == self.plies()).then(|| self.stored.game.ending.clone()),
            rated: self.stored.game.rated.is_some(),
            game_id: Some(self.stored.id),
            rating_change: self.stored.rating_change,
            moves: game.move_texts()[..ply].to_vec(),
            movers: (0..ply).filter_map(|index| game.mover(index)).collect(),
            last_move: last,
            can_undo: false,
        })
    }

    /// Every ply judged by the analysis engine (win probability of the move
    /// played against the best); cancelled, it returns what it has.
    pub fn review(
        &self,
        cancel: &Cancel,
        progress: impl FnMut(usize, usize),
    ) -> Result<Vec<ReviewedPly>, SessionError> {
        Ok(match &self.game {
            AnyGame::Einstein(game) => analysis::review(game, cancel, progress)?
                .into_iter()
                .map(|ply| ReviewedPly {
                    number: ply.number,
                    roll: ply.roll.map(|die| die.value()),
                    played: MoveHint::einstein(ply.played.mv, ply.played.win_probability),
                    best: MoveHint::einstein(ply.best.mv, ply.best.win_probability),
                    loss: ply.loss,
                    verdict: ply.verdict,
                })
                .collect(),
            AnyGame::Koenigszabel(game) => ai::tafl::analysis::review(game, cancel, progress)?
                .into_iter()
                .map(|ply| ReviewedPly {
                    number: ply.number,
                    roll: None,
                    played: MoveHint::tafl(ply.played.0, ply.played.1),
                    best: MoveHint::tafl(ply.best.0, ply.best.1),
                    loss: ply.loss,
                    verdict: ply.verdict,
                })
                .collect(),
            // No engine judges games of three and four players yet.
            AnyGame::Quattro(_) => return Err(SessionError::NoReview(self.stored.game.variant)),
        })
    }
}

/// One ply of a reviewed game, of any variant.
#[derive(Clone, PartialEq, Debug)]
pub struct ReviewedPly {
    /// 1-based, as in the record.
    pub number: usize,
    /// EinStein's die; `None` when nothing was rolled (one stone left, or a game without dice).
    pub roll: Option<u8>,
    pub played: MoveHint,
    pub best: MoveHint,
    /// Win probability given away by the move played, 0..1.
    pub loss: f64,
    pub verdict: Verdict,
}
