//! The game of three and four players on the seam. Its seats are the
//! corners someone sits in, in turn order (Q2): `T U V W`, or `T U W` in the
//! trio, so a seat's number never points at the trio's empty corner. Its
//! turn is EinStein's, with more seats.

use rand::SeedableRng;
use rand::rngs::StdRng;

use super::{Game, Move, Position, Seating, WinReason};
use crate::ai::quattro as levels;
use crate::dice::Roll;
use crate::dice::Setup;
use crate::dice::WrittenPly;
use crate::dice::diagram::{Shown, dice_diagram};
use crate::dice::turn::{DiceGame, DiceTurn};
use crate::game::{
    Board, Cell, Chosen, DieView, EndReason, Ending, GameState, Mark, MoveHint, PieceKind, PieceView, PlayedMove,
    RulesDiagram, Score, Search, Seat, Terrain, Thought, TurnError, Variant, labels, mix,
};
use crate::quattro;
use crate::text::Language;

/// The game at its start: every seat's stones placed at random, computers
/// choose their own; `first` a seat, or drawn (Q3). `levels` by seat, `None`
/// a person.
pub(crate) fn start(
    seating: Seating,
    first: Option<Seat>,
    levels: &[Option<u8>],
    seed: u64,
) -> Result<DiceTurn<Game>, TurnError> {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut setups = [Setup::ordered(); 4];
    for (index, corner) in seating.seats().iter().enumerate() {
        setups[corner.index()] = match levels[index] {
            Some(number) => level(number)?.engine(mix(seed, 1 + index as u64)).setup(corner),
            None => Setup::random(&mut rng),
        };
    }
    let first = match first {
        Some(seat) => corner_of(seating, seat).ok_or_else(|| {
            TurnError::BadConfig(format!("{} has no seat {}", Variant::of_seating(seating), seat.0 + 1))
        })?,
        None => seating.random_first(&mut rng),
    };
    let game =
        Game::new(seating, setups, first).map_err(|error| TurnError::Internal(format!("a new game: {error}")))?;
    Ok(DiceTurn::new(game))
}

/// The game as the rules picture its start (Q1): every seated corner's
/// stones in triangle order, the first corner of the turn order (Q2) to
/// move. A real game's arrangements are random or the computers' own.
pub(crate) fn pictured_start(seating: Seating) -> Game {
    let first = seating.seats().iter().next().expect("every seating seats the top-left corner");
    Game::new(seating, [Setup::ordered(); 4], first).expect("a seated corner may start")
}

fn level(number: u8) -> Result<&'static levels::Level, TurnError> {
    levels::by_number(number).ok_or(TurnError::NoSuchLevel(number))
}

impl DiceGame for Game {
    type Position = Position;

    fn position(&self) -> &Position {
        Game::position(self)
    }

    fn think(&self, roll: Roll, number: u8, seed: u64) -> Result<Thought, TurnError> {
        let level = level(number)?;
        let mut engine = level.engine(seed);
        let game = self.clone();
        let budget = level.budget;
        Ok(Thought {
            budget,
            search: Search::new(move |cancel| Ok(Chosen::new(engine.decide(&game, roll, &budget, cancel)?.mv))),
        })
    }

    fn hint(&self, _roll: Roll) -> Result<Search<Vec<MoveHint>>, TurnError> {
        Err(TurnError::NoHints(GameState::variant(self)))
    }

    fn roller(&self) -> String {
        self.seat_to_move().corner().to_owned()
    }

    fn play(&mut self, roll: Roll, mv: &Move) -> Result<(), TurnError> {
        Ok(Game::play(self, roll, mv)?)
    }
}

/// The seam's seat of a corner.
pub(crate) fn seat_of(seating: Seating, corner: quattro::Seat) -> Seat {
    Seat(seating.seats().iter().position(|seat| seat == corner).unwrap_or(0) as u8)
}

/// The corner of a seam seat; `None` beyond the seats of the game.
pub fn corner_of(seating: Seating, seat: Seat) -> Option<quattro::Seat> {
    seating.seats().iter().nth(seat.index())
}

impl GameState for Game {
    fn variant(&self) -> Variant {
        Variant::of_seating(self.seating())
    }

    fn seat_to_move(&self) -> Seat {
        seat_of(self.seating(), self.seat_to_move())
    }

    fn ending(&self) -> Option<Ending> {
        if self.resigned().is_some() {
            let winners = self.winners()?;
            let score = |corner| if winners.contains(corner) { Score::Win } else { Score::Loss };
            return Some(Ending {
                scores: self.seating().seats().iter().map(score).collect(),
                reason: EndReason::Resigned,
            });
        }
        self.result().map(|outcome| ending_of(self.seating(), outcome))
    }

    fn resign(&mut self, seat: Seat) -> bool {
        corner_of(self.seating(), seat).is_some_and(|corner| Game::resign(self, corner).is_ok())
    }

    fn first_to_move(&self) -> Seat {
        seat_of(self.seating(), self.first())
    }

    fn plies(&self) -> usize {
        Game::plies(self).len()
    }

    fn mover(&self, index: usize) -> Option<Seat> {
        Game::plies(self).get(index).map(|ply| seat_of(self.seating(), ply.seat()))
    }

    fn move_texts(&self) -> Vec<String> {
        Game::plies(self)
            .iter()
            .map(|ply| {
                WrittenPly { roll: ply.roll, stone: ply.mv.piece.to_string(), mv: ply.mv.to_string() }.to_string()
            })
            .collect()
    }

    fn played(&self, index: usize) -> Option<PlayedMove> {
        Game::plies(self).get(index).map(|ply| PlayedMove {
            from: ply.mv.from.to_string(),
            to: ply.mv.to.to_string(),
            captured: ply.mv.captured.map(|_| ply.mv.to.to_string()).into_iter().collect(),
        })
    }

    fn dropped_out(&self) -> Vec<Seat> {
        self.position().dropped_out().iter().map(|corner| seat_of(self.seating(), corner)).collect()
    }

    fn undo(&mut self) -> bool {
        Game::undo(self).is_some()
    }

    fn board_after(&self, plies: usize) -> Option<Board> {
        self.positions().get(plies).map(quattro_board)
    }

    fn board(&self) -> Board {
        quattro_board(self.position())
    }

    fn to_record(&self) -> String {
        Game::to_record(self)
    }

    fn die_after(&self, plies: usize) -> Option<DieView> {
        let roll =
            |index: usize| Game::plies(self)[index].roll.map_or(DieView::NoRoll, |die| DieView::Value(die.value()));
        Some(plies.checked_sub(1).filter(|&index| index < GameState::plies(self)).map_or(DieView::NotRolled, roll))
    }
}

/// The end the board gives, as the seam scores it: a score per seated corner.
fn ending_of(seating: Seating, outcome: quattro::Outcome) -> Ending {
    let scores = seating.seats().iter().map(|corner| outcome.score(corner).unwrap_or(Score::Loss)).collect();
    let reason = match outcome.reason {
        WinReason::ReachedCorner(_) => EndReason::ReachedCorner,
        WinReason::Eliminated(_) | WinReason::TeamEliminated => EndReason::CapturedAll,
    };
    Ending { scores, reason }
}

/// The rules in pictures (Q1, Q3, Q4), each a position of Q5 and a roll the
/// rules play: top right's roll of a 3 (its stone steps left, down or
/// diagonally), a capture of another player's stone, and top left reaching
/// the opposite corner, which wins for his team. The trio's have no stones
/// in the empty corner's seat.
pub(crate) fn rules_diagrams(seating: Seating, language: Language) -> Vec<RulesDiagram> {
    let game = Variant::of_seating(seating);
    let (roll, capture, corner) = match seating {
        Seating::Diagonal | Seating::Longline => (
            "T14U1/3U32/1T24/6/1W22V21/W14V1 u",
            "T14U1/3U32/1T24/2V43/1W22V21/W14V1 t",
            "T14U1/3U32/6/2V43/1W22T31/W15 t",
        ),
        Seating::Trio => {
            ("T14U1/3U32/1T24/6/1W24/W15 u", "T14U1/3U32/1T24/2W33/1W24/W15 t", "T14U1/3U32/6/6/1W22T31/W15 t")
        }
    };
    let diagram = |position: &str, shown: Shown| {
        let position: Position = format!("{position} {game}").parse().ok()?;
        dice_diagram(
            &position,
            shown,
            quattro_board,
            |after| after.outcome().map(|o| ending_of(seating, o)),
            game,
            language,
        )
    };
    [
        diagram(roll, Shown::Roll(3)),
        diagram(capture, Shown::Move { roll: 2, from: "b3", to: "c4" }),
        diagram(corner, Shown::Move { roll: 3, from: "e5", to: "f6" }),
    ]
    .into_iter()
    .flatten()
    .collect()
}

/// The 6×6 board: rank 1 at the top as in E1, each seated corner its
/// seat's home; the trio's empty corner is the single player's goal.
pub fn quattro_board(position: &Position) -> Board {
    let seating = position.seating();
    let cells = quattro::Square::all()
        .map(|square| {
            let home = seating.seats().iter().find(|corner| corner.home() == square);
            let terrain = home.map_or(Terrain::Plain, |corner| Terrain::HomeCorner(seat_of(seating, corner)));
            let piece = position.piece_at(square);
            Cell {
                name: square.to_string(),
                terrain,
                piece: piece.map(|piece| PieceView {
                    seat: seat_of(seating, piece.seat),
                    kind: PieceKind::Stone,
                    label: piece.stone.to_string(),
                }),
                mark: Mark::None,
                description: String::new(),
            }
        })
        .collect();
    let size = quattro::SIZE;
    Board {
        width: size,
        height: size,
        files: labels(size),
        ranks: (1..=size).map(|r| r.to_string()).collect(),
        cells,
        turned: false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dice::Setup;
    use crate::games::AnyGame;

    fn trio() -> Game {
        Game::new(Seating::Trio, [Setup::ordered(); 4], quattro::Seat::T).unwrap()
    }

    #[test]
    fn q4_the_trio_has_three_seats_and_skips_the_empty_corner() {
        let game = trio();
        assert_eq!(GameState::variant(&game), Variant::Trio);
        assert_eq!(corner_of(Seating::Trio, Seat(2)), Some(quattro::Seat::W));
        assert_eq!(corner_of(Seating::Trio, Seat(3)), None);
        assert_eq!(seat_of(Seating::Trio, quattro::Seat::W), Seat(2));
        let board = GameState::board(&game).described(Variant::Trio, crate::text::Language::English);
        assert_eq!((board.width, board.height, board.cells.len()), (6, 6, 36));
        assert_eq!(board.cells[0].terrain, Terrain::HomeCorner(Seat(0)));
        assert_eq!(board.cells[5].terrain, Terrain::HomeCorner(Seat(1)));
        assert_eq!(board.cells[30].terrain, Terrain::HomeCorner(Seat(2)));
        assert_eq!(board.cells[35].terrain, Terrain::Plain);
        assert_eq!(board.cells[35].description, "f6, empty, goal of top-left");
        assert_eq!(board.cells[0].description, "a1, top-left stone 1, top-left home corner");
        let german = board.clone().described(Variant::Trio, crate::text::Language::German);
        assert_eq!(german.cells[0].description, "a1, Stein 1 von oben links, Heimatecke von oben links");
        let seats: Vec<_> = board.cells.iter().filter_map(|c| c.piece.as_ref().map(|p| p.seat)).collect();
        assert_eq!(seats.len(), 18);
        assert!(seats.iter().all(|seat| seat.0 < 3));
    }

    #[test]
    fn q5_a_game_reads_back_through_the_seam() {
        let mut game = Game::new(Seating::Diagonal, [Setup::ordered(); 4], quattro::Seat::U).unwrap();
        let roll = Some(crate::dice::Die::new(3).unwrap());
        let mv = game.legal_moves(roll).unwrap()[0];
        game.play(roll, &mv).unwrap();
        let any = AnyGame::Quattro(game);
        let state = any.state();
        assert_eq!(state.first_to_move(), Seat(1));
        assert_eq!(state.mover(0), Some(Seat(1)));
        assert_eq!(state.seat_to_move(), Seat(2));
        assert_eq!(state.move_texts().len(), 1);
        assert!(state.move_texts()[0].starts_with("3 U3 "), "{:?}", state.move_texts());
        let read = AnyGame::from_record(Variant::QuattroDiagonal, &state.to_record()).unwrap();
        assert_eq!(read, any);
        assert!(AnyGame::from_record(Variant::Trio, &state.to_record()).is_err(), "the record names another game");
        assert!(!Variant::QuattroDiagonal.has_review());
        let review = state.review(&crate::ai::Cancel::new(), &mut |_, _| {});
        assert!(matches!(review, Err(crate::game::TurnError::NoReview(Variant::QuattroDiagonal))));
    }

    /// The squares of a diagram marked `mark`, by name.
    fn marked(diagram: &RulesDiagram, mark: Mark) -> Vec<&str> {
        let mut names: Vec<&str> =
            diagram.board.cells.iter().filter(|cell| cell.mark == mark).map(|cell| cell.name.as_str()).collect();
        names.sort();
        names
    }

    #[test]
    fn q1_q3_q4_every_rules_diagram_shows_what_the_rules_play_and_says_it() {
        use crate::dice::{DicePosition, Die};
        let winners = [
            (Seating::Diagonal, "top left and bottom right win"),
            (Seating::Longline, "top left and top right win"),
            (Seating::Trio, "top left wins"),
        ];
        for (seating, win) in winners {
            let game = Variant::of_seating(seating);
            let diagrams = rules_diagrams(seating, Language::English);
            assert_eq!(diagrams.len(), 3, "{game}: the rules accept every diagram");
            // Q1: top right's stone steps left, down or diagonally left-down.
            assert_eq!(marked(&diagrams[0], Mark::Moving), ["d2"], "{game}");
            assert_eq!(marked(&diagrams[0], Mark::Target), ["c2", "c3", "d3"], "{game}");
            assert!(diagrams[0].caption.starts_with("A 3 is rolled, so stone 3 moves"), "{}", diagrams[0].caption);
            // Q1: a capture of another player's stone, played again here.
            let (four, three) = ("T14U1/3U32/1T24/2V43/1W22V21/W14V1 t", "T14U1/3U32/1T24/2W33/1W24/W15 t");
            let ranks = if seating == Seating::Trio { three } else { four };
            let mut position: Position = format!("{ranks} {game}").parse().unwrap();
            let roll = Some(Die::new(2).unwrap());
            let mv = position.find_move(roll, "b3".parse().unwrap(), "c4".parse().unwrap()).unwrap();
            assert!(mv.captured.is_some_and(|piece| piece.seat != quattro::Seat::T), "{game}");
            position.play(roll, &mv).unwrap();
            assert_eq!(
                (marked(&diagrams[1], Mark::Moving), marked(&diagrams[1], Mark::Target)),
                (vec!["b3"], vec!["c4"])
            );
            assert!(diagrams[1].caption.starts_with("Stone 2 moves from b3 to c4 and captures"), "{game}");
            // Q3, Q4: top left reaches f6; his team wins, named by the rules' ending.
            assert_eq!(
                diagrams[2].caption,
                format!("Stone 3 moves from e5 to f6, the opposite corner, and {win}."),
                "{game}"
            );
        }
        let german = rules_diagrams(Seating::Diagonal, Language::German);
        assert!(german[2].caption.ends_with("und oben links und unten rechts gewinnen."), "{}", german[2].caption);
    }
}
