//! A one-ply player that thinks of its team: it takes a win when it sees
//! one, and otherwise picks the move whose position the team evaluation
//! likes best, less what the other team's stones threaten next (a capture of
//! a team stone, a stone stepping onto its goal).

use crate::dice::DicePosition;
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

use super::eval::{chance_outcomes, evaluate, winning_move};
use super::{Decision, Quattro};
use crate::ai::Engine;
use crate::ai::einstein::eval::mobility;
use crate::ai::{Budget, Cancel};
use crate::dice::Roll;
use crate::dice::Setup;
use crate::quattro::{Game, Move, Piece, PlayError, Position, Seat, SeatSet};

pub struct Heuristic {
    rng: SmallRng,
    /// In evaluation units: a move this much worse than the best is chosen
    /// e (≈ 2.7) times less often; 0 always plays the best. How the lower
    /// levels get weaker without ever playing a move no one would choose.
    temperature: f64,
    /// Never leaves the next seat, when it is an opponent, a move that wins
    /// at once while another move avoids it.
    guarded: bool,
}

impl Heuristic {
    /// The plain heuristic: always its best move.
    pub fn new(seed: u64) -> Heuristic {
        Heuristic::temperate(seed, 0.0, false)
    }

    /// Chooses among its scored moves with `temperature`, `guarded` or not.
    pub fn temperate(seed: u64, temperature: f64, guarded: bool) -> Heuristic {
        Heuristic { rng: SmallRng::seed_from_u64(seed), temperature: temperature.max(0.0), guarded }
    }

    /// [`Engine::decide`] on a bare position.
    pub fn decide_position(&mut self, position: &Position, roll: Roll) -> Result<Decision, PlayError> {
        let moves = position.legal_moves(roll)?;
        let nodes = moves.len() as u64;
        // Even the warmest level takes a win it sees: missing one reads as broken.
        if let Some(mv) = winning_move(position, &moves) {
            return Ok(Decision { mv, nodes });
        }
        let mover = position.turn();
        let mut scored: Vec<(f64, Move)> = moves
            .iter()
            .map(|mv| {
                let mut after = *position;
                after.play_unchecked(mv);
                (score(&after, mover), *mv)
            })
            .collect();
        if self.guarded && scored.iter().any(|(_, mv)| !leaves_a_win(position, mv)) {
            scored.retain(|(_, mv)| !leaves_a_win(position, mv));
        }
        // A stable sort: ties go to the earlier move, so play is reproducible.
        scored.sort_by(|a, b| b.0.total_cmp(&a.0));
        Ok(Decision { mv: self.choose(&scored), nodes })
    }

    /// Picks among moves scored best first.
    fn choose(&mut self, scored: &[(f64, Move)]) -> Move {
        if self.temperature == 0.0 {
            return scored[0].1;
        }
        let top = scored[0].0;
        let weights: Vec<f64> = scored.iter().map(|(score, _)| ((score - top) / self.temperature).exp()).collect();
        let mut pick = self.rng.random::<f64>() * weights.iter().sum::<f64>();
        for ((_, mv), weight) in scored.iter().zip(&weights) {
            if pick < *weight {
                return *mv;
            }
            pick -= weight;
        }
        scored[scored.len() - 1].1
    }
}

/// Whether after `mv` the next seat, if it plays for the other team, has a
/// roll with a move that wins at once.
pub fn leaves_a_win(position: &Position, mv: &Move) -> bool {
    let mut after = *position;
    after.play_unchecked(mv);
    let seating = after.seating();
    if after.is_over() || seating.team_of(after.turn()) == seating.team_of(position.turn()) {
        return false;
    }
    chance_outcomes(&after).iter().any(|&(stones, _)| winning_move(&after, &after.moves_of(stones)).is_some())
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

impl Engine<Quattro> for Heuristic {
    fn name(&self) -> String {
        let guard = if self.guarded { ", guarded" } else { "" };
        if self.temperature > 0.0 {
            format!("heuristic at {}{guard}", self.temperature)
        } else {
            format!("heuristic{guard}")
        }
    }

    fn setup(&mut self, _seat: Seat) -> Setup {
        Setup::random(&mut self.rng)
    }

    fn decide(&mut self, game: &Game, roll: Roll, _budget: &Budget, _cancel: &Cancel) -> Result<Decision, PlayError> {
        self.decide_position(game.position(), roll)
    }
}
