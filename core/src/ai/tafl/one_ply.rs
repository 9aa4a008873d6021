//! One ply and a glance at the reply: takes an escape or a king capture when
//! there is one, never offers one, prefers captures and avoids losing men.
//! Ties are broken at random, so it does not play the same game twice. A
//! careless one plays a random move instead, some share of the time: the
//! weaker levels, in even steps from the random mover.

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

use super::{Decision, Engine};
use crate::ai::{Budget, Cancel, Limit};
use crate::tafl::{Game, Outcome, PlayError, Position, Side};

pub struct OnePly {
    rng: SmallRng,
    careless: f64,
}

impl OnePly {
    pub fn new(seed: u64) -> OnePly {
        OnePly::careless(seed, 0.0)
    }

    /// Plays a random legal move with probability `careless` (0..=1).
    pub fn careless(seed: u64, careless: f64) -> OnePly {
        OnePly { rng: SmallRng::seed_from_u64(seed), careless }
    }
}

const WIN: f64 = 1000.0;

/// The mover's view of the game after its move: an end, or the men it took
/// minus the most the opponent can take back at once.
fn score(after: &Game, mover: Side, limit: &mut Limit) -> f64 {
    match after.outcome() {
        Some(Outcome::Win { winner, .. }) => return if winner == mover { WIN } else { -WIN },
        Some(Outcome::Draw(_)) => return 0.0,
        None => {}
    }
    let position = after.position();
    let mut worst = 0.0f64;
    for reply in position.legal_moves() {
        if limit.tick() {
            break;
        }
        let mut next = *position;
        let ply = next.play_unchecked(reply);
        let loss = if ply.king_captured || ply.king_escaped { WIN } else { f64::from(ply.captured.count()) };
        worst = worst.max(loss);
    }
    -worst + king_freedom(position, mover)
}

/// For the defenders a little weight on the king's mobility; for the
/// attackers the same taken away. Breaks ties between quiet moves.
fn king_freedom(position: &Position, mover: Side) -> f64 {
    let Some(king) = position.king() else { return 0.0 };
    let freedom = f64::from(position.targets(king).count()) / 100.0;
    if mover == Side::Defenders { freedom } else { -freedom }
}

impl Engine for OnePly {
    fn name(&self) -> String {
        "one-ply".to_owned()
    }

    fn decide(&mut self, game: &Game, budget: &Budget, cancel: &Cancel) -> Result<Decision, PlayError> {
        if game.is_over() {
            return Err(PlayError::GameOver);
        }
        let mover = game.position().turn();
        let mut limit = Limit::new(budget, cancel);
        let mut scores = Vec::new();
        let mut after = game.clone();
        for mv in game.position().legal_moves() {
            let ply = after.play(mv)?;
            let taken = f64::from(ply.captured.count());
            let jitter = self.rng.random::<f64>() / 1000.0;
            scores.push((mv, score(&after, mover, &mut limit) + taken + jitter));
            after.undo();
        }
        scores.sort_by(|a, b| b.1.total_cmp(&a.1));
        let mv = if self.rng.random_bool(self.careless) {
            scores[self.rng.random_range(0..scores.len())].0
        } else {
            scores[0].0
        };
        Ok(Decision { mv, scores, nodes: limit.spent() })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tafl::{Position, Rules};

    fn decide(position: &str) -> String {
        let position: Position = position.parse().unwrap();
        let game = Game::from_position(position);
        OnePly::new(1).decide(&game, &Budget::nodes(1_000_000), &Cancel::new()).unwrap().mv.to_string()
    }

    #[test]
    fn takes_the_escape_when_there_is_one() {
        // K8.1: the king on a4 runs down the a-file to the castle a1 (a12 blocks the way up).
        assert_eq!(decide("13/a12/13/13/13/13/13/13/13/k12/13/13/4a8 d"), "a4-a1");
    }

    #[test]
    fn takes_the_king_when_it_can() {
        // K5: the king on m6 at the edge, attackers on m7 and l6; h5-m5 closes him in.
        assert_eq!(decide("13/13/13/13/13/13/12a/11ak/7a5/13/13/13/13 a"), "h5-m5");
    }

    #[test]
    fn a_careless_one_misses_the_escape_about_as_often_as_it_is_careless() {
        let game = Game::from_position("13/a12/13/13/13/13/13/13/13/k12/13/13/4a8 d".parse().unwrap());
        let escapes = |careless: f64| {
            (0..200)
                .filter(|&seed| {
                    let mut engine = OnePly::careless(seed, careless);
                    let decision = engine.decide(&game, &Budget::nodes(1_000_000), &Cancel::new()).unwrap();
                    decision.mv.to_string() == "a4-a1"
                })
                .count()
        };
        assert_eq!(escapes(0.0), 200);
        let half = escapes(0.5);
        assert!((80..=120).contains(&half), "{half} of 200 escaped at 50% careless");
        assert!(escapes(1.0) < 30, "a random move rarely finds the one escape");
    }

    #[test]
    fn the_start_has_a_move() {
        let game = Game::new(Rules::default());
        assert!(OnePly::new(3).decide(&game, &Budget::nodes(1_000_000), &Cancel::new()).is_ok());
    }
}
