//! `zabel-lab`: what measures and trains the engines. It is research, not
//! product: nothing here reaches the apps or the `zabel` player commands
//! (DESIGN.md, `lab/`).

use std::process::ExitCode;

use clap::{Parser, Subcommand};

mod arena;
mod bench;
mod contender;
mod duplicate_dice;
mod learned;
mod level_table;
mod mcts;
mod otep_client;
mod outside;
mod puzzles;
mod quattro_deal;
mod race;
mod rating;
mod results;
mod setups;
mod tafl_bench;
mod tafl_book;
mod tafl_chances;
mod tafl_games;
mod tafl_king_run;
mod tafl_openings;
mod tafl_speed;
mod tafl_tactics;
mod tafl_texel;
mod tafl_weights;
mod tcg_client;
mod td;
mod train;

#[derive(Parser)]
#[command(name = "zabel-lab", about = "Measure and train Zabel's engines (research; never shipped)")]
struct Lab {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// EinStein for two: play engines against each other and measure their ratings.
    Arena(arena::einstein::Args),
    /// EinStein: random playouts and move generation per second; a level's
    /// time per move, memory and cancellation; the store; reviews.
    Bench(bench::Args),
    /// EinStein for two: measure all 720 setups by self-play.
    Setups(setups::Args),
    /// EinStein for two: puzzles.
    Einstein {
        #[command(subcommand)]
        command: EinsteinCommand,
    },
    /// EinStein for two: training.
    Ewn {
        #[command(subcommand)]
        command: EwnCommand,
    },
    /// Königszabel: arena, benches, self-play data and fits.
    Tafl {
        #[command(subcommand)]
        command: TaflCommand,
    },
    /// EinStein for three and four players: the arena of its levels.
    Quattro {
        #[command(subcommand)]
        command: arena::quattro::Command,
    },
}

#[derive(Subcommand)]
enum EinsteinCommand {
    /// Rated puzzles from the levels' games: find, rate, write, check.
    Puzzles {
        #[command(subcommand)]
        command: puzzles::einstein::Command,
    },
}

#[derive(Subcommand)]
enum EwnCommand {
    /// Fit the learned evaluation to self-play games and write its weights.
    Train(train::Args),
    /// Train the n-tuple network by TD(λ) self-play and write its table.
    Td(td::Args),
}

#[derive(Subcommand)]
enum TaflCommand {
    /// Play the levels against each other from both sides and measure their ratings.
    Arena(arena::koenigszabel::ArenaArgs),
    /// Time per move, nodes, memory and cancellation of levels and arena players.
    Bench(tafl_bench::BenchArgs),
    /// Self-play: every position of every game with the game's result, the
    /// data that evaluations and win chances are fitted to.
    Games(tafl_games::Args),
    /// Start positions where neither side is lost, from recorded games, for
    /// arena matches whose games from the start would all go one way.
    Openings(tafl_openings::Args),
    /// The openings from which one search against itself ends differently
    /// at different budgets: where a little more strength decides the game.
    Book(tafl_book::Args),
    /// Fit the curve from the analyst's value to the mover's chance to win
    /// to self-play results, with its calibration on held-out games.
    Chances(tafl_chances::Args),
    /// Fit the learned evaluation to the games' results (Texel).
    Texel(tafl_texel::Args),
    /// Nodes per second of the search with the hand-set and the learned evaluation.
    Speed(tafl_speed::Args),
    /// Positions with a forced win a quick search misses, and how many of
    /// them each search proves won at its budget.
    Tactics {
        #[command(subcommand)]
        command: tafl_tactics::Command,
    },
    /// Rated puzzles: forced wins proved unique, found, rated, written, checked.
    Puzzles {
        #[command(subcommand)]
        command: puzzles::tafl::Command,
    },
    /// The newcomer's plan as a script: run the king to an edge, looking
    /// one move ahead; how many games each level loses to it.
    KingRun(tafl_king_run::Args),
}

fn main() -> ExitCode {
    let result = match Lab::parse().command {
        Command::Arena(args) => arena::einstein::run(&args),
        Command::Bench(args) => bench::run(&args),
        Command::Setups(args) => setups::run(&args),
        Command::Einstein { command: EinsteinCommand::Puzzles { command } } => puzzles::einstein::run(&command),
        Command::Ewn { command: EwnCommand::Train(args) } => train::run(&args),
        Command::Ewn { command: EwnCommand::Td(args) } => td::run(&args),
        Command::Tafl { command } => match command {
            TaflCommand::Arena(args) => arena::koenigszabel::arena(&args),
            TaflCommand::Bench(args) => tafl_bench::bench(&args),
            TaflCommand::Games(args) => tafl_games::run(&args),
            TaflCommand::Chances(args) => tafl_chances::run(&args),
            TaflCommand::Openings(args) => tafl_openings::run(&args),
            TaflCommand::Book(args) => tafl_book::run(&args),
            TaflCommand::Texel(args) => tafl_texel::run(&args),
            TaflCommand::Speed(args) => tafl_speed::run(&args),
            TaflCommand::Tactics { command } => tafl_tactics::run(&command),
            TaflCommand::KingRun(args) => tafl_king_run::run(&args),
            TaflCommand::Puzzles { command } => puzzles::tafl::run(&command),
        },
        Command::Quattro { command } => arena::quattro::run(&command),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("zabel-lab: {error}");
            ExitCode::FAILURE
        }
    }
}
