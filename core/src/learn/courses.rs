//! The lessons of each game, in the order a beginner takes them.

mod einstein;
mod group;
mod koenigszabel;

use super::lesson::Lesson;
use crate::game::Variant;

/// Every lesson, course by course.
pub static LESSONS: &[&[Lesson]] = &[einstein::LESSONS, koenigszabel::LESSONS, group::LESSONS];

/// The lessons of one game family, as a player picks them.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Course {
    Einstein,
    Koenigszabel,
    /// The games of three and four.
    Group,
}

impl Course {
    pub const ALL: [Course; 3] = [Course::Einstein, Course::Koenigszabel, Course::Group];

    /// The course that teaches `variant`.
    pub fn of(variant: Variant) -> Course {
        match variant {
            Variant::Einstein => Course::Einstein,
            Variant::Koenigszabel => Course::Koenigszabel,
            Variant::QuattroDiagonal | Variant::QuattroLongline | Variant::Trio => Course::Group,
        }
    }

    /// The stable name stored with progress and typed in the terminal.
    pub const fn name(self) -> &'static str {
        match self {
            Course::Einstein => "einstein",
            Course::Koenigszabel => "koenigszabel",
            Course::Group => "quattro",
        }
    }

    pub fn lessons(self) -> &'static [Lesson] {
        LESSONS[self as usize]
    }

    /// The lesson called `id`, in any course.
    pub fn lesson(id: &str) -> Option<&'static Lesson> {
        LESSONS.iter().flat_map(|lessons| lessons.iter()).find(|lesson| lesson.id == id)
    }
}
