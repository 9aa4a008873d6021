//! What a game of either EinStein board keeps from its start: every ply
//! with its roll, the position they lead to (E7, Q5), and who gave the
//! game up, if anyone did before the board ended it.

use super::die::Roll;
use super::position::{DicePosition, MoveOf, PlayError};

/// One turn: what was rolled (nothing, with one stone left) and the move.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Ply<M> {
    pub roll: Roll,
    pub mv: M,
}

/// Every ply since the start, and the position now. The game keeps what
/// the start is made of (setups, who began) and hands the start in, so a
/// game is no larger for this.
#[derive(Clone, PartialEq, Eq, Debug)]
pub(crate) struct Plies<P: DicePosition> {
    plies: Vec<Ply<MoveOf<P>>>,
    position: P,
    resigned: Option<P::Mover>,
}

impl<P: DicePosition> Plies<P> {
    pub(crate) fn new(start: P) -> Plies<P> {
        Plies { plies: Vec::new(), position: start, resigned: None }
    }

    pub(crate) fn plies(&self) -> &[Ply<MoveOf<P>>] {
        &self.plies
    }

    pub(crate) fn position(&self) -> &P {
        &self.position
    }

    pub(crate) fn resigned(&self) -> Option<P::Mover> {
        self.resigned
    }

    pub(crate) fn is_over(&self) -> bool {
        self.resigned.is_some() || self.position.is_over()
    }

    /// `mover` gives the game up; refused once it is over.
    pub(crate) fn resign(&mut self, mover: P::Mover) -> Result<(), PlayError<P::Mover>> {
        if self.is_over() {
            return Err(PlayError::GameOver);
        }
        self.resigned = Some(mover);
        Ok(())
    }

    /// Every position of the game, from `start` to now (plies + 1 of them).
    pub(crate) fn positions(&self, start: P) -> Vec<P> {
        let mut position = start;
        let mut all = vec![position];
        for ply in &self.plies {
            position.play_unchecked(&ply.mv);
            all.push(position);
        }
        all
    }

    /// Plays one ply. A game records what happened exactly, so a die rolled
    /// by a side with one stone left is refused here (E4.1).
    pub(crate) fn play(&mut self, roll: Roll, mv: &MoveOf<P>) -> Result<(), PlayError<P::Mover>> {
        if self.resigned.is_some() {
            return Err(PlayError::GameOver);
        }
        if roll.is_some() && !self.position.needs_roll() && !self.position.is_over() {
            return Err(PlayError::NoRollWithOneStone(self.position.turn()));
        }
        self.position.play(roll, mv)?;
        self.plies.push(Ply { roll, mv: *mv });
        Ok(())
    }

    /// Takes back the last ply, if any, and a resignation after it,
    /// replaying the rest from `start`.
    pub(crate) fn undo(&mut self, start: P) -> Option<Ply<MoveOf<P>>> {
        self.resigned = None;
        let ply = self.plies.pop()?;
        self.position = start;
        for ply in &self.plies {
            self.position.play_unchecked(&ply.mv);
        }
        Some(ply)
    }
}
