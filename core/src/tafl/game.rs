//! A whole game: the start, every ply, and the ends that need history —
//! threefold repetition (K8.4) and 200 plies without a capture (K8.5) — in
//! the order of K8.6. A side may also resign, which ends the game off the
//! board: its record says so.

use super::moves::{Move, Ply};
use super::piece::Side;
use super::position::{DrawReason, Outcome, PlayError, Position, Rules, WinReason};

/// K8.5: this many plies in a row without a capture draw the game.
pub const QUIET_PLIES_FOR_DRAW: usize = 200;
/// K8.4: the same position this many times draws the game.
pub const REPETITIONS_FOR_DRAW: usize = 3;
/// Königszabel, as a type: what its adapter says of it to the seam
/// (`GameKind`) and what its engines play (`ai::Contest`).
pub struct Koenigszabel;

#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Game {
    /// The start and the position after every ply: one more than `plies`.
    positions: Vec<Position>,
    plies: Vec<Ply>,
    resigned: Option<Side>,
}

impl Game {
    /// A game from the start of K2.
    pub fn new(rules: Rules) -> Game {
        Game { positions: vec![Position::start(rules)], plies: Vec::new(), resigned: None }
    }

    /// A game from any position a game can reach, for analysis and tests.
    pub fn from_position(start: Position) -> Game {
        Game { positions: vec![start], plies: Vec::new(), resigned: None }
    }

    /// Where the game started.
    pub fn start(&self) -> &Position {
        &self.positions[0]
    }

    pub fn rules(&self) -> Rules {
        self.positions[0].rules()
    }

    pub fn plies(&self) -> &[Ply] {
        &self.plies
    }

    /// The position now.
    pub fn position(&self) -> &Position {
        self.positions.last().expect("a game has at least its start")
    }

    /// Every position from the start to now.
    pub fn positions(&self) -> &[Position] {
        &self.positions
    }

    /// Plies since the last capture (K8.5).
    pub fn quiet_plies(&self) -> usize {
        self.plies.iter().rev().take_while(|ply| ply.captured.is_empty()).count()
    }

    /// How often the position now has occurred, this time included (K8.4).
    /// A capture cannot be undone, so only positions since the last count.
    pub fn repetitions(&self) -> usize {
        let since_capture = &self.positions[self.positions.len() - 1 - self.quiet_plies()..];
        since_capture.iter().filter(|&position| position == self.position()).count()
    }

    /// The end the board gives, judged in the order of K8.6; a resignation
    /// is not one ([`Game::resigned`]).
    pub fn outcome(&self) -> Option<Outcome> {
        let position = self.position();
        if position.is_decided() {
            return position.outcome();
        }
        if self.repetitions() >= REPETITIONS_FOR_DRAW {
            return Some(Outcome::Draw(DrawReason::Repetition));
        }
        if position.count_moves() == 0 {
            return Some(Outcome::Win { winner: position.turn().opponent(), reason: WinReason::NoLegalMove });
        }
        if self.quiet_plies() >= QUIET_PLIES_FOR_DRAW {
            return Some(Outcome::Draw(DrawReason::NoCapture));
        }
        None
    }

    /// The side that resigned, ending the game before the board did.
    pub fn resigned(&self) -> Option<Side> {
        self.resigned
    }

    pub fn is_over(&self) -> bool {
        self.resigned.is_some() || self.outcome().is_some()
    }

    /// `side` gives the game up; refused once it is over.
    pub fn resign(&mut self, side: Side) -> Result<(), PlayError> {
        if self.is_over() {
            return Err(PlayError::GameOver);
        }
        self.resigned = Some(side);
        Ok(())
    }

    /// Plays one move; the game is unchanged when it is not legal.
    pub fn play(&mut self, mv: Move) -> Result<Ply, PlayError> {
        if self.is_over() {
            return Err(PlayError::GameOver);
        }
        let mut position = *self.position();
        let ply = position.play(mv)?;
        self.positions.push(position);
        self.plies.push(ply);
        Ok(ply)
    }

    /// Takes back the last ply, if any, and a resignation after it.
    pub fn undo(&mut self) -> Option<Ply> {
        self.resigned = None;
        let ply = self.plies.pop()?;
        self.positions.pop();
        Some(ply)
    }
}
