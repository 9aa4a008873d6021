//! The computer's turn: which engine sits at a seat, what it is asked, and
//! the search off the caller's thread, cancellable, with progress.

use std::time::Duration;

use rand::Rng;

use super::view::GameView;
use super::{Session, SessionError};
use crate::ai::Cancel;
use crate::game::{Phase, PlayerKind, Thought};

/// A computer's turn whose future is dropped before the search returns (a
/// cancelled Kotlin coroutine) stops the search, and the session may think
/// again; the turn stays unplayed.
struct Thinking<'a> {
    session: &'a Session,
    cancel: Cancel,
    finished: bool,
}

impl Drop for Thinking<'_> {
    fn drop(&mut self) {
        if !self.finished {
            self.cancel.cancel();
            self.session.lock().stops_thinking(&self.cancel);
        }
    }
}

impl Session {
    /// Plays the computer's turn: rolls (in dice games), thinks off the
    /// caller's thread, moves. Cancelled (by [`Session::cancel_ai`]), it
    /// returns with the turn unplayed.
    pub async fn ai_turn(&self) -> Result<GameView, SessionError> {
        let cancel = Cancel::new();
        let thought = {
            let mut state = self.lock();
            match state.phase() {
                Phase::Over => return Err(SessionError::GameOver),
                Phase::ComputerTurn => {}
                _ => return Err(SessionError::NotComputersTurn),
            }
            if state.thinking.is_some() {
                return Err(SessionError::AlreadyThinking);
            }
            let seat = state.table.game().seat_to_move();
            let PlayerKind::Computer { level } = state.config.player(seat) else {
                return Err(SessionError::internal("a person's turn taken for the computer's".to_owned()));
            };
            let rolled = state.table.needs_roll();
            if rolled {
                let mut rng = state.turn_rng(super::DICE);
                state.table.roll(&mut rng)?;
            }
            // A fresh engine every turn, seeded by the game's seed and the
            // ply: the same game plays the same after a resume.
            let thought = state.table.think(level, state.turn_rng(super::ENGINE).random())?;
            state.thinking = Some(cancel.clone());
            // The roll is saved and shown before the computer thinks about it.
            if rolled && let Err(error) = self.changed(state) {
                self.lock().stops_thinking(&cancel);
                return Err(error);
            }
            thought
        };
        let Thought { budget, search } = thought;
        let mut thinking = Thinking { session: self, cancel: cancel.clone(), finished: false };
        let search = {
            let cancel = cancel.clone();
            tokio::task::spawn_blocking(move || search.run(&cancel))
        };
        tokio::pin!(search);
        let joined = loop {
            tokio::select! {
                joined = &mut search => break joined,
                () = tokio::time::sleep(Duration::from_millis(50)) => {
                    let listener = self.listener.lock().unwrap_or_else(|p| p.into_inner()).clone();
                    if let Some(listener) = listener {
                        let by_nodes = cancel.nodes_spent() as f64 / budget.nodes.max(1) as f64;
                        listener.thinking(by_nodes.min(1.0));
                    }
                }
            }
        };
        thinking.finished = true;
        let mut state = self.lock();
        state.stops_thinking(&cancel);
        let chosen = match joined {
            Ok(chosen) => chosen,
            Err(error) => return Err(SessionError::internal(format!("the computer's search failed: {error}"))),
        };
        if cancel.is_cancelled() || state.is_over() {
            return Ok(self.notify(state));
        }
        state.table.play_chosen(chosen?)?;
        self.changed(state)
    }
}
