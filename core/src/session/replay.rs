//! A finished game to step through, ply by ply, as the same [`GameView`] a
//! game in progress shows, and its review by the analysis engine.

use super::view::{self, DieView, GameView, Phase};
use crate::ai::Cancel;
use crate::ai::analysis::{self, PlyReview};
use crate::einstein::{Game, PlayError};
use crate::game::{EndReason, Ending, GameState, Mark, Seat, Variant};
use crate::store::StoredGame;

pub struct Replay {
    stored: StoredGame,
    game: Game,
}

impl Replay {
    pub fn new(stored: StoredGame, game: Game) -> Replay {
        Replay { stored, game }
    }

    pub fn stored(&self) -> &StoredGame {
        &self.stored
    }

    pub fn game(&self) -> &Game {
        &self.game
    }

    /// How many plies the game has; views go from 0 (the start) to this.
    pub fn plies(&self) -> usize {
        self.game.plies().len()
    }

    /// The board after `ply` plies, with the move that led there and its roll.
    pub fn view(&self, ply: usize) -> Option<GameView> {
        let board = self.game.board_after(ply)?;
        let last = ply.checked_sub(1).map(|i| &self.game.plies()[i]);
        let marks: Vec<(String, Mark)> = last
            .map(|p| vec![(p.mv.from.to_string(), Mark::LastFrom), (p.mv.to.to_string(), Mark::LastTo)])
            .unwrap_or_default();
        let players = [self.stored.game.red, self.stored.game.blue];
        Some(GameView {
            variant: Variant::Einstein,
            board: board.marked(&marks),
            seats: view::seats(&players, None),
            phase: Phase::Over,
            die: Some(
                last.map_or(DieView::NotRolled, |p| p.roll.map_or(DieView::NoRoll, |die| DieView::Value(die.value()))),
            ),
            result: (ply == self.plies()).then(|| self.result()),
            rated: self.stored.game.rated.is_some(),
            game_id: Some(self.stored.id),
            rating_change: self.stored.rating_change,
            moves: self.game.move_texts()[..ply].to_vec(),
            last_move: last.map(|p| (p.mv.from.to_string(), p.mv.to.to_string())),
            can_undo: false,
        })
    }

    fn result(&self) -> Ending {
        let winner = Seat(self.stored.game.winner.index() as u8);
        let reason = match self.game.ending() {
            _ if self.stored.game.resigned => EndReason::Resigned,
            Some(ending) => ending.reason,
            None => EndReason::Resigned,
        };
        Ending::win(2, winner, reason)
    }

    /// Every ply judged by the analysis engine (win probability of the move
    /// played against the best); cancelled, it returns what it has.
    pub fn review(&self, cancel: &Cancel, progress: impl FnMut(usize, usize)) -> Result<Vec<PlyReview>, PlayError> {
        analysis::review(&self.game, cancel, progress)
    }
}
