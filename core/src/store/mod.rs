//! Storage on sled 0.34: finished games with their full record, the rating
//! history, settings and the game in progress.
//!
//! One [`Store`] (one sled `Db`) per process, and one process per data
//! directory: a lock file says so by a typed error ([`StoreError::Locked`]).
//! Every write goes through one writer lock, so an import and a game
//! recorded meanwhile never see each other half done. Recording a finished
//! game and its rating change is one transaction, flushed before returning,
//! followed by an automatic backup (a journal line, or every 50 games a
//! snapshot; an import writes a snapshot too).
//!
//! Games are listed, and the rating is computed, in the order they were
//! played: by the moment they ended, then by id. A game that ends before the
//! newest stored one (imported from a backup, or recorded after the clock
//! went back) takes its place, and the rating history after it is replayed.
//!
//! Only real damage (stored data that does not decode, sled's corruption
//! error) moves the database aside and rebuilds it from the newest backup,
//! and the caller is told. A store that is locked, from a newer version, or
//! that cannot be written (permission, full disk) is an error, untouched.
//!
//! Errors keep their cause as [`std::error::Error::source`]; their text
//! includes it too, because the apps show only the text.

mod backup;
mod records;

use std::collections::HashMap;
use std::io;
use std::path::{Path, PathBuf};
use std::sync::{Mutex, MutexGuard, PoisonError};
use std::time::{SystemTime, UNIX_EPOCH};

use serde::{Serialize, de::DeserializeOwned};
use sled::Transactional;
use sled::transaction::{ConflictableTransactionError, TransactionError};
use thiserror::Error;

pub use backup::{BackupProblem, ImportReport, JournalRead, backed_up_games, read_journal};
pub use records::{NewGame, Rated, RatingPoint, Settings, StoredGame};

use crate::rating::GameKind;

use crate::rating::elo::{PlayerRating, RatingChange, rate};

/// Bumped when the layout changes; `migrate` knows every older version.
/// 2: the `played` index and the rating history keyed by playing order.
/// 3: games of every variant: players per seat, a score per seat and its
/// reason, a rated game's advantage and score (draws).
pub const SCHEMA_VERSION: u32 = 3;
const AUTO_BACKUPS_KEPT: usize = 3;
/// A full snapshot every this many games; in between, the journal.
const SNAPSHOT_EVERY: u64 = 50;

#[derive(Debug, Error)]
pub enum StoreError {
    /// The data directory or the database's files cannot be used: no
    /// permission, a full disk, a read-only file system. Not damage.
    #[error("cannot use the data directory {path}: {reason}: {source}")]
    Directory {
        path: PathBuf,
        reason: String,
        #[source]
        source: io::Error,
    },
    /// Another process has the store open.
    #[error("the database is already open in another process")]
    Locked(#[source] io::Error),
    #[error("database error: {0}")]
    Database(#[source] sled::Error),
    #[error("stored data cannot be read: {0}")]
    Corrupt(String),
    #[error("the database was written by a newer version (schema {found}, this version reads up to {SCHEMA_VERSION})")]
    TooNew { found: u32 },
    /// A backup file could not be read or written, or was refused whole.
    #[error("backup {path}: {problem}")]
    Backup {
        path: PathBuf,
        #[source]
        problem: BackupProblem,
    },
    #[error("the game cannot be stored: {0}")]
    BadGame(String),
    #[error("the settings cannot be saved: {0}")]
    BadSettings(String),
}

impl From<sled::Error> for StoreError {
    fn from(error: sled::Error) -> StoreError {
        StoreError::Database(error)
    }
}

impl StoreError {
    /// Damage that moving the database aside and restoring it from the
    /// backups repairs. Everything else is left as it is.
    fn is_damage(&self) -> bool {
        match self {
            StoreError::Corrupt(_) => true,
            // At opening, sled says "unsupported" of files it cannot read
            // as its own (a damaged header), and may report damage it
            // trips over as its own bug.
            StoreError::Database(
                sled::Error::Corruption { .. } | sled::Error::Unsupported(_) | sled::Error::ReportableBug(_),
            ) => true,
            StoreError::Database(sled::Error::Io(error)) => {
                matches!(error.kind(), io::ErrorKind::InvalidData | io::ErrorKind::UnexpectedEof)
            }
            _ => false,
        }
    }

    /// The catalog's plain sentence for the player; the error's own text
    /// is the detail, for the log ([`log_details`]).
    pub fn message_key(&self) -> &'static str {
        match self {
            StoreError::Directory { .. } => "error-data-directory",
            StoreError::Locked(_) => "error-locked",
            StoreError::Database(_) => "error-database",
            StoreError::Corrupt(_) => "error-corrupt",
            StoreError::TooNew { .. } => "error-too-new",
            StoreError::Backup { .. } => "error-backup",
            StoreError::BadGame(_) => "error-bad-game",
            StoreError::BadSettings(_) => "error-bad-settings",
        }
    }

    /// The I/O failure behind this error, if there is one.
    pub fn io_error(&self) -> Option<&io::Error> {
        match self {
            StoreError::Directory { source, .. } | StoreError::Locked(source) => Some(source),
            StoreError::Database(sled::Error::Io(error)) => Some(error),
            StoreError::Backup { problem: BackupProblem::Io(error), .. } => Some(error),
            _ => None,
        }
    }
}

/// What opening found, for the app to tell the user.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct OpenReport {
    pub recovery: Option<Recovery>,
}

/// The database could not be opened, or was gone while its backups were
/// there; this is what was done about it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Recovery {
    pub cause: RecoveryCause,
    /// The details, for the log, not for the player's eyes.
    pub reason: String,
    /// Where the damaged database now lies; `None` when it was gone.
    pub moved_aside: Option<PathBuf>,
    /// The backup it was rebuilt from; `None` when there was none.
    pub restored_from: Option<PathBuf>,
    pub games_restored: usize,
    /// Pieces of the backups that could not be read (journal lines, games
    /// of a snapshot): at most this many games are lost.
    pub lines_skipped: usize,
    /// Where the unreadable pieces were kept, byte for byte.
    pub kept_aside: Option<PathBuf>,
    /// Snapshots that could not be read at all; an older one was used.
    pub unreadable_backups: Vec<PathBuf>,
    /// The log the details were written to.
    pub log: PathBuf,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum RecoveryCause {
    /// The database was damaged and was moved aside.
    Damaged,
    /// The database was gone, its backups were not.
    Missing,
}

pub struct Store {
    dir: PathBuf,
    db: sled::Db,
    games: sled::Tree,
    /// Rating history points, keyed by playing order.
    ratings: sled::Tree,
    /// Playing order (finished_at, id) → id.
    played: sled::Tree,
    meta: sled::Tree,
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
/// The session that owns the game in progress: only it may save over it or
/// end it, so a session replaced while still alive cannot touch its successor's.
const CURRENT_OWNER: &str = "current_owner";
const LOCK_FILE: &str = "lock";
/// Where the details of a recovery are written.
const LOG: &str = "zabel.log";
/// The highest game id the automatic backups hold (journal or snapshot).
const BACKED_UP: &str = "backed_up_through";

fn rating_key(kind: GameKind) -> String {
    format!("rating/{}", kind.name())
}

/// The key of a game in playing order: when it ended, then its id.
fn order_key(finished_at: u64, id: u64) -> [u8; 16] {
    let mut key = [0; 16];
    key[..8].copy_from_slice(&finished_at.to_be_bytes());
    key[8..].copy_from_slice(&id.to_be_bytes());
    key
}

fn key_of(game: &StoredGame) -> [u8; 16] {
    order_key(game.game.finished_at, game.id)
}

/// Replays every rated game in playing order: sorts `all` so, sets each
/// game's rating change, and returns the rating per kind after the last.
fn replay(all: &mut [StoredGame]) -> HashMap<GameKind, PlayerRating> {
    all.sort_by_key(|g| (g.game.finished_at, g.id));
    let mut ratings: HashMap<GameKind, PlayerRating> = HashMap::new();
    for game in all.iter_mut() {
        game.rating_change = game.game.rated.zip(game.game.kind()).map(|(rated, kind)| {
            let player = ratings.entry(kind).or_default();
            let (after, change) = rate(*player, rated.opponent_rating, rated.advantage, rated.score);
            *player = after;
            change
        });
    }
    ratings
}

/// [`replay`] for games restored from the backups: a game keeps the rating
/// change it was recorded with when that change is its own (recomputing it
/// from its stated rating before gives it again), so a game lost from the
/// backups leaves a step in the chart instead of rewriting every game after
/// it. A change that is not its own (damaged) is computed afresh.
fn replay_restored(all: &mut [StoredGame]) -> HashMap<GameKind, PlayerRating> {
    all.sort_by_key(|g| (g.game.finished_at, g.id));
    let mut ratings: HashMap<GameKind, PlayerRating> = HashMap::new();
    for game in all.iter_mut() {
        let recorded = game.rating_change;
        game.rating_change = game.game.rated.zip(game.game.kind()).map(|(rated, kind)| {
            let player = ratings.entry(kind).or_default();
            let own = recorded.filter(|change| {
                let before = PlayerRating { rating: change.before, games: change.games_before };
                rate(before, rated.opponent_rating, rated.advantage, rated.score).1 == *change
            });
            let (after, change) = match own {
                Some(change) => {
                    (PlayerRating { rating: change.after, games: change.games_before.saturating_add(1) }, change)
                }
                None => rate(*player, rated.opponent_rating, rated.advantage, rated.score),
            };
            *player = after;
            change
        });
    }
    ratings
}

/// The chart's point of a rated game.
fn point_of(game: &StoredGame) -> Option<RatingPoint> {
    let (kind, change) = game.game.kind().zip(game.rating_change)?;
    Some(RatingPoint { game_id: game.id, kind, finished_at: game.game.finished_at, change })
}

/// An advisory lock on the data directory's lock file, held while the
/// store is open: a second opener gets [`StoreError::Locked`].
struct DirLock {
    _file: std::fs::File,
}

impl DirLock {
    fn acquire(dir: &Path) -> Result<DirLock, StoreError> {
        let path = dir.join(LOCK_FILE);
        let file =
            std::fs::OpenOptions::new().read(true).write(true).create(true).truncate(false).open(&path).map_err(
                |source| StoreError::Directory {
                    path: dir.to_owned(),
                    reason: "cannot open the lock file".to_owned(),
                    source,
                },
            )?;
        match try_lock(&file) {
            Ok(()) => Ok(DirLock { _file: file }),
            Err(error) if error.kind() == io::ErrorKind::WouldBlock => Err(StoreError::Locked(error)),
            Err(source) => {
                Err(StoreError::Directory { path: dir.to_owned(), reason: "cannot lock the store".to_owned(), source })
            }
        }
    }
}

#[cfg(unix)]
fn try_lock(file: &std::fs::File) -> io::Result<()> {
    use std::os::unix::io::AsRawFd;
    // SAFETY: flock only acts on the descriptor, which `file` keeps open.
    let result = unsafe { libc::flock(file.as_raw_fd(), libc::LOCK_EX | libc::LOCK_NB) };
    if result == 0 { Ok(()) } else { Err(io::Error::last_os_error()) }
}

/// Elsewhere sled's own lock still keeps a second process out; it is then
/// reported as a database error, never as damage.
#[cfg(not(unix))]
fn try_lock(_file: &std::fs::File) -> io::Result<()> {
    Ok(())
}

/// What a history write changes besides games and their ratings.
#[derive(Default)]
struct Commit<'a> {
    next_id: Option<u64>,
    settings: Option<&'a Settings>,
    /// The game in progress has ended.
    clear_current: bool,
    /// Keys of the rating history and the order index to remove first
    /// (a rebuild); everything is then written anew.
    rebuild: Option<(Vec<sled::IVec>, Vec<sled::IVec>)>,
    /// Ratings of kinds without rated games any more (a rebuild).
    stale_ratings: Vec<String>,
    schema: bool,
}

impl Store {
    /// Opens (or creates) the store in `dir`. A damaged database is moved
    /// aside and rebuilt from the newest automatic backup; any other failure
    /// (locked, newer version, no permission, full disk) is returned and
    /// changes nothing.
    pub fn open(dir: &Path) -> Result<(Store, OpenReport), StoreError> {
        std::fs::create_dir_all(dir).map_err(|source| StoreError::Directory {
            path: dir.to_owned(),
            reason: "cannot create it".to_owned(),
            source,
        })?;
        let lock = DirLock::acquire(dir)?;
        let (mut store, report) = if Store::is_missing(dir) {
            let reason = "the database was missing; its backups were there".to_owned();
            Store::restore(dir, RecoveryCause::Missing, reason, None)?
        } else {
            match Store::open_db(dir) {
                Ok(store) => (store, OpenReport::default()),
                Err(damage) if damage.is_damage() => Store::recover(dir, damage)?,
                Err(error) => return Err(error),
            }
        };
        store._lock = Some(lock);
        store.catch_up_backups()?;
        Ok((store, report))
    }

    fn db_path(dir: &Path) -> PathBuf {
        dir.join("db")
    }

    pub(crate) fn backup_dir(dir: &Path) -> PathBuf {
        dir.join("backups")
    }

    fn open_db(dir: &Path) -> Result<Store, StoreError> {
        // sled's flusher lets go of its file lock a moment after the last
        // handle is dropped: a quick reopen in the same process waits. Only
        // this process can hold it, as this process holds the lock file.
        let mut attempts = 0;
        loop {
            match Store::open_db_once(dir) {
                Err(StoreError::Database(sled::Error::Io(error)))
                    if error.kind() == io::ErrorKind::Other && attempts < 20 =>
                {
                    attempts += 1;
                    std::thread::sleep(std::time::Duration::from_millis(50));
                }
                result => return result,
            }
        }
    }

    fn open_db_once(dir: &Path) -> Result<Store, StoreError> {
        let path = Store::db_path(dir);
        let db = sled::Config::new().path(&path).cache_capacity(8 * 1024 * 1024).open().map_err(|e| match e {
            sled::Error::Io(source)
                if !matches!(
                    source.kind(),
                    io::ErrorKind::Other | io::ErrorKind::InvalidData | io::ErrorKind::UnexpectedEof
                ) =>
            {
                StoreError::Directory { path: path.clone(), reason: "cannot open the database".to_owned(), source }
            }
            other => StoreError::Database(other),
        })?;
        let store = Store {
            dir: dir.to_owned(),
            games: db.open_tree("games")?,
            ratings: db.open_tree("ratings")?,
            played: db.open_tree("played")?,
            meta: db.open_tree("meta")?,
            db,
            writer: Mutex::new(()),
            _lock: None,
        };
        let rebuilt = store.migrate()?;
        if !store.check()? && !rebuilt {
            // The games are whole but the index or the rating history
            // disagrees with them: they are rebuilt from the games.
            store.rebuild(false)?;
        }
        Ok(store)
    }

    /// Brings an older layout up to [`SCHEMA_VERSION`]; true when it
    /// rebuilt the history. Version 1 lacked the order index.
    fn migrate(&self) -> Result<bool, StoreError> {
        let found = match self.meta.get(SCHEMA)? {
            Some(bytes) => decode::<u32>("schema version", &bytes)?,
            None if self.games.is_empty() => SCHEMA_VERSION,
            None => return Err(StoreError::Corrupt("games without a schema version".to_owned())),
        };
        if found > SCHEMA_VERSION {
            return Err(StoreError::TooNew { found });
        }
        if found < 3 {
            self.rewrite_games()?;
        }
        if found < 2 {
            self.rebuild(true)?;
            self.db.flush()?;
            return Ok(true);
        }
        if found != SCHEMA_VERSION || self.meta.get(SCHEMA)?.is_none() {
            self.meta.insert(SCHEMA, encode(&SCHEMA_VERSION))?;
        }
        Ok(false)
    }

    /// Writes every game in today's layout; reading understands the older
    /// one, so a crash midway leaves a store that migrates again.
    fn rewrite_games(&self) -> Result<(), StoreError> {
        let mut batch = sled::Batch::default();
        for entry in self.games.iter() {
            let (key, bytes) = entry?;
            batch.insert(key, encode(&decode::<StoredGame>("game", &bytes)?));
        }
        self.games.apply_batch(batch)?;
        Ok(())
    }

    /// Reads every stored value once, so damage shows at opening, not
    /// later. False when the order index or the rating history does not
    /// match the games.
    fn check(&self) -> Result<bool, StoreError> {
        let mut games = 0;
        let mut rated = 0;
        for entry in self.games.iter() {
            let (_, bytes) = entry?;
            let game: StoredGame = decode("game", &bytes)?;
            games += 1;
            rated += usize::from(game.rating_change.is_some());
        }
        let mut points = 0;
        for entry in self.ratings.iter() {
            let (_, bytes) = entry?;
            decode::<RatingPoint>("rating history", &bytes)?;
            points += 1;
        }
        let mut indexed = 0;
        for entry in self.played.iter() {
            entry?;
            indexed += 1;
        }
        Ok(games == indexed && rated == points)
    }

    fn recover(dir: &Path, damage: StoreError) -> Result<(Store, OpenReport), StoreError> {
        let reason = error_chain(&damage);
        let aside = dir.join(format!("db.damaged-{}", millis()));
        std::fs::rename(Store::db_path(dir), &aside).map_err(|source| StoreError::Directory {
            path: dir.to_owned(),
            reason: "cannot move the damaged database aside".to_owned(),
            source,
        })?;
        Store::restore(dir, RecoveryCause::Damaged, reason, Some(aside))
    }

    /// A database that is gone while backups of it are there (deleted by
    /// hand, or by a cleaner) is restored from them, never started afresh.
    fn is_missing(dir: &Path) -> bool {
        if Store::db_path(dir).exists() {
            return false;
        }
        let backups = Store::backup_dir(dir);
        backup::newest(&backups).is_some() || !backup::journal_bytes(&backups).unwrap_or_default().is_empty()
    }

    /// Opens a new database in `dir` and fills it from the automatic
    /// backups: the newest readable snapshot, then every readable journal
    /// line. What cannot be read is kept aside and counted, never fatal.
    fn restore(
        dir: &Path,
        cause: RecoveryCause,
        reason: String,
        moved_aside: Option<PathBuf>,
    ) -> Result<(Store, OpenReport), StoreError> {
        let store = Store::open_db(dir)?;
        let backups = Store::backup_dir(dir);
        let mut games = Vec::new();
        let mut settings = None;
        let mut restored_from = None;
        let mut unreadable_backups = Vec::new();
        let mut unreadable: Vec<Vec<u8>> = Vec::new();
        let mut details = vec![reason.clone()];
        for path in backup::auto_backups(&backups).into_iter().rev() {
            match backup::read(&path) {
                Ok(snapshot) => {
                    settings = Some(snapshot.settings);
                    for game in snapshot.games {
                        match game.game.validate() {
                            Ok(()) => games.push(game),
                            Err(why) => {
                                details.push(format!("{}: game {}: {why}", path.display(), game.id));
                                unreadable.push(encode(&game));
                            }
                        }
                    }
                    restored_from = Some(path);
                    break;
                }
                Err(problem) => {
                    details.push(format!("{}: {problem}", path.display()));
                    unreadable_backups.push(path);
                }
            }
        }
        let journal_path = backups.join(backup::JOURNAL);
        let journal = backup::journal_bytes(&backups).unwrap_or_else(|error| {
            details.push(format!("{}: {error}", journal_path.display()));
            Vec::new()
        });
        let read = backup::read_journal(&journal);
        if !read.games.is_empty() && restored_from.is_none() {
            restored_from = Some(journal_path.clone());
        }
        if !read.unreadable.is_empty() {
            details.push(format!("{}: {} unreadable lines", journal_path.display(), read.unreadable.len()));
        }
        games.extend(read.games);
        unreadable.extend(read.unreadable);
        let stamp = millis();
        let kept_aside = if unreadable.is_empty() {
            None
        } else {
            let path = dir.join(format!("backups.unreadable-{stamp}.txt"));
            let mut bytes = Vec::new();
            for piece in &unreadable {
                bytes.extend_from_slice(piece);
                if !piece.ends_with(b"\n") {
                    bytes.push(b'\n');
                }
            }
            // Keeping them is a courtesy: a failure here must not keep the
            // player from the games that could be read.
            match std::fs::write(&path, bytes) {
                Ok(()) => Some(path),
                Err(error) => {
                    details.push(format!("{}: {error}", path.display()));
                    None
                }
            }
        };
        let games_restored = store.restore_games(games, settings)?;
        if unreadable.is_empty() || kept_aside.is_some() {
            // The restored history becomes the newest snapshot and the
            // journal starts anew: its unreadable lines are kept aside.
            let _writing = store.write_lock();
            store.snapshot()?;
        }
        let log = dir.join(LOG);
        write_log(&log, &details);
        let recovery = Recovery {
            cause,
            reason,
            moved_aside,
            restored_from,
            games_restored,
            lines_skipped: unreadable.len(),
            kept_aside,
            unreadable_backups,
            log,
        };
        Ok((store, OpenReport { recovery: Some(recovery) }))
    }

    pub fn dir(&self) -> &Path {
        &self.dir
    }

    fn write_lock(&self) -> MutexGuard<'_, ()> {
        self.writer.lock().unwrap_or_else(PoisonError::into_inner)
    }

    fn meta_get<T: DeserializeOwned>(&self, key: &str) -> Result<Option<T>, StoreError> {
        self.meta.get(key)?.map(|bytes| decode(key, &bytes)).transpose()
    }

    /// Every stored game, in id order.
    fn all_games(&self) -> Result<Vec<StoredGame>, StoreError> {
        self.games.iter().map(|entry| decode::<StoredGame>("game", &entry?.1)).collect()
    }

    /// The player's rating in `kind`; 1200 before any rated game.
    pub fn rating(&self, kind: GameKind) -> Result<PlayerRating, StoreError> {
        Ok(self.meta_get(&rating_key(kind))?.unwrap_or_default())
    }

    /// Every rating change in `kind`, in the order the games were played.
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
        self.record(new, None)
    }

    /// Records the finished game in progress of session `owner`, and in the
    /// same transaction ends it as the game in progress, unless another
    /// session has taken that place meanwhile.
    pub fn record_current(&self, new: NewGame, owner: u64) -> Result<StoredGame, StoreError> {
        self.record(new, Some(owner))
    }

    fn record(&self, new: NewGame, owner: Option<u64>) -> Result<StoredGame, StoreError> {
        new.validate().map_err(StoreError::BadGame)?;
        let _writing = self.write_lock();
        let clear_current = owner.is_some() && self.current_owner()? == owner;
        let newest = match self.played.last()? {
            Some((key, _)) => u64::from_be_bytes(key[..8].try_into().map_err(|_| Store::bad_index())?),
            None => 0,
        };
        let stored = if new.finished_at >= newest {
            self.append(new, clear_current)?
        } else {
            self.insert_older(new, clear_current)?
        };
        self.db.flush()?;
        self.auto_backup(&stored)?;
        Ok(stored)
    }

    fn bad_index() -> StoreError {
        StoreError::Corrupt("the order of the games is damaged".to_owned())
    }

    /// The usual case: the game ends after every stored one, so its rating
    /// follows from the current one.
    fn append(&self, new: NewGame, clear_current: bool) -> Result<StoredGame, StoreError> {
        let rating_key = new.kind().map(rating_key);
        let result =
            (&self.games, &self.ratings, &self.played, &self.meta).transaction(|(games, ratings, played, meta)| {
                let id: u64 = match meta.get(NEXT_ID)? {
                    Some(bytes) => serde_json::from_slice(&bytes)
                        .map_err(|e| ConflictableTransactionError::Abort(format!("next game id: {e}")))?,
                    None => 1,
                };
                meta.insert(NEXT_ID, encode(&(id + 1)))?;
                let mut stored = new.clone().into_stored(id);
                let key = key_of(&stored);
                if let (Some(rated), Some(rating_key)) = (&new.rated, &rating_key) {
                    let player: PlayerRating = match meta.get(rating_key.as_str())? {
                        Some(bytes) => serde_json::from_slice(&bytes)
                            .map_err(|e| ConflictableTransactionError::Abort(format!("rating: {e}")))?,
                        None => PlayerRating::default(),
                    };
                    let (after, change) = rate(player, rated.opponent_rating, rated.advantage, rated.score);
                    meta.insert(rating_key.as_str(), encode(&after))?;
                    stored.rating_change = Some(change);
                    if let Some(point) = point_of(&stored) {
                        ratings.insert(&key, encode(&point))?;
                    }
                }
                games.insert(&id.to_be_bytes(), encode(&stored))?;
                played.insert(&key, &id.to_be_bytes())?;
                if clear_current {
                    meta.remove(CURRENT)?;
                    meta.remove(CURRENT_OWNER)?;
                }
                Ok(stored)
            });
        result.map_err(|e| match e {
            TransactionError::Abort(why) => StoreError::Corrupt(why),
            TransactionError::Storage(e) => StoreError::from(e),
        })
    }

    /// A game that ends before the newest stored one: it takes its place
    /// and the ratings after it are replayed.
    fn insert_older(&self, new: NewGame, clear_current: bool) -> Result<StoredGame, StoreError> {
        let id: u64 = self.meta_get(NEXT_ID)?.unwrap_or(1);
        let mut all = self.all_games()?;
        let before: HashMap<u64, Option<RatingChange>> = all.iter().map(|g| (g.id, g.rating_change)).collect();
        all.push(new.into_stored(id));
        let ratings = replay(&mut all);
        self.commit(&all, &before, &ratings, Commit { next_id: Some(id + 1), clear_current, ..Commit::default() })?;
        Ok(all.into_iter().find(|g| g.id == id).expect("the new game is in the history"))
    }

    /// Writes a replayed history in one transaction: new games, games whose
    /// rating change differs from `before`, their rating points, the order
    /// index, the ratings, and what `commit` adds.
    fn commit(
        &self,
        all: &[StoredGame],
        before: &HashMap<u64, Option<RatingChange>>,
        ratings: &HashMap<GameKind, PlayerRating>,
        commit: Commit<'_>,
    ) -> Result<(), StoreError> {
        let rebuild = commit.rebuild.is_some();
        let result =
            (&self.games, &self.ratings, &self.played, &self.meta).transaction(|(games, rating_tree, played, meta)| {
                if let Some((old_points, old_order)) = &commit.rebuild {
                    for key in old_points {
                        rating_tree.remove(key)?;
                    }
                    for key in old_order {
                        played.remove(key)?;
                    }
                }
                for game in all {
                    let known = before.get(&game.id);
                    if known == Some(&game.rating_change) && !rebuild {
                        continue;
                    }
                    let key = key_of(game);
                    if known != Some(&game.rating_change) {
                        games.insert(&game.id.to_be_bytes(), encode(game))?;
                    }
                    if known.is_none() || rebuild {
                        played.insert(&key, &game.id.to_be_bytes())?;
                    }
                    if let Some(point) = point_of(game) {
                        rating_tree.insert(&key, encode(&point))?;
                    }
                }
                for key in &commit.stale_ratings {
                    meta.remove(key.as_str())?;
                }
                for (kind, rating) in ratings {
                    meta.insert(rating_key(*kind).as_str(), encode(rating))?;
                }
                if let Some(next_id) = commit.next_id {
                    meta.insert(NEXT_ID, encode(&next_id))?;
                }
                if let Some(settings) = commit.settings {
                    meta.insert(SETTINGS, encode(settings))?;
                }
                if commit.clear_current {
                    meta.remove(CURRENT)?;
                    meta.remove(CURRENT_OWNER)?;
                }
                if commit.schema {
                    meta.insert(SCHEMA, encode(&SCHEMA_VERSION))?;
                }
                Ok(())
            });
        result.map_err(|e: TransactionError<()>| match e {
            TransactionError::Abort(()) => unreachable!("the history write never aborts"),
            TransactionError::Storage(e) => StoreError::from(e),
        })
    }

    /// Rebuilds the order index and the rating history from the games.
    fn rebuild(&self, schema: bool) -> Result<(), StoreError> {
        let _writing = self.write_lock();
        let mut all = self.all_games()?;
        let before = all.iter().map(|g| (g.id, g.rating_change)).collect();
        let ratings = replay(&mut all);
        let old_points = self.ratings.iter().keys().collect::<Result<Vec<_>, _>>()?;
        let old_order = self.played.iter().keys().collect::<Result<Vec<_>, _>>()?;
        let next_id = all.iter().map(|g| g.id).max().unwrap_or(0) + 1;
        let next_id = next_id.max(self.meta_get(NEXT_ID)?.unwrap_or(1));
        let mut stale_ratings = Vec::new();
        for entry in self.meta.scan_prefix("rating/").keys() {
            let key = String::from_utf8_lossy(&entry?).into_owned();
            if !ratings.keys().any(|&kind| rating_key(kind) == key) {
                stale_ratings.push(key);
            }
        }
        let commit = Commit {
            next_id: Some(next_id),
            rebuild: Some((old_points, old_order)),
            stale_ratings,
            schema,
            ..Commit::default()
        };
        self.commit(&all, &before, &ratings, commit)
    }

    /// Finished games in playing order, newest first: at most `limit`,
    /// played before the game with id `before` (none when there is no such
    /// game).
    pub fn games(&self, limit: usize, before: Option<u64>) -> Result<Vec<StoredGame>, StoreError> {
        let range = match before {
            None => self.played.iter(),
            Some(id) => match self.game(id)? {
                Some(game) => self.played.range(..key_of(&game)),
                None => return Ok(Vec::new()),
            },
        };
        range
            .rev()
            .take(limit)
            .map(|entry| {
                let (_, id) = entry?;
                let bytes = self.games.get(&id)?.ok_or_else(Store::bad_index)?;
                decode("game", &bytes)
            })
            .collect()
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
        let _writing = self.write_lock();
        self.meta.insert(SETTINGS, encode(settings))?;
        self.db.flush()?;
        Ok(())
    }

    /// Makes session `owner`'s game (any serialisable snapshot of it) the
    /// game in progress, replacing whichever was; flushed.
    pub fn claim_current<T: Serialize>(&self, owner: u64, current: &T) -> Result<(), StoreError> {
        let _writing = self.write_lock();
        let mut batch = sled::Batch::default();
        batch.insert(CURRENT, encode(current));
        batch.insert(CURRENT_OWNER, encode(&owner));
        self.meta.apply_batch(batch)?;
        self.db.flush()?;
        Ok(())
    }

    /// Saves session `owner`'s game in progress; flushed, so a killed app
    /// resumes exactly here. False, and nothing written, when another
    /// session has claimed the place since.
    pub fn save_current<T: Serialize>(&self, owner: u64, current: &T) -> Result<bool, StoreError> {
        let _writing = self.write_lock();
        if self.current_owner()? != Some(owner) {
            return Ok(false);
        }
        self.meta.insert(CURRENT, encode(current))?;
        self.db.flush()?;
        Ok(true)
    }

    /// The session owning the game in progress. A game saved before owners
    /// were kept has none, and is claimed when it is resumed.
    fn current_owner(&self) -> Result<Option<u64>, StoreError> {
        self.meta_get(CURRENT_OWNER)
    }

    pub fn load_current<T: DeserializeOwned>(&self) -> Result<Option<T>, StoreError> {
        self.meta_get(CURRENT)
    }

    pub fn has_current(&self) -> Result<bool, StoreError> {
        Ok(self.meta.contains_key(CURRENT)?)
    }

    /// Ends session `owner`'s game in progress without recording it; a
    /// game another session has claimed since stays.
    pub fn clear_current(&self, owner: u64) -> Result<(), StoreError> {
        let _writing = self.write_lock();
        if self.current_owner()? == Some(owner) {
            self.remove_current()?;
        }
        Ok(())
    }

    /// Drops the game in progress, whoever holds it, without recording it:
    /// the player abandoned it (a game that counts is resigned instead).
    pub fn drop_current(&self) -> Result<(), StoreError> {
        let _writing = self.write_lock();
        self.remove_current()
    }

    /// The game in progress and its owner, gone together; the caller holds the write lock.
    fn remove_current(&self) -> Result<(), StoreError> {
        let mut batch = sled::Batch::default();
        batch.remove(CURRENT);
        batch.remove(CURRENT_OWNER);
        self.meta.apply_batch(batch)?;
        self.db.flush()?;
        Ok(())
    }

    /// Journals the games a crash kept out of the automatic backups (killed
    /// after the commit, before the journal line).
    fn catch_up_backups(&self) -> Result<(), StoreError> {
        let _writing = self.write_lock();
        let Some(through) = self.meta_get::<u64>(BACKED_UP)? else {
            // A store from before this key: its backups are as they were.
            let newest = self.games.last()?.map_or(Ok(0), |(key, _)| key_id(&key))?;
            self.meta.insert(BACKED_UP, encode(&newest))?;
            return Ok(());
        };
        let dir = Store::backup_dir(&self.dir);
        let mut newest = None;
        for entry in self.games.range((through + 1).to_be_bytes()..) {
            let game: StoredGame = decode("game", &entry?.1)?;
            backup::journal(&dir, &game)?;
            newest = Some(game.id);
        }
        if let Some(id) = newest {
            self.meta.insert(BACKED_UP, encode(&id))?;
            self.db.flush()?;
        }
        Ok(())
    }

    /// A full snapshot would cost time in proportion to the history, so
    /// most games only append a line to the journal; every
    /// [`SNAPSHOT_EVERY`] games a snapshot replaces it. Called with the
    /// writer lock held.
    fn auto_backup(&self, stored: &StoredGame) -> Result<(), StoreError> {
        if stored.id % SNAPSHOT_EVERY != 0 {
            backup::journal(&Store::backup_dir(&self.dir), stored)?;
            // Flushed with the next write; until then a reopening journals
            // the game again, which restoring skips.
            self.meta.insert(BACKED_UP, encode(&stored.id))?;
            return Ok(());
        }
        self.snapshot()
    }

    /// Writes a snapshot of everything, which then replaces the journal.
    /// Called with the writer lock held.
    fn snapshot(&self) -> Result<(), StoreError> {
        let dir = Store::backup_dir(&self.dir);
        let stamp = SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_nanos());
        self.write_backup(&dir.join(format!("auto-{stamp:024}.json")))?;
        // The snapshot holds every journalled game now.
        let _ = std::fs::remove_file(dir.join(backup::JOURNAL));
        let newest = self.games.last()?.map_or(Ok(0), |(key, _)| key_id(&key))?;
        self.meta.insert(BACKED_UP, encode(&newest))?;
        backup::prune(&dir, AUTO_BACKUPS_KEPT);
        Ok(())
    }
}

/// Milliseconds since 1970, to name files kept aside.
fn millis() -> u128 {
    SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_millis())
}

/// Appends what a recovery found to the log in the data directory, for
/// whoever wants the details the player is spared. Best effort: a log
/// that cannot be written changes nothing of the recovery.
fn write_log(path: &Path, lines: &[String]) {
    for line in lines {
        let _ = append_log(path, &format!("recovery: {line}"));
    }
}

fn append_log(path: &Path, line: &str) -> io::Result<()> {
    use std::io::Write;
    let mut file = std::fs::OpenOptions::new().create(true).append(true).open(path)?;
    writeln!(file, "{} {line}", now())
}

/// Writes an error's details to the log in data directory `dir`, so the
/// player is told a plain sentence and the details are still kept; the
/// log's path, or `None` when it cannot be written (then show them).
pub fn log_details(dir: &Path, details: &str) -> Option<PathBuf> {
    let path = dir.join(LOG);
    append_log(&path, details).ok().map(|()| path)
}

/// The id a `games` key holds.
fn key_id(key: &[u8]) -> Result<u64, StoreError> {
    Ok(u64::from_be_bytes(key.try_into().map_err(|_| StoreError::Corrupt("a game's key is not an id".to_owned()))?))
}

/// The error and its causes, for a report that outlives the error.
fn error_chain(error: &dyn std::error::Error) -> String {
    let mut text = error.to_string();
    let mut cause = error.source();
    while let Some(next) = cause {
        let more = next.to_string();
        if !text.contains(&more) {
            text.push_str(": ");
            text.push_str(&more);
        }
        cause = next.source();
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_damage_is_damage() {
        let io = |kind: io::ErrorKind| sled::Error::Io(io::Error::from(kind));
        assert!(StoreError::Corrupt("game: EOF".to_owned()).is_damage());
        assert!(StoreError::Database(io(io::ErrorKind::UnexpectedEof)).is_damage());
        for kind in [
            io::ErrorKind::StorageFull,
            io::ErrorKind::PermissionDenied,
            io::ErrorKind::ReadOnlyFilesystem,
            io::ErrorKind::QuotaExceeded,
            io::ErrorKind::Other,
        ] {
            assert!(!StoreError::Database(io(kind)).is_damage(), "{kind:?}");
            let error =
                StoreError::Directory { path: "x".into(), reason: "r".to_owned(), source: io::Error::from(kind) };
            assert!(!error.is_damage());
            assert_eq!(
                std::error::Error::source(&error).and_then(|s| s.downcast_ref::<io::Error>()).map(|e| e.kind()),
                Some(kind)
            );
        }
        assert!(!StoreError::Locked(io::Error::from(io::ErrorKind::WouldBlock)).is_damage());
        assert!(!StoreError::TooNew { found: 3 }.is_damage());
    }
}
