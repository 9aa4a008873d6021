//! The level tables every game's arena writes and the core ships
//! (`core/data/*-levels.tsv`): a rating per level with its interval, and
//! the measured advantage of a side, plus the time cap every level obeys.

use std::time::Duration;

/// No level of any game thinks longer than this on one move, whatever its
/// node budget: the phone budget is 1 s median and 3 s worst.
pub const TIME_CAP: Duration = Duration::from_millis(1500);

/// A row of the measured table.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct LevelRating {
    pub level: u8,
    pub rating: f64,
    /// 95% confidence interval.
    pub low: f64,
    pub high: f64,
    pub games: u64,
}

/// Parses the table `zabel-lab arena` writes: `#` comments, then
/// `level<TAB>rating<TAB>low<TAB>high<TAB>games`.
pub fn parse_ratings(text: &str) -> Result<Vec<LevelRating>, String> {
    super::table::rows(text)
        .map(|(line, fields)| {
            let bad = |why: &str| format!("line {line}: {why}");
            let [level, rating, low, high, games] = fields.as_slice() else {
                return Err(bad("expected level, rating, low, high, games"));
            };
            let number = |text: &str| {
                text.parse::<f64>()
                    .ok()
                    .filter(|n| n.is_finite())
                    .ok_or_else(|| bad(&format!("'{text}' is not a number")))
            };
            let (rating, low, high) = (number(rating)?, number(low)?, number(high)?);
            if !(low <= rating && rating <= high) {
                return Err(bad(&format!("the rating {rating} is not within {low}..{high}")));
            }
            Ok(LevelRating {
                level: level.parse().map_err(|_| bad("level is not a number"))?,
                rating,
                low,
                high,
                games: games.parse().map_err(|_| bad("games is not a number"))?,
            })
        })
        .collect()
}

/// A level table's advantage line (`<prefix><Elo> ± <margin> Elo`); 0 without
/// one, an error when the line is there but says no number.
pub fn advantage_in(table: &str, prefix: &str) -> Result<f64, String> {
    let Some(rest) = table.lines().find_map(|line| line.strip_prefix(prefix)) else { return Ok(0.0) };
    let value = rest.split_whitespace().next().unwrap_or_default();
    value.parse().map_err(|_| format!("'{prefix}{rest}': '{value}' is not a number of Elo"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_advantage_line_is_read_absent_or_refused_when_it_says_no_number() {
        let prefix = "# first-move advantage: ";
        assert_eq!(advantage_in("# first-move advantage: 23.3 ± 13.2 Elo\n1\t1000", prefix), Ok(23.3));
        assert_eq!(advantage_in("# date: today\n1\t1000", prefix), Ok(0.0));
        for broken in ["# first-move advantage: ± 13 Elo", "# first-move advantage: ", "# first-move advantage: 2x3"] {
            assert!(advantage_in(broken, prefix).is_err(), "{broken}");
        }
    }

    #[test]
    fn a_rating_must_be_a_finite_number_within_its_interval() {
        assert_eq!(parse_ratings("1\t1000\t990\t1010\t20\n").unwrap()[0].rating, 1000.0);
        for (row, why) in [
            ("1\tnan\t990\t1010\t20", "line 1: 'nan' is not a number"),
            ("1\t1000\t-inf\t1010\t20", "line 1: '-inf' is not a number"),
            ("1\t1000\t1001\t1010\t20", "line 1: the rating 1000 is not within 1001..1010"),
        ] {
            assert_eq!(parse_ratings(row), Err(why.to_owned()), "{row}");
        }
    }
}
