//! What a puzzle says, in the player's language: the task in one line,
//! the word on a right, solved or wrong move, the rating and its change.
//! One home for these sentences, for the terminal and both apps.

use super::{Practice, Puzzle, PuzzleRun, RatingChange};
use crate::game::Variant;
use crate::text::{Arg, Language, percent, text, text_with};

/// The task: whose side, and what to find.
pub fn task(run: &PuzzleRun, language: Language) -> String {
    let puzzle = run.puzzle();
    let side = puzzle.variant.seat_name(run.solver(), language);
    let side = ("side", Arg::Text(&side));
    match (puzzle.roll, puzzle.theme.as_str()) {
        (Some(die), _) => text_with(language, "puzzle-task-dice", &[side, ("die", Arg::Number(die.into()))]),
        (None, theme) => {
            let moves = ("moves", Arg::Number(puzzle.solver_moves() as f64));
            let key = if theme == "capture" { "puzzle-task-capture" } else { "puzzle-task-win" };
            text_with(language, key, &[side, moves])
        }
    }
}

/// The line's move was played and answered with `reply`.
pub fn right(reply: &str, language: Language) -> String {
    text_with(language, "puzzle-right", &[("reply", Arg::Text(reply))])
}

/// Solved; in a dice game, with how often the move wins against the next best.
pub fn solved(puzzle: &Puzzle, language: Language) -> String {
    match puzzle.chances {
        Some((best, second)) => {
            let (best, second) = (percent(language, best), percent(language, second));
            let args =
                [("move", Arg::Text(&puzzle.line[0])), ("best", Arg::Text(&best)), ("second", Arg::Text(&second))];
            text_with(language, "puzzle-solved-dice", &args)
        }
        None => text(language, "puzzle-solved"),
    }
}

/// Not the move: the answer that refutes it, and the move it was.
pub fn wrong(puzzle: &Puzzle, refutation: Option<&str>, language: Language) -> String {
    let right = ("move", Arg::Text(&puzzle.line[0]));
    match refutation {
        Some(refutation) => {
            text_with(language, "puzzle-wrong-refuted", &[("refutation", Arg::Text(refutation)), right])
        }
        None => text_with(language, "puzzle-wrong", &[right]),
    }
}

/// A rating as shown: whole points.
pub fn whole(rating: f64) -> String {
    format!("{}", rating.round() as i64)
}

/// The rating before and after, and the change between the two as shown,
/// so the three numbers add up.
pub fn change(change: &RatingChange, language: Language) -> String {
    let shown = change.shown();
    let signed = if shown > 0 { format!("+{shown}") } else { format!("{shown}").replace('-', "−") };
    let (before, after) = (whole(change.before.rating), whole(change.after.rating));
    let args = [("before", Arg::Text(&before)), ("after", Arg::Text(&after)), ("change", Arg::Text(&signed))];
    text_with(language, "puzzle-rating-change", &args)
}

/// Solved in a row, from the first on.
pub fn streak(practice: &Practice, language: Language) -> Option<String> {
    let streak = practice.streak();
    (streak > 0).then(|| text_with(language, "puzzle-streak", &[("streak", Arg::Number(streak as f64))]))
}

/// The player's puzzle rating in `variant`, and what it is for.
pub fn standing(practice: &Practice, variant: Variant, language: Language) -> String {
    let game = text(language, &format!("game-{}", variant.name()));
    let rating = whole(practice.rating().rating);
    let (game, rating) = (("game", Arg::Text(&game)), ("rating", Arg::Text(&rating)));
    if practice.attempts.is_empty() {
        return text_with(language, "puzzle-rating-new", &[game, rating]);
    }
    let tried = ("tried", Arg::Number(practice.attempts.len() as f64));
    text_with(language, "puzzle-rating", &[game, rating, tried, ("solved", Arg::Number(practice.solved() as f64))])
}
