//! The sequential probability ratio test engine testers use to stop a match
//! once it has decided between "ELO0 stronger" and "ELO1 stronger"
//! (α = β = 5%), in the normal approximation that handles draws and paired
//! games alike: a score is any value in 0..=1.

/// The score expected of a player `elo` above its opponent.
pub fn expected(elo: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-elo / 400.0))
}

/// The score expected over a pair of games, one from either side, of a
/// player `elo` above its opponent when one side is `advantage` Elo
/// stronger than the other whoever plays it. A large advantage squeezes
/// any difference in strength towards a pair's even split: at 750 Elo a
/// player 25 Elo stronger scores 50.3%, not 53.6%, and a test that
/// expected 53.6% of it would reject it for the side's sake.
pub fn expected_in_pairs(elo: f64, advantage: f64) -> f64 {
    (expected(elo + advantage) + expected(elo - advantage)) / 2.0
}

/// The log-likelihood ratio of a mean score `s1` against `s0`. One virtual
/// win and one virtual loss keep a run of wins from having no variance.
pub fn llr_of_scores(scores: &[f64], s0: f64, s1: f64) -> f64 {
    let with_prior: Vec<f64> = scores.iter().copied().chain([1.0, 0.0]).collect();
    let n = with_prior.len() as f64;
    let mean = with_prior.iter().sum::<f64>() / n;
    let variance = with_prior.iter().map(|s| (s - mean).powi(2)).sum::<f64>() / n;
    if variance <= 0.0 {
        return 0.0;
    }
    n / (2.0 * variance) * ((mean - s0).powi(2) - (mean - s1).powi(2))
}

/// ±2.94: where the test stops.
pub const BOUND: f64 = 2.944_438_979_166_440_5;

/// The verdict so far: `Some(true)` ELO1 accepted, `Some(false)` ELO0,
/// `None` play on.
pub fn verdict(llr: f64) -> Option<bool> {
    if llr >= BOUND {
        Some(true)
    } else if llr <= -BOUND {
        Some(false)
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn llr(scores: &[f64], elo0: f64, elo1: f64) -> f64 {
        llr_of_scores(scores, expected(elo0), expected(elo1))
    }

    #[test]
    fn the_bound_is_that_of_five_percent_errors() {
        let (alpha, beta): (f64, f64) = (0.05, 0.05);
        assert!((BOUND - ((1.0 - beta) / alpha).ln()).abs() < 1e-12);
        assert!((-BOUND - (beta / (1.0 - alpha)).ln()).abs() < 1e-12);
    }

    #[test]
    fn the_test_accepts_the_hypothesis_the_scores_fit() {
        // 70% for the player: far above +100 Elo (64%), far from 0.
        let strong: Vec<f64> = (0..400).map(|i| if i % 10 < 7 { 1.0 } else { 0.0 }).collect();
        assert_eq!(verdict(llr(&strong, 0.0, 100.0)), Some(true));
        // 50% with draws: it is not 100 Elo stronger.
        let even: Vec<f64> = (0..400).map(|i| [1.0, 0.5, 0.0, 0.5][i % 4]).collect();
        assert_eq!(verdict(llr(&even, 0.0, 100.0)), Some(false));
        // Ten games decide nothing; nor do two wins.
        assert_eq!(verdict(llr(&strong[..10], 0.0, 100.0)), None);
        assert_eq!(verdict(llr(&[1.0, 1.0], 0.0, 100.0)), None);
        // Only wins: decided, not stuck at zero variance.
        assert_eq!(verdict(llr(&[1.0; 60], 0.0, 200.0)), Some(true));
    }

    #[test]
    fn a_sides_advantage_squeezes_what_a_stronger_player_scores_in_pairs() {
        assert!((expected_in_pairs(25.0, 0.0) - expected(25.0)).abs() < 1e-12);
        assert!((expected_in_pairs(25.0, 750.0) - 0.502).abs() < 0.001);
        assert!((expected_in_pairs(0.0, 750.0) - 0.5).abs() < 1e-12);
        // 50.75% in pairs that mostly split: far from the 53.6% of +25 Elo
        // without an advantage, yet what +25 Elo gives at 500.
        let pairs: Vec<f64> = (0..400)
            .map(|i| match i % 200 {
                0..8 => 1.0,
                8..13 => 0.0,
                _ => 0.5,
            })
            .collect();
        assert_eq!(verdict(llr(&pairs, 0.0, 25.0)), Some(false));
        let squeezed = |elo| expected_in_pairs(elo, 500.0);
        assert_ne!(verdict(llr_of_scores(&pairs, squeezed(0.0), squeezed(25.0))), Some(false));
    }
}
