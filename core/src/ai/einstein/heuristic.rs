//! A one-ply heuristic player: it takes a win when it sees one, and
//! otherwise picks the move whose position scores best — stones near the goal
//! count more, weighted by how often the die lets them move (which is why
//! capturing its own stones can pay, `seeds/004`).

use crate::einstein::DicePosition;
use rand::SeedableRng;
use rand::rngs::SmallRng;

use super::{Budget, Cancel, Decision, Einstein, MoveStat};
use crate::ai::Engine;
use crate::einstein::{PlayError, Position, Roll, Setup, Side, Stone};

pub struct Heuristic {
    rng: SmallRng,
}

impl Heuristic {
    pub fn new(seed: u64) -> Heuristic {
        Heuristic { rng: SmallRng::seed_from_u64(seed) }
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

impl Engine<Einstein> for Heuristic {
    fn name(&self) -> String {
        "heuristic".to_owned()
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
        Ok(Decision::from_stats(stats, moves.len() as u64, 1))
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
    fn captures_a_stone_about_to_win() {
        // Blue's only stone on b2 wins next move unless captured.
        let position: Position = "R14/1B13/5/5/5 r".parse().unwrap();
        let mv = Heuristic::new(1).decide(&position, None, &Budget::nodes(1), &Cancel::new()).unwrap().mv;
        assert_eq!(mv.to_string(), "a1xb2");
    }
}
