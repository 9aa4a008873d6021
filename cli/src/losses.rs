//! `zabel ewn losses`: how much win probability a player gives away per
//! game by its decisions, as a deeper search values them.
//!
//! In a game between a player P and a stronger one that never errs by its
//! own values, the dice change nobody's expectation, so the stronger one's
//! expected score is 50% plus what P gives away per game. The mean loss per
//! game of a level, measured by analysts of growing depth, is therefore
//! what a player that plays like those analysts could score against it — at
//! the cost of a few hundred analysed games instead of thousands played.
//!
//! Games are the player against itself with the arena's dice; each is
//! appended to `--results` as it is analysed, and a rerun continues.

use std::collections::HashSet;
use std::io::{self, Write};
use std::path::PathBuf;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use zabel_core::ai::expectimax::Expectimax;
use zabel_core::ai::setups::SetupPolicy;
use zabel_core::ai::{Budget, Cancel, Engine, arena, learned};
use zabel_core::einstein::Side;

use crate::arena::Player;
use crate::results;

#[derive(clap::Args)]
pub struct Args {
    /// Who plays both sides, named as in `zabel arena`.
    #[arg(long, default_value = "L8")]
    player: String,
    /// Depth of the analysing expectimax (exact endgames, learned leaves).
    #[arg(long, default_value_t = 8)]
    analyst_depth: u32,
    /// Games to play and analyse; numbered from 1, each with its own dice.
    #[arg(long, default_value_t = 100)]
    games: u64,
    /// Worker threads (default: all cores).
    #[arg(long)]
    threads: Option<usize>,
    /// Results file: one analysed game per line, appended as each is done;
    /// a rerun with the same player and analyst analyses only the missing ones.
    #[arg(long)]
    results: Option<PathBuf>,
}

const OUTSIDE_TIMEOUT: Duration = Duration::from_secs(10);

/// One analysed game as the results file keeps it.
#[derive(Clone, PartialEq, Debug)]
struct Analysed {
    player: String,
    analyst_depth: u32,
    game: u64,
    /// Win probability each side gave away over the game, Red then Blue.
    lost: [f64; 2],
    /// Plies with more than one legal move.
    decisions: u32,
}

impl Analysed {
    fn line(&self) -> String {
        let [red, blue] = self.lost;
        format!("{}\t{}\t{}\t{red:.6}\t{blue:.6}\t{}\n", self.player, self.analyst_depth, self.game, self.decisions)
    }

    fn parse(line: &str) -> Result<Analysed, String> {
        let [player, depth, game, red, blue, decisions] = line.split('\t').collect::<Vec<_>>()[..] else {
            return Err("expected player, analyst depth, game, Red's loss, Blue's loss, decisions".to_owned());
        };
        let loss = |text: &str| match text.parse::<f64>() {
            Ok(loss) if (0.0..=f64::from(u16::MAX)).contains(&loss) => Ok(loss),
            _ => Err(format!("'{text}' is not a loss")),
        };
        let count = |text: &str| text.parse::<u64>().map_err(|_| format!("'{text}' is not a count"));
        Ok(Analysed {
            player: player.to_owned(),
            analyst_depth: count(depth)? as u32,
            game: count(game)?,
            lost: [loss(red)?, loss(blue)?],
            decisions: count(decisions)? as u32,
        })
    }
}

/// Plays game `number` and values every decision by the analyst.
fn analyse(player: &Player, analyst_depth: u32, number: u64) -> io::Result<([f64; 2], u32)> {
    let (mut red, budget) = player.engine(number, OUTSIDE_TIMEOUT)?;
    let (mut blue, _) = player.engine(number ^ 0x5EED, OUTSIDE_TIMEOUT)?;
    let game = arena::play_game([red.as_mut(), blue.as_mut()], [&budget; 2], number)
        .map_err(|(side, error)| io::Error::other(format!("{side:?} failed: {error}")))?;
    let mut analyst =
        Expectimax::new(analyst_depth, true, SetupPolicy::Random, number).with_evaluation(learned::evaluate);
    let (mut lost, mut decisions) = ([0.0; 2], 0);
    for (ply, position) in game.plies().iter().zip(game.positions()) {
        let view = analyst
            .decide(&position, ply.roll, &Budget::nodes(u64::MAX), &Cancel::new())
            .map_err(|e| io::Error::other(e.to_string()))?;
        if view.stats.len() < 2 {
            continue;
        }
        let played = view.stats.iter().find(|s| s.mv == ply.mv).expect("the played move is legal");
        let side = usize::from(position.turn() == Side::Blue);
        lost[side] += (view.stats[0].win_probability - played.win_probability).max(0.0);
        decisions += 1;
    }
    Ok((lost, decisions))
}

pub fn run(args: &Args) -> io::Result<()> {
    let invalid = |why: String| io::Error::new(io::ErrorKind::InvalidInput, why);
    let spec = args.player.trim();
    let player = Player::parse(spec).map_err(invalid)?;
    if args.games == 0 || !(1..=20).contains(&args.analyst_depth) {
        return Err(invalid("--games: at least one; --analyst-depth: 1 to 20".to_owned()));
    }
    let ours = |a: &Analysed| a.player == spec && a.analyst_depth == args.analyst_depth && a.game <= args.games;
    let mut analysed: Vec<Analysed> = match &args.results {
        Some(path) => results::read(path, Analysed::parse)?.into_iter().filter(ours).collect(),
        None => Vec::new(),
    };
    let done: HashSet<u64> = analysed.iter().map(|a| a.game).collect();
    let jobs: Vec<u64> = (1..=args.games).filter(|g| !done.contains(g)).collect();
    let threads = args.threads.unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get())).max(1);
    eprintln!(
        "{} analysed at depth {}: {} games to play on {threads} threads ({} already in the results)",
        player.name(),
        args.analyst_depth,
        jobs.len(),
        done.len()
    );
    let file = match &args.results {
        Some(path) => Some(Mutex::new(results::append(path)?)),
        None => None,
    };
    let next = AtomicUsize::new(0);
    let new = Mutex::new((Vec::new(), None::<io::Error>));
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| {
                while let Some(&game) = jobs.get(next.fetch_add(1, Ordering::Relaxed)) {
                    let result = analyse(&player, args.analyst_depth, game).and_then(|(lost, decisions)| {
                        let a = Analysed {
                            player: spec.to_owned(),
                            analyst_depth: args.analyst_depth,
                            game,
                            lost,
                            decisions,
                        };
                        if let Some(file) = &file {
                            let mut file = file.lock().expect("no panics hold it");
                            file.write_all(a.line().as_bytes())?;
                            file.flush()?;
                        }
                        Ok(a)
                    });
                    let mut new = new.lock().expect("no panics hold it");
                    match result {
                        Ok(a) => {
                            new.0.push(a);
                            eprint!("{}/{} games   \r", new.0.len(), jobs.len());
                        }
                        Err(error) => {
                            new.1.get_or_insert(error);
                            next.store(jobs.len(), Ordering::Relaxed);
                        }
                    }
                }
            });
        }
    });
    let (new, error) = new.into_inner().expect("threads are done");
    if let Some(error) = error {
        return Err(error);
    }
    analysed.extend(new);
    let per_side: Vec<f64> = analysed.iter().flat_map(|a| a.lost).collect();
    let n = per_side.len() as f64;
    let mean = per_side.iter().sum::<f64>() / n;
    let sd = (per_side.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1.0).max(1.0)).sqrt();
    let decisions: u32 = analysed.iter().map(|a| a.decisions).sum();
    let mut out = io::stdout().lock();
    writeln!(
        out,
        "{} games, {decisions} decisions, analysed by expectimax depth {}",
        analysed.len(),
        args.analyst_depth
    )?;
    writeln!(
        out,
        "{} gives away {:.2}% ± {:.2}% win probability per game (mean per side, ± 2 standard errors)",
        player.name(),
        100.0 * mean,
        200.0 * sd / n.sqrt()
    )?;
    writeln!(
        out,
        "so a player that never errs by the analyst's values would score about {:.1}% against it",
        50.0 + 100.0 * mean
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn results_lines_round_trip_and_bad_ones_say_why() {
        let a = Analysed { player: "L8".into(), analyst_depth: 9, game: 4, lost: [0.03125, 0.5], decisions: 17 };
        assert_eq!(Analysed::parse(a.line().trim_end()), Ok(a));
        assert!(Analysed::parse("L8\t9\t4\t-0.1\t0\t3").unwrap_err().contains("not a loss"));
        assert!(Analysed::parse("L8\t9\t4\tNaN\t0\t3").unwrap_err().contains("not a loss"));
        assert!(Analysed::parse("L8\t9\t4\t0\t0").unwrap_err().contains("expected"));
    }

    #[test]
    fn a_player_analysed_by_its_own_search_gives_nothing_away_and_a_random_one_does() {
        // The analyst's own search: it agrees with every move, up to ties
        // and what its table remembers from deeper searches.
        let own = Player::parse("ex:2:endgame:learned").unwrap();
        let (lost, decisions) = analyse(&own, 2, 1).unwrap();
        assert!(decisions > 0);
        assert!(lost.iter().all(|&l| l < 1e-6), "{lost:?}");
        let random = Player::parse("L1").unwrap();
        let (lost, _) = analyse(&random, 2, 1).unwrap();
        assert!(lost.iter().all(|&l| l > 0.05), "{lost:?}");
    }
}
