//! The reader of snapshots in the whole-file format before lines, as a
//! recovery meets a damaged disk: never panics, every game it returns
//! replays, and what it keeps as unreadable are bytes of the file.
#![no_main]

use libfuzzer_sys::fuzz_target;
use zabel_core::store::read_whole_file_snapshot;

fuzz_target!(|data: &[u8]| {
    let (_, read) = read_whole_file_snapshot(data);
    for game in &read.games {
        assert!(game.game.validate().is_ok(), "game {} does not replay", game.id);
    }
    let kept: usize = read.unreadable.iter().map(Vec::len).sum();
    assert!(kept <= data.len());
});
