//! Computer players for EinStein.
//!
//! [`Player`] is the small trait every engine implements: it arranges its
//! stones (E3) and picks a move for a position and a roll.

pub mod heuristic;
pub mod random;

use crate::einstein::{Move, PlayError, Position, Roll, Setup, Side};

pub trait Player {
    /// A short name for menus, logs and the TCG `name` command.
    fn name(&self) -> String;

    /// The arrangement of its six stones (E3).
    fn setup(&mut self, side: Side) -> Setup;

    /// A legal move of the side to move after `roll`; fails only when the
    /// roll does not fit the position or the game is over.
    fn choose(&mut self, position: &Position, roll: Roll) -> Result<Move, PlayError>;
}
