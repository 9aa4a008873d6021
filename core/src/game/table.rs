//! The turn machine every game implements once, in its adapter beside its
//! rules: what a tap or a roll means at this moment, which squares are
//! marked, what its computer and its analyst are asked. The session drives
//! a `dyn Table` and never learns which game it is.

use std::any::Any;

use rand::rngs::StdRng;
use thiserror::Error;

use super::{AnyGame, GameState, Mark, Options, Seat, Variant};
use crate::ai::{Budget, Cancel};
use crate::ai::{Finding, Verdict};
use crate::einstein::{self, quattro};
use crate::tafl;

/// What the game is waiting for.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Phase {
    /// A human must roll the die (dice games only).
    Roll,
    /// A human picks the piece to move: EinStein when the roll leaves two
    /// stones (E4.3), Königszabel every turn.
    ChoosePiece,
    /// The picked piece has more than one target.
    ChooseTarget,
    /// The computer is to move (or thinking).
    ComputerTurn,
    /// The game has ended; also every step of a replay.
    Over,
}

/// The die as shown: not rolled yet, a value, or "no roll" (E4.1).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum DieView {
    NotRolled,
    /// The value is hidden by the settings (the historic default).
    Hidden,
    Value(u8),
    NoRoll,
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
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum TapOutcome {
    /// The piece on this square was picked; now its target.
    Selected(String),
    /// A move was played, in its game's notation (`b3xc4`, `g5-c5xb5/c4`).
    Moved(String),
    Ignored(Ignored),
}

/// A candidate move of any game with the analysis' win probability for the mover.
#[derive(Clone, PartialEq, Debug, serde::Serialize, serde::Deserialize)]
pub struct MoveHint {
    pub from: String,
    pub to: String,
    /// The game's notation: `b3xc4`, `g2-c2`.
    pub notation: String,
    pub win_probability: f64,
    /// What the analyst found it does against the best move.
    #[serde(default)]
    pub finding: Finding,
}

/// One ply of a reviewed game, of any variant.
#[derive(Clone, PartialEq, Debug, serde::Serialize, serde::Deserialize)]
pub struct ReviewedPly {
    /// 1-based, as in the record.
    pub number: usize,
    /// Who played it.
    pub seat: Seat,
    /// EinStein's die; `None` when nothing was rolled (one stone left, or a game without dice).
    pub roll: Option<u8>,
    pub played: MoveHint,
    pub best: MoveHint,
    /// Win probability given away by the move played, 0..1.
    pub loss: f64,
    /// What the roll gave (or, below 0, took from) the mover in win
    /// probability, against the average roll; `None` without dice.
    pub luck: Option<f64>,
    pub verdict: Verdict,
}

impl ReviewedPly {
    /// The chance of `seat` after the move played, in a game of two: the
    /// mover's own, or what the move leaves the other side. A draw counts
    /// half to each (as the chances are fitted), so the two add up to 1.
    pub fn chance_of(&self, seat: Seat) -> f64 {
        if seat == self.seat { self.played.win_probability } else { 1.0 - self.played.win_probability }
    }
}

/// What a game's turn refuses; the session passes it on as its own error.
#[derive(Debug, Error)]
pub enum TurnError {
    #[error("there is no level {0}")]
    NoSuchLevel(u8),
    #[error("{0}")]
    BadConfig(String),
    #[error("the die has already been rolled")]
    AlreadyRolled,
    #[error("{0} has one stone left and does not roll (E4.1)")]
    NoRollNeeded(String),
    #[error("this game has no die")]
    NoDice,
    #[error("roll the die first")]
    RollFirst,
    #[error("'{}' is not a square of this board", crate::text::shortened(.0, 20))]
    BadSquare(String),
    #[error("hints for {0} come with its analysis engine")]
    NoHints(Variant),
    #[error("reviews of {0} come with its analysis engine")]
    NoReview(Variant),
    #[error("internal error: {0}")]
    Internal(String),
    #[error(transparent)]
    Rules(#[from] einstein::PlayError),
    #[error(transparent)]
    TaflRules(#[from] tafl::PlayError),
    #[error(transparent)]
    QuattroRules(#[from] quattro::PlayError),
}

impl TurnError {
    /// The catalog key of this error's sentence.
    pub fn message_key(&self) -> &'static str {
        match self {
            TurnError::NoSuchLevel(_) => "error-no-such-level",
            TurnError::BadConfig(_) => "error-bad-config",
            TurnError::AlreadyRolled => "error-already-rolled",
            TurnError::NoRollNeeded(_) => "error-no-roll-needed",
            TurnError::NoDice => "error-no-dice",
            TurnError::RollFirst => "error-roll-first",
            TurnError::BadSquare(_) => "error-bad-square",
            TurnError::NoHints(_) | TurnError::NoReview(_) => "error-no-hints",
            TurnError::Internal(_) => "error-internal",
            TurnError::Rules(error) => error.message_key(),
            TurnError::TaflRules(error) => error.message_key(),
            TurnError::QuattroRules(error) => error.message_key(),
        }
    }
}

/// A move the computer chose, for the table that asked; another game's
/// table refuses it.
pub struct Chosen(Box<dyn Any + Send>);

impl Chosen {
    pub fn new<M: Any + Send>(mv: M) -> Chosen {
        Chosen(Box::new(mv))
    }

    pub fn into_move<M: Any>(self) -> Result<M, TurnError> {
        self.0.downcast().map(|mv| *mv).map_err(|_| TurnError::Internal("a move of another game".to_owned()))
    }
}

/// A search on a copy of the game, to run off the session's lock: the
/// computer's turn or a hint.
pub struct Search<T>(Box<SearchRun<T>>);

type SearchRun<T> = dyn FnOnce(&Cancel) -> Result<T, TurnError> + Send;

impl<T> Search<T> {
    pub fn new(run: impl FnOnce(&Cancel) -> Result<T, TurnError> + Send + 'static) -> Search<T> {
        Search(Box::new(run))
    }

    pub fn run(self, cancel: &Cancel) -> Result<T, TurnError> {
        (self.0)(cancel)
    }
}

/// The computer's turn as its level plays it.
pub struct Thought {
    pub budget: Budget,
    pub search: Search<Chosen>,
}

/// A game with the choices made so far in the turn in progress.
pub trait Table: Send {
    fn game(&self) -> &dyn GameState;

    fn game_mut(&mut self) -> &mut dyn GameState;

    fn any_game(&self) -> AnyGame;

    /// The options the game was started with, as far as its record keeps them.
    fn options(&self) -> Options;

    /// What the turn waits for from a person at the seat to move. The
    /// caller has already checked for the end and for a computer's turn.
    fn phase(&self) -> Phase;

    /// The choices of `phase` (a choosing phase): pieces to pick, the
    /// picked one and its targets.
    fn mark_choices(&self, phase: Phase, mark: &mut dyn FnMut(String, Mark));

    /// Whether `name` names a square of this game's board.
    fn has_square(&self, name: &str) -> bool;

    /// A human's tap on the square `name` in `phase` (a choosing phase).
    fn tap(&mut self, name: &str, phase: Phase) -> Result<TapOutcome, TurnError>;

    /// Takes back plies until `plies` remain, and forgets the turn's choices.
    fn undo_to(&mut self, plies: usize);

    /// What the computer at `level` searches for its move; `seed` makes
    /// its choices. Dice games have rolled already.
    fn think(&self, level: u8, seed: u64) -> Result<Thought, TurnError>;

    fn play_chosen(&mut self, chosen: Chosen) -> Result<(), TurnError>;

    /// The analyst's view of every move of the human's turn.
    fn hint(&self) -> Result<Search<Vec<MoveHint>>, TurnError>;

    /// The die as shown; `None` for games without dice.
    fn die(&self, _show_value: bool, _over: bool) -> Option<DieView> {
        None
    }

    /// Whether the die still has to be rolled this turn.
    fn needs_roll(&self) -> bool {
        false
    }

    fn roll(&mut self, _rng: &mut StdRng) -> Result<(), TurnError> {
        Err(TurnError::NoDice)
    }

    /// The roll of the turn in progress, as saved: `None` not rolled,
    /// `Some(0)` no roll to make.
    fn saved_roll(&self) -> Option<u8> {
        None
    }

    fn restore_roll(&mut self, saved: u8) -> Result<(), String> {
        Err(format!("{} has no die, but roll {saved} was saved", self.game().variant()))
    }

    /// Plays every human turn that leaves nothing to decide (E4.7).
    fn play_automatic(&mut self, _human: &dyn Fn(Seat) -> bool) -> Result<(), TurnError> {
        Ok(())
    }
}

/// SplitMix64's finaliser: mixes a seed and a number into a new seed.
pub(crate) fn mix(seed: u64, number: u64) -> u64 {
    let mut z = seed ^ number.wrapping_add(1).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}
