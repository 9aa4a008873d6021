//! What a game of either EinStein board keeps from its start: every ply
//! with its roll, and the position they lead to (E7, Q5).

use std::fmt::Debug;
use std::hash::Hash;

use super::die::Roll;

/// What the game log needs of a position of a dice game.
pub trait DicePosition: Copy {
    type Move: Copy + PartialEq + Eq + Hash + Debug;
    /// Who moves: a side, or a seat.
    type Mover;
    type Error;

    /// Plays `mv` after checking that it is legal for `roll`.
    fn play(&mut self, roll: Roll, mv: &Self::Move) -> Result<(), Self::Error>;
    /// Plays a move already known to be legal.
    fn play_unchecked(&mut self, mv: &Self::Move);
    fn needs_roll(&self) -> bool;
    fn is_over(&self) -> bool;
    fn turn(&self) -> Self::Mover;
    /// E4.1's refusal: `mover` has one stone left and does not roll.
    fn no_roll_with_one_stone(mover: Self::Mover) -> Self::Error;
}

/// Implements [`DicePosition`] for a board's position by its own methods of
/// the same names, and E4.1's `NoRollWithOneStone` refusal.
macro_rules! dice_position {
    ($position:ty, $move:ty, $mover:ty, $error:ident) => {
        impl $crate::einstein::plies::DicePosition for $position {
            type Move = $move;
            type Mover = $mover;
            type Error = $error;

            fn play(&mut self, roll: $crate::einstein::Roll, mv: &$move) -> Result<(), $error> {
                <$position>::play(self, roll, mv)
            }

            fn play_unchecked(&mut self, mv: &$move) {
                <$position>::play_unchecked(self, mv)
            }

            fn needs_roll(&self) -> bool {
                <$position>::needs_roll(self)
            }

            fn is_over(&self) -> bool {
                <$position>::is_over(self)
            }

            fn turn(&self) -> $mover {
                <$position>::turn(self)
            }

            fn no_roll_with_one_stone(mover: $mover) -> $error {
                $error::NoRollWithOneStone(mover)
            }
        }
    };
}
pub(super) use dice_position;

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
    plies: Vec<Ply<P::Move>>,
    position: P,
}

impl<P: DicePosition> Plies<P> {
    pub(super) fn new(start: P) -> Plies<P> {
        Plies { plies: Vec::new(), position: start }
    }

    pub(super) fn plies(&self) -> &[Ply<P::Move>] {
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
    pub(super) fn play(&mut self, roll: Roll, mv: &P::Move) -> Result<(), P::Error> {
        if roll.is_some() && !self.position.needs_roll() && !self.position.is_over() {
            return Err(P::no_roll_with_one_stone(self.position.turn()));
        }
        self.position.play(roll, mv)?;
        self.plies.push(Ply { roll, mv: *mv });
        Ok(())
    }

    /// Takes back the last ply, if any, replaying the rest from `start`.
    pub(super) fn undo(&mut self, start: P) -> Option<Ply<P::Move>> {
        let ply = self.plies.pop()?;
        self.position = start;
        for ply in &self.plies {
            self.position.play_unchecked(&ply.mv);
        }
        Some(ply)
    }
}
