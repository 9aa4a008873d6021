//! What a search is given and how it is stopped: the vocabulary a session
//! uses to ask a game for the computer's move or a hint without learning
//! which game or engine answers.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::Duration;

use super::TurnError;

/// How much an engine may think about one move: a node or iteration count,
/// which makes play reproducible, and a wall-clock cap for phones.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Budget {
    pub nodes: u64,
    pub time: Option<Duration>,
}

impl Budget {
    pub const fn nodes(nodes: u64) -> Budget {
        Budget { nodes, time: None }
    }

    pub const fn with_time(self, time: Duration) -> Budget {
        Budget { time: Some(time), ..self }
    }
}

/// The handle of a running search, shared by cloning: another thread can
/// stop it, and read how many nodes it has spent (for a progress bar).
#[derive(Clone, Default, Debug)]
pub struct Cancel {
    cancelled: Arc<AtomicBool>,
    spent: Arc<AtomicU64>,
}

impl Cancel {
    pub fn new() -> Cancel {
        Cancel::default()
    }

    pub fn cancel(&self) {
        self.cancelled.store(true, Ordering::Relaxed);
    }

    pub fn is_cancelled(&self) -> bool {
        self.cancelled.load(Ordering::Relaxed)
    }

    /// Whether `other` is a clone of this one, the same search's.
    pub fn is(&self, other: &Cancel) -> bool {
        Arc::ptr_eq(&self.cancelled, &other.cancelled)
    }

    /// The search has spent `nodes` so far.
    pub(crate) fn report_spent(&self, nodes: u64) {
        self.spent.store(nodes, Ordering::Relaxed);
    }

    /// Nodes or iterations spent by the search so far.
    pub fn nodes_spent(&self) -> u64 {
        self.spent.load(Ordering::Relaxed)
    }
}

/// A search on a copy of the game, to run off the session's lock: the
/// computer's turn or a hint.
pub struct Search<T>(Box<SearchRun<T>>);

type SearchRun<T> = dyn FnOnce(&Cancel) -> Result<T, TurnError> + Send;

impl<T> Search<T> {
    pub fn new(run: impl FnOnce(&Cancel) -> Result<T, TurnError> + Send + 'static) -> Search<T> {
        Search(Box::new(run))
    }

    pub fn run(self, cancel: &Cancel) -> Result<T, TurnError> {
        (self.0)(cancel)
    }
}
