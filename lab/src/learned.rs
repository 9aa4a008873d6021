//! A learned evaluation: a logistic model of the side to move's chance to
//! win over race and threat features, fitted to the outcomes of self-play
//! games (`zabel-lab ewn train`). The weights ship as a small table,
//! `lab/data/einstein-eval.tsv`.
//!
//! The race model of [`eval`](zabel_core::ai::einstein::eval) adds up speeds as if every lane
//! were worth the same and nobody could capture; the features here let the
//! games say how much a stone one step from the goal is worth against two
//! stones three steps away, and what a stone in reach of an enemy costs.

use std::sync::OnceLock;

use zabel_core::ai::einstein::eval::{SCALE, TEMPO, mobility, race_turns};
use zabel_core::einstein::{Piece, Position, Side};

/// The features' names, in the order of the weights table.
pub const NAMES: [&str; FEATURES] = [
    "tempo",
    "race_lead",
    "own_speed_1",
    "own_speed_2",
    "own_speed_3",
    "own_speed_4",
    "their_speed_1",
    "their_speed_2",
    "their_speed_3",
    "their_speed_4",
    "own_stones",
    "their_stones",
    "own_threats",
    "their_threats",
];

pub const FEATURES: usize = 14;

pub type Features = [f64; FEATURES];

/// Race turns beyond this lead or lag add nothing: the game is decided.
const LEAD_LIMIT: f64 = 8.0;

/// The features of a position not yet over, seen by the side to move.
pub fn features(position: &Position) -> Features {
    let me = position.turn();
    let them = me.opponent();
    let mut f = [0.0; FEATURES];
    f[0] = 1.0;
    f[1] = (race_turns(position, them).min(1e3) - race_turns(position, me).min(1e3)).clamp(-LEAD_LIMIT, LEAD_LIMIT);
    for (offset, side) in [(2, me), (6, them)] {
        for (distance, chance) in speeds(position, side) {
            f[offset + distance - 1] += chance;
        }
    }
    f[10] = position.stones(me).count() as f64 / 6.0;
    f[11] = position.stones(them).count() as f64 / 6.0;
    f[12] = threats(position, me);
    f[13] = threats(position, them);
    f
}

/// Each stone of `side` as (moves to its goal, 1..=4; chance a roll lets it move).
fn speeds(position: &Position, side: Side) -> impl Iterator<Item = (usize, f64)> + '_ {
    let stones = position.stones(side);
    stones.map(move |stone| {
        let square = position.square_of(Piece::new(side, stone)).expect("own stones are on the board");
        (usize::from(side.distance_to_goal(square).clamp(1, 4)), mobility(stones, stone))
    })
}

/// How much `side` threatens: for each of its stones, the chance it may
/// move times how near its goal the nearest enemy stone it could take
/// stands (an enemy one step from winning counts most).
fn threats(position: &Position, side: Side) -> f64 {
    let stones = position.stones(side);
    let enemy = side.opponent();
    stones
        .map(|stone| {
            let square = position.square_of(Piece::new(side, stone)).expect("own stones are on the board");
            let best = side
                .steps(square)
                .filter(|&target| position.piece_at(target).is_some_and(|piece| piece.side == enemy))
                .map(|target| f64::from(5 - enemy.distance_to_goal(target).clamp(1, 4)) / 4.0)
                .fold(0.0, f64::max);
            mobility(stones, stone) * best
        })
        .sum()
}

/// Weights of the logistic model, one per feature.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Weights(pub Features);

impl Weights {
    /// The race model of [`eval`](zabel_core::ai::einstein::eval) as weights of this model: its
    /// value tanh(SCALE (lead + TEMPO)) is the win probability
    /// σ(2 SCALE lead + 2 SCALE TEMPO).
    pub fn race() -> Weights {
        let mut weights = [0.0; FEATURES];
        weights[0] = 2.0 * SCALE * TEMPO;
        weights[1] = 2.0 * SCALE;
        Weights(weights)
    }

    /// The side to move's chance to win, in logits.
    pub fn logit(&self, features: &Features) -> f64 {
        self.0.iter().zip(features).map(|(w, f)| w * f).sum()
    }

    /// Reads the table: `#` comments, then `name<TAB>weight` in [`NAMES`] order.
    pub fn parse(text: &str) -> Result<Weights, String> {
        let mut weights: Features = [0.0; FEATURES];
        let mut lines = text.lines().filter(|line| !line.starts_with('#') && !line.trim().is_empty());
        for (i, name) in NAMES.iter().enumerate() {
            let line = lines.next().ok_or_else(|| format!("the weight of '{name}' is missing"))?;
            let (found, value) = line.split_once('\t').ok_or_else(|| format!("'{line}': expected name<TAB>weight"))?;
            if found != *name {
                return Err(format!("expected the weight of '{name}', found '{found}'"));
            }
            weights[i] = value.trim().parse().map_err(|_| format!("'{value}' is not a number (weight of '{name}')"))?;
            if !weights[i].is_finite() {
                return Err(format!("the weight of '{name}' is not finite"));
            }
        }
        match lines.next() {
            Some(extra) => Err(format!("'{extra}': more lines than features")),
            None => Ok(Weights(weights)),
        }
    }

    /// The table as [`parse`](Weights::parse) reads it, after `header` lines.
    pub fn to_table(self, header: &str) -> String {
        let mut text: String = header.lines().map(|line| format!("# {line}\n")).collect();
        for (name, weight) in NAMES.iter().zip(self.0) {
            text.push_str(&format!("{name}\t{weight:.6}\n"));
        }
        text
    }
}

const TABLE: &str = include_str!("../data/einstein-eval.tsv");

/// The shipped weights.
pub fn shipped() -> &'static Weights {
    static WEIGHTS: OnceLock<Weights> = OnceLock::new();
    WEIGHTS.get_or_init(|| Weights::parse(TABLE).expect("the shipped evaluation table is valid"))
}

/// The position's value for the side to move, in [-1, 1], as
/// [`eval::evaluate`](zabel_core::ai::einstein::eval::evaluate) gives it: the shipped model's
/// win probability `p` as `2p − 1`.
pub fn evaluate(position: &Position) -> f64 {
    if position.is_over() {
        return -1.0;
    }
    (shipped().logit(&features(position)) / 2.0).tanh()
}

/// One training example: a position's features and the side to move's
/// chance to win, 1 or 0 from a game's outcome or a deeper search's value.
pub struct Example {
    pub features: Features,
    pub target: f64,
}

/// Maximum-likelihood weights by Newton's method, with a small ridge so
/// that a feature the games never vary stays at zero instead of diverging.
// Matrix code reads best with indices.
#[allow(clippy::needless_range_loop)]
pub fn fit(examples: &[Example]) -> Weights {
    const RIDGE: f64 = 1e-3;
    let mut w = [0.0; FEATURES];
    for _ in 0..25 {
        let mut gradient = [0.0; FEATURES];
        let mut hessian = [[0.0; FEATURES]; FEATURES];
        for example in examples {
            let f = &example.features;
            let p = 1.0 / (1.0 + (-Weights(w).logit(f)).exp());
            let error = p - example.target;
            let curvature = (p * (1.0 - p)).max(1e-9);
            for i in 0..FEATURES {
                gradient[i] += error * f[i];
                for j in 0..=i {
                    hessian[i][j] += curvature * f[i] * f[j];
                }
            }
        }
        for i in 0..FEATURES {
            gradient[i] += RIDGE * w[i];
            hessian[i][i] += RIDGE;
            for j in 0..i {
                hessian[j][i] = hessian[i][j];
            }
        }
        let step = solve(hessian, gradient);
        let mut largest: f64 = 0.0;
        for i in 0..FEATURES {
            w[i] -= step[i];
            largest = largest.max(step[i].abs());
        }
        if largest < 1e-9 {
            break;
        }
    }
    Weights(w)
}

/// Solves `a · x = b` for a symmetric positive definite `a` (Gaussian
/// elimination with partial pivoting; the ridge keeps `a` regular).
#[allow(clippy::needless_range_loop)]
fn solve(mut a: [[f64; FEATURES]; FEATURES], mut b: Features) -> Features {
    for column in 0..FEATURES {
        let pivot =
            (column..FEATURES).max_by(|&x, &y| a[x][column].abs().total_cmp(&a[y][column].abs())).unwrap_or(column);
        a.swap(column, pivot);
        b.swap(column, pivot);
        for row in column + 1..FEATURES {
            let factor = a[row][column] / a[column][column];
            for k in column..FEATURES {
                a[row][k] -= factor * a[column][k];
            }
            b[row] -= factor * b[column];
        }
    }
    let mut x = [0.0; FEATURES];
    for row in (0..FEATURES).rev() {
        let rest: f64 = (row + 1..FEATURES).map(|k| a[row][k] * x[k]).sum();
        x[row] = (b[row] - rest) / a[row][row];
    }
    x
}

/// Log loss (cross-entropy) of `weights` on `examples`, in bits per
/// example: what the fit minimises, reported by the training command for
/// fitted and held-out games.
pub fn log_loss(weights: &Weights, examples: &[Example]) -> f64 {
    let total: f64 = examples
        .iter()
        .map(|example| {
            let p = 1.0 / (1.0 + (-weights.logit(&example.features)).exp());
            let y = example.target;
            -(y * p.max(1e-12).log2() + (1.0 - y) * (1.0 - p).max(1e-12).log2())
        })
        .sum();
    total / examples.len().max(1) as f64
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::rngs::SmallRng;
    use rand::{Rng, SeedableRng};

    #[test]
    fn the_shipped_table_reads_and_round_trips() {
        let weights = *shipped();
        assert_eq!(Weights::parse(&weights.to_table("made by a test")).unwrap(), weights);
    }

    #[test]
    fn the_race_weights_value_positions_as_the_race_model_does() {
        for text in ["R14/5/1B13/5/5 r", "R14/5/5/5/4B1 b", "2B22/R1R53/1R43/3B6B1/2B41B5 b"] {
            let position: Position = text.parse().unwrap();
            let race = (Weights::race().logit(&features(&position)) / 2.0).tanh();
            assert!((race - zabel_core::ai::einstein::eval::evaluate(&position)).abs() < 1e-9, "{text}");
        }
    }

    proptest::proptest! {
        /// As the fuzz targets check the shipped tables: any text is read
        /// or refused without a panic, and what is read prints back the same.
        #[test]
        fn any_text_reads_or_is_refused_and_what_reads_round_trips(
            weights in proptest::collection::vec(-1e3..1e3f64, FEATURES),
            noise in "[a-z_\\t0-9.\\n#-]{0,80}",
        ) {
            let table = Weights(weights.clone().try_into().unwrap()).to_table("a test");
            let read = Weights::parse(&table).unwrap();
            proptest::prop_assert_eq!(Weights::parse(&read.to_table("a test")).unwrap(), read);
            for text in [noise.clone(), format!("{table}{noise}"), noise + &table] {
                if let Ok(read) = Weights::parse(&text) {
                    proptest::prop_assert_eq!(Weights::parse(&read.to_table("again")).unwrap(), read);
                }
            }
        }
    }

    #[test]
    fn bad_tables_are_refused_with_the_reason() {
        assert!(Weights::parse("tempo\t1\n").unwrap_err().contains("race_lead"));
        assert!(Weights::parse("race_lead\t1\n").unwrap_err().contains("expected the weight of 'tempo'"));
        assert!(Weights::parse("tempo\tx\n").unwrap_err().contains("not a number"));
        let mut full = Weights([0.5; FEATURES]).to_table("");
        full.push_str("extra\t1\n");
        assert!(Weights::parse(&full).unwrap_err().contains("more lines"));
    }

    /// `count` examples with random features, each labelled by `label`
    /// from the chance `truth` gives it.
    fn examples(truth: &Weights, count: usize, label: impl Fn(f64, &mut SmallRng) -> f64) -> Vec<Example> {
        let mut rng = SmallRng::seed_from_u64(count as u64);
        (0..count)
            .map(|_| {
                let mut features = [0.0; FEATURES];
                features[0] = 1.0;
                for f in &mut features[1..] {
                    *f = rng.random_range(-2.0..2.0);
                }
                let chance = 1.0 / (1.0 + (-truth.logit(&features)).exp());
                Example { features, target: label(chance, &mut rng) }
            })
            .collect()
    }

    fn assert_near(fitted: &Weights, truth: &Weights, tolerance: f64) {
        for (found, wanted) in fitted.0.iter().zip(truth.0) {
            assert!((found - wanted).abs() < tolerance, "{fitted:?}");
        }
    }

    #[test]
    fn fit_recovers_the_weights_that_made_the_outcomes() {
        let truth = Weights([0.3, 0.8, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, -0.5, 0.0, 0.0, 0.0]);
        let examples = examples(&truth, 40_000, |chance, rng| f64::from(u8::from(rng.random_bool(chance))));
        let fitted = fit(&examples);
        assert_near(&fitted, &truth, 0.06);
        assert!(log_loss(&fitted, &examples) <= log_loss(&truth, &examples) + 1e-9);
    }

    #[test]
    fn fit_to_chances_recovers_the_weights_that_made_them() {
        let truth = Weights([-0.2, 0.6, 1.5, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.9]);
        assert_near(&fit(&examples(&truth, 2_000, |chance, _| chance)), &truth, 0.01);
    }

    #[test]
    fn features_see_the_side_to_move() {
        // The same board with either side to move: own and their features swap.
        let red = features(&"R14/5/1B13/5/5 r".parse().unwrap());
        let blue = features(&"R14/5/1B13/5/5 b".parse().unwrap());
        assert_eq!(red[1], -blue[1]);
        assert_eq!(red[2..6], blue[6..10]);
        assert_eq!(red[6..10], blue[2..6]);
        assert_eq!((red[10], red[12]), (blue[11], blue[13]));
        // One stone each, so each moves on every roll.
        assert_eq!(red[2..10].iter().sum::<f64>(), 2.0);
    }
}
