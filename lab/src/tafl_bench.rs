//! `zabel-lab tafl bench`: the time, nodes and memory a Königszabel level
//! or arena player takes per move, and how fast a cancelled search stops.

use std::io::{self, Write};
use std::time::{Duration, Instant};

use zabel_core::ai::tafl::{self, Level};
use zabel_core::ai::{Budget, Cancel};
use zabel_core::tafl::{Game, Rules, Side};

use crate::contender::{Contender, Player};

#[derive(clap::Args)]
pub struct BenchArgs {
    /// What to time, one after the other in one run: levels by number, or
    /// arena players (`8,search:64:nodes=250000`).
    #[arg(long, value_delimiter = ',', required = true)]
    level: Vec<Contender>,
    /// Moves to time, half of them each side's, from games of the strongest
    /// level that chooses with a temperature (level 5) against itself.
    #[arg(long, default_value_t = 30)]
    moves: usize,
}

/// Time per move, nodes, peak memory and how fast a cancelled search stops,
/// for each player in turn on the same positions.
pub fn bench(args: &BenchArgs) -> io::Result<()> {
    // Positions of sensible play, not of a careless level's: those are
    // often decided, and a search that proves it stops at once.
    let sensible = tafl::LEVELS
        .iter()
        .rfind(|level| matches!(level.engine, tafl::EngineKind::Temperate { guarded: true, .. }))
        .expect("a level plays guarded");
    let positions = sample_games(sensible, args.moves.max(2));
    let mut out = io::stdout().lock();
    for contender in &args.level {
        let local = |seed| match contender.player(seed, Duration::ZERO) {
            Ok(Player::Local { engine, budget }) => Ok((engine, budget)),
            _ => Err(io::Error::new(io::ErrorKind::InvalidInput, "only players of this program can be timed")),
        };
        let (mut engine, budget) = local(1)?;
        // A level is timed as it ships, its clock included: what a player waits.
        let budget = contender.level().map_or(budget, |level| level.budget);
        // Each side apart: the attack is what issue 67 changes, and a median
        // over both sides would hide what it costs.
        for side in [Side::Attackers, Side::Defenders] {
            let (mut seconds, mut nodes): (Vec<f64>, Vec<u64>) = positions
                .iter()
                .filter(|game| game.position().turn() == side)
                .map(|game| {
                    let began = Instant::now();
                    let decision =
                        engine.decide(game, (), &budget, &Cancel::new()).expect("sampled from running games");
                    (began.elapsed().as_secs_f64(), decision.nodes)
                })
                .unzip();
            seconds.sort_by(f64::total_cmp);
            nodes.sort_unstable();
            writeln!(
                out,
                "{} ({}) {}: per move median {:.4} s, worst {:.4} s over {} positions; nodes median {}, most {}",
                contender.name(),
                contender.label(),
                match side {
                    Side::Attackers => "attacking",
                    Side::Defenders => "defending",
                },
                seconds[seconds.len() / 2],
                seconds[seconds.len() - 1],
                seconds.len(),
                nodes[nodes.len() / 2],
                nodes[nodes.len() - 1]
            )?;
        }
        // The process's peak so far: the largest of the players timed up to here.
        let memory = std::fs::read_to_string("/proc/self/status").ok().and_then(|status| {
            status.lines().find_map(|line| line.strip_prefix("VmHWM:")).map(|v| v.trim().to_owned())
        });
        writeln!(out, "peak memory so far (VmHWM): {}", memory.unwrap_or_else(|| "unknown".to_owned()))?;
        let contender = contender.clone();
        let mut latencies = crate::bench::cancel_latencies(move |cancel| {
            if let Ok(Player::Local { mut engine, .. }) = contender.player(2, Duration::ZERO) {
                let _ =
                    engine.decide(&Game::new(Rules::default()), (), &Budget { nodes: u64::MAX, time: None }, &cancel);
            }
        });
        latencies.sort_by(f64::total_cmp);
        writeln!(out, "cancellation latency: median {:.2} ms, worst {:.2} ms", latencies[2], latencies[4])?;
    }
    // Hints and reviews spend nodes, not a clock: what that costs here.
    let mut hints: Vec<f64> = positions
        .iter()
        .map(|game| {
            let began = Instant::now();
            tafl::analysis::hint(game, &Cancel::new()).expect("sampled from running games");
            began.elapsed().as_secs_f64()
        })
        .collect();
    hints.sort_by(f64::total_cmp);
    writeln!(
        out,
        "hint (the analyst, {} nodes): median {:.4} s, worst {:.4} s over the same positions",
        tafl::analysis::ANALYSIS_BUDGET.nodes,
        hints[hints.len() / 2],
        hints[hints.len() - 1]
    )?;
    Ok(())
}

/// Games in progress, taken every few plies from games of `level` against
/// itself: half of `count` with the attackers to move, half the defenders.
fn sample_games(level: &Level, count: usize) -> Vec<Game> {
    let each = count / 2;
    let mut samples = Vec::new();
    let taken = |samples: &[Game], side| samples.iter().filter(|game: &&Game| game.position().turn() == side).count();
    let mut seed = 0;
    while samples.len() < 2 * each {
        seed += 1;
        let mut game = Game::new(Rules::default());
        let mut engine = level.engine(seed);
        while !game.is_over() && samples.len() < 2 * each {
            let side = game.position().turn();
            if game.plies().len() % 3 == 0 && !game.plies().is_empty() && taken(&samples, side) < each {
                samples.push(game.clone());
            }
            let decision = engine.decide(&game, (), &level.budget, &Cancel::new()).expect("a running game");
            game.play(decision.mv).expect("a legal move");
        }
    }
    samples
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn either_side_is_to_move_in_half_the_positions_timed() {
        let level = &tafl::LEVELS[1];
        let positions = sample_games(level, 12);
        assert_eq!(positions.len(), 12);
        let attacking = positions.iter().filter(|game| game.position().turn() == Side::Attackers).count();
        assert_eq!(attacking, 6);
    }
}
