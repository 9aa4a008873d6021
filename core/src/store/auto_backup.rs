//! When the automatic backups are written: a journal line per game, a
//! snapshot every [`SNAPSHOT_EVERY`] games (puzzle attempts likewise, in
//! `puzzles.rs`).

use std::time::{SystemTime, UNIX_EPOCH};

use super::auto_files::{self, JOURNAL};
use super::history::key_id;
use super::{AUTO_BACKUPS_KEPT, BACKED_UP, SNAPSHOT_EVERY, Store, StoreError, StoredGame, decode, encode, now};

impl Store {
    /// Journals the games and puzzle attempts a crash kept out of the
    /// automatic backups (killed after the commit, before the journal line).
    pub(super) fn catch_up_backups(&self) -> Result<(), StoreError> {
        let _writing = self.write_lock();
        self.catch_up_attempts()?;
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
            auto_files::journal(&dir, &game)?;
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
    pub(super) fn auto_backup(&self, stored: &StoredGame) -> Result<(), StoreError> {
        if stored.id % SNAPSHOT_EVERY != 0 {
            auto_files::journal(&Store::backup_dir(&self.dir), stored)?;
            // Flushed with the next write; until then a reopening journals
            // the game again, which restoring skips.
            self.meta.insert(BACKED_UP, encode(&stored.id))?;
            return Ok(());
        }
        self.snapshot()
    }

    /// Writes a snapshot of everything, which then replaces the journal.
    /// Called with the writer lock held.
    pub(super) fn snapshot(&self) -> Result<(), StoreError> {
        let dir = Store::backup_dir(&self.dir);
        let stamp = SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_nanos());
        let path = dir.join(format!("auto-{stamp:024}.jsonl"));
        let attempts = self.all_puzzle_attempts()?;
        auto_files::write_snapshot(&path, &self.settings()?, &self.all_games()?, &attempts, now())?;
        // The snapshot holds every journalled game now.
        let _ = std::fs::remove_file(dir.join(JOURNAL));
        let newest = self.games.last()?.map_or(Ok(0), |(key, _)| key_id(&key))?;
        self.meta.insert(BACKED_UP, encode(&newest))?;
        self.mark_attempts_backed_up()?;
        auto_files::prune(&dir, AUTO_BACKUPS_KEPT);
        Ok(())
    }
}
