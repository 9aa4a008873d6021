//! Puzzles: a position from a real game, one task, a rating for the
//! puzzle and one for the player. A puzzle is data shipped with the app
//! (`core/data/puzzles-*.tsv`, made by `zabel-lab … puzzles`); [`PuzzleRun`]
//! plays it through the rules like a lesson, and [`PuzzleRating`] is the
//! player's Glicko-2 rating for one game's puzzles. This folder names no
//! game's types.

mod choose;
mod data;
mod practice;
mod rating;
mod run;
pub mod words;

pub use choose::{RECENT, next_puzzle};
pub use data::{Puzzle, PuzzleDataError, RATED_AGAINST, puzzle, puzzles, themes};
pub use practice::Practice;
pub use rating::{PuzzleRating, RatingChange};
pub use run::{PuzzleError, PuzzleFeedback, PuzzleRun};

#[cfg(test)]
mod tests;
