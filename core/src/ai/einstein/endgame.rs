//! Exact win probabilities of small endgames by exhaustive expectimax.
//!
//! Every move brings a stone nearer its goal, so the game tree is finite and
//! can be searched to the end. With few stones left, the positions below a
//! node are few enough to keep in a table: each is solved once per engine.

use crate::einstein::DicePosition;
use rustc_hash::FxHashMap;

use super::chance_outcomes;
use crate::einstein::{Move, Position, Side};

/// Endgames with at most this many stones in all are solved exactly.
pub const DEFAULT_MAX_STONES: u32 = 3;

/// Solved positions kept before the table starts afresh: about 18 MB, so a
/// long session stays within a phone's memory budget.
const MAX_SOLVED: usize = 900_000;

pub struct Endgame {
    max_stones: u32,
    /// Keyed by the Zobrist hash: a sixth of the memory of whole positions,
    /// and with 64 bits a collision among the few million endgames is
    /// vanishingly unlikely.
    solved: FxHashMap<u64, f64>,
}

impl Endgame {
    pub fn new(max_stones: u32) -> Endgame {
        Endgame { max_stones, solved: FxHashMap::default() }
    }

    pub fn applies(&self, position: &Position) -> bool {
        Side::BOTH.iter().map(|&side| position.stones(side).len()).sum::<u32>() <= self.max_stones
    }

    /// The exact chance that the side to move wins, before it rolls.
    pub fn win_probability(&mut self, position: &Position) -> f64 {
        if position.is_over() {
            return 0.0; // only the side that just moved can have won
        }
        if let Some(&p) = self.solved.get(&position.hash()) {
            return p;
        }
        let mut total = 0.0;
        for (stones, faces) in chance_outcomes(position) {
            let best = position.moves_of(stones).iter().map(|mv| self.after(position, mv)).fold(0.0, f64::max);
            total += f64::from(faces) / 6.0 * best;
        }
        if self.solved.len() >= MAX_SOLVED {
            self.solved.clear();
        }
        self.solved.insert(position.hash(), total);
        total
    }

    /// The mover's exact chance to win after playing `mv` in `position`.
    pub fn after(&mut self, position: &Position, mv: &Move) -> f64 {
        let mut child = *position;
        child.play_unchecked(mv);
        1.0 - self.win_probability(&child)
    }

    /// Positions solved so far.
    pub fn known(&self) -> usize {
        self.solved.len()
    }
}
