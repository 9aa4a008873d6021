//! A computer level, the same shape in every game: its number (1 the
//! weakest), the kind of engine it plays, and the budget it may spend on a
//! move. Each game's `levels.rs` lists its levels with its own kinds.

use super::Budget;
use super::engine::{Contest, Engine};
use super::level_table::TIME_CAP;
use crate::text::{Language, text};

/// What a game's kinds of engine tell its levels: how the catalog names
/// the game's levels, and how an engine of the kind is built.
pub trait Kind: Copy {
    /// The game whose engines the kind builds.
    type Game: Contest;
    /// The game in the catalog's level names (`level-<game>-<number>`).
    const GAME: &'static str;
    fn build(&self, seed: u64) -> Box<dyn Engine<Self::Game>>;
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Level<K> {
    pub number: u8,
    pub engine: K,
    pub budget: Budget,
}

impl<K> Level<K> {
    /// Level `number`, its engine stopped by `nodes` or by [`TIME_CAP`], whichever comes first.
    pub const fn new(number: u8, engine: K, nodes: u64) -> Level<K> {
        Level { number, engine, budget: Budget::nodes(nodes).with_time(TIME_CAP) }
    }
}

impl<K: Kind> Level<K> {
    /// The level's name, from the core's catalog.
    pub fn name(&self, language: Language) -> String {
        text(language, &format!("level-{}-{}", K::GAME, self.number))
    }

    /// A fresh engine of this level, its random choices drawn from `seed`.
    pub fn engine(&self, seed: u64) -> Box<dyn Engine<K::Game>> {
        self.engine.build(seed)
    }
}

/// The level numbered `number` among `levels`.
pub fn by_number<K>(levels: &'static [Level<K>], number: u8) -> Option<&'static Level<K>> {
    levels.iter().find(|level| level.number == number)
}
