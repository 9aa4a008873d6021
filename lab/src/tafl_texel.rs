//! `zabel-lab tafl texel`: fits the learned evaluation's weights to the
//! outcomes of self-play games (the Texel method): a logistic regression of
//! each quiet position's result on its features, the defenders' score
//! (draws ½) against σ(features · weights), with L2 regularisation, by
//! Newton's method. Whole games are held out for validation, since the
//! positions of one game share its result and would flatter the fit.

use std::io;
use std::path::PathBuf;

use zabel_core::ai::tafl::eval::{self, WEIGHTS};
use zabel_core::ai::tafl::features::{self, COUNT};
use zabel_core::ai::tafl::learned::{LearnedWeights, SCALE};
use zabel_core::tafl::{Position, Side};

use crate::tafl_games;

#[derive(clap::Args)]
pub struct Args {
    /// Files written by `zabel-lab tafl games`. The first file's constant
    /// is the one shipped; each further file's games get a constant of
    /// their own, since the results of odds games say who played as much
    /// as what the position was.
    #[arg(long, num_args = 1.., required = true)]
    games: Vec<PathBuf>,
    /// The weights file to write (core/data/koenigszabel-eval.tsv ships).
    #[arg(long)]
    out: PathBuf,
    /// L2 penalty on every weight but the constant, per position (logit units).
    #[arg(long, default_value_t = 1e-4)]
    l2: f64,
    /// Every game whose index is a multiple of this is held out for validation.
    #[arg(long, default_value_t = 10)]
    validate_every: usize,
}

/// Positions as rows of features, each with the defenders' score in its game.
/// The last `sources` columns say which further file a position came from:
/// constants of their own, never penalised.
#[derive(Default)]
pub struct Dataset {
    pub rows: Vec<Vec<f64>>,
    pub targets: Vec<f64>,
    pub sources: usize,
}

impl Dataset {
    fn push(&mut self, row: Vec<f64>, target: f64) {
        self.rows.push(row);
        self.targets.push(target);
    }

    fn len(&self) -> usize {
        self.targets.len()
    }
}

fn sigmoid(logit: f64) -> f64 {
    1.0 / (1.0 + (-logit).exp())
}

fn dot(row: &[f64], weights: &[f64]) -> f64 {
    row.iter().zip(weights).map(|(x, w)| x * w).sum()
}

/// The mean log-loss of predicting `probability(row)` for each position.
pub fn log_loss(data: &Dataset, probability: impl Fn(&[f64]) -> f64) -> f64 {
    const FLOOR: f64 = 1e-12;
    let total: f64 = data
        .rows
        .iter()
        .zip(&data.targets)
        .map(|(row, &target)| {
            let p = probability(row).clamp(FLOOR, 1.0 - FLOOR);
            -(target * p.ln() + (1.0 - target) * (1.0 - p).ln())
        })
        .sum();
    total / data.len() as f64
}

/// The logit weights minimising log-loss + l2/2·|w|² (the constants, the
/// first weight and the sources', unpenalised): Newton steps, halved while
/// they do not improve.
pub fn fit(data: &Dataset, l2: f64) -> Vec<f64> {
    let width = data.rows.first().map_or(0, Vec::len);
    let penalised = |i: usize| i > 0 && i + data.sources < width;
    let penalty = |weights: &[f64]| {
        l2 / 2.0 * weights.iter().enumerate().filter(|(i, _)| penalised(*i)).map(|(_, w)| w * w).sum::<f64>()
    };
    let objective = |weights: &[f64]| log_loss(data, |row| sigmoid(dot(row, weights))) + penalty(weights);
    let mut weights = vec![0.0; width];
    let mut current = objective(&weights);
    for _ in 0..50 {
        let mut gradient = vec![0.0; width];
        // The lower triangle: the matrix is symmetric.
        let mut lower = vec![vec![0.0; width]; width];
        for (row, &target) in data.rows.iter().zip(&data.targets) {
            let p = sigmoid(dot(row, &weights));
            let curvature = p * (1.0 - p);
            for (i, &xi) in row.iter().enumerate().filter(|(_, x)| **x != 0.0) {
                gradient[i] += (p - target) * xi;
                for (j, &xj) in row.iter().enumerate().take(i + 1) {
                    lower[i][j] += curvature * xi * xj;
                }
            }
        }
        let n = data.len() as f64;
        for (i, (slope, weight)) in gradient.iter_mut().zip(&weights).enumerate() {
            *slope = *slope / n + if penalised(i) { l2 * weight } else { 0.0 };
        }
        // The constants get a whisker of curvature too, so that a data set
        // with a feature that never varies still has a solvable system.
        let ridge = |i: usize| if penalised(i) { l2 } else { 1e-12 };
        let hessian: Vec<Vec<f64>> = (0..width)
            .map(|i| (0..width).map(|j| lower[i.max(j)][i.min(j)] / n + if i == j { ridge(i) } else { 0.0 }).collect())
            .collect();
        let step = solve(hessian, gradient);
        let mut scale = 1.0;
        loop {
            let tried: Vec<f64> = weights.iter().zip(&step).map(|(w, s)| w - scale * s).collect();
            let value = objective(&tried);
            if value <= current {
                let gain = current - value;
                weights = tried;
                current = value;
                if gain < 1e-10 {
                    return weights;
                }
                break;
            }
            scale /= 2.0;
            if scale < 1e-6 {
                return weights;
            }
        }
    }
    weights
}

/// Solves `matrix · x = vector` for a symmetric positive definite matrix
/// (Cholesky).
fn solve(mut matrix: Vec<Vec<f64>>, vector: Vec<f64>) -> Vec<f64> {
    let n = vector.len();
    for j in 0..n {
        let diagonal = (matrix[j][j] - (0..j).map(|k| matrix[j][k] * matrix[j][k]).sum::<f64>()).max(1e-18).sqrt();
        matrix[j][j] = diagonal;
        for i in j + 1..n {
            let sum: f64 = (0..j).map(|k| matrix[i][k] * matrix[j][k]).sum();
            matrix[i][j] = (matrix[i][j] - sum) / diagonal;
        }
    }
    let mut y = vector;
    for i in 0..n {
        y[i] = (y[i] - (0..i).map(|k| matrix[i][k] * y[k]).sum::<f64>()) / matrix[i][i];
    }
    for i in (0..n).rev() {
        y[i] = (y[i] - (i + 1..n).map(|k| matrix[k][i] * y[k]).sum::<f64>()) / matrix[i][i];
    }
    y
}

/// The constants' columns alone: what the results say without the position.
fn constants_only(data: &Dataset) -> Dataset {
    let rows = data.rows.iter().map(|row| [&row[..1], &row[row.len() - data.sources..]].concat()).collect();
    Dataset { rows, targets: data.targets.clone(), sources: data.sources }
}

/// A position where the side to move can capture, take the king or escape
/// is not quiet: its value is the tactic's, which the search's quiescence
/// finds, not what the features say.
pub fn is_quiet(position: &Position) -> bool {
    position.legal_moves().iter().all(|&mv| {
        let mut after = *position;
        let played = after.play_unchecked(mv);
        played.captured.is_empty() && !played.king_captured && !played.king_escaped
    })
}

/// The training and validation sets: quiet positions' features, and the
/// hand-set evaluation of the same positions (for comparison), by game.
struct Split {
    train: Dataset,
    validation: Dataset,
    hand_train: Dataset,
    hand_validation: Dataset,
    games: [usize; 2],
    skipped: usize,
}

fn load(args: &Args) -> io::Result<Split> {
    let sources = args.games.len() - 1;
    let dataset = || Dataset { sources, ..Dataset::default() };
    let mut split = Split {
        train: dataset(),
        validation: dataset(),
        hand_train: dataset(),
        hand_validation: dataset(),
        games: [0, 0],
        skipped: 0,
    };
    for (file, path) in args.games.iter().enumerate() {
        let source = |mut row: Vec<f64>| {
            row.extend((1..=sources).map(|further| if further == file { 1.0 } else { 0.0 }));
            row
        };
        let (player, samples) = tafl_games::read(path)?;
        let mut last_game = None;
        let mut kept = 0;
        for sample in &samples {
            let position: Position = sample.position.parse().map_err(io::Error::other)?;
            let held_out = sample.game % args.validate_every.max(1) == 0;
            if last_game != Some(sample.game) {
                last_game = Some(sample.game);
                split.games[usize::from(held_out)] += 1;
            }
            if !is_quiet(&position) {
                split.skipped += 1;
                continue;
            }
            kept += 1;
            let target = 1.0 - sample.attackers_score;
            let row = source(features::extract(&position).iter().map(|&x| f64::from(x)).collect());
            let defenders_view = if position.turn() == Side::Defenders { 1.0 } else { -1.0 };
            let hand = source(vec![1.0, defenders_view * f64::from(eval::evaluate(&position, &WEIGHTS)) / SCALE]);
            if held_out {
                split.validation.push(row, target);
                split.hand_validation.push(hand, target);
            } else {
                split.train.push(row, target);
                split.hand_train.push(hand, target);
            }
        }
        println!("{}: {} positions of {player}, {kept} quiet", path.display(), samples.len());
    }
    Ok(split)
}

pub fn run(args: &Args) -> io::Result<()> {
    let split = load(args)?;
    println!(
        "training: {} positions of {} games; validation: {} positions of {} games; {} not quiet, skipped",
        split.train.len(),
        split.games[0],
        split.validation.len(),
        split.games[1],
        split.skipped
    );
    if split.train.len() == 0 || split.validation.len() == 0 {
        return Err(io::Error::new(io::ErrorKind::InvalidInput, "no positions to fit or to validate"));
    }
    let mean = split.train.targets.iter().sum::<f64>() / split.train.len() as f64;
    println!("defenders' mean score (training): {mean:.4}");
    let constants = fit(&constants_only(&split.train), 0.0);
    let baseline = |data: &Dataset| log_loss(&constants_only(data), |row| sigmoid(dot(row, &constants)));
    println!("log-loss      training  validation");
    println!("constant      {:.4}    {:.4}", baseline(&split.train), baseline(&split.validation));
    let hand = fit(&split.hand_train, 0.0);
    let hand_loss = |data: &Dataset| log_loss(data, |row| sigmoid(dot(row, &hand)));
    println!(
        "hand-set      {:.4}    {:.4}   (its scale fitted: value/{:.0} is the logit)",
        hand_loss(&split.hand_train),
        hand_loss(&split.hand_validation),
        SCALE / hand[1]
    );
    let weights = fit(&split.train, args.l2);
    let learned_loss = |data: &Dataset| log_loss(data, |row| sigmoid(dot(row, &weights)));
    println!(
        "learned       {:.4}    {:.4}   (L2 {})",
        learned_loss(&split.train),
        learned_loss(&split.validation),
        args.l2
    );
    for (path, offset) in args.games.iter().skip(1).zip(&weights[COUNT..]) {
        println!("{}: its own constant, {offset:+.3} logits to the first file's", path.display());
    }
    let shipped: [f32; COUNT] = std::array::from_fn(|index| (weights[index] * SCALE) as f32);
    let files: Vec<String> = args.games.iter().map(|path| path.display().to_string()).collect();
    let header = format!(
        "Königszabel's learned evaluation: weights from the defenders' side, 1000 = one logit.\n\
         Fitted by zabel-lab tafl texel --l2 {} --validate-every {} on {}\n\
         ({} training positions; validation log-loss {:.4}, constant {:.4}). See docs/ai.md.",
        args.l2,
        args.validate_every,
        files.join(" "),
        split.train.len(),
        learned_loss(&split.validation),
        baseline(&split.validation),
    );
    std::fs::write(&args.out, LearnedWeights(shipped).write(&header))?;
    println!("wrote {}", args.out.display());
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::rngs::SmallRng;
    use rand::{Rng, SeedableRng};

    /// Positions whose results were drawn from known weights.
    fn synthetic(truth: &[f64], count: usize, seed: u64) -> Dataset {
        let mut rng = SmallRng::seed_from_u64(seed);
        let mut data = Dataset::default();
        for _ in 0..count {
            let mut row = vec![1.0];
            row.extend((1..truth.len()).map(|_| f64::from(rng.random_range(-3..=3))));
            // A feature that never varies, as some piece-square classes never do.
            row.push(0.0);
            let p = sigmoid(dot(&row, truth));
            data.push(row, if rng.random::<f64>() < p { 1.0 } else { 0.0 });
        }
        data
    }

    #[test]
    fn the_fit_finds_the_weights_the_results_were_drawn_from() {
        let truth = [0.4, -0.8, 0.3, 0.0];
        let data = synthetic(&truth, 40_000, 1);
        let weights = fit(&data, 0.0);
        for (found, expected) in weights.iter().zip(&truth) {
            assert!((found - expected).abs() < 0.05, "{weights:?} against {truth:?}");
        }
        assert_eq!(weights[truth.len()], 0.0, "a feature that never varies gets no weight");
        let held_out = synthetic(&truth, 10_000, 2);
        let fitted = log_loss(&held_out, |row| sigmoid(dot(row, &weights)));
        let mean = data.targets.iter().sum::<f64>() / data.len() as f64;
        assert!(fitted < log_loss(&held_out, |_| mean) - 0.05);
    }

    #[test]
    fn regularisation_shrinks_every_weight_but_the_constant() {
        let truth = [0.4, -0.8, 0.3];
        let data = synthetic(&truth, 5_000, 3);
        let free = fit(&data, 0.0);
        let shrunk = fit(&data, 1.0);
        assert!(shrunk[1].abs() < free[1].abs() / 2.0 && shrunk[2].abs() < free[2].abs() / 2.0, "{shrunk:?}");
        // With the features held near zero, the constant alone carries the mean.
        let mean = data.targets.iter().sum::<f64>() / data.len() as f64;
        assert!((sigmoid(shrunk[0]) - mean).abs() < 0.1, "{shrunk:?} for a mean of {mean}");
    }

    #[test]
    fn a_further_files_games_get_a_constant_of_their_own_unshrunk() {
        // The second source's results lean 1.5 logits to the attackers, as
        // odds games do, whatever the position.
        let truth = [0.4, -0.8, 0.3];
        let mut data = Dataset { sources: 1, ..Dataset::default() };
        for (seed, offset) in [(4, 0.0), (5, -1.5)] {
            let source = synthetic(&[truth[0] + offset, truth[1], truth[2]], 20_000, seed);
            for (mut row, target) in source.rows.into_iter().zip(source.targets) {
                row.pop();
                row.push(if offset == 0.0 { 0.0 } else { 1.0 });
                data.push(row, target);
            }
        }
        let weights = fit(&data, 0.01);
        assert!((weights[0] - 0.4).abs() < 0.08, "the first file's constant: {weights:?}");
        assert!((weights[3] + 1.5).abs() < 0.1, "the further file's: {weights:?}");
        assert!(weights[1].abs() < 0.8, "the features are shrunk: {weights:?}");
        let only = constants_only(&data);
        assert_eq!(only.rows[0].len(), 2);
        assert_eq!(only.rows.last().unwrap(), &vec![1.0, 1.0]);
    }

    #[test]
    fn positions_with_a_capture_or_an_escape_are_not_quiet() {
        let escape: Position = "13/13/13/13/13/13/13/13/13/k12/13/13/4a8 d".parse().unwrap();
        assert!(!is_quiet(&escape));
        let capture: Position = "6k6/13/13/13/13/13/13/4a8/4d8/a12/13/13/13 a".parse().unwrap();
        assert!(!is_quiet(&capture));
        assert!(is_quiet(&Position::start(zabel_core::tafl::Rules::default())));
    }
}
