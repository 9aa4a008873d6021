//! Puzzle attempts as the backups carry them, and how attempts from
//! several backups or devices come together: merged once each, placed by
//! time, and the rating chain replayed where it breaks. Apart from the
//! store's keeping of them (`puzzles`), so the backup readers and writers
//! need nothing of the store's.

use std::collections::{HashMap, HashSet};

use serde::{Deserialize, Serialize};

use crate::game::Variant;
use crate::puzzle::{PuzzleRating, RatingChange, puzzle};

#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct PuzzleAttempt {
    pub puzzle: String,
    /// Unix seconds.
    pub at: u64,
    pub solved: bool,
    pub change: RatingChange,
}

/// An attempt as the automatic backups and an exported file carry it.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct BackedUpAttempt {
    pub variant: Variant,
    /// Its number in its game's sequence where it was written: two lines of
    /// one attempt (journalled again after a crash) share it, two attempts
    /// alike do not.
    pub seq: u64,
    pub attempt: PuzzleAttempt,
}

/// The same attempt, wherever it is kept.
pub(super) fn alike(attempt: &BackedUpAttempt) -> (Variant, &str, u64, bool) {
    (attempt.variant, attempt.attempt.puzzle.as_str(), attempt.attempt.at, attempt.attempt.solved)
}

/// Adds to `into` the attempts of `incoming` (one backup, or one file) it
/// lacks, each placed by its time, and returns how many. Attempts alike
/// are as many as the one holding more of them has, those of `incoming`
/// told apart by their numbers, so a line journalled twice is one attempt.
/// Both lists keep their own order: an attempt goes before the first of
/// `into` made later, after those made in the same second.
pub(super) fn merge_attempts(into: &mut Vec<BackedUpAttempt>, incoming: &[BackedUpAttempt]) -> usize {
    let mut copies: HashMap<_, HashSet<u64>> = HashMap::new();
    for attempt in incoming {
        copies.entry(alike(attempt)).or_default().insert(attempt.seq);
    }
    let mut held: HashMap<_, usize> = HashMap::new();
    for attempt in into.iter() {
        *held.entry(alike(attempt)).or_default() += 1;
    }
    let mut taken: HashMap<_, HashSet<u64>> = HashMap::new();
    let mut new = Vec::new();
    for attempt in incoming {
        let key = alike(attempt);
        let taken = taken.entry(key).or_default();
        if held.get(&key).copied().unwrap_or(0) + taken.len() < copies[&key].len() && taken.insert(attempt.seq) {
            new.push(attempt.clone());
        }
    }
    let added = new.len();
    if added > 0 {
        let old = std::mem::take(into);
        let mut old = old.into_iter().peekable();
        for attempt in new {
            while let Some(before) = old.next_if(|before| before.attempt.at <= attempt.attempt.at) {
                into.push(before);
            }
            into.push(attempt);
        }
        into.extend(old);
    }
    added
}

/// `attempts` (of every game) as they are to be stored: each game's
/// numbered from 0 in their order, and its rating chain replayed ([`replay_attempts`]).
pub(super) fn settle(mut attempts: Vec<BackedUpAttempt>) -> Vec<BackedUpAttempt> {
    for variant in Variant::ALL {
        let mine: Vec<usize> = (0..attempts.len()).filter(|&i| attempts[i].variant == variant).collect();
        let mut chain: Vec<PuzzleAttempt> = mine.iter().map(|&i| attempts[i].attempt.clone()).collect();
        replay_attempts(&mut chain);
        for (seq, (i, attempt)) in mine.into_iter().zip(chain).enumerate() {
            attempts[i].seq = seq as u64;
            attempts[i].attempt = attempt;
        }
    }
    attempts
}

/// Puts one game's rating chain right where it breaks (an attempt whose
/// rating before is not the one after the attempt before it, as when
/// imported attempts come between the player's, or a lost one is
/// missing): from there on each attempt is rated again, with
/// [`PuzzleRating::after`] when its puzzle is still shipped, else by the
/// points it gained or lost when it was made. Attempts before the break
/// keep what they recorded.
pub(super) fn replay_attempts(attempts: &mut [PuzzleAttempt]) {
    let mut rating = PuzzleRating::default();
    let mut broken = false;
    for attempt in attempts {
        broken = broken || attempt.change.before != rating;
        if broken {
            let own = attempt.change;
            let after = match puzzle(&attempt.puzzle) {
                Some(shipped) => rating.after(shipped, attempt.solved),
                None => PuzzleRating { rating: rating.rating + own.after.rating - own.before.rating, ..own.after },
            };
            attempt.change = RatingChange { before: rating, after };
        }
        rating = attempt.change.after;
    }
}
