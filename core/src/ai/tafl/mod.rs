//! Königszabel's computer players. They share EinStein's [`Budget`] and
//! [`Cancel`] but decide on a whole [`Game`], whose history the rules of
//! repetition (K8.4) and quiet plies (K8.5) need.

pub mod analysis;
pub mod eval;
pub mod features;
pub mod learned;
mod levels;
mod random;
mod search;
mod temperate;
mod zobrist;

pub use levels::{
    EngineKind, LEVELS, Lean, Level, attackers_advantage, attackers_advantage_against, by_number, leans, ratings,
};
pub use random::RandomMover;
pub use search::{AlphaBeta, Evaluation, plies_to_win};
pub use temperate::Temperate;

use super::{Budget, Cancel};
use crate::tafl::{Game, Move, PlayError};

/// A move chosen, with how sure the engine is about each candidate.
#[derive(Clone, PartialEq, Debug)]
pub struct Decision {
    pub mv: Move,
    /// Every legal move with the engine's score for the mover, best first.
    pub scores: Vec<(Move, f64)>,
    pub nodes: u64,
}

pub trait Engine: Send {
    fn name(&self) -> String;

    /// A legal move of the side to move, within the budget.
    fn decide(&mut self, game: &Game, budget: &Budget, cancel: &Cancel) -> Result<Decision, PlayError>;
}
