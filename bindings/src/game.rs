//! A game as the apps see it, for every variant: the configuration, the
//! board-neutral view (one board view per app draws 5×5 and 13×13 from
//! it), taps and hints. EinStein's setup screen keeps its own few types.

pub use zabel_core::einstein::Side;
use zabel_core::einstein::{self, setup_screen};
use zabel_core::game;
pub use zabel_core::game::{FirstMover, PlayerKind, Variant};
pub use zabel_core::quattro::Seating;
use zabel_core::session;
pub use zabel_core::session::NotRated;

use crate::error::ZabelError;
use crate::rating::RatingChange;

// The core's own tag, declared again for uniffi: no mirror to keep in step.
/// A game as the player picks it, with its board and seating.
#[uniffi::remote(Enum)]
pub enum Variant {
    Einstein,
    Koenigszabel,
    /// EinStein for four, partners in opposite corners (Q3).
    QuattroDiagonal,
    /// EinStein for four, partners side by side (Q3).
    QuattroLongline,
    /// EinStein for three: one against two (Q4).
    Trio,
}

/// The games of three and four players on 6×6 (Q3, Q4).
#[uniffi::remote(Enum)]
pub enum Seating {
    Diagonal,
    Longline,
    Trio,
}

/// The seating of a game of three or four players; `None` for the games of two.
#[uniffi::export]
pub fn variant_seating(variant: Variant) -> Option<Seating> {
    variant.seating()
}

/// Whether a finished game of `variant` can be reviewed; a game of teams cannot.
#[uniffi::export]
pub fn variant_has_review(variant: Variant) -> bool {
    variant.has_review()
}

/// How many seats the game has, in turn order.
#[uniffi::export]
pub fn variant_seat_count(variant: Variant) -> u8 {
    variant.seats() as u8
}

/// The seat's letter as records write it (`R`, `T`), shown on its stones;
/// `None` for Königszabel's pieces, which differ by shape.
#[uniffi::export]
pub fn seat_letter(variant: Variant, seat: u8) -> Option<String> {
    variant.seat_letter(game::Seat(seat)).map(String::from)
}

/// The board where a game of `variant` begins, as the rules draw it (no
/// side turned to the bottom), its squares described in `language` (`en`,
/// `de`): Home's drawing of the game. EinStein's stones stand in the rules'
/// triangle order, stone 1 in each corner; a real game's are arranged (E3).
#[uniffi::export]
pub fn start_board(variant: Variant, language: String) -> Board {
    variant.start_board(zabel_core::text::Language::from_tag(&language)).into()
}

/// One rule shown on a small board, for the rules page: the board marked as
/// in play (the piece picked and where it goes, or the stones a roll leaves
/// to choose) and the sentence under it. Large boards come cut to the part
/// where it happens: draw `width` × `height` with the labels given.
#[derive(Clone, PartialEq, Eq, Debug, uniffi::Record)]
pub struct RulesDiagram {
    pub caption: String,
    pub board: Board,
}

/// The rules of `variant` in a few pictures, each a position and a move the
/// core's rules played, captioned in `language` (`en`, `de`).
#[uniffi::export]
pub fn rules_diagrams(variant: Variant, language: String) -> Vec<RulesDiagram> {
    let language = zabel_core::text::Language::from_tag(&language);
    let diagrams = variant.rules_diagrams(language).into_iter();
    diagrams.map(|diagram| RulesDiagram { caption: diagram.caption, board: diagram.board.into() }).collect()
}

#[uniffi::remote(Enum)]
pub enum PlayerKind {
    Human,
    Computer { level: u8 },
}

#[derive(Clone, Copy, PartialEq, Eq, Debug, uniffi::Enum)]
pub enum Terrain {
    Plain,
    Throne,
    Castle,
    /// The corner `seat` starts from; the seat opposite aims at it.
    HomeCorner {
        seat: u8,
    },
}

#[derive(Clone, Copy, PartialEq, Eq, Debug, uniffi::Enum)]
pub enum PieceKind {
    Stone,
    Man,
    King,
}

#[derive(Clone, PartialEq, Eq, Debug, uniffi::Record)]
pub struct PieceView {
    pub seat: u8,
    pub kind: PieceKind,
    /// The stone's number; empty for men and kings.
    pub label: String,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug, uniffi::Enum)]
pub enum Mark {
    None,
    Choosable,
    Moving,
    Target,
    LastFrom,
    LastTo,
    /// A piece the picked one would capture by one of its moves, where it
    /// does not stand on the target itself (a dice game's stone does).
    Capturable,
}

#[derive(Clone, PartialEq, Eq, Debug, uniffi::Record)]
pub struct Cell {
    /// `g7`; taps name it.
    pub name: String,
    pub terrain: Terrain,
    pub piece: Option<PieceView>,
    pub mark: Mark,
    /// For screen readers: "g7, king, on the throne".
    pub description: String,
}

#[derive(Clone, PartialEq, Eq, Debug, uniffi::Record)]
pub struct Board {
    pub width: u8,
    pub height: u8,
    /// Left to right.
    pub files: Vec<String>,
    /// Top to bottom.
    pub ranks: Vec<String>,
    /// Row by row from the top left, as a person sees the board.
    pub cells: Vec<Cell>,
}

impl From<game::Board> for Board {
    fn from(board: game::Board) -> Board {
        Board {
            width: board.width,
            height: board.height,
            files: board.files,
            ranks: board.ranks,
            cells: board.cells.into_iter().map(Into::into).collect(),
        }
    }
}

impl From<game::Cell> for Cell {
    fn from(cell: game::Cell) -> Cell {
        Cell {
            name: cell.name,
            terrain: match cell.terrain {
                game::Terrain::Plain => Terrain::Plain,
                game::Terrain::Throne => Terrain::Throne,
                game::Terrain::Castle => Terrain::Castle,
                game::Terrain::HomeCorner(seat) => Terrain::HomeCorner { seat: seat.0 },
            },
            piece: cell.piece.map(|piece| PieceView {
                seat: piece.seat.0,
                kind: match piece.kind {
                    game::PieceKind::Stone => PieceKind::Stone,
                    game::PieceKind::Man => PieceKind::Man,
                    game::PieceKind::King => PieceKind::King,
                },
                label: piece.label,
            }),
            mark: match cell.mark {
                game::Mark::None => Mark::None,
                game::Mark::Choosable => Mark::Choosable,
                game::Mark::Moving => Mark::Moving,
                game::Mark::Target => Mark::Target,
                game::Mark::LastFrom => Mark::LastFrom,
                game::Mark::LastTo => Mark::LastTo,
                game::Mark::Capturable => Mark::Capturable,
            },
            description: cell.description,
        }
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Debug, uniffi::Record)]
pub struct SeatView {
    pub seat: u8,
    pub player: PlayerKind,
    pub team: u8,
    pub to_move: bool,
    /// A player of three or four whose stones are all gone; the turn passes him by.
    pub dropped_out: bool,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug, uniffi::Enum)]
pub enum Phase {
    Roll,
    ChoosePiece,
    ChooseTarget,
    ComputerTurn,
    Over,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug, uniffi::Enum)]
pub enum DieView {
    NotRolled,
    Hidden,
    Value { value: u8 },
    NoRoll,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug, uniffi::Enum)]
pub enum Score {
    Win,
    Draw,
    Loss,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug, uniffi::Enum)]
pub enum EndReason {
    ReachedCorner,
    CapturedAll,
    KingEscaped,
    KingCaptured,
    NoLegalMove,
    Repetition,
    NoCapture,
    Resigned,
}

/// A score per seat and why.
#[derive(Clone, PartialEq, Eq, Debug, uniffi::Record)]
pub struct GameResult {
    pub scores: Vec<Score>,
    /// The single winning seat; `None` for a draw.
    pub winner: Option<u8>,
    pub reason: EndReason,
}

impl From<game::Score> for Score {
    fn from(score: game::Score) -> Score {
        match score {
            game::Score::Win => Score::Win,
            game::Score::Draw => Score::Draw,
            game::Score::Loss => Score::Loss,
        }
    }
}

impl From<game::Ending> for GameResult {
    fn from(ending: game::Ending) -> GameResult {
        GameResult {
            scores: ending.scores.iter().copied().map(Into::into).collect(),
            winner: ending.winner().map(|seat| seat.0),
            reason: match ending.reason {
                game::EndReason::ReachedCorner => EndReason::ReachedCorner,
                game::EndReason::CapturedAll => EndReason::CapturedAll,
                game::EndReason::KingEscaped => EndReason::KingEscaped,
                game::EndReason::KingCaptured => EndReason::KingCaptured,
                game::EndReason::NoLegalMove => EndReason::NoLegalMove,
                game::EndReason::Repetition => EndReason::Repetition,
                game::EndReason::NoCapture => EndReason::NoCapture,
                game::EndReason::Resigned => EndReason::Resigned,
            },
        }
    }
}

#[derive(Clone, PartialEq, Eq, Debug, uniffi::Record)]
pub struct LastMove {
    pub from: String,
    pub to: String,
    /// The squares the move emptied of other pieces, sorted by name: they
    /// fade while the mover slides.
    pub captured: Vec<String>,
}

/// Everything a board screen shows (see the core's `GameView`).
#[derive(Clone, PartialEq, Debug, uniffi::Record)]
pub struct GameView {
    pub variant: Variant,
    pub board: Board,
    pub seats: Vec<SeatView>,
    pub phase: Phase,
    /// Only for dice games.
    pub die: Option<DieView>,
    pub result: Option<GameResult>,
    pub rated: bool,
    /// Why a game of one person against the computer does not count (the
    /// "not rated" line names it); none when it counts and in games that
    /// are never rated, as between people.
    #[uniffi(default)]
    pub not_rated: Option<NotRated>,
    /// Set once a finished game is in the history: replay or review it by this id.
    pub game_id: Option<u64>,
    pub rating_change: Option<RatingChange>,
    /// The plies so far, as in the record: `4 R4 b3-c4`, `g5-c5xb5/c4`.
    pub moves: Vec<String>,
    pub last_move: Option<LastMove>,
    pub can_undo: bool,
}

impl From<session::GameView> for GameView {
    fn from(view: session::GameView) -> GameView {
        GameView {
            variant: view.variant,
            board: view.board.into(),
            seats: view
                .seats
                .into_iter()
                .map(|seat| SeatView {
                    seat: seat.seat.0,
                    player: seat.player,
                    team: seat.team,
                    to_move: seat.to_move,
                    dropped_out: seat.dropped_out,
                })
                .collect(),
            phase: match view.phase {
                session::Phase::Roll => Phase::Roll,
                session::Phase::ChoosePiece => Phase::ChoosePiece,
                session::Phase::ChooseTarget => Phase::ChooseTarget,
                session::Phase::ComputerTurn => Phase::ComputerTurn,
                session::Phase::Over => Phase::Over,
            },
            die: view.die.map(|die| match die {
                session::DieView::NotRolled => DieView::NotRolled,
                session::DieView::Hidden => DieView::Hidden,
                session::DieView::Value(value) => DieView::Value { value },
                session::DieView::NoRoll => DieView::NoRoll,
            }),
            result: view.result.map(Into::into),
            rated: view.rated,
            not_rated: view.not_rated,
            game_id: view.game_id,
            rating_change: view.rating_change.map(Into::into),
            moves: view.moves,
            last_move: view.last_move.map(|last| LastMove { from: last.from, to: last.to, captured: last.captured }),
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
    /// The piece on this square was picked; now its target.
    Selected {
        square: String,
    },
    /// The move was played, in its game's notation (`b3xc4`, `g5-c5xb5/c4`).
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
            session::TapOutcome::Selected(square) => TapOutcome::Selected { square },
            session::TapOutcome::Moved(notation) => TapOutcome::Moved { notation },
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
    pub from: String,
    pub to: String,
    /// The game's notation.
    pub notation: String,
    pub win_probability: f64,
    /// The move in words as a hint list shows it: what the search found it
    /// does against the best, and its chance where that differs from the
    /// best's ("g12-l12: about a man worse (28%)", "e1-e6: as good as the best").
    #[uniffi(default)]
    pub text: String,
    /// Whether its chance is worth showing beside it: on the best move,
    /// and where it differs from the best's as people read it.
    #[uniffi(default)]
    pub shows_chance: bool,
}

impl RatedMove {
    /// `hint` among moves whose best is `best`, in `language`'s words.
    pub(crate) fn worded(
        hint: &session::MoveHint,
        best: &session::MoveHint,
        language: zabel_core::text::Language,
    ) -> RatedMove {
        RatedMove {
            from: hint.from.clone(),
            to: hint.to.clone(),
            notation: hint.notation.clone(),
            win_probability: hint.win_probability,
            text: session::hint_line(hint, best, language),
            shows_chance: session::hint_shows_chance(hint, best, language),
        }
    }

    /// Every move of a hint, best first, in words.
    pub(crate) fn hints(hints: &[session::MoveHint], language: zabel_core::text::Language) -> Vec<RatedMove> {
        hints
            .first()
            .map_or_else(Vec::new, |best| hints.iter().map(|hint| RatedMove::worded(hint, best, language)).collect())
    }
}

/// Why a game does not count for the rating: `app-not-rated-reason` says it.
#[uniffi::remote(Enum)]
pub enum NotRated {
    Undo,
    Hint,
    UnratedOpponent,
}

/// EinStein's two sides, for its setup screen.
#[uniffi::remote(Enum)]
pub enum Side {
    Red,
    Blue,
}

#[uniffi::remote(Enum)]
pub enum FirstMover {
    Red,
    Blue,
    Random,
}

/// A stone of a human's own EinStein arrangement (E3), on a square of its triangle.
#[derive(Clone, PartialEq, Eq, Debug, uniffi::Record)]
pub struct Placement {
    pub stone: u8,
    /// `a1` … `e5`.
    pub square: String,
}

/// The options of one game; which one also says which game it is.
#[derive(Clone, PartialEq, Eq, Debug, uniffi::Enum)]
pub enum GameOptions {
    Einstein {
        first: FirstMover,
        /// A human's own arrangement; empty places the stones at random.
        red_setup: Vec<Placement>,
        blue_setup: Vec<Placement>,
    },
    Koenigszabel {
        shieldwall: bool,
    },
    /// Three or four players on 6×6; stones are placed at random (computers
    /// choose their own).
    Quattro {
        seating: Seating,
        /// The seat that starts, 0-based in turn order; `None` draws it.
        first_seat: Option<u8>,
    },
}

#[derive(Clone, PartialEq, Eq, Debug, uniffi::Record)]
pub struct GameConfig {
    /// Who sits at each seat: EinStein Red, Blue; Königszabel attackers, defenders.
    pub players: Vec<PlayerKind>,
    pub options: GameOptions,
    /// Seeds the dice and the computers, to replay a game exactly.
    pub seed: Option<u64>,
}

/// A human's arrangement; empty means "place at random".
fn optional_setup(side: einstein::Side, placements: Vec<Placement>) -> Result<Option<einstein::Setup>, ZabelError> {
    if placements.is_empty() { Ok(None) } else { Ok(Some(setup_screen::read(side, &core_placements(placements))?)) }
}

pub(crate) fn core_placements(placements: Vec<Placement>) -> Vec<setup_screen::Placement> {
    placements.into_iter().map(|p| setup_screen::Placement { stone: p.stone, square: p.square }).collect()
}

impl From<setup_screen::Placement> for Placement {
    fn from(placement: setup_screen::Placement) -> Placement {
        Placement { stone: placement.stone, square: placement.square }
    }
}

impl TryFrom<GameConfig> for session::GameConfig {
    type Error = ZabelError;

    fn try_from(config: GameConfig) -> Result<session::GameConfig, ZabelError> {
        let options = match config.options {
            GameOptions::Einstein { first, red_setup, blue_setup } => session::Options::Einstein {
                first,
                setups: [
                    optional_setup(einstein::Side::Red, red_setup)?,
                    optional_setup(einstein::Side::Blue, blue_setup)?,
                ],
            },
            GameOptions::Koenigszabel { shieldwall } => session::Options::Koenigszabel { shieldwall },
            GameOptions::Quattro { seating, first_seat } => {
                session::Options::Quattro { seating, first: first_seat.map(game::Seat) }
            }
        };
        Ok(session::GameConfig { players: config.players, options, seed: config.seed })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use zabel_core::ai::Finding;
    use zabel_core::text::Language;

    /// `(square, seat, kind, label)` of every piece on `board`, by square.
    fn pieces(board: &Board) -> Vec<(String, u8, PieceKind, String)> {
        let mut pieces: Vec<_> = board
            .cells
            .iter()
            .filter_map(|cell| cell.piece.as_ref().map(|p| (cell.name.clone(), p.seat, p.kind, p.label.clone())))
            .collect();
        pieces.sort_by(|a, b| a.0.cmp(&b.0));
        pieces
    }

    fn stones(seat: u8, squares_from_stone_1: &str) -> Vec<(String, u8, PieceKind, String)> {
        let squares = squares_from_stone_1.split(' ');
        squares.zip(1..).map(|(square, stone)| (square.to_owned(), seat, PieceKind::Stone, stone.to_string())).collect()
    }

    fn men(seat: u8, kind: PieceKind, squares: &str) -> Vec<(String, u8, PieceKind, String)> {
        squares.split(' ').map(|square| (square.to_owned(), seat, kind, String::new())).collect()
    }

    fn sorted(parts: Vec<Vec<(String, u8, PieceKind, String)>>) -> Vec<(String, u8, PieceKind, String)> {
        let mut all: Vec<_> = parts.into_iter().flatten().collect();
        all.sort_by(|a, b| a.0.cmp(&b.0));
        all
    }

    #[test]
    fn e2_einsteins_start_board_has_each_sides_six_stones_on_its_triangle_in_order() {
        let board = start_board(Variant::Einstein, "en".into());
        assert_eq!((board.width, board.height, board.cells.len()), (5, 5, 25));
        assert_eq!(board.cells[0].name, "a1", "E1: rank 1 on top, Red's corner top left, as the rules draw it");
        let expected = sorted(vec![stones(0, "a1 b1 c1 a2 b2 a3"), stones(1, "e5 d5 c5 e4 d4 e3")]);
        assert_eq!(pieces(&board), expected);
        assert_eq!(board.cells[0].terrain, Terrain::HomeCorner { seat: 0 });
        assert_eq!(board.cells[24].terrain, Terrain::HomeCorner { seat: 1 });
        assert!(board.cells.iter().all(|cell| cell.mark == Mark::None));
        assert_eq!(board.cells[0].description, "a1, red stone 1, red's corner");
        let german = start_board(Variant::Einstein, "de".into());
        assert_eq!(german.cells[0].description, "a1, roter Stein 1, Ecke von Rot");
    }

    #[test]
    fn k2_koenigszabels_start_board_has_the_king_his_twelve_and_the_twenty_four_attackers() {
        let board = start_board(Variant::Koenigszabel, "en".into());
        assert_eq!((board.width, board.height, board.cells.len()), (13, 13, 169));
        assert_eq!(board.cells[0].name, "a13", "K1: rank 1 at the bottom");
        let expected = sorted(vec![
            men(1, PieceKind::King, "g7"),
            men(1, PieceKind::Man, "f6 g6 h6 f7 h7 f8 g8 h8 g5 g9 e7 i7"),
            men(0, PieceKind::Man, "e1 f1 g1 h1 i1 g2 e13 f13 g13 h13 i13 g12 a5 a6 a7 a8 a9 b7 m5 m6 m7 m8 m9 l7"),
        ]);
        assert_eq!(pieces(&board), expected);
        let terrain = |name: &str| board.cells.iter().find(|cell| cell.name == name).unwrap().terrain;
        assert_eq!(terrain("g7"), Terrain::Throne);
        for castle in ["a1", "a13", "m1", "m13"] {
            assert_eq!(terrain(castle), Terrain::Castle, "{castle}");
        }
        assert!(board.cells.iter().all(|cell| cell.mark == Mark::None && !cell.description.is_empty()));
    }

    #[test]
    fn q1_q4_the_group_games_start_boards_fill_every_seated_corner_and_leave_the_trios_empty() {
        let top_left = "a1 b1 c1 a2 b2 a3";
        let (top_right, bottom_right, bottom_left) = ("f1 e1 d1 f2 e2 f3", "f6 e6 d6 f5 e5 f4", "a6 b6 c6 a5 b5 a4");
        let four =
            sorted(vec![stones(0, top_left), stones(1, top_right), stones(2, bottom_right), stones(3, bottom_left)]);
        for variant in [Variant::QuattroDiagonal, Variant::QuattroLongline] {
            let board = start_board(variant, "en".into());
            assert_eq!((board.width, board.height), (6, 6));
            assert_eq!(pieces(&board), four, "{variant:?}");
        }
        let board = start_board(Variant::Trio, "en".into());
        let three = sorted(vec![stones(0, top_left), stones(1, top_right), stones(2, bottom_left)]);
        assert_eq!(pieces(&board), three, "Q4: the bottom-right corner stays empty");
        let f6 = board.cells.iter().find(|cell| cell.name == "f6").unwrap();
        assert_eq!(f6.terrain, Terrain::Plain, "the empty corner is nobody's home");
    }

    #[test]
    fn every_game_has_rules_diagrams_captioned_in_both_languages_and_marked_as_in_play() {
        for variant in Variant::ALL {
            let english = rules_diagrams(variant, "en".into());
            let german = rules_diagrams(variant, "de".into());
            assert!(english.len() >= 3, "{variant:?}");
            assert_eq!(english.len(), german.len(), "{variant:?}");
            for (en, de) in english.iter().zip(&german) {
                for caption in [&en.caption, &de.caption] {
                    assert!(caption.ends_with('.') && !caption.contains("diagram-"), "{variant:?}: {caption}");
                }
                assert_ne!(en.caption, de.caption);
                assert_eq!(en.board.cells.len(), en.board.width as usize * en.board.height as usize);
                let marked = |mark| en.board.cells.iter().filter(|cell| cell.mark == mark).count();
                assert!(marked(Mark::Moving) == 1 || marked(Mark::Choosable) == 2, "{variant:?}: {}", en.caption);
                assert!(en.board.cells.iter().all(|cell| !cell.description.is_empty()));
            }
        }
    }

    #[test]
    fn a_hint_reaches_the_apps_in_words_with_its_chance_only_where_it_moves() {
        let hint = |notation: &str, win_probability: f64, finding: Finding| session::MoveHint {
            from: "g1".into(),
            to: "g3".into(),
            notation: notation.into(),
            win_probability,
            finding,
        };
        let hints = [hint("g1-g3", 0.311, Finding::Best), hint("e1-e6", 0.309, Finding::AsGood)];
        let rated = RatedMove::hints(&hints, Language::English);
        assert_eq!(
            rated.iter().map(|m| (m.text.as_str(), m.shows_chance)).collect::<Vec<_>>(),
            [("g1-g3: the best move (31%)", true), ("e1-e6: as good as the best", false)]
        );
        assert!(RatedMove::hints(&[], Language::English).is_empty());
    }
}
