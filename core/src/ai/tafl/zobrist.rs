//! Zobrist keys for Königszabel positions: one random number per piece kind
//! and square, and one for the side to move. The search updates the key
//! from a [`Ply`] instead of hashing the board again.

use std::sync::LazyLock;

use crate::tafl::{Kind, Piece, Ply, Position, SQUARES, Side, Square};

struct Keys {
    pieces: [[u64; SQUARES]; 3],
    defenders_to_move: u64,
}

static KEYS: LazyLock<Keys> = LazyLock::new(|| {
    // SplitMix64 from a fixed seed: the same keys in every run.
    let mut state = 0x0005_A8E1_u64;
    let mut next = move || {
        state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    };
    let mut pieces = [[0; SQUARES]; 3];
    for kind in &mut pieces {
        for key in kind.iter_mut() {
            *key = next();
        }
    }
    Keys { pieces, defenders_to_move: next() }
});

fn piece_key(piece: Piece, square: Square) -> u64 {
    let kind = match (piece.side, piece.kind) {
        (_, Kind::King) => 2,
        (Side::Attackers, Kind::Man) => 0,
        (Side::Defenders, Kind::Man) => 1,
    };
    KEYS.pieces[kind][square.index()]
}

/// The key of a position.
pub fn key(position: &Position) -> u64 {
    let turn = if position.turn() == Side::Defenders { KEYS.defenders_to_move } else { 0 };
    position.pieces().fold(turn, |key, (square, piece)| key ^ piece_key(piece, square))
}

/// The key after `ply` was played from `before`, whose key is `key`.
pub fn after(before: &Position, key: u64, ply: &Ply) -> u64 {
    let Some(piece) = before.piece_at(ply.mv.from) else { return key };
    let mut key = key ^ piece_key(piece, ply.mv.from) ^ piece_key(piece, ply.mv.to) ^ KEYS.defenders_to_move;
    for square in ply.captured.squares() {
        if let Some(taken) = before.piece_at(square) {
            key ^= piece_key(taken, square);
        }
    }
    key
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tafl::{Game, Rules};
    use rand::rngs::SmallRng;
    use rand::{Rng, SeedableRng};

    #[test]
    fn the_updated_key_is_the_key_of_the_position_after() {
        let mut rng = SmallRng::seed_from_u64(9);
        for _ in 0..20 {
            let mut game = Game::new(Rules { shieldwall: rng.random() });
            let mut running = key(game.position());
            while !game.is_over() && game.plies().len() < 300 {
                let moves = game.position().legal_moves();
                let before = *game.position();
                let ply = game.play(moves[rng.random_range(0..moves.len())]).unwrap();
                running = after(&before, running, &ply);
                assert_eq!(running, key(game.position()), "after {}", ply.mv);
            }
        }
    }
}
