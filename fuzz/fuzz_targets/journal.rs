//! The backup journal's reader, as a recovery meets a damaged disk: never
//! panics, every game it returns replays, and it accounts for every byte
//! that is neither a game, a puzzle attempt, nor the line breaks between
//! them.
#![no_main]

use libfuzzer_sys::fuzz_target;
use zabel_core::store::read_journal;

fuzz_target!(|data: &[u8]| {
    let read = read_journal(data);
    for game in &read.games {
        assert!(game.game.validate().is_ok(), "game {} does not replay", game.id);
    }
    let kept: usize = read.unreadable.iter().map(Vec::len).sum();
    assert!(kept <= data.len());
    if read.games.is_empty() && read.attempts.is_empty() {
        // Kept whole, but for spaces before the first line.
        let kept = read.unreadable.concat();
        assert!(data.ends_with(&kept) && data[..data.len() - kept.len()].iter().all(u8::is_ascii_whitespace));
    }
});
