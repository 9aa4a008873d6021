//! "EinStein würfelt nicht!" for two players: RULES.md Part E.
//!
//! - [`Square`], [`Bitboard`]: the 5×5 board (E1), `a1` top left.
//! - [`Side`], [`Stone`], [`Piece`]: Red and Blue with stones 1..6 (E2).
//! - [`Setup`]: a side's arrangement on its corner triangle (E3).
//! - [`Die`], [`Roll`]: the die, or no roll with one stone left (E4.1).
//! - [`Position`]: choosable stones (E4.2, E4.3), legal moves (E4.4–E4.6),
//!   captures of either colour (E4.5), the end of the game (E5).
//! - [`Game`]: a game from its setups, the record of E7.
//! - Position notation (E8): `Position` implements `FromStr` and `Display`.

pub(crate) mod adapter;
mod board_view;
mod game;
pub mod kind;
mod moves;
mod notation;
mod piece;
mod position;
pub(crate) mod record;
mod setup;
pub mod setup_screen;
mod side;
mod square;
mod zobrist;

pub use crate::dice::MAX_MOVES;
pub use crate::dice::RanksError;
pub use crate::dice::{DicePosition, Die, Roll, Stone, StoneSet, parse_roll, roll_to_string};
pub use board_view::{einstein_board, einstein_pieces_board};
pub use game::{Einstein, Game, Ply, Start};
pub use moves::{Move, MoveList};
pub use notation::NotationError;
pub use piece::Piece;
pub use position::{Outcome, PlayError, Position, PositionError, WinReason};
pub use record::{RecordError, RecordErrorKind};
pub use setup::{Setup, SetupError, triangle};
pub use side::Side;
pub use square::{Bitboard, ParseSquareError, SQUARES, Square};
