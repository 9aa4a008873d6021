//! A whole game: both setups, who started, and every ply (E3, E7).

use super::die::Roll;
use super::moves::Move;
use super::position::{Outcome, PlayError, Position};
use super::setup::Setup;
use super::side::Side;

/// One turn: what was rolled (nothing, with one stone left) and the move.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Ply {
    pub roll: Roll,
    pub mv: Move,
}

/// A game from its start, fully described as E7 asks: setups, first side, plies.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Game {
    red: Setup,
    blue: Setup,
    first: Side,
    plies: Vec<Ply>,
    position: Position,
}

impl Game {
    pub fn new(red: Setup, blue: Setup, first: Side) -> Game {
        Game { red, blue, first, plies: Vec::new(), position: Position::start(red, blue, first) }
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
        &self.plies
    }

    /// The position now.
    pub fn position(&self) -> &Position {
        &self.position
    }

    pub fn start_position(&self) -> Position {
        Position::start(self.red, self.blue, self.first)
    }

    /// Every position of the game, from the start to now (plies + 1 of them).
    pub fn positions(&self) -> Vec<Position> {
        let mut position = self.start_position();
        let mut all = vec![position];
        for ply in &self.plies {
            position.play_unchecked(&ply.mv);
            all.push(position);
        }
        all
    }

    pub fn outcome(&self) -> Option<Outcome> {
        self.position.outcome()
    }

    /// Plays one ply. A game records what happened exactly, so a die rolled by
    /// a side with one stone left is refused here (E4.1).
    pub fn play(&mut self, roll: Roll, mv: &Move) -> Result<(), PlayError> {
        if roll.is_some() && !self.position.needs_roll() && !self.position.is_over() {
            return Err(PlayError::NoRollWithOneStone(self.position.turn()));
        }
        self.position.play(roll, mv)?;
        self.plies.push(Ply { roll, mv: *mv });
        Ok(())
    }

    /// Takes back the last ply, if any.
    pub fn undo(&mut self) -> Option<Ply> {
        let ply = self.plies.pop()?;
        self.position = self.start_position();
        for ply in &self.plies {
            self.position.play_unchecked(&ply.mv);
        }
        Some(ply)
    }
}
