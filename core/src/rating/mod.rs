//! Ratings: the player's Elo (R2, R3) and the maximum-likelihood fit that
//! measures the AI levels (R1).

use serde::{Deserialize, Serialize};

pub mod elo;
pub mod fit;
pub mod opponents;

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
/// The game a player's rating belongs to (R2): one Elo per game.
pub enum GameKind {
    Einstein,
}

impl GameKind {
    pub fn name(self) -> &'static str {
        match self {
            GameKind::Einstein => "einstein",
        }
    }
}
