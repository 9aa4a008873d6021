//! Restoring from the automatic backups loses nothing that can be read:
//! every readable journal line comes back with its id and rating change,
//! and what cannot be read is counted and kept aside (issue 43, items 1–3).

mod common;

use std::path::{Path, PathBuf};

use proptest::prelude::*;
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
    assert_eq!(recovery.games_restored, 4);
    assert_eq!(recovery.lines_skipped, 1);
    let kept = std::fs::read(recovery.kept_aside.as_ref().expect("the bad line is kept")).unwrap();
    let mut expected = damaged_line;
    expected[40] = 0xFF;
    assert_eq!(kept, expected, "kept byte for byte");
    let survivors: Vec<StoredGame> = stored.iter().filter(|g| g.id != 3).cloned().collect();
    assert_eq!(all_games(&store), survivors, "the same ids and rating changes");
    assert!(std::fs::read_to_string(&recovery.log).unwrap().contains("unreadable"));
}

#[test]
fn a_garbage_line_is_counted_and_nothing_is_renumbered_or_rerated() {
    let dir = tempfile::tempdir().unwrap();
    let stored = store_with_games(dir.path(), 4);
    let text = std::fs::read_to_string(journal(dir.path())).unwrap();
    let mut lines: Vec<&str> = text.lines().collect();
    lines[0] = "garbage";
    std::fs::write(journal(dir.path()), lines.join("\n") + "\n").unwrap();
    damage_database(dir.path());

    let (store, recovery) = reopen(dir.path());
    assert_eq!((recovery.games_restored, recovery.lines_skipped), (3, 1));
    assert_eq!(all_games(&store), stored[1..].to_vec(), "ids 2, 3, 4 with their rating changes");
    let last = stored.iter().rev().find_map(|g| g.rating_change).unwrap();
    assert_eq!(store.rating(Variant::Einstein).unwrap().rating, last.after);
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

/// Six games journalled once, shared by every case of the property.
fn pristine() -> &'static (Vec<u8>, Vec<StoredGame>) {
    static PRISTINE: std::sync::OnceLock<(Vec<u8>, Vec<StoredGame>)> = std::sync::OnceLock::new();
    PRISTINE.get_or_init(|| {
        let dir = tempfile::tempdir().unwrap();
        let stored = store_with_games(dir.path(), 6);
        (std::fs::read(journal(dir.path())).unwrap(), stored)
    })
}

#[derive(Clone, Debug)]
enum Damage {
    Byte { at: usize, to: u8 },
    Line { index: usize, with: Vec<u8> },
    Truncate { at: usize },
}

fn damage() -> impl Strategy<Value = Damage> {
    prop_oneof![
        (any::<usize>(), any::<u8>()).prop_map(|(at, to)| Damage::Byte { at, to }),
        (any::<usize>(), proptest::collection::vec(any::<u8>(), 0..80))
            .prop_map(|(index, with)| Damage::Line { index, with }),
        any::<usize>().prop_map(|at| Damage::Truncate { at }),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    /// Any single damaged byte or line, or a cut anywhere, loses at most the
    /// games of the lines it touches, keeps every other game exactly (id,
    /// game, rating change), and says when a game is lost.
    #[test]
    fn journal_damage_loses_at_most_the_damaged_lines(damage in damage()) {
        let (bytes, stored) = pristine();
        let bounds = line_bounds(bytes);
        let line_of = |at: usize| bounds.iter().rposition(|&start| start <= at).unwrap();
        let mut damaged = bytes.clone();
        // The lines (by index) whose games may be lost.
        let touched: Vec<usize> = match &damage {
            Damage::Byte { at, to } => {
                let at = at % bytes.len();
                damaged[at] = *to;
                // A line break belongs to both lines it separates.
                if bytes[at] == b'\n' { vec![line_of(at), line_of(at) + 1] } else { vec![line_of(at)] }
            }
            Damage::Line { index, with } => {
                let index = index % stored.len();
                damaged.splice(bounds[index]..bounds[index + 1] - 1, with.iter().copied());
                vec![index]
            }
            Damage::Truncate { at } => {
                let at = at % (bytes.len() + 1);
                damaged.truncate(at);
                (line_of(at.min(bytes.len() - 1))..stored.len()).collect()
            }
        };
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(dir.path().join("backups")).unwrap();
        std::fs::write(journal(dir.path()), &damaged).unwrap();
        let (store, report) = Store::open(dir.path()).unwrap();
        let restored = all_games(&store);
        let games_there = !damaged.iter().all(u8::is_ascii_whitespace);
        match report.recovery {
            None => prop_assert!(!games_there, "{damage:?}: a journal with content is restored"),
            Some(recovery) => {
                prop_assert_eq!(recovery.games_restored, restored.len());
                for (line, game) in stored.iter().enumerate() {
                    if !touched.contains(&line) {
                        prop_assert!(restored.contains(game), "{:?}: game {} kept exactly", damage, game.id);
                    }
                }
                // A lost game whose line is still partly there is said; a cut
                // at a line's start or just before its break leaves whole
                // lines only, and nothing says games followed them.
                let cut_whole = match damage {
                    Damage::Truncate { at } => {
                        let at = at % (bytes.len() + 1);
                        bounds.contains(&at) || bytes.get(at) == Some(&b'\n')
                    }
                    _ => false,
                };
                if restored.len() < stored.len() && !cut_whole {
                    prop_assert!(recovery.lines_skipped >= 1, "{:?}: a lost game is said", damage);
                }
            }
        }
    }
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
