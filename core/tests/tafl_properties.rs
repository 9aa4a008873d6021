//! Invariants of Königszabel over random games (proptest): piece counts
//! never grow, the king stays until captured, the two move checkers agree,
//! notation and records round-trip, undo restores exactly.

use proptest::prelude::*;
use zabel_core::tafl::{Game, Move, Piece, Position, Rules, Side, Square};

/// A random game from the start: each choice picks one legal move, until the
/// game ends or the choices run out.
fn random_game(shieldwall: bool, choices: &[u16]) -> Game {
    let mut game = Game::new(Rules { shieldwall });
    for &choice in choices {
        if game.is_over() {
            break;
        }
        let moves = game.position().legal_moves();
        let mv = moves[choice as usize % moves.len()];
        game.play(mv).expect("a listed move is legal");
    }
    game
}

fn choices() -> impl Strategy<Value = Vec<u16>> {
    prop::collection::vec(any::<u16>(), 0..1000)
}

/// Every slide along a rank or file from a piece of the side to move.
fn straight_moves(position: &Position) -> Vec<Move> {
    let mut moves = Vec::new();
    for from in position.pieces_of(position.turn()).squares() {
        for to in Square::all() {
            if to != from && (to.file() == from.file() || to.rank() == from.rank()) {
                moves.push(Move { from, to });
            }
        }
    }
    moves
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// K4–K7 only ever remove pieces; K2 bounds the counts.
    #[test]
    fn piece_counts_never_grow(shieldwall: bool, choices in choices()) {
        let game = random_game(shieldwall, &choices);
        for pair in game.positions().windows(2) {
            for side in Side::BOTH {
                prop_assert!(pair[1].pieces_of(side).count() <= pair[0].pieces_of(side).count());
            }
            prop_assert!(pair[1].men(Side::Attackers).count() <= 24);
            prop_assert!(pair[1].men(Side::Defenders).count() <= 12);
        }
    }

    /// K8.2: the king is on the board until a ply captures him, and that ply
    /// ends the game; what a ply captures was the opponent's and is gone.
    #[test]
    fn the_king_stays_until_captured(shieldwall: bool, choices in choices()) {
        let game = random_game(shieldwall, &choices);
        for (index, ply) in game.plies().iter().enumerate() {
            let (before, after) = (&game.positions()[index], &game.positions()[index + 1]);
            prop_assert!(before.king().is_some());
            prop_assert_eq!(after.king().is_none(), ply.king_captured);
            if ply.king_captured || ply.king_escaped {
                prop_assert_eq!(index + 1, game.plies().len());
                prop_assert!(game.is_over());
            }
            let mover = before.turn();
            prop_assert_eq!(after.piece_at(ply.mv.to).map(|piece| piece.side), Some(mover));
            for square in ply.captured.squares() {
                prop_assert_eq!(before.piece_at(square).map(|piece| piece.side), Some(mover.opponent()));
                prop_assert_eq!(after.piece_at(square), None);
                prop_assert!(before.piece_at(square) != Some(Piece::KING) || ply.king_captured);
            }
        }
    }

    /// K3: the move generator and the checker that explains refusals agree
    /// on every straight slide, and counting agrees with listing.
    #[test]
    fn legal_moves_and_the_move_checker_agree(shieldwall: bool, choices in choices()) {
        let game = random_game(shieldwall, &choices);
        let position = game.position();
        let legal = position.legal_moves();
        prop_assert_eq!(legal.len() as u32, position.count_moves());
        for mv in straight_moves(position) {
            prop_assert_eq!(position.check(mv).is_ok(), legal.contains(&mv), "{}", mv);
        }
    }

    /// K10 and K9: what is written reads back to the same position and game.
    #[test]
    fn notation_and_records_round_trip(shieldwall: bool, choices in choices()) {
        let game = random_game(shieldwall, &choices);
        for position in game.positions() {
            prop_assert_eq!(position.to_string().parse::<Position>(), Ok(*position));
        }
        let record = game.to_record();
        let read = Game::from_record(&record);
        prop_assert_eq!(read.as_ref(), Ok(&game), "{}", record);
        for ply in game.plies() {
            prop_assert_eq!(ply.to_string().parse::<zabel_core::tafl::WrittenMove>().map(|w| w.agrees_with(ply)), Ok(true));
        }
    }

    /// Undo restores the game exactly as it was before the undone plies.
    #[test]
    fn undo_restores_exactly(shieldwall: bool, choices in choices(), back in 0usize..50) {
        let mut game = random_game(shieldwall, &choices);
        let kept = game.plies().len().saturating_sub(back);
        let earlier = random_game(shieldwall, &choices[..kept]);
        while game.plies().len() > kept {
            prop_assert!(game.undo().is_some());
        }
        prop_assert_eq!(&game, &earlier);
        prop_assert_eq!(game.outcome(), earlier.outcome());
    }

    /// A finished game takes no more moves, whichever end it reached.
    #[test]
    fn a_finished_game_refuses_moves(shieldwall: bool, choices in prop::collection::vec(any::<u16>(), 1500)) {
        let mut game = random_game(shieldwall, &choices);
        if game.is_over() {
            let before = game.clone();
            for mv in straight_moves(game.position()) {
                prop_assert!(game.play(mv).is_err());
            }
            prop_assert_eq!(game, before);
        }
    }
}
