//! The store: records, order, backups, concurrency, damage and what is not damage. SIGKILL: `store_crash.rs`.

mod common;

use common::write_backup;

use std::collections::HashSet;
use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Command, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use zabel_core::game::{EndReason, Ending, PlayerKind, Score, Variant};
use zabel_core::rating::elo::{PlayerRating, rate};
use zabel_core::store::{BackupProblem, HistoryFilter, NewGame, Pace, Settings, Store, StoreError, Theme};

/// A finished random game as the session would hand it to the store.
fn finished(seed: u64, rated: bool) -> NewGame {
    common::new_game(&common::random_game(seed), 1_700_000_000 + seed, rated)
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
    let rating = store.rating(Variant::Einstein).unwrap();
    assert_eq!(rating.games, 20);
    assert_eq!(rating.rating, expected);
    assert_eq!(store.rating_history(Variant::Einstein).unwrap().len(), 20);
    let newest: Vec<u64> = store.games(5, None).unwrap().iter().map(|g| g.id).collect();
    assert_eq!(newest, [30, 29, 28, 27, 26]);
    let older: Vec<u64> = store.games(3, Some(26)).unwrap().iter().map(|g| g.id).collect();
    assert_eq!(older, [25, 24, 23]);
    assert_eq!(store.game(7).unwrap().unwrap().game, finished(6, false));
    // A filtered page holds `limit` of the games the filter admits, and
    // pages on from the last one shown.
    let rated = HistoryFilter { variant: Some(Variant::Einstein), rated_only: true };
    let page: Vec<u64> = store.games_where(4, None, rated).unwrap().iter().map(|g| g.id).collect();
    assert_eq!(page, [30, 29, 27, 26], "games of seeds divisible by 3 (ids 1, 4, …, 28) are unrated");
    let next: Vec<u64> = store.games_where(2, Some(26), rated).unwrap().iter().map(|g| g.id).collect();
    assert_eq!(next, [24, 23]);
    let other = HistoryFilter { variant: Some(Variant::Koenigszabel), rated_only: false };
    assert!(store.games_where(10, None, other).unwrap().is_empty());
}

#[test]
fn games_that_do_not_replay_are_refused() {
    let dir = tempfile::tempdir().unwrap();
    let store = open(dir.path());
    let refused = |game: NewGame, because: &str| match store.record_game(game) {
        Err(StoreError::BadGame(why)) => assert!(why.contains(because), "{why}"),
        other => panic!("{other:?}"),
    };
    let mut bad = finished(1, false);
    bad.ending.scores.reverse();
    refused(bad, "the record ends");
    let mut bad = finished(1, false);
    bad.ending = Ending::draw(2, EndReason::Repetition);
    refused(bad, "the record ends");
    let mut bad = finished(1, false);
    bad.ending.reason = EndReason::Resigned;
    refused(bad, "the record ends loss-win (ReachedCorner), not loss-win (Resigned)");
    let mut bad = finished(1, false);
    bad.players.push(PlayerKind::Human);
    refused(bad, "has 2 seats");
    let mut bad = finished(1, true);
    bad.rated.as_mut().unwrap().score = Score::Draw;
    refused(bad, "the rating counts");
    let mut bad = finished(1, true);
    bad.players = vec![PlayerKind::Human, PlayerKind::Human];
    refused(bad, "a person against level 4");
    let mut bad = finished(1, false);
    bad.variant = Variant::Koenigszabel;
    refused(bad, "record");
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
    assert_eq!(other.rating(Variant::Einstein).unwrap(), store.rating(Variant::Einstein).unwrap());
    assert_eq!(other.rating_history(Variant::Einstein).unwrap(), store.rating_history(Variant::Einstein).unwrap());
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
    assert_eq!(store.rating(Variant::Einstein).unwrap(), other.rating(Variant::Einstein).unwrap());
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
    // A game of a variant this version does not know (from a newer app).
    let unknown =
        std::fs::read_to_string(&good).unwrap().replacen(r#""variant": "einstein""#, r#""variant": "quattro""#, 1);
    assert_ne!(unknown, std::fs::read_to_string(&good).unwrap());
    let path = dir.path().join("unknown.json");
    std::fs::write(&path, unknown).unwrap();
    let err = store.import_backup(&path).unwrap_err().to_string();
    assert!(err.contains("unknown variant `quattro`"), "{err}");
    assert_eq!(store.games(10, None).unwrap(), before);
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
        assert!(recovery.moved_aside.as_ref().is_some_and(|p| p.exists()), "{damage}: the damaged database is kept");
        assert!(recovery.restored_from.is_some());
        assert_eq!(recovery.games_restored, 5, "{damage}");
        assert_eq!(store.game_count(), 5);
        assert_eq!(store.rating(Variant::Einstein).unwrap().games, 5);
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

#[test]
fn settings_round_trip_and_bad_settings_are_refused_unchanged() {
    let dir = tempfile::tempdir().unwrap();
    let store = open(dir.path());
    assert_eq!(store.settings().unwrap(), Settings::default());
    let german = Settings {
        show_die: false,
        highlight_moves: false,
        default_level: 8,
        language: "de".to_owned(),
        theme: Theme::Dark,
        coordinates: false,
        sound: false,
        pace: Pace::Slow,
    };
    store.save_settings(&german).unwrap();
    for bad in
        [Settings { default_level: 9, ..german.clone() }, Settings { language: "fr".to_owned(), ..german.clone() }]
    {
        assert!(matches!(store.save_settings(&bad), Err(StoreError::BadSettings(_))));
    }
    drop(store);
    assert_eq!(open(dir.path()).settings().unwrap(), german);
}

// ---- Order (issue 17, item 1) ----

/// The identity of a game: the moment it ended and its record.
fn identity(game: &NewGame) -> (u64, String) {
    (game.finished_at, game.record.clone())
}

/// Replays every rated game in playing order, as the store must have done.
fn assert_ratings_are_a_recomputation(store: &Store) {
    let mut played = store.games(usize::MAX, None).unwrap();
    played.reverse();
    let mut player = PlayerRating::default();
    let mut expected = Vec::new();
    for game in &played {
        if let Some(rated) = game.game.rated {
            let (after, change) = rate(player, rated.opponent_rating, rated.advantage, rated.score);
            player = after;
            expected.push((game.id, game.game.finished_at, change));
            assert_eq!(game.rating_change, Some(change), "game {}", game.id);
        } else {
            assert_eq!(game.rating_change, None);
        }
    }
    let history: Vec<_> = store
        .rating_history(Variant::Einstein)
        .unwrap()
        .into_iter()
        .map(|p| (p.game_id, p.finished_at, p.change))
        .collect();
    assert_eq!(history, expected, "the chart is the recomputation in playing order");
    assert_eq!(store.rating(Variant::Einstein).unwrap(), player);
}

fn assert_in_playing_order(store: &Store) {
    let all = store.games(usize::MAX, None).unwrap();
    assert_eq!(all.len(), store.game_count());
    for pair in all.windows(2) {
        assert!(
            (pair[0].game.finished_at, pair[0].id) > (pair[1].game.finished_at, pair[1].id),
            "newest first: {} at {} before {} at {}",
            pair[0].id,
            pair[0].game.finished_at,
            pair[1].id,
            pair[1].game.finished_at
        );
    }
    // Paging by id gives the same list.
    let mut paged = Vec::new();
    let mut before = None;
    loop {
        let page = store.games(7, before).unwrap();
        let Some(last) = page.last() else { break };
        before = Some(last.id);
        paged.extend(page);
    }
    assert_eq!(paged, all);
    let history = store.rating_history(Variant::Einstein).unwrap();
    assert!(history.windows(2).all(|p| p[0].finished_at <= p[1].finished_at), "the chart runs forward in time");
}

#[test]
fn imported_older_games_take_their_place_in_playing_order() {
    let dir = tempfile::tempdir().unwrap();
    let old = open(&dir.path().join("old"));
    for seed in 0..20 {
        old.record_game(finished(seed, seed % 4 != 0)).unwrap();
    }
    let backup = dir.path().join("old.json");
    old.export_backup(&backup).unwrap();

    let store = open(&dir.path().join("new"));
    for seed in 1000..1010 {
        store.record_game(finished(seed, true)).unwrap();
    }
    let report = store.import_backup(&backup).unwrap();
    assert_eq!((report.added, report.skipped), (20, 0));
    assert_in_playing_order(&store);
    assert_ratings_are_a_recomputation(&store);
    let times: Vec<u64> = store.games(3, None).unwrap().iter().map(|g| g.game.finished_at).collect();
    assert_eq!(times, [1_700_001_009, 1_700_001_008, 1_700_001_007]);

    // A game whose clock says it ended before the newest one (the clock was
    // set back) also takes its place.
    store.record_game(finished(500, true)).unwrap();
    assert_in_playing_order(&store);
    assert_ratings_are_a_recomputation(&store);
    drop(store);
    let store = open(&dir.path().join("new"));
    assert_in_playing_order(&store);
    assert_ratings_are_a_recomputation(&store);
    assert_eq!(store.game_count(), 31);
}

// ---- Import atomic with respect to play (item 2) ----

#[test]
fn a_game_recorded_while_an_import_runs_is_kept() {
    let dir = tempfile::tempdir().unwrap();
    let backup = dir.path().join("older.json");
    let older: Vec<NewGame> = (0..400).map(|seed| finished(seed, true)).collect();
    write_backup(&backup, &older);
    for round in 0..4 {
        let store = Arc::new(open(&dir.path().join(format!("round-{round}"))));
        for seed in 0..3 {
            store.record_game(finished(5000 + seed, true)).unwrap();
        }
        let importing = Arc::new(AtomicBool::new(true));
        let player = {
            let (store, importing) = (store.clone(), importing.clone());
            std::thread::spawn(move || {
                let mut recorded = Vec::new();
                let mut seed = 6000;
                while importing.load(Ordering::SeqCst) || recorded.len() < 3 {
                    recorded.push(store.record_game(finished(seed, true)).unwrap());
                    seed += 1;
                }
                recorded
            })
        };
        let report = store.import_backup(&backup).unwrap();
        importing.store(false, Ordering::SeqCst);
        let recorded = player.join().unwrap();
        assert_eq!(report.added, 400);
        for game in &recorded {
            let now = store.game(game.id).unwrap();
            assert_eq!(
                now.map(|g| g.game),
                Some(game.game.clone()),
                "round {round}: game {} recorded during the import",
                game.id
            );
        }
        let all = store.games(usize::MAX, None).unwrap();
        assert_eq!(all.len(), 3 + 400 + recorded.len(), "round {round}");
        let identities: HashSet<_> = all.iter().map(|g| identity(&g.game)).collect();
        assert_eq!(identities.len(), all.len(), "round {round}: every game once");
        assert_in_playing_order(&store);
        assert_ratings_are_a_recomputation(&store);
    }
}

// ---- Bad input (backups) ----

#[test]
fn a_truncated_duplicated_or_conflicting_backup_is_refused_and_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let store = open(&dir.path().join("store"));
    for seed in 0..5 {
        store.record_game(finished(seed, true)).unwrap();
    }
    let full = dir.path().join("full.json");
    store.export_backup(&full).unwrap();
    let before =
        (store.games(100, None).unwrap(), store.rating_history(Variant::Einstein).unwrap(), store.settings().unwrap());

    let text = std::fs::read(&full).unwrap();
    let truncated = dir.path().join("truncated.json");
    std::fs::write(&truncated, &text[..text.len() / 2]).unwrap();
    let duplicated = dir.path().join("duplicated.json");
    write_backup(&duplicated, &[finished(10, true), finished(11, true), finished(10, true)]);
    let conflicting = dir.path().join("conflicting.json");
    let mut other_result = finished(2, true);
    other_result.rated.as_mut().unwrap().opponent_rating = 1500.0;
    write_backup(&conflicting, &[finished(12, true), other_result]);
    let conflicting_inside = dir.path().join("conflicting_inside.json");
    let mut unrated = finished(13, true);
    unrated.rated = None;
    write_backup(&conflicting_inside, &[finished(13, true), unrated]);
    let binary = dir.path().join("binary.json");
    std::fs::write(&binary, [0u8, 159, 146, 150, 255, 1, 2]).unwrap();

    for (path, expected) in [
        (&truncated, "truncated"),
        (&duplicated, "duplicate"),
        (&conflicting, "conflict"),
        (&conflicting_inside, "conflict"),
        (&binary, "not json"),
    ] {
        let error = store.import_backup(path).unwrap_err();
        let problem = match &error {
            StoreError::Backup { path: at, problem } => {
                assert_eq!(at, path);
                problem
            }
            other => panic!("{}: {other:?}", path.display()),
        };
        let kind = match problem {
            BackupProblem::Truncated(_) => "truncated",
            BackupProblem::Duplicate { .. } => "duplicate",
            BackupProblem::Conflict { .. } => "conflict",
            BackupProblem::NotJson(_) => "not json",
            other => panic!("{}: {other:?}", path.display()),
        };
        assert_eq!(kind, expected, "{error}");
        let message = error.to_string();
        assert!(message.contains(path.file_name().unwrap().to_str().unwrap()), "{message}");
        let after = (
            store.games(100, None).unwrap(),
            store.rating_history(Variant::Einstein).unwrap(),
            store.settings().unwrap(),
        );
        assert_eq!(after, before, "{message}: nothing changed");
    }
}

// ---- Recovery only for real damage (item 3) ----

fn moved_aside(dir: &Path) -> Vec<String> {
    std::fs::read_dir(dir)
        .unwrap()
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter(|n| n.starts_with("db.damaged"))
        .collect()
}

/// The store's database opened by hand. sled's flusher lets go of its
/// file lock a moment after the store is dropped, so, as the store itself
/// does (`open_db`), wait for it.
fn open_sled(dir: &Path) -> sled::Db {
    for _ in 0..40 {
        match sled::open(dir.join("db")) {
            Err(sled::Error::Io(error)) if error.kind() == std::io::ErrorKind::Other => {
                std::thread::sleep(Duration::from_millis(50));
            }
            result => return result.unwrap(),
        }
    }
    sled::open(dir.join("db")).unwrap()
}

fn store_with_games(dir: &Path, count: u64) {
    let store = open(dir);
    for seed in 0..count {
        store.record_game(finished(seed, true)).unwrap();
    }
}

fn io_source(error: &StoreError) -> Option<&std::io::Error> {
    std::error::Error::source(error)?.downcast_ref::<std::io::Error>()
}

/// The child of the lock test: holds the store open until its stdin closes.
#[test]
fn lock_test_child_holder() {
    let Ok(dir) = std::env::var("ZABEL_LOCK_TEST_DIR") else { return };
    let (_store, _) = Store::open(Path::new(&dir)).unwrap();
    println!("open");
    let mut line = String::new();
    let _ = std::io::stdin().read_line(&mut line);
}

#[test]
fn a_store_open_in_another_process_is_locked_not_damaged() {
    let dir = tempfile::tempdir().unwrap();
    store_with_games(dir.path(), 3);
    let mut child = Command::new(std::env::current_exe().unwrap())
        .args(["--exact", "lock_test_child_holder", "--nocapture", "--test-threads", "1"])
        .env("ZABEL_LOCK_TEST_DIR", dir.path())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
    // libtest prints "test name ... " before the test's own output.
    assert!(lines.any(|l| l.unwrap().ends_with("open")), "the child opened the store");
    let error = match Store::open(dir.path()) {
        Err(error) => error,
        Ok((_, report)) => panic!("opened a store another process holds: {report:?}"),
    };
    assert!(matches!(error, StoreError::Locked(_)), "{error:?}");
    assert_eq!(io_source(&error).map(|e| e.kind()), Some(std::io::ErrorKind::WouldBlock), "{error:?}");
    assert!(moved_aside(dir.path()).is_empty());
    drop(child.stdin.take());
    child.wait().unwrap();
    assert_eq!(open(dir.path()).game_count(), 3);
}

#[test]
fn a_database_from_a_newer_version_is_refused_not_recovered() {
    let dir = tempfile::tempdir().unwrap();
    store_with_games(dir.path(), 3);
    {
        let db = open_sled(dir.path());
        db.open_tree("meta").unwrap().insert("schema_version", b"99".to_vec()).unwrap();
        db.flush().unwrap();
    }
    std::thread::sleep(Duration::from_millis(200));
    let error = Store::open(dir.path()).map(|(_, r)| r).unwrap_err();
    assert!(matches!(error, StoreError::TooNew { found: 99 }), "{error:?}");
    assert!(moved_aside(dir.path()).is_empty());
}

/// Makes every file under `path` read-only and the directories unwritable,
/// or undoes it.
fn read_only(path: &Path, read_only: bool) {
    use std::os::unix::fs::PermissionsExt;
    let set = |mode| std::fs::set_permissions(path, std::fs::Permissions::from_mode(mode)).unwrap();
    if !std::fs::metadata(path).unwrap().is_dir() {
        set(if read_only { 0o444 } else { 0o644 });
        return;
    }
    if !read_only {
        set(0o755);
    }
    for entry in std::fs::read_dir(path).unwrap() {
        self::read_only(&entry.unwrap().path(), read_only);
    }
    if read_only {
        set(0o555);
    }
}

/// The child of the permission test: opens the store and says what happened.
#[test]
fn permission_test_child_opener() {
    let Ok(dir) = std::env::var("ZABEL_PERMISSION_TEST_DIR") else { return };
    match Store::open(Path::new(&dir)) {
        Ok((store, report)) => {
            println!("result: opened {} games, recovery {}", store.game_count(), report.recovery.is_some())
        }
        Err(error) => println!(
            "result: {} {:?}",
            match error {
                StoreError::Directory { .. } => "directory",
                StoreError::Locked(_) => "locked",
                StoreError::Database(_) => "database",
                StoreError::Corrupt(_) => "corrupt",
                _ => "other",
            },
            io_source(&error).map(|e| e.kind())
        ),
    }
}

/// Opens the store in a child process without the right to override file
/// permissions (tests often run as root, who may write anywhere).
fn open_without_override(dir: &Path) -> String {
    use std::os::unix::fs::MetadataExt;
    let exe = std::env::current_exe().unwrap();
    // Files this process creates belong to its user: root's are uid 0.
    let root = std::fs::metadata(tempfile::NamedTempFile::new().unwrap().path()).unwrap().uid() == 0;
    let mut command = if root {
        let mut command = Command::new("setpriv");
        command.args(["--bounding-set=-dac_override,-dac_read_search,-fowner", "--"]).arg(exe);
        command
    } else {
        Command::new(exe)
    };
    command
        .args(["--exact", "permission_test_child_opener", "--nocapture", "--test-threads", "1"])
        .env("ZABEL_PERMISSION_TEST_DIR", dir)
        .stderr(Stdio::inherit());
    let output = command.output().expect("setpriv (util-linux) runs");
    let stdout = String::from_utf8(output.stdout).unwrap();
    // libtest prints "test name ... " before the test's own output.
    stdout
        .lines()
        .find_map(|l| l.split_once("result: ").map(|(_, r)| r))
        .unwrap_or_else(|| panic!("no result: {stdout}"))
        .to_owned()
}

#[test]
fn a_read_only_store_is_a_directory_error_not_damage() {
    for whole_directory in [false, true] {
        let dir = tempfile::tempdir().unwrap();
        let data = dir.path().join("data");
        store_with_games(&data, 4);
        if whole_directory {
            read_only(&data, true);
        } else {
            read_only(&data.join("db"), true);
        }
        let result = open_without_override(&data);
        read_only(&data, false);
        assert_eq!(result, "directory Some(PermissionDenied)", "whole directory: {whole_directory}");
        assert!(moved_aside(&data).is_empty(), "whole directory: {whole_directory}: nothing moved aside");
        assert_eq!(open(&data).game_count(), 4);
    }
}

#[test]
fn damage_is_recovered_and_the_reason_keeps_its_cause() {
    let dir = tempfile::tempdir().unwrap();
    store_with_games(dir.path(), 3);
    // The database opens, but a stored game is not JSON any more.
    {
        let db = open_sled(dir.path());
        db.open_tree("games").unwrap().insert(2u64.to_be_bytes(), b"{ torn".to_vec()).unwrap();
        db.flush().unwrap();
    }
    std::thread::sleep(Duration::from_millis(200));
    let (store, report) = Store::open(dir.path()).unwrap();
    let recovery = report.recovery.expect("damage noticed");
    assert!(recovery.reason.contains("game"), "{}", recovery.reason);
    assert_eq!(moved_aside(dir.path()).len(), 1);
    assert_eq!(store.game_count(), 3);
}

#[test]
fn a_schema_1_store_is_migrated_to_playing_order() {
    let dir = tempfile::tempdir().unwrap();
    // Schema 1: no order index, the rating history keyed by id, and, after
    // an import of older games, ids out of playing order.
    {
        let store = open(dir.path());
        for seed in [1000, 1001, 1002, 5, 6, 1003] {
            store.record_game(finished(seed, true)).unwrap();
        }
    }
    {
        let db = open_sled(dir.path());
        let ratings = db.open_tree("ratings").unwrap();
        let points: Vec<_> = ratings.iter().map(Result::unwrap).collect();
        ratings.clear().unwrap();
        for (_, point) in points {
            let value: serde_json::Value = serde_json::from_slice(&point).unwrap();
            ratings.insert(value["game_id"].as_u64().unwrap().to_be_bytes(), point).unwrap();
        }
        db.open_tree("played").unwrap().clear().unwrap();
        db.drop_tree("played").unwrap();
        let meta = db.open_tree("meta").unwrap();
        meta.insert("schema_version", b"1".to_vec()).unwrap();
        // Schema 1 rated in id order; the migration replays in playing order.
        meta.insert("rating/einstein", br#"{"rating":1250.0,"games":6}"#.to_vec()).unwrap();
        db.flush().unwrap();
    }
    std::thread::sleep(Duration::from_millis(200));
    let store = open(dir.path());
    assert_eq!(store.game_count(), 6);
    assert_in_playing_order(&store);
    assert_ratings_are_a_recomputation(&store);
    let ids: Vec<u64> = store.games(10, None).unwrap().iter().map(|g| g.id).collect();
    assert_eq!(ids, [6, 3, 2, 1, 5, 4]);
    store.record_game(finished(1004, true)).unwrap();
    assert_ratings_are_a_recomputation(&store);
}
