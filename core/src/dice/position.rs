//! The rules of a turn on either EinStein board (E4.1–E4.6, Q1): which
//! stones a roll lets the mover choose, where they may step, and a move
//! checked against them. Each board's position says where its stones stand,
//! whose turn it is and how a mover steps; the turn is the same on both,
//! so it is written once here, as shakmaty's `Position` trait is for chess.

use std::fmt::{Debug, Display};
use std::hash::Hash;
use std::str::FromStr;

use arrayvec::ArrayVec;
use thiserror::Error;

use super::die::{Roll, roll_to_string};
use super::moves::{MAX_MOVES, StoneMove};
use super::stone::{Stone, StoneSet};

/// What stops a move from being played; `M` names who moves (a side, a seat).
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum PlayError<M: Display> {
    #[error("the game is over")]
    GameOver,
    #[error("{0} has more than one stone and must roll (E4.1)")]
    RollNeeded(M),
    #[error("{0} has one stone left and does not roll (E4.1)")]
    NoRollWithOneStone(M),
    #[error("{mv} is not legal after rolling {roll}; legal: {legal}")]
    Illegal { mv: String, roll: String, legal: String },
}

impl<M: Display> PlayError<M> {
    /// The catalog key of this error's sentence.
    pub fn message_key(&self) -> &'static str {
        match self {
            PlayError::GameOver => "error-game-over",
            PlayError::RollNeeded(_) => "error-roll-first",
            PlayError::NoRollWithOneStone(_) => "error-no-roll-needed",
            PlayError::Illegal { .. } => "error-illegal-move",
        }
    }
}

/// A move on `P`'s board.
pub type MoveOf<P> = StoneMove<<P as DicePosition>::Piece, <P as DicePosition>::Square>;

/// A position of a dice game: what a board tells, and the turn's rules
/// built on it. Import the trait to ask a position for its moves.
pub trait DicePosition: Copy {
    /// Who moves: a side, or a seat.
    type Mover: Copy + Eq + Display + Debug;
    type Piece: Copy + Eq + Hash + Debug + Send + 'static;
    type Square: Copy + Eq + Hash + Debug + Display + FromStr + Send + 'static;
    /// The squares one step away, as the board's bitboard gives them.
    type Steps: IntoIterator<Item = Self::Square>;

    fn turn(&self) -> Self::Mover;
    fn is_over(&self) -> bool;
    /// The stones `mover` still has on the board.
    fn stones(&self, mover: Self::Mover) -> StoneSet;
    fn piece_at(&self, square: Self::Square) -> Option<Self::Piece>;
    fn square_of(&self, piece: Self::Piece) -> Option<Self::Square>;
    fn piece(mover: Self::Mover, stone: Stone) -> Self::Piece;
    fn owner(piece: Self::Piece) -> Self::Mover;
    fn stone(piece: Self::Piece) -> Stone;
    /// Where a stone of `mover` on `from` may step (E4.4, Q1).
    fn steps(mover: Self::Mover, from: Self::Square) -> Self::Steps;
    /// Plays a move taken from [`DicePosition::legal_moves`] of this
    /// position; the fast path for search and playouts.
    fn play_unchecked(&mut self, mv: &MoveOf<Self>);

    /// Whether the side to move rolls; it does not with one stone left (E4.1).
    #[inline]
    fn needs_roll(&self) -> bool {
        self.stones(self.turn()).len() > 1
    }

    /// The stones the side to move may choose from (E4.1–E4.3).
    ///
    /// A die may be given with a single stone left: E4.3 then names that
    /// stone whatever the roll, so the answer is the same as for no roll.
    fn choosable_stones(&self, roll: Roll) -> Result<StoneSet, PlayError<Self::Mover>> {
        if self.is_over() {
            return Err(PlayError::GameOver);
        }
        let own = self.stones(self.turn());
        match roll {
            Some(die) => Ok(own.choosable(die.stone())),
            None if own.len() == 1 => Ok(own),
            None => Err(PlayError::RollNeeded(self.turn())),
        }
    }

    /// Where the mover's `stone` stands; `None` once it is off the board.
    #[inline]
    fn stone_square(&self, stone: Stone) -> Option<Self::Square> {
        self.square_of(Self::piece(self.turn(), stone))
    }

    /// The squares the mover's `stone` may step to (E4.4), captures
    /// included (E4.5). Empty when the stone is off the board.
    fn targets(&self, stone: Stone) -> Vec<Self::Square> {
        self.stone_square(stone).map(|from| Self::steps(self.turn(), from).into_iter().collect()).unwrap_or_default()
    }

    /// The mover's stone on `square`, if one stands there.
    fn own_stone(&self, square: Self::Square) -> Option<Stone> {
        self.piece_at(square).filter(|&piece| Self::owner(piece) == self.turn()).map(Self::stone)
    }

    /// The moves of the given stones of the side to move, by stone number,
    /// then target square; for playouts that already know the game is
    /// running and which stones may move.
    #[inline]
    fn moves_of(&self, stones: StoneSet) -> ArrayVec<MoveOf<Self>, MAX_MOVES> {
        let mut moves = ArrayVec::new();
        let turn = self.turn();
        for stone in stones {
            let piece = Self::piece(turn, stone);
            let from = self.square_of(piece).expect("choosable stones are on the board");
            for to in Self::steps(turn, from) {
                moves.push(StoneMove { piece, from, to, captured: self.piece_at(to) });
            }
        }
        moves
    }

    /// Every legal move for `roll`, by stone number, then target square.
    /// Never empty while the game is running (E4.6).
    fn legal_moves(&self, roll: Roll) -> Result<ArrayVec<MoveOf<Self>, MAX_MOVES>, PlayError<Self::Mover>> {
        Ok(self.moves_of(self.choosable_stones(roll)?))
    }

    /// The legal move from `from` to `to`, if there is one for `roll`.
    fn find_move(
        &self,
        roll: Roll,
        from: Self::Square,
        to: Self::Square,
    ) -> Result<MoveOf<Self>, PlayError<Self::Mover>> {
        let moves = self.legal_moves(roll)?;
        moves.iter().find(|m| m.from == from && m.to == to).copied().ok_or_else(|| PlayError::Illegal {
            mv: format!("{from}-{to}"),
            roll: roll_to_string(roll),
            legal: listed(&moves),
        })
    }

    /// Plays `mv` after checking that it is legal for `roll`.
    fn play(&mut self, roll: Roll, mv: &MoveOf<Self>) -> Result<(), PlayError<Self::Mover>> {
        let legal = self.find_move(roll, mv.from, mv.to)?;
        if legal != *mv {
            return Err(PlayError::Illegal {
                mv: mv.to_string(),
                roll: roll_to_string(roll),
                legal: listed(&self.legal_moves(roll)?),
            });
        }
        self.play_unchecked(mv);
        Ok(())
    }
}

fn listed<P, S: Display>(moves: &[StoneMove<P, S>]) -> String {
    moves.iter().map(StoneMove::to_string).collect::<Vec<_>>().join(" ")
}
