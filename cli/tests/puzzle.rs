//! `zabel puzzle` driven as a person would: a hint that gives the puzzle
//! up and moves the rating, the solution replayed, a theme that does not
//! exist.

mod common;

use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Command, Stdio};

use common::zabel_in;

#[test]
fn a_theme_that_does_not_exist_is_refused_with_the_themes_there_are() {
    let data = tempfile::tempdir().unwrap();
    let output = zabel_in(data.path(), &["puzzle", "--theme", "zugzwang"], "");
    assert!(!output.status.success());
    let said = String::from_utf8(output.stderr).unwrap();
    assert!(said.contains("EinStein würfelt nicht! has no theme 'zugzwang'. The themes: "), "{said}");
    assert!(said.contains("race (Race to the corner)"), "each theme by its code and its name: {said}");
}

/// The player asks for a hint (the attempt is given up and the rating
/// falls), starts again and plays the solution the hint gave, move by
/// move, then stops: the rating is the one after the hint.
#[test]
fn a_hint_gives_the_puzzle_up_and_the_solution_replays() {
    let data = tempfile::tempdir().unwrap();
    let mut child = Command::new(env!("CARGO_BIN_EXE_zabel"))
        .args(["puzzle"])
        .env("NO_COLOR", "1")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG")
        .env("XDG_DATA_HOME", data.path())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    // A test that waits for words that never come would hang: after two
    // minutes the program is stopped, its output ends, and the test fails.
    let pid = child.id();
    std::thread::spawn(move || {
        std::thread::sleep(std::time::Duration::from_secs(120));
        let _ = Command::new("kill").arg(pid.to_string()).status();
    });
    let mut input = child.stdin.take().unwrap();
    let mut output = BufReader::new(child.stdout.take().unwrap());
    let mut said = String::new();
    // The first of `wanted` in the next lines, and what follows it.
    let mut read_until = |wanted: &[&str], said: &mut String| -> (usize, String) {
        loop {
            let mut line = String::new();
            assert!(output.read_line(&mut line).unwrap() > 0, "ended before {wanted:?}: {said}");
            said.push_str(&line);
            for (index, marker) in wanted.iter().enumerate() {
                if let Some(at) = line.find(marker) {
                    return (index, line[at + marker.len()..].trim().trim_end_matches('.').to_owned());
                }
            }
        }
    };
    read_until(&["Your puzzle rating in EinStein würfelt nicht! starts at 1500"], &mut said);
    writeln!(input, "h").unwrap();
    let (_, mut next) = read_until(&["The move: "], &mut said);
    let (_, change) = read_until(&["Puzzle rating 1500 → "], &mut said);
    assert!(change.contains('−'), "a hint counts as not solved: {change}");
    writeln!(input, "r").unwrap();
    read_until(&["the solution replays with h"], &mut said);
    loop {
        writeln!(input, "{next}").unwrap();
        if read_until(&["Right. The answer: ", "Solved"], &mut said).0 == 1 {
            break;
        }
        writeln!(input, "h").unwrap();
        next = read_until(&["The move: "], &mut said).1;
    }
    writeln!(input, "q").unwrap();
    drop(input);
    output.read_to_string(&mut said).unwrap();
    assert!(child.wait().unwrap().success());
    assert!(said.contains("Stopped. Your puzzle rating in EinStein würfelt nicht! is 1"), "{said}");
    assert_eq!(said.matches("Puzzle rating ").count(), 1, "one attempt, one change: {said}");
}
