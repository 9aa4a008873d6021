//! Reviews worked out before, so that a game reviewed once opens its review
//! at once the next time, after a restart too. A cache, not a record: it is
//! in no backup, the newest [`REVIEWS_KEPT`] stay, and an entry that does
//! not read is worked out again rather than called damage.

use serde::{Serialize, de::DeserializeOwned};

use super::{Store, StoreError, encode};

/// How many reviews are kept; a Königszabel game of 400 plies takes about
/// 60 kB, so the cache stays within a few megabytes.
pub const REVIEWS_KEPT: usize = 64;

impl Store {
    /// The review saved under `key`; `None` when there is none, or when it
    /// does not read (written by an older version, or damaged).
    pub fn cached_review<T: DeserializeOwned>(&self, key: &str) -> Option<T> {
        let bytes = self.reviews.get(key).ok()??;
        serde_json::from_slice(bytes.get(8..)?).ok()
    }

    /// Saves `review` under `key`, dropping the oldest beyond
    /// [`REVIEWS_KEPT`]. Not flushed: a review lost in a crash is only
    /// worked out again.
    pub fn cache_review<T: Serialize>(&self, key: &str, review: &T) -> Result<(), StoreError> {
        let _writing = self.write_lock();
        let age = self.db.generate_id()?.to_be_bytes();
        let mut entry = age.to_vec();
        entry.extend(encode(review));
        self.reviews.insert(key, entry)?;
        self.reviews_by_age.insert(age, key.as_bytes())?;
        while self.reviews_by_age.len() > REVIEWS_KEPT {
            let Some((age, key)) = self.reviews_by_age.pop_min()? else { break };
            // A review saved again since is younger than this entry of it.
            if self.reviews.get(&key)?.is_some_and(|entry| entry.starts_with(&age)) {
                self.reviews.remove(&key)?;
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn store() -> (tempfile::TempDir, Store) {
        let dir = tempfile::tempdir().unwrap();
        let (store, _) = Store::open(dir.path()).unwrap();
        (dir, store)
    }

    #[test]
    fn a_review_saved_reads_back_and_survives_reopening() {
        let dir = tempfile::tempdir().unwrap();
        {
            let (store, _) = Store::open(dir.path()).unwrap();
            assert_eq!(store.cached_review::<Vec<u32>>("game"), None);
            store.cache_review("game", &vec![1u32, 2, 3]).unwrap();
            assert_eq!(store.cached_review::<Vec<u32>>("game"), Some(vec![1, 2, 3]));
        }
        let (store, _) = Store::open(dir.path()).unwrap();
        assert_eq!(store.cached_review::<Vec<u32>>("game"), Some(vec![1, 2, 3]));
    }

    #[test]
    fn only_the_newest_reviews_are_kept() {
        let (_dir, store) = store();
        for game in 0..REVIEWS_KEPT + 5 {
            store.cache_review(&format!("game {game}"), &game).unwrap();
        }
        // Saved again, the first becomes the newest and is kept.
        store.cache_review("game 5", &5).unwrap();
        store.cache_review("one more", &0).unwrap();
        assert_eq!(store.reviews.len(), REVIEWS_KEPT);
        assert_eq!(store.reviews_by_age.len(), REVIEWS_KEPT);
        assert_eq!(store.cached_review::<usize>("game 5"), Some(5));
        assert_eq!(store.cached_review::<usize>("game 6"), None, "the oldest went");
        assert_eq!(store.cached_review::<usize>("game 7"), Some(7));
    }

    #[test]
    fn a_damaged_review_reads_as_none_and_is_saved_again() {
        let (_dir, store) = store();
        store.cache_review("game", &vec![1u32]).unwrap();
        store.reviews.insert("game", &b"\0\0\0\0\0\0\0\x01{not json"[..]).unwrap();
        assert_eq!(store.cached_review::<Vec<u32>>("game"), None);
        store.reviews.insert("short", &b"\x01"[..]).unwrap();
        assert_eq!(store.cached_review::<Vec<u32>>("short"), None);
        store.cache_review("game", &vec![2u32]).unwrap();
        assert_eq!(store.cached_review::<Vec<u32>>("game"), Some(vec![2]));
        assert_eq!(store.cached_review::<String>("game"), None, "a review of another shape is no review");
    }
}
