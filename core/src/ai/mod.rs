//! Computer players: the vocabulary every game's engines share — a
//! [`Budget`] per move, a [`Cancel`] handle, the [`Limit`] a search polls,
//! and the level tables' format — and each game's engines in its folder.

pub mod einstein;
pub mod level;
pub mod level_table;
pub mod quattro;
mod table;
pub mod tafl;
mod verdict;

pub use verdict::{Finding, Found, Verdict};

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

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

    /// Nodes or iterations spent by the search so far.
    pub fn nodes_spent(&self) -> u64 {
        self.spent.load(Ordering::Relaxed)
    }
}

/// Tells a search when to stop: budget spent, time up, or cancelled.
/// Time and cancellation are polled every few hundred nodes — often enough to
/// stop within a millisecond or two.
pub struct Limit {
    nodes: u64,
    deadline: Option<Instant>,
    cancel: Cancel,
    spent: u64,
    stopped: bool,
}

impl Limit {
    pub fn new(budget: &Budget, cancel: &Cancel) -> Limit {
        Limit {
            nodes: budget.nodes,
            deadline: budget.time.map(|t| Instant::now() + t),
            cancel: cancel.clone(),
            spent: 0,
            stopped: false,
        }
    }

    /// Counts one node; true once the search must stop.
    #[inline]
    pub fn tick(&mut self) -> bool {
        self.spent += 1;
        if self.spent & 255 == 0 || self.spent >= self.nodes {
            self.cancel.spent.store(self.spent, Ordering::Relaxed);
            self.stopped = self.stopped
                || self.spent >= self.nodes
                || self.cancel.is_cancelled()
                || self.deadline.is_some_and(|d| Instant::now() >= d);
        }
        self.stopped
    }

    pub fn stopped(&self) -> bool {
        self.stopped
    }

    pub fn spent(&self) -> u64 {
        self.spent
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cancel_and_budgets_stop_a_limit() {
        let cancel = Cancel::new();
        let mut limit = Limit::new(&Budget::nodes(u64::MAX), &cancel);
        assert!(!limit.tick());
        cancel.cancel();
        while !limit.tick() {}
        assert!(limit.spent() <= 256);
        let mut small = Limit::new(&Budget::nodes(10), &Cancel::new());
        assert_eq!((0..20).filter(|_| !small.tick()).count(), 9);
    }
}
