//! `zabel learn` driven as a person would: typed moves, a wrong one, a
//! refused one, stopping, and coming back to the next lesson.

mod common;

use std::path::Path;

use common::zabel_in;

fn learn(data: &Path, args: &[&str], input: &str) -> String {
    zabel(data, &[&["learn"], args].concat(), input)
}

fn zabel(data: &Path, args: &[&str], input: &str) -> String {
    let output = zabel_in(data, args, input);
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    String::from_utf8(output.stdout).unwrap()
}

#[test]
fn a_lesson_is_done_by_its_task_a_wrong_move_is_told_and_the_next_lesson_waits() {
    let data = tempfile::tempdir().unwrap();
    let said = learn(data.path(), &["tafl"], "d4-d9\nd4-e5\nh\nd4-d11\nq\n");
    assert!(said.contains("Königszabel: 0 of 17 lessons done."), "{said}");
    assert!(said.contains("Lesson 1 of 17: Moving like a rook"), "{said}");
    assert!(said.contains("the task was d4 to d11"), "a legal move that misses: {said}");
    assert!(said.contains("d4-e5: pieces move along a rank or a file"), "K3 in words: {said}");
    assert!(said.contains("Try d4-d11."), "the hint: {said}");
    assert!(said.contains("Right: one move can cross the whole board"), "{said}");
    assert!(said.contains("Lesson 2 of 17: What blocks a move"), "{said}");
    assert!(said.contains("Stopped. zabel learn tafl goes on with the next lesson."), "{said}");

    let again = learn(data.path(), &["tafl", "--lang", "de"], "");
    assert!(again.contains("Königszabel: 1 von 17 Lektionen erledigt."), "{again}");
    assert!(again.contains("Lektion 2 von 17: Was einen Zug aufhält"), "the next lesson: {again}");
    assert!(!again.contains("Lektion 1 von 17"), "{again}");
}

#[test]
fn a_dice_lesson_says_which_stone_the_die_lets_move_and_a_picked_stone_shows_its_targets() {
    let data = tempfile::tempdir().unwrap();
    let said = learn(data.path(), &[], "n\na1\nb2\nd4\nb2-c3\nn\nq\n");
    assert!(said.contains("The die shows 3: stone 3 must move, not stone 5."), "E4.2: {said}");
    assert!(said.contains("Stone 3 moves one square towards the opposite corner: to c2, b3, c3."), "E4.4: {said}");
    assert!(said.contains("Right: the roll decides which stone moves"), "{said}");
    assert!(said.contains("Lesson 3 of 9"), "{said}");
    assert!(said.contains("Lesson 4 of 9"), "n skips a lesson: {said}");
}

#[test]
fn every_lesson_of_every_course_can_be_finished_in_the_terminal() {
    let data = tempfile::tempdir().unwrap();
    for (course, count) in [("einstein", 9), ("tafl", 17), ("quattro", 3)] {
        let solutions: Vec<&str> = zabel_core::learn::Course::ALL
            .iter()
            .find(|c| c.name() == if course == "tafl" { "koenigszabel" } else { course })
            .unwrap()
            .lessons()
            .iter()
            .flat_map(|lesson| lesson.steps.iter().map(|step| step.solution))
            .collect();
        let said = learn(data.path(), &[course], &(solutions.join("\n") + "\n"));
        assert!(said.contains("That was every lesson of"), "{course}: {said}");
        assert_eq!(said.matches("Lesson ").count(), count, "{course}");
        let again = learn(data.path(), &[course], "q\n");
        assert!(again.contains(&format!("{count} of {count} lessons done.")), "{again}");
        assert!(again.contains("here they are again from the start"), "{again}");
    }
}

#[test]
fn a_first_game_names_its_lessons_once_and_not_once_one_is_done() {
    let data = tempfile::tempdir().unwrap();
    let offer = "Learn the rules of Königszabel on the board in a few minutes: zabel learn tafl";
    let first = zabel(data.path(), &["play", "tafl", "--new"], "q\n");
    assert!(first.contains(offer), "{first}");
    let second = zabel(data.path(), &["play", "tafl", "--new"], "q\n");
    assert!(!second.contains("Learn the rules"), "said once: {second}");
    let other = tempfile::tempdir().unwrap();
    learn(other.path(), &["tafl"], "d4-d11\nq\n");
    let after = zabel(other.path(), &["play", "tafl"], "q\n");
    assert!(!after.contains("Learn the rules"), "a lesson done: {after}");
    let fresh = tempfile::tempdir().unwrap();
    let einstein = zabel(fresh.path(), &["play", "--lang", "de"], "");
    assert!(einstein.contains("Die Regeln von EinStein würfelt nicht! in ein paar Minuten"), "{einstein}");
}
