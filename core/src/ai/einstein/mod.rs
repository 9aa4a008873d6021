//! Computer players for EinStein for two.
//!
//! Every engine keeps the one [`Engine`](crate::ai::Engine) contract for
//! [`EinStein`]: given a position, the roll, a [`Budget`] and a [`Cancel`]
//! token it returns a [`Decision`] — the chosen move and what it thinks of
//! every candidate, which hints and post-game analysis show. [`Level`](levels::Level)s are engines with budgets, as data.

pub mod analysis;
pub mod endgame;
pub mod eval;
pub mod expectimax;
pub mod heuristic;
pub mod leaves;
pub mod levels;
pub mod ntuple;
pub mod random;
pub mod setups;
pub mod temperate;

use arrayvec::ArrayVec;

use super::{Budget, Cancel, Contest};
use crate::einstein::{Einstein, Move, MoveList, PlayError, Position, Roll, Setup, Side, StoneSet};

/// What an engine thinks of one candidate move.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct MoveStat {
    pub mv: Move,
    /// The mover's estimated chance to win after this move, 0..1.
    pub win_probability: f64,
    /// Iterations through this move (MCTS) or 0 (searches without visits).
    pub visits: u64,
}

/// An engine's answer for one turn.
#[derive(Clone, PartialEq, Debug)]
pub struct Decision {
    pub mv: Move,
    /// Every legal move, best first.
    pub stats: Vec<MoveStat>,
    /// Nodes or iterations spent.
    pub nodes: u64,
    /// How deep the finished search went (plies), where that means something.
    pub depth: u32,
}

impl Decision {
    /// Builds a decision from per-move estimates; the best estimate wins,
    /// ties going to the earlier move.
    pub fn from_stats(mut stats: Vec<MoveStat>, nodes: u64, depth: u32) -> Decision {
        stats.sort_by(|a, b| b.win_probability.total_cmp(&a.win_probability).then(b.visits.cmp(&a.visits)));
        Decision { mv: stats[0].mv, stats, nodes, depth }
    }

    /// A win on the board is played at once, even when a search rates a
    /// slower win as high.
    pub fn winning_first(mut self, position: &Position) -> Decision {
        let moves: MoveList = self.stats.iter().map(|s| s.mv).collect();
        if let Some(win) = winning_move(position, &moves) {
            let index = self.stats.iter().position(|s| s.mv == win).expect("from the same moves");
            let stat = self.stats.remove(index);
            self.stats.insert(0, MoveStat { win_probability: 1.0, ..stat });
            self.mv = win;
        }
        self
    }
}

/// EinStein for two as its engines see it: a position, the turn's roll,
/// and six stones to arrange (E3).
impl Contest for Einstein {
    type State = Position;
    type Turn = Roll;
    type Seat = Side;
    type Setup = Setup;
    type Decision = Decision;
    type Error = PlayError;
}

/// The rolls the side to move may face, grouped by the stones they leave to
/// choose from (E4.1–E4.3), with how many die faces (of 6) lead there. Search
/// branches on these groups rather than on six faces: with stones 1, 4, 6
/// the rolls 2 and 3 are the same choice.
pub fn chance_outcomes(position: &Position) -> ArrayVec<(StoneSet, u8), 6> {
    let own = position.stones(position.turn());
    let mut outcomes: ArrayVec<(StoneSet, u8), 6> = ArrayVec::new();
    if own.len() == 1 {
        outcomes.push((own, 6));
        return outcomes;
    }
    for die in crate::einstein::Stone::ALL {
        let choosable = own.choosable(die);
        match outcomes.iter_mut().find(|(set, _)| *set == choosable) {
            Some((_, faces)) => *faces += 1,
            None => outcomes.push((choosable, 1)),
        }
    }
    outcomes
}

/// A winning move for the side to move among `moves`, if there is one.
pub fn winning_move(position: &Position, moves: &[Move]) -> Option<Move> {
    let me = position.turn();
    moves.iter().copied().find(|mv| {
        mv.to == me.goal() || mv.captured.is_some_and(|c| c.side != me && position.stones(c.side).len() == 1)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn e4_3_rolls_group_by_the_stones_they_leave() {
        let position: Position = "R1R43/5/4R6/5/3B1B2 r".parse().unwrap();
        let groups: Vec<(Vec<u8>, u8)> =
            chance_outcomes(&position).iter().map(|(set, n)| (set.map(|s| s.number()).collect(), *n)).collect();
        assert_eq!(groups, [(vec![1], 1), (vec![1, 4], 2), (vec![4], 1), (vec![4, 6], 1), (vec![6], 1)]);
        let one: Position = "R14/5/5/5/3B1B2 r".parse().unwrap();
        assert_eq!(chance_outcomes(&one).len(), 1);
        assert_eq!(chance_outcomes(&one)[0].1, 6);
    }
}
