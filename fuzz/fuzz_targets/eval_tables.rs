//! The shipped evaluation table's parser (the n-tuple network's): never
//! panics, and what it accepts prints back to a table that reads the same.
//! (The learned model's weights are the lab's; a property test there
//! checks their parser the same way.)
#![no_main]

use libfuzzer_sys::fuzz_target;
use zabel_core::ai::einstein::ntuple::Network;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    if let Ok(network) = Network::parse(text) {
        let table = network.to_table("fuzzed");
        let again = Network::parse(&table).expect("a printed table reads");
        assert_eq!(again.to_table("fuzzed"), table);
    }
});
