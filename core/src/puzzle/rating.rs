//! The player's puzzle rating for one game: Glicko-2 (skillratings), with
//! each attempt a game against the puzzle at its measured rating. Apart
//! from the game Elo: solving puzzles is not playing.

use serde::{Deserialize, Serialize};
use skillratings::Outcomes;
use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2};

use super::Puzzle;

#[derive(Clone, Copy, PartialEq, Debug, Serialize, Deserialize)]
pub struct PuzzleRating {
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
}

impl Default for PuzzleRating {
    /// A newcomer: Glicko-2's start, 1500 with a wide deviation, so the
    /// first attempts move it quickly.
    fn default() -> PuzzleRating {
        PuzzleRating::from(Glicko2Rating::new())
    }
}

/// What one attempt did to the rating.
#[derive(Clone, Copy, PartialEq, Debug, Serialize, Deserialize)]
pub struct RatingChange {
    pub before: PuzzleRating,
    pub after: PuzzleRating,
}

impl RatingChange {
    /// The change in whole points as shown: the rounded ratings' difference,
    /// so the numbers a player sees add up.
    pub fn shown(&self) -> i64 {
        self.after.rating.round() as i64 - self.before.rating.round() as i64
    }
}

impl PuzzleRating {
    /// After an attempt at `puzzle`, solved or not.
    pub fn after(self, puzzle: &Puzzle, solved: bool) -> PuzzleRating {
        let opponent = Glicko2Rating { rating: puzzle.rating, deviation: puzzle.deviation, volatility: 0.06 };
        let outcome = if solved { Outcomes::WIN } else { Outcomes::LOSS };
        let (player, _) = glicko2(&self.into(), &opponent, &outcome, &Glicko2Config::new());
        player.into()
    }
}

impl From<Glicko2Rating> for PuzzleRating {
    fn from(rating: Glicko2Rating) -> PuzzleRating {
        PuzzleRating { rating: rating.rating, deviation: rating.deviation, volatility: rating.volatility }
    }
}

impl From<PuzzleRating> for Glicko2Rating {
    fn from(rating: PuzzleRating) -> Glicko2Rating {
        Glicko2Rating { rating: rating.rating, deviation: rating.deviation, volatility: rating.volatility }
    }
}
