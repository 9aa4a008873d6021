//! EinStein for two on the seam (DESIGN.md): the game as every screen and
//! store sees it, its turn of roll, pick and move, its levels' engines and
//! its analyst.

use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

use super::dice_turn::{DiceGame, DiceTurn};
use super::{Game, Move, Position, Roll, Setup, Side};
use crate::ai::einstein::{analysis, levels};
use crate::ai::{Cancel, Finding};
use crate::game::{
    AnyGame, Board, Chosen, DieView, EndReason, Ending, FirstMover, GameState, MoveHint, Options, PlayedMove,
    ReviewedPly, Search, Seat, Table, Thought, TurnError, Variant, einstein_board, einstein_seat, mix,
};

/// The game at its start: computers arrange their own stones, a person's
/// arrangement is given or random (E3); `levels` by seat, `None` a person.
pub(crate) fn start(
    first: FirstMover,
    setups: [Option<Setup>; 2],
    levels: &[Option<u8>],
    seed: u64,
) -> Result<Box<dyn Table>, TurnError> {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut setup = |side: Side| -> Result<Setup, TurnError> {
        Ok(match levels[side.index()] {
            Some(number) => level(number)?.engine(mix(seed, 1 + side.index() as u64)).setup(side),
            None => setups[side.index()].unwrap_or_else(|| Setup::random(&mut rng)),
        })
    };
    let (red, blue) = (setup(Side::Red)?, setup(Side::Blue)?);
    let first = match first {
        FirstMover::Red => Side::Red,
        FirstMover::Blue => Side::Blue,
        FirstMover::Random if rng.random() => Side::Red,
        FirstMover::Random => Side::Blue,
    };
    Ok(table(Game::new(red, blue, first)))
}

/// The game as the rules picture its start (Home's drawing): both sides
/// arranged in triangle order, stone 1 in the corner (E2, E3), Red to move.
/// A real game's arrangements are chosen (E3); this one only shows where
/// the stones begin.
pub(crate) fn pictured_start() -> Game {
    Game::new(Setup::ordered(), Setup::ordered(), Side::Red)
}

fn level(number: u8) -> Result<&'static levels::Level, TurnError> {
    levels::by_number(number).ok_or(TurnError::NoSuchLevel(number))
}

/// A move with its chance, which says alone how it compares with the best's.
fn hint_of(mv: Move, win_probability: f64, best: f64) -> MoveHint {
    let finding = Finding::by_chance(win_probability, best);
    MoveHint { from: mv.from.to_string(), to: mv.to.to_string(), notation: mv.to_string(), win_probability, finding }
}

impl DiceGame for Game {
    type Position = Position;

    fn position(&self) -> &Position {
        Game::position(self)
    }

    fn any_game(&self) -> AnyGame {
        AnyGame::Einstein(self.clone())
    }

    fn options(&self) -> Options {
        // The record keeps the arrangements and who began, not how they were chosen.
        Options::Einstein { first: FirstMover::Random, setups: [None; 2] }
    }

    fn think(&self, roll: Roll, number: u8, seed: u64) -> Result<Thought, TurnError> {
        let level = level(number)?;
        let mut engine = level.engine(seed);
        let position = *self.position();
        let budget = level.budget;
        Ok(Thought {
            budget,
            search: Search::new(move |cancel| Ok(Chosen::new(engine.decide(&position, roll, &budget, cancel)?.mv))),
        })
    }

    fn hint(&self, roll: Roll) -> Result<Search<Vec<MoveHint>>, TurnError> {
        let position = *self.position();
        Ok(Search::new(move |cancel| {
            let decision = analysis::hint(&position, roll, cancel)?;
            let best = decision.stats[0].win_probability;
            Ok(decision.stats.iter().map(|stat| hint_of(stat.mv, stat.win_probability, best)).collect())
        }))
    }

    fn roller(&self) -> String {
        self.position().turn().to_string()
    }

    fn play(&mut self, roll: Roll, mv: &Move) -> Result<(), TurnError> {
        Ok(Game::play(self, roll, mv)?)
    }
}

/// Whether a person at `seat` sees the board turned half round: Red starts
/// in the top-left corner (E2), so a person playing Red would see their
/// own stones at the top. The setup screen turns its board the same way.
pub fn seen_turned_from(seat: Seat) -> bool {
    seat == einstein_seat(super::Side::Red)
}

impl GameState for Game {
    fn variant(&self) -> Variant {
        Variant::Einstein
    }

    fn seat_to_move(&self) -> Seat {
        einstein_seat(self.position().turn())
    }

    fn seen_turned_from(&self, seat: Seat) -> bool {
        seen_turned_from(seat)
    }

    fn ending(&self) -> Option<Ending> {
        if let Some(side) = self.resigned() {
            return Some(Ending::win(2, einstein_seat(side.opponent()), EndReason::Resigned));
        }
        self.outcome().map(|outcome| {
            let reason = match outcome.reason {
                super::WinReason::ReachedCorner => EndReason::ReachedCorner,
                super::WinReason::CapturedAll => EndReason::CapturedAll,
            };
            Ending::win(2, einstein_seat(outcome.winner), reason)
        })
    }

    fn resign(&mut self, seat: Seat) -> bool {
        let side = super::Side::BOTH.into_iter().find(|&side| einstein_seat(side) == seat);
        side.is_some_and(|side| Game::resign(self, side).is_ok())
    }

    fn first_to_move(&self) -> Seat {
        einstein_seat(self.first())
    }

    fn plies(&self) -> usize {
        Game::plies(self).len()
    }

    fn mover(&self, index: usize) -> Option<Seat> {
        Game::plies(self).get(index).map(|ply| einstein_seat(ply.mv.piece.side))
    }

    fn move_texts(&self) -> Vec<String> {
        Game::plies(self)
            .iter()
            .map(|ply| format!("{} {} {}", super::roll_to_string(ply.roll), ply.mv.piece, ply.mv))
            .collect()
    }

    fn played(&self, index: usize) -> Option<PlayedMove> {
        Game::plies(self).get(index).map(|ply| PlayedMove {
            from: ply.mv.from.to_string(),
            to: ply.mv.to.to_string(),
            captured: ply.mv.captured.map(|_| ply.mv.to.to_string()).into_iter().collect(),
        })
    }

    fn undo(&mut self) -> bool {
        Game::undo(self).is_some()
    }

    fn board_after(&self, plies: usize) -> Option<Board> {
        self.positions().get(plies).map(einstein_board)
    }

    // `positions()` replays the game; the board now needs only the position now.
    fn board(&self) -> Board {
        einstein_board(self.position())
    }

    fn to_record(&self) -> String {
        Game::to_record(self)
    }

    fn die_after(&self, plies: usize) -> Option<DieView> {
        let roll =
            |index: usize| Game::plies(self)[index].roll.map_or(DieView::NoRoll, |die| DieView::Value(die.value()));
        Some(plies.checked_sub(1).filter(|&index| index < GameState::plies(self)).map_or(DieView::NotRolled, roll))
    }

    fn review(&self, cancel: &Cancel, progress: &mut dyn FnMut(usize, usize)) -> Result<Vec<ReviewedPly>, TurnError> {
        Ok(analysis::review(self, cancel, progress)?
            .into_iter()
            .map(|ply| ReviewedPly {
                number: ply.number,
                seat: einstein_seat(ply.played.mv.piece.side),
                roll: ply.roll.map(|die| die.value()),
                played: hint_of(ply.played.mv, ply.played.win_probability, ply.best.win_probability),
                best: hint_of(ply.best.mv, ply.best.win_probability, ply.best.win_probability),
                loss: ply.loss,
                luck: Some(ply.luck),
                verdict: ply.verdict,
            })
            .collect())
    }
}

/// The turn machine of a game under way.
pub(crate) fn table(game: Game) -> Box<dyn Table> {
    Box::new(DiceTurn::new(game))
}
