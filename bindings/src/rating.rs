//! Ratings: the player's Elo, its history and the opponents to choose from.

use zabel_core::game::Variant;
pub use zabel_core::rating::opponents::RatedSeat;
use zabel_core::rating::{elo, opponents};
use zabel_core::store;

#[derive(Clone, Copy, PartialEq, Debug, uniffi::Record)]
pub struct RatingChange {
    pub before: f64,
    pub after: f64,
    pub delta: f64,
    /// The player's expected score, the seat's advantage included.
    pub expected: f64,
    pub k: f64,
    pub games_before: u32,
}

impl From<elo::RatingChange> for RatingChange {
    fn from(change: elo::RatingChange) -> RatingChange {
        RatingChange {
            before: change.before,
            after: change.after,
            delta: change.delta(),
            expected: change.expected,
            k: change.k,
            games_before: change.games_before,
        }
    }
}

#[derive(Clone, PartialEq, Debug, uniffi::Record)]
pub struct Opponent {
    pub level: u8,
    /// In the player's language (the settings').
    pub name: String,
    pub rating: f64,
    /// The player's expected score against this level, 0..1, averaged over both seats.
    pub expected_score: f64,
    /// The expected score in each seat: moving first (EinStein's first
    /// mover, Königszabel's attackers), then second.
    #[uniffi(default)]
    pub expected_by_seat: Vec<f64>,
}

impl From<opponents::Opponent> for Opponent {
    fn from(opponent: opponents::Opponent) -> Opponent {
        Opponent {
            level: opponent.level,
            name: opponent.name,
            rating: opponent.rating,
            expected_score: opponent.expected_score,
            expected_by_seat: opponent.expected_by_seat.to_vec(),
        }
    }
}

/// A level of a game, measured or not.
#[derive(Clone, PartialEq, Debug, uniffi::Record)]
pub struct LevelInfo {
    pub level: u8,
    /// In the player's language (the settings').
    pub name: String,
    /// What the level is like, in one line, in the player's language.
    pub description: String,
    /// `None` until measured; games against an unmeasured level are unrated.
    pub rating: Option<f64>,
}

impl From<opponents::LevelInfo> for LevelInfo {
    fn from(info: opponents::LevelInfo) -> LevelInfo {
        LevelInfo { level: info.level, name: info.name, description: info.description, rating: info.rating }
    }
}

/// How many rated games a rating stays provisional (R2): the band the
/// rating chart shades, so the apps don't keep their own copy of the rule.
#[uniffi::export]
pub fn provisional_games() -> u32 {
    elo::PROVISIONAL_GAMES
}

/// The seat a player takes in a rated game: the first mover's (EinStein's
/// starter, Königszabel's attackers) or the other.
#[uniffi::remote(Enum)]
pub enum RatedSeat {
    First,
    Second,
}

/// Whether a game's seats differ enough that a screen shows each side's
/// chances and fair match rather than one average over both.
#[uniffi::export]
pub fn sides_differ(variant: Variant) -> bool {
    opponents::sides_differ(variant)
}

/// The games that have a rating, one each (R2: the games of two players),
/// in the order a rating screen shows them.
#[uniffi::export]
pub fn rated_variants() -> Vec<Variant> {
    Variant::rated()
}

#[derive(Clone, Copy, PartialEq, Debug, uniffi::Record)]
pub struct PlayerRating {
    pub rating: f64,
    pub games: u32,
    /// Still settling: few rated games so far, so it moves faster.
    pub provisional: bool,
}

impl From<elo::PlayerRating> for PlayerRating {
    fn from(rating: elo::PlayerRating) -> PlayerRating {
        PlayerRating { rating: rating.rating, games: rating.games, provisional: rating.is_provisional() }
    }
}

/// One point of the rating chart.
#[derive(Clone, Copy, PartialEq, Debug, uniffi::Record)]
pub struct RatingPoint {
    pub game_id: u64,
    pub finished_at: u64,
    pub change: RatingChange,
}

impl From<store::RatingPoint> for RatingPoint {
    fn from(point: store::RatingPoint) -> RatingPoint {
        RatingPoint { game_id: point.game_id, finished_at: point.finished_at, change: point.change.into() }
    }
}
