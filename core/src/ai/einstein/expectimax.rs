//! Expectiminimax with chance nodes for the die, *-minimax pruning (Star1
//! and Star2), iterative deepening and a transposition table, over the race
//! evaluation.
//!
//! Values are in [-1, 1] for the side to move. A chance node is a position
//! before the roll; its children are the roll groups of
//! [`chance_outcomes`](super::chance_outcomes), each a max node over moves.
//! Star1 (Ballard 1983) bounds a chance node by the values its remaining
//! children could still take, so whole roll groups are skipped when the
//! result cannot matter. Star2 first probes one move per roll group: the
//! probes' lower bounds often show a node fails high before any group is
//! searched in full, and they tighten Star1's window afterwards.

use crate::einstein::DicePosition;
use std::sync::Arc;

use arrayvec::ArrayVec;
use rand::SeedableRng;
use rand::rngs::SmallRng;

use super::endgame::Endgame;
use super::eval::{evaluate, race_lead, win_probability};
use super::leaves::Evaluation;
use super::setups::SetupPolicy;
use super::{Budget, Cancel, Decision, Einstein, MoveStat, chance_outcomes, winning_move};
use crate::ai::Engine;
use crate::ai::Limit;
use crate::einstein::{Move, MoveList, PlayError, Position, Roll, Setup, Side, StoneSet};

const LOWEST: f64 = -1.0;
const HIGHEST: f64 = 1.0;

#[derive(Clone, Copy, PartialEq, Eq)]
enum Bound {
    Exact,
    Lower,
    Upper,
}

#[derive(Clone, Copy)]
struct Entry {
    key: u64,
    value: f32,
    depth: u8,
    bound: Bound,
}

/// A fixed-size, always-replace transposition table.
struct Table {
    entries: Vec<Option<Entry>>,
}

impl Table {
    fn new(bits: u32) -> Table {
        Table { entries: vec![None; 1 << bits] }
    }

    fn slot(&self, key: u64) -> usize {
        (key as usize) & (self.entries.len() - 1)
    }

    fn probe(&self, key: u64) -> Option<Entry> {
        self.entries[self.slot(key)].filter(|e| e.key == key)
    }

    fn store(&mut self, key: u64, depth: u32, value: f64, bound: Bound) {
        let slot = self.slot(key);
        self.entries[slot] = Some(Entry { key, value: value as f32, depth: depth as u8, bound });
    }
}

pub struct Expectimax {
    max_depth: u32,
    table: Table,
    endgame: Option<Endgame>,
    setups: SetupPolicy,
    rng: SmallRng,
    evaluation: Evaluation,
}

impl Expectimax {
    /// Searches up to `max_depth` plies; with `endgame`, small endgames are
    /// valued exactly instead of by evaluation.
    pub fn new(max_depth: u32, endgame: bool, setups: SetupPolicy, seed: u64) -> Expectimax {
        Expectimax {
            max_depth: max_depth.clamp(1, 60),
            table: Table::new(18),
            endgame: endgame.then(|| Endgame::new(super::endgame::DEFAULT_MAX_STONES)),
            setups,
            rng: SmallRng::seed_from_u64(seed),
            evaluation: Arc::new(evaluate),
        }
    }

    /// Values the leaves with `evaluation` instead of the race model (a
    /// value in [-1, 1] for the side to move, −1 once the game is over).
    pub fn with_evaluation(self, evaluation: Evaluation) -> Expectimax {
        Expectimax { evaluation, ..self }
    }

    fn chance(&mut self, position: &Position, depth: u32, alpha: f64, beta: f64, limit: &mut Limit) -> f64 {
        if position.is_over() {
            return LOWEST;
        }
        if let Some(endgame) = self.endgame.as_mut().filter(|e| e.applies(position)) {
            return 2.0 * endgame.win_probability(position) - 1.0;
        }
        if depth == 0 {
            return (self.evaluation)(position);
        }
        if limit.tick() {
            return 0.0; // discarded: the iteration is abandoned
        }
        let key = position.hash();
        if let Some(entry) = self.table.probe(key).filter(|e| u32::from(e.depth) >= depth) {
            let value = f64::from(entry.value);
            match entry.bound {
                Bound::Exact => return value,
                Bound::Lower if value >= beta => return value,
                Bound::Upper if value <= alpha => return value,
                _ => {}
            }
        }
        let outcomes = chance_outcomes(position);
        let chances: ArrayVec<f64, 6> = outcomes.iter().map(|&(_, faces)| f64::from(faces) / 6.0).collect();
        // Star2 probing: one move per roll group gives a lower bound on that
        // group's value, often enough to show the node already fails high.
        let mut floors: ArrayVec<f64, 6> = outcomes.iter().map(|_| LOWEST).collect();
        let mut floor_sum = LOWEST;
        for (i, &(stones, _)) in outcomes.iter().enumerate() {
            let p = chances[i];
            let child_beta = (beta - (floor_sum - p * LOWEST)) / p;
            floors[i] = self.probe(position, stones, depth, child_beta, limit);
            floor_sum += p * (floors[i] - LOWEST);
            if limit.stopped() {
                return floor_sum;
            }
            if floor_sum >= beta {
                self.table.store(key, depth, floor_sum, Bound::Lower);
                return floor_sum;
            }
        }
        // Star1 over the full search, with the probes' floors for the roll
        // groups still to come.
        let mut sum = 0.0;
        let mut ceiling_rest = HIGHEST;
        let mut floor_rest = floor_sum;
        for (i, &(stones, _)) in outcomes.iter().enumerate() {
            let p = chances[i];
            ceiling_rest -= p * HIGHEST;
            floor_rest -= p * floors[i];
            let child_alpha = ((alpha - sum - ceiling_rest) / p).max(LOWEST);
            let child_beta = ((beta - sum - floor_rest) / p).min(HIGHEST);
            let value = self.decision(position, stones, depth, child_alpha, child_beta, limit);
            sum += p * value;
            if limit.stopped() {
                return sum;
            }
            let upper = sum + ceiling_rest;
            let lower = sum + floor_rest;
            if upper <= alpha {
                self.table.store(key, depth, upper, Bound::Upper);
                return upper;
            }
            if lower >= beta {
                self.table.store(key, depth, lower, Bound::Lower);
                return lower;
            }
        }
        self.table.store(key, depth, sum, Bound::Exact);
        sum
    }

    /// A lower bound on a roll group's value from its most promising move
    /// alone, searched against `beta`.
    fn probe(&mut self, position: &Position, stones: StoneSet, depth: u32, beta: f64, limit: &mut Limit) -> f64 {
        let moves = position.moves_of(stones);
        if winning_move(position, &moves).is_some() {
            return HIGHEST;
        }
        let Some(first) = ordered(position, &moves).first().copied() else { return LOWEST };
        let mut child = *position;
        child.play_unchecked(&first);
        // The child's value is exact or, if it fell below -beta, an upper
        // bound on it; either way its negation bounds the move from below.
        -self.chance(&child, depth - 1, -beta, -LOWEST, limit)
    }

    fn decision(
        &mut self,
        position: &Position,
        stones: StoneSet,
        depth: u32,
        mut alpha: f64,
        beta: f64,
        limit: &mut Limit,
    ) -> f64 {
        let moves = position.moves_of(stones);
        if winning_move(position, &moves).is_some() {
            return HIGHEST;
        }
        let mut best = LOWEST;
        for mv in ordered(position, &moves) {
            let mut child = *position;
            child.play_unchecked(&mv);
            let value = -self.chance(&child, depth - 1, -beta, -alpha, limit);
            best = best.max(value);
            alpha = alpha.max(best);
            if alpha >= beta || limit.stopped() {
                break;
            }
        }
        best
    }

    /// Every root move's value at `depth`, or `None` if the limit cut it short.
    fn root(&mut self, position: &Position, moves: &MoveList, depth: u32, limit: &mut Limit) -> Option<Vec<f64>> {
        let mut values = Vec::with_capacity(moves.len());
        for mv in moves {
            let mut child = *position;
            child.play_unchecked(mv);
            values.push(-self.chance(&child, depth - 1, LOWEST, HIGHEST, limit));
            if limit.stopped() {
                return None;
            }
        }
        Some(values)
    }
}

/// Moves best-first by a one-ply look, so alpha-beta cuts early.
fn ordered(position: &Position, moves: &[Move]) -> MoveList {
    let mut scored: Vec<(f64, Move)> = moves
        .iter()
        .map(|mv| {
            let mut child = *position;
            child.play_unchecked(mv);
            (-race_lead(&child), *mv)
        })
        .collect();
    scored.sort_by(|a, b| b.0.total_cmp(&a.0));
    scored.into_iter().map(|(_, mv)| mv).collect()
}

/// What the last two iterations of the deepening cost, in nodes. An
/// iteration the node budget cuts short is thrown away, so one that cannot
/// fit is better not started: the search then stops where the budget allows
/// instead of at a fixed depth, deeper where the tree is small.
#[derive(Default)]
struct Cost {
    previous: u64,
    last: u64,
}

impl Cost {
    fn finished(&mut self, nodes: u64) {
        self.previous = self.last;
        self.last = nodes;
    }

    /// Whether the next iteration, growing as the last one grew, fits.
    fn next_fits(&self, spent: u64, budget: u64) -> bool {
        let growth = match self.previous {
            0 => 1.0,
            // The table carried over from earlier moves can make an early
            // iteration almost free; its ratio says nothing of the next.
            previous => (self.last as f64 / previous as f64).clamp(1.0, 8.0),
        };
        spent as f64 + self.last as f64 * growth <= budget as f64
    }
}

impl Engine<Einstein> for Expectimax {
    fn name(&self) -> String {
        format!("expectimax-d{}{}", self.max_depth, if self.endgame.is_some() { "+eg" } else { "" })
    }

    fn setup(&mut self, _side: Side) -> Setup {
        self.setups.choose(&mut self.rng)
    }

    fn decide(
        &mut self,
        position: &Position,
        roll: Roll,
        budget: &Budget,
        cancel: &Cancel,
    ) -> Result<Decision, PlayError> {
        let moves = position.legal_moves(roll)?;
        let mut limit = Limit::new(budget, cancel);
        if let Some(endgame) = self.endgame.as_mut().filter(|e| e.applies(position)) {
            let stats = moves
                .iter()
                .map(|mv| MoveStat { mv: *mv, win_probability: endgame.after(position, mv), visits: 0 })
                .collect();
            return Ok(Decision::from_stats(stats, endgame.known() as u64, u32::MAX).winning_first(position));
        }
        // Depth 1 only evaluates, so it always finishes.
        let mut values = self.root(position, &moves, 1, &mut limit).expect("depth 1 does not tick");
        let mut depth = 1;
        let mut cost = Cost::default();
        while depth < self.max_depth && !limit.stopped() && cost.next_fits(limit.spent(), budget.nodes) {
            let before = limit.spent();
            match self.root(position, &moves, depth + 1, &mut limit) {
                Some(deeper) => {
                    values = deeper;
                    depth += 1;
                    cost.finished(limit.spent() - before);
                }
                None => break,
            }
        }
        let stats = moves
            .iter()
            .zip(values)
            .map(|(mv, v)| MoveStat { mv: *mv, win_probability: win_probability(v), visits: 0 })
            .collect();
        Ok(Decision::from_stats(stats, limit.spent(), depth).winning_first(position))
    }
}
