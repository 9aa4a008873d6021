//! A puzzle being solved: the solver's taps go to the game's own turn
//! machine, each move is checked against the line at once, a right one is
//! answered by the line's reply, and a wrong one by the computer's
//! refutation. The first right finish or wrong move decides the attempt,
//! and only that counts for the rating.

use std::sync::Arc;

use thiserror::Error;

use super::{Puzzle, RatingChange};
use crate::game::{Board, GameState, Score, Seat, Sentence, TurnError};
use crate::games::{Drill, PositionTextError, Tapped};
use crate::store::{PuzzleAttempt, Store, StoreError};

/// The computer level that answers a wrong move: it sees a threat the
/// wrong move left open, and answers at once on a phone.
const REFUTER: u8 = 6;

/// What a tap did.
#[derive(Clone, PartialEq, Debug)]
pub enum PuzzleFeedback {
    /// A piece is picked; its targets are marked.
    Picked,
    /// The rules do not allow it: the rule in words and the squares it
    /// names. Not an attempt: nothing was played.
    Refused { sentence: Sentence, squares: Vec<String> },
    /// The line's move; the other side answered with `reply`.
    Right { reply: String },
    /// The last move of the line (or another that wins at once): solved.
    /// `change` is the rating's, when this decided the attempt.
    Solved { change: Option<RatingChange> },
    /// Not the line's move: the computer answered with `refutation`, where
    /// the game has no die to wait for. The solution can be replayed after
    /// [`PuzzleRun::restart`].
    Wrong { refutation: Option<String>, change: Option<RatingChange> },
    /// Nothing to do: solved, or failed and not restarted.
    Ignored,
}

#[derive(Debug, Error)]
pub enum PuzzleError {
    #[error("there is no puzzle '{0}'")]
    NoSuchPuzzle(String),
    #[error("puzzle {id}: the position does not read: {error}")]
    Position { id: String, error: PositionTextError },
    #[error("puzzle {id}: '{text}' cannot be played: {why}")]
    Line { id: String, text: String, why: String },
    #[error("puzzle {id}: {error}")]
    Turn { id: String, error: TurnError },
    #[error(transparent)]
    Store(#[from] StoreError),
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum State {
    Solving,
    Solved,
    Failed,
}

pub struct PuzzleRun {
    puzzle: &'static Puzzle,
    drill: Box<Drill>,
    solver: Seat,
    /// Moves of the line on the board.
    played: usize,
    state: State,
    /// Whether the attempt is decided (and recorded).
    decided: bool,
    /// Where the attempt is recorded; none in the tests.
    store: Option<Arc<Store>>,
}

impl PuzzleRun {
    pub fn start(puzzle: &'static Puzzle) -> Result<PuzzleRun, PuzzleError> {
        let id = || puzzle.id.clone();
        let mut drill =
            Drill::at(puzzle.variant, &puzzle.position).map_err(|error| PuzzleError::Position { id: id(), error })?;
        drill.roll(puzzle.roll).map_err(|why| PuzzleError::Line { id: id(), text: "-".into(), why })?;
        let solver = drill.seat_to_move();
        let drill = Box::new(drill);
        Ok(PuzzleRun { puzzle, drill, solver, played: 0, state: State::Solving, decided: false, store: None })
    }

    /// `puzzle`, its attempt recorded in `store`.
    pub fn kept(puzzle: &'static Puzzle, store: Arc<Store>) -> Result<PuzzleRun, PuzzleError> {
        Ok(PuzzleRun { store: Some(store), ..PuzzleRun::start(puzzle)? })
    }

    pub fn puzzle(&self) -> &'static Puzzle {
        self.puzzle
    }

    pub fn solver(&self) -> Seat {
        self.solver
    }

    pub fn is_solved(&self) -> bool {
        self.state == State::Solved
    }

    pub fn is_failed(&self) -> bool {
        self.state == State::Failed
    }

    /// The die the solver rolled, in a dice game.
    pub fn roll(&self) -> Option<u8> {
        self.puzzle.roll
    }

    /// The game on the board: the position and the moves played since.
    pub fn game(&self) -> &dyn GameState {
        self.drill.game()
    }

    /// The board, with the turn's choices while the puzzle is being solved.
    pub fn board(&self) -> Board {
        self.drill.board(self.state == State::Solving)
    }

    /// The solver's next move of the line, `from-to`: a hint, and how
    /// the solution is replayed after a restart.
    pub fn next_move(&self) -> Option<&'static str> {
        let next = self.puzzle.line.get(self.played)?;
        (self.state != State::Solved).then_some(next.as_str())
    }

    /// Shows the solver's next move: before the attempt is decided, that
    /// gives it up as not solved (the rating's change comes with it).
    pub fn hint(&mut self) -> Result<(Option<&'static str>, Option<RatingChange>), PuzzleError> {
        let next = self.next_move();
        let change = if next.is_some() { self.decide(false)? } else { None };
        Ok((next, change))
    }

    /// Back to the puzzle's position, to try again or replay the
    /// solution; the attempt stays as decided.
    pub fn restart(&mut self) -> Result<(), PuzzleError> {
        self.drill.undo_to(0);
        self.drill.roll(self.puzzle.roll).map_err(|why| self.line_error("-", why))?;
        self.played = 0;
        self.state = State::Solving;
        Ok(())
    }

    pub fn tap(&mut self, square: &str) -> Result<PuzzleFeedback, PuzzleError> {
        if self.state != State::Solving {
            return Ok(PuzzleFeedback::Ignored);
        }
        let tapped = self.drill.tap(square).map_err(|error| self.turn_error(error))?;
        self.tapped(tapped)
    }

    /// The solver plays `from-to` (the terminal's way of two taps).
    pub fn play(&mut self, text: &str) -> Result<PuzzleFeedback, PuzzleError> {
        if self.state != State::Solving {
            return Ok(PuzzleFeedback::Ignored);
        }
        let tapped = self.drill.play(text).map_err(|error| self.turn_error(error))?;
        self.tapped(tapped)
    }

    fn tapped(&mut self, tapped: Tapped) -> Result<PuzzleFeedback, PuzzleError> {
        match tapped {
            Tapped::Picked => Ok(PuzzleFeedback::Picked),
            Tapped::Refused { sentence, squares } => Ok(PuzzleFeedback::Refused { sentence, squares }),
            Tapped::Moved => self.judge(),
        }
    }

    fn judge(&mut self) -> Result<PuzzleFeedback, PuzzleError> {
        let game = self.drill.game();
        let played = game.last_move().map(|mv| format!("{}-{}", mv.from, mv.to)).unwrap_or_default();
        let won = game.ending().is_some_and(|ending| ending.score(self.solver) == Some(Score::Win));
        if won || played == self.puzzle.line[self.played] {
            self.played += 1;
            if won || self.played == self.puzzle.line.len() {
                self.state = State::Solved;
                return Ok(PuzzleFeedback::Solved { change: self.decide(true)? });
            }
            let reply = &self.puzzle.line[self.played];
            self.drill.script(reply).map_err(|why| self.line_error(reply, why))?;
            self.played += 1;
            return Ok(PuzzleFeedback::Right { reply: reply.clone() });
        }
        self.state = State::Failed;
        let seed = self.played as u64;
        let refutation = self.drill.answer(REFUTER, seed).map_err(|error| self.turn_error(error))?;
        Ok(PuzzleFeedback::Wrong { refutation, change: self.decide(false)? })
    }

    /// The attempt's result, recorded the first time only.
    fn decide(&mut self, solved: bool) -> Result<Option<RatingChange>, PuzzleError> {
        if std::mem::replace(&mut self.decided, true) {
            return Ok(None);
        }
        let Some(store) = &self.store else { return Ok(None) };
        let variant = self.puzzle.variant;
        let before = store.puzzle_rating(variant)?;
        let change = RatingChange { before, after: before.after(self.puzzle, solved) };
        let attempt = PuzzleAttempt { puzzle: self.puzzle.id.clone(), at: crate::store::now(), solved, change };
        store.record_puzzle_attempt(variant, &attempt)?;
        Ok(Some(change))
    }

    fn line_error(&self, text: &str, why: String) -> PuzzleError {
        PuzzleError::Line { id: self.puzzle.id.clone(), text: text.to_owned(), why }
    }

    fn turn_error(&self, error: TurnError) -> PuzzleError {
        PuzzleError::Turn { id: self.puzzle.id.clone(), error }
    }
}
