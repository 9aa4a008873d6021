//! `zabel-lab`: what measures and trains the engines. It is research, not
//! product: nothing here reaches the apps or the `zabel` player commands
//! (DESIGN.md, `lab/`).

use std::process::ExitCode;

use clap::{Parser, Subcommand};

mod tafl_chances;
mod tafl_games;
mod tafl_speed;
mod tafl_texel;

#[derive(Parser)]
#[command(name = "zabel-lab", about = "Measure and train Zabel's engines (research; never shipped)")]
struct Lab {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
#[allow(clippy::enum_variant_names, reason = "the commands are named for their game, as `zabel`'s are")]
enum Command {
    /// Königszabel self-play: every position of every game with the game's
    /// result, the data that evaluations and win chances are fitted to.
    TaflGames(tafl_games::Args),
    /// Fit the curve from the analyst's value to the mover's chance to win
    /// to self-play results, with its calibration on held-out games.
    TaflChances(tafl_chances::Args),
    /// Fits the learned Königszabel evaluation to the games' results (Texel).
    TaflTexel(tafl_texel::Args),
    /// Nodes per second of the search with the hand-set and the learned evaluation.
    TaflSpeed(tafl_speed::Args),
}

fn main() -> ExitCode {
    let result = match Lab::parse().command {
        Command::TaflGames(args) => tafl_games::run(&args),
        Command::TaflChances(args) => tafl_chances::run(&args),
        Command::TaflTexel(args) => tafl_texel::run(&args),
        Command::TaflSpeed(args) => tafl_speed::run(&args),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("error: {error}");
            ExitCode::FAILURE
        }
    }
}
