//! A one-ply player that thinks of its team: it takes a win when it sees
//! one, and otherwise picks the move whose position the team evaluation
//! likes best, less what the other team's stones threaten next (a capture of
//! a team stone, a stone stepping onto its goal).

use crate::einstein::DicePosition;
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

use super::eval::{evaluate, winning_move};
use super::{Decision, Engine};
use crate::ai::einstein::eval::mobility;
use crate::ai::{Budget, Cancel};
use crate::einstein::quattro::{Game, Piece, PlayError, Position, Seat, SeatSet};
use crate::einstein::{Roll, Setup};

pub struct Heuristic {
    rng: SmallRng,
    /// Chance of playing a random move instead of the best one: how a
    /// beginner level gets weaker in a measurable step.
    carelessness: f64,
}

impl Heuristic {
    pub fn new(seed: u64) -> Heuristic {
        Heuristic::careless(seed, 0.0)
    }

    /// Plays a uniformly random move with probability `carelessness`.
    pub fn careless(seed: u64, carelessness: f64) -> Heuristic {
        Heuristic { rng: SmallRng::seed_from_u64(seed), carelessness: carelessness.clamp(0.0, 1.0) }
    }

    /// [`Engine::decide`] on a bare position.
    pub fn decide_position(&mut self, position: &Position, roll: Roll) -> Result<Decision, PlayError> {
        let moves = position.legal_moves(roll)?;
        let nodes = moves.len() as u64;
        if let Some(mv) = winning_move(position, &moves) {
            return Ok(Decision { mv, nodes });
        }
        if self.rng.random::<f64>() < self.carelessness {
            return Ok(Decision { mv: moves[self.rng.random_range(0..moves.len())], nodes });
        }
        let mover = position.turn();
        let scored = moves.iter().map(|mv| {
            let mut after = *position;
            after.play_unchecked(mv);
            (score(&after, mover), *mv)
        });
        // Ties go to the earlier move, so play is reproducible.
        let best = scored.fold(None, |best: Option<(f64, _)>, (s, mv)| match best {
            Some((b, _)) if b >= s => best,
            _ => Some((s, mv)),
        });
        Ok(Decision { mv: best.expect("a legal move always exists (E4.6)").1, nodes })
    }
}

/// What losing a stone costs, in evaluation units; a player's last stones
/// cost more, since a player without stones loses the team the game (Q3).
fn stone_cost(stones_left: u32) -> f64 {
    match stones_left {
        0 | 1 => 1.0,
        2 => 0.3,
        3 => 0.15,
        _ => 0.08,
    }
}

/// How much the other team threatens on its next turns: each of its stones,
/// weighted by how often the die lets it move, at its worst target for `team`.
pub(super) fn threat(position: &Position, team: SeatSet) -> f64 {
    let seating = position.seating();
    let [first, second] = seating.teams();
    let other = if team == first { second } else { first };
    let mut total = 0.0;
    for seat in other.iter() {
        let stones = position.stones(seat);
        for stone in stones {
            let from = position.square_of(Piece::new(seat, stone)).expect("own stones are on the board");
            let worst = seat
                .steps(from)
                .map(|to| {
                    if to == seat.goal() && seating.wins_on_goal(seat) {
                        return 1.0;
                    }
                    match position.piece_at(to) {
                        Some(victim) if team.contains(victim.seat) => stone_cost(position.stones(victim.seat).len()),
                        _ => 0.0,
                    }
                })
                .fold(0.0, f64::max);
            total += mobility(stones, stone) * worst;
        }
    }
    total
}

/// The heuristic's score of the position after a move by `mover`.
pub(super) fn score(after: &Position, mover: Seat) -> f64 {
    let team = after.seating().team_of(mover).expect("the mover is seated");
    let value = evaluate(after, team);
    if after.is_over() { value * 10.0 } else { value - 0.5 * threat(after, team) }
}

impl Engine for Heuristic {
    fn name(&self) -> String {
        if self.carelessness > 0.0 {
            format!("heuristic-careless{:.0}", 100.0 * self.carelessness)
        } else {
            "heuristic".to_owned()
        }
    }

    fn setup(&mut self, _seat: Seat) -> Setup {
        Setup::random(&mut self.rng)
    }

    fn decide(&mut self, game: &Game, roll: Roll, _budget: &Budget, _cancel: &Cancel) -> Result<Decision, PlayError> {
        self.decide_position(game.position(), roll)
    }
}
