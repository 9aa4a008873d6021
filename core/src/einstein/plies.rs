//! What a game of either EinStein board keeps from its start: every ply
//! with its roll, and the position they lead to (E7, Q5).

use super::dice_position::{DicePosition, MoveOf, PlayError};
use super::die::Roll;

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
pub(super) struct Plies<P: DicePosition> {
    plies: Vec<Ply<MoveOf<P>>>,
    position: P,
}

impl<P: DicePosition> Plies<P> {
    pub(super) fn new(start: P) -> Plies<P> {
        Plies { plies: Vec::new(), position: start }
    }

    pub(super) fn plies(&self) -> &[Ply<MoveOf<P>>] {
        &self.plies
    }

    pub(super) fn position(&self) -> &P {
        &self.position
    }

    /// Every position of the game, from `start` to now (plies + 1 of them).
    pub(super) fn positions(&self, start: P) -> Vec<P> {
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
    pub(super) fn play(&mut self, roll: Roll, mv: &MoveOf<P>) -> Result<(), PlayError<P::Mover>> {
        if roll.is_some() && !self.position.needs_roll() && !self.position.is_over() {
            return Err(PlayError::NoRollWithOneStone(self.position.turn()));
        }
        self.position.play(roll, mv)?;
        self.plies.push(Ply { roll, mv: *mv });
        Ok(())
    }

    /// Takes back the last ply, if any, replaying the rest from `start`.
    pub(super) fn undo(&mut self, start: P) -> Option<Ply<MoveOf<P>>> {
        let ply = self.plies.pop()?;
        self.position = start;
        for ply in &self.plies {
            self.position.play_unchecked(&ply.mv);
        }
        Some(ply)
    }
}
