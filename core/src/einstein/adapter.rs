//! EinStein for two on the seam (DESIGN.md): the game as every screen and
//! store sees it, its turn of roll, pick and move, its levels' engines and
//! its analyst.

use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

use super::board_view::einstein_board;
use super::{Game, Move, Position, Roll, Setup, Side};
use crate::ai::einstein::{analysis, levels};
use crate::dice::WrittenPly;
use crate::dice::diagram::{Shown, dice_diagram};
use crate::dice::turn::{DiceGame, DiceTurn};
use crate::game::{
    Board, Cancel, Chosen, DieView, EndReason, Ending, Finding, FirstMover, GameState, MoveHint, PlayedMove,
    ReviewedPly, RulesDiagram, Search, Seat, Thought, TurnError, Variant, mix,
};
use crate::text::Language;

/// The game at its start: computers arrange their own stones, a person's
/// arrangement is given or random (E3); `levels` by seat, `None` a person.
pub(crate) fn start(
    first: FirstMover,
    setups: [Option<Setup>; 2],
    levels: &[Option<u8>],
    seed: u64,
) -> Result<DiceTurn<Game>, TurnError> {
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
    Ok(DiceTurn::new(Game::new(red, blue, first)))
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

/// Red is seat 0, Blue seat 1.
pub(crate) fn seat_of(side: Side) -> Seat {
    Seat(side.index() as u8)
}

/// Whether a person at `seat` sees the board turned half round: Red starts
/// in the top-left corner (E2), so a person playing Red would see their
/// own stones at the top. The setup screen turns its board the same way.
pub fn seen_turned_from(seat: Seat) -> bool {
    seat == seat_of(super::Side::Red)
}

impl GameState for Game {
    fn variant(&self) -> Variant {
        Variant::Einstein
    }

    fn seat_to_move(&self) -> Seat {
        seat_of(self.position().turn())
    }

    fn seen_turned_from(&self, seat: Seat) -> bool {
        seen_turned_from(seat)
    }

    fn ending(&self) -> Option<Ending> {
        if let Some(side) = self.resigned() {
            return Some(Ending::win(2, seat_of(side.opponent()), EndReason::Resigned));
        }
        self.outcome().map(ending_of)
    }

    fn resign(&mut self, seat: Seat) -> bool {
        let side = super::Side::BOTH.into_iter().find(|&side| seat_of(side) == seat);
        side.is_some_and(|side| Game::resign(self, side).is_ok())
    }

    fn first_to_move(&self) -> Seat {
        seat_of(self.first())
    }

    fn plies(&self) -> usize {
        Game::plies(self).len()
    }

    fn mover(&self, index: usize) -> Option<Seat> {
        Game::plies(self).get(index).map(|ply| seat_of(ply.mv.piece.side))
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
                seat: seat_of(ply.played.mv.piece.side),
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

/// The end the board gives, as the seam scores it.
fn ending_of(outcome: super::Outcome) -> Ending {
    let reason = match outcome.reason {
        super::WinReason::ReachedCorner => EndReason::ReachedCorner,
        super::WinReason::CapturedAll => EndReason::CapturedAll,
    };
    Ending::win(2, seat_of(outcome.winner), reason)
}

/// The rules in pictures (E4.2, E4.3, E4.5, E5.1), each a position of E8
/// and a roll the rules play.
pub(crate) fn rules_diagrams(language: Language) -> Vec<RulesDiagram> {
    let diagram = |&(position, shown): &(&str, Shown)| {
        let position: Position = position.parse().ok()?;
        dice_diagram(
            &position,
            shown,
            einstein_board,
            |after| after.outcome().map(ending_of),
            Variant::Einstein,
            language,
        )
    };
    DIAGRAMS.iter().filter_map(diagram).collect()
}

/// E6's position (`seeds/002` §1.5) with Red to move.
const E6_RED_TO_MOVE: &str = "2B22/R1R53/1R43/3B6B1/2B41B5 r";

/// Each diagram's position and what it shows: E6's roll of a 4 and of a
/// 2, Red's stone 4 taking a blue stone, Red's stone 3 reaching Blue's corner.
const DIAGRAMS: [(&str, Shown); 4] = [
    (E6_RED_TO_MOVE, Shown::Roll(4)),
    (E6_RED_TO_MOVE, Shown::Roll(2)),
    ("5/R14/1R43/2B32/3B2B5 r", Shown::Move { roll: 4, from: "b3", to: "c4" }),
    ("5/1R23/4B4/3R31/2B62 r", Shown::Move { roll: 3, from: "d4", to: "e5" }),
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dice::{DicePosition, Die};
    use crate::game::Mark;

    /// The squares of `diagram` marked `mark`, by name.
    fn marked(diagram: &RulesDiagram, mark: Mark) -> Vec<&str> {
        let mut names: Vec<&str> =
            diagram.board.cells.iter().filter(|cell| cell.mark == mark).map(|cell| cell.name.as_str()).collect();
        names.sort();
        names
    }

    /// A diagram's move played again here, by the rules: the position after it.
    fn played(index: usize) -> (Position, Move) {
        let (position, Shown::Move { roll, from, to }) = DIAGRAMS[index] else { panic!("diagram {index} is a move") };
        let mut position: Position = position.parse().unwrap();
        let mv = position.find_move(Some(Die::new(roll).unwrap()), from.parse().unwrap(), to.parse().unwrap()).unwrap();
        position.play(Some(Die::new(roll).unwrap()), &mv).unwrap();
        (position, mv)
    }

    #[test]
    fn e4_e5_every_rules_diagram_shows_what_the_rules_play_and_says_it() {
        let diagrams = rules_diagrams(Language::English);
        assert_eq!(diagrams.len(), DIAGRAMS.len(), "the rules accept every diagram");

        // E6: Red rolls 4, stone 4 moves to b4, c3 or c4.
        assert_eq!(
            (marked(&diagrams[0], Mark::Moving), marked(&diagrams[0], Mark::Target)),
            (vec!["b3"], vec!["b4", "c3", "c4"])
        );
        assert!(diagrams[0].caption.starts_with("A 4 is rolled, so stone 4 moves"), "{}", diagrams[0].caption);
        // E6: Red rolls 2, choose stone 1 (a2) or stone 4 (b3).
        assert_eq!(marked(&diagrams[1], Mark::Choosable), ["a2", "b3"]);
        assert!(diagrams[1].caption.contains("the next lower, stone 1, or the next higher, stone 4"));

        // E4.5: stone 4 lands on Blue's stone 3 and takes it.
        let (after, mv) = played(2);
        assert_eq!(mv.captured.map(|piece| piece.to_string()), Some("B3".to_owned()));
        assert_eq!(after.piece_at("c4".parse().unwrap()).map(|piece| piece.to_string()), Some("R4".to_owned()));
        assert_eq!((marked(&diagrams[2], Mark::Moving), marked(&diagrams[2], Mark::Target)), (vec!["b3"], vec!["c4"]));
        assert!(diagrams[2].board.cell("c4").unwrap().description.contains("blue stone 3"), "drawn before the move");
        assert!(diagrams[2].caption.starts_with("Stone 4 moves from b3 to c4 and captures"), "{}", diagrams[2].caption);

        // E5.1: stone 3 reaches e5 and Red wins.
        let (after, _) = played(3);
        assert_eq!(after.outcome().map(ending_of), Some(Ending::win(2, Seat(0), EndReason::ReachedCorner)));
        assert_eq!(
            diagrams[3].caption, "Stone 3 moves from d4 to e5, the opposite corner, and Red wins.",
            "the winner named from the rules' ending"
        );

        let german = rules_diagrams(Language::German);
        assert_eq!(german[3].caption, "Stein 3 zieht von d4 nach e5, in die gegenüberliegende Ecke, und Rot gewinnt.");
        assert_eq!(german[0].board.cell("b3").unwrap().description, "b3, roter Stein 4, ausgewählt");
    }
}
