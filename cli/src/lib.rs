//! The `zabel` program's commands, as a library so that the fuzzers reach
//! the engine protocols' line parsers (`fuzz/`).

pub mod analyse;
pub mod arena;
pub mod bench;
mod board;
pub mod contender;
mod date;
pub mod history;
pub mod legal;
mod level_table;
pub mod levels;
pub mod lines;
pub mod otep;
mod otep_client;
mod outside;
pub mod play;
pub mod quattro_arena;
mod results;
pub mod setups;
pub mod tafl;
pub mod tafl_arena;
pub mod tcg;
mod tcg_client;
pub mod td;
pub mod train;

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
    use zabel_core::text::{Arg, Language, text, text_with};
    let details = format!("{}: {error}", dir.display());
    let plain = text(Language::English, error.message_key());
    let told = match zabel_core::store::log_details(dir, &details) {
        Some(log) => {
            let log = log.display().to_string();
            format!("{plain} {}", text_with(Language::English, "cli-store-details", &[("path", Arg::Text(&log))]))
        }
        None => format!("{plain} ({details})"),
    };
    std::io::Error::new(error.io_error().map_or(std::io::ErrorKind::Other, |e| e.kind()), told)
}

/// Tells the player when the history was restored at opening: in plain
/// sentences, with the details in the log.
pub fn tell_recovery(app: &zabel_core::app::App, out: &mut impl std::io::Write) -> std::io::Result<()> {
    use zabel_core::store::RecoveryCause;
    use zabel_core::text::{Arg, Language, text, text_with};
    let Some(recovery) = &app.open_report().recovery else { return Ok(()) };
    let language = Language::English;
    let path = |path: &std::path::Path| path.display().to_string();
    match (&recovery.cause, &recovery.moved_aside) {
        (RecoveryCause::Damaged, Some(aside)) => {
            writeln!(out, "{}", text_with(language, "recovery-damaged", &[("path", Arg::Text(&path(aside)))]))?
        }
        _ => writeln!(out, "{}", text(language, "recovery-missing"))?,
    }
    if !recovery.unreadable_backups.is_empty() && recovery.restored_from.is_some() {
        writeln!(out, "{}", text(language, "recovery-older-backup"))?;
    }
    if recovery.restored_from.is_some() {
        let count = Arg::Number(recovery.games_restored as f64);
        writeln!(out, "{}", text_with(language, "recovery-restored", &[("count", count)]))?;
    } else {
        writeln!(out, "{}", text(language, "recovery-nothing"))?;
    }
    if recovery.lines_skipped > 0 {
        let kept = recovery.kept_aside.as_deref().map(path).unwrap_or_default();
        let args = [("count", Arg::Number(recovery.lines_skipped as f64)), ("path", Arg::Text(&kept))];
        writeln!(out, "{}", text_with(language, "recovery-skipped", &args))?;
    }
    writeln!(out, "{}", text_with(language, "recovery-details", &[("path", Arg::Text(&path(&recovery.log)))]))
}

/// `$XDG_DATA_HOME/zabel`, else `~/.local/share/zabel`, else `./zabel-data`.
fn default_data_dir() -> std::path::PathBuf {
    let from_env = |name| std::env::var_os(name).filter(|v| !v.is_empty()).map(std::path::PathBuf::from);
    from_env("XDG_DATA_HOME")
        .or_else(|| from_env("HOME").map(|home| home.join(".local/share")))
        .map_or_else(|| std::path::PathBuf::from("zabel-data"), |dir| dir.join("zabel"))
}
