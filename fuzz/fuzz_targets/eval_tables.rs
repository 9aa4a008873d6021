//! The shipped evaluation table's parser (the n-tuple network's): never
//! panics, takes only finite weights, and the weights it took, written
//! back exactly, read as the same network. (Writing tables is the lab's
//! trainer's; the learned model's weights are the lab's too, and a
//! property test there checks their parser the same way.)
#![no_main]

use libfuzzer_sys::fuzz_target;
use zabel_core::ai::einstein::ntuple::Network;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    if let Ok(network) = Network::parse(text) {
        assert!(network.weights().iter().all(|w| w.is_finite()));
        let table: String = network
            .weights()
            .iter()
            .enumerate()
            .filter(|(_, w)| **w != 0.0)
            .map(|(index, weight)| format!("{index}\t{weight}\n"))
            .collect();
        assert_eq!(Network::parse(&table).expect("its own weights read"), network);
    }
});
