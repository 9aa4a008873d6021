//! What a person has learnt, read from the store: which lessons are done,
//! which comes next, and whether to offer a course's lessons at all.

use std::collections::BTreeMap;

use super::courses::Course;
use super::lesson::Lesson;
use crate::store::{Store, StoreError};

pub struct Progress {
    /// Lesson id → the Unix second it was first done.
    done: BTreeMap<String, u64>,
}

impl Progress {
    pub fn read(store: &Store) -> Result<Progress, StoreError> {
        Ok(Progress { done: store.lessons_done()? })
    }

    pub fn is_done(&self, lesson: &Lesson) -> bool {
        self.done.contains_key(lesson.id)
    }

    /// How many of the course's lessons are done.
    pub fn done_in(&self, course: Course) -> usize {
        course.lessons().iter().filter(|lesson| self.is_done(lesson)).count()
    }

    /// The first lesson of the course not done yet.
    pub fn next(&self, course: Course) -> Option<&'static Lesson> {
        course.lessons().iter().find(|lesson| !self.is_done(lesson))
    }
}

/// Whether to offer the course's lessons before a game of it: not once
/// the person has done one of them, nor after they said no.
pub fn offer(store: &Store, course: Course) -> Result<bool, StoreError> {
    Ok(Progress::read(store)?.done_in(course) == 0 && !store.lessons_declined(course.name())?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lessons_are_offered_until_one_is_done_or_the_person_says_no() {
        let dir = tempfile::tempdir().unwrap();
        let (store, _) = Store::open(dir.path()).unwrap();
        assert!(offer(&store, Course::Koenigszabel).unwrap());
        let first = Course::Koenigszabel.lessons()[0];
        assert_eq!(Progress::read(&store).unwrap().next(Course::Koenigszabel).map(|l| l.id), Some(first.id));
        store.mark_lesson_done(first.id).unwrap();
        let progress = Progress::read(&store).unwrap();
        assert_eq!(progress.done_in(Course::Koenigszabel), 1);
        assert_eq!(progress.next(Course::Koenigszabel).map(|l| l.id), Some(Course::Koenigszabel.lessons()[1].id));
        assert!(!offer(&store, Course::Koenigszabel).unwrap(), "one lesson done");
        assert!(offer(&store, Course::Einstein).unwrap());
        store.decline_lessons(Course::Einstein.name()).unwrap();
        assert!(!offer(&store, Course::Einstein).unwrap(), "a no is remembered");
        assert!(offer(&store, Course::Group).unwrap());
    }
}
