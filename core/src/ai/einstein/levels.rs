//! The computer's levels, as data: an engine, its budget and its names.
//! Each level's rating is measured by `zabel-lab arena` (R1) and shipped in
//! `core/data/einstein-levels.tsv`; nothing here is a guess.

use std::sync::OnceLock;

use super::Engine;
use super::expectimax::Expectimax;
use super::heuristic::Heuristic;
use super::leaves::Leaves;
use super::random::RandomMover;
use super::setups::{MEASURED, SetupPolicy};
use crate::ai::level;
use crate::ai::level_table::{LevelRating, advantage_in, parse_ratings};

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum EngineKind {
    Random,
    /// The one-ply heuristic, playing a random move `careless_percent` of
    /// the time, arranging its stones by `setups`.
    Heuristic {
        careless_percent: u8,
        setups: SetupPolicy,
    },
    /// Expectimax over the dice, arranging its stones by `setups`.
    Expectimax {
        depth: u32,
        endgame: bool,
        leaves: Leaves,
        setups: SetupPolicy,
    },
}

pub type Level = level::Level<EngineKind>;

const fn level(number: u8, engine: EngineKind, nodes: u64) -> Level {
    Level::new(number, engine, nodes)
}

use EngineKind::{Expectimax as Ex, Heuristic as H, Random as R};
use SetupPolicy::Random;

/// Ordered by measured strength (see `docs/ai.md`). Below the top, the
/// heuristic's share of random moves falls in even steps: it makes steps the
/// arena can tell apart. Searches between the heuristic and the top (MCTS
/// from 1,000 iterations, shallower expectimax) all measured within ±50 Elo
/// of the top, where the dice hide what more search gains, so none of them
/// is a level.
pub const LEVELS: [Level; 8] = [
    level(1, R, 1),
    level(2, H { careless_percent: 85, setups: Random }, 1),
    level(3, H { careless_percent: 68, setups: Random }, 1),
    level(4, H { careless_percent: 51, setups: Random }, 1),
    level(5, H { careless_percent: 34, setups: Random }, 1),
    level(6, H { careless_percent: 17, setups: Random }, 1),
    level(7, H { careless_percent: 0, setups: MEASURED }, 1),
    level(8, Ex { depth: 6, endgame: true, leaves: Leaves::NTuple, setups: MEASURED }, 2_000_000),
];

impl level::Kind for EngineKind {
    type Engine = dyn Engine;
    const GAME: &'static str = "einstein";

    fn build(&self, seed: u64) -> Box<dyn Engine> {
        match *self {
            EngineKind::Random => Box::new(RandomMover::new(seed)),
            EngineKind::Heuristic { careless_percent, setups } => {
                Box::new(Heuristic::careless(seed, f64::from(careless_percent) / 100.0).with_setups(setups))
            }
            EngineKind::Expectimax { depth, endgame, leaves, setups } => {
                Box::new(Expectimax::new(depth, endgame, setups, seed).with_evaluation(leaves.evaluation()))
            }
        }
    }
}

impl Level {
    /// The measured rating, if the shipped table has this level.
    pub fn rating(&self) -> Option<LevelRating> {
        ratings().iter().find(|r| r.level == self.number).copied()
    }
}

pub fn by_number(number: u8) -> Option<&'static Level> {
    level::by_number(&LEVELS, number)
}

const TABLE: &str = include_str!("../../../data/einstein-levels.tsv");

/// The extra Elo of moving first, as measured with the level ratings.
pub fn first_move_advantage() -> f64 {
    advantage_in(TABLE, "# first-move advantage: ").expect("the shipped level table is valid")
}

pub fn ratings() -> &'static [LevelRating] {
    static RATINGS: OnceLock<Vec<LevelRating>> = OnceLock::new();
    RATINGS.get_or_init(|| parse_ratings(TABLE).expect("the shipped level table is valid"))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Levels 7 and 8 start well: the table and docs/ai.md promise it.
    #[test]
    fn the_strong_levels_arrange_their_stones_as_one_of_the_best_measured() {
        use super::super::setups::{BEST, ranked_setups};
        use crate::einstein::Side;
        let best = &ranked_setups()[..BEST];
        for number in [7, 8] {
            let mut engine = by_number(number).expect("a level").engine(7);
            for side in [Side::Red, Side::Blue].into_iter().cycle().take(40) {
                let setup = engine.setup(side);
                assert!(best.contains(&setup), "level {number} arranged {setup:?}");
            }
        }
    }

    #[test]
    fn the_shipped_first_move_advantage_is_a_number() {
        assert!(first_move_advantage().is_finite());
    }
}
