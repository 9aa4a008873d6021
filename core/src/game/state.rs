//! What every game offers above the seam, whichever game it is.

use super::{Board, Cancel, DieView, Ending, NotatedRecord, ReviewedPly, Seat, TurnError, Variant, ZABEL_NOTATION};

/// Where a ply went and which squares it emptied of the other pieces, as a
/// board screen animates it: the mover slides, the captured fade.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct PlayedMove {
    pub from: String,
    pub to: String,
    /// Sorted by name; in EinStein at most the square moved to (E4).
    pub captured: Vec<String>,
}

/// What every game offers above the seam; implemented by each game's own
/// `Game` type, so session and store never need to know which one it is.
pub trait GameState: Send {
    fn variant(&self) -> Variant;

    /// The seat whose turn it is (when the game is over: the one that would
    /// move next).
    fn seat_to_move(&self) -> Seat;

    /// The end the rules give, or a resignation, if the game has reached one.
    fn ending(&self) -> Option<Ending>;

    /// Whether a person at `seat` sees the board turned half round, so that
    /// their own stones start at the bottom, as a board game's own side is
    /// drawn (issue 45). The group games name seats by their corners and
    /// Königszabel's sides are centre and edges: both are drawn as the
    /// rules draw them.
    fn seen_turned_from(&self, _seat: Seat) -> bool {
        false
    }

    /// The player at `seat` gives the game up; their whole team loses (Q3).
    /// `false` when the game is already over or has no such seat.
    fn resign(&mut self, seat: Seat) -> bool;

    /// The seat that moved (or moves) first.
    fn first_to_move(&self) -> Seat;

    /// How many plies have been played.
    fn plies(&self) -> usize;

    /// The seat that played ply `index` (0-based).
    fn mover(&self, index: usize) -> Option<Seat>;

    /// Every ply as its record writes it: `4 R4 b3-c4`, `g5-c5xb5/c4`.
    fn move_texts(&self) -> Vec<String>;

    /// What ply `index` (0-based) moved and took.
    fn played(&self, index: usize) -> Option<PlayedMove>;

    fn last_move(&self) -> Option<PlayedMove> {
        self.plies().checked_sub(1).and_then(|index| self.played(index))
    }

    /// Seats whose players are out of the game while it goes on (Q3, Q4).
    fn dropped_out(&self) -> Vec<Seat> {
        Vec::new()
    }

    /// Takes back the last ply; `false` at the start.
    fn undo(&mut self) -> bool;

    /// The board after `plies` plies (0: the start), unmarked.
    fn board_after(&self, plies: usize) -> Option<Board>;

    fn to_record(&self) -> String;

    /// The game in every notation it can be shared in, Zabel's own first.
    fn records(&self) -> Vec<NotatedRecord> {
        vec![NotatedRecord { notation: ZABEL_NOTATION, text: self.to_record() }]
    }

    /// The board now, unmarked.
    fn board(&self) -> Board {
        self.board_after(self.plies()).expect("the position now exists")
    }

    /// The die as a replay shows it after `plies` plies: the roll of the
    /// last one; `None` for games without dice.
    fn die_after(&self, _plies: usize) -> Option<DieView> {
        None
    }

    /// Every ply judged by the game's analyst; cancelled, what it has.
    fn review(&self, _cancel: &Cancel, _progress: &mut dyn FnMut(usize, usize)) -> Result<Vec<ReviewedPly>, TurnError> {
        Err(TurnError::NoReview(self.variant()))
    }
}
