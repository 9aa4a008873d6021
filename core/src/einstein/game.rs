//! A whole game: both setups, who started, and every ply (E3, E7).

use super::moves::Move;
use super::position::{Outcome, PlayError, Position};
use super::setup::Setup;
use super::side::Side;
use crate::dice::Roll;
use crate::dice::plies::Plies;

/// One turn on the 5×5 board: what was rolled and the move.
pub type Ply = crate::dice::plies::Ply<Move>;
/// EinStein würfelt nicht! for two, as a type: what its adapter says of
/// it to the seam (`GameKind`) and what its engines play (`ai::Contest`).
pub struct Einstein;

/// Where a game began: from both setups (E3), or from a position written
/// as E8 writes it (a lesson, a puzzle).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Start {
    Setups { red: Setup, blue: Setup, first: Side },
    Position(Position),
}

impl Start {
    fn position(self) -> Position {
        match self {
            Start::Setups { red, blue, first } => Position::start(red, blue, first),
            Start::Position(position) => position,
        }
    }
}

/// A game from its start, fully described as E7 asks: setups, first side, plies.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Game {
    /// Boxed: read only to undo and replay, and the registry's enum keeps
    /// every game small.
    start: Box<Start>,
    log: Plies<Position>,
}

impl Game {
    pub fn new(red: Setup, blue: Setup, first: Side) -> Game {
        Game::starting(Start::Setups { red, blue, first })
    }

    /// A game that begins at `position`, with its side to move.
    pub fn from_position(position: Position) -> Game {
        Game::starting(Start::Position(position))
    }

    fn starting(start: Start) -> Game {
        Game { log: Plies::new(start.position()), start: Box::new(start) }
    }

    pub fn start(&self) -> Start {
        *self.start
    }

    /// The side's own arrangement; `None` when the game began at a position.
    pub fn setup(&self, side: Side) -> Option<Setup> {
        match (*self.start, side) {
            (Start::Setups { red, .. }, Side::Red) => Some(red),
            (Start::Setups { blue, .. }, Side::Blue) => Some(blue),
            (Start::Position(_), _) => None,
        }
    }

    pub fn first(&self) -> Side {
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
        self.start.position()
    }

    /// Every position of the game, from the start to now (plies + 1 of them).
    pub fn positions(&self) -> Vec<Position> {
        self.log.positions(self.start_position())
    }

    /// The end the board gives; a resignation is not one ([`Game::resigned`]).
    pub fn outcome(&self) -> Option<Outcome> {
        self.position().outcome()
    }

    /// The side that gave the game up before the board ended it.
    pub fn resigned(&self) -> Option<Side> {
        self.log.resigned()
    }

    pub fn is_over(&self) -> bool {
        self.log.is_over()
    }

    /// `side` gives the game up; refused once it is over.
    pub fn resign(&mut self, side: Side) -> Result<(), PlayError> {
        self.log.resign(side)
    }

    /// Plays one ply. A game records what happened exactly, so a die rolled by
    /// a side with one stone left is refused here (E4.1).
    pub fn play(&mut self, roll: Roll, mv: &Move) -> Result<(), PlayError> {
        self.log.play(roll, mv)
    }

    /// Takes back the last ply, if any, and a resignation after it.
    pub fn undo(&mut self) -> Option<Ply> {
        self.log.undo(self.start_position())
    }
}
