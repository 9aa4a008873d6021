//! Königszabel's computer players. They keep every game's
//! [`Engine`](super::Engine) contract, deciding on a whole [`Game`], whose
//! history the rules of repetition (K8.4) and quiet plies (K8.5) need.

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

use super::Contest;
use crate::tafl::{Game, Koenigszabel, Move, PlayError, Side};

/// A move chosen, with how sure the engine is about each candidate.
#[derive(Clone, PartialEq, Debug)]
pub struct Decision {
    pub mv: Move,
    /// Every legal move with the engine's score for the mover, best first.
    pub scores: Vec<(Move, f64)>,
    pub nodes: u64,
}

/// Königszabel as its engines see it: the whole game, nothing a turn
/// brings besides, and nothing to arrange (the rules place the pieces).
impl Contest for Koenigszabel {
    type State = Game;
    type Turn = ();
    type Seat = Side;
    type Setup = ();
    type Decision = Decision;
    type Error = PlayError;
}
