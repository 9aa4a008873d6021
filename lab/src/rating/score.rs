//! One side's wins, draws and losses over independent games, and its score
//! with a 95% interval: how a measure of one seat (the attack alone) is
//! reported when no rating fit can be made, as it needs both sides.

use super::mean::mean_and_margin;

/// 1.96: the normal quantile of a two-sided 95% interval.
const Z: f64 = 1.96;

#[derive(Clone, Copy, PartialEq, Eq, Default, Debug)]
pub struct Tally {
    pub won: usize,
    pub drawn: usize,
    pub lost: usize,
}

impl Tally {
    /// The tally of scores 1, ½ and 0 (anything else counts as the nearest).
    pub fn of(scores: impl IntoIterator<Item = f64>) -> Tally {
        scores.into_iter().fold(Tally::default(), |tally, score| match score {
            s if s > 0.75 => Tally { won: tally.won + 1, ..tally },
            s if s >= 0.25 => Tally { drawn: tally.drawn + 1, ..tally },
            _ => Tally { lost: tally.lost + 1, ..tally },
        })
    }

    pub fn games(&self) -> usize {
        self.won + self.drawn + self.lost
    }

    fn scores(&self) -> Vec<f64> {
        [(self.won, 1.0), (self.drawn, 0.5), (self.lost, 0.0)]
            .into_iter()
            .flat_map(|(count, score)| std::iter::repeat_n(score, count))
            .collect()
    }

    /// The score, a draw as ½, and the half-width of its 95% interval from
    /// the games' own variance (the arenas' `mean_and_margin`); `None`
    /// without games.
    pub fn score_and_margin(&self) -> Option<(f64, f64)> {
        mean_and_margin(&self.scores())
    }

    /// The Wilson 95% interval of the score, a draw as half a win and half
    /// a loss (which overstates a draw's spread a little). Unlike the
    /// normal margin it is never empty when every game went one way, as the
    /// first games of a one-sided measure often do, and never leaves 0..1.
    pub fn wilson(&self) -> Option<(f64, f64)> {
        let n = self.games() as f64;
        if n == 0.0 {
            return None;
        }
        let p = (self.won as f64 + 0.5 * self.drawn as f64) / n;
        let z2 = Z * Z;
        let centre = (p + z2 / (2.0 * n)) / (1.0 + z2 / n);
        let half = Z / (1.0 + z2 / n) * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt();
        Some(((centre - half).max(0.0), (centre + half).min(1.0)))
    }

    /// How many games of the same spread would bring the normal margin down
    /// to `margin` (0.05 for ±5 points); `None` before two games, or while
    /// every game went alike and the spread is not known.
    pub fn games_for_margin(&self, margin: f64) -> Option<usize> {
        let n = self.games();
        let (_, now) = self.score_and_margin().filter(|&(_, now)| n >= 2 && now > 0.0)?;
        Some(((n as f64) * (now / margin).powi(2)).ceil() as usize)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tally_scores_draws_as_half_and_its_intervals_are_those_worked_by_hand() {
        let tally = Tally::of([1.0, 0.5, 0.5, 0.0, 0.0, 0.0, 0.0, 0.0]);
        assert_eq!(tally, Tally { won: 1, drawn: 2, lost: 5 });
        // Score 2/8 = 0.25; deviations 0.75, 0.25 twice, −0.25 five times:
        // variance (0.5625 + 0.125 + 0.3125) / 7 = 1/7, margin 1.96 √(1/56).
        let (score, margin) = tally.score_and_margin().unwrap();
        assert!((score - 0.25).abs() < 1e-12);
        assert!((margin - 1.96 * (1.0f64 / 56.0).sqrt()).abs() < 1e-12, "{margin}");
        // Wilson at p = 0.25, n = 8: centre (0.25 + 0.2401) / 1.4802,
        // half 1.96 / 1.4802 · √(0.1875 / 8 + 3.8416 / 256).
        let (low, high) = tally.wilson().unwrap();
        let centre = (0.25 + 1.96 * 1.96 / 16.0) / (1.0 + 1.96 * 1.96 / 8.0);
        let half = 1.96 / (1.0 + 1.96 * 1.96 / 8.0) * (0.1875f64 / 8.0 + 1.96 * 1.96 / 256.0).sqrt();
        assert!((low - (centre - half)).abs() < 1e-12 && (high - (centre + half)).abs() < 1e-12);
        assert!(low > 0.0 && high < score + margin + 0.1);
        // ±5 points: n · (margin / 0.05)², 8 · 1.96² / 56 / 0.0025 = 219.52.
        assert_eq!(tally.games_for_margin(0.05), Some(220));
    }

    #[test]
    fn games_all_one_way_leave_the_wilson_interval_open() {
        let lost = Tally::of([0.0; 10]);
        assert_eq!(lost.score_and_margin(), Some((0.0, 0.0)));
        let (low, high) = lost.wilson().unwrap();
        assert_eq!(low, 0.0);
        assert!(high > 0.25 && high < 0.3, "{high}");
        assert_eq!(Tally::default().wilson(), None);
        assert_eq!(Tally::of([1.0]).games_for_margin(0.05), None);
        assert_eq!(lost.games_for_margin(0.05), None, "no spread seen yet");
    }
}
