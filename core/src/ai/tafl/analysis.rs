//! Königszabel's hints and post-game review: every candidate move valued by
//! the same full-window search, as a win probability, and for each ply of a
//! game how much the move played gave away (the same verdicts as EinStein's).

use std::sync::LazyLock;

use super::search::is_found_win;
use super::{AlphaBeta, Evaluation};
use crate::ai::einstein::analysis::Verdict;
use crate::ai::{Budget, Cancel};
use crate::tafl::{Game, Move, PlayError, Side};

/// Three plies and the quiescence step for every move: about a second.
pub const ANALYSIS_DEPTH: u32 = 3;
pub const ANALYSIS_BUDGET: Budget = Budget::nodes(1_500_000);

/// The engine behind hints, reviews and the fit of their chances, so that
/// the curve is fitted to the values it turns into chances: the top
/// level's learned evaluation, searched to the analysis depth.
pub fn analyst() -> AlphaBeta {
    AlphaBeta::new(ANALYSIS_DEPTH).with_evaluation(Evaluation::Learned)
}

/// The curve that turns the analyst's value of a move into the mover's
/// chance to win: logistic in the value, with an offset for the side that
/// moves, fitted to the results of games (`zabel-lab tafl chances`,
/// docs/ai.md) and shipped in `core/data/koenigszabel-chances.tsv`.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Chances {
    /// Log-odds per man (100 hundredths) of value.
    pub per_man: f64,
    pub attackers_to_move: f64,
    pub defenders_to_move: f64,
}

const NAMES: [&str; 3] = ["per_man", "attackers_to_move", "defenders_to_move"];

impl Chances {
    /// A found win or loss: certain, whatever the curve.
    pub fn certain(score: i32) -> Option<f64> {
        if is_found_win(score) {
            Some(1.0)
        } else if is_found_win(-score) {
            Some(0.0)
        } else {
            None
        }
    }

    /// Values beyond this many men (100 hundredths each) say no more: the
    /// curve is flat there, as the fit saw it, so an evaluation that runs
    /// far ahead of what games bear out never shows as certain.
    pub const FLAT_BEYOND_MEN: f64 = 30.0;

    /// What the curve is linear in: the value in men (flat beyond
    /// [`Self::FLAT_BEYOND_MEN`]), and which side moves.
    pub fn inputs(score: i32, mover: Side) -> [f64; 3] {
        let attackers = f64::from(u8::from(mover == Side::Attackers));
        let men = (f64::from(score) / 100.0).clamp(-Self::FLAT_BEYOND_MEN, Self::FLAT_BEYOND_MEN);
        [men, attackers, 1.0 - attackers]
    }

    /// The chance that `mover`, whose move the analyst values at `score`, wins.
    pub fn for_mover(&self, score: i32, mover: Side) -> f64 {
        Self::certain(score).unwrap_or_else(|| {
            let weights = [self.per_man, self.attackers_to_move, self.defenders_to_move];
            let logit: f64 = Self::inputs(score, mover).iter().zip(weights).map(|(input, weight)| input * weight).sum();
            1.0 / (1.0 + (-logit).exp())
        })
    }

    /// The table's lines, `name<TAB>value`.
    pub fn to_table(&self) -> String {
        let values = [self.per_man, self.attackers_to_move, self.defenders_to_move];
        NAMES.iter().zip(values).map(|(name, value)| format!("{name}\t{value:.6}\n")).collect()
    }

    fn from_table(text: &str) -> Result<Chances, String> {
        let mut values = [None; 3];
        for line in text.lines().filter(|line| !line.starts_with('#') && !line.trim().is_empty()) {
            let (name, value) = line.split_once('\t').ok_or_else(|| format!("'{line}': expected name<TAB>value"))?;
            let slot = NAMES.iter().position(|known| *known == name).ok_or_else(|| format!("unknown '{name}'"))?;
            values[slot] = Some(value.parse::<f64>().map_err(|_| format!("'{value}' is not a number"))?);
        }
        match values {
            [Some(per_man), Some(attackers_to_move), Some(defenders_to_move)] if per_man > 0.0 => {
                Ok(Chances { per_man, attackers_to_move, defenders_to_move })
            }
            _ => Err(format!("expected a positive per_man and both offsets ({})", NAMES.join(", "))),
        }
    }

    /// The shipped curve.
    pub fn shipped() -> &'static Chances {
        static SHIPPED: LazyLock<Chances> = LazyLock::new(|| {
            Chances::from_table(include_str!("../../../data/koenigszabel-chances.tsv"))
                .expect("the shipped chances table is valid")
        });
        &SHIPPED
    }
}

/// Every legal move with the mover's chance to win after it, best first.
pub fn hint(game: &Game, cancel: &Cancel) -> Result<Vec<(Move, f64)>, PlayError> {
    let mover = game.position().turn();
    Ok(analyst()
        .analyse(game, &ANALYSIS_BUDGET, cancel)?
        .into_iter()
        .map(|(mv, score)| (mv, Chances::shipped().for_mover(score, mover)))
        .collect())
}

/// One ply of a reviewed game.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct PlyReview {
    /// 1-based, as in the record.
    pub number: usize,
    pub played: (Move, f64),
    pub best: (Move, f64),
    /// Win probability given away by the move played, 0..1.
    pub loss: f64,
    pub verdict: Verdict,
}

/// Reviews every ply of `game`; a cancelled review returns what it has.
pub fn review(
    game: &Game,
    cancel: &Cancel,
    mut progress: impl FnMut(usize, usize),
) -> Result<Vec<PlyReview>, PlayError> {
    let mut replayed = Game::from_position(*game.start());
    let mut reviews = Vec::new();
    for (index, ply) in game.plies().iter().enumerate() {
        if cancel.is_cancelled() {
            break;
        }
        let moves = hint(&replayed, cancel)?;
        let best = moves[0];
        let played = moves.iter().copied().find(|&(mv, _)| mv == ply.mv).unwrap_or((ply.mv, best.1));
        let loss = (best.1 - played.1).max(0.0);
        reviews.push(PlyReview {
            number: index + 1,
            played,
            best,
            loss,
            verdict: Verdict::from_loss(loss, moves.len()),
        });
        replayed.play(ply.mv)?;
        progress(index + 1, game.plies().len());
    }
    Ok(reviews)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_hint_puts_the_escape_first_and_certain() {
        let game = Game::from_position("13/a12/13/13/13/13/13/13/13/k12/13/13/4a8 d".parse().unwrap());
        let hints = hint(&game, &Cancel::new()).unwrap();
        assert_eq!(hints[0].0.to_string(), "a4-a1");
        assert_eq!(hints[0].1, 1.0);
        assert_eq!(hints.len() as u32, game.position().count_moves());
        assert!(hints.windows(2).all(|w| w[0].1 >= w[1].1));
    }

    #[test]
    fn a_forced_escape_two_plies_ahead_is_certain_too() {
        // c3-a3 (or c3-c13) opens two routes to castles (K8.1); the lone
        // attacker closes one at most.
        let game = Game::from_position("13/13/13/13/13/13/13/13/13/13/2k10/13/11a1 d".parse().unwrap());
        let hints = hint(&game, &Cancel::new()).unwrap();
        assert_eq!(hints[0].1, 1.0, "{hints:?}");
        let forks: Vec<String> = hints.iter().filter(|h| h.1 == 1.0).map(|h| h.0.to_string()).collect();
        assert!(forks.contains(&"c3-a3".to_owned()), "{forks:?}");
    }

    #[test]
    fn a_hint_depends_on_the_position_alone_not_on_how_fast_the_machine_searches() {
        // The start, where the search is largest: a clock would cut it where
        // the machine and its load happen to be.
        let game = Game::new(crate::tafl::Rules::default());
        let by_nodes = analyst().analyse(&game, &Budget::nodes(ANALYSIS_BUDGET.nodes), &Cancel::new()).unwrap();
        let hinted = hint(&game, &Cancel::new()).unwrap();
        let chances =
            by_nodes.into_iter().map(|(mv, score)| (mv, Chances::shipped().for_mover(score, Side::Attackers)));
        assert_eq!(hinted, chances.collect::<Vec<_>>());
        assert_eq!(ANALYSIS_BUDGET.time, None, "a clock would make the figures the machine's");
    }

    #[test]
    fn the_shipped_chances_rise_with_the_value_and_found_results_are_certain() {
        let chances = Chances::shipped();
        for mover in Side::BOTH {
            let curve: Vec<f64> = (-10..=10).map(|men| chances.for_mover(men * 100, mover)).collect();
            assert!(curve.windows(2).all(|pair| pair[0] < pair[1]), "{mover}: {curve:?}");
            assert!(curve.iter().all(|p| (0.0..1.0).contains(p) && *p > 0.0));
            assert_eq!(chances.for_mover(999_990, mover), 1.0);
            assert_eq!(chances.for_mover(-999_990, mover), 0.0);
        }
        assert_eq!(Chances::from_table(&chances.to_table()).unwrap().to_table(), chances.to_table());
        assert!(Chances::from_table("per_man\t0.5\n").unwrap_err().contains("both offsets"));
        assert!(Chances::from_table("per_man\t-1\nattackers_to_move\t0\ndefenders_to_move\t0").is_err());
        assert!(Chances::from_table("scale 1").is_err());
    }

    #[test]
    fn a_review_marks_a_missed_escape_as_a_blunder() {
        // a4-a1 wins; after m7-m8, c3-a3 captures the king at the edge (K6).
        let mut game = Game::from_position("13/13/13/13/13/13/12d/13/a12/ka11/2a10/13/13 d".parse().unwrap());
        game.play("m7-m8".parse().unwrap()).unwrap();
        let reviews = review(&game, &Cancel::new(), |_, _| {}).unwrap();
        assert_eq!(reviews.len(), 1);
        assert_eq!(reviews[0].best.0.to_string(), "a4-a1");
        assert_eq!(reviews[0].verdict, Verdict::Blunder);
        assert_eq!((reviews[0].best.1, reviews[0].played.1, reviews[0].loss), (1.0, 0.0, 1.0));
    }
}
