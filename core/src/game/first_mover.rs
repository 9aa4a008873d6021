//! Who moves first in a game of two dice players.

use serde::{Deserialize, Serialize};

/// Who moves first in EinStein (E3): chosen, or random (the default against
/// the computer).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum FirstMover {
    Red,
    Blue,
    Random,
}
