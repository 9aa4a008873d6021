//! What the dice games share (RULES.md Parts E and Q): the die and its roll
//! (E4.1), the numbered stones and which of them a roll lets move (E4.2,
//! E4.3), a move of one stone and its notation, a position any dice board
//! answers for ([`DicePosition`]), the turn of roll, pick and move every
//! dice game plays on the seam ([`turn`]), a game's plies, and rank lines.
//! EinStein's 5×5 and the 6×6 of three and four are siblings built on it.

pub(crate) mod diagram;
mod die;
mod moves;
pub(crate) mod plies;
pub mod position;
pub(crate) mod ranks;
mod setup;
mod stone;
pub(crate) mod turn;
mod written;
mod zobrist;

pub use die::{Die, Roll, parse_roll, roll_to_string};
pub(crate) use moves::parse_move_text;
pub use moves::{MAX_MOVES, StoneMove};
pub use position::{DicePosition, MoveOf, PlayError};
pub use ranks::RanksError;
pub use setup::{Setup, StoneTwice};
pub use stone::{Stone, StoneSet};
pub use written::{NotAPly, WrittenPly};
pub(crate) use zobrist::keys;
