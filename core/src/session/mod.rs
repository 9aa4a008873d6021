//! The game flow a UI drives (DESIGN.md): taps and rolls go in, a
//! [`GameView`] snapshot comes out. The core decides what a tap means; a tap
//! that means nothing is ignored with a reason. The computer's turn runs on
//! tokio off the caller's thread, can be cancelled and reports progress.
//! With a store, every change is saved at once, so a killed app resumes
//! exactly where it was, and a finished game is recorded (and rated, R2).

mod replay;
mod view;

use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;

use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use serde::{Deserialize, Serialize};
use thiserror::Error;

pub use replay::Replay;
pub use view::{Cell, DieView, EndReason, GameResult, GameView, Highlight, Phase, setup_cells};

use crate::ai::analysis;
use crate::ai::levels::{self, Level};
use crate::ai::{Cancel, Decision, Engine};
use crate::einstein::{Die, Game, Move, PlayError, Roll, Setup, Side, Square, Stone, WinReason};
use crate::rating::elo::RatingChange;
use crate::store::{GameKind, NewGame, PlayerKind, Rated, Store, StoreError};

/// Who moves first (E3): chosen, or random (the default against the computer).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum FirstMover {
    Red,
    Blue,
    Random,
}

/// Everything that defines a new game.
#[derive(Clone, PartialEq, Debug)]
pub struct GameConfig {
    pub red: PlayerKind,
    pub blue: PlayerKind,
    pub first: FirstMover,
    /// A human side's own arrangement; `None` places its stones at random.
    /// Computers always choose their own (E3).
    pub red_setup: Option<Setup>,
    pub blue_setup: Option<Setup>,
    /// Seeds the dice (and the computers), to replay a game exactly.
    pub seed: Option<u64>,
}

impl GameConfig {
    /// A human against the computer at `level`, random start, random setups.
    pub fn against(level: u8, human: Side) -> GameConfig {
        let (red, blue) = match human {
            Side::Red => (PlayerKind::Human, PlayerKind::Computer { level }),
            Side::Blue => (PlayerKind::Computer { level }, PlayerKind::Human),
        };
        GameConfig { red, blue, first: FirstMover::Random, red_setup: None, blue_setup: None, seed: None }
    }

    fn player(&self, side: Side) -> PlayerKind {
        match side {
            Side::Red => self.red,
            Side::Blue => self.blue,
        }
    }
}

/// Display options of the historic program (`seeds/002` §2.2).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct ViewOptions {
    pub show_die: bool,
    pub highlight_moves: bool,
}

impl Default for ViewOptions {
    fn default() -> ViewOptions {
        ViewOptions { show_die: true, highlight_moves: true }
    }
}

#[derive(Debug, Error)]
pub enum SessionError {
    #[error("there is no level {0}")]
    NoSuchLevel(u8),
    #[error("the game is over")]
    GameOver,
    #[error("it is the computer's turn")]
    ComputersTurn,
    #[error("it is not the computer's turn")]
    NotComputersTurn,
    #[error("the die has already been rolled")]
    AlreadyRolled,
    #[error("{0} has one stone left and does not roll (E4.1)")]
    NoRollNeeded(Side),
    #[error("roll the die first")]
    RollFirst,
    #[error("there is no move of yours to take back")]
    NothingToUndo,
    #[error("only a human player can resign")]
    NoHumanToResign,
    #[error("the computer is already thinking")]
    AlreadyThinking,
    #[error("the saved game cannot be resumed: {0}")]
    BadSavedGame(String),
    #[error(transparent)]
    Rules(#[from] PlayError),
    #[error(transparent)]
    Store(#[from] StoreError),
}

/// Why a tap did nothing.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Ignored {
    GameOver,
    ComputersTurn,
    RollFirst,
    NotChoosable,
    NotATarget,
}

/// What a tap did.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum TapOutcome {
    /// A stone was picked; now its target.
    Selected(Stone),
    Moved(Move),
    Ignored(Ignored),
}

/// A candidate move with the analysis' win probability for the mover.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct MoveHint {
    pub mv: Move,
    pub win_probability: f64,
}

/// Told of every change; implemented by the apps (Kotlin, Swift) and the CLI.
pub trait Listener: Send + Sync {
    fn changed(&self, view: &GameView);
    /// While the computer thinks: the share of its budget spent, 0..1.
    fn thinking(&self, progress: f64);
}

/// A computer's turn whose future is dropped before the search returns (a
/// cancelled Kotlin coroutine) stops the search, and the session may think
/// again; the turn stays unplayed.
struct Thinking<'a> {
    session: &'a Session,
    cancel: Cancel,
    finished: bool,
}

impl Drop for Thinking<'_> {
    fn drop(&mut self) {
        if !self.finished {
            self.cancel.cancel();
            self.session.lock().thinking = false;
        }
    }
}

/// The game in progress as saved after every change.
#[derive(Serialize, Deserialize)]
struct Saved {
    red: PlayerKind,
    blue: PlayerKind,
    record: String,
    /// The roll of the turn in progress: `None` not rolled, `Some(0)` no roll.
    roll: Option<u8>,
    unrated: bool,
}

struct State {
    config: GameConfig,
    game: Game,
    /// The roll of the turn in progress, once made.
    roll: Option<Roll>,
    selected: Option<Stone>,
    /// Undo or hint used: the game no longer counts (R2).
    unrated: bool,
    resigned: Option<Side>,
    /// Set once the finished game is in the store: its id and rating change.
    recorded: Option<(u64, Option<RatingChange>)>,
    engines: [Option<Box<dyn Engine>>; 2],
    thinking: bool,
    rng: StdRng,
    options: ViewOptions,
}

pub struct Session {
    state: Mutex<State>,
    store: Option<Arc<Store>>,
    listener: Mutex<Option<Arc<dyn Listener>>>,
    cancel: Mutex<Cancel>,
}

fn level_of(kind: PlayerKind) -> Result<Option<&'static Level>, SessionError> {
    match kind {
        PlayerKind::Human => Ok(None),
        PlayerKind::Computer { level } => levels::by_number(level).map(Some).ok_or(SessionError::NoSuchLevel(level)),
    }
}

impl State {
    fn is_over(&self) -> bool {
        self.resigned.is_some() || self.game.position().is_over()
    }

    fn player_to_move(&self) -> PlayerKind {
        self.config.player(self.game.position().turn())
    }

    /// The roll that counts now: with one stone left there is none to make.
    fn effective_roll(&self) -> Option<Roll> {
        if self.game.position().needs_roll() { self.roll } else { Some(None) }
    }

    fn phase(&self) -> Phase {
        if self.is_over() {
            return Phase::Over;
        }
        if self.player_to_move() != PlayerKind::Human {
            return Phase::ComputerTurn;
        }
        match self.effective_roll() {
            None => Phase::Roll,
            Some(roll) => match self.game.position().choosable_stones(roll) {
                Ok(stones) if stones.len() > 1 && self.selected.is_none() => Phase::ChooseStone,
                _ => Phase::ChooseTarget,
            },
        }
    }

    /// The stone that moves this turn, once it is known.
    fn moving_stone(&self) -> Option<Stone> {
        let roll = self.effective_roll()?;
        self.selected.or_else(|| self.game.position().choosable_stones(roll).ok()?.single())
    }

    fn result(&self) -> Option<GameResult> {
        if let Some(loser) = self.resigned {
            return Some(GameResult { winner: loser.opponent(), reason: EndReason::Resigned });
        }
        self.game.outcome().map(|o| GameResult {
            winner: o.winner,
            reason: match o.reason {
                WinReason::ReachedCorner => EndReason::ReachedCorner,
                WinReason::CapturedAll => EndReason::CapturedAll,
            },
        })
    }

    /// The single human against a single computer, if that is the game.
    fn human_vs_computer(&self) -> Option<(Side, &'static Level)> {
        match (self.config.red, self.config.blue) {
            (PlayerKind::Human, PlayerKind::Computer { level }) => Some((Side::Red, levels::by_number(level)?)),
            (PlayerKind::Computer { level }, PlayerKind::Human) => Some((Side::Blue, levels::by_number(level)?)),
            _ => None,
        }
    }

    fn rated(&self) -> bool {
        !self.unrated && self.human_vs_computer().is_some_and(|(_, level)| level.rating().is_some())
    }

    fn view(&self) -> GameView {
        let position = self.game.position();
        let phase = self.phase();
        let mut marks: Vec<(Square, Highlight)> = Vec::new();
        if let Some(last) = self.game.plies().last() {
            marks.push((last.mv.from, Highlight::LastFrom));
            marks.push((last.mv.to, Highlight::LastTo));
        }
        if self.options.highlight_moves && matches!(phase, Phase::ChooseStone | Phase::ChooseTarget) {
            let roll = self.effective_roll().expect("rolled in these phases");
            let turn = position.turn();
            if phase == Phase::ChooseStone {
                for stone in position.choosable_stones(roll).unwrap_or_default() {
                    marks.extend(
                        position
                            .square_of(crate::einstein::Piece::new(turn, stone))
                            .map(|sq| (sq, Highlight::Choosable)),
                    );
                }
            } else if let Some(stone) = self.moving_stone() {
                marks.extend(
                    position.square_of(crate::einstein::Piece::new(turn, stone)).map(|sq| (sq, Highlight::Moving)),
                );
                marks.extend(position.targets(stone).map(|sq| (sq, Highlight::Target)));
            }
        }
        // Later marks (the current choice) win over the last move.
        let cells = view::cells(position, &marks);
        let die = match self.effective_roll() {
            None => DieView::NotRolled,
            Some(None) => DieView::NoRoll,
            Some(Some(_)) if !self.options.show_die => DieView::Hidden,
            Some(Some(die)) => DieView::Value(die.value()),
        };
        let moves = self.game.plies().iter().map(view::ply_text).collect();
        GameView {
            cells,
            die: if self.is_over() { DieView::NotRolled } else { die },
            turn: position.turn(),
            red: self.config.red,
            blue: self.config.blue,
            phase,
            result: self.result(),
            rated: self.rated(),
            game_id: self.recorded.map(|(id, _)| id),
            rating_change: self.recorded.and_then(|(_, change)| change),
            moves,
            last_move: self.game.plies().last().map(|p| (p.mv.from, p.mv.to)),
            can_undo: !self.is_over() && self.undo_target().is_some(),
        }
    }

    /// How many plies an undo takes back: to the last time a human was to
    /// move, or `None` when no human has moved.
    fn undo_target(&self) -> Option<usize> {
        let plies = self.game.plies();
        (0..plies.len()).rev().find(|&i| self.config.player(plies[i].mv.piece.side) == PlayerKind::Human)
    }

    /// Plays `mv`, then whatever needs no decision (E4.7).
    fn play(&mut self, mv: &Move) -> Result<(), SessionError> {
        let roll = self.effective_roll().ok_or(SessionError::RollFirst)?;
        self.game.play(roll, mv)?;
        self.roll = None;
        self.selected = None;
        self.play_automatic()
    }

    /// A human turn with exactly one legal move plays itself.
    fn play_automatic(&mut self) -> Result<(), SessionError> {
        while !self.is_over() && self.player_to_move() == PlayerKind::Human {
            let Some(roll) = self.effective_roll() else { break };
            let moves = self.game.position().legal_moves(roll)?;
            let [only] = moves.as_slice() else { break };
            self.game.play(roll, only)?;
            self.roll = None;
            self.selected = None;
        }
        Ok(())
    }

    fn saved(&self) -> Saved {
        Saved {
            red: self.config.red,
            blue: self.config.blue,
            record: self.game.to_record(),
            roll: self.roll.map(|r| r.map_or(0, Die::value)),
            unrated: self.unrated,
        }
    }
}

impl Session {
    /// Starts a game. Without a store nothing is saved or rated.
    pub fn new(config: GameConfig, store: Option<Arc<Store>>, options: ViewOptions) -> Result<Session, SessionError> {
        let mut rng = config.seed.map_or_else(StdRng::from_os_rng, StdRng::seed_from_u64);
        let mut engines: [Option<Box<dyn Engine>>; 2] = [None, None];
        for side in Side::BOTH {
            engines[side.index()] = level_of(config.player(side))?.map(|level| level.engine(rng.random()));
        }
        let mut setup =
            |side: Side, given: Option<Setup>, engines: &mut [Option<Box<dyn Engine>>; 2]| match &mut engines
                [side.index()]
            {
                Some(engine) => engine.setup(side),
                None => given.unwrap_or_else(|| Setup::random(&mut rng)),
            };
        let red = setup(Side::Red, config.red_setup, &mut engines);
        let blue = setup(Side::Blue, config.blue_setup, &mut engines);
        let first = match config.first {
            FirstMover::Red => Side::Red,
            FirstMover::Blue => Side::Blue,
            FirstMover::Random => {
                if rng.random() {
                    Side::Red
                } else {
                    Side::Blue
                }
            }
        };
        let game = Game::new(red, blue, first);
        let state = State {
            config,
            game,
            roll: None,
            selected: None,
            unrated: false,
            resigned: None,
            recorded: None,
            engines,
            thinking: false,
            rng,
            options,
        };
        Session::start(state, store)
    }

    fn start(mut state: State, store: Option<Arc<Store>>) -> Result<Session, SessionError> {
        state.play_automatic()?;
        let session =
            Session { state: Mutex::new(state), store, listener: Mutex::new(None), cancel: Mutex::new(Cancel::new()) };
        session.save(&session.lock())?;
        Ok(session)
    }

    /// The game in progress in `store`, if there is one.
    pub fn resume(store: Arc<Store>, options: ViewOptions) -> Result<Option<Session>, SessionError> {
        let Some(saved) = store.load_current::<Saved>()? else { return Ok(None) };
        let bad = |why: String| SessionError::BadSavedGame(why);
        let game = Game::from_record(&saved.record).map_err(|e| bad(e.to_string()))?;
        let mut rng = StdRng::from_os_rng();
        let mut engines: [Option<Box<dyn Engine>>; 2] = [None, None];
        let config = GameConfig {
            red: saved.red,
            blue: saved.blue,
            first: FirstMover::Random,
            red_setup: None,
            blue_setup: None,
            seed: None,
        };
        for side in Side::BOTH {
            engines[side.index()] = level_of(config.player(side))?.map(|level| level.engine(rng.random()));
        }
        let roll = match saved.roll {
            None => None,
            Some(0) => Some(None),
            Some(value) => Some(Some(Die::new(value).ok_or_else(|| bad(format!("roll {value}")))?)),
        };
        let state = State {
            config,
            game,
            roll,
            selected: None,
            unrated: saved.unrated,
            resigned: None,
            recorded: None,
            engines,
            thinking: false,
            rng,
            options,
        };
        Session::start(state, Some(store)).map(Some)
    }

    fn lock(&self) -> MutexGuard<'_, State> {
        // A panic elsewhere must not make the game unusable.
        self.state.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    pub fn set_listener(&self, listener: Arc<dyn Listener>) {
        *self.listener.lock().unwrap_or_else(|p| p.into_inner()) = Some(listener);
    }

    pub fn set_options(&self, options: ViewOptions) {
        let mut state = self.lock();
        state.options = options;
        self.notify(state);
    }

    pub fn view(&self) -> GameView {
        self.lock().view()
    }

    /// The E7 record of the game so far.
    pub fn record(&self) -> String {
        self.lock().game.to_record()
    }

    /// Saves the game in progress, or records it once it is over.
    fn save(&self, state: &State) -> Result<(), SessionError> {
        let Some(store) = &self.store else { return Ok(()) };
        if !state.is_over() {
            store.save_current(&state.saved())?;
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
        if state.is_over() && state.recorded.is_none() {
            self.record_finished(&mut state)?;
        }
        self.save(&state)?;
        Ok(self.notify(state))
    }

    fn record_finished(&self, state: &mut State) -> Result<(), SessionError> {
        let Some(store) = &self.store else { return Ok(()) };
        let result = state.result().expect("over");
        let rated = if state.rated() {
            state.human_vs_computer().map(|(human, level)| Rated {
                opponent_level: level.number,
                opponent_rating: level.rating().expect("rated levels are measured").rating,
                player_moved_first: state.game.first() == human,
                first_move_advantage: levels::first_move_advantage(),
                won: result.winner == human,
            })
        } else {
            None
        };
        let stored = store.record_game(NewGame {
            kind: GameKind::Einstein,
            finished_at: crate::store::now(),
            record: state.game.to_record(),
            red: state.config.red,
            blue: state.config.blue,
            winner: result.winner,
            resigned: state.resigned.is_some(),
            rated,
        })?;
        state.recorded = Some((stored.id, stored.rating_change));
        Ok(())
    }

    /// Rolls the die for the human to move.
    pub fn roll(&self) -> Result<GameView, SessionError> {
        let mut state = self.lock();
        match state.phase() {
            Phase::Over => return Err(SessionError::GameOver),
            Phase::ComputerTurn => return Err(SessionError::ComputersTurn),
            Phase::Roll => {}
            _ if !state.game.position().needs_roll() => {
                return Err(SessionError::NoRollNeeded(state.game.position().turn()));
            }
            _ => return Err(SessionError::AlreadyRolled),
        }
        let die = Die::roll(&mut state.rng);
        state.roll = Some(Some(die));
        state.play_automatic()?;
        self.changed(state)
    }

    /// A tap on `square`: picks a stone or a target, whichever the moment
    /// calls for. A tap that means nothing is ignored, with the reason.
    pub fn tap(&self, square: Square) -> Result<TapOutcome, SessionError> {
        let mut state = self.lock();
        let position = *state.game.position();
        let turn = position.turn();
        let own_stone = position.piece_at(square).filter(|p| p.side == turn).map(|p| p.stone);
        let outcome = match state.phase() {
            Phase::Over => return Ok(TapOutcome::Ignored(Ignored::GameOver)),
            Phase::ComputerTurn => return Ok(TapOutcome::Ignored(Ignored::ComputersTurn)),
            Phase::Roll => return Ok(TapOutcome::Ignored(Ignored::RollFirst)),
            Phase::ChooseStone | Phase::ChooseTarget => {
                let roll = state.effective_roll().expect("rolled");
                let choosable = position.choosable_stones(roll)?;
                let moving = state.moving_stone();
                match moving {
                    Some(stone) if position.targets(stone).any(|t| t == square) => {
                        let from = position.square_of(crate::einstein::Piece::new(turn, stone)).expect("on the board");
                        let mv = position.find_move(roll, from, square)?;
                        state.play(&mv)?;
                        TapOutcome::Moved(mv)
                    }
                    // Picking (or switching to) a choosable stone.
                    _ => match own_stone.filter(|&s| choosable.contains(s)) {
                        Some(stone) => {
                            state.selected = Some(stone);
                            let targets: Vec<Square> = position.targets(stone).collect();
                            if let [only] = targets.as_slice() {
                                let mv = position.find_move(roll, square, *only)?;
                                state.play(&mv)?;
                                TapOutcome::Moved(mv)
                            } else {
                                TapOutcome::Selected(stone)
                            }
                        }
                        None if moving.is_some() => return Ok(TapOutcome::Ignored(Ignored::NotATarget)),
                        None => return Ok(TapOutcome::Ignored(Ignored::NotChoosable)),
                    },
                }
            }
        };
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
        if state.thinking {
            return Err(SessionError::AlreadyThinking);
        }
        let target = state.undo_target().ok_or(SessionError::NothingToUndo)?;
        while state.game.plies().len() > target {
            state.game.undo();
        }
        state.roll = None;
        state.selected = None;
        state.unrated = true;
        self.changed(state)
    }

    /// The human resigns (with two humans, the one to move); the game is
    /// over and, against the computer, rated as a loss.
    pub fn resign(&self) -> Result<GameView, SessionError> {
        let mut state = self.lock();
        if state.is_over() {
            return Err(SessionError::GameOver);
        }
        let loser = match (state.config.red, state.config.blue) {
            (PlayerKind::Human, PlayerKind::Human) => state.game.position().turn(),
            (PlayerKind::Human, _) => Side::Red,
            (_, PlayerKind::Human) => Side::Blue,
            _ => return Err(SessionError::NoHumanToResign),
        };
        self.cancel_ai();
        state.resigned = Some(loser);
        self.changed(state)
    }

    /// Every move of the human's roll with its win probability, best first.
    /// Asking makes the game unrated (R2).
    pub fn hint(&self) -> Result<Vec<MoveHint>, SessionError> {
        let mut state = self.lock();
        match state.phase() {
            Phase::Over => return Err(SessionError::GameOver),
            Phase::ComputerTurn => return Err(SessionError::ComputersTurn),
            Phase::Roll => return Err(SessionError::RollFirst),
            Phase::ChooseStone | Phase::ChooseTarget => {}
        }
        let roll = state.effective_roll().expect("rolled");
        let decision = analysis::hint(state.game.position(), roll, &Cancel::new())?;
        state.unrated = true;
        self.changed(state)?;
        Ok(decision.stats.iter().map(|s| MoveHint { mv: s.mv, win_probability: s.win_probability }).collect())
    }

    /// Stops the computer's search; its turn is then not played.
    pub fn cancel_ai(&self) {
        self.cancel.lock().unwrap_or_else(|p| p.into_inner()).cancel();
    }

    /// Plays the computer's turn: rolls, thinks off the caller's thread, moves.
    /// Cancelled (by [`Session::cancel_ai`]), it returns with the turn unplayed.
    pub async fn ai_turn(&self) -> Result<GameView, SessionError> {
        let (mut engine, position, roll, budget, cancel) = {
            let mut state = self.lock();
            match state.phase() {
                Phase::Over => return Err(SessionError::GameOver),
                Phase::ComputerTurn => {}
                _ => return Err(SessionError::NotComputersTurn),
            }
            if state.thinking {
                return Err(SessionError::AlreadyThinking);
            }
            let turn = state.game.position().turn();
            let level = level_of(state.config.player(turn))?.expect("a computer's turn");
            let rolled = state.effective_roll().is_none();
            if rolled {
                let die = Die::roll(&mut state.rng);
                state.roll = Some(Some(die));
            }
            let roll = state.effective_roll().expect("just rolled");
            let engine = state.engines[turn.index()].take().unwrap_or_else(|| level.engine(state.rng.random()));
            state.thinking = true;
            let cancel = Cancel::new();
            *self.cancel.lock().unwrap_or_else(|p| p.into_inner()) = cancel.clone();
            let search = (engine, *state.game.position(), roll, level.budget, cancel);
            // The roll is saved and shown before the computer thinks about it.
            if rolled {
                if let Err(error) = self.changed(state) {
                    self.lock().thinking = false;
                    return Err(error);
                }
            }
            search
        };
        let mut thinking = Thinking { session: self, cancel: cancel.clone(), finished: false };
        let search = {
            let cancel = cancel.clone();
            tokio::task::spawn_blocking(move || {
                let decision = engine.decide(&position, roll, &budget, &cancel);
                (engine, decision)
            })
        };
        tokio::pin!(search);
        let joined = loop {
            tokio::select! {
                joined = &mut search => break joined,
                () = tokio::time::sleep(Duration::from_millis(50)) => {
                    let listener = self.listener.lock().unwrap_or_else(|p| p.into_inner()).clone();
                    if let Some(listener) = listener {
                        let by_nodes = cancel.nodes_spent() as f64 / budget.nodes.max(1) as f64;
                        listener.thinking(by_nodes.min(1.0));
                    }
                }
            }
        };
        thinking.finished = true;
        let mut state = self.lock();
        state.thinking = false;
        let (engine, decision): (Box<dyn Engine>, Result<Decision, PlayError>) = match joined {
            Ok(result) => result,
            Err(_) => {
                let level = level_of(state.player_to_move())?.expect("a computer's turn");
                let fresh = level.engine(state.rng.random());
                (fresh, Err(PlayError::GameOver))
            }
        };
        let turn = position.turn();
        state.engines[turn.index()] = Some(engine);
        if cancel.is_cancelled() || state.is_over() {
            return Ok(self.notify(state));
        }
        let decision = decision?;
        state.play(&decision.mv)?;
        self.changed(state)
    }
}
