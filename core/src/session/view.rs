//! `GameView`: everything a screen shows, as one snapshot, for any game. The
//! UI draws it and sends taps back; it never works anything out for itself.

use crate::game::PlayerKind;
use crate::game::{Board, DieView, Ending, Mark, Phase, PlayedMove, Seat, Variant};
use crate::rating::elo::RatingChange;

/// Why a game one person plays against the computer does not count for
/// the rating (R2): the one reason that applies, the first one used.
#[derive(Clone, Copy, PartialEq, Eq, Debug, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum NotRated {
    /// A move was taken back.
    Undo,
    /// A hint was shown.
    Hint,
    /// The level has no measured rating yet.
    UnratedOpponent,
}

impl NotRated {
    /// The catalog's selector for it (`app-not-rated-reason`).
    pub fn name(self) -> &'static str {
        match self {
            NotRated::Undo => "undo",
            NotRated::Hint => "hint",
            NotRated::UnratedOpponent => "unrated-opponent",
        }
    }
}

/// One place at the table.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct SeatView {
    pub seat: Seat,
    pub player: PlayerKind,
    /// Seats with the same team play together; in two-player games every
    /// seat is its own team.
    pub team: u8,
    pub to_move: bool,
    /// A player of three or four whose stones are all gone (Q3, Q4); the
    /// turn passes him by.
    pub dropped_out: bool,
}

#[derive(Clone, PartialEq, Debug)]
pub struct GameView {
    pub variant: Variant,
    pub board: Board,
    pub seats: Vec<SeatView>,
    pub phase: Phase,
    /// Only for dice games.
    pub die: Option<DieView>,
    /// A score per seat and why, once the game is over.
    pub result: Option<Ending>,
    /// Whether the game still counts for the rating (R2).
    pub rated: bool,
    /// Why a game of one person against the computer does not count; none
    /// when it does, and in games that are never rated (between people,
    /// of three or four).
    pub not_rated: Option<NotRated>,
    /// Set once a finished game is in the history (to replay or review it).
    pub game_id: Option<u64>,
    /// Set once a rated game has been recorded.
    pub rating_change: Option<RatingChange>,
    /// The plies so far, as in the record: `4 R4 b3-c4`, `g5-c5xb5/c4`.
    pub moves: Vec<String>,
    /// The seat that played each of `moves`.
    pub movers: Vec<Seat>,
    pub last_move: Option<PlayedMove>,
    pub can_undo: bool,
}

impl GameView {
    /// The seat to move.
    pub fn to_move(&self) -> Option<Seat> {
        self.seats.iter().find(|seat| seat.to_move).map(|seat| seat.seat)
    }

    /// The names of the squares with this mark, in drawing order.
    pub fn marked(&self, mark: Mark) -> Vec<String> {
        self.board.cells.iter().filter(|cell| cell.mark == mark).map(|cell| cell.name.clone()).collect()
    }
}

/// The seats: `players[i]` at seat i, `to_move` at most one.
pub(crate) fn seats(variant: Variant, players: &[PlayerKind], to_move: Option<Seat>, out: &[Seat]) -> Vec<SeatView> {
    players
        .iter()
        .enumerate()
        .map(|(index, &player)| {
            let seat = Seat(index as u8);
            SeatView {
                seat,
                player,
                team: variant.team(seat),
                to_move: to_move == Some(seat),
                dropped_out: out.contains(&seat),
            }
        })
        .collect()
}
