//! A lesson being played: the learner's taps go to the game's own turn
//! machine, so every rule is the rules'; the lesson only checks the goal
//! and says what a move did.

use std::sync::Arc;

use thiserror::Error;

use super::lesson::{Goal, Lesson, Step};
use crate::game::{Board, Mark, Phase, Score, Seat, Sentence, TapOutcome, TurnError};
use crate::games::{AnyGame, AnyTable, Arranged, ArrangementError, Arranging, PositionTextError};
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
    table: AnyTable,
    learner: Seat,
    /// The task in progress (from 0); `steps.len()` once done.
    step: usize,
    /// The plies on the board when the task began: a miss goes back there.
    step_plies: usize,
    picked: Option<String>,
    /// Where a lesson done is noted; none in the tests.
    store: Option<Arc<Store>>,
    /// The stones being arranged, in a lesson before the game (E3).
    arranging: Option<Arranging>,
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
            let table = AnyGame::pictured_start(lesson.variant).into_table();
            let learner = table.game().seat_to_move();
            let picked = None;
            let arranging = Some(arranging);
            return Ok(LessonRun { lesson, table, learner, step: 0, step_plies: 0, picked, store: None, arranging });
        }
        let game = AnyGame::from_position(lesson.variant, lesson.position)
            .map_err(|error| LessonError::Position { id: lesson.id, error })?;
        let learner = game.state().seat_to_move();
        let table = game.into_table();
        let mut run =
            LessonRun { lesson, table, learner, step: 0, step_plies: 0, picked: None, store: None, arranging: None };
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

    /// A move that does the task, `from-to`.
    pub fn solution(&self) -> Option<&'static str> {
        self.lesson.steps.get(self.step).map(|step| step.solution)
    }

    /// The board with the last move and the choices of the turn marked.
    pub fn board(&self) -> Board {
        if let Some(arranging) = &self.arranging {
            return arranging.board();
        }
        let game = self.table.game();
        let mut marks = Vec::new();
        if let Some(played) = game.last_move() {
            marks.push((played.from, Mark::LastFrom));
            marks.push((played.to, Mark::LastTo));
        }
        if !self.is_done() {
            let phase = self.table.phase();
            if matches!(phase, Phase::ChoosePiece | Phase::ChooseTarget) {
                self.table.mark_choices(phase, &mut |square, mark| marks.push((square, mark)));
            }
        }
        game.board().marked(&marks)
    }

    /// Back to the lesson's first task.
    pub fn restart(&mut self) -> Result<(), LessonError> {
        if self.arranging.is_some() {
            *self = LessonRun { store: self.store.take(), ..LessonRun::start(self.lesson)? };
            return Ok(());
        }
        self.table.undo_to(0);
        self.step = 0;
        self.step_plies = 0;
        self.begin_step()
    }

    /// The learner taps `square`: picks a piece, or moves the picked one.
    pub fn tap(&mut self, square: &str) -> Result<Feedback, LessonError> {
        if self.is_done() {
            return Ok(Feedback::Ignored);
        }
        if self.arranging.is_some() {
            return self.arrange(square);
        }
        let phase = self.table.phase();
        let outcome = match self.table.tap(square, phase) {
            Ok(outcome) => outcome,
            Err(TurnError::Refused(refusal)) => return Ok(self.refused(refusal.sentence())),
            Err(TurnError::BadSquare(_)) => return Ok(self.refused(no_square(square))),
            Err(error) => return Err(LessonError::Turn { id: self.lesson.id, error }),
        };
        match outcome {
            TapOutcome::Selected(picked) => {
                self.picked = Some(picked);
                Ok(Feedback::Picked)
            }
            TapOutcome::Moved(_) => self.judge(),
            TapOutcome::Ignored(_) => Ok(self.refused(self.why_not(square))),
        }
    }

    fn refused(&self, sentence: Sentence) -> Feedback {
        let named = sentence.args.iter().filter(|(name, _)| matches!(*name, "blocker" | "square" | "from"));
        let squares = named.map(|(_, value)| value.clone()).filter(|value| self.table.has_square(value)).collect();
        Feedback::Refused { sentence, squares }
    }

    /// Why a tap on `square` moved nothing, in the rules' words where they
    /// say more than that it cannot.
    fn why_not(&self, square: &str) -> Sentence {
        let refusal = match &self.picked {
            Some(picked) => self.table.why_not_move(&format!("{picked}-{square}")),
            None => self.table.why_not_pick(square),
        };
        match (refusal, &self.picked) {
            (Some(refusal), _) => refusal.sentence(),
            (None, Some(picked)) => cannot_go(picked, square),
            (None, None) => cannot_move(square),
        }
    }

    /// The learner plays `from-to` (the terminal's way of two taps).
    pub fn play(&mut self, text: &str) -> Result<Feedback, LessonError> {
        let Some((from, to)) = text.trim().split_once('-') else {
            return Ok(self.refused(Sentence { key: "learn-write-move", args: vec![] }));
        };
        if self.picked.as_deref() != Some(from.trim()) {
            // A refusal then speaks of `from` as a pick, not as a target of
            // the piece picked before.
            self.picked = None;
            self.arranging = self.arranging.take().map(Arranging::unpicked);
            match self.tap(from.trim())? {
                Feedback::Picked => {}
                other => return Ok(other),
            }
        }
        self.tap(to.trim())
    }

    /// A tap on the corner being arranged: a stone picked, or two swapped
    /// and the arrangement judged (kept when it meets the task).
    fn arrange(&mut self, square: &str) -> Result<Feedback, LessonError> {
        let Some(arranging) = &mut self.arranging else { return Ok(Feedback::Ignored) };
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
                self.step = self.lesson.steps.len();
                if let Some(store) = &self.store {
                    store.mark_lesson_done(self.lesson.id)?;
                }
                Ok(Feedback::Done)
            }
        }
    }

    /// After the learner's move: the task met, or back to its start.
    fn judge(&mut self) -> Result<Feedback, LessonError> {
        self.picked = None;
        let step = &self.lesson.steps[self.step];
        if !self.met(step.goal) {
            self.table.undo_to(self.step_plies);
            self.begin_step()?;
            return Ok(Feedback::Missed);
        }
        let mut replies = Vec::new();
        for reply in step.replies {
            self.restore_roll(reply.roll)?;
            self.script(reply.mv)?;
            replies.push(reply.mv.to_owned());
        }
        self.step += 1;
        self.step_plies = self.table.game().plies();
        if self.is_done() {
            if let Some(store) = &self.store {
                store.mark_lesson_done(self.lesson.id)?;
            }
            return Ok(Feedback::Done);
        }
        self.begin_step()?;
        Ok(Feedback::Next { replies })
    }

    fn met(&self, goal: Goal) -> bool {
        let game = self.table.game();
        let Some(played) = game.last_move() else { return false };
        match goal {
            Goal::AnyMove => true,
            Goal::Reach { piece, squares } => {
                let board = game.board();
                let stands =
                    board.cells.iter().find(|cell| cell.name == played.to).and_then(|cell| cell.piece.as_ref());
                squares.contains(&played.to.as_str())
                    && stands.is_some_and(|view| view.kind == piece && view.seat == self.learner)
            }
            Goal::Capture(squares) => squares.iter().all(|square| played.captured.iter().any(|taken| taken == square)),
            Goal::Win(reason) => game
                .ending()
                .is_some_and(|ending| ending.score(self.learner) == Some(Score::Win) && ending.reason == reason),
            Goal::Draw(reason) => game
                .ending()
                .is_some_and(|ending| ending.score(self.learner) == Some(Score::Draw) && ending.reason == reason),
            // Judged on the arrangement, before any move (`arrange`).
            Goal::Arrange { .. } => false,
        }
    }

    /// The task's die, rolled for the learner.
    fn begin_step(&mut self) -> Result<(), LessonError> {
        self.picked = None;
        match self.lesson.steps.get(self.step) {
            Some(step) => self.restore_roll(step.roll),
            None => Ok(()),
        }
    }

    fn restore_roll(&mut self, roll: Option<u8>) -> Result<(), LessonError> {
        if !self.table.needs_roll() {
            return Ok(());
        }
        let step = self.step;
        let id = self.lesson.id;
        let roll =
            roll.ok_or_else(|| LessonError::Script { id, step, text: "-".into(), why: "a roll is due".into() })?;
        self.table.restore_roll(roll).map_err(|why| LessonError::Script { id, step, text: roll.to_string(), why })
    }

    /// Plays the other side's `from-to` by the same taps a person makes.
    fn script(&mut self, text: &'static str) -> Result<(), LessonError> {
        let (id, step) = (self.lesson.id, self.step);
        let fail = |why: String| LessonError::Script { id, step, text: text.to_owned(), why };
        let (from, to) = text.split_once('-').ok_or_else(|| fail("not from-to".into()))?;
        for square in [from, to] {
            let phase = self.table.phase();
            match self.table.tap(square, phase).map_err(|error| fail(error.to_string()))? {
                TapOutcome::Moved(_) => return Ok(()),
                TapOutcome::Selected(_) => {}
                TapOutcome::Ignored(ignored) => return Err(fail(format!("{ignored:?}"))),
            }
        }
        Err(fail("the taps played no move".into()))
    }
}

fn no_square(square: &str) -> Sentence {
    Sentence { key: "learn-no-square", args: vec![("square", crate::text::shortened(square, 20))] }
}

fn cannot_move(square: &str) -> Sentence {
    Sentence { key: "learn-cannot-move", args: vec![("square", square.to_owned())] }
}

fn cannot_go(from: &str, to: &str) -> Sentence {
    Sentence { key: "learn-cannot-go", args: vec![("from", from.to_owned()), ("to", to.to_owned())] }
}
