//! The store: records, backups, damage, and SIGKILL at random moments.

mod common;

use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::Duration;

use zabel_core::einstein::Side;
use zabel_core::store::{GameKind, NewGame, PlayerKind, Rated, Settings, Store, StoreError};

/// A finished random game as the session would hand it to the store.
fn finished(seed: u64, rated: bool) -> NewGame {
    let game = common::random_game(seed);
    let winner = game.outcome().unwrap().winner;
    NewGame {
        kind: GameKind::Einstein,
        finished_at: 1_700_000_000 + seed,
        record: game.to_record(),
        red: PlayerKind::Human,
        blue: PlayerKind::Computer { level: 4 },
        winner,
        resigned: false,
        rated: rated.then_some(Rated {
            opponent_level: 4,
            opponent_rating: 1367.0,
            player_moved_first: game.first() == Side::Red,
            first_move_advantage: 17.0,
            won: winner == Side::Red,
        }),
    }
}

fn open(dir: &Path) -> Store {
    let (store, report) = Store::open(dir).unwrap();
    assert!(report.recovery.is_none(), "{report:?}");
    store
}

#[test]
fn games_and_ratings_round_trip() {
    let dir = tempfile::tempdir().unwrap();
    let store = open(dir.path());
    let mut expected = 1200.0;
    for seed in 0..30 {
        let stored = store.record_game(finished(seed, seed % 3 != 0)).unwrap();
        assert_eq!(stored.id, seed + 1);
        if let Some(change) = stored.rating_change {
            assert_eq!(change.before, expected);
            expected = change.after;
        }
    }
    drop(store);
    let store = open(dir.path());
    assert_eq!(store.game_count(), 30);
    let rating = store.rating(GameKind::Einstein).unwrap();
    assert_eq!(rating.games, 20);
    assert_eq!(rating.rating, expected);
    assert_eq!(store.rating_history(GameKind::Einstein).unwrap().len(), 20);
    let newest: Vec<u64> = store.games(5, None).unwrap().iter().map(|g| g.id).collect();
    assert_eq!(newest, [30, 29, 28, 27, 26]);
    let older: Vec<u64> = store.games(3, Some(26)).unwrap().iter().map(|g| g.id).collect();
    assert_eq!(older, [25, 24, 23]);
    assert_eq!(store.game(7).unwrap().unwrap().game, finished(6, false));
}

#[test]
fn games_that_do_not_replay_are_refused() {
    let dir = tempfile::tempdir().unwrap();
    let store = open(dir.path());
    let mut bad = finished(1, false);
    bad.winner = bad.winner.opponent();
    assert!(matches!(store.record_game(bad), Err(StoreError::BadGame(why)) if why.contains("ends with")));
    let mut garbage = finished(1, false);
    garbage.record = "nonsense".to_owned();
    assert!(matches!(store.record_game(garbage), Err(StoreError::BadGame(why)) if why.contains("line 1")));
    assert_eq!(store.game_count(), 0);
}

#[test]
fn export_then_import_into_an_empty_store_gives_the_same_history_and_twice_adds_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let store = open(&dir.path().join("a"));
    for seed in 0..25 {
        store.record_game(finished(seed, true)).unwrap();
    }
    let backup = dir.path().join("backup.json");
    store.export_backup(&backup).unwrap();

    let other = open(&dir.path().join("b"));
    let report = other.import_backup(&backup).unwrap();
    assert_eq!((report.added, report.skipped), (25, 0));
    assert_eq!(other.rating(GameKind::Einstein).unwrap(), store.rating(GameKind::Einstein).unwrap());
    assert_eq!(other.rating_history(GameKind::Einstein).unwrap(), store.rating_history(GameKind::Einstein).unwrap());
    assert_eq!(other.games(100, None).unwrap(), store.games(100, None).unwrap());

    let again = other.import_backup(&backup).unwrap();
    assert_eq!((again.added, again.skipped), (0, 25));
    assert_eq!(other.game_count(), 25);
    // Merging two stores: one history, rebuilt in playing order.
    other.record_game(finished(100, true)).unwrap();
    let report = store
        .import_backup(&{
            let path = dir.path().join("b.json");
            other.export_backup(&path).unwrap();
            path
        })
        .unwrap();
    assert_eq!((report.added, report.skipped), (1, 25));
    assert_eq!(store.rating(GameKind::Einstein).unwrap(), other.rating(GameKind::Einstein).unwrap());
}

#[test]
fn a_bad_backup_is_refused_and_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let store = open(dir.path());
    store.record_game(finished(1, true)).unwrap();
    let before = store.games(10, None).unwrap();
    let cases = [
        ("garbage.json", "this is not json".to_owned()),
        (
            "other.json",
            r#"{"format":"something-else","version":1,"exported_at":0,"settings":{},"games":[]}"#.to_owned(),
        ),
        (
            "future.json",
            r#"{"format":"zabel-backup","version":99,"exported_at":0,"settings":{},"games":[]}"#.to_owned(),
        ),
    ];
    for (name, text) in cases {
        let path = dir.path().join(name);
        std::fs::write(&path, text).unwrap();
        let err = store.import_backup(&path).unwrap_err().to_string();
        assert!(err.contains(name), "{err}");
    }
    // A backup with one damaged game is refused whole.
    let good = dir.path().join("good.json");
    let other = open(&dir.path().join("other"));
    other.record_game(finished(2, true)).unwrap();
    other.record_game(finished(3, true)).unwrap();
    other.export_backup(&good).unwrap();
    let damaged = std::fs::read_to_string(&good).unwrap().replacen("Format: zabel-einstein 1", "Format: broken", 1);
    let path = dir.path().join("damaged.json");
    std::fs::write(&path, damaged).unwrap();
    let err = store.import_backup(&path).unwrap_err().to_string();
    assert!(err.contains("game 1") && err.contains("format 'broken'"), "{err}");
    assert_eq!(store.games(10, None).unwrap(), before);
    assert!(store.import_backup(&dir.path().join("missing.json")).is_err());
}

#[test]
fn a_damaged_database_is_moved_aside_and_restored_from_the_newest_backup() {
    for damage in ["truncate", "garbage"] {
        let dir = tempfile::tempdir().unwrap();
        {
            let store = open(dir.path());
            for seed in 0..5 {
                store.record_game(finished(seed, true)).unwrap();
            }
        }
        // Damage every file of the database.
        for entry in walk(&dir.path().join("db")) {
            let len = std::fs::metadata(&entry).unwrap().len();
            match damage {
                "truncate" => std::fs::OpenOptions::new().write(true).open(&entry).unwrap().set_len(len / 3).unwrap(),
                _ => std::fs::write(&entry, vec![0xA5; len as usize]).unwrap(),
            }
        }
        let (store, report) = Store::open(dir.path()).unwrap();
        let recovery = report.recovery.unwrap_or_else(|| panic!("{damage}: the damage was noticed"));
        assert!(recovery.moved_aside.exists(), "{damage}: the damaged database is kept");
        assert!(recovery.restored_from.is_some());
        assert_eq!(recovery.games_restored, 5, "{damage}");
        assert_eq!(store.game_count(), 5);
        assert_eq!(store.rating(GameKind::Einstein).unwrap().games, 5);
    }
}

#[test]
fn a_second_open_of_the_same_store_is_a_clear_error() {
    let dir = tempfile::tempdir().unwrap();
    let _first = open(dir.path());
    match Store::open(dir.path()) {
        Err(StoreError::Locked(_)) => {}
        other => panic!("expected a lock error, got {:?}", other.map(|(_, r)| r)),
    }
}

fn walk(dir: &Path) -> Vec<std::path::PathBuf> {
    let mut files = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() { files.extend(walk(&path)) } else { files.push(path) }
    }
    files
}

/// The child of the kill test: records games forever, printing each id once
/// `record_game` has returned. Runs only when the parent asks.
#[test]
fn kill_test_child_writer() {
    let Ok(dir) = std::env::var("ZABEL_KILL_TEST_DIR") else { return };
    let (store, _) = Store::open(Path::new(&dir)).unwrap();
    let start = store.game_count() as u64;
    for seed in start.. {
        let stored = store.record_game(finished(seed, true)).unwrap();
        println!("saved {}", stored.id);
    }
}

#[test]
fn games_whose_save_returned_survive_sigkill() {
    let dir = tempfile::tempdir().unwrap();
    let mut confirmed = 0u64;
    for round in 0..20 {
        let mut child = Command::new(std::env::current_exe().unwrap())
            .args(["--exact", "kill_test_child_writer", "--nocapture", "--test-threads", "1"])
            .env("ZABEL_KILL_TEST_DIR", dir.path())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let stdout = child.stdout.take().unwrap();
        let reader = std::thread::spawn(move || {
            BufReader::new(stdout)
                .lines()
                .map_while(Result::ok)
                .filter_map(|l| l.strip_prefix("saved ").and_then(|n| n.parse::<u64>().ok()))
                .max()
        });
        // Kill at a different moment each round.
        std::thread::sleep(Duration::from_millis(150 + 37 * round));
        child.kill().unwrap(); // SIGKILL
        child.wait().unwrap();
        if let Some(last) = reader.join().unwrap() {
            confirmed = confirmed.max(last);
        }
        let (store, report) = Store::open(dir.path()).unwrap();
        assert!(report.recovery.is_none(), "round {round}: no damage after a kill: {report:?}");
        for id in 1..=confirmed {
            let game =
                store.game(id).unwrap().unwrap_or_else(|| panic!("round {round}: game {id} was confirmed but is gone"));
            assert!(game.game.validate().is_ok(), "round {round}: game {id} is torn");
        }
        // Nothing torn: the rating history matches the games.
        let history = store.rating_history(GameKind::Einstein).unwrap();
        assert_eq!(history.len(), store.game_count());
        assert_eq!(store.rating(GameKind::Einstein).unwrap().games as usize, store.game_count());
    }
    assert!(confirmed > 20, "the child saved games: {confirmed}");
}

#[test]
fn settings_round_trip_and_bad_settings_are_refused_unchanged() {
    let dir = tempfile::tempdir().unwrap();
    let store = open(dir.path());
    assert_eq!(store.settings().unwrap(), Settings::default());
    let german = Settings { show_die: false, highlight_moves: false, default_level: 8, language: "de".to_owned() };
    store.save_settings(&german).unwrap();
    for bad in
        [Settings { default_level: 9, ..german.clone() }, Settings { language: "fr".to_owned(), ..german.clone() }]
    {
        assert!(matches!(store.save_settings(&bad), Err(StoreError::BadSettings(_))));
    }
    drop(store);
    assert_eq!(open(dir.path()).settings().unwrap(), german);
}
