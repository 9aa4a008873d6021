//! What can go wrong with the store, told apart: damage that a restore
//! repairs, and everything else, which is left as it is.

use std::io;
use std::path::PathBuf;

use thiserror::Error;

use super::backup_format::BackupProblem;
use super::keys::SCHEMA_VERSION;

#[derive(Debug, Error)]
pub enum StoreError {
    /// The data directory or the database's files cannot be used: no
    /// permission, a full disk, a read-only file system. Not damage.
    #[error("cannot use the data directory {path}: {reason}: {source}")]
    Directory {
        path: PathBuf,
        reason: String,
        #[source]
        source: io::Error,
    },
    /// Another process has the store open.
    #[error("the database is already open in another process")]
    Locked(#[source] io::Error),
    #[error("database error: {0}")]
    Database(#[source] sled::Error),
    #[error("stored data cannot be read: {0}")]
    Corrupt(String),
    #[error("the database was written by a newer version (schema {found}, this version reads up to {SCHEMA_VERSION})")]
    TooNew { found: u32 },
    /// A backup file could not be read or written, or was refused whole.
    #[error("backup {path}: {problem}")]
    Backup {
        path: PathBuf,
        #[source]
        problem: BackupProblem,
    },
    #[error("the game cannot be stored: {0}")]
    BadGame(String),
    #[error("the settings cannot be saved: {0}")]
    BadSettings(String),
    /// A rating asked of a game that has none (R2: games of three and four).
    #[error("games of {0} are not rated")]
    NotRated(crate::game::Variant),
}

impl From<sled::Error> for StoreError {
    fn from(error: sled::Error) -> StoreError {
        StoreError::Database(error)
    }
}

impl StoreError {
    /// Damage that moving the database aside and restoring it from the
    /// backups repairs. Everything else is left as it is.
    pub(super) fn is_damage(&self) -> bool {
        match self {
            StoreError::Corrupt(_) => true,
            // At opening, sled says "unsupported" of files it cannot read
            // as its own (a damaged header), and may report damage it
            // trips over as its own bug.
            StoreError::Database(
                sled::Error::Corruption { .. } | sled::Error::Unsupported(_) | sled::Error::ReportableBug(_),
            ) => true,
            StoreError::Database(sled::Error::Io(error)) => {
                matches!(error.kind(), io::ErrorKind::InvalidData | io::ErrorKind::UnexpectedEof)
            }
            _ => false,
        }
    }

    /// The catalog's plain sentence for the player; the error's own text
    /// is the detail, for the log ([`log_details`]).
    pub fn message_key(&self) -> &'static str {
        match self {
            StoreError::Directory { .. } => "error-data-directory",
            StoreError::Locked(_) => "error-locked",
            StoreError::Database(_) => "error-database",
            StoreError::Corrupt(_) => "error-corrupt",
            StoreError::TooNew { .. } => "error-too-new",
            StoreError::Backup { .. } => "error-backup",
            StoreError::BadGame(_) => "error-bad-game",
            StoreError::BadSettings(_) => "error-bad-settings",
            StoreError::NotRated(_) => "error-not-rated",
        }
    }

    /// The I/O failure behind this error, if there is one.
    pub fn io_error(&self) -> Option<&io::Error> {
        match self {
            StoreError::Directory { source, .. } | StoreError::Locked(source) => Some(source),
            StoreError::Database(sled::Error::Io(error)) => Some(error),
            StoreError::Backup { problem: BackupProblem::Io(error), .. } => Some(error),
            _ => None,
        }
    }
}

/// The error and its causes, for a report that outlives the error.
pub(super) fn error_chain(error: &dyn std::error::Error) -> String {
    let mut text = error.to_string();
    let mut cause = error.source();
    while let Some(next) = cause {
        let more = next.to_string();
        if !text.contains(&more) {
            text.push_str(": ");
            text.push_str(&more);
        }
        cause = next.source();
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_damage_is_damage() {
        let io = |kind: io::ErrorKind| sled::Error::Io(io::Error::from(kind));
        assert!(StoreError::Corrupt("game: EOF".to_owned()).is_damage());
        assert!(StoreError::Database(io(io::ErrorKind::UnexpectedEof)).is_damage());
        for kind in [
            io::ErrorKind::StorageFull,
            io::ErrorKind::PermissionDenied,
            io::ErrorKind::ReadOnlyFilesystem,
            io::ErrorKind::QuotaExceeded,
            io::ErrorKind::Other,
        ] {
            assert!(!StoreError::Database(io(kind)).is_damage(), "{kind:?}");
            let error =
                StoreError::Directory { path: "x".into(), reason: "r".to_owned(), source: io::Error::from(kind) };
            assert!(!error.is_damage());
            assert_eq!(
                std::error::Error::source(&error).and_then(|s| s.downcast_ref::<io::Error>()).map(|e| e.kind()),
                Some(kind)
            );
        }
        assert!(!StoreError::Locked(io::Error::from(io::ErrorKind::WouldBlock)).is_damage());
        assert!(!StoreError::TooNew { found: 3 }.is_damage());
    }
}
