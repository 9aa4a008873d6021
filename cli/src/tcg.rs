//! `zabel engine tcg`: the plain line protocol several EinStein engines speak.
//!
//! Columns A–E, rows 1–5, Red's home corner A1, Blue's E5 — the same squares
//! as RULES.md, written in capitals.
//!
//! - `name` → a name line; `version` → a version line
//! - `time_setting <seconds>` → `1`; the level keeps its own limit (at most
//!   1.5 s a move)
//! - `board_setting 5 6 [2]` (board size, stones a side, players) → `1`
//! - `ini R|B` → the squares of that side's stones 1..6 (its setup)
//! - `get R|B <die> <B1..B6> <R1..R6>` → `<from> <to>`; a square or `0` for
//!   a captured stone
//! - `exit` → stop
//!
//! A bad line is answered on stderr with `error: <reason>`; the engine goes on.

use std::io::{self, Write};

use zabel_core::ai::Cancel;
use zabel_core::ai::Engine;
use zabel_core::ai::einstein::levels::{LEVELS, Level};
use zabel_core::einstein::Einstein;
use zabel_core::einstein::{Die, Piece, Position, Side, Square, Stone};

#[derive(clap::Args)]
pub struct Args {
    /// The level to play at, 1..8 (default: the strongest).
    #[arg(long, default_value_t = LEVELS[LEVELS.len() - 1].number, value_parser = crate::levels::parse_level)]
    level: u8,
    /// Seed for the engine's choices (setups, search).
    #[arg(long, default_value_t = 1)]
    seed: u64,
}

/// An engine together with the budget of its level.
pub struct Player {
    engine: Box<dyn Engine<Einstein>>,
    level: &'static Level,
}

impl Player {
    pub fn new(level: &'static Level, seed: u64) -> Player {
        Player { engine: level.engine(seed), level }
    }
}

pub fn run(args: &Args) -> io::Result<()> {
    let level = zabel_core::ai::einstein::levels::by_number(args.level).expect("checked by the argument parser");
    let mut engine = Player::new(level, args.seed);
    let stdin = io::stdin().lock();
    let mut out = io::stdout().lock();
    let mut err = io::stderr().lock();
    for line in crate::lines::lines(stdin) {
        let reply = match line? {
            Ok(line) => answer(&mut engine, &line),
            Err(bad) => Reply::Error(bad.to_string()),
        };
        match reply {
            Reply::Line(text) => writeln!(out, "{text}")?,
            Reply::Error(reason) => writeln!(err, "error: {reason}")?,
            Reply::Silent => {}
            Reply::Exit => break,
        }
        out.flush()?;
    }
    Ok(())
}

#[derive(Debug, PartialEq, Eq)]
pub enum Reply {
    Line(String),
    Error(String),
    Silent,
    Exit,
}

/// A host's words echoed in an error, cut to one readable line, as the
/// OTEP engine cuts them.
fn shorten(text: &str) -> String {
    zabel_core::text::shortened(text, 40)
}

pub fn answer(player: &mut Player, line: &str) -> Reply {
    let words: Vec<&str> = line.split_whitespace().collect();
    let reply = match words.as_slice() {
        [] => return Reply::Silent,
        ["name"] => Ok(format!("Zabel level {}", player.level.number)),
        ["version"] => Ok(format!("zabel {}", env!("CARGO_PKG_VERSION"))),
        ["exit"] => return Reply::Exit,
        ["time_setting", seconds] => match seconds.parse::<f64>() {
            Ok(seconds) if seconds > 0.0 && seconds.is_finite() => Ok("1".to_owned()),
            _ => Err(format!("'{}' is not a number of seconds", shorten(seconds))),
        },
        ["board_setting", "5", "6"] | ["board_setting", "5", "6", "2"] => Ok("1".to_owned()),
        ["board_setting", ..] => {
            Err(format!("{}: this engine plays 5 × 5 with 6 stones a side, two players", words.join(" ")))
        }
        ["ini", side] => parse_side(side).map(|side| {
            let setup = player.engine.setup(side);
            Stone::ALL.iter().map(|&stone| capital(setup.square_of(side, stone))).collect::<Vec<_>>().join(" ")
        }),
        ["get", side, die, squares @ ..] => get(player, side, die, squares),
        [command, ..] => Err(format!(
            "unknown command '{}' (name, version, time_setting, board_setting, ini, get, exit)",
            shorten(command)
        )),
    };
    match reply {
        Ok(text) => Reply::Line(text),
        Err(reason) => Reply::Error(reason),
    }
}

fn get(player: &mut Player, side: &str, die: &str, squares: &[&str]) -> Result<String, String> {
    let side = parse_side(side)?;
    let die = die
        .parse::<u8>()
        .ok()
        .and_then(Die::new)
        .ok_or_else(|| format!("'{}' is not a die value 1..6", shorten(die)))?;
    if squares.len() != 12 {
        return Err(format!("get needs 12 squares (B1..B6 then R1..R6), found {}", squares.len()));
    }
    let mut pieces = Vec::new();
    for (index, text) in squares.iter().enumerate() {
        let owner = if index < 6 { Side::Blue } else { Side::Red };
        let piece = Piece::new(owner, Stone::ALL[index % 6]);
        if *text == "0" {
            continue;
        }
        let square = text.parse::<Square>().map_err(|e| format!("{piece}: {e}, or 0 for a captured stone"))?;
        pieces.push((square, piece));
    }
    let position = Position::from_pieces(pieces, side).map_err(|e| e.to_string())?;
    let decision =
        player.engine.decide(&position, Some(die), &player.level.budget, &Cancel::new()).map_err(|e| e.to_string())?;
    let mv = decision.mv;
    Ok(format!("{} {}", capital(mv.from), capital(mv.to)))
}

fn parse_side(text: &str) -> Result<Side, String> {
    match text {
        "R" | "r" => Ok(Side::Red),
        "B" | "b" => Ok(Side::Blue),
        _ => Err(format!("'{text}' is not a side (R or B)")),
    }
}

fn capital(square: Square) -> String {
    square.to_string().to_uppercase()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn reply(line: &str) -> Reply {
        answer(&mut Player::new(zabel_core::ai::einstein::levels::by_number(2).unwrap(), 7), line)
    }

    #[test]
    fn identifies_itself_and_exits() {
        assert_eq!(reply("name"), Reply::Line("Zabel level 2".to_owned()));
        assert!(matches!(reply("version"), Reply::Line(v) if v.starts_with("zabel ")));
        assert_eq!(reply("exit"), Reply::Exit);
        assert_eq!(reply("   "), Reply::Silent);
    }

    /// Hosts of the course this protocol comes from first set the clock and
    /// the board, and wait for `1` to each.
    #[test]
    fn takes_the_clock_and_its_own_board_and_refuses_another() {
        assert_eq!(reply("time_setting 600"), Reply::Line("1".to_owned()));
        assert_eq!(reply("board_setting 5 6"), Reply::Line("1".to_owned()));
        assert_eq!(reply("board_setting 5 6 2"), Reply::Line("1".to_owned()));
        let refused = |line| match reply(line) {
            Reply::Error(reason) => reason,
            other => panic!("{line}: {other:?}"),
        };
        assert_eq!(refused("time_setting soon"), "'soon' is not a number of seconds");
        assert_eq!(refused("time_setting 0"), "'0' is not a number of seconds");
        assert_eq!(
            refused("board_setting 6 6 3"),
            "board_setting 6 6 3: this engine plays 5 × 5 with 6 stones a side, two players"
        );
    }

    #[test]
    fn ini_places_the_six_stones_on_the_own_triangle() {
        let Reply::Line(squares) = reply("ini B") else { panic!() };
        let mut squares: Vec<&str> = squares.split(' ').collect();
        squares.sort();
        assert_eq!(squares, ["C5", "D4", "D5", "E3", "E4", "E5"]);
    }

    #[test]
    fn get_answers_a_legal_move_for_the_die() {
        // E6's position: Blue B2@C1 B6@D4 B1@E4 B4@C5 B5@E5; Red R1@A2 R5@B2 R4@B3.
        let line = "get B 2 E4 C1 0 C5 E5 D4 A2 0 0 B3 B2 0";
        assert_eq!(reply(line), Reply::Line("C1 B1".to_owned()));
        let red = "get R 6 E4 C1 0 C5 E5 D4 A2 0 0 B3 B2 0";
        let Reply::Line(mv) = reply(red) else { panic!() };
        assert!(["B2 C2", "B2 B3", "B2 C3"].contains(&mv.as_str()), "{mv}");
    }

    #[test]
    fn bad_lines_are_errors_not_crashes() {
        let error = |line| match reply(line) {
            Reply::Error(reason) => reason,
            other => panic!("{other:?}"),
        };
        assert_eq!(
            error("hello"),
            "unknown command 'hello' (name, version, time_setting, board_setting, ini, get, exit)"
        );
        assert_eq!(error("ini X"), "'X' is not a side (R or B)");
        let long = "x".repeat(5000);
        let said = error(&long);
        assert!(said.chars().count() < 150 && said.starts_with("unknown command 'xxx"), "{said}");
        let longer = format!("{long} more");
        assert_eq!(said, error(&longer), "cut as OTEP cuts it");
        assert_eq!(error("get R 7"), "'7' is not a die value 1..6");
        assert_eq!(error("get R 3 A1"), "get needs 12 squares (B1..B6 then R1..R6), found 1");
        assert_eq!(
            error("get R 3 E4 C1 0 C5 E5 D4 A2 0 0 B3 B2 Z9"),
            "R6: 'Z9' is not a square (a1..e5), or 0 for a captured stone"
        );
        assert_eq!(error("get R 3 E4 C1 0 C5 E5 D4 A2 0 0 B3 B2 A2"), "two stones stand on a2");
        assert_eq!(error("get R 3 0 0 0 0 0 0 A2 0 0 B3 B2 0"), "blue has just moved but has no stones");
    }

    use proptest::prelude::*;

    /// A word a host might send: a command, a side, a die, a square, `0`,
    /// or anything at all.
    fn word() -> impl Strategy<Value = String> {
        prop_oneof![
            proptest::sample::select(vec![
                "get",
                "ini",
                "name",
                "time_setting",
                "board_setting",
                "R",
                "B",
                "r",
                "0",
                "5",
                "6",
                "7",
                "-1"
            ])
            .prop_map(str::to_owned),
            (0u8..8).prop_map(|die| die.to_string()),
            ("[A-Fa-f]", 0u8..7).prop_map(|(file, rank)| format!("{file}{rank}")),
            "\\PC{0,4}",
        ]
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(400))]

        /// Whatever a host sends, the engine answers: a move it may play, or an error.
        #[test]
        fn every_get_is_answered_with_a_legal_move_or_an_error(
            side in "[RB]",
            die in 1u8..=6,
            squares in proptest::sample::subsequence((0u8..25).collect::<Vec<_>>(), 12).prop_shuffle(),
            captured in proptest::collection::vec(proptest::bool::weighted(0.3), 12),
        ) {
            // Distinct squares, some stones captured: mostly real positions,
            // some already won or lost.
            let squares: Vec<String> = squares
                .iter()
                .zip(&captured)
                .map(|(&index, &gone)| if gone { "0".to_owned() } else { capital(Square::from_index(index).unwrap()) })
                .collect();
            let line = format!("get {side} {die} {}", squares.join(" "));
            match reply(&line) {
                Reply::Line(mv) => {
                    let words: Vec<&str> = mv.split(' ').collect();
                    prop_assert_eq!(words.len(), 2, "{}", line);
                    prop_assert!(words.iter().all(|w| w.to_lowercase().parse::<Square>().is_ok()), "{} -> {}", line, mv);
                    // It moves one of the side's own stones: blue's are listed first.
                    let own = if side == "B" { &squares[..6] } else { &squares[6..] };
                    prop_assert!(own.iter().any(|square| square == words[0]), "{} -> {}", line, mv);
                }
                Reply::Error(reason) => prop_assert!(!reason.is_empty()),
                other => prop_assert!(false, "{line}: {other:?}"),
            }
        }

        #[test]
        fn any_line_is_answered_without_a_crash(words in proptest::collection::vec(word(), 0..16)) {
            reply(&words.join(" "));
        }
    }
}
