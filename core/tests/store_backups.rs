//! Every automatic backup file survives damage (issue 63, items 1 and 2):
//! a snapshot is read game by game like the journal, the generations are
//! merged, a damaged file is moved aside, an emptied database is restored,
//! and the counts told are true.

mod common;

use std::path::{Path, PathBuf};

use zabel_core::game::Variant;
use zabel_core::store::{Recovery, Store, StoredGame};

fn finished(seed: u64) -> zabel_core::store::NewGame {
    common::new_game(&common::random_game(seed), 1_700_000_000 + seed, true)
}

fn record(dir: &Path, seeds: std::ops::Range<u64>) -> Vec<StoredGame> {
    let (store, _) = Store::open(dir).unwrap();
    seeds.map(|seed| store.record_game(finished(seed)).unwrap()).collect()
}

fn all_games(store: &Store) -> Vec<StoredGame> {
    let mut games = store.games(usize::MAX, None).unwrap();
    games.sort_by_key(|g| g.id);
    games
}

/// Deletes the database and opens the store again: a restore.
fn restore(dir: &Path) -> (Store, Recovery) {
    std::fs::remove_dir_all(dir.join("db")).unwrap();
    let (store, report) = Store::open(dir).unwrap();
    (store, report.recovery.expect("a recovery"))
}

fn snapshots(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir.join("backups"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.file_name().unwrap().to_str().unwrap().starts_with("auto-"))
        .collect();
    files.sort();
    files
}

fn flip_middle_byte(path: &Path) {
    let mut bytes = std::fs::read(path).unwrap();
    let middle = bytes.len() / 2;
    bytes[middle] = 0xFF;
    std::fs::write(path, bytes).unwrap();
}

#[test]
fn one_bad_byte_in_a_snapshot_loses_at_most_its_game() {
    let dir = tempfile::tempdir().unwrap();
    let stored = record(dir.path(), 0..4);
    drop(restore(dir.path()));
    let [snapshot] = snapshots(dir.path()).try_into().unwrap();
    flip_middle_byte(&snapshot);

    let (store, recovery) = restore(dir.path());
    let restored = all_games(&store);
    assert!(restored.len() >= 3, "one byte loses at most one game: {recovery:?}");
    assert_eq!(recovery.games_restored, restored.len());
    for game in &stored {
        let there = restored.iter().any(|g| g.game == game.game);
        assert!(there || recovery.games_lost == 1, "game {} is lost and not counted: {recovery:?}", game.id);
    }
}

#[test]
fn a_damaged_newest_snapshot_is_merged_with_the_older_generation_and_moved_aside() {
    let dir = tempfile::tempdir().unwrap();
    let mut stored = record(dir.path(), 0..4);
    drop(restore(dir.path()));
    stored.extend(record(dir.path(), 4..6));
    drop(restore(dir.path()));
    let files = snapshots(dir.path());
    assert_eq!(files.len(), 2, "two generations");
    // Game 5's line in the newest, which only it holds, and game 2's,
    // which the older generation holds too.
    let newest = &files[1];
    let mut bytes = std::fs::read(newest).unwrap();
    for id in [b'5', b'2'] {
        let line = bytes.windows(7).position(|w| w[..6] == *b"{\"id\":" && w[6] == id).unwrap();
        bytes[line + 30] ^= 0x01;
    }
    std::fs::write(newest, &bytes).unwrap();

    let (store, recovery) = restore(dir.path());
    let restored: Vec<_> = all_games(&store).into_iter().map(|g| g.game).collect();
    for game in &stored {
        assert_eq!(restored.contains(&game.game), game.id != 5, "game {}: {recovery:?}", game.id);
    }
    assert_eq!((recovery.games_restored, recovery.games_lost), (5, 1), "{recovery:?}");
    let from: Vec<_> = recovery.sources.iter().map(|s| (s.path.clone(), s.games)).collect();
    assert_eq!(from, [(newest.clone(), 4), (files[0].clone(), 1)], "game 2 from the older generation");
    let aside = recovery.kept_aside.clone().expect("the damaged file is moved aside");
    let moved = aside.join(newest.file_name().unwrap());
    assert_eq!(std::fs::read(&moved).unwrap(), bytes, "byte for byte");
    assert!(!newest.exists());
    drop(store);
    // Many snapshots later it is still there: never pruned.
    for _ in 0..4 {
        drop(store_restored_again(dir.path()));
    }
    assert!(moved.exists());
    // The rating chain is one chain, recomputed from the games there.
    let (store, _) = Store::open(dir.path()).unwrap();
    assert_one_chain(&store);
}

#[test]
fn an_emptied_newest_snapshot_is_told_as_unreadable_and_kept_aside() {
    // Games 5 and 6 are in the newest snapshot only (the restore that
    // wrote it ended the journal); emptied, nothing names them.
    let dir = tempfile::tempdir().unwrap();
    record(dir.path(), 0..4);
    drop(restore(dir.path()));
    record(dir.path(), 4..6);
    drop(restore(dir.path()));
    let files = snapshots(dir.path());
    let newest = &files[1];
    std::fs::write(newest, b"").unwrap();

    let (_, recovery) = restore(dir.path());
    assert_eq!(recovery.games_restored, 4, "{recovery:?}");
    let ends: Vec<_> = recovery.unreadable_ends.iter().map(|end| (end.path.clone(), end.after_game)).collect();
    assert_eq!(ends, [(newest.clone(), 0)], "games it held may be missing: {recovery:?}");
    let said = recovery.text(zabel_core::text::Language::English);
    assert!(said.contains("could not be read; games it held may be missing"), "{said}");
    let aside = recovery.kept_aside.expect("the emptied file is moved aside, never pruned");
    assert_eq!(std::fs::read(aside.join(newest.file_name().unwrap())).unwrap(), b"");
}

#[test]
fn a_newest_snapshot_cut_inside_its_header_counts_every_game_only_it_held() {
    // Games 5 and 6 are in the newest snapshot only; games 7 and 8 in the
    // journal after it. Cut inside the header, the snapshot names nothing,
    // but the journal's numbering shows two games missing, not one.
    let dir = tempfile::tempdir().unwrap();
    record(dir.path(), 0..4);
    drop(restore(dir.path()));
    record(dir.path(), 4..6);
    drop(restore(dir.path()));
    record(dir.path(), 6..8);
    let newest = snapshots(dir.path()).pop().unwrap();
    let bytes = std::fs::read(&newest).unwrap();
    std::fs::write(&newest, &bytes[..40]).unwrap();

    let (store, recovery) = restore(dir.path());
    let ids: Vec<u64> = all_games(&store).iter().map(|g| g.id).collect();
    assert_eq!(ids, [1, 2, 3, 4, 7, 8]);
    assert_eq!((recovery.games_restored, recovery.games_lost), (6, 2), "{recovery:?}");
}

#[test]
fn a_snapshot_of_the_old_whole_file_format_is_superseded_at_the_next_opening() {
    // Before lines, a snapshot was one JSON document, read whole or not at
    // all; the journal after it had ended with it. The next opening writes
    // a snapshot in lines, so a bad byte in the old file loses nothing.
    let dir = tempfile::tempdir().unwrap();
    let stored = record(dir.path(), 0..4);
    {
        let (store, _) = Store::open(dir.path()).unwrap();
        for snapshot in snapshots(dir.path()) {
            std::fs::remove_file(snapshot).unwrap();
        }
        store.export_backup(&dir.path().join("backups/auto-000000000000000000000001.json")).unwrap();
        std::fs::remove_file(dir.path().join("backups/journal.jsonl")).unwrap();
    }
    drop(Store::open(dir.path()).unwrap());
    let files = snapshots(dir.path());
    assert!(files.last().unwrap().extension().unwrap() == "jsonl", "written in lines: {files:?}");
    flip_middle_byte(&files[0]);

    let (store, recovery) = restore(dir.path());
    assert_eq!((recovery.games_restored, recovery.games_lost), (4, 0), "{recovery:?}");
    assert_eq!(all_games(&store), stored);
}

/// Games 1..4 in a snapshot of the whole-file format before lines, the
/// only backup, and no database: what an upgrade meets before its first
/// start. Its bytes, and the games.
fn old_format_snapshot(dir: &Path) -> (PathBuf, Vec<StoredGame>) {
    let stored = record(dir, 0..4);
    let path = dir.join("backups/auto-000000000000000000000001.json");
    {
        let (store, _) = Store::open(dir).unwrap();
        store.export_backup(&path).unwrap();
    }
    // As the versions before puzzle attempts wrote it.
    let text = std::fs::read_to_string(&path).unwrap();
    let (attempts, version) = (",\n  \"puzzle_attempts\": []", "\"version\": 3,");
    assert!(text.contains(attempts) && text.contains(version), "{text}");
    std::fs::write(&path, text.replace(attempts, "").replace(version, "\"version\": 2,")).unwrap();
    std::fs::remove_file(dir.join("backups/journal.jsonl")).unwrap();
    std::fs::remove_dir_all(dir.join("db")).unwrap();
    (path, stored)
}

#[test]
fn the_old_format_s_games_bracket_damaged_loses_no_game() {
    // Found by the damage property (a null byte in place of the `[`):
    // the games were looked for after the next `[`, inside game 1.
    let dir = tempfile::tempdir().unwrap();
    let (path, stored) = old_format_snapshot(dir.path());
    let mut bytes = std::fs::read(&path).unwrap();
    let games = bytes.windows(9).position(|w| w == b"\"games\": ").unwrap();
    assert_eq!(bytes[games + 9], b'[');
    bytes[games + 9] = 0;
    std::fs::write(&path, &bytes).unwrap();

    let (store, report) = Store::open(dir.path()).unwrap();
    let recovery = report.recovery.expect("restored");
    let ids: Vec<u64> = all_games(&store).iter().map(|g| g.id).collect();
    assert_eq!(ids, stored.iter().map(|g| g.id).collect::<Vec<_>>(), "{recovery:?}");
    assert_eq!((recovery.games_restored, recovery.games_lost), (4, 0), "{recovery:?}");
}

#[test]
fn a_damaged_snapshot_of_the_old_whole_file_format_is_read_game_by_game() {
    let dir = tempfile::tempdir().unwrap();
    let (path, stored) = old_format_snapshot(dir.path());
    let mut bytes = std::fs::read(&path).unwrap();
    // A byte inside game 2's record.
    let second = bytes.windows(7).position(|w| w == b"\"id\": 2").unwrap();
    let record = second + bytes[second..].windows(8).position(|w| w == b"\"record\"").unwrap();
    bytes[record + 40] = 0xFF;
    std::fs::write(&path, &bytes).unwrap();

    let (store, report) = Store::open(dir.path()).unwrap();
    let recovery = report.recovery.expect("restored");
    let ids: Vec<u64> = all_games(&store).iter().map(|g| g.id).collect();
    assert_eq!(ids, [1, 3, 4], "{recovery:?}");
    for game in all_games(&store) {
        assert!(stored.iter().any(|s| s.game == game.game), "game {} came back changed", game.id);
    }
    assert_eq!((recovery.games_restored, recovery.games_lost), (3, 1), "{recovery:?}");
    assert!(recovery.unreadable_ends.is_empty(), "its end was read: {recovery:?}");
    let aside = recovery.kept_aside.expect("moved aside");
    assert_eq!(std::fs::read(aside.join(path.file_name().unwrap())).unwrap(), bytes);
    drop(store);
    // Cut short: the games before the cut, and the end told.
    let dir = tempfile::tempdir().unwrap();
    let (path, _) = old_format_snapshot(dir.path());
    let bytes = std::fs::read(&path).unwrap();
    let third = bytes.windows(7).position(|w| w == b"\"id\": 3").unwrap();
    std::fs::write(&path, &bytes[..third + 50]).unwrap();
    let (store, report) = Store::open(dir.path()).unwrap();
    let recovery = report.recovery.expect("restored");
    let ids: Vec<u64> = all_games(&store).iter().map(|g| g.id).collect();
    assert_eq!(ids, [1, 2], "{recovery:?}");
    let ends: Vec<u64> = recovery.unreadable_ends.iter().map(|end| end.after_game).collect();
    assert_eq!(ends, [2], "{recovery:?}");
    drop(store);
    // A byte of a record changed and the document still whole: the game
    // that no longer replays is read around like any damage.
    let dir = tempfile::tempdir().unwrap();
    let (path, _) = old_format_snapshot(dir.path());
    let text = std::fs::read_to_string(&path).unwrap();
    let format = text.find("Format: zabel-einstein 1").unwrap();
    let mut bytes = text.into_bytes();
    bytes[format + "Format: zabel-einstein ".len()] = b'9';
    std::fs::write(&path, &bytes).unwrap();
    let (store, report) = Store::open(dir.path()).unwrap();
    let recovery = report.recovery.expect("told");
    let ids: Vec<u64> = all_games(&store).iter().map(|g| g.id).collect();
    assert_eq!(ids, [2, 3, 4], "{recovery:?}");
    assert_eq!(recovery.games_lost, 1, "{recovery:?}");
    drop(store);
    // A newer version's document is not guessed at: kept aside whole.
    let dir = tempfile::tempdir().unwrap();
    let (path, _) = old_format_snapshot(dir.path());
    let text = std::fs::read_to_string(&path).unwrap();
    assert!(text.contains("\"version\": 2,"));
    std::fs::write(&path, text.replace("\"version\": 2,", "\"version\": 99,")).unwrap();
    let (store, report) = Store::open(dir.path()).unwrap();
    let recovery = report.recovery.expect("told");
    assert!(all_games(&store).is_empty() && recovery.kept_aside.is_some(), "{recovery:?}");
}

#[test]
fn an_emptied_only_backup_is_told_never_started_afresh_in_silence() {
    let dir = tempfile::tempdir().unwrap();
    record(dir.path(), 0..4);
    drop(restore(dir.path()));
    let [snapshot] = snapshots(dir.path()).try_into().unwrap();
    std::fs::write(&snapshot, b"\n").unwrap();

    let (store, recovery) = restore(dir.path());
    assert!(all_games(&store).is_empty());
    assert_eq!(recovery.games_restored, 0);
    let said = recovery.text(zabel_core::text::Language::English);
    assert!(said.contains("There was no readable backup to restore from"), "{said}");
    assert!(said.contains("could not be read; games it held may be missing"), "{said}");
    assert!(recovery.kept_aside.is_some(), "{recovery:?}");
    drop(store);
    // An emptied journal, the newest snapshot's games kept: games after them may be missing.
    let dir = tempfile::tempdir().unwrap();
    record(dir.path(), 0..4);
    drop(restore(dir.path()));
    record(dir.path(), 4..6);
    std::fs::write(dir.path().join("backups/journal.jsonl"), b"").unwrap();
    let (_, recovery) = restore(dir.path());
    assert_eq!(recovery.games_restored, 4);
    let ends: Vec<_> = recovery.unreadable_ends.iter().map(|end| end.after_game).collect();
    assert_eq!(ends, [4], "{recovery:?}");
}

#[test]
fn games_alike_finished_in_one_second_are_each_restored() {
    // Resigned at the first prompt with one seed, three times in a
    // second (a script does it): the same record at the same time, and
    // three games, each with its rating change.
    let dir = tempfile::tempdir().unwrap();
    let stored: Vec<StoredGame> = {
        let (store, _) = Store::open(dir.path()).unwrap();
        (0..3).map(|_| store.record_game(finished(0)).unwrap()).collect()
    };
    let (store, _) = Store::open(dir.path()).unwrap();
    let open_elsewhere = zabel_core::store::backed_up_games(dir.path());
    assert_eq!(open_elsewhere.len(), 3, "read while a game is open");
    drop(store);

    let (store, recovery) = restore(dir.path());
    assert_eq!((recovery.games_restored, recovery.games_lost), (3, 0), "{recovery:?}");
    assert_eq!(all_games(&store), stored);
    drop(store);
    // From the snapshot that restore wrote: still three.
    let (store, recovery) = restore(dir.path());
    assert_eq!(recovery.games_restored, 3, "{recovery:?}");
    assert_eq!(all_games(&store), stored);
    assert_one_chain(&store);
    drop(store);
    // The newest generation's line of the second is damaged: that very
    // game comes from the older one, and nothing is counted lost.
    let mut stored = stored;
    stored.extend(record(dir.path(), 5..6));
    drop(restore(dir.path()));
    let newest = snapshots(dir.path()).pop().unwrap();
    let mut bytes = std::fs::read(&newest).unwrap();
    let line = bytes.windows(7).position(|w| w == b"{\"id\":2").unwrap();
    bytes[line + 30] ^= 0x01;
    std::fs::write(&newest, bytes).unwrap();
    let (store, recovery) = restore(dir.path());
    assert_eq!((recovery.games_restored, recovery.games_lost), (4, 0), "{recovery:?}");
    assert_eq!(all_games(&store), stored);
}

#[test]
fn a_game_journalled_twice_is_restored_once() {
    // A crash after the commit and before the journal's sync journals the
    // game again at the next opening: one game, two lines.
    let dir = tempfile::tempdir().unwrap();
    let stored = record(dir.path(), 0..3);
    let path = dir.path().join("backups/journal.jsonl");
    let mut bytes = std::fs::read(&path).unwrap();
    let last = bytes[..bytes.len() - 1].iter().rposition(|&b| b == b'\n').unwrap() + 1;
    bytes.extend(bytes[last..].to_vec());
    std::fs::write(&path, bytes).unwrap();

    let (store, recovery) = restore(dir.path());
    assert_eq!(recovery.games_restored, 3, "{recovery:?}");
    assert_eq!(all_games(&store), stored);
    drop(store);
    assert_eq!(zabel_core::store::backed_up_games(dir.path()).len(), 3);
}

fn store_restored_again(dir: &Path) -> Store {
    restore(dir).0
}

/// Each rated game's rating starts where the one before it ended.
fn assert_one_chain(store: &Store) {
    let history = store.rating_history(Variant::Einstein).unwrap();
    for pair in history.windows(2) {
        assert_eq!(pair[0].change.after, pair[1].change.before, "games {} and {}", pair[0].game_id, pair[1].game_id);
    }
    if let Some(last) = history.last() {
        assert_eq!(store.rating(Variant::Einstein).unwrap().rating, last.change.after);
    }
}

#[test]
fn an_emptied_database_folder_is_restored_and_ids_go_on() {
    let dir = tempfile::tempdir().unwrap();
    let stored = record(dir.path(), 0..4);
    for entry in std::fs::read_dir(dir.path().join("db")).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() { std::fs::remove_dir_all(path).unwrap() } else { std::fs::remove_file(path).unwrap() }
    }
    let (store, report) = Store::open(dir.path()).unwrap();
    let recovery = report.recovery.expect("restored, not started afresh");
    assert_eq!(recovery.games_restored, 4);
    assert_eq!(all_games(&store), stored);
    assert_eq!(store.record_game(finished(10)).unwrap().id, 5, "no id is used twice");
    assert_one_chain(&store);
}

#[test]
fn a_journal_holding_two_chains_is_restored_as_one_recomputed_chain() {
    // What the old store left behind after `rm -rf db/*`: games 1..4, then
    // games 1..2 again of a fresh chain from 1200.
    let dir = tempfile::tempdir().unwrap();
    let first = record(dir.path(), 0..4);
    let journal = std::fs::read(dir.path().join("backups/journal.jsonl")).unwrap();
    std::fs::remove_dir_all(dir.path()).unwrap();
    let second = record(dir.path(), 4..6);
    let mut both = journal;
    both.extend(std::fs::read(dir.path().join("backups/journal.jsonl")).unwrap());
    std::fs::write(dir.path().join("backups/journal.jsonl"), both).unwrap();

    let (store, recovery) = restore(dir.path());
    assert_eq!((recovery.games_restored, recovery.games_lost), (6, 0), "{recovery:?}");
    let restored: Vec<_> = all_games(&store).into_iter().map(|g| g.game).collect();
    for game in first.iter().chain(&second) {
        assert!(restored.contains(&game.game));
    }
    assert_one_chain(&store);
}

#[test]
fn a_garbage_line_appended_is_one_unreadable_end_and_no_game_is_said_lost() {
    let dir = tempfile::tempdir().unwrap();
    record(dir.path(), 0..4);
    let path = dir.path().join("backups/journal.jsonl");
    let mut bytes = std::fs::read(&path).unwrap();
    bytes.extend(b"garbage {\"id\": garbage\n");
    std::fs::write(&path, bytes).unwrap();

    let (_, recovery) = restore(dir.path());
    assert_eq!((recovery.games_restored, recovery.games_lost), (4, 0), "{recovery:?}");
    let ends: Vec<_> = recovery.unreadable_ends.iter().map(|end| end.after_game).collect();
    assert_eq!(ends, [4], "games after game 4 may be missing, no more is claimed");
}

#[test]
fn a_journal_cut_short_says_which_games_may_be_missing() {
    let dir = tempfile::tempdir().unwrap();
    record(dir.path(), 0..4);
    let path = dir.path().join("backups/journal.jsonl");
    let bytes = std::fs::read(&path).unwrap();
    let starts: Vec<usize> = (0..bytes.len()).filter(|&i| bytes[i..].starts_with(b"{\"id\":")).collect();
    // Cut inside game 3's line: games 3 and 4 are lost.
    std::fs::write(&path, &bytes[..starts[2] + 100]).unwrap();

    let (_, recovery) = restore(dir.path());
    assert_eq!((recovery.games_restored, recovery.games_lost), (2, 0), "{recovery:?}");
    let ends: Vec<_> = recovery.unreadable_ends.iter().map(|end| end.after_game).collect();
    assert_eq!(ends, [2], "nothing says 'at most one game'");
}

#[test]
fn a_journal_line_deleted_in_the_middle_is_counted() {
    let dir = tempfile::tempdir().unwrap();
    record(dir.path(), 0..5);
    let path = dir.path().join("backups/journal.jsonl");
    let text = std::fs::read_to_string(&path).unwrap();
    let lines: Vec<&str> = text.lines().filter(|line| !line.starts_with("{\"id\":3,")).collect();
    std::fs::write(&path, lines.join("\n") + "\n").unwrap();

    let (_, recovery) = restore(dir.path());
    assert_eq!((recovery.games_restored, recovery.games_lost), (4, 1), "{recovery:?}");
    assert!(recovery.unreadable_ends.is_empty());
}

/// The backup files of six games, written once for every case: the
/// journal that recorded them, and the snapshot a restore wrote of them.
struct Pristine {
    journal: Vec<u8>,
    snapshot: Vec<u8>,
    stored: Vec<StoredGame>,
}

fn pristine() -> &'static Pristine {
    static PRISTINE: std::sync::OnceLock<Pristine> = std::sync::OnceLock::new();
    PRISTINE.get_or_init(|| {
        let dir = tempfile::tempdir().unwrap();
        let stored = record(dir.path(), 0..6);
        let journal = std::fs::read(dir.path().join("backups/journal.jsonl")).unwrap();
        drop(restore(dir.path()));
        let [snapshot] = snapshots(dir.path()).try_into().unwrap();
        Pristine { journal, snapshot: std::fs::read(snapshot).unwrap(), stored }
    })
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum FileKind {
    Journal,
    Snapshot,
}

#[derive(Clone, Debug)]
enum Damage {
    Byte { at: usize, to: u8 },
    DeleteLine { index: usize },
    ReplaceLine { index: usize, with: Vec<u8> },
    Truncate { at: usize },
}

fn damage() -> impl proptest::strategy::Strategy<Value = Damage> {
    use proptest::prelude::*;
    prop_oneof![
        3 => (any::<usize>(), any::<u8>()).prop_map(|(at, to)| Damage::Byte { at, to }),
        1 => any::<usize>().prop_map(|index| Damage::DeleteLine { index }),
        1 => (any::<usize>(), proptest::collection::vec(any::<u8>(), 0..80))
            .prop_map(|(index, with)| Damage::ReplaceLine { index, with }),
        1 => any::<usize>().prop_map(|at| Damage::Truncate { at }),
    ]
}

/// Where each line starts, and the end.
fn line_bounds(bytes: &[u8]) -> Vec<usize> {
    let mut bounds = vec![0];
    bounds.extend(bytes.iter().enumerate().filter(|(_, b)| **b == b'\n').map(|(i, _)| i + 1));
    bounds
}

/// What one damage did: the damaged bytes, the games whose lines it
/// touched, and whether nothing left could tell a game was lost (a
/// journal cut at a line's end, or its last line deleted or blanked).
struct Damaged {
    bytes: Vec<u8>,
    touched: Vec<u64>,
    traceless: bool,
}

fn apply(kind: FileKind, damage: &Damage) -> Damaged {
    let pristine = pristine();
    let bytes = match kind {
        FileKind::Journal => &pristine.journal,
        FileKind::Snapshot => &pristine.snapshot,
    };
    // The snapshot's first line is its header; the journal's is game 1.
    let game_of = |line: usize| match kind {
        FileKind::Journal => Some(line as u64 + 1),
        FileKind::Snapshot => (line > 0).then_some(line as u64),
    };
    let (bytes, lines, traceless) = damage_lines(bytes, damage, kind == FileKind::Journal);
    let touched = lines.into_iter().filter_map(game_of).collect();
    Damaged { bytes, touched, traceless }
}

/// `bytes` with `damage` done, the lines it touched, and whether nothing
/// left could tell a journal's game was lost.
fn damage_lines(bytes: &[u8], damage: &Damage, journal: bool) -> (Vec<u8>, Vec<usize>, bool) {
    let bounds = line_bounds(bytes);
    let lines = bounds.len() - 1;
    let line_of = |at: usize| bounds.iter().rposition(|&start| start <= at).unwrap().min(lines - 1);
    let mut damaged = bytes.to_vec();
    let (touched_lines, traceless): (Vec<usize>, bool) = match damage {
        Damage::Byte { at, to } => {
            let at = at % bytes.len();
            damaged[at] = *to;
            (vec![line_of(at)], false)
        }
        Damage::DeleteLine { index } => {
            let index = index % lines;
            damaged.drain(bounds[index]..bounds[index + 1]);
            (vec![index], journal && index == lines - 1)
        }
        Damage::ReplaceLine { index, with } => {
            let index = index % lines;
            damaged.splice(bounds[index]..bounds[index + 1] - 1, with.iter().copied());
            // The journal's last line replaced by blanks is its last line deleted.
            let blank = with.iter().all(u8::is_ascii_whitespace);
            (vec![index], journal && index == lines - 1 && blank)
        }
        Damage::Truncate { at } => {
            let at = at % (bytes.len() + 1);
            damaged.truncate(at);
            let clean = bounds.contains(&at) || bytes.get(at) == Some(&b'\n');
            ((line_of(at.min(bytes.len() - 1))..lines).collect(), journal && clean)
        }
    };
    (damaged, touched_lines, traceless)
}

/// Restores from the one damaged file and checks what the issue asks:
/// every game the damage did not touch comes back with its id, nothing
/// comes back changed, the counts are true, the damaged file is kept
/// byte for byte, and the rating is one chain.
fn check_damage(kind: FileKind, damage: &Damage) -> Result<(), proptest::test_runner::TestCaseError> {
    use proptest::{prop_assert, prop_assert_eq};
    let pristine = pristine();
    let Damaged { bytes, touched, traceless } = apply(kind, damage);
    let dir = tempfile::tempdir().unwrap();
    let backups = dir.path().join("backups");
    std::fs::create_dir_all(&backups).unwrap();
    let name = match kind {
        FileKind::Journal => "journal.jsonl",
        FileKind::Snapshot => "auto-000000000000000000000001.jsonl",
    };
    std::fs::write(backups.join(name), &bytes).unwrap();
    let (store, report) = Store::open(dir.path()).unwrap();
    let restored: Vec<(u64, zabel_core::store::NewGame)> =
        all_games(&store).into_iter().map(|g| (g.id, g.game)).collect();
    let Some(recovery) = report.recovery else {
        prop_assert!(restored.is_empty() && bytes.iter().all(u8::is_ascii_whitespace), "{damage:?}: not restored");
        return Ok(());
    };
    prop_assert_eq!(recovery.games_restored, restored.len());
    let mut lost = Vec::new();
    for game in &pristine.stored {
        let back = restored.contains(&(game.id, game.game.clone()));
        prop_assert!(back || touched.contains(&game.id), "{:?}: untouched game {} lost", damage, game.id);
        if !back {
            lost.push(game.id);
        }
    }
    for (id, game) in &restored {
        prop_assert!(pristine.stored.iter().any(|g| g.game == *game), "{:?}: game {} came back changed", damage, id);
    }
    // The counts: exact, but for games after an end that could not be
    // read (then never more than were lost), or a trace-less cut.
    let after = recovery.unreadable_ends.iter().map(|end| end.after_game).min();
    let uncountable = lost.iter().filter(|&&id| after.is_some_and(|after| id > after)).count();
    prop_assert!(recovery.games_lost <= lost.len(), "{damage:?}: {recovery:?} claims more than {lost:?}");
    if !traceless {
        prop_assert!(
            lost.len() - recovery.games_lost <= uncountable,
            "{:?}: lost {:?}, counted {}, ends {:?}",
            damage,
            lost,
            recovery.games_lost,
            recovery.unreadable_ends
        );
    }
    if recovery.lines_skipped > 0 {
        let kept = recovery.kept_aside.as_ref().map(|folder| folder.join(name));
        prop_assert_eq!(kept.and_then(|path| std::fs::read(path).ok()), Some(bytes), "{:?}: kept as it was", damage);
    }
    assert_one_chain(&store);
    Ok(())
}

/// The backups as a history of eight games leaves them: an older snapshot
/// of games 1..4, the newest of 1..6 (5 and 6 are there only), and the
/// journal of 7 and 8 after it.
struct Generations {
    older: Vec<u8>,
    newest: Vec<u8>,
    journal: Vec<u8>,
    stored: Vec<StoredGame>,
}

fn generations() -> &'static Generations {
    static GENERATIONS: std::sync::OnceLock<Generations> = std::sync::OnceLock::new();
    GENERATIONS.get_or_init(|| {
        let dir = tempfile::tempdir().unwrap();
        record(dir.path(), 0..4);
        drop(restore(dir.path()));
        record(dir.path(), 4..6);
        drop(restore(dir.path()));
        record(dir.path(), 6..8);
        let [older, newest] = snapshots(dir.path()).try_into().unwrap();
        let (store, _) = Store::open(dir.path()).unwrap();
        Generations {
            older: std::fs::read(older).unwrap(),
            newest: std::fs::read(newest).unwrap(),
            journal: std::fs::read(dir.path().join("backups/journal.jsonl")).unwrap(),
            stored: all_games(&store),
        }
    })
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Generation {
    Older,
    Newest,
    Journal,
}

/// One file of the three generations damaged: every game with a copy the
/// damage did not touch comes back, none changed, the counts are true, the
/// damaged file is kept byte for byte, and the rating is one chain.
fn check_generation_damage(file: Generation, damage: &Damage) -> Result<(), proptest::test_runner::TestCaseError> {
    use proptest::{prop_assert, prop_assert_eq};
    let pristine = generations();
    let names = [
        (Generation::Older, "auto-000000000000000000000001.jsonl", &pristine.older),
        (Generation::Newest, "auto-000000000000000000000002.jsonl", &pristine.newest),
        (Generation::Journal, "journal.jsonl", &pristine.journal),
    ];
    let dir = tempfile::tempdir().unwrap();
    let backups = dir.path().join("backups");
    std::fs::create_dir_all(&backups).unwrap();
    let mut touched = Vec::new();
    let mut traceless = false;
    let mut kept = Vec::new();
    for (generation, name, bytes) in names {
        if generation != file {
            std::fs::write(backups.join(name), bytes).unwrap();
            continue;
        }
        let (damaged, lines, silent) = damage_lines(bytes, damage, generation == Generation::Journal);
        // Only what this file alone held is lost with it: games 5 and 6 in
        // the newest snapshot, the journal's two.
        touched = lines
            .into_iter()
            .filter_map(|line| match generation {
                Generation::Older => None,
                Generation::Newest => [5, 6].contains(&line).then_some(line as u64),
                Generation::Journal => Some(line as u64 + 7),
            })
            .collect();
        traceless = silent;
        std::fs::write(backups.join(name), &damaged).unwrap();
        kept = vec![(name, damaged)];
    }
    let (store, report) = Store::open(dir.path()).unwrap();
    let recovery = report.recovery.expect("restored");
    let restored: Vec<(u64, zabel_core::store::NewGame)> =
        all_games(&store).into_iter().map(|g| (g.id, g.game)).collect();
    prop_assert_eq!(recovery.games_restored, restored.len());
    let mut lost = Vec::new();
    for game in &pristine.stored {
        let back = restored.contains(&(game.id, game.game.clone()));
        prop_assert!(back || touched.contains(&game.id), "{:?} {:?}: game {} lost", file, damage, game.id);
        if !back {
            lost.push(game.id);
        }
    }
    for (id, game) in &restored {
        prop_assert!(pristine.stored.iter().any(|g| g.game == *game), "{:?} {:?}: game {} changed", file, damage, id);
    }
    let after = recovery.unreadable_ends.iter().map(|end| end.after_game).min();
    let uncountable = lost.iter().filter(|&&id| after.is_some_and(|after| id > after)).count();
    prop_assert!(recovery.games_lost <= lost.len(), "{file:?} {damage:?}: {recovery:?} claims more than {lost:?}");
    if !traceless {
        prop_assert!(
            lost.len() - recovery.games_lost <= uncountable,
            "{:?} {:?}: lost {:?}, counted {}, ends {:?}",
            file,
            damage,
            lost,
            recovery.games_lost,
            recovery.unreadable_ends
        );
    }
    if recovery.lines_skipped > 0 {
        let (name, bytes) = kept.pop().unwrap();
        let aside = recovery.kept_aside.as_ref().map(|folder| folder.join(name));
        prop_assert_eq!(aside.and_then(|path| std::fs::read(path).ok()), Some(bytes), "{:?}: kept as it was", damage);
    }
    assert_one_chain(&store);
    Ok(())
}

/// A snapshot of the whole-file format before lines, of games 1..4, and
/// where each game's object starts.
struct OldFormat {
    bytes: Vec<u8>,
    starts: Vec<usize>,
    stored: Vec<StoredGame>,
}

fn old_format() -> &'static OldFormat {
    static OLD: std::sync::OnceLock<OldFormat> = std::sync::OnceLock::new();
    OLD.get_or_init(|| {
        let dir = tempfile::tempdir().unwrap();
        let (path, stored) = old_format_snapshot(dir.path());
        let bytes = std::fs::read(path).unwrap();
        let starts = stored
            .iter()
            .map(|game| {
                let id = format!("\"id\": {},", game.id);
                let at = bytes.windows(id.len()).position(|w| w == id.as_bytes()).unwrap();
                bytes[..at].iter().rposition(|&b| b == b'{').unwrap()
            })
            .collect();
        OldFormat { bytes, starts, stored }
    })
}

/// One damage to the old format, the only backup: every game whose object
/// the damage did not touch comes back whole with its id, and no more is
/// said lost than was. (Without checksums a touched game may come back
/// with a changed digit, as a journal line from before checksums may.)
fn check_old_format_damage(damage: &Damage) -> Result<(), proptest::test_runner::TestCaseError> {
    use proptest::prop_assert;
    let old = old_format();
    let (bytes, lines, _) = damage_lines(&old.bytes, damage, false);
    let bounds = line_bounds(&old.bytes);
    // The bytes the damage touched, from its first line's start on for a cut.
    let (from, to) = match damage {
        Damage::Byte { at, .. } => (at % old.bytes.len(), at % old.bytes.len() + 1),
        Damage::Truncate { at } => (at % (old.bytes.len() + 1), usize::MAX),
        _ => (bounds[lines[0]], bounds[lines[0] + 1]),
    };
    let end_of = |index: usize| old.starts.get(index + 1).copied().unwrap_or(old.bytes.len());
    let touched: Vec<u64> = (0..old.stored.len())
        .filter(|&index| from < end_of(index) && old.starts[index] < to)
        .map(|index| old.stored[index].id)
        .collect();
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(dir.path().join("backups")).unwrap();
    std::fs::write(dir.path().join("backups/auto-000000000000000000000001.json"), &bytes).unwrap();
    let (store, report) = Store::open(dir.path()).unwrap();
    let restored: Vec<(u64, zabel_core::store::NewGame)> =
        all_games(&store).into_iter().map(|g| (g.id, g.game)).collect();
    let Some(recovery) = report.recovery else {
        prop_assert!(restored.is_empty() && bytes.iter().all(u8::is_ascii_whitespace), "{damage:?}: not restored");
        return Ok(());
    };
    for (id, game) in &restored {
        prop_assert!(game.validate().is_ok(), "{:?}: game {} does not replay", damage, id);
    }
    let mut lost = 0;
    for game in &old.stored {
        let back = restored.contains(&(game.id, game.game.clone()));
        prop_assert!(back || touched.contains(&game.id), "{:?}: untouched game {} lost", damage, game.id);
        // Without checksums a changed byte that still reads cannot be told:
        // the game is back under its id though changed, or unchanged under
        // the id its damaged digit now reads.
        let under_its_id = restored.iter().any(|(id, _)| *id == game.id);
        let renumbered = restored.iter().any(|(_, back)| *back == game.game);
        lost += usize::from(!under_its_id && !renumbered);
    }
    prop_assert!(recovery.games_lost <= lost, "{damage:?}: {recovery:?}");
    let ends = !recovery.unreadable_ends.is_empty();
    prop_assert!(recovery.games_lost == lost || ends, "{damage:?}: lost {lost}, {recovery:?}");
    assert_one_chain(&store);
    Ok(())
}

/// Cases per file kind: 96 by default, `ZABEL_DAMAGE_CASES` for more.
fn cases() -> u32 {
    std::env::var("ZABEL_DAMAGE_CASES").ok().and_then(|n| n.parse().ok()).unwrap_or(96)
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(cases()))]

    #[test]
    fn journal_damage_loses_only_the_games_it_touches_and_the_counts_are_true(damage in damage()) {
        check_damage(FileKind::Journal, &damage)?;
    }

    #[test]
    fn snapshot_damage_loses_only_the_games_it_touches_and_the_counts_are_true(damage in damage()) {
        check_damage(FileKind::Snapshot, &damage)?;
    }

    #[test]
    fn old_format_snapshot_damage_loses_only_the_games_it_touches(damage in damage()) {
        check_old_format_damage(&damage)?;
    }

    #[test]
    fn damage_to_one_generation_loses_only_what_it_alone_held_and_the_counts_are_true(
        file in proptest::prop_oneof![
            proptest::strategy::Just(Generation::Older),
            proptest::strategy::Just(Generation::Newest),
            proptest::strategy::Just(Generation::Journal),
        ],
        damage in damage(),
    ) {
        check_generation_damage(file, &damage)?;
    }
}

/// Every byte of each file kind, changed to 0xFF and to a line break: the
/// cases a sample may miss.
#[test]
fn every_single_byte_change_of_each_file_kind() {
    if std::env::var("ZABEL_EVERY_BYTE").is_err() {
        return;
    }
    let mut cases = 0;
    for kind in [FileKind::Journal, FileKind::Snapshot] {
        let len = match kind {
            FileKind::Journal => pristine().journal.len(),
            FileKind::Snapshot => pristine().snapshot.len(),
        };
        for at in 0..len {
            for to in [0xFF, b'\n'] {
                check_damage(kind, &Damage::Byte { at, to }).unwrap();
                cases += 1;
            }
        }
    }
    eprintln!("every byte: {cases} cases");
}

/// Every byte of each of the three generations, changed to 0xFF and to a
/// line break, with the other two whole.
#[test]
fn every_single_byte_change_of_each_generation() {
    if std::env::var("ZABEL_EVERY_BYTE").is_err() {
        return;
    }
    let mut cases = 0;
    for file in [Generation::Older, Generation::Newest, Generation::Journal] {
        let len = match file {
            Generation::Older => generations().older.len(),
            Generation::Newest => generations().newest.len(),
            Generation::Journal => generations().journal.len(),
        };
        for at in 0..len {
            for to in [0xFF, b'\n'] {
                check_generation_damage(file, &Damage::Byte { at, to }).unwrap();
                cases += 1;
            }
        }
    }
    eprintln!("every byte of every generation: {cases} cases");
}
