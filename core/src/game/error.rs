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

/// A move a game's rules refuse: the catalog key of the short sentence a
/// tap's refusal shows, the game's own error (in English, for the log), and
/// where the game words it more closely, the sentence that names what was
/// played and the rule it breaks ("g2-g7: g5 is in the way").
#[derive(Debug, Error)]
#[error("{error}")]
pub struct Refusal {
    key: &'static str,
    error: Box<dyn std::error::Error + Send + Sync>,
    sentence: Option<Sentence>,
}

/// A catalog sentence with what it fills in: each argument a plain text or
/// a catalog selector's code (`attacker`, `defenders`).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Sentence {
    pub key: &'static str,
    pub args: Vec<(&'static str, String)>,
}

impl Refusal {
    pub fn new(key: &'static str, error: impl std::error::Error + Send + Sync + 'static) -> Refusal {
        Refusal { key, error: Box::new(error), sentence: None }
    }

    pub fn with_sentence(self, sentence: Sentence) -> Refusal {
        Refusal { sentence: Some(sentence), ..self }
    }

    pub fn key(&self) -> &'static str {
        self.key
    }

    /// The sentence naming what was played, or the short one without arguments.
    pub fn sentence(&self) -> Sentence {
        self.sentence.clone().unwrap_or(Sentence { key: self.key, args: Vec::new() })
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
