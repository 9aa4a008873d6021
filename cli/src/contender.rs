//! Who plays in `zabel tafl arena`: a level by its number, or the search at
//! a fixed depth with some evaluation weights changed — how a change to the
//! evaluation is measured against the shipped weights before it ships.

use std::io;
use std::str::FromStr;

use zabel_core::ai::Budget;
use zabel_core::ai::tafl::eval::{WEIGHTS, Weights};
use zabel_core::ai::tafl::{self, AlphaBeta, Engine, Level};

/// Plenty for any fixed depth the tuning uses; no clock, so a game replays
/// the same on a busy machine.
const SEARCH_NODES: u64 = 50_000_000;

#[derive(Clone, PartialEq, Debug)]
pub enum Contender {
    Level(&'static Level),
    Search { depth: u32, weights: Weights },
}

impl FromStr for Contender {
    type Err = io::Error;

    /// `3` (a level) or `search:DEPTH[:name=value…]`.
    fn from_str(text: &str) -> io::Result<Contender> {
        let invalid = |why: String| io::Error::new(io::ErrorKind::InvalidInput, why);
        if let Ok(number) = text.parse::<u8>() {
            return tafl::by_number(number)
                .map(Contender::Level)
                .ok_or_else(|| invalid(format!("there is no level {number} (1..{})", tafl::LEVELS.len())));
        }
        let mut parts = text.split(':');
        let (Some("search"), Some(depth)) = (parts.next(), parts.next()) else {
            return Err(invalid(format!("'{text}': a level number or search:DEPTH[:name=value…]")));
        };
        let depth = depth.parse().ok().filter(|d| (1..=8).contains(d));
        let depth = depth.ok_or_else(|| invalid(format!("'{text}': the depth is 1..8")))?;
        let mut weights = WEIGHTS;
        for change in parts {
            weights.set(change).map_err(|why| invalid(format!("'{text}': {why}")))?;
        }
        Ok(Contender::Search { depth, weights })
    }
}

impl Contender {
    /// The name in results files: the level's number, or the search with
    /// the weights that differ from the shipped ones, in a fixed order.
    pub fn name(&self) -> String {
        match self {
            Contender::Level(level) => level.number.to_string(),
            Contender::Search { depth, weights } => {
                let mut name = format!("search:{depth}");
                for field in Weights::NAMES {
                    if weights.get(field) != WEIGHTS.get(field) {
                        name += &format!(":{field}={}", weights.get(field).expect("a named weight"));
                    }
                }
                name
            }
        }
    }

    /// For people: the level's name, or the search's changes.
    pub fn label(&self) -> String {
        match self {
            Contender::Level(level) => level.name_en.to_owned(),
            Contender::Search { depth, .. } => {
                let name = self.name();
                let changes = name.splitn(3, ':').nth(2).unwrap_or("shipped weights").replace(':', ", ");
                format!("depth {depth}, {changes}")
            }
        }
    }

    pub fn level(&self) -> Option<&'static Level> {
        match self {
            Contender::Level(level) => Some(level),
            Contender::Search { .. } => None,
        }
    }

    pub fn engine(&self, seed: u64) -> Box<dyn Engine> {
        match self {
            Contender::Level(level) => level.engine(seed),
            Contender::Search { depth, weights } => Box::new(AlphaBeta::new(*depth, 0, seed).with_weights(*weights)),
        }
    }

    pub fn budget(&self) -> Budget {
        match self {
            Contender::Level(level) => level.budget,
            Contender::Search { .. } => Budget::nodes(SEARCH_NODES),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_and_searches_read_and_name_themselves() {
        let level: Contender = "3".parse().unwrap();
        assert_eq!(level.name(), "3");
        assert_eq!(level.level().map(|l| l.number), Some(3));
        let search: Contender = "search:2:king_pressed=30:corner_guard=70".parse().unwrap();
        // One name per weight set, whatever order the changes were given in.
        assert_eq!(search.name(), "search:2:corner_guard=70:king_pressed=30");
        assert_eq!(search.name().parse::<Contender>().unwrap(), search);
        assert_eq!(search.label(), "depth 2, corner_guard=70, king_pressed=30");
        // A change to the shipped value is no change.
        let shipped = format!("search:3:corner_guard={}", WEIGHTS.corner_guard);
        assert_eq!(shipped.parse::<Contender>().unwrap().name(), "search:3");
        for bad in ["0", "9", "search", "search:0", "search:2:nothing=1", "search:2:corner_guard", "otep"] {
            assert!(bad.parse::<Contender>().is_err(), "{bad}");
        }
    }
}
