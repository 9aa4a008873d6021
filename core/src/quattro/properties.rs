//! Invariants over random games of all three seatings (proptest): every
//! game ends, stones never overlap, stone counts never grow, notation and
//! records round-trip, and replaying a record gives the same game.

use crate::dice::DicePosition;
use proptest::prelude::*;
use rand::rngs::SmallRng;
use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};

use super::*;
use crate::dice::Die;
use crate::dice::Setup;

/// Each move brings one of the mover's stones one step nearer its goal: per
/// seat the sum of file and rank distances (at most 6 × 10) shrinks, and
/// captures only shrink it further, so no game is longer than this.
const LONGEST_GAME: usize = 4 * 6 * 10;

fn random_game(seed: u64) -> Game {
    let mut rng = SmallRng::seed_from_u64(seed);
    let seating = *Seating::ALL.choose(&mut rng).unwrap();
    let setups = [(); 4].map(|_| Setup::random(&mut rng));
    let first = *seating.seats().iter().collect::<Vec<_>>().choose(&mut rng).unwrap();
    let mut game = Game::new(seating, setups, first).unwrap();
    for seat in seating.seats().iter() {
        game.set_player(seat, &format!("player {}", rng.random_range(0..100))).unwrap();
    }
    while !game.is_over() {
        assert!(game.plies().len() <= LONGEST_GAME, "{}", game.to_record());
        let roll = if game.needs_roll() { Some(Die::roll(&mut rng)) } else { None };
        let moves = game.legal_moves(roll).unwrap();
        let mv = moves[rng.random_range(0..moves.len())];
        game.play(roll, &mv).unwrap();
    }
    game
}

fn check_position(position: &Position) {
    let text = position.to_string();
    let parsed: Position = text.parse().unwrap_or_else(|e| panic!("{text}: {e}"));
    assert_eq!(&parsed, position);
    assert_eq!(parsed.hash(), position.hash());
    let rebuilt = Position::from_pieces(position.seating(), position.pieces(), position.turn()).unwrap();
    assert_eq!(&rebuilt, position);
    // The bitboards never overlap, and agree with the board and stone sets.
    let mut all = 0u64;
    for seat in Seat::ALL {
        let bits = position.occupied_by(seat);
        assert_eq!(all & bits.0, 0, "{text}");
        all |= bits.0;
        assert_eq!(bits.count(), position.stones(seat).len(), "{text}");
        for square in bits {
            assert_eq!(position.piece_at(square).map(|p| p.seat), Some(seat), "{text}");
        }
    }
    assert_eq!(position.pieces().count() as u32, all.count_ones());
    if !position.seating().seats().contains(Seat::V) {
        assert!(position.stones(Seat::V).is_empty());
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn quattro_random_games_keep_every_invariant(seed in any::<u64>()) {
        let game = random_game(seed);
        prop_assert!(game.plies().len() <= LONGEST_GAME);
        let positions = game.positions();
        for ((before, after), ply) in positions.iter().zip(&positions[1..]).zip(game.plies()) {
            check_position(before);
            prop_assert!(!before.is_over());
            // Q2: the mover is the seat to move, and the next one is the
            // first seat clockwise that still has stones.
            prop_assert_eq!(ply.seat(), before.turn());
            if !after.is_over() {
                let mut expected = before.turn().clockwise();
                while !after.playing().contains(expected) {
                    expected = expected.clockwise();
                }
                prop_assert_eq!(after.turn(), expected);
            }
            // A running game always has legal moves, for every roll (E4.6).
            let rolls: Vec<_> = if before.needs_roll() { Die::ALL.iter().map(|&d| Some(d)).collect() } else { vec![None] };
            for roll in rolls {
                let moves = before.legal_moves(roll).unwrap();
                prop_assert!(!moves.is_empty());
                for mv in &moves {
                    prop_assert_eq!(mv.piece.seat, before.turn());
                    prop_assert!(before.turn().steps(mv.from).contains(mv.to));
                    let mut next = *before;
                    next.play_unchecked(mv);
                    check_position(&next);
                }
            }
            // Stone counts never grow; a move takes at most one stone, plus
            // the mover's own when it leaves on its goal (Q1).
            for seat in Seat::ALL {
                prop_assert!(after.stones(seat).len() <= before.stones(seat).len());
            }
            let total = |p: &Position| Seat::ALL.iter().map(|&s| p.stones(s).len()).sum::<u32>();
            prop_assert!(total(before) - total(after) <= 2);
        }
        let end = positions.last().unwrap();
        check_position(end);
        let outcome = end.outcome().unwrap();
        // Two sides, one wins: every seated player has a score, the empty
        // seat none.
        let [a, b] = game.seating().teams();
        prop_assert!(outcome.winners == a && outcome.losers == b || outcome.winners == b && outcome.losers == a);
        for seat in Seat::ALL {
            prop_assert_eq!(outcome.score(seat).is_some(), game.seating().seats().contains(seat));
        }
        // Record → replay → same game, and the same record again.
        let text = game.to_record();
        let read = Game::from_record(&text).unwrap();
        prop_assert_eq!(&read, &game);
        prop_assert_eq!(read.to_record(), text);
        // Undo walks back through the same positions.
        let mut undone = game.clone();
        for expected in positions.iter().rev().skip(1) {
            undone.undo().unwrap();
            prop_assert_eq!(undone.position(), expected);
        }
        prop_assert!(undone.undo().is_none());
    }

    #[test]
    fn quattro_position_parser_never_panics(text in "\\PC{0,60}") {
        let _ = text.parse::<Position>();
    }

    #[test]
    fn quattro_position_parser_near_misses_round_trip(text in "[TUVW1-7/]{0,40} [tuvwx] (trio|quattro-diagonal|quattro-longline)") {
        if let Ok(position) = text.parse::<Position>() {
            check_position(&position);
        }
    }

    #[test]
    fn quattro_record_parser_never_panics_on_damaged_records(seed in any::<u64>(), cut in any::<usize>(), junk in "\\PC{0,8}") {
        let text = random_game(seed).to_record();
        let mut cut = cut % (text.len() + 1);
        while !text.is_char_boundary(cut) {
            cut -= 1;
        }
        let damaged = format!("{}{junk}{}", &text[..cut], &text[cut..]);
        match Game::from_record(&damaged) {
            Ok(game) => prop_assert_eq!(Game::from_record(&game.to_record()).unwrap(), game),
            Err(error) => prop_assert!(error.line >= 1 && error.line <= damaged.lines().count().max(1)),
        }
    }
}
