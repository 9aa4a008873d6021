//! Königszabel, 13×13 Hnefatafl: RULES.md Part K.
//!
//! - [`Square`], [`Bitboard`]: the 13×13 board (K1), `a1` bottom left, the
//!   throne `g7`, the castles in the corners.
//! - [`Side`], [`Piece`]: attackers and defenders, men and the king (K2).
//! - [`Position`]: rook moves (K3), captures of men (K4, K7 when
//!   [`Rules::shieldwall`] is on) and of the king (K5, K6), the ends a
//!   position shows by itself (K8.1–K8.3). K10 notation via `FromStr` and
//!   `Display`.
//! - [`Game`]: repetition (K8.4), 200 quiet plies (K8.5), the order of K8.6,
//!   and the K9 record.
//! - [`perft`]: K10's move-path counts.

pub(crate) mod adapter;
mod board_view;
mod capture;
mod game;
pub mod kind;
mod moves;
mod notation;
mod otn;
mod otn_record;
mod perft;
mod piece;
mod position;
pub(crate) mod record;
mod square;

pub use board_view::tafl_board;
pub use game::{Game, Koenigszabel, QUIET_PLIES_FOR_DRAW, REPETITIONS_FOR_DRAW};
pub use moves::{MAX_MOVES, Move, MoveList, ParseMoveError, Ply, WrittenMove};
pub use notation::NotationError;
pub use otn::{from_otn, read_rules, rules_string, to_otn};
pub use otn_record::is_otn_record;
pub use perft::perft;
pub use piece::{Kind, Piece, Side};
pub use position::{DrawReason, KingLines, Outcome, PlayError, Position, PositionError, Rules, START, WinReason};
pub use record::{RecordError, RecordErrorKind, result_text};
pub use square::{Bitboard, Direction, ParseSquareError, SIZE, SQUARES, Square};
