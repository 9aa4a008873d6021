//! A one-ply heuristic player: it takes a win when it sees one, and
//! otherwise picks the move whose position scores best — stones near the goal
//! count more, weighted by how often the die lets them move (which is why
//! capturing its own stones can pay, `seeds/004`).

use crate::einstein::DicePosition;
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

use super::setups::SetupPolicy;
use super::{Budget, Cancel, Decision, Engine, MoveStat};
use crate::einstein::{PlayError, Position, Roll, Setup, Side, Stone};

pub struct Heuristic {
    rng: SmallRng,
    /// Chance of playing a random move instead of the best one: how the
    /// beginner levels get weaker in small, measurable steps.
    carelessness: f64,
    setups: SetupPolicy,
}

impl Heuristic {
    pub fn new(seed: u64) -> Heuristic {
        Heuristic::careless(seed, 0.0)
    }

    /// Plays a uniformly random move with probability `carelessness`.
    pub fn careless(seed: u64, carelessness: f64) -> Heuristic {
        Heuristic {
            rng: SmallRng::seed_from_u64(seed),
            carelessness: carelessness.clamp(0.0, 1.0),
            setups: SetupPolicy::Random,
        }
    }

    /// Arranges its stones by `setups` (at random without).
    pub fn with_setups(self, setups: SetupPolicy) -> Heuristic {
        Heuristic { setups, ..self }
    }
}

/// Value of a stone by its distance to the goal: a stone one step away wins
/// on its next move, so closeness counts far more than linearly.
const PROGRESS: [f64; 5] = [1000.0, 16.0, 6.0, 2.0, 0.5];

/// How strong `side` stands: each stone's progress times the chance that a
/// roll lets it move.
pub fn strength(position: &Position, side: Side) -> f64 {
    let stones = position.stones(side);
    stones
        .map(|stone| {
            let faces = Stone::ALL.iter().filter(|&&die| stones.choosable(die).contains(stone)).count();
            let square = position.square_of(crate::einstein::Piece::new(side, stone)).expect("own stone on the board");
            faces as f64 / 6.0 * PROGRESS[side.distance_to_goal(square) as usize]
        })
        .sum()
}

/// The position from `side`'s point of view, the opponent moving next.
pub fn evaluate(position: &Position, side: Side) -> f64 {
    match position.outcome() {
        Some(outcome) if outcome.winner == side => f64::INFINITY,
        Some(_) => f64::NEG_INFINITY,
        // The opponent moves next, so its threats weigh a little more.
        None => strength(position, side) - 1.25 * strength(position, side.opponent()),
    }
}

/// How much of the heuristic's score makes a position clearly won: a
/// stone one step from the goal that every roll moves scores 16.
const LEAF_SCALE: f64 = 8.0;

/// [`evaluate`] as a search's leaf: a value in [-1, 1] for the side to
/// move, −1 once the game is over.
pub fn leaf(position: &Position) -> f64 {
    if position.is_over() {
        return -1.0;
    }
    let me = position.turn();
    // The side to move moves next, so its own threats weigh a little more.
    ((1.25 * strength(position, me) - strength(position, me.opponent())) / LEAF_SCALE).tanh()
}

impl Engine for Heuristic {
    fn name(&self) -> String {
        if self.carelessness > 0.0 {
            format!("heuristic-careless{:.0}", 100.0 * self.carelessness)
        } else {
            "heuristic".to_owned()
        }
    }

    fn setup(&mut self, _side: Side) -> Setup {
        self.setups.choose(&mut self.rng)
    }

    fn decide(
        &mut self,
        position: &Position,
        roll: Roll,
        _budget: &Budget,
        _cancel: &Cancel,
    ) -> Result<Decision, PlayError> {
        let me = position.turn();
        let moves = position.legal_moves(roll)?;
        let stats: Vec<MoveStat> = moves
            .iter()
            .map(|mv| {
                let mut after = *position;
                after.play_unchecked(mv);
                // A one-ply player has no probabilities: squash its score.
                let score = evaluate(&after, me);
                let win_probability = if score.is_infinite() {
                    f64::from(u8::from(score > 0.0))
                } else {
                    0.5 + score.atan() / std::f64::consts::PI
                };
                MoveStat { mv: *mv, win_probability, visits: 0 }
            })
            .collect();
        let mut decision = Decision::from_stats(stats, moves.len() as u64, 1);
        // The estimates stay honest; only the move is sometimes careless.
        if self.rng.random::<f64>() < self.carelessness {
            decision.mv = moves[self.rng.random_range(0..moves.len())];
        }
        Ok(decision)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::einstein::Die;

    #[test]
    fn takes_a_winning_move() {
        let position: Position = "5/5/5/3R2B1/R13B3 r".parse().unwrap();
        let mv = Heuristic::new(1).decide(&position, Die::new(2), &Budget::nodes(1), &Cancel::new()).unwrap().mv;
        assert_eq!(mv.to_string(), "d4xe5");
    }

    #[test]
    fn a_careless_player_sometimes_plays_another_move() {
        let position: Position = "2B22/R1R53/1R43/3B6B1/2B41B5 r".parse().unwrap();
        let best = Heuristic::new(1).decide(&position, Die::new(2), &Budget::nodes(1), &Cancel::new()).unwrap().mv;
        let mut careless = Heuristic::careless(1, 0.5);
        let others = (0..200)
            .filter(|_| careless.decide(&position, Die::new(2), &Budget::nodes(1), &Cancel::new()).unwrap().mv != best)
            .count();
        // Half the time random over 6 moves, 5 of them not the best: about 83 of 200.
        assert!((50..120).contains(&others), "{others}");
        let mut careful = Heuristic::new(1);
        assert!(
            (0..50)
                .all(|_| careful.decide(&position, Die::new(2), &Budget::nodes(1), &Cancel::new()).unwrap().mv == best)
        );
    }

    #[test]
    fn captures_a_stone_about_to_win() {
        // Blue's only stone on b2 wins next move unless captured.
        let position: Position = "R14/1B13/5/5/5 r".parse().unwrap();
        let mv = Heuristic::new(1).decide(&position, None, &Budget::nodes(1), &Cancel::new()).unwrap().mv;
        assert_eq!(mv.to_string(), "a1xb2");
    }
}
