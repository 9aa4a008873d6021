//! A mean with its 95% margin: how the arenas report a score or a loss
//! from independent samples (games, or deals whose games share their luck).

/// The mean of `values` and the half-width of its 95% interval (normal
/// approximation, sample variance); `None` without values.
pub fn mean_and_margin(values: &[f64]) -> Option<(f64, f64)> {
    if values.is_empty() {
        return None;
    }
    let n = values.len() as f64;
    let mean = values.iter().sum::<f64>() / n;
    let variance = values.iter().map(|v| (v - mean).powi(2)).sum::<f64>() / (n - 1.0).max(1.0);
    Some((mean, 1.96 * (variance / n).sqrt()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_margin_is_that_of_the_sample_variance() {
        assert_eq!(mean_and_margin(&[]), None);
        assert_eq!(mean_and_margin(&[0.5]), Some((0.5, 0.0)));
        // Variance 0.5 over two values: margin 1.96 × √(0.5 / 2) = 0.98.
        let (mean, margin) = mean_and_margin(&[0.0, 1.0]).unwrap();
        assert_eq!(mean, 0.5);
        assert!((margin - 0.98).abs() < 1e-12, "{margin}");
    }
}
