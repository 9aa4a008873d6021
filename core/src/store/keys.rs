//! The names under which the store keeps what it keeps, and the layout's
//! version.

use crate::game::Variant;

/// Bumped when the layout changes; `migrate` knows every older version.
/// 2: the `played` index and the rating history keyed by playing order.
/// 3: games of every variant: players per seat, a score per seat and its
/// reason, a rated game's advantage and score (draws).
pub const SCHEMA_VERSION: u32 = 3;

pub(super) const NEXT_ID: &str = "next_game_id";
pub(super) const SCHEMA: &str = "schema_version";
pub(super) const SETTINGS: &str = "settings";
pub(super) const CURRENT: &str = "current_game";
/// The session that owns the game in progress: only it may save over it or
/// end it, so a session replaced while still alive cannot touch its successor's.
pub(super) const CURRENT_OWNER: &str = "current_owner";
/// Where the details of a recovery are written.
pub(super) const LOG: &str = "zabel.log";
/// The highest game id the automatic backups hold (journal or snapshot).
pub(super) const BACKED_UP: &str = "backed_up_through";

pub(super) fn rating_key(variant: Variant) -> String {
    format!("rating/{}", variant.name())
}
