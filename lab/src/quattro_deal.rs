//! Team against team with duplicate dice (for `zabel-lab quattro arena`).
//!
//! Luck is the biggest noise in EinStein results, more so with four dice
//! streams. A deal fixes, per seat, a stream of dice and a setup, and who
//! moves first; it is played twice, level A's team in the first team's
//! seats and then in the second's, so each level gets the very rolls and
//! setups the other had. The setups come from the deal rather than from the
//! engines (all of which arrange at random anyway), so that they too are
//! duplicated.

use std::time::{Duration, Instant};

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

use zabel_core::ai::Cancel;
use zabel_core::ai::Engine;
use zabel_core::ai::quattro::Level;
use zabel_core::dice::{Die, Setup};
use zabel_core::quattro::Quattro;
use zabel_core::quattro::{Game, PlayError, Seat, Seating};

/// What one game of a deal showed.
#[derive(Clone, Debug)]
pub struct TeamGame {
    /// Whether level A's team won.
    pub a_won: bool,
    /// Thinking time of each of level A's and level B's moves.
    pub times: [Vec<Duration>; 2],
    pub game: Game,
}

fn mix(seed: u64, salt: u64) -> u64 {
    // SplitMix64's finaliser: nearby deal numbers give unrelated streams.
    let mut z = seed ^ salt.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The new game of deal `deal`: setups for every seat and a random first seat.
pub fn deal_game(seating: Seating, deal: u64) -> Game {
    let mut rng = SmallRng::seed_from_u64(mix(deal, 1));
    let setups = [(); 4].map(|_| Setup::random(&mut rng));
    let first = seating.random_first(&mut rng);
    Game::new(seating, setups, first).expect("a seated first seat")
}

/// Plays deal `deal` once: `levels[0]`'s team sits in the seating's first
/// team's seats, or, `swapped`, in the second's. An engine that fails is
/// named by its seat.
pub fn play(levels: [&Level; 2], seating: Seating, deal: u64, swapped: bool) -> Result<TeamGame, (Seat, PlayError)> {
    let mut game = deal_game(seating, deal);
    let teams = seating.teams();
    let a_team = teams[usize::from(swapped)];
    let side = |seat: Seat| usize::from(!a_team.contains(seat));
    let mut engines: [Box<dyn Engine<Quattro>>; 4] =
        Seat::ALL.map(|seat| levels[side(seat)].engine(mix(deal, 10 + seat.index() as u64)));
    let mut dice: [SmallRng; 4] = Seat::ALL.map(|seat| SmallRng::seed_from_u64(mix(deal, 20 + seat.index() as u64)));
    let mut times = [Vec::new(), Vec::new()];
    let cancel = Cancel::new();
    while !game.is_over() {
        let seat = game.seat_to_move();
        // Drawn even without a roll, so both games of a deal stay in step.
        let value: u8 = dice[seat.index()].random_range(1..=6);
        let roll = game.needs_roll().then(|| Die::new(value).expect("1..=6"));
        let level = levels[side(seat)];
        let start = Instant::now();
        let decision = engines[seat.index()].decide(&game, roll, &level.budget, &cancel).map_err(|e| (seat, e))?;
        times[side(seat)].push(start.elapsed());
        game.play(roll, &decision.mv).map_err(|e| (seat, e))?;
    }
    let outcome = game.result().expect("played to the end");
    Ok(TeamGame { a_won: outcome.winners == a_team, times, game })
}

#[cfg(test)]
mod tests {
    use super::*;
    use zabel_core::ai::quattro::{LEVELS, by_number};

    #[test]
    fn the_search_beats_the_random_mover_clearly_with_duplicate_dice() {
        let search = by_number(4).unwrap();
        let random = by_number(1).unwrap();
        let mut points = Vec::new();
        for deal in 0..15 {
            for seating in [Seating::Diagonal, Seating::Trio] {
                let wins = [false, true].map(|swapped| play([search, random], seating, deal, swapped).unwrap().a_won);
                points.push(wins.iter().filter(|&&won| won).count() as f64 / 2.0);
            }
        }
        let score = points.iter().sum::<f64>() / points.len() as f64;
        assert!(score > 0.75, "the search scored {score} against the random mover");
    }

    #[test]
    fn a_deal_plays_the_same_game_twice() {
        for level in &LEVELS {
            let a = play([level, &LEVELS[0]], Seating::Longline, 3, false).unwrap();
            let b = play([level, &LEVELS[0]], Seating::Longline, 3, false).unwrap();
            assert_eq!(a.game, b.game, "level {}", level.number);
        }
    }
}
