//! Storage on sled 0.34: finished games with their full record, the rating
//! history, settings and the game in progress.
//!
//! One [`Store`] (one sled `Db`) per process. Recording a finished game and
//! its rating change is one transaction, flushed before returning, followed
//! by an automatic backup (a journal line, or every 50 games a snapshot). A database that cannot be opened is moved
//! aside and rebuilt from the newest backup, and the caller is told — the
//! app never crashes on it and never silently starts empty.

mod backup;
mod records;

use std::path::{Path, PathBuf};
use std::time::{SystemTime, UNIX_EPOCH};

use serde::{Serialize, de::DeserializeOwned};
use sled::Transactional;
use sled::transaction::{ConflictableTransactionError, TransactionError};
use thiserror::Error;

pub use backup::ImportReport;
pub use records::{GameKind, NewGame, PlayerKind, Rated, RatingPoint, Settings, StoredGame};

use crate::rating::elo::{PlayerRating, rate};

/// Bumped when the layout changes; `migrate` knows every older version.
pub const SCHEMA_VERSION: u32 = 1;
const AUTO_BACKUPS_KEPT: usize = 3;
/// A full snapshot every this many games; in between, the journal.
const SNAPSHOT_EVERY: u64 = 50;

#[derive(Debug, Error)]
pub enum StoreError {
    #[error("cannot use the data directory {path}: {reason}")]
    Directory { path: PathBuf, reason: String },
    #[error("the database is already open in another process: {0}")]
    Locked(String),
    #[error("database error: {0}")]
    Database(String),
    #[error("stored data cannot be read: {0}")]
    Corrupt(String),
    #[error("the database was written by a newer version (schema {found}, this version reads up to {SCHEMA_VERSION})")]
    TooNew { found: u32 },
    #[error("backup {path}: {reason}")]
    Backup { path: PathBuf, reason: String },
    #[error("the game cannot be stored: {0}")]
    BadGame(String),
    #[error("the settings cannot be saved: {0}")]
    BadSettings(String),
}

impl From<sled::Error> for StoreError {
    fn from(error: sled::Error) -> StoreError {
        StoreError::Database(error.to_string())
    }
}

/// What opening found, for the app to tell the user.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct OpenReport {
    pub recovery: Option<Recovery>,
}

/// The database could not be opened; this is what was done about it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Recovery {
    pub reason: String,
    /// Where the damaged database now lies.
    pub moved_aside: PathBuf,
    /// The backup it was rebuilt from; `None` when there was none.
    pub restored_from: Option<PathBuf>,
    pub games_restored: usize,
}

pub struct Store {
    dir: PathBuf,
    db: sled::Db,
    games: sled::Tree,
    ratings: sled::Tree,
    meta: sled::Tree,
}

/// Unix seconds now.
pub fn now() -> u64 {
    SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_secs())
}

fn encode<T: Serialize>(value: &T) -> Vec<u8> {
    serde_json::to_vec(value).expect("plain data serialises")
}

fn decode<T: DeserializeOwned>(what: &str, bytes: &[u8]) -> Result<T, StoreError> {
    serde_json::from_slice(bytes).map_err(|e| StoreError::Corrupt(format!("{what}: {e}")))
}

const NEXT_ID: &str = "next_game_id";
const SCHEMA: &str = "schema_version";
const SETTINGS: &str = "settings";
const CURRENT: &str = "current_game";

fn rating_key(kind: GameKind) -> String {
    format!("rating/{}", kind.name())
}

impl Store {
    /// Opens (or creates) the store in `dir`. A damaged database is moved
    /// aside and rebuilt from the newest automatic backup.
    pub fn open(dir: &Path) -> Result<(Store, OpenReport), StoreError> {
        std::fs::create_dir_all(dir)
            .map_err(|e| StoreError::Directory { path: dir.to_owned(), reason: e.to_string() })?;
        match Store::open_db(dir) {
            Ok(store) => Ok((store, OpenReport::default())),
            Err(StoreError::Locked(why)) => Err(StoreError::Locked(why)),
            Err(StoreError::TooNew { found }) => Err(StoreError::TooNew { found }),
            Err(damage) => Store::recover(dir, damage.to_string()),
        }
    }

    fn db_path(dir: &Path) -> PathBuf {
        dir.join("db")
    }

    pub(crate) fn backup_dir(dir: &Path) -> PathBuf {
        dir.join("backups")
    }

    fn open_db(dir: &Path) -> Result<Store, StoreError> {
        // sled's flusher thread lets go of the file lock a moment after the
        // last handle is dropped: a quick reopen in the same process waits.
        let mut attempts = 0;
        loop {
            match Store::open_db_once(dir) {
                Err(StoreError::Locked(_)) if attempts < 20 => {
                    attempts += 1;
                    std::thread::sleep(std::time::Duration::from_millis(50));
                }
                result => return result,
            }
        }
    }

    fn open_db_once(dir: &Path) -> Result<Store, StoreError> {
        let db =
            sled::Config::new().path(Store::db_path(dir)).cache_capacity(8 * 1024 * 1024).open().map_err(
                |e| match e {
                    sled::Error::Io(ref io) if io.to_string().contains("lock") => StoreError::Locked(io.to_string()),
                    other => StoreError::Database(other.to_string()),
                },
            )?;
        let store = Store {
            dir: dir.to_owned(),
            games: db.open_tree("games")?,
            ratings: db.open_tree("ratings")?,
            meta: db.open_tree("meta")?,
            db,
        };
        store.migrate()?;
        store.check()?;
        Ok(store)
    }

    /// Brings an older layout up to [`SCHEMA_VERSION`]. Version 1 is the
    /// first; later versions add their steps here, oldest first.
    fn migrate(&self) -> Result<(), StoreError> {
        let found = match self.meta.get(SCHEMA)? {
            Some(bytes) => decode::<u32>("schema version", &bytes)?,
            None if self.games.is_empty() => SCHEMA_VERSION,
            None => return Err(StoreError::Corrupt("games without a schema version".to_owned())),
        };
        if found > SCHEMA_VERSION {
            return Err(StoreError::TooNew { found });
        }
        self.meta.insert(SCHEMA, encode(&SCHEMA_VERSION))?;
        Ok(())
    }

    /// Reads every stored value once, so damage shows at opening, not later.
    fn check(&self) -> Result<(), StoreError> {
        for entry in self.games.iter() {
            let (_, bytes) = entry?;
            decode::<StoredGame>("game", &bytes)?;
        }
        for entry in self.ratings.iter() {
            let (_, bytes) = entry?;
            decode::<RatingPoint>("rating history", &bytes)?;
        }
        Ok(())
    }

    fn recover(dir: &Path, reason: String) -> Result<(Store, OpenReport), StoreError> {
        let stamp = SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_millis());
        let aside = dir.join(format!("db.damaged-{stamp}"));
        std::fs::rename(Store::db_path(dir), &aside).map_err(|e| StoreError::Directory {
            path: dir.to_owned(),
            reason: format!("cannot move the damaged database aside: {e}"),
        })?;
        let store = Store::open_db(dir)?;
        let backups = Store::backup_dir(dir);
        let newest = backup::newest(&backups);
        let mut restored = 0;
        if let Some(path) = &newest {
            restored = store.import_backup(path)?.added;
        }
        // Games recorded after the snapshot; the import skips any it has.
        restored += store.import_games(backup::journal_games(&backups), None)?.added;
        let newest = newest.or_else(|| Some(backups.join(backup::JOURNAL)).filter(|_| restored > 0));
        let recovery = Recovery { reason, moved_aside: aside, restored_from: newest, games_restored: restored };
        Ok((store, OpenReport { recovery: Some(recovery) }))
    }

    pub fn dir(&self) -> &Path {
        &self.dir
    }

    fn meta_get<T: DeserializeOwned>(&self, key: &str) -> Result<Option<T>, StoreError> {
        self.meta.get(key)?.map(|bytes| decode(key, &bytes)).transpose()
    }

    /// The player's rating in `kind`; 1200 before any rated game.
    pub fn rating(&self, kind: GameKind) -> Result<PlayerRating, StoreError> {
        Ok(self.meta_get(&rating_key(kind))?.unwrap_or_default())
    }

    /// Every rating change in `kind`, oldest first, with its game.
    pub fn rating_history(&self, kind: GameKind) -> Result<Vec<RatingPoint>, StoreError> {
        let mut points = Vec::new();
        for entry in self.ratings.iter() {
            let (_, bytes) = entry?;
            let point: RatingPoint = decode("rating history", &bytes)?;
            if point.kind == kind {
                points.push(point);
            }
        }
        Ok(points)
    }

    /// Records a finished game; when it is rated, updates the rating in the
    /// same transaction. Flushed to disk before it returns.
    pub fn record_game(&self, new: NewGame) -> Result<StoredGame, StoreError> {
        new.validate().map_err(StoreError::BadGame)?;
        let rating_key = rating_key(new.kind);
        let result = (&self.games, &self.ratings, &self.meta).transaction(|(games, ratings, meta)| {
            let id: u64 = match meta.get(NEXT_ID)? {
                Some(bytes) => {
                    serde_json::from_slice(&bytes).map_err(|e| ConflictableTransactionError::Abort(e.to_string()))?
                }
                None => 1,
            };
            meta.insert(NEXT_ID, encode(&(id + 1)))?;
            let mut stored = new.clone().into_stored(id);
            if let Some(rated) = &new.rated {
                let player: PlayerRating = match meta.get(rating_key.as_str())? {
                    Some(bytes) => serde_json::from_slice(&bytes)
                        .map_err(|e| ConflictableTransactionError::Abort(e.to_string()))?,
                    None => PlayerRating::default(),
                };
                let (after, change) = rate(
                    player,
                    rated.opponent_rating,
                    rated.player_moved_first,
                    rated.first_move_advantage,
                    rated.won,
                );
                meta.insert(rating_key.as_str(), encode(&after))?;
                stored.rating_change = Some(change);
                let point = RatingPoint { game_id: id, kind: new.kind, finished_at: new.finished_at, change };
                ratings.insert(&id.to_be_bytes(), encode(&point))?;
            }
            games.insert(&id.to_be_bytes(), encode(&stored))?;
            meta.remove(CURRENT)?;
            Ok(stored)
        });
        let stored = result.map_err(|e| match e {
            TransactionError::Abort(why) => StoreError::Corrupt(why),
            TransactionError::Storage(e) => StoreError::from(e),
        })?;
        self.db.flush()?;
        self.auto_backup(&stored)?;
        Ok(stored)
    }

    /// Finished games, newest first: at most `limit`, older than `before`.
    pub fn games(&self, limit: usize, before: Option<u64>) -> Result<Vec<StoredGame>, StoreError> {
        let end = before.unwrap_or(u64::MAX).to_be_bytes();
        self.games.range(..end).rev().take(limit).map(|entry| decode("game", &entry?.1)).collect()
    }

    pub fn game(&self, id: u64) -> Result<Option<StoredGame>, StoreError> {
        self.games.get(id.to_be_bytes())?.map(|bytes| decode("game", &bytes)).transpose()
    }

    pub fn game_count(&self) -> usize {
        self.games.len()
    }

    pub fn settings(&self) -> Result<Settings, StoreError> {
        Ok(self.meta_get(SETTINGS)?.unwrap_or_default())
    }

    pub fn save_settings(&self, settings: &Settings) -> Result<(), StoreError> {
        settings.validate().map_err(StoreError::BadSettings)?;
        self.meta.insert(SETTINGS, encode(settings))?;
        self.db.flush()?;
        Ok(())
    }

    /// Saves the game in progress (any serialisable snapshot of it); flushed,
    /// so a killed app resumes exactly here.
    pub fn save_current<T: Serialize>(&self, current: &T) -> Result<(), StoreError> {
        self.meta.insert(CURRENT, encode(current))?;
        self.db.flush()?;
        Ok(())
    }

    pub fn load_current<T: DeserializeOwned>(&self) -> Result<Option<T>, StoreError> {
        self.meta_get(CURRENT)
    }

    pub fn has_current(&self) -> Result<bool, StoreError> {
        Ok(self.meta.contains_key(CURRENT)?)
    }

    pub fn clear_current(&self) -> Result<(), StoreError> {
        self.meta.remove(CURRENT)?;
        self.db.flush()?;
        Ok(())
    }

    /// A full snapshot would cost time in proportion to the history, so
    /// most games only append a line to the journal; every
    /// [`SNAPSHOT_EVERY`] games a snapshot replaces it.
    fn auto_backup(&self, stored: &StoredGame) -> Result<(), StoreError> {
        let dir = Store::backup_dir(&self.dir);
        if stored.id % SNAPSHOT_EVERY != 0 {
            return backup::journal(&dir, stored);
        }
        let stamp = SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_nanos());
        self.export_backup(&dir.join(format!("auto-{stamp:024}.json")))?;
        // The snapshot holds every journalled game now.
        let _ = std::fs::remove_file(dir.join(backup::JOURNAL));
        backup::prune(&dir, AUTO_BACKUPS_KEPT);
        Ok(())
    }
}
