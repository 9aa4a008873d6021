//! Opening the store: the lock, the schema's migrations, and the repair of
//! a damaged or missing database from the automatic backups.

use std::io;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use super::auto_files;
use super::error::error_chain;
use super::lock::DirLock;
use super::log::millis;
use super::restore::{OpenReport, RecoveryCause, backups_hold_anything};
use super::{RatingPoint, SCHEMA, SCHEMA_VERSION, Store, StoreError, StoredGame, decode, encode};

impl Store {
    /// Opens (or creates) the store in `dir`. A damaged database is moved
    /// aside and rebuilt from the automatic backups, and a database that is
    /// gone or empty while they hold games is filled from them; any other
    /// failure (locked, newer version, no permission, full disk) is
    /// returned and changes nothing.
    pub fn open(dir: &Path) -> Result<(Store, OpenReport), StoreError> {
        std::fs::create_dir_all(dir).map_err(|source| StoreError::Directory {
            path: dir.to_owned(),
            reason: "cannot create it".to_owned(),
            source,
        })?;
        let lock = DirLock::acquire(dir)?;
        let (mut store, report) = match Store::open_db(dir) {
            // Deleted by hand or by a cleaner (the folder, or what was in
            // it): restored, never started afresh, so no id is used twice.
            Ok(store) if store.holds_nothing() && backups_hold_anything(dir) => {
                let reason = "the database was missing or empty; its backups were there".to_owned();
                store.restore(RecoveryCause::Missing, reason, None)?
            }
            Ok(store) => (store, OpenReport::default()),
            Err(damage) if damage.is_damage() => Store::recover(dir, damage)?,
            Err(error) => return Err(error),
        };
        store._lock = Some(lock);
        store.catch_up_backups()?;
        store.supersede_whole_file_snapshot()?;
        Ok((store, report))
    }

    /// A newest snapshot of the format before lines (one JSON document,
    /// read whole or not at all) is followed at once by one in lines, so a
    /// bad byte in the old file can no longer lose every game in it.
    fn supersede_whole_file_snapshot(&self) -> Result<(), StoreError> {
        let newest = auto_files::snapshots(&Store::backup_dir(&self.dir)).pop();
        if newest.is_some_and(|path| path.extension().is_some_and(|e| e == "json")) && self.game_count() > 0 {
            let _writing = self.write_lock();
            self.snapshot()?;
        }
        Ok(())
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
        self.check_attempts()?;
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
        Store::open_db(dir)?.restore(RecoveryCause::Damaged, reason, Some(aside))
    }
}
