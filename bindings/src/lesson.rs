//! Lessons for the apps: the courses with what is done, and a lesson in
//! play. Every word comes from the core in the language asked for; the app
//! draws the board, marks the squares named and reads out the feedback.

use std::sync::{Arc, Mutex, PoisonError};

use zabel_core::learn::{self, Course, Feedback, LessonRun};
use zabel_core::text::{self, Language};

use crate::error::{ZabelError, guard};
use crate::game::{Board, Variant};

/// A course: the lessons of one game, or of the games of three and four.
#[derive(Clone, Copy, PartialEq, Eq, Debug, uniffi::Enum)]
pub enum LessonCourse {
    Einstein,
    Koenigszabel,
    Group,
}

impl LessonCourse {
    fn core(self) -> Course {
        match self {
            LessonCourse::Einstein => Course::Einstein,
            LessonCourse::Koenigszabel => Course::Koenigszabel,
            LessonCourse::Group => Course::Group,
        }
    }
}

impl From<Course> for LessonCourse {
    fn from(course: Course) -> LessonCourse {
        match course {
            Course::Einstein => LessonCourse::Einstein,
            Course::Koenigszabel => LessonCourse::Koenigszabel,
            Course::Group => LessonCourse::Group,
        }
    }
}

/// The course that teaches `variant`.
#[uniffi::export]
pub fn lesson_course(variant: Variant) -> LessonCourse {
    Course::of(variant).into()
}

/// A lesson as a list shows it.
#[derive(Clone, PartialEq, Eq, Debug, uniffi::Record)]
pub struct LessonEntry {
    pub id: String,
    pub title: String,
    pub done: bool,
}

/// A course as the Learn screen lists it.
#[derive(Clone, PartialEq, Eq, Debug, uniffi::Record)]
pub struct CourseEntry {
    pub course: LessonCourse,
    pub name: String,
    pub lessons: Vec<LessonEntry>,
    /// The first lesson not done; `None` once every one is.
    pub next: Option<String>,
}

pub(crate) fn course_entry(course: LessonCourse, progress: &learn::Progress, language: Language) -> CourseEntry {
    let lessons = course.core().lessons();
    CourseEntry {
        course,
        name: text::text_with(language, "learn-course", &[("course", text::Arg::Text(course.core().name()))]),
        lessons: lessons
            .iter()
            .map(|lesson| LessonEntry {
                id: lesson.id.to_owned(),
                title: text::text(language, &lesson.title_key()),
                done: progress.is_done(lesson),
            })
            .collect(),
        next: progress.next(course.core()).map(|lesson| lesson.id.to_owned()),
    }
}

/// What a tap did, in words.
#[derive(Clone, PartialEq, Eq, Debug, uniffi::Enum)]
pub enum LessonFeedback {
    /// A piece is picked; the board marks where it can go.
    Picked,
    /// The rules do not allow it: the rule in words, and the squares it
    /// names (the piece, what blocks it) for the board to mark.
    Refused {
        text: String,
        squares: Vec<String>,
    },
    /// A legal move that misses the task; the board is back where it began.
    Missed {
        text: String,
    },
    /// The task is done; the other seats answered with `replies`, and the
    /// view holds the next task.
    Next {
        replies: Vec<String>,
    },
    /// The lesson is done (and noted).
    Done {
        text: String,
    },
    Ignored,
}

/// A move that does the task: the square of the piece and where it goes.
#[derive(Clone, PartialEq, Eq, Debug, uniffi::Record)]
pub struct LessonHint {
    pub from: String,
    pub to: String,
}

/// The lesson now, in words and on the board.
#[derive(Clone, PartialEq, Debug, uniffi::Record)]
pub struct LessonView {
    pub id: String,
    pub variant: Variant,
    pub title: String,
    pub intro: String,
    /// The task in progress; the closing words once done.
    pub task: String,
    /// The task in progress, from 1, and how many there are.
    pub step: u32,
    pub steps: u32,
    pub done: bool,
    /// The die of the task, for a dice game; `None` without a roll.
    pub roll: Option<u8>,
    /// The board with the last move and the turn's choices marked, each
    /// square described for screen readers.
    pub board: Board,
    /// The squares the task talks about.
    pub marked: Vec<String>,
}

#[derive(uniffi::Object)]
pub struct Lesson {
    run: Mutex<LessonRun>,
    language: Language,
}

impl Lesson {
    pub(crate) fn new(run: LessonRun, language: Language) -> Arc<Lesson> {
        Arc::new(Lesson { run: Mutex::new(run), language })
    }

    fn run(&self) -> std::sync::MutexGuard<'_, LessonRun> {
        self.run.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

#[uniffi::export]
impl Lesson {
    pub fn view(&self) -> Result<LessonView, ZabelError> {
        guard(|| {
            let run = self.run();
            let lesson = run.lesson();
            let said = |key: &str| text::text(self.language, key);
            let task = if run.is_done() { said(&lesson.done_key()) } else { said(&lesson.task_key(run.step())) };
            Ok(LessonView {
                id: lesson.id.to_owned(),
                variant: lesson.variant,
                title: said(&lesson.title_key()),
                intro: said(&lesson.intro_key()),
                task,
                step: (run.step() + 1).min(lesson.steps.len()) as u32,
                steps: lesson.steps.len() as u32,
                done: run.is_done(),
                roll: run.roll(),
                board: run.board().described(lesson.variant, self.language).into(),
                marked: run.marked().iter().map(|square| square.to_string()).collect(),
            })
        })
    }

    /// A tap on `square`.
    pub fn tap(&self, square: String) -> Result<LessonFeedback, ZabelError> {
        guard(|| {
            let mut run = self.run();
            let feedback = run.tap(&square)?;
            let lesson = run.lesson();
            Ok(match feedback {
                Feedback::Picked => LessonFeedback::Picked,
                Feedback::Refused { sentence, squares } => {
                    LessonFeedback::Refused { text: text::sentence(self.language, &sentence), squares }
                }
                Feedback::Missed => LessonFeedback::Missed { text: text::text(self.language, &lesson.miss_key()) },
                Feedback::Next { replies } => LessonFeedback::Next { replies },
                Feedback::Done => LessonFeedback::Done { text: text::text(self.language, &lesson.done_key()) },
                Feedback::Ignored => LessonFeedback::Ignored,
            })
        })
    }

    /// A move that does the task, for the board's hint arrow.
    pub fn hint(&self) -> Option<LessonHint> {
        self.run().solution().map(|hint| LessonHint { from: hint.from.to_owned(), to: hint.to.to_owned() })
    }

    /// Back to the first task.
    pub fn restart(&self) -> Result<(), ZabelError> {
        guard(|| Ok(self.run().restart()?))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_lesson_tapped_through_is_done_and_the_course_says_so() {
        let dir = tempfile::tempdir().unwrap();
        let zabel = crate::Zabel::open(dir.path().to_string_lossy().into_owned()).unwrap();
        let course = zabel.lesson_courses("en".into()).unwrap().remove(1);
        assert_eq!(course.course, LessonCourse::Koenigszabel);
        assert_eq!(course.next.as_deref(), Some("tafl-moves"));
        assert!(zabel.offer_lessons(Variant::Koenigszabel).unwrap());
        let lesson = zabel.start_lesson("tafl-moves".into(), "en".into()).unwrap();
        let view = lesson.view().unwrap();
        assert_eq!((view.title.as_str(), view.step, view.steps), ("Moving like a rook", 1, 1));
        assert_eq!(view.marked, ["d4", "d11"]);
        assert!(view.board.cells.iter().any(|cell| cell.description.starts_with("d4")), "described");
        assert_eq!(lesson.tap("d4".into()).unwrap(), LessonFeedback::Picked);
        let refused = lesson.tap("e5".into()).unwrap();
        assert!(matches!(&refused, LessonFeedback::Refused { text, .. } if text.contains("e5")), "{refused:?}");
        assert!(matches!(lesson.tap("d9".into()).unwrap(), LessonFeedback::Missed { .. }));
        assert_eq!(lesson.hint(), Some(LessonHint { from: "d4".into(), to: "d11".into() }));
        lesson.tap("d4".into()).unwrap();
        assert!(matches!(lesson.tap("d11".into()).unwrap(), LessonFeedback::Done { .. }));
        assert!(lesson.view().unwrap().done);
        let course = zabel.lesson_courses("de".into()).unwrap().remove(1);
        assert!(course.lessons[0].done);
        assert_eq!(course.next.as_deref(), Some("tafl-blocked"));
        assert_eq!(course.lessons[1].title, "Was einen Zug aufhält");
        assert!(!zabel.offer_lessons(Variant::Koenigszabel).unwrap(), "one lesson done");
        zabel.decline_lessons(Variant::Trio).unwrap();
        assert!(!zabel.offer_lessons(Variant::QuattroDiagonal).unwrap(), "a no holds for the whole course");
        assert!(matches!(zabel.start_lesson("nope".into(), "en".into()), Err(ZabelError::Internal { .. })));
    }
}
