//! The options of one game, which also say which game it is, and the table
//! each starts from: the one place where a new game turns into its own
//! adapter.

use super::AnyTable;
use crate::einstein::{self, Setup};
use crate::game::{FirstMover, PlayerKind, Seat, TurnError, Variant};
use crate::quattro::Seating;
use crate::{quattro, tafl};

/// The options of one game; which one also says which game it is.
#[derive(Clone, PartialEq, Debug)]
pub enum Options {
    Einstein {
        first: FirstMover,
        /// A human seat's own arrangement, Red then Blue; `None` places its
        /// stones at random. Computers always choose their own (E3).
        setups: [Option<Setup>; 2],
    },
    Koenigszabel {
        /// K7, off by default.
        shieldwall: bool,
    },
    /// Three or four players on 6×6 (Part Q). Every seat's stones are
    /// placed at random, computers choose their own.
    Quattro {
        seating: Seating,
        /// The seat that starts; `None` draws it (Q3).
        first: Option<Seat>,
    },
}

impl Options {
    /// The options a table was started with, as far as its record keeps
    /// them: who moved first and each arrangement are in the moves already.
    pub(crate) fn of_table(table: &AnyTable) -> Options {
        match table {
            AnyTable::Einstein(_) => Options::Einstein { first: FirstMover::Random, setups: [None; 2] },
            AnyTable::Koenigszabel(table) => Options::Koenigszabel { shieldwall: table.tafl_game().rules().shieldwall },
            AnyTable::Quattro(table) => Options::Quattro { seating: table.dice_game().seating(), first: None },
        }
    }

    pub fn variant(&self) -> Variant {
        match self {
            Options::Einstein { .. } => Variant::Einstein,
            Options::Koenigszabel { .. } => Variant::Koenigszabel,
            Options::Quattro { seating, .. } => Variant::of_seating(*seating),
        }
    }

    /// The game at its start, with `players` by seat (their levels already
    /// checked); `seed` makes every random choice.
    pub(crate) fn start(&self, players: &[PlayerKind], seed: u64) -> Result<AnyTable, TurnError> {
        let levels: Vec<Option<u8>> = players
            .iter()
            .map(|player| match player {
                PlayerKind::Computer { level } => Some(*level),
                PlayerKind::Human => None,
            })
            .collect();
        Ok(match self {
            Options::Einstein { first, setups } => {
                AnyTable::Einstein(einstein::adapter::start(*first, *setups, &levels, seed)?)
            }
            Options::Koenigszabel { shieldwall } => {
                AnyTable::Koenigszabel(tafl::adapter::start(tafl::Rules { shieldwall: *shieldwall }))
            }
            Options::Quattro { seating, first } => {
                AnyTable::Quattro(quattro::adapter::start(*seating, *first, &levels, seed)?)
            }
        })
    }
}
