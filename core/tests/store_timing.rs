//! Timings of the store, by hand (issue 17's measures):
//! `cargo test --release -p zabel-core --test store_timing -- --ignored --nocapture`

mod common;

use common::{finished, write_backup};

use std::time::Instant;

use zabel_core::store::Store;

#[test]
#[ignore = "a measurement; run by hand with --release"]
fn import_a_thousand_game_backup() {
    let dir = tempfile::tempdir().unwrap();
    let backup = dir.path().join("older.json");
    write_backup(&backup, &(0..1000).map(|i| finished(i, 1_600_000_000 + i)).collect::<Vec<_>>());
    let (empty, _) = Store::open(&dir.path().join("empty")).unwrap();
    let began = Instant::now();
    assert_eq!(empty.import_backup(&backup).unwrap().added, 1000);
    let into_empty = began.elapsed();
    let again = Instant::now();
    assert_eq!(empty.import_backup(&backup).unwrap().skipped, 1000);
    let nothing_new = again.elapsed();

    let (played, _) = Store::open(&dir.path().join("played")).unwrap();
    let newer = dir.path().join("newer.json");
    write_backup(&newer, &(0..1000).map(|i| finished(10_000 + i, 1_700_000_000 + i)).collect::<Vec<_>>());
    played.import_backup(&newer).unwrap();
    let began = Instant::now();
    assert_eq!(played.import_backup(&backup).unwrap().added, 1000);
    let before_a_history = began.elapsed();
    eprintln!(
        "import 1,000 games: into an empty store {:.0} ms; again (all skipped) {:.0} ms; \
         older than a 1,000-game history (replays it) {:.0} ms",
        into_empty.as_secs_f64() * 1000.0,
        nothing_new.as_secs_f64() * 1000.0,
        before_a_history.as_secs_f64() * 1000.0
    );
}
