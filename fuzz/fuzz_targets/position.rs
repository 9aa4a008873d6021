//! The E8 position parser: never panics, and what it accepts prints back
//! to notation that parses to the same position.
#![no_main]

use libfuzzer_sys::fuzz_target;
use zabel_core::einstein::DicePosition;
use zabel_core::einstein::{Die, Position};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    if let Ok(position) = text.parse::<Position>() {
        let printed = position.to_string();
        assert_eq!(printed.parse::<Position>().unwrap(), position);
        for die in Die::ALL {
            let _ = position.legal_moves(Some(die));
        }
        let _ = position.legal_moves(None);
    }
});
