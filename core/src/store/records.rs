//! What the store keeps: finished games, rating history points, settings.

use serde::{Deserialize, Serialize};

use crate::einstein::{Game, Side};
use crate::game::PlayerKind;
use crate::rating::GameKind;
use crate::rating::elo::RatingChange;

/// Everything a rated game needs to update (and later recompute) the rating.
#[derive(Clone, Copy, PartialEq, Debug, Serialize, Deserialize)]
pub struct Rated {
    pub opponent_level: u8,
    /// The level's rating when the game was played.
    pub opponent_rating: f64,
    pub player_moved_first: bool,
    pub first_move_advantage: f64,
    pub won: bool,
}

/// A finished game, before the store gives it an id.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct NewGame {
    pub kind: GameKind,
    /// Unix seconds.
    pub finished_at: u64,
    /// The full E7 record.
    pub record: String,
    pub red: PlayerKind,
    pub blue: PlayerKind,
    pub winner: Side,
    /// The loser resigned; the record then ends before the rules' end.
    pub resigned: bool,
    pub rated: Option<Rated>,
}

impl NewGame {
    /// The record must replay, and its end must agree with the stated result.
    pub fn validate(&self) -> Result<(), String> {
        let game = Game::from_record(&self.record).map_err(|e| format!("record {e}"))?;
        match (game.outcome(), self.resigned) {
            (Some(outcome), false) if outcome.winner == self.winner => Ok(()),
            (Some(outcome), false) => {
                Err(format!("the record ends with {} winning, not {}", outcome.winner, self.winner))
            }
            (None, true) => Ok(()),
            (Some(_), true) => Err("a finished game cannot also be resigned".to_owned()),
            (None, false) => Err("the record does not reach the end of the game".to_owned()),
        }
    }

    pub(crate) fn into_stored(self, id: u64) -> StoredGame {
        StoredGame { id, game: self, rating_change: None }
    }
}

/// A finished game as stored.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct StoredGame {
    pub id: u64,
    #[serde(flatten)]
    pub game: NewGame,
    /// What the game did to the rating, when it was rated.
    pub rating_change: Option<RatingChange>,
}

/// One point of the rating chart.
#[derive(Clone, Copy, PartialEq, Debug, Serialize, Deserialize)]
pub struct RatingPoint {
    pub game_id: u64,
    pub kind: GameKind,
    pub finished_at: u64,
    pub change: RatingChange,
}

/// The options of the historic PC program and the app (`seeds/002` §2.2).
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    pub show_die: bool,
    pub highlight_moves: bool,
    pub default_level: u8,
    /// `en` or `de`.
    pub language: String,
}

/// The languages the apps speak.
pub const LANGUAGES: [&str; 2] = ["en", "de"];

impl Settings {
    pub fn validate(&self) -> Result<(), String> {
        if crate::ai::levels::by_number(self.default_level).is_none() {
            return Err(format!("there is no level {}", self.default_level));
        }
        if !LANGUAGES.contains(&self.language.as_str()) {
            return Err(format!("language '{}' is not one of {}", self.language, LANGUAGES.join(", ")));
        }
        Ok(())
    }
}

impl Default for Settings {
    fn default() -> Settings {
        Settings { show_die: true, highlight_moves: true, default_level: 4, language: "en".to_owned() }
    }
}
