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
    /// EinStein for four in two teams, partners in opposite corners (Q3).
    #[serde(rename = "quattro-diagonal")]
    QuattroDiagonal,
    /// … partners in neighbouring corners (Q3).
    #[serde(rename = "quattro-longline")]
    QuattroLongline,
    /// EinStein for three: one against a team of two (Q4).
    Trio,
}

/// A computer level of a game, as the session, the rating and a new-game
/// screen see it.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct ComputerLevel {
    pub number: u8,
    /// The measured rating (R1); `None` until measured, and in the games
    /// that are not rated (R2 as amended: three and four players).
    pub rating: Option<f64>,
}

impl Variant {
    /// Whether a game counts for the player's rating (R2 as amended: the
    /// games of two players; each such variant has a rating of its own).
    pub const fn is_rated(self) -> bool {
        self.seats() == 2
    }

    /// Whether a finished game can be reviewed move by move: the games of
    /// two, whose analysts judge a move by one side's win chance. A game of
    /// teams has no such judge; its replay offers no review.
    pub const fn has_review(self) -> bool {
        self.seats() == 2
    }

    /// The variants that have a rating, in the order of [`Variant::ALL`].
    pub fn rated() -> Vec<Variant> {
        Variant::ALL.into_iter().filter(|variant| variant.is_rated()).collect()
    }

    /// The stable name used in stored games, records and the CLI.
    pub const fn name(self) -> &'static str {
        match self {
            Variant::Einstein => "einstein",
            Variant::Koenigszabel => "koenigszabel",
            Variant::QuattroDiagonal => "quattro-diagonal",
            Variant::QuattroLongline => "quattro-longline",
            Variant::Trio => "trio",
        }
    }

    pub const ALL: [Variant; 5] =
        [Variant::Einstein, Variant::Koenigszabel, Variant::QuattroDiagonal, Variant::QuattroLongline, Variant::Trio];

    pub const fn seats(self) -> usize {
        match self {
            Variant::Einstein | Variant::Koenigszabel => 2,
            Variant::QuattroDiagonal | Variant::QuattroLongline => 4,
            Variant::Trio => 3,
        }
    }
}

impl std::str::FromStr for Variant {
    type Err = String;

    fn from_str(text: &str) -> Result<Variant, String> {
        Variant::ALL.into_iter().find(|variant| variant.name() == text).ok_or_else(|| {
            let names: Vec<&str> = Variant::ALL.iter().map(|variant| variant.name()).collect();
            format!("'{text}' is not a game ({})", names.join(", "))
        })
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
