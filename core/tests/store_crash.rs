//! SIGKILL at random moments: during play, during an import, during a
//! periodic snapshot. After every kill the store opens without recovery,
//! every confirmed game is there exactly once and whole, the order index
//! and the ratings equal their recomputation, an import is all or nothing,
//! and the automatic backups alone rebuild every confirmed game.
//!
//! `ZABEL_KILLS` sets the kills per scenario (default 8, for CI); run
//! `ZABEL_KILLS=50 cargo test -p zabel-core --test store_crash -- --nocapture`
//! for the measurement.

mod common;

use common::{finished, write_backup};

use std::collections::{HashMap, HashSet};
use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use zabel_core::game::Variant;
use zabel_core::rating::elo::{PlayerRating, rate};
use zabel_core::store::{NewGame, Store};

/// Games per import in the import scenario.
const IMPORTED: u64 = 60;
/// The store snapshots every this many games (`store::SNAPSHOT_EVERY`).
const SNAPSHOT_EVERY: u64 = 50;

/// Played games: later seeds end later.
fn played(seed: u64) -> NewGame {
    finished(seed, 1_700_000_000 + seed)
}

/// Imported games: each import is older than the one before, so every
/// import lands before the whole history and replays it.
fn imported(group: u64, index: u64) -> NewGame {
    let seed = 1_000_000 + group * IMPORTED + index;
    finished(seed, 1_600_000_000 - group * IMPORTED - (IMPORTED - index))
}

fn import_group(round: u64, k: u64) -> u64 {
    round * 1000 + k
}

type Identity = (u64, String);

fn identity(game: &NewGame) -> Identity {
    (game.finished_at, game.record.clone())
}

/// The child: works on the store until killed, printing what it confirms.
#[test]
fn crash_test_child() {
    let Ok(dir) = std::env::var("ZABEL_CRASH_DIR") else { return };
    let scenario = std::env::var("ZABEL_CRASH_SCENARIO").unwrap();
    let round: u64 = std::env::var("ZABEL_CRASH_ROUND").unwrap().parse().unwrap();
    let dir = Path::new(&dir);
    let (store, _) = Store::open(&dir.join("store")).unwrap();
    println!("\nready");
    match scenario.as_str() {
        "import" => {
            for k in 0.. {
                let group = import_group(round, k);
                let path = dir.join(format!("import-{group}.json"));
                write_backup(&path, &(0..IMPORTED).map(|i| imported(group, i)).collect::<Vec<_>>());
                println!("begin {group}");
                store.import_backup(&path).unwrap();
                println!("done {group}");
            }
        }
        _ => {
            let newest = store.games(1, None).unwrap().first().map_or(0, |g| g.game.finished_at);
            let mut seed = newest.checked_sub(1_700_000_000).map_or(0, |s| s + 1);
            let mut next_id = None;
            loop {
                let snapshot = next_id.is_some_and(|id: u64| id % SNAPSHOT_EVERY == 0);
                if snapshot {
                    println!("begin {seed}");
                }
                let stored = store.record_game(played(seed)).unwrap();
                println!("saved {seed}");
                if snapshot {
                    println!("done {seed}");
                }
                next_id = Some(stored.id + 1);
                seed += 1;
            }
        }
    }
}

fn kills() -> u64 {
    std::env::var("ZABEL_KILLS").ok().and_then(|n| n.parse().ok()).unwrap_or(8)
}

/// Checks the store after a kill; returns its games by identity.
fn verify(dir: &Path, confirmed: &HashSet<Identity>, groups: &HashMap<u64, bool>, round: u64) -> usize {
    let (store, report) = Store::open(&dir.join("store")).unwrap();
    assert!(report.recovery.is_none(), "round {round}: no damage after a kill: {report:?}");
    let all = store.games(usize::MAX, None).unwrap();
    assert_eq!(all.len(), store.game_count(), "round {round}: the order index holds every game once");
    let mut present = HashSet::new();
    for game in &all {
        assert!(game.game.validate().is_ok(), "round {round}: game {} is torn", game.id);
        assert!(present.insert(identity(&game.game)), "round {round}: game {} is there twice", game.id);
    }
    for game in confirmed {
        assert!(present.contains(game), "round {round}: a confirmed game ({}) is gone", game.0);
    }
    for (&group, &done) in groups {
        let there = (0..IMPORTED).filter(|&i| present.contains(&identity(&imported(group, i)))).count() as u64;
        assert!(there == 0 || there == IMPORTED, "round {round}: import {group} is half there: {there}");
        assert!(!done || there == IMPORTED, "round {round}: confirmed import {group} is missing");
    }
    // Playing order and the ratings replayed in it.
    let mut player = PlayerRating::default();
    let mut expected = Vec::new();
    for game in all.iter().rev() {
        let rated = game.game.rated.unwrap();
        let (after, change) = rate(player, rated.opponent_rating, rated.advantage, rated.score);
        player = after;
        assert_eq!(game.rating_change, Some(change), "round {round}: game {}", game.id);
        expected.push((game.id, change));
    }
    let history: Vec<_> =
        store.rating_history(Variant::Einstein).unwrap().into_iter().map(|p| (p.game_id, p.change)).collect();
    assert_eq!(history, expected, "round {round}: the chart is the recomputation");
    assert_eq!(store.rating(Variant::Einstein).unwrap(), player, "round {round}");
    drop(store);

    // The automatic backups alone rebuild every confirmed game.
    let scratch = tempfile::tempdir().unwrap();
    copy_dir(&dir.join("store"), scratch.path());
    damage(&scratch.path().join("db"));
    let (rebuilt, report) = Store::open(scratch.path()).unwrap();
    assert!(report.recovery.is_some(), "round {round}");
    let restored: HashSet<Identity> =
        rebuilt.games(usize::MAX, None).unwrap().iter().map(|g| identity(&g.game)).collect();
    for game in confirmed {
        assert!(restored.contains(game), "round {round}: the backups lack a confirmed game ({})", game.0);
    }
    // Also every game the store shows, confirmed or not.
    for game in &present {
        assert!(restored.contains(game), "round {round}: the backups lack a stored game ({})", game.0);
    }
    present.len()
}

fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for entry in std::fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        if entry.file_type().unwrap().is_dir() {
            copy_dir(&entry.path(), &to.join(entry.file_name()));
        } else {
            std::fs::copy(entry.path(), to.join(entry.file_name())).unwrap();
        }
    }
}

/// Overwrites every file under `dir` with garbage of the same length.
fn damage(dir: &Path) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            damage(&path);
        } else {
            let len = std::fs::metadata(&path).unwrap().len();
            std::fs::write(&path, vec![0xA5; len as usize]).unwrap();
        }
    }
}

/// Runs `kills()` rounds of one scenario; returns (kills, kills that hit
/// the scenario's operation between its begin and done).
fn crash_scenario(scenario: &str) -> (u64, u64) {
    let dir = tempfile::tempdir().unwrap();
    if scenario == "snapshot" {
        // A history large enough that a snapshot takes a while.
        let (store, _) = Store::open(&dir.path().join("store")).unwrap();
        let path = dir.path().join("history.json");
        write_backup(&path, &(0..1500).map(|i| finished(2_000_000 + i, 1_500_000_000 + i)).collect::<Vec<_>>());
        store.import_backup(&path).unwrap();
    }
    let mut rng = SmallRng::seed_from_u64(17);
    let mut confirmed: HashSet<Identity> = HashSet::new();
    let mut groups: HashMap<u64, bool> = HashMap::new();
    let (mut rounds, mut inside) = (0, 0);
    let mut phase = Duration::from_millis(50);
    for round in 0..kills() {
        let mut child = Command::new(std::env::current_exe().unwrap())
            .args(["--exact", "crash_test_child", "--nocapture", "--test-threads", "1"])
            .env("ZABEL_CRASH_DIR", dir.path())
            .env("ZABEL_CRASH_SCENARIO", scenario)
            .env("ZABEL_CRASH_ROUND", round.to_string())
            .stdout(Stdio::piped())
            // Kept to say why, should a child die before it is killed.
            .stderr(std::fs::File::create(dir.path().join("child-stderr")).unwrap())
            .spawn()
            .unwrap();
        let stdout = child.stdout.take().unwrap();
        let (lines, received) = mpsc::channel();
        let reader = std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                if lines.send((Instant::now(), line)).is_err() {
                    break;
                }
            }
        });
        // Play: kill at a random moment. Import and snapshot: let one run,
        // then kill the next within its expected length.
        let mut began: Option<Instant> = None;
        let mut kill_at = None;
        let mut in_operation = false;
        let mut begins = 0;
        let deadline = Instant::now() + Duration::from_secs(30);
        loop {
            let wait =
                kill_at.map_or(Duration::from_millis(20), |at: Instant| at.saturating_duration_since(Instant::now()));
            match received.recv_timeout(wait) {
                Ok((at, line)) => {
                    let line = line.trim_start_matches("test crash_test_child ... ");
                    if line == "ready" && scenario == "play" {
                        kill_at = Some(at + Duration::from_millis(rng.random_range(5..300)));
                    } else if let Some(seed) = line.strip_prefix("saved ") {
                        confirmed.insert(identity(&played(seed.parse().unwrap())));
                    } else if let Some(group) = line.strip_prefix("begin ") {
                        in_operation = true;
                        began = Some(at);
                        if scenario == "import" {
                            groups.entry(group.parse().unwrap()).or_insert(false);
                        }
                        begins += 1;
                        // The first one runs to its end (a confirmed import,
                        // a measured length); the second is killed.
                        if kill_at.is_none() && scenario != "play" && begins >= 2 {
                            kill_at = Some(at + phase.mul_f64(rng.random_range(0.0..1.1)));
                        }
                    } else if let Some(group) = line.strip_prefix("done ") {
                        in_operation = false;
                        if let Some(began) = began {
                            phase = at - began;
                        }
                        // Done before the kill (a loaded machine runs one faster than
                        // another): aim again at the next one, with this length.
                        if scenario != "play" {
                            kill_at = None;
                        }
                        if scenario == "import" {
                            groups.insert(group.parse().unwrap(), true);
                            for i in 0..IMPORTED {
                                confirmed.insert(identity(&imported(group.parse().unwrap(), i)));
                            }
                        }
                    }
                }
                Err(mpsc::RecvTimeoutError::Timeout) => {}
                Err(mpsc::RecvTimeoutError::Disconnected) => {
                    let why = std::fs::read_to_string(dir.path().join("child-stderr")).unwrap_or_default();
                    panic!("round {round}: the child died by itself:\n{why}")
                }
            }
            if kill_at.is_some_and(|at| Instant::now() >= at) {
                break;
            }
            assert!(Instant::now() < deadline, "round {round}: the child never began");
        }
        child.kill().unwrap(); // SIGKILL
        child.wait().unwrap();
        // Lines the child printed before it died still count.
        reader.join().unwrap();
        for (_, line) in received.try_iter() {
            let line = line.trim_start_matches("test crash_test_child ... ");
            if let Some(seed) = line.strip_prefix("saved ") {
                confirmed.insert(identity(&played(seed.parse().unwrap())));
            } else if let Some(group) = line.strip_prefix("done ") {
                in_operation = false;
                if scenario == "import" {
                    groups.insert(group.parse().unwrap(), true);
                    for i in 0..IMPORTED {
                        confirmed.insert(identity(&imported(group.parse().unwrap(), i)));
                    }
                }
            }
        }
        inside += u64::from(in_operation || scenario == "play");
        rounds += 1;
        verify(dir.path(), &confirmed, &groups, round);
    }
    assert!(!confirmed.is_empty(), "{scenario}: the children confirmed something");
    eprintln!(
        "{scenario}: survived {rounds} kills ({inside} inside the operation), {} confirmed games, none lost",
        confirmed.len()
    );
    (rounds, inside)
}

#[test]
fn sigkill_during_play() {
    let (rounds, _) = crash_scenario("play");
    assert_eq!(rounds, kills());
}

#[test]
fn sigkill_during_an_import() {
    let (rounds, inside) = crash_scenario("import");
    assert_eq!(rounds, kills());
    assert!(inside * 2 >= rounds, "most kills hit an import: {inside} of {rounds}");
}

#[test]
fn sigkill_during_a_periodic_snapshot() {
    let (rounds, inside) = crash_scenario("snapshot");
    assert_eq!(rounds, kills());
    assert!(inside * 2 >= rounds, "most kills hit a snapshot: {inside} of {rounds}");
}
