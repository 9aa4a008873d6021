//! Stones (E2, Q1): six per seat, numbered 1..6 as the die is, and sets of them.

use std::fmt;

/// The number on a stone, 1..6.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Stone(u8);

impl Stone {
    pub const ALL: [Stone; 6] = [Stone(1), Stone(2), Stone(3), Stone(4), Stone(5), Stone(6)];

    pub const fn new(number: u8) -> Option<Stone> {
        if number >= 1 && number <= 6 { Some(Stone(number)) } else { None }
    }

    pub const fn number(self) -> u8 {
        self.0
    }

    /// 0 for stone 1.
    pub const fn index(self) -> usize {
        self.0 as usize - 1
    }
}

impl fmt::Display for Stone {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

impl fmt::Debug for Stone {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// A set of stone numbers, bit `n − 1` for stone `n`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct StoneSet(pub(crate) u8);

impl StoneSet {
    pub const EMPTY: StoneSet = StoneSet(0);
    pub const ALL: StoneSet = StoneSet(0b11_1111);

    pub const fn contains(self, stone: Stone) -> bool {
        self.0 & (1 << stone.index()) != 0
    }

    pub const fn with(self, stone: Stone) -> StoneSet {
        StoneSet(self.0 | 1 << stone.index())
    }

    pub const fn without(self, stone: Stone) -> StoneSet {
        StoneSet(self.0 & !(1 << stone.index()))
    }

    pub const fn len(self) -> u32 {
        self.0.count_ones()
    }

    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The only stone, when there is exactly one.
    pub const fn single(self) -> Option<Stone> {
        if self.0.count_ones() == 1 { Some(Stone(self.0.trailing_zeros() as u8 + 1)) } else { None }
    }

    /// The stones that may move after rolling `die` (E4.2, E4.3): the stone
    /// with that number, else the nearest lower and the nearest higher one.
    pub const fn choosable(self, die: Stone) -> StoneSet {
        let bit = 1u8 << die.index();
        if self.0 & bit != 0 {
            return StoneSet(bit);
        }
        let below = self.0 & (bit - 1);
        let above = self.0 & !(bit | (bit - 1));
        let highest_below = if below == 0 { 0 } else { 1 << (7 - below.leading_zeros()) };
        let lowest_above = above & above.wrapping_neg();
        StoneSet(highest_below | lowest_above)
    }
}

impl Iterator for StoneSet {
    type Item = Stone;

    fn next(&mut self) -> Option<Stone> {
        if self.0 == 0 {
            return None;
        }
        let index = self.0.trailing_zeros() as u8;
        self.0 &= self.0 - 1;
        Some(Stone(index + 1))
    }
}

impl FromIterator<Stone> for StoneSet {
    fn from_iter<I: IntoIterator<Item = Stone>>(iter: I) -> StoneSet {
        iter.into_iter().fold(StoneSet::EMPTY, StoneSet::with)
    }
}

impl fmt::Debug for StoneSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(*self).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn set(numbers: &[u8]) -> StoneSet {
        numbers.iter().map(|&n| Stone::new(n).unwrap()).collect()
    }

    fn numbers(set: StoneSet) -> Vec<u8> {
        set.map(Stone::number).collect()
    }

    #[test]
    fn e4_2_the_rolled_stone_moves_when_present() {
        for n in 1..=6 {
            assert_eq!(numbers(StoneSet::ALL.choosable(Stone::new(n).unwrap())), [n]);
        }
    }

    #[test]
    fn e4_3_the_example_of_stones_1_4_6() {
        let have = set(&[1, 4, 6]);
        let roll = |n| numbers(have.choosable(Stone::new(n).unwrap()));
        assert_eq!(roll(3), [1, 4]);
        assert_eq!(roll(5), [4, 6]);
        assert_eq!(roll(2), [1, 4]);
    }

    #[test]
    fn e4_3_only_one_neighbour_means_no_choice() {
        let have = set(&[3, 4, 5]);
        assert_eq!(numbers(have.choosable(Stone::new(6).unwrap())), [5]);
        assert_eq!(numbers(have.choosable(Stone::new(1).unwrap())), [3]);
        assert_eq!(numbers(set(&[6]).choosable(Stone::new(2).unwrap())), [6]);
    }

    #[test]
    fn choosable_matches_a_plain_search_for_every_set_and_roll() {
        for bits in 1u8..64 {
            let have = StoneSet(bits);
            for die in Stone::ALL {
                let expected: StoneSet = if have.contains(die) {
                    StoneSet::EMPTY.with(die)
                } else {
                    let lower = (1..die.number()).rev().map(|n| Stone::new(n).unwrap()).find(|&s| have.contains(s));
                    let higher = (die.number() + 1..=6).map(|n| Stone::new(n).unwrap()).find(|&s| have.contains(s));
                    lower.into_iter().chain(higher).collect()
                };
                assert_eq!(have.choosable(die), expected, "{have:?} roll {die}");
            }
        }
    }
}
