//! Expectimax for two teams over the dice, with iterative deepening.
//!
//! With three or four players the game is still zero-sum between two
//! teams (Q3, Q4), so max-n reduces to expectiminimax: every seat
//! maximises its own team's value, which is the root team's value or its
//! negation. There is no paranoia to assume, and partners cooperate for
//! free. A chance node is a position before the roll; its children are the
//! roll groups of [`chance_outcomes`], each a max (or min) node over moves,
//! as in the two-player expectimax. Pruning changes no value: alpha-beta
//! over the moves (tried in the order their leaves suggest) and Star1 over
//! the rolls; a move that wins for the mover's team ends its node.

use crate::dice::DicePosition;
use arrayvec::ArrayVec;
use rand::SeedableRng;
use rand::rngs::SmallRng;

use super::eval::{chance_outcomes, evaluate, winning_move};
use super::heuristic::{score, threat};
use super::{Decision, Quattro};
use crate::ai::Engine;
use crate::ai::{Budget, Cancel, Limit};
use crate::dice::Setup;
use crate::dice::{Roll, StoneSet};
use crate::quattro::{Game, MAX_MOVES, Move, PlayError, Position, Seat, SeatSet};

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
        let mut tree = Tree { team, threats: self.threats, limit: Limit::new(budget, cancel) };
        for depth in 1..=self.max_depth {
            // The best so far exactly; a move that cannot beat it only by a bound.
            let mut values = Vec::with_capacity(ordered.len());
            let mut best = LOST;
            for &(_, mv) in &ordered {
                let value = if best >= WON { LOST } else { tree.chance(&after(&mv), depth - 1, best, WON) };
                if tree.limit.stopped() {
                    break;
                }
                best = best.max(value);
                values.push((value, mv));
            }
            if tree.limit.stopped() {
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
        Ok(Decision { mv: ordered[0].1, nodes: tree.limit.spent().max(1) })
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

/// A finished game's values; every other value lies strictly between.
const LOST: f64 = -1.0;
const WON: f64 = 1.0;

/// One iteration's search below the root, for one team.
struct Tree {
    team: SeatSet,
    threats: f64,
    limit: Limit,
}

impl Tree {
    /// The value for the team of `position` before its mover rolls,
    /// searched `depth` plies deep, if it lies inside `(alpha, beta)`;
    /// else a bound at or beyond the side it falls on. 0 once the limit
    /// stops the search (the caller discards an unfinished iteration).
    ///
    /// Star1 (Ballard): after each roll group, the groups not yet searched
    /// are taken at their extremes; once even that cannot bring the value
    /// back inside the window, the rest is not searched.
    fn chance(&mut self, position: &Position, depth: u32, alpha: f64, beta: f64) -> f64 {
        if self.limit.tick() {
            return 0.0;
        }
        if position.is_over() {
            return evaluate(position, self.team);
        }
        if depth == 0 {
            return leaf(position, self.team, self.threats);
        }
        let ours = self.team.contains(position.turn());
        // Weighted by die faces, of 6: the groups searched, and those not yet.
        let mut total = 0.0;
        let mut left = 6.0;
        for (stones, faces) in chance_outcomes(position) {
            let faces = f64::from(faces);
            left -= faces;
            let low = ((6.0 * alpha - total - left * WON) / faces).max(LOST);
            let high = ((6.0 * beta - total - left * LOST) / faces).min(WON);
            total += faces * self.choice(position, stones, ours, depth, low, high);
            let most = (total + left * WON) / 6.0;
            if most <= alpha {
                return most;
            }
            let least = (total + left * LOST) / 6.0;
            if least >= beta {
                return least;
            }
        }
        total / 6.0
    }

    /// The best move's value for the mover after the roll left `stones` to
    /// choose from: the highest for the team, the lowest for the other team.
    fn choice(&mut self, position: &Position, stones: StoneSet, ours: bool, depth: u32, low: f64, high: f64) -> f64 {
        let (mut low, mut high) = (low, high);
        let mut best = if ours { f64::NEG_INFINITY } else { f64::INFINITY };
        let mut children: ArrayVec<(f64, Position), MAX_MOVES> = position
            .moves_of(stones)
            .into_iter()
            .map(|mv| {
                let mut after = *position;
                after.play_unchecked(&mv);
                (0.0, after)
            })
            .collect();
        if depth > 1 {
            // Likely best first, so that the window narrows early.
            for (guess, after) in &mut children {
                let value =
                    if after.is_over() { evaluate(after, self.team) } else { leaf(after, self.team, self.threats) };
                *guess = if ours { -value } else { value };
            }
            children.sort_by(|a, b| a.0.total_cmp(&b.0));
        }
        for (_, after) in &children {
            let value = self.chance(after, depth - 1, low, high);
            if ours {
                best = best.max(value);
                low = low.max(best);
            } else {
                best = best.min(value);
                high = high.min(best);
            }
            // The other side would not let it come to this (a won game
            // included: nothing beats it, for either team).
            if low >= high {
                break;
            }
        }
        best
    }
}

/// The value for `team` of `position` before its mover rolls, searched
/// `depth` plies deep with the widest window, and the nodes it took.
#[cfg(test)]
pub(super) fn value(position: &Position, depth: u32, team: SeatSet, threats: f64) -> (f64, u64) {
    let budget = Budget::nodes(u64::MAX);
    let mut tree = Tree { team, threats, limit: Limit::new(&budget, &Cancel::new()) };
    let value = tree.chance(position, depth, LOST, WON);
    (value, tree.limit.spent())
}

impl Engine<Quattro> for Search {
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
