//! Restoring from the automatic backups loses nothing that can be read:
//! every readable journal line comes back with its id and rating change,
//! and what cannot be read is counted and kept aside (issue 43, items 1–3).

mod common;

use std::path::{Path, PathBuf};

use zabel_core::game::Variant;
use zabel_core::store::{NewGame, Recovery, RecoveryCause, Store, StoredGame, backed_up_games, read_journal};

fn finished(seed: u64, rated: bool) -> NewGame {
    common::new_game(&common::random_game(seed), 1_700_000_000 + seed, rated)
}

/// A store of `count` games (every third unrated), closed; what it stored.
fn store_with_games(dir: &Path, count: u64) -> Vec<StoredGame> {
    let (store, report) = Store::open(dir).unwrap();
    assert!(report.recovery.is_none());
    (0..count).map(|seed| store.record_game(finished(seed, seed % 3 != 2)).unwrap()).collect()
}

fn journal(dir: &Path) -> PathBuf {
    dir.join("backups/journal.jsonl")
}

/// Overwrites every file of the database with garbage.
fn damage_database(dir: &Path) {
    fn walk(dir: &Path, files: &mut Vec<PathBuf>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() { walk(&path, files) } else { files.push(path) }
        }
    }
    let mut files = Vec::new();
    walk(&dir.join("db"), &mut files);
    for file in files {
        let len = std::fs::metadata(&file).unwrap().len();
        std::fs::write(&file, vec![0xA5; len as usize]).unwrap();
    }
}

/// The byte offsets where each journal line starts, and the end.
fn line_bounds(bytes: &[u8]) -> Vec<usize> {
    let mut bounds = vec![0];
    bounds.extend(bytes.iter().enumerate().filter(|(_, b)| **b == b'\n').map(|(i, _)| i + 1));
    bounds
}

fn all_games(store: &Store) -> Vec<StoredGame> {
    let mut games = store.games(usize::MAX, None).unwrap();
    games.sort_by_key(|g| g.id);
    games
}

fn reopen(dir: &Path) -> (Store, Recovery) {
    let (store, report) = Store::open(dir).unwrap();
    (store, report.recovery.expect("a recovery"))
}

#[test]
fn one_bad_byte_in_the_journal_loses_only_its_line_and_says_so() {
    let dir = tempfile::tempdir().unwrap();
    let stored = store_with_games(dir.path(), 5);
    let mut bytes = std::fs::read(journal(dir.path())).unwrap();
    let bounds = line_bounds(&bytes);
    // A byte inside the third game's record.
    let bad = bounds[2] + 40;
    let damaged_line = bytes[bounds[2]..bounds[3]].to_vec();
    bytes[bad] = 0xFF;
    std::fs::write(journal(dir.path()), &bytes).unwrap();
    damage_database(dir.path());

    let (store, recovery) = reopen(dir.path());
    assert_eq!(recovery.cause, RecoveryCause::Damaged);
    assert_eq!((recovery.games_restored, recovery.games_lost, recovery.lines_skipped), (4, 1, 1));
    let kept = recovery.kept_aside.as_ref().expect("the damaged journal is kept").join("journal.jsonl");
    assert_eq!(std::fs::read(kept).unwrap(), bytes, "kept byte for byte");
    assert!(bytes.windows(damaged_line.len()).all(|w| w != damaged_line), "the line was damaged");
    let survivors: Vec<(u64, NewGame)> = stored.iter().filter(|g| g.id != 3).map(|g| (g.id, g.game.clone())).collect();
    assert_eq!(ids_and_games(&store), survivors, "the same ids");
    assert!(std::fs::read_to_string(&recovery.log).unwrap().contains("unreadable"));
}

fn ids_and_games(store: &Store) -> Vec<(u64, NewGame)> {
    all_games(store).into_iter().map(|g| (g.id, g.game)).collect()
}

#[test]
fn a_garbage_line_is_counted_nothing_is_renumbered_and_the_rating_is_recomputed() {
    let dir = tempfile::tempdir().unwrap();
    let stored = store_with_games(dir.path(), 4);
    let text = std::fs::read_to_string(journal(dir.path())).unwrap();
    let mut lines: Vec<&str> = text.lines().collect();
    lines[0] = "garbage";
    std::fs::write(journal(dir.path()), lines.join("\n") + "\n").unwrap();
    damage_database(dir.path());

    let (store, recovery) = reopen(dir.path());
    assert_eq!((recovery.games_restored, recovery.games_lost, recovery.lines_skipped), (3, 1, 1));
    let kept: Vec<(u64, NewGame)> = stored[1..].iter().map(|g| (g.id, g.game.clone())).collect();
    assert_eq!(ids_and_games(&store), kept, "ids 2, 3, 4");
    // Game 1 is gone, so game 2's rating starts at 1200: one chain, recomputed.
    let history = store.rating_history(Variant::Einstein).unwrap();
    assert_eq!(history[0].change.before, 1200.0);
    assert_eq!(store.rating(Variant::Einstein).unwrap().rating, history.last().unwrap().change.after);
    assert_eq!(store.record_game(finished(50, true)).unwrap().id, 5, "ids go on");
}

#[test]
fn a_deleted_database_with_its_backups_kept_is_restored_not_started_afresh() {
    let dir = tempfile::tempdir().unwrap();
    let stored = store_with_games(dir.path(), 3);
    let rating = {
        let (store, _) = Store::open(dir.path()).unwrap();
        store.rating(Variant::Einstein).unwrap()
    };
    std::fs::remove_dir_all(dir.path().join("db")).unwrap();

    let (store, recovery) = reopen(dir.path());
    assert_eq!(recovery.cause, RecoveryCause::Missing);
    assert_eq!(recovery.moved_aside, None);
    assert_eq!((recovery.games_restored, recovery.lines_skipped), (3, 0));
    assert_eq!(all_games(&store), stored);
    assert_eq!(store.rating(Variant::Einstein).unwrap(), rating);
    assert_eq!(store.record_game(finished(60, true)).unwrap().id, 4);
    drop(store);
    // Restored once: the next opening finds a whole database.
    let (store, report) = Store::open(dir.path()).unwrap();
    assert!(report.recovery.is_none());
    assert_eq!(store.game_count(), 4);
}

#[test]
fn a_fresh_data_directory_is_no_recovery() {
    let dir = tempfile::tempdir().unwrap();
    let (_, report) = Store::open(dir.path()).unwrap();
    assert!(report.recovery.is_none());
}

#[test]
fn a_torn_journal_line_does_not_swallow_the_next_game() {
    let dir = tempfile::tempdir().unwrap();
    store_with_games(dir.path(), 2);
    // A crash tore the last line; the store journals its next game after it.
    let path = journal(dir.path());
    let bytes = std::fs::read(&path).unwrap();
    std::fs::write(&path, &bytes[..bytes.len() - 20]).unwrap();
    {
        let (store, _) = Store::open(dir.path()).unwrap();
        store.record_game(finished(70, true)).unwrap();
    }
    let read = read_journal(&std::fs::read(&path).unwrap());
    assert_eq!(read.games.iter().map(|g| g.id).collect::<Vec<_>>(), [1, 3]);
    assert_eq!(read.unreadable.len(), 1);
}

#[test]
fn the_journal_reader_takes_any_bytes() {
    for bytes in [&b""[..], b"\n\n", b"{\"id\":", b"{\"id\":1}", b"\xff\xfe{\"id\":{\"id\":", b"{\"id\":1e999999}"] {
        let read = read_journal(bytes);
        assert!(read.games.is_empty(), "{bytes:?}");
    }
}

#[test]
fn the_backups_are_readable_while_the_store_is_open() {
    let dir = tempfile::tempdir().unwrap();
    let mut stored = store_with_games(dir.path(), 3);
    let (_open, _) = Store::open(dir.path()).unwrap();
    stored.reverse();
    assert_eq!(backed_up_games(dir.path()), stored, "newest first, as the history lists them");
    assert!(backed_up_games(&dir.path().join("nothing")).is_empty());
}
