//! What defines a new game: who sits where, the game's own options, a seed.

use serde::{Deserialize, Serialize};

use crate::einstein::Setup;
use crate::einstein::quattro::Seating;
use crate::game::PlayerKind;
use crate::game::{Seat, Variant};
use crate::text::Language;

/// Who moves first in EinStein (E3): chosen, or random (the default against
/// the computer).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum FirstMover {
    Red,
    Blue,
    Random,
}

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
    pub fn variant(&self) -> Variant {
        match self {
            Options::Einstein { .. } => Variant::Einstein,
            Options::Koenigszabel { .. } => Variant::Koenigszabel,
            Options::Quattro { seating, .. } => Variant::of_seating(*seating),
        }
    }
}

/// Everything that defines a new game.
#[derive(Clone, PartialEq, Debug)]
pub struct GameConfig {
    /// Who sits at each seat (EinStein: Red, Blue; Königszabel: attackers,
    /// defenders).
    pub players: Vec<PlayerKind>,
    pub options: Options,
    /// Seeds the dice (and the computers), to replay a game exactly.
    pub seed: Option<u64>,
}

impl GameConfig {
    /// EinStein with a random first mover and random setups.
    pub fn einstein(red: PlayerKind, blue: PlayerKind) -> GameConfig {
        GameConfig {
            players: vec![red, blue],
            options: Options::Einstein { first: FirstMover::Random, setups: [None; 2] },
            seed: None,
        }
    }

    /// Königszabel, shieldwall off.
    pub fn koenigszabel(attackers: PlayerKind, defenders: PlayerKind) -> GameConfig {
        GameConfig {
            players: vec![attackers, defenders],
            options: Options::Koenigszabel { shieldwall: false },
            seed: None,
        }
    }

    /// The game of three or four on 6×6; `players` in turn order (T, U, V,
    /// W; the trio T, U, W), first seat drawn.
    pub fn quattro(seating: Seating, players: Vec<PlayerKind>) -> GameConfig {
        GameConfig { players, options: Options::Quattro { seating, first: None }, seed: None }
    }

    /// A human at `human` against the computer at `level` (EinStein).
    pub fn against(level: u8, human: crate::einstein::Side) -> GameConfig {
        let computer = PlayerKind::Computer { level };
        match human {
            crate::einstein::Side::Red => GameConfig::einstein(PlayerKind::Human, computer),
            crate::einstein::Side::Blue => GameConfig::einstein(computer, PlayerKind::Human),
        }
    }

    pub fn with_seed(self, seed: u64) -> GameConfig {
        GameConfig { seed: Some(seed), ..self }
    }

    pub fn variant(&self) -> Variant {
        self.options.variant()
    }

    pub(crate) fn player(&self, seat: Seat) -> PlayerKind {
        self.players.get(seat.index()).copied().unwrap_or(PlayerKind::Human)
    }
}

/// Display options of the historic program (`seeds/002` §2.2).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct ViewOptions {
    pub show_die: bool,
    pub highlight_moves: bool,
    /// The language of the squares' descriptions.
    pub language: Language,
}

impl Default for ViewOptions {
    fn default() -> ViewOptions {
        ViewOptions { show_die: true, highlight_moves: true, language: Language::English }
    }
}
