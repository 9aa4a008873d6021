//! `App`: one per process (sled allows one open handle). What a UI opens at
//! start: the player's ratings, the opponents, history, settings, backups,
//! and new or resumed game sessions.

use std::path::Path;
use std::sync::Arc;

use crate::game::Variant;
use crate::learn::{self, Course, LessonError, LessonRun, Progress};
use crate::puzzle::{self, Practice, PuzzleError, PuzzleRun};
use crate::rating::elo::PlayerRating;
use crate::rating::opponents::{LevelInfo, Opponent, RatedSeat, levels, opponents, suggested};
use crate::rating::standing::Standing;
use crate::session::{GameConfig, GameView, Interrupted, Replay, Session, SessionError, ViewOptions};
use crate::store::{HistoryFilter, ImportReport, OpenReport, RatingPoint, Settings, Store, StoreError, StoredGame};
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

    /// The player's rating in `variant`; an error for a game that is not rated (R2).
    pub fn rating(&self, variant: Variant) -> Result<PlayerRating, StoreError> {
        self.store.rating(rated(variant)?)
    }

    pub fn rating_history(&self, variant: Variant) -> Result<Vec<RatingPoint>, StoreError> {
        self.store.rating_history(rated(variant)?)
    }

    /// Every level of `variant`, measured or not, for a new-game screen.
    /// Named in the player's language (the settings').
    pub fn levels(&self, variant: Variant) -> Result<Vec<LevelInfo>, StoreError> {
        Ok(levels(variant, self.view_options()?.language))
    }

    /// Every measured level of `variant` with the player's expected score against it.
    pub fn opponents(&self, variant: Variant) -> Result<Vec<Opponent>, StoreError> {
        Ok(opponents(variant, self.rating(variant)?.rating, self.view_options()?.language))
    }

    /// The level against whom the player's chances are nearest even, from
    /// `seat` when the player has chosen one.
    pub fn suggested_opponent(
        &self,
        variant: Variant,
        seat: Option<RatedSeat>,
    ) -> Result<Option<Opponent>, StoreError> {
        Ok(suggested(variant, self.rating(variant)?.rating, seat, self.view_options()?.language))
    }

    fn view_options(&self) -> Result<ViewOptions, StoreError> {
        let settings = self.store.settings()?;
        Ok(ViewOptions {
            show_die: settings.show_die,
            highlight_moves: settings.highlight_moves,
            language: Language::from_tag(&settings.language),
        })
    }

    /// Starts a new game; it replaces any game in progress. An interrupted
    /// game that counts for the rating is resigned first (R2): ask the
    /// player before, with [`App::interrupted_game`].
    pub fn new_game(&self, config: GameConfig) -> Result<Session, SessionError> {
        // A saved game this version cannot read stays replaceable, as before.
        if self.interrupted_game().ok().flatten().is_some_and(|game| game.counts) {
            self.abandon_interrupted()?;
        }
        Session::new(config, Some(Arc::clone(&self.store)), self.view_options()?)
    }

    /// The interrupted game, without taking it up: which game, how far, and
    /// whether abandoning it counts as resigning it.
    pub fn interrupted_game(&self) -> Result<Option<Interrupted>, SessionError> {
        Session::interrupted(&self.store)
    }

    /// Ends the interrupted game without playing on. One that counts for
    /// the rating is resigned and recorded, and its last view returned (its
    /// result and rating change); any other is dropped.
    pub fn abandon_interrupted(&self) -> Result<Option<GameView>, SessionError> {
        let Some(game) = self.interrupted_game()? else { return Ok(None) };
        if !game.counts {
            self.store.drop_current()?;
            return Ok(None);
        }
        let session =
            self.resume()?.ok_or_else(|| SessionError::internal("the interrupted game vanished".to_owned()))?;
        session.resign().map(Some)
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

    /// Finished games that `filter` admits, newest first.
    pub fn history(
        &self,
        limit: usize,
        before: Option<u64>,
        filter: HistoryFilter,
    ) -> Result<Vec<StoredGame>, StoreError> {
        self.store.games_where(limit, before, filter)
    }

    /// The games played at least once, for the history's choice of game.
    pub fn played_variants(&self) -> Result<Vec<Variant>, StoreError> {
        self.store.played_variants()
    }

    /// The best rating reached in `variant`, and the results against each level.
    pub fn standing(&self, variant: Variant) -> Result<Standing, StoreError> {
        Ok(Standing::of(variant, &self.store.games(usize::MAX, None)?))
    }

    /// A finished game, replayed from its record, to step through.
    pub fn replay(&self, id: u64) -> Result<Option<Replay>, StoreError> {
        let Some(stored) = self.store.game(id)? else { return Ok(None) };
        let language = Language::from_tag(&self.store.settings()?.language);
        let replay = Replay::new(stored, language).map_err(StoreError::Corrupt)?;
        Ok(Some(replay.with_reviews_in(Arc::clone(&self.store))))
    }

    /// A finished game from a record a person opened, to replay and review
    /// in the settings' language; the history stays as it was.
    pub fn open_record(&self, record: &str) -> Result<Replay, SessionError> {
        let language = Language::from_tag(&self.store.settings()?.language);
        Ok(Replay::opened(record, language)?.with_reviews_in(Arc::clone(&self.store)))
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

    /// The lessons done so far.
    pub fn lesson_progress(&self) -> Result<Progress, StoreError> {
        Progress::read(&self.store)
    }

    /// Lesson `id` from its start; done, it is noted as done.
    pub fn start_lesson(&self, id: &str) -> Result<LessonRun, LessonError> {
        let lesson = Course::lesson(id).ok_or_else(|| LessonError::NoSuchLesson(id.to_owned()))?;
        LessonRun::kept(lesson, Arc::clone(&self.store))
    }

    /// Whether to offer `course`'s lessons before a game of it.
    pub fn offer_lessons(&self, course: Course) -> Result<bool, StoreError> {
        learn::offer(&self.store, course)
    }

    /// The player's puzzles of `variant` so far.
    pub fn practice(&self, variant: Variant) -> Result<Practice, StoreError> {
        Practice::read(&self.store, variant)
    }

    /// A puzzle of `variant` (of `theme`, if given) near the player's
    /// puzzle rating and not tried lately; `None` for a game without them.
    pub fn next_puzzle(&self, variant: Variant, theme: Option<&str>) -> Result<Option<PuzzleRun>, PuzzleError> {
        let practice = self.practice(variant)?;
        let rating = practice.rating().rating;
        let chosen = puzzle::next_puzzle(puzzle::puzzles(variant), theme, rating, &practice.recent(), &mut rand::rng());
        chosen.map(|chosen| PuzzleRun::kept(chosen, Arc::clone(&self.store))).transpose()
    }

    /// Shipped puzzle `id`, its attempt counted.
    pub fn start_puzzle(&self, id: &str) -> Result<PuzzleRun, PuzzleError> {
        let chosen = puzzle::puzzle(id).ok_or_else(|| PuzzleError::NoSuchPuzzle(id.to_owned()))?;
        PuzzleRun::kept(chosen, Arc::clone(&self.store))
    }

    /// The person said no to `course`'s lessons; they are not offered again.
    pub fn decline_lessons(&self, course: Course) -> Result<(), StoreError> {
        self.store.decline_lessons(course.name())
    }
}

/// `variant` when it has a rating (R2), else the error that says it has none.
fn rated(variant: Variant) -> Result<Variant, StoreError> {
    if variant.is_rated() { Ok(variant) } else { Err(StoreError::NotRated(variant)) }
}
