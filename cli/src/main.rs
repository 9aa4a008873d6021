//! `zabel`: Zabel in the terminal.

use std::process::ExitCode;

use clap::{CommandFactory, FromArgMatches, Parser, Subcommand};
use zabel_cli::{analyse, history, learn, legal, levels, otep, play, puzzle, tafl, tcg};

/// The texts of `--help` are the catalogs' (`help::localized`); the doc
/// comments here are for whoever reads the code.
#[derive(Parser)]
#[command(name = "zabel", version)]
struct Cli {
    #[command(subcommand)]
    command: Command,
    /// The language of what zabel says: en or de (default: the locale's,
    /// from LC_ALL, LC_MESSAGES or LANG; English for any other).
    #[arg(long, global = true, value_enum)]
    lang: Option<zabel_cli::Lang>,
}

#[derive(Subcommand)]
enum Command {
    /// Play EinStein würfelt nicht! (default) or Königszabel (`zabel play tafl`).
    Play(play::Args),
    /// Learn a game's rules on the board, one small task at a time.
    Learn(learn::Args),
    /// Rated puzzles from real games, near the player's puzzle rating.
    Puzzle(puzzle::Args),
    /// EinStein tools.
    Ewn {
        #[command(subcommand)]
        command: EwnCommand,
    },
    /// Königszabel tools: perft, legal moves, single moves, a drawn board.
    Tafl {
        #[command(subcommand)]
        command: tafl::Command,
    },
    /// Speak an engine protocol on stdin/stdout.
    Engine {
        #[command(subcommand)]
        protocol: EngineProtocol,
    },
    /// List the computer's levels with their measured ratings.
    Levels(levels::Args),
    /// Your Elo in a game now and a chart of its history.
    Rating(history::RatingArgs),
    /// Your finished games, newest first.
    History(history::HistoryArgs),
    /// Step through a finished game from your history.
    Replay(history::ReplayArgs),
    /// Review a recorded game move by move with the strongest analysis.
    Analyse(analyse::Args),
}

#[derive(Subcommand)]
enum EwnCommand {
    /// Read `<position> <die>` lines on stdin, print the legal moves of each.
    Legal,
}

#[derive(Subcommand)]
enum EngineProtocol {
    /// The plain TCG protocol of EinStein engines (name, version, time_setting, board_setting, ini, get, exit).
    Tcg(tcg::Args),
    /// The OpenTafl Engine Protocol, for Königszabel (hello, rules, play, move, finish).
    Otep(otep::Args),
}

fn main() -> ExitCode {
    // The language is known before clap parses, so its help is in it.
    let args: Vec<String> = std::env::args().collect();
    zabel_cli::set_language(zabel_cli::help::language_of_args(&args));
    let command = zabel_cli::help::localized(Cli::command(), zabel_cli::language());
    let cli = Cli::from_arg_matches(&command.get_matches_from(args)).unwrap_or_else(|error| error.exit());
    let result = match cli.command {
        Command::Play(args) => play::run(&args),
        Command::Learn(args) => learn::run(&args),
        Command::Puzzle(args) => puzzle::run(&args),
        Command::Ewn { command: EwnCommand::Legal } => legal::run(),
        Command::Tafl { command } => tafl::run(&command),
        Command::Engine { protocol: EngineProtocol::Tcg(args) } => tcg::run(&args),
        Command::Engine { protocol: EngineProtocol::Otep(args) } => otep::run(&args),
        Command::Levels(args) => levels::run(&args),
        Command::Rating(args) => history::rating(&args),
        Command::History(args) => history::history(&args),
        Command::Replay(args) => history::replay(&args),
        Command::Analyse(args) => analyse::run(&args),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        // A reader that stopped early (`zabel ewn legal | head`) is no failure.
        Err(error) if error.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("zabel: {error}");
            ExitCode::FAILURE
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use zabel_core::text::{Language, text};

    #[test]
    fn every_help_text_is_in_both_catalogs() {
        let keys = zabel_cli::help::keys(Cli::command());
        assert!(keys.contains(&"cli-help-play-level".to_owned()), "{keys:?}");
        for key in &keys {
            for language in Language::ALL {
                assert_ne!(text(language, key), *key, "{key} is missing in {language:?}");
            }
        }
    }
}
