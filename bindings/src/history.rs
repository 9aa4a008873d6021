//! The history: finished games and their review.

use zabel_core::ai::Verdict;
use zabel_core::{game, session, store};

use crate::game::{GameResult, PlayerKind, RatedMove, Score, Variant};
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
    /// How the game ended for the one person who played the computer, when
    /// exactly one did (the history's won/lost/draw badge); `None` for
    /// friends sharing a device and for computers alone.
    #[uniffi(default)]
    pub your_score: Option<Score>,
    pub rated: bool,
    pub rating_change: Option<RatingChange>,
    /// The game's record (E7 or K9).
    pub record: String,
}

impl From<&store::StoredGame> for GameSummary {
    fn from(stored: &store::StoredGame) -> GameSummary {
        GameSummary {
            id: stored.id,
            variant: stored.game.variant,
            finished_at: stored.game.finished_at,
            players: stored.game.players.clone(),
            result: stored.game.ending.clone().into(),
            your_score: stored.game.your_score().map(Into::into),
            rated: stored.game.rated.is_some(),
            rating_change: stored.rating_change.map(Into::into),
            record: stored.game.record.clone(),
        }
    }
}

pub use zabel_core::rating::standing::{LevelRecord, Standing};
pub use zabel_core::store::HistoryFilter;

/// Which finished games a history list shows.
#[uniffi::remote(Record)]
pub struct HistoryFilter {
    /// Only this game's; every game's when `None`.
    pub variant: Option<Variant>,
    /// Only games that counted for the rating.
    pub rated_only: bool,
}

/// A person's results against one computer level.
#[uniffi::remote(Record)]
pub struct LevelRecord {
    pub level: u8,
    pub won: u32,
    pub drawn: u32,
    pub lost: u32,
}

/// The best rating reached in a game, and the results against each level
/// played alone against the computer (rated or not), lowest level first.
#[uniffi::remote(Record)]
pub struct Standing {
    pub best: Option<f64>,
    pub levels: Vec<LevelRecord>,
}

/// A game written down in one notation, to copy or share.
#[derive(Clone, PartialEq, Eq, Debug, uniffi::Record)]
pub struct NotatedRecord {
    /// The notation's name ("Zabel", "OpenTafl"), a proper noun.
    pub notation: String,
    pub text: String,
}

impl From<game::NotatedRecord> for NotatedRecord {
    fn from(record: game::NotatedRecord) -> NotatedRecord {
        NotatedRecord { notation: record.notation.to_owned(), text: record.text }
    }
}

#[uniffi::remote(Enum)]
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
    /// The seat that played it.
    #[uniffi(default)]
    pub seat: u8,
    /// What the roll gave (above 0) or took (below 0) from the mover, in
    /// win probability against the average roll; `None` without dice.
    #[uniffi(default)]
    pub luck: Option<f64>,
    /// The chance of the review's one side (`Replay.viewpoint`) after the
    /// move played: the same side on every ply; a found win 1, a found loss 0.
    #[uniffi(default)]
    pub viewpoint_chance: f64,
    /// A mistake or a blunder: the review list marks it, and "next mistake" stops at it.
    #[uniffi(default)]
    pub mistake: bool,
    /// An inaccuracy or worse: the better move is drawn on the board.
    #[uniffi(default)]
    pub shows_better_move: bool,
    /// The row in one sentence: the move, the verdict, what the search
    /// found it does and what it cost the mover's chance, the better move
    /// and, with dice, what the roll did ("7. i13-i8: a blunder, lets the
    /// king out; the chance to win fell from 30% to 0%. Better: l12-l9.").
    #[uniffi(default)]
    pub text: String,
}

/// The part of the chance axis (0..=1) a review's graph shows.
#[derive(Clone, Copy, PartialEq, Debug, uniffi::Record)]
pub struct ChanceRange {
    pub low: f64,
    pub high: f64,
}

/// A seat's review at a glance, summed over its moves: "you lost 9% to
/// decisions; the dice cost you 21%".
#[derive(Clone, PartialEq, Debug, uniffi::Record)]
pub struct SeatReview {
    pub seat: u8,
    pub moves: u32,
    /// Win probability given away by decisions, ≥ 0.
    pub decisions: f64,
    /// What the dice gave (above 0) or cost (below 0); `None` without dice.
    pub dice: Option<f64>,
    pub inaccuracies: u32,
    pub mistakes: u32,
    pub blunders: u32,
    /// The side's game in one sentence, "You" for the one person against
    /// the computer: "You made 1 mistake and no blunders; the moves gave
    /// away 18% of the chance to win, and the dice hardly mattered."
    #[uniffi(default)]
    pub text: String,
}

impl SeatReview {
    pub(crate) fn worded(
        review: session::SeatReview,
        variant: zabel_core::game::Variant,
        you: Option<zabel_core::game::Seat>,
        language: zabel_core::text::Language,
    ) -> SeatReview {
        SeatReview {
            text: session::seat_summary(variant, &review, you == Some(review.seat), language),
            ..review.into()
        }
    }
}

impl From<session::SeatReview> for SeatReview {
    fn from(review: session::SeatReview) -> SeatReview {
        SeatReview {
            text: String::new(),
            seat: review.seat.0,
            moves: review.moves as u32,
            decisions: review.decisions,
            dice: review.dice,
            inaccuracies: review.inaccuracies as u32,
            mistakes: review.mistakes as u32,
            blunders: review.blunders as u32,
        }
    }
}

impl From<PlyReview> for session::ReviewedPly {
    fn from(review: PlyReview) -> session::ReviewedPly {
        let hint = |m: RatedMove| session::MoveHint {
            from: m.from,
            to: m.to,
            notation: m.notation,
            win_probability: m.win_probability,
            // The totals these plies come back for do not read it.
            finding: zabel_core::ai::Finding::default(),
        };
        session::ReviewedPly {
            number: review.number as usize,
            seat: zabel_core::game::Seat(review.seat),
            roll: review.roll,
            played: hint(review.played),
            best: hint(review.best),
            loss: review.loss,
            luck: review.luck,
            verdict: review.verdict,
        }
    }
}

impl PlyReview {
    pub(crate) fn seen_by(
        review: session::ReviewedPly,
        viewpoint: zabel_core::game::Seat,
        language: zabel_core::text::Language,
    ) -> PlyReview {
        PlyReview {
            text: session::review_row(&review, language),
            viewpoint_chance: review.chance_of(viewpoint),
            mistake: review.verdict.is_mistake(),
            shows_better_move: review.verdict.shows_better_move(),
            number: review.number as u32,
            seat: review.seat.0,
            roll: review.roll,
            luck: review.luck,
            played: RatedMove::worded(&review.played, &review.best, language),
            best: RatedMove::worded(&review.best, &review.best, language),
            loss: review.loss,
            verdict: review.verdict,
        }
    }
}
