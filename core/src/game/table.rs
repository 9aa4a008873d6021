//! The turn machine every game implements once, in its adapter beside its
//! rules: what a tap or a roll means at this moment, which squares are
//! marked, what its computer and its analyst are asked. The session drives
//! a `dyn Table` and never learns which game it is.

use std::any::Any;

use super::{Budget, DieView, GameState, Mark, MoveHint, Refusal, Search, Seat, TurnError};
use rand::rngs::StdRng;

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

/// The computer's turn as its level plays it.
pub struct Thought {
    pub budget: Budget,
    pub search: Search<Chosen>,
}

/// A game with the choices made so far in the turn in progress.
pub trait Table: Send {
    fn game(&self) -> &dyn GameState;

    fn game_mut(&mut self) -> &mut dyn GameState;

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

    /// Why the piece on `square` cannot be picked now, where the game's
    /// rules say more than that it is not among the marked ones.
    fn why_not_pick(&self, _square: &str) -> Option<Refusal> {
        None
    }

    /// Why the move typed as `text` is not legal, where the game's rules
    /// say more than that it is not among the legal ones.
    fn why_not_move(&self, _text: &str) -> Option<Refusal> {
        None
    }

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
