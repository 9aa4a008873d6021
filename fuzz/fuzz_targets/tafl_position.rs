//! The K10 position parser: never panics, and what it accepts prints back
//! to notation that parses to the same position, whose moves all play.
#![no_main]

use libfuzzer_sys::fuzz_target;
use zabel_core::tafl::Position;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    if let Ok(position) = text.parse::<Position>() {
        let printed = position.to_string();
        assert_eq!(printed.parse::<Position>().unwrap(), position);
        let moves = position.legal_moves();
        assert_eq!(moves.len() as u32, position.count_moves());
        for &mv in &moves {
            let mut next = position;
            next.play(mv).unwrap();
            assert_eq!(next.to_string().parse::<Position>().unwrap(), next);
        }
        let _ = position.outcome();
    }
});
