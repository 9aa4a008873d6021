//! The computer's levels, as data: an engine, its budget and its names.
//! Each level's rating is measured by `zabel-lab arena` (R1) and shipped in
//! `core/data/einstein-levels.tsv`; nothing here is a guess.

use std::sync::OnceLock;
use std::time::Duration;

use super::expectimax::Expectimax;
use super::heuristic::Heuristic;
use super::leaves::Leaves;
use super::random::RandomMover;
use super::setups::{MEASURED, SetupPolicy};
use super::{Budget, Engine};

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

/// No level thinks longer than this on one move, whatever its node budget.
pub const TIME_CAP: Duration = Duration::from_millis(1500);

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

/// A row of the measured table.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct LevelRating {
    pub level: u8,
    pub rating: f64,
    /// 95% confidence interval.
    pub low: f64,
    pub high: f64,
    pub games: u64,
}

const TABLE: &str = include_str!("../../data/einstein-levels.tsv");

/// Parses the table `zabel-lab arena` writes: `#` comments, then
/// `level<TAB>rating<TAB>low<TAB>high<TAB>games`.
pub fn parse_ratings(text: &str) -> Result<Vec<LevelRating>, String> {
    super::table::rows(text)
        .map(|(line, fields)| {
            let bad = |why: &str| format!("line {line}: {why}");
            let [level, rating, low, high, games] = fields.as_slice() else {
                return Err(bad("expected level, rating, low, high, games"));
            };
            let number = |text: &str| {
                text.parse::<f64>()
                    .ok()
                    .filter(|n| n.is_finite())
                    .ok_or_else(|| bad(&format!("'{text}' is not a number")))
            };
            let (rating, low, high) = (number(rating)?, number(low)?, number(high)?);
            if !(low <= rating && rating <= high) {
                return Err(bad(&format!("the rating {rating} is not within {low}..{high}")));
            }
            Ok(LevelRating {
                level: level.parse().map_err(|_| bad("level is not a number"))?,
                rating,
                low,
                high,
                games: games.parse().map_err(|_| bad("games is not a number"))?,
            })
        })
        .collect()
}

/// The extra Elo of moving first, as measured with the level ratings.
pub fn first_move_advantage() -> f64 {
    advantage_in(TABLE, "# first-move advantage: ").expect("the shipped level table is valid")
}

/// A level table's advantage line (`<prefix><Elo> ± <margin> Elo`); 0 without
/// one, an error when the line is there but says no number.
pub(crate) fn advantage_in(table: &str, prefix: &str) -> Result<f64, String> {
    let Some(rest) = table.lines().find_map(|line| line.strip_prefix(prefix)) else { return Ok(0.0) };
    let value = rest.split_whitespace().next().unwrap_or_default();
    value.parse().map_err(|_| format!("'{prefix}{rest}': '{value}' is not a number of Elo"))
}

pub fn ratings() -> &'static [LevelRating] {
    static RATINGS: OnceLock<Vec<LevelRating>> = OnceLock::new();
    RATINGS.get_or_init(|| parse_ratings(TABLE).expect("the shipped level table is valid"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_advantage_line_is_read_absent_or_refused_when_it_says_no_number() {
        let prefix = "# first-move advantage: ";
        assert_eq!(advantage_in("# first-move advantage: 23.3 ± 13.2 Elo\n1\t1000", prefix), Ok(23.3));
        assert_eq!(advantage_in("# date: today\n1\t1000", prefix), Ok(0.0));
        for broken in ["# first-move advantage: ± 13 Elo", "# first-move advantage: ", "# first-move advantage: 2x3"] {
            assert!(advantage_in(broken, prefix).is_err(), "{broken}");
        }
        assert!(first_move_advantage().is_finite());
    }

    #[test]
    fn a_rating_must_be_a_finite_number_within_its_interval() {
        assert_eq!(parse_ratings("1\t1000\t990\t1010\t20\n").unwrap()[0].rating, 1000.0);
        for (row, why) in [
            ("1\tnan\t990\t1010\t20", "line 1: 'nan' is not a number"),
            ("1\t1000\t-inf\t1010\t20", "line 1: '-inf' is not a number"),
            ("1\t1000\t1001\t1010\t20", "line 1: the rating 1000 is not within 1001..1010"),
        ] {
            assert_eq!(parse_ratings(row), Err(why.to_owned()), "{row}");
        }
    }
}
