//! `zabel setups`: measures every one of the 720 setups (E3) by self-play
//! against random setups, and writes the table the strong levels pick from.

use std::io::{self, Write};
use std::path::PathBuf;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

use rand::SeedableRng;
use rand::rngs::SmallRng;
use zabel_core::ai::heuristic::Heuristic;
use zabel_core::ai::{Budget, arena};
use zabel_core::einstein::{Game, Setup, Side, Stone};

#[derive(clap::Args)]
pub struct Args {
    /// Deals per setup; each is played four times (both colours, both starters).
    #[arg(long, default_value_t = 100)]
    deals: usize,
    /// Write the table here (core/data/einstein-setups.tsv ships it).
    #[arg(long)]
    write: Option<PathBuf>,
}

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

/// One game between two copies of the heuristic player with given setups,
/// dice from the deal. True when `ours` (the side of `setup`) wins.
fn game(setup: Setup, other: Setup, ours: Side, first: Side, deal: u64) -> bool {
    let (red, blue) = if ours == Side::Red { (setup, other) } else { (other, setup) };
    let (mut a, mut b) = (Heuristic::new(deal), Heuristic::new(deal + 1));
    let game = arena::play_out(Game::new(red, blue, first), [&mut a, &mut b], [&Budget::nodes(1); 2], deal)
        .expect("the heuristic always answers legally");
    game.outcome().expect("played to the end").winner == ours
}

pub fn run(args: &Args) -> io::Result<()> {
    let setups = all_setups();
    let next = AtomicUsize::new(0);
    let scores = Mutex::new(vec![(0u64, 0u64); setups.len()]);
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| {
                while let Some(&setup) = setups.get(next.fetch_add(1, Ordering::Relaxed)) {
                    let index = setups.iter().position(|&s| s == setup).expect("listed");
                    let mut rng = SmallRng::seed_from_u64(index as u64);
                    let (mut wins, mut games) = (0, 0);
                    for deal in 0..args.deals as u64 {
                        let other = Setup::random(&mut rng);
                        for ours in Side::BOTH {
                            for first in Side::BOTH {
                                wins += u64::from(game(setup, other, ours, first, deal));
                                games += 1;
                            }
                        }
                    }
                    scores.lock().expect("no panics hold it")[index] = (wins, games);
                }
            });
        }
    });
    let scores = scores.into_inner().expect("threads are done");
    let mut rows: Vec<(Setup, u64, u64)> = setups.iter().zip(&scores).map(|(s, &(w, g))| (*s, w, g)).collect();
    rows.sort_by(|a, b| (b.1 * a.2).cmp(&(a.1 * b.2)));
    let command = crate::date::command_line();
    let mut text = format!("# EinStein setups measured by: {}\n# date: {}\n", command, crate::date::today());
    text += "# heuristic self-play against random setups, duplicate dice, both colours and starters\n";
    text +=
        "# digits are the stones on the triangle squares in order (Red: a1 b1 c1 a2 b2 a3)\n# setup\tgames\tscore\n";
    for (setup, wins, games) in &rows {
        text += &format!("{}\t{games}\t{:.4}\n", setup.digits(), *wins as f64 / *games as f64);
    }
    let mut out = io::stdout().lock();
    writeln!(out, "best setups (Red's a1 b1 c1 a2 b2 a3):")?;
    for (setup, wins, games) in rows.iter().take(10) {
        writeln!(out, "  {}  {:.1}%", setup.digits(), 100.0 * *wins as f64 / *games as f64)?;
    }
    writeln!(
        out,
        "worst: {}  {:.1}%",
        rows[rows.len() - 1].0.digits(),
        100.0 * rows[rows.len() - 1].1 as f64 / rows[rows.len() - 1].2 as f64
    )?;
    if let Some(path) = &args.write {
        std::fs::write(path, text)?;
        writeln!(out, "wrote {}", path.display())?;
    }
    Ok(())
}
