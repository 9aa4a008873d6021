//! The evaluation tables' parsers (the learned model's weights and the
//! n-tuple network's): never panic, and what they accept prints back to a
//! table that reads the same.
#![no_main]

use libfuzzer_sys::fuzz_target;
use zabel_core::ai::learned::Weights;
use zabel_core::ai::ntuple::Network;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    if let Ok(network) = Network::parse(text) {
        let table = network.to_table("fuzzed");
        let again = Network::parse(&table).expect("a printed table reads");
        assert_eq!(again.to_table("fuzzed"), table);
    }
    if let Ok(weights) = Weights::parse(text) {
        let table = weights.to_table("fuzzed");
        let again = Weights::parse(&table).expect("a printed table reads");
        assert_eq!(again.to_table("fuzzed"), table);
    }
});
