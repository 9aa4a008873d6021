//! Tests of the three- and four-player engines.

use crate::dice::DicePosition;
use rand::SeedableRng;
use rand::rngs::SmallRng;

use super::*;
use crate::ai::{Budget, Cancel, Engine};
use crate::dice::{Die, Roll};
use crate::quattro::{Position, Seat, SeatSet, Seating};

/// A new game of `seating` with random setups and first seat from `seed`.
fn dealt(seating: Seating, seed: u64) -> crate::quattro::Game {
    let mut rng = SmallRng::seed_from_u64(seed);
    let setups = [(); 4].map(|_| crate::dice::Setup::random(&mut rng));
    crate::quattro::Game::new(seating, setups, seating.random_first(&mut rng)).expect("a seated first seat")
}

fn engines(seed: u64) -> Vec<Box<dyn Engine<Quattro>>> {
    LEVELS.iter().map(|level| level.engine(seed)).collect()
}

#[test]
fn every_level_plays_legal_moves_for_every_seat_and_seating() {
    let mut rng = SmallRng::seed_from_u64(7);
    for seating in Seating::ALL {
        for (index, level) in LEVELS.iter().enumerate() {
            let games = if matches!(level.engine, EngineKind::Search { .. }) { 1 } else { 3 };
            for g in 0..games {
                let mut engines = engines(index as u64 * 100 + g);
                let mut game = dealt(seating, g);
                let budget = crate::ai::Budget::nodes(level.budget.nodes.min(2_000));
                while !game.is_over() {
                    let roll = roll_for(game.position(), &mut rng);
                    let seat = game.seat_to_move();
                    let legal = game.legal_moves(roll).unwrap();
                    let mv = engines[index].decide(&game, roll, &budget, &Cancel::new()).unwrap().mv;
                    assert!(
                        legal.contains(&mv),
                        "{} at {seat} in {seating}: {mv}",
                        level.name(crate::text::Language::English)
                    );
                    game.play(roll, &mv).unwrap();
                }
            }
        }
    }
}

#[test]
fn levels_are_numbered_from_one_with_the_random_mover_first() {
    assert!(LEVELS.len() >= 4);
    for (i, level) in LEVELS.iter().enumerate() {
        assert_eq!(usize::from(level.number), i + 1);
        assert_eq!(by_number(level.number), Some(level));
    }
    assert_eq!(LEVELS[0].engine, EngineKind::Random);
    assert_eq!(by_number(0), None);
}

fn at(notation: &str) -> Position {
    notation.parse().unwrap_or_else(|e| panic!("{notation}: {e}"))
}

fn heuristic(position: &Position, roll: Roll) -> String {
    Heuristic::new(1).decide_position(position, roll).unwrap().mv.to_string()
}

/// The search's move, the same with the threats at its leaves as without.
fn search(position: &Position, roll: Roll) -> String {
    let [plain, threats] = [0.0, 0.25].map(|weight| {
        let mut search = Search::new(8, 1).with_threats(weight);
        search.decide_position(position, roll, &Budget::nodes(50_000), &Cancel::new()).unwrap().mv.to_string()
    });
    assert_eq!(plain, threats, "{position}");
    plain
}

#[test]
fn q3_every_engine_but_the_random_one_takes_a_winning_move() {
    // T's last stone is one step from its goal f6.
    let position = at("6/1V12U11/6/6/1W12T11/6 t quattro-diagonal");
    assert_eq!(heuristic(&position, None), "e5-f6");
    assert_eq!(search(&position, None), "e5-f6");
    // Even the warmest beginner takes a win it sees.
    let mut beginner = Heuristic::temperate(1, 100.0, false);
    assert_eq!(beginner.decide_position(&position, None).unwrap().mv.to_string(), "e5-f6");
}

#[test]
fn q3_neither_takes_the_partners_last_stone_nor_steps_into_a_capture() {
    // T's last stone on c3: d4 takes partner V's last stone (the team loses),
    // d3 lets U's stone on e2 take it next; only c4 is safe.
    let position = at("6/4U11/2T13/3V12/6/W15 t quattro-diagonal");
    assert_eq!(heuristic(&position, None), "c3-c4");
    assert_eq!(search(&position, None), "c3-c4");
}

#[test]
fn q4_the_team_of_two_takes_the_single_players_last_stone() {
    // U can take T's last stone on d2 (the team wins), or run for its goal,
    // where the stone would only leave the board (Q1, Q4).
    let position = at("6/3T1U11/6/6/6/W15 u trio");
    assert_eq!(heuristic(&position, None), "e2xd2");
    assert_eq!(search(&position, None), "e2xd2");
}

#[test]
fn a_random_movers_setup_follows_its_seed() {
    let mut one = RandomMover::new(5);
    let mut two = RandomMover::new(5);
    assert_eq!(one.setup(Seat::T), two.setup(Seat::T));
}

#[test]
fn cancel_stops_the_search_and_reports_the_nodes_spent() {
    let game = dealt(Seating::Diagonal, 1);
    let roll = Die::new(3);
    let cancel = Cancel::new();
    cancel.cancel();
    let decision = Search::new(40, 1).decide(&game, roll, &Budget::nodes(u64::MAX), &cancel).unwrap();
    assert!(game.legal_moves(roll).unwrap().contains(&decision.mv));
    assert!(decision.nodes <= 512, "{}", decision.nodes);

    let cancel = Cancel::new();
    let stopper = cancel.clone();
    let start = std::time::Instant::now();
    let thread = std::thread::spawn(move || {
        std::thread::sleep(std::time::Duration::from_millis(50));
        stopper.cancel();
    });
    let decision = Search::new(40, 1).decide(&game, roll, &Budget::nodes(u64::MAX), &cancel).unwrap();
    thread.join().unwrap();
    assert!(start.elapsed() < std::time::Duration::from_secs(5));
    assert!(game.legal_moves(roll).unwrap().contains(&decision.mv));
    assert!(cancel.nodes_spent() > 0);
}

#[test]
fn a_time_cap_stops_the_search() {
    let game = dealt(Seating::Longline, 2);
    let budget = Budget::nodes(u64::MAX).with_time(std::time::Duration::from_millis(30));
    let start = std::time::Instant::now();
    Search::new(40, 1).decide(&game, Die::new(1), &budget, &Cancel::new()).unwrap();
    assert!(start.elapsed() < std::time::Duration::from_secs(2));
}

/// Five games per seating of moves taken as they come, each position on
/// the way to the end and then the end.
fn games_to_the_end(seed: u64) -> Vec<(Vec<Position>, Position)> {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut games = Vec::new();
    for seating in Seating::ALL {
        for deal in 0..5 {
            let mut position = *dealt(seating, deal).position();
            let mut on_the_way = Vec::new();
            while !position.is_over() {
                on_the_way.push(position);
                let roll = roll_for(&position, &mut rng);
                let moves = position.legal_moves(roll).unwrap();
                position.play_unchecked(&moves[0]);
            }
            games.push((on_the_way, position));
        }
    }
    games
}

#[test]
fn a_leaf_short_of_the_end_never_values_as_won_or_lost_however_heavy_the_threats() {
    for (on_the_way, _) in games_to_the_end(12) {
        for position in on_the_way {
            for team in position.seating().teams() {
                for weight in [0.0, 0.25, 1.0, 20.0] {
                    let value = super::search::leaf(&position, team, weight);
                    assert!(value.abs() < 1.0, "{position} for {team:?}, threats {weight}: {value}");
                }
            }
        }
    }
}

#[test]
fn the_evaluation_stays_in_range_and_sees_the_end() {
    for (on_the_way, end) in games_to_the_end(11) {
        for position in on_the_way {
            for team in position.seating().teams() {
                let value = evaluate(&position, team);
                assert!((-1.0..=1.0).contains(&value), "{position}: {value}");
            }
        }
        let outcome = end.outcome().unwrap();
        assert_eq!(evaluate(&end, outcome.winners), 1.0);
        assert_eq!(evaluate(&end, outcome.losers), -1.0);
    }
}

/// Plain expectimax, every node searched: what the pruned search must agree with.
fn expectimax(position: &Position, depth: u32, team: SeatSet, threats: f64, nodes: &mut u64) -> f64 {
    *nodes += 1;
    if position.is_over() {
        return evaluate(position, team);
    }
    if depth == 0 {
        return super::search::leaf(position, team, threats);
    }
    let ours = team.contains(position.turn());
    let mut total = 0.0;
    for (stones, faces) in chance_outcomes(position) {
        let values = position.moves_of(stones).into_iter().map(|mv| {
            let mut after = *position;
            after.play_unchecked(&mv);
            expectimax(&after, depth - 1, team, threats, nodes)
        });
        let best = if ours { values.fold(f64::NEG_INFINITY, f64::max) } else { values.fold(f64::INFINITY, f64::min) };
        total += f64::from(faces) * best;
    }
    total / 6.0
}

#[test]
fn pruning_finds_the_value_every_node_would_give_with_fewer_nodes() {
    let (mut pruned, mut full) = (0, 0);
    for (on_the_way, _) in games_to_the_end(13) {
        for position in on_the_way.iter().step_by(5) {
            for team in position.seating().teams() {
                for (depth, threats) in [(1, 0.0), (2, 0.25), (3, 0.0), (4, 0.25)] {
                    let mut nodes = 0;
                    let expected = expectimax(position, depth, team, threats, &mut nodes);
                    let (value, spent) = super::search::value(position, depth, team, threats);
                    assert!(
                        (value - expected).abs() < 1e-12,
                        "{position} depth {depth}: {value} instead of {expected}"
                    );
                    full += nodes;
                    pruned += spent;
                }
            }
        }
    }
    eprintln!("nodes: {pruned} pruned, {full} in full");
    assert!(pruned * 5 < full * 4, "{pruned} of {full}");
}

/// In one game of `seating` with every seat played by `level`: the moves
/// that left the next seat, an opponent, a win in one while another move
/// avoided it.
fn avoidable_wins_left(level: &Level, seating: Seating, seed: u64) -> u32 {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut engine = level.engine(seed);
    let mut game = dealt(seating, seed);
    let mut left = 0;
    while !game.is_over() {
        let position = *game.position();
        let roll = roll_for(&position, &mut rng);
        let moves = game.legal_moves(roll).unwrap();
        let mv = engine.decide(&game, roll, &level.budget, &Cancel::new()).unwrap().mv;
        let leaves = |mv| super::heuristic::leaves_a_win(&position, mv);
        if winning_move(&position, &moves).is_none() && leaves(&mv) && moves.iter().any(|other| !leaves(other)) {
            left += 1;
        }
        game.play(roll, &mv).unwrap();
    }
    left
}

#[test]
fn level_3_never_leaves_an_opponent_an_avoidable_win_in_one() {
    let level = by_number(3).unwrap();
    for seating in Seating::ALL {
        for seed in 0..30 {
            assert_eq!(avoidable_wins_left(level, seating, seed), 0, "{seating} seed {seed}");
        }
    }
}

#[test]
fn level_2_now_and_then_leaves_a_win_in_one() {
    let level = by_number(2).unwrap();
    let games = Seating::ALL.iter().flat_map(|&seating| (0..30).map(move |seed| (seating, seed)));
    let careless = games.filter(|&(seating, seed)| avoidable_wins_left(level, seating, seed) > 0).count();
    assert!(careless > 0, "level 2 never left a win in one");
}
