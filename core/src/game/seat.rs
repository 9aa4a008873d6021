//! Seats and results in a form every game shares: a turn is chance, a seat
//! to act, or over with one score per seat (the turn model of OpenSpiel), so
//! draws, teams and players who drop out need no special cases above the seam.

use serde::{Deserialize, Serialize};

/// A place at the table, 0-based in turn order of the game's start: in
/// EinStein Red is 0 and Blue 1; in Königszabel the attackers 0, the
/// defenders 1.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Serialize, Deserialize)]
pub struct Seat(pub u8);

impl Seat {
    pub const fn index(self) -> usize {
        self.0 as usize
    }
}

/// Who sits at a seat: a person, or the computer at one of its levels.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "lowercase", tag = "type")]
pub enum PlayerKind {
    Human,
    Computer { level: u8 },
}

impl PlayerKind {
    /// The seat of the one person who played the computer, when exactly one
    /// did: the game is theirs to have won or lost, and is said to them.
    /// `None` for friends sharing a device and for computers alone.
    pub fn lone_person(players: &[PlayerKind]) -> Option<Seat> {
        let mut people = players.iter().enumerate().filter(|(_, player)| **player == PlayerKind::Human);
        match (people.next(), people.next()) {
            (Some((seat, _)), None) if players.len() > 1 => Some(Seat(seat as u8)),
            _ => None,
        }
    }
}

/// One seat's result.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Score {
    Win,
    Draw,
    Loss,
}

impl Score {
    /// 1, ½ or 0, as the ratings count it (R1, R3).
    pub const fn points(self) -> f64 {
        match self {
            Score::Win => 1.0,
            Score::Draw => 0.5,
            Score::Loss => 0.0,
        }
    }
}

/// Why a game ended, for every game.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum EndReason {
    /// E5.1: a stone reached the opposite corner.
    ReachedCorner,
    /// E5.2: the opponent has no stones left.
    CapturedAll,
    /// K8.1.
    KingEscaped,
    /// K8.2.
    KingCaptured,
    /// K8.3: the loser could not move.
    NoLegalMove,
    /// K8.4.
    Repetition,
    /// K8.5: 200 plies without a capture.
    NoCapture,
    Resigned,
}

impl EndReason {
    pub const ALL: [EndReason; 8] = [
        EndReason::ReachedCorner,
        EndReason::CapturedAll,
        EndReason::KingEscaped,
        EndReason::KingCaptured,
        EndReason::NoLegalMove,
        EndReason::Repetition,
        EndReason::NoCapture,
        EndReason::Resigned,
    ];
}

/// The end of a game: a score per seat and why.
#[derive(Clone, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub struct Ending {
    pub scores: Vec<Score>,
    pub reason: EndReason,
}

impl Ending {
    /// `winner` wins, every other seat loses.
    pub fn win(seats: usize, winner: Seat, reason: EndReason) -> Ending {
        let scores = (0..seats).map(|seat| if seat == winner.index() { Score::Win } else { Score::Loss }).collect();
        Ending { scores, reason }
    }

    pub fn draw(seats: usize, reason: EndReason) -> Ending {
        Ending { scores: vec![Score::Draw; seats], reason }
    }

    /// The score of `seat`; `None` for a seat the game does not have.
    pub fn score(&self, seat: Seat) -> Option<Score> {
        self.scores.get(seat.index()).copied()
    }

    /// The single winning seat, if there is one.
    pub fn winner(&self) -> Option<Seat> {
        let mut winners = self.scores.iter().enumerate().filter(|(_, score)| **score == Score::Win);
        match (winners.next(), winners.next()) {
            (Some((seat, _)), None) => Some(Seat(seat as u8)),
            _ => None,
        }
    }
}
