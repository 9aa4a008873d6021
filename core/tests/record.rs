//! E7: game records are written, read and replayed exactly; bad records are
//! refused with the line and the reason.

mod common;

use zabel_core::einstein::{Game, Setup, Side};

const DOC_EXAMPLE: &str = "\
# EinStein würfelt nicht! — a Zabel game record
Format: zabel-einstein 1
Variant: two-player
Red: 1@b1 2@a2 3@c1 4@a3 5@b2 6@a1
Blue: 1@d5 2@e4 3@c5 4@e3 5@d4 6@e5
First: red
Result: *

1. 3 R3 c1-d2
2. 6 B6 e5xd4
3. 1 R1 b1-c2
";

#[test]
fn e7_the_documented_example_reads_and_writes_back_identically() {
    let game = Game::from_record(DOC_EXAMPLE).unwrap();
    assert_eq!(game.plies().len(), 3);
    assert_eq!(game.first(), Side::Red);
    assert_eq!(game.to_record(), DOC_EXAMPLE);
}

#[test]
fn e7_the_example_reaches_the_expected_position() {
    let game = Game::from_record(DOC_EXAMPLE).unwrap();
    // Red: 6@a1, 2@a2, 4@a3, 5@b2, R1 moved b1→c2, R3 moved c1→d2.
    // Blue: B6 took its own B5 on d4; B1 d5, B2 e4, B3 c5, B4 e3.
    assert_eq!(game.position().to_string(), "R64/R2R5R1R31/R43B4/3B6B2/2B3B11 b");
}

#[test]
fn e7_every_random_game_round_trips() {
    for seed in 0..300 {
        let game = common::random_game(seed);
        let text = game.to_record();
        let read = Game::from_record(&text).unwrap_or_else(|e| panic!("seed {seed}: {e}\n{text}"));
        assert_eq!(read, game, "seed {seed}");
        assert_eq!(read.to_record(), text);
    }
}

#[test]
fn e7_comments_blank_lines_and_unfinished_games_are_fine() {
    let text = DOC_EXAMPLE.replace("2. 6 B6 e5xd4", "\n# a comment\n2. 6 B6 e5xd4   # own capture");
    assert_eq!(Game::from_record(&text).unwrap().plies().len(), 3);
    let fresh = Game::new(Setup::ordered(), Setup::ordered(), Side::Blue);
    assert_eq!(Game::from_record(&fresh.to_record()).unwrap(), fresh);
}

#[test]
fn e7_a_resigned_game_says_who_resigned_and_reads_back_resigned() {
    let mut game = Game::from_record(DOC_EXAMPLE).unwrap();
    game.resign(Side::Blue).unwrap();
    let text = game.to_record();
    assert_eq!(text, DOC_EXAMPLE.replace("Result: *", "Result: red (blue resigned)"));
    let read = Game::from_record(&text).unwrap();
    assert_eq!((read.resigned(), &read), (Some(Side::Blue), &game));
    assert!(read.is_over() && read.outcome().is_none());
    assert_eq!(
        error_of(&text.replace("red (blue", "blue (blue")),
        "line 7: the result says a win for blue (blue resigned), but the moves give a win for red (blue resigned)"
    );
    assert!(error_of(&text.replace("red (blue resigned)", "red (green resigned)")).starts_with("line 7: result"));
    // A game the board has ended cannot be given up as well.
    let mut finished = common::random_game(3);
    let winner = finished.outcome().unwrap().winner;
    assert!(finished.resign(winner.opponent()).is_err());
    let claimed = finished.to_record().replace(
        &format!("Result: {}", winner.name()),
        &format!("Result: {} ({} resigned)", winner.name(), winner.opponent().name()),
    );
    assert!(error_of(&claimed).contains("the moves give a win for"), "{claimed}");
}

/// E6's position, Blue to move, as a lesson starts from it.
const E6_RECORD: &str = "\
# EinStein würfelt nicht! — a Zabel game record
Format: zabel-einstein 1
Variant: two-player
Position: 2B22/R1R53/1R43/3B6B1/2B41B5 b
Result: *

1. 2 B2 c1-b1
2. 4 R4 b3-c4
";

#[test]
fn e7_a_game_begun_at_an_e8_position_writes_it_and_reads_back() {
    let game = Game::from_record(E6_RECORD).unwrap();
    assert_eq!(game.start_position().to_string(), "2B22/R1R53/1R43/3B6B1/2B41B5 b");
    assert_eq!(game.first(), Side::Blue, "the position's side to move began");
    assert_eq!(game.setup(Side::Red), None, "no arrangement is known");
    assert_eq!(game.plies().len(), 2);
    assert_eq!(game.to_record(), E6_RECORD);
    let mut undone = game.clone();
    undone.undo();
    undone.undo();
    assert_eq!(undone.position(), &game.start_position(), "undo returns to the given position");
    assert_eq!(
        error_of(&E6_RECORD.replace("Position: 2B22", "Position: 9B22")),
        "line 4: position: rank 1: '9' is not a stone (R1..R6, B1..B6) or a count of empty squares (1..5)"
    );
    assert_eq!(
        error_of(&E6_RECORD.replace("Result: *", "First: red\nResult: *")),
        "line 5: 'Position' starts a game that 'Red', 'Blue' and 'First' also start"
    );
}

fn error_of(text: &str) -> String {
    Game::from_record(text).unwrap_err().to_string()
}

#[test]
fn e7_bad_headers_name_the_line() {
    assert_eq!(error_of(""), "line 1: the record must start with 'Format: zabel-einstein 1'");
    assert_eq!(error_of("hello world"), "line 1: the record must start with 'Format: zabel-einstein 1'");
    assert_eq!(error_of("Red: 1@a1"), "line 1: the record must start with 'Format: zabel-einstein 1'");
    assert_eq!(
        error_of("Format: zabel-einstein 9"),
        "line 1: format 'zabel-einstein 9' is not supported (this version reads 'zabel-einstein 1')"
    );
    let with = |from: &str, to: &str| error_of(&DOC_EXAMPLE.replace(from, to));
    assert_eq!(
        with("Variant: two-player", "Variant: four-player"),
        "line 3: variant 'four-player' is not supported (expected 'two-player')"
    );
    assert_eq!(
        with("Red: 1@b1", "Red: 1@e5"),
        "line 4: red setup: e5 is not in red's starting triangle (a1 b1 c1 a2 b2 a3)"
    );
    assert_eq!(with("First: red", "First: green"), "line 6: 'green' is not a side (red or blue)");
    assert_eq!(with("First: red", "Colour: red"), "line 6: unknown header 'Colour'");
    assert_eq!(with("First: red", "Variant: two-player"), "line 6: header 'Variant' appears twice");
    assert_eq!(with("First: red\n", ""), "line 8: header 'First' is missing");
    assert_eq!(
        with("Result: *", "Result: draw"),
        "line 7: result 'draw' is not red, blue (after a resignation 'red (blue resigned)') or *"
    );
    assert_eq!(
        with("Result: *", "Result: red"),
        "line 7: the result says a win for red, but the moves give an unfinished game"
    );
    assert_eq!(with("3. 1 R1 b1-c2", "3. 1 R1 b1-c2\nFirst: blue"), "line 12: header 'First' comes after the moves");
    assert_eq!(
        with("3. 1 R1 b1-c2", "3. 1 R1 b1-c2\nrubbish"),
        "line 12: 'rubbish' is neither a header ('Key: value') nor a ply ('1. 4 R4 b3-c4')"
    );
}

#[test]
fn e7_bad_plies_name_the_line_and_the_rule() {
    let with = |from: &str, to: &str| error_of(&DOC_EXAMPLE.replace(from, to));
    assert_eq!(
        with("2. 6 B6 e5xd4", "2. 6 B6"),
        "line 10: a ply needs 4 fields '<number>. <roll> <stone> <move>', found 3"
    );
    assert_eq!(with("2. 6 B6 e5xd4", "4. 6 B6 e5xd4"), "line 10: expected ply number 2, found '4.'");
    assert_eq!(with("2. 6 B6 e5xd4", "2. 7 B6 e5xd4"), "line 10: '7' is not a roll (1..6, or - for no roll)");
    assert_eq!(with("2. 6 B6 e5xd4", "2. 6 B9 e5xd4"), "line 10: 'B9' is not a stone like R4 or B2");
    assert_eq!(with("2. 6 B6 e5xd4", "2. 6 B6 e5/d4"), "line 10: 'e5/d4' is not a move like b3-c4 or b3xc4");
    assert_eq!(with("2. 6 B6 e5xd4", "2. 6 R6 e5xd4"), "line 10: blue is to move, not R6");
    assert_eq!(with("2. 6 B6 e5xd4", "2. 6 B5 e5xd4"), "line 10: e5xd4 moves B6, not B5");
    assert_eq!(with("2. 6 B6 e5xd4", "2. 6 B6 e5-d4"), "line 10: e5-d4 does not match the board: the move is e5xd4");
    assert_eq!(
        with("2. 6 B6 e5xd4", "2. 5 B6 e5xd4"),
        "line 10: e5-d4 is not legal after rolling 5; legal: d4-c3 d4-d3 d4-c4"
    );
    assert_eq!(with("2. 6 B6 e5xd4", "2. - B6 e5xd4"), "line 10: blue has more than one stone and must roll (E4.1)");
}

#[test]
fn e4_1_a_record_may_not_roll_for_a_single_stone_and_must_stop_at_the_end() {
    // Find a random game that ends with a single-stone side moving.
    let game = (0..2000).map(common::random_game).find(|g| g.plies().last().unwrap().roll.is_none()).unwrap();
    let text = game.to_record();
    let last = text.lines().last().unwrap();
    let rolled = last.replacen(" - ", " 3 ", 1);
    let line = text.lines().count();
    assert_eq!(
        error_of(&text.replace(last, &rolled)),
        format!(
            "line {line}: {} has one stone left and does not roll (E4.1)",
            game.plies().last().unwrap().mv.piece.side
        )
    );
    let after = format!("{text}{}. 1 R1 a1-b1\n", game.plies().len() + 1);
    assert_eq!(error_of(&after), format!("line {}: the game is over", line + 1));
}
