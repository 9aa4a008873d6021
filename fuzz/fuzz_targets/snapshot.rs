//! The snapshot reader, as a recovery meets a damaged disk: never panics,
//! every game it returns replays, and with no game or puzzle attempt read
//! it keeps every byte after the header (but spaces before the first line)
//! as unreadable.
#![no_main]

use libfuzzer_sys::fuzz_target;
use zabel_core::store::read_snapshot;

fuzz_target!(|data: &[u8]| {
    let (settings, read) = read_snapshot(data);
    for game in &read.games {
        assert!(game.game.validate().is_ok(), "game {} does not replay", game.id);
    }
    let kept: usize = read.unreadable.iter().map(Vec::len).sum();
    assert!(kept <= data.len());
    if read.games.is_empty() && read.attempts.is_empty() {
        let kept = read.unreadable.concat();
        assert!(data.ends_with(&kept), "kept whole, in order");
        let before = &data[..data.len() - kept.len()];
        assert!(settings.is_some() || before.iter().all(u8::is_ascii_whitespace), "nothing but a header is left out");
    }
});
