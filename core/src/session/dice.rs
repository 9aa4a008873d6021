//! The turn EinStein and the game of three or four share: roll, pick a stone
//! when the die leaves a choice (E4.3), pick a target; a turn with one legal
//! move plays itself (E4.7). Each game says only where its stones stand.

use std::fmt::Display;
use std::str::FromStr;

use rand::Rng;

use super::view::{DieView, Phase};
use super::{Ignored, SessionError, TapOutcome, ViewOptions};
use crate::einstein::{self, Die, Roll, Stone, StoneSet, quattro};
use crate::game::{GameState, Mark, Seat};

/// What the dice turn asks of a game, from the view of the seat to move.
pub(super) trait DiceGame: GameState + Clone {
    type Square: Copy + PartialEq + Display + FromStr;
    type Move: Display;

    /// With one stone left there is no roll to make.
    fn needs_roll(&self) -> bool;
    /// The seat to move, as `NoRollNeeded` names it.
    fn roller(&self) -> String;
    fn choosable_stones(&self, roll: Roll) -> Result<StoneSet, SessionError>;
    /// Where the mover's `stone` stands.
    fn stone_square(&self, stone: Stone) -> Option<Self::Square>;
    /// Where the mover's `stone` may go.
    fn stone_targets(&self, stone: Stone) -> Vec<Self::Square>;
    /// The mover's stone on `square`.
    fn own_stone(&self, square: Self::Square) -> Option<Stone>;
    fn find_move(&self, roll: Roll, from: Self::Square, to: Self::Square) -> Result<Self::Move, SessionError>;
    fn legal_moves(&self, roll: Roll) -> Result<Vec<Self::Move>, SessionError>;
    fn play(&mut self, roll: Roll, mv: &Self::Move) -> Result<(), SessionError>;
}

impl DiceGame for einstein::Game {
    type Square = einstein::Square;
    type Move = einstein::Move;

    fn needs_roll(&self) -> bool {
        self.position().needs_roll()
    }

    fn roller(&self) -> String {
        self.position().turn().to_string()
    }

    fn choosable_stones(&self, roll: Roll) -> Result<StoneSet, SessionError> {
        Ok(self.position().choosable_stones(roll)?)
    }

    fn stone_square(&self, stone: Stone) -> Option<einstein::Square> {
        let position = self.position();
        position.square_of(einstein::Piece::new(position.turn(), stone))
    }

    fn stone_targets(&self, stone: Stone) -> Vec<einstein::Square> {
        self.position().targets(stone).collect()
    }

    fn own_stone(&self, square: einstein::Square) -> Option<Stone> {
        let position = self.position();
        position.piece_at(square).filter(|piece| piece.side == position.turn()).map(|piece| piece.stone)
    }

    fn find_move(
        &self,
        roll: Roll,
        from: einstein::Square,
        to: einstein::Square,
    ) -> Result<einstein::Move, SessionError> {
        Ok(self.position().find_move(roll, from, to)?)
    }

    fn legal_moves(&self, roll: Roll) -> Result<Vec<einstein::Move>, SessionError> {
        Ok(self.position().legal_moves(roll)?.to_vec())
    }

    fn play(&mut self, roll: Roll, mv: &einstein::Move) -> Result<(), SessionError> {
        Ok(einstein::Game::play(self, roll, mv)?)
    }
}

impl DiceGame for quattro::Game {
    type Square = quattro::Square;
    type Move = quattro::Move;

    fn needs_roll(&self) -> bool {
        quattro::Game::needs_roll(self)
    }

    fn roller(&self) -> String {
        self.seat_to_move().corner().to_owned()
    }

    fn choosable_stones(&self, roll: Roll) -> Result<StoneSet, SessionError> {
        Ok(self.position().choosable_stones(roll)?)
    }

    fn stone_square(&self, stone: Stone) -> Option<quattro::Square> {
        let position = self.position();
        position.square_of(quattro::Piece::new(position.turn(), stone))
    }

    fn stone_targets(&self, stone: Stone) -> Vec<quattro::Square> {
        self.position().targets(stone).collect()
    }

    fn own_stone(&self, square: quattro::Square) -> Option<Stone> {
        let position = self.position();
        position.piece_at(square).filter(|piece| piece.seat == position.turn()).map(|piece| piece.stone)
    }

    fn find_move(&self, roll: Roll, from: quattro::Square, to: quattro::Square) -> Result<quattro::Move, SessionError> {
        Ok(self.position().find_move(roll, from, to)?)
    }

    fn legal_moves(&self, roll: Roll) -> Result<Vec<quattro::Move>, SessionError> {
        Ok(quattro::Game::legal_moves(self, roll)?.to_vec())
    }

    fn play(&mut self, roll: Roll, mv: &quattro::Move) -> Result<(), SessionError> {
        Ok(quattro::Game::play(self, roll, mv)?)
    }
}

/// A dice game with the choices made so far in the turn in progress.
#[derive(Clone, Debug)]
pub(super) struct DiceTurn<G> {
    pub(super) game: G,
    /// The roll of the turn in progress, once made.
    pub(super) roll: Option<Roll>,
    pub(super) selected: Option<Stone>,
}

impl<G: DiceGame> DiceTurn<G> {
    pub(super) fn new(game: G) -> DiceTurn<G> {
        DiceTurn { game, roll: None, selected: None }
    }

    /// The roll that counts now: with one stone left there is none to make.
    pub(super) fn rolled(&self) -> Option<Roll> {
        if self.game.needs_roll() { self.roll } else { Some(None) }
    }

    /// The stone that moves this turn, once it is known.
    fn moving_stone(&self) -> Option<Stone> {
        let roll = self.rolled()?;
        self.selected.or_else(|| self.game.choosable_stones(roll).ok()?.single())
    }

    pub(super) fn phase(&self) -> Phase {
        match self.rolled() {
            None => Phase::Roll,
            Some(roll) => match self.game.choosable_stones(roll) {
                Ok(stones) if stones.len() > 1 && self.selected.is_none() => Phase::ChoosePiece,
                _ => Phase::ChooseTarget,
            },
        }
    }

    pub(super) fn mark_choices(&self, phase: Phase, mark: &mut impl FnMut(String, Mark)) {
        let Some(roll) = self.rolled() else { return };
        let at = |stone| self.game.stone_square(stone);
        if phase == Phase::ChoosePiece {
            for stone in self.game.choosable_stones(roll).unwrap_or_default() {
                at(stone).into_iter().for_each(|square| mark(square.to_string(), Mark::Choosable));
            }
        } else if let Some(stone) = self.moving_stone() {
            at(stone).into_iter().for_each(|square| mark(square.to_string(), Mark::Moving));
            self.game.stone_targets(stone).into_iter().for_each(|square| mark(square.to_string(), Mark::Target));
        }
    }

    pub(super) fn die(&self, options: &ViewOptions, over: bool) -> DieView {
        match self.rolled() {
            _ if over => DieView::NotRolled,
            None => DieView::NotRolled,
            Some(None) => DieView::NoRoll,
            Some(Some(_)) if !options.show_die => DieView::Hidden,
            Some(Some(die)) => DieView::Value(die.value()),
        }
    }

    pub(super) fn needs_roll(&self) -> bool {
        self.roll.is_none() && self.game.needs_roll()
    }

    pub(super) fn roll(&mut self, rng: &mut impl Rng) -> Result<(), SessionError> {
        if !self.game.needs_roll() {
            return Err(SessionError::NoRollNeeded(self.game.roller()));
        }
        if self.roll.is_some() {
            return Err(SessionError::AlreadyRolled);
        }
        self.roll = Some(Some(Die::roll(rng)));
        Ok(())
    }

    pub(super) fn has_square(name: &str) -> bool {
        name.parse::<G::Square>().is_ok()
    }

    /// A human's tap on `name` in `phase` (a choosing phase).
    pub(super) fn tap(&mut self, name: &str, phase: Phase) -> Result<TapOutcome, SessionError> {
        let square: G::Square = name.parse().map_err(|_| SessionError::BadSquare(name.to_owned()))?;
        let roll = self.rolled().ok_or(SessionError::RollFirst)?;
        let choosable = self.game.choosable_stones(roll)?;
        let moving = self.moving_stone().filter(|&stone| self.game.stone_targets(stone).contains(&square));
        if let Some(stone) = moving {
            let from = self.game.stone_square(stone).expect("on the board");
            let mv = self.game.find_move(roll, from, square)?;
            return self.play(&mv);
        }
        // Picking (or switching to) a choosable stone.
        match self.game.own_stone(square).filter(|&stone| choosable.contains(stone)) {
            Some(stone) => {
                self.selected = Some(stone);
                if let [only] = self.game.stone_targets(stone).as_slice() {
                    let mv = self.game.find_move(roll, square, *only)?;
                    return self.play(&mv);
                }
                Ok(TapOutcome::Selected(square.to_string()))
            }
            None if phase == Phase::ChooseTarget => Ok(TapOutcome::Ignored(Ignored::NotATarget)),
            None => Ok(TapOutcome::Ignored(Ignored::NotChoosable)),
        }
    }

    /// Plays `mv` with the turn's roll, which ends the turn.
    pub(super) fn play(&mut self, mv: &G::Move) -> Result<TapOutcome, SessionError> {
        let roll = self.rolled().ok_or(SessionError::RollFirst)?;
        self.game.play(roll, mv)?;
        self.roll = None;
        self.selected = None;
        Ok(TapOutcome::Moved(mv.to_string()))
    }

    /// Plays every human turn that leaves nothing to decide (E4.7).
    pub(super) fn play_automatic(&mut self, human: impl Fn(Seat) -> bool) -> Result<(), SessionError> {
        while self.game.ending().is_none() && human(self.game.seat_to_move()) {
            let Some(roll) = self.rolled() else { break };
            let moves = self.game.legal_moves(roll)?;
            let [only] = moves.as_slice() else { break };
            self.play(only)?;
        }
        Ok(())
    }

    /// Takes back plies until `plies` remain, and forgets the turn's choices.
    pub(super) fn undo_to(&mut self, plies: usize) {
        while self.game.plies() > plies && self.game.undo() {}
        self.roll = None;
        self.selected = None;
    }

    /// The roll as saved: `None` not rolled, `Some(0)` no roll to make.
    pub(super) fn saved_roll(&self) -> Option<u8> {
        self.roll.map(|roll| roll.map_or(0, Die::value))
    }

    pub(super) fn restore_roll(&mut self, saved: u8) -> Result<(), String> {
        self.roll = Some(match saved {
            0 => None,
            value => Some(Die::new(value).ok_or_else(|| format!("roll {value}"))?),
        });
        Ok(())
    }
}
