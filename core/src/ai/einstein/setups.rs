//! Which setups (E3) the computer uses.
//!
//! Not all 720 arrangements are equal. `zabel-lab setups` measures each one by
//! self-play against random setups and writes `core/data/einstein-setups.tsv`;
//! [`SetupPolicy::Best`] picks at random among the best of them, so
//! strong levels start well without being predictable.

use std::sync::OnceLock;

use rand::Rng;
use rand::seq::IndexedRandom;

use crate::einstein::Setup;

/// The measured table: a header comment, then `digits<TAB>games<TAB>score`.
const TABLE: &str = include_str!("../../../data/einstein-setups.tsv");

/// How many of the best-measured setups the strong levels choose from.
pub const BEST: usize = 24;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum SetupPolicy {
    /// Any of the 720 arrangements, as the historic program did.
    Random,
    /// One of the `n` best-measured arrangements.
    Best(usize),
}

/// What the strong levels choose from.
pub const MEASURED: SetupPolicy = SetupPolicy::Best(BEST);

impl SetupPolicy {
    pub fn choose<R: Rng + ?Sized>(self, rng: &mut R) -> Setup {
        match self {
            SetupPolicy::Random => Setup::random(rng),
            SetupPolicy::Best(n) => {
                let ranked = ranked_setups();
                *ranked[..n.clamp(1, ranked.len())].choose(rng).expect("the measured table is not empty")
            }
        }
    }
}

/// One row of the measured table.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct SetupScore {
    pub setup: Setup,
    pub games: u64,
    /// Share of points won against random setups, 0..1.
    pub score: f64,
}

/// Parses the table format written by `zabel-lab setups`.
pub fn parse_table(text: &str) -> Result<Vec<SetupScore>, String> {
    crate::ai::table::rows(text)
        .map(|(line, fields)| {
            let bad = |why: &str| format!("line {line}: {why}");
            let [digits, games, score] = fields.as_slice() else { return Err(bad("expected digits, games and score")) };
            Ok(SetupScore {
                setup: Setup::from_digits(digits).map_err(|e| bad(&e.to_string()))?,
                games: games.parse().map_err(|_| bad("games is not a number"))?,
                score: score
                    .parse()
                    .ok()
                    .filter(|share| (0.0..=1.0).contains(share))
                    .ok_or_else(|| bad(&format!("the score '{score}' is not a share 0..1")))?,
            })
        })
        .collect()
}

/// Every measured setup, best first.
pub fn ranked_setups() -> &'static [Setup] {
    static RANKED: OnceLock<Vec<Setup>> = OnceLock::new();
    RANKED.get_or_init(|| {
        let mut rows = parse_table(TABLE).expect("the shipped setup table is valid");
        rows.sort_by(|a, b| b.score.total_cmp(&a.score));
        rows.iter().map(|row| row.setup).collect()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shipped_table_measures_every_setup() {
        let rows = parse_table(TABLE).unwrap();
        assert_eq!(rows.len(), 720);
        assert!(rows.iter().all(|r| r.games > 0 && (0.0..=1.0).contains(&r.score)));
        assert_eq!(ranked_setups().len(), 720);
    }

    #[test]
    fn the_best_n_are_chosen_among_the_n_best_ranked_and_all_of_them() {
        use rand::SeedableRng;
        let mut rng = rand::rngs::StdRng::seed_from_u64(7);
        for n in [1, 2, BEST] {
            let chosen: std::collections::HashSet<Setup> =
                (0..50 * n).map(|_| SetupPolicy::Best(n).choose(&mut rng)).collect();
            assert!(chosen.iter().all(|setup| ranked_setups()[..n].contains(setup)), "n = {n}");
            assert_eq!(chosen.len(), n);
        }
    }

    #[test]
    fn bad_tables_name_the_line() {
        assert_eq!(parse_table("# x\n123456\t10\n"), Err("line 2: expected digits, games and score".to_owned()));
        assert_eq!(
            parse_table("123455\t10\t0.5\n"),
            Err("line 1: '123455' is not six different digits 1..6".to_owned())
        );
        for score in ["NaN", "1.5", "-0.1"] {
            assert_eq!(
                parse_table(&format!("123456\t10\t{score}\n")),
                Err(format!("line 1: the score '{score}' is not a share 0..1"))
            );
        }
    }
}
