//! Zobrist keys fixed at compile time, so hashes are stable across runs:
//! each dice board draws its own table from them.

/// SplitMix64's step: the next state and its output.
const fn splitmix64(state: u64) -> (u64, u64) {
    let state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (state, z ^ (z >> 31))
}

/// `N` keys from `seed`, for either board's table.
pub(crate) const fn keys<const N: usize>(seed: u64) -> [u64; N] {
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
