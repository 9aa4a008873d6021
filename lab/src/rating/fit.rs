//! Maximum-likelihood Elo from game results (R1), with the first-move
//! advantage as one more parameter and 95% confidence intervals from the
//! Fisher information.
//!
//! Model: the side moving first wins with probability
//! `1 / (1 + 10^(-(R_first - R_second + F) / 400))`. One player is the
//! anchor with a fixed rating. A virtual draw per pairing keeps ratings
//! finite when one side won every game (as against the random mover).

/// One finished game: who moved first, who second, and the first mover's
/// score: 1 a win, ½ a draw, 0 a loss.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Result {
    pub first: usize,
    pub second: usize,
    pub first_score: f64,
}

#[derive(Clone, PartialEq, Debug)]
pub struct Fit {
    pub ratings: Vec<f64>,
    /// Half-width of the 95% interval per player (0 for the anchor).
    pub margins: Vec<f64>,
    pub first_move_advantage: f64,
    pub first_move_margin: f64,
    /// Games per player.
    pub games: Vec<u64>,
    /// The ratings' covariance (0 in the anchor's row and column).
    pub covariance: Vec<Vec<f64>>,
}

const SCALE: f64 = std::f64::consts::LN_10 / 400.0;

/// A game with a fractional score for the first mover, virtual draws included.
struct Observation {
    first: usize,
    second: usize,
    score: f64,
    weight: f64,
}

/// The games, and the prior both fits share: one virtual draw per pairing,
/// half with each side first, so that no rating, advantage or lean runs off
/// to infinity when one side won every game of a pairing. A player against
/// itself is a pairing too: there the draw holds the seat's worth, the only
/// thing such games measure.
fn observations(results: &[Result]) -> Vec<Observation> {
    let mut pairs: Vec<(usize, usize)> =
        results.iter().map(|r| (r.first.min(r.second), r.first.max(r.second))).collect();
    pairs.sort_unstable();
    pairs.dedup();
    let played =
        results.iter().map(|r| Observation { first: r.first, second: r.second, score: r.first_score, weight: 1.0 });
    let prior = pairs.into_iter().flat_map(|(a, b)| {
        [(a, b), (b, a)].map(|(first, second)| Observation { first, second, score: 0.5, weight: 0.5 })
    });
    played.chain(prior).collect()
}

pub fn fit(players: usize, anchor: usize, anchor_rating: f64, results: &[Result]) -> Fit {
    let observations = observations(results);
    // Parameters: every non-anchor rating, then the first-move advantage.
    let free: Vec<usize> = (0..players).filter(|&p| p != anchor).collect();
    let index_of = |player: usize| free.iter().position(|&p| p == player);
    let n = free.len() + 1;
    let mut ratings = vec![anchor_rating; players];
    let mut advantage = 0.0;
    let mut information = vec![vec![0.0; n]; n];
    for _ in 0..100 {
        let mut gradient = vec![0.0; n];
        information = vec![vec![0.0; n]; n];
        for o in &observations {
            let d = SCALE * (ratings[o.first] - ratings[o.second] + advantage);
            let p = 1.0 / (1.0 + (-d).exp());
            let g = o.weight * (o.score - p) * SCALE;
            let h = o.weight * p * (1.0 - p) * SCALE * SCALE;
            // d depends on +R_first, −R_second, +F.
            let terms = [(index_of(o.first), 1.0), (index_of(o.second), -1.0), (Some(n - 1), 1.0)];
            for &(i, si) in &terms {
                let Some(i) = i else { continue };
                gradient[i] += si * g;
                for &(j, sj) in &terms {
                    if let Some(j) = j {
                        information[i][j] += si * sj * h;
                    }
                }
            }
        }
        let step = solve(&information, &gradient);
        for (k, &player) in free.iter().enumerate() {
            ratings[player] += step[k];
        }
        advantage += step[n - 1];
        if step.iter().all(|s| s.abs() < 1e-6) {
            break;
        }
    }
    let covariance = invert(&information);
    let mut margins = vec![0.0; players];
    for (k, &player) in free.iter().enumerate() {
        margins[player] = 1.96 * covariance[k][k].max(0.0).sqrt();
    }
    let mut rating_covariance = vec![vec![0.0; players]; players];
    for (k, &a) in free.iter().enumerate() {
        for (l, &b) in free.iter().enumerate() {
            rating_covariance[a][b] = covariance[k][l];
        }
    }
    let mut games = vec![0; players];
    for r in results {
        games[r.first] += 1;
        games[r.second] += 1;
    }
    Fit {
        ratings,
        margins,
        first_move_advantage: advantage,
        first_move_margin: 1.96 * covariance[n - 1][n - 1].max(0.0).sqrt(),
        games,
        covariance: rating_covariance,
    }
}

impl Fit {
    /// How much stronger `above` is than `below`, and the half-width of
    /// that step's 95% interval. Both ratings reach the anchor through the
    /// same games below them, so the step is known better than either
    /// rating: their shared uncertainty cancels.
    pub fn step(&self, below: usize, above: usize) -> (f64, f64) {
        let c = &self.covariance;
        let variance = c[below][below] + c[above][above] - 2.0 * c[below][above];
        (self.ratings[above] - self.ratings[below], 1.96 * variance.max(0.0).sqrt())
    }

    /// How many of `ladder` (players by index, weakest first) are rated
    /// apart: the leading run in which each one is measured stronger than
    /// the one before it, the 95% interval of its step above zero (R1). A
    /// level past the run could still be as strong as its neighbour, so it
    /// goes unrated until more games say. (Until 2026-11-26 the two
    /// ratings' own intervals had to be clear of each other; both carry
    /// the uncertainty of every game below them down to the anchor, which
    /// the step does not, so near the top of a long ladder no affordable
    /// number of games separated them however large the step.)
    pub fn apart(&self, ladder: &[usize]) -> usize {
        let stronger = |pair: &&[usize]| {
            let (step, margin) = self.step(pair[0], pair[1]);
            step - margin > 0.0
        };
        ladder.len().min(1 + ladder.windows(2).take_while(stronger).count())
    }
}

/// How each player's seat leans: a player `a` Elo better attacking (or
/// moving first) than its rating says is as much worse defending, and a
/// game's first-mover advantage is the mean of its two players' leans
/// (so two players who lean alike keep the fit's one advantage).
#[derive(Clone, PartialEq, Debug)]
pub struct Leans {
    /// Per player, in Elo; a player without games keeps the fit's one advantage.
    pub leans: Vec<f64>,
    /// Half-width of each lean's 95% interval (0 without games).
    pub margins: Vec<f64>,
}

/// Each player's lean (above), fitted by maximum likelihood to `results`
/// with the ratings held where `fit` put them: the ladder's ratings stay
/// as measured, and where the seats matter more or less than the one
/// advantage says, the leans take it. One virtual draw per pairing, as in
/// [`fit`], keeps a lean finite when one side won every game.
pub fn leans(fit: &Fit, results: &[Result]) -> Leans {
    let players = fit.ratings.len();
    let observations = observations(results);
    let mut leans = vec![fit.first_move_advantage; players];
    let mut information = vec![vec![0.0; players]; players];
    for _ in 0..200 {
        let mut gradient = vec![0.0; players];
        information = vec![vec![0.0; players]; players];
        for o in &observations {
            let advantage = (leans[o.first] + leans[o.second]) / 2.0;
            let d = SCALE * (fit.ratings[o.first] - fit.ratings[o.second] + advantage);
            let p = 1.0 / (1.0 + (-d).exp());
            let g = o.weight * (o.score - p) * SCALE / 2.0;
            let h = o.weight * p * (1.0 - p) * SCALE * SCALE / 4.0;
            for i in [o.first, o.second] {
                gradient[i] += g;
                for j in [o.first, o.second] {
                    information[i][j] += h;
                }
            }
        }
        let step = solve(&information, &gradient);
        leans.iter_mut().zip(&step).for_each(|(lean, step)| *lean += step);
        if step.iter().all(|s| s.abs() < 1e-6) {
            break;
        }
    }
    let covariance = invert(&information);
    let margins = (0..players).map(|i| 1.96 * covariance[i][i].max(0.0).sqrt()).collect();
    Leans { leans, margins }
}

impl Leans {
    /// The first mover's advantage in a game of `first` against `second`.
    pub fn advantage(&self, first: usize, second: usize) -> f64 {
        (self.leans[first] + self.leans[second]) / 2.0
    }
}

/// Solves `a x = b` by Gaussian elimination with partial pivoting; a
/// singular system (a player with no games) leaves its unknowns at 0.
fn solve(a: &[Vec<f64>], b: &[f64]) -> Vec<f64> {
    let n = b.len();
    let mut m: Vec<Vec<f64>> = a.iter().zip(b).map(|(row, &v)| row.iter().copied().chain([v]).collect()).collect();
    for col in 0..n {
        let pivot = (col..n).max_by(|&x, &y| m[x][col].abs().total_cmp(&m[y][col].abs())).expect("rows left");
        if m[pivot][col].abs() < 1e-12 {
            continue;
        }
        m.swap(col, pivot);
        let pivot_row = m[col].clone();
        for (row, values) in m.iter_mut().enumerate() {
            if row != col {
                let factor = values[col] / pivot_row[col];
                for (value, pivot_value) in values.iter_mut().zip(&pivot_row).skip(col) {
                    *value -= factor * pivot_value;
                }
            }
        }
    }
    (0..n).map(|i| if m[i][i].abs() < 1e-12 { 0.0 } else { m[i][n] / m[i][i] }).collect()
}

fn invert(a: &[Vec<f64>]) -> Vec<Vec<f64>> {
    let n = a.len();
    let columns: Vec<Vec<f64>> =
        (0..n).map(|j| solve(a, &(0..n).map(|i| f64::from(u8::from(i == j))).collect::<Vec<_>>())).collect();
    (0..n).map(|i| (0..n).map(|j| columns[j][i]).collect()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn games(first: usize, second: usize, first_wins: usize, total: usize) -> Vec<Result> {
        (0..total).map(|i| Result { first, second, first_score: f64::from(u8::from(i < first_wins)) }).collect()
    }

    #[test]
    fn r1_a_76_percent_score_is_about_200_elo() {
        // Each side first half the time; 76% overall ≈ +200 Elo.
        let mut results = games(1, 0, 760, 1000);
        results.extend(games(0, 1, 240, 1000));
        let fit = fit(2, 0, 1000.0, &results);
        assert_eq!(fit.ratings[0], 1000.0);
        assert!((fit.ratings[1] - 1200.0).abs() < 5.0, "{:?}", fit.ratings);
        assert!(fit.first_move_advantage.abs() < 5.0);
        assert!(fit.margins[1] > 10.0 && fit.margins[1] < 40.0, "{:?}", fit.margins);
    }

    #[test]
    fn r1_first_move_advantage_is_measured() {
        // Equal players; the first mover wins 60%: F ≈ 70 Elo.
        let mut results = games(0, 1, 600, 1000);
        results.extend(games(1, 0, 600, 1000));
        let fit = fit(2, 0, 1000.0, &results);
        assert!((fit.ratings[1] - 1000.0).abs() < 5.0);
        assert!((fit.first_move_advantage - 70.4).abs() < 3.0, "{}", fit.first_move_advantage);
    }

    #[test]
    fn a_clean_sweep_stays_finite_and_ordered() {
        let mut results = games(1, 0, 100, 100);
        results.extend(games(0, 1, 0, 100));
        results.extend(games(2, 1, 70, 100));
        results.extend(games(1, 2, 30, 100));
        let fit = fit(3, 0, 1000.0, &results);
        assert!(fit.ratings[1].is_finite() && fit.ratings[1] > 1500.0);
        assert!(fit.ratings[2] > fit.ratings[1]);
    }

    #[test]
    fn a_step_along_a_chain_is_known_better_than_the_ratings_at_its_ends() {
        // 0 (anchor) – 1 – 2 – 3: each 70% against the one below.
        let mut results = Vec::new();
        for (below, above) in [(0, 1), (1, 2), (2, 3)] {
            results.extend(games(above, below, 140, 200));
            results.extend(games(below, above, 60, 200));
        }
        let fit = fit(4, 0, 1000.0, &results);
        let (step, margin) = fit.step(2, 3);
        assert!((step - 147.0).abs() < 10.0, "{step}");
        assert!(margin < fit.margins[2] + fit.margins[3], "{margin} {:?}", fit.margins);
        // One link of 400 games, as from the anchor to the first.
        assert!((margin - fit.margins[1]).abs() < 0.1 * fit.margins[1], "{margin} {:?}", fit.margins);
        assert_eq!(fit.step(0, 1).1, fit.margins[1], "from the anchor, the step is the rating");
    }

    #[test]
    fn a_player_who_attacks_better_than_it_defends_leans_that_way_and_the_ratings_stay() {
        // Three equal players; games with 2 attacking go 70% its way, games
        // with 2 defending 50%; between 0 and 1 the first mover scores 40%.
        let mut results = Vec::new();
        for other in [0, 1] {
            results.extend(games(2, other, 700, 1000));
            results.extend(games(other, 2, 500, 1000));
        }
        results.extend(games(0, 1, 400, 1000));
        results.extend(games(1, 0, 400, 1000));
        let fit = fit(3, 0, 1000.0, &results);
        let leans = leans(&fit, &results);
        assert!(leans.leans[2] > leans.leans[0] + 100.0, "{leans:?}");
        assert!((leans.leans[0] - leans.leans[1]).abs() < 5.0, "{leans:?}");
        // Between 0 and 1 the first mover's 40%: about −70 Elo.
        assert!((leans.advantage(0, 1) + 70.4).abs() < 10.0, "{leans:?}");
        for (first, second, share) in [(2, 0, 0.7), (0, 2, 0.5)] {
            let elo = fit.ratings[first] - fit.ratings[second] + leans.advantage(first, second);
            let expected = 1.0 / (1.0 + 10f64.powf(-elo / 400.0));
            assert!((expected - share).abs() < 0.03, "{first} against {second}: {expected}");
        }
        assert!(leans.margins.iter().all(|m| *m > 0.0 && m.is_finite()), "{leans:?}");
    }

    #[test]
    fn a_player_who_swept_itself_keeps_a_finite_lean_as_its_fit_keeps_a_finite_advantage() {
        // Player 1 against itself: the attackers won all 100. Both fits take
        // the same virtual draw for that pairing, so neither runs off.
        let mut results = games(1, 1, 100, 100);
        results.extend(games(0, 1, 50, 100));
        results.extend(games(1, 0, 50, 100));
        let fit = fit(2, 0, 1000.0, &results);
        let leans = leans(&fit, &results);
        assert!(fit.first_move_advantage.is_finite() && fit.first_move_margin.is_finite(), "{fit:?}");
        assert!(leans.leans[1] > leans.leans[0] + 400.0, "{leans:?}");
        assert!(leans.leans.iter().chain(&leans.margins).all(|x| x.is_finite() && x.abs() < 3000.0), "{leans:?}");
    }

    #[test]
    fn r1_levels_are_rated_up_to_the_first_not_measured_stronger_than_its_neighbour() {
        let margins = [0.0, 80.0, 100.0, 120.0, 150.0];
        let independent: Vec<Vec<f64>> = (0..5)
            .map(|i| (0..5).map(|j| if i == j { (margins[i] / 1.96_f64).powi(2) } else { 0.0 }).collect())
            .collect();
        let mut fit = Fit {
            ratings: vec![1000.0, 1250.0, 1500.0, 1600.0, 1900.0],
            margins: margins.to_vec(),
            first_move_advantage: 0.0,
            first_move_margin: 0.0,
            games: vec![10; 5],
            covariance: independent,
        };
        assert_eq!(fit.apart(&[0, 1, 2, 3, 4]), 3, "+100 ± 156 from 1500 ± 100 to 1600 ± 120");
        assert_eq!(fit.apart(&[0, 1, 2, 4]), 4);
        assert_eq!((fit.apart(&[0]), fit.apart(&[])), (1, 0));
        assert_eq!(fit.apart(&[1, 0]), 1, "the order given is the ladder's");
        // Known through the same games below, 2 and 3 share most of their
        // uncertainty: the step of 100 is then measured, though their
        // intervals overlap.
        let shared = 0.9 * (margins[2] / 1.96) * (margins[3] / 1.96);
        fit.covariance[2][3] = shared;
        fit.covariance[3][2] = shared;
        assert_eq!(fit.apart(&[0, 1, 2, 3, 4]), 5);
    }
}
