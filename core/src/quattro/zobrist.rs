//! Zobrist keys of the 6×6 game: one per (piece, square) and per seat to
//! move, fixed at compile time so hashes are stable across runs.

use super::piece::Piece;
use super::seat::Seat;
use super::square::{SQUARES, Square};
use crate::dice::keys;

const KEYS: usize = 4 * 6 * SQUARES + 4;

// Not the two-player seed, so that the two tables share no keys.
static KEY_TABLE: [u64; KEYS] = keys(0x0005_ABE1_0004);

#[inline]
pub(super) fn piece(piece: Piece, square: Square) -> u64 {
    KEY_TABLE[piece.index() * SQUARES + square.index()]
}

#[inline]
pub(super) fn turn(seat: Seat) -> u64 {
    KEY_TABLE[4 * 6 * SQUARES + seat.index()]
}
