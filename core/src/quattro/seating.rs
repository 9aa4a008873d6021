//! The three games on the 6×6 board and who plays with whom (Q3, Q4).

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use super::seat::{Seat, SeatSet};

/// Which game is played, and so who sits where and who are partners.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Seating {
    /// Four players, partners in opposite corners: `T`+`V` against `U`+`W` (Q3).
    Diagonal,
    /// Four players, partners side by side: `T`+`U` against `V`+`W` (Q3).
    Longline,
    /// Three players: `T` alone against `U`+`W`; `V` stays empty (Q4).
    Trio,
}

#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("'{0}' is not a game (quattro-diagonal, quattro-longline or trio)")]
pub struct ParseSeatingError(pub String);

impl Seating {
    pub const ALL: [Seating; 3] = [Seating::Diagonal, Seating::Longline, Seating::Trio];

    /// The game's name in positions and records (Q5).
    pub const fn name(self) -> &'static str {
        match self {
            Seating::Diagonal => "quattro-diagonal",
            Seating::Longline => "quattro-longline",
            Seating::Trio => "trio",
        }
    }

    /// The seats someone sits in.
    pub const fn seats(self) -> SeatSet {
        match self {
            Seating::Diagonal | Seating::Longline => SeatSet::ALL,
            Seating::Trio => SeatSet::of(&[Seat::T, Seat::U, Seat::W]),
        }
    }

    /// The two sides of the table; the first holds `T`. In the three-player
    /// game the first is `T` alone (Q4).
    pub const fn teams(self) -> [SeatSet; 2] {
        match self {
            Seating::Diagonal => [SeatSet::of(&[Seat::T, Seat::V]), SeatSet::of(&[Seat::U, Seat::W])],
            Seating::Longline => [SeatSet::of(&[Seat::T, Seat::U]), SeatSet::of(&[Seat::V, Seat::W])],
            Seating::Trio => [SeatSet::of(&[Seat::T]), SeatSet::of(&[Seat::U, Seat::W])],
        }
    }

    /// The side `seat` plays on; `None` for the empty seat of the trio.
    pub const fn team_of(self, seat: Seat) -> Option<SeatSet> {
        let [first, second] = self.teams();
        if first.contains(seat) {
            Some(first)
        } else if second.contains(seat) {
            Some(second)
        } else {
            None
        }
    }

    /// The side `seat` plays against.
    pub const fn opponents_of(self, seat: Seat) -> Option<SeatSet> {
        let [first, second] = self.teams();
        if first.contains(seat) {
            Some(second)
        } else if second.contains(seat) {
            Some(first)
        } else {
            None
        }
    }

    /// A seat drawn at random to move first (Q3: chosen before the game, or
    /// random, as in E3).
    pub fn random_first<R: rand::Rng + ?Sized>(self, rng: &mut R) -> Seat {
        let seats = self.seats();
        let index = rng.random_range(0..seats.len() as usize);
        seats.iter().nth(index).expect("index below the number of seats")
    }

    /// Whether a stone of `seat` wins by reaching its goal corner. Only the
    /// single player does in the trio (Q4); everyone does in Quattro (Q3).
    pub const fn wins_on_goal(self, seat: Seat) -> bool {
        match self {
            Seating::Diagonal | Seating::Longline => true,
            Seating::Trio => matches!(seat, Seat::T),
        }
    }
}

impl fmt::Display for Seating {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Seating {
    type Err = ParseSeatingError;

    fn from_str(text: &str) -> Result<Seating, ParseSeatingError> {
        Seating::ALL.into_iter().find(|s| s.name() == text).ok_or_else(|| ParseSeatingError(text.to_owned()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn q3_diagonal_partners_sit_in_opposite_corners() {
        let [a, b] = Seating::Diagonal.teams();
        assert_eq!(a.to_string(), "t+v");
        assert_eq!(b.to_string(), "u+w");
        assert_eq!(Seating::Diagonal.team_of(Seat::V), Some(a));
        assert_eq!(Seating::Diagonal.opponents_of(Seat::V), Some(b));
    }

    #[test]
    fn q3_longline_partners_sit_side_by_side() {
        let [a, b] = Seating::Longline.teams();
        assert_eq!(a.to_string(), "t+u");
        assert_eq!(b.to_string(), "v+w");
        assert_eq!(Seating::Longline.team_of(Seat::W), Some(b));
    }

    #[test]
    fn q4_trio_is_t_against_u_and_w_with_v_empty() {
        let [single, team] = Seating::Trio.teams();
        assert_eq!(single.to_string(), "t");
        assert_eq!(team.to_string(), "u+w");
        assert_eq!(Seating::Trio.seats().to_string(), "t+u+w");
        assert_eq!(Seating::Trio.team_of(Seat::V), None);
        assert!(Seating::Trio.wins_on_goal(Seat::T));
        assert!(!Seating::Trio.wins_on_goal(Seat::U));
        assert!(!Seating::Trio.wins_on_goal(Seat::W));
    }

    #[test]
    fn q3_q4_a_random_first_seat_is_a_seated_one() {
        let mut rng = <rand::rngs::SmallRng as rand::SeedableRng>::seed_from_u64(1);
        for seating in Seating::ALL {
            let firsts: SeatSet = (0..200).map(|_| seating.random_first(&mut rng)).collect();
            assert_eq!(firsts, seating.seats());
        }
    }

    #[test]
    fn q5_game_names_round_trip() {
        for seating in Seating::ALL {
            assert_eq!(seating.name().parse(), Ok(seating));
        }
        assert_eq!(
            "quattro".parse::<Seating>().unwrap_err().to_string(),
            "'quattro' is not a game (quattro-diagonal, quattro-longline or trio)"
        );
    }
}
