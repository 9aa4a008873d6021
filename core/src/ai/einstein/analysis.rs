//! Hints and post-game review: the strongest view of every candidate move,
//! and for each ply of a game how much the move played gave away (skill)
//! and what the roll itself gave or took (luck).

use super::expectimax::Expectimax;
use super::leaves::Leaves;
use super::setups;
use super::{Budget, Cancel, Decision, Einstein, MoveStat};
use crate::ai::Engine;
use crate::ai::{Found, Verdict};
use crate::einstein::{Game, PlayError, Ply, Position, Roll, StoneSet};

/// The analysing engine: expectimax gives every move a value from the same
/// full-width search, which compares candidates more fairly than MCTS visit
/// counts, and endgames are exact. Leaves are valued by the n-tuple network,
/// as level 8's are: with it the judge played better than with the race
/// model (docs/ai.md, "What the decisions give away: the analyst as judge").
pub fn analyst() -> Expectimax {
    Expectimax::new(7, true, setups::MEASURED, 1).with_evaluation(Leaves::NTuple.evaluation())
}

/// What analysis may spend on one position: nodes, never a clock, so a
/// game reviewed twice, or on a busy or a slow phone, says the same. This
/// many nodes finish depth 7 with up to eight or nine stones on the board
/// and depth 6 with more; `zabel-lab bench --reviews` shows what more would change.
pub const ANALYSIS_BUDGET: Budget = Budget::nodes(300_000);

/// Every legal move for `roll` with its estimated win probability, best first.
pub fn hint(position: &Position, roll: Roll, cancel: &Cancel) -> Result<Decision, PlayError> {
    analyst().decide(position, roll, &ANALYSIS_BUDGET, cancel)
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
    /// What the roll gave the mover: the best win probability after this
    /// roll less its average over the six faces before rolling, −1..1.
    pub luck: f64,
    pub verdict: Verdict,
}

/// The best win probability the side to move has before rolling: the
/// average over the die's faces of the best move's value. `known` is a roll
/// whose value is already known; rolls that leave the same stones to choose
/// from (E4.3) share one search.
pub fn value_before_roll(
    engine: &mut impl Engine<Einstein>,
    position: &Position,
    known: Option<(Roll, f64)>,
    budget: &Budget,
    cancel: &Cancel,
) -> Result<f64, PlayError> {
    let own = position.stones(position.turn());
    let choosable = |roll: Roll| roll.map_or(own, |face| own.choosable(face.stone()));
    let mut known: Vec<(StoneSet, f64)> = known.map(|(roll, value)| (choosable(roll), value)).into_iter().collect();
    let rolls = position.rolls();
    let mut total = 0.0;
    for &roll in rolls {
        let stones = choosable(roll);
        let best = match known.iter().find(|(set, _)| *set == stones) {
            Some(&(_, best)) => best,
            None => {
                let best = engine.decide(position, roll, budget, cancel)?.stats[0].win_probability;
                known.push((stones, best));
                best
            }
        };
        total += best;
    }
    Ok(total / rolls.len() as f64)
}

/// One move played, as `engine` sees it against the best.
pub struct Judged {
    pub best: MoveStat,
    pub played: MoveStat,
    /// Win probability given away, 0..1.
    pub loss: f64,
    /// How many legal moves there were.
    pub choices: usize,
}

/// Judges the move `ply` played from `position` (a position of a game,
/// where the move is legal).
pub fn judge(
    engine: &mut impl Engine<Einstein>,
    position: &Position,
    ply: &Ply,
    budget: &Budget,
    cancel: &Cancel,
) -> Result<Judged, PlayError> {
    let decision = engine.decide(position, ply.roll, budget, cancel)?;
    let best = decision.stats[0];
    let played = *decision.stats.iter().find(|s| s.mv == ply.mv).expect("the played move is legal");
    let loss = (best.win_probability - played.win_probability).max(0.0);
    Ok(Judged { best, played, loss, choices: decision.stats.len() })
}

/// What the search proved by a chance: the leaves' curve never reaches 0
/// or 1, so a chance of exactly 0 or 1 comes from lines that all end (or
/// from the exact endgames) whatever the dice do.
fn found(chance: f64) -> Found {
    match chance {
        0.0 => Found::Loss,
        1.0 => Found::Win,
        _ => Found::Nothing,
    }
}

/// The verdict on `played` against `best`: by the chance given away, except
/// that a move after which every roll loses is a blunder (docs/ai.md, "How
/// a review's verdicts are chosen").
fn verdict(best: &MoveStat, played: &MoveStat, choices: usize) -> Verdict {
    let loss = (best.win_probability - played.win_probability).max(0.0);
    Verdict::judge(found(best.win_probability), found(played.win_probability), loss, choices)
}

/// Reviews every ply of `game`; `progress` is told after each ply, and a
/// cancelled review returns what it has.
pub fn review(game: &Game, cancel: &Cancel, progress: impl FnMut(usize, usize)) -> Result<Vec<PlyReview>, PlayError> {
    review_with(game, &ANALYSIS_BUDGET, cancel, progress)
}

/// [`review`] with what each position may cost.
pub fn review_with(
    game: &Game,
    budget: &Budget,
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
        let Judged { best, played, loss, choices } = judge(&mut engine, position, ply, budget, cancel)?;
        let before = value_before_roll(&mut engine, position, Some((ply.roll, best.win_probability)), budget, cancel)?;
        reviews.push(PlyReview {
            number: index + 1,
            roll: ply.roll,
            played,
            best,
            loss,
            luck: best.win_probability - before,
            verdict: verdict(&best, &played, choices),
        });
        progress(index + 1, game.plies().len());
    }
    Ok(reviews)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::einstein::{DicePosition, Die};

    #[test]
    fn a_move_after_which_every_roll_loses_is_a_blunder_however_little_the_best_kept() {
        let position: Position = "5/5/5/3R2B1/R13B3 r".parse().unwrap();
        let some_move = position.legal_moves(Die::new(2)).unwrap()[0];
        let mv = |chance: f64| MoveStat { mv: some_move, win_probability: chance, visits: 0 };
        // The best kept 3%: by the chance alone, giving it away is "good".
        assert_eq!(Verdict::from_loss(0.03, 3), Verdict::Good);
        assert_eq!(verdict(&mv(0.03), &mv(0.0), 3), Verdict::Blunder);
        // Lost whatever was played: the chance given away decides.
        assert_eq!(verdict(&mv(0.0), &mv(0.0), 3), Verdict::Best);
        // A sure win thrown away for a near-sure one is a mistake at least.
        assert_eq!(verdict(&mv(1.0), &mv(0.97), 3), Verdict::Mistake);
        assert_eq!(verdict(&mv(0.6), &mv(0.58), 3), Verdict::Good);
        assert_eq!(verdict(&mv(0.03), &mv(0.0), 1), Verdict::Forced);
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
        let mut mover = crate::ai::einstein::random::RandomMover::new(4);
        while !game.position().is_over() {
            let roll = crate::ai::einstein::random::roll_for(game.position(), &mut rng);
            let mv = mover.decide(game.position(), roll, &Budget::nodes(1), &Cancel::new()).unwrap().mv;
            game.play(roll, &mv).unwrap();
        }
        let mut calls = 0;
        // A small budget keeps the test quick; the verdicts need no depth.
        let reviews = review_with(&game, &Budget::nodes(20_000), &Cancel::new(), |_, _| calls += 1).unwrap();
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
        // The dice give and take: some rolls help, some hurt, none beyond certainty.
        assert!(reviews.iter().all(|r| (-1.0..=1.0).contains(&r.luck)));
        assert!(reviews.iter().any(|r| r.luck > 0.01) && reviews.iter().any(|r| r.luck < -0.01));
    }

    #[test]
    fn a_review_depends_on_the_game_alone_not_on_how_fast_the_machine_searches() {
        // The opening's plies, where searches are largest: a clock would cut
        // them at a depth that depends on the machine and its load.
        let mut rng = <rand::rngs::SmallRng as rand::SeedableRng>::seed_from_u64(9);
        let setups = crate::ai::einstein::setups::ranked_setups();
        let mut game = Game::new(setups[0], setups[1], crate::einstein::Side::Red);
        let mut mover = crate::ai::einstein::random::RandomMover::new(9);
        for _ in 0..2 {
            let roll = crate::ai::einstein::random::roll_for(game.position(), &mut rng);
            let mv = mover.decide(game.position(), roll, &Budget::nodes(1), &Cancel::new()).unwrap().mv;
            game.play(roll, &mv).unwrap();
        }
        let reviewed = review(&game, &Cancel::new(), |_, _| {}).unwrap();
        let by_nodes = review_with(&game, &Budget::nodes(ANALYSIS_BUDGET.nodes), &Cancel::new(), |_, _| {}).unwrap();
        assert_eq!(reviewed, by_nodes);
        assert_eq!(ANALYSIS_BUDGET.time, None, "a clock would make the figures the machine's");
    }

    #[test]
    fn a_roll_that_wins_at_once_is_luck_and_no_roll_is_none() {
        // Red's stone 1 on d4 takes e5 with any roll but a 6, which must move
        // the stone 6 on a3 (E4.3); then blue's 2 on b2 reaches a1 with most rolls.
        let position: Position = "5/1B23/R64/3R11/4B1 r".parse().unwrap();
        let mut engine = analyst();
        let with_one = engine.decide(&position, Die::new(1), &ANALYSIS_BUDGET, &Cancel::new()).unwrap();
        assert_eq!(with_one.stats[0].win_probability, 1.0);
        let budget = Budget::nodes(300_000);
        let before =
            value_before_roll(&mut analyst(), &position, Some((Die::new(1), 1.0)), &budget, &Cancel::new()).unwrap();
        assert!(before < 1.0, "a 6 moves the far stone: rolling a winner is luck");
        let unknown = value_before_roll(&mut analyst(), &position, None, &budget, &Cancel::new()).unwrap();
        assert!((unknown - before).abs() < 1e-9, "searching the winning roll too finds the same: {unknown} {before}");
        let single: Position = "5/1B23/5/3R11/4B1 r".parse().unwrap();
        assert_eq!(
            value_before_roll(&mut engine, &single, Some((None, 0.7)), &ANALYSIS_BUDGET, &Cancel::new()).unwrap(),
            0.7
        );
        let alone = engine.decide(&single, None, &budget, &Cancel::new()).unwrap().stats[0].win_probability;
        assert_eq!(value_before_roll(&mut engine, &single, None, &budget, &Cancel::new()).unwrap(), alone);
    }
}
