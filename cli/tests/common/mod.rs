//! The `zabel` binary as a person drives it in the tests: input on stdin,
//! the data under a directory of the test's own, no colours, and no locale
//! of whoever runs the tests.

use std::io::Write;
use std::path::Path;
use std::process::{Command, Output, Stdio};

/// `zabel` with `input` on stdin, its data under `data` (XDG_DATA_HOME).
pub fn zabel_in(data: &Path, args: &[&str], input: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_zabel"))
        .args(args)
        .env("NO_COLOR", "1")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG")
        .env("XDG_DATA_HOME", data)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("zabel starts");
    child.stdin.take().unwrap().write_all(input.as_bytes()).unwrap();
    child.wait_with_output().unwrap()
}
