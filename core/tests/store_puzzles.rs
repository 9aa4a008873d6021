//! Puzzle attempts survive every damage the game history survives (issue
//! 66): a kill after an attempt is confirmed, a damaged or deleted
//! database rebuilt from the automatic backups (the journal alone, a
//! snapshot and the journal, a damaged line), and a backup file exported
//! and imported, once or twice, into a fresh store or among the player's
//! own attempts.

mod common;

use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use zabel_core::game::Variant;
use zabel_core::puzzle::{PuzzleRating, RatingChange, puzzles};
use zabel_core::store::{PuzzleAttempt, Recovery, RecoveryCause, Store, read_journal};

/// The store snapshots every this many attempts of a game (`store::SNAPSHOT_EVERY`).
const SNAPSHOT_EVERY: u64 = 50;

/// Attempt `n` at a shipped puzzle, made at `at`, rated as a player's run
/// rates it: from the rating the store holds now. A game without shipped
/// puzzles yet (or whose puzzle is no longer shipped) moves 10 points.
fn attempt(store: &Store, variant: Variant, n: usize, at: u64) -> PuzzleAttempt {
    let solved = n % 3 != 1;
    let before = store.puzzle_rating(variant).unwrap();
    let (puzzle, after) = match puzzles(variant) {
        [] => {
            (format!("gone-{n}"), PuzzleRating { rating: before.rating + if solved { 10.0 } else { -10.0 }, ..before })
        }
        shipped => {
            let shipped = &shipped[n % shipped.len()];
            (shipped.id.clone(), before.after(shipped, solved))
        }
    };
    PuzzleAttempt { puzzle, at, solved, change: RatingChange { before, after } }
}

/// Records `count` attempts at `variant`'s puzzles, a second apart from `from`.
fn solve(store: &Store, variant: Variant, count: usize, from: u64) -> Vec<PuzzleAttempt> {
    (0..count)
        .map(|n| {
            let made = attempt(store, variant, n, from + n as u64);
            store.record_puzzle_attempt(variant, &made).unwrap();
            made
        })
        .collect()
}

fn journal(dir: &Path) -> PathBuf {
    dir.join("backups/journal.jsonl")
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

fn rebuilt(dir: &Path) -> (Store, Recovery) {
    damage(&dir.join("db"));
    let (store, report) = Store::open(dir).unwrap();
    let recovery = report.recovery.expect("a recovery");
    assert_eq!(recovery.cause, RecoveryCause::Damaged);
    (store, recovery)
}

fn both(store: &Store) -> [Vec<PuzzleAttempt>; 2] {
    [Variant::Einstein, Variant::Koenigszabel].map(|variant| store.puzzle_attempts(variant).unwrap())
}

#[test]
fn a_damaged_database_gets_its_attempts_back_from_the_journal() {
    let dir = tempfile::tempdir().unwrap();
    let (expected, game) = {
        let (store, _) = Store::open(dir.path()).unwrap();
        solve(&store, Variant::Einstein, 4, 1_000);
        let game = store.record_game(common::finished(1, 2_000)).unwrap();
        solve(&store, Variant::Koenigszabel, 3, 3_000);
        (both(&store), game)
    };
    assert!(snapshots(dir.path()).is_empty(), "the journal alone");
    let (store, recovery) = rebuilt(dir.path());
    assert_eq!(both(&store), expected);
    assert_eq!((recovery.games_restored, recovery.attempts_restored, recovery.lines_skipped), (1, 7, 0));
    assert_eq!(store.games(10, None).unwrap(), [game]);
    assert_eq!(store.puzzle_rating(Variant::Einstein).unwrap(), expected[0].last().unwrap().change.after);
    // Restored once: the next attempts go on after them, and the next
    // opening finds a whole database.
    solve(&store, Variant::Einstein, 1, 4_000);
    drop(store);
    let (store, report) = Store::open(dir.path()).unwrap();
    assert!(report.recovery.is_none());
    assert_eq!(store.puzzle_attempts(Variant::Einstein).unwrap().len(), 5);
    assert_eq!(store.puzzle_attempts(Variant::Einstein).unwrap()[..4], expected[0]);
}

#[test]
fn a_damaged_database_gets_its_attempts_back_from_a_snapshot_and_the_journal() {
    let dir = tempfile::tempdir().unwrap();
    let expected = {
        let (store, _) = Store::open(dir.path()).unwrap();
        solve(&store, Variant::Koenigszabel, SNAPSHOT_EVERY as usize + 5, 1_000);
        both(&store)
    };
    assert_eq!(snapshots(dir.path()).len(), 1, "the 50th attempt wrote a snapshot");
    assert_eq!(read_journal(&std::fs::read(journal(dir.path())).unwrap()).attempts.len(), 5, "then the journal");
    let (store, recovery) = rebuilt(dir.path());
    assert_eq!(both(&store), expected);
    assert_eq!(recovery.attempts_restored, 55);
    let given: Vec<usize> = recovery.sources.iter().map(|source| source.attempts).collect();
    assert_eq!(given, [50, 5]);
    let told = recovery.text(zabel_core::text::Language::English);
    assert!(told.contains("55 puzzle attempts were restored"), "{told}");
    assert!(!told.contains("games were restored"), "no game was played:\n{told}");
}

#[test]
fn a_damaged_attempt_line_loses_only_that_attempt_and_the_rating_is_replayed_from_there() {
    let dir = tempfile::tempdir().unwrap();
    let expected = {
        let (store, _) = Store::open(dir.path()).unwrap();
        solve(&store, Variant::Einstein, 5, 1_000)
    };
    let path = journal(dir.path());
    let mut bytes = std::fs::read(&path).unwrap();
    let starts: Vec<usize> =
        (0..bytes.len()).filter(|&i| i == 0 || bytes[i - 1] == b'\n').filter(|&i| i < bytes.len()).collect();
    assert_eq!(starts.len(), 5);
    bytes[starts[2] + 60] ^= 0x01;
    std::fs::write(&path, &bytes).unwrap();

    let (store, recovery) = rebuilt(dir.path());
    assert_eq!((recovery.attempts_restored, recovery.lines_skipped, recovery.games_lost), (4, 1, 0));
    assert_eq!(recovery.attempts_lost, 1, "the numbers either side show one is missing");
    let told = recovery.text(zabel_core::text::Language::English);
    assert!(told.contains("1 puzzle attempt the backups number could not be read; it is lost."), "{told}");
    assert!(recovery.unreadable_ends.is_empty(), "an attempt's line held no game: {:?}", recovery.unreadable_ends);
    let kept = recovery.kept_aside.expect("the damaged journal is kept aside").join("journal.jsonl");
    assert_eq!(std::fs::read(kept).unwrap(), bytes, "byte for byte");
    let read = store.puzzle_attempts(Variant::Einstein).unwrap();
    let puzzles_of = |attempts: &[PuzzleAttempt]| attempts.iter().map(|a| a.puzzle.clone()).collect::<Vec<_>>();
    let survivors = [&expected[..2], &expected[3..]].concat();
    assert_eq!(puzzles_of(&read), puzzles_of(&survivors));
    assert_eq!(read[..2], expected[..2], "before the lost one, as recorded");
    // One chain again, rated without the lost attempt.
    let mut rating = PuzzleRating::default();
    for attempt in &read {
        let shipped = zabel_core::puzzle::puzzle(&attempt.puzzle).unwrap();
        assert_eq!(attempt.change, RatingChange { before: rating, after: rating.after(shipped, attempt.solved) });
        rating = attempt.change.after;
    }
    assert_eq!(store.puzzle_rating(Variant::Einstein).unwrap(), rating);
}

/// Flips a byte in the middle of line `index` (from 0) of `path`.
fn damage_line(path: &Path, index: usize) {
    let mut bytes = std::fs::read(path).unwrap();
    let start = if index == 0 {
        0
    } else {
        bytes.iter().enumerate().filter(|(_, b)| **b == b'\n').nth(index - 1).unwrap().0 + 1
    };
    bytes[start + 60] ^= 0x01;
    std::fs::write(path, bytes).unwrap();
}

#[test]
fn attempts_lost_are_counted_across_the_snapshot_and_the_journal_and_those_another_backup_holds_are_not() {
    let dir = tempfile::tempdir().unwrap();
    {
        let (store, _) = Store::open(dir.path()).unwrap();
        solve(&store, Variant::Koenigszabel, SNAPSHOT_EVERY as usize + 3, 1_000);
    }
    // The journal's first attempt goes on from the snapshot's last: losing
    // it leaves a gap only the two files together show.
    damage_line(&journal(dir.path()), 0);
    let (_, recovery) = rebuilt(dir.path());
    assert_eq!((recovery.attempts_restored, recovery.attempts_lost), (52, 1));
    let told = recovery.text(zabel_core::text::Language::German);
    assert!(told.contains("1 Aufgabenversuch, den die Sicherungen zählen, war nicht lesbar"), "{told}");

    // The restore wrote a snapshot of the 52; an older one still holds
    // the first 50, so a line damaged in the newest is not lost.
    let newest = snapshots(dir.path()).pop().unwrap();
    damage_line(&newest, 10);
    let (_, recovery) = rebuilt(dir.path());
    assert_eq!((recovery.attempts_restored, recovery.attempts_lost), (52, 0), "{:?}", recovery.sources);
}

#[test]
fn a_deleted_database_of_puzzles_only_is_restored_once() {
    let dir = tempfile::tempdir().unwrap();
    let expected = {
        let (store, _) = Store::open(dir.path()).unwrap();
        solve(&store, Variant::Koenigszabel, 3, 1_000);
        both(&store)
    };
    std::fs::remove_dir_all(dir.path().join("db")).unwrap();
    let (store, report) = Store::open(dir.path()).unwrap();
    let recovery = report.recovery.expect("restored, not started afresh");
    assert_eq!((recovery.cause, recovery.attempts_restored), (RecoveryCause::Missing, 3));
    assert_eq!(both(&store), expected);
    drop(store);
    let (store, report) = Store::open(dir.path()).unwrap();
    assert!(report.recovery.is_none(), "attempts without games are a whole store: {report:?}");
    assert_eq!(both(&store), expected);
}

#[test]
fn export_then_import_gives_the_same_attempts_and_twice_adds_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let (store, _) = Store::open(&dir.path().join("a")).unwrap();
    store.record_game(common::finished(3, 500)).unwrap();
    solve(&store, Variant::Einstein, 6, 1_000);
    solve(&store, Variant::Koenigszabel, 2, 2_000);
    let backup = dir.path().join("backup.json");
    store.export_backup(&backup).unwrap();
    let text = std::fs::read_to_string(&backup).unwrap();
    assert!(text.contains("\"version\": 3"), "{text}");

    let (other, _) = Store::open(&dir.path().join("b")).unwrap();
    let report = other.import_backup(&backup).unwrap();
    assert_eq!((report.added, report.skipped, report.attempts_added), (1, 0, 8));
    assert_eq!(both(&other), both(&store));
    let again = other.import_backup(&backup).unwrap();
    assert_eq!((again.added, again.skipped, again.attempts_added), (0, 1, 0));
    assert_eq!(both(&other), both(&store));
    // The import is in the automatic backups at once.
    drop(other);
    let (other, recovery) = rebuilt(&dir.path().join("b"));
    assert_eq!(recovery.attempts_restored, 8);
    assert_eq!(both(&other), both(&store));
}

#[test]
fn imported_attempts_take_their_place_in_time_and_the_rating_is_replayed_from_the_first() {
    let dir = tempfile::tempdir().unwrap();
    let (mine, _) = Store::open(&dir.path().join("mine")).unwrap();
    solve(&mine, Variant::Einstein, 3, 1_000);
    let (theirs, _) = Store::open(&dir.path().join("theirs")).unwrap();
    let made = solve(&theirs, Variant::Einstein, 2, 1_001);
    let backup = dir.path().join("theirs.json");
    theirs.export_backup(&backup).unwrap();
    let local = mine.puzzle_attempts(Variant::Einstein).unwrap();

    assert_eq!(mine.import_backup(&backup).unwrap().attempts_added, 2);
    let merged = mine.puzzle_attempts(Variant::Einstein).unwrap();
    let at: Vec<u64> = merged.iter().map(|a| a.at).collect();
    assert_eq!(at, [1_000, 1_001, 1_001, 1_002, 1_002], "by time; the player's own first in one second");
    assert_eq!(merged[0], local[0], "before the first imported one, as recorded");
    assert_eq!((merged[2].puzzle.as_str(), merged[2].solved), (made[0].puzzle.as_str(), made[0].solved));
    for pair in merged.windows(2) {
        assert_eq!(pair[1].change.before, pair[0].change.after, "one chain");
        let shipped = zabel_core::puzzle::puzzle(&pair[1].puzzle).unwrap();
        assert_eq!(pair[1].change.after, pair[1].change.before.after(shipped, pair[1].solved));
    }
    assert_eq!(mine.puzzle_rating(Variant::Einstein).unwrap(), merged[4].change.after);
}

#[test]
fn a_backup_file_of_version_2_still_imports() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("old.json");
    common::write_backup(&path, &[common::finished(5, 100)]);
    let (store, _) = Store::open(&dir.path().join("store")).unwrap();
    let report = store.import_backup(&path).unwrap();
    assert_eq!((report.added, report.attempts_added), (1, 0));
}

/// The child of the kill test: records attempts until killed, printing
/// each one confirmed.
#[test]
fn puzzle_kill_child() {
    let Ok(dir) = std::env::var("ZABEL_PUZZLE_KILL_DIR") else { return };
    let (store, _) = Store::open(Path::new(&dir)).unwrap();
    println!("\nready");
    let first = store.puzzle_attempts(Variant::Koenigszabel).unwrap().len();
    for n in first.. {
        let made = attempt(&store, Variant::Koenigszabel, n, 1_000 + n as u64);
        store.record_puzzle_attempt(Variant::Koenigszabel, &made).unwrap();
        println!("saved {n}");
    }
}

#[test]
fn sigkill_keeps_every_confirmed_attempt_once_and_the_backups_rebuild_them() {
    let dir = tempfile::tempdir().unwrap();
    for round in 0..4u64 {
        let mut child = Command::new(std::env::current_exe().unwrap())
            .args(["--exact", "puzzle_kill_child", "--nocapture", "--test-threads", "1"])
            .env("ZABEL_PUZZLE_KILL_DIR", dir.path())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let mut lines = BufReader::new(child.stdout.take().unwrap()).lines().map_while(Result::ok);
        let mut confirmed = 0;
        let started = Instant::now();
        // Killed after a number of attempts that moves across a snapshot.
        let wanted = 10 + 7 * round as usize;
        let mut seen = 0;
        for line in lines.by_ref() {
            if let Some(n) = line.trim_start_matches("test puzzle_kill_child ... ").strip_prefix("saved ") {
                confirmed = n.parse::<usize>().unwrap() + 1;
                seen += 1;
            }
            if seen >= wanted || started.elapsed() > Duration::from_secs(60) {
                break;
            }
        }
        child.kill().unwrap(); // SIGKILL
        child.wait().unwrap();
        for line in lines {
            if let Some(n) = line.trim_start_matches("test puzzle_kill_child ... ").strip_prefix("saved ") {
                confirmed = n.parse::<usize>().unwrap() + 1;
            }
        }
        assert!(confirmed >= wanted, "round {round}: the child confirmed {confirmed} attempts");
        let (store, report) = Store::open(dir.path()).unwrap();
        assert!(report.recovery.is_none(), "round {round}: no damage after a kill");
        let kept = store.puzzle_attempts(Variant::Koenigszabel).unwrap();
        assert!(kept.len() >= confirmed, "round {round}: {} of {confirmed} confirmed attempts", kept.len());
        for (n, attempt) in kept.iter().enumerate() {
            assert_eq!(attempt.at, 1_000 + n as u64, "round {round}: each attempt once, in order");
        }
        drop(store);
        // The automatic backups alone rebuild every one.
        let scratch = tempfile::tempdir().unwrap();
        copy_dir(dir.path(), scratch.path());
        let (rebuilt, _) = rebuilt(scratch.path());
        assert_eq!(rebuilt.puzzle_attempts(Variant::Koenigszabel).unwrap(), kept, "round {round}");
    }
}

fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for entry in std::fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        if entry.file_type().unwrap().is_dir() {
            copy_dir(&entry.path(), &to.join(entry.file_name()));
        } else if entry.file_name() != "lock" {
            std::fs::copy(entry.path(), to.join(entry.file_name())).unwrap();
        }
    }
}

fn cases() -> u32 {
    std::env::var("PROPTEST_CASES").ok().and_then(|n| n.parse().ok()).unwrap_or(64)
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(cases()))]

    /// Any attempts, at shipped puzzles or at puzzles no longer shipped,
    /// made in any order of time, read back equal after an export and an
    /// import into a fresh store.
    #[test]
    fn any_attempts_recorded_exported_and_imported_read_back_equal(
        made in proptest::collection::vec(
            (proptest::bool::ANY, 0..3usize, 0..400usize, 0..2_000u64, proptest::bool::ANY, -40.0..40.0f64),
            0..30,
        )
    ) {
        let dir = tempfile::tempdir().unwrap();
        let (store, _) = Store::open(&dir.path().join("a")).unwrap();
        for &(tafl, kind, index, at, solved, points) in &made {
            let variant = if tafl { Variant::Koenigszabel } else { Variant::Einstein };
            let before = store.puzzle_rating(variant).unwrap();
            let (puzzle, after) = match (kind, puzzles(variant)) {
                (0, _) | (_, []) => ("gone".to_owned(), PuzzleRating { rating: before.rating + points, ..before }),
                (_, shipped) => {
                    let shipped = &shipped[index % shipped.len()];
                    (shipped.id.clone(), before.after(shipped, solved))
                }
            };
            let attempt = PuzzleAttempt { puzzle, at, solved, change: RatingChange { before, after } };
            store.record_puzzle_attempt(variant, &attempt).unwrap();
        }
        let path = dir.path().join("backup.json");
        store.export_backup(&path).unwrap();
        let (fresh, _) = Store::open(&dir.path().join("b")).unwrap();
        proptest::prop_assert_eq!(fresh.import_backup(&path).unwrap().attempts_added, made.len());
        proptest::prop_assert_eq!(both(&fresh), both(&store));
    }
}

/// A journal of games and puzzle attempts, as a store writes it: each
/// line's game id or attempt time, the bytes, and what was recorded.
struct Mixed {
    journal: Vec<u8>,
    lines: Vec<Line>,
    games: Vec<zabel_core::store::StoredGame>,
    attempts: Vec<PuzzleAttempt>,
}

#[derive(Clone, Copy, PartialEq, Debug)]
enum Line {
    Game(u64),
    Attempt(u64),
}

fn mixed() -> &'static Mixed {
    static MIXED: std::sync::OnceLock<Mixed> = std::sync::OnceLock::new();
    MIXED.get_or_init(|| {
        let dir = tempfile::tempdir().unwrap();
        let (store, _) = Store::open(dir.path()).unwrap();
        let (mut games, mut attempts) = (Vec::new(), Vec::new());
        for (n, is_game) in [true, false, false, true, false, true, false].into_iter().enumerate() {
            if is_game {
                games.push(store.record_game(common::finished(n as u64, 1_700_000_000 + n as u64)).unwrap());
            } else {
                attempts.extend(solve(&store, Variant::Einstein, 1, 1_000 + n as u64));
            }
        }
        let journal = std::fs::read(journal(dir.path())).unwrap();
        let lines = journal
            .split_inclusive(|&b| b == b'\n')
            .map(|line| {
                let read = read_journal(line);
                match (read.games.first(), read.attempts.first()) {
                    (Some(game), _) => Line::Game(game.id),
                    (_, Some(attempt)) => Line::Attempt(attempt.attempt.at),
                    _ => panic!("a whole line"),
                }
            })
            .collect();
        Mixed { journal, lines, games, attempts }
    })
}

#[derive(Clone, Debug)]
enum Damage {
    Byte { at: usize, to: u8 },
    DeleteLine { index: usize },
    ReplaceLine { index: usize, with: Vec<u8> },
    Truncate { at: usize },
}

fn any_damage() -> impl proptest::strategy::Strategy<Value = Damage> {
    use proptest::prelude::*;
    prop_oneof![
        3 => (any::<usize>(), any::<u8>()).prop_map(|(at, to)| Damage::Byte { at, to }),
        1 => any::<usize>().prop_map(|index| Damage::DeleteLine { index }),
        1 => (any::<usize>(), proptest::collection::vec(any::<u8>(), 0..80))
            .prop_map(|(index, with)| Damage::ReplaceLine { index, with }),
        1 => any::<usize>().prop_map(|at| Damage::Truncate { at }),
    ]
}

/// `bytes` with `damage` done, and the lines it touched.
fn damaged(bytes: &[u8], damage: &Damage) -> (Vec<u8>, Vec<usize>) {
    let mut bounds = vec![0];
    bounds.extend(bytes.iter().enumerate().filter(|(_, b)| **b == b'\n').map(|(i, _)| i + 1));
    let lines = bounds.len() - 1;
    let line_of = |at: usize| bounds.iter().rposition(|&start| start <= at).unwrap().min(lines - 1);
    let mut out = bytes.to_vec();
    let touched = match damage {
        Damage::Byte { at, to } => {
            let at = at % bytes.len();
            out[at] = *to;
            vec![line_of(at)]
        }
        Damage::DeleteLine { index } => {
            let index = index % lines;
            out.drain(bounds[index]..bounds[index + 1]);
            vec![index]
        }
        Damage::ReplaceLine { index, with } => {
            let index = index % lines;
            out.splice(bounds[index]..bounds[index + 1] - 1, with.iter().copied());
            vec![index]
        }
        Damage::Truncate { at } => {
            let at = at % (bytes.len() + 1);
            out.truncate(at);
            (line_of(at.min(bytes.len() - 1))..lines).collect()
        }
    };
    (out, touched)
}

/// Restores from the damaged journal alone: every game and attempt the
/// damage did not touch comes back, nothing comes back that was not
/// recorded, the games said lost are never more than were, and each
/// puzzle rating is one chain.
fn check_mixed_damage(damage: &Damage) -> Result<(), proptest::test_runner::TestCaseError> {
    use proptest::{prop_assert, prop_assert_eq};
    let mixed = mixed();
    let (bytes, touched) = damaged(&mixed.journal, damage);
    let touched: Vec<Line> = touched.into_iter().map(|line| mixed.lines[line]).collect();
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(dir.path().join("backups")).unwrap();
    std::fs::write(journal(dir.path()), &bytes).unwrap();
    let (store, report) = Store::open(dir.path()).unwrap();
    let attempts = store.puzzle_attempts(Variant::Einstein).unwrap();
    let games = store.games(usize::MAX, None).unwrap();
    let Some(recovery) = report.recovery else {
        prop_assert!(attempts.is_empty() && games.is_empty() && bytes.iter().all(u8::is_ascii_whitespace));
        return Ok(());
    };
    prop_assert_eq!((recovery.games_restored, recovery.attempts_restored), (games.len(), attempts.len()));
    let recorded = |a: &PuzzleAttempt| (a.puzzle.clone(), a.at, a.solved);
    let back: Vec<_> = attempts.iter().map(recorded).collect();
    for attempt in &mixed.attempts {
        let there = back.contains(&recorded(attempt));
        prop_assert!(
            there || touched.contains(&Line::Attempt(attempt.at)),
            "{:?}: attempt {} lost",
            damage,
            attempt.at
        );
    }
    for attempt in &back {
        prop_assert!(mixed.attempts.iter().any(|a| recorded(a) == *attempt), "{:?}: {:?} came back", damage, attempt);
    }
    let attempts_lost = mixed.attempts.iter().filter(|a| !back.contains(&recorded(a))).count();
    prop_assert!(
        recovery.attempts_lost <= attempts_lost,
        "{:?}: {} attempts said lost of {}",
        damage,
        recovery.attempts_lost,
        attempts_lost
    );
    // One lost before another that came back is seen by the gap it leaves.
    let last_back = mixed.attempts.iter().rposition(|a| back.contains(&recorded(a)));
    let lost_before_last = mixed.attempts[..last_back.unwrap_or(0)].iter().any(|a| !back.contains(&recorded(a)));
    prop_assert!(!lost_before_last || recovery.attempts_lost > 0, "{:?}: a lost attempt not told", damage);
    let mut lost = 0;
    for game in &mixed.games {
        let there = games.iter().any(|g| g.id == game.id && g.game == game.game);
        prop_assert!(there || touched.contains(&Line::Game(game.id)), "{:?}: game {} lost", damage, game.id);
        lost += usize::from(!there);
    }
    prop_assert!(recovery.games_lost <= lost, "{:?}: {} said lost of {}", damage, recovery.games_lost, lost);
    let mut rating = PuzzleRating::default();
    for attempt in &attempts {
        prop_assert_eq!(attempt.change.before, rating, "{:?}: one chain", damage);
        rating = attempt.change.after;
    }
    Ok(())
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(cases()))]

    #[test]
    fn journal_damage_loses_only_the_games_and_attempts_it_touches(damage in any_damage()) {
        check_mixed_damage(&damage)?;
    }
}

#[test]
fn every_single_byte_change_of_a_journal_of_games_and_attempts() {
    let length = mixed().journal.len();
    // Every 41st byte, so that it stays quick; the property test above
    // reaches the others.
    for at in (0..length).step_by(41) {
        for to in [b'\n', b'{', 0xFF] {
            check_mixed_damage(&Damage::Byte { at, to }).unwrap();
        }
    }
}
