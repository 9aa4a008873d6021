//! Settings, backups and what opening the store found.

use zabel_core::store;
use zabel_core::text::Language;

pub use zabel_core::store::{Pace, Settings, Theme};

/// The app's settings, kept by the core.
#[uniffi::remote(Record)]
pub struct Settings {
    pub show_die: bool,
    pub highlight_moves: bool,
    pub default_level: u8,
    /// `en` or `de`.
    pub language: String,
    pub theme: Theme,
    /// The files' letters and the ranks' numbers beside the board.
    pub coordinates: bool,
    /// A sound and a short vibration for a move, a capture, a roll and the end.
    pub sound: bool,
    /// How long a computer's move stays in view before the next computer moves.
    pub pace: Pace,
}

/// How the app looks: as the system does, or always light or dark.
#[uniffi::remote(Enum)]
pub enum Theme {
    System,
    Light,
    Dark,
}

/// How long each computer's move stays in view before the next one.
#[uniffi::remote(Enum)]
pub enum Pace {
    Instant,
    Quick,
    Steady,
    Slow,
}

/// The milliseconds a computer's move stays in view at `pace`.
#[uniffi::export]
pub fn pace_millis(pace: Pace) -> u32 {
    pace.millis()
}

#[derive(Clone, Copy, PartialEq, Eq, Debug, uniffi::Record)]
pub struct ImportReport {
    pub added: u64,
    /// Games already in the history.
    pub skipped: u64,
    /// Puzzle attempts the history did not have.
    #[uniffi(default)]
    pub attempts_added: u64,
}

impl From<store::ImportReport> for ImportReport {
    fn from(report: store::ImportReport) -> ImportReport {
        ImportReport {
            added: report.added as u64,
            skipped: report.skipped as u64,
            attempts_added: report.attempts_added as u64,
        }
    }
}

/// The database could not be opened, or was gone or empty, and was rebuilt
/// from its backups; the app tells the user [`Recovery::text`].
#[derive(Clone, PartialEq, Eq, Debug, uniffi::Record)]
pub struct Recovery {
    /// What was done, in the player's language, one sentence a line: how
    /// many games were restored and from where, how many are lost, where the
    /// damaged files went; the same words the terminal prints.
    #[uniffi(default)]
    pub text: String,
    /// The details, for the log, not for the player's eyes.
    pub reason: String,
    /// `None` when the database was gone and was restored from its backups.
    pub moved_aside: Option<String>,
    pub restored_from: Option<String>,
    pub games_restored: u64,
    /// Games the backups show were there that could not be restored.
    #[uniffi(default)]
    pub games_lost: u64,
    /// Unreadable stretches of the backups, one for each stretch between two games.
    pub lines_skipped: u64,
}

impl Recovery {
    pub(crate) fn told(recovery: &store::Recovery, language: Language) -> Recovery {
        Recovery {
            text: recovery.text(language),
            reason: recovery.reason.clone(),
            moved_aside: recovery.moved_aside.as_ref().map(|p| p.display().to_string()),
            restored_from: recovery.restored_from.as_ref().map(|p| p.display().to_string()),
            games_restored: recovery.games_restored as u64,
            games_lost: recovery.games_lost as u64,
            lines_skipped: recovery.lines_skipped as u64,
        }
    }
}

#[cfg(test)]
mod tests {
    use std::path::Path;

    use crate::app::Zabel;
    use crate::game::{GameConfig, GameOptions, PlayerKind};

    /// A drawn game between two people: K8.4, the start a third time after
    /// an attacker and a defender went from `a` to `b` and from `c` to `d`
    /// and back, twice.
    fn play_a_draw(app: &Zabel, [a, b, c, d]: [&str; 4]) {
        let people = GameConfig {
            players: vec![PlayerKind::Human; 2],
            options: GameOptions::Koenigszabel { shieldwall: false },
            seed: None,
        };
        let session = app.new_game(people).unwrap();
        for square in [a, b, c, d, b, a, d, c].iter().cycle().take(16) {
            session.tap((*square).to_owned()).unwrap();
        }
        assert!(session.view().unwrap().game_id.is_some(), "the game is kept");
    }

    fn open(dir: &Path) -> std::sync::Arc<Zabel> {
        Zabel::open(dir.to_str().unwrap().to_owned()).unwrap()
    }

    #[test]
    fn a_restored_history_tells_the_app_how_many_games_came_back_and_how_many_are_lost() {
        let dir = tempfile::tempdir().unwrap();
        let app = open(dir.path());
        // Three different games: the restore takes identical ones finished
        // in the same second for one.
        for moves in [["e1", "e2", "e7", "e6"], ["i1", "i2", "e7", "e6"], ["e1", "e2", "i7", "i6"]] {
            play_a_draw(&app, moves);
        }
        drop(app);
        // One bad byte in the second game's line of the journal, and the
        // database gone.
        let journal = dir.path().join("backups/journal.jsonl");
        let mut bytes = std::fs::read(&journal).unwrap();
        let second_line = bytes.iter().position(|b| *b == b'\n').unwrap() + 1;
        bytes[second_line + 40] = 0xFF;
        std::fs::write(&journal, &bytes).unwrap();
        std::fs::remove_dir_all(dir.path().join("db")).unwrap();

        let app = open(dir.path());
        let recovery = app.recovery().expect("the history was restored");
        assert_eq!((recovery.games_restored, recovery.games_lost), (2, 1));
        let text = recovery.text;
        assert!(text.contains("2 games were restored from the backups."), "{text}");
        assert!(text.contains("1 game the backups name could not be read; it is lost."), "{text}");
        assert!(text.ends_with('\n') && !text.contains("recovery-"), "{text}");
        assert_eq!(app.history(10, None, None).unwrap().len(), 2);
        // Told in the settings' language.
        let german = super::Settings { language: "de".into(), ..super::Settings::default() };
        app.save_settings(german).unwrap();
        let text = app.recovery().unwrap().text;
        assert!(text.contains("2 Partien wurden aus den Sicherungen wiederhergestellt."), "{text}");
    }
}
