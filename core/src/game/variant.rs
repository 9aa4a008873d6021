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
    /// The stable name used in stored games, records and the CLI.
    pub const fn name(self) -> &'static str {
        match self {
            Variant::Einstein => "einstein",
            Variant::Koenigszabel => "koenigszabel",
        }
    }

    pub const fn seats(self) -> usize {
        2
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
