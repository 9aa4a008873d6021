//! The automatic backup files, written and read: the journal (a line per
//! game or puzzle attempt recorded since the newest snapshot) and the
//! snapshots (a header line, then a line per game, then one per attempt),
//! both in the checksummed lines of [`lines`](super::lines). Snapshots written before this format (one JSON
//! document, `auto-….json`) are still read: whole, or when damaged game by
//! game.

use std::collections::{HashMap, HashSet};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use super::attempts::{BackedUpAttempt, merge_attempts};
use super::backup::{read as read_document, write_durably};
use super::backup_format::BackupProblem;
use super::lines::{LinesRead, Piece, attempt_line, frame, read_lines};
use super::records::{Settings, StoredGame};
use super::{Store, StoreError, encode};

/// The journal: one line per game recorded since the newest snapshot.
pub(super) const JOURNAL: &str = "journal.jsonl";
const SNAPSHOT_FORMAT: &str = "zabel-snapshot";
/// Still 1 with puzzle attempts: a snapshot without them is the same
/// bytes as before, and a reader from before takes every game of one with
/// them (an attempt's line is unreadable to it, not a game lost).
const SNAPSHOT_VERSION: u32 = 1;

/// A snapshot's first line: its settings, and which games follow, so that
/// a game whose line is lost is known and counted.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub(super) struct SnapshotHeader {
    format: String,
    version: u32,
    written_at: u64,
    pub(super) settings: Settings,
    /// The ids of its games, as inclusive ranges.
    ids: Vec<(u64, u64)>,
}

impl SnapshotHeader {
    pub(super) fn ids(&self) -> impl Iterator<Item = u64> + '_ {
        self.ids.iter().flat_map(|&(first, last)| first..=last)
    }

    fn is_known(&self) -> bool {
        self.format == SNAPSHOT_FORMAT && self.version <= SNAPSHOT_VERSION
    }
}

/// Ids as inclusive ranges of consecutive ids.
fn ranges(ids: impl IntoIterator<Item = u64>) -> Vec<(u64, u64)> {
    let mut ranges: Vec<(u64, u64)> = Vec::new();
    for id in ids {
        match ranges.last_mut() {
            Some((_, last)) if *last + 1 == id => *last = id,
            _ => ranges.push((id, id)),
        }
    }
    ranges
}

/// A snapshot's bytes: the header, then every game (in id order), then
/// every puzzle attempt (in the order they were made), a line each.
pub(super) fn snapshot_bytes(
    settings: &Settings,
    games: &[StoredGame],
    attempts: &[BackedUpAttempt],
    written_at: u64,
) -> Vec<u8> {
    let header = SnapshotHeader {
        format: SNAPSHOT_FORMAT.to_owned(),
        version: SNAPSHOT_VERSION,
        written_at,
        settings: settings.clone(),
        ids: ranges(games.iter().map(|g| g.id)),
    };
    let mut bytes = frame(&encode(&header));
    for game in games {
        bytes.extend(frame(&encode(game)));
    }
    for attempt in attempts {
        bytes.extend(attempt_line(attempt));
    }
    bytes
}

/// Writes a snapshot durably to `path`.
pub(super) fn write_snapshot(
    path: &Path,
    settings: &Settings,
    games: &[StoredGame],
    attempts: &[BackedUpAttempt],
    written_at: u64,
) -> Result<(), StoreError> {
    write_durably(path, &snapshot_bytes(settings, games, attempts, written_at))
        .map_err(|e| StoreError::Backup { path: path.to_owned(), problem: BackupProblem::Io(e) })
}

/// Appends a recorded game to the journal and syncs it.
pub(super) fn journal(dir: &Path, game: &StoredGame) -> Result<(), StoreError> {
    append_line(dir, frame(&encode(game)))
}

/// Appends a puzzle attempt to the journal and syncs it.
pub(super) fn journal_attempt(dir: &Path, attempt: &BackedUpAttempt) -> Result<(), StoreError> {
    append_line(dir, attempt_line(attempt))
}

/// Appends `framed` to the journal and syncs it. A line torn by a crash is
/// ended first, so the new line never joins it and is read whole.
fn append_line(dir: &Path, framed: Vec<u8>) -> Result<(), StoreError> {
    let failed = |e: io::Error| StoreError::Backup { path: dir.join(JOURNAL), problem: BackupProblem::Io(e) };
    std::fs::create_dir_all(dir).map_err(failed)?;
    let mut file =
        std::fs::OpenOptions::new().create(true).read(true).append(true).open(dir.join(JOURNAL)).map_err(failed)?;
    let mut line = Vec::new();
    if !ends_a_line(&mut file).map_err(failed)? {
        line.push(b'\n');
    }
    line.extend(framed);
    file.write_all(&line).and_then(|()| file.sync_data()).map_err(failed)
}

/// True when `file` is empty or its last byte ends a line.
fn ends_a_line(file: &mut std::fs::File) -> io::Result<bool> {
    use std::io::{Read, Seek, SeekFrom};
    if file.metadata()?.len() == 0 {
        return Ok(true);
    }
    file.seek(SeekFrom::End(-1))?;
    let mut last = [0u8];
    file.read_exact(&mut last)?;
    Ok(last[0] == b'\n')
}

/// What reading a journal found: the games and puzzle attempts it could
/// read, and the pieces it could not, byte for byte as they were.
#[derive(Clone, PartialEq, Debug, Default)]
pub struct JournalRead {
    pub games: Vec<StoredGame>,
    pub attempts: Vec<BackedUpAttempt>,
    pub unreadable: Vec<Vec<u8>>,
}

/// Reads a journal's bytes, however damaged: each line that decodes, whose
/// checksum agrees and whose game replays is a game, or an attempt;
/// whatever else is there (but line breaks and spaces) is unreadable, a
/// piece for each stretch between two lines read.
pub fn read_journal(bytes: &[u8]) -> JournalRead {
    journal_read(read_lines::<()>(bytes, None).pieces)
}

/// A snapshot's bytes read, however damaged: the settings of its header
/// when that line reads, and its games line by line.
pub fn read_snapshot(bytes: &[u8]) -> (Option<Settings>, JournalRead) {
    let read = read_lines::<SnapshotHeader>(bytes, Some(&SnapshotHeader::is_known));
    let settings = read.header.map(|header| header.settings);
    (settings, journal_read(read.pieces))
}

/// A snapshot of the whole-file format before lines (`auto-….json`) read,
/// however damaged: whole when it reads, else game by game.
pub fn read_whole_file_snapshot(bytes: &[u8]) -> (Option<Settings>, JournalRead) {
    let (settings, pieces) = whole_file_snapshot(bytes).1;
    (settings, journal_read(pieces))
}

/// The whole-file format read: its problem when it does not read whole,
/// and its settings and pieces.
fn whole_file_snapshot(bytes: &[u8]) -> (Option<BackupProblem>, (Option<Settings>, Vec<Piece>)) {
    match read_document(bytes) {
        // A damaged byte in a record's text may leave the document whole:
        // a game that does not replay is read around, as any damage.
        Ok(backup) => match backup.games.iter().enumerate().find_map(|(index, game)| {
            game.game.validate().err().map(|reason| BackupProblem::BadGame { index, id: game.id, reason })
        }) {
            None => (None, (Some(backup.settings), backup.games.into_iter().map(Piece::Game).collect())),
            Some(problem) => (Some(problem), salvage_document(bytes)),
        },
        // A newer version's document is not guessed at.
        Err(problem @ BackupProblem::TooNew(_)) => (Some(problem), (None, vec![Piece::Unreadable(bytes.to_vec())])),
        Err(problem) => (Some(problem), salvage_document(bytes)),
    }
}

fn journal_read(pieces: Vec<Piece>) -> JournalRead {
    let mut read = JournalRead::default();
    for piece in pieces {
        match piece {
            Piece::Game(game) => read.games.push(game),
            Piece::Attempt(attempt) => read.attempts.push(attempt),
            Piece::Unreadable(bytes) => read.unreadable.push(bytes),
        }
    }
    read
}

/// Which kind of automatic backup a file is.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Kind {
    /// `auto-….jsonl`: checksummed lines.
    Snapshot,
    /// `auto-….json`, written before the lines: one document.
    OldSnapshot,
    Journal,
}

/// One automatic backup file as read.
pub(super) struct Source {
    pub(super) path: PathBuf,
    pub(super) kind: Kind,
    /// The snapshot's header, when it reads.
    pub(super) header: Option<SnapshotHeader>,
    /// Settings, from a header or an old snapshot.
    pub(super) settings: Option<Settings>,
    pub(super) pieces: Vec<Piece>,
    /// The file cannot be opened or read at all, or holds nothing.
    pub(super) failure: Option<String>,
}

impl Source {
    /// Parts of the file are unreadable: it is to be kept aside.
    pub(super) fn is_damaged(&self) -> bool {
        let headless = self.kind == Kind::Snapshot && self.header.is_none();
        headless || self.failure.is_some() || self.pieces.iter().any(|p| matches!(p, Piece::Unreadable(_)))
    }

    pub(super) fn games(&self) -> impl Iterator<Item = &StoredGame> {
        self.pieces.iter().filter_map(|piece| match piece {
            Piece::Game(game) => Some(game),
            Piece::Attempt(_) | Piece::Unreadable(_) => None,
        })
    }

    pub(super) fn attempts(&self) -> Vec<BackedUpAttempt> {
        let attempts = self.pieces.iter().filter_map(|piece| match piece {
            Piece::Attempt(attempt) => Some(attempt.clone()),
            Piece::Game(_) | Piece::Unreadable(_) => None,
        });
        attempts.collect()
    }

    /// Something in it is worth restoring from: a game, an attempt, an
    /// unreadable piece, or a header naming games.
    pub(super) fn holds_anything(&self) -> bool {
        !self.pieces.is_empty() || self.failure.is_some() || self.header.as_ref().is_some_and(|h| !h.ids.is_empty())
    }

    fn read(path: PathBuf, kind: Kind) -> Option<Source> {
        let mut source = Source { path, kind, header: None, settings: None, pieces: Vec::new(), failure: None };
        let bytes = match std::fs::read(&source.path) {
            Ok(bytes) => bytes,
            Err(error) if error.kind() == io::ErrorKind::NotFound => return None,
            Err(error) => {
                source.failure = Some(error.to_string());
                return Some(source);
            }
        };
        // Every backup file is written with something in it (a snapshot
        // its header, the journal a line), so one that holds nothing was
        // emptied: damage that may have taken games, not an empty history.
        if bytes.iter().all(u8::is_ascii_whitespace) {
            source.failure = Some("it is empty".to_owned());
            return Some(source);
        }
        match kind {
            Kind::Journal => source.pieces = read_lines::<()>(&bytes, None).pieces,
            Kind::Snapshot => {
                let known = SnapshotHeader::is_known;
                let LinesRead { header, pieces } = read_lines::<SnapshotHeader>(&bytes, Some(&known));
                source.header = header;
                source.settings = source.header.as_ref().map(|h| h.settings.clone());
                source.pieces = pieces;
            }
            Kind::OldSnapshot => {
                let (problem, (settings, pieces)) = whole_file_snapshot(&bytes);
                source.failure = problem.map(|problem| problem.to_string());
                (source.settings, source.pieces) = (settings, pieces);
            }
        }
        Some(source)
    }
}

/// A damaged snapshot of the whole-file format, read game by game as the
/// lines are: each game object that still reads and replays, and its
/// settings if they read; whatever else is there but the document's own
/// punctuation between games is unreadable, in the file's order. Without
/// the lines' checksums, a game is taken when it decodes and replays, as
/// the journal's lines from before checksums are.
fn salvage_document(bytes: &[u8]) -> (Option<Settings>, Vec<Piece>) {
    fn first<T: serde::de::DeserializeOwned>(bytes: &[u8]) -> Option<(T, usize)> {
        let mut values = serde_json::Deserializer::from_slice(bytes).into_iter::<T>();
        let value = values.next()?.ok()?;
        Some((value, values.byte_offset()))
    }
    const SETTINGS: &[u8] = b"\"settings\":";
    let settings = find(bytes, SETTINGS, 0).and_then(|at| first::<Settings>(&bytes[at + SETTINGS.len()..]));
    let settings = settings.map(|(settings, _)| settings);
    // A game's object opens with its id.
    let starts_a_game = |at: usize| bytes[at] == b'{' && bytes[at + 1..].trim_ascii_start().starts_with(b"\"id\":");
    // From the key on, not its `[`: were that byte damaged, the next `[`
    // would be inside the first game.
    const GAMES: &[u8] = b"\"games\":";
    let games_open = find(bytes, GAMES, 0).map_or(0, |at| at + GAMES.len());
    let mut pieces = Vec::new();
    let mut unread = games_open;
    let mut at = games_open;
    while at < bytes.len() {
        if !starts_a_game(at) {
            at += 1;
            continue;
        }
        match first::<StoredGame>(&bytes[at..]).filter(|(game, _)| game.game.validate().is_ok()) {
            Some((game, length)) => {
                push_between_games(&mut pieces, &bytes[unread..at]);
                pieces.push(Piece::Game(game));
                at += length;
                unread = at;
            }
            None => at += 1,
        }
    }
    let tail = &bytes[unread..];
    if tail.contains(&b']') {
        push_between_games(&mut pieces, tail);
    } else {
        // Cut short before the array's end: games after may be missing.
        pieces.push(Piece::Unreadable(tail.to_vec()));
    }
    (settings, pieces)
}

/// The bytes between two games of a whole-file snapshot: unreadable unless
/// they are the document's punctuation (the array's start and end, a
/// comma, the document's end).
fn push_between_games(pieces: &mut Vec<Piece>, bytes: &[u8]) {
    if bytes.iter().all(|b| b.is_ascii_whitespace() || b"[,]}".contains(b)) {
        return;
    }
    match pieces.last_mut() {
        Some(Piece::Unreadable(before)) => before.extend_from_slice(bytes),
        _ => pieces.push(Piece::Unreadable(bytes.to_vec())),
    }
}

fn find(bytes: &[u8], what: &[u8], from: usize) -> Option<usize> {
    bytes.get(from..)?.windows(what.len()).position(|w| w == what).map(|at| from + at)
}

/// Every automatic backup in `dir` as read: the snapshots newest first,
/// then the journal.
pub(super) fn sources(dir: &Path) -> Vec<Source> {
    let mut sources: Vec<Source> = snapshots(dir)
        .into_iter()
        .rev()
        .filter_map(|path| {
            let kind = if path.extension().is_some_and(|e| e == "jsonl") { Kind::Snapshot } else { Kind::OldSnapshot };
            Source::read(path, kind)
        })
        .collect();
    sources.extend(Source::read(dir.join(JOURNAL), Kind::Journal));
    sources
}

/// The games of every generation, each once, with the index of the source
/// it was taken from. A game is known by when it ended and its record, as
/// generations may number it differently (a restore renumbers two
/// histories merged); games alike (the same moves ended in the same
/// second, as a script plays them) are as many as the source holding most
/// of them has, told apart by their ids, so one line journalled twice is
/// still one game, and a copy one generation lost is taken from another.
pub(super) fn merged(sources: &[Source]) -> Vec<(usize, &StoredGame)> {
    fn alike(game: &StoredGame) -> (u64, &str) {
        (game.game.finished_at, game.game.record.as_str())
    }
    let mut taken: HashMap<(u64, &str), HashSet<u64>> = HashMap::new();
    let mut games = Vec::new();
    for (index, source) in sources.iter().enumerate() {
        let mut here: HashMap<(u64, &str), HashSet<u64>> = HashMap::new();
        for game in source.games() {
            here.entry(alike(game)).or_default().insert(game.id);
        }
        for game in source.games() {
            let copies = here[&alike(game)].len();
            let ids = taken.entry(alike(game)).or_default();
            if ids.len() < copies && ids.insert(game.id) {
                games.push((index, game));
            }
        }
    }
    games
}

/// The puzzle attempts of every generation, each once (see
/// [`merge_attempts`]), in the order they were made, and how many each
/// source gave that no source before it had.
pub(super) fn merged_attempts(sources: &[Source]) -> (Vec<BackedUpAttempt>, Vec<usize>) {
    let mut attempts = Vec::new();
    let given = sources.iter().map(|source| merge_attempts(&mut attempts, &source.attempts())).collect();
    (attempts, given)
}

/// The finished games the automatic backups in data directory `dir` hold,
/// newest first, without opening the store: what another process may read
/// while a game is open (the store allows one process). Every generation
/// is read; unreadable pieces are left out (a line being written is one).
pub fn backed_up_games(dir: &Path) -> Vec<StoredGame> {
    let sources = sources(&Store::backup_dir(dir));
    let mut games: Vec<StoredGame> = merged(&sources).into_iter().map(|(_, game)| game.clone()).collect();
    games.sort_by_key(|g| std::cmp::Reverse((g.game.finished_at, g.id)));
    games
}

/// Deletes all but the newest `keep` snapshots, and what a crash while
/// writing one left behind. Damaged files were moved out of `dir` by the
/// restore that found them, so none is deleted here.
pub(super) fn prune(dir: &Path, keep: usize) {
    let snapshots = snapshots(dir);
    for old in &snapshots[..snapshots.len().saturating_sub(keep)] {
        let _ = std::fs::remove_file(old);
    }
    let torn = std::fs::read_dir(dir).into_iter().flatten().filter_map(|e| e.ok().map(|e| e.path())).filter(|p| {
        p.file_name().and_then(|n| n.to_str()).is_some_and(|n| n.starts_with("auto-") && n.ends_with(".partial"))
    });
    for path in torn {
        let _ = std::fs::remove_file(path);
    }
}

/// The snapshots in `dir`, oldest first.
pub(super) fn snapshots(dir: &Path) -> Vec<PathBuf> {
    let mut snapshots: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|entries| {
            entries
                .filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| {
                    p.file_name()
                        .and_then(|n| n.to_str())
                        .is_some_and(|n| n.starts_with("auto-") && (n.ends_with(".json") || n.ends_with(".jsonl")))
                })
                .collect()
        })
        .unwrap_or_default();
    // Names carry a zero-padded timestamp, so name order is time order.
    snapshots.sort();
    snapshots
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_header_without_its_checksum_or_of_another_format_is_kept_as_unreadable() {
        // What the fuzzer found: a header line that decodes, of no known
        // format and without a checksum, was dropped without a trace.
        let settings = Settings::default();
        let mut bytes = snapshot_bytes(&settings, &[], &[], 1);
        assert_eq!(read_snapshot(&bytes).0, Some(settings.clone()));
        let tab = bytes.iter().position(|&b| b == b'\t').unwrap();
        bytes.truncate(tab);
        bytes.push(b'\n');
        let (read, journal) = read_snapshot(&bytes);
        assert_eq!((read, journal.unreadable), (None, vec![bytes.clone()]));
        let other = frame(&bytes[..tab].iter().map(|&b| if b == b'b' { b'?' } else { b }).collect::<Vec<_>>());
        let (read, journal) = read_snapshot(&other);
        assert_eq!((read, journal.unreadable), (None, vec![other.clone()]));
    }
}
