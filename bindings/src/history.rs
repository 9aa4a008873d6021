//! The history: finished games and their review.

use zabel_core::ai::analysis;
use zabel_core::{session, store};

use crate::game::{GameResult, PlayerKind, RatedMove, Variant};
use crate::rating::RatingChange;

/// A finished game of any variant in the history list.
#[derive(Clone, PartialEq, Debug, uniffi::Record)]
pub struct GameSummary {
    pub id: u64,
    pub variant: Variant,
    /// Unix seconds.
    pub finished_at: u64,
    /// Who sat at each seat, in seat order.
    pub players: Vec<PlayerKind>,
    pub result: GameResult,
    pub rated: bool,
    pub rating_change: Option<RatingChange>,
    /// The game's record (E7 or K9).
    pub record: String,
}

impl From<&store::StoredGame> for GameSummary {
    fn from(stored: &store::StoredGame) -> GameSummary {
        GameSummary {
            id: stored.id,
            variant: stored.game.variant.into(),
            finished_at: stored.game.finished_at,
            players: stored.game.players.iter().map(|&player| player.into()).collect(),
            result: stored.game.ending.clone().into(),
            rated: stored.game.rated.is_some(),
            rating_change: stored.rating_change.map(Into::into),
            record: stored.game.record.clone(),
        }
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Debug, uniffi::Enum)]
pub enum Verdict {
    Forced,
    Best,
    Good,
    Inaccuracy,
    Mistake,
    Blunder,
}

/// One ply of a reviewed game.
#[derive(Clone, PartialEq, Debug, uniffi::Record)]
pub struct PlyReview {
    /// 1-based, as in the record.
    pub number: u32,
    /// The die, or `None` when one stone was left (E4.1).
    pub roll: Option<u8>,
    pub played: RatedMove,
    pub best: RatedMove,
    /// Win probability the move played gave away, 0..1.
    pub loss: f64,
    pub verdict: Verdict,
}

impl From<session::ReviewedPly> for PlyReview {
    fn from(review: session::ReviewedPly) -> PlyReview {
        PlyReview {
            number: review.number as u32,
            roll: review.roll,
            played: review.played.into(),
            best: review.best.into(),
            loss: review.loss,
            verdict: match review.verdict {
                analysis::Verdict::Forced => Verdict::Forced,
                analysis::Verdict::Best => Verdict::Best,
                analysis::Verdict::Good => Verdict::Good,
                analysis::Verdict::Inaccuracy => Verdict::Inaccuracy,
                analysis::Verdict::Mistake => Verdict::Mistake,
                analysis::Verdict::Blunder => Verdict::Blunder,
            },
        }
    }
}
