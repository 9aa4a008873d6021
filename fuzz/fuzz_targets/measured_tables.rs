//! The measured tables' parsers (level ratings, setup scores): never panic,
//! and what they accept is what the opponent list and the setup choice can
//! use: finite ratings within their intervals, scores that are shares.
#![no_main]

use libfuzzer_sys::fuzz_target;
use zabel_core::ai::einstein::setups::parse_table;
use zabel_core::ai::level_table::parse_ratings;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    for row in parse_ratings(text).unwrap_or_default() {
        assert!(row.rating.is_finite() && row.low <= row.rating && row.rating <= row.high, "{row:?}");
    }
    for row in parse_table(text).unwrap_or_default() {
        assert!((0.0..=1.0).contains(&row.score), "{row:?}");
    }
});
