//! How a search values the positions at its horizon: each evaluation as a
//! choice a level or an arena player names.

use super::{eval, learned, ntuple, race};
use crate::einstein::Position;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Leaves {
    /// The race model of [`eval`].
    RaceModel,
    /// The logistic model of [`learned`].
    Learned,
    /// The race without captures, solved exactly ([`race`]).
    ExactRace,
    /// The n-tuple network of [`ntuple`], trained by TD(λ).
    NTuple,
}

impl Leaves {
    /// The value in [-1, 1] for the side to move, −1 once the game is over.
    pub fn evaluation(self) -> fn(&Position) -> f64 {
        match self {
            Leaves::RaceModel => eval::evaluate,
            Leaves::Learned => learned::evaluate,
            Leaves::ExactRace => race::evaluate,
            Leaves::NTuple => ntuple::evaluate,
        }
    }

    /// Appended to a player's name in the arena's tables.
    pub fn describe(self) -> &'static str {
        match self {
            Leaves::RaceModel => "",
            Leaves::Learned => ", learned evaluation",
            Leaves::ExactRace => ", exact race",
            Leaves::NTuple => ", n-tuple network",
        }
    }
}
