//! The OTN position parser (OTEP): never panics, and what it accepts
//! prints back to OTN that reads as the same position.
#![no_main]

use libfuzzer_sys::fuzz_target;
use zabel_core::tafl::{Side, from_otn, to_otn};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    for turn in [Side::Attackers, Side::Defenders] {
        if let Ok(position) = from_otn(text, turn) {
            assert_eq!(from_otn(&to_otn(&position), turn).unwrap(), position);
        }
    }
});
