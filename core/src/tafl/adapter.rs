//! Königszabel on the seam (DESIGN.md): the game as every screen and store
//! sees it, its turn of pick a piece and pick a target, its levels' engines
//! and its analyst.

use super::{Game, Move, Rules, Square};
use crate::ai::tafl::{self as levels, analysis};
use crate::ai::{Cancel, Finding};
use crate::game::{
    AnyGame, Board, Chosen, EndReason, Ending, GameState, Ignored, Mark, MoveHint, NotatedRecord, Options, Phase,
    PlayedMove, ReviewedPly, Search, Seat, Table, TapOutcome, Thought, TurnError, Variant, ZABEL_NOTATION, tafl_board,
    tafl_seat,
};

/// The game at its start.
pub(crate) fn start(rules: Rules) -> Box<dyn Table> {
    table(Game::new(rules))
}

/// The game at its start as the rules picture it (K2), without the
/// optional shieldwall, which changes no square.
pub(crate) fn pictured_start() -> Game {
    Game::new(Rules::default())
}

/// The turn machine of a game under way.
pub(crate) fn table(game: Game) -> Box<dyn Table> {
    Box::new(TaflTable { game, selected: None })
}

fn hint_of(mv: Move, win_probability: f64, finding: Finding) -> MoveHint {
    MoveHint { from: mv.from.to_string(), to: mv.to.to_string(), notation: mv.to_string(), win_probability, finding }
}

/// The game with the piece picked so far in the turn in progress.
#[derive(Clone, Debug)]
struct TaflTable {
    game: Game,
    selected: Option<Square>,
}

impl Table for TaflTable {
    fn game(&self) -> &dyn GameState {
        &self.game
    }

    fn game_mut(&mut self) -> &mut dyn GameState {
        &mut self.game
    }

    fn any_game(&self) -> AnyGame {
        AnyGame::Koenigszabel(self.game.clone())
    }

    fn options(&self) -> Options {
        Options::Koenigszabel { shieldwall: self.game.rules().shieldwall }
    }

    fn phase(&self) -> Phase {
        match self.selected {
            None => Phase::ChoosePiece,
            Some(_) => Phase::ChooseTarget,
        }
    }

    fn mark_choices(&self, _phase: Phase, mark: &mut dyn FnMut(String, Mark)) {
        let position = self.game.position();
        match self.selected {
            None => {
                for square in position.pieces_of(position.turn()).squares() {
                    if !position.targets(square).is_empty() {
                        mark(square.to_string(), Mark::Choosable);
                    }
                }
            }
            Some(from) => {
                mark(from.to_string(), Mark::Moving);
                position.targets(from).squares().for_each(|square| mark(square.to_string(), Mark::Target));
            }
        }
    }

    fn has_square(&self, name: &str) -> bool {
        name.parse::<Square>().is_ok()
    }

    fn tap(&mut self, name: &str, _phase: Phase) -> Result<TapOutcome, TurnError> {
        let square: Square = name.parse().map_err(|_| TurnError::BadSquare(name.to_owned()))?;
        let position = *self.game.position();
        if let Some(from) = self.selected
            && position.targets(from).contains(square)
        {
            let ply = self.game.play(Move { from, to: square })?;
            self.selected = None;
            return Ok(TapOutcome::Moved(ply.to_string()));
        }
        let own = position.piece_at(square).is_some_and(|piece| piece.side == position.turn());
        if own && !position.targets(square).is_empty() {
            self.selected = Some(square);
            return Ok(TapOutcome::Selected(square.to_string()));
        }
        Ok(TapOutcome::Ignored(if self.selected.is_some() { Ignored::NotATarget } else { Ignored::NotChoosable }))
    }

    fn undo_to(&mut self, plies: usize) {
        while self.game.plies().len() > plies {
            self.game.undo();
        }
        self.selected = None;
    }

    fn think(&self, number: u8, seed: u64) -> Result<Thought, TurnError> {
        let level = levels::by_number(number).ok_or(TurnError::NoSuchLevel(number))?;
        let mut engine = level.engine(seed);
        let game = self.game.clone();
        let budget = level.budget;
        Ok(Thought {
            budget,
            search: Search::new(move |cancel| Ok(Chosen::new(engine.decide(&game, &budget, cancel)?.mv))),
        })
    }

    fn play_chosen(&mut self, chosen: Chosen) -> Result<(), TurnError> {
        self.game.play(chosen.into_move::<Move>()?)?;
        self.selected = None;
        Ok(())
    }

    fn hint(&self) -> Result<Search<Vec<MoveHint>>, TurnError> {
        let game = self.game.clone();
        Ok(Search::new(move |cancel| {
            Ok(analysis::assess(&game, cancel)?
                .into_iter()
                .map(|assessed| hint_of(assessed.mv, assessed.chance, assessed.finding))
                .collect())
        }))
    }
}

impl GameState for Game {
    fn variant(&self) -> Variant {
        Variant::Koenigszabel
    }

    fn seat_to_move(&self) -> Seat {
        tafl_seat(self.position().turn())
    }

    fn ending(&self) -> Option<Ending> {
        if let Some(side) = self.resigned() {
            return Some(Ending::win(2, tafl_seat(side.opponent()), EndReason::Resigned));
        }
        self.outcome().map(|outcome| match outcome {
            super::Outcome::Win { winner, reason } => {
                let reason = match reason {
                    super::WinReason::KingEscaped => EndReason::KingEscaped,
                    super::WinReason::KingCaptured => EndReason::KingCaptured,
                    super::WinReason::NoLegalMove => EndReason::NoLegalMove,
                };
                Ending::win(2, tafl_seat(winner), reason)
            }
            super::Outcome::Draw(super::DrawReason::Repetition) => Ending::draw(2, EndReason::Repetition),
            super::Outcome::Draw(super::DrawReason::NoCapture) => Ending::draw(2, EndReason::NoCapture),
        })
    }

    fn resign(&mut self, seat: Seat) -> bool {
        let side = super::Side::BOTH.into_iter().find(|&side| tafl_seat(side) == seat);
        side.is_some_and(|side| Game::resign(self, side).is_ok())
    }

    fn first_to_move(&self) -> Seat {
        tafl_seat(self.positions()[0].turn())
    }

    fn plies(&self) -> usize {
        Game::plies(self).len()
    }

    fn mover(&self, index: usize) -> Option<Seat> {
        (index < GameState::plies(self)).then(|| tafl_seat(self.positions()[index].turn()))
    }

    fn move_texts(&self) -> Vec<String> {
        Game::plies(self).iter().map(|ply| ply.to_string()).collect()
    }

    fn played(&self, index: usize) -> Option<PlayedMove> {
        Game::plies(self).get(index).map(|ply| PlayedMove {
            from: ply.mv.from.to_string(),
            to: ply.mv.to.to_string(),
            captured: ply.captured_names(),
        })
    }

    fn undo(&mut self) -> bool {
        Game::undo(self).is_some()
    }

    fn board_after(&self, plies: usize) -> Option<Board> {
        self.positions().get(plies).map(tafl_board)
    }

    fn board(&self) -> Board {
        tafl_board(self.position())
    }

    fn to_record(&self) -> String {
        Game::to_record(self)
    }

    fn records(&self) -> Vec<NotatedRecord> {
        vec![
            NotatedRecord { notation: ZABEL_NOTATION, text: Game::to_record(self) },
            NotatedRecord { notation: "OpenTafl", text: self.to_otn_record() },
        ]
    }

    fn review(&self, cancel: &Cancel, progress: &mut dyn FnMut(usize, usize)) -> Result<Vec<ReviewedPly>, TurnError> {
        Ok(analysis::review(self, cancel, progress)?
            .into_iter()
            .map(|ply| ReviewedPly {
                number: ply.number,
                seat: GameState::mover(self, ply.number - 1).unwrap_or(Seat(0)),
                roll: None,
                luck: None,
                played: hint_of(ply.played.0, ply.played.1, ply.finding),
                best: hint_of(ply.best.0, ply.best.1, Finding::Best),
                loss: ply.loss,
                verdict: ply.verdict,
            })
            .collect())
    }
}
