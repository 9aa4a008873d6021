//! The log in the data directory: the details a player is spared.

use std::io;
use std::path::{Path, PathBuf};
use std::time::{SystemTime, UNIX_EPOCH};

use super::{LOG, now};

/// Milliseconds since 1970, to name files kept aside.
pub(super) fn millis() -> u128 {
    SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_millis())
}

/// Appends what a recovery found to the log in the data directory, for
/// whoever wants the details the player is spared. Best effort: a log
/// that cannot be written changes nothing of the recovery.
pub(super) fn write_log(path: &Path, lines: &[String]) {
    for line in lines {
        let _ = append_log(path, &format!("recovery: {line}"));
    }
}

fn append_log(path: &Path, line: &str) -> io::Result<()> {
    use std::io::Write;
    let mut file = std::fs::OpenOptions::new().create(true).append(true).open(path)?;
    writeln!(file, "{} {line}", now())
}

/// Writes an error's details to the log in data directory `dir`, so the
/// player is told a plain sentence and the details are still kept; the
/// log's path, or `None` when it cannot be written (then show them).
pub fn log_details(dir: &Path, details: &str) -> Option<PathBuf> {
    let path = dir.join(LOG);
    append_log(&path, details).ok().map(|()| path)
}
