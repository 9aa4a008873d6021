//! The two sides (E2) and where they are heading (E4.4, E5.1).

use std::fmt;

use serde::{Deserialize, Serialize};

use super::square::{Bitboard, Square};

/// Red starts in the top-left corner and moves right/down; Blue starts in the
/// bottom-right corner and moves left/up. The seeds also say black/white.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Side {
    Red,
    Blue,
}

impl Side {
    pub const BOTH: [Side; 2] = [Side::Red, Side::Blue];

    pub const fn index(self) -> usize {
        self as usize
    }

    pub const fn opponent(self) -> Side {
        match self {
            Side::Red => Side::Blue,
            Side::Blue => Side::Red,
        }
    }

    /// The corner this side starts in.
    pub const fn home(self) -> Square {
        match self {
            Side::Red => Square::A1,
            Side::Blue => Square::E5,
        }
    }

    /// The corner this side wins on (E5.1): the opponent's home.
    pub const fn goal(self) -> Square {
        self.opponent().home()
    }

    /// Squares a stone of this side on `from` may step to (E4.4).
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

    /// `R` or `B`, as in the position notation (E8).
    pub const fn letter(self) -> char {
        match self {
            Side::Red => 'R',
            Side::Blue => 'B',
        }
    }

    pub fn from_letter(letter: char) -> Option<Side> {
        match letter {
            'R' | 'r' => Some(Side::Red),
            'B' | 'b' => Some(Side::Blue),
            _ => None,
        }
    }

    pub const fn name(self) -> &'static str {
        match self {
            Side::Red => "red",
            Side::Blue => "blue",
        }
    }

    pub fn from_name(name: &str) -> Option<Side> {
        match name.to_ascii_lowercase().as_str() {
            "red" | "r" => Some(Side::Red),
            "blue" | "b" => Some(Side::Blue),
            _ => None,
        }
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

const fn step_table(side: Side) -> [Bitboard; 25] {
    // Red goes +1 in file and/or rank, Blue −1: one square right, down or
    // diagonally (E4.4), mirrored for Blue.
    let delta: i8 = match side {
        Side::Red => 1,
        Side::Blue => -1,
    };
    let mut table = [Bitboard::EMPTY; 25];
    let mut index = 0;
    while index < 25 {
        let square = Square::from_index(index as u8).expect("index < 25");
        table[index] = square.steps_towards(delta, delta);
        index += 1;
    }
    table
}

static STEPS: [[Bitboard; 25]; 2] = [step_table(Side::Red), step_table(Side::Blue)];

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
    fn e4_4_red_moves_right_down_or_diagonally() {
        assert_eq!(names(Side::Red.steps(sq("b3"))), ["c3", "b4", "c4"]);
    }

    #[test]
    fn e4_4_blue_moves_left_up_or_diagonally() {
        assert_eq!(names(Side::Blue.steps(sq("d4"))), ["c3", "d3", "c4"]);
    }

    #[test]
    fn e4_4_far_edge_leaves_one_step_and_the_goal_none() {
        assert_eq!(names(Side::Red.steps(sq("e2"))), ["e3"]);
        assert_eq!(names(Side::Red.steps(sq("c5"))), ["d5"]);
        assert_eq!(names(Side::Blue.steps(sq("a4"))), ["a3"]);
        assert_eq!(names(Side::Blue.steps(sq("c1"))), ["b1"]);
        // Every square but the goal corner has at least one step.
        for side in Side::BOTH {
            for square in Square::all() {
                assert_eq!(side.steps(square).is_empty(), square == side.goal(), "{side} {square}");
            }
        }
    }

    #[test]
    fn e5_1_goals_are_the_opposite_corners() {
        assert_eq!(Side::Red.goal().to_string(), "e5");
        assert_eq!(Side::Blue.goal().to_string(), "a1");
        assert_eq!(Side::Red.distance_to_goal(Square::A1), 4);
        assert_eq!(Side::Blue.distance_to_goal(sq("a2")), 1);
    }
}
