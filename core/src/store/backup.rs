//! Readable JSON backups: export everything; import merges, never
//! duplicates, and refuses a bad file without changing anything.

use std::collections::HashSet;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};
use sled::Transactional;
use sled::transaction::TransactionError;

use super::records::{GameKind, RatingPoint, Settings, StoredGame};
use super::{NEXT_ID, SETTINGS, Store, StoreError, decode, encode, now, rating_key};
use crate::rating::elo::{PlayerRating, rate};

const FORMAT: &str = "zabel-backup";
const VERSION: u32 = 1;

#[derive(Serialize, Deserialize)]
struct Backup {
    format: String,
    version: u32,
    exported_at: u64,
    settings: Settings,
    games: Vec<StoredGame>,
}

/// What an import did.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct ImportReport {
    pub added: usize,
    /// Games the store already had.
    pub skipped: usize,
}

/// A game is the same game when it ended at the same second with the same record.
fn identity(game: &StoredGame) -> (u64, String) {
    (game.game.finished_at, game.game.record.clone())
}

impl Store {
    /// Writes every game and the settings as JSON, atomically (temp + rename).
    pub fn export_backup(&self, path: &Path) -> Result<(), StoreError> {
        let failed = |reason: String| StoreError::Backup { path: path.to_owned(), reason };
        let games =
            self.games.iter().map(|entry| decode::<StoredGame>("game", &entry?.1)).collect::<Result<Vec<_>, _>>()?;
        let backup = Backup {
            format: FORMAT.to_owned(),
            version: VERSION,
            exported_at: now(),
            settings: self.settings()?,
            games,
        };
        let text = serde_json::to_string_pretty(&backup).map_err(|e| failed(e.to_string()))?;
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent).map_err(|e| failed(e.to_string()))?;
        }
        let temporary = path.with_extension("partial");
        std::fs::write(&temporary, text).map_err(|e| failed(e.to_string()))?;
        std::fs::rename(&temporary, path).map_err(|e| failed(e.to_string()))
    }

    /// Adds the backup's games that the store does not have, then recomputes
    /// the rating history from all rated games in the order they were played
    /// (R3), so merging two histories gives one consistent chart.
    pub fn import_backup(&self, path: &Path) -> Result<ImportReport, StoreError> {
        let failed = |reason: String| StoreError::Backup { path: path.to_owned(), reason };
        let text = std::fs::read_to_string(path).map_err(|e| failed(e.to_string()))?;
        let backup: Backup = serde_json::from_str(&text).map_err(|e| failed(format!("not a Zabel backup: {e}")))?;
        if backup.format != FORMAT {
            return Err(failed(format!("format '{}' is not '{FORMAT}'", backup.format)));
        }
        if backup.version > VERSION {
            return Err(failed(format!("version {} is newer than this app reads ({VERSION})", backup.version)));
        }
        self.import_games(backup.games, Some(backup.settings)).map_err(|e| match e {
            StoreError::BadGame(why) => failed(why),
            other => other,
        })
    }

    /// Merges `games` (all validated first: one bad game refuses them all).
    pub(super) fn import_games(
        &self,
        games: Vec<StoredGame>,
        settings: Option<Settings>,
    ) -> Result<ImportReport, StoreError> {
        for (index, game) in games.iter().enumerate() {
            game.game
                .validate()
                .map_err(|why| StoreError::BadGame(format!("game {} (id {}): {why}", index + 1, game.id)))?;
        }

        let mut all =
            self.games.iter().map(|entry| decode::<StoredGame>("game", &entry?.1)).collect::<Result<Vec<_>, _>>()?;
        let mut known: HashSet<(u64, String)> = all.iter().map(identity).collect();
        let mut next_id = all.iter().map(|g| g.id).max().unwrap_or(0) + 1;
        let mut report = ImportReport { added: 0, skipped: 0 };
        for mut game in games {
            if !known.insert(identity(&game)) {
                report.skipped += 1;
                continue;
            }
            game.id = next_id;
            next_id += 1;
            all.push(game);
            report.added += 1;
        }
        if report.added == 0 {
            return Ok(report);
        }

        // Replay every rated game in playing order.
        all.sort_by_key(|g| (g.game.finished_at, g.id));
        let mut ratings: std::collections::HashMap<GameKind, PlayerRating> = std::collections::HashMap::new();
        let mut points = Vec::new();
        for game in &mut all {
            game.rating_change = None;
            if let Some(rated) = game.game.rated {
                let player = ratings.entry(game.game.kind).or_default();
                let (after, change) = rate(
                    *player,
                    rated.opponent_rating,
                    rated.player_moved_first,
                    rated.first_move_advantage,
                    rated.won,
                );
                *player = after;
                game.rating_change = Some(change);
                points.push(RatingPoint {
                    game_id: game.id,
                    kind: game.game.kind,
                    finished_at: game.game.finished_at,
                    change,
                });
            }
        }
        let settings = settings.filter(|_| self.meta.get(SETTINGS).ok().flatten().is_none());
        let result = (&self.games, &self.ratings, &self.meta).transaction(|(games, rating_tree, meta)| {
            for game in &all {
                games.insert(&game.id.to_be_bytes(), encode(game))?;
            }
            for point in &points {
                rating_tree.insert(&point.game_id.to_be_bytes(), encode(point))?;
            }
            for (kind, rating) in &ratings {
                meta.insert(rating_key(*kind).as_str(), encode(rating))?;
            }
            meta.insert(NEXT_ID, encode(&next_id))?;
            if let Some(settings) = &settings {
                meta.insert(SETTINGS, encode(settings))?;
            }
            Ok(())
        });
        result.map_err(|e: TransactionError<()>| match e {
            TransactionError::Abort(()) => StoreError::Database("import aborted".to_owned()),
            TransactionError::Storage(e) => StoreError::from(e),
        })?;
        self.db.flush()?;
        Ok(report)
    }
}

/// The journal: one line per game recorded since the newest snapshot.
pub(super) const JOURNAL: &str = "journal.jsonl";

/// Appends a recorded game to the journal and syncs it.
pub(super) fn journal(dir: &Path, game: &StoredGame) -> Result<(), StoreError> {
    use std::io::Write;
    let failed = |e: std::io::Error| StoreError::Backup { path: dir.join(JOURNAL), reason: e.to_string() };
    std::fs::create_dir_all(dir).map_err(failed)?;
    let mut file = std::fs::OpenOptions::new().create(true).append(true).open(dir.join(JOURNAL)).map_err(failed)?;
    let mut line = encode(game);
    line.push(b'\n');
    file.write_all(&line).and_then(|()| file.sync_data()).map_err(failed)
}

/// The games in the journal; a torn last line (a crash while writing) is skipped.
pub(super) fn journal_games(dir: &Path) -> Vec<StoredGame> {
    let text = std::fs::read_to_string(dir.join(JOURNAL)).unwrap_or_default();
    text.lines().filter_map(|line| serde_json::from_str(line).ok()).collect()
}

/// The newest automatic backup in `dir`.
pub(super) fn newest(dir: &Path) -> Option<PathBuf> {
    let mut backups = auto_backups(dir);
    backups.pop()
}

/// Deletes all but the newest `keep` automatic backups.
pub(super) fn prune(dir: &Path, keep: usize) {
    let backups = auto_backups(dir);
    for old in &backups[..backups.len().saturating_sub(keep)] {
        let _ = std::fs::remove_file(old);
    }
}

fn auto_backups(dir: &Path) -> Vec<PathBuf> {
    let mut backups: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|entries| {
            entries
                .filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| {
                    p.file_name()
                        .and_then(|n| n.to_str())
                        .is_some_and(|n| n.starts_with("auto-") && n.ends_with(".json"))
                })
                .collect()
        })
        .unwrap_or_default();
    // Names carry a zero-padded timestamp, so name order is time order.
    backups.sort();
    backups
}
