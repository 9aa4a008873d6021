//! The player's puzzle attempts, per game, in the order they were made:
//! which puzzle, when, solved or not, and the rating before and after.
//! The rating now is the last attempt's; the list is its history.
//! Each attempt is flushed as it is made, then backed up as a game is: a
//! journal line, or every [`SNAPSHOT_EVERY`] attempts of a game a
//! snapshot. An entry that does not read is left out, and the rating goes
//! on from the last one that does.
//!
//! An attempt's key is its game and its number in that game's sequence,
//! one more than the newest's. Across backups and devices that number is
//! not an identity (a rebuilt database or another device numbers afresh),
//! so an attempt is known by its game, puzzle, second and result
//! (`attempts::merge_attempts`), its number telling apart only the copies of one
//! backup, as a game's id does.

use super::attempts::{BackedUpAttempt, PuzzleAttempt};
use super::{SNAPSHOT_EVERY, Store, StoreError, auto_files, decode, encode};
use crate::game::Variant;
use crate::puzzle::PuzzleRating;

const ATTEMPT: &str = "puzzle-attempt/";
/// Per game, the number of the newest attempt the automatic backups hold.
const BACKED_UP: &str = "puzzle-attempts-backed-up/";

fn prefix(variant: Variant) -> String {
    format!("{ATTEMPT}{}/", variant.name())
}

/// Zero-padded, so the keys sort in the order the attempts were made.
fn key(variant: Variant, seq: u64) -> String {
    format!("{}{seq:020}", prefix(variant))
}

fn seq_of(key: &[u8]) -> Option<u64> {
    std::str::from_utf8(key.get(key.len().checked_sub(20)?..)?).ok()?.parse().ok()
}

fn backed_up_key(variant: Variant) -> String {
    format!("{BACKED_UP}{}", variant.name())
}

impl Store {
    /// `variant`'s attempts, oldest first.
    pub fn puzzle_attempts(&self, variant: Variant) -> Result<Vec<PuzzleAttempt>, StoreError> {
        Ok(self.numbered_attempts(variant)?.into_iter().map(|(_, attempt)| attempt).collect())
    }

    /// `variant`'s attempts that read, oldest first, with their numbers.
    fn numbered_attempts(&self, variant: Variant) -> Result<Vec<(u64, PuzzleAttempt)>, StoreError> {
        let mut attempts = Vec::new();
        for entry in self.meta.scan_prefix(prefix(variant)) {
            let (key, value) = entry?;
            attempts.extend(seq_of(&key).zip(serde_json::from_slice(&value).ok()));
        }
        Ok(attempts)
    }

    /// Every game's attempts that read, as the backups carry them.
    pub(super) fn all_puzzle_attempts(&self) -> Result<Vec<BackedUpAttempt>, StoreError> {
        let mut all = Vec::new();
        for variant in Variant::ALL {
            let attempts = self.numbered_attempts(variant)?;
            all.extend(attempts.into_iter().map(|(seq, attempt)| BackedUpAttempt { variant, seq, attempt }));
        }
        Ok(all)
    }

    /// Reads every stored attempt once, at opening: one that does not
    /// decode is damage, and the database is rebuilt from the backups,
    /// which hold it, as for a game.
    pub(super) fn check_attempts(&self) -> Result<(), StoreError> {
        for entry in self.meta.scan_prefix(ATTEMPT) {
            let (key, value) = entry?;
            let what = String::from_utf8_lossy(&key);
            seq_of(&key).ok_or_else(|| StoreError::Corrupt(format!("{what}: not an attempt's key")))?;
            decode::<PuzzleAttempt>(&what, &value)?;
        }
        Ok(())
    }

    /// No game and no puzzle attempt is stored.
    pub(super) fn holds_nothing(&self) -> bool {
        self.game_count() == 0 && self.meta.scan_prefix(ATTEMPT).next().is_none()
    }

    /// The player's puzzle rating for `variant` now.
    pub fn puzzle_rating(&self, variant: Variant) -> Result<PuzzleRating, StoreError> {
        Ok(self.puzzle_attempts(variant)?.last().map_or_else(PuzzleRating::default, |last| last.change.after))
    }

    /// Stores `attempt`, flushed, then backs it up.
    pub fn record_puzzle_attempt(&self, variant: Variant, attempt: &PuzzleAttempt) -> Result<(), StoreError> {
        let _writing = self.write_lock();
        let seq = match self.meta.scan_prefix(prefix(variant)).next_back() {
            Some(entry) => seq_of(&entry?.0).map_or(0, |seq| seq + 1),
            None => 0,
        };
        self.meta.insert(key(variant, seq), encode(attempt))?;
        self.db.flush()?;
        if (seq + 1) % SNAPSHOT_EVERY == 0 {
            return self.snapshot();
        }
        let backed_up = BackedUpAttempt { variant, seq, attempt: attempt.clone() };
        auto_files::journal_attempt(&Store::backup_dir(&self.dir), &backed_up)?;
        // Flushed with the next write; until then a reopening journals the
        // attempt again, which restoring takes once.
        self.meta.insert(backed_up_key(variant), encode(&seq))?;
        Ok(())
    }

    /// Journals the attempts a crash kept out of the automatic backups, and
    /// those stored before attempts were backed up. Called with the writer
    /// lock held.
    pub(super) fn catch_up_attempts(&self) -> Result<(), StoreError> {
        let dir = Store::backup_dir(&self.dir);
        let mut journalled = false;
        for variant in Variant::ALL {
            let through: Option<u64> = self.meta_get(&backed_up_key(variant))?;
            let attempts = self.numbered_attempts(variant)?;
            let behind = attempts.into_iter().filter(|(seq, _)| through.is_none_or(|through| *seq > through));
            let mut newest = None;
            for (seq, attempt) in behind {
                auto_files::journal_attempt(&dir, &BackedUpAttempt { variant, seq, attempt })?;
                newest = Some(seq);
            }
            if let Some(seq) = newest {
                self.meta.insert(backed_up_key(variant), encode(&seq))?;
                journalled = true;
            }
        }
        if journalled {
            self.db.flush()?;
        }
        Ok(())
    }

    /// Notes that the backups hold every attempt stored (a snapshot was
    /// written, or they were restored from them).
    pub(super) fn mark_attempts_backed_up(&self) -> Result<(), StoreError> {
        for variant in Variant::ALL {
            if let Some(entry) = self.meta.scan_prefix(prefix(variant)).next_back() {
                if let Some(seq) = seq_of(&entry?.0) {
                    self.meta.insert(backed_up_key(variant), encode(&seq))?;
                }
            }
        }
        Ok(())
    }

    /// A batch that replaces every stored attempt with `attempts`
    /// ([`settle`]d), for one transaction with what else changes.
    pub(super) fn replace_attempts(&self, attempts: &[BackedUpAttempt]) -> Result<sled::Batch, StoreError> {
        let mut batch = sled::Batch::default();
        for entry in self.meta.scan_prefix(ATTEMPT) {
            batch.remove(entry?.0);
        }
        for attempt in attempts {
            batch.insert(key(attempt.variant, attempt.seq).as_bytes(), encode(&attempt.attempt));
        }
        Ok(batch)
    }
}

#[cfg(test)]
mod tests {
    use super::super::attempts::{merge_attempts, replay_attempts, settle};
    use super::*;
    use crate::puzzle::RatingChange;

    fn rating(rating: f64) -> PuzzleRating {
        PuzzleRating { rating, ..PuzzleRating::default() }
    }

    fn attempt(puzzle: &str, solved: bool, before: f64, after: f64) -> PuzzleAttempt {
        PuzzleAttempt {
            puzzle: puzzle.into(),
            at: 7,
            solved,
            change: RatingChange { before: rating(before), after: rating(after) },
        }
    }

    fn backed_up(seq: u64, puzzle: &str, at: u64) -> BackedUpAttempt {
        BackedUpAttempt {
            variant: Variant::Einstein,
            seq,
            attempt: PuzzleAttempt { at, ..attempt(puzzle, true, 1500.0, 1510.0) },
        }
    }

    fn puzzles_of(attempts: &[BackedUpAttempt]) -> Vec<&str> {
        attempts.iter().map(|a| a.attempt.puzzle.as_str()).collect()
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
        store.meta.insert(key(Variant::Einstein, 1), b"\xff{".to_vec()).unwrap();
        assert_eq!(store.puzzle_attempts(Variant::Einstein).unwrap().len(), 1);
        assert_eq!(store.puzzle_rating(Variant::Einstein).unwrap().rating, 1580.0);
        store.record_puzzle_attempt(Variant::Einstein, &attempt("e2", false, 1580.0, 1550.0)).unwrap();
        assert_eq!(store.puzzle_attempts(Variant::Einstein).unwrap().len(), 2);
    }

    #[test]
    fn an_attempt_that_no_longer_decodes_is_damage_and_comes_back_from_the_backups() {
        let dir = tempfile::tempdir().unwrap();
        let made = attempt("e1", true, 1500.0, 1580.0);
        {
            let (store, _) = Store::open(dir.path()).unwrap();
            store.record_puzzle_attempt(Variant::Einstein, &made).unwrap();
            store.meta.insert(key(Variant::Einstein, 0), b"{\"puzzle\":".to_vec()).unwrap();
            store.db.flush().unwrap();
        }
        let (store, report) = Store::open(dir.path()).unwrap();
        let recovery = report.recovery.expect("damage");
        assert_eq!((recovery.cause, recovery.attempts_restored), (crate::store::RecoveryCause::Damaged, 1));
        assert_eq!(store.puzzle_attempts(Variant::Einstein).unwrap(), [made]);
    }

    #[test]
    fn an_attempt_follows_the_newest_even_when_sleds_ids_begin_again() {
        // A database rebuilt from the backups starts sled's ids afresh; the
        // next attempt must still sort after the restored ones.
        let dir = tempfile::tempdir().unwrap();
        let (store, _) = Store::open(dir.path()).unwrap();
        store.meta.insert(key(Variant::Einstein, 1_000_000), encode(&attempt("old", true, 1500.0, 1510.0))).unwrap();
        store.record_puzzle_attempt(Variant::Einstein, &attempt("new", true, 1510.0, 1520.0)).unwrap();
        let attempts = store.puzzle_attempts(Variant::Einstein).unwrap();
        assert_eq!(attempts.iter().map(|a| a.puzzle.as_str()).collect::<Vec<_>>(), ["old", "new"]);
    }

    #[test]
    fn merging_places_each_new_attempt_by_time_and_takes_one_attempt_once() {
        let mut mine = vec![backed_up(0, "a", 10), backed_up(1, "b", 20), backed_up(2, "c", 30)];
        let theirs = [backed_up(0, "x", 5), backed_up(1, "b", 20), backed_up(2, "y", 20), backed_up(3, "z", 40)];
        assert_eq!(merge_attempts(&mut mine, &theirs), 3);
        assert_eq!(puzzles_of(&mine), ["x", "a", "b", "y", "c", "z"], "same second: the one held first");
        assert_eq!(merge_attempts(&mut mine, &theirs), 0, "twice adds nothing");
        // One line journalled twice is one attempt; two alike are two.
        let mut restored = Vec::new();
        assert_eq!(merge_attempts(&mut restored, &[backed_up(4, "d", 50), backed_up(4, "d", 50)]), 1);
        assert_eq!(merge_attempts(&mut restored, &[backed_up(7, "d", 50), backed_up(8, "d", 50)]), 1);
        assert_eq!(puzzles_of(&restored), ["d", "d"]);
    }

    #[test]
    fn the_replay_rates_again_from_where_the_chain_breaks_and_keeps_a_gone_puzzles_points() {
        let shipped = &crate::puzzle::puzzles(Variant::Einstein)[0];
        let mut chain = vec![
            attempt("gone-1", true, 1500.0, 1540.0),
            attempt("gone-2", false, 1540.0, 1520.0),
            // Imported: its own chain began at 1500.
            attempt(&shipped.id, true, 1500.0, 1600.0),
            attempt("gone-3", false, 1600.0, 1570.0),
        ];
        chain[0].change.before = PuzzleRating::default();
        let kept = chain[..2].to_vec();
        replay_attempts(&mut chain);
        assert_eq!(chain[..2], kept, "before the break, as recorded");
        let after = chain[1].change.after.after(shipped, true);
        assert_eq!(chain[2].change, RatingChange { before: chain[1].change.after, after });
        assert_eq!(chain[3].change.before, after);
        assert_eq!(chain[3].change.after.rating, after.rating - 30.0, "a puzzle no longer shipped: its own points");
        assert_eq!(chain[3].change.after.deviation, PuzzleRating::default().deviation);
        let replayed = chain.clone();
        replay_attempts(&mut chain);
        assert_eq!(chain, replayed, "a whole chain is left as it is");
    }

    #[test]
    fn settling_numbers_each_game_from_zero_in_order() {
        let mut koenigszabel = backed_up(9, "k", 15);
        koenigszabel.variant = Variant::Koenigszabel;
        let settled = settle(vec![backed_up(5, "a", 10), koenigszabel, backed_up(3, "b", 20)]);
        let numbers: Vec<(Variant, u64)> = settled.iter().map(|a| (a.variant, a.seq)).collect();
        assert_eq!(numbers, [(Variant::Einstein, 0), (Variant::Koenigszabel, 0), (Variant::Einstein, 1)]);
    }
}
