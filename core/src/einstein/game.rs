//! A whole game: both setups, who started, and every ply (E3, E7).

use super::die::Roll;
use super::moves::Move;
use super::plies::{DicePosition, Plies};
use super::position::{Outcome, PlayError, Position};
use super::setup::Setup;
use super::side::Side;

/// One turn on the 5×5 board: what was rolled and the move.
pub type Ply = super::plies::Ply<Move>;

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

    pub fn outcome(&self) -> Option<Outcome> {
        self.position().outcome()
    }

    /// Plays one ply. A game records what happened exactly, so a die rolled by
    /// a side with one stone left is refused here (E4.1).
    pub fn play(&mut self, roll: Roll, mv: &Move) -> Result<(), PlayError> {
        self.log.play(roll, mv)
    }

    /// Takes back the last ply, if any.
    pub fn undo(&mut self) -> Option<Ply> {
        self.log.undo(self.start_position())
    }
}

impl DicePosition for Position {
    type Move = Move;
    type Mover = Side;
    type Error = PlayError;

    fn play(&mut self, roll: Roll, mv: &Move) -> Result<(), PlayError> {
        Position::play(self, roll, mv)
    }

    fn play_unchecked(&mut self, mv: &Move) {
        Position::play_unchecked(self, mv)
    }

    fn needs_roll(&self) -> bool {
        Position::needs_roll(self)
    }

    fn is_over(&self) -> bool {
        Position::is_over(self)
    }

    fn turn(&self) -> Side {
        Position::turn(self)
    }

    fn no_roll_with_one_stone(side: Side) -> PlayError {
        PlayError::NoRollWithOneStone(side)
    }
}
