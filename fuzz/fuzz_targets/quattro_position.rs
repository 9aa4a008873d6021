//! The Q5 position parser: never panics, and what it accepts prints back to
//! notation that parses to the same position, whose moves never panic.
#![no_main]

use libfuzzer_sys::fuzz_target;
use zabel_core::einstein::DicePosition;
use zabel_core::einstein::Die;
use zabel_core::quattro::Position;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    if let Ok(position) = text.parse::<Position>() {
        let printed = position.to_string();
        assert_eq!(printed.parse::<Position>().unwrap(), position);
        for die in Die::ALL {
            if let Ok(moves) = position.legal_moves(Some(die)) {
                assert!(!moves.is_empty());
                for mv in &moves {
                    let mut next = position;
                    next.play_unchecked(mv);
                    assert_eq!(next.to_string().parse::<Position>().unwrap(), next);
                }
            }
        }
        let _ = position.legal_moves(None);
    }
});
