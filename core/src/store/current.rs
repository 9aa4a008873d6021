//! The settings and the game in progress, owned by one session at a time.

use serde::{Serialize, de::DeserializeOwned};

use super::{CURRENT, CURRENT_OWNER, SETTINGS, Settings, Store, StoreError, encode};

impl Store {
    pub fn settings(&self) -> Result<Settings, StoreError> {
        Ok(self.meta_get(SETTINGS)?.unwrap_or_default())
    }

    pub fn save_settings(&self, settings: &Settings) -> Result<(), StoreError> {
        settings.validate().map_err(StoreError::BadSettings)?;
        let _writing = self.write_lock();
        self.meta.insert(SETTINGS, encode(settings))?;
        self.db.flush()?;
        Ok(())
    }

    /// Makes session `owner`'s game (any serialisable snapshot of it) the
    /// game in progress, replacing whichever was; flushed.
    pub fn claim_current<T: Serialize>(&self, owner: u64, current: &T) -> Result<(), StoreError> {
        let _writing = self.write_lock();
        let mut batch = sled::Batch::default();
        batch.insert(CURRENT, encode(current));
        batch.insert(CURRENT_OWNER, encode(&owner));
        self.meta.apply_batch(batch)?;
        self.db.flush()?;
        Ok(())
    }

    /// Saves session `owner`'s game in progress; flushed, so a killed app
    /// resumes exactly here. False, and nothing written, when another
    /// session has claimed the place since.
    pub fn save_current<T: Serialize>(&self, owner: u64, current: &T) -> Result<bool, StoreError> {
        let _writing = self.write_lock();
        if self.current_owner()? != Some(owner) {
            return Ok(false);
        }
        self.meta.insert(CURRENT, encode(current))?;
        self.db.flush()?;
        Ok(true)
    }

    /// The session owning the game in progress. A game saved before owners
    /// were kept has none, and is claimed when it is resumed.
    pub(super) fn current_owner(&self) -> Result<Option<u64>, StoreError> {
        self.meta_get(CURRENT_OWNER)
    }

    pub fn load_current<T: DeserializeOwned>(&self) -> Result<Option<T>, StoreError> {
        self.meta_get(CURRENT)
    }

    pub fn has_current(&self) -> Result<bool, StoreError> {
        Ok(self.meta.contains_key(CURRENT)?)
    }

    /// Ends session `owner`'s game in progress without recording it; a
    /// game another session has claimed since stays.
    pub fn clear_current(&self, owner: u64) -> Result<(), StoreError> {
        let _writing = self.write_lock();
        if self.current_owner()? == Some(owner) {
            self.remove_current()?;
        }
        Ok(())
    }

    /// Drops the game in progress, whoever holds it, without recording it:
    /// the player abandoned it (a game that counts is resigned instead).
    pub fn drop_current(&self) -> Result<(), StoreError> {
        let _writing = self.write_lock();
        self.remove_current()
    }

    /// The game in progress and its owner, gone together; the caller holds the write lock.
    pub(super) fn remove_current(&self) -> Result<(), StoreError> {
        let mut batch = sled::Batch::default();
        batch.remove(CURRENT);
        batch.remove(CURRENT_OWNER);
        self.meta.apply_batch(batch)?;
        self.db.flush()?;
        Ok(())
    }
}
