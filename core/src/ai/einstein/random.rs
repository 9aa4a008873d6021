//! The uniformly random mover: the anchor of the rating scale (R1), and the
//! playout policy of Monte-Carlo search.

use crate::einstein::DicePosition;
use rand::Rng;
use rand::SeedableRng;
use rand::rngs::SmallRng;

use super::{Budget, Cancel, Decision, Einstein, MoveStat};
use crate::ai::Engine;
use crate::einstein::{Die, Outcome, PlayError, Position, Roll, Setup, Side};

pub struct RandomMover {
    rng: SmallRng,
}

impl RandomMover {
    pub fn new(seed: u64) -> RandomMover {
        RandomMover { rng: SmallRng::seed_from_u64(seed) }
    }
}

impl Engine<Einstein> for RandomMover {
    fn name(&self) -> String {
        "random".to_owned()
    }

    fn setup(&mut self, _side: Side) -> Setup {
        Setup::random(&mut self.rng)
    }

    fn decide(
        &mut self,
        position: &Position,
        roll: Roll,
        _budget: &Budget,
        _cancel: &Cancel,
    ) -> Result<Decision, PlayError> {
        let moves = position.legal_moves(roll)?;
        let pick = self.rng.random_range(0..moves.len());
        // It knows nothing: every move is a coin flip, the picked one first.
        let stats = std::iter::once(pick).chain((0..moves.len()).filter(|&i| i != pick));
        let stats = stats.map(|i| MoveStat { mv: moves[i], win_probability: 0.5, visits: 0 }).collect();
        Ok(Decision::from_stats(stats, 1, 0))
    }
}

/// Rolls for the side to move: a die, or nothing with one stone left (E4.1).
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
