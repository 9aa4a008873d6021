//! What a recovery did, in the player's words: the one home of the
//! sentences the terminal prints and the apps show after the history was
//! restored at opening.

use std::path::Path;

use super::{Recovery, RecoveryCause};
use crate::text::{Arg, Language, text_with};

impl Recovery {
    /// How many games (and puzzle attempts, when there were any) came back,
    /// from which backups, how many could not,
    /// and where the damaged files went, one sentence a line (the sources
    /// indented under their count), each line ending in a newline; the
    /// details are in the log it names.
    pub fn text(&self, language: Language) -> String {
        let say = |key: &str, args: &[(&str, Arg)]| text_with(language, key, args);
        let path = |path: &Path| path.display().to_string();
        let mut lines = Vec::new();
        lines.push(match (&self.cause, &self.moved_aside) {
            (RecoveryCause::Damaged, Some(aside)) => say("recovery-damaged", &[("path", Arg::Text(&path(aside)))]),
            _ if self.sources.is_empty() => say("recovery-missing-nothing", &[]),
            _ => say("recovery-missing", &[]),
        });
        if self.sources.is_empty() {
            lines.push(say("recovery-nothing", &[]));
        } else {
            // A player who only solved puzzles hears of no games.
            if self.games_restored > 0 || self.attempts_restored == 0 {
                lines.push(say("recovery-restored", &[("count", Arg::Number(self.games_restored as f64))]));
            }
            if self.attempts_restored > 0 {
                let count = Arg::Number(self.attempts_restored as f64);
                lines.push(say("recovery-restored-attempts", &[("count", count)]));
            }
            for source in &self.sources {
                let from = path(&source.path);
                for (key, count) in [("recovery-source", source.games), ("recovery-source-attempts", source.attempts)] {
                    if count > 0 {
                        let args = [("count", Arg::Number(count as f64)), ("path", Arg::Text(&from))];
                        lines.push(format!("  {}", say(key, &args)));
                    }
                }
            }
        }
        if self.games_lost > 0 {
            lines.push(say("recovery-lost", &[("count", Arg::Number(self.games_lost as f64))]));
        }
        if self.attempts_lost > 0 {
            lines.push(say("recovery-lost-attempts", &[("count", Arg::Number(self.attempts_lost as f64))]));
        }
        for end in &self.unreadable_ends {
            let file = path(&end.path);
            let args = [("path", Arg::Text(&file)), ("after", Arg::Number(end.after_game as f64))];
            lines.push(say("recovery-unreadable-end", &args));
        }
        if let Some(folder) = &self.kept_aside {
            lines.push(say("recovery-kept-aside", &[("path", Arg::Text(&path(folder)))]));
        }
        lines.push(say("recovery-details", &[("path", Arg::Text(&path(&self.log)))]));
        lines.iter().map(|line| format!("{line}\n")).collect()
    }
}

#[cfg(test)]
mod tests {
    use std::path::PathBuf;

    use super::*;
    use crate::store::{RestoredFrom, UnreadableEnd};

    fn recovery() -> Recovery {
        Recovery {
            cause: RecoveryCause::Missing,
            reason: String::new(),
            moved_aside: None,
            restored_from: Some(PathBuf::from("b/auto-2.jsonl")),
            sources: vec![
                RestoredFrom { path: PathBuf::from("b/auto-2.jsonl"), games: 46, attempts: 0 },
                RestoredFrom { path: PathBuf::from("b/journal.jsonl"), games: 1, attempts: 0 },
            ],
            games_restored: 47,
            attempts_restored: 0,
            games_lost: 1,
            attempts_lost: 0,
            unreadable_ends: vec![UnreadableEnd { path: PathBuf::from("b/journal.jsonl"), after_game: 48 }],
            lines_skipped: 2,
            kept_aside: Some(PathBuf::from("b/damaged-1")),
            unreadable_backups: vec![PathBuf::from("b/damaged-1/journal.jsonl")],
            log: PathBuf::from("zabel.log"),
        }
    }

    #[test]
    fn a_recovery_says_how_many_games_came_back_from_where_and_how_many_could_not() {
        let text = recovery().text(Language::English);
        for said in [
            "Your game history was missing; it was restored from its backups.\n",
            "47 games were restored",
            "  46 games from b/auto-2.jsonl\n  1 game from b/journal.jsonl\n",
            "1 game the backups name could not be read; it is lost.",
            "The end of b/journal.jsonl could not be read; games recorded after game 48 may be missing.",
            "moved, as they were, to b/damaged-1",
            "zabel.log",
        ] {
            assert!(text.contains(said), "{said:?} in:\n{text}");
        }
        assert!(!text.contains("at most"), "{text}");
        assert!(!text.contains("puzzle"), "no attempt came back: none is named\n{text}");
        assert!(text.ends_with('\n'));
    }

    #[test]
    fn restored_puzzle_attempts_are_said_and_a_history_of_puzzles_only_names_no_games() {
        let sources = vec![
            RestoredFrom { path: PathBuf::from("b/auto-2.jsonl"), games: 46, attempts: 12 },
            RestoredFrom { path: PathBuf::from("b/journal.jsonl"), games: 0, attempts: 3 },
        ];
        let both = Recovery { sources, attempts_restored: 15, ..recovery() };
        let text = both.text(Language::English);
        for said in [
            "47 games were restored",
            "15 puzzle attempts were restored from the backups.\n",
            "  46 games from b/auto-2.jsonl\n  12 puzzle attempts from b/auto-2.jsonl\n  3 puzzle attempts from b/journal.jsonl\n",
        ] {
            assert!(text.contains(said), "{said:?} in:\n{text}");
        }
        assert!(!text.contains("0 games from"), "{text}");
        assert!(both.text(Language::German).contains("15 Aufgabenversuche wurden"));
        let puzzles_only = Recovery {
            sources: vec![RestoredFrom { path: PathBuf::from("b/journal.jsonl"), games: 0, attempts: 1 }],
            games_restored: 0,
            games_lost: 0,
            attempts_lost: 0,
            attempts_restored: 1,
            ..recovery()
        };
        let text = puzzles_only.text(Language::English);
        assert!(
            text.contains("1 puzzle attempt was restored from the backups.\n  1 puzzle attempt from b/journal.jsonl\n")
        );
        assert!(!text.contains("games were restored") && !text.contains("no readable backup"), "{text}");
    }

    #[test]
    fn a_recovery_is_told_in_german_too_and_says_when_nothing_could_be_restored() {
        let german = recovery().text(Language::German);
        assert!(german.contains("47 Partien"), "{german}");
        assert!(german.contains("b/damaged-1"), "{german}");
        let nothing = Recovery {
            cause: RecoveryCause::Damaged,
            moved_aside: Some(PathBuf::from("db-damaged")),
            sources: Vec::new(),
            games_restored: 0,
            games_lost: 0,
            attempts_lost: 0,
            unreadable_ends: Vec::new(),
            kept_aside: None,
            ..recovery()
        };
        let text = nothing.text(Language::English);
        assert!(text.starts_with("Your game history was damaged; the damaged files were moved to db-damaged.\n"));
        assert!(text.contains("There was no readable backup to restore from"), "{text}");
        assert!(!text.contains("restored from the backups"), "{text}");
    }

    #[test]
    fn a_missing_history_with_no_readable_backup_is_not_said_restored() {
        let nothing = Recovery { sources: Vec::new(), games_restored: 0, games_lost: 0, ..recovery() };
        for language in [Language::English, Language::German] {
            let text = nothing.text(language);
            let first = text.lines().next().unwrap();
            assert_eq!(first, text_with(language, "recovery-missing-nothing", &[]), "{text}");
            assert!(text.contains(&text_with(language, "recovery-nothing", &[])), "{text}");
        }
    }
}
