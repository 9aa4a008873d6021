//! `zabel-lab setups`: measures every one of the 720 setups (E3) by self-play
//! against random setups, and writes the table the strong levels pick from.
//! With `--results` each setup's score is appended as soon as it is measured,
//! and a rerun of the same command measures only the setups still missing.

use std::collections::HashMap;
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use rand::SeedableRng;
use rand::rngs::SmallRng;
use zabel_core::ai::Engine;
use zabel_core::ai::einstein::setups::{BEST, parse_table};
use zabel_core::einstein::Einstein;

use crate::duplicate_dice as arena;
use zabel_core::einstein::{Game, Setup, Side, Stone};

use crate::arena::einstein::Player;
use crate::results;

#[derive(clap::Args)]
pub struct Args {
    /// Who plays both sides of every game, named as in `zabel-lab arena`
    /// (L7 is the heuristic, `ex:2:learned` a searching player).
    #[arg(long, default_value = "L7")]
    player: String,
    /// Deals per setup; each is played four times (both colours, both starters).
    #[arg(long, default_value_t = 100)]
    deals: usize,
    /// Worker threads (default: all cores).
    #[arg(long)]
    threads: Option<usize>,
    /// Results file: one measured setup per line, appended as each is done;
    /// a rerun with the same player and deals measures only the missing ones.
    #[arg(long)]
    results: Option<PathBuf>,
    /// Write the table here (core/data/einstein-setups.tsv ships it); a
    /// table already there is compared with the new one first.
    #[arg(long)]
    write: Option<PathBuf>,
}

/// How long an outside engine may think, as the arena's default.
const OUTSIDE_TIMEOUT: Duration = Duration::from_secs(10);

/// All 720 setups, in triangle order.
fn all_setups() -> Vec<Setup> {
    let mut out = Vec::new();
    let mut stones = Stone::ALL;
    permutations(&mut stones, 0, &mut out);
    out
}

fn permutations(stones: &mut [Stone; 6], k: usize, out: &mut Vec<Setup>) {
    if k == stones.len() {
        out.push(Setup::from_stones(*stones).expect("a permutation"));
        return;
    }
    for i in k..stones.len() {
        stones.swap(k, i);
        permutations(stones, k + 1, out);
        stones.swap(k, i);
    }
}

/// One setup's score as the results file keeps it.
#[derive(Clone, PartialEq, Debug)]
struct Measured {
    player: String,
    deals: usize,
    setup: Setup,
    wins: u64,
    games: u64,
}

impl Measured {
    fn line(&self) -> String {
        format!("{}\t{}\t{}\t{}\t{}\n", self.player, self.deals, self.setup.digits(), self.wins, self.games)
    }

    fn parse(line: &str) -> Result<Measured, String> {
        let [player, deals, setup, wins, games] = line.split('\t').collect::<Vec<_>>()[..] else {
            return Err("expected player, deals, setup, wins, games".to_owned());
        };
        let number = |text: &str| text.parse::<u64>().map_err(|_| format!("'{text}' is not a count"));
        let (wins, games) = (number(wins)?, number(games)?);
        if wins > games {
            return Err(format!("{wins} wins in {games} games"));
        }
        Ok(Measured {
            player: player.to_owned(),
            deals: number(deals)? as usize,
            setup: Setup::from_digits(setup).map_err(|e| e.to_string())?,
            wins,
            games,
        })
    }

    fn score(&self) -> f64 {
        self.wins as f64 / self.games as f64
    }
}

/// Plays `setup` (the `index`th of all) against `deals` random setups, each
/// deal four times: both colours, both starters, the same dice.
fn measure(player: &Player, setup: Setup, index: usize, deals: usize) -> io::Result<(u64, u64)> {
    let mut rng = SmallRng::seed_from_u64(index as u64);
    // One pair of engines per setup, so that searching players keep their
    // tables from game to game and the result does not depend on threads.
    let (mut ours_engine, budget) = player.engine(index as u64, OUTSIDE_TIMEOUT)?;
    let (mut their_engine, _) = player.engine(index as u64 ^ 0x5EED, OUTSIDE_TIMEOUT)?;
    let (mut wins, mut games) = (0, 0);
    for deal in 0..deals as u64 {
        let other = Setup::random(&mut rng);
        for ours in Side::BOTH {
            for first in Side::BOTH {
                let (ours_engine, their_engine) = (ours_engine.as_mut(), their_engine.as_mut());
                let (game, engines): (Game, [&mut dyn Engine<Einstein>; 2]) = match ours {
                    Side::Red => (Game::new(setup, other, first), [ours_engine, their_engine]),
                    Side::Blue => (Game::new(other, setup, first), [their_engine, ours_engine]),
                };
                let game = arena::play_out(game, engines, [&budget; 2], deal)
                    .map_err(|(side, error)| io::Error::other(format!("{side:?} failed: {error}")))?;
                wins += u64::from(game.outcome().expect("played to the end").winner == ours);
                games += 1;
            }
        }
    }
    Ok((wins, games))
}

pub fn run(args: &Args) -> io::Result<()> {
    let invalid = |why: String| io::Error::new(io::ErrorKind::InvalidInput, why);
    let player = Player::parse(args.player.trim()).map_err(invalid)?;
    if args.deals == 0 {
        return Err(invalid("--deals: at least one".to_owned()));
    }
    let setups = all_setups();
    // A line whose count of games does not fit its deals is damaged; it is measured again.
    let ours =
        |m: &Measured| m.player == args.player.trim() && m.deals == args.deals && m.games == 4 * args.deals as u64;
    let earlier: Vec<Measured> = match &args.results {
        Some(path) => results::read(path, Measured::parse)?.into_iter().filter(ours).collect(),
        None => Vec::new(),
    };
    let mut measured: HashMap<Setup, Measured> = earlier.into_iter().map(|m| (m.setup, m)).collect();
    let jobs: Vec<(usize, Setup)> =
        setups.iter().copied().enumerate().filter(|(_, s)| !measured.contains_key(s)).collect();
    let threads = args.threads.unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get())).max(1);
    eprintln!(
        "{}: {} setups to measure, {} games each, on {threads} threads ({} already in the results)",
        player.name(),
        jobs.len(),
        4 * args.deals,
        measured.len()
    );
    let file = match &args.results {
        Some(path) => Some(Mutex::new(results::append(path)?)),
        None => None,
    };
    let next = AtomicUsize::new(0);
    let done = Mutex::new((Vec::new(), None::<io::Error>));
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| {
                while let Some(&(index, setup)) = jobs.get(next.fetch_add(1, Ordering::Relaxed)) {
                    let result = measure(&player, setup, index, args.deals).and_then(|(wins, games)| {
                        let m =
                            Measured { player: args.player.trim().to_owned(), deals: args.deals, setup, wins, games };
                        if let Some(file) = &file {
                            let mut file = file.lock().expect("no panics hold it");
                            file.write_all(m.line().as_bytes())?;
                            file.flush()?;
                        }
                        Ok(m)
                    });
                    let mut done = done.lock().expect("no panics hold it");
                    match result {
                        Ok(m) => {
                            done.0.push(m);
                            if done.0.len() % 24 == 0 {
                                eprint!("{}/{} setups   \r", done.0.len(), jobs.len());
                            }
                        }
                        Err(error) => {
                            done.1.get_or_insert(error);
                            next.store(jobs.len(), Ordering::Relaxed);
                        }
                    }
                }
            });
        }
    });
    let (new, error) = done.into_inner().expect("threads are done");
    if let Some(error) = error {
        return Err(error);
    }
    measured.extend(new.into_iter().map(|m| (m.setup, m)));
    let mut rows: Vec<Measured> = setups.iter().map(|s| measured.remove(s).expect("every setup measured")).collect();
    rows.sort_by(|a, b| b.score().total_cmp(&a.score()));
    report(&rows, &player, args)
}

fn report(rows: &[Measured], player: &Player, args: &Args) -> io::Result<()> {
    let mut out = io::stdout().lock();
    writeln!(out, "best setups (Red's a1 b1 c1 a2 b2 a3):")?;
    for row in rows.iter().take(10) {
        writeln!(out, "  {}  {:.1}%", row.setup.digits(), 100.0 * row.score())?;
    }
    let worst = &rows[rows.len() - 1];
    writeln!(out, "worst: {}  {:.1}%", worst.setup.digits(), 100.0 * worst.score())?;
    let now: Vec<Setup> = rows.iter().map(|row| row.setup).collect();
    writeln!(
        out,
        "a setup and its mirror image (the same setup) agree in rank to {:.3} (Spearman): \
         as far as any two measurements can agree",
        mirror_agreement(&now)
    )?;
    let Some(path) = &args.write else { return Ok(()) };
    if let Some(before) = previous_ranking(path)? {
        let (kept, rho) = compare(&before, &now);
        writeln!(
            out,
            "against the table it replaces: {kept} of the {BEST} best were among its {BEST} best; \
             rank correlation (Spearman) {rho:.3}; its mirror images agreed to {:.3}",
            mirror_agreement(&before)
        )?;
        // Scored by their mirror images' games, which took no part in choosing them.
        let score: HashMap<Setup, f64> = rows.iter().map(|row| (row.setup, row.score())).collect();
        let best =
            |ranking: &[Setup]| ranking.iter().take(BEST).map(|s| score[&s.reflected()]).sum::<f64>() / BEST as f64;
        writeln!(
            out,
            "scored here by their mirror images, the new best {BEST} make {:.1}%, the old best {BEST} {:.1}%",
            100.0 * best(&now),
            100.0 * best(&before)
        )?;
    }
    let mut text = format!(
        "# EinStein setups measured by: {}\n# date: {}\n",
        zabel_cli::date::command_line(),
        zabel_cli::date::today()
    );
    text +=
        &format!("# {} self-play against random setups, duplicate dice, both colours and starters\n", player.name());
    text +=
        "# digits are the stones on the triangle squares in order (Red: a1 b1 c1 a2 b2 a3)\n# setup\tgames\tscore\n";
    for row in rows {
        text += &format!("{}\t{}\t{:.4}\n", row.setup.digits(), row.games, row.score());
    }
    std::fs::write(path, text)?;
    writeln!(out, "wrote {}", path.display())
}

/// The setups of the table at `path`, best first, if there is one.
fn previous_ranking(path: &Path) -> io::Result<Option<Vec<Setup>>> {
    let text = match std::fs::read_to_string(path) {
        Ok(text) => text,
        Err(error) if error.kind() == io::ErrorKind::NotFound => return Ok(None),
        Err(error) => return Err(error),
    };
    let mut rows = parse_table(&text).map_err(|why| io::Error::other(format!("{}: {why}", path.display())))?;
    rows.sort_by(|a, b| b.score.total_cmp(&a.score));
    Ok(Some(rows.into_iter().map(|row| row.setup).collect()))
}

/// Each setup's place in `ranking`, 0 for the best.
fn ranks(ranking: &[Setup]) -> HashMap<Setup, usize> {
    ranking.iter().enumerate().map(|(rank, &s)| (s, rank)).collect()
}

/// How many of the best [`BEST`] of `now` were among the best of `before`,
/// and the rank correlation of the setups both rank.
fn compare(before: &[Setup], now: &[Setup]) -> (usize, f64) {
    let rank_before = ranks(before);
    let kept = now.iter().take(BEST).filter(|s| rank_before.get(s).is_some_and(|&rank| rank < BEST)).count();
    let pairs: Vec<(f64, f64)> =
        now.iter().enumerate().filter_map(|(rank, s)| Some((*rank_before.get(s)? as f64, rank as f64))).collect();
    (kept, pearson(&pairs))
}

/// Rank correlation between each setup and its mirror image in `ranking`.
fn mirror_agreement(ranking: &[Setup]) -> f64 {
    let rank = ranks(ranking);
    let pairs: Vec<(f64, f64)> = ranking
        .iter()
        .filter(|s| s.digits() < s.reflected().digits())
        .filter_map(|s| Some((rank[s] as f64, *rank.get(&s.reflected())? as f64)))
        .collect();
    pearson(&pairs)
}

fn pearson(pairs: &[(f64, f64)]) -> f64 {
    let n = pairs.len() as f64;
    let (mx, my) = (pairs.iter().map(|p| p.0).sum::<f64>() / n, pairs.iter().map(|p| p.1).sum::<f64>() / n);
    let cov: f64 = pairs.iter().map(|(x, y)| (x - mx) * (y - my)).sum();
    let (vx, vy): (f64, f64) =
        (pairs.iter().map(|(x, _)| (x - mx).powi(2)).sum(), pairs.iter().map(|(_, y)| (y - my).powi(2)).sum());
    cov / (vx * vy).sqrt()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_setup_once() {
        let setups = all_setups();
        assert_eq!(setups.len(), 720);
        assert_eq!(setups.iter().collect::<std::collections::HashSet<_>>().len(), 720);
    }

    #[test]
    fn results_lines_round_trip_and_bad_ones_say_why() {
        let m = Measured { player: "ex:2:learned".into(), deals: 3, setup: all_setups()[5], wins: 7, games: 12 };
        assert_eq!(Measured::parse(m.line().trim_end()), Ok(m));
        assert!(Measured::parse("L7\t3\t123456\t13\t12").unwrap_err().contains("13 wins in 12 games"));
        assert!(Measured::parse("L7\t3\t123455\t1\t12").unwrap_err().contains("six different digits"));
        assert!(Measured::parse("L7\t3\t123456\t1").unwrap_err().contains("expected"));
    }

    proptest::proptest! {
        #[test]
        fn any_results_line_is_read_or_refused_and_written_lines_read_back(
            line in "\\PC{0,40}",
            index in 0usize..720,
            games in 0u64..1_000_000,
            share in 0.0f64..=1.0,
        ) {
            let _ = Measured::parse(&line);
            let wins = (games as f64 * share) as u64;
            let m = Measured { player: "ex:2:learned".into(), deals: 7, setup: all_setups()[index], wins, games };
            proptest::prop_assert_eq!(Measured::parse(m.line().trim_end()), Ok(m));
        }
    }

    #[test]
    fn the_same_ranking_keeps_all_and_a_reversed_one_correlates_negatively() {
        let setups = all_setups();
        assert_eq!(compare(&setups, &setups), (BEST, 1.0));
        // A ranking that puts every setup next to its mirror image agrees with itself.
        let paired: Vec<Setup> =
            setups.iter().filter(|s| s.digits() < s.reflected().digits()).flat_map(|&s| [s, s.reflected()]).collect();
        assert!(mirror_agreement(&paired) > 0.999);
        let firsts = paired.iter().step_by(2);
        let apart: Vec<Setup> = firsts.clone().copied().chain(firsts.rev().map(|s| s.reflected())).collect();
        assert!(mirror_agreement(&apart) < -0.999);
        let reversed: Vec<Setup> = setups.iter().rev().copied().collect();
        let (kept, rho) = compare(&setups, &reversed);
        assert_eq!(kept, 0);
        assert!((rho + 1.0).abs() < 1e-12);
    }

    #[test]
    fn a_rerun_measures_only_what_the_results_lack() {
        let dir = tempfile::tempdir().unwrap();
        let results = dir.path().join("setups.tsv");
        let table = dir.path().join("table.tsv");
        let args = Args {
            player: "L1".into(),
            deals: 1,
            threads: Some(2),
            results: Some(results.clone()),
            write: Some(table.clone()),
        };
        run(&args).unwrap();
        let first = std::fs::read_to_string(&results).unwrap();
        assert_eq!(first.lines().count(), 720);
        // Drop the last 10 lines, tear the one before and make the first
        // claim more games than its deals: only those 12 are played again.
        let mut kept: Vec<String> = first.lines().take(709).map(str::to_owned).collect();
        kept[0] = kept[0].rsplit_once('\t').map(|(rest, _)| format!("{rest}\t9")).unwrap();
        std::fs::write(&results, format!("{}\n{}", kept.join("\n"), &first.lines().nth(709).unwrap()[..4])).unwrap();
        run(&args).unwrap();
        let rows = results::read(&results, Measured::parse).unwrap();
        assert_eq!(rows.len(), 721, "the damaged line stays, its setup measured again");
        let good: std::collections::HashSet<Setup> = rows.iter().filter(|m| m.games == 4).map(|m| m.setup).collect();
        assert_eq!(good.len(), 720);
        let written = parse_table(&std::fs::read_to_string(&table).unwrap()).unwrap();
        assert_eq!(written.len(), 720);
        assert!(written.windows(2).all(|w| w[0].score >= w[1].score));
    }
}
