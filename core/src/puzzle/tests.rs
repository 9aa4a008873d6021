//! The shipped puzzles replay by the rules and hold their promises; a
//! puzzle run accepts the line and nothing else; the rating is Glicko-2's.

use std::collections::HashSet;
use std::sync::Arc;

use proptest::prelude::*;

use super::*;
use crate::game::{Language, Mark, Score, Seat, Variant};
use crate::games::{Drill, Tapped};
use crate::store::Store;

/// King to move on a5 with both a1 and a13 open (K7: the castles).
const TWO_ROUTES: &str = "13/13/13/9d3/2a10/13/13/13/k12/9a3/13/13/1d11 d";
/// The same with a man on a12: only a1 is open.
const ONE_ROUTE: &str = "13/a12/13/9d3/2a10/13/13/13/k12/9a3/13/13/1d11 d";

fn made(variant: Variant, lines: &str) -> &'static [Puzzle] {
    let read: Result<Vec<Puzzle>, PuzzleDataError> = Puzzle::read_all(variant, lines).into_iter().collect();
    Vec::leak(read.unwrap())
}

fn tafl_puzzle(line: &str, rating: f64) -> &'static Puzzle {
    let text = format!("k1\t{TWO_ROUTES}\t-\t{line}\tescape\t{rating}\t80\tmoves=1\ttest");
    &made(Variant::Koenigszabel, &text)[0]
}

/// Every legal move of the turn, as the board marks them: each piece
/// picked in turn (a piece with one target moves at once, and is taken
/// back), then each of its targets.
fn legal_moves(drill: &mut Drill, roll: Option<u8>) -> Vec<String> {
    let marked = |drill: &Drill, wanted: Mark| -> Vec<String> {
        drill.board(true).cells.iter().filter(|cell| cell.mark == wanted).map(|cell| cell.name.clone()).collect()
    };
    let plies = drill.game().plies();
    let mut moves = Vec::new();
    for from in marked(drill, Mark::Choosable).into_iter().chain(marked(drill, Mark::Moving)) {
        match drill.tap(&from).unwrap() {
            Tapped::Picked => moves.extend(marked(drill, Mark::Target).into_iter().map(|to| format!("{from}-{to}"))),
            Tapped::Moved => {
                let played = drill.game().last_move().unwrap();
                moves.push(format!("{}-{}", played.from, played.to));
            }
            Tapped::Refused { sentence, .. } => panic!("{from}: {}", sentence.key),
        }
        drill.undo_to(plies);
        drill.roll(roll).unwrap();
    }
    moves
}

#[test]
fn the_line_is_answered_move_by_move_and_solved_at_its_end() {
    let mut run = PuzzleRun::start(tafl_puzzle("a5-a4 j4-j5 a4-a1", 1400.0)).unwrap();
    assert_eq!(run.play("a5-a4").unwrap(), PuzzleFeedback::Right { reply: "j4-j5".into() });
    assert_eq!(run.next_move(), Some("a4-a1"));
    assert_eq!(run.play("a4-a1").unwrap(), PuzzleFeedback::Solved { change: None });
    assert!(run.is_solved());
    assert_eq!(run.play("a1-a2").unwrap(), PuzzleFeedback::Ignored);
}

#[test]
fn another_move_that_wins_at_once_solves_it_too() {
    let mut run = PuzzleRun::start(tafl_puzzle("a5-a1", 1200.0)).unwrap();
    assert_eq!(run.play("a5-a13").unwrap(), PuzzleFeedback::Solved { change: None });
}

#[test]
fn a_move_the_rules_refuse_is_no_attempt_and_a_wrong_one_is_refuted() {
    let mut run = PuzzleRun::start(tafl_puzzle("a5-a1", 1200.0)).unwrap();
    let PuzzleFeedback::Refused { sentence, squares } = run.play("a5-b6").unwrap() else { panic!("not straight") };
    assert!(sentence.key.starts_with("tafl-"), "the rules' words: {}", sentence.key);
    assert!(squares.contains(&"a5".to_owned()));
    assert!(!run.is_failed());
    let PuzzleFeedback::Wrong { refutation: Some(refutation), change: None } = run.play("a5-b5").unwrap() else {
        panic!("b5 does not escape")
    };
    assert!(refutation.contains('-'), "{refutation}");
    assert!(run.is_failed());
    assert_eq!(run.play("b5-b6").unwrap(), PuzzleFeedback::Ignored, "failed until restarted");
    run.restart().unwrap();
    assert_eq!(run.next_move(), Some("a5-a1"), "the solution replays");
    assert_eq!(run.play("a5-a1").unwrap(), PuzzleFeedback::Solved { change: None });
}

#[test]
fn an_attempt_is_recorded_once_with_a_glicko_2_change_that_adds_up() {
    let dir = tempfile::tempdir().unwrap();
    let (store, _) = Store::open(dir.path()).unwrap();
    let store = Arc::new(store);
    let puzzle = tafl_puzzle("a5-a1", 1500.0);
    let mut run = PuzzleRun::kept(puzzle, Arc::clone(&store)).unwrap();
    let PuzzleFeedback::Wrong { change: Some(change), .. } = run.play("a5-b5").unwrap() else { panic!() };
    assert_eq!(change.before, PuzzleRating::default());
    assert!(change.after.rating < change.before.rating);
    assert_eq!(change.shown(), change.after.rating.round() as i64 - 1500);
    run.restart().unwrap();
    assert_eq!(run.hint().unwrap(), (Some("a5-a1"), None), "the solution replays, the attempt decided");
    assert_eq!(run.play("a5-a1").unwrap(), PuzzleFeedback::Solved { change: None }, "decided by the first try");
    let attempts = store.puzzle_attempts(Variant::Koenigszabel).unwrap();
    assert_eq!(attempts.len(), 1);
    assert!(!attempts[0].solved);
    assert_eq!(store.puzzle_rating(Variant::Koenigszabel).unwrap(), change.after);
}

#[test]
fn a_hint_before_the_attempt_is_decided_gives_it_up() {
    let dir = tempfile::tempdir().unwrap();
    let (store, _) = Store::open(dir.path()).unwrap();
    let store = Arc::new(store);
    let mut run = PuzzleRun::kept(tafl_puzzle("a5-a4 j4-j5 a4-a1", 1400.0), Arc::clone(&store)).unwrap();
    let (hint, Some(change)) = run.hint().unwrap() else { panic!("the first hint decides") };
    assert_eq!(hint, Some("a5-a4"));
    assert!(change.after.rating < change.before.rating);
    assert_eq!(run.hint().unwrap(), (Some("a5-a4"), None));
    run.play("a5-a4").unwrap();
    assert_eq!(run.play("a4-a1").unwrap(), PuzzleFeedback::Solved { change: None });
    assert_eq!(run.hint().unwrap(), (None, None));
    let attempts = store.puzzle_attempts(Variant::Koenigszabel).unwrap();
    assert_eq!(attempts.iter().map(|a| a.solved).collect::<Vec<_>>(), [false]);
}

#[test]
fn a_capture_puzzles_task_says_the_win_it_starts() {
    let task = |theme: &str, language: Language| {
        let text = format!("k1\t{TWO_ROUTES}\t-\ta5-a4 j4-j5 a4-a1\t{theme}\t1400\t80\tmoves=2\ttest");
        words::task(&PuzzleRun::start(&made(Variant::Koenigszabel, &text)[0]).unwrap(), language)
    };
    for (language, moves) in [(Language::English, "2 moves"), (Language::German, "2 Zügen")] {
        let capture = task("capture", language);
        assert!(capture.contains(moves), "the win's length: {capture}");
        assert_ne!(capture, task("escape", language), "and that it starts with a capture");
    }
}

/// skillratings' documented example: two newcomers, one wins.
#[test]
fn glicko_2_moves_a_newcomer_as_the_crate_documents() {
    let puzzle = Puzzle { rating: 1500.0, deviation: 350.0, ..tafl_puzzle("a5-a1", 1500.0).clone() };
    let won = PuzzleRating::default().after(&puzzle, true);
    assert_eq!((won.rating.round(), won.deviation.round()), (1662.0, 290.0));
    assert!((won.volatility - 0.05999967537233814).abs() < 1e-12);
    let lost = PuzzleRating::default().after(&puzzle, false);
    assert_eq!(lost.rating.round(), 1338.0);
}

#[test]
fn the_next_puzzle_is_near_the_rating_of_the_theme_and_not_tried_recently() {
    let lines: String = (0..40)
        .map(|index| {
            let theme = if index % 2 == 0 { "escape" } else { "fork" };
            format!("k{index}\t{TWO_ROUTES}\t-\ta5-a1\t{theme}\t{}\t80\tmoves=1\ttest\n", 1000 + 25 * index)
        })
        .collect();
    let set = made(Variant::Koenigszabel, &lines);
    let mut rng = <rand::rngs::StdRng as rand::SeedableRng>::seed_from_u64(1);
    for _ in 0..50 {
        let chosen = next_puzzle(set, None, 1500.0, &[], &mut rng).unwrap();
        assert!((chosen.rating - 1500.0).abs() <= 100.0, "{}", chosen.rating);
        let fork = next_puzzle(set, Some("fork"), 1500.0, &[], &mut rng).unwrap();
        assert_eq!(fork.theme, "fork");
    }
    let recent: Vec<String> = set.iter().filter(|p| (p.rating - 1500.0).abs() < 200.0).map(|p| p.id.clone()).collect();
    let chosen = next_puzzle(set, None, 1500.0, &recent, &mut rng).unwrap();
    assert!(!recent.contains(&chosen.id));
    let every: Vec<String> = set.iter().rev().map(|p| p.id.clone()).collect();
    assert_eq!(next_puzzle(set, None, 1500.0, &every, &mut rng).unwrap().id, "k39", "the one tried longest ago");
    assert!(next_puzzle(set, Some("race"), 1500.0, &[], &mut rng).is_none());
}

#[test]
fn a_line_that_does_not_read_says_which_and_why() {
    let bad = [
        ("k1\tpos\t-\ta5-a1", "4 fields"),
        ("K1\tpos\t-\ta5-a1\tescape\t1\t1\t-\t-", "id"),
        ("k1\tpos\t7\ta5-a1\tescape\t1\t1\t-\t-", "roll"),
        ("k1\tpos\t-\ta5-a1 b1-b2\tescape\t1\t1\t-\t-", "odd"),
        ("k1\tpos\t-\ta5-a1\tescape\tx\t1\t-\t-", "rating"),
    ];
    for (line, why) in bad {
        let read = Puzzle::read_all(Variant::Koenigszabel, &format!("# a comment\n\n{line}"));
        let Err(error) = &read[0] else { panic!("{line} reads") };
        assert_eq!(error.line, 3);
        assert!(error.why.contains(why), "{why}: {error}");
    }
}

/// A puzzle's rating is fitted against the levels' ratings of its tries,
/// so when the level table is measured again the puzzles must be written
/// again (`zabel-lab … puzzles write`), or a player's puzzle rating drifts
/// from their game ratings' scale.
#[test]
fn every_shipped_puzzle_set_was_rated_against_the_shipped_level_table() {
    for (variant, text) in [(Variant::Einstein, data::EINSTEIN), (Variant::Koenigszabel, data::KOENIGSZABEL)] {
        let against = text
            .lines()
            .find_map(|line| line.strip_prefix(RATED_AGAINST))
            .unwrap_or_else(|| panic!("{variant:?}: the header does not name the level ratings"));
        let fitted: Vec<(u8, f64)> = against
            .split(' ')
            .map(|pair| {
                let (level, rating) = pair.split_once('=').expect("level=rating");
                (level.parse().unwrap(), rating.parse().unwrap())
            })
            .collect();
        let shipped: Vec<(u8, f64)> =
            variant.levels().iter().map(|level| (level.number, level.rating.expect("a rated game"))).collect();
        assert_eq!(fitted.len(), shipped.len(), "{variant:?}");
        for ((level, rating), (number, now)) in fitted.iter().zip(&shipped) {
            assert_eq!(level, number, "{variant:?}");
            assert!((rating - now).abs() < 0.05, "{variant:?} level {level}: rated against {rating}, shipped {now:.1}");
        }
    }
}

/// What every shipped puzzle promises: it reads, its id is its own, its
/// line plays by the rules from its position to the solver's win (a
/// capture puzzle's first move takes men), its theme has words in both languages, and a
/// dice puzzle's best move wins clearly more often than the next best.
#[test]
fn every_shipped_puzzle_replays_by_the_rules_and_keeps_its_promises() {
    for (variant, text) in [(Variant::Einstein, data::EINSTEIN), (Variant::Koenigszabel, data::KOENIGSZABEL)] {
        let read: Vec<Puzzle> = Puzzle::read_all(variant, text).into_iter().map(|p| p.unwrap()).collect();
        assert_eq!(read.len(), puzzles(variant).len());
        let mut ids = HashSet::new();
        for puzzle in &read {
            assert!(ids.insert(puzzle.id.clone()), "{}: the id is used twice", puzzle.id);
            for language in [Language::English, Language::German] {
                assert!(
                    crate::text::keys(language).contains(&puzzle.theme_key()),
                    "{}: no words for its theme",
                    puzzle.id
                );
            }
            let mut run = PuzzleRun::start(Box::leak(Box::new(puzzle.clone()))).unwrap();
            let solver = run.solver();
            for (index, mv) in puzzle.line.iter().enumerate().step_by(2) {
                let feedback = run.play(mv).unwrap();
                let last = index + 1 == puzzle.line.len();
                match feedback {
                    PuzzleFeedback::Solved { .. } => assert!(last, "{}: solved before the line's end", puzzle.id),
                    PuzzleFeedback::Right { .. } => assert!(!last, "{}", puzzle.id),
                    other => panic!("{}: {mv}: {other:?}", puzzle.id),
                }
            }
            if variant == Variant::Koenigszabel {
                let game = run.game();
                assert!(game.ending().is_some_and(|end| end.score(solver) == Some(Score::Win)), "{}", puzzle.id);
            }
            if puzzle.theme == "capture" {
                // The capture comes first, and the line goes on to the win.
                let mut drill = Drill::at(puzzle.variant, &puzzle.position).unwrap();
                drill.script(&puzzle.line[0]).unwrap();
                let first = drill.game().last_move();
                assert!(first.is_some_and(|mv| !mv.captured.is_empty()), "{}: the first move takes nothing", puzzle.id);
                assert!(puzzle.line.len() > 1, "{}: a capture decides a longer win", puzzle.id);
            }
            if variant == Variant::Einstein {
                let (best, second) = puzzle.chances.unwrap_or_else(|| panic!("{}: no chances", puzzle.id));
                assert_eq!(puzzle.line.len(), 1, "{}", puzzle.id);
                // The chances are written to three places: 0.571 and 0.471 can be ten points apart.
                assert!(best - second >= 0.10 - 0.001 && best < 1.0, "{}: {best} {second}", puzzle.id);
            }
        }
    }
}

/// The moves of the turn that win the game at once for `solver`.
fn winning_at_once(drill: &mut Drill, solver: Seat) -> Vec<String> {
    let plies = drill.game().plies();
    let mut winning = Vec::new();
    for mv in legal_moves(drill, None) {
        assert_eq!(drill.play(&mv).unwrap(), Tapped::Moved, "{mv}");
        if drill.game().ending().is_some_and(|end| end.score(solver) == Some(Score::Win)) {
            winning.push(mv);
        }
        drill.undo_to(plies);
    }
    winning
}

/// A Königszabel line wins at its last move and by no other move there,
/// and no solver move before wins at once (the puzzle would be shorter).
/// That every other move fails to force the win in the moves left is
/// proved again by the generator's prover, in the lab's tests
/// (`every_shipped_puzzle_is_proved_again`).
#[test]
fn every_shipped_koenigszabel_line_wins_only_at_its_end_and_only_by_its_move() {
    for puzzle in puzzles(Variant::Koenigszabel) {
        let mut drill = Drill::at(puzzle.variant, &puzzle.position).unwrap();
        let solver = drill.seat_to_move();
        for (index, mv) in puzzle.line.iter().enumerate() {
            if index % 2 == 0 {
                let winning = winning_at_once(&mut drill, solver);
                let last = index + 1 == puzzle.line.len();
                let expected = if last { vec![mv.clone()] } else { vec![] };
                assert_eq!(winning, expected, "{} move {}", puzzle.id, index + 1);
            }
            drill.script(mv).unwrap();
        }
    }
}

/// Every twentieth EinStein puzzle searched again by the analyst: the
/// same best move, its chance and the next best's as shipped.
#[test]
fn a_sample_of_the_einstein_puzzles_is_what_the_analyst_says() {
    for puzzle in puzzles(Variant::Einstein).iter().step_by(20) {
        let mut drill = Drill::at(puzzle.variant, &puzzle.position).unwrap();
        drill.roll(puzzle.roll).unwrap();
        let moves = drill.analysis().unwrap();
        let (best, second) = puzzle.chances.unwrap();
        assert_eq!(format!("{}-{}", moves[0].from, moves[0].to), puzzle.line[0], "{}", puzzle.id);
        assert!((moves[0].win_probability - best).abs() < 0.001, "{}: {moves:?}", puzzle.id);
        assert!((moves[1].win_probability - second).abs() < 0.001, "{}: {moves:?}", puzzle.id);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// A first move other than the line's is never accepted, unless it
    /// wins at once (which no shipped puzzle allows: its line is unique).
    #[test]
    fn a_wrong_first_move_is_never_accepted(pick in 0usize..1000, choice in 0usize..1000) {
        let one_route = &made(Variant::Koenigszabel, &format!("k1\t{ONE_ROUTE}\t-\ta5-a1\tescape\t1200\t80\t-\ttest"))[0];
        let shipped: Vec<&'static Puzzle> =
            puzzles(Variant::Einstein).iter().chain(puzzles(Variant::Koenigszabel)).chain([one_route]).collect();
        let puzzle = shipped[pick % shipped.len()];
        let mut probe = Drill::at(puzzle.variant, &puzzle.position).unwrap();
        probe.roll(puzzle.roll).unwrap();
        let moves: Vec<String> = legal_moves(&mut probe, puzzle.roll).into_iter().filter(|mv| *mv != puzzle.line[0]).collect();
        prop_assume!(!moves.is_empty());
        let wrong = &moves[choice % moves.len()];
        let mut run = PuzzleRun::start(puzzle).unwrap();
        let feedback = run.play(wrong).unwrap();
        prop_assert!(matches!(feedback, PuzzleFeedback::Wrong { .. }), "{}: {wrong}: {feedback:?}", puzzle.id);
    }
}
