//! The computer's turn: which engine sits at a seat, what it is asked, and
//! the search off the caller's thread, cancellable, with progress.

use std::time::Duration;

use rand::Rng;

use super::turn::{Chosen, Table};
use super::view::{GameView, Phase};
use super::{Session, SessionError};
use crate::ai::{self, Budget, Cancel, levels};
use crate::einstein::{self, Roll, quattro};
use crate::game::PlayerKind;
use crate::game::Variant;
use crate::tafl;

/// A level of either game.
#[derive(Clone, Copy, Debug)]
pub(super) enum LevelRef {
    Einstein(&'static levels::Level),
    Koenigszabel(&'static ai::tafl::Level),
    Quattro(&'static ai::quattro::Level),
}

impl LevelRef {
    /// The level a player kind names in `variant`; `None` for a human.
    pub(super) fn of(variant: Variant, kind: PlayerKind) -> Result<Option<LevelRef>, SessionError> {
        let PlayerKind::Computer { level } = kind else { return Ok(None) };
        let found = match variant {
            Variant::Einstein => levels::by_number(level).map(LevelRef::Einstein),
            Variant::Koenigszabel => ai::tafl::by_number(level).map(LevelRef::Koenigszabel),
            Variant::QuattroDiagonal | Variant::QuattroLongline | Variant::Trio => {
                ai::quattro::by_number(level).map(LevelRef::Quattro)
            }
        };
        found.map(Some).ok_or(SessionError::NoSuchLevel(level))
    }

    pub(super) fn number(self) -> u8 {
        match self {
            LevelRef::Einstein(level) => level.number,
            LevelRef::Koenigszabel(level) => level.number,
            LevelRef::Quattro(level) => level.number,
        }
    }

    /// The measured rating (R1); `None` until measured.
    pub(super) fn rating(self) -> Option<f64> {
        match self {
            LevelRef::Einstein(level) => level.rating().map(|rating| rating.rating),
            LevelRef::Koenigszabel(level) => level.rating(),
            // R2 as amended: the games of three and four are not rated.
            LevelRef::Quattro(_) => None,
        }
    }

    fn budget(self) -> Budget {
        match self {
            LevelRef::Einstein(level) => level.budget,
            LevelRef::Koenigszabel(level) => level.budget,
            LevelRef::Quattro(level) => level.budget,
        }
    }

    pub(super) fn engine(self, seed: u64) -> Computer {
        match self {
            LevelRef::Einstein(level) => Computer::Einstein(level.engine(seed)),
            LevelRef::Koenigszabel(level) => Computer::Koenigszabel(level.engine(seed)),
            LevelRef::Quattro(level) => Computer::Quattro(level.engine(seed)),
        }
    }
}

/// The engine at a computer's seat, made afresh for each of its turns.
pub(super) enum Computer {
    Einstein(Box<dyn ai::Engine>),
    Koenigszabel(Box<dyn ai::tafl::Engine>),
    Quattro(Box<dyn ai::quattro::Engine>),
}

/// What the computer is asked: its engine and a copy of what it looks at.
enum Job {
    Einstein { engine: Box<dyn ai::Engine>, position: einstein::Position, roll: Roll },
    Koenigszabel { engine: Box<dyn ai::tafl::Engine>, game: tafl::Game },
    Quattro { engine: Box<dyn ai::quattro::Engine>, game: Box<quattro::Game>, roll: Roll },
}

impl Job {
    fn run(self, budget: &Budget, cancel: &Cancel) -> Result<Chosen, SessionError> {
        match self {
            Job::Einstein { mut engine, position, roll } => {
                Ok(Chosen::Einstein(engine.decide(&position, roll, budget, cancel)?.mv))
            }
            Job::Koenigszabel { mut engine, game } => {
                Ok(Chosen::Koenigszabel(engine.decide(&game, budget, cancel)?.mv))
            }
            Job::Quattro { mut engine, game, roll } => {
                Ok(Chosen::Quattro(engine.decide(&game, roll, budget, cancel)?.mv))
            }
        }
    }
}

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
        let (job, budget, cancel) = {
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
            let level = LevelRef::of(state.config.variant(), state.config.player(seat))?.expect("a computer's turn");
            let rolled = state.table.needs_roll();
            if rolled {
                let mut rng = state.turn_rng(super::DICE);
                state.table.roll(&mut rng)?;
            }
            // A fresh engine every turn, seeded by the game's seed and the
            // ply: the same game plays the same after a resume.
            let engine = level.engine(state.turn_rng(super::ENGINE).random());
            let job = match (&state.table, engine) {
                (Table::Einstein(turn), Computer::Einstein(engine)) => {
                    let roll = turn.rolled().expect("rolled above");
                    Job::Einstein { engine, position: *turn.game.position(), roll }
                }
                (Table::Koenigszabel { game, .. }, Computer::Koenigszabel(engine)) => {
                    Job::Koenigszabel { engine, game: game.clone() }
                }
                (Table::Quattro(turn), Computer::Quattro(engine)) => {
                    let roll = turn.rolled().expect("rolled above");
                    Job::Quattro { engine, game: Box::new(turn.game.clone()), roll }
                }
                _ => return Err(SessionError::Internal("an engine of another game".to_owned())),
            };
            let cancel = Cancel::new();
            state.thinking = Some(cancel.clone());
            // The roll is saved and shown before the computer thinks about it.
            if rolled && let Err(error) = self.changed(state) {
                self.lock().stops_thinking(&cancel);
                return Err(error);
            }
            (job, level.budget(), cancel)
        };
        let mut thinking = Thinking { session: self, cancel: cancel.clone(), finished: false };
        let search = {
            let cancel = cancel.clone();
            tokio::task::spawn_blocking(move || job.run(&budget, &cancel))
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
            Err(error) => return Err(SessionError::Internal(format!("the computer's search failed: {error}"))),
        };
        if cancel.is_cancelled() || state.is_over() {
            return Ok(self.notify(state));
        }
        state.table.play_chosen(chosen?)?;
        self.changed(state)
    }
}
