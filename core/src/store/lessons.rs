//! What a person has learnt: each lesson done and when, and the courses
//! whose offer of lessons they turned down. Kept beside the settings and
//! flushed; not a record of play, so it is in no backup, and an entry that
//! does not read counts as not done rather than as damage.

use std::collections::BTreeMap;

use super::{Store, StoreError, encode, now};

const DONE: &str = "lesson-done/";
const DECLINED: &str = "lessons-declined/";

impl Store {
    /// Every lesson done, by id, with the Unix second it was first done.
    pub fn lessons_done(&self) -> Result<BTreeMap<String, u64>, StoreError> {
        let mut done = BTreeMap::new();
        for entry in self.meta.scan_prefix(DONE) {
            let (key, value) = entry?;
            let id = String::from_utf8_lossy(&key[DONE.len()..]).into_owned();
            if let Ok(when) = serde_json::from_slice(&value) {
                done.insert(id, when);
            }
        }
        Ok(done)
    }

    /// Notes lesson `id` done now; done again, it keeps its first date.
    pub fn mark_lesson_done(&self, id: &str) -> Result<(), StoreError> {
        let _writing = self.write_lock();
        let key = format!("{DONE}{id}");
        let first = self.meta.get(&key)?.and_then(|value| serde_json::from_slice::<u64>(&value).ok());
        if first.is_none() {
            self.meta.insert(key, encode(&now()))?;
            self.db.flush()?;
        }
        Ok(())
    }

    /// Whether the person said no to the lessons of `course`.
    pub fn lessons_declined(&self, course: &str) -> Result<bool, StoreError> {
        Ok(self.meta.get(format!("{DECLINED}{course}"))?.is_some())
    }

    pub fn decline_lessons(&self, course: &str) -> Result<(), StoreError> {
        let _writing = self.write_lock();
        self.meta.insert(format!("{DECLINED}{course}"), encode(&now()))?;
        self.db.flush()?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lessons_done_and_a_no_survive_reopening() {
        let dir = tempfile::tempdir().unwrap();
        {
            let (store, _) = Store::open(dir.path()).unwrap();
            assert!(store.lessons_done().unwrap().is_empty());
            assert!(!store.lessons_declined("koenigszabel").unwrap());
            store.mark_lesson_done("tafl-moves").unwrap();
            store.mark_lesson_done("einstein-roll").unwrap();
            store.decline_lessons("koenigszabel").unwrap();
        }
        let (store, _) = Store::open(dir.path()).unwrap();
        let done = store.lessons_done().unwrap();
        assert_eq!(done.keys().collect::<Vec<_>>(), ["einstein-roll", "tafl-moves"]);
        assert!(store.lessons_declined("koenigszabel").unwrap());
        assert!(!store.lessons_declined("einstein").unwrap());
        assert_eq!(store.settings().unwrap(), Default::default(), "the settings are apart");
    }

    #[test]
    fn a_lesson_done_again_keeps_its_first_date_and_a_damaged_entry_is_not_done() {
        let dir = tempfile::tempdir().unwrap();
        let (store, _) = Store::open(dir.path()).unwrap();
        store.meta.insert(format!("{DONE}tafl-moves"), encode(&7u64)).unwrap();
        store.mark_lesson_done("tafl-moves").unwrap();
        assert_eq!(store.lessons_done().unwrap()["tafl-moves"], 7);
        store.meta.insert(format!("{DONE}tafl-capture"), b"\xff{".to_vec()).unwrap();
        assert!(!store.lessons_done().unwrap().contains_key("tafl-capture"));
        store.mark_lesson_done("tafl-blocked").unwrap();
        assert_eq!(store.lessons_done().unwrap().len(), 2, "the damaged one stays out, the rest read");
        store.mark_lesson_done("tafl-capture").unwrap();
        assert!(store.lessons_done().unwrap().contains_key("tafl-capture"), "done again, it is written anew");
    }
}
