//! How a search values the positions at its horizon: each evaluation as a
//! choice a level or an arena player names.

use std::sync::Arc;

use super::{eval, heuristic, ntuple};
use crate::einstein::Position;

/// A value in [-1, 1] for the side to move, −1 once the game is over.
pub type Evaluation = Arc<dyn Fn(&Position) -> f64 + Send + Sync>;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Leaves {
    /// The race model of [`eval`].
    RaceModel,
    /// The n-tuple network of [`ntuple`], trained by TD(λ).
    NTuple,
    /// The one-ply heuristic's judgement of [`heuristic`], squashed: what
    /// the middle levels see at the end of their short searches.
    Heuristic,
}

impl Leaves {
    pub fn evaluation(self) -> Evaluation {
        match self {
            Leaves::RaceModel => Arc::new(eval::evaluate),
            Leaves::NTuple => Arc::new(ntuple::evaluate),
            Leaves::Heuristic => Arc::new(heuristic::leaf),
        }
    }

    /// Appended to a player's name in the arena's tables.
    pub fn describe(self) -> &'static str {
        match self {
            Leaves::RaceModel => "",
            Leaves::NTuple => ", n-tuple network",
            Leaves::Heuristic => ", the heuristic's judgement",
        }
    }
}
