//! A backup file's identity (its format name and version) and why a file
//! is refused: what the backups write and what the store's errors name.

use std::io;

use thiserror::Error;

pub(super) const FORMAT: &str = "zabel-backup";
/// 2: games of every variant (store schema 3). 3: the puzzle attempts.
/// Files of every older version still import.
pub(super) const VERSION: u32 = 3;

/// Why a backup file was refused or could not be written.
#[derive(Debug, Error)]
pub enum BackupProblem {
    #[error("{0}")]
    Io(#[source] io::Error),
    #[error("the file ends early; it was cut short (truncated): {0}")]
    Truncated(#[source] serde_json::Error),
    #[error("not a Zabel backup (not JSON): {0}")]
    NotJson(#[source] serde_json::Error),
    #[error("not a Zabel backup: {0}")]
    NotABackup(#[source] serde_json::Error),
    #[error("format '{0}' is not '{FORMAT}'")]
    WrongFormat(String),
    #[error("version {0} is newer than this app reads ({VERSION}); update the app")]
    TooNew(u32),
    #[error("game {index} (id {id}): {reason}")]
    BadGame { index: usize, id: u64, reason: String },
    #[error("game {index} (id {id}) is game {first} again")]
    Duplicate { index: usize, id: u64, first: usize },
    #[error("game {index} (id {id}) conflicts with {with}: the same game with other players, result or rating terms")]
    Conflict { index: usize, id: u64, with: String },
}
