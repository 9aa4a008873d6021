//! An arrangement of six stones on a corner triangle (E3, and Q1 as E3):
//! which stone stands on each of the triangle's six squares, in the order
//! its game lists them. Both dice games share it; each places it on its
//! own board (`einstein::triangle`, `quattro::placements`).

use rand::Rng;
use rand::seq::SliceRandom;
use thiserror::Error;

use super::Stone;

/// Always a permutation of 1..6, so a `Setup` cannot be illegal.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Setup {
    stones: [Stone; 6],
}

/// Six stones that are not 1..6 once each.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
#[error("stone {0} is placed twice")]
pub struct StoneTwice(pub Stone);

impl Setup {
    /// Stones 1..6 in triangle order.
    pub fn ordered() -> Setup {
        Setup { stones: Stone::ALL }
    }

    pub fn random<R: Rng + ?Sized>(rng: &mut R) -> Setup {
        let mut stones = Stone::ALL;
        stones.shuffle(rng);
        Setup { stones }
    }

    /// Stones in triangle order; must be a permutation of 1..6.
    pub fn from_stones(stones: [Stone; 6]) -> Result<Setup, StoneTwice> {
        let mut seen = [false; 6];
        for stone in stones {
            if std::mem::replace(&mut seen[stone.index()], true) {
                return Err(StoneTwice(stone));
            }
        }
        Ok(Setup { stones })
    }

    /// The stones in triangle order.
    pub fn stones(&self) -> [Stone; 6] {
        self.stones
    }

    /// The same stones with those in slots `i` and `j` traded.
    pub fn with_swapped(&self, i: usize, j: usize) -> Setup {
        let mut stones = self.stones;
        stones.swap(i, j);
        Setup { stones }
    }

    /// Stones in triangle order, as six digits.
    pub fn digits(&self) -> String {
        self.stones.iter().map(|s| s.to_string()).collect()
    }
}
