//! Opening the store: the lock, the schema's migrations, and the repair of
//! a damaged or missing database from the automatic backups.

use std::io;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use super::error::error_chain;
use super::lock::DirLock;
use super::log::{millis, write_log};
use super::{LOG, RatingPoint, SCHEMA, SCHEMA_VERSION, Store, StoreError, StoredGame, backup, decode, encode};

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

    pub(super) fn db_path(dir: &Path) -> PathBuf {
        dir.join("db")
    }

    pub(crate) fn backup_dir(dir: &Path) -> PathBuf {
        dir.join("backups")
    }

    pub(super) fn open_db(dir: &Path) -> Result<Store, StoreError> {
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

    pub(super) fn open_db_once(dir: &Path) -> Result<Store, StoreError> {
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
            reviews: db.open_tree("reviews")?,
            reviews_by_age: db.open_tree("reviews_by_age")?,
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
    pub(super) fn migrate(&self) -> Result<bool, StoreError> {
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
    pub(super) fn rewrite_games(&self) -> Result<(), StoreError> {
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
    pub(super) fn check(&self) -> Result<bool, StoreError> {
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

    pub(super) fn recover(dir: &Path, damage: StoreError) -> Result<(Store, OpenReport), StoreError> {
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
    pub(super) fn is_missing(dir: &Path) -> bool {
        if Store::db_path(dir).exists() {
            return false;
        }
        let backups = Store::backup_dir(dir);
        backup::newest(&backups).is_some() || !backup::journal_bytes(&backups).unwrap_or_default().is_empty()
    }

    /// Opens a new database in `dir` and fills it from the automatic
    /// backups: the newest readable snapshot, then every readable journal
    /// line. What cannot be read is kept aside and counted, never fatal.
    pub(super) fn restore(
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
}
