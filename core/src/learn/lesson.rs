//! A lesson as data: a position in its game's own notation, the steps the
//! learner plays from it, and the rules it teaches. Every word it shows is
//! in the catalogs, under keys made from its id.

use crate::game::{EndReason, PieceKind, Variant};

/// One short task on the board.
#[derive(Clone, Copy, Debug)]
pub struct Lesson {
    /// `tafl-capture`; its texts are `learn-<id>-title`, `-intro`, `-task-<n>`
    /// (one per step, from 1), `-miss` and `-done`.
    pub id: &'static str,
    pub variant: Variant,
    /// Where it begins, with the learner to move (E8, Q5, K10).
    pub position: &'static str,
    pub steps: &'static [Step],
    /// The rules of RULES.md it teaches (`K4`, `E4.3`).
    pub rules: &'static [&'static str],
}

/// One move of the learner's, checked against its goal, and the other
/// side's answer once it is met.
#[derive(Clone, Copy, Debug)]
pub struct Step {
    /// What a dice game rolls for the learner; `None` where nothing is
    /// rolled (Königszabel, or one stone left, E4.1).
    pub roll: Option<u8>,
    pub goal: Goal,
    /// The squares the task talks about, marked on the board.
    pub marks: &'static [&'static str],
    /// A move that meets the goal, written `from-to`: the hint, and what
    /// the tests play.
    pub solution: &'static str,
    /// The other seats' moves after the goal is met, in turn order, if the
    /// lesson goes on.
    pub replies: &'static [Reply],
}

impl Step {
    /// A task with the die showing `roll`, and no answer after it.
    pub const fn rolled(roll: u8, goal: Goal, marks: &'static [&'static str], solution: &'static str) -> Step {
        Step { roll: Some(roll), goal, marks, solution, replies: &[] }
    }

    /// A task without a die, and no answer after it.
    pub const fn unrolled(goal: Goal, marks: &'static [&'static str], solution: &'static str) -> Step {
        Step { roll: None, goal, marks, solution, replies: &[] }
    }
}

/// Another seat's scripted move.
#[derive(Clone, Copy, Debug)]
pub struct Reply {
    pub roll: Option<u8>,
    /// `from-to`.
    pub mv: &'static str,
}

/// What the learner's move must do; the core checks it on the board the
/// rules leave.
#[derive(Clone, Copy, Debug)]
pub enum Goal {
    /// Any legal move: the lesson is about which moves the rules allow.
    AnyMove,
    /// A piece of the learner's, of this kind, ends its move on one of these.
    Reach { piece: PieceKind, squares: &'static [&'static str] },
    /// Every one of these squares loses its piece to the move.
    Capture(&'static [&'static str]),
    /// The move wins the game this way.
    Win(EndReason),
    /// The move ends the game drawn this way.
    Draw(EndReason),
    /// Before the game (E3): the learner's stone `stone` stands on
    /// `square` of their corner. The lesson's position is then the
    /// arrangement as a record writes it (`1@a1 2@b1 …`), and a move is two
    /// taps that swap two stones.
    Arrange { stone: u8, square: &'static str },
}

impl Lesson {
    pub fn title_key(&self) -> String {
        format!("learn-{}-title", self.id)
    }

    /// What the lesson explains before its first task.
    pub fn intro_key(&self) -> String {
        format!("learn-{}-intro", self.id)
    }

    /// The task of step `index` (from 0).
    pub fn task_key(&self, index: usize) -> String {
        format!("learn-{}-task-{}", self.id, index + 1)
    }

    /// What a legal move that misses the goal is told.
    pub fn miss_key(&self) -> String {
        format!("learn-{}-miss", self.id)
    }

    pub fn done_key(&self) -> String {
        format!("learn-{}-done", self.id)
    }

    /// Every catalog key the lesson shows.
    pub fn keys(&self) -> Vec<String> {
        let mut keys = vec![self.title_key(), self.intro_key(), self.miss_key(), self.done_key()];
        keys.extend((0..self.steps.len()).map(|index| self.task_key(index)));
        keys
    }
}
