//! The computer's levels, as data: an engine, its budget and its names.
//! Each level's rating is measured by `zabel-lab arena` (R1) and shipped in
//! `core/data/einstein-levels.tsv`; nothing here is a guess.

use std::sync::OnceLock;

use super::expectimax::Expectimax;
use super::heuristic::Heuristic;
use super::leaves::Leaves;
use super::random::RandomMover;
use super::setups::{MEASURED, SetupPolicy};
use super::{Budget, Engine};
use crate::ai::level_table::{LevelRating, TIME_CAP, advantage_in, parse_ratings};

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum EngineKind {
    Random,
    /// The one-ply heuristic, playing a random move `careless_percent` of the time.
    Heuristic {
        careless_percent: u8,
    },
    Expectimax {
        depth: u32,
        endgame: bool,
        leaves: Leaves,
    },
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Level {
    pub number: u8,
    pub engine: EngineKind,
    pub setups: SetupPolicy,
    pub budget: Budget,
}

const fn level(number: u8, engine: EngineKind, setups: SetupPolicy, nodes: u64) -> Level {
    Level { number, engine, setups, budget: Budget::nodes(nodes).with_time(TIME_CAP) }
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
    level(1, R, Random, 1),
    level(2, H { careless_percent: 85 }, Random, 1),
    level(3, H { careless_percent: 68 }, Random, 1),
    level(4, H { careless_percent: 51 }, Random, 1),
    level(5, H { careless_percent: 34 }, Random, 1),
    level(6, H { careless_percent: 17 }, Random, 1),
    level(7, H { careless_percent: 0 }, MEASURED, 1),
    level(8, Ex { depth: 6, endgame: true, leaves: Leaves::NTuple }, MEASURED, 2_000_000),
];

impl Level {
    /// The level's name, from the core's catalog (`level-einstein-N`).
    pub fn name(&self, language: crate::text::Language) -> String {
        crate::text::text(language, &format!("level-einstein-{}", self.number))
    }

    pub fn engine(&self, seed: u64) -> Box<dyn Engine> {
        match self.engine {
            EngineKind::Random => Box::new(RandomMover::new(seed)),
            EngineKind::Heuristic { careless_percent } => {
                Box::new(Heuristic::careless(seed, f64::from(careless_percent) / 100.0))
            }
            EngineKind::Expectimax { depth, endgame, leaves } => {
                Box::new(Expectimax::new(depth, endgame, self.setups, seed).with_evaluation(leaves.evaluation()))
            }
        }
    }

    /// The measured rating, if the shipped table has this level.
    pub fn rating(&self) -> Option<LevelRating> {
        ratings().iter().find(|r| r.level == self.number).copied()
    }
}

pub fn by_number(number: u8) -> Option<&'static Level> {
    LEVELS.iter().find(|l| l.number == number)
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

    #[test]
    fn the_shipped_first_move_advantage_is_a_number() {
        assert!(first_move_advantage().is_finite());
    }
}
