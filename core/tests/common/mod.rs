//! Helpers shared by the integration tests.
#![allow(dead_code)]

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use std::path::Path;
use zabel_core::ai::einstein::random::roll_for;
use zabel_core::einstein::DicePosition;

use zabel_core::einstein::{Game, Setup, Side};
use zabel_core::game::{GameState, PlayerKind, Seat, Variant};
use zabel_core::rating::elo::first_move;
use zabel_core::store::{NewGame, Rated, Settings, StoredGame};

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

/// `game` as the session hands it to the store: a person (Red) against
/// level 4, rated or not.
pub fn new_game(game: &Game, finished_at: u64, rated: bool) -> NewGame {
    let person = Seat(0);
    let ending = GameState::ending(game).unwrap();
    NewGame {
        variant: Variant::Einstein,
        finished_at,
        record: game.to_record(),
        players: vec![PlayerKind::Human, PlayerKind::Computer { level: 4 }],
        rated: rated.then(|| Rated {
            opponent_level: 4,
            opponent_rating: 1367.0,
            advantage: first_move(game.first() == Side::Red, 17.0),
            score: ending.score(person).unwrap(),
        }),
        ending,
    }
}

/// A random game, finished at `finished_at` and rated against level 4.
pub fn finished(seed: u64, finished_at: u64) -> NewGame {
    new_game(&random_game(seed), finished_at, true)
}

/// Writes a backup file of `games` as an export would.
pub fn write_backup(path: &Path, games: &[NewGame]) {
    let games: Vec<StoredGame> = games
        .iter()
        .enumerate()
        .map(|(i, g)| StoredGame { id: i as u64 + 1, game: g.clone(), rating_change: None })
        .collect();
    let backup = serde_json::json!({
        "format": "zabel-backup", "version": 2, "exported_at": 0, "settings": Settings::default(), "games": games,
    });
    std::fs::write(path, serde_json::to_vec(&backup).unwrap()).unwrap();
}
