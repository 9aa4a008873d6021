//! Lessons: one small task per rule, played on the board through the same
//! rules as a real game. A lesson is data (a position, the goal of each
//! move, the rules it teaches); [`LessonRun`] plays it and says what each
//! move did, in the catalogs' words. This folder names no game's types.

mod courses;
mod lesson;
mod progress;
mod run;

pub use courses::{Course, LESSONS};
pub use lesson::{Goal, Lesson, Reply, Step};
pub use progress::{Progress, offer};
pub use run::{Feedback, Hint, LessonError, LessonRun};

#[cfg(test)]
mod tests;
