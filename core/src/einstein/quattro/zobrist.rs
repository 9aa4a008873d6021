//! Zobrist keys of the 6×6 game: one per (piece, square) and per seat to
//! move, fixed at compile time so hashes are stable across runs.

use super::piece::Piece;
use super::seat::Seat;
use super::square::{SQUARES, Square};

const fn splitmix64(state: u64) -> (u64, u64) {
    let state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (state, z ^ (z >> 31))
}

const KEYS: usize = 4 * 6 * SQUARES + 4;

const fn keys() -> [u64; KEYS] {
    let mut keys = [0; KEYS];
    // Not the two-player seed, so that the two tables share no keys.
    let mut state = 0x0005_ABE1_0004;
    let mut i = 0;
    while i < KEYS {
        let (next, key) = splitmix64(state);
        state = next;
        keys[i] = key;
        i += 1;
    }
    keys
}

static KEY_TABLE: [u64; KEYS] = keys();

#[inline]
pub(super) fn piece(piece: Piece, square: Square) -> u64 {
    KEY_TABLE[piece.index() * SQUARES + square.index()]
}

#[inline]
pub(super) fn turn(seat: Seat) -> u64 {
    KEY_TABLE[4 * 6 * SQUARES + seat.index()]
}
