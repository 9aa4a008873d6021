//! The game record of E7: a plain-text header, then one line per ply.
//!
//! ```text
//! # EinStein würfelt nicht! — a Zabel game record
//! Format: zabel-einstein 1
//! Variant: two-player
//! Red: 1@b1 2@a2 3@c1 4@a3 5@b2 6@a1
//! Blue: 1@d5 2@e4 3@c5 4@e3 5@d4 6@e5
//! First: red
//! Result: *
//!
//! 1. 3 R3 c1-d2
//! 2. 6 B6 e5xd4
//! 3. 1 R1 b1-c2
//! ```
//!
//! A game that began at a position (a lesson's, a puzzle's) writes it as
//! E8 does, `Position: 2B22/R1R53/1R43/3B6B1/2B41B5 b`, in place of `Red`,
//! `Blue` and `First`.
//!
//! A ply line is `<number>. <roll or -> <stone> <move>`. `#` starts a comment.
//! `Result` is `red`, `blue` or `*` for an unfinished game, and must agree
//! with the replay; a game given up says who did (`red (blue resigned)`)
//! and reads as resigned. Reading replays every ply through the rules, so a record
//! that reads is a game that was legal.

use crate::einstein::DicePosition;
use thiserror::Error;

use super::game::{Game, Start};
use super::notation::NotationError;
use super::piece::Piece;
use super::position::{PlayError, Position};
use super::setup::{Setup, SetupError};
use super::side::Side;
use crate::dice::parse_move_text;
use crate::dice::{parse_roll, roll_to_string};
use crate::record_text::{self, Reader, Shape};

pub(crate) const FORMAT: &str = "zabel-einstein 1";
const VARIANT: &str = "two-player";

/// What is wrong with a record, and on which line (1-based).
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("line {line}: {kind}")]
pub struct RecordError {
    pub line: usize,
    pub kind: RecordErrorKind,
}

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum RecordErrorKind {
    #[error("the record must start with 'Format: {FORMAT}'")]
    NotARecord,
    #[error("format '{0}' is not supported (this version reads '{FORMAT}')")]
    Format(String),
    #[error("variant '{0}' is not supported (expected '{VARIANT}')")]
    Variant(String),
    #[error("'{0}' is neither a header ('Key: value') nor a ply ('1. 4 R4 b3-c4')")]
    Garbage(String),
    #[error("unknown header '{0}'")]
    UnknownHeader(String),
    #[error("header '{0}' appears twice")]
    DuplicateHeader(String),
    #[error("header '{0}' comes after the moves")]
    HeaderAfterMoves(String),
    #[error("header '{0}' is missing")]
    MissingHeader(&'static str),
    #[error("{side} setup: {error}")]
    Setup { side: Side, error: SetupError },
    #[error("position: {0}")]
    Position(NotationError),
    #[error("'Position' starts a game that 'Red', 'Blue' and 'First' also start")]
    TwoStarts,
    #[error("'{0}' is not a side (red or blue)")]
    Side(String),
    #[error("result '{0}' is not red, blue (after a resignation 'red (blue resigned)') or *")]
    ResultValue(String),
    #[error("a ply needs 4 fields '<number>. <roll> <stone> <move>', found {0}")]
    PlyFields(usize),
    #[error("expected ply number {expected}, found '{found}'")]
    PlyNumber { expected: usize, found: String },
    #[error("'{0}' is not a roll (1..6, or - for no roll)")]
    Roll(String),
    #[error("'{0}' is not a stone like R4 or B2")]
    Stone(String),
    #[error("'{0}' is not a move like b3-c4 or b3xc4")]
    MoveText(String),
    #[error("{0} is to move, not {1}")]
    WrongSide(Side, String),
    #[error("{mv} moves {actual}, not {written}")]
    WrongStone { mv: String, actual: String, written: String },
    #[error("{written} does not match the board: the move is {actual}")]
    CaptureMark { written: String, actual: String },
    #[error("{0}")]
    Illegal(PlayError),
    #[error("the result says {written}, but the moves give {actual}")]
    ResultMismatch { written: String, actual: String },
}

fn result_text(game: &Game) -> String {
    match (game.resigned(), game.outcome()) {
        (Some(side), _) => record_text::resigned_result(side.opponent().name(), side.name()),
        (None, outcome) => outcome.map_or("*", |outcome| outcome.winner.name()).to_owned(),
    }
}

impl Game {
    /// The E7 record of this game.
    pub fn to_record(&self) -> String {
        let mut text = String::from("# EinStein würfelt nicht! — a Zabel game record\n");
        text += &format!("Format: {FORMAT}\nVariant: {VARIANT}\n");
        match self.start() {
            Start::Setups { red, blue, first } => {
                text += &format!("Red: {}\nBlue: {}\nFirst: {first}\n", red.text(Side::Red), blue.text(Side::Blue));
            }
            Start::Position(position) => text += &format!("Position: {position}\n"),
        }
        text += &format!("Result: {}\n\n", result_text(self));
        for (index, ply) in self.plies().iter().enumerate() {
            text += &format!("{}. {} {} {}\n", index + 1, roll_to_string(ply.roll), ply.mv.piece, ply.mv);
        }
        text
    }

    /// Reads and replays an E7 record. Errors name the line and the reason.
    pub fn from_record(text: &str) -> Result<Game, RecordError> {
        let mut headers = Headers::default();
        let mut game = record_text::replay(text, &mut headers).map_err(|(line, kind)| RecordError { line, kind })?;
        if let Some(written) = headers.result {
            // A game over on the board cannot be given up: the comparison says so.
            if let Some(side) = record_text::resigned_in(&written).and_then(Side::from_name) {
                game.resign(side).ok();
            }
            let actual = result_text(&game);
            if written != actual {
                return Err(RecordError {
                    line: headers.result_line,
                    kind: RecordErrorKind::ResultMismatch {
                        written: describe_result(&written),
                        actual: describe_result(&actual),
                    },
                });
            }
        }
        Ok(game)
    }
}

fn describe_result(result: &str) -> String {
    match result {
        "*" => "an unfinished game".to_owned(),
        won => format!("a win for {won}"),
    }
}

#[derive(Default)]
struct Headers {
    red: Option<Setup>,
    blue: Option<Setup>,
    first: Option<Side>,
    position: Option<Position>,
    result: Option<String>,
    result_line: usize,
}

impl Headers {
    fn start_game(&self) -> Result<Game, RecordErrorKind> {
        if let Some(position) = self.position {
            return Ok(Game::from_position(position));
        }
        let red = self.red.ok_or(RecordErrorKind::MissingHeader("Red"))?;
        let blue = self.blue.ok_or(RecordErrorKind::MissingHeader("Blue"))?;
        let first = self.first.ok_or(RecordErrorKind::MissingHeader("First"))?;
        Ok(Game::new(red, blue, first))
    }
}

impl Reader for Headers {
    type Game = Game;
    type Kind = RecordErrorKind;

    const FORMAT: &'static str = FORMAT;

    fn header(&mut self, key: &str, value: &str, line: usize) -> Result<(), RecordErrorKind> {
        let setup = |side| Setup::parse(side, value).map_err(|error| RecordErrorKind::Setup { side, error });
        let set_up = self.red.is_some() || self.blue.is_some() || self.first.is_some();
        if (key == "Position" && set_up) || (matches!(key, "Red" | "Blue" | "First") && self.position.is_some()) {
            return Err(RecordErrorKind::TwoStarts);
        }
        match key {
            "Variant" if value == VARIANT => {}
            "Variant" => return Err(RecordErrorKind::Variant(value.to_owned())),
            "Red" => self.red = Some(setup(Side::Red)?),
            "Blue" => self.blue = Some(setup(Side::Blue)?),
            "Position" => self.position = Some(value.parse().map_err(RecordErrorKind::Position)?),
            "First" => {
                self.first = Some(Side::from_name(value).ok_or_else(|| RecordErrorKind::Side(value.to_owned()))?)
            }
            "Result" => {
                let winner = value.split(' ').next().unwrap_or_default();
                let resigned = record_text::resigned_in(value).and_then(Side::from_name);
                let said =
                    value == "*" || (matches!(winner, "red" | "blue") && (value == winner || resigned.is_some()));
                if !said {
                    return Err(RecordErrorKind::ResultValue(value.to_owned()));
                }
                self.result = Some(value.to_owned());
                self.result_line = line;
            }
            _ => return Err(RecordErrorKind::UnknownHeader(key.to_owned())),
        }
        Ok(())
    }

    fn start(&self, line: usize) -> Result<Game, (usize, RecordErrorKind)> {
        self.start_game().map_err(|kind| (line, kind))
    }

    fn ply(game: &mut Game, content: &str) -> Result<(), RecordErrorKind> {
        read_ply(game, content)
    }
}

impl From<Shape> for RecordErrorKind {
    fn from(shape: Shape) -> RecordErrorKind {
        match shape {
            Shape::NotARecord => RecordErrorKind::NotARecord,
            Shape::Format(value) => RecordErrorKind::Format(value),
            Shape::DuplicateHeader(key) => RecordErrorKind::DuplicateHeader(key),
            Shape::Garbage(content) => RecordErrorKind::Garbage(content),
            Shape::HeaderAfterMoves(key) => RecordErrorKind::HeaderAfterMoves(key),
        }
    }
}

fn read_ply(game: &mut Game, content: &str) -> Result<(), RecordErrorKind> {
    let fields: Vec<&str> = content.split_whitespace().collect();
    let &[number, roll, stone, mv] = fields.as_slice() else {
        return Err(RecordErrorKind::PlyFields(fields.len()));
    };
    let expected = game.plies().len() + 1;
    if number.strip_suffix('.').and_then(|n| n.parse::<usize>().ok()) != Some(expected) {
        return Err(RecordErrorKind::PlyNumber { expected, found: number.to_owned() });
    }
    let roll = parse_roll(roll).ok_or_else(|| RecordErrorKind::Roll(roll.to_owned()))?;
    let piece: Piece = stone.parse().map_err(|_| RecordErrorKind::Stone(stone.to_owned()))?;
    let (from, to, captures) = parse_move_text(mv).ok_or_else(|| RecordErrorKind::MoveText(mv.to_owned()))?;
    let position = *game.position();
    if position.is_over() {
        return Err(RecordErrorKind::Illegal(PlayError::GameOver));
    }
    if piece.side != position.turn() {
        return Err(RecordErrorKind::WrongSide(position.turn(), stone.to_owned()));
    }
    let legal = position.find_move(roll, from, to).map_err(RecordErrorKind::Illegal)?;
    if legal.piece != piece {
        return Err(RecordErrorKind::WrongStone {
            mv: mv.to_owned(),
            actual: legal.piece.to_string(),
            written: stone.to_owned(),
        });
    }
    if legal.is_capture() != captures {
        return Err(RecordErrorKind::CaptureMark { written: mv.to_owned(), actual: legal.to_string() });
    }
    game.play(roll, &legal).map_err(RecordErrorKind::Illegal)
}
