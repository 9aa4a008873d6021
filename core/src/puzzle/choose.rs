//! Which puzzle comes next: one near the player's rating, of the theme
//! asked for, and none tried recently.

use rand::Rng;
use rand::seq::IndexedRandom;

use super::Puzzle;

/// A puzzle tried within this many attempts is not offered again.
pub const RECENT: usize = 200;

/// The few puzzles nearest the player's rating, so the same rating does
/// not always bring the same puzzle.
const NEAREST: usize = 8;

/// A puzzle of `set` (of `theme`, if given) near `rating`, none of those
/// in `recent`; when every one was tried recently, the one tried longest
/// ago (`recent` is oldest first).
pub fn next_puzzle(
    set: &'static [Puzzle],
    theme: Option<&str>,
    rating: f64,
    recent: &[String],
    rng: &mut impl Rng,
) -> Option<&'static Puzzle> {
    let of_theme = |puzzle: &&Puzzle| theme.is_none_or(|theme| puzzle.theme == theme);
    let mut fresh: Vec<&'static Puzzle> =
        set.iter().filter(of_theme).filter(|puzzle| !recent.contains(&puzzle.id)).collect();
    if fresh.is_empty() {
        return recent.iter().find_map(|id| set.iter().filter(of_theme).find(|puzzle| &puzzle.id == id));
    }
    fresh.sort_by(|a, b| (a.rating - rating).abs().total_cmp(&(b.rating - rating).abs()));
    fresh.truncate(NEAREST);
    fresh.choose(rng).copied()
}
