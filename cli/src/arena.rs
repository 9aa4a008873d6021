//! `zabel arena`: round-robin matches with duplicate dice, maximum-likelihood
//! ratings anchored at the random mover = 1000 (R1), and the level table.

use std::io::{self, Write};
use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use zabel_core::ai::expectimax::Expectimax;
use zabel_core::ai::levels::{self, Level};
use zabel_core::ai::mcts::Mcts;
use zabel_core::ai::setups::SetupPolicy;
use zabel_core::ai::{Budget, Engine, arena};
use zabel_core::einstein::Side;
use zabel_core::rating::fit::{self, Fit};

use crate::tcg_client::TcgEngine;

#[derive(clap::Args)]
pub struct Args {
    /// Who plays: L1..L8 (levels), uct:N (plain UCT, N iterations),
    /// ex:D (plain expectimax to depth D), tcg:COMMAND (an outside engine).
    /// Default: every level.
    #[arg(long, value_delimiter = ',')]
    players: Vec<String>,
    /// Deals per pairing; each deal is played twice, engines swapped.
    #[arg(long, default_value_t = 50)]
    deals: usize,
    /// Worker threads (default: all cores).
    #[arg(long)]
    threads: Option<usize>,
    /// Seed of the first deal; deals are numbered from it.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Seconds an outside engine may take to answer before it forfeits.
    #[arg(long, default_value_t = 10.0)]
    engine_timeout: f64,
    /// Write the level table here (core/data/einstein-levels.tsv ships it).
    #[arg(long)]
    write: Option<PathBuf>,
}

/// One participant, as named on the command line.
#[derive(Clone)]
enum Player {
    Level(&'static Level),
    Uct(u64),
    Expectimax(u32),
    Outside(String),
}

impl Player {
    fn parse(text: &str) -> Result<Player, String> {
        if let Some(n) = text.strip_prefix('L') {
            let level = crate::levels::parse_level(n)?;
            return Ok(Player::Level(levels::by_number(level).expect("parsed")));
        }
        if let Some(n) = text.strip_prefix("uct:") {
            return n.parse().map(Player::Uct).map_err(|_| format!("'{n}' is not an iteration count"));
        }
        if let Some(d) = text.strip_prefix("ex:") {
            return d.parse().map(Player::Expectimax).map_err(|_| format!("'{d}' is not a depth"));
        }
        if let Some(command) = text.strip_prefix("tcg:") {
            return Ok(Player::Outside(command.to_owned()));
        }
        Err(format!("'{text}' is not a player: L1..L8, uct:N, ex:D or tcg:COMMAND"))
    }

    fn name(&self) -> String {
        match self {
            Player::Level(level) => format!("L{} {}", level.number, level.name(zabel_core::text::Language::English)),
            Player::Uct(n) => format!("UCT {n}"),
            Player::Expectimax(d) => format!("expectimax d{d}"),
            Player::Outside(command) => format!("tcg:{command}"),
        }
    }

    fn is_anchor(&self) -> bool {
        matches!(self, Player::Level(level) if level.engine == levels::EngineKind::Random)
    }

    fn engine(&self, seed: u64, outside_timeout: Duration) -> io::Result<(Box<dyn Engine>, Budget)> {
        Ok(match self {
            Player::Level(level) => (level.engine(seed), level.budget),
            Player::Uct(n) => (Box::new(Mcts::plain_uct(seed)), Budget::nodes(*n)),
            Player::Expectimax(d) => {
                (Box::new(Expectimax::new(*d, false, SetupPolicy::Random, seed)), Budget::nodes(u64::MAX))
            }
            Player::Outside(command) => {
                (Box::new(TcgEngine::start(command, outside_timeout)?), Budget::nodes(u64::MAX))
            }
        })
    }
}

struct Job {
    a: usize,
    b: usize,
    deal: u64,
}

pub fn run(args: &Args) -> io::Result<()> {
    let invalid = |why: String| io::Error::new(io::ErrorKind::InvalidInput, why);
    let players: Vec<Player> = if args.players.is_empty() {
        levels::LEVELS.iter().map(Player::Level).collect()
    } else {
        args.players.iter().map(|p| Player::parse(p)).collect::<Result<_, _>>().map_err(invalid)?
    };
    if players.len() < 2 || args.deals == 0 {
        return Err(invalid("an arena needs at least two players and one deal".to_owned()));
    }
    let timeout = Duration::try_from_secs_f64(args.engine_timeout).ok().filter(|t| !t.is_zero()).ok_or_else(|| {
        invalid(format!("--engine-timeout {} is not a positive number of seconds", args.engine_timeout))
    })?;
    let mut jobs = Vec::new();
    for a in 0..players.len() {
        for b in a + 1..players.len() {
            for deal in 0..args.deals as u64 {
                jobs.push(Job { a, b, deal: args.seed + deal });
            }
        }
    }
    let threads = args.threads.unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get())).max(1);
    eprintln!(
        "{} players, {} deals per pairing: {} games on {threads} threads",
        players.len(),
        args.deals,
        jobs.len() * 2
    );

    let next = AtomicUsize::new(0);
    let results = Mutex::new(Vec::new());
    let failures = Mutex::new(Vec::new());
    let started = Instant::now();
    let progress = Arc::new(AtomicUsize::new(0));
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| {
                while let Some(job) = jobs.get(next.fetch_add(1, Ordering::Relaxed)) {
                    // Both games of the deal: a first, then b first.
                    for (first, second) in [(job.a, job.b), (job.b, job.a)] {
                        match play(&players, first, second, job.deal, timeout) {
                            Ok(first_won) => results
                                .lock()
                                .expect("no panics hold it")
                                .push(fit::Result::won(first, second, first_won)),
                            Err(why) => failures.lock().expect("no panics hold it").push(why),
                        }
                    }
                    let done = progress.fetch_add(1, Ordering::Relaxed) + 1;
                    if done % 10 == 0 || done == jobs.len() {
                        let elapsed = started.elapsed().as_secs_f64();
                        let left = elapsed / done as f64 * (jobs.len() - done) as f64;
                        eprint!("\r{done}/{} deals, {elapsed:.0} s, about {left:.0} s left   ", jobs.len());
                    }
                }
            });
        }
    });
    eprintln!();
    let failures = failures.into_inner().expect("threads are done");
    for failure in &failures {
        eprintln!("forfeit: {failure}");
    }
    let results = results.into_inner().expect("threads are done");
    report(&players, &results, args, started.elapsed().as_secs_f64())
}

/// Plays one game; `Ok(true)` when the first mover won. An engine that fails
/// loses the game, and the failure is reported.
fn play(players: &[Player], first: usize, second: usize, deal: u64, timeout: Duration) -> Result<bool, String> {
    let seed = deal.wrapping_mul(31).wrapping_add(first as u64);
    let (mut red, red_budget) =
        players[first].engine(seed, timeout).map_err(|e| format!("{}: {e}", players[first].name()))?;
    let (mut blue, blue_budget) =
        players[second].engine(seed + 1, timeout).map_err(|e| format!("{}: {e}", players[second].name()))?;
    match arena::play_game([red.as_mut(), blue.as_mut()], [&red_budget, &blue_budget], deal) {
        Ok(game) => Ok(game.outcome().expect("played to the end").winner == Side::Red),
        Err((side, error)) => {
            let culprit = if side == Side::Red { first } else { second };
            eprintln!("\n{} forfeits deal {deal}: {error}", players[culprit].name());
            Ok(side == Side::Blue)
        }
    }
}

fn report(players: &[Player], results: &[fit::Result], args: &Args, seconds: f64) -> io::Result<()> {
    let anchor = players.iter().position(Player::is_anchor);
    let fit = fit::fit(players.len(), anchor.unwrap_or(0), if anchor.is_some() { 1000.0 } else { 0.0 }, results);
    let mut out = io::stdout().lock();
    if anchor.is_none() {
        writeln!(out, "(no random mover among the players: ratings are relative to {})", players[0].name())?;
    }
    writeln!(out, "{:<28} {:>7} {:>9} {:>6}", "player", "rating", "95%", "games")?;
    for (i, player) in players.iter().enumerate() {
        writeln!(
            out,
            "{:<28} {:>7.0} {:>9} {:>6}",
            player.name(),
            fit.ratings[i],
            format!("±{:.0}", fit.margins[i]),
            fit.games[i]
        )?;
    }
    writeln!(out, "first-move advantage: {:.0} ± {:.0} Elo", fit.first_move_advantage, fit.first_move_margin)?;
    writeln!(out, "\npairwise score (row against column, all games):")?;
    for (i, row) in players.iter().enumerate() {
        let cells: Vec<String> = (0..players.len())
            .map(|j| match score(results, i, j) {
                Some((points, games)) => format!("{:>6.1}%", 100.0 * points / games as f64),
                None => format!("{:>7}", "-"),
            })
            .collect();
        writeln!(out, "{:<28} {}", row.name(), cells.join(" "))?;
    }
    writeln!(out, "{:.0} s", seconds)?;
    if let Some(path) = &args.write {
        std::fs::write(path, level_table(players, &fit, args))?;
        writeln!(out, "wrote {}", path.display())?;
    }
    Ok(())
}

/// Points and games of `i` against `j`.
pub fn score(results: &[fit::Result], i: usize, j: usize) -> Option<(f64, u64)> {
    let mut points = 0.0;
    let mut games = 0;
    for r in results {
        if (r.first, r.second) == (i, j) {
            points += r.first_score;
            games += 1;
        } else if (r.first, r.second) == (j, i) {
            points += 1.0 - r.first_score;
            games += 1;
        }
    }
    (games > 0).then_some((points, games))
}

fn level_table(players: &[Player], fit: &Fit, args: &Args) -> String {
    let command = crate::date::command_line();
    let mut text = format!("# EinStein level ratings, measured by: {}\n", command);
    text += &format!("# date: {}\n", crate::date::today());
    text += &format!("# deals per pairing: {} (each played twice, engines swapped)\n", args.deals);
    text += &format!("# first-move advantage: {:.1} ± {:.1} Elo\n", fit.first_move_advantage, fit.first_move_margin);
    text += "# level\trating\tlow\thigh\tgames\n";
    for (i, player) in players.iter().enumerate() {
        if let Player::Level(level) = player {
            let (r, m) = (fit.ratings[i], fit.margins[i]);
            text += &format!("{}\t{r:.1}\t{:.1}\t{:.1}\t{}\n", level.number, r - m, r + m, fit.games[i]);
        }
    }
    text
}
