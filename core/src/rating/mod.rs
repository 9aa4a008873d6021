//! Ratings: the player's Elo (R2, R3) and the levels' measured ratings
//! as opponents. The fit that measures the levels (R1) is the lab's.

use serde::{Deserialize, Serialize};

use crate::game::Variant;

pub mod elo;
pub mod opponents;
pub mod replay;

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
/// The game a player's rating belongs to (R2): one Elo per game.
pub enum GameKind {
    Einstein,
    Koenigszabel,
}

impl GameKind {
    pub const ALL: [GameKind; 2] = [GameKind::Einstein, GameKind::Koenigszabel];

    pub fn name(self) -> &'static str {
        self.variant().name()
    }

    /// The rating a game of `variant` counts for; `None` for games that are
    /// never rated (R2: only two-player games).
    pub const fn of(variant: Variant) -> Option<GameKind> {
        match variant {
            Variant::Einstein => Some(GameKind::Einstein),
            Variant::Koenigszabel => Some(GameKind::Koenigszabel),
            // R2 as amended: games of three and four are not rated.
            Variant::QuattroDiagonal | Variant::QuattroLongline | Variant::Trio => None,
        }
    }

    /// The variant whose games make this rating.
    pub const fn variant(self) -> Variant {
        match self {
            GameKind::Einstein => Variant::Einstein,
            GameKind::Koenigszabel => Variant::Koenigszabel,
        }
    }
}
