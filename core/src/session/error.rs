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
    /// The catalog key of this error's sentence, in every front end's words.
    pub fn message_key(&self) -> &'static str {
        match self {
            SessionError::PlayerCount { .. } => "error-bad-config",
            SessionError::GameOver => "error-game-over",
            SessionError::ComputersTurn => "error-computers-turn",
            SessionError::NotComputersTurn => "error-not-computers-turn",
            SessionError::NothingToUndo => "error-nothing-to-undo",
            SessionError::NoHumanToResign => "error-no-human-to-resign",
            SessionError::AlreadyThinking => "error-already-thinking",
            SessionError::HintCancelled => "error-hint-cancelled",
            SessionError::BadSavedGame(_) => "error-bad-saved-game",
            SessionError::BadRecord(_) => "error-bad-game",
            SessionError::UnfinishedRecord => "error-unfinished-record",
            SessionError::Turn(error) => error.message_key(),
            SessionError::Store(error) => error.message_key(),
        }
    }

    /// One error of every kind a session can refuse with, down to the
    /// rules' and the store's, for the tests of the front ends that map
    /// them (each kind's key must be in every catalog).
    #[doc(hidden)]
    pub fn one_of_each() -> Vec<SessionError> {
        use crate::einstein::{self, Side};
        use crate::game::Variant;
        use crate::quattro;
        use crate::{store::BackupProblem, tafl};
        let io = || std::io::Error::from(std::io::ErrorKind::Other);
        let mv: tafl::Move = tafl::Move { from: "e1".parse().expect("a square"), to: "e4".parse().expect("a square") };
        let piece = tafl::Piece { side: tafl::Side::Defenders, kind: tafl::Kind::Man };
        let tafl_errors = [
            tafl::PlayError::GameOver,
            tafl::PlayError::NoPiece { mv },
            tafl::PlayError::NotYourPiece { mv, piece, turn: tafl::Side::Attackers },
            tafl::PlayError::NotStraight { mv },
            tafl::PlayError::Blocked { mv, blocker: mv.to },
            tafl::PlayError::Throne { mv },
            tafl::PlayError::Castle { mv },
        ];
        let illegal = || ("e1".to_owned(), "4".to_owned(), "b2".to_owned());
        let dice_errors = |mover: Side| {
            let (mv, roll, legal) = illegal();
            [
                einstein::PlayError::GameOver,
                einstein::PlayError::RollNeeded(mover),
                einstein::PlayError::NoRollWithOneStone(mover),
                einstein::PlayError::Illegal { mv, roll, legal },
            ]
        };
        let (mv, roll, legal) = illegal();
        let quattro_errors = [
            quattro::PlayError::GameOver,
            quattro::PlayError::RollNeeded(quattro::Seat::T),
            quattro::PlayError::NoRollWithOneStone(quattro::Seat::T),
            quattro::PlayError::Illegal { mv, roll, legal },
        ];
        let turn_errors = [
            TurnError::NoSuchLevel(9),
            TurnError::BadConfig("two kings".to_owned()),
            TurnError::AlreadyRolled,
            TurnError::NoRollNeeded("Red".to_owned()),
            TurnError::NoDice,
            TurnError::RollFirst,
            TurnError::BadSquare("z9".to_owned()),
            TurnError::NoHints(Variant::Trio),
            TurnError::NoReview(Variant::Trio),
            TurnError::Internal("a bug".to_owned()),
        ];
        let store_errors = [
            StoreError::Directory { path: "data".into(), reason: "read-only".to_owned(), source: io() },
            StoreError::Locked(io()),
            StoreError::Database(sled::Error::Io(io())),
            StoreError::Corrupt("game: EOF".to_owned()),
            StoreError::TooNew { found: 99 },
            StoreError::Backup { path: "backup.json".into(), problem: BackupProblem::Io(io()) },
            StoreError::BadGame("no moves".to_owned()),
            StoreError::BadSettings("no language".to_owned()),
            StoreError::NotRated(Variant::Trio),
        ];
        let mut all = vec![
            SessionError::PlayerCount { variant: Variant::Trio, seats: 3, players: 2 },
            SessionError::GameOver,
            SessionError::ComputersTurn,
            SessionError::NotComputersTurn,
            SessionError::NothingToUndo,
            SessionError::NoHumanToResign,
            SessionError::AlreadyThinking,
            SessionError::HintCancelled,
            SessionError::BadSavedGame("schema 9".to_owned()),
            SessionError::BadRecord("no moves".to_owned()),
            SessionError::UnfinishedRecord,
        ];
        all.extend(turn_errors.into_iter().map(SessionError::Turn));
        all.extend(tafl_errors.into_iter().map(|e| SessionError::Turn(TurnError::from(e))));
        all.extend(dice_errors(Side::Red).into_iter().map(|e| SessionError::Turn(TurnError::from(e))));
        all.extend(quattro_errors.into_iter().map(|e| SessionError::Turn(TurnError::from(e))));
        all.extend(store_errors.into_iter().map(SessionError::Store));
        for error in &all {
            // A new kind stops this from compiling until it is listed above.
            match error {
                SessionError::PlayerCount { .. }
                | SessionError::GameOver
                | SessionError::ComputersTurn
                | SessionError::NotComputersTurn
                | SessionError::NothingToUndo
                | SessionError::NoHumanToResign
                | SessionError::AlreadyThinking
                | SessionError::HintCancelled
                | SessionError::BadSavedGame(_)
                | SessionError::BadRecord(_)
                | SessionError::UnfinishedRecord
                | SessionError::Turn(_)
                | SessionError::Store(_) => {}
            }
        }
        all
    }

    pub(crate) fn internal(message: impl Into<String>) -> SessionError {
        SessionError::Turn(TurnError::Internal(message.into()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::{Language, text};

    fn assert_in_every_catalog(key: &str) {
        for language in Language::ALL {
            assert_ne!(text(language, key), key, "{key} is missing in {language:?}");
        }
    }

    #[test]
    fn every_error_a_player_can_meet_has_its_text_in_both_catalogs() {
        let mut keys: Vec<&str> = SessionError::one_of_each().iter().map(SessionError::message_key).collect();
        keys.extend(crate::einstein::SetupError::one_of_each().iter().map(crate::einstein::SetupError::message_key));
        keys.push(crate::quattro::SetupError::WrongCount(5).message_key());
        for key in &keys {
            assert_in_every_catalog(key);
        }
        assert!(keys.contains(&"error-illegal-move") && keys.contains(&"error-bad-square"));
    }
}
