//! A whole game for three or four players: the game played, who sits where,
//! every setup, who started, and every ply (Q3–Q5, as E7).

use crate::dice::DicePosition;
use thiserror::Error;

use super::moves::{Move, MoveList};
use super::position::{Outcome, PlayError, Position, PositionError};
use super::seat::{Seat, SeatSet};
use super::seating::Seating;
use crate::dice::Roll;
use crate::dice::Setup;
use crate::dice::plies::Plies;

/// One turn on the 6×6 board: what was rolled and the move.
pub type Ply = crate::dice::plies::Ply<Move>;

impl Ply {
    /// Who played it.
    pub fn seat(&self) -> Seat {
        self.mv.piece.seat
    }
}

/// Why a player's name cannot go into the record (Q5).
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum PlayerError {
    #[error("nobody sits at {seat} in {seating}")]
    NotSeated { seat: Seat, seating: Seating },
    #[error("player name '{0}' must be one line without '#'")]
    Name(String),
}
/// The games of three and four, one per seating, as a type: what its
/// adapter says of it to the seam (`GameKind`) and what its engines play
/// (`ai::Contest`, the same for every seating).
pub struct Quattro(pub Seating);

/// Where a game began: from every seat's setup (Q1), or from a position
/// written as Q5 writes it (a lesson, a puzzle).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Start {
    /// `None` for a seat nobody sits at (the trio's `V`).
    Setups {
        setups: [Option<Setup>; 4],
        first: Seat,
    },
    Position(Position),
}

/// A game from its start, fully described as E7 and Q5 ask.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Game {
    seating: Seating,
    /// Boxed: read only to undo and replay, and the registry's enum keeps
    /// every game small.
    start: Box<Start>,
    players: [String; 4],
    log: Plies<Position>,
}

impl Game {
    /// A new game; the setup of a seat nobody sits at (the trio's `V`) is
    /// ignored. Refused when nobody sits at `first`.
    pub fn new(seating: Seating, setups: [Setup; 4], first: Seat) -> Result<Game, PositionError> {
        let position = Position::start(seating, setups, first)?;
        let setups = Seat::ALL.map(|seat| seating.seats().contains(seat).then_some(setups[seat.index()]));
        let start = Box::new(Start::Setups { setups, first });
        Ok(Game { seating, start, players: Default::default(), log: Plies::new(position) })
    }

    /// A game that begins at `position`, with its seating and seat to move.
    pub fn from_position(position: Position) -> Game {
        let start = Box::new(Start::Position(position));
        Game { seating: position.seating(), start, players: Default::default(), log: Plies::new(position) }
    }

    pub fn start(&self) -> Start {
        *self.start
    }

    pub fn seating(&self) -> Seating {
        self.seating
    }

    /// The setup of `seat`; `None` for a seat nobody sits at, and when the
    /// game began at a position.
    pub fn setup(&self, seat: Seat) -> Option<Setup> {
        match *self.start {
            Start::Setups { setups, .. } => setups[seat.index()],
            Start::Position(_) => None,
        }
    }

    /// Who sits at `seat`, as the record's header names them; empty when
    /// nobody was named.
    pub fn player(&self, seat: Seat) -> &str {
        &self.players[seat.index()]
    }

    /// Names the player at `seat` (a person, or a computer level) for the
    /// record. An empty name clears it.
    pub fn set_player(&mut self, seat: Seat, name: &str) -> Result<(), PlayerError> {
        if !self.seating.seats().contains(seat) {
            return Err(PlayerError::NotSeated { seat, seating: self.seating });
        }
        let name = name.trim();
        // The record is line-based and '#' starts a comment there.
        if name.contains('#') || name.chars().any(char::is_control) {
            return Err(PlayerError::Name(name.to_owned()));
        }
        self.players[seat.index()] = name.to_owned();
        Ok(())
    }

    pub fn first(&self) -> Seat {
        match *self.start {
            Start::Setups { first, .. } => first,
            Start::Position(position) => position.turn(),
        }
    }

    pub fn plies(&self) -> &[Ply] {
        self.log.plies()
    }

    /// The position now.
    pub fn position(&self) -> &Position {
        self.log.position()
    }

    pub fn start_position(&self) -> Position {
        match *self.start {
            Start::Setups { setups, first } => {
                let setups = setups.map(|setup| setup.unwrap_or_else(Setup::ordered));
                Position::start(self.seating, setups, first).expect("checked when the game was made")
            }
            Start::Position(position) => position,
        }
    }

    /// Every position of the game, from the start to now (plies + 1 of them).
    pub fn positions(&self) -> Vec<Position> {
        self.log.positions(self.start_position())
    }

    /// The seat whose turn it is.
    pub fn seat_to_move(&self) -> Seat {
        self.position().turn()
    }

    /// Whether the seat to move rolls the die (E4.1).
    pub fn needs_roll(&self) -> bool {
        self.position().needs_roll()
    }

    /// The legal moves of the seat to move after `roll` (E4.1–E4.3, Q1).
    pub fn legal_moves(&self, roll: Roll) -> Result<MoveList, PlayError> {
        self.position().legal_moves(roll)
    }

    /// The result the board gives, once it has: a score per seat and why
    /// (Q3, Q4). A resignation is not one ([`Game::resigned`]).
    pub fn result(&self) -> Option<Outcome> {
        self.position().outcome()
    }

    /// The seat that gave the game up, for its whole team (Q3), before the
    /// board ended it.
    pub fn resigned(&self) -> Option<Seat> {
        self.log.resigned()
    }

    pub fn is_over(&self) -> bool {
        self.log.is_over()
    }

    /// Who won, by the board or by the other side's resignation.
    pub fn winners(&self) -> Option<SeatSet> {
        match self.resigned() {
            Some(seat) => self.seating.opponents_of(seat),
            None => self.result().map(|outcome| outcome.winners),
        }
    }

    /// `seat` gives the game up; refused once it is over or when nobody
    /// sits there.
    pub fn resign(&mut self, seat: Seat) -> Result<(), PlayError> {
        if self.seating.team_of(seat).is_none() {
            return Err(PlayError::GameOver);
        }
        self.log.resign(seat)
    }

    /// Plays one ply. A game records what happened exactly, so a die rolled by
    /// a seat with one stone left is refused here (E4.1).
    pub fn play(&mut self, roll: Roll, mv: &Move) -> Result<(), PlayError> {
        self.log.play(roll, mv)
    }

    /// Takes back the last ply, if any, and a resignation after it.
    pub fn undo(&mut self) -> Option<Ply> {
        self.log.undo(self.start_position())
    }
}
