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
pub mod otep;
mod otep_client;
mod outside;
pub mod play;
pub mod quattro_arena;
mod results;
pub mod setups;
pub mod tafl;
mod tafl_arena;
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

/// Opens the player's store.
pub fn open_app(data: &DataDir) -> std::io::Result<zabel_core::app::App> {
    let dir = data.data_dir.clone().unwrap_or_else(default_data_dir);
    zabel_core::app::App::open(&dir).map_err(|e| std::io::Error::other(format!("{}: {e}", dir.display())))
}

/// Tells the player when a damaged database was recovered at opening.
pub fn tell_recovery(app: &zabel_core::app::App, out: &mut impl std::io::Write) -> std::io::Result<()> {
    if let Some(recovery) = &app.open_report().recovery {
        writeln!(
            out,
            "Your game database was damaged ({}). It was moved to {}.",
            recovery.reason,
            recovery.moved_aside.display()
        )?;
        match &recovery.restored_from {
            Some(backup) => {
                writeln!(out, "{} games were restored from the backup {}.", recovery.games_restored, backup.display())?
            }
            None => writeln!(out, "There was no backup to restore from; your history starts afresh.")?,
        }
    }
    Ok(())
}

/// `$XDG_DATA_HOME/zabel`, else `~/.local/share/zabel`, else `./zabel-data`.
fn default_data_dir() -> std::path::PathBuf {
    let from_env = |name| std::env::var_os(name).filter(|v| !v.is_empty()).map(std::path::PathBuf::from);
    from_env("XDG_DATA_HOME")
        .or_else(|| from_env("HOME").map(|home| home.join(".local/share")))
        .map_or_else(|| std::path::PathBuf::from("zabel-data"), |dir| dir.join("zabel"))
}
