//! Zobrist keys: one random 64-bit key per (side, stone, square) and per
//! side to move, fixed at compile time so hashes are stable across runs.

use super::side::Side;
use super::square::{SQUARES, Square};
use super::stone::Piece;

/// SplitMix64's step: the next state and its output.
const fn splitmix64(state: u64) -> (u64, u64) {
    let state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (state, z ^ (z >> 31))
}

const KEYS: usize = 2 * 6 * SQUARES + 2;

/// `N` keys from `seed`, for either board's table.
pub(super) const fn keys<const N: usize>(seed: u64) -> [u64; N] {
    let mut keys = [0; N];
    let mut state = seed;
    let mut i = 0;
    while i < N {
        let (next, key) = splitmix64(state);
        state = next;
        keys[i] = key;
        i += 1;
    }
    keys
}

static KEY_TABLE: [u64; KEYS] = keys(0x5A_BE1); // any seed; "Zabel"

pub(super) fn piece(piece: Piece, square: Square) -> u64 {
    KEY_TABLE[(piece.side.index() * 6 + piece.stone.index()) * SQUARES + square.index()]
}

pub(super) fn turn(side: Side) -> u64 {
    KEY_TABLE[2 * 6 * SQUARES + side.index()]
}
