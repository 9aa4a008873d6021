//! A finished game to step through, ply by ply, as the same [`GameView`] a
//! game in progress shows, and its review by the analysis engine.

use super::view::{self, DieView, EndReason, GameResult, GameView, Highlight, Phase};
use crate::ai::Cancel;
use crate::ai::analysis::{self, PlyReview};
use crate::einstein::{Game, PlayError, Position, WinReason};
use crate::store::StoredGame;

pub struct Replay {
    stored: StoredGame,
    game: Game,
    positions: Vec<Position>,
}

impl Replay {
    pub fn new(stored: StoredGame, game: Game) -> Replay {
        let positions = game.positions();
        Replay { stored, game, positions }
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
        let position = self.positions.get(ply)?;
        let last = ply.checked_sub(1).map(|i| &self.game.plies()[i]);
        let marks: Vec<_> =
            last.map(|p| vec![(p.mv.from, Highlight::LastFrom), (p.mv.to, Highlight::LastTo)]).unwrap_or_default();
        let at_end = ply == self.plies();
        Some(GameView {
            cells: view::cells(position, &marks),
            die: last.map_or(DieView::NotRolled, |p| p.roll.map_or(DieView::NoRoll, |die| DieView::Value(die.value()))),
            turn: position.turn(),
            red: self.stored.game.red,
            blue: self.stored.game.blue,
            phase: Phase::Over,
            result: at_end.then(|| self.result()),
            rated: self.stored.game.rated.is_some(),
            game_id: Some(self.stored.id),
            rating_change: self.stored.rating_change,
            moves: self.game.plies()[..ply].iter().map(view::ply_text).collect(),
            last_move: last.map(|p| (p.mv.from, p.mv.to)),
            can_undo: false,
        })
    }

    fn result(&self) -> GameResult {
        let reason = match self.game.outcome() {
            _ if self.stored.game.resigned => EndReason::Resigned,
            Some(outcome) if outcome.reason == WinReason::CapturedAll => EndReason::CapturedAll,
            _ => EndReason::ReachedCorner,
        };
        GameResult { winner: self.stored.game.winner, reason }
    }

    /// Every ply judged by the analysis engine (win probability of the move
    /// played against the best); cancelled, it returns what it has.
    pub fn review(&self, cancel: &Cancel, progress: impl FnMut(usize, usize)) -> Result<Vec<PlyReview>, PlayError> {
        analysis::review(&self.game, cancel, progress)
    }
}
