//! The game flow a UI drives (DESIGN.md), for every game: taps and rolls go
//! in, a [`GameView`] snapshot comes out. The core decides what a tap means;
//! a tap that means nothing is ignored with a reason. The computer's turn
//! runs on tokio off the caller's thread, can be cancelled and reports
//! progress. With a store, every change is saved at once, so a killed app
//! resumes exactly where it was, and a finished game is recorded (and
//! rated, R2).
//!
//! Each game's own turn is its [`Table`] (the seam, `game::table`); the
//! session drives it without knowing which game it is.
//!
//! - `config`: what defines a game; `persist`: saving, resuming, recording;
//! - `computer`: the computer's turn; `hint`: the analyst's hints;
//! - `view`: the snapshot; `replay`: a finished game step by step.

mod computer;
mod config;
mod error;
mod hint;
mod persist;
mod replay;
mod view;
mod words;

use std::sync::{Arc, Mutex, MutexGuard};

use rand::SeedableRng;
use rand::rngs::StdRng;

pub use crate::game::{DieView, FirstMover, Ignored, MoveHint, Phase, ReviewedPly, TapOutcome};
pub use crate::games::Options;
pub use config::{GameConfig, ViewOptions};
pub use error::SessionError;
pub use replay::{Replay, SeatReview, review, seat_reviews};
pub use view::{GameView, NotRated, SeatView};
pub use words::{
    ChanceRange, MIN_CHANCE_SPAN, finding_words, hint_line, hint_shows_chance, review_explanation, review_row,
    seat_summary, viewpoint_chances,
};

use crate::ai::Cancel;
use crate::game::{ComputerLevel, Ending, Mark, PlayerKind, Refusal, Seat, TurnError, Variant, mix};
use crate::games::{AnyGame, AnyTable};
use crate::rating::elo::RatingChange;
use crate::store::Store;
use persist::Saved;

/// What a turn's random numbers are for.
const DICE: u64 = 1;
const ENGINE: u64 = 2;

/// Told of every change; implemented by the apps (Kotlin, Swift) and the CLI.
pub trait Listener: Send + Sync {
    fn changed(&self, view: &GameView);
    /// While the computer thinks: the share of its budget spent, 0..1.
    fn thinking(&self, progress: f64);
}

pub(crate) struct State {
    config: GameConfig,
    table: AnyTable,
    /// Undo or hint used, whichever came first: the game no longer counts (R2).
    unrated: Option<NotRated>,
    /// Set once the finished game is in the store: its id and rating change.
    recorded: Option<(u64, Option<RatingChange>)>,
    /// The computer's turn that is thinking, known by its search's cancel,
    /// which stops it. A turn stopped by undo may return after the next turn
    /// has started, and must not end that one's thinking.
    thinking: Option<Cancel>,
    /// Every random choice of the game — the dice, the computers' seeds —
    /// follows from this and the ply, so a seeded game plays the same after
    /// a resume (it is saved with the game).
    seed: u64,
    options: ViewOptions,
}

/// An interrupted game, as told before it is taken up or replaced.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Interrupted {
    pub variant: Variant,
    /// Who sits at each seat.
    pub players: Vec<PlayerKind>,
    /// Plies played so far.
    pub moves: usize,
    /// A rated game that still counts: abandoning it is resigning it (R2),
    /// or anyone could escape a loss by starting another game.
    pub counts: bool,
}

pub struct Session {
    state: Mutex<State>,
    store: Option<Arc<Store>>,
    listener: Mutex<Option<Arc<dyn Listener>>>,
    /// The hint being worked out, or a cancel that came before it started.
    hint_control: Mutex<hint::HintControl>,
    /// This session's claim on the store's game in progress.
    owner: u64,
}

impl State {
    fn is_over(&self) -> bool {
        self.table.game().ending().is_some()
    }

    /// Stops the thinking turn's search; the turn returns unplayed and
    /// then ends its thinking itself.
    fn cancel_thinking(&self) {
        if let Some(turn) = &self.thinking {
            turn.cancel();
        }
    }

    /// The turn searching with `cancel` has ended; if undo has not
    /// stopped it, nobody thinks any more.
    fn stops_thinking(&mut self, cancel: &Cancel) {
        if self.thinking.as_ref().is_some_and(|thinking| thinking.is(cancel)) {
            self.thinking = None;
        }
    }

    fn player_to_move(&self) -> PlayerKind {
        self.config.player(self.table.game().seat_to_move())
    }

    fn phase(&self) -> Phase {
        if self.is_over() {
            return Phase::Over;
        }
        if self.player_to_move() != PlayerKind::Human {
            return Phase::ComputerTurn;
        }
        self.table.phase()
    }

    fn result(&self) -> Option<Ending> {
        self.table.game().ending()
    }

    /// The single human against a single computer, if that is the game.
    fn human_vs_computer(&self) -> Option<(Seat, ComputerLevel)> {
        self.config.human_vs_computer()
    }

    /// What is saved after every change.
    fn saved(&self) -> Saved {
        Saved::of(&self.config, &*self.table, self.unrated, self.seed)
    }

    fn rated(&self) -> bool {
        self.config.variant().is_rated() && self.human_vs_computer().is_some() && self.not_rated().is_none()
    }

    /// Why a rated kind of game, one person against the computer, does not
    /// count; none for a game that never would.
    fn not_rated(&self) -> Option<NotRated> {
        let (_, level) = self.human_vs_computer().filter(|_| self.config.variant().is_rated())?;
        if level.rating.is_none() { Some(NotRated::UnratedOpponent) } else { self.unrated }
    }

    /// A hint shown or a move taken back: the game stops counting, for the
    /// first of them.
    fn unrate(&mut self, reason: NotRated) {
        self.unrated.get_or_insert(reason);
    }

    fn view(&self) -> GameView {
        let phase = self.phase();
        let game = self.table.game();
        let over = self.is_over();
        GameView {
            variant: self.config.variant(),
            board: game
                .board()
                .marked(&self.marks(phase))
                .described(self.config.variant(), self.options.language)
                .facing(&self.config.players, |seat| game.seen_turned_from(seat)),
            seats: view::seats(
                self.config.variant(),
                &self.config.players,
                (!over).then(|| game.seat_to_move()),
                &game.dropped_out(),
            ),
            phase,
            die: self.table.die(self.options.show_die, over),
            result: self.result(),
            rated: self.rated(),
            not_rated: self.not_rated(),
            game_id: self.recorded.map(|(id, _)| id),
            rating_change: self.recorded.and_then(|(_, change)| change),
            moves: game.move_texts(),
            movers: (0..game.plies()).filter_map(|index| game.mover(index)).collect(),
            last_move: game.last_move(),
            can_undo: !over && self.undo_target().is_some(),
        }
    }

    /// The game as it stood after `ply` plies, to look back at while it goes
    /// on: that ply's move marked, the moves up to it, no result before the
    /// end and nothing to undo. The phase stays the present one; a screen
    /// showing the past takes no tap for it.
    fn view_at(&self, ply: usize) -> Option<GameView> {
        let game = self.table.game();
        let board = game.board_after(ply)?;
        let last = ply.checked_sub(1).and_then(|index| game.played(index));
        let marks: Vec<(String, Mark)> =
            last.iter().flat_map(|mv| [(mv.from.clone(), Mark::LastFrom), (mv.to.clone(), Mark::LastTo)]).collect();
        let present = self.view();
        Some(GameView {
            board: board
                .marked(&marks)
                .described(self.config.variant(), self.options.language)
                .facing(&self.config.players, |seat| game.seen_turned_from(seat)),
            die: game.die_after(ply),
            result: present.result.clone().filter(|_| ply == game.plies()),
            moves: present.moves[..ply].to_vec(),
            movers: present.movers[..ply.min(present.movers.len())].to_vec(),
            last_move: last,
            can_undo: false,
            ..present
        })
    }

    /// How many plies an undo leaves: up to the last time a human was to
    /// move, or `None` when no human has moved.
    fn undo_target(&self) -> Option<usize> {
        let game = self.table.game();
        (0..game.plies())
            .rev()
            .find(|&i| game.mover(i).is_some_and(|seat| self.config.player(seat) == PlayerKind::Human))
    }

    /// The random numbers for the turn at hand: the same for the same game,
    /// seed and ply, however often the app was closed in between.
    fn turn_rng(&self, purpose: u64) -> StdRng {
        StdRng::seed_from_u64(mix(mix(self.seed, self.table.game().plies() as u64), purpose))
    }

    fn play_automatic(&mut self) -> Result<(), SessionError> {
        let players = self.config.players.clone();
        Ok(self.table.play_automatic(&|seat| players.get(seat.index()) == Some(&PlayerKind::Human))?)
    }

    /// The last move, then the choices of `phase` when moves are
    /// highlighted; the later marks win.
    fn marks(&self, phase: Phase) -> Vec<(String, Mark)> {
        let mut marks = Vec::new();
        if let Some(last) = self.table.game().last_move() {
            marks.push((last.from, Mark::LastFrom));
            marks.push((last.to, Mark::LastTo));
        }
        if self.options.highlight_moves && matches!(phase, Phase::ChoosePiece | Phase::ChooseTarget) {
            self.table.mark_choices(phase, &mut |square, mark| marks.push((square, mark)));
        }
        marks
    }
}

impl Session {
    /// Starts a game. Without a store nothing is saved or rated.
    pub fn new(config: GameConfig, store: Option<Arc<Store>>, options: ViewOptions) -> Result<Session, SessionError> {
        let variant = config.variant();
        if config.players.len() != variant.seats() {
            return Err(SessionError::PlayerCount { variant, seats: variant.seats(), players: config.players.len() });
        }
        let seed = config.seed.unwrap_or_else(rand::random);
        config.check_levels()?;
        let table = config.options.start(&config.players, seed)?;
        let state = State { config, table, unrated: None, recorded: None, thinking: None, seed, options };
        Session::start(state, store)
    }

    fn start(mut state: State, store: Option<Arc<Store>>) -> Result<Session, SessionError> {
        state.play_automatic()?;
        let session = Session {
            state: Mutex::new(state),
            store,
            listener: Mutex::new(None),
            hint_control: Mutex::new(hint::HintControl::default()),
            owner: rand::random(),
        };
        if let Some(store) = &session.store {
            let state = session.lock();
            if !state.is_over() {
                store.claim_current(session.owner, &state.saved())?;
            }
        }
        Ok(session)
    }

    /// The game in progress in `store`, if there is one.
    pub fn resume(store: Arc<Store>, options: ViewOptions) -> Result<Option<Session>, SessionError> {
        let Some(state) = Session::load(&store, options)? else { return Ok(None) };
        Session::start(state, Some(store)).map(Some)
    }

    /// What the interrupted game in `store` is, without taking it up: for
    /// a new-game screen to ask before it replaces it.
    pub fn interrupted(store: &Store) -> Result<Option<Interrupted>, SessionError> {
        let Some(state) = Session::load(store, ViewOptions::default())? else { return Ok(None) };
        Ok(Some(Interrupted {
            variant: state.config.variant(),
            players: state.config.players.clone(),
            moves: state.table.game().plies(),
            counts: state.rated(),
        }))
    }

    fn load(store: &Store, options: ViewOptions) -> Result<Option<State>, SessionError> {
        let Some(saved) = store.load_current::<Saved>()? else { return Ok(None) };
        let persist::Restored { players, table, unrated, seed } = saved.restore()?;
        let config = GameConfig { players, options: Options::of_table(&table), seed: Some(seed) };
        config.check_levels()?;
        Ok(Some(State { config, table, unrated, recorded: None, thinking: None, seed, options }))
    }

    fn lock(&self) -> MutexGuard<'_, State> {
        // A panic elsewhere must not make the game unusable.
        self.state.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    pub fn set_listener(&self, listener: Arc<dyn Listener>) {
        *self.listener.lock().unwrap_or_else(|p| p.into_inner()) = Some(listener);
    }

    pub fn options(&self) -> ViewOptions {
        self.lock().options
    }

    pub fn set_options(&self, options: ViewOptions) {
        let mut state = self.lock();
        state.options = options;
        self.notify(state);
    }

    pub fn view(&self) -> GameView {
        self.lock().view()
    }

    /// The game as it stood after `ply` plies (0: the start), while it goes
    /// on; `None` past the present.
    pub fn view_at(&self, ply: usize) -> Option<GameView> {
        self.lock().view_at(ply)
    }

    pub fn variant(&self) -> Variant {
        self.lock().config.variant()
    }

    /// The record of the game so far (E7 or K9).
    pub fn record(&self) -> String {
        self.lock().table.game().to_record()
    }

    /// The game so far.
    pub fn game(&self) -> AnyGame {
        AnyGame::of_table(&self.lock().table)
    }

    /// Saves the game in progress.
    fn save(&self, state: &State) -> Result<(), SessionError> {
        let Some(store) = &self.store else { return Ok(()) };
        if !state.is_over() {
            // A session replaced by a newer one saves nothing over it.
            store.save_current(self.owner, &state.saved())?;
        }
        Ok(())
    }

    /// Tells the listener after letting go of the game, so that it may call
    /// back into the session; returns the view it was told.
    fn notify(&self, state: MutexGuard<'_, State>) -> GameView {
        let view = state.view();
        drop(state);
        let listener = self.listener.lock().unwrap_or_else(|p| p.into_inner()).clone();
        if let Some(listener) = listener {
            listener.changed(&view);
        }
        view
    }

    /// After every change: record a finished game, save, tell the listener.
    fn changed(&self, mut state: MutexGuard<'_, State>) -> Result<GameView, SessionError> {
        self.forget_early_hint_cancel();
        if state.is_over()
            && state.recorded.is_none()
            && let Some(store) = &self.store
        {
            state.recorded = persist::record_finished(store, &state.config, &*state.table, state.rated(), self.owner)?;
        }
        self.save(&state)?;
        Ok(self.notify(state))
    }

    /// Rolls the die for the human to move (dice games).
    pub fn roll(&self) -> Result<GameView, SessionError> {
        let mut state = self.lock();
        match state.phase() {
            Phase::Over => return Err(SessionError::GameOver),
            Phase::ComputerTurn => return Err(SessionError::ComputersTurn),
            _ => {}
        }
        let mut rng = state.turn_rng(DICE);
        state.table.roll(&mut rng)?;
        state.play_automatic()?;
        self.changed(state)
    }

    /// A tap on the square `name`: picks a piece or a target, whichever the
    /// moment calls for. A tap that means nothing is ignored, with the reason.
    /// Why the piece on `square` cannot be picked, where the game's rules
    /// say more than that it is not marked (Königszabel: another side's, or
    /// hemmed in).
    pub fn why_not_pick(&self, square: &str) -> Option<Refusal> {
        self.lock().table.why_not_pick(square)
    }

    /// Why a move typed as `text` is not legal, where the game's rules say
    /// more than that it is not among the legal ones.
    pub fn why_not_move(&self, text: &str) -> Option<Refusal> {
        self.lock().table.why_not_move(text)
    }

    pub fn tap(&self, name: &str) -> Result<TapOutcome, SessionError> {
        let mut state = self.lock();
        if !state.table.has_square(name) {
            return Err(TurnError::BadSquare(crate::text::shortened(name, 20)).into());
        }
        let phase = state.phase();
        let outcome = match phase {
            Phase::Over => return Ok(TapOutcome::Ignored(Ignored::GameOver)),
            Phase::ComputerTurn => return Ok(TapOutcome::Ignored(Ignored::ComputersTurn)),
            Phase::Roll => return Ok(TapOutcome::Ignored(Ignored::RollFirst)),
            Phase::ChoosePiece | Phase::ChooseTarget => state.table.tap(name, phase)?,
        };
        if let TapOutcome::Ignored(_) = outcome {
            return Ok(outcome);
        }
        if let TapOutcome::Moved(_) = outcome {
            state.play_automatic()?;
        }
        self.changed(state)?;
        Ok(outcome)
    }

    /// Takes back moves to the last time a human was to move; the game is
    /// then unrated (R2).
    pub fn undo(&self) -> Result<GameView, SessionError> {
        let mut state = self.lock();
        if state.is_over() {
            return Err(SessionError::GameOver);
        }
        let target = state.undo_target().ok_or(SessionError::NothingToUndo)?;
        // The computer's search is stopped; its turn is not played.
        if let Some(turn) = state.thinking.take() {
            turn.cancel();
        }
        state.table.undo_to(target);
        state.unrate(NotRated::Undo);
        self.changed(state)
    }

    /// The human resigns (with two humans, the one to move); the game is
    /// over and, against the computer, rated as a loss.
    pub fn resign(&self) -> Result<GameView, SessionError> {
        let mut state = self.lock();
        if state.is_over() {
            return Err(SessionError::GameOver);
        }
        let humans: Vec<Seat> = (0..state.config.players.len() as u8)
            .map(Seat)
            .filter(|&seat| state.config.player(seat) == PlayerKind::Human)
            .collect();
        let to_move = state.table.game().seat_to_move();
        // The person whose turn it is resigns; while a computer thinks, the only person at the table.
        let loser = match humans.as_slice() {
            [] => return Err(SessionError::NoHumanToResign),
            _ if humans.contains(&to_move) => to_move,
            [only] => *only,
            _ => return Err(SessionError::ComputersTurn),
        };
        state.cancel_thinking();
        if !state.table.game_mut().resign(loser) {
            return Err(SessionError::GameOver);
        }
        self.changed(state)
    }

    /// Stops the computer's search; its turn is then not played.
    pub fn cancel_ai(&self) {
        self.lock().cancel_thinking();
    }
}
