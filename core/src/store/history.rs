//! The finished games and the rating history: recorded in playing order,
//! each with its rating change, in one transaction.

use std::collections::HashMap;

use sled::Transactional;
use sled::transaction::{ConflictableTransactionError, TransactionError};

use super::{CURRENT, CURRENT_OWNER, decode, encode, rating_key};
use super::{NEXT_ID, NewGame, RatingPoint, SCHEMA, SCHEMA_VERSION, SETTINGS, Settings, Store, StoreError, StoredGame};
use crate::game::Variant;
use crate::rating::elo::{PlayerRating, RatingChange, rate};
use crate::rating::replay::replay;

/// The key of a game in playing order: when it ended, then its id.
pub(super) fn order_key(finished_at: u64, id: u64) -> [u8; 16] {
    let mut key = [0; 16];
    key[..8].copy_from_slice(&finished_at.to_be_bytes());
    key[8..].copy_from_slice(&id.to_be_bytes());
    key
}

pub(super) fn key_of(game: &StoredGame) -> [u8; 16] {
    order_key(game.game.finished_at, game.id)
}

/// The id a `games` key holds.
pub(super) fn key_id(key: &[u8]) -> Result<u64, StoreError> {
    Ok(u64::from_be_bytes(key.try_into().map_err(|_| StoreError::Corrupt("a game's key is not an id".to_owned()))?))
}

/// The chart's point of a rated game.
pub(super) fn point_of(game: &StoredGame) -> Option<RatingPoint> {
    let (variant, change) = game.game.rating_variant().zip(game.rating_change)?;
    Some(RatingPoint { game_id: game.id, variant, finished_at: game.game.finished_at, change })
}

/// What a history write changes besides games and their ratings.
#[derive(Default)]
pub(super) struct Commit<'a> {
    pub(super) next_id: Option<u64>,
    pub(super) settings: Option<&'a Settings>,
    /// The game in progress has ended.
    pub(super) clear_current: bool,
    /// Keys of the rating history and the order index to remove first
    /// (a rebuild); everything is then written anew.
    pub(super) rebuild: Option<(Vec<sled::IVec>, Vec<sled::IVec>)>,
    /// Ratings of kinds without rated games any more (a rebuild).
    pub(super) stale_ratings: Vec<String>,
    pub(super) schema: bool,
    /// The puzzle attempts replaced (an import, a restore).
    pub(super) attempts: Option<&'a sled::Batch>,
}

/// Which finished games a history list shows.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct HistoryFilter {
    /// Only this game's; every game's when `None`.
    pub variant: Option<Variant>,
    /// Only games that counted for the rating.
    pub rated_only: bool,
}

impl HistoryFilter {
    pub fn admits(&self, game: &StoredGame) -> bool {
        self.variant.is_none_or(|variant| game.game.variant == variant)
            && (!self.rated_only || game.game.rated.is_some())
    }
}

impl Store {
    /// Every stored game, in id order.
    pub(super) fn all_games(&self) -> Result<Vec<StoredGame>, StoreError> {
        self.games.iter().map(|entry| decode::<StoredGame>("game", &entry?.1)).collect()
    }

    /// The player's rating in `variant`; 1200 before any rated game.
    pub fn rating(&self, variant: Variant) -> Result<PlayerRating, StoreError> {
        Ok(self.meta_get(&rating_key(variant))?.unwrap_or_default())
    }

    /// Every rating change in `variant`, in the order the games were played.
    pub fn rating_history(&self, variant: Variant) -> Result<Vec<RatingPoint>, StoreError> {
        let mut points = Vec::new();
        for entry in self.ratings.iter() {
            let (_, bytes) = entry?;
            let point: RatingPoint = decode("rating history", &bytes)?;
            if point.variant == variant {
                points.push(point);
            }
        }
        Ok(points)
    }

    /// Records a finished game; when it is rated, updates the rating in the
    /// same transaction. Flushed to disk before it returns.
    pub fn record_game(&self, new: NewGame) -> Result<StoredGame, StoreError> {
        self.record(new, None)
    }

    /// Records the finished game in progress of session `owner`, and in the
    /// same transaction ends it as the game in progress, unless another
    /// session has taken that place meanwhile.
    pub fn record_current(&self, new: NewGame, owner: u64) -> Result<StoredGame, StoreError> {
        self.record(new, Some(owner))
    }

    pub(super) fn record(&self, new: NewGame, owner: Option<u64>) -> Result<StoredGame, StoreError> {
        new.validate().map_err(StoreError::BadGame)?;
        let _writing = self.write_lock();
        let clear_current = owner.is_some() && self.current_owner()? == owner;
        let newest = match self.played.last()? {
            Some((key, _)) => u64::from_be_bytes(key[..8].try_into().map_err(|_| Store::bad_index())?),
            None => 0,
        };
        let stored = if new.finished_at >= newest {
            self.append(new, clear_current)?
        } else {
            self.insert_older(new, clear_current)?
        };
        self.db.flush()?;
        self.auto_backup(&stored)?;
        Ok(stored)
    }

    pub(super) fn bad_index() -> StoreError {
        StoreError::Corrupt("the order of the games is damaged".to_owned())
    }

    /// The usual case: the game ends after every stored one, so its rating
    /// follows from the current one.
    pub(super) fn append(&self, new: NewGame, clear_current: bool) -> Result<StoredGame, StoreError> {
        let rating_key = new.rating_variant().map(rating_key);
        let result =
            (&self.games, &self.ratings, &self.played, &self.meta).transaction(|(games, ratings, played, meta)| {
                let id: u64 = match meta.get(NEXT_ID)? {
                    Some(bytes) => serde_json::from_slice(&bytes)
                        .map_err(|e| ConflictableTransactionError::Abort(format!("next game id: {e}")))?,
                    None => 1,
                };
                meta.insert(NEXT_ID, encode(&(id + 1)))?;
                let mut stored = new.clone().into_stored(id);
                let key = key_of(&stored);
                if let (Some(rated), Some(rating_key)) = (&new.rated, &rating_key) {
                    let player: PlayerRating = match meta.get(rating_key.as_str())? {
                        Some(bytes) => serde_json::from_slice(&bytes)
                            .map_err(|e| ConflictableTransactionError::Abort(format!("rating: {e}")))?,
                        None => PlayerRating::default(),
                    };
                    let (after, change) = rate(player, rated.opponent_rating, rated.advantage, rated.score);
                    meta.insert(rating_key.as_str(), encode(&after))?;
                    stored.rating_change = Some(change);
                    if let Some(point) = point_of(&stored) {
                        ratings.insert(&key, encode(&point))?;
                    }
                }
                games.insert(&id.to_be_bytes(), encode(&stored))?;
                played.insert(&key, &id.to_be_bytes())?;
                if clear_current {
                    meta.remove(CURRENT)?;
                    meta.remove(CURRENT_OWNER)?;
                }
                Ok(stored)
            });
        result.map_err(|e| match e {
            TransactionError::Abort(why) => StoreError::Corrupt(why),
            TransactionError::Storage(e) => StoreError::from(e),
        })
    }

    /// A game that ends before the newest stored one: it takes its place
    /// and the ratings after it are replayed.
    pub(super) fn insert_older(&self, new: NewGame, clear_current: bool) -> Result<StoredGame, StoreError> {
        let id: u64 = self.meta_get(NEXT_ID)?.unwrap_or(1);
        let mut all = self.all_games()?;
        let before: HashMap<u64, Option<RatingChange>> = all.iter().map(|g| (g.id, g.rating_change)).collect();
        all.push(new.into_stored(id));
        let ratings = replay(&mut all);
        self.commit(&all, &before, &ratings, Commit { next_id: Some(id + 1), clear_current, ..Commit::default() })?;
        Ok(all.into_iter().find(|g| g.id == id).expect("the new game is in the history"))
    }

    /// Writes a replayed history in one transaction: new games, games whose
    /// rating change differs from `before`, their rating points, the order
    /// index, the ratings, and what `commit` adds.
    pub(super) fn commit(
        &self,
        all: &[StoredGame],
        before: &HashMap<u64, Option<RatingChange>>,
        ratings: &HashMap<Variant, PlayerRating>,
        commit: Commit<'_>,
    ) -> Result<(), StoreError> {
        let rebuild = commit.rebuild.is_some();
        let result =
            (&self.games, &self.ratings, &self.played, &self.meta).transaction(|(games, rating_tree, played, meta)| {
                if let Some((old_points, old_order)) = &commit.rebuild {
                    for key in old_points {
                        rating_tree.remove(key)?;
                    }
                    for key in old_order {
                        played.remove(key)?;
                    }
                }
                for game in all {
                    let known = before.get(&game.id);
                    if known == Some(&game.rating_change) && !rebuild {
                        continue;
                    }
                    let key = key_of(game);
                    if known != Some(&game.rating_change) {
                        games.insert(&game.id.to_be_bytes(), encode(game))?;
                    }
                    if known.is_none() || rebuild {
                        played.insert(&key, &game.id.to_be_bytes())?;
                    }
                    if let Some(point) = point_of(game) {
                        rating_tree.insert(&key, encode(&point))?;
                    }
                }
                for key in &commit.stale_ratings {
                    meta.remove(key.as_str())?;
                }
                for (kind, rating) in ratings {
                    meta.insert(rating_key(*kind).as_str(), encode(rating))?;
                }
                if let Some(next_id) = commit.next_id {
                    meta.insert(NEXT_ID, encode(&next_id))?;
                }
                if let Some(settings) = commit.settings {
                    meta.insert(SETTINGS, encode(settings))?;
                }
                if commit.clear_current {
                    meta.remove(CURRENT)?;
                    meta.remove(CURRENT_OWNER)?;
                }
                if commit.schema {
                    meta.insert(SCHEMA, encode(&SCHEMA_VERSION))?;
                }
                if let Some(attempts) = commit.attempts {
                    meta.apply_batch(attempts)?;
                }
                Ok(())
            });
        result.map_err(|e: TransactionError<()>| match e {
            TransactionError::Abort(()) => unreachable!("the history write never aborts"),
            TransactionError::Storage(e) => StoreError::from(e),
        })
    }

    /// Rebuilds the order index and the rating history from the games.
    pub(super) fn rebuild(&self, schema: bool) -> Result<(), StoreError> {
        let _writing = self.write_lock();
        let mut all = self.all_games()?;
        let before = all.iter().map(|g| (g.id, g.rating_change)).collect();
        let ratings = replay(&mut all);
        let old_points = self.ratings.iter().keys().collect::<Result<Vec<_>, _>>()?;
        let old_order = self.played.iter().keys().collect::<Result<Vec<_>, _>>()?;
        let next_id = all.iter().map(|g| g.id).max().unwrap_or(0) + 1;
        let next_id = next_id.max(self.meta_get(NEXT_ID)?.unwrap_or(1));
        let mut stale_ratings = Vec::new();
        for entry in self.meta.scan_prefix("rating/").keys() {
            let key = String::from_utf8_lossy(&entry?).into_owned();
            if !ratings.keys().any(|&kind| rating_key(kind) == key) {
                stale_ratings.push(key);
            }
        }
        let commit = Commit {
            next_id: Some(next_id),
            rebuild: Some((old_points, old_order)),
            stale_ratings,
            schema,
            ..Commit::default()
        };
        self.commit(&all, &before, &ratings, commit)
    }

    /// Finished games in playing order, newest first: at most `limit`,
    /// played before the game with id `before` (none when there is no such
    /// game).
    pub fn games(&self, limit: usize, before: Option<u64>) -> Result<Vec<StoredGame>, StoreError> {
        self.games_where(limit, before, HistoryFilter::default())
    }

    /// [`Store::games`] that `filter` admits: a page holds `limit` of them.
    pub fn games_where(
        &self,
        limit: usize,
        before: Option<u64>,
        filter: HistoryFilter,
    ) -> Result<Vec<StoredGame>, StoreError> {
        let range = match before {
            None => self.played.iter(),
            Some(id) => match self.game(id)? {
                Some(game) => self.played.range(..key_of(&game)),
                None => return Ok(Vec::new()),
            },
        };
        range
            .rev()
            .map(|entry| {
                let (_, id) = entry?;
                let bytes = self.games.get(&id)?.ok_or_else(Store::bad_index)?;
                decode("game", &bytes)
            })
            .filter(|game: &Result<StoredGame, StoreError>| game.as_ref().map_or(true, |game| filter.admits(game)))
            .take(limit)
            .collect()
    }

    /// The games with at least one finished game, in `Variant::ALL`'s
    /// order: the history's choice of game.
    pub fn played_variants(&self) -> Result<Vec<Variant>, StoreError> {
        let mut played = Vec::new();
        for variant in Variant::ALL {
            if !self.games_where(1, None, HistoryFilter { variant: Some(variant), rated_only: false })?.is_empty() {
                played.push(variant);
            }
        }
        Ok(played)
    }

    pub fn game(&self, id: u64) -> Result<Option<StoredGame>, StoreError> {
        self.games.get(id.to_be_bytes())?.map(|bytes| decode("game", &bytes)).transpose()
    }

    pub fn game_count(&self) -> usize {
        self.games.len()
    }
}
