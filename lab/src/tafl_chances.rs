//! `zabel-lab tafl chances`: fits the curve that turns the analyst's value
//! of a Königszabel position into the mover's chance to win, to the results
//! of self-play games (`tafl-games`), and prints how well it is calibrated
//! on games it was not fitted to. The curve is logistic in the value with
//! one offset per side to move, so the side's advantage is part of it.

use std::io;
use std::path::PathBuf;

use zabel_core::ai::Engine;
use zabel_core::ai::tafl::analysis::{self, Chances, INPUTS, men_on_board};
use zabel_core::ai::{Budget, Cancel};
use zabel_core::tafl::{Game, Position, Side};

use crate::tafl_games::{self, Sample};

#[derive(clap::Args)]
pub struct Args {
    /// Data from `zabel-lab tafl games`.
    #[arg(long)]
    games: PathBuf,
    /// Value both plies of every this many moves of a game, so that each
    /// side is seen to move (neighbouring positions say much the same);
    /// each game's first two positions are valued whatever this says.
    #[arg(long, default_value_t = 4)]
    every: usize,
    /// Keep the valued positions here, one line as each is valued, and
    /// read them back: valuing takes an hour, fitting a moment, and a
    /// stopped run continues where it was.
    #[arg(long)]
    values: Option<PathBuf>,
    /// Write the fitted curve here (core/data/koenigszabel-chances.tsv ships it).
    #[arg(long)]
    write: Option<PathBuf>,
}

/// A position as the fit sees it: the analyst's value for the mover, who
/// moves, the men on the board, and how the game ended for the mover
/// (1, ½, 0).
#[derive(Clone, Copy, Debug)]
pub struct Point {
    pub value: i32,
    pub mover: Side,
    pub men: u32,
    pub result: f64,
    pub game: usize,
}

impl Point {
    fn at(sample: &Sample, value: i32) -> io::Result<Point> {
        let position: Position = sample.position.parse().map_err(io::Error::other)?;
        let mover = position.turn();
        let result = if mover == Side::Attackers { sample.attackers_score } else { 1.0 - sample.attackers_score };
        Ok(Point { value, mover, men: men_on_board(&position), result, game: sample.game })
    }

    fn chance(&self, chances: &Chances) -> f64 {
        chances.for_mover(self.value, self.mover, self.men)
    }

    fn attackers_chance(&self, chances: &Chances) -> f64 {
        if self.mover == Side::Attackers { self.chance(chances) } else { 1.0 - self.chance(chances) }
    }
}

/// Nodes for one position's value: the analyst's depth, as hints search it.
const NODES: u64 = 1_500_000;

fn value(position: Position) -> io::Result<i32> {
    let decision = analysis::analyst()
        .decide(&Game::from_position(position), (), &Budget::nodes(NODES), &Cancel::new())
        .map_err(io::Error::other)?;
    Ok((decision.scores[0].1 * 100.0).round() as i32)
}

fn point(sample: &Sample) -> io::Result<Point> {
    Point::at(sample, value(sample.position.parse().map_err(io::Error::other)?)?)
}

/// The values kept by an earlier run, one line per position of `chosen`,
/// in the same order (`game<TAB>mover<TAB>value<TAB>result`).
fn read_values(path: &std::path::Path, chosen: &[&Sample]) -> io::Result<Vec<Point>> {
    let bad = |line: &str| io::Error::new(io::ErrorKind::InvalidData, format!("{}: '{line}'", path.display()));
    let text = std::fs::read_to_string(path)?;
    if text.lines().count() > chosen.len() {
        let error = format!("{} holds more positions than these games give", path.display());
        return Err(io::Error::new(io::ErrorKind::InvalidData, error));
    }
    text.lines()
        .zip(chosen)
        .map(|(line, sample)| {
            let fields: Vec<&str> = line.split('\t').collect();
            let [game, _, value, _] = fields[..] else { return Err(bad(line)) };
            if game.parse::<usize>().ok() != Some(sample.game) {
                return Err(bad(line));
            }
            Point::at(sample, value.parse().map_err(|_| bad(line))?)
        })
        .collect()
}

fn features(point: &Point) -> [f64; INPUTS] {
    Chances::inputs(point.value, point.mover, point.men)
}

/// Maximum likelihood by Newton's method, one weight per input of
/// [`Chances::inputs`]. Found wins and losses are certain and left out.
pub fn fit(points: &[Point]) -> io::Result<Chances> {
    let points: Vec<&Point> = points.iter().filter(|point| Chances::certain(point.value).is_none()).collect();
    for side in Side::BOTH {
        if !points.iter().any(|point| point.mover == side) {
            let why = format!("no position with the {side} to move: their offset cannot be fitted");
            return Err(io::Error::new(io::ErrorKind::InvalidData, why));
        }
    }
    let loss = |theta: &[f64; INPUTS]| -> f64 {
        points
            .iter()
            .map(|point| {
                let x: f64 = features(point).iter().zip(theta).map(|(z, t)| z * t).sum();
                // log(1 + e^x) − y·x, written so that large |x| stays finite.
                x.max(0.0) + (-x.abs()).exp().ln_1p() - point.result * x
            })
            .sum::<f64>()
            + RIDGE * theta.iter().map(|t| t * t).sum::<f64>()
    };
    let mut theta = [0.0; INPUTS];
    theta[0] = 0.5;
    let mut current = loss(&theta);
    for _ in 0..100 {
        let mut gradient = theta.map(|t| 2.0 * RIDGE * t);
        let mut hessian = [[0.0; INPUTS]; INPUTS];
        for (index, row) in hessian.iter_mut().enumerate() {
            row[index] = 2.0 * RIDGE;
        }
        for point in &points {
            let z = features(point);
            let p = sigmoid(z.iter().zip(&theta).map(|(z, t)| z * t).sum());
            for ((gradient, row), zi) in gradient.iter_mut().zip(&mut hessian).zip(z) {
                *gradient += (p - point.result) * zi;
                for (entry, zj) in row.iter_mut().zip(z) {
                    *entry += p * (1.0 - p) * zi * zj;
                }
            }
        }
        let step = solve(hessian, gradient);
        // Newton's step, halved until it does not make the fit worse.
        let mut scale = 1.0;
        let mut improved = None;
        while scale > 1e-6 {
            let candidate: [f64; INPUTS] = std::array::from_fn(|i| theta[i] - scale * step[i]);
            let value = loss(&candidate);
            if value.is_finite() && value <= current {
                improved = Some((candidate, value));
                break;
            }
            scale /= 2.0;
        }
        let Some((next, value)) = improved else { break };
        let converged = current - value < 1e-10 * current.abs().max(1.0);
        (theta, current) = (next, value);
        if converged {
            break;
        }
    }
    Ok(Chances { weights: theta })
}

/// A little L2 pull towards zero, so that a side seen in few positions
/// keeps a finite offset.
const RIDGE: f64 = 1e-3;

fn sigmoid(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

/// Gaussian elimination with partial pivoting; the Hessian is positive definite.
fn solve(mut a: [[f64; INPUTS]; INPUTS], mut b: [f64; INPUTS]) -> [f64; INPUTS] {
    for column in 0..INPUTS {
        let pivot =
            (column..INPUTS).max_by(|&x, &y| a[x][column].abs().total_cmp(&a[y][column].abs())).unwrap_or(column);
        a.swap(column, pivot);
        b.swap(column, pivot);
        let pivot_row = a[column];
        for row in column + 1..INPUTS {
            let factor = a[row][column] / pivot_row[column];
            for (entry, above) in a[row][column..].iter_mut().zip(&pivot_row[column..]) {
                *entry -= factor * above;
            }
            b[row] -= factor * b[column];
        }
    }
    let mut x = [0.0; INPUTS];
    for row in (0..INPUTS).rev() {
        let rest: f64 = (row + 1..INPUTS).map(|k| a[row][k] * x[k]).sum();
        x[row] = (b[row] - rest) / a[row][row];
    }
    x
}

/// Predicted against observed, by tenths of the predicted chance.
pub fn calibration(chances: &Chances, points: &[Point]) -> Vec<(usize, f64, f64)> {
    let mut deciles = vec![(0usize, 0.0, 0.0); 10];
    for point in points {
        let predicted = point.chance(chances);
        let decile = &mut deciles[((predicted * 10.0) as usize).min(9)];
        decile.0 += 1;
        decile.1 += predicted;
        decile.2 += point.result;
    }
    deciles
        .into_iter()
        .map(|(count, predicted, observed)| {
            let n = count.max(1) as f64;
            (count, predicted / n, observed / n)
        })
        .collect()
}

fn log_loss(points: &[Point], predict: impl Fn(&Point) -> f64) -> f64 {
    let total: f64 = points
        .iter()
        .map(|point| {
            let p = predict(point).clamp(1e-6, 1.0 - 1e-6);
            -(point.result * p.ln() + (1.0 - point.result) * (1.0 - p).ln())
        })
        .sum();
    total / points.len().max(1) as f64
}

/// The mean result with each side to move: what knowing only who moves predicts.
fn side_means(points: &[Point]) -> [f64; 2] {
    Side::BOTH.map(|side| {
        let results: Vec<f64> = points.iter().filter(|point| point.mover == side).map(|point| point.result).collect();
        results.iter().sum::<f64>() / results.len().max(1) as f64
    })
}

/// The positions to value: both plies of every `every`-th move, and each
/// game's first two positions, where the players took over from the random
/// opening. Without them the curve never sees a board as early as the
/// start it is judged at, and the evaluation's value climbs in the first
/// moves while the chances do not (docs/ai.md, "The evaluation refitted
/// on odds games").
fn chosen<'a>(samples: &'a [Sample], every: usize, opening: &impl Fn(&Sample) -> bool) -> Vec<&'a Sample> {
    samples.iter().filter(|sample| opening(sample) || (sample.ply / 2) % every.max(1) == 0).collect()
}

/// Whether a sample is one of its game's first two positions.
fn openings(samples: &[Sample]) -> impl Fn(&Sample) -> bool {
    let mut first_ply = std::collections::HashMap::new();
    for sample in samples {
        let first = first_ply.entry(sample.game).or_insert(sample.ply);
        *first = sample.ply.min(*first);
    }
    move |sample| sample.ply < first_ply[&sample.game] + 2
}

pub fn run(args: &Args) -> io::Result<()> {
    let (player, samples) = tafl_games::read(&args.games)?;
    let opening = openings(&samples);
    let chosen = chosen(&samples, args.every, &opening);
    println!("valuing {} of {} positions of {player}'s games …", chosen.len(), samples.len());
    let mut points = match &args.values {
        Some(path) if path.exists() => read_values(path, &chosen)?,
        _ => Vec::new(),
    };
    let mut kept = match &args.values {
        Some(path) => Some(std::fs::OpenOptions::new().create(true).append(true).open(path)?),
        None => None,
    };
    for sample in &chosen[points.len()..] {
        let point = point(sample)?;
        if let Some(file) = &mut kept {
            use std::io::Write;
            writeln!(file, "{}\t{}\t{}\t{}", point.game, point.mover.letter(), point.value, point.result)?;
        }
        points.push(point);
        if points.len() % 1000 == 0 {
            println!("{} valued", points.len());
        }
    }
    let games: std::collections::BTreeMap<usize, f64> =
        samples.iter().map(|sample| (sample.game, sample.attackers_score)).collect();
    let balance = games.values().sum::<f64>() / games.len().max(1) as f64;
    // Fitted to the even games, judged on the odd ones.
    let (train, test): (Vec<Point>, Vec<Point>) = points.iter().partition(|point| point.game % 2 == 0);
    let held_out = fit(&train)?;
    let means = side_means(&train);
    // Draws score ½, so even a perfect curve keeps some loss: the fair
    // comparison is knowing only who moves.
    println!(
        "fitted to {} positions of the even games, judged on {} of the odd: log-loss {:.4} \
         (knowing only who moves: {:.4}; a constant 50%: {:.4})",
        train.len(),
        test.len(),
        log_loss(&test, |point| point.chance(&held_out)),
        log_loss(&test, |point| means[usize::from(point.mover == Side::Defenders)]),
        std::f64::consts::LN_2
    );
    println!("| predicted | positions | mean predicted | observed |\n|---|---|---|---|");
    for (decile, (count, predicted, observed)) in calibration(&held_out, &test).into_iter().enumerate() {
        println!(
            "| {}–{}% | {count} | {:.1}% | {:.1}% |",
            decile * 10,
            decile * 10 + 10,
            100.0 * predicted,
            100.0 * observed
        );
    }
    let chances = fit(&points)?;
    let start = Position::start(Default::default());
    let first: Vec<f64> = chosen
        .iter()
        .zip(&points)
        .filter(|(sample, _)| opening(sample))
        .map(|(_, point)| point.attackers_chance(&chances))
        .collect();
    println!(
        "all {} positions: {chances:?}; the start gives the attackers {:.1}%, the games' first positions {:.1}%, \
         their games scored {:.1}% ({} games)",
        points.len(),
        100.0 * chances.for_mover(value(start)?, Side::Attackers, men_on_board(&start)),
        100.0 * first.iter().sum::<f64>() / first.len().max(1) as f64,
        100.0 * balance,
        games.len()
    );
    if let Some(path) = &args.write {
        let header = format!(
            "# The analyst's value as the mover's chance to win, fitted to {} positions of {} games of {player} \
             (zabel-lab tafl chances --games … --every {} --write …; docs/ai.md)\n",
            points.len(),
            games.len(),
            args.every
        );
        std::fs::write(path, header + &chances.to_table())?;
        println!("wrote {}", path.display());
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::rngs::SmallRng;
    use rand::{Rng, SeedableRng};

    #[test]
    fn each_games_first_two_positions_are_valued_besides_every_tenth_move() {
        // Games that begin after a random opening of four plies, and one of six.
        let games = [(0, 4..60), (1, 4..30), (2, 6..40)];
        let samples: Vec<Sample> = games
            .into_iter()
            .flat_map(|(game, plies)| {
                plies.map(move |ply| Sample { game, ply, position: String::new(), attackers_score: 0.5 })
            })
            .collect();
        let picked: Vec<(usize, usize)> =
            chosen(&samples, 10, &openings(&samples)).iter().map(|sample| (sample.game, sample.ply)).collect();
        assert_eq!(
            picked,
            [
                (0, 4),
                (0, 5),
                (0, 20),
                (0, 21),
                (0, 40),
                (0, 41),
                (1, 4),
                (1, 5),
                (1, 20),
                (1, 21),
                (2, 6),
                (2, 7),
                (2, 20),
                (2, 21)
            ]
        );
    }

    #[test]
    fn the_fit_finds_the_curve_the_results_were_drawn_from() {
        // Values that say more as the board empties, and a side's edge that
        // shrinks: the shape the games showed.
        let truth = Chances { weights: [0.9, -1.0, 0.5, -0.6, 0.8, -0.4] };
        let mut rng = SmallRng::seed_from_u64(3);
        let points: Vec<Point> = (0..60_000)
            .map(|game| {
                let mover = if rng.random() { Side::Attackers } else { Side::Defenders };
                let (value, men) = (rng.random_range(-400..400), rng.random_range(0..=36));
                let result = f64::from(u8::from(rng.random::<f64>() < truth.for_mover(value, mover, men)));
                Point { value, mover, men, result, game }
            })
            .collect();
        let fitted = fit(&points).unwrap();
        for (fitted, true_weight) in fitted.weights.iter().zip(truth.weights) {
            assert!((fitted - true_weight).abs() < 0.15, "{fitted:?} vs {truth:?}");
        }
        for (count, predicted, observed) in calibration(&fitted, &points) {
            assert!(count < 200 || (predicted - observed).abs() < 0.05, "{predicted} vs {observed} over {count}");
        }
        // A found win is certain whatever the curve says.
        assert_eq!(fitted.for_mover(999_990, Side::Attackers, 20), 1.0);
        // Lopsided values that always came true leave the fit finite.
        let lopsided: Vec<Point> = (0..2000)
            .map(|game| {
                let mover = if game % 2 == 0 { Side::Attackers } else { Side::Defenders };
                let value = if game % 4 < 2 { 5000 } else { -5000 };
                Point { value, mover, men: (game % 37) as u32, result: f64::from(u8::from(value > 0)), game }
            })
            .collect();
        let steep = fit(&lopsided).unwrap();
        assert!(steep.weights.iter().all(|weight| weight.is_finite()), "{steep:?}");
        assert!(steep.for_mover(5000, Side::Defenders, 20) > 0.99, "{steep:?}");
        // Without a position of one side to move, its offset is unknown, and said so.
        let attackers_only: Vec<Point> = points.into_iter().filter(|point| point.mover == Side::Attackers).collect();
        assert!(fit(&attackers_only).unwrap_err().to_string().contains("defenders to move"));
    }
}
