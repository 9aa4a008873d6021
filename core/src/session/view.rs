//! `GameView`: everything a screen shows, as one snapshot. The UI draws it
//! and sends taps back; it never works anything out for itself.

use crate::einstein::{Piece, Ply, Position, Setup, Side, Square, roll_to_string, triangle};
use crate::rating::elo::RatingChange;
use crate::store::PlayerKind;

/// What the game is waiting for.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Phase {
    /// A human must roll the die.
    Roll,
    /// The roll left two stones to choose from (E4.3).
    ChooseStone,
    /// The moving stone has more than one target (E4.4).
    ChooseTarget,
    /// The computer is to move (or thinking).
    ComputerTurn,
    /// The game has ended; also every step of a replay.
    Over,
}

/// How a square is marked, as in the historic program: candidates to choose,
/// the moving stone, its targets, and the last move for animation.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Highlight {
    None,
    Choosable,
    Moving,
    Target,
    LastFrom,
    LastTo,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Cell {
    pub square: Square,
    pub piece: Option<Piece>,
    pub highlight: Highlight,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum EndReason {
    ReachedCorner,
    CapturedAll,
    Resigned,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct GameResult {
    pub winner: Side,
    pub reason: EndReason,
}

/// The die as shown: not rolled yet, a value, or "no roll" (E4.1).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum DieView {
    NotRolled,
    /// The value is hidden by the settings (the historic default).
    Hidden,
    Value(u8),
    NoRoll,
}

#[derive(Clone, PartialEq, Debug)]
pub struct GameView {
    /// All 25 squares, a1, b1, …, e5.
    pub cells: Vec<Cell>,
    pub die: DieView,
    pub turn: Side,
    pub red: PlayerKind,
    pub blue: PlayerKind,
    pub phase: Phase,
    pub result: Option<GameResult>,
    /// Whether the game still counts for the rating (R2).
    pub rated: bool,
    /// Set once a finished game is in the history (to replay or review it).
    pub game_id: Option<u64>,
    /// Set once a rated game has been recorded.
    pub rating_change: Option<RatingChange>,
    /// The plies so far, as in the record: `4 R4 b3-c4`.
    pub moves: Vec<String>,
    pub last_move: Option<(Square, Square)>,
    pub can_undo: bool,
}

/// The 25 cells of `position`; where marks overlap, the later one shows.
pub(crate) fn cells(position: &Position, marks: &[(Square, Highlight)]) -> Vec<Cell> {
    Square::all()
        .map(|square| Cell {
            square,
            piece: position.piece_at(square),
            highlight: marks.iter().rev().find(|(sq, _)| *sq == square).map_or(Highlight::None, |(_, h)| *h),
        })
        .collect()
}

/// A ply as in the record: `4 R4 b3-c4`.
pub(crate) fn ply_text(ply: &Ply) -> String {
    format!("{} {} {}", roll_to_string(ply.roll), ply.mv.piece, ply.mv)
}

/// The setup screen's board: `setup` on `side`'s triangle, whose squares are
/// marked as the places a stone may go (E3).
pub fn setup_cells(side: Side, setup: &Setup) -> Vec<Cell> {
    let corner = triangle(side);
    Square::all()
        .map(|square| Cell {
            square,
            piece: setup.placements(side).find(|&(at, _)| at == square).map(|(_, stone)| Piece::new(side, stone)),
            highlight: if corner.contains(&square) { Highlight::Target } else { Highlight::None },
        })
        .collect()
}
