//! Zobrist keys: one random 64-bit key per (side, stone, square) and per
//! side to move, fixed at compile time so hashes are stable across runs.

use super::piece::Piece;
use super::side::Side;
use super::square::{SQUARES, Square};
use crate::dice::keys;

const KEYS: usize = 2 * 6 * SQUARES + 2;

static KEY_TABLE: [u64; KEYS] = keys(0x5A_BE1); // any seed; "Zabel"

pub(super) fn piece(piece: Piece, square: Square) -> u64 {
    KEY_TABLE[(piece.side.index() * 6 + piece.stone.index()) * SQUARES + square.index()]
}

pub(super) fn turn(side: Side) -> u64 {
    KEY_TABLE[2 * 6 * SQUARES + side.index()]
}
