//! What a session refuses, and why.

use thiserror::Error;

use crate::game::{TurnError, Variant};
use crate::store::StoreError;

#[derive(Debug, Error)]
pub enum SessionError {
    #[error("{variant} is played by {seats} players, not {players}")]
    PlayerCount { variant: Variant, seats: usize, players: usize },
    #[error("the game is over")]
    GameOver,
    #[error("it is the computer's turn")]
    ComputersTurn,
    #[error("it is not the computer's turn")]
    NotComputersTurn,
    #[error("there is no move of yours to take back")]
    NothingToUndo,
    #[error("only a human player can resign")]
    NoHumanToResign,
    #[error("the computer is already thinking")]
    AlreadyThinking,
    #[error("the hint was cancelled")]
    HintCancelled,
    #[error("the saved game cannot be resumed: {0}")]
    BadSavedGame(String),
    /// A record opened to replay does not read.
    #[error("{0}")]
    BadRecord(String),
    #[error("the record ends before the game does")]
    UnfinishedRecord,
    /// What the game's own table refused: a rule, a square, a level.
    #[error(transparent)]
    Turn(#[from] TurnError),
    #[error(transparent)]
    Store(#[from] StoreError),
}

impl SessionError {
    pub(crate) fn internal(message: impl Into<String>) -> SessionError {
        SessionError::Turn(TurnError::Internal(message.into()))
    }
}
