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

/// A game from its start, fully described as E7 asks: setups, first side, plies.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Game {
    red: Setup,
    blue: Setup,
    first: Side,
    log: Plies<Position>,
}

impl Game {
    pub fn new(red: Setup, blue: Setup, first: Side) -> Game {
        Game { red, blue, first, log: Plies::new(Position::start(red, blue, first)) }
    }

    pub fn setup(&self, side: Side) -> Setup {
        match side {
            Side::Red => self.red,
            Side::Blue => self.blue,
        }
    }

    pub fn first(&self) -> Side {
        self.first
    }

    pub fn plies(&self) -> &[Ply] {
        self.log.plies()
    }

    /// The position now.
    pub fn position(&self) -> &Position {
        self.log.position()
    }

    pub fn start_position(&self) -> Position {
        Position::start(self.red, self.blue, self.first)
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
