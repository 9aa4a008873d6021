//! "EinStein würfelt nicht!" for three and four players on 6×6: RULES.md
//! Part Q. The two-player game of Part E keeps its own fast 5×5 position;
//! this one shares the die, stones and setups with it.
//!
//! - [`Square`], [`Bitboard`]: the 6×6 board, `a1` top left, one `u64` bit
//!   per square (Q1).
//! - [`Seat`]: the corners `T`, `U`, `V`, `W`, their triangles, directions
//!   and goals (Q1), clockwise turn order (Q2).
//! - [`Seating`]: the games `quattro-diagonal`, `quattro-longline` (Q3) and
//!   `trio` (Q4), and who plays with whom.
//! - [`Position`]: legal moves by the die rule of Part E, captures of anyone,
//!   team stones leaving on their goal, players dropping out, the end (Q3,
//!   Q4); its notation (Q5) by `FromStr` and `Display`.
//! - [`Game`]: a game from its setups, the record of Q5.

pub(crate) mod adapter;
mod game;
pub mod kind;
mod moves;
mod notation;
mod piece;
mod position;
pub(crate) mod record;
mod seat;
mod seating;
mod setup;
mod square;
mod zobrist;

#[cfg(test)]
mod properties;
#[cfg(test)]
mod rules_tests;

pub use adapter::{corner_of, quattro_board};
pub use game::{Game, PlayerError, Ply, Quattro, Start};
pub use moves::{MAX_MOVES, Move, MoveList};
pub use notation::NotationError;
pub use piece::Piece;
pub use position::{Outcome, PlayError, Position, PositionError, WinReason};
pub use record::{RecordError, RecordErrorKind};
pub use seat::{Seat, SeatSet};
pub use seating::{ParseSeatingError, Seating};
pub use setup::{SetupError, parse_setup, placements, setup_text};
pub use square::{Bitboard, ParseSquareError, SIZE, SQUARES, Square};
