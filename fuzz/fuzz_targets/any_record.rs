//! A record of any game, as a file or the clipboard hands it over: never
//! panics, and what it accepts writes back to a record that reads to the
//! same game.
#![no_main]

use libfuzzer_sys::fuzz_target;
use zabel_core::games::AnyGame;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    if let Ok(game) = AnyGame::read_record(text) {
        assert_eq!(AnyGame::read_record(&game.state().to_record()).unwrap(), game);
    }
});
