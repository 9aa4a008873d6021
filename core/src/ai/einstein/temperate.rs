//! A player of some strength, not a machine that sometimes goes blind: it
//! searches every move over the dice to a small depth and then chooses among
//! them with a temperature, so its mistakes are plausible moves a little
//! worse than the best, more often the hotter it plays. A guarded one never
//! misses a move that wins at once and never leaves the opponent a win in
//! one (whatever the opponent rolls) while another move avoids it: those
//! are the mistakes a person reads as a broken program, not a weaker one.

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

use super::expectimax::Expectimax;
use super::leaves::Leaves;
use super::setups::SetupPolicy;
use super::{Budget, Cancel, Decision, Einstein, MoveStat, chance_outcomes, winning_move};
use crate::ai::Engine;
use crate::einstein::{DicePosition, Move, PlayError, Position, Roll, Setup, Side};

pub struct Temperate {
    search: Expectimax,
    depth: u32,
    /// In points of winning chance (0..1): a move this much worse than the
    /// best is chosen e (≈ 2.7) times less often.
    temperature: f64,
    guarded: bool,
    rng: SmallRng,
}

impl Temperate {
    pub fn new(depth: u32, temperature: f64, guarded: bool, setups: SetupPolicy, seed: u64) -> Temperate {
        Temperate {
            search: Expectimax::new(depth, false, setups, seed).with_evaluation(Leaves::Heuristic.evaluation()),
            depth,
            temperature,
            guarded,
            rng: SmallRng::seed_from_u64(seed ^ 0x7e3a_9c1d),
        }
    }

    /// Picks among the searched moves, best first.
    fn choose(&mut self, position: &Position, stats: &[MoveStat]) -> Move {
        if self.guarded {
            let moves: Vec<Move> = stats.iter().map(|stat| stat.mv).collect();
            if let Some(win) = winning_move(position, &moves) {
                return win;
            }
        }
        let safe: Vec<MoveStat> =
            stats.iter().copied().filter(|stat| !self.guarded || !leaves_a_win(position, &stat.mv)).collect();
        // When every move leaves a win, the search's values decide alone.
        let candidates = if safe.is_empty() { stats.to_vec() } else { safe };
        if self.temperature <= 0.0 {
            return candidates[0].mv;
        }
        let top = candidates[0].win_probability;
        let weights: Vec<f64> =
            candidates.iter().map(|stat| ((stat.win_probability - top) / self.temperature).exp()).collect();
        let mut pick = self.rng.random::<f64>() * weights.iter().sum::<f64>();
        for (stat, weight) in candidates.iter().zip(&weights) {
            if pick < *weight {
                return stat.mv;
            }
            pick -= weight;
        }
        candidates[candidates.len() - 1].mv
    }
}

/// Whether after `mv` some roll gives the opponent a move that wins at once.
pub fn leaves_a_win(position: &Position, mv: &Move) -> bool {
    let mut after = *position;
    after.play_unchecked(mv);
    !after.is_over()
        && chance_outcomes(&after).iter().any(|&(stones, _)| winning_move(&after, &after.moves_of(stones)).is_some())
}

impl Engine<Einstein> for Temperate {
    fn name(&self) -> String {
        let guard = if self.guarded { ", guarded" } else { "" };
        format!("temperate-d{} at {}{guard}", self.depth, self.temperature)
    }

    fn setup(&mut self, side: Side) -> Setup {
        self.search.setup(side)
    }

    fn decide(
        &mut self,
        position: &Position,
        roll: Roll,
        budget: &Budget,
        cancel: &Cancel,
    ) -> Result<Decision, PlayError> {
        let mut decision = self.search.decide(position, roll, budget, cancel)?;
        // The estimates stay the search's; only the move is chosen warmly.
        decision.mv = self.choose(position, &decision.stats);
        Ok(decision)
    }
}
