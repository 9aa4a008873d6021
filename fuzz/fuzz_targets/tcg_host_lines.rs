//! `zabel engine tcg` reading whatever a host sends, one line after another:
//! it never panics, and every move it names starts on a square and ends on
//! another.
#![no_main]

use libfuzzer_sys::fuzz_target;
use zabel_cli::tcg::{Player, Reply, answer};
use zabel_core::ai::einstein::levels::by_number;
use zabel_core::einstein::Square;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    // A level that decides at once, so the fuzzer spends its time parsing.
    let mut player = Player::new(by_number(2).expect("level 2"), 1);
    for line in text.lines() {
        match answer(&mut player, line) {
            Reply::Exit => break,
            Reply::Line(reply) if line.split_whitespace().next() == Some("get") => {
                let squares: Vec<&str> = reply.split(' ').collect();
                assert_eq!(squares.len(), 2, "{line} → {reply}");
                for square in squares {
                    assert!(square.to_lowercase().parse::<Square>().is_ok(), "{line} → {reply}");
                }
            }
            _ => {}
        }
    }
});
