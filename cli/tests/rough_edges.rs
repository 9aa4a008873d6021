//! The terminal's rough edges of issue 63 (item 4), each as a person meets
//! it: driven through stdin, in a data directory of the test's own.

mod common;

use std::path::Path;
use std::process::Output;

use common::zabel_in;

use zabel_core::text::{Language, keys, text};

fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// One rated EinStein game, resigned at the first prompt.
fn resign_a_game(data: &Path) -> String {
    let out = zabel_in(data, &["play", "--seed", "3"], "q\ny\n");
    assert!(out.status.success());
    stdout(&out)
}

#[test]
fn closing_the_input_names_the_command_that_continues_that_game() {
    let data = tempfile::tempdir().unwrap();
    let said = stdout(&zabel_in(data.path(), &["play", "tafl"], ""));
    assert!(said.contains("the game is saved and `zabel play tafl` continues it."), "{said}");
    let data = tempfile::tempdir().unwrap();
    let said = stdout(&zabel_in(data.path(), &["play", "trio"], ""));
    assert!(said.contains("`zabel play trio` continues it."), "{said}");
}

#[test]
fn a_move_with_a_part_that_is_no_square_says_which_and_picks_nothing() {
    let data = tempfile::tempdir().unwrap();
    let said = stdout(&zabel_in(data.path(), &["play", "tafl"], "g9-x9\n"));
    assert!(said.contains("g9-x9: 'x9' is not a square of this board; nothing was picked."), "{said}");
    let prompts: Vec<&str> = said.lines().filter(|line| line.starts_with("You: ")).collect();
    assert!(prompts.iter().all(|prompt| prompt.contains("a piece to move")), "g9 was not picked: {prompts:?}");
    let data = tempfile::tempdir().unwrap();
    let said = stdout(&zabel_in(data.path(), &["play", "tafl"], "x9-g10\n"));
    assert!(said.contains("x9-g10: 'x9' is not a square"), "{said}");
}

#[test]
fn no_rule_codes_in_what_players_read() {
    let code = |text: &str| {
        text.match_indices('(').any(|(at, _)| {
            let rest = &text[at + 1..];
            rest.starts_with(['E', 'K', 'R', 'Q']) && rest[1..].starts_with(|c: char| c.is_ascii_digit())
        })
    };
    for language in [Language::English, Language::German] {
        for key in keys(language) {
            let said = text(language, &key);
            assert!(!code(&said), "{key}: {said}");
        }
    }
    // And as the terminal says an illegal move.
    let data = tempfile::tempdir().unwrap();
    let said = stdout(&zabel_in(data.path(), &["play", "tafl", "--opponent", "human"], "g2-g7\n"));
    assert!(said.contains("g5 is in the way") || said.contains("is in the way"), "{said}");
    assert!(!code(&said), "{said}");
}

#[test]
fn resigning_says_you_resigned_and_a_rating_change_is_never_plus_nothing() {
    let data = tempfile::tempdir().unwrap();
    let said = resign_a_game(data.path());
    assert!(said.contains("The computer wins: you resigned."), "{said}");
    assert!(!said.contains("(+0)"), "{said}");
}

#[test]
fn the_rating_reads_while_a_game_is_open_elsewhere_as_the_history_does() {
    let data = tempfile::tempdir().unwrap();
    resign_a_game(data.path());
    let alone = stdout(&zabel_in(data.path(), &["rating"], ""));
    let held = zabel_core::store::Store::open(&data.path().join("zabel")).unwrap();
    let out = zabel_in(data.path(), &["rating"], "");
    drop(held);
    let said = stdout(&out);
    assert!(out.status.success(), "{said}{}", String::from_utf8_lossy(&out.stderr));
    assert!(said.contains("open in another window") || said.contains("backups"), "it says where it reads: {said}");
    let rating_line = |text: &str| text.lines().find(|l| l.starts_with("EinStein rating:")).map(str::to_owned);
    assert_eq!(rating_line(&said), rating_line(&alone), "{said}");
    assert!(rating_line(&alone).is_some_and(|line| !line.contains(" 1200 ")), "{alone}");
}

#[test]
fn history_and_rating_create_no_empty_store() {
    let data = tempfile::tempdir().unwrap();
    let said = stdout(&zabel_in(data.path(), &["history"], ""));
    assert!(said.contains("No finished games yet"), "{said}");
    let said = stdout(&zabel_in(data.path(), &["rating"], ""));
    assert!(said.contains("EinStein rating: 1200"), "{said}");
    assert!(!data.path().join("zabel").exists(), "nothing was created");
}

#[test]
fn prompts_that_take_any_text_say_what_they_expected() {
    // A yes or no: anything else is asked again, not taken as no.
    let data = tempfile::tempdir().unwrap();
    let said = stdout(&zabel_in(data.path(), &["play", "--seed", "5"], "q\nmaybe\ny\n"));
    assert!(said.contains("Type y for yes or n for no."), "{said}");
    assert!(said.contains("you resigned"), "{said}");
    // What becomes of an interrupted game.
    let data = tempfile::tempdir().unwrap();
    zabel_in(data.path(), &["play", "tafl"], "");
    let said = stdout(&zabel_in(data.path(), &["play", "--seed", "6"], "x\n\n"));
    assert!(said.contains("Type c or n, or press Enter."), "{said}");
    // The roll: only Enter rolls; a stone typed too early is told so and
    // asked again, and nothing is rolled for it.
    let data = tempfile::tempdir().unwrap();
    let said = stdout(&zabel_in(data.path(), &["play", "--seed", "7", "--first", "red", "--side", "red"], "4\nb3\n"));
    assert_eq!(said.matches("Press Enter, with nothing typed, to roll the die; q resigns.").count(), 2, "{said}");
    assert_eq!(said.matches("You: press Enter to roll the die").count(), 3, "asked again each time: {said}");
    assert!(!said.contains("You rolled"), "{said}");
    let data = tempfile::tempdir().unwrap();
    let said = stdout(&zabel_in(data.path(), &["play", "--seed", "7", "--first", "red", "--side", "red"], "4\n\n"));
    assert!(said.contains("You rolled"), "Enter still rolls: {said}");
    let data = tempfile::tempdir().unwrap();
    let german = zabel_in(data.path(), &["--lang", "de", "play", "trio", "--seed", "7"], "x\n");
    assert!(stdout(&german).contains("Drücke Enter, ohne etwas zu tippen, um zu würfeln; q gibt auf."));
}

#[test]
fn without_colours_the_marks_of_neighbouring_squares_stay_apart() {
    let data = tempfile::tempdir().unwrap();
    let said = stdout(&zabel_in(data.path(), &["play", "tafl", "--color", "never"], "g9\n"));
    assert!(said.contains("*·* *·*"), "{said}");
    assert!(!said.contains("**"), "{said}");
}

#[test]
fn analyse_says_whose_chance_the_columns_are() {
    let data = tempfile::tempdir().unwrap();
    let record = data.path().join("game.txt");
    let out = zabel_in(data.path(), &["play", "--seed", "3", "--record", record.to_str().unwrap()], "q\ny\n");
    assert!(out.status.success());
    let said = stdout(&zabel_in(data.path(), &["analyse", record.to_str().unwrap()], ""));
    assert!(said.contains("win%: the chance to win of the side that moved"), "{said}");
    assert!(said.contains("luck: what the roll gave that side"), "{said}");
}

#[test]
fn the_rating_charts_labels_are_each_a_different_rating() {
    let chart = zabel_cli::history::chart(&[1200.0, 1188.1, 1183.4], 10);
    let labels: Vec<&str> =
        chart.lines().filter_map(|line| line.split_once('|')).map(|(label, _)| label.trim()).collect();
    let shown: Vec<&str> = labels.iter().copied().filter(|label| !label.is_empty()).collect();
    let mut distinct = shown.clone();
    distinct.dedup();
    assert_eq!(shown, distinct, "{chart}");
    assert_eq!((shown.first(), shown.last()), (Some(&"1200"), Some(&"1183")), "{chart}");
}

#[test]
fn a_typed_move_is_read_as_the_notation_writes_it() {
    // Spaces around its parts, and captures after an `x` as K9 writes them.
    for typed in ["g2 - g4\n", "g2-g4xg9\n"] {
        let data = tempfile::tempdir().unwrap();
        let said = stdout(&zabel_in(data.path(), &["play", "tafl", "--opponent", "human"], typed));
        assert!(said.contains("The attackers played g2-g4."), "{typed}: {said}");
    }
}

#[test]
fn a_played_capture_is_told_from_the_notation() {
    let data = tempfile::tempdir().unwrap();
    let said = stdout(&zabel_in(data.path(), &["play", "tafl", "--opponent", "human"], "a5-f5\ne7-e3\nm5-h5\n"));
    assert!(said.contains("3. The attackers played m5-h5, capturing g5."), "{said}");
}

#[test]
fn analyse_calls_a_move_after_which_the_opponent_wins_by_force_a_blunder() {
    // Item 3, as a person reads it: level 5 against itself (seed 4, ply
    // 13), where the curve alone called g12-l12 good before g9-l9 won.
    let data = tempfile::tempdir().unwrap();
    let record = data.path().join("game.txt");
    std::fs::write(
        &record,
        "Format: zabel-tafl 1\nShieldwall: off\n\
         Start: 4aaaaa4/6a5a/8d4/13/1a4d6/a4ddd2d1a/a3dd3k1aa/a1a2ddd4a/a6d5/2a10/13/6a6/4aaaaa4 a\n\n\
         1. g12-l12\n2. g9-l9\n",
    )
    .unwrap();
    let said = stdout(&zabel_in(data.path(), &["analyse", record.to_str().unwrap()], ""));
    let row = said.lines().find(|line| line.contains("g12-l12")).unwrap_or_default();
    assert!(row.contains("blunder") && !row.contains("good"), "{said}");
    assert!(said.contains("The attackers made no mistakes and 1 blunder"), "{said}");
}
