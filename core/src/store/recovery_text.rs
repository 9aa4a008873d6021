//! What a recovery did, in the player's words: the one home of the
//! sentences the terminal prints and the apps show after the history was
//! restored at opening.

use std::path::Path;

use super::{Recovery, RecoveryCause};
use crate::text::{Arg, Language, text_with};

impl Recovery {
    /// How many games came back, from which backups, how many could not,
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
            lines.push(say("recovery-restored", &[("count", Arg::Number(self.games_restored as f64))]));
            for source in &self.sources {
                let from = path(&source.path);
                let args = [("count", Arg::Number(source.games as f64)), ("path", Arg::Text(&from))];
                lines.push(format!("  {}", say("recovery-source", &args)));
            }
        }
        if self.games_lost > 0 {
            lines.push(say("recovery-lost", &[("count", Arg::Number(self.games_lost as f64))]));
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
                RestoredFrom { path: PathBuf::from("b/auto-2.jsonl"), games: 46 },
                RestoredFrom { path: PathBuf::from("b/journal.jsonl"), games: 1 },
            ],
            games_restored: 47,
            games_lost: 1,
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
        assert!(text.ends_with('\n'));
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
