//! What defines a new game: who sits where, the game's own options, a seed.

use super::SessionError;
use crate::game::{ComputerLevel, FirstMover, PlayerKind, Seat, Variant};
use crate::games::Options;
use crate::quattro::Seating;
use crate::text::Language;

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

    /// Every computer plays a level this game has.
    pub(super) fn check_levels(&self) -> Result<(), SessionError> {
        for &player in &self.players {
            if let PlayerKind::Computer { level } = player
                && self.variant().level(level).is_none()
            {
                return Err(crate::game::TurnError::NoSuchLevel(level).into());
            }
        }
        Ok(())
    }

    pub(crate) fn player(&self, seat: Seat) -> PlayerKind {
        self.players.get(seat.index()).copied().unwrap_or(PlayerKind::Human)
    }

    /// The level of a seat the computer plays.
    pub(super) fn level_at(&self, seat: Seat) -> Option<ComputerLevel> {
        match self.player(seat) {
            PlayerKind::Computer { level } => self.variant().level(level),
            PlayerKind::Human => None,
        }
    }

    /// The single human against a single computer, if that is the game.
    pub(super) fn human_vs_computer(&self) -> Option<(Seat, ComputerLevel)> {
        let humans: Vec<Seat> =
            (0..self.players.len() as u8).map(Seat).filter(|&s| self.player(s) == PlayerKind::Human).collect();
        let ([human], 2) = (humans.as_slice(), self.players.len()) else { return None };
        Some((*human, self.level_at(Seat(1 - human.0))?))
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
