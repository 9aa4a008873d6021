//! `zabel`: Zabel in the terminal.

mod analyse;
mod arena;
mod bench;
mod date;
mod board;
mod legal;
mod levels;
mod play;
mod setups;
mod tcg;
mod tcg_client;

use std::process::ExitCode;

use clap::{Parser, Subcommand};

#[derive(Parser)]
#[command(name = "zabel", version, about = "EinStein würfelt nicht! and Königszabel in the terminal")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Play EinStein würfelt nicht! against the computer.
    Play(play::Args),
    /// EinStein tools.
    Ewn {
        #[command(subcommand)]
        command: EwnCommand,
    },
    /// Speak an engine protocol on stdin/stdout.
    Engine {
        #[command(subcommand)]
        protocol: EngineProtocol,
    },
    /// Measure random playouts and move generation per second.
    Bench(bench::Args),
    /// List the computer's levels with their measured ratings.
    Levels,
    /// Play engines against each other and measure their ratings.
    Arena(arena::Args),
    /// Review a recorded game move by move with the strongest analysis.
    Analyse(analyse::Args),
    /// Measure all 720 setups by self-play.
    Setups(setups::Args),
}

#[derive(Subcommand)]
enum EwnCommand {
    /// Read `<position> <die>` lines on stdin, print the legal moves of each.
    Legal,
}

#[derive(Subcommand)]
enum EngineProtocol {
    /// The plain TCG protocol of EinStein engines (name, version, ini, get, exit).
    Tcg(tcg::Args),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Play(args) => play::run(&args),
        Command::Ewn { command: EwnCommand::Legal } => legal::run(),
        Command::Engine { protocol: EngineProtocol::Tcg(args) } => tcg::run(&args),
        Command::Bench(args) => bench::run(&args),
        Command::Levels => levels::run(),
        Command::Arena(args) => arena::run(&args),
        Command::Analyse(args) => analyse::run(&args),
        Command::Setups(args) => setups::run(&args),
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
