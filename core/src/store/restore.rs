//! Restoring the history from the automatic backups: every generation of
//! snapshot and the journal, each read line by line and merged (the games
//! and the puzzle attempts), damaged files moved aside, and the games the
//! backups show were there but could not be read counted.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use super::attempts::{BackedUpAttempt, alike, settle};
use super::auto_files::{self, Kind, Source};
use super::lines::Piece;
use super::log::{millis, write_log};
use super::{LOG, Store, StoreError, StoredGame};
use crate::game::Variant;

/// What opening found, for the app to tell the user.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct OpenReport {
    pub recovery: Option<Recovery>,
}

/// The database could not be opened, or was gone or empty while its
/// backups were there; this is what was done about it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Recovery {
    pub cause: RecoveryCause,
    /// The details, for the log, not for the player's eyes.
    pub reason: String,
    /// Where the damaged database now lies; `None` when it was gone or empty.
    pub moved_aside: Option<PathBuf>,
    /// The backup most games came from; `None` when none could be read.
    pub restored_from: Option<PathBuf>,
    /// Every backup games or puzzle attempts came from, and how many each
    /// gave that no backup before it in this list had.
    pub sources: Vec<RestoredFrom>,
    pub games_restored: usize,
    pub attempts_restored: usize,
    /// Games the backups show were there (a snapshot's list of its games,
    /// the journal's numbering) and that could not be restored.
    pub games_lost: usize,
    /// Puzzle attempts the backups' numbering shows were there and that
    /// could not be restored.
    pub attempts_lost: usize,
    /// Backups whose end could not be read: games recorded after the one
    /// named may be missing, and nothing tells how many.
    pub unreadable_ends: Vec<UnreadableEnd>,
    /// Unreadable stretches of the backups, one for each stretch between
    /// two games.
    pub lines_skipped: usize,
    /// The folder the damaged backup files were moved to, byte for byte.
    pub kept_aside: Option<PathBuf>,
    /// The damaged backup files, where they now lie.
    pub unreadable_backups: Vec<PathBuf>,
    /// The log the details were written to.
    pub log: PathBuf,
}

/// A backup restored from, and how many games and puzzle attempts it gave.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct RestoredFrom {
    pub path: PathBuf,
    pub games: usize,
    pub attempts: usize,
}

/// A backup whose end could not be read (cut short, or its last lines
/// damaged): games after `after_game` may be missing (0: any game).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct UnreadableEnd {
    pub path: PathBuf,
    pub after_game: u64,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum RecoveryCause {
    /// The database was damaged and was moved aside.
    Damaged,
    /// The database was gone or empty, its backups were not.
    Missing,
}

/// A gap of more ids than this between two games is no evidence of lost
/// games (a line from before checksums, damaged where its id is).
const LARGEST_GAP: u64 = 100_000;

/// True when the automatic backups in `dir` hold anything to restore.
pub(super) fn backups_hold_anything(dir: &Path) -> bool {
    auto_files::sources(&Store::backup_dir(dir)).iter().any(Source::holds_anything)
}

impl Store {
    /// Fills `self`, an empty database, from the automatic backups: every
    /// readable game and puzzle attempt of every snapshot and of the
    /// journal. What cannot be read is counted and its file moved aside,
    /// never fatal.
    pub(super) fn restore(
        self,
        cause: RecoveryCause,
        reason: String,
        moved_aside: Option<PathBuf>,
    ) -> Result<(Store, OpenReport), StoreError> {
        let backups = Store::backup_dir(&self.dir);
        let sources = auto_files::sources(&backups);
        let mut details = vec![reason.clone()];

        let merged = auto_files::merged(&sources);
        let games: Vec<StoredGame> = merged.iter().map(|(_, game)| (*game).clone()).collect();
        let (attempts, attempts_from) = auto_files::merged_attempts(&sources);
        let attempts_lost = count_lost_attempts(&sources, &attempts);
        let from: Vec<RestoredFrom> = sources
            .iter()
            .enumerate()
            .map(|(index, source)| RestoredFrom {
                path: source.path.clone(),
                games: merged.iter().filter(|(from, _)| *from == index).count(),
                attempts: attempts_from[index],
            })
            .filter(|from| from.games + from.attempts > 0)
            .collect();
        let settings = sources.iter().find_map(|source| source.settings.clone());
        let present: BTreeSet<u64> = games.iter().map(|g| g.id).collect();
        let (games_lost, unreadable_ends) = count_lost(&sources, &present);
        let lines_skipped = sources
            .iter()
            .flat_map(|source| &source.pieces)
            .filter(|piece| matches!(piece, Piece::Unreadable(_)))
            .count();

        let damaged: Vec<&Source> = sources.iter().filter(|source| source.is_damaged()).collect();
        let mut unreadable_backups = Vec::new();
        let mut kept_aside = None;
        let mut all_moved = true;
        if !damaged.is_empty() {
            let folder = backups.join(format!("damaged-{}", millis()));
            if let Err(error) = std::fs::create_dir_all(&folder) {
                details.push(format!("{}: {error}", folder.display()));
            }
            for source in damaged {
                let unread = source.pieces.iter().filter(|p| matches!(p, Piece::Unreadable(_))).count();
                let why = source.failure.clone().unwrap_or_else(|| match (source.kind, &source.header) {
                    (Kind::Snapshot, None) => format!("its header and {unread} stretches are unreadable"),
                    _ => format!("{unread} unreadable stretches"),
                });
                details.push(format!("{}: {why}", source.path.display()));
                let to = folder.join(source.path.file_name().unwrap_or_default());
                match std::fs::rename(&source.path, &to) {
                    Ok(()) => unreadable_backups.push(to),
                    Err(error) => {
                        all_moved = false;
                        details.push(format!("{}: cannot move it aside: {error}", source.path.display()));
                    }
                }
            }
            kept_aside = (!unreadable_backups.is_empty()).then_some(folder);
        }
        if games_lost > 0 {
            details.push(format!("{games_lost} games the backups name could not be read"));
        }
        if attempts_lost > 0 {
            details.push(format!("{attempts_lost} puzzle attempts the backups number could not be read"));
        }
        for end in &unreadable_ends {
            details.push(format!("{}: unreadable after game {}", end.path.display(), end.after_game));
        }

        let attempts_restored = attempts.len();
        let attempts = self.replace_attempts(&settle(attempts))?;
        let games_restored = self.restore_games(games, settings, &attempts)?;
        {
            let _writing = self.write_lock();
            if all_moved && games_restored + attempts_restored > 0 {
                // The restored history becomes the newest snapshot and the
                // journal starts anew; a damaged file that could not be
                // moved is left where it is, so nothing replaces it.
                self.snapshot()?;
            } else {
                // They came from the backups: journalling them again would
                // only make a second copy there.
                self.mark_attempts_backed_up()?;
                self.db.flush()?;
            }
        }
        let log = self.dir.join(LOG);
        write_log(&log, &details);
        let restored_from = from.iter().max_by_key(|f| (f.games, f.attempts)).map(|f| f.path.clone());
        let recovery = Recovery {
            cause,
            reason,
            moved_aside,
            restored_from,
            sources: from,
            games_restored,
            attempts_restored,
            games_lost,
            attempts_lost,
            unreadable_ends,
            lines_skipped,
            kept_aside,
            unreadable_backups,
            log,
        };
        Ok((self, OpenReport { recovery: Some(recovery) }))
    }
}

/// The games the backups show were there and that are not `present`, and
/// the backups whose end cannot be accounted for. A snapshot's header
/// lists its games; the journal numbers its games one after another from
/// the newest snapshot's; where neither tells, an unreadable stretch
/// between two games held at most the game starts left in it (at least one).
fn count_lost(sources: &[Source], present: &BTreeSet<u64>) -> (usize, Vec<UnreadableEnd>) {
    let absent = |from: u64, to: u64| (from..to).filter(move |id| !present.contains(id));
    let journal_first = sources.iter().filter(|s| s.kind == Kind::Journal).flat_map(Source::games).map(|g| g.id).next();
    let mut missing = BTreeSet::new();
    let mut ends = Vec::new();
    let mut snapshot_top = 0;
    for source in sources.iter().filter(|s| s.kind != Kind::Journal) {
        if let Some(header) = &source.header {
            missing.extend(header.ids().filter(|id| !present.contains(id)));
            snapshot_top = snapshot_top.max(header.ids().last().unwrap_or(0));
            continue;
        }
        if source.failure.is_some() && source.games().next().is_none() {
            ends.push(UnreadableEnd { path: source.path.clone(), after_game: 0 });
            continue;
        }
        let mut before = 0;
        let mut pending = None;
        for piece in &source.pieces {
            match piece {
                Piece::Game(game) => {
                    if let Some(most) = pending.take() {
                        if game.id.saturating_sub(before) <= LARGEST_GAP {
                            missing.extend(absent(before + 1, game.id).take(most));
                        }
                    }
                    before = before.max(game.id);
                }
                Piece::Attempt(_) => {}
                Piece::Unreadable(bytes) => match Piece::games_it_may_hold(bytes) {
                    0 => {}
                    most => pending = Some(pending.unwrap_or(0) + most),
                },
            }
        }
        snapshot_top = snapshot_top.max(before);
        if let Some(most) = pending {
            match journal_first {
                Some(next) if next > before && next - before <= LARGEST_GAP => {
                    missing.extend(absent(before + 1, next).take(most));
                }
                _ => ends.push(UnreadableEnd { path: source.path.clone(), after_game: before }),
            }
        }
    }
    for source in sources.iter().filter(|s| s.kind == Kind::Journal) {
        let mut before = snapshot_top;
        let mut pending = false;
        for piece in &source.pieces {
            match piece {
                Piece::Game(game) => {
                    if game.id > before && game.id - before <= LARGEST_GAP {
                        missing.extend(absent(before + 1, game.id));
                    }
                    before = before.max(game.id);
                    pending = false;
                }
                // An attempt after a damaged stretch tells nothing of a
                // game it may have held: still an end that may lack games.
                Piece::Attempt(_) => {}
                Piece::Unreadable(bytes) => pending |= Piece::games_it_may_hold(bytes) > 0,
            }
        }
        if pending || source.failure.is_some() {
            ends.push(UnreadableEnd { path: source.path.clone(), after_game: before });
        }
    }
    (missing.len(), ends)
}

/// The puzzle attempts the backups show were made and that are not in
/// `restored` (every backup's, merged). Within one backup a game's attempts
/// are numbered one after another from 0, the journal's going on from the
/// newest snapshot's, so a gap in the numbers is attempts whose lines did
/// not read; as many as `restored` holds of that game between the two
/// either side of the gap came back from another backup. Attempts after
/// the last readable one leave no gap and are not counted, nor are those
/// before the journal's first when the snapshot it goes on from is damaged.
fn count_lost_attempts(sources: &[Source], restored: &[BackedUpAttempt]) -> usize {
    let snapshot = sources.iter().find(|source| source.kind != Kind::Journal);
    // What the journal goes on from: `None` when that is not known.
    let journal_after: Option<Vec<BackedUpAttempt>> = match snapshot {
        Some(snapshot) if snapshot.is_damaged() => None,
        Some(snapshot) => Some(snapshot.attempts()),
        None => Some(Vec::new()),
    };
    let place = |attempt: &BackedUpAttempt| restored.iter().position(|r| alike(r) == alike(attempt));
    // By game and number, so that a gap two generations share counts once.
    let mut lost = std::collections::HashSet::new();
    for source in sources {
        let attempts = source.attempts();
        for variant in Variant::ALL {
            let mut before: Option<&BackedUpAttempt> = None;
            let mut known_start = source.kind != Kind::Journal;
            if source.kind == Kind::Journal {
                if let Some(after) = &journal_after {
                    before = after.iter().rev().find(|a| a.variant == variant);
                    known_start = true;
                }
            }
            for attempt in attempts.iter().filter(|a| a.variant == variant) {
                let (first_missing, came_back) = match before {
                    Some(before) => {
                        let between = match (place(before), place(attempt)) {
                            (Some(from), Some(to)) if from < to => {
                                restored[from + 1..to].iter().filter(|r| r.variant == variant).count()
                            }
                            _ => 0,
                        };
                        (before.seq + 1, between)
                    }
                    None if known_start => {
                        let earlier = place(attempt)
                            .map_or(0, |to| restored[..to].iter().filter(|r| r.variant == variant).count());
                        (0, earlier)
                    }
                    None => (attempt.seq, 0),
                };
                let gap = attempt.seq.saturating_sub(first_missing) as usize;
                let missing = gap.saturating_sub(came_back) as u64;
                lost.extend((first_missing..first_missing + missing).map(|seq| (variant, seq)));
                before = Some(attempt);
            }
        }
    }
    lost.len()
}
