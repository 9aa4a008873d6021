//! `zabel-lab bench`: random playouts and legal-move generations per second on
//! one core, as the median of several runs (these machines are noisy).

use std::hint::black_box;
use std::io::{self, Write};
use std::time::{Duration, Instant};
use zabel_core::einstein::DicePosition;

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use zabel_core::ai::einstein::levels::Level;
use zabel_core::ai::einstein::random::{playout, roll_for};
use zabel_core::ai::{Budget, Cancel};
use zabel_core::einstein::{Die, Position, Roll, Setup, Side};
use zabel_core::quattro;

#[derive(clap::Args)]
pub struct Args {
    /// How many timed runs; the median is reported.
    #[arg(long, default_value_t = 7)]
    runs: usize,
    /// Length of one run in milliseconds.
    #[arg(long, default_value_t = 500)]
    millis: u64,
    /// Instead: time per move, memory and cancellation of this level.
    #[arg(long, value_parser = zabel_cli::levels::parse_level)]
    level: Option<u8>,
    /// Moves to time with --level.
    #[arg(long, default_value_t = 60)]
    moves: usize,
    /// Instead: record this many games in a fresh store and time it.
    #[arg(long)]
    store: Option<usize>,
    /// Instead: review this many games of level 8 against level 7 under
    /// several analysis budgets: time per game, and how far each side's
    /// totals land from the largest budget's.
    #[arg(long)]
    reviews: Option<usize>,
}

pub fn run(args: &Args) -> io::Result<()> {
    if args.runs == 0 || args.millis == 0 {
        return Err(io::Error::new(io::ErrorKind::InvalidInput, "--runs and --millis must be at least 1"));
    }
    if let Some(games) = args.store {
        return bench_store(games);
    }
    if let Some(games) = args.reviews {
        return bench_reviews(games);
    }
    if let Some(level) = args.level {
        return bench_level(
            zabel_core::ai::einstein::levels::by_number(level).expect("checked by the argument parser"),
            args.moves,
        );
    }
    let length = Duration::from_millis(args.millis);
    let start = Position::start(Setup::ordered(), Setup::ordered(), Side::Red);

    let mut rng = SmallRng::seed_from_u64(1);
    let playouts = measure(args.runs, length, || {
        black_box(playout(black_box(start), &mut rng));
    });
    report("random playouts from the start position", &playouts)?;

    for seating in [quattro::Seating::Diagonal, quattro::Seating::Trio] {
        let start = quattro::Position::start(seating, [Setup::ordered(); 4], quattro::Seat::T)
            .expect("the ordered start is a position");
        let playouts = measure(args.runs, length, || {
            black_box(zabel_core::ai::quattro::playout(black_box(start), &mut rng));
        });
        report(&format!("random playouts on 6×6, {seating}"), &playouts)?;
    }

    let samples = sample_positions(4096);
    let mut next = 0;
    let generations = measure(args.runs, length, || {
        let (position, roll) = &samples[next % samples.len()];
        next += 1;
        black_box(black_box(position).legal_moves(*roll).expect("sampled from running games"));
    });
    report("legal-move generations", &generations)?;

    let tafl = tafl_sample_positions(4096);
    let mut next = 0;
    let generations = measure(args.runs, length, || {
        next += 1;
        black_box(black_box(&tafl[next % tafl.len()]).legal_moves());
    });
    report("Königszabel legal-move generations", &generations)?;
    let mut next = 0;
    let plays = measure(args.runs, length, || {
        next += 1;
        let mut position = tafl[next % tafl.len()];
        let mv = position.legal_moves()[next % 7 % position.count_moves().max(1) as usize];
        black_box(position.play_unchecked(mv));
    });
    report("Königszabel moves generated and played", &plays)?;
    Ok(())
}

/// Positions from random Königszabel games, shieldwall on in every other.
fn tafl_sample_positions(count: usize) -> Vec<zabel_core::tafl::Position> {
    let mut rng = SmallRng::seed_from_u64(2);
    let mut samples = Vec::with_capacity(count);
    while samples.len() < count {
        let mut game = zabel_core::tafl::Game::new(zabel_core::tafl::Rules { shieldwall: samples.len() % 2 == 1 });
        while !game.is_over() && samples.len() < count {
            let moves = game.position().legal_moves();
            game.play(moves[rng.random_range(0..moves.len())]).expect("a listed move is legal");
            if !game.is_over() {
                samples.push(*game.position());
            }
        }
    }
    samples
}

/// Seconds per move of a level on positions from real games, its peak
/// memory, and how fast a cancelled search returns.
fn bench_level(level: &Level, moves: usize) -> io::Result<()> {
    let samples = sample_positions(moves.max(1) * 7);
    let samples: Vec<_> = samples.iter().step_by(7).take(moves.max(1)).collect();
    let mut engine = level.engine(1);
    let (mut seconds, mut nodes): (Vec<f64>, Vec<u64>) = samples
        .iter()
        .map(|(position, roll)| {
            let began = Instant::now();
            let decision = black_box(
                engine.decide(position, *roll, &level.budget, &Cancel::new()).expect("sampled from running games"),
            );
            (began.elapsed().as_secs_f64(), decision.nodes)
        })
        .unzip();
    seconds.sort_by(f64::total_cmp);
    nodes.sort_unstable();
    let median = seconds[seconds.len() / 2];
    let worst = seconds[seconds.len() - 1];
    writeln!(
        io::stdout(),
        "level {} ({}): per move median {:.4} s, worst {:.4} s over {} positions",
        level.number,
        level.name(zabel_core::text::Language::English),
        median,
        worst,
        seconds.len()
    )?;
    writeln!(
        io::stdout(),
        "nodes per move: median {}, most {}, total {}",
        nodes[nodes.len() / 2],
        nodes[nodes.len() - 1],
        nodes.iter().sum::<u64>()
    )?;
    writeln!(io::stdout(), "peak memory (VmHWM): {}", peak_memory().unwrap_or_else(|| "unknown".to_owned()))?;

    let start = Position::start(Setup::ordered(), Setup::ordered(), Side::Red);
    let level = *level;
    let mut latencies = cancel_latencies(move |cancel| {
        let _ = level.engine(2).decide(&start, Die::new(3), &Budget { nodes: u64::MAX, time: None }, &cancel);
    });
    latencies.sort_by(f64::total_cmp);
    writeln!(
        io::stdout(),
        "cancellation: returned {:.2} ms (median of 5) after cancel, worst {:.2} ms",
        latencies[2],
        latencies[4]
    )?;
    Ok(())
}

/// Reviews `count` games of level 8 against level 7 under each budget.
fn bench_reviews(count: usize) -> io::Result<()> {
    use crate::duplicate_dice as arena;
    use zabel_core::ai::einstein::{analysis, levels};
    let (top, master) = (levels::by_number(8).expect("level 8"), levels::by_number(7).expect("level 7"));
    let games: Vec<_> = (1..=count as u64)
        .map(|seed| {
            let (mut red, mut blue) = (top.engine(seed), master.engine(seed + 1));
            arena::play_game([red.as_mut(), blue.as_mut()], [&top.budget, &master.budget], seed)
                .expect("levels play legal moves")
        })
        .collect();
    // Each side's total given away and the dice's net effect, per game.
    let totals = |game: &zabel_core::einstein::Game, plies: &[analysis::PlyReview]| {
        let mut sums = [[0.0; 2]; 2];
        for (ply, position) in plies.iter().zip(game.positions()) {
            let side = position.turn().index();
            sums[side][0] += ply.loss;
            sums[side][1] += ply.luck;
        }
        sums
    };
    let budgets = [3_000_000, 1_000_000, analysis::ANALYSIS_BUDGET.nodes, 100_000];
    let mut reference = Vec::new();
    for nodes in budgets {
        let budget = Budget::nodes(nodes);
        let shipped = if budget == analysis::ANALYSIS_BUDGET { " (shipped)" } else { "" };
        let mut seconds = Vec::new();
        let (mut decisions, mut luck) = (0.0f64, 0.0f64);
        for (index, game) in games.iter().enumerate() {
            let began = Instant::now();
            let plies = analysis::review_with(game, &budget, &Cancel::new(), |_, _| {}).expect("a played game");
            seconds.push(began.elapsed().as_secs_f64());
            let sums = totals(game, &plies);
            if reference.len() < games.len() {
                reference.push(sums);
            }
            for side in 0..2 {
                decisions = decisions.max((sums[side][0] - reference[index][side][0]).abs());
                luck = luck.max((sums[side][1] - reference[index][side][1]).abs());
            }
        }
        seconds.sort_by(f64::total_cmp);
        writeln!(
            io::stdout(),
            "{} nodes{shipped}: per game median {:.1} s, worst {:.1} s; furthest from the first budget: decisions {:.1} points, dice {:.1} points",
            grouped(nodes as f64),
            seconds[seconds.len() / 2],
            seconds[seconds.len() - 1],
            100.0 * decisions,
            100.0 * luck
        )?;
    }
    Ok(())
}

/// How long searches without a budget take to return once cancelled after
/// 100 ms, five times, in milliseconds.
pub fn cancel_latencies(search: impl Fn(Cancel) + Clone + Send + 'static) -> Vec<f64> {
    (0..5)
        .map(|_| {
            let cancel = Cancel::new();
            let (sender, receiver) = std::sync::mpsc::channel();
            let worker = {
                let (cancel, search) = (cancel.clone(), search.clone());
                std::thread::spawn(move || {
                    search(cancel);
                    let _ = sender.send(Instant::now());
                })
            };
            std::thread::sleep(Duration::from_millis(100));
            let cancelled = Instant::now();
            cancel.cancel();
            let returned = receiver.recv().expect("the search returns");
            worker.join().expect("no panic");
            returned.saturating_duration_since(cancelled).as_secs_f64() * 1000.0
        })
        .collect()
}

/// Records `count` random finished games into a fresh store: time per game
/// (flush and backup included), opening, listing, disk size.
fn bench_store(count: usize) -> io::Result<()> {
    use zabel_core::game::{GameState, PlayerKind, Seat, Variant};

    use zabel_core::store::{NewGame, Rated, Store};
    let dir = std::env::temp_dir().join(format!("zabel-bench-store-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let mut out = io::stdout().lock();
    let mut rng = SmallRng::seed_from_u64(3);
    let mut times = Vec::with_capacity(count);
    {
        let (store, _) = Store::open(&dir).map_err(io::Error::other)?;
        for i in 0..count {
            let mut mover = zabel_core::ai::einstein::random::RandomMover::new(i as u64);
            let mut other = zabel_core::ai::einstein::random::RandomMover::new(i as u64 + 1);
            let game = crate::duplicate_dice::play_game([&mut mover, &mut other], [&Budget::nodes(1); 2], rng.random())
                .map_err(|(_, e)| io::Error::other(e))?;
            let ending = GameState::ending(&game).expect("finished");
            let new = NewGame {
                variant: Variant::Einstein,
                finished_at: 1_700_000_000 + i as u64,
                record: game.to_record(),
                players: vec![PlayerKind::Human, PlayerKind::Computer { level: 4 }],
                rated: Some(Rated {
                    opponent_level: 4,
                    opponent_rating: 1381.0,
                    advantage: 23.0,
                    score: ending.score(Seat(0)).expect("two seats"),
                }),
                ending,
            };
            let began = Instant::now();
            store.record_game(new).map_err(io::Error::other)?;
            times.push(began.elapsed().as_secs_f64());
        }
    }
    let median = |v: &mut Vec<f64>| {
        v.sort_by(f64::total_cmp);
        v[v.len() / 2]
    };
    let last_tenth: Vec<f64> = times[count - count / 10..].to_vec();
    writeln!(
        out,
        "record a finished game (transaction + flush + backup): median {:.2} ms, median of the last tenth {:.2} ms",
        1000.0 * median(&mut times.clone()),
        1000.0 * median(&mut last_tenth.clone())
    )?;
    let began = Instant::now();
    let (store, _) = Store::open(&dir).map_err(io::Error::other)?;
    writeln!(out, "open a store with {count} games: {:.3} s", began.elapsed().as_secs_f64())?;
    let mut listing: Vec<f64> = (0..9)
        .map(|_| {
            let began = Instant::now();
            black_box(store.games(50, None).expect("readable"));
            began.elapsed().as_secs_f64()
        })
        .collect();
    writeln!(out, "list the last 50 games: median {:.2} ms", 1000.0 * median(&mut listing))?;
    drop(store);
    let size = |path: &std::path::Path| -> u64 { walk_size(path) };
    let db = size(&dir.join("db"));
    let backups = size(&dir.join("backups"));
    writeln!(
        out,
        "disk: database {:.1} MB ({:.0} bytes per game), backups {:.1} MB",
        db as f64 / 1e6,
        db as f64 / count as f64,
        backups as f64 / 1e6
    )?;
    let _ = std::fs::remove_dir_all(&dir);
    Ok(())
}

fn walk_size(path: &std::path::Path) -> u64 {
    match std::fs::read_dir(path) {
        Ok(entries) => entries.filter_map(Result::ok).map(|e| walk_size(&e.path())).sum(),
        Err(_) => std::fs::metadata(path).map_or(0, |m| m.len()),
    }
}

fn peak_memory() -> Option<String> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    status.lines().find_map(|line| line.strip_prefix("VmHWM:")).map(|v| v.trim().to_owned())
}

/// Rates per second of `work`, one per run, sorted.
fn measure(runs: usize, length: Duration, mut work: impl FnMut()) -> Vec<f64> {
    let mut rates: Vec<f64> = (0..runs)
        .map(|_| {
            let began = Instant::now();
            let mut done = 0u64;
            while began.elapsed() < length {
                for _ in 0..256 {
                    work();
                }
                done += 256;
            }
            done as f64 / began.elapsed().as_secs_f64()
        })
        .collect();
    rates.sort_by(f64::total_cmp);
    rates
}

fn report(what: &str, rates: &[f64]) -> io::Result<()> {
    let median = rates[rates.len() / 2];
    writeln!(
        io::stdout(),
        "{what}: median {} per second (min {}, max {}, {} runs)",
        grouped(median),
        grouped(rates[0]),
        grouped(rates[rates.len() - 1]),
        rates.len()
    )
}

fn grouped(rate: f64) -> String {
    let digits = format!("{:.0}", rate);
    let mut text = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            text.push(',');
        }
        text.push(c);
    }
    text
}

/// Positions and rolls met in random games, for a realistic mix.
fn sample_positions(count: usize) -> Vec<(Position, Roll)> {
    let mut rng = SmallRng::seed_from_u64(2);
    let mut samples = Vec::with_capacity(count);
    while samples.len() < count {
        let mut position = Position::start(Setup::random(&mut rng), Setup::random(&mut rng), Side::Red);
        while !position.is_over() {
            let roll = roll_for(&position, &mut rng);
            samples.push((position, roll));
            let moves = position.legal_moves(roll).expect("running game");
            position.play_unchecked(&moves[rng.random_range(0..moves.len())]);
        }
    }
    samples.truncate(count);
    samples
}
