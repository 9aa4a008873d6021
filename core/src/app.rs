//! `App`: one per process (sled allows one open handle). What a UI opens at
//! start: the player's ratings, the opponents, history, settings, backups,
//! and new or resumed game sessions.

use std::path::Path;
use std::sync::Arc;

use crate::rating::GameKind;
use crate::rating::elo::PlayerRating;
use crate::rating::opponents::{LevelInfo, Opponent, levels, opponents, suggested};
use crate::session::{GameConfig, Replay, Session, SessionError, ViewOptions};
use crate::store::{ImportReport, OpenReport, RatingPoint, Settings, Store, StoreError, StoredGame};
use crate::text::Language;

pub struct App {
    store: Arc<Store>,
    report: OpenReport,
}

impl App {
    /// Opens the data directory; a damaged database is recovered from the
    /// newest backup and [`App::open_report`] says so.
    pub fn open(data_dir: &Path) -> Result<App, StoreError> {
        let (store, report) = Store::open(data_dir)?;
        Ok(App { store: Arc::new(store), report })
    }

    pub fn open_report(&self) -> &OpenReport {
        &self.report
    }

    pub fn rating(&self, kind: GameKind) -> Result<PlayerRating, StoreError> {
        self.store.rating(kind)
    }

    pub fn rating_history(&self, kind: GameKind) -> Result<Vec<RatingPoint>, StoreError> {
        self.store.rating_history(kind)
    }

    /// Every level of `kind`, measured or not, for a new-game screen.
    pub fn levels(&self, kind: GameKind) -> Vec<LevelInfo> {
        levels(kind)
    }

    /// Every measured level of `kind` with the player's expected score against it.
    pub fn opponents(&self, kind: GameKind) -> Result<Vec<Opponent>, StoreError> {
        Ok(opponents(kind, self.rating(kind)?.rating))
    }

    /// The level against whom the player's chances are nearest even.
    pub fn suggested_opponent(&self, kind: GameKind) -> Result<Option<Opponent>, StoreError> {
        Ok(suggested(kind, self.rating(kind)?.rating))
    }

    fn view_options(&self) -> Result<ViewOptions, StoreError> {
        let settings = self.store.settings()?;
        Ok(ViewOptions {
            show_die: settings.show_die,
            highlight_moves: settings.highlight_moves,
            language: Language::from_tag(&settings.language),
        })
    }

    /// Starts a new game; it replaces any game in progress.
    pub fn new_game(&self, config: GameConfig) -> Result<Session, SessionError> {
        Session::new(config, Some(Arc::clone(&self.store)), self.view_options()?)
    }

    /// Whether there is an interrupted game to resume (a finished game is
    /// never left in progress).
    pub fn has_interrupted_game(&self) -> Result<bool, StoreError> {
        self.store.has_current()
    }

    /// The interrupted game, exactly as it was left.
    pub fn resume(&self) -> Result<Option<Session>, SessionError> {
        Session::resume(Arc::clone(&self.store), self.view_options()?)
    }

    /// Finished games, newest first.
    pub fn history(&self, limit: usize, before: Option<u64>) -> Result<Vec<StoredGame>, StoreError> {
        self.store.games(limit, before)
    }

    /// A finished game, replayed from its record, to step through.
    pub fn replay(&self, id: u64) -> Result<Option<Replay>, StoreError> {
        let Some(stored) = self.store.game(id)? else { return Ok(None) };
        let language = Language::from_tag(&self.store.settings()?.language);
        Replay::new(stored, language).map(Some).map_err(StoreError::Corrupt)
    }

    pub fn settings(&self) -> Result<Settings, StoreError> {
        self.store.settings()
    }

    pub fn save_settings(&self, settings: &Settings) -> Result<(), StoreError> {
        self.store.save_settings(settings)
    }

    pub fn export_backup(&self, path: &Path) -> Result<(), StoreError> {
        self.store.export_backup(path)
    }

    pub fn import_backup(&self, path: &Path) -> Result<ImportReport, StoreError> {
        self.store.import_backup(path)
    }
}
