//! A puzzle's rating from the levels' tries: the maximum of the likelihood
//! of the tries under the Elo curve, P(solve) = 1/(1+10^((P−R)/400)) for a
//! level rated R and a puzzle rated P, times a weak normal prior, so a
//! puzzle every level solves (or none) still gets a finite rating.

const PRIOR_MEAN: f64 = 1500.0;
const PRIOR_SD: f64 = 400.0;
/// d/dx of 10^(x/400) in the logistic's terms.
const SCALE: f64 = std::f64::consts::LN_10 / 400.0;

#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Fitted {
    pub rating: f64,
    /// The standard error: one over the root of the curvature of the log posterior at its peak.
    pub deviation: f64,
}

/// The chance a level rated `level` solves a puzzle rated `puzzle`.
pub fn solve_chance(level: f64, puzzle: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf((puzzle - level) / 400.0))
}

/// Fits a puzzle's rating to its tries, each the trying level's rating and
/// whether it solved. Newton's method: the log posterior is concave.
pub fn fit_rating(tries: &[(f64, bool)]) -> Fitted {
    let mut rating = PRIOR_MEAN;
    let mut curvature = 1.0 / (PRIOR_SD * PRIOR_SD);
    for _ in 0..100 {
        let mut slope = -(rating - PRIOR_MEAN) / (PRIOR_SD * PRIOR_SD);
        curvature = 1.0 / (PRIOR_SD * PRIOR_SD);
        for &(level, solved) in tries {
            let chance = solve_chance(level, rating);
            // A higher puzzle rating lowers the chance of a solve.
            slope -= SCALE * (f64::from(u8::from(solved)) - chance);
            curvature += SCALE * SCALE * chance * (1.0 - chance);
        }
        let step = slope / curvature;
        rating += step.clamp(-400.0, 400.0);
        if step.abs() < 1e-6 {
            break;
        }
    }
    Fitted { rating, deviation: 1.0 / curvature.sqrt() }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ladder() -> Vec<f64> {
        (0..11).map(|i| 1000.0 + 100.0 * f64::from(i)).collect()
    }

    #[test]
    fn a_puzzle_solved_by_exactly_the_levels_above_1500_fits_near_1500() {
        let tries: Vec<(f64, bool)> = ladder().into_iter().filter(|&r| r != 1500.0).map(|r| (r, r > 1500.0)).collect();
        let fitted = fit_rating(&tries);
        assert!((fitted.rating - 1500.0).abs() < 5.0, "{fitted:?}");
        assert!(fitted.deviation > 50.0 && fitted.deviation < 400.0, "{fitted:?}");
    }

    #[test]
    fn more_solves_mean_an_easier_puzzle_and_none_or_all_stay_finite() {
        let by = |threshold: f64| fit_rating(&ladder().into_iter().map(|r| (r, r > threshold)).collect::<Vec<_>>());
        let (easy, hard) = (by(1150.0), by(1850.0));
        assert!(easy.rating < 1300.0 && hard.rating > 1700.0, "{easy:?} {hard:?}");
        let (all, none) = (by(0.0), by(5000.0));
        assert!(all.rating.is_finite() && none.rating.is_finite());
        assert!(all.rating < easy.rating && none.rating > hard.rating, "{all:?} {none:?}");
    }

    #[test]
    fn more_tries_narrow_the_deviation() {
        let once: Vec<(f64, bool)> = ladder().into_iter().map(|r| (r, r > 1500.0)).collect();
        let thrice: Vec<(f64, bool)> = once.iter().chain(&once).chain(&once).copied().collect();
        assert!(fit_rating(&thrice).deviation < fit_rating(&once).deviation);
    }

    #[test]
    fn no_tries_give_the_prior() {
        let fitted = fit_rating(&[]);
        assert_eq!((fitted.rating, fitted.deviation), (PRIOR_MEAN, PRIOR_SD));
    }
}
