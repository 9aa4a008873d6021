//! Hints: the analysis engine's view of every move of the human's turn,
//! worked out off the caller's thread and cancellable, like the computer's
//! turn. A hint that is shown makes the game unrated (R2); one that is
//! cancelled, or outdated by a move meanwhile, does not.

use super::turn::Table;
use super::view::Phase;
use super::{MoveHint, Session, SessionError};
use crate::ai::{Cancel, analysis};

/// Cancels the search when the caller stops waiting (a dropped future).
struct CancelOnDrop(Cancel);

impl Drop for CancelOnDrop {
    fn drop(&mut self) {
        self.0.cancel();
    }
}

impl Session {
    /// Every move of the human's roll with its win probability, best first.
    pub async fn hint(&self) -> Result<Vec<MoveHint>, SessionError> {
        let (position, roll, record, cancel) = {
            let state = self.lock();
            match state.phase() {
                Phase::Over => return Err(SessionError::GameOver),
                Phase::ComputerTurn => return Err(SessionError::ComputersTurn),
                Phase::Roll => return Err(SessionError::RollFirst),
                Phase::ChoosePiece | Phase::ChooseTarget => {}
            }
            let Table::Einstein { game, roll, .. } = &state.table else {
                return Err(SessionError::NoHints(state.config.variant()));
            };
            let roll = if game.position().needs_roll() { roll.ok_or(SessionError::RollFirst)? } else { None };
            let cancel = Cancel::new();
            *self.hint_cancel.lock().unwrap_or_else(|p| p.into_inner()) = cancel.clone();
            (*game.position(), roll, game.to_record(), cancel)
        };
        let _stop = CancelOnDrop(cancel.clone());
        let search = {
            let cancel = cancel.clone();
            tokio::task::spawn_blocking(move || analysis::hint(&position, roll, &cancel))
        };
        let decision =
            search.await.map_err(|error| SessionError::Internal(format!("the analysis failed: {error}")))??;
        let mut state = self.lock();
        let Table::Einstein { game, roll: now, .. } = &state.table else { return Err(SessionError::HintCancelled) };
        if cancel.is_cancelled() || game.to_record() != record || (game.position().needs_roll() && *now != Some(roll)) {
            return Err(SessionError::HintCancelled);
        }
        state.unrated = true;
        self.changed(state)?;
        Ok(decision.stats.iter().map(|s| MoveHint { mv: s.mv, win_probability: s.win_probability }).collect())
    }

    /// Stops the hint being worked out; it then answers
    /// [`SessionError::HintCancelled`].
    pub fn cancel_hint(&self) {
        self.hint_cancel.lock().unwrap_or_else(|p| p.into_inner()).cancel();
    }
}
