//! Expectimax for two teams over the dice, with iterative deepening.
//!
//! With three or four players the game is still zero-sum between two
//! teams (Q3, Q4), so max-n reduces to expectiminimax: every seat
//! maximises its own team's value, which is the root team's value or its
//! negation. There is no paranoia to assume, and partners cooperate for
//! free. A chance node is a position before the roll; its children are the
//! roll groups of [`chance_outcomes`], each a max (or min) node over moves,
//! as in the two-player expectimax. The only pruning is the cheap and
//! certain one: a move that wins for the mover's team ends its node.

use rand::SeedableRng;
use rand::rngs::SmallRng;

use super::eval::{chance_outcomes, evaluate, winning_move};
use super::heuristic::{score, threat};
use super::{Decision, Engine};
use crate::ai::{Budget, Cancel, Limit};
use crate::einstein::quattro::{Game, Move, PlayError, Position, Seat, SeatSet};
use crate::einstein::{Roll, Setup};

pub struct Search {
    max_depth: u32,
    /// Weight of the threats of both teams' stones at the leaves (see
    /// [`threat`]); 0 values leaves by the race and kill clocks alone.
    threats: f64,
    rng: SmallRng,
}

impl Search {
    /// Searches up to `max_depth` plies (one ply is one seat's roll and move).
    pub fn new(max_depth: u32, seed: u64) -> Search {
        Search { max_depth: max_depth.clamp(1, 40), threats: 0.0, rng: SmallRng::seed_from_u64(seed) }
    }

    /// Values leaves with the threats of both teams' stones, weighted.
    pub fn with_threats(self, weight: f64) -> Search {
        Search { threats: weight, ..self }
    }

    /// [`Engine::decide`] on a bare position.
    pub fn decide_position(
        &mut self,
        position: &Position,
        roll: Roll,
        budget: &Budget,
        cancel: &Cancel,
    ) -> Result<Decision, PlayError> {
        let position = *position;
        let moves = position.legal_moves(roll)?;
        if let Some(mv) = winning_move(&position, &moves) {
            return Ok(Decision { mv, nodes: 1 });
        }
        if moves.len() == 1 {
            return Ok(Decision { mv: moves[0], nodes: 1 });
        }
        let mover = position.turn();
        let team = position.seating().team_of(mover).expect("the mover is seated");
        let after = |mv: &Move| {
            let mut after = position;
            after.play_unchecked(mv);
            after
        };
        // The heuristic's order is the answer when even one ply cannot finish.
        let mut ordered: Vec<(f64, Move)> = moves.iter().map(|mv| (score(&after(mv), mover), *mv)).collect();
        ordered.sort_by(|a, b| b.0.total_cmp(&a.0));
        let mut limit = Limit::new(budget, cancel);
        for depth in 1..=self.max_depth {
            let mut values = Vec::with_capacity(ordered.len());
            for &(_, mv) in &ordered {
                let value = chance(&after(&mv), depth - 1, team, self.threats, &mut limit);
                if limit.stopped() {
                    break;
                }
                values.push((value, mv));
            }
            if limit.stopped() {
                break;
            }
            // Stable: among equal values the previous iteration's order holds.
            values.sort_by(|a, b| b.0.total_cmp(&a.0));
            ordered = values;
            if ordered[0].0 <= -1.0 || ordered[1..].iter().all(|(v, _)| *v <= -1.0) {
                // Lost whatever it does, or only one move does not lose.
                break;
            }
        }
        Ok(Decision { mv: ordered[0].1, nodes: limit.spent().max(1) })
    }
}

/// The value for `team` of a position the search does not look beyond and
/// that is not over: never ±1, which only a finished game may claim (a
/// won value ends the search of its node).
pub(super) fn leaf(position: &Position, team: SeatSet, threats: f64) -> f64 {
    let value = evaluate(position, team);
    if threats == 0.0 {
        return value;
    }
    let other = position.seating().teams().into_iter().find(|&t| t != team).expect("two teams");
    (value + threats * (threat(position, other) - threat(position, team))).clamp(-0.999, 0.999)
}

/// The value for `team` of `position` before its mover rolls, searched
/// `depth` plies deep; 0 once the limit stops the search (the caller
/// discards an unfinished iteration).
fn chance(position: &Position, depth: u32, team: SeatSet, threats: f64, limit: &mut Limit) -> f64 {
    if limit.tick() {
        return 0.0;
    }
    if position.is_over() {
        return evaluate(position, team);
    }
    if depth == 0 {
        return leaf(position, team, threats);
    }
    let ours = team.contains(position.turn());
    let mut total = 0.0;
    for (stones, faces) in chance_outcomes(position) {
        let mut best = if ours { f64::NEG_INFINITY } else { f64::INFINITY };
        for mv in position.moves_of(stones) {
            let mut after = *position;
            after.play_unchecked(&mv);
            let value = chance(&after, depth - 1, team, threats, limit);
            best = if ours { best.max(value) } else { best.min(value) };
            // Nothing beats a won game, for either team.
            if best.abs() >= 1.0 {
                break;
            }
        }
        total += f64::from(faces) * best;
    }
    total / 6.0
}

impl Engine for Search {
    fn name(&self) -> String {
        format!("search{}", self.max_depth)
    }

    fn setup(&mut self, _seat: Seat) -> Setup {
        Setup::random(&mut self.rng)
    }

    fn decide(&mut self, game: &Game, roll: Roll, budget: &Budget, cancel: &Cancel) -> Result<Decision, PlayError> {
        self.decide_position(game.position(), roll, budget, cancel)
    }
}
