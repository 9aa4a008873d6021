//! The closed list of games Zabel plays, as shakmaty's `Variant` lists chess
//! variants: one tag that session, store and bindings carry.

use std::fmt;

use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Variant {
    /// EinStein würfelt nicht! for two players (RULES.md Part E).
    Einstein,
    /// Königszabel, 13×13 Hnefatafl (RULES.md Part K).
    Koenigszabel,
}

impl Variant {
    pub const ALL: [Variant; 2] = [Variant::Einstein, Variant::Koenigszabel];

    /// The stable name used in stored games, records and the CLI.
    pub const fn name(self) -> &'static str {
        match self {
            Variant::Einstein => "einstein",
            Variant::Koenigszabel => "koenigszabel",
        }
    }

    /// Also accepts `tafl`, the short name the CLI offers.
    pub fn from_name(name: &str) -> Option<Variant> {
        match name {
            "einstein" | "ewn" => Some(Variant::Einstein),
            "koenigszabel" | "königszabel" | "tafl" => Some(Variant::Koenigszabel),
            _ => None,
        }
    }

    pub const fn seats(self) -> usize {
        2
    }

    /// Whether a turn starts with a roll of the die.
    pub const fn has_dice(self) -> bool {
        matches!(self, Variant::Einstein)
    }

    /// Board width and height.
    pub const fn size(self) -> (u8, u8) {
        match self {
            Variant::Einstein => (5, 5),
            Variant::Koenigszabel => (13, 13),
        }
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
