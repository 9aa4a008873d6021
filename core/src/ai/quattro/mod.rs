//! Computer players for EinStein with three and four players (RULES.md
//! Part Q). They share the two-player game's [`Budget`] and [`Cancel`], but
//! decide on a [`Game`] for whichever seat is to move, so one engine can sit
//! at any corner of any seating.
//!
//! - [`RandomMover`]: uniformly random moves, the anchor of the scale.
//! - [`Heuristic`]: one ply with the team in mind.
//! - [`Search`]: search over the dice with teams (see its module).
//! - [`LEVELS`]: engines with budgets and names, as data; `zabel-lab quattro arena` measures
//!   them, team against team with duplicate dice.

mod eval;
mod heuristic;
mod levels;
mod random;
mod search;

#[cfg(test)]
mod tests;

pub use eval::{chance_outcomes, evaluate, winning_move};
pub use heuristic::Heuristic;
pub use levels::{EngineKind, LEVELS, Level, by_number};
pub use random::{RandomMover, playout, roll_for};
pub use search::Search;

use crate::ai::Contest;
use crate::dice::Roll;
use crate::dice::Setup;
use crate::quattro::{Game, Move, PlayError, Quattro, Seat};

/// An engine's answer for one turn.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Decision {
    pub mv: Move,
    /// Nodes or iterations spent.
    pub nodes: u64,
}

/// The games of three and four as their engines see them: the game, the
/// turn's roll, and six stones a seat to arrange (E3 as in Q1). An engine
/// decides for whichever seat is to move.
impl Contest for Quattro {
    type State = Game;
    type Turn = Roll;
    type Seat = Seat;
    type Setup = Setup;
    type Decision = Decision;
    type Error = PlayError;
}
