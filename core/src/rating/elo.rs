//! The player's own Elo (R2, R3), on the skillratings crate.
//!
//! 1200 to start; provisional for the first 20 rated games with K = 40,
//! then K = 20. The expected score includes the measured advantage of the
//! player's seat (EinStein: moving first; Königszabel: the side): the seat
//! with it plays as if that much stronger. A draw scores ½.

use serde::{Deserialize, Serialize};
use skillratings::Outcomes;
use skillratings::elo::{EloConfig, EloRating, elo, expected_score as elo_expected};

use crate::game::Score;

pub const START: f64 = 1200.0;
pub const PROVISIONAL_GAMES: u32 = 20;
const K_PROVISIONAL: f64 = 40.0;
const K_ESTABLISHED: f64 = 20.0;

/// The player's rating in one game kind, and how many rated games made it.
#[derive(Clone, Copy, PartialEq, Debug, Serialize, Deserialize)]
pub struct PlayerRating {
    pub rating: f64,
    pub games: u32,
}

impl Default for PlayerRating {
    fn default() -> PlayerRating {
        PlayerRating { rating: START, games: 0 }
    }
}

impl PlayerRating {
    pub fn is_provisional(&self) -> bool {
        self.games < PROVISIONAL_GAMES
    }

    pub fn k(&self) -> f64 {
        if self.is_provisional() { K_PROVISIONAL } else { K_ESTABLISHED }
    }
}

/// What one rated game did to the rating.
#[derive(Clone, Copy, PartialEq, Debug, Serialize, Deserialize)]
pub struct RatingChange {
    pub before: f64,
    pub after: f64,
    /// The player's expected score, first-move advantage included.
    pub expected: f64,
    pub k: f64,
    /// Rated games before this one.
    pub games_before: u32,
}

impl RatingChange {
    pub fn delta(&self) -> f64 {
        self.after - self.before
    }

    /// The ratings before and after as shown (whole points), and the change
    /// between them: the difference of the shown values, so that what the
    /// player reads adds up ("1226 → 1224 (-2)", never "(-1)").
    pub fn shown(&self) -> (i64, i64, i64) {
        let (before, after) = (self.before.round() as i64, self.after.round() as i64);
        (before, after, after - before)
    }

    /// "1226 → 1224 (-2)", in `language`.
    pub fn describe(&self, language: crate::text::Language) -> String {
        use crate::text::{Arg, text_with};
        let (before, after, delta) = self.shown();
        let delta = format!("{delta:+}");
        let args = [
            ("before", Arg::Number(before as f64)),
            ("after", Arg::Number(after as f64)),
            ("delta", Arg::Text(&delta)),
        ];
        text_with(language, "rating-change", &args)
    }
}

/// The player's expected score against `opponent` (R3), when the player's
/// seat is worth `advantage` Elo more than the opponent's (the first move,
/// or a side; negative when the opponent's seat has it).
pub fn expected_score(player: f64, opponent: f64, advantage: f64) -> f64 {
    elo_expected(&EloRating { rating: player + advantage }, &EloRating { rating: opponent }).0
}

/// The rating after one rated game against an opponent rated `opponent`,
/// with a win, a draw (½) or a loss (R3).
pub fn rate(player: PlayerRating, opponent: f64, advantage: f64, score: Score) -> (PlayerRating, RatingChange) {
    let outcome = match score {
        Score::Win => Outcomes::WIN,
        Score::Draw => Outcomes::DRAW,
        Score::Loss => Outcomes::LOSS,
    };
    let k = player.k();
    let (after, _) = elo(
        &EloRating { rating: player.rating + advantage },
        &EloRating { rating: opponent },
        &outcome,
        &EloConfig { k },
    );
    let change = RatingChange {
        before: player.rating,
        after: after.rating - advantage,
        expected: expected_score(player.rating, opponent, advantage),
        k,
        games_before: player.games,
    };
    (PlayerRating { rating: change.after, games: player.games + 1 }, change)
}

/// The advantage of the first mover, seen from the player.
pub fn first_move(player_moves_first: bool, first_move_advantage: f64) -> f64 {
    if player_moves_first { first_move_advantage } else { -first_move_advantage }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn r2_start_at_1200_provisional_for_20_games() {
        let mut rating = PlayerRating::default();
        assert_eq!(rating.rating, 1200.0);
        for game in 0..25 {
            assert_eq!(rating.is_provisional(), game < 20);
            assert_eq!(rating.k(), if game < 20 { 40.0 } else { 20.0 });
            rating = rate(rating, rating.rating, 0.0, if game % 2 == 0 { Score::Win } else { Score::Loss }).0;
        }
        assert_eq!(rating.games, 25);
    }

    #[test]
    fn r3_known_elo_values() {
        // Equal ratings, no advantage: a win is worth K/2.
        let (after, change) = rate(PlayerRating::default(), 1200.0, 0.0, Score::Win);
        assert_eq!(after.rating, 1220.0);
        assert_eq!(change.expected, 0.5);
        // 400 points weaker: expected 1/11; a win gains 40 × 10/11.
        let (after, change) = rate(PlayerRating::default(), 1600.0, 0.0, Score::Win);
        assert!((change.expected - 1.0 / 11.0).abs() < 1e-12);
        assert!((after.rating - (1200.0 + 40.0 * 10.0 / 11.0)).abs() < 1e-9);
        // Established: K = 20.
        let (after, _) = rate(PlayerRating { rating: 1500.0, games: 30 }, 1500.0, 0.0, Score::Loss);
        assert_eq!(after.rating, 1490.0);
    }

    #[test]
    fn r3_moving_first_raises_the_expectation() {
        let first = expected_score(1200.0, 1200.0, first_move(true, 20.0));
        let second = expected_score(1200.0, 1200.0, first_move(false, 20.0));
        assert!((first - 1.0 / (1.0 + 10f64.powf(-20.0 / 400.0))).abs() < 1e-12);
        assert!((first + second - 1.0).abs() < 1e-12);
        // So a win while moving first gains less.
        let (won_first, _) = rate(PlayerRating::default(), 1200.0, first_move(true, 20.0), Score::Win);
        let (won_second, _) = rate(PlayerRating::default(), 1200.0, first_move(false, 20.0), Score::Win);
        assert!(won_first.rating < won_second.rating);
        assert!((won_first.rating - (1200.0 + 40.0 * (1.0 - first))).abs() < 1e-9);
    }

    #[test]
    fn the_shown_change_is_the_difference_of_the_shown_ratings() {
        let change = RatingChange { before: 1225.78, after: 1224.31, expected: 0.5, k: 40.0, games_before: 3 };
        assert_eq!(change.shown(), (1226, 1224, -2));
        assert_eq!(change.describe(crate::text::Language::English), "1226 → 1224 (-2)");
        let change = RatingChange { before: 1199.6, after: 1200.4, ..change };
        assert_eq!(change.shown(), (1200, 1200, 0));
        assert_eq!(change.describe(crate::text::Language::German), "1200 → 1200 (+0)");
    }

    #[test]
    fn r3_a_draw_scores_half() {
        // Equal: a draw changes nothing.
        let (after, change) = rate(PlayerRating::default(), 1200.0, 0.0, Score::Draw);
        assert_eq!((after.rating, after.games, change.expected), (1200.0, 1, 0.5));
        // Against a stronger opponent a draw gains K × (½ − E).
        let (after, change) = rate(PlayerRating::default(), 1600.0, 0.0, Score::Draw);
        assert!((after.rating - (1200.0 + 40.0 * (0.5 - 1.0 / 11.0))).abs() < 1e-9);
        assert!(change.delta() > 0.0);
        // With the advantage on the player's side, a draw costs.
        let (after, _) = rate(PlayerRating::default(), 1200.0, 50.0, Score::Draw);
        assert!(after.rating < 1200.0);
    }
}
