//! `zabel bench`: random playouts and legal-move generations per second on
//! one core, as the median of several runs (these machines are noisy).

use std::hint::black_box;
use std::io;
use std::time::{Duration, Instant};

use rand::{Rng, SeedableRng};
use rand::rngs::SmallRng;
use zabel_core::ai::random::{playout, roll_for};
use zabel_core::einstein::{Position, Roll, Setup, Side};

#[derive(clap::Args)]
pub struct Args {
    /// How many timed runs; the median is reported.
    #[arg(long, default_value_t = 7)]
    runs: usize,
    /// Length of one run in milliseconds.
    #[arg(long, default_value_t = 500)]
    millis: u64,
}

pub fn run(args: &Args) -> io::Result<()> {
    if args.runs == 0 || args.millis == 0 {
        return Err(io::Error::new(io::ErrorKind::InvalidInput, "--runs and --millis must be at least 1"));
    }
    let length = Duration::from_millis(args.millis);
    let start = Position::start(Setup::ordered(), Setup::ordered(), Side::Red);

    let mut rng = SmallRng::seed_from_u64(1);
    let playouts = measure(args.runs, length, || {
        black_box(playout(black_box(start), &mut rng));
    });
    report("random playouts from the start position", &playouts);

    let samples = sample_positions(4096);
    let mut next = 0;
    let generations = measure(args.runs, length, || {
        let (position, roll) = &samples[next % samples.len()];
        next += 1;
        black_box(black_box(position).legal_moves(*roll).expect("sampled from running games"));
    });
    report("legal-move generations", &generations);
    Ok(())
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

fn report(what: &str, rates: &[f64]) {
    let median = rates[rates.len() / 2];
    println!(
        "{what}: median {} per second (min {}, max {}, {} runs)",
        grouped(median),
        grouped(rates[0]),
        grouped(rates[rates.len() - 1]),
        rates.len()
    );
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
