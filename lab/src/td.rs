//! `zabel-lab ewn td`: trains the n-tuple network (`ai::ntuple`) from games it
//! plays against itself, choosing each move by its own values one ply deep,
//! and writes its table. Each game's positions learn by TD(λ) or, with
//! `--search D`, from expectimax trees D plies deep over each of them
//! (`ntuple::learn_by_search`).
//!
//! Every tenth of the way it plays duplicate deals, one ply deep, against
//! the learned logistic model (`learned`), which shows whether the
//! training still gains.

use std::io::{self, Write};
use std::path::PathBuf;
use zabel_core::einstein::DicePosition;

use crate::learned;
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use zabel_core::ai::einstein::ntuple::{self, Network, chance};
use zabel_core::einstein::{Die, Move, Position, Roll, Setup, Side};

#[derive(clap::Args)]
pub struct Args {
    /// Self-play games to learn from.
    #[arg(long, default_value_t = 100_000)]
    games: usize,
    /// λ of TD(λ): 0 learns from the next position only, 1 from the outcome.
    #[arg(long, default_value_t = 0.7)]
    lambda: f64,
    /// Step size per weight at the start; it falls linearly to a tenth.
    #[arg(long, default_value_t = 0.01)]
    alpha: f64,
    /// Duplicate deals against the learned model at each tenth (0: none).
    #[arg(long, default_value_t = 500)]
    check: usize,
    /// How deep the self-play games look: 1 (their own move) or 2 (the
    /// opponent's answer to every roll too, ~25 times slower).
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u8).range(1..=2))]
    ply: u8,
    /// Learn from searches instead of λ-returns: every position of the
    /// game searched this many plies deep by expectimax, and every node of
    /// each search tree moved toward the value the plies below give it
    /// (0: TD(λ) along the game).
    #[arg(long, default_value_t = 0, value_parser = clap::value_parser!(u32).range(0..=3))]
    search: u32,
    /// Seed of the first game.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Continue from this table instead of zeros.
    #[arg(long)]
    from: Option<PathBuf>,
    /// Write the table here (core/data/einstein-ntuple.tsv ships it).
    #[arg(long)]
    write: Option<PathBuf>,
}

pub fn run(args: &Args) -> io::Result<()> {
    if !(0.0..=1.0).contains(&args.lambda) {
        return Err(io::Error::other("--lambda: between 0 and 1"));
    }
    if !(args.alpha > 0.0 && args.alpha < 1.0) {
        return Err(io::Error::other("--alpha: above 0 and below 1"));
    }
    let mut network = match &args.from {
        Some(path) => {
            let text =
                std::fs::read_to_string(path).map_err(|e| io::Error::other(format!("{}: {e}", path.display())))?;
            Network::parse(&text).map_err(|e| io::Error::other(format!("{}: {e}", path.display())))?
        }
        None => Network::default(),
    };
    let mut out = io::stdout().lock();
    let tenth = (args.games / 10).max(1);
    for game in 0..args.games {
        let alpha = args.alpha * (1.0 - 0.9 * game as f64 / args.games as f64);
        let mut rng = SmallRng::seed_from_u64(args.seed.wrapping_add(game as u64));
        let positions = self_play(&network, args.ply, &mut rng);
        match args.search {
            0 => ntuple::learn(&mut network, &positions, args.lambda, alpha),
            depth => {
                for position in &positions {
                    ntuple::learn_by_search(&mut network, position, depth, alpha);
                }
            }
        }
        if (game + 1) % tenth == 0 && args.check > 0 {
            let score = check(&network, args.check, args.seed.wrapping_add(1 << 40));
            writeln!(out, "{:>9} games: {:.1}% against the learned model, one ply each", game + 1, 100.0 * score)?;
        }
    }
    if let Some(path) = &args.write {
        let header = format!(
            "Weights of the n-tuple network (core/src/ai/ntuple.rs), written by\n  \
             zabel-lab ewn td --games {} --ply {} --search {} --lambda {} --alpha {} --seed {}{}",
            args.games,
            args.ply,
            args.search,
            args.lambda,
            args.alpha,
            args.seed,
            args.from.as_ref().map_or(String::new(), |p| format!(" --from {}", p.display())),
        );
        std::fs::write(path, network.to_table(&header))
            .map_err(|e| io::Error::other(format!("{}: {e}", path.display())))?;
        writeln!(out, "written to {}", path.display())?;
    }
    Ok(())
}

/// The move whose resulting position `value` likes best for the mover.
fn best_move(position: &Position, roll: Roll, value: impl Fn(&Position) -> f64) -> Move {
    let moves = position.legal_moves(roll).expect("a position not over has moves");
    let mut best = (f64::NEG_INFINITY, moves[0]);
    for mv in moves {
        let mut next = *position;
        next.play_unchecked(&mv);
        let mine = if next.is_over() { f64::INFINITY } else { -value(&next) };
        if mine > best.0 {
            best = (mine, mv);
        }
    }
    best.1
}

fn roll(position: &Position, rng: &mut SmallRng) -> Roll {
    position.needs_roll().then(|| Die::roll(rng))
}

/// The side to move's chance to win after its move and the opponent's
/// best answer to every roll.
fn after_answers(network: &Network, next: &Position) -> f64 {
    let rolls = next.rolls();
    let total: f64 = rolls
        .iter()
        .map(|&roll| {
            let answers = next.legal_moves(roll).expect("a position not over has moves");
            answers
                .iter()
                .map(|answer| {
                    let mut after = *next;
                    after.play_unchecked(answer);
                    if after.is_over() { 0.0 } else { chance(network.logit(&after)) }
                })
                .fold(1.0, f64::min)
        })
        .sum();
    total / rolls.len() as f64
}

/// One game of the network against itself, every position before its roll.
fn self_play(network: &Network, ply: u8, rng: &mut SmallRng) -> Vec<Position> {
    let first = if rng.random_bool(0.5) { Side::Red } else { Side::Blue };
    let mut position = Position::start(Setup::random(rng), Setup::random(rng), first);
    let mut positions = vec![position];
    while !position.is_over() {
        let roll = roll(&position, rng);
        let mv = match ply {
            1 => best_move(&position, roll, |p| network.logit(p)),
            _ => best_move(&position, roll, |p| -after_answers(network, p)),
        };
        position.play_unchecked(&mv);
        positions.push(position);
    }
    positions
}

/// The network's score over `deals` pairs of games against the learned
/// model, one ply each; both games of a deal share setups and dice.
fn check(network: &Network, deals: usize, seed: u64) -> f64 {
    let mut won = 0;
    for deal in 0..deals {
        for network_side in Side::BOTH {
            let mut rng = SmallRng::seed_from_u64(seed.wrapping_add(deal as u64));
            let mut position = Position::start(Setup::random(&mut rng), Setup::random(&mut rng), Side::Red);
            while !position.is_over() {
                let roll = roll(&position, &mut rng);
                let mv = if position.turn() == network_side {
                    best_move(&position, roll, |p| network.logit(p))
                } else {
                    best_move(&position, roll, learned::evaluate)
                };
                position.play_unchecked(&mv);
            }
            won += usize::from(position.turn() != network_side);
        }
    }
    won as f64 / (2 * deals) as f64
}
