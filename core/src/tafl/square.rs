//! Squares and bitboards of the 13×13 board (K1).
//!
//! Files are `a`..`m` from the left, ranks `1`..`13` from the BOTTOM, as in
//! chess and every tafl notation. The centre `g7` is the throne; the corners
//! are the castles.

use std::fmt;

use crate::grid;

pub use crate::grid::ParseSquareError;

/// The board is 13×13.
pub const SIZE: u8 = 13;
/// Number of squares on the board.
pub const SQUARES: usize = Square::COUNT;

/// One square, `a1`..`m13`. Index = rank × 13 + file, both counted from 0.
pub type Square = grid::Square<SIZE>;

/// The four orthogonal directions in which pieces move and capture.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Direction {
    Up,
    Down,
    Left,
    Right,
}

impl Direction {
    pub const ALL: [Direction; 4] = [Direction::Up, Direction::Down, Direction::Left, Direction::Right];

    pub const fn opposite(self) -> Direction {
        match self {
            Direction::Up => Direction::Down,
            Direction::Down => Direction::Up,
            Direction::Left => Direction::Right,
            Direction::Right => Direction::Left,
        }
    }
}

impl Square {
    /// The throne `g7` (K1).
    pub const THRONE: Square = Square::at(6, 6);
    /// The castles `a1 m1 a13 m13` (K1).
    pub const CASTLES: [Square; 4] =
        [Square::at(0, 0), Square::at(SIZE - 1, 0), Square::at(0, SIZE - 1), Square::at(SIZE - 1, SIZE - 1)];

    pub const fn is_throne(self) -> bool {
        self.index() == Square::THRONE.index()
    }

    pub const fn is_castle(self) -> bool {
        let (file, rank) = (self.file(), self.rank());
        (file == 0 || file == SIZE - 1) && (rank == 0 || rank == SIZE - 1)
    }

    /// On the outermost ring of squares.
    pub const fn is_edge(self) -> bool {
        let (file, rank) = (self.file(), self.rank());
        file == 0 || file == SIZE - 1 || rank == 0 || rank == SIZE - 1
    }

    /// The neighbour in `direction`, or `None` off the board.
    pub const fn step(self, direction: Direction) -> Option<Square> {
        let (file, rank) = (self.file(), self.rank());
        match direction {
            Direction::Up => Square::new(file, rank + 1),
            Direction::Down if rank > 0 => Square::new(file, rank - 1),
            Direction::Left if file > 0 => Square::new(file - 1, rank),
            Direction::Right => Square::new(file + 1, rank),
            _ => None,
        }
    }

    /// The up to four orthogonal neighbours; `None` stands for off the board.
    pub fn neighbours(self) -> [Option<Square>; 4] {
        Direction::ALL.map(|direction| self.step(direction))
    }

    /// Whether `other` is an orthogonal neighbour.
    pub fn touches(self, other: Square) -> bool {
        self.neighbours().contains(&Some(other))
    }
}

/// A set of squares: one 13-bit row per rank, rank 1 first. Rows make the
/// sliding moves of K3 a few bit operations per line.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Bitboard(pub [u16; SIZE as usize]);

impl Bitboard {
    pub const EMPTY: Bitboard = Bitboard([0; SIZE as usize]);

    pub const fn contains(&self, square: Square) -> bool {
        self.0[square.rank() as usize] & (1 << square.file()) != 0
    }

    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|&row| row == 0)
    }

    pub fn count(&self) -> u32 {
        self.0.iter().map(|row| row.count_ones()).sum()
    }

    /// Every square moved one step in `direction`; those that would leave
    /// the board are dropped.
    pub fn shifted(self, direction: Direction) -> Bitboard {
        const ROW: u16 = (1 << SIZE) - 1;
        let rows = self.0;
        Bitboard(std::array::from_fn(|rank| match direction {
            Direction::Up => rank.checked_sub(1).map_or(0, |below| rows[below]),
            Direction::Down => rows.get(rank + 1).copied().unwrap_or(0),
            Direction::Left => rows[rank] >> 1,
            Direction::Right => (rows[rank] << 1) & ROW,
        }))
    }

    pub fn insert(&mut self, square: Square) {
        self.0[square.rank() as usize] |= 1 << square.file();
    }

    pub fn remove(&mut self, square: Square) {
        self.0[square.rank() as usize] &= !(1 << square.file());
    }

    pub fn with(mut self, square: Square) -> Bitboard {
        self.insert(square);
        self
    }

    pub fn union(self, other: Bitboard) -> Bitboard {
        Bitboard(std::array::from_fn(|rank| self.0[rank] | other.0[rank]))
    }

    pub fn intersection(self, other: Bitboard) -> Bitboard {
        Bitboard(std::array::from_fn(|rank| self.0[rank] & other.0[rank]))
    }

    pub fn difference(self, other: Bitboard) -> Bitboard {
        Bitboard(std::array::from_fn(|rank| self.0[rank] & !other.0[rank]))
    }

    /// The squares in index order: a1, b1, …, m13.
    pub fn squares(self) -> impl Iterator<Item = Square> {
        (0..SIZE).flat_map(move |rank| {
            let mut row = self.0[rank as usize];
            std::iter::from_fn(move || {
                if row == 0 {
                    return None;
                }
                let file = row.trailing_zeros() as u8;
                row &= row - 1;
                Square::new(file, rank)
            })
        })
    }
}

impl FromIterator<Square> for Bitboard {
    fn from_iter<I: IntoIterator<Item = Square>>(iter: I) -> Bitboard {
        iter.into_iter().fold(Bitboard::EMPTY, Bitboard::with)
    }
}

impl fmt::Debug for Bitboard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.squares()).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(name: &str) -> Square {
        name.parse().unwrap()
    }

    #[test]
    fn k1_board_has_169_squares_a1_bottom_left_to_m13() {
        let names: Vec<String> = Square::all().map(|s| s.to_string()).collect();
        assert_eq!(names.len(), 169);
        assert_eq!((names[0].as_str(), names[12].as_str(), names[13].as_str()), ("a1", "m1", "a2"));
        assert_eq!(names[168], "m13");
        for square in Square::all() {
            assert_eq!(square.to_string().parse::<Square>(), Ok(square));
        }
        assert_eq!(sq("a13").step(Direction::Down), Some(sq("a12")));
        assert_eq!(sq("a13").step(Direction::Up), None);
    }

    #[test]
    fn k1_throne_is_g7_and_castles_are_the_corners() {
        assert_eq!(Square::THRONE, sq("g7"));
        let castles: Vec<String> = Square::CASTLES.iter().map(|s| s.to_string()).collect();
        assert_eq!(castles, ["a1", "m1", "a13", "m13"]);
        assert_eq!(Square::all().filter(|s| s.is_castle()).count(), 4);
        assert_eq!(Square::all().filter(|s| s.is_edge()).count(), 48);
    }

    #[test]
    fn parse_rejects_what_is_not_a_square() {
        assert_eq!(sq("G7"), Square::THRONE);
        for bad in ["", "a", "a0", "a14", "n1", "a07", "a+1", "ä1", "a1 ", "11", "a100"] {
            assert!(bad.parse::<Square>().is_err(), "{bad:?}");
        }
    }

    #[test]
    fn bitboard_holds_and_lists_squares_in_index_order() {
        let set: Bitboard = ["m13", "a1", "g7"].iter().map(|n| sq(n)).collect();
        assert_eq!(set.count(), 3);
        assert!(set.contains(Square::THRONE) && !set.contains(sq("g8")));
        let listed: Vec<String> = set.squares().map(|s| s.to_string()).collect();
        assert_eq!(listed, ["a1", "g7", "m13"]);
        assert!(set.difference(set).is_empty());
    }
}
