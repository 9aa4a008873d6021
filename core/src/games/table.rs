//! The turn machine of whichever game is played.

use std::ops::{Deref, DerefMut};

use crate::dice::turn::DiceTurn;
use crate::game::Table;
use crate::tafl::adapter::TaflTable;
use crate::{einstein, quattro};

/// A game's turn machine, whichever game it is: the session drives it as a
/// [`Table`] and asks this enum only for the game and its options.
pub(crate) enum AnyTable {
    Einstein(DiceTurn<einstein::Game>),
    Koenigszabel(TaflTable),
    Quattro(DiceTurn<quattro::Game>),
}

impl Deref for AnyTable {
    type Target = dyn Table;

    fn deref(&self) -> &(dyn Table + 'static) {
        match self {
            AnyTable::Einstein(table) => table,
            AnyTable::Koenigszabel(table) => table,
            AnyTable::Quattro(table) => table,
        }
    }
}

impl DerefMut for AnyTable {
    fn deref_mut(&mut self) -> &mut (dyn Table + 'static) {
        match self {
            AnyTable::Einstein(table) => table,
            AnyTable::Koenigszabel(table) => table,
            AnyTable::Quattro(table) => table,
        }
    }
}
