//! The computer's levels for three and four players, as data: an engine,
//! its budget and its names. Their order is measured by `zabel-lab quattro arena`
//! (see `docs/ai.md`, "EinStein for three and four players").

use super::Quattro;
use super::heuristic::Heuristic;
use super::random::RandomMover;
use super::search::Search;
use crate::ai::{Engine, level};

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum EngineKind {
    Random,
    /// The one-ply team heuristic, choosing among its scored moves with a
    /// temperature (hundredths of an evaluation unit); a guarded one never
    /// leaves the next opponent a win in one where a move avoids it.
    Heuristic {
        temperature: u8,
        guarded: bool,
    },
    /// Team expectimax, iteratively deepened up to `depth` plies, its
    /// leaves valued with the stones' threats weighted `threat_percent`/100
    /// (see [`Search::with_threats`]).
    Search {
        depth: u32,
        threat_percent: u8,
    },
}

pub type Level = level::Level<EngineKind>;

const fn level(number: u8, engine: EngineKind, nodes: u64) -> Level {
    Level::new(number, engine, nodes)
}

use EngineKind::{Heuristic as H, Random as R, Search as S};

pub const LEVELS: [Level; 5] = [
    level(1, R, 1),
    level(2, H { temperature: 20, guarded: false }, 1),
    level(3, H { temperature: 3, guarded: true }, 1),
    level(4, S { depth: 8, threat_percent: 0 }, 20_000),
    level(5, S { depth: 12, threat_percent: 25 }, 300_000),
];

impl level::Kind for EngineKind {
    type Game = Quattro;
    const GAME: &'static str = "quattro";

    fn build(&self, seed: u64) -> Box<dyn Engine<Quattro>> {
        match *self {
            EngineKind::Random => Box::new(RandomMover::new(seed)),
            EngineKind::Heuristic { temperature, guarded } => {
                Box::new(Heuristic::temperate(seed, f64::from(temperature) / 100.0, guarded))
            }
            EngineKind::Search { depth, threat_percent } => {
                Box::new(Search::new(depth, seed).with_threats(f64::from(threat_percent) / 100.0))
            }
        }
    }
}

pub fn by_number(number: u8) -> Option<&'static Level> {
    level::by_number(&LEVELS, number)
}
