//! `zabel engine otep` reading whatever a host sends, one line after
//! another: it never panics, and every move it names is the one it played
//! in its own game, so it was legal there (Part K).
#![no_main]

use libfuzzer_sys::fuzz_target;
use zabel_cli::otep::{Engine, Reply, answer};
use zabel_core::ai::tafl::by_number;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    // The random mover, so the fuzzer spends its time parsing.
    let mut engine = Engine::new(by_number(1).expect("level 1"), 1);
    for line in text.lines() {
        match answer(&mut engine, line) {
            Reply::Goodbye => break,
            Reply::Line(reply) => {
                if let Some(mv) = reply.strip_prefix("move ") {
                    let played = engine.game().plies().last().map(|ply| ply.mv.to_string());
                    assert_eq!(played.as_deref(), Some(mv), "{line} → {reply}");
                }
            }
            Reply::Silent => {}
        }
    }
});
