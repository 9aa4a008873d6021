//! Hints: the analysis engine's view of every move of the human's turn,
//! worked out off the caller's thread and cancellable, like the computer's
//! turn. A hint that is shown makes the game unrated (R2); one that is
//! cancelled, or outdated by a move meanwhile, does not.

use super::{MoveHint, Session, SessionError};
use crate::ai::Cancel;
use crate::game::{Phase, TurnError};

/// The hint under way, if any. A cancel that arrives before the hint has
/// started (the app's task not yet running) is kept for it, until the
/// next move.
#[derive(Default)]
pub(super) struct HintControl {
    running: Option<Cancel>,
    cancelled_early: bool,
}

/// Ends the hint's run: cancels the search when the caller stops waiting
/// (a dropped future), and lets a later cancel wait for the next hint.
struct Running<'a> {
    session: &'a Session,
    cancel: Cancel,
}

impl Drop for Running<'_> {
    fn drop(&mut self) {
        self.cancel.cancel();
        self.session.hint_control.lock().unwrap_or_else(|p| p.into_inner()).running = None;
    }
}

impl Session {
    /// Every move of the human's turn with its win probability, best first.
    pub async fn hint(&self) -> Result<Vec<MoveHint>, SessionError> {
        let (question, record, roll, cancel) = {
            let state = self.lock();
            match state.phase() {
                Phase::Over => return Err(SessionError::GameOver),
                Phase::ComputerTurn => return Err(SessionError::ComputersTurn),
                Phase::Roll => return Err(TurnError::RollFirst.into()),
                Phase::ChoosePiece | Phase::ChooseTarget => {}
            }
            let question = state.table.hint()?;
            let roll = state.table.saved_roll();
            let cancel = Cancel::new();
            let mut control = self.hint_control.lock().unwrap_or_else(|p| p.into_inner());
            if std::mem::take(&mut control.cancelled_early) {
                return Err(SessionError::HintCancelled);
            }
            control.running = Some(cancel.clone());
            (question, state.table.game().to_record(), roll, cancel)
        };
        let _running = Running { session: self, cancel: cancel.clone() };
        let search = {
            let cancel = cancel.clone();
            tokio::task::spawn_blocking(move || question.run(&cancel))
        };
        let hints = search.await.map_err(|error| SessionError::internal(format!("the analysis failed: {error}")))??;
        let mut state = self.lock();
        let same_roll = state.table.saved_roll() == roll;
        if cancel.is_cancelled() || state.table.game().to_record() != record || !same_roll {
            return Err(SessionError::HintCancelled);
        }
        state.unrate(super::NotRated::Hint);
        self.changed(state)?;
        Ok(hints)
    }
    /// Stops the hint being worked out, or the one about to start; it then
    /// answers [`SessionError::HintCancelled`].
    pub fn cancel_hint(&self) {
        let mut control = self.hint_control.lock().unwrap_or_else(|p| p.into_inner());
        match &control.running {
            Some(cancel) => cancel.cancel(),
            None => control.cancelled_early = true,
        }
    }

    pub(super) fn forget_early_hint_cancel(&self) {
        self.hint_control.lock().unwrap_or_else(|p| p.into_inner()).cancelled_early = false;
    }
}
