//! Helpers shared by the integration tests.
#![allow(dead_code)]

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use zabel_core::ai::random::roll_for;
use zabel_core::einstein::{Game, Setup, Side};

/// A whole random game from a seed: random setups, first side and moves.
pub fn random_game(seed: u64) -> Game {
    let mut rng = SmallRng::seed_from_u64(seed);
    let first = if rng.random() { Side::Red } else { Side::Blue };
    let mut game = Game::new(Setup::random(&mut rng), Setup::random(&mut rng), first);
    while !game.position().is_over() {
        let roll = roll_for(game.position(), &mut rng);
        let moves = game.position().legal_moves(roll).unwrap();
        let mv = moves[rng.random_range(0..moves.len())];
        game.play(roll, &mv).unwrap();
    }
    game
}
