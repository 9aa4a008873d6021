//! The opponent list: every level with its measured rating and the player's
//! expected score against it, and a suggested fair opponent.

use super::elo::expected_score;
use crate::ai::levels::{LEVELS, Level, first_move_advantage};

#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Opponent {
    pub level: &'static Level,
    pub rating: f64,
    /// Averaged over moving first and second, since who starts is random.
    pub expected_score: f64,
}

/// Every level that has a measured rating, weakest first.
pub fn opponents(player_rating: f64) -> Vec<Opponent> {
    let advantage = first_move_advantage();
    LEVELS
        .iter()
        .filter_map(|level| {
            let rating = level.rating()?.rating;
            let expected = (expected_score(player_rating, rating, true, advantage)
                + expected_score(player_rating, rating, false, advantage))
                / 2.0;
            Some(Opponent { level, rating, expected_score: expected })
        })
        .collect()
}

/// The opponent against whom the player's chances are nearest even.
pub fn suggested(player_rating: f64) -> Option<Opponent> {
    opponents(player_rating)
        .into_iter()
        .min_by(|a, b| (a.expected_score - 0.5).abs().total_cmp(&(b.expected_score - 0.5).abs()))
}
