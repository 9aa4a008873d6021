//! A player's puzzles of one game so far, read from the store: the rating
//! now, every attempt in order (the rating's history), the streak.

use super::{PuzzleRating, RECENT};
use crate::game::Variant;
use crate::store::{PuzzleAttempt, Store, StoreError};

pub struct Practice {
    pub attempts: Vec<PuzzleAttempt>,
}

impl Practice {
    pub fn read(store: &Store, variant: Variant) -> Result<Practice, StoreError> {
        Ok(Practice { attempts: store.puzzle_attempts(variant)? })
    }

    pub fn rating(&self) -> PuzzleRating {
        self.attempts.last().map_or_else(PuzzleRating::default, |last| last.change.after)
    }

    /// Puzzles solved in a row, up to the last attempt.
    pub fn streak(&self) -> usize {
        self.attempts.iter().rev().take_while(|attempt| attempt.solved).count()
    }

    pub fn solved(&self) -> usize {
        self.attempts.iter().filter(|attempt| attempt.solved).count()
    }

    /// The puzzles tried lately, oldest first: not offered again yet.
    pub fn recent(&self) -> Vec<String> {
        let from = self.attempts.len().saturating_sub(RECENT);
        self.attempts[from..].iter().map(|attempt| attempt.puzzle.clone()).collect()
    }
}
