//! The engines: exact endgames, expectimax with Star1 pruning, budgets and
//! cancellation.

mod common;

use std::collections::HashMap;
use std::sync::Arc;
use zabel_core::einstein::DicePosition;

use proptest::prelude::*;
use zabel_core::ai::Engine;
use zabel_core::ai::einstein::endgame::Endgame;
use zabel_core::ai::einstein::expectimax::Expectimax;
use zabel_core::ai::einstein::random::{RandomMover, roll_for};
use zabel_core::ai::einstein::setups::{self, SetupPolicy};
use zabel_core::ai::einstein::{eval, levels, ntuple};
use zabel_core::ai::{Budget, Cancel};
use zabel_core::einstein::Einstein;
use zabel_core::einstein::{Die, Piece, Position, Roll, Setup, Side, Square, Stone};

/// The average over the six die faces (or the one move without a roll) of
/// the best move's value, each move valued by `value_after` from the
/// position it leaves, `worst` when nothing better turns up.
fn best_on_average(position: &Position, worst: f64, mut value_after: impl FnMut(&Position) -> f64) -> f64 {
    let rolls = position.rolls();
    let mut total = 0.0;
    for roll in rolls {
        let best = children(position, *roll).iter().map(&mut value_after).fold(worst, f64::max);
        total += best / rolls.len() as f64;
    }
    total
}

/// The positions the legal moves after `roll` leave.
fn children(position: &Position, roll: Roll) -> Vec<Position> {
    let moves = position.legal_moves(roll).unwrap();
    moves
        .iter()
        .map(|mv| {
            let mut child = *position;
            child.play(roll, mv).unwrap();
            child
        })
        .collect()
}

/// Win chance of the side to move by plain expectimax: each of the six die
/// faces on its own, every legal move, memoised on the notation only.
fn brute_force(position: &Position, memo: &mut HashMap<String, f64>) -> f64 {
    if position.is_over() {
        return 0.0;
    }
    let key = position.to_string();
    if let Some(&p) = memo.get(&key) {
        return p;
    }
    let total = best_on_average(position, 0.0, |child| 1.0 - brute_force(child, memo));
    memo.insert(key, total);
    total
}

/// A small endgame: 1–2 stones a side on distinct squares, none on a goal.
fn small_position() -> impl Strategy<Value = Position> {
    let squares = proptest::sample::subsequence((1u8..24).collect::<Vec<_>>(), 4).prop_shuffle();
    (
        squares,
        1usize..=2,
        1usize..=2,
        any::<bool>(),
        proptest::sample::subsequence(vec![1u8, 2, 3, 4, 5, 6], 2).prop_shuffle(),
        proptest::sample::subsequence(vec![1u8, 2, 3, 4, 5, 6], 2).prop_shuffle(),
    )
        .prop_map(|(squares, reds, blues, red_to_move, red_numbers, blue_numbers)| {
            let square = |i: usize| Square::from_index(squares[i]).unwrap();
            let mut pieces = Vec::new();
            for (i, &number) in red_numbers.iter().take(reds).enumerate() {
                pieces.push((square(i), Piece::new(Side::Red, Stone::new(number).unwrap())));
            }
            for (i, &number) in blue_numbers.iter().take(blues).enumerate() {
                pieces.push((square(2 + i), Piece::new(Side::Blue, Stone::new(number).unwrap())));
            }
            Position::from_pieces(pieces, if red_to_move { Side::Red } else { Side::Blue }).unwrap()
        })
}

/// Value for the side to move by plain expectimax to `depth`: every die
/// face and every move, `evaluation` at the horizon, −1 once the game is lost.
fn plain_expectimax(position: &Position, depth: u32, evaluation: fn(&Position) -> f64) -> f64 {
    if position.is_over() {
        return -1.0;
    }
    if depth == 0 {
        return evaluation(position);
    }
    best_on_average(position, -1.0, |child| -plain_expectimax(child, depth - 1, evaluation))
}

/// A position some random plies into a game from random setups.
fn midgame_position() -> impl Strategy<Value = Position> {
    (any::<u64>(), 0usize..30).prop_map(|(seed, plies)| {
        let mut rng = <rand::rngs::SmallRng as rand::SeedableRng>::seed_from_u64(seed);
        let mut position = Position::start(Setup::random(&mut rng), Setup::random(&mut rng), Side::Red);
        let mut mover = RandomMover::new(seed);
        for _ in 0..plies {
            let roll = roll_for(&position, &mut rng);
            let mv = mover.decide(&position, roll, &Budget::nodes(1), &Cancel::new()).unwrap().mv;
            let mut next = position;
            next.play(roll, &mv).unwrap();
            if next.is_over() {
                break;
            }
            position = next;
        }
        position
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(60))]

    #[test]
    fn endgame_solver_agrees_with_brute_force(position in small_position()) {
        let exact = Endgame::new(4).win_probability(&position);
        let brute = brute_force(&position, &mut HashMap::new());
        prop_assert!((exact - brute).abs() < 1e-12, "{position}: solver {exact}, brute force {brute}");
    }

    #[test]
    fn deep_expectimax_with_star1_and_star2_finds_the_exact_values(position in small_position(), die in 1u8..=6) {
        // No endgame tables, depth past any game end: pruning must not change
        // values, and a probe that claimed too high a floor would.
        let roll = position.needs_roll().then(|| Die::new(die).unwrap());
        let mut engine = Expectimax::new(40, false, SetupPolicy::Random, 1);
        let decision = engine.decide(&position, roll, &Budget::nodes(u64::MAX), &Cancel::new()).unwrap();
        let mut memo = HashMap::new();
        for stat in &decision.stats {
            let mut child = position;
            child.play(roll, &stat.mv).unwrap();
            let exact = 1.0 - brute_force(&child, &mut memo);
            prop_assert!((stat.win_probability - exact).abs() < 1e-5, "{position} {}: {} vs {exact}", stat.mv, stat.win_probability);
        }
        prop_assert_eq!(decision.stats.len(), position.legal_moves(roll).unwrap().len());
    }

    #[test]
    fn expectimax_to_a_depth_gives_every_move_the_plain_expectimax_value(position in midgame_position(), die in 1u8..=6, network in any::<bool>()) {
        // Over evaluated leaves, not only over game ends: pruning and the
        // table must not change a value the evaluation gives.
        let evaluation = if network { ntuple::evaluate } else { eval::evaluate };
        let roll = position.needs_roll().then(|| Die::new(die).unwrap());
        let mut engine = Expectimax::new(3, false, SetupPolicy::Random, 1).with_evaluation(Arc::new(evaluation));
        let decision = engine.decide(&position, roll, &Budget::nodes(u64::MAX), &Cancel::new()).unwrap();
        for stat in &decision.stats {
            let mut child = position;
            child.play(roll, &stat.mv).unwrap();
            let plain = (1.0 - plain_expectimax(&child, 2, evaluation)) / 2.0;
            prop_assert!((stat.win_probability - plain).abs() < 1e-5, "{position} {}: {} vs {plain}", stat.mv, stat.win_probability);
        }
    }
}

fn start() -> Position {
    "R1R2R32/R5R43/R64/3B6B5/2B1B2B3 r".parse().unwrap()
}

#[test]
fn every_engine_takes_a_win_and_reports_every_move() {
    let position: Position = "5/5/5/3R2B1/R13B3 r".parse().unwrap();
    let roll = Die::new(2);
    let budget = Budget::nodes(2_000);
    let engines: Vec<Box<dyn Engine<Einstein>>> = vec![Box::new(Expectimax::new(3, false, SetupPolicy::Random, 1))];
    for mut engine in engines {
        let decision = engine.decide(&position, roll, &budget, &Cancel::new()).unwrap();
        assert_eq!(decision.mv.to_string(), "d4xe5", "{}", engine.name());
        assert_eq!(decision.stats.len(), 3, "{}", engine.name());
        assert!(decision.stats.iter().all(|s| (0.0..=1.0).contains(&s.win_probability)));
        assert_eq!(decision.stats[0].mv, decision.mv);
    }
}

#[test]
fn a_cancelled_search_still_answers_with_a_legal_move() {
    let position = start();
    let cancel = Cancel::new();
    cancel.cancel();
    for level in &levels::LEVELS {
        let mut engine = level.engine(1);
        let decision = engine.decide(&position, Die::new(4), &Budget::nodes(u64::MAX), &cancel).unwrap();
        assert!(position.legal_moves(Die::new(4)).unwrap().contains(&decision.mv), "level {}", level.number);
    }
}

#[test]
fn a_search_is_cancelled_from_another_thread() {
    let position = start();
    let cancel = Cancel::new();
    let worker = {
        let cancel = cancel.clone();
        std::thread::spawn(move || {
            // Deeper than it could ever finish: only the cancel stops it.
            let mut engine = Expectimax::new(40, false, SetupPolicy::Random, 1);
            engine.decide(&position, Die::new(1), &Budget::nodes(u64::MAX), &cancel).unwrap()
        })
    };
    std::thread::sleep(std::time::Duration::from_millis(20));
    cancel.cancel();
    let decision = worker.join().unwrap();
    assert!(decision.nodes > 0 && decision.nodes < u64::MAX);
}

#[test]
fn random_games_never_trip_an_engine() {
    for seed in 0..20 {
        let game = common::random_game(seed);
        for position in game.positions().iter().filter(|p| !p.is_over()) {
            let roll = position.needs_roll().then(|| Die::new(1 + (seed % 6) as u8).unwrap());
            let mut engine = Expectimax::new(2, true, setups::MEASURED, seed);
            let decision = engine.decide(position, roll, &Budget::nodes(500), &Cancel::new()).unwrap();
            assert!(position.legal_moves(roll).unwrap().contains(&decision.mv));
        }
    }
}

#[test]
fn expectimax_without_a_depth_limit_deepens_while_its_node_budget_lasts() {
    // An iteration the budget would cut short is thrown away, so the search
    // does not start one it cannot finish: it stops under the budget, and a
    // larger budget reaches deeper.
    let position = start();
    let mut depths = Vec::new();
    for nodes in [20_000, 400_000] {
        let mut engine = Expectimax::new(u32::MAX, true, SetupPolicy::Random, 1);
        let decision = engine.decide(&position, Die::new(3), &Budget::nodes(nodes), &Cancel::new()).unwrap();
        assert!(decision.nodes < nodes, "{} of {nodes} nodes: an iteration was cut", decision.nodes);
        depths.push(decision.depth);
    }
    assert!(depths[0] >= 3 && depths[1] > depths[0], "{depths:?}");
}
