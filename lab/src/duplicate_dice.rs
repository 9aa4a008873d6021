//! Games between engines with duplicate dice (for `zabel-lab arena`).
//!
//! Luck is the biggest noise in EinStein results. A deal fixes two dice
//! streams, one for the side that moves first and one for the other; the
//! deal is played twice with the engines swapped, so each engine gets the
//! very rolls its opponent had.

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use zabel_core::einstein::DicePosition;

use zabel_core::ai::{Budget, Cancel};

use zabel_core::ai::Engine;
use zabel_core::einstein::Einstein;
use zabel_core::einstein::{Die, Game, PlayError, Side};

/// The dice of one deal: a stream per role.
pub struct Deal {
    first: SmallRng,
    second: SmallRng,
}

impl Deal {
    pub fn new(seed: u64) -> Deal {
        Deal { first: SmallRng::seed_from_u64(seed), second: SmallRng::seed_from_u64(seed ^ 0x9E37_79B9_7F4A_7C15) }
    }
}

/// Plays one game; `engines[0]` is Red and moves first, and each engine
/// arranges its own stones. The budgets belong to the engines in the same
/// order. An engine that fails (an outside engine answering nonsense) is
/// named by its side, with the reason.
pub fn play_game(
    engines: [&mut dyn Engine<Einstein>; 2],
    budgets: [&Budget; 2],
    deal_seed: u64,
) -> Result<Game, (Side, PlayError)> {
    let [red, blue] = engines;
    let game = Game::new(red.setup(Side::Red), blue.setup(Side::Blue), Side::Red);
    play_out(game, [red, blue], budgets, deal_seed)
}

/// Plays `game` to its end: `engines[0]` plays Red, `engines[1]` Blue. The
/// side that moved first in `game` rolls from the deal's first stream.
pub fn play_out(
    mut game: Game,
    engines: [&mut dyn Engine<Einstein>; 2],
    budgets: [&Budget; 2],
    deal_seed: u64,
) -> Result<Game, (Side, PlayError)> {
    let mut deal = Deal::new(deal_seed);
    let [red, blue] = engines;
    let cancel = Cancel::new();
    while !game.position().is_over() {
        let position = *game.position();
        let side = position.turn();
        let (engine, budget) = match side {
            Side::Red => (&mut *red, budgets[0]),
            Side::Blue => (&mut *blue, budgets[1]),
        };
        let dice = if side == game.first() { &mut deal.first } else { &mut deal.second };
        // Draw from the stream even without a roll, so both games of a deal
        // stay in step ply by ply.
        let value: u8 = dice.random_range(1..=6);
        let roll = position.needs_roll().then(|| Die::new(value).expect("1..=6"));
        let decision = engine.decide(&position, roll, budget, &cancel).map_err(|e| (side, e))?;
        game.play(roll, &decision.mv).map_err(|e| (side, e))?;
    }
    Ok(game)
}

#[cfg(test)]
mod tests {
    use super::*;
    use zabel_core::ai::einstein::levels;
    use zabel_core::ai::einstein::random::RandomMover;
    use zabel_core::einstein::Roll;

    #[test]
    fn the_same_seed_plays_the_same_game() {
        let play = || {
            let level = levels::by_number(4).unwrap();
            let mut a = level.engine(11);
            let mut b = Box::new(RandomMover::new(12)) as Box<dyn Engine<Einstein>>;
            play_game([a.as_mut(), b.as_mut()], [&level.budget, &Budget::nodes(1)], 99).unwrap().to_record()
        };
        assert_eq!(play(), play());
    }

    #[test]
    fn duplicate_deals_give_both_engines_the_same_dice() {
        // Two random movers: swapped, each side sees the rolls the other had.
        let mut a = RandomMover::new(1);
        let mut b = RandomMover::new(2);
        let one = play_game([&mut a, &mut b], [&Budget::nodes(1); 2], 5).unwrap();
        let two = play_game([&mut b, &mut a], [&Budget::nodes(1); 2], 5).unwrap();
        let rolls = |game: &zabel_core::einstein::Game, side: Side| -> Vec<Roll> {
            game.plies().iter().filter(|p| p.mv.piece.side == side).map(|p| p.roll).collect()
        };
        let (first, second) = (rolls(&one, Side::Red), rolls(&two, Side::Red));
        let shared = first.len().min(second.len());
        assert!(shared > 0);
        // Rolls stay in step while both sides still roll.
        let rolled = |r: &Roll| r.is_some();
        let n = first.iter().zip(&second).take_while(|(x, y)| rolled(x) && rolled(y)).count();
        assert_eq!(first[..n], second[..n]);
    }
}
