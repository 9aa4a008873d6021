//! The K9 move notation: never panics, and what it accepts prints back the
//! same once its captures are in sorted order.
#![no_main]

use libfuzzer_sys::fuzz_target;
use zabel_core::tafl::{Ply, WrittenMove};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    if let Ok(written) = text.parse::<WrittenMove>() {
        let ply = Ply {
            mv: written.mv,
            captured: written.captured,
            king_captured: written.king_captured,
            king_escaped: written.king_escaped,
        };
        assert_eq!(ply.to_string().parse::<WrittenMove>().unwrap(), written);
    }
});
