//! Königszabel's levels, as data. The random mover is the anchor of the
//! rating scale (R1: 1000 by definition); the others get their ratings from
//! `zabel arena` once it plays Königszabel, and until then are not rated.

use super::{Engine, OnePly, RandomMover};
use crate::ai::Budget;
use crate::ai::levels::TIME_CAP;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum EngineKind {
    Random,
    OnePly,
}

#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Level {
    pub number: u8,
    pub name_en: &'static str,
    pub name_de: &'static str,
    pub engine: EngineKind,
    pub budget: Budget,
    /// Measured (R1); `None` until measured, and games against it are unrated.
    pub rating: Option<f64>,
}

pub const LEVELS: [Level; 2] = [
    Level {
        number: 1,
        name_en: "Thrall",
        name_de: "Knecht",
        engine: EngineKind::Random,
        budget: Budget::nodes(1).with_time(TIME_CAP),
        rating: Some(1000.0),
    },
    Level {
        number: 2,
        name_en: "Watchman",
        name_de: "Wächter",
        engine: EngineKind::OnePly,
        budget: Budget::nodes(2_000_000).with_time(TIME_CAP),
        rating: None,
    },
];

/// The Elo the attackers' seat is worth (R1). Not measured yet: until the
/// arena plays Königszabel (issue 18) the ratings treat both sides as equal.
pub fn attackers_advantage() -> f64 {
    0.0
}

pub fn by_number(number: u8) -> Option<&'static Level> {
    LEVELS.iter().find(|level| level.number == number)
}

impl Level {
    pub fn engine(&self, seed: u64) -> Box<dyn Engine> {
        match self.engine {
            EngineKind::Random => Box::new(RandomMover::new(seed)),
            EngineKind::OnePly => Box::new(OnePly::new(seed)),
        }
    }
}
