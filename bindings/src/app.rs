//! The app's entry point: one per process, over one data directory.

use std::path::Path;
use std::sync::Arc;

use zabel_core::einstein::setup_screen;
use zabel_core::learn::Course;
use zabel_core::text::Language;
use zabel_core::{app, session};

use crate::error::{ZabelError, guard};
use crate::game::{Board, GameConfig, Placement, PlayerKind, Side, Variant, core_placements};
use crate::history::{GameSummary, HistoryFilter, Standing};
use crate::lesson::{CourseEntry, Lesson, course_entry};
use crate::puzzle::{Puzzle, PuzzleStanding, standing};
use crate::rating::{LevelInfo, Opponent, PlayerRating, RatedSeat, RatingPoint};
use crate::session::{Replay, Session};
use crate::settings::{ImportReport, Recovery, Settings};

/// An interrupted game, as told before it is taken up or replaced.
#[derive(Clone, PartialEq, Debug, uniffi::Record)]
pub struct InterruptedGame {
    pub variant: Variant,
    pub players: Vec<PlayerKind>,
    /// Plies played so far.
    pub moves: u64,
    /// Rated and still counting: starting another game resigns it.
    pub counts: bool,
}

impl From<session::Interrupted> for InterruptedGame {
    fn from(game: session::Interrupted) -> InterruptedGame {
        InterruptedGame { variant: game.variant, players: game.players, moves: game.moves as u64, counts: game.counts }
    }
}

/// The core's `App`, renamed because Swift apps already have an `App`
/// (SwiftUI's protocol).
#[derive(uniffi::Object)]
pub struct Zabel {
    inner: app::App,
}

#[uniffi::export]
impl Zabel {
    /// Opens (or creates) the data directory. A damaged database is rebuilt
    /// from the newest backup and [`Zabel::recovery`] says so.
    #[uniffi::constructor]
    pub fn open(data_dir: String) -> Result<Arc<Zabel>, ZabelError> {
        guard(|| Ok(Arc::new(Zabel { inner: app::App::open(Path::new(&data_dir))? })))
    }

    /// What opening did to restore the history, told in the settings'
    /// language (restored with the history); `None` when nothing was wrong.
    pub fn recovery(&self) -> Option<Recovery> {
        let recovery = self.inner.open_report().recovery.as_ref()?;
        let settings = self.inner.settings().unwrap_or_default();
        Some(Recovery::told(recovery, zabel_core::text::Language::from_tag(&settings.language)))
    }

    /// The player's rating in a rated game (`rated_variants`); the others refuse with `NotRated`.
    pub fn rating(&self, variant: Variant) -> Result<PlayerRating, ZabelError> {
        guard(|| Ok(self.inner.rating(variant)?.into()))
    }

    /// Oldest first, one point per rated game.
    pub fn rating_history(&self, variant: Variant) -> Result<Vec<RatingPoint>, ZabelError> {
        guard(|| Ok(self.inner.rating_history(variant)?.into_iter().map(Into::into).collect()))
    }

    /// Every level that can sit at a seat of `variant`, weakest first,
    /// measured or not (the games of three and four have no ratings),
    /// named in the player's language.
    pub fn levels(&self, variant: Variant) -> Result<Vec<LevelInfo>, ZabelError> {
        guard(|| Ok(self.inner.levels(variant)?.into_iter().map(Into::into).collect()))
    }

    /// Every measured level, weakest first, with the player's expected score.
    pub fn opponents(&self, variant: Variant) -> Result<Vec<Opponent>, ZabelError> {
        guard(|| Ok(self.inner.opponents(variant)?.into_iter().map(Into::into).collect()))
    }

    /// The level against whom the player's chances are nearest even: from
    /// `seat` once the player has chosen a side, else over both.
    pub fn suggested_opponent(
        &self,
        variant: Variant,
        seat: Option<RatedSeat>,
    ) -> Result<Option<Opponent>, ZabelError> {
        guard(|| Ok(self.inner.suggested_opponent(variant, seat)?.map(Into::into)))
    }

    /// Starts a game; it replaces any game in progress. An interrupted game
    /// that counts for the rating is resigned first: ask the player before,
    /// with `interrupted_game`.
    pub fn new_game(&self, config: GameConfig) -> Result<Arc<Session>, ZabelError> {
        guard(|| Ok(Session::new(self.inner.new_game(config.try_into()?)?)))
    }

    /// Whether `resume` has a game to give (for a "continue" button).
    pub fn has_interrupted_game(&self) -> Result<bool, ZabelError> {
        guard(|| Ok(self.inner.has_interrupted_game()?))
    }

    /// The interrupted game without taking it up, for a new-game screen to
    /// ask first: which game, how far, whether replacing it resigns it.
    pub fn interrupted_game(&self) -> Result<Option<InterruptedGame>, ZabelError> {
        guard(|| Ok(self.inner.interrupted_game()?.map(Into::into)))
    }

    /// The interrupted game, exactly as it was left.
    pub fn resume(&self) -> Result<Option<Arc<Session>>, ZabelError> {
        guard(|| Ok(self.inner.resume()?.map(Session::new)))
    }

    /// Finished games, newest first: `limit` of them, older than game
    /// `before`, those the filter admits (all without one).
    #[uniffi::method(default(filter = None))]
    pub fn history(
        &self,
        limit: u32,
        before: Option<u64>,
        filter: Option<HistoryFilter>,
    ) -> Result<Vec<GameSummary>, ZabelError> {
        let filter = filter.unwrap_or_default();
        guard(|| Ok(self.inner.history(limit as usize, before, filter)?.iter().map(Into::into).collect()))
    }

    /// The games played at least once, in the order of the game list: the
    /// history offers a choice of game only among these.
    pub fn played_variants(&self) -> Result<Vec<Variant>, ZabelError> {
        guard(|| Ok(self.inner.played_variants()?))
    }

    /// The best rating reached in a game, and the results against each level.
    pub fn standing(&self, variant: Variant) -> Result<Standing, ZabelError> {
        guard(|| Ok(self.inner.standing(variant)?))
    }

    pub fn replay(&self, game_id: u64) -> Result<Option<Arc<Replay>>, ZabelError> {
        guard(|| Ok(self.inner.replay(game_id)?.map(Replay::new)))
    }

    /// A finished game from a record a person opened (a file, the
    /// clipboard), to replay and review; not added to the history. Its
    /// summary's id is 0 and its players all read as persons.
    pub fn open_record(&self, record: String) -> Result<Arc<Replay>, ZabelError> {
        guard(|| Ok(Replay::new(self.inner.open_record(&record)?)))
    }

    pub fn settings(&self) -> Result<Settings, ZabelError> {
        guard(|| Ok(self.inner.settings()?))
    }

    pub fn save_settings(&self, settings: Settings) -> Result<(), ZabelError> {
        guard(|| Ok(self.inner.save_settings(&settings)?))
    }

    pub fn export_backup(&self, path: String) -> Result<(), ZabelError> {
        guard(|| Ok(self.inner.export_backup(Path::new(&path))?))
    }

    /// Merges a backup into the history; a bad file changes nothing.
    pub fn import_backup(&self, path: String) -> Result<ImportReport, ZabelError> {
        guard(|| Ok(self.inner.import_backup(Path::new(&path))?.into()))
    }

    /// Every course with its lessons and what is done, in `language`.
    pub fn lesson_courses(&self, language: String) -> Result<Vec<CourseEntry>, ZabelError> {
        guard(|| {
            let progress = self.inner.lesson_progress()?;
            let language = Language::from_tag(&language);
            Ok(Course::ALL.into_iter().map(|course| course_entry(course.into(), &progress, language)).collect())
        })
    }

    /// Lesson `id` from its start; done, it is noted as done.
    pub fn start_lesson(&self, id: String, language: String) -> Result<Arc<Lesson>, ZabelError> {
        guard(|| Ok(Lesson::new(self.inner.start_lesson(&id)?, Language::from_tag(&language))))
    }

    /// Whether to offer the lessons before a first game of `variant`: not
    /// once one of its course is done, nor after a no.
    pub fn offer_lessons(&self, variant: Variant) -> Result<bool, ZabelError> {
        guard(|| Ok(self.inner.offer_lessons(Course::of(variant))?))
    }

    /// The player's puzzles of `variant` so far: the rating, its history,
    /// the streak and the themes there are, in `language`.
    pub fn puzzle_standing(&self, variant: Variant, language: String) -> Result<PuzzleStanding, ZabelError> {
        guard(|| Ok(standing(&self.inner.practice(variant)?, variant, Language::from_tag(&language))))
    }

    /// A puzzle of `variant` (of `theme`, a code, if given) near the
    /// player's puzzle rating and not tried lately; `None` when there is
    /// none.
    pub fn next_puzzle(
        &self,
        variant: Variant,
        theme: Option<String>,
        language: String,
    ) -> Result<Option<Arc<Puzzle>>, ZabelError> {
        guard(|| {
            let run = self.inner.next_puzzle(variant, theme.as_deref())?;
            Ok(run.map(|run| Puzzle::new(run, Language::from_tag(&language))))
        })
    }

    /// The person said no to the lessons of `variant`'s course.
    pub fn decline_lessons(&self, variant: Variant) -> Result<(), ZabelError> {
        guard(|| Ok(self.inner.decline_lessons(Course::of(variant))?))
    }
}

/// The side whose stones the person at this device arranges before a game
/// of `players` (Red first): Red, unless only Blue is a person.
#[uniffi::export]
pub fn arranging_side(players: Vec<PlayerKind>) -> Side {
    setup_screen::arranging_side(&players)
}

/// A random arrangement (E3), to start the setup screen from.
#[uniffi::export]
pub fn random_setup(side: Side) -> Vec<Placement> {
    setup_screen::random(side).into_iter().map(Into::into).collect()
}

/// The setup screen's board: the arrangement on its triangle, the triangle
/// marked, turned as the game's board will be for `players` (Red first).
#[uniffi::export]
pub fn setup_board(side: Side, arrangement: Vec<Placement>, players: Vec<PlayerKind>) -> Result<Board, ZabelError> {
    guard(|| Ok(setup_screen::board(side, &core_placements(arrangement), &players)?.into()))
}

/// The arrangement with the stones on `a` and `b` swapped; `None` when a
/// square is off the triangle (the tap means nothing).
#[uniffi::export]
pub fn swap_in_setup(
    side: Side,
    arrangement: Vec<Placement>,
    a: String,
    b: String,
) -> Result<Option<Vec<Placement>>, ZabelError> {
    guard(|| {
        let swapped = setup_screen::swap(side, &core_placements(arrangement), &a, &b)?;
        Ok(swapped.map(|placements| placements.into_iter().map(Into::into).collect()))
    })
}
