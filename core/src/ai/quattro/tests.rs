//! Tests of the three- and four-player engines.

use rand::SeedableRng;
use rand::rngs::SmallRng;

use super::*;
use crate::einstein::quattro::Seating;

fn engines(seed: u64) -> Vec<Box<dyn Engine>> {
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
                let mut game = arena::deal_game(seating, g);
                let budget = crate::ai::Budget::nodes(level.budget.nodes.min(2_000));
                while !game.is_over() {
                    let roll = roll_for(game.position(), &mut rng);
                    let seat = game.seat_to_move();
                    let legal = game.legal_moves(roll).unwrap();
                    let mv = engines[index].decide(&game, roll, &budget, &Cancel::new()).unwrap().mv;
                    assert!(legal.contains(&mv), "{} at {seat} in {seating}: {mv}", level.name_en);
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
