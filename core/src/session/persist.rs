//! The game in progress as saved after every change, and a finished game
//! recorded in the history (and rated, R2).

use serde::{Deserialize, Serialize};

use super::{GameConfig, NotRated, SessionError};
use crate::game::{PlayerKind, Table, Variant};
use crate::games::{AnyGame, AnyTable};
use crate::rating::elo::RatingChange;
use crate::rating::elo::first_move;
use crate::rating::opponents::seat_advantage;
use crate::store::{NewGame, Rated, Store};

/// Saved after every change. Games saved before Königszabel existed have
/// `red` and `blue` instead of `players`, and no variant: they are EinStein.
#[derive(Serialize, Deserialize)]
pub(super) struct Saved {
    #[serde(default = "einstein")]
    variant: Variant,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    players: Vec<PlayerKind>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    red: Option<PlayerKind>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    blue: Option<PlayerKind>,
    record: String,
    /// The EinStein roll of the turn in progress: `None` not rolled, `Some(0)` no roll.
    roll: Option<u8>,
    unrated: bool,
    /// Why it was unrated; games saved before the reason was kept name none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    unrated_by: Option<NotRated>,
    /// The game's seed; games saved before it was kept get a new one.
    #[serde(default)]
    seed: Option<u64>,
}

fn einstein() -> Variant {
    Variant::Einstein
}

impl Saved {
    pub(super) fn of(config: &GameConfig, table: &dyn Table, unrated: Option<NotRated>, seed: u64) -> Saved {
        Saved {
            variant: config.variant(),
            players: config.players.clone(),
            red: None,
            blue: None,
            record: table.game().to_record(),
            roll: table.saved_roll(),
            unrated: unrated.is_some(),
            unrated_by: unrated,
            seed: Some(seed),
        }
    }

    pub(super) fn restore(self) -> Result<Restored, SessionError> {
        let bad = SessionError::BadSavedGame;
        let players = match (self.players.is_empty(), self.red, self.blue) {
            (false, _, _) => self.players,
            (true, Some(red), Some(blue)) => vec![red, blue],
            _ => return Err(bad("no players".to_owned())),
        };
        if players.len() != self.variant.seats() {
            return Err(bad(format!("{} players for {} seats", players.len(), self.variant.seats())));
        }
        let game = AnyGame::from_record(self.variant, &self.record).map_err(|e| bad(e.to_string()))?;
        let mut table = game.into_table();
        if let Some(roll) = self.roll {
            table.restore_roll(roll).map_err(bad)?;
        }
        // Saved before the reason was kept: undo or a hint; named as undo.
        let unrated = self.unrated_by.or(self.unrated.then_some(NotRated::Undo));
        Ok(Restored { players, table, unrated, seed: self.seed.unwrap_or_else(rand::random) })
    }
}

/// A saved game taken up again: the game replayed with its roll.
pub(super) struct Restored {
    pub(super) players: Vec<PlayerKind>,
    pub(super) table: AnyTable,
    pub(super) unrated: Option<NotRated>,
    pub(super) seed: u64,
}

/// Puts a finished game in the history; against a measured level, if the
/// game still counts, rated. It stops being the game in progress, if
/// session `owner` still holds that place.
pub(super) fn record_finished(
    store: &Store,
    config: &GameConfig,
    table: &dyn Table,
    counts: bool,
    owner: u64,
) -> Result<Option<(u64, Option<RatingChange>)>, SessionError> {
    let game = table.game();
    let ending = game.ending().ok_or_else(|| SessionError::internal("recording a game that is not over".to_owned()))?;
    let variant = config.variant();
    let rated = match config.human_vs_computer() {
        Some((human, level)) if counts && variant.is_rated() => Some(Rated {
            opponent_level: level.number,
            opponent_rating: level
                .rating
                .ok_or_else(|| SessionError::internal(format!("level {} is not rated", level.number)))?,
            advantage: first_move(game.first_to_move() == human, seat_advantage(variant, level.number)),
            score: ending.score(human).ok_or_else(|| SessionError::internal("no score for the player".to_owned()))?,
        }),
        _ => None,
    };
    let stored = store.record_current(
        NewGame {
            variant,
            finished_at: crate::store::now(),
            record: game.to_record(),
            players: config.players.clone(),
            ending,
            rated,
        },
        owner,
    )?;
    Ok(Some((stored.id, stored.rating_change)))
}
