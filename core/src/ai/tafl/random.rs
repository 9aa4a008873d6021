//! The uniformly random mover: the anchor of Königszabel's rating scale (R1).

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

use super::{Decision, Koenigszabel};
use crate::ai::Engine;
use crate::ai::{Budget, Cancel};
use crate::tafl::{Game, PlayError, Side};

pub struct RandomMover {
    rng: SmallRng,
}

impl RandomMover {
    pub fn new(seed: u64) -> RandomMover {
        RandomMover { rng: SmallRng::seed_from_u64(seed) }
    }
}

impl Engine<Koenigszabel> for RandomMover {
    fn name(&self) -> String {
        "random".to_owned()
    }

    fn setup(&mut self, _side: Side) {}

    fn decide(&mut self, game: &Game, _turn: (), _budget: &Budget, _cancel: &Cancel) -> Result<Decision, PlayError> {
        if game.is_over() {
            return Err(PlayError::GameOver);
        }
        let moves = game.position().legal_moves();
        let mv = moves[self.rng.random_range(0..moves.len())];
        // It knows nothing: every move scores the same.
        Ok(Decision { mv, scores: moves.iter().map(|&m| (m, 0.5)).collect(), nodes: moves.len() as u64 })
    }
}
