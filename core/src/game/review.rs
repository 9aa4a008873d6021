//! A move as the analyst judged it: a hint's candidates and a review's plies.

use super::{Finding, Seat, Verdict};

/// A candidate move of any game with the analysis' win probability for the mover.
#[derive(Clone, PartialEq, Debug, serde::Serialize, serde::Deserialize)]
pub struct MoveHint {
    pub from: String,
    pub to: String,
    /// The game's notation: `b3xc4`, `g2-c2`.
    pub notation: String,
    pub win_probability: f64,
    /// What the analyst found it does against the best move.
    #[serde(default)]
    pub finding: Finding,
}

/// One ply of a reviewed game, of any variant.
#[derive(Clone, PartialEq, Debug, serde::Serialize, serde::Deserialize)]
pub struct ReviewedPly {
    /// 1-based, as in the record.
    pub number: usize,
    /// Who played it.
    pub seat: Seat,
    /// EinStein's die; `None` when nothing was rolled (one stone left, or a game without dice).
    pub roll: Option<u8>,
    pub played: MoveHint,
    pub best: MoveHint,
    /// Win probability given away by the move played, 0..1.
    pub loss: f64,
    /// What the roll gave (or, below 0, took from) the mover in win
    /// probability, against the average roll; `None` without dice.
    pub luck: Option<f64>,
    pub verdict: Verdict,
}

impl ReviewedPly {
    /// The chance of `seat` after the move played, in a game of two: the
    /// mover's own, or what the move leaves the other side. A draw counts
    /// half to each (as the chances are fitted), so the two add up to 1.
    pub fn chance_of(&self, seat: Seat) -> f64 {
        if seat == self.seat { self.played.win_probability } else { 1.0 - self.played.win_probability }
    }
}
