//! A lesson being played: the learner's taps go to the game's own turn
//! machine, so every rule is the rules'; the lesson only checks the goal
//! and says what a move did.

use std::sync::Arc;

use thiserror::Error;

use super::lesson::{Goal, Lesson, Step};
use crate::game::{Board, Score, Seat, Sentence, TurnError};
use crate::games::{Arranged, ArrangementError, Arranging, Drill, PositionTextError, Tapped};
use crate::store::{Store, StoreError};

/// What the lesson says after a tap.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Feedback {
    /// A piece is picked; its targets are marked.
    Picked,
    /// The rules do not allow it, in the player's words (the rule it breaks),
    /// and the squares the sentence names (the blocker, the piece), for the
    /// board to show.
    Refused { sentence: Sentence, squares: Vec<String> },
    /// A legal move that misses the task: the lesson's word for it, and the
    /// board is back where the task began.
    Missed,
    /// The task is done; the other seats answered with these moves, and
    /// the next task begins.
    Next { replies: Vec<String> },
    /// The last task is done.
    Done,
    /// Nothing to do: the lesson is over.
    Ignored,
}

/// A lesson that cannot be played as written: shipped lessons are tested
/// to play, so the learner never meets one.
#[derive(Debug, Error)]
pub enum LessonError {
    #[error("there is no lesson '{0}'")]
    NoSuchLesson(String),
    #[error("lesson {id}: the position does not read: {error}")]
    Position { id: &'static str, error: PositionTextError },
    #[error("lesson {id}: the arrangement does not read: {error}")]
    Arrangement { id: &'static str, error: ArrangementError },
    #[error("lesson {id}, step {step}: '{text}' cannot be played: {why}")]
    Script { id: &'static str, step: usize, text: String, why: String },
    #[error("lesson {id}: {error}")]
    Turn { id: &'static str, error: TurnError },
    /// The lesson was done, but noting it failed.
    #[error(transparent)]
    Store(#[from] StoreError),
}

pub struct LessonRun {
    lesson: &'static Lesson,
    board: LessonBoard,
    learner: Seat,
    /// The task in progress (from 0); `steps.len()` once done.
    step: usize,
    /// The plies on the board when the task began: a miss goes back there.
    step_plies: usize,
    /// Where a lesson done is noted; none in the tests.
    store: Option<Arc<Store>>,
}

/// What the learner's taps go to: a game at the lesson's position, or the
/// stones being arranged before a game (E3).
enum LessonBoard {
    Playing(Box<Drill>),
    Arranging(Arranging),
}

impl LessonRun {
    /// The lesson from its start; done, it is noted in `store`.
    pub fn kept(lesson: &'static Lesson, store: Arc<Store>) -> Result<LessonRun, LessonError> {
        Ok(LessonRun { store: Some(store), ..LessonRun::start(lesson)? })
    }

    pub fn start(lesson: &'static Lesson) -> Result<LessonRun, LessonError> {
        if let Some(Step { goal: Goal::Arrange { .. }, .. }) = lesson.steps.first() {
            let arranging =
                Arranging::new(lesson.position).map_err(|error| LessonError::Arrangement { id: lesson.id, error })?;
            let board = LessonBoard::Arranging(arranging);
            return Ok(LessonRun { lesson, board, learner: Seat(0), step: 0, step_plies: 0, store: None });
        }
        let drill = Drill::at(lesson.variant, lesson.position)
            .map_err(|error| LessonError::Position { id: lesson.id, error })?;
        let learner = drill.seat_to_move();
        let board = LessonBoard::Playing(Box::new(drill));
        let mut run = LessonRun { lesson, board, learner, step: 0, step_plies: 0, store: None };
        run.begin_step()?;
        Ok(run)
    }

    pub fn lesson(&self) -> &'static Lesson {
        self.lesson
    }

    /// The task in progress, from 0.
    pub fn step(&self) -> usize {
        self.step
    }

    pub fn is_done(&self) -> bool {
        self.step == self.lesson.steps.len()
    }

    /// The seat the learner plays.
    pub fn learner(&self) -> Seat {
        self.learner
    }

    /// The die of the task in progress.
    pub fn roll(&self) -> Option<u8> {
        self.lesson.steps.get(self.step).and_then(|step| step.roll)
    }

    /// The squares the task talks about.
    pub fn marked(&self) -> &'static [&'static str] {
        self.lesson.steps.get(self.step).map_or(&[], |step| step.marks)
    }

    /// A move that does the task.
    pub fn solution(&self) -> Option<Hint> {
        let step = self.lesson.steps.get(self.step)?;
        let (from, to) = step.solution.split_once('-')?;
        Some(Hint { from, to })
    }

    /// The board with the last move and the choices of the turn marked.
    pub fn board(&self) -> Board {
        match &self.board {
            LessonBoard::Playing(drill) => drill.board(!self.is_done()),
            LessonBoard::Arranging(arranging) => arranging.board(),
        }
    }

    /// Back to the lesson's first task.
    pub fn restart(&mut self) -> Result<(), LessonError> {
        match &mut self.board {
            LessonBoard::Playing(drill) => drill.undo_to(0),
            LessonBoard::Arranging(_) => {
                *self = LessonRun { store: self.store.take(), ..LessonRun::start(self.lesson)? };
                return Ok(());
            }
        }
        self.step = 0;
        self.step_plies = 0;
        self.begin_step()
    }

    /// The learner taps `square`: picks a piece, or moves the picked one.
    pub fn tap(&mut self, square: &str) -> Result<Feedback, LessonError> {
        if self.is_done() {
            return Ok(Feedback::Ignored);
        }
        let id = self.lesson.id;
        let tapped = match &mut self.board {
            LessonBoard::Arranging(_) => return self.arrange(square),
            LessonBoard::Playing(drill) => drill.tap(square),
        };
        self.tapped(tapped.map_err(|error| LessonError::Turn { id, error })?)
    }

    /// The learner plays `from-to` (the terminal's way of two taps).
    pub fn play(&mut self, text: &str) -> Result<Feedback, LessonError> {
        if self.is_done() {
            return Ok(Feedback::Ignored);
        }
        let id = self.lesson.id;
        let tapped = match &mut self.board {
            LessonBoard::Arranging(arranging) => {
                let Some((from, to)) = text.trim().split_once('-') else {
                    return Ok(Feedback::Refused { sentence: write_move(), squares: vec![] });
                };
                *arranging = arranging.clone().unpicked();
                return match self.arrange(from.trim())? {
                    Feedback::Picked => self.arrange(to.trim()),
                    other => Ok(other),
                };
            }
            LessonBoard::Playing(drill) => drill.play(text),
        };
        self.tapped(tapped.map_err(|error| LessonError::Turn { id, error })?)
    }

    fn tapped(&mut self, tapped: Tapped) -> Result<Feedback, LessonError> {
        match tapped {
            Tapped::Picked => Ok(Feedback::Picked),
            Tapped::Refused { sentence, squares } => Ok(Feedback::Refused { sentence, squares }),
            Tapped::Moved => self.judge(),
        }
    }

    /// A tap on the corner being arranged: a stone picked, or two swapped
    /// and the arrangement judged (kept when it meets the task).
    fn arrange(&mut self, square: &str) -> Result<Feedback, LessonError> {
        let LessonBoard::Arranging(arranging) = &mut self.board else { return Ok(Feedback::Ignored) };
        let before = arranging.clone();
        match arranging.tap(square) {
            Arranged::Picked => Ok(Feedback::Picked),
            Arranged::Refused(sentence) => Ok(Feedback::Refused { sentence, squares: vec![] }),
            Arranged::Swapped => {
                let Goal::Arrange { stone, square } = self.lesson.steps[self.step].goal else {
                    return Ok(Feedback::Ignored);
                };
                if arranging.stone_on(square) != Some(stone) {
                    *arranging = before.unpicked();
                    return Ok(Feedback::Missed);
                }
                self.finish()
            }
        }
    }

    /// After the learner's move: the task met, or back to its start.
    fn judge(&mut self) -> Result<Feedback, LessonError> {
        let LessonBoard::Playing(drill) = &mut self.board else { return Ok(Feedback::Ignored) };
        let step = &self.lesson.steps[self.step];
        if !met(drill, self.learner, step.goal) {
            drill.undo_to(self.step_plies);
            self.begin_step()?;
            return Ok(Feedback::Missed);
        }
        let (id, index) = (self.lesson.id, self.step);
        let mut replies = Vec::new();
        for reply in step.replies {
            let fail = |why: String| LessonError::Script { id, step: index, text: reply.mv.to_owned(), why };
            drill.roll(reply.roll).map_err(fail)?;
            drill.script(reply.mv).map_err(fail)?;
            replies.push(reply.mv.to_owned());
        }
        self.step += 1;
        self.step_plies = drill.game().plies();
        if self.is_done() {
            return self.finish();
        }
        self.begin_step()?;
        Ok(Feedback::Next { replies })
    }

    /// The last task done: noted, and said.
    fn finish(&mut self) -> Result<Feedback, LessonError> {
        self.step = self.lesson.steps.len();
        if let Some(store) = &self.store {
            store.mark_lesson_done(self.lesson.id)?;
        }
        Ok(Feedback::Done)
    }

    /// The task's die, rolled for the learner.
    fn begin_step(&mut self) -> Result<(), LessonError> {
        let (LessonBoard::Playing(drill), Some(step)) = (&mut self.board, self.lesson.steps.get(self.step)) else {
            return Ok(());
        };
        let (id, index) = (self.lesson.id, self.step);
        let text = step.roll.map_or("-".to_owned(), |roll| roll.to_string());
        drill.roll(step.roll).map_err(|why| LessonError::Script { id, step: index, text, why })
    }
}

/// A move that does the task, for the board's hint arrow.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Hint {
    pub from: &'static str,
    pub to: &'static str,
}

impl std::fmt::Display for Hint {
    /// As a person types it: `d4-d11`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}-{}", self.from, self.to)
    }
}

fn met(drill: &Drill, learner: Seat, goal: Goal) -> bool {
    let game = drill.game();
    let Some(played) = game.last_move() else { return false };
    match goal {
        Goal::AnyMove => true,
        Goal::Reach { piece, squares } => {
            let board = game.board();
            let stands = board.cells.iter().find(|cell| cell.name == played.to).and_then(|cell| cell.piece.as_ref());
            squares.contains(&played.to.as_str())
                && stands.is_some_and(|view| view.kind == piece && view.seat == learner)
        }
        Goal::Capture(squares) => squares.iter().all(|square| played.captured.iter().any(|taken| taken == square)),
        Goal::Win(reason) => {
            game.ending().is_some_and(|ending| ending.score(learner) == Some(Score::Win) && ending.reason == reason)
        }
        Goal::Draw(reason) => {
            game.ending().is_some_and(|ending| ending.score(learner) == Some(Score::Draw) && ending.reason == reason)
        }
        // Judged on the arrangement, before any move (`arrange`).
        Goal::Arrange { .. } => false,
    }
}

fn write_move() -> Sentence {
    Sentence { key: "learn-write-move", args: vec![] }
}
