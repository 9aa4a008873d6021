//! The game record of K9: a plain-text header with the options, then one
//! move per line in tafl notation.
//!
//! ```text
//! # Königszabel — a Zabel game record
//! Format: zabel-tafl 1
//! Shieldwall: off
//! Result: defenders (king escaped)
//!
//! 1. g2-c2
//! 2. g5-c5xb5/c4
//! ```
//!
//! A game that did not start from K2's position (analysis, tests) says where
//! it started in a `Start: <K10 position>` header. A move line is
//! `<ply number>. <move>`; `#` starts a comment. `Result` is
//! `attackers`, `defenders`, `draw` or `*`, optionally followed by the reason
//! in brackets, and must agree with the replay; a game given up says who
//! did (`defenders (attackers resigned)`) and reads as resigned. Reading replays every move
//! through the rules, and the captures and `++`/`--` marks written must be
//! the ones the board gives, so a record that reads is a game that was legal.

use thiserror::Error;

use crate::record_text::{self, Reader, Shape};

use super::game::Game;
use super::moves::{ParseMoveError, WrittenMove};
use super::notation::NotationError;
use super::piece::Side;
use super::position::{DrawReason, Outcome, PlayError, Position, Rules, WinReason};

pub(crate) const FORMAT: &str = "zabel-tafl 1";

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
    #[error("'{0}' is neither a header ('Key: value') nor a move ('1. g2-c2')")]
    Garbage(String),
    #[error("unknown header '{0}'")]
    UnknownHeader(String),
    #[error("header '{0}' appears twice")]
    DuplicateHeader(String),
    #[error("header '{0}' comes after the moves")]
    HeaderAfterMoves(String),
    #[error("shieldwall '{0}' is neither 'on' nor 'off'")]
    Shieldwall(String),
    #[error("start position: {0}")]
    Start(NotationError),
    #[error("the start position says shieldwall {start}, the Shieldwall header {header}")]
    ShieldwallMismatch { start: &'static str, header: &'static str },
    #[error("result '{0}' is not attackers, defenders, draw or *, with an optional reason in brackets")]
    ResultValue(String),
    #[error("a move line needs 2 fields '<number>. <move>', found {0}")]
    MoveFields(usize),
    #[error("expected ply number {expected}, found '{found}'")]
    PlyNumber { expected: usize, found: String },
    #[error("{0}")]
    MoveText(String),
    #[error("{0}")]
    Illegal(PlayError),
    #[error("'{written}' does not match the board: the move is {actual}")]
    Captures { written: String, actual: String },
    #[error("the result says '{written}', but the moves give '{actual}'")]
    ResultMismatch { written: String, actual: String },
    #[error("rules: {0}")]
    Rules(String),
}

/// The result line's value for how a game ended, if it has.
pub fn result_text(game: &Game) -> String {
    if let Some(side) = game.resigned() {
        return record_text::resigned_result(side.opponent().name(), side.name());
    }
    let Some(outcome) = game.outcome() else {
        return "*".to_owned();
    };
    let reason = match outcome {
        Outcome::Win { reason: WinReason::KingEscaped, .. } => "king escaped",
        Outcome::Win { reason: WinReason::KingCaptured, .. } => "king captured",
        Outcome::Win { winner, reason: WinReason::NoLegalMove } => {
            return format!("{winner} ({} cannot move)", winner.opponent());
        }
        Outcome::Draw(DrawReason::Repetition) => "repetition",
        Outcome::Draw(DrawReason::NoCapture) => "200 plies without a capture",
    };
    format!("{} ({reason})", outcome.winner().map_or("draw", |side| side.name()))
}

impl Game {
    /// The K9 record of this game.
    pub fn to_record(&self) -> String {
        let mut text = String::from("# Königszabel — a Zabel game record\n");
        text += &format!("Format: {FORMAT}\n");
        text += &format!("Shieldwall: {}\n", on_off(self.rules().shieldwall));
        if *self.start() != Position::start(self.rules()) {
            text += &format!("Start: {}\n", self.start());
        }
        text += &format!("Result: {}\n\n", result_text(self));
        for (index, ply) in self.plies().iter().enumerate() {
            text += &format!("{}. {ply}\n", index + 1);
        }
        text
    }

    /// Reads and replays a K9 record. Errors name the line and the reason.
    pub fn from_record(text: &str) -> Result<Game, RecordError> {
        let mut headers = Headers::default();
        let mut game = record_text::replay(text, &mut headers).map_err(|(line, kind)| RecordError { line, kind })?;
        if let Some((written, line)) = headers.result {
            // A game over on the board cannot be given up: the comparison says so.
            if let Some(side) = record_text::resigned_in(&written).and_then(Side::from_name) {
                game.resign(side).ok();
            }
            let actual = result_text(&game);
            let agrees =
                if written.contains('(') { written == actual } else { actual.split(' ').next() == Some(&written) };
            if !agrees {
                return Err(RecordError { line, kind: RecordErrorKind::ResultMismatch { written, actual } });
            }
        }
        Ok(game)
    }
}

fn on_off(on: bool) -> &'static str {
    if on { "on" } else { "off" }
}

#[derive(Default)]
struct Headers {
    shieldwall: Option<bool>,
    start: Option<Position>,
    /// The value and its line.
    result: Option<(String, usize)>,
}

impl Headers {
    fn start_game(&self) -> Result<Game, RecordErrorKind> {
        match (self.start, self.shieldwall) {
            (None, shieldwall) => Ok(Game::new(Rules { shieldwall: shieldwall.unwrap_or(false) })),
            (Some(start), Some(header)) if header != start.rules().shieldwall => {
                Err(RecordErrorKind::ShieldwallMismatch {
                    start: on_off(start.rules().shieldwall),
                    header: on_off(header),
                })
            }
            (Some(start), _) => Ok(Game::from_position(start)),
        }
    }
}

impl Reader for Headers {
    type Game = Game;
    type Kind = RecordErrorKind;

    const FORMAT: &'static str = FORMAT;

    fn header(&mut self, key: &str, value: &str, line: usize) -> Result<(), RecordErrorKind> {
        match key {
            "Shieldwall" => {
                self.shieldwall = Some(match value {
                    "on" => true,
                    "off" => false,
                    _ => return Err(RecordErrorKind::Shieldwall(value.to_owned())),
                })
            }
            "Start" => self.start = Some(value.parse().map_err(RecordErrorKind::Start)?),
            "Result" => {
                let word = value.split(' ').next().unwrap_or_default();
                let reason_ok = match value.strip_prefix(word).map(str::trim) {
                    Some("") => true,
                    Some(reason) => reason.starts_with('(') && reason.ends_with(')'),
                    None => false,
                };
                if !matches!(word, "attackers" | "defenders" | "draw" | "*") || !reason_ok {
                    return Err(RecordErrorKind::ResultValue(value.to_owned()));
                }
                self.result = Some((value.to_owned(), line));
            }
            _ => return Err(RecordErrorKind::UnknownHeader(key.to_owned())),
        }
        Ok(())
    }

    fn start(&self, line: usize) -> Result<Game, (usize, RecordErrorKind)> {
        self.start_game().map_err(|kind| (line, kind))
    }

    fn ply(game: &mut Game, content: &str) -> Result<(), RecordErrorKind> {
        read_move(game, content)
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

fn read_move(game: &mut Game, content: &str) -> Result<(), RecordErrorKind> {
    let fields: Vec<&str> = content.split_whitespace().collect();
    let &[number, text] = fields.as_slice() else {
        return Err(RecordErrorKind::MoveFields(fields.len()));
    };
    let expected = game.plies().len() + 1;
    if number.strip_suffix('.').and_then(|n| n.parse::<usize>().ok()) != Some(expected) {
        return Err(RecordErrorKind::PlyNumber { expected, found: number.to_owned() });
    }
    let written: WrittenMove = text.parse().map_err(|e: ParseMoveError| RecordErrorKind::MoveText(e.to_string()))?;
    let ply = game.play(written.mv).map_err(RecordErrorKind::Illegal)?;
    if !written.agrees_with(&ply) {
        return Err(RecordErrorKind::Captures { written: text.to_owned(), actual: ply.to_string() });
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn k9_a_resigned_game_says_who_resigned_and_reads_back_resigned() {
        let mut game = Game::new(Rules::default());
        game.play("g2-c2".parse().unwrap()).unwrap();
        game.resign(Side::Attackers).unwrap();
        assert_eq!(game.resign(Side::Defenders), Err(PlayError::GameOver));
        assert_eq!(game.play("g5-c5".parse().unwrap()), Err(PlayError::GameOver));
        let record = game.to_record();
        assert!(record.contains("Result: defenders (attackers resigned)\n"), "{record}");
        let read = Game::from_record(&record).unwrap();
        assert_eq!((read.resigned(), &read), (Some(Side::Attackers), &game));
        // The winner must be the other side, and the board must not have ended.
        let wrong = record.replace("defenders (attackers", "attackers (attackers");
        assert!(matches!(Game::from_record(&wrong).unwrap_err().kind, RecordErrorKind::ResultMismatch { .. }));
        let start: Position = "13/13/13/13/13/13/13/13/13/k12/13/13/4a8 d".parse().unwrap();
        let mut escaped = Game::from_position(start);
        escaped.play("a4-a1".parse().unwrap()).unwrap();
        assert_eq!(escaped.resign(Side::Attackers), Err(PlayError::GameOver));
        let claimed = escaped.to_record().replace("defenders (king escaped)", "defenders (attackers resigned)");
        assert!(matches!(Game::from_record(&claimed).unwrap_err().kind, RecordErrorKind::ResultMismatch { .. }));
        // Taking back the last ply takes back the resignation after it.
        let mut undone = game.clone();
        undone.undo();
        assert_eq!((undone.resigned(), undone.is_over()), (None, false));
    }

    #[test]
    fn k9_a_game_from_another_position_records_its_start() {
        let start: Position = "13/13/13/13/13/13/13/13/13/k12/13/13/4a8 d shieldwall".parse().unwrap();
        let mut game = Game::from_position(start);
        game.play("a4-a1".parse().unwrap()).unwrap();
        let record = game.to_record();
        assert!(record.contains(&format!("Start: {start}\n")), "{record}");
        assert!(record.contains("Result: defenders (king escaped)\n") && record.contains("\n1. a4-a1--\n"));
        assert_eq!(Game::from_record(&record), Ok(game));
        let clash = record.replace("Shieldwall: on", "Shieldwall: off");
        assert_eq!(
            Game::from_record(&clash).unwrap_err().kind,
            RecordErrorKind::ShieldwallMismatch { start: "on", header: "off" }
        );
        let bad = record.replace("k12/13/13/4a8 d", "k12/13/13/4a7 d");
        assert_eq!(Game::from_record(&bad).unwrap_err().line, 4);
        assert!(!Game::new(Rules::default()).to_record().contains("Start:"));
    }
}
