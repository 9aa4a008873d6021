//! The Q5 record reader: never panics, errors name a real line, and what it
//! accepts writes back to a record that reads to the same game.
#![no_main]

use libfuzzer_sys::fuzz_target;
use zabel_core::quattro::Game;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    match Game::from_record(text) {
        Ok(game) => assert_eq!(Game::from_record(&game.to_record()).unwrap(), game),
        Err(error) => assert!(error.line >= 1 && error.line <= text.lines().count().max(1)),
    }
});
