//! The rating history replayed from the games, in the order they were
//! played (R2): after a game older than the newest is stored, and when the
//! store is rebuilt or restored from its backups.

use std::collections::HashMap;

use super::elo::{PlayerRating, rate};
use crate::game::Variant;
use crate::store::StoredGame;

/// Replays every rated game in playing order: sorts `all` so, sets each
/// game's rating change, and returns the rating per variant after the last.
pub fn replay(all: &mut [StoredGame]) -> HashMap<Variant, PlayerRating> {
    all.sort_by_key(|g| (g.game.finished_at, g.id));
    let mut ratings: HashMap<Variant, PlayerRating> = HashMap::new();
    for game in all.iter_mut() {
        game.rating_change = game.game.rated.zip(game.game.rating_variant()).map(|(rated, kind)| {
            let player = ratings.entry(kind).or_default();
            let (after, change) = rate(*player, rated.opponent_rating, rated.advantage, rated.score);
            *player = after;
            change
        });
    }
    ratings
}
