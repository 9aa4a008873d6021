//! One error type for every fallible export. Each kind has its sentence in
//! the core's catalogs under [`ZabelError::key`], which the apps ask for
//! (`errorKey`) and show through `coreText` in the player's language, rather
//! than spelling keys from class names a minifier may rename; `detail` is
//! the core's English detail, for logs.

use zabel_core::einstein::{PlayError, SetupError};
use zabel_core::game::TurnError;
use zabel_core::learn::LessonError;
use zabel_core::puzzle::PuzzleError;
use zabel_core::session::SessionError;
use zabel_core::store::StoreError;

#[derive(Debug, thiserror::Error, uniffi::Error)]
pub enum ZabelError {
    #[error("{detail}")]
    DataDirectory { detail: String },
    #[error("{detail}")]
    Locked { detail: String },
    #[error("{detail}")]
    Database { detail: String },
    #[error("{detail}")]
    Corrupt { detail: String },
    #[error("{detail}")]
    TooNew { detail: String },
    #[error("{detail}")]
    Backup { detail: String },
    #[error("{detail}")]
    BadGame { detail: String },
    /// A record opened to replay ends before its game does.
    #[error("{detail}")]
    UnfinishedRecord { detail: String },
    #[error("{detail}")]
    NoSuchLevel { detail: String },
    #[error("{detail}")]
    GameOver { detail: String },
    #[error("{detail}")]
    ComputersTurn { detail: String },
    #[error("{detail}")]
    NotComputersTurn { detail: String },
    #[error("{detail}")]
    AlreadyRolled { detail: String },
    #[error("{detail}")]
    NoRollNeeded { detail: String },
    #[error("{detail}")]
    RollFirst { detail: String },
    #[error("{detail}")]
    NothingToUndo { detail: String },
    #[error("{detail}")]
    NoHumanToResign { detail: String },
    #[error("{detail}")]
    AlreadyThinking { detail: String },
    #[error("{detail}")]
    BadSavedGame { detail: String },
    #[error("{detail}")]
    IllegalMove { detail: String },
    #[error("{detail}")]
    BadSquare { detail: String },
    #[error("{detail}")]
    BadSetup { detail: String },
    #[error("{detail}")]
    BadSettings { detail: String },
    /// The configuration does not fit the game (e.g. the number of players).
    #[error("{detail}")]
    BadConfig { detail: String },
    #[error("{detail}")]
    NoDice { detail: String },
    #[error("{detail}")]
    NoHints { detail: String },
    #[error("{detail}")]
    HintCancelled { detail: String },
    /// A rating asked of a game that has none (`rated_variants` lists those that do).
    #[error("{detail}")]
    NotRated { detail: String },
    /// A bug in the core, caught before it could cross into the app.
    #[error("{detail}")]
    Internal { detail: String },
}

impl ZabelError {
    /// The catalog key of this kind's sentence.
    pub fn key(&self) -> &'static str {
        match self {
            ZabelError::DataDirectory { .. } => "error-data-directory",
            ZabelError::Locked { .. } => "error-locked",
            ZabelError::Database { .. } => "error-database",
            ZabelError::Corrupt { .. } => "error-corrupt",
            ZabelError::TooNew { .. } => "error-too-new",
            ZabelError::Backup { .. } => "error-backup",
            ZabelError::BadGame { .. } => "error-bad-game",
            ZabelError::UnfinishedRecord { .. } => "error-unfinished-record",
            ZabelError::NoSuchLevel { .. } => "error-no-such-level",
            ZabelError::GameOver { .. } => "error-game-over",
            ZabelError::ComputersTurn { .. } => "error-computers-turn",
            ZabelError::NotComputersTurn { .. } => "error-not-computers-turn",
            ZabelError::AlreadyRolled { .. } => "error-already-rolled",
            ZabelError::NoRollNeeded { .. } => "error-no-roll-needed",
            ZabelError::RollFirst { .. } => "error-roll-first",
            ZabelError::NothingToUndo { .. } => "error-nothing-to-undo",
            ZabelError::NoHumanToResign { .. } => "error-no-human-to-resign",
            ZabelError::AlreadyThinking { .. } => "error-already-thinking",
            ZabelError::BadSavedGame { .. } => "error-bad-saved-game",
            ZabelError::IllegalMove { .. } => "error-illegal-move",
            ZabelError::BadSquare { .. } => "error-bad-square",
            ZabelError::BadSetup { .. } => "error-bad-setup",
            ZabelError::BadSettings { .. } => "error-bad-settings",
            ZabelError::BadConfig { .. } => "error-bad-config",
            ZabelError::NoDice { .. } => "error-no-dice",
            ZabelError::NoHints { .. } => "error-no-hints",
            ZabelError::HintCancelled { .. } => "error-hint-cancelled",
            ZabelError::NotRated { .. } => "error-not-rated",
            ZabelError::Internal { .. } => "error-internal",
        }
    }
}

/// The catalog key of an error's sentence, for the apps.
#[uniffi::export]
pub fn error_key(error: ZabelError) -> String {
    error.key().to_owned()
}

impl ZabelError {
    /// The FFI kind whose sentence is the core's `key`, carrying `detail`.
    /// The core decides each error's key; this only names the kind the
    /// apps catch by class.
    fn of_key(key: &str, detail: String) -> ZabelError {
        match key {
            "error-data-directory" => ZabelError::DataDirectory { detail },
            "error-locked" => ZabelError::Locked { detail },
            "error-database" => ZabelError::Database { detail },
            "error-corrupt" => ZabelError::Corrupt { detail },
            "error-too-new" => ZabelError::TooNew { detail },
            "error-backup" => ZabelError::Backup { detail },
            "error-bad-game" => ZabelError::BadGame { detail },
            "error-unfinished-record" => ZabelError::UnfinishedRecord { detail },
            "error-no-such-level" => ZabelError::NoSuchLevel { detail },
            "error-game-over" => ZabelError::GameOver { detail },
            "error-computers-turn" => ZabelError::ComputersTurn { detail },
            "error-not-computers-turn" => ZabelError::NotComputersTurn { detail },
            "error-already-rolled" => ZabelError::AlreadyRolled { detail },
            "error-no-roll-needed" => ZabelError::NoRollNeeded { detail },
            "error-roll-first" => ZabelError::RollFirst { detail },
            "error-nothing-to-undo" => ZabelError::NothingToUndo { detail },
            "error-no-human-to-resign" => ZabelError::NoHumanToResign { detail },
            "error-already-thinking" => ZabelError::AlreadyThinking { detail },
            "error-bad-saved-game" => ZabelError::BadSavedGame { detail },
            "error-illegal-move" => ZabelError::IllegalMove { detail },
            "error-bad-square" => ZabelError::BadSquare { detail },
            "error-bad-setup" => ZabelError::BadSetup { detail },
            "error-bad-settings" => ZabelError::BadSettings { detail },
            "error-bad-config" => ZabelError::BadConfig { detail },
            "error-no-dice" => ZabelError::NoDice { detail },
            "error-no-hints" => ZabelError::NoHints { detail },
            "error-hint-cancelled" => ZabelError::HintCancelled { detail },
            "error-not-rated" => ZabelError::NotRated { detail },
            "error-internal" => ZabelError::Internal { detail },
            // A key the core added without a kind here: still a sentence
            // the app can show, never a panic (the tests below catch it).
            _ => ZabelError::Internal { detail },
        }
    }
}

impl From<StoreError> for ZabelError {
    fn from(error: StoreError) -> ZabelError {
        ZabelError::of_key(error.message_key(), error.to_string())
    }
}

impl From<PlayError> for ZabelError {
    fn from(error: PlayError) -> ZabelError {
        ZabelError::of_key(error.message_key(), error.to_string())
    }
}

impl From<SetupError> for ZabelError {
    fn from(error: SetupError) -> ZabelError {
        ZabelError::of_key(error.message_key(), error.to_string())
    }
}

impl From<SessionError> for ZabelError {
    fn from(error: SessionError) -> ZabelError {
        ZabelError::of_key(error.message_key(), error.to_string())
    }
}

impl From<LessonError> for ZabelError {
    fn from(error: LessonError) -> ZabelError {
        match error {
            LessonError::Store(error) => error.into(),
            error => ZabelError::Internal { detail: error.to_string() },
        }
    }
}

impl From<PuzzleError> for ZabelError {
    fn from(error: PuzzleError) -> ZabelError {
        match error {
            PuzzleError::Store(error) => error.into(),
            error => ZabelError::Internal { detail: error.to_string() },
        }
    }
}

impl From<TurnError> for ZabelError {
    fn from(error: TurnError) -> ZabelError {
        ZabelError::of_key(error.message_key(), error.to_string())
    }
}

/// Runs an export's body; a panic becomes [`ZabelError::Internal`] instead
/// of crossing into Kotlin or Swift (where Swift would abort).
pub fn guard<T>(body: impl FnOnce() -> Result<T, ZabelError>) -> Result<T, ZabelError> {
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(body)).unwrap_or_else(|panic| {
        let detail = panic
            .downcast_ref::<&str>()
            .map(|s| (*s).to_owned())
            .or_else(|| panic.downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "unknown panic".to_owned());
        Err(ZabelError::Internal { detail })
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use zabel_core::text::{self, Language};

    fn every_kind() -> Vec<ZabelError> {
        let all = vec![
            ZabelError::DataDirectory { detail: String::new() },
            ZabelError::Locked { detail: String::new() },
            ZabelError::Database { detail: String::new() },
            ZabelError::Corrupt { detail: String::new() },
            ZabelError::TooNew { detail: String::new() },
            ZabelError::Backup { detail: String::new() },
            ZabelError::BadGame { detail: String::new() },
            ZabelError::NoSuchLevel { detail: String::new() },
            ZabelError::GameOver { detail: String::new() },
            ZabelError::ComputersTurn { detail: String::new() },
            ZabelError::NotComputersTurn { detail: String::new() },
            ZabelError::AlreadyRolled { detail: String::new() },
            ZabelError::NoRollNeeded { detail: String::new() },
            ZabelError::RollFirst { detail: String::new() },
            ZabelError::NothingToUndo { detail: String::new() },
            ZabelError::NoHumanToResign { detail: String::new() },
            ZabelError::AlreadyThinking { detail: String::new() },
            ZabelError::BadSavedGame { detail: String::new() },
            ZabelError::UnfinishedRecord { detail: String::new() },
            ZabelError::IllegalMove { detail: String::new() },
            ZabelError::BadSquare { detail: String::new() },
            ZabelError::BadSetup { detail: String::new() },
            ZabelError::BadSettings { detail: String::new() },
            ZabelError::BadConfig { detail: String::new() },
            ZabelError::NoDice { detail: String::new() },
            ZabelError::NoHints { detail: String::new() },
            ZabelError::HintCancelled { detail: String::new() },
            ZabelError::NotRated { detail: String::new() },
            ZabelError::Internal { detail: String::new() },
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

    #[test]
    fn every_core_error_keeps_the_cores_key_across_the_ffi() {
        for error in SessionError::one_of_each() {
            let key = error.message_key();
            let detail = error.to_string();
            let ffi = ZabelError::from(error);
            assert_eq!(ffi.key(), key, "{detail}");
            assert_eq!(ffi.to_string(), detail, "the detail is the core's own");
        }
        for error in SetupError::one_of_each() {
            assert_eq!(ZabelError::from(error.clone()).key(), error.message_key(), "{error}");
        }
    }

    #[test]
    fn every_kind_is_found_again_by_its_key() {
        for error in every_kind() {
            let key = error.key();
            let again = ZabelError::of_key(key, String::new());
            assert_eq!(again.key(), key, "{key} names another kind");
        }
    }

    #[test]
    fn every_error_has_its_message_in_both_languages() {
        let mut keys = Vec::new();
        for error in every_kind() {
            let key = error_key(error);
            for language in Language::ALL {
                let said = text::text(language, &key);
                assert_ne!(said, key, "{key} is missing in {language:?}");
            }
            assert!(!keys.contains(&key), "{key} twice");
            keys.push(key);
        }
        assert_eq!(error_key(ZabelError::NoHumanToResign { detail: String::new() }), "error-no-human-to-resign");
        assert_eq!(text::text(Language::German, "error-roll-first"), "Erst würfeln.");
    }
}
