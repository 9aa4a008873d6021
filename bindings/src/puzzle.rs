//! Puzzles for the apps: the player's puzzle rating with its history, and
//! a puzzle in play. Every word comes from the core in the language asked
//! for; the app draws the board, marks what is named and reads it out.

use std::sync::{Arc, Mutex, MutexGuard, PoisonError};

use zabel_core::puzzle::{self, Practice, PuzzleFeedback, PuzzleRun, RatingChange, words};
use zabel_core::text::{self, Language};

use crate::error::{ZabelError, guard};
use crate::game::{Board, Variant};

/// A theme: its code (to ask for it) and its name.
#[derive(Clone, PartialEq, Eq, Debug, uniffi::Record)]
pub struct PuzzleTheme {
    pub code: String,
    pub name: String,
}

/// The rating after one attempt, for its history.
#[derive(Clone, PartialEq, Debug, uniffi::Record)]
pub struct PuzzlePoint {
    /// Unix seconds.
    pub at: u64,
    pub rating: i32,
    pub solved: bool,
}

/// The player's puzzles of one game so far.
#[derive(Clone, PartialEq, Debug, uniffi::Record)]
pub struct PuzzleStanding {
    pub variant: Variant,
    /// Whole points, as shown.
    pub rating: i32,
    pub tried: u32,
    pub solved: u32,
    /// Solved in a row, up to the last attempt.
    pub streak: u32,
    /// The rating and what it is for, in a sentence.
    pub text: String,
    pub history: Vec<PuzzlePoint>,
    pub themes: Vec<PuzzleTheme>,
}

fn whole(rating: f64) -> i32 {
    rating.round() as i32
}

pub(crate) fn standing(practice: &Practice, variant: Variant, language: Language) -> PuzzleStanding {
    let points = practice.attempts.iter();
    PuzzleStanding {
        variant,
        rating: whole(practice.rating().rating),
        tried: practice.attempts.len() as u32,
        solved: practice.solved() as u32,
        streak: practice.streak() as u32,
        text: words::standing(practice, variant, language),
        history: points
            .map(|attempt| PuzzlePoint {
                at: attempt.at,
                rating: whole(attempt.change.after.rating),
                solved: attempt.solved,
            })
            .collect(),
        themes: puzzle::themes(variant)
            .into_iter()
            .map(|code| PuzzleTheme {
                code: code.to_owned(),
                name: text::text(language, &format!("puzzle-theme-{code}")),
            })
            .collect(),
    }
}

/// What one attempt did to the rating: before, after and the change, as
/// shown (they add up), and the sentence that says it.
#[derive(Clone, PartialEq, Eq, Debug, uniffi::Record)]
pub struct PuzzleRatingChange {
    pub before: i32,
    pub after: i32,
    pub change: i32,
    pub text: String,
}

fn rating_change(change: Option<RatingChange>, language: Language) -> Option<PuzzleRatingChange> {
    change.map(|change| PuzzleRatingChange {
        before: whole(change.before.rating),
        after: whole(change.after.rating),
        change: change.shown() as i32,
        text: words::change(&change, language),
    })
}

/// What a move did, in words.
#[derive(Clone, PartialEq, Eq, Debug, uniffi::Enum)]
pub enum PuzzleMoveFeedback {
    /// A piece is picked; the board marks where it can go.
    Picked,
    /// The rules do not allow it (no attempt): the rule in words and the
    /// squares it names.
    Refused {
        text: String,
        squares: Vec<String>,
    },
    /// The right move; the other side answered with `reply` (on the board).
    Right {
        reply: String,
        text: String,
    },
    /// Solved; `change` when this decided the attempt.
    Solved {
        text: String,
        change: Option<PuzzleRatingChange>,
    },
    /// Not the move: the board shows the refutation, if there is one; the
    /// solution replays after `restart`.
    Wrong {
        text: String,
        refutation: Option<String>,
        change: Option<PuzzleRatingChange>,
    },
    Ignored,
}

/// The solver's next move, for the hint arrow; the first hint gives the
/// attempt up (`change`).
#[derive(Clone, PartialEq, Eq, Debug, uniffi::Record)]
pub struct PuzzleHint {
    pub from: String,
    pub to: String,
    pub change: Option<PuzzleRatingChange>,
}

/// The puzzle now, in words and on the board.
#[derive(Clone, PartialEq, Debug, uniffi::Record)]
pub struct PuzzleView {
    pub variant: Variant,
    /// Its place among the game's puzzles, from 1: what a person calls it.
    pub number: u32,
    pub theme: String,
    /// The puzzle's rating, whole points.
    pub rating: i32,
    /// The task in one line.
    pub task: String,
    /// The die the solver rolled, in a dice game.
    pub roll: Option<u8>,
    /// The board with the last move and, while solving, the choices
    /// marked; each square described for screen readers.
    pub board: Board,
    pub solved: bool,
    pub failed: bool,
}

#[derive(uniffi::Object)]
pub struct Puzzle {
    run: Mutex<PuzzleRun>,
    language: Language,
}

impl Puzzle {
    pub(crate) fn new(run: PuzzleRun, language: Language) -> Arc<Puzzle> {
        Arc::new(Puzzle { run: Mutex::new(run), language })
    }

    fn run(&self) -> MutexGuard<'_, PuzzleRun> {
        self.run.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

#[uniffi::export]
impl Puzzle {
    pub fn view(&self) -> PuzzleView {
        let run = self.run();
        let shown = run.puzzle();
        let number = puzzle::puzzles(shown.variant).iter().position(|other| other.id == shown.id).unwrap_or(0) + 1;
        PuzzleView {
            variant: shown.variant,
            number: number as u32,
            theme: text::text(self.language, &shown.theme_key()),
            rating: whole(shown.rating),
            task: words::task(&run, self.language),
            roll: run.roll(),
            board: run.board().described(shown.variant, self.language).into(),
            solved: run.is_solved(),
            failed: run.is_failed(),
        }
    }

    /// A tap on `square`.
    pub fn tap(&self, square: String) -> Result<PuzzleMoveFeedback, ZabelError> {
        guard(|| {
            let mut run = self.run();
            let feedback = run.tap(&square)?;
            let shown = run.puzzle();
            let language = self.language;
            Ok(match feedback {
                PuzzleFeedback::Picked => PuzzleMoveFeedback::Picked,
                PuzzleFeedback::Refused { sentence, squares } => {
                    PuzzleMoveFeedback::Refused { text: text::sentence(language, &sentence), squares }
                }
                PuzzleFeedback::Right { reply } => {
                    PuzzleMoveFeedback::Right { text: words::right(&reply, language), reply }
                }
                PuzzleFeedback::Solved { change } => PuzzleMoveFeedback::Solved {
                    text: words::solved(shown, language),
                    change: rating_change(change, language),
                },
                PuzzleFeedback::Wrong { refutation, change } => PuzzleMoveFeedback::Wrong {
                    text: words::wrong(shown, refutation.as_deref(), language),
                    refutation,
                    change: rating_change(change, language),
                },
                PuzzleFeedback::Ignored => PuzzleMoveFeedback::Ignored,
            })
        })
    }

    /// The solver's next move; the first hint gives the attempt up.
    pub fn hint(&self) -> Result<Option<PuzzleHint>, ZabelError> {
        guard(|| {
            let (next, change) = self.run().hint()?;
            Ok(next.and_then(|next| next.split_once('-')).map(|(from, to)| PuzzleHint {
                from: from.to_owned(),
                to: to.to_owned(),
                change: rating_change(change, self.language),
            }))
        })
    }

    /// Back to the puzzle's position, to try again or replay the solution.
    pub fn restart(&self) -> Result<(), ZabelError> {
        guard(|| Ok(self.run().restart()?))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_puzzle_given_up_by_a_hint_replays_and_the_standing_adds_up() {
        let dir = tempfile::tempdir().unwrap();
        let zabel = crate::Zabel::open(dir.path().to_string_lossy().into_owned()).unwrap();
        let fresh = zabel.puzzle_standing(Variant::Einstein, "en".into()).unwrap();
        assert_eq!((fresh.rating, fresh.tried, fresh.streak), (1500, 0, 0));
        assert!(fresh.themes.iter().any(|theme| theme.code == "race" && theme.name == "Race to the corner"));
        let puzzle = zabel.next_puzzle(Variant::Einstein, None, "en".into()).unwrap().expect("EinStein has puzzles");
        let view = puzzle.view();
        assert!(view.task.starts_with("You play ") && view.task.contains(", rolled "), "{}", view.task);
        assert!(view.roll.is_some() && !view.solved && !view.failed);
        let hint = puzzle.hint().unwrap().unwrap();
        let change = hint.change.clone().expect("the first hint gives the attempt up");
        assert_eq!(change.before + change.change, change.after);
        assert!(change.change < 0, "{change:?}");
        puzzle.restart().unwrap();
        let mut feedback = puzzle.tap(hint.from.clone()).unwrap();
        if feedback == PuzzleMoveFeedback::Picked {
            feedback = puzzle.tap(hint.to.clone()).unwrap();
        }
        assert!(matches!(&feedback, PuzzleMoveFeedback::Solved { change: None, text } if text.starts_with("Solved")));
        assert!(puzzle.view().solved);
        let after = zabel.puzzle_standing(Variant::Einstein, "de".into()).unwrap();
        assert_eq!((after.rating, after.tried, after.solved, after.streak), (change.after, 1, 0, 0));
        assert_eq!(after.history.len(), 1);
        assert!(after.text.starts_with("Deine Aufgabenwertung in EinStein würfelt nicht!"), "{}", after.text);
        let themed = zabel.next_puzzle(Variant::Einstein, Some("race".into()), "de".into()).unwrap().unwrap();
        assert_eq!(themed.view().theme, "Wettlauf zur Ecke");
        assert!(zabel.next_puzzle(Variant::Trio, None, "en".into()).unwrap().is_none(), "no puzzles of three");
    }
}
