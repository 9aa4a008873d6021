//! The seam every game plugs into (DESIGN.md), a leaf: the closed
//! [`Variant`] tag, seats, the end as a score per seat with its reason, a
//! board any screen can draw, the turn machine ([`Table`]) and the search
//! vocabulary each game implements in its adapter beside its rules. It
//! names no game: the enums that delegate to them are in
//! [`crate::games`], above the seam. Session,
//! store, rating and bindings talk to this module, never to one game's
//! types; searches keep the concrete positions.

mod board;
mod diagram;
mod die;
mod error;
mod first_mover;
mod kind;
mod language;
mod notation;
mod review;
mod search;
mod seat;
mod state;
mod table;
mod variant;
mod verdict;

pub(crate) use board::labels;
pub use board::{Board, Cell, Mark, PieceKind, PieceView, Terrain};
pub use diagram::RulesDiagram;
pub use die::DieView;
pub use error::{Refusal, Sentence, TurnError};
pub use first_mover::FirstMover;
pub use kind::{GameKind, SeatKeys};
pub use language::Language;
pub use notation::{NotatedRecord, ZABEL_NOTATION};
pub use review::{MoveHint, ReviewedPly};
pub use search::{Budget, Cancel, Search};
pub use seat::{EndReason, Ending, PlayerKind, Score, Seat};
pub use state::{GameState, PlayedMove};
pub(crate) use table::mix;
pub use table::{Chosen, Ignored, Phase, Table, TapOutcome, Thought};
pub use variant::{ComputerLevel, Variant};
pub use verdict::{Finding, Found, Verdict};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn endings_score_every_seat() {
        let win = Ending::win(2, Seat(1), EndReason::KingEscaped);
        assert_eq!(win.scores, [Score::Loss, Score::Win]);
        assert_eq!(win.winner(), Some(Seat(1)));
        let draw = Ending::draw(2, EndReason::Repetition);
        assert_eq!(draw.winner(), None);
        assert_eq!(draw.scores.iter().map(|s| s.points()).sum::<f64>(), 1.0);
    }
}
