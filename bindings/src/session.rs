//! A game in progress and a finished game to replay, as objects the apps hold.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

use zabel_core::ai::Cancel;
use zabel_core::session;
use zabel_core::text::Language;

use crate::error::{ZabelError, guard};
use crate::game::{GameView, RatedMove, TapOutcome};
use crate::history::{ChanceRange, GameSummary, NotatedRecord, PlyReview, SeatReview};
use crate::settings::Settings;

/// Implemented by the apps: told of every change of the game, and of the
/// computer's progress while it thinks. Called on a core thread.
#[uniffi::export(with_foreign)]
pub trait GameListener: Send + Sync {
    fn changed(&self, view: GameView);
    /// The share of its budget the computer has spent, 0..1.
    fn thinking(&self, progress: f64);
}

struct Forward(Arc<dyn GameListener>);

impl session::Listener for Forward {
    fn changed(&self, view: &session::GameView) {
        self.0.changed(view.clone().into());
    }

    fn thinking(&self, progress: f64) {
        self.0.thinking(progress);
    }
}

/// Sessions and replays the apps have not closed yet.
static LIVE: AtomicU64 = AtomicU64::new(0);

/// A game in every notation it can be shared in, Zabel's own first.
fn records_of(game: &zabel_core::games::AnyGame) -> Vec<NotatedRecord> {
    game.state().records().into_iter().map(Into::into).collect()
}

/// How many `Session` and `Replay` objects are alive: what the apps' leak
/// tests watch.
#[uniffi::export]
pub fn live_objects() -> u64 {
    LIVE.load(Ordering::SeqCst)
}

#[derive(uniffi::Object)]
pub struct Session {
    inner: session::Session,
}

impl Session {
    pub fn new(inner: session::Session) -> Arc<Session> {
        LIVE.fetch_add(1, Ordering::SeqCst);
        Arc::new(Session { inner })
    }
}

impl Drop for Session {
    fn drop(&mut self) {
        LIVE.fetch_sub(1, Ordering::SeqCst);
    }
}

#[uniffi::export(async_runtime = "tokio")]
impl Session {
    pub fn view(&self) -> Result<GameView, ZabelError> {
        guard(|| Ok(self.inner.view().into()))
    }

    /// The game as it stood after `ply` plies (0 = the start), to look back
    /// at while it goes on: that move marked, nothing to play or undo.
    pub fn view_at(&self, ply: u32) -> Result<GameView, ZabelError> {
        guard(|| {
            self.inner.view_at(ply as usize).map(Into::into).ok_or_else(|| ZabelError::BadGame {
                detail: format!("the game has {} plies, not {ply}", self.inner.view().moves.len()),
            })
        })
    }

    /// The record of the game so far (E7, K9 or Q5).
    pub fn record(&self) -> Result<String, ZabelError> {
        guard(|| Ok(self.inner.record()))
    }

    /// The game so far in every notation it can be shared in, Zabel's own first.
    pub fn records(&self) -> Result<Vec<NotatedRecord>, ZabelError> {
        guard(|| Ok(records_of(&self.inner.game())))
    }

    pub fn set_listener(&self, listener: Arc<dyn GameListener>) {
        self.inner.set_listener(Arc::new(Forward(listener)));
    }

    /// The settings just saved, for the game on the screen: the die, the
    /// highlights and the language its squares are described in.
    pub fn set_options(&self, settings: Settings) -> Result<(), ZabelError> {
        guard(|| {
            self.inner.set_options(session::ViewOptions {
                show_die: settings.show_die,
                highlight_moves: settings.highlight_moves,
                language: Language::from_tag(&settings.language),
            });
            Ok(())
        })
    }

    pub fn roll(&self) -> Result<GameView, ZabelError> {
        guard(|| Ok(self.inner.roll()?.into()))
    }

    /// The core decides whether the tap picks a stone or a target.
    /// A tap on the square named `square` (`g7`).
    pub fn tap(&self, square: String) -> Result<TapOutcome, ZabelError> {
        guard(|| Ok(self.inner.tap(&square)?.into()))
    }

    pub fn undo(&self) -> Result<GameView, ZabelError> {
        guard(|| Ok(self.inner.undo()?.into()))
    }

    pub fn resign(&self) -> Result<GameView, ZabelError> {
        guard(|| Ok(self.inner.resign()?.into()))
    }

    /// Every move of the roll with its win probability, best first; worked
    /// out off the caller's thread. Cancelled (by [`Session::cancel_hint`],
    /// a dropped Kotlin coroutine, or a move meanwhile) it fails with
    /// `HintCancelled` and the game stays rated.
    pub async fn hint(&self) -> Result<Vec<RatedMove>, ZabelError> {
        let hints = self.inner.hint().await?;
        Ok(RatedMove::hints(&hints, self.inner.options().language))
    }

    /// Stops the hint being worked out.
    pub fn cancel_hint(&self) {
        self.inner.cancel_hint();
    }

    /// The computer's turn, off the caller's thread. Cancelling the Kotlin
    /// coroutine drops it; Swift tasks do not, so call [`Session::cancel`].
    pub async fn ai_turn(&self) -> Result<GameView, ZabelError> {
        Ok(self.inner.ai_turn().await?.into())
    }

    /// Stops the computer's search; its turn is left unplayed.
    pub fn cancel(&self) {
        self.inner.cancel_ai();
    }
}

#[derive(uniffi::Object)]
pub struct Replay {
    inner: Arc<session::Replay>,
    /// The review under way.
    cancel: Mutex<Cancel>,
}

impl Replay {
    pub fn new(inner: session::Replay) -> Arc<Replay> {
        LIVE.fetch_add(1, Ordering::SeqCst);
        Arc::new(Replay { inner: Arc::new(inner), cancel: Mutex::new(Cancel::new()) })
    }
}

impl Drop for Replay {
    fn drop(&mut self) {
        LIVE.fetch_sub(1, Ordering::SeqCst);
    }
}

#[uniffi::export(async_runtime = "tokio")]
impl Replay {
    /// The game's row as the history shows it; for a game opened from a
    /// record, which is in no history, its `id` is 0: ask `game_id`.
    pub fn game(&self) -> GameSummary {
        self.inner.stored().into()
    }

    /// The game's id in the history; none for a game opened from a record.
    pub fn game_id(&self) -> Option<u64> {
        self.inner.game_id()
    }

    pub fn plies(&self) -> u32 {
        self.inner.plies() as u32
    }

    /// The game in every notation it can be shared in, Zabel's own first.
    pub fn records(&self) -> Vec<NotatedRecord> {
        records_of(self.inner.game())
    }

    /// The board after `ply` plies (0 = the start, `plies()` = the end).
    pub fn view(&self, ply: u32) -> Result<GameView, ZabelError> {
        guard(|| {
            self.inner.view(ply as usize).map(Into::into).ok_or_else(|| ZabelError::BadGame {
                detail: format!("the game has {} plies, not {ply}", self.inner.plies()),
            })
        })
    }

    /// Every ply judged by the analysis engine; takes seconds, so it runs
    /// off the caller's thread. Cancelled, it returns what it has.
    pub async fn review(&self) -> Result<Vec<PlyReview>, ZabelError> {
        let replay = Arc::clone(&self.inner);
        let cancel = Cancel::new();
        *self.cancel.lock().unwrap_or_else(|p| p.into_inner()) = cancel.clone();
        let reviews = tokio::task::spawn_blocking(move || replay.review(&cancel, |_, _| {}))
            .await
            .map_err(|e| ZabelError::Internal { detail: e.to_string() })??;
        let (viewpoint, language) = (self.inner.viewpoint(), self.inner.language());
        Ok(reviews.into_iter().map(|ply| PlyReview::seen_by(ply, viewpoint, language)).collect())
    }

    /// The part of the chance axis the review's graph shows: the
    /// viewpoint's chances over the game with a margin, at least
    /// `MIN_CHANCE_SPAN` (20 points) wide, so a game's changes are visible
    /// and a flat game stays flat.
    pub fn chance_range(&self, plies: Vec<PlyReview>) -> ChanceRange {
        let range = session::ChanceRange::of(plies.iter().map(|ply| ply.viewpoint_chance));
        ChanceRange { low: range.low, high: range.high }
    }

    /// What a review's words and numbers mean, for its "what does this
    /// mean?": the verdicts, what the moves gave away and, in a game with
    /// dice, what the dice gave.
    pub fn review_explanation(&self) -> String {
        let dice = self.inner.game().state().die_after(0).is_some();
        session::review_explanation(dice, self.inner.language())
    }

    /// The seat whose chances the review shows on every ply: the person's
    /// against the computer, else the first.
    pub fn viewpoint(&self) -> u8 {
        self.inner.viewpoint().0
    }

    /// Each seat's totals over reviewed plies: what its decisions gave away
    /// and what the dice gave or took.
    pub fn seat_reviews(&self, plies: Vec<PlyReview>) -> Vec<SeatReview> {
        let plies: Vec<session::ReviewedPly> = plies.into_iter().map(Into::into).collect();
        let variant = self.inner.stored().game.variant;
        let (you, language) = (self.inner.you(), self.inner.language());
        session::seat_reviews(&plies, variant.seats())
            .into_iter()
            .map(|review| SeatReview::worded(review, variant, you, language))
            .collect()
    }

    pub fn cancel(&self) {
        self.cancel.lock().unwrap_or_else(|p| p.into_inner()).cancel();
    }
}

#[cfg(test)]
mod tests {
    use zabel_core::game::PlayerKind;
    use zabel_core::session::{GameConfig, ViewOptions};

    use super::*;

    #[test]
    fn changed_settings_reach_a_running_game_in_the_new_language() {
        let humans = GameConfig::koenigszabel(PlayerKind::Human, PlayerKind::Human);
        let session = Session::new(session::Session::new(humans, None, ViewOptions::default()).unwrap());
        let king = |session: &Session| {
            let view = session.view().unwrap();
            view.board.cells.iter().find(|cell| cell.name == "g7").unwrap().description.clone()
        };
        assert!(king(&session).starts_with("g7, king"), "{}", king(&session));
        let german =
            Settings { highlight_moves: false, default_level: 1, language: "de".into(), ..Settings::default() };
        session.set_options(german).unwrap();
        assert!(king(&session).starts_with("g7, König"), "{}", king(&session));
        let view = session.view().unwrap();
        assert!(view.board.cells.iter().all(|cell| cell.mark == crate::game::Mark::None), "no highlights");
    }

    #[test]
    fn a_replay_opens_in_the_saved_language() {
        let dir = tempfile::tempdir().unwrap();
        let app = crate::app::Zabel::open(dir.path().to_str().unwrap().to_owned()).unwrap();
        let people = crate::game::GameConfig {
            players: vec![crate::game::PlayerKind::Human; 2],
            options: crate::game::GameOptions::Koenigszabel { shieldwall: false },
            seed: None,
        };
        let session = app.new_game(people).unwrap();
        // K8.4: the start position a third time after eight plies is a draw.
        for square in ["e1", "e2", "e7", "e6", "e2", "e1", "e6", "e7"].iter().cycle().take(16) {
            session.tap((*square).to_owned()).unwrap();
        }
        let id = session.view().unwrap().game_id.expect("the drawn game is kept");
        let only = |variant, rated_only| Some(crate::history::HistoryFilter { variant, rated_only });
        assert_eq!(app.history(10, None, only(Some(crate::game::Variant::Koenigszabel), false)).unwrap().len(), 1);
        assert_eq!(app.history(10, None, only(Some(crate::game::Variant::Einstein), false)).unwrap().len(), 0);
        assert_eq!(app.history(10, None, only(None, true)).unwrap().len(), 0, "two persons play unrated");
        assert_eq!(app.history(1, None, None).unwrap()[0].your_score, None, "friends get no badge");
        // No level was played and nothing rated: an empty standing, not zeros.
        let standing = app.standing(crate::game::Variant::Koenigszabel).unwrap();
        assert_eq!((standing.best, standing.levels.len()), (None, 0));
        let replay = app.replay(id).unwrap().unwrap();
        let king = |replay: &Replay| {
            let view = replay.view(0).unwrap();
            view.board.cells.iter().find(|cell| cell.name == "g7").unwrap().description.clone()
        };
        assert!(king(&replay).starts_with("g7, king"), "{}", king(&replay));
        let german = Settings { default_level: 1, language: "de".into(), ..Settings::default() };
        app.save_settings(german).unwrap();
        let reopened = app.replay(id).unwrap().unwrap();
        assert!(king(&reopened).starts_with("g7, König"), "{}", king(&reopened));

        // The same game's record, as shared and opened again: replayed in
        // the settings' language, outside the history.
        let record = app.history(10, None, None).unwrap()[0].record.clone();
        let opened = app.open_record(record.clone()).unwrap();
        assert!(king(&opened).starts_with("g7, König"), "{}", king(&opened));
        assert_eq!((opened.plies(), opened.game().record), (8, record.clone()));
        assert_eq!(opened.view(8).unwrap().game_id, None);
        assert_eq!(app.history(10, None, None).unwrap().len(), 1);
        // Shared in OpenTafl's notation too, and opened from it.
        let records = opened.records();
        let notations: Vec<&str> = records.iter().map(|shared| shared.notation.as_str()).collect();
        assert_eq!((notations, records[0].text.clone()), (vec!["Zabel", "OpenTafl"], record.clone()));
        let from_opentafl = app.open_record(records[1].text.clone()).unwrap();
        assert_eq!((from_opentafl.plies(), from_opentafl.game().record), (8, record.clone()));
        let unfinished = record.replace("Result: draw (repetition)", "Result: *").replace("8. e6-e7\n", "");
        assert!(matches!(app.open_record(unfinished), Err(ZabelError::UnfinishedRecord { .. })));
        assert!(matches!(app.open_record("no record".into()), Err(ZabelError::BadGame { .. })));
    }
}
