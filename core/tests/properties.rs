//! Invariants over random games (proptest): no illegal state, stone counts
//! never grow, every legal move keeps the position valid, records and
//! notation round-trip, parsers never panic.

mod common;

use proptest::prelude::*;
use zabel_core::einstein::DicePosition;
use zabel_core::einstein::{Game, Position, Side, Square};

/// Each move brings one stone one step nearer: per side, the sum of file and
/// rank distances to the goal shrinks, so no game is longer than this.
const LONGEST_GAME: usize = 2 * 6 * 8;

fn check_position(position: &Position) {
    // E8 round trip and a rebuilt position is the same, hash included.
    let text = position.to_string();
    let parsed: Position = text.parse().unwrap_or_else(|e| panic!("{text}: {e}"));
    assert_eq!(&parsed, position);
    assert_eq!(parsed.hash(), position.hash());
    let rebuilt = Position::from_pieces(position.pieces(), position.turn()).unwrap();
    assert_eq!(&rebuilt, position);
    // Board and stone sets agree.
    for side in Side::BOTH {
        let on_board = position.pieces().filter(|(_, p)| p.side == side).count();
        assert_eq!(on_board as u32, position.stones(side).len());
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn random_games_keep_every_invariant(seed in any::<u64>()) {
        let game = common::random_game(seed);
        prop_assert!(game.plies().len() <= LONGEST_GAME);
        let positions = game.positions();
        for (before, after) in positions.iter().zip(&positions[1..]) {
            check_position(before);
            // E4.6: a running game always has legal moves, for every roll.
            for &roll in before.rolls() {
                let moves = before.legal_moves(roll).unwrap();
                prop_assert!(!moves.is_empty());
                for mv in &moves {
                    let mut next = *before;
                    next.play_unchecked(mv);
                    check_position(&next);
                    prop_assert_eq!(mv.piece.side, before.turn());
                    prop_assert!(before.turn().steps(mv.from).contains(mv.to));
                }
            }
            // Stone counts never grow, and a move captures at most one stone.
            for side in Side::BOTH {
                prop_assert!(after.stones(side).len() <= before.stones(side).len());
            }
            let total = |p: &Position| p.stones(Side::Red).len() + p.stones(Side::Blue).len();
            prop_assert!(total(before) - total(after) <= 1);
        }
        let end = positions.last().unwrap();
        prop_assert!(end.outcome().is_some());
        check_position(end);
        // Record → replay → same game.
        let text = game.to_record();
        prop_assert_eq!(Game::from_record(&text).unwrap(), game);
    }

    #[test]
    fn position_parser_never_panics(text in "\\PC{0,40}") {
        let _ = text.parse::<Position>();
    }

    #[test]
    fn position_parser_never_panics_on_near_misses(text in "[RB1-7/ rbx]{0,40}") {
        if let Ok(position) = text.parse::<Position>() {
            check_position(&position);
        }
    }

    #[test]
    fn record_parser_never_panics_on_damaged_records(seed in any::<u64>(), cut in any::<usize>(), junk in "\\PC{0,8}") {
        let text = common::random_game(seed).to_record();
        let mut at = cut % (text.len() + 1);
        while !text.is_char_boundary(at) {
            at -= 1;
        }
        let damaged = format!("{}{junk}{}", &text[..at], &text[at..]);
        if let Err(e) = Game::from_record(&damaged) {
            prop_assert!(e.line >= 1 && e.line <= damaged.lines().count().max(1));
        }
        let _ = Game::from_record(&text[..at]);
    }

    #[test]
    fn square_parser_never_panics(text in "\\PC{0,4}") {
        if let Ok(square) = text.parse::<Square>() {
            prop_assert_eq!(square.to_string(), text.to_ascii_lowercase());
        }
    }
}
