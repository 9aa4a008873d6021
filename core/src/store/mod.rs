//! Storage on sled 0.34: finished games with their full record, the rating
//! history, settings, the game in progress and the reviews worked out.
//!
//! One [`Store`] (one sled `Db`) per process, and one process per data
//! directory: a lock file says so by a typed error ([`StoreError::Locked`]).
//! Every write goes through one writer lock, so an import and a game
//! recorded meanwhile never see each other half done. Recording a finished
//! game and its rating change is one transaction, flushed before returning,
//! followed by an automatic backup (a journal line, or every 50 games a
//! snapshot; an import writes a snapshot too). The last three snapshots
//! are kept; each, like the journal, is a checksummed line per game. The
//! puzzle attempts are kept and backed up alike (`puzzles.rs`).
//!
//! Games are listed, and the rating is computed, in the order they were
//! played: by the moment they ended, then by id. A game that ends before the
//! newest stored one (imported from a backup, or recorded after the clock
//! went back) takes its place, and the rating history after it is replayed.
//!
//! Only real damage (stored data that does not decode, sled's corruption
//! error) moves the database aside and rebuilds it from every backup
//! merged, and the caller is told; so is a database gone or emptied while
//! its backups hold games. A store that is locked, from a newer version, or
//! that cannot be written (permission, full disk) is an error, untouched.
//!
//! Errors keep their cause as [`std::error::Error::source`]; their text
//! includes it too, because the apps show only the text.

mod attempts;
mod auto_backup;
mod auto_files;
mod backup;
mod backup_format;
mod current;
mod error;
mod history;
mod keys;
mod lessons;
mod lines;
mod lock;
mod log;
mod open;
mod puzzles;
mod records;
mod recovery_text;
mod restore;
mod reviews;

use std::path::{Path, PathBuf};
use std::sync::{Mutex, MutexGuard, PoisonError};
use std::time::{SystemTime, UNIX_EPOCH};

use serde::{Serialize, de::DeserializeOwned};

pub use attempts::{BackedUpAttempt, PuzzleAttempt};
pub use auto_files::{JournalRead, backed_up_games, read_journal, read_snapshot, read_whole_file_snapshot};
pub use backup::ImportReport;
pub use backup_format::BackupProblem;
pub use error::StoreError;
pub use history::HistoryFilter;
pub use keys::SCHEMA_VERSION;
use keys::{BACKED_UP, CURRENT, CURRENT_OWNER, LOG, NEXT_ID, SCHEMA, SETTINGS, rating_key};
pub use log::log_details;
pub use records::{NewGame, Pace, Rated, RatingPoint, Settings, StoredGame, Theme};
pub use restore::{OpenReport, Recovery, RecoveryCause, RestoredFrom, UnreadableEnd};

use lock::DirLock;

pub(super) const AUTO_BACKUPS_KEPT: usize = 3;
/// A full snapshot every this many games; in between, the journal.
pub(super) const SNAPSHOT_EVERY: u64 = 50;

pub struct Store {
    dir: PathBuf,
    db: sled::Db,
    games: sled::Tree,
    /// Rating history points, keyed by playing order.
    ratings: sled::Tree,
    /// Playing order (finished_at, id) → id.
    played: sled::Tree,
    meta: sled::Tree,
    /// Reviews worked out before, by game (`reviews.rs`).
    reviews: sled::Tree,
    /// Their age: a sequence number → the review's key, oldest first.
    reviews_by_age: sled::Tree,
    /// Held by every write, so that reading, choosing ids and writing
    /// happen as one step with respect to every other write.
    writer: Mutex<()>,
    /// Dropped after the database (fields drop in order).
    _lock: Option<DirLock>,
}

/// Unix seconds now.
pub fn now() -> u64 {
    SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_secs())
}

pub(super) fn encode<T: Serialize>(value: &T) -> Vec<u8> {
    serde_json::to_vec(value).expect("plain data serialises")
}

pub(super) fn decode<T: DeserializeOwned>(what: &str, bytes: &[u8]) -> Result<T, StoreError> {
    serde_json::from_slice(bytes).map_err(|e| StoreError::Corrupt(format!("{what}: {e}")))
}

impl Store {
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    pub(super) fn write_lock(&self) -> MutexGuard<'_, ()> {
        self.writer.lock().unwrap_or_else(PoisonError::into_inner)
    }

    pub(super) fn meta_get<T: DeserializeOwned>(&self, key: &str) -> Result<Option<T>, StoreError> {
        self.meta.get(key)?.map(|bytes| decode(key, &bytes)).transpose()
    }
}
