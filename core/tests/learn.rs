//! docs/learn.md's table of rule → lesson is the lessons' own, and every
//! rule of RULES.md parts E, Q and K is taught or named as not a rule of
//! play.

use std::collections::BTreeMap;

use zabel_core::learn::LESSONS;

/// The rules of RULES.md parts E, Q and K, by number.
const RULES: &[&str] = &[
    "E1", "E2", "E3", "E4.1", "E4.2", "E4.3", "E4.4", "E4.5", "E4.6", "E4.7", "E5.1", "E5.2", "E5.3", "E6", "E7", "E8",
    "Q1", "Q2", "Q3", "Q4", "Q5", "K1", "K2", "K3", "K4", "K5", "K6", "K7", "K8.1", "K8.2", "K8.3", "K8.4", "K8.5",
    "K8.6", "K9", "K10",
];

/// Records and notation: what files hold, not how the game is played.
const NOT_PLAY: &[&str] = &["E7", "E8", "K9", "K10", "Q5"];

fn taught() -> BTreeMap<String, Vec<String>> {
    let mut table: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for lesson in LESSONS.iter().flat_map(|course| course.iter()) {
        for rule in lesson.rules {
            assert!(RULES.contains(rule), "{} names {rule}, which RULES.md does not have", lesson.id);
            table.entry(rule.to_string()).or_default().push(format!("`{}`", lesson.id));
        }
    }
    table
}

fn documented() -> BTreeMap<String, Vec<String>> {
    let text = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../docs/learn.md")).unwrap();
    let mut table = BTreeMap::new();
    for line in text.lines().filter(|line| line.starts_with("| ") && !line.starts_with("| Rule")) {
        let cells: Vec<&str> = line.trim_matches('|').split('|').map(str::trim).collect();
        let lessons = cells[1].split(", ").map(str::to_owned).collect();
        assert!(table.insert(cells[0].to_owned(), lessons).is_none(), "{} twice", cells[0]);
    }
    table
}

#[test]
fn every_rule_of_play_is_taught_and_the_docs_say_by_which_lesson() {
    let taught = taught();
    assert_eq!(documented(), taught, "docs/learn.md's table is not the lessons'");
    for rule in RULES {
        assert!(
            taught.contains_key(*rule) != NOT_PLAY.contains(rule),
            "{rule}: taught by a lesson exactly when it is a rule of play"
        );
    }
}
