//! Hints and post-game review: the strongest view of every candidate move,
//! and for each ply of a game how much the move played gave away.

use super::expectimax::Expectimax;
use super::setups::SetupPolicy;
use super::{Budget, Cancel, Decision, Engine, MoveStat};
use crate::einstein::{Game, PlayError, Position, Roll};
use std::time::Duration;

/// The analysing engine: expectimax gives every move a value from the same
/// full-width search, which compares candidates more fairly than MCTS visit
/// counts, and endgames are exact.
pub fn analyst() -> Expectimax {
    Expectimax::new(7, true, SetupPolicy::Measured, 1)
}

/// What analysis may spend on one position.
pub const ANALYSIS_BUDGET: Budget = Budget { nodes: 3_000_000, time: Some(Duration::from_millis(1500)) };

/// Every legal move for `roll` with its estimated win probability, best first.
pub fn hint(position: &Position, roll: Roll, cancel: &Cancel) -> Result<Decision, PlayError> {
    analyst().decide(position, roll, &ANALYSIS_BUDGET, cancel)
}

/// How a move compares with the best one.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Verdict {
    /// The only legal move.
    Forced,
    Best,
    /// Gave away less than 5 percentage points.
    Good,
    /// 5 to 10 points.
    Inaccuracy,
    /// 10 to 20 points.
    Mistake,
    /// 20 points or more.
    Blunder,
}

impl Verdict {
    pub fn from_loss(loss: f64, choices: usize) -> Verdict {
        match loss {
            _ if choices == 1 => Verdict::Forced,
            l if l <= 1e-9 => Verdict::Best,
            l if l < 0.05 => Verdict::Good,
            l if l < 0.10 => Verdict::Inaccuracy,
            l if l < 0.20 => Verdict::Mistake,
            _ => Verdict::Blunder,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Verdict::Forced => "forced",
            Verdict::Best => "best",
            Verdict::Good => "good",
            Verdict::Inaccuracy => "inaccuracy",
            Verdict::Mistake => "mistake",
            Verdict::Blunder => "blunder",
        }
    }
}

/// One ply of a reviewed game.
#[derive(Clone, PartialEq, Debug)]
pub struct PlyReview {
    /// 1-based, as in the record.
    pub number: usize,
    pub roll: Roll,
    pub played: MoveStat,
    pub best: MoveStat,
    /// Win probability given away by the move played, 0..1.
    pub loss: f64,
    pub verdict: Verdict,
}

/// Reviews every ply of `game`; `progress` is told after each ply, and a
/// cancelled review returns what it has.
pub fn review(
    game: &Game,
    cancel: &Cancel,
    mut progress: impl FnMut(usize, usize),
) -> Result<Vec<PlyReview>, PlayError> {
    let positions = game.positions();
    let mut reviews = Vec::with_capacity(game.plies().len());
    let mut engine = analyst();
    for (index, (ply, position)) in game.plies().iter().zip(&positions).enumerate() {
        if cancel.is_cancelled() {
            break;
        }
        let decision = engine.decide(position, ply.roll, &ANALYSIS_BUDGET, cancel)?;
        let best = decision.stats[0];
        let played = *decision.stats.iter().find(|s| s.mv == ply.mv).expect("the played move is legal");
        let loss = (best.win_probability - played.win_probability).max(0.0);
        reviews.push(PlyReview {
            number: index + 1,
            roll: ply.roll,
            played,
            best,
            loss,
            verdict: Verdict::from_loss(loss, decision.stats.len()),
        });
        progress(index + 1, game.plies().len());
    }
    Ok(reviews)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::einstein::Die;

    #[test]
    fn verdicts_follow_the_loss() {
        assert_eq!(Verdict::from_loss(0.0, 1), Verdict::Forced);
        assert_eq!(Verdict::from_loss(0.0, 3), Verdict::Best);
        assert_eq!(Verdict::from_loss(0.03, 3), Verdict::Good);
        assert_eq!(Verdict::from_loss(0.07, 3), Verdict::Inaccuracy);
        assert_eq!(Verdict::from_loss(0.15, 3), Verdict::Mistake);
        assert_eq!(Verdict::from_loss(0.5, 3), Verdict::Blunder);
    }

    #[test]
    fn hints_rank_the_immediate_win_first_and_value_every_move() {
        let position: Position = "5/5/5/3R2B1/R13B3 r".parse().unwrap();
        let view = hint(&position, Die::new(2), &Cancel::new()).unwrap();
        let names: Vec<String> = view.stats.iter().map(|s| s.mv.to_string()).collect();
        assert_eq!(names.len(), 3);
        assert_eq!(names[0], "d4xe5");
        assert_eq!(view.stats[0].win_probability, 1.0);
        assert!(view.stats.iter().all(|s| (0.0..=1.0).contains(&s.win_probability)));
    }

    #[test]
    fn a_review_covers_every_ply_and_never_rates_a_move_above_the_best() {
        let mut rng = <rand::rngs::SmallRng as rand::SeedableRng>::seed_from_u64(4);
        let mut game = Game::new(
            crate::einstein::Setup::random(&mut rng),
            crate::einstein::Setup::random(&mut rng),
            crate::einstein::Side::Red,
        );
        let mut mover = crate::ai::random::RandomMover::new(4);
        while !game.position().is_over() {
            let roll = crate::ai::random::roll_for(game.position(), &mut rng);
            let mv = mover.decide(game.position(), roll, &Budget::nodes(1), &Cancel::new()).unwrap().mv;
            game.play(roll, &mv).unwrap();
        }
        let mut calls = 0;
        let reviews = review(&game, &Cancel::new(), |_, _| calls += 1).unwrap();
        assert_eq!(reviews.len(), game.plies().len());
        assert_eq!(calls, reviews.len());
        for r in &reviews {
            assert!(r.loss >= 0.0 && r.played.win_probability <= r.best.win_probability + 1e-12);
            assert_eq!(
                r.verdict == Verdict::Forced,
                game.positions()[r.number - 1].legal_moves(r.roll).unwrap().len() == 1
            );
        }
        // A random mover makes mistakes a strong engine can see.
        assert!(reviews.iter().any(|r| matches!(r.verdict, Verdict::Mistake | Verdict::Blunder)));
    }
}
