//! One error type for every fallible export. The variant names its message
//! in the core's catalog: `error-` and the variant's name in kebab case
//! (`GameOver` → `error-game-over`), which the apps show through `coreText`
//! in the player's language; `message` is the core's English detail, for logs.

use zabel_core::einstein::{PlayError, SetupError};
use zabel_core::game::TurnError;
use zabel_core::session::SessionError;
use zabel_core::store::StoreError;
use zabel_core::tafl;

#[derive(Debug, thiserror::Error, uniffi::Error)]
#[uniffi(flat_error)]
pub enum ZabelError {
    #[error("{message}")]
    DataDirectory { message: String },
    #[error("{message}")]
    Locked { message: String },
    #[error("{message}")]
    Database { message: String },
    #[error("{message}")]
    Corrupt { message: String },
    #[error("{message}")]
    TooNew { message: String },
    #[error("{message}")]
    Backup { message: String },
    #[error("{message}")]
    BadGame { message: String },
    /// A record opened to replay ends before its game does.
    #[error("{message}")]
    UnfinishedRecord { message: String },
    #[error("{message}")]
    NoSuchLevel { message: String },
    #[error("{message}")]
    GameOver { message: String },
    #[error("{message}")]
    ComputersTurn { message: String },
    #[error("{message}")]
    NotComputersTurn { message: String },
    #[error("{message}")]
    AlreadyRolled { message: String },
    #[error("{message}")]
    NoRollNeeded { message: String },
    #[error("{message}")]
    RollFirst { message: String },
    #[error("{message}")]
    NothingToUndo { message: String },
    #[error("{message}")]
    NoHumanToResign { message: String },
    #[error("{message}")]
    AlreadyThinking { message: String },
    #[error("{message}")]
    BadSavedGame { message: String },
    #[error("{message}")]
    IllegalMove { message: String },
    #[error("{message}")]
    BadSquare { message: String },
    #[error("{message}")]
    BadSetup { message: String },
    #[error("{message}")]
    BadSettings { message: String },
    /// The configuration does not fit the game (e.g. the number of players).
    #[error("{message}")]
    BadConfig { message: String },
    #[error("{message}")]
    NoDice { message: String },
    #[error("{message}")]
    NoHints { message: String },
    #[error("{message}")]
    HintCancelled { message: String },
    /// A rating asked of a game that has none (`rated_variants` lists those that do).
    #[error("{message}")]
    NotRated { message: String },
    /// A bug in the core, caught before it could cross into the app.
    #[error("{message}")]
    Internal { message: String },
}

impl From<StoreError> for ZabelError {
    fn from(error: StoreError) -> ZabelError {
        let message = error.to_string();
        match error {
            StoreError::Directory { .. } => ZabelError::DataDirectory { message },
            StoreError::Locked(_) => ZabelError::Locked { message },
            StoreError::Database(_) => ZabelError::Database { message },
            StoreError::Corrupt(_) => ZabelError::Corrupt { message },
            StoreError::TooNew { .. } => ZabelError::TooNew { message },
            StoreError::Backup { .. } => ZabelError::Backup { message },
            StoreError::BadGame(_) => ZabelError::BadGame { message },
            StoreError::BadSettings(_) => ZabelError::BadSettings { message },
            StoreError::NotRated(_) => ZabelError::NotRated { message },
        }
    }
}

impl From<PlayError> for ZabelError {
    fn from(error: PlayError) -> ZabelError {
        let message = error.to_string();
        match error {
            PlayError::GameOver => ZabelError::GameOver { message },
            PlayError::RollNeeded(_) => ZabelError::RollFirst { message },
            PlayError::NoRollWithOneStone(_) => ZabelError::NoRollNeeded { message },
            PlayError::Illegal { .. } => ZabelError::IllegalMove { message },
        }
    }
}

impl From<SetupError> for ZabelError {
    fn from(error: SetupError) -> ZabelError {
        let message = error.to_string();
        match error {
            SetupError::BadSquare(_) => ZabelError::BadSquare { message },
            _ => ZabelError::BadSetup { message },
        }
    }
}

impl From<SessionError> for ZabelError {
    fn from(error: SessionError) -> ZabelError {
        let message = error.to_string();
        match error {
            SessionError::GameOver => ZabelError::GameOver { message },
            SessionError::ComputersTurn => ZabelError::ComputersTurn { message },
            SessionError::NotComputersTurn => ZabelError::NotComputersTurn { message },
            SessionError::NothingToUndo => ZabelError::NothingToUndo { message },
            SessionError::NoHumanToResign => ZabelError::NoHumanToResign { message },
            SessionError::AlreadyThinking => ZabelError::AlreadyThinking { message },
            SessionError::BadSavedGame(_) => ZabelError::BadSavedGame { message },
            SessionError::BadRecord(_) => ZabelError::BadGame { message },
            SessionError::UnfinishedRecord => ZabelError::UnfinishedRecord { message },
            SessionError::PlayerCount { .. } => ZabelError::BadConfig { message },
            SessionError::HintCancelled => ZabelError::HintCancelled { message },
            SessionError::Turn(error) => error.into(),
            SessionError::Store(error) => error.into(),
        }
    }
}

impl From<TurnError> for ZabelError {
    fn from(error: TurnError) -> ZabelError {
        let message = error.to_string();
        match error {
            TurnError::NoSuchLevel(_) => ZabelError::NoSuchLevel { message },
            TurnError::BadConfig(_) => ZabelError::BadConfig { message },
            TurnError::AlreadyRolled => ZabelError::AlreadyRolled { message },
            TurnError::NoRollNeeded(_) => ZabelError::NoRollNeeded { message },
            TurnError::NoDice => ZabelError::NoDice { message },
            TurnError::RollFirst => ZabelError::RollFirst { message },
            TurnError::BadSquare(_) => ZabelError::BadSquare { message },
            TurnError::NoHints(_) | TurnError::NoReview(_) => ZabelError::NoHints { message },
            TurnError::Internal(_) => ZabelError::Internal { message },
            TurnError::TaflRules(tafl::PlayError::GameOver) => ZabelError::GameOver { message },
            TurnError::TaflRules(_) => ZabelError::IllegalMove { message },
            TurnError::QuattroRules(zabel_core::einstein::quattro::PlayError::GameOver) => {
                ZabelError::GameOver { message }
            }
            TurnError::QuattroRules(_) => ZabelError::IllegalMove { message },
            TurnError::Rules(error) => error.into(),
        }
    }
}

/// Runs an export's body; a panic becomes [`ZabelError::Internal`] instead
/// of crossing into Kotlin or Swift (where Swift would abort).
pub fn guard<T>(body: impl FnOnce() -> Result<T, ZabelError>) -> Result<T, ZabelError> {
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(body)).unwrap_or_else(|panic| {
        let message = panic
            .downcast_ref::<&str>()
            .map(|s| (*s).to_owned())
            .or_else(|| panic.downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "unknown panic".to_owned());
        Err(ZabelError::Internal { message })
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use zabel_core::text::{self, Language};

    fn every_kind() -> Vec<ZabelError> {
        let all = vec![
            ZabelError::DataDirectory { message: String::new() },
            ZabelError::Locked { message: String::new() },
            ZabelError::Database { message: String::new() },
            ZabelError::Corrupt { message: String::new() },
            ZabelError::TooNew { message: String::new() },
            ZabelError::Backup { message: String::new() },
            ZabelError::BadGame { message: String::new() },
            ZabelError::NoSuchLevel { message: String::new() },
            ZabelError::GameOver { message: String::new() },
            ZabelError::ComputersTurn { message: String::new() },
            ZabelError::NotComputersTurn { message: String::new() },
            ZabelError::AlreadyRolled { message: String::new() },
            ZabelError::NoRollNeeded { message: String::new() },
            ZabelError::RollFirst { message: String::new() },
            ZabelError::NothingToUndo { message: String::new() },
            ZabelError::NoHumanToResign { message: String::new() },
            ZabelError::AlreadyThinking { message: String::new() },
            ZabelError::BadSavedGame { message: String::new() },
            ZabelError::UnfinishedRecord { message: String::new() },
            ZabelError::IllegalMove { message: String::new() },
            ZabelError::BadSquare { message: String::new() },
            ZabelError::BadSetup { message: String::new() },
            ZabelError::BadSettings { message: String::new() },
            ZabelError::BadConfig { message: String::new() },
            ZabelError::NoDice { message: String::new() },
            ZabelError::NoHints { message: String::new() },
            ZabelError::HintCancelled { message: String::new() },
            ZabelError::NotRated { message: String::new() },
            ZabelError::Internal { message: String::new() },
        ];
        for error in &all {
            // A new variant stops this from compiling until it is listed above.
            match error {
                ZabelError::DataDirectory { .. }
                | ZabelError::Locked { .. }
                | ZabelError::Database { .. }
                | ZabelError::Corrupt { .. }
                | ZabelError::TooNew { .. }
                | ZabelError::Backup { .. }
                | ZabelError::BadGame { .. }
                | ZabelError::NoSuchLevel { .. }
                | ZabelError::GameOver { .. }
                | ZabelError::ComputersTurn { .. }
                | ZabelError::NotComputersTurn { .. }
                | ZabelError::AlreadyRolled { .. }
                | ZabelError::NoRollNeeded { .. }
                | ZabelError::RollFirst { .. }
                | ZabelError::NothingToUndo { .. }
                | ZabelError::NoHumanToResign { .. }
                | ZabelError::AlreadyThinking { .. }
                | ZabelError::BadSavedGame { .. }
                | ZabelError::UnfinishedRecord { .. }
                | ZabelError::IllegalMove { .. }
                | ZabelError::BadSquare { .. }
                | ZabelError::BadSetup { .. }
                | ZabelError::BadSettings { .. }
                | ZabelError::BadConfig { .. }
                | ZabelError::NoDice { .. }
                | ZabelError::NoHints { .. }
                | ZabelError::HintCancelled { .. }
                | ZabelError::NotRated { .. }
                | ZabelError::Internal { .. } => {}
            }
        }
        all
    }

    /// What the apps do: the variant's name in kebab case after `error-`.
    fn key(error: &ZabelError) -> String {
        let name = format!("{error:?}");
        let name = name.split_whitespace().next().unwrap_or_default();
        let mut key = String::from("error");
        for c in name.chars() {
            if c.is_ascii_uppercase() {
                key.push('-');
            }
            key.push(c.to_ascii_lowercase());
        }
        key
    }

    #[test]
    fn every_error_has_its_message_in_both_languages() {
        for error in every_kind() {
            let key = key(&error);
            for language in Language::ALL {
                let said = text::text(language, &key);
                assert_ne!(said, key, "{key} is missing in {language:?}");
            }
        }
        assert_eq!(key(&ZabelError::NoHumanToResign { message: String::new() }), "error-no-human-to-resign");
        assert_eq!(text::text(Language::German, "error-roll-first"), "Erst würfeln.");
    }
}
