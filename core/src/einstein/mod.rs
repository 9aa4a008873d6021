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
pub mod dice_position;
pub(crate) mod dice_turn;
mod die;
mod game;
mod moves;
mod notation;
mod plies;
mod position;
pub mod quattro;
mod ranks;
pub(crate) mod record;
mod setup;
pub mod setup_screen;
mod side;
mod square;
mod stone;
mod zobrist;

pub use board_view::{einstein_board, einstein_pieces_board};
pub use dice_position::DicePosition;
pub use die::{Die, Roll, parse_roll, roll_to_string};
pub use game::{Game, Ply};
pub use moves::{MAX_MOVES, Move, MoveList};
pub use notation::NotationError;
pub use position::{Outcome, PlayError, Position, PositionError, WinReason};
pub use ranks::RanksError;
pub use record::{RecordError, RecordErrorKind};
pub use setup::{Setup, SetupError, triangle};
pub use side::Side;
pub use square::{Bitboard, ParseSquareError, SQUARES, Square};
pub use stone::{Piece, Stone, StoneSet};
