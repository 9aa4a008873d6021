//! Static evaluation of EinStein positions, as a value in [-1, 1] for the
//! side to move (−1 lost, +1 won).
//!
//! The model is a race. A stone `d` steps from its goal that the die lets
//! move with probability `p` per turn needs about `d / p` turns. A side's
//! stones are parallel lanes: their speeds `p / d` add up, so a side with many
//! quick stones finishes first. Capturing your own stones (`seeds/004`) pays
//! when it raises the `p` of a stone near the goal more than it costs.

use crate::einstein::{Piece, Position, Side, Stone, StoneSet};

/// Chance that a roll lets `stone` move, given the side's `stones` (E4.2, E4.3).
/// When a roll offers two stones, each counts as movable.
pub fn mobility(stones: StoneSet, stone: Stone) -> f64 {
    f64::from(faces(stones, stone)) / 6.0
}

/// How many die faces let `stone` move, given the side's `stones`.
pub fn faces(stones: StoneSet, stone: Stone) -> u8 {
    FACES[stones.0 as usize][stone.index()]
}

/// For every set of stones, how many die faces let each stone move: the
/// evaluation asks this for every stone of every leaf.
const FACES: [[u8; 6]; 64] = faces_table();

const fn faces_table() -> [[u8; 6]; 64] {
    let mut table = [[0; 6]; 64];
    let mut set = 1;
    while set < 64 {
        let mut die = 0;
        while die < 6 {
            let choosable = StoneSet(set as u8).choosable(Stone::ALL[die]);
            let mut stone = 0;
            while stone < 6 {
                if choosable.0 & (1 << stone) != 0 {
                    table[set][stone] += 1;
                }
                stone += 1;
            }
            die += 1;
        }
        set += 1;
    }
    table
}

/// Expected turns `side` needs to reach its goal, in the race model.
pub fn race_turns(position: &Position, side: Side) -> f64 {
    let stones = position.stones(side);
    let speed: f64 = stones
        .map(|stone| {
            let square = position.square_of(Piece::new(side, stone)).expect("own stones are on the board");
            mobility(stones, stone) / f64::from(side.distance_to_goal(square).max(1))
        })
        .sum();
    if speed == 0.0 { f64::INFINITY } else { 1.0 / speed }
}

/// How many race turns make the difference between even and clearly won.
pub const SCALE: f64 = 0.6;

/// Moving first in the race is worth about half a turn.
pub const TEMPO: f64 = 0.5;

/// The position's value for the side to move, in [-1, 1].
pub fn evaluate(position: &Position) -> f64 {
    (race_lead(position) * SCALE).tanh()
}

/// How many race turns the side to move is ahead: [`evaluate`] before it is
/// squashed into [-1, 1], which is all that ordering moves needs.
pub fn race_lead(position: &Position) -> f64 {
    if position.is_over() {
        // Only the side that just moved can have won.
        return f64::NEG_INFINITY;
    }
    let me = position.turn();
    race_turns(position, me.opponent()) - race_turns(position, me) + TEMPO
}

/// [`evaluate`] as the side to move's chance to win, 0..1.
pub fn win_probability(value: f64) -> f64 {
    (value + 1.0) / 2.0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mobility_follows_e4_3() {
        let set: StoneSet = [1, 4, 6].iter().map(|&n| Stone::new(n).unwrap()).collect();
        let m = |n| mobility(set, Stone::new(n).unwrap());
        assert_eq!(m(1), 3.0 / 6.0); // rolls 1, 2, 3
        assert_eq!(m(4), 4.0 / 6.0); // rolls 2, 3, 4, 5
        assert_eq!(m(6), 2.0 / 6.0); // rolls 5, 6
    }

    #[test]
    fn nearer_the_goal_is_better_and_lost_is_minus_one() {
        let near: Position = "R14/5/1B13/5/5 r".parse().unwrap();
        let far: Position = "R14/5/5/5/4B1 r".parse().unwrap();
        assert!(evaluate(&far) > evaluate(&near));
        let lost: Position = "R14/5/5/5/3B1R2 b".parse().unwrap();
        assert_eq!(evaluate(&lost), -1.0);
        for p in [&near, &far] {
            assert!((-1.0..=1.0).contains(&evaluate(p)));
        }
    }
}
