//! `zabel-lab tafl speed`: nodes per second of the search with the
//! hand-set and with the learned evaluation, on the same positions from a
//! games file, one search after the other so that both meet the same load.

use std::io;
use std::path::PathBuf;
use std::time::{Duration, Instant};

use zabel_core::ai::Engine;
use zabel_core::ai::tafl::{AlphaBeta, Evaluation};
use zabel_core::ai::{Budget, Cancel};
use zabel_core::tafl::{Game, Position};

use crate::tafl_games;

#[derive(clap::Args)]
pub struct Args {
    /// A file written by `zabel-lab tafl games`.
    #[arg(long)]
    games: PathBuf,
    /// How many positions (spread over the file).
    #[arg(long, default_value_t = 40)]
    positions: usize,
    #[arg(long, default_value_t = 100_000)]
    nodes: u64,
}

pub fn run(args: &Args) -> io::Result<()> {
    let (_, samples) = tafl_games::read(&args.games)?;
    let step = (samples.len() / args.positions.max(1)).max(1);
    let positions: Vec<Position> = samples
        .iter()
        .step_by(step)
        .take(args.positions)
        .map(|sample| sample.position.parse().map_err(io::Error::other))
        .collect::<io::Result<_>>()?;
    let evaluations =
        [("hand-set", Evaluation::HandSet(zabel_core::ai::tafl::eval::WEIGHTS)), ("learned", Evaluation::Learned)];
    let mut totals = [(0u64, Duration::ZERO); 2];
    for position in &positions {
        let game = Game::from_position(*position);
        for (total, (_, evaluation)) in totals.iter_mut().zip(&evaluations) {
            let mut engine = AlphaBeta::new(64).with_evaluation(*evaluation);
            let started = Instant::now();
            let decision =
                engine.decide(&game, (), &Budget::nodes(args.nodes), &Cancel::new()).map_err(io::Error::other)?;
            total.0 += decision.nodes;
            total.1 += started.elapsed();
        }
    }
    let rates = totals.map(|(nodes, time)| nodes as f64 / time.as_secs_f64());
    for ((name, _), (rate, (nodes, time))) in evaluations.iter().zip(rates.iter().zip(totals)) {
        println!("{name:9} {nodes:>10} nodes in {:>6.2} s: {:>9.0} nodes/s", time.as_secs_f64(), rate);
    }
    println!("learned / hand-set: {:.2}", rates[1] / rates[0]);
    Ok(())
}
