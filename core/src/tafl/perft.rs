//! Perft: the number of move sequences of a given length (K10's counts).
//! A decided game (escape, captured king) is not expanded.

use super::position::Position;

/// Leaves of the game tree `depth` plies below `position`.
pub fn perft(position: &Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        // Counting the last ply's moves without playing them is what makes
        // depth 4 a matter of seconds.
        1 => u64::from(position.count_moves()),
        _ => position
            .legal_moves()
            .iter()
            .map(|&mv| {
                let mut child = *position;
                child.play_unchecked(mv);
                perft(&child, depth - 1)
            })
            .sum(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tafl::Rules;

    #[test]
    fn k10_perft_from_the_start_to_depth_3() {
        let start = Position::start(Rules::default());
        let counts: Vec<u64> = (0..=3).map(|depth| perft(&start, depth)).collect();
        assert_eq!(counts, [1, 152, 11_900, 1_875_176]);
    }

    #[test]
    fn k10_perft_depth_4_from_the_start() {
        assert_eq!(perft(&Position::start(Rules::default()), 4), 158_600_520);
    }
}
