//! What a game's turn refuses, game by game in words of the seam.

use thiserror::Error;

use super::Variant;

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
    /// The name as typed, shortened by whoever read it.
    #[error("'{0}' is not a square of this board")]
    BadSquare(String),
    #[error("hints for {0} come with its analysis engine")]
    NoHints(Variant),
    #[error("reviews of {0} come with its analysis engine")]
    NoReview(Variant),
    #[error("internal error: {0}")]
    Internal(String),
    #[error(transparent)]
    Refused(#[from] Refusal),
}

/// A move a game's rules refuse: the catalog key of the sentence that says
/// why, and the game's own error, which a front end that words its rules
/// more closely can look at ([`Refusal::rule_error`]).
#[derive(Debug, Error)]
#[error("{error}")]
pub struct Refusal {
    key: &'static str,
    error: Box<dyn std::error::Error + Send + Sync>,
}

impl Refusal {
    pub fn new(key: &'static str, error: impl std::error::Error + Send + Sync + 'static) -> Refusal {
        Refusal { key, error: Box::new(error) }
    }

    pub fn key(&self) -> &'static str {
        self.key
    }

    /// The game's own error, if it is an `E`.
    pub fn rule_error<E: std::error::Error + 'static>(&self) -> Option<&E> {
        self.error.downcast_ref()
    }
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
            TurnError::Refused(refusal) => refusal.key(),
        }
    }
}
