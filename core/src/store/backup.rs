//! Readable JSON backups: export everything; import merges, never
//! duplicates, and refuses a bad file whole without changing anything.

use std::collections::{HashMap, HashSet};
use std::io::{self, Write};
use std::path::Path;

use serde::{Deserialize, Serialize};

use super::attempts::{BackedUpAttempt, merge_attempts, settle};
use super::backup_format::{BackupProblem, FORMAT, VERSION};
use super::history::Commit;
use super::records::{Settings, StoredGame};
use super::{NEXT_ID, SETTINGS, Store, StoreError, now};
use crate::rating::replay::replay;

#[derive(Serialize, Deserialize)]
pub(super) struct Backup {
    format: String,
    version: u32,
    exported_at: u64,
    pub(super) settings: Settings,
    pub(super) games: Vec<StoredGame>,
    /// Since version 3; none in an older file.
    #[serde(default)]
    pub(super) puzzle_attempts: Vec<BackedUpAttempt>,
}

/// What an import did.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct ImportReport {
    pub added: usize,
    /// Games the store already had.
    pub skipped: usize,
    /// Puzzle attempts the store did not have.
    pub attempts_added: usize,
}

/// A game is the same game when it ended at the same second with the same record.
fn identity(game: &StoredGame) -> (u64, &str) {
    (game.game.finished_at, game.game.record.as_str())
}

/// Reads and checks a backup file's envelope; the games are checked on import.
fn read_file(path: &Path) -> Result<Backup, BackupProblem> {
    read(&std::fs::read(path).map_err(BackupProblem::Io)?)
}

/// Reads and checks a backup's envelope from its bytes.
pub(super) fn read(bytes: &[u8]) -> Result<Backup, BackupProblem> {
    let backup: Backup = serde_json::from_slice(bytes).map_err(|e| match e.classify() {
        serde_json::error::Category::Eof => BackupProblem::Truncated(e),
        serde_json::error::Category::Data => BackupProblem::NotABackup(e),
        serde_json::error::Category::Syntax | serde_json::error::Category::Io => BackupProblem::NotJson(e),
    })?;
    if backup.format != FORMAT {
        return Err(BackupProblem::WrongFormat(backup.format));
    }
    if backup.version > VERSION {
        return Err(BackupProblem::TooNew(backup.version));
    }
    Ok(backup)
}

/// Writes `bytes` to `path` durably: a temporary file, synced, renamed over
/// `path`, and the directory synced, so a crash leaves the old file or the
/// new one, never a part.
pub(super) fn write_durably(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let parent = path.parent().filter(|p| !p.as_os_str().is_empty()).unwrap_or(Path::new("."));
    std::fs::create_dir_all(parent)?;
    let temporary = path.with_extension("partial");
    let mut file = std::fs::File::create(&temporary)?;
    file.write_all(bytes)?;
    file.sync_all()?;
    drop(file);
    std::fs::rename(&temporary, path)?;
    sync_dir(parent)
}

#[cfg(unix)]
fn sync_dir(dir: &Path) -> io::Result<()> {
    std::fs::File::open(dir)?.sync_all()
}

#[cfg(not(unix))]
fn sync_dir(_dir: &Path) -> io::Result<()> {
    Ok(())
}

impl Store {
    /// Writes every game, puzzle attempt and the settings as JSON,
    /// atomically (temp + rename).
    pub fn export_backup(&self, path: &Path) -> Result<(), StoreError> {
        let _writing = self.write_lock();
        self.write_backup(path)
    }

    /// [`Store::export_backup`] with the writer lock held.
    pub(super) fn write_backup(&self, path: &Path) -> Result<(), StoreError> {
        let backup = Backup {
            format: FORMAT.to_owned(),
            version: VERSION,
            exported_at: now(),
            settings: self.settings()?,
            games: self.all_games()?,
            puzzle_attempts: self.all_puzzle_attempts()?,
        };
        let text = serde_json::to_vec_pretty(&backup).expect("plain data serialises");
        write_durably(path, &text)
            .map_err(|e| StoreError::Backup { path: path.to_owned(), problem: BackupProblem::Io(e) })
    }

    /// Adds the backup's games that the store does not have, each in its
    /// place in playing order, and replays the rating history (R3), so
    /// merging two histories gives one consistent chart; its puzzle
    /// attempts likewise, by their time, with the puzzle rating replayed
    /// from the first that comes between the store's. A file that is
    /// damaged, from a newer version, or holds a game twice or a game that
    /// contradicts one the store has, is refused whole.
    pub fn import_backup(&self, path: &Path) -> Result<ImportReport, StoreError> {
        let backup = read_file(path).map_err(|problem| StoreError::Backup { path: path.to_owned(), problem })?;
        self.import_games(path, backup.games, Some(backup.settings), &backup.puzzle_attempts)
    }

    /// Merges `games`, all checked first: one bad game, a game given twice
    /// or one contradicting a stored game refuses them all; and `attempts`,
    /// in the same transaction.
    fn import_games(
        &self,
        source: &Path,
        games: Vec<StoredGame>,
        settings: Option<Settings>,
        attempts: &[BackedUpAttempt],
    ) -> Result<ImportReport, StoreError> {
        let refuse = |problem: BackupProblem| StoreError::Backup { path: source.to_owned(), problem };
        let mut seen: HashMap<(u64, &str), usize> = HashMap::new();
        for (index, game) in games.iter().enumerate() {
            let number = index + 1;
            game.game
                .validate()
                .map_err(|reason| refuse(BackupProblem::BadGame { index: number, id: game.id, reason }))?;
            if let Some(&first) = seen.get(&identity(game)) {
                if games[first].game != game.game {
                    let with = format!("game {} of the file", first + 1);
                    return Err(refuse(BackupProblem::Conflict { index: number, id: game.id, with }));
                }
                return Err(refuse(BackupProblem::Duplicate { index: number, id: game.id, first: first + 1 }));
            }
            seen.insert(identity(game), index);
        }

        // From here to the commit, no other write runs: a game recorded
        // meanwhile waits, then takes the next id.
        let _writing = self.write_lock();
        let mut all = self.all_games()?;
        let known: HashMap<(u64, &str), &StoredGame> = all.iter().map(|g| (identity(g), g)).collect();
        let mut next_id: u64 = self.meta_get(NEXT_ID)?.unwrap_or(1);
        next_id = next_id.max(all.iter().map(|g| g.id + 1).max().unwrap_or(1));
        let mut report = ImportReport { added: 0, skipped: 0, attempts_added: 0 };
        let mut added = Vec::new();
        for (index, mut game) in games.into_iter().enumerate() {
            if let Some(stored) = known.get(&identity(&game)) {
                if stored.game != game.game {
                    let with = format!("the stored game {}", stored.id);
                    return Err(refuse(BackupProblem::Conflict { index: index + 1, id: game.id, with }));
                }
                report.skipped += 1;
                continue;
            }
            game.id = next_id;
            next_id += 1;
            added.push(game);
        }
        drop(known);
        report.added = added.len();
        let mut all_attempts = self.all_puzzle_attempts()?;
        report.attempts_added = merge_attempts(&mut all_attempts, attempts);
        if added.is_empty() && report.attempts_added == 0 {
            return Ok(report);
        }
        let attempts = (report.attempts_added > 0).then(|| self.replace_attempts(&settle(all_attempts))).transpose()?;
        let before = all.iter().map(|g| (g.id, g.rating_change)).collect();
        let games_added = !added.is_empty();
        all.extend(added);
        let ratings = if games_added { replay(&mut all) } else { HashMap::new() };
        let settings = settings.filter(|_| games_added && self.meta.get(SETTINGS).ok().flatten().is_none());
        let commit = Commit {
            next_id: Some(next_id),
            settings: settings.as_ref(),
            attempts: attempts.as_ref(),
            ..Commit::default()
        };
        self.commit(&all, &before, &ratings, commit)?;
        self.db.flush()?;
        // The journal covers only games recorded one by one: a snapshot
        // takes the imported games into the automatic backups.
        self.snapshot()?;
        Ok(report)
    }
}

impl Store {
    /// Rebuilds an empty store from the automatic backups' `games` (the
    /// snapshots', then the journal's, all readable and replaying, each
    /// game once) and puzzle `attempts` (a [`Store::replace_attempts`]
    /// batch), in one transaction. Unlike an import, each game keeps its
    /// id, so a lost game renumbers nothing. The rating history is
    /// recomputed from the games restored, so it is one chain even when
    /// the backups held two (a database started afresh beside them).
    pub(super) fn restore_games(
        &self,
        games: Vec<StoredGame>,
        settings: Option<Settings>,
        attempts: &sled::Batch,
    ) -> Result<usize, StoreError> {
        let _writing = self.write_lock();
        // Ids rise line by line. When two games claim one id (a damaged
        // digit), the one whose id fits between its neighbours keeps it.
        let fits = |i: usize| {
            let id = games[i].id;
            (i == 0 || games[i - 1].id < id) && games.get(i + 1).is_none_or(|next| id < next.id)
        };
        let mut order: Vec<usize> = (0..games.len()).collect();
        order.sort_by_key(|&i| !fits(i));
        let mut taken = HashSet::new();
        let mut homeless = Vec::new();
        let mut ids = vec![0; games.len()];
        for i in order {
            if games[i].id > 0 && taken.insert(games[i].id) {
                ids[i] = games[i].id;
            } else {
                homeless.push(i);
            }
        }
        let mut next_id = taken.iter().max().map_or(1, |id| id + 1);
        for i in homeless {
            ids[i] = next_id;
            next_id += 1;
        }
        let mut all: Vec<StoredGame> = games.into_iter().zip(ids).map(|(game, id)| StoredGame { id, ..game }).collect();
        let restored = all.len();
        let ratings = replay(&mut all);
        let commit = Commit {
            next_id: Some(next_id),
            settings: settings.as_ref(),
            attempts: Some(attempts),
            ..Commit::default()
        };
        self.commit(&all, &HashMap::new(), &ratings, commit)?;
        self.db.flush()?;
        Ok(restored)
    }
}
