//! Every lesson plays by its intended moves, every kind of wrong move gets
//! its word, and every word is in both catalogs.

use super::*;
use crate::game::{Language, Mark, Sentence};

fn lessons() -> impl Iterator<Item = &'static Lesson> {
    LESSONS.iter().flat_map(|course| course.iter())
}

fn run(id: &str) -> LessonRun {
    LessonRun::start(Course::lesson(id).unwrap_or_else(|| panic!("no lesson {id}"))).unwrap()
}

fn refused(run: &mut LessonRun, mv: &str) -> Sentence {
    match run.play(mv).unwrap() {
        Feedback::Refused { sentence, .. } => sentence,
        other => panic!("{mv}: {other:?}"),
    }
}

fn arg<'a>(sentence: &'a Sentence, name: &str) -> &'a str {
    sentence.args.iter().find(|(key, _)| *key == name).map_or("", |(_, value)| value.as_str())
}

#[test]
fn every_lesson_is_done_by_its_intended_moves() {
    for lesson in lessons() {
        let mut run = LessonRun::start(lesson).unwrap_or_else(|e| panic!("{e}"));
        for (index, step) in lesson.steps.iter().enumerate() {
            assert_eq!(run.step(), index, "{}", lesson.id);
            let feedback = run.play(step.solution).unwrap_or_else(|e| panic!("{e}"));
            let last = index + 1 == lesson.steps.len();
            let expected = if last {
                Feedback::Done
            } else {
                Feedback::Next { replies: step.replies.iter().map(|reply| reply.mv.to_owned()).collect() }
            };
            assert_eq!(feedback, expected, "{} step {}", lesson.id, index + 1);
        }
        assert!(run.is_done(), "{}", lesson.id);
        assert_eq!(run.play(lesson.steps[0].solution).unwrap(), Feedback::Ignored, "{}: done is done", lesson.id);
        run.restart().unwrap();
        assert_eq!((run.step(), run.is_done()), (0, false), "{}: a lesson can be restarted", lesson.id);
        assert_eq!(
            run.board(),
            LessonRun::start(lesson).unwrap().board(),
            "{}: restarted from its position",
            lesson.id
        );
    }
}

/// The legal moves of the turn, as the board marks them: each choosable
/// (or already moving) piece, then each of its targets.
fn legal_moves(run: &mut LessonRun) -> Vec<String> {
    let marked = |run: &LessonRun, wanted: &[Mark]| -> Vec<String> {
        run.board().cells.iter().filter(|cell| wanted.contains(&cell.mark)).map(|cell| cell.name.clone()).collect()
    };
    let mut moves = Vec::new();
    for from in marked(run, &[Mark::Choosable, Mark::Moving]) {
        let mut probe = LessonRun::start(run.lesson()).unwrap();
        while probe.step() < run.step() {
            probe.play(&probe.solution().unwrap().to_string()).unwrap();
        }
        if probe.tap(&from).unwrap() == Feedback::Picked || marked(&probe, &[Mark::Moving]).contains(&from) {
            moves.extend(marked(&probe, &[Mark::Target]).into_iter().map(|to| format!("{from}-{to}")));
        }
    }
    moves
}

#[test]
fn a_legal_move_that_misses_the_task_is_told_so_and_taken_back() {
    let played = |lesson: &&Lesson| !matches!(lesson.steps[0].goal, Goal::Arrange { .. });
    for lesson in lessons().filter(played) {
        let mut run = LessonRun::start(lesson).unwrap();
        for (index, step) in lesson.steps.iter().enumerate() {
            let before = run.board();
            let moves = legal_moves(&mut run);
            assert!(moves.contains(&step.solution.to_owned()), "{} step {}: {moves:?}", lesson.id, index + 1);
            let mut misses = 0;
            for mv in &moves {
                match run.play(mv).unwrap() {
                    Feedback::Missed => {
                        misses += 1;
                        assert_eq!(run.board(), before, "{} {mv}: back where the task began", lesson.id);
                        assert_eq!(run.step(), index);
                    }
                    Feedback::Next { .. } | Feedback::Done => {
                        run = LessonRun::start(lesson).unwrap();
                        for earlier in &lesson.steps[..index] {
                            run.play(earlier.solution).unwrap();
                        }
                    }
                    other => panic!("{} {mv}: {other:?}", lesson.id),
                }
            }
            let any = matches!(step.goal, Goal::AnyMove);
            assert!(
                any || misses > 0,
                "{} step {}: no legal move misses, so the task teaches nothing",
                lesson.id,
                index + 1
            );
            run.play(step.solution).unwrap();
        }
    }
}

#[test]
fn k3_a_move_the_rules_refuse_names_the_rule() {
    let mut blocked = run("tafl-blocked");
    let said = refused(&mut blocked, "b4-j4");
    assert_eq!((said.key, arg(&said, "error"), arg(&said, "blocker")), ("tafl-refused", "blocked", "i4"));
    let said = refused(&mut blocked, "b4-c5");
    assert_eq!((said.key, arg(&said, "error")), ("tafl-refused", "not-straight"));
    assert_eq!(
        blocked.play("b4-j4").unwrap(),
        Feedback::Refused { sentence: refused(&mut blocked, "b4-j4"), squares: vec!["b4".into(), "i4".into()] },
        "the board is shown the piece and what blocks it"
    );
    let mut throne = run("tafl-throne");
    let said = refused(&mut throne, "g4-g7");
    assert_eq!((said.key, arg(&said, "error")), ("tafl-refused", "throne"));
    let mut escape = run("tafl-escape");
    let said = refused(&mut escape, "b1-a1");
    assert_eq!((said.key, arg(&said, "error")), ("tafl-refused", "castle"));
    let said = refused(&mut escape, "c9-c3");
    assert_eq!(said.key, "tafl-not-your-piece", "an attacker, the defenders to move");
    assert_eq!(refused(&mut escape, "z9-a1").key, "learn-no-square");
    assert_eq!(refused(&mut escape, "a5").key, "learn-write-move");
}

#[test]
fn e4_a_stone_the_die_does_not_allow_says_which_may() {
    let mut roll = run("einstein-roll");
    let said = refused(&mut roll, "a1-b2");
    assert_eq!((said.key, arg(&said, "roll"), arg(&said, "stone")), ("dice-rolled-stone-moves", "3", "5"));
    let said = refused(&mut roll, "b2-d4");
    assert_eq!((said.key, arg(&said, "targets")), ("dice-one-step", "c2, b3, c3"), "E4.4");
    assert_eq!(refused(&mut roll, "d5-c5").key, "dice-not-your-stone");
    let mut neighbours = run("einstein-neighbours");
    let said = refused(&mut neighbours, "a3-b4");
    assert_eq!((said.key, arg(&said, "stones")), ("dice-neighbour-moves", "1 / 4"), "E4.3");
    let mut one = run("einstein-one-stone");
    assert_eq!(one.roll(), None, "E4.1: no roll with one stone");
    let said = refused(&mut one, "c2-e4");
    assert_eq!(said.key, "dice-one-step");
}

#[test]
fn every_lesson_and_every_feedback_speaks_both_languages() {
    let feedback = [
        "learn-off-corner",
        "learn-no-square",
        "learn-cannot-move",
        "learn-cannot-go",
        "learn-write-move",
        "dice-not-your-stone",
        "dice-one-stone-moves",
        "dice-rolled-stone-moves",
        "dice-neighbour-moves",
        "dice-one-step",
    ];
    for language in [Language::English, Language::German] {
        let known = crate::text::keys(language);
        let mut keys: Vec<String> = lessons().flat_map(|lesson| lesson.keys()).collect();
        keys.extend(feedback.iter().map(|key| key.to_string()));
        for key in keys {
            assert!(known.contains(&key), "{language:?} lacks {key}");
        }
    }
}

#[test]
fn e3_stones_are_arranged_by_swapping_two_and_only_on_ones_own_corner() {
    let mut arrange = run("einstein-arrange");
    let start = arrange.board();
    assert_eq!(start.cells.iter().filter(|cell| cell.piece.is_some()).count(), 6, "the corner's six stones");
    assert_eq!(arrange.play("a1-b1").unwrap(), Feedback::Missed, "stone 6 is still on a3");
    assert_eq!(arrange.board(), start, "the swap is taken back");
    let said = refused(&mut arrange, "a3-e5");
    assert_eq!((said.key, arg(&said, "corner")), ("learn-off-corner", "a1, b1, c1, a2, b2, a3"));
    assert_eq!(arrange.tap("a3").unwrap(), Feedback::Picked);
    assert_eq!(arrange.play("a1-b1").unwrap(), Feedback::Missed, "a typed swap forgets the stone tapped before");
    assert_eq!(arrange.board(), start);
    arrange.restart().unwrap();
    assert_eq!(arrange.tap("b2").unwrap(), Feedback::Picked);
    assert_eq!(arrange.tap("a3").unwrap(), Feedback::Done, "either stone may be tapped first");
}

#[test]
fn picking_the_piece_of_a_capture_task_marks_what_it_would_capture() {
    let mut seen = 0;
    for lesson in lessons() {
        let mut run = LessonRun::start(lesson).unwrap();
        for step in lesson.steps {
            if let Goal::Capture(squares) = step.goal {
                let (from, _) = step.solution.split_once('-').unwrap();
                assert_eq!(run.tap(from).unwrap(), Feedback::Picked, "{}", lesson.id);
                let board = run.board();
                let capturable = |name: &str| {
                    board.cells.iter().any(|cell| {
                        cell.name == name
                            && (cell.mark == Mark::Capturable || cell.mark == Mark::Target && cell.piece.is_some())
                    })
                };
                assert!(squares.iter().all(|square| capturable(square)), "{}: {squares:?}", lesson.id);
                let moving = board.cells.iter().filter(|cell| cell.mark == Mark::Moving).count();
                assert_eq!(moving, 1, "{}: the piece stays picked after the moves are tried", lesson.id);
                seen += 1;
            }
            run.play(step.solution).unwrap();
        }
    }
    assert!(seen >= 3, "capture tasks: {seen}");
    let mut run = run("tafl-moves");
    run.tap("d4").unwrap();
    assert!(run.board().cells.iter().all(|cell| cell.mark != Mark::Capturable), "a piece with no capture marks none");
}
