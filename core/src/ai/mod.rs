//! Computer players: the [`Limit`] a search polls (its [`Budget`] and
//! [`Cancel`] handle are the seam's words, since a session asks for
//! searches), the level tables' format, and each game's engines in its
//! folder.

pub mod einstein;
mod engine;
pub mod level;
pub mod level_table;
pub mod quattro;
mod table;
pub mod tafl;

pub use crate::game::{Budget, Cancel, Finding, Found, Verdict};
pub use engine::{Contest, Engine};

use std::time::Instant;

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
            self.cancel.report_spent(self.spent);
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
