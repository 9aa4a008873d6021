//! `zabel-lab ewn train`: fits the learned evaluation (`learned`) to the
//! outcomes of self-play games, or to a deeper search's values of their
//! positions, and writes its weights table.
//!
//! Every position of a game, before its roll, becomes one example: the
//! position's features and whether the side to move went on to win (or,
//! with `--label-depth`, its value before the roll as expectimax to that
//! depth sees it). Every tenth game is held out to check the fit on games
//! it has not seen, always against their outcomes, and against the race
//! model the search uses today.

use std::io::{self, Write};
use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

use crate::learned::{self, Example, Weights};
use zabel_core::ai::einstein::analysis;
use zabel_core::ai::einstein::expectimax::Expectimax;
use zabel_core::ai::einstein::setups::SetupPolicy;
use zabel_core::ai::{Budget, Cancel};

use crate::duplicate_dice as arena;

#[derive(clap::Args)]
pub struct Args {
    /// Self-play games to learn from.
    #[arg(long, default_value_t = 20_000)]
    games: usize,
    /// Depth of the expectimax players of the self-play games.
    #[arg(long, default_value_t = 2)]
    depth: u32,
    /// Fit to the values expectimax to this depth (exact endgames, learned
    /// leaves) gives each position before its roll, instead of the outcomes.
    #[arg(long)]
    label_depth: Option<u32>,
    /// Seed of the first game; games are numbered from it.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Worker threads (default: all cores).
    #[arg(long)]
    threads: Option<usize>,
    /// Write the weights here (core/data/einstein-eval.tsv ships them).
    #[arg(long)]
    write: Option<PathBuf>,
}

pub fn run(args: &Args) -> io::Result<()> {
    if args.games < 10 {
        return Err(io::Error::other("--games: at least 10, so that some are held out"));
    }
    let threads = args.threads.unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get())).max(1);
    let next = AtomicUsize::new(0);
    let games: Mutex<Vec<(usize, Vec<Example>)>> = Mutex::new(Vec::with_capacity(args.games));
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| {
                loop {
                    let index = next.fetch_add(1, Ordering::Relaxed);
                    if index >= args.games {
                        break;
                    }
                    let labels = args.label_depth.filter(|_| !is_held_out(index));
                    let examples = self_play(args.depth, labels, args.seed + index as u64);
                    let mut games = games.lock().expect("no worker panics");
                    games.push((index, examples));
                    if games.len() % (args.games / 10).max(1) == 0 {
                        eprintln!("{} of {} games played", games.len(), args.games);
                    }
                }
            });
        }
    });
    let mut games = games.into_inner().expect("no worker panics");
    games.sort_by_key(|(index, _)| *index);
    let (mut fitted, mut held_out) = (Vec::new(), Vec::new());
    for (index, examples) in games {
        if is_held_out(index) { held_out.extend(examples) } else { fitted.extend(examples) }
    }
    let weights = learned::fit(&fitted);
    let race = Weights::race();
    let mut out = io::stdout().lock();
    writeln!(out, "{} positions from {} games fitted, {} held out", fitted.len(), args.games, held_out.len())?;
    writeln!(out, "log loss, bits per position (lower is better):")?;
    writeln!(out, "  {:<14} {:>8} {:>8}", "", "fitted", "held out")?;
    for (name, model) in [("race model", &race), ("learned", &weights)] {
        let (a, b) = (learned::log_loss(model, &fitted), learned::log_loss(model, &held_out));
        writeln!(out, "  {name:<14} {a:>8.4} {b:>8.4}")?;
    }
    for (name, weight) in learned::NAMES.iter().zip(weights.0) {
        writeln!(out, "  {name:<14} {weight:>9.4}")?;
    }
    if let Some(path) = &args.write {
        let header = format!(
            "Weights of the learned evaluation (lab/src/learned.rs), written by\n  \
             zabel-lab ewn train --games {} --depth {}{} --seed {}\n\
             {} positions; held-out log loss {:.4} bits (race model {:.4}).",
            args.games,
            args.depth,
            args.label_depth.map_or(String::new(), |d| format!(" --label-depth {d}")),
            args.seed,
            fitted.len(),
            learned::log_loss(&weights, &held_out),
            learned::log_loss(&race, &held_out),
        );
        std::fs::write(path, weights.to_table(&header))
            .map_err(|e| io::Error::other(format!("{}: {e}", path.display())))?;
        writeln!(out, "written to {}", path.display())?;
    }
    Ok(())
}

fn is_held_out(game: usize) -> bool {
    game % 10 == 9
}

/// One game of expectimax against itself, random setups, its positions as
/// examples: labelled by the outcome, or by expectimax to `label_depth`.
fn self_play(depth: u32, label_depth: Option<u32>, seed: u64) -> Vec<Example> {
    let mut red = Expectimax::new(depth, false, SetupPolicy::Random, seed);
    let mut blue = Expectimax::new(depth, false, SetupPolicy::Random, seed ^ 0x5EED);
    let budget = Budget::nodes(u64::MAX);
    let game = arena::play_game([&mut red, &mut blue], [&budget, &budget], seed).expect("our engines play legal moves");
    let winner = game.outcome().map(|outcome| outcome.winner);
    let mut labeller = label_depth
        .map(|d| Expectimax::new(d, true, SetupPolicy::Random, seed).with_evaluation(Arc::new(learned::evaluate)));
    game.positions()
        .into_iter()
        .filter(|position| !position.is_over())
        .map(|position| {
            let target = match labeller.as_mut() {
                Some(search) => analysis::value_before_roll(search, &position, None, &budget, &Cancel::new())
                    .expect("our engine values every position not over"),
                None => f64::from(u8::from(winner == Some(position.turn()))),
            };
            Example { features: learned::features(&position), target }
        })
        .collect()
}
