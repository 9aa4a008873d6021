//! A player of some strength, not a machine that sometimes goes blind: it
//! searches every move to a small depth and then chooses among them with a
//! temperature, so its mistakes are plausible moves a little worse than the
//! best, more often the hotter it plays. A guarded one (the middle levels
//! up) never misses a win it has found and never plays into a loss it has
//! found while another move avoids it: with one ply and the quiescence that
//! is every one-move escape and king capture, taken or prevented.

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

use super::search::is_found_win;
use super::{AlphaBeta, Decision, Engine};
use crate::ai::{Budget, Cancel};
use crate::tafl::{Game, Move, PlayError};

pub struct Temperate {
    analyst: AlphaBeta,
    /// In hundredths of a man: a move this much worse than the best is
    /// chosen e (≈ 2.7) times less often.
    temperature: u32,
    guarded: bool,
    rng: SmallRng,
}

/// Found wins and losses count as this many hundredths of a man when an
/// unguarded player weighs them: a blunder stays possible, though rare.
const DECIDED: i32 = 1500;

impl Temperate {
    pub fn new(depth: u32, temperature: u32, guarded: bool, seed: u64) -> Temperate {
        Temperate { analyst: AlphaBeta::new(depth), temperature, guarded, rng: SmallRng::seed_from_u64(seed) }
    }

    /// Picks among moves valued best first.
    fn choose(&mut self, scored: &[(Move, i32)]) -> Move {
        let best = scored[0];
        if self.guarded && is_found_win(best.1) {
            return best.0;
        }
        let safe = |&&(_, score): &&(Move, i32)| !self.guarded || !is_found_win(-score);
        let candidates: Vec<(Move, i32)> = scored.iter().filter(safe).copied().collect();
        if candidates.is_empty() {
            // Every move loses: the longest defence, as a person would try.
            return best.0;
        }
        if self.temperature == 0 {
            return candidates[0].0;
        }
        let weighed = |score: i32| score.clamp(-DECIDED, DECIDED);
        let top = weighed(candidates[0].1);
        let weights: Vec<f64> = candidates
            .iter()
            .map(|&(_, score)| (f64::from(weighed(score) - top) / f64::from(self.temperature)).exp())
            .collect();
        let mut pick = self.rng.random::<f64>() * weights.iter().sum::<f64>();
        for (&(mv, _), weight) in candidates.iter().zip(&weights) {
            if pick < *weight {
                return mv;
            }
            pick -= weight;
        }
        candidates[candidates.len() - 1].0
    }
}

impl Engine for Temperate {
    fn name(&self) -> String {
        format!("{} at {}", self.analyst.name(), self.temperature)
    }

    fn decide(&mut self, game: &Game, budget: &Budget, cancel: &Cancel) -> Result<Decision, PlayError> {
        let (scored, nodes) = self.analyst.analyse_counting(game, budget, cancel)?;
        let mv = self.choose(&scored);
        let scores = scored.iter().map(|&(mv, score)| (mv, f64::from(score) / 100.0)).collect();
        Ok(Decision { mv, scores, nodes })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tafl::Rules;

    fn decide(engine: &mut Temperate, position: &str) -> Move {
        let game = Game::from_position(position.parse().unwrap());
        engine.decide(&game, &Budget::nodes(2_000_000), &Cancel::new()).unwrap().mv
    }

    /// The king on a4 runs to a1 (K8.1); a12 blocks the a-file upwards.
    const ESCAPE: &str = "13/a12/13/13/13/13/13/13/13/k12/13/13/4a8 d";
    /// The same, the attackers to move: only c3-a3 closes the route (a man
    /// on a2 would be taken against the castle).
    const CLOSE: &str = "13/a12/13/13/13/13/13/13/13/k12/2a10/13/4a8 a";

    #[test]
    fn a_guarded_player_however_hot_takes_a_one_move_escape() {
        for seed in 0..20 {
            let mut hot = Temperate::new(1, 100_000, true, seed);
            assert_eq!(decide(&mut hot, ESCAPE).to_string(), "a4-a1");
        }
    }

    #[test]
    fn a_guarded_player_however_hot_closes_the_one_open_route() {
        for seed in 0..20 {
            let mut hot = Temperate::new(1, 100_000, true, seed);
            assert_eq!(decide(&mut hot, CLOSE).to_string(), "c3-a3");
        }
    }

    #[test]
    fn an_unguarded_hot_player_sometimes_misses_what_a_cold_one_never_does() {
        let misses =
            (0..200).filter(|&seed| decide(&mut Temperate::new(1, 2000, false, seed), CLOSE).to_string() != "c3-a3");
        assert!(misses.count() > 20, "hot and unguarded it blunders some of the time");
        for seed in 0..20 {
            assert_eq!(decide(&mut Temperate::new(1, 0, false, seed), CLOSE).to_string(), "c3-a3");
        }
    }

    #[test]
    fn the_hotter_the_more_varied_but_every_move_is_legal() {
        let game = Game::new(Rules::default());
        let distinct = |temperature| {
            let moves: std::collections::HashSet<Move> = (0..40)
                .map(|seed| {
                    let mut engine = Temperate::new(2, temperature, true, seed);
                    let mv = engine.decide(&game, &Budget::nodes(200_000), &Cancel::new()).unwrap().mv;
                    assert!(game.position().legal_moves().contains(&mv));
                    mv
                })
                .collect();
            moves.len()
        };
        let (cold, warm, hot) = (distinct(0), distinct(30), distinct(300));
        assert_eq!(cold, 1, "no temperature, one best move");
        assert!(warm > cold && hot > warm, "{cold} < {warm} < {hot}");
    }
}
