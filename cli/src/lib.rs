//! The `zabel` program's commands, as a library so that the fuzzers reach
//! the engine protocols' line parsers (`fuzz/`) and the lab (`zabel-lab`)
//! reuses what a player's commands and its measurements share.

pub mod analyse;
mod asking;
mod board;
pub mod date;
pub mod help;
pub mod history;
pub mod learn;
pub mod legal;
pub mod levels;
pub mod lines;
pub mod otep;
pub mod play;
pub mod puzzle;
pub mod tafl;
pub mod tcg;

use std::sync::OnceLock;

use zabel_core::game::Variant;
use zabel_core::text::{Arg, Language, text_with};

/// The languages `--lang` takes.
#[derive(Clone, Copy, PartialEq, Eq, Debug, clap::ValueEnum)]
pub enum Lang {
    En,
    De,
}

impl Lang {
    pub fn language(self) -> Language {
        match self {
            Lang::En => Language::English,
            Lang::De => Language::German,
        }
    }
}

static LANGUAGE: OnceLock<Language> = OnceLock::new();

/// Sets the program's language once, at its start: `--lang` when given,
/// else the locale's.
pub fn set_language(lang: Option<Lang>) {
    let _ = LANGUAGE.set(lang.map_or_else(locale_language, Lang::language));
}

/// The language the player reads: `--lang`, else the locale, else English.
pub fn language() -> Language {
    *LANGUAGE.get_or_init(locale_language)
}

/// German when the locale's messages are (`LC_ALL`, then `LC_MESSAGES`, then
/// `LANG`, the first one set and not empty: `de_DE.UTF-8`, `de`), English otherwise.
fn locale_language() -> Language {
    language_of_locale(|name| std::env::var(name).ok())
}

fn language_of_locale(variable: impl Fn(&str) -> Option<String>) -> Language {
    let locale =
        ["LC_ALL", "LC_MESSAGES", "LANG"].into_iter().find_map(|name| variable(name).filter(|v| !v.is_empty()));
    match locale {
        Some(locale) if locale.starts_with("de") => Language::German,
        _ => Language::English,
    }
}

/// A catalog message with its arguments, said in the player's language:
/// `say("cli-pieces").text("pieces", "e1 e2").get()`.
pub(crate) struct Say {
    key: &'static str,
    args: Vec<(String, Value)>,
}

enum Value {
    Text(String),
    Number(f64),
}

pub(crate) fn say(key: &'static str) -> Say {
    Say { key, args: Vec::new() }
}

impl Say {
    pub(crate) fn text(mut self, name: &str, value: impl Into<String>) -> Say {
        self.args.push((name.to_owned(), Value::Text(value.into())));
        self
    }

    /// A number: it chooses the plural.
    pub(crate) fn number(mut self, name: &str, value: impl Into<f64>) -> Say {
        self.args.push((name.to_owned(), Value::Number(value.into())));
        self
    }

    /// `yes` or `no`, for a message's choice.
    pub(crate) fn flag(self, name: &str, value: bool) -> Say {
        self.text(name, if value { "yes" } else { "no" })
    }

    /// A seat as `name`, in the forms a sentence may need: `name` alone
    /// ("red", "attackers"), `name-the` inside a sentence ("the attackers",
    /// "die Angreifer"), `name-start` starting one ("The attackers"),
    /// `name-many` whether it is many men (verbs agree), `name-code` its
    /// code ("red", "attackers", "top-left").
    pub(crate) fn seat(self, name: &str, variant: Variant, seat: u8) -> Say {
        let code = board::seat_name(variant, seat);
        let form = |key| text_with(language(), key, &[("code", Arg::Text(code))]);
        self.text(name, form("cli-seat"))
            .text(&format!("{name}-the"), form("cli-seat-the"))
            .text(&format!("{name}-start"), form("cli-seat-start"))
            .flag(&format!("{name}-many"), variant == Variant::Koenigszabel)
            .text(&format!("{name}-code"), code)
    }

    pub(crate) fn get(&self) -> String {
        let args: Vec<(&str, Arg)> = self
            .args
            .iter()
            .map(|(name, value)| {
                let value = match value {
                    Value::Text(text) => Arg::Text(text),
                    Value::Number(number) => Arg::Number(*number),
                };
                (name.as_str(), value)
            })
            .collect();
        text_with(language(), self.key, &args)
    }
}

/// Items joined as a sentence joins them: "a and b and c".
pub(crate) fn and_list(items: &[String]) -> String {
    joined(items, "cli-list-and")
}

/// "4 or 5 or 6".
pub(crate) fn or_list(items: &[String]) -> String {
    joined(items, "cli-list-or")
}

fn joined(items: &[String], key: &'static str) -> String {
    let mut items = items.iter();
    let first = items.next().cloned().unwrap_or_default();
    items.fold(first, |list, item| say(key).text("first", list).text("second", item.as_str()).get())
}

/// A number with `places` decimals as the player's language writes it: 9.5, 9,5.
pub(crate) fn decimal(value: f64, places: usize) -> String {
    let written = format!("{value:.places$}");
    match language() {
        Language::German => written.replace('.', ","),
        Language::English => written,
    }
}

/// "1226 → 1224 (-2)": whole points, as the core describes a change,
/// unless rounding would hide it ("1200 → 1200 (+0)" after a loss); then
/// with as many decimals as show it.
pub(crate) fn rating_change_text(change: &zabel_core::rating::elo::RatingChange) -> String {
    let (_, _, shown) = change.shown();
    if shown != 0 || change.delta() == 0.0 {
        return change.describe(language());
    }
    let places = (1..=3).find(|&places| (change.delta() * 10f64.powi(places as i32)).round() != 0.0).unwrap_or(3);
    let delta = decimal(change.delta(), places);
    let delta = if delta.starts_with('-') { delta } else { format!("+{delta}") };
    let before = decimal(change.before, places);
    let after = decimal(change.after, places);
    text_with(
        language(),
        "rating-change",
        &[("before", Arg::Text(&before)), ("after", Arg::Text(&after)), ("delta", Arg::Text(&delta))],
    )
}

/// Where the player's games and rating live.
#[derive(clap::Args)]
pub struct DataDir {
    /// Data directory (default: $XDG_DATA_HOME/zabel, else ~/.local/share/zabel).
    #[arg(long)]
    data_dir: Option<std::path::PathBuf>,
}

impl DataDir {
    /// The directory meant: the one given, or the default.
    pub fn dir(&self) -> std::path::PathBuf {
        self.data_dir.clone().unwrap_or_else(default_data_dir)
    }

    /// Whether `--data-dir` was given (a misspelt one is no new store to
    /// create for a command that only reads).
    pub fn is_given(&self) -> bool {
        self.data_dir.is_some()
    }
}

/// Opens the player's store. A failure is told in a plain sentence; its
/// details go to the data directory's log (or follow, when that fails).
pub fn open_app(data: &DataDir) -> std::io::Result<zabel_core::app::App> {
    let dir = data.dir();
    zabel_core::app::App::open(&dir).map_err(|error| store_error(&dir, &error))
}

/// A store error told in the catalog's plain sentence, its details in the log.
pub fn store_error(dir: &std::path::Path, error: &zabel_core::store::StoreError) -> std::io::Error {
    use zabel_core::text::text;
    let details = format!("{}: {error}", dir.display());
    let told = with_details(dir, &text(language(), error.message_key()), &details);
    std::io::Error::new(error.io_error().map_or(std::io::ErrorKind::Other, |e| e.kind()), told)
}

/// The player's sentence `plain`, and where the core's `details` (English,
/// for whoever debugs) were logged in data directory `dir`. Where no log
/// can be written the details are left out: they never join a sentence in
/// the player's language.
pub fn with_details(dir: &std::path::Path, plain: &str, details: &str) -> String {
    match zabel_core::store::log_details(dir, details) {
        Some(log) => {
            let log = log.display().to_string();
            format!("{plain} {}", text_with(language(), "cli-store-details", &[("path", Arg::Text(&log))]))
        }
        None => plain.to_owned(),
    }
}

/// Tells the player when the history was restored at opening: how many
/// games, from which backups, how many could not be, and where the damaged
/// files went, in plain sentences; the details are in the log.
pub fn tell_recovery(app: &zabel_core::app::App, out: &mut impl std::io::Write) -> std::io::Result<()> {
    match &app.open_report().recovery {
        Some(recovery) => write!(out, "{}", recovery.text(language())),
        None => Ok(()),
    }
}

/// `$XDG_DATA_HOME/zabel`, else `~/.local/share/zabel`, else `./zabel-data`.
fn default_data_dir() -> std::path::PathBuf {
    let from_env = |name| std::env::var_os(name).filter(|v| !v.is_empty()).map(std::path::PathBuf::from);
    from_env("XDG_DATA_HOME")
        .or_else(|| from_env("HOME").map(|home| home.join(".local/share")))
        .map_or_else(|| std::path::PathBuf::from("zabel-data"), |dir| dir.join("zabel"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_locale_chooses_german_by_its_first_set_variable() {
        let locale = |pairs: &'static [(&'static str, &'static str)]| {
            language_of_locale(|name| pairs.iter().find(|(n, _)| *n == name).map(|(_, v)| (*v).to_owned()))
        };
        assert_eq!(locale(&[("LANG", "de_DE.UTF-8")]), Language::German);
        assert_eq!(locale(&[("LC_MESSAGES", "de_AT"), ("LANG", "en_US.UTF-8")]), Language::German);
        assert_eq!(locale(&[("LC_ALL", "C"), ("LANG", "de_DE.UTF-8")]), Language::English);
        assert_eq!(locale(&[("LC_ALL", ""), ("LANG", "de")]), Language::German, "an empty one is not set");
        assert_eq!(locale(&[("LANG", "fr_FR.UTF-8")]), Language::English);
        assert_eq!(locale(&[]), Language::English);
    }

    #[test]
    fn a_rating_change_that_rounds_to_nothing_shows_its_decimals() {
        use zabel_core::rating::elo::RatingChange;
        set_language(Some(Lang::En));
        let change = |before, after| RatingChange { before, after, expected: 0.5, k: 40.0, games_before: 3 };
        assert_eq!(rating_change_text(&change(1200.4, 1199.6)), "1200.4 → 1199.6 (-0.8)");
        assert_eq!(rating_change_text(&change(1200.0, 1200.04)), "1200.00 → 1200.04 (+0.04)");
        assert_eq!(rating_change_text(&change(1200.0, 1180.0)), "1200 → 1180 (-20)");
        assert_eq!(rating_change_text(&change(1200.0, 1200.0)), "1200 → 1200 (+0)", "no change is no change");
    }
}
