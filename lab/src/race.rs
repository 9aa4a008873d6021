//! The race without captures, solved exactly.
//!
//! [`eval`](zabel_core::ai::einstein::eval) estimates each side's turns to its goal by adding
//! stone speeds like parallel lanes. Without captures, though, a side's race
//! depends only on how far each of its stones stands from the goal: every
//! move can take one step nearer (diagonals make the distance the larger of
//! file and rank distance), and a roll offering two stones is a choice. So
//! the distribution of the turns a side needs can be computed for all
//! 5⁶ = 15,625 distance vectors (each stone 1–4 steps away or off the
//! board) once, by dynamic programming; the side to move then wins the race
//! with P(its turns ≤ the opponent's). This is the idea of Hsueh and Hsu's
//! "Zweistein" evaluation (TCGA 2023), which needs no tuned weights at all;
//! captures are left to the search.

use std::sync::OnceLock;

use zabel_core::einstein::{Piece, Position, Side, Stone, StoneSet};

/// A side needs at most 1 + Σ (distance − 1) ≤ 19 turns: each turn takes a
/// stone one step nearer, and the first stone home ends the race.
const TURNS: usize = 20;

/// Distances 0 (off the board) to 4 per stone, stone 1 the lowest digit.
const VECTORS: usize = 5usize.pow(6);

/// For one distance vector: the chance to be home after exactly `k` turns.
type Turns = [f32; TURNS];

fn table() -> &'static [Turns] {
    static TABLE: OnceLock<Vec<Turns>> = OnceLock::new();
    TABLE.get_or_init(solve)
}

/// What one step of the stone with this index is worth in a vector.
fn place(stone: usize) -> usize {
    5usize.pow(stone as u32)
}

fn digit(vector: usize, stone: usize) -> usize {
    vector / place(stone) % 5
}

fn stones_of(vector: usize) -> StoneSet {
    Stone::ALL.iter().filter(|stone| digit(vector, stone.index()) > 0).copied().collect()
}

/// Every vector's turn distribution, playing each choice so as to need the
/// fewest turns on average. A step lowers the sum of distances by one, so
/// solving vectors by increasing sum finds every successor solved.
fn solve() -> Vec<Turns> {
    let mut order: Vec<usize> = (0..VECTORS).collect();
    order.sort_by_key(|&vector| (0..6).map(|stone| digit(vector, stone)).sum::<usize>());
    let mut turns = vec![[0.0f32; TURNS]; VECTORS];
    let mut expected = vec![f64::INFINITY; VECTORS];
    for vector in order {
        let stones = stones_of(vector);
        if stones.is_empty() {
            continue;
        }
        let mut distribution = [0.0f64; TURNS];
        let mut mean = 0.0;
        for die in Stone::ALL {
            let best = stones
                .choosable(die)
                .map(|stone| match digit(vector, stone.index()) {
                    1 => (1.0, None),
                    _ => {
                        let next = vector - place(stone.index());
                        (1.0 + expected[next], Some(next))
                    }
                })
                .min_by(|a, b| a.0.total_cmp(&b.0))
                .expect("a roll always offers a stone");
            mean += best.0 / 6.0;
            match best.1 {
                None => distribution[1] += 1.0 / 6.0,
                Some(next) => {
                    for k in 1..TURNS {
                        distribution[k] += f64::from(turns[next][k - 1]) / 6.0;
                    }
                }
            }
        }
        expected[vector] = mean;
        turns[vector] = distribution.map(|p| p as f32);
    }
    turns
}

fn vector(position: &Position, side: Side) -> usize {
    position
        .stones(side)
        .map(|stone| {
            let square = position.square_of(Piece::new(side, stone)).expect("own stones are on the board");
            usize::from(side.distance_to_goal(square)) * place(stone.index())
        })
        .sum()
}

/// The side to move's chance to win the race, 0..1: it is home first when
/// it needs no more turns than the opponent, since it moves first.
pub fn race_win(position: &Position) -> f64 {
    let me = position.turn();
    let table = table();
    let (mine, theirs) = (&table[vector(position, me)], &table[vector(position, me.opponent())]);
    let mut they_are_home = 0.0f64;
    let mut win = 0.0f64;
    for k in 1..TURNS {
        // The table's f32 sums may pass 1 by a rounding step.
        win += f64::from(mine[k]) * (1.0 - they_are_home).max(0.0);
        they_are_home += f64::from(theirs[k]);
    }
    win.min(1.0)
}

/// The position's value for the side to move, in [-1, 1], as
/// [`eval::evaluate`](zabel_core::ai::einstein::eval::evaluate) gives it.
pub fn evaluate(position: &Position) -> f64 {
    if position.is_over() {
        return -1.0;
    }
    2.0 * race_win(position) - 1.0
}

#[cfg(test)]
mod tests {
    use super::*;

    fn win(text: &str) -> f64 {
        race_win(&text.parse().unwrap())
    }

    #[test]
    fn every_vector_with_stones_gets_home_for_sure() {
        for (vector, turns) in table().iter().enumerate() {
            let total: f32 = turns.iter().sum();
            let expected = if stones_of(vector).is_empty() { 0.0 } else { 1.0 };
            assert!((total - expected).abs() < 1e-5, "vector {vector}: {total}");
        }
    }

    #[test]
    fn one_stone_each_is_a_plain_count_of_steps() {
        // One stone each moves on every roll: red needs 4 steps from a1, blue
        // 4 from e5; red moves first and arrives first.
        assert_eq!(win("R14/5/5/5/4B1 r"), 1.0);
        assert_eq!(win("R14/5/5/5/4B1 b"), 1.0);
        // Blue one step nearer and to move: blue is home first.
        assert_eq!(win("R14/5/5/3B11/5 b"), 1.0);
        assert_eq!(win("R14/5/5/3B11/5 r"), 0.0);
    }

    #[test]
    fn a_roll_that_offers_only_the_far_stone_loses_the_race() {
        // Red: stone 1 one step from home, stone 6 four steps. Rolls 1 to 5
        // offer stone 1 (E4.3), a 6 only stone 6; blue is home on its turn.
        assert!((win("R64/1B13/5/3R11/5 r") - 5.0 / 6.0).abs() < 1e-6);
    }

    fn small_position() -> impl proptest::strategy::Strategy<Value = Position> {
        use proptest::prelude::*;
        use zabel_core::einstein::Square;
        let squares = proptest::sample::subsequence((1u8..24).collect::<Vec<_>>(), 4).prop_shuffle();
        let numbers = || proptest::sample::subsequence(vec![1u8, 2, 3, 4, 5, 6], 2).prop_shuffle();
        (squares, 1usize..=2, 1usize..=2, any::<bool>(), numbers(), numbers()).prop_map(
            |(squares, reds, blues, red_to_move, red_numbers, blue_numbers)| {
                let square = |i: usize| Square::from_index(squares[i]).unwrap();
                let mut pieces = Vec::new();
                for (i, &number) in red_numbers.iter().take(reds).enumerate() {
                    pieces.push((square(i), Piece::new(Side::Red, Stone::new(number).unwrap())));
                }
                for (i, &number) in blue_numbers.iter().take(blues).enumerate() {
                    pieces.push((square(2 + i), Piece::new(Side::Blue, Stone::new(number).unwrap())));
                }
                Position::from_pieces(pieces, if red_to_move { Side::Red } else { Side::Blue }).unwrap()
            },
        )
    }

    proptest::proptest! {
        #[test]
        fn the_exact_race_is_a_chance_and_one_stone_each_is_a_count_of_steps(position in small_position()) {
            let win = race_win(&position);
            proptest::prop_assert!((0.0..=1.0).contains(&win), "{position}: {win}");
            let me = position.turn();
            let (mine, theirs) = (position.stones(me), position.stones(me.opponent()));
            if let (Some(a), Some(b)) = (mine.single(), theirs.single()) {
                // A lone stone moves on every roll, so the race is a count of
                // steps, and the side to move arrives first on a tie.
                let distance = |side: Side, stone| side.distance_to_goal(position.square_of(Piece::new(side, stone)).unwrap());
                let expected = if distance(me, a) <= distance(me.opponent(), b) { 1.0 } else { 0.0 };
                proptest::prop_assert_eq!(win, expected, "{}", position);
            }
        }
    }
}
