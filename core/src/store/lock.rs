//! One process per data directory: an advisory lock on its lock file.

use std::io;
use std::path::Path;

use super::StoreError;

const LOCK_FILE: &str = "lock";

/// An advisory lock on the data directory's lock file, held while the
/// store is open: a second opener gets [`StoreError::Locked`].
pub(super) struct DirLock {
    _file: std::fs::File,
}

impl DirLock {
    pub(super) fn acquire(dir: &Path) -> Result<DirLock, StoreError> {
        let path = dir.join(LOCK_FILE);
        let file =
            std::fs::OpenOptions::new().read(true).write(true).create(true).truncate(false).open(&path).map_err(
                |source| StoreError::Directory {
                    path: dir.to_owned(),
                    reason: "cannot open the lock file".to_owned(),
                    source,
                },
            )?;
        match try_lock(&file) {
            Ok(()) => Ok(DirLock { _file: file }),
            Err(error) if error.kind() == io::ErrorKind::WouldBlock => Err(StoreError::Locked(error)),
            Err(source) => {
                Err(StoreError::Directory { path: dir.to_owned(), reason: "cannot lock the store".to_owned(), source })
            }
        }
    }
}

#[cfg(unix)]
fn try_lock(file: &std::fs::File) -> io::Result<()> {
    use std::os::unix::io::AsRawFd;
    // SAFETY: flock only acts on the descriptor, which `file` keeps open.
    let result = unsafe { libc::flock(file.as_raw_fd(), libc::LOCK_EX | libc::LOCK_NB) };
    if result == 0 { Ok(()) } else { Err(io::Error::last_os_error()) }
}

/// Elsewhere sled's own lock still keeps a second process out; it is then
/// reported as a database error, never as damage.
#[cfg(not(unix))]
fn try_lock(_file: &std::fs::File) -> io::Result<()> {
    Ok(())
}
