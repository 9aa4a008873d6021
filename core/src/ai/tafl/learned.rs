//! The learned evaluation: the dot product of the position's features
//! (`features.rs`) with weights fitted to the outcomes of self-play
//! (`zabel-lab tafl texel`, docs/ai.md "A learned evaluation"), shipped in
//! `core/data/koenigszabel-eval.tsv`. A value of 1000 is one logit of the
//! defenders' winning chance: fine enough that a man's move more or less
//! is not lost to rounding (the fit makes a man worth about a tenth of a
//! logit), and near the hand-set evaluation's own scale (fitted to the same
//! games, about 1400 of its hundredths of a man make a logit), so that the
//! search's margins mean much the same with either.

use std::sync::LazyLock;

use super::features::{self, COUNT, Features};
use crate::tafl::{Position, Side};

/// Value units per logit unit of the fit.
pub const SCALE: f64 = 1000.0;

/// The weights as shipped.
pub const SHIPPED: &str = include_str!("../../../data/koenigszabel-eval.tsv");

/// One weight per feature, in the order of [`features::names`], from the
/// defenders' side.
#[derive(Clone, PartialEq, Debug)]
pub struct LearnedWeights(pub [f32; COUNT]);

impl LearnedWeights {
    /// Reads `name<TAB>weight` lines (`#` starts a comment): every feature
    /// exactly once, no unknown names.
    pub fn parse(text: &str) -> Result<LearnedWeights, String> {
        let names = features::names();
        let mut weights = [None; COUNT];
        for (number, line) in text.lines().enumerate().map(|(index, line)| (index + 1, line.trim())) {
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let (name, value) =
                line.split_once('\t').ok_or_else(|| format!("line {number}: expected name<TAB>weight"))?;
            let at = names
                .iter()
                .position(|known| known == name)
                .ok_or_else(|| format!("line {number}: no feature '{name}'"))?;
            let value: f32 = value.trim().parse().map_err(|_| format!("line {number}: '{value}' is not a number"))?;
            if weights[at].replace(value).is_some() {
                return Err(format!("line {number}: '{name}' twice"));
            }
        }
        let missing: Vec<&str> =
            names.iter().zip(&weights).filter(|(_, weight)| weight.is_none()).map(|(name, _)| name.as_str()).collect();
        if !missing.is_empty() {
            return Err(format!("no weight for {}", missing.join(", ")));
        }
        Ok(LearnedWeights(weights.map(|weight| weight.expect("every weight checked"))))
    }

    /// The file [`LearnedWeights::parse`] reads, after `header` (comment lines).
    pub fn write(&self, header: &str) -> String {
        let mut text: String = header.lines().map(|line| format!("# {line}\n")).collect();
        for (name, weight) in features::names().iter().zip(self.0) {
            text += &format!("{name}\t{weight}\n");
        }
        text
    }

    /// The features' worth to the defenders.
    pub fn dot(&self, features: &Features) -> f32 {
        features.iter().zip(&self.0).map(|(&feature, &weight)| feature as f32 * weight).sum()
    }
}

static WEIGHTS: LazyLock<LearnedWeights> =
    LazyLock::new(|| LearnedWeights::parse(SHIPPED).expect("the shipped evaluation weights parse"));

/// The position's worth to the side to move, with the shipped weights.
pub fn evaluate(position: &Position) -> i32 {
    evaluate_with(position, &WEIGHTS)
}

pub fn evaluate_with(position: &Position, weights: &LearnedWeights) -> i32 {
    let value = weights.dot(&features::extract(position)).round() as i32;
    if position.turn() == Side::Defenders { value } else { -value }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tafl::Rules;

    #[test]
    fn the_shipped_weights_parse_with_one_for_every_feature() {
        let weights = LearnedWeights::parse(SHIPPED).unwrap();
        assert!(weights.0.iter().all(|weight| weight.is_finite()));
        assert!(weights.0.iter().any(|&weight| weight != 0.0), "a fitted file, not an empty one");
        assert_eq!(LearnedWeights::parse(&weights.write("again")).unwrap(), weights);
    }

    #[test]
    fn files_missing_doubling_or_misnaming_a_weight_are_refused() {
        let shipped = LearnedWeights::parse(SHIPPED).unwrap().write("");
        let without_first: String = shipped.lines().skip(1).map(|line| format!("{line}\n")).collect();
        assert!(LearnedWeights::parse(&without_first).unwrap_err().contains("defenders_edge"));
        let doubled = format!("{shipped}attacker_men\t3\n");
        assert!(LearnedWeights::parse(&doubled).unwrap_err().contains("twice"));
        let unknown = format!("{shipped}castle_magic\t3\n");
        assert!(LearnedWeights::parse(&unknown).unwrap_err().contains("castle_magic"));
        let garbled = shipped.replacen("attacker_men\t", "attacker_men\tx", 1);
        assert!(LearnedWeights::parse(&garbled).is_err());
    }

    /// The move the search chooses with the shipped learned weights.
    fn learned_choice(position: &str) -> String {
        use crate::ai::Engine;
        use crate::ai::tafl::{AlphaBeta, Evaluation};
        use crate::ai::{Budget, Cancel};
        let game = crate::tafl::Game::from_position(position.parse().unwrap());
        let mut engine = AlphaBeta::new(3).with_evaluation(Evaluation::Learned);
        engine.decide(&game, (), &Budget::nodes(2_000_000), &Cancel::new()).unwrap().mv.to_string()
    }

    #[test]
    fn the_search_with_the_learned_weights_sees_escapes_and_king_captures() {
        assert_eq!(learned_choice("13/a12/13/13/13/13/13/13/13/k12/13/13/4a8 d"), "a4-a1");
        assert_eq!(learned_choice("13/13/13/13/13/13/12a/11ak/7a5/13/13/13/13 a"), "h5-m5");
        assert_eq!(learned_choice("13/a12/13/13/13/13/13/13/13/k12/13/2a10/4a8 a"), "c2-a2");
    }

    #[test]
    fn the_value_is_the_dot_product_seen_from_the_side_to_move() {
        let mut weights = LearnedWeights([0.0; COUNT]);
        weights.0[1] = -100.0; // attacker_men
        weights.0[2] = 160.0; // defender_men
        let start = Position::start(Rules::default());
        // 12 defenders at 160 against 24 attackers at 100: −480 for the
        // defenders, +480 for the attackers, who move first.
        assert_eq!(evaluate_with(&start, &weights), 480);
        let defenders_to_move = start.passed();
        assert_eq!(evaluate_with(&defenders_to_move, &weights), -480);
    }
}
