//! Settings, backups and what opening the store found.

use zabel_core::store;

pub use zabel_core::store::{Pace, Settings, Theme};

/// The app's settings, kept by the core.
#[uniffi::remote(Record)]
pub struct Settings {
    pub show_die: bool,
    pub highlight_moves: bool,
    pub default_level: u8,
    /// `en` or `de`.
    pub language: String,
    pub theme: Theme,
    /// The files' letters and the ranks' numbers beside the board.
    pub coordinates: bool,
    /// A sound and a short vibration for a move, a capture, a roll and the end.
    pub sound: bool,
    /// How long a computer's move stays in view before the next computer moves.
    pub pace: Pace,
}

/// How the app looks: as the system does, or always light or dark.
#[uniffi::remote(Enum)]
pub enum Theme {
    System,
    Light,
    Dark,
}

/// How long each computer's move stays in view before the next one.
#[uniffi::remote(Enum)]
pub enum Pace {
    Instant,
    Quick,
    Steady,
    Slow,
}

/// The milliseconds a computer's move stays in view at `pace`.
#[uniffi::export]
pub fn pace_millis(pace: Pace) -> u32 {
    pace.millis()
}

#[derive(Clone, Copy, PartialEq, Eq, Debug, uniffi::Record)]
pub struct ImportReport {
    pub added: u64,
    /// Games already in the history.
    pub skipped: u64,
}

impl From<store::ImportReport> for ImportReport {
    fn from(report: store::ImportReport) -> ImportReport {
        ImportReport { added: report.added as u64, skipped: report.skipped as u64 }
    }
}

/// The database could not be opened and was rebuilt; the app tells the user.
#[derive(Clone, PartialEq, Eq, Debug, uniffi::Record)]
pub struct Recovery {
    pub reason: String,
    /// `None` when the database was gone and was restored from its backups.
    pub moved_aside: Option<String>,
    pub restored_from: Option<String>,
    pub games_restored: u64,
    /// Pieces of the backups that could not be read: at most this many games are lost.
    pub lines_skipped: u64,
}

impl From<&store::Recovery> for Recovery {
    fn from(recovery: &store::Recovery) -> Recovery {
        Recovery {
            reason: recovery.reason.clone(),
            moved_aside: recovery.moved_aside.as_ref().map(|p| p.display().to_string()),
            restored_from: recovery.restored_from.as_ref().map(|p| p.display().to_string()),
            games_restored: recovery.games_restored as u64,
            lines_skipped: recovery.lines_skipped as u64,
        }
    }
}
