//! A player of some strength, not a machine that sometimes goes blind: it
//! searches every move to a small depth and then chooses among them with a
//! temperature, so its mistakes are plausible moves a little worse than the
//! best, more often the hotter it plays. A guarded one (the middle levels
//! up) never misses a win it has found and never plays into a loss it has
//! found while another move avoids it: with one ply and the quiescence that
//! is every one-move escape and king capture, taken or prevented. Playing
//! the attackers it also never lets the king step to a square from which
//! no answer stops its escape (two routes open, or one with no square left
//! to block) while another move prevents it: a shallow search finds that
//! loss a ply too late.

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

use super::search::is_found_win;
use super::{AlphaBeta, Decision, Koenigszabel};
use crate::ai::Engine;
use crate::ai::{Budget, Cancel};
use crate::tafl::{Game, Move, PlayError, Position, Side};

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
    fn choose(&mut self, position: &Position, scored: &[(Move, i32)]) -> Move {
        let best = scored[0];
        if self.guarded && is_found_win(best.1) {
            return best.0;
        }
        let safe = |&&(_, score): &&(Move, i32)| !self.guarded || !is_found_win(-score);
        let mut candidates: Vec<(Move, i32)> = scored.iter().filter(safe).copied().collect();
        if candidates.is_empty() {
            // Every move loses: the longest defence, as a person would try.
            return best.0;
        }
        if self.guarded && position.turn() == Side::Attackers {
            let closed: Vec<(Move, i32)> =
                candidates.iter().filter(|&&(mv, _)| !lets_the_king_fork(position, mv)).copied().collect();
            if !closed.is_empty() {
                candidates = closed;
            }
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

/// How many castles the king sees, each a move away.
fn castles_in_sight(position: &Position) -> usize {
    position.king().map_or(0, |king| position.king_reach(king).squares().filter(|square| square.is_castle()).count())
}

/// Whether after the attackers' `mv` the king can step to a square from
/// which no answer of theirs stops its escape: two routes open (one move
/// closes only one), or one with no square left to block, and no capture
/// of the king in reach.
pub fn lets_the_king_fork(position: &Position, mv: Move) -> bool {
    let mut after = *position;
    after.play_unchecked(mv);
    let Some(king) = after.king() else { return false };
    if after.is_decided() {
        return false;
    }
    after.king_reach(king).squares().any(|to| {
        let mut forked = after;
        forked.play_unchecked(Move { from: king, to });
        if forked.is_decided() {
            return forked.outcome().and_then(|outcome| outcome.winner()) == Some(Side::Defenders);
        }
        castles_in_sight(&forked) > 0
            && forked.legal_moves().iter().all(|&answer| {
                let mut answered = forked;
                answered.play_unchecked(answer);
                answered.outcome().and_then(|outcome| outcome.winner()) != Some(Side::Attackers)
                    && castles_in_sight(&answered) > 0
            })
    })
}

impl Engine<Koenigszabel> for Temperate {
    fn name(&self) -> String {
        format!("{} at {}", self.analyst.name(), self.temperature)
    }

    fn setup(&mut self, _side: Side) {}

    fn decide(&mut self, game: &Game, _turn: (), budget: &Budget, cancel: &Cancel) -> Result<Decision, PlayError> {
        let (scored, nodes) = self.analyst.analyse_counting(game, budget, cancel)?;
        let mv = self.choose(game.position(), &scored);
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
        engine.decide(&game, (), &Budget::nodes(2_000_000), &Cancel::new()).unwrap().mv
    }

    /// The king on a4 runs to a1 (K8.1); a12 blocks the a-file upwards.
    const ESCAPE: &str = "13/a12/13/13/13/13/13/13/13/k12/13/13/4a8 d";
    /// The same, the attackers to move: only c3-a3 closes the route (a man
    /// on a2 would be taken against the castle).
    const CLOSE: &str = "13/a12/13/13/13/13/13/13/13/k12/2a10/13/4a8 a";

    /// The king on d7 can run to a7, from where it sees a1 and a13: only
    /// a man on the a-file (h10-a10, m5-a5) or in its way stops the fork.
    const FORK: &str = "13/13/13/7a5/13/3d9/3kd8/3d9/12a/13/13/13/13 a";

    #[test]
    fn the_fork_check_sees_the_run_to_a7_and_the_moves_that_stop_it() {
        let position: crate::tafl::Position = FORK.parse().unwrap();
        let lets = |mv: &str| lets_the_king_fork(&position, mv.parse().unwrap());
        assert!(lets("h10-h11") && lets("m5-m6"));
        assert!(!lets("h10-a10") && !lets("m5-a5"));
    }

    #[test]
    fn a_guarded_player_however_hot_never_lets_the_king_fork_when_a_move_stops_it() {
        for seed in 0..20 {
            for depth in [1, 2] {
                let mv = decide(&mut Temperate::new(depth, 100_000, true, seed), FORK);
                assert!(!lets_the_king_fork(&FORK.parse().unwrap(), mv), "depth {depth} seed {seed}: {mv}");
            }
        }
    }

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
                    let mv = engine.decide(&game, (), &Budget::nodes(200_000), &Cancel::new()).unwrap().mv;
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
