//! The four corners a player can sit in (Q1, Q2) and where each is heading.

use std::fmt;

use super::square::{Bitboard, SQUARES, Square};

/// A corner of the 6×6 board and the player sitting there: `T` top-left, `U`
/// top-right, `V` bottom-right, `W` bottom-left. Declared in turn order (Q2).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Seat {
    T,
    U,
    V,
    W,
}

impl Seat {
    /// Clockwise from the top-left corner, the turn order of Q2.
    pub const ALL: [Seat; 4] = [Seat::T, Seat::U, Seat::V, Seat::W];

    pub const fn index(self) -> usize {
        self as usize
    }

    pub const fn from_index(index: usize) -> Option<Seat> {
        match index {
            0 => Some(Seat::T),
            1 => Some(Seat::U),
            2 => Some(Seat::V),
            3 => Some(Seat::W),
            _ => None,
        }
    }

    /// The next seat clockwise (Q2), whether or not anyone sits there.
    pub const fn clockwise(self) -> Seat {
        Seat::ALL[(self.index() + 1) % 4]
    }

    /// The corner this seat starts in.
    pub const fn home(self) -> Square {
        match self {
            Seat::T => Square::A1,
            Seat::U => Square::F1,
            Seat::V => Square::F6,
            Seat::W => Square::A6,
        }
    }

    /// The diagonally opposite corner, where this seat's stones head (Q1).
    pub const fn goal(self) -> Square {
        self.opposite().home()
    }

    /// The seat in the diagonally opposite corner.
    pub const fn opposite(self) -> Seat {
        Seat::ALL[(self.index() + 2) % 4]
    }

    /// Squares a stone of this seat on `from` may step to (Q1).
    #[inline]
    pub fn steps(self, from: Square) -> Bitboard {
        STEPS[self.index()][from.index()]
    }

    /// Moves still needed from `from` to the goal: diagonal steps make this
    /// the larger of the file and rank distances.
    pub const fn distance_to_goal(self, from: Square) -> u8 {
        let goal = self.goal();
        let files = from.file().abs_diff(goal.file());
        let ranks = from.rank().abs_diff(goal.rank());
        if files > ranks { files } else { ranks }
    }

    /// The six squares of this seat's starting triangle (3+2+1, Q1), in the
    /// order of E2 seen from the corner: the corner, then along its rank, then
    /// the next rank, so `T` has `a1 b1 c1 a2 b2 a3` as Red does.
    pub fn triangle(self) -> [Square; 6] {
        let top_left = [(0, 0), (1, 0), (2, 0), (0, 1), (1, 1), (0, 2)]
            .map(|(file, rank)| Square::new(file, rank).expect("on the board"));
        match self {
            Seat::T => top_left,
            Seat::U => top_left.map(Square::mirrored),
            Seat::V => top_left.map(|s| s.mirrored().flipped()),
            Seat::W => top_left.map(Square::flipped),
        }
    }

    /// `T`, `U`, `V` or `W`, as stones are written (Q5).
    pub const fn letter(self) -> char {
        match self {
            Seat::T => 'T',
            Seat::U => 'U',
            Seat::V => 'V',
            Seat::W => 'W',
        }
    }

    /// Reads a seat letter in either case.
    pub fn from_letter(letter: char) -> Option<Seat> {
        match letter.to_ascii_uppercase() {
            'T' => Some(Seat::T),
            'U' => Some(Seat::U),
            'V' => Some(Seat::V),
            'W' => Some(Seat::W),
            _ => None,
        }
    }

    /// `t`..`w`, as the seat to move is written (Q5).
    pub const fn name(self) -> &'static str {
        match self {
            Seat::T => "t",
            Seat::U => "u",
            Seat::V => "v",
            Seat::W => "w",
        }
    }

    /// Which corner, in words, for messages.
    pub const fn corner(self) -> &'static str {
        match self {
            Seat::T => "top-left",
            Seat::U => "top-right",
            Seat::V => "bottom-right",
            Seat::W => "bottom-left",
        }
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A set of seats, bit `i` for `Seat::ALL[i]`: a team, or who is still playing.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct SeatSet(pub(crate) u8);

impl SeatSet {
    pub const EMPTY: SeatSet = SeatSet(0);
    pub const ALL: SeatSet = SeatSet(0b1111);

    pub const fn of(seats: &[Seat]) -> SeatSet {
        let mut bits = 0;
        let mut i = 0;
        while i < seats.len() {
            bits |= 1 << seats[i].index();
            i += 1;
        }
        SeatSet(bits)
    }

    pub const fn contains(self, seat: Seat) -> bool {
        self.0 & (1 << seat.index()) != 0
    }

    pub const fn with(self, seat: Seat) -> SeatSet {
        SeatSet(self.0 | 1 << seat.index())
    }

    pub const fn without(self, seat: Seat) -> SeatSet {
        SeatSet(self.0 & !(1 << seat.index()))
    }

    pub const fn len(self) -> u32 {
        self.0.count_ones()
    }

    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The seats in turn order.
    pub fn iter(self) -> impl Iterator<Item = Seat> {
        Seat::ALL.into_iter().filter(move |&seat| self.contains(seat))
    }
}

impl FromIterator<Seat> for SeatSet {
    fn from_iter<I: IntoIterator<Item = Seat>>(iter: I) -> SeatSet {
        iter.into_iter().fold(SeatSet::EMPTY, SeatSet::with)
    }
}

impl fmt::Debug for SeatSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

impl fmt::Display for SeatSet {
    /// `t+v`: the way a record writes a team.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: Vec<&str> = self.iter().map(Seat::name).collect();
        f.write_str(&names.join("+"))
    }
}

const fn step_table(seat: Seat) -> [Bitboard; SQUARES] {
    // Each corner steps one square along the two edges toward the opposite
    // corner or diagonally between them (Q1): the sign of the file and rank
    // step follows from where the corner is.
    let (df, dr): (i8, i8) = match seat {
        Seat::T => (1, 1),
        Seat::U => (-1, 1),
        Seat::V => (-1, -1),
        Seat::W => (1, -1),
    };
    let mut table = [Bitboard::EMPTY; SQUARES];
    let mut index = 0;
    while index < SQUARES {
        let square = Square::from_index(index as u8).expect("index < 36");
        table[index] = square.steps_towards(df, dr);
        index += 1;
    }
    table
}

static STEPS: [[Bitboard; SQUARES]; 4] =
    [step_table(Seat::T), step_table(Seat::U), step_table(Seat::V), step_table(Seat::W)];

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(name: &str) -> Square {
        name.parse().unwrap()
    }

    fn names(bb: Bitboard) -> Vec<String> {
        bb.map(|s| s.to_string()).collect()
    }

    #[test]
    fn q1_top_left_moves_right_down_or_right_down() {
        assert_eq!(names(Seat::T.steps(sq("c3"))), ["d3", "c4", "d4"]);
    }

    #[test]
    fn q1_top_right_moves_left_down_or_left_down() {
        assert_eq!(names(Seat::U.steps(sq("c3"))), ["b3", "b4", "c4"]);
    }

    #[test]
    fn q1_bottom_right_moves_left_up_or_left_up() {
        assert_eq!(names(Seat::V.steps(sq("c3"))), ["b2", "c2", "b3"]);
    }

    #[test]
    fn q1_bottom_left_moves_right_up_or_right_up() {
        assert_eq!(names(Seat::W.steps(sq("c3"))), ["c2", "d2", "d3"]);
    }

    #[test]
    fn q1_edges_leave_one_step_and_the_goal_none() {
        assert_eq!(names(Seat::T.steps(sq("f2"))), ["f3"]);
        assert_eq!(names(Seat::U.steps(sq("a2"))), ["a3"]);
        assert_eq!(names(Seat::V.steps(sq("c1"))), ["b1"]);
        assert_eq!(names(Seat::W.steps(sq("c1"))), ["d1"]);
        assert_eq!(names(Seat::W.steps(sq("f4"))), ["f3"]);
        for seat in Seat::ALL {
            for square in Square::all() {
                assert_eq!(seat.steps(square).is_empty(), square == seat.goal(), "{seat} {square}");
            }
        }
    }

    #[test]
    fn q1_goals_are_the_diagonally_opposite_corners() {
        let goals: Vec<String> = Seat::ALL.iter().map(|s| s.goal().to_string()).collect();
        assert_eq!(goals, ["f6", "a6", "a1", "f1"]);
        assert_eq!(Seat::T.distance_to_goal(Square::A1), 5);
        assert_eq!(Seat::U.distance_to_goal(sq("b5")), 1);
    }

    #[test]
    fn q1_each_corner_has_its_3_2_1_triangle() {
        let names = |seat: Seat| seat.triangle().map(|s| s.to_string()).join(" ");
        assert_eq!(names(Seat::T), "a1 b1 c1 a2 b2 a3");
        assert_eq!(names(Seat::U), "f1 e1 d1 f2 e2 f3");
        assert_eq!(names(Seat::V), "f6 e6 d6 f5 e5 f4");
        assert_eq!(names(Seat::W), "a6 b6 c6 a5 b5 a4");
    }

    #[test]
    fn q2_clockwise_is_t_u_v_w() {
        assert_eq!(Seat::T.clockwise(), Seat::U);
        assert_eq!(Seat::U.clockwise(), Seat::V);
        assert_eq!(Seat::V.clockwise(), Seat::W);
        assert_eq!(Seat::W.clockwise(), Seat::T);
    }
}
