//! `zabel-lab ewn td`: trains the n-tuple network (`ai::ntuple`) from games it
//! plays against itself, choosing each move by its own values one ply deep,
//! and writes its table. Each game's positions learn by TD(λ) or, with
//! `--search D`, from expectimax trees D plies deep over each of them
//! (`learn_by_search`).
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
use zabel_core::ai::einstein::ntuple::{Active, Network, chance};
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
            0 => learn(&mut network, &positions, args.lambda, alpha),
            depth => {
                for position in &positions {
                    learn_by_search(&mut network, position, depth, alpha);
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
        std::fs::write(path, table(&network, &header))
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

/// One TD(λ) update from a finished game's positions, each before its roll
/// (the last one over): every position's chance moves toward its λ-return,
/// the blend of the next positions' values (seen from this side, 1 − theirs)
/// and the outcome, by the log-loss gradient `alpha · (return − chance)`.
fn learn(network: &mut Network, positions: &[Position], lambda: f64, alpha: f64) {
    let Some((last, played)) = positions.split_last() else { return };
    assert!(last.is_over(), "a finished game ends in a position that is over");
    let active: Vec<Active> = played.iter().map(Active::of).collect();
    let values: Vec<f64> = active.iter().map(|a| chance(network.sum(a))).collect();
    // The side to move in the final position has lost.
    let (mut next_value, mut next_return) = (0.0, 0.0);
    for (active, value) in active.iter().zip(&values).rev() {
        let target = (1.0 - lambda) * (1.0 - next_value) + lambda * (1.0 - next_return);
        network.nudge(active, alpha * (target - value));
        (next_value, next_return) = (*value, target);
    }
}

/// Learning from a search, as TreeStrap (Veness, Silver, Uther and Blair,
/// 2009) does for minimax: expectimax `depth` plies deep from `position`
/// (every roll, the mover's best move for each), and every node of that
/// tree with a ply below it moves toward the value the ply below gives it.
/// The tree holds the positions after every move, not just the ones
/// self-play chooses, so the network learns the positions a deep search
/// compares. Returns the position's backed-up chance for the side to move.
fn learn_by_search(network: &mut Network, position: &Position, depth: u32, alpha: f64) -> f64 {
    if position.is_over() {
        return 0.0;
    }
    let active = Active::of(position);
    if depth == 0 {
        return chance(network.sum(&active));
    }
    let rolls = position.rolls();
    let mut total = 0.0;
    for &roll in rolls {
        let moves = position.legal_moves(roll).expect("a position not over has moves");
        let mut best = 0.0f64;
        for mv in &moves {
            let mut next = *position;
            next.play_unchecked(mv);
            best = best.max(1.0 - learn_by_search(network, &next, depth - 1, alpha));
        }
        total += best;
    }
    let target = total / rolls.len() as f64;
    network.nudge(&active, alpha * (target - chance(network.sum(&active))));
    target
}

/// The network's table as [`Network::parse`] reads it, after `header`
/// lines; weights rounded to 4 decimals, zeros left out.
fn table(network: &Network, header: &str) -> String {
    let mut text: String = header.lines().map(|line| format!("# {line}\n")).collect();
    for (index, weight) in network.weights().iter().enumerate() {
        let rounded = format!("{weight:.4}");
        if rounded.trim_start_matches('-').chars().any(|c| c.is_ascii_digit() && c != '0') {
            text.push_str(&format!("{index}\t{rounded}\n"));
        }
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shipped_table_reads_and_round_trips() {
        let network = zabel_core::ai::einstein::ntuple::shipped();
        assert_eq!(&Network::parse(&table(network, "made by a test")).unwrap(), network);
    }

    /// A game of random moves from a random setup, every position before
    /// its roll, the last one over.
    fn random_game(seed: u64) -> Vec<Position> {
        use rand::rngs::SmallRng;
        use rand::{Rng, SeedableRng};
        use zabel_core::einstein::{Die, Setup};
        let mut rng = SmallRng::seed_from_u64(seed);
        let mut position = Position::start(Setup::random(&mut rng), Setup::random(&mut rng), Side::Red);
        let mut positions = vec![position];
        while !position.is_over() {
            let roll = position.needs_roll().then(|| Die::roll(&mut rng));
            let moves = position.legal_moves(roll).unwrap();
            let mv = moves[rng.random_range(0..moves.len())];
            position.play(roll, &mv).unwrap();
            positions.push(position);
        }
        positions
    }

    #[test]
    fn td_learning_moves_each_position_toward_its_movers_outcome() {
        let game = random_game(7);
        let winner = game.last().unwrap().turn().opponent();
        for lambda in [1.0, 0.5] {
            let mut network = Network::default();
            for _ in 0..200 {
                learn(&mut network, &game, lambda, 0.01);
            }
            for position in &game[..game.len() - 1] {
                let chance = chance(network.logit(position));
                assert_eq!(chance > 0.5, position.turn() == winner, "λ {lambda}: {chance} in {position}");
            }
        }
    }

    #[test]
    fn with_lambda_zero_only_the_last_position_learns_from_a_fresh_network() {
        // Every value starts at ½, so bootstrapping targets equal them, and
        // only the last position before the win has something to learn:
        // each of its weights moves by α (1 − ½).
        let game = random_game(3);
        let mut network = Network::default();
        learn(&mut network, &game, 0.0, 0.1);
        let last = Active::of(&game[game.len() - 2]);
        for position in &game[..game.len() - 1] {
            let shared = Active::of(position).indices().iter().filter(|i| last.indices().contains(i)).count();
            assert!((network.logit(position) - 0.05 * shared as f64).abs() < 1e-5, "{position}");
        }
    }

    #[test]
    fn learning_from_a_search_trains_every_position_of_its_tree() {
        // Red rolls. Only a 1 lets R1 take B1 (E4.2: 3–6 fall to R2); after
        // any other move, Blue's last stone steps onto a1 (E5).
        let root: Position = "R13R2/1B13/5/5/5 r".parse().unwrap();
        let mut network = Network::default();
        let value = learn_by_search(&mut network, &root, 2, 0.1);
        assert!((value - 1.0 / 6.0).abs() < 1e-12, "{value}");
        assert!(network.logit(&root) < 0.0);
        let mut children = 0;
        for die in Die::ALL {
            for mv in root.legal_moves(Some(die)).unwrap() {
                let mut child = root;
                child.play_unchecked(&mv);
                if !child.is_over() {
                    assert!(network.logit(&child) > 0.0, "Blue wins after {child}");
                    children += 1;
                }
            }
        }
        assert!(children >= 3);
    }

    #[test]
    fn learning_from_a_search_at_depth_zero_changes_nothing() {
        let game = random_game(5);
        let mut network = Network::default();
        for position in &game {
            learn_by_search(&mut network, position, 0, 0.1);
        }
        assert_eq!(network, Network::default());
    }
}
