//! The opponent list: every level of a game with its measured rating and the
//! player's expected score against it, and a suggested fair opponent.

use super::GameKind;
use super::elo::{expected_score, first_move};
use crate::game::Variant;
use crate::text::Language;

#[derive(Clone, PartialEq, Debug)]
pub struct Opponent {
    pub level: u8,
    pub name_en: String,
    pub name_de: String,
    pub rating: f64,
    /// Averaged over the two seats, since the player may take either.
    pub expected_score: f64,
    /// The player's expected score in each seat: moving first (EinStein's
    /// first mover, Königszabel's attackers) and second — the measured
    /// advantage of a side, shown where the side is chosen.
    pub expected_by_seat: [f64; 2],
}

/// A level of a game as a new-game screen lists it, measured or not.
#[derive(Clone, PartialEq, Debug)]
pub struct LevelInfo {
    pub level: u8,
    pub name_en: String,
    pub name_de: String,
    /// `None` until the arena has measured it; games against it are unrated.
    pub rating: Option<f64>,
}

/// Every level of `kind`, weakest first.
pub fn levels(kind: GameKind) -> Vec<LevelInfo> {
    variant_levels(kind.variant())
}

/// Every level that can sit at a seat of `variant`, weakest first; the
/// games of three and four are not rated (R2), so their levels carry none.
pub fn variant_levels(variant: Variant) -> Vec<LevelInfo> {
    let name = |number, language| variant.level_name(number, language);
    variant
        .levels()
        .into_iter()
        .map(|level| LevelInfo {
            level: level.number,
            name_en: name(level.number, Language::English),
            name_de: name(level.number, Language::German),
            rating: level.rating,
        })
        .collect()
}

/// The Elo the first mover's seat is worth in `kind` (R1): EinStein's
/// measured first-move advantage, Königszabel's attackers' advantage.
pub fn first_move_advantage(kind: GameKind) -> f64 {
    kind.variant().first_move_advantage().unwrap_or(0.0)
}

/// Every level of `kind` that has a measured rating, weakest first.
pub fn opponents(kind: GameKind, player_rating: f64) -> Vec<Opponent> {
    let advantage = first_move_advantage(kind);
    levels(kind)
        .into_iter()
        .filter_map(|info| {
            let rating = info.rating?;
            let by_seat =
                [true, false].map(|first| expected_score(player_rating, rating, first_move(first, advantage)));
            Some(Opponent {
                level: info.level,
                name_en: info.name_en,
                name_de: info.name_de,
                rating,
                expected_score: (by_seat[0] + by_seat[1]) / 2.0,
                expected_by_seat: by_seat,
            })
        })
        .collect()
}

/// The opponent in `kind` against whom the player's chances are nearest even.
pub fn suggested(kind: GameKind, player_rating: f64) -> Option<Opponent> {
    opponents(kind, player_rating)
        .into_iter()
        .min_by(|a, b| (a.expected_score - 0.5).abs().total_cmp(&(b.expected_score - 0.5).abs()))
}
