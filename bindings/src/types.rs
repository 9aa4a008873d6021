//! The records and enums the apps see, each a plain copy of a core type.

use zabel_core::ai::analysis;
use zabel_core::einstein::{self as rules, Move};
use zabel_core::rating::{elo, opponents};
use zabel_core::session;
use zabel_core::store;

use crate::error::ZabelError;

#[derive(Clone, Copy, PartialEq, Eq, Debug, uniffi::Enum)]
pub enum Side {
    Red,
    Blue,
}

impl From<rules::Side> for Side {
    fn from(side: rules::Side) -> Side {
        match side {
            rules::Side::Red => Side::Red,
            rules::Side::Blue => Side::Blue,
        }
    }
}

impl From<Side> for rules::Side {
    fn from(side: Side) -> rules::Side {
        match side {
            Side::Red => rules::Side::Red,
            Side::Blue => rules::Side::Blue,
        }
    }
}

/// Files a..e are 0..4, ranks 1..5 are 0..4; Red starts at file 0, rank 0.
#[derive(Clone, Copy, PartialEq, Eq, Debug, uniffi::Record)]
pub struct Square {
    pub file: u8,
    pub rank: u8,
}

impl From<rules::Square> for Square {
    fn from(square: rules::Square) -> Square {
        Square { file: square.file(), rank: square.rank() }
    }
}

impl TryFrom<Square> for rules::Square {
    type Error = ZabelError;

    fn try_from(square: Square) -> Result<rules::Square, ZabelError> {
        rules::Square::new(square.file, square.rank).ok_or_else(|| ZabelError::BadSquare {
            message: format!("file {} rank {} is off the 5×5 board", square.file, square.rank),
        })
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Debug, uniffi::Record)]
pub struct Piece {
    pub side: Side,
    /// The stone's number, 1..6.
    pub number: u8,
}

impl From<rules::Piece> for Piece {
    fn from(piece: rules::Piece) -> Piece {
        Piece { side: piece.side.into(), number: piece.stone.number() }
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Debug, uniffi::Enum)]
pub enum Highlight {
    None,
    Choosable,
    Moving,
    Target,
    LastFrom,
    LastTo,
}

impl From<session::Highlight> for Highlight {
    fn from(highlight: session::Highlight) -> Highlight {
        match highlight {
            session::Highlight::None => Highlight::None,
            session::Highlight::Choosable => Highlight::Choosable,
            session::Highlight::Moving => Highlight::Moving,
            session::Highlight::Target => Highlight::Target,
            session::Highlight::LastFrom => Highlight::LastFrom,
            session::Highlight::LastTo => Highlight::LastTo,
        }
    }
}

#[derive(Clone, PartialEq, Eq, Debug, uniffi::Record)]
pub struct Cell {
    pub square: Square,
    /// `a1` … `e5`.
    pub name: String,
    pub piece: Option<Piece>,
    pub highlight: Highlight,
}

impl From<session::Cell> for Cell {
    fn from(cell: session::Cell) -> Cell {
        Cell {
            square: cell.square.into(),
            name: cell.square.to_string(),
            piece: cell.piece.map(Into::into),
            highlight: cell.highlight.into(),
        }
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Debug, uniffi::Enum)]
pub enum Phase {
    Roll,
    ChooseStone,
    ChooseTarget,
    ComputerTurn,
    Over,
}

impl From<session::Phase> for Phase {
    fn from(phase: session::Phase) -> Phase {
        match phase {
            session::Phase::Roll => Phase::Roll,
            session::Phase::ChooseStone => Phase::ChooseStone,
            session::Phase::ChooseTarget => Phase::ChooseTarget,
            session::Phase::ComputerTurn => Phase::ComputerTurn,
            session::Phase::Over => Phase::Over,
        }
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Debug, uniffi::Enum)]
pub enum DieView {
    NotRolled,
    Hidden,
    Value { value: u8 },
    NoRoll,
}

impl From<session::DieView> for DieView {
    fn from(die: session::DieView) -> DieView {
        match die {
            session::DieView::NotRolled => DieView::NotRolled,
            session::DieView::Hidden => DieView::Hidden,
            session::DieView::Value(value) => DieView::Value { value },
            session::DieView::NoRoll => DieView::NoRoll,
        }
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Debug, uniffi::Enum)]
pub enum EndReason {
    ReachedCorner,
    CapturedAll,
    Resigned,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug, uniffi::Record)]
pub struct GameResult {
    pub winner: Side,
    pub reason: EndReason,
}

impl From<session::GameResult> for GameResult {
    fn from(result: session::GameResult) -> GameResult {
        let reason = match result.reason {
            session::EndReason::ReachedCorner => EndReason::ReachedCorner,
            session::EndReason::CapturedAll => EndReason::CapturedAll,
            session::EndReason::Resigned => EndReason::Resigned,
        };
        GameResult { winner: result.winner.into(), reason }
    }
}

#[derive(Clone, Copy, PartialEq, Debug, uniffi::Record)]
pub struct RatingChange {
    pub before: f64,
    pub after: f64,
    pub delta: f64,
    /// The player's expected score, first-move advantage included.
    pub expected: f64,
    pub k: f64,
    pub games_before: u32,
}

impl From<elo::RatingChange> for RatingChange {
    fn from(change: elo::RatingChange) -> RatingChange {
        RatingChange {
            before: change.before,
            after: change.after,
            delta: change.delta(),
            expected: change.expected,
            k: change.k,
            games_before: change.games_before,
        }
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Debug, uniffi::Enum)]
pub enum PlayerKind {
    Human,
    Computer { level: u8 },
}

impl From<store::PlayerKind> for PlayerKind {
    fn from(kind: store::PlayerKind) -> PlayerKind {
        match kind {
            store::PlayerKind::Human => PlayerKind::Human,
            store::PlayerKind::Computer { level } => PlayerKind::Computer { level },
        }
    }
}

impl From<PlayerKind> for store::PlayerKind {
    fn from(kind: PlayerKind) -> store::PlayerKind {
        match kind {
            PlayerKind::Human => store::PlayerKind::Human,
            PlayerKind::Computer { level } => store::PlayerKind::Computer { level },
        }
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Debug, uniffi::Record)]
pub struct LastMove {
    pub from: Square,
    pub to: Square,
}

/// Everything a board screen shows (see the core's `GameView`).
#[derive(Clone, PartialEq, Debug, uniffi::Record)]
pub struct GameView {
    /// All 25 squares, a1, b1, …, e5.
    pub cells: Vec<Cell>,
    pub die: DieView,
    pub turn: Side,
    pub red: PlayerKind,
    pub blue: PlayerKind,
    pub phase: Phase,
    pub result: Option<GameResult>,
    pub rated: bool,
    /// Set once a finished game is in the history: replay or review it by this id.
    pub game_id: Option<u64>,
    pub rating_change: Option<RatingChange>,
    /// The plies so far, as in the record: `4 R4 b3-c4`.
    pub moves: Vec<String>,
    pub last_move: Option<LastMove>,
    pub can_undo: bool,
}

impl From<session::GameView> for GameView {
    fn from(view: session::GameView) -> GameView {
        GameView {
            cells: view.cells.into_iter().map(Into::into).collect(),
            die: view.die.into(),
            turn: view.turn.into(),
            red: view.red.into(),
            blue: view.blue.into(),
            phase: view.phase.into(),
            result: view.result.map(Into::into),
            rated: view.rated,
            game_id: view.game_id,
            rating_change: view.rating_change.map(Into::into),
            moves: view.moves,
            last_move: view.last_move.map(|(from, to)| LastMove { from: from.into(), to: to.into() }),
            can_undo: view.can_undo,
        }
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Debug, uniffi::Enum)]
pub enum Ignored {
    GameOver,
    ComputersTurn,
    RollFirst,
    NotChoosable,
    NotATarget,
}

#[derive(Clone, PartialEq, Eq, Debug, uniffi::Enum)]
pub enum TapOutcome {
    /// The stone was picked; now its target.
    Selected {
        stone: u8,
    },
    /// The move was played, in E8 notation (`b3-c4`, `d4xe5`).
    Moved {
        notation: String,
    },
    Ignored {
        reason: Ignored,
    },
}

impl From<session::TapOutcome> for TapOutcome {
    fn from(outcome: session::TapOutcome) -> TapOutcome {
        match outcome {
            session::TapOutcome::Selected(stone) => TapOutcome::Selected { stone: stone.number() },
            session::TapOutcome::Moved(mv) => TapOutcome::Moved { notation: mv.to_string() },
            session::TapOutcome::Ignored(reason) => TapOutcome::Ignored {
                reason: match reason {
                    session::Ignored::GameOver => Ignored::GameOver,
                    session::Ignored::ComputersTurn => Ignored::ComputersTurn,
                    session::Ignored::RollFirst => Ignored::RollFirst,
                    session::Ignored::NotChoosable => Ignored::NotChoosable,
                    session::Ignored::NotATarget => Ignored::NotATarget,
                },
            },
        }
    }
}

/// A move with the analysis' win probability for the one who makes it.
#[derive(Clone, PartialEq, Debug, uniffi::Record)]
pub struct RatedMove {
    pub from: Square,
    pub to: Square,
    /// E8 notation.
    pub notation: String,
    pub win_probability: f64,
}

impl RatedMove {
    fn new(mv: Move, win_probability: f64) -> RatedMove {
        RatedMove { from: mv.from.into(), to: mv.to.into(), notation: mv.to_string(), win_probability }
    }
}

impl From<session::MoveHint> for RatedMove {
    fn from(hint: session::MoveHint) -> RatedMove {
        RatedMove::new(hint.mv, hint.win_probability)
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Debug, uniffi::Enum)]
pub enum FirstMover {
    Red,
    Blue,
    Random,
}

/// A stone of a human's own arrangement (E3), on a square of its triangle.
#[derive(Clone, Copy, PartialEq, Eq, Debug, uniffi::Record)]
pub struct Placement {
    pub stone: u8,
    pub square: Square,
}

#[derive(Clone, PartialEq, Eq, Debug, uniffi::Record)]
pub struct GameConfig {
    pub red: PlayerKind,
    pub blue: PlayerKind,
    pub first: FirstMover,
    /// A human's own arrangement; empty places the stones at random.
    pub red_setup: Vec<Placement>,
    pub blue_setup: Vec<Placement>,
    /// Seeds the dice, to replay a game exactly.
    pub seed: Option<u64>,
}

/// A human's arrangement; empty means "place at random".
fn optional_setup(side: rules::Side, placements: &[Placement]) -> Result<Option<rules::Setup>, ZabelError> {
    if placements.is_empty() { Ok(None) } else { setup(side, placements).map(Some) }
}

pub fn setup(side: rules::Side, placements: &[Placement]) -> Result<rules::Setup, ZabelError> {
    let placements = placements
        .iter()
        .map(|p| {
            let stone = rules::Stone::new(p.stone)
                .ok_or_else(|| ZabelError::BadSetup { message: format!("there is no stone {}", p.stone) })?;
            Ok((stone, p.square.try_into()?))
        })
        .collect::<Result<Vec<_>, ZabelError>>()?;
    Ok(rules::Setup::from_placements(side, &placements)?)
}

impl TryFrom<GameConfig> for session::GameConfig {
    type Error = ZabelError;

    fn try_from(config: GameConfig) -> Result<session::GameConfig, ZabelError> {
        Ok(session::GameConfig {
            red: config.red.into(),
            blue: config.blue.into(),
            first: match config.first {
                FirstMover::Red => session::FirstMover::Red,
                FirstMover::Blue => session::FirstMover::Blue,
                FirstMover::Random => session::FirstMover::Random,
            },
            red_setup: optional_setup(rules::Side::Red, &config.red_setup)?,
            blue_setup: optional_setup(rules::Side::Blue, &config.blue_setup)?,
            seed: config.seed,
        })
    }
}

pub fn placements(side: rules::Side, setup: rules::Setup) -> Vec<Placement> {
    setup.placements(side).map(|(square, stone)| Placement { stone: stone.number(), square: square.into() }).collect()
}

#[derive(Clone, PartialEq, Debug, uniffi::Record)]
pub struct Opponent {
    pub level: u8,
    pub name_en: String,
    pub name_de: String,
    pub rating: f64,
    /// The player's expected score against this level, 0..1.
    pub expected_score: f64,
}

impl From<opponents::Opponent> for Opponent {
    fn from(opponent: opponents::Opponent) -> Opponent {
        Opponent {
            level: opponent.level.number,
            name_en: opponent.level.name_en.to_owned(),
            name_de: opponent.level.name_de.to_owned(),
            rating: opponent.rating,
            expected_score: opponent.expected_score,
        }
    }
}

#[derive(Clone, Copy, PartialEq, Debug, uniffi::Record)]
pub struct PlayerRating {
    pub rating: f64,
    pub games: u32,
    /// Still settling: few rated games so far, so it moves faster.
    pub provisional: bool,
}

impl From<elo::PlayerRating> for PlayerRating {
    fn from(rating: elo::PlayerRating) -> PlayerRating {
        PlayerRating { rating: rating.rating, games: rating.games, provisional: rating.is_provisional() }
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Debug, uniffi::Enum)]
pub enum GameKind {
    Einstein,
}

impl From<GameKind> for store::GameKind {
    fn from(kind: GameKind) -> store::GameKind {
        match kind {
            GameKind::Einstein => store::GameKind::Einstein,
        }
    }
}

impl From<store::GameKind> for GameKind {
    fn from(kind: store::GameKind) -> GameKind {
        match kind {
            store::GameKind::Einstein => GameKind::Einstein,
        }
    }
}

/// A finished game in the history list.
#[derive(Clone, PartialEq, Debug, uniffi::Record)]
pub struct GameSummary {
    pub id: u64,
    pub kind: GameKind,
    /// Unix seconds.
    pub finished_at: u64,
    pub red: PlayerKind,
    pub blue: PlayerKind,
    pub winner: Side,
    pub resigned: bool,
    pub rating_change: Option<RatingChange>,
    /// The E7 record.
    pub record: String,
}

impl From<&store::StoredGame> for GameSummary {
    fn from(stored: &store::StoredGame) -> GameSummary {
        GameSummary {
            id: stored.id,
            kind: stored.game.kind.into(),
            finished_at: stored.game.finished_at,
            red: stored.game.red.into(),
            blue: stored.game.blue.into(),
            winner: stored.game.winner.into(),
            resigned: stored.game.resigned,
            rating_change: stored.rating_change.map(Into::into),
            record: stored.game.record.clone(),
        }
    }
}

/// One point of the rating chart.
#[derive(Clone, Copy, PartialEq, Debug, uniffi::Record)]
pub struct RatingPoint {
    pub game_id: u64,
    pub finished_at: u64,
    pub change: RatingChange,
}

impl From<store::RatingPoint> for RatingPoint {
    fn from(point: store::RatingPoint) -> RatingPoint {
        RatingPoint { game_id: point.game_id, finished_at: point.finished_at, change: point.change.into() }
    }
}

#[derive(Clone, PartialEq, Eq, Debug, uniffi::Record)]
pub struct Settings {
    pub show_die: bool,
    pub highlight_moves: bool,
    pub default_level: u8,
    /// `en` or `de`.
    pub language: String,
}

impl From<store::Settings> for Settings {
    fn from(settings: store::Settings) -> Settings {
        Settings {
            show_die: settings.show_die,
            highlight_moves: settings.highlight_moves,
            default_level: settings.default_level,
            language: settings.language,
        }
    }
}

impl From<Settings> for store::Settings {
    fn from(settings: Settings) -> store::Settings {
        store::Settings {
            show_die: settings.show_die,
            highlight_moves: settings.highlight_moves,
            default_level: settings.default_level,
            language: settings.language,
        }
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Debug, uniffi::Record)]
pub struct ImportReport {
    pub added: u64,
    /// Games already in the history.
    pub skipped: u64,
}

impl From<store::ImportReport> for ImportReport {
    fn from(report: store::ImportReport) -> ImportReport {
        ImportReport { added: report.added as u64, skipped: report.skipped as u64 }
    }
}

/// The database could not be opened and was rebuilt; the app tells the user.
#[derive(Clone, PartialEq, Eq, Debug, uniffi::Record)]
pub struct Recovery {
    pub reason: String,
    pub moved_aside: String,
    pub restored_from: Option<String>,
    pub games_restored: u64,
}

impl From<&store::Recovery> for Recovery {
    fn from(recovery: &store::Recovery) -> Recovery {
        Recovery {
            reason: recovery.reason.clone(),
            moved_aside: recovery.moved_aside.display().to_string(),
            restored_from: recovery.restored_from.as_ref().map(|p| p.display().to_string()),
            games_restored: recovery.games_restored as u64,
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

impl From<analysis::PlyReview> for PlyReview {
    fn from(review: analysis::PlyReview) -> PlyReview {
        PlyReview {
            number: review.number as u32,
            roll: review.roll.map(|die| die.value()),
            played: RatedMove::new(review.played.mv, review.played.win_probability),
            best: RatedMove::new(review.best.mv, review.best.win_probability),
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
