//! The uniformly random mover, and the random playouts other engines and
//! tests use.

use crate::dice::DicePosition;
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

use super::{Decision, Quattro};
use crate::ai::Engine;
use crate::ai::{Budget, Cancel};
use crate::dice::Setup;
use crate::dice::{Die, Roll};
use crate::quattro::{Game, Outcome, PlayError, Position, Seat};

pub struct RandomMover {
    rng: SmallRng,
}

impl RandomMover {
    pub fn new(seed: u64) -> RandomMover {
        RandomMover { rng: SmallRng::seed_from_u64(seed) }
    }

    /// [`Engine::decide`] on a bare position.
    pub fn decide_position(&mut self, position: &Position, roll: Roll) -> Result<Decision, PlayError> {
        let moves = position.legal_moves(roll)?;
        Ok(Decision { mv: moves[self.rng.random_range(0..moves.len())], nodes: 1 })
    }
}

impl Engine<Quattro> for RandomMover {
    fn name(&self) -> String {
        "random".to_owned()
    }

    fn setup(&mut self, _seat: Seat) -> Setup {
        Setup::random(&mut self.rng)
    }

    fn decide(&mut self, game: &Game, roll: Roll, _budget: &Budget, _cancel: &Cancel) -> Result<Decision, PlayError> {
        self.decide_position(game.position(), roll)
    }
}

/// Rolls for the seat to move: a die, or nothing with one stone left (E4.1).
pub fn roll_for<R: Rng + ?Sized>(position: &Position, rng: &mut R) -> Roll {
    position.needs_roll().then(|| Die::roll(rng))
}

/// Plays uniformly random moves from `position` to the end of the game.
pub fn playout<R: Rng + ?Sized>(mut position: Position, rng: &mut R) -> Outcome {
    loop {
        if let Some(outcome) = position.outcome() {
            return outcome;
        }
        let own = position.stones(position.turn());
        let choosable = if own.len() == 1 { own } else { own.choosable(Die::roll(rng).stone()) };
        let moves = position.moves_of(choosable);
        position.play_unchecked(&moves[rng.random_range(0..moves.len())]);
    }
}
