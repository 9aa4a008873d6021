//! Static evaluation for three and four players, as a value in [-1, 1] for
//! one team (−1 lost, +1 won).
//!
//! The two-player race model (see [`crate::ai::einstein::eval`]) with two clocks per
//! team. A team can win by racing (a member's stones reach the goal; speeds
//! of both members add, since each moves once a round) or by killing (a
//! player of the other team loses every stone, Q3). Whichever clock runs out
//! first is the team's clock; the lead is the difference of the clocks. In the
//! trio the team of two cannot race — its stones leave the board on the goal
//! (Q1, Q4) — and the single player kills only by taking all stones of both.

use crate::dice::DicePosition;
use arrayvec::ArrayVec;

use crate::ai::einstein::eval::mobility;
use crate::dice::{Stone, StoneSet};
use crate::quattro::{Move, Piece, Position, Seat, SeatSet, Seating};

/// Rounds it takes, roughly, to capture one more stone of a player: captures
/// in the four-player game come about once every few rounds per target.
const ROUNDS_PER_KILL: f64 = 2.5;

/// How many rounds of lead make the difference between even and clearly won.
const SCALE: f64 = 0.6;

/// The rolls the seat to move may face, grouped by the stones they leave to
/// choose from (E4.1–E4.3), with how many die faces (of 6) lead there.
pub fn chance_outcomes(position: &Position) -> ArrayVec<(StoneSet, u8), 6> {
    let own = position.stones(position.turn());
    let mut outcomes: ArrayVec<(StoneSet, u8), 6> = ArrayVec::new();
    if own.len() == 1 {
        outcomes.push((own, 6));
        return outcomes;
    }
    for die in Stone::ALL {
        let choosable = own.choosable(die);
        match outcomes.iter_mut().find(|(set, _)| *set == choosable) {
            Some((_, faces)) => *faces += 1,
            None => outcomes.push((choosable, 1)),
        }
    }
    outcomes
}

/// A move among `moves` after which the mover's team has won, if any.
pub fn winning_move(position: &Position, moves: &[Move]) -> Option<Move> {
    let team = position.seating().team_of(position.turn())?;
    moves.iter().copied().find(|mv| {
        let mut after = *position;
        after.play_unchecked(mv);
        after.outcome().is_some_and(|o| o.winners == team)
    })
}

/// Rounds `seat` needs to bring a stone home, in the race model.
fn race_speed(position: &Position, seat: Seat) -> f64 {
    let stones = position.stones(seat);
    stones
        .map(|stone| {
            let square = position.square_of(Piece::new(seat, stone)).expect("own stones are on the board");
            mobility(stones, stone) / f64::from(seat.distance_to_goal(square).max(1))
        })
        .sum()
}

fn rounds(speed: f64) -> f64 {
    if speed <= 0.0 { f64::INFINITY } else { 1.0 / speed }
}

/// Rounds until `team` wins, by racing or by killing a player of `other`.
fn clock(position: &Position, team: SeatSet, other: SeatSet) -> f64 {
    let seating = position.seating();
    let racers = team.iter().filter(|&seat| seating.wins_on_goal(seat));
    let race = rounds(racers.map(|seat| race_speed(position, seat)).sum());
    let stones = |seat: Seat| f64::from(position.stones(seat).len());
    let kill = if seating == Seating::Trio && team.len() == 1 {
        // The single player must take every stone of both.
        other.iter().map(stones).sum::<f64>() * ROUNDS_PER_KILL
    } else {
        other.iter().map(stones).fold(f64::INFINITY, f64::min) * ROUNDS_PER_KILL
    };
    race.min(kill)
}

/// How many rounds `team` is ahead: [`evaluate`] before squashing.
pub fn lead(position: &Position, team: SeatSet) -> f64 {
    let [first, second] = position.seating().teams();
    let other = if team == first { second } else { first };
    clock(position, other, team) - clock(position, team, other)
}

/// The value of `position` for `team`, in [-1, 1].
pub fn evaluate(position: &Position, team: SeatSet) -> f64 {
    if let Some(outcome) = position.outcome() {
        return if outcome.winners == team { 1.0 } else { -1.0 };
    }
    let lead = lead(position, team);
    if lead.is_nan() { 0.0 } else { (lead * SCALE).tanh() }
}
