//! The player's puzzle attempts, per game, in the order they were made:
//! which puzzle, when, solved or not, and the rating before and after.
//! The rating now is the last attempt's; the list is its history.
//! Each attempt is flushed as it is made. An entry that does not read is
//! left out, and the rating goes on from the last one that does.

use serde::{Deserialize, Serialize};

use super::{Store, StoreError, encode};
use crate::game::Variant;
use crate::puzzle::{PuzzleRating, RatingChange};

const ATTEMPT: &str = "puzzle-attempt/";

#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct PuzzleAttempt {
    pub puzzle: String,
    /// Unix seconds.
    pub at: u64,
    pub solved: bool,
    pub change: RatingChange,
}

fn prefix(variant: Variant) -> String {
    format!("{ATTEMPT}{}/", variant.name())
}

impl Store {
    /// `variant`'s attempts, oldest first.
    pub fn puzzle_attempts(&self, variant: Variant) -> Result<Vec<PuzzleAttempt>, StoreError> {
        let mut attempts = Vec::new();
        for entry in self.meta.scan_prefix(prefix(variant)) {
            let (_, value) = entry?;
            attempts.extend(serde_json::from_slice(&value).ok());
        }
        Ok(attempts)
    }

    /// The player's puzzle rating for `variant` now.
    pub fn puzzle_rating(&self, variant: Variant) -> Result<PuzzleRating, StoreError> {
        Ok(crate::puzzle::Practice { attempts: self.puzzle_attempts(variant)? }.rating())
    }

    pub fn record_puzzle_attempt(&self, variant: Variant, attempt: &PuzzleAttempt) -> Result<(), StoreError> {
        let _writing = self.write_lock();
        // Zero-padded, so the keys sort in the order the attempts were made.
        let key = format!("{}{:020}", prefix(variant), self.db.generate_id()?);
        self.meta.insert(key, encode(attempt))?;
        self.db.flush()?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn attempt(puzzle: &str, solved: bool, before: f64, after: f64) -> PuzzleAttempt {
        let rating = |rating| PuzzleRating { rating, ..PuzzleRating::default() };
        PuzzleAttempt {
            puzzle: puzzle.into(),
            at: 7,
            solved,
            change: RatingChange { before: rating(before), after: rating(after) },
        }
    }

    #[test]
    fn attempts_survive_reopening_in_order_apart_per_game() {
        let dir = tempfile::tempdir().unwrap();
        {
            let (store, _) = Store::open(dir.path()).unwrap();
            assert_eq!(store.puzzle_rating(Variant::Koenigszabel).unwrap(), PuzzleRating::default());
            for (index, solved) in [true, false, true].into_iter().enumerate() {
                let before = 1500.0 + index as f64;
                store
                    .record_puzzle_attempt(
                        Variant::Koenigszabel,
                        &attempt(&format!("k{index}"), solved, before, before + 1.0),
                    )
                    .unwrap();
            }
            store.record_puzzle_attempt(Variant::Einstein, &attempt("e1", true, 1500.0, 1600.0)).unwrap();
        }
        let (store, _) = Store::open(dir.path()).unwrap();
        let attempts = store.puzzle_attempts(Variant::Koenigszabel).unwrap();
        assert_eq!(attempts.iter().map(|a| a.puzzle.as_str()).collect::<Vec<_>>(), ["k0", "k1", "k2"]);
        assert_eq!(store.puzzle_rating(Variant::Koenigszabel).unwrap().rating, 1503.0);
        assert_eq!(store.puzzle_rating(Variant::Einstein).unwrap().rating, 1600.0);
        assert!(store.rating_history(Variant::Koenigszabel).unwrap().is_empty(), "no game was played");
    }

    #[test]
    fn a_damaged_attempt_is_left_out_and_the_rating_goes_on_from_the_last_that_reads() {
        let dir = tempfile::tempdir().unwrap();
        let (store, _) = Store::open(dir.path()).unwrap();
        store.record_puzzle_attempt(Variant::Einstein, &attempt("e1", true, 1500.0, 1580.0)).unwrap();
        store.meta.insert(format!("{}{:020}", prefix(Variant::Einstein), u64::MAX), b"\xff{".to_vec()).unwrap();
        assert_eq!(store.puzzle_attempts(Variant::Einstein).unwrap().len(), 1);
        assert_eq!(store.puzzle_rating(Variant::Einstein).unwrap().rating, 1580.0);
        store.record_puzzle_attempt(Variant::Einstein, &attempt("e2", false, 1580.0, 1550.0)).unwrap();
        assert_eq!(store.puzzle_attempts(Variant::Einstein).unwrap().len(), 2);
    }
}
