//! The game record of Q5: E7's plain-text shape, with the game, each seat's
//! player and setup in the header.
//!
//! ```text
//! # EinStein würfelt nicht! for three or four — a Zabel game record
//! Format: zabel-einstein-quattro 1
//! Game: trio
//! Player T: Anna
//! Player U: computer 3
//! Player W: Ben
//! Setup T: 1@a1 2@b1 3@c1 4@a2 5@b2 6@a3
//! Setup U: 1@f1 2@e1 3@d1 4@f2 5@e2 6@f3
//! Setup W: 1@a6 2@b6 3@c6 4@a5 5@b5 6@a4
//! First: t
//! Result: *
//!
//! 1. 3 T3 c1-d2
//! 2. 6 U6 f3-e4
//! 3. 1 W1 a6xa5
//! ```
//!
//! A game that began at a position (a lesson's) writes it as Q5 does,
//! `Position: …`, in place of the `Setup` lines and `First`.
//!
//! A ply line is `<number>. <roll or -> <stone> <move>`. `#` starts a comment.
//! `Result` is the winning side (`t+v`, `u+w`, `t+u`, `v+w`; in the trio `t`
//! or `u+w`), or `*` for an unfinished game, and must agree with the replay;
//! a game given up says who did (`t+v (u resigned)`) and reads as resigned.
//! Reading replays every ply through the rules, so a record that reads is a
//! game that was legal.

use crate::dice::DicePosition;
use thiserror::Error;

use super::game::{Game, PlayerError, Start};
use super::notation::NotationError;
use super::piece::Piece;
use super::position::{PlayError, Position, PositionError};
use super::seat::{Seat, SeatSet};
use super::seating::Seating;
use super::setup::{SetupError, parse_setup, setup_text};
use crate::dice::Setup;
use crate::dice::parse_move_text;
use crate::dice::{parse_roll, roll_to_string};
use crate::record_text::{self, Reader, Shape};

pub(crate) const FORMAT: &str = "zabel-einstein-quattro 1";

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
    #[error("game '{0}' is not quattro-diagonal, quattro-longline or trio")]
    Game(String),
    #[error("'{0}' is neither a header ('Key: value') nor a ply ('1. 4 T4 b3-c4')")]
    Garbage(String),
    #[error("unknown header '{0}'")]
    UnknownHeader(String),
    #[error("header '{0}' appears twice")]
    DuplicateHeader(String),
    #[error("header '{0}' comes after the moves")]
    HeaderAfterMoves(String),
    #[error("header '{0}' is missing")]
    MissingHeader(String),
    #[error("header '{header}': nobody sits at {seat} in {seating}")]
    NotSeated { header: String, seat: Seat, seating: Seating },
    #[error("{seat} setup: {error}")]
    Setup { seat: Seat, error: SetupError },
    #[error("{0}")]
    Player(PlayerError),
    #[error("'{0}' is not a seat (t, u, v or w)")]
    Seat(String),
    #[error("result '{0}' is not a side like t+v, u+w or t (after a resignation 't+v (u resigned)'), or *")]
    ResultValue(String),
    #[error("a ply needs 4 fields '<number>. <roll> <stone> <move>', found {0}")]
    PlyFields(usize),
    #[error("expected ply number {expected}, found '{found}'")]
    PlyNumber { expected: usize, found: String },
    #[error("'{0}' is not a roll (1..6, or - for no roll)")]
    Roll(String),
    #[error("'{0}' is not a stone like T4 or W2")]
    Stone(String),
    #[error("'{0}' is not a move like b3-c4 or b3xc4")]
    MoveText(String),
    #[error("{0} is to move, not {1}")]
    WrongSeat(Seat, String),
    #[error("{mv} moves {actual}, not {written}")]
    WrongStone { mv: String, actual: String, written: String },
    #[error("{written} does not match the board: the move is {actual}")]
    CaptureMark { written: String, actual: String },
    #[error("{0}")]
    Illegal(PlayError),
    #[error("{0}")]
    Start(PositionError),
    #[error("position: {0}")]
    Position(NotationError),
    #[error("the position is of {found}, but the game line says {said}")]
    PositionGame { found: Seating, said: Seating },
    #[error("'Position' starts a game that 'Setup' and 'First' also start")]
    TwoStarts,
    #[error("the result says {written}, but the moves give {actual}")]
    ResultMismatch { written: String, actual: String },
}

/// The winners as the `Result` header writes them, and who resigned.
fn result_text(game: &Game) -> String {
    match (game.winners(), game.resigned()) {
        (Some(winners), Some(seat)) => record_text::resigned_result(&winners.to_string(), seat.name()),
        (winners, _) => winners.map_or_else(|| "*".to_owned(), |winners| winners.to_string()),
    }
}

impl Game {
    /// The Q5 record of this game.
    pub fn to_record(&self) -> String {
        let mut text = String::from("# EinStein würfelt nicht! for three or four — a Zabel game record\n");
        text += &format!("Format: {FORMAT}\nGame: {}\n", self.seating());
        let seats = self.seating().seats();
        for seat in seats.iter() {
            let name = self.player(seat);
            let sep = if name.is_empty() { "" } else { " " };
            text += &format!("Player {}:{sep}{name}\n", seat.letter());
        }
        match self.start() {
            Start::Setups { setups, first } => {
                for seat in seats.iter() {
                    let setup = setups[seat.index()].expect("seated seats have setups");
                    text += &format!("Setup {}: {}\n", seat.letter(), setup_text(&setup, seat));
                }
                text += &format!("First: {first}\n");
            }
            Start::Position(position) => text += &format!("Position: {position}\n"),
        }
        text += &format!("Result: {}\n\n", result_text(self));
        for (index, ply) in self.plies().iter().enumerate() {
            text += &format!("{}. {} {} {}\n", index + 1, roll_to_string(ply.roll), ply.mv.piece, ply.mv);
        }
        text
    }

    /// Reads and replays a Q5 record. Errors name the line and the reason.
    pub fn from_record(text: &str) -> Result<Game, RecordError> {
        let mut headers = Headers::default();
        let mut game = record_text::replay(text, &mut headers).map_err(|(line, kind)| RecordError { line, kind })?;
        if let Some(written) = headers.result {
            // A game over on the board cannot be given up: the comparison says so.
            if let Some(seat) = written.resigned {
                game.resign(seat).ok();
            }
            let actual = WrittenResult { winners: game.winners(), resigned: game.resigned() };
            if written != actual {
                let describe = |result: WrittenResult| match result {
                    WrittenResult { winners: None, .. } => "an unfinished game".to_owned(),
                    WrittenResult { winners: Some(winners), resigned: None } => format!("a win for {winners}"),
                    WrittenResult { winners: Some(winners), resigned: Some(seat) } => {
                        format!("a win for {winners}, {seat} resigned")
                    }
                };
                return Err(RecordError {
                    line: headers.result_line,
                    kind: RecordErrorKind::ResultMismatch { written: describe(written), actual: describe(actual) },
                });
            }
        }
        Ok(game)
    }
}

#[derive(Default)]
struct Headers {
    seating: Option<Seating>,
    players: [Option<(String, usize)>; 4],
    setups: [Option<(Setup, usize)>; 4],
    first: Option<(Seat, usize)>,
    position: Option<(Position, usize)>,
    result: Option<WrittenResult>,
    result_line: usize,
}

/// The seat a `Player X` or `Setup X` header names.
fn seat_of(key: &str, prefix: &str) -> Option<Seat> {
    let letter = key.strip_prefix(prefix)?;
    let mut chars = letter.chars();
    let (Some(c), None) = (chars.next(), chars.next()) else { return None };
    Seat::from_letter(c).filter(|_| c.is_ascii_uppercase())
}

/// What a `Result` header says: who won (nobody yet: `*`), and who
/// resigned, if that decided it.
#[derive(Clone, Copy, PartialEq, Eq)]
struct WrittenResult {
    winners: Option<SeatSet>,
    resigned: Option<Seat>,
}

fn seat_named(name: &str) -> Option<Seat> {
    Seat::ALL.into_iter().find(|seat| seat.name() == name)
}

/// `*`, or seats joined by `+` (each once), then who resigned in brackets.
fn parse_result(value: &str) -> Option<WrittenResult> {
    if value == "*" {
        return Some(WrittenResult { winners: None, resigned: None });
    }
    let (winners, resigned) = match record_text::resigned_in(value) {
        Some(name) => (value.split_once(" (")?.0, Some(seat_named(name)?)),
        None => (value, None),
    };
    Some(WrittenResult { winners: Some(parse_winners(winners)?), resigned })
}

/// Seats joined by `+`, each once.
fn parse_winners(value: &str) -> Option<SeatSet> {
    let mut winners = SeatSet::EMPTY;
    for name in value.split('+') {
        let seat = seat_named(name)?;
        if winners.contains(seat) {
            return None;
        }
        winners = winners.with(seat);
    }
    Some(winners)
}

impl Headers {
    /// The game the headers describe; `line` is where it was needed, for
    /// errors about headers that are missing.
    fn start_game(&self, line: usize) -> Result<Game, RecordError> {
        let missing = |header: &str| RecordError { line, kind: RecordErrorKind::MissingHeader(header.to_owned()) };
        let seating = self.seating.ok_or_else(|| missing("Game"))?;
        let seats = seating.seats();
        let not_seated = |header: &str, seat: Seat, line| RecordError {
            line,
            kind: RecordErrorKind::NotSeated { header: format!("{header} {}", seat.letter()), seat, seating },
        };
        let mut setups = [Setup::ordered(); 4];
        for seat in Seat::ALL {
            match (seats.contains(seat), self.setups[seat.index()]) {
                (true, Some((setup, _))) => setups[seat.index()] = setup,
                (true, None) if self.position.is_some() => {}
                (true, None) => return Err(missing(&format!("Setup {}", seat.letter()))),
                (false, Some((_, at))) => return Err(not_seated("Setup", seat, at)),
                (false, None) => {}
            }
            if let (false, Some((_, at))) = (seats.contains(seat), &self.players[seat.index()]) {
                return Err(not_seated("Player", seat, *at));
            }
        }
        let mut game = match self.position {
            Some((position, at)) if position.seating() != seating => {
                let kind = RecordErrorKind::PositionGame { found: position.seating(), said: seating };
                return Err(RecordError { line: at, kind });
            }
            Some((position, _)) => Game::from_position(position),
            None => {
                let (first, first_line) = self.first.ok_or_else(|| missing("First"))?;
                Game::new(seating, setups, first)
                    .map_err(|error| RecordError { line: first_line, kind: RecordErrorKind::Start(error) })?
            }
        };
        for seat in seats.iter() {
            if let Some((name, at)) = &self.players[seat.index()] {
                game.set_player(seat, name)
                    .map_err(|error| RecordError { line: *at, kind: RecordErrorKind::Player(error) })?;
            }
        }
        Ok(game)
    }
}

impl Reader for Headers {
    type Game = Game;
    type Kind = RecordErrorKind;

    const FORMAT: &'static str = FORMAT;

    fn header(&mut self, key: &str, value: &str, line: usize) -> Result<(), RecordErrorKind> {
        let set_up = self.first.is_some() || self.setups.iter().any(Option::is_some);
        let a_setup = key == "First" || seat_of(key, "Setup ").is_some();
        if (key == "Position" && set_up) || (a_setup && self.position.is_some()) {
            return Err(RecordErrorKind::TwoStarts);
        }
        match key {
            "Position" => self.position = Some((value.parse().map_err(RecordErrorKind::Position)?, line)),
            "Game" => {
                self.seating = Some(value.parse().map_err(|_| RecordErrorKind::Game(value.to_owned()))?);
            }
            "First" => {
                let seat = Seat::ALL.into_iter().find(|seat| seat.name() == value);
                self.first = Some((seat.ok_or_else(|| RecordErrorKind::Seat(value.to_owned()))?, line));
            }
            "Result" => {
                self.result = Some(parse_result(value).ok_or_else(|| RecordErrorKind::ResultValue(value.to_owned()))?);
                self.result_line = line;
            }
            _ => {
                if let Some(seat) = seat_of(key, "Player ") {
                    self.players[seat.index()] = Some((value.to_owned(), line));
                } else if let Some(seat) = seat_of(key, "Setup ") {
                    let setup = parse_setup(seat, value).map_err(|error| RecordErrorKind::Setup { seat, error })?;
                    self.setups[seat.index()] = Some((setup, line));
                } else {
                    return Err(RecordErrorKind::UnknownHeader(key.to_owned()));
                }
            }
        }
        Ok(())
    }

    fn start(&self, line: usize) -> Result<Game, (usize, RecordErrorKind)> {
        self.start_game(line).map_err(|error| (error.line, error.kind))
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
    if piece.seat != position.turn() {
        return Err(RecordErrorKind::WrongSeat(position.turn(), stone.to_owned()));
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
