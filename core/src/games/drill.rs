//! A position played by taps through its game's own turn machine, for a
//! lesson or a puzzle: a tap picks or moves, a move the rules refuse is
//! said in the rules' words with the squares they name, and the other
//! seats' moves and dice are given by a script.

use crate::game::{Board, Cancel, GameState, Mark, MoveHint, Phase, Seat, Sentence, TapOutcome, TurnError, Variant};
use crate::games::{AnyGame, AnyTable, PositionTextError};

/// What a tap did.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Tapped {
    /// A piece is picked; its targets are marked, and the pieces it would
    /// capture.
    Picked,
    /// The rules do not allow it, in the player's words (the rule it
    /// breaks), and the squares the sentence names (the blocker, the
    /// piece), for the board to show.
    Refused { sentence: Sentence, squares: Vec<String> },
    /// A move was played.
    Moved,
}

pub struct Drill {
    table: AnyTable,
    picked: Option<String>,
    /// The pieces the picked one would capture by one of its moves.
    capturable: Vec<String>,
}

impl Drill {
    /// The game at `position`, written in its own notation.
    pub fn at(variant: Variant, position: &str) -> Result<Drill, PositionTextError> {
        let table = AnyGame::from_position(variant, position)?.into_table();
        Ok(Drill { table, picked: None, capturable: Vec::new() })
    }

    pub fn game(&self) -> &dyn GameState {
        self.table.game()
    }

    pub fn seat_to_move(&self) -> Seat {
        self.table.game().seat_to_move()
    }

    /// The board with the last move marked and, unless the drill is over,
    /// the choices of the turn and what the picked piece would capture.
    pub fn board(&self, show_choices: bool) -> Board {
        let game = self.table.game();
        let mut marks = Vec::new();
        if let Some(played) = game.last_move() {
            marks.push((played.from, Mark::LastFrom));
            marks.push((played.to, Mark::LastTo));
        }
        if show_choices && game.ending().is_none() {
            let phase = self.table.phase();
            if matches!(phase, Phase::ChoosePiece | Phase::ChooseTarget) {
                self.table.mark_choices(phase, &mut |square, mark| marks.push((square, mark)));
            }
            marks.extend(self.capturable.iter().map(|square| (square.clone(), Mark::Capturable)));
        }
        game.board().marked(&marks)
    }

    /// A tap on `square`: picks a piece, or moves the picked one.
    pub fn tap(&mut self, square: &str) -> Result<Tapped, TurnError> {
        let phase = self.table.phase();
        let outcome = match self.table.tap(square, phase) {
            Ok(outcome) => outcome,
            Err(TurnError::Refused(refusal)) => return Ok(self.refused(refusal.sentence())),
            Err(TurnError::BadSquare(_)) => return Ok(self.refused(no_square(square))),
            Err(error) => return Err(error),
        };
        match outcome {
            TapOutcome::Selected(picked) => {
                self.capturable = self.captures_of(&picked)?;
                self.picked = Some(picked);
                Ok(Tapped::Picked)
            }
            TapOutcome::Moved(_) => {
                self.unpick();
                Ok(Tapped::Moved)
            }
            TapOutcome::Ignored(_) => Ok(self.refused(self.why_not(square))),
        }
    }

    /// `from-to` as two taps; `from` is picked anew unless it is picked.
    pub fn play(&mut self, text: &str) -> Result<Tapped, TurnError> {
        let Some((from, to)) = text.trim().split_once('-') else {
            return Ok(self.refused(Sentence { key: "learn-write-move", args: vec![] }));
        };
        if self.picked.as_deref() != Some(from.trim()) {
            // A refusal then speaks of `from` as a pick, not as a target of
            // the piece picked before.
            self.unpick();
            match self.tap(from.trim())? {
                Tapped::Picked => {}
                other => return Ok(other),
            }
        }
        self.tap(to.trim())
    }

    /// Takes back plies until `plies` remain; the die is rolled again by
    /// [`Drill::roll`].
    pub fn undo_to(&mut self, plies: usize) {
        self.unpick();
        self.table.undo_to(plies);
    }

    /// Rolls `roll` for the turn, if the game waits for a die.
    pub fn roll(&mut self, roll: Option<u8>) -> Result<(), String> {
        if !self.table.needs_roll() {
            return Ok(());
        }
        let roll = roll.ok_or("a roll is due")?;
        self.table.restore_roll(roll)
    }

    /// Plays `from-to` for the seat to move, by the same taps a person
    /// makes; a move the rules refuse is an error in the script.
    pub fn script(&mut self, text: &str) -> Result<(), String> {
        match self.play(text).map_err(|error| error.to_string())? {
            Tapped::Moved => Ok(()),
            Tapped::Picked => Err("the taps played no move".into()),
            Tapped::Refused { sentence, .. } => Err(format!("refused: {}", sentence.key)),
        }
    }

    /// The computer at `level` answers for the seat to move; `None` when
    /// the game is over or waits for a die, which no one has rolled.
    pub fn answer(&mut self, level: u8, seed: u64) -> Result<Option<String>, TurnError> {
        if self.table.game().ending().is_some() || self.table.needs_roll() {
            return Ok(None);
        }
        self.unpick();
        let chosen = self.table.think(level, seed)?.search.run(&Cancel::new())?;
        self.table.play_chosen(chosen)?;
        Ok(self.table.game().last_move().map(|played| format!("{}-{}", played.from, played.to)))
    }

    /// The analyst's view of every move of the turn, best first.
    pub fn analysis(&self) -> Result<Vec<MoveHint>, TurnError> {
        self.table.hint()?.run(&Cancel::new())
    }

    fn unpick(&mut self) {
        self.picked = None;
        self.capturable.clear();
    }

    /// What `picked` would capture, each of its moves tried and taken back.
    fn captures_of(&mut self, picked: &str) -> Result<Vec<String>, TurnError> {
        let mut targets = Vec::new();
        self.table.mark_choices(Phase::ChooseTarget, &mut |square, mark| {
            if mark == Mark::Target {
                targets.push(square)
            }
        });
        let plies = self.table.game().plies();
        let roll = self.table.saved_roll();
        let mut captured = Vec::new();
        for target in targets {
            if let TapOutcome::Moved(_) = self.table.tap(&target, Phase::ChooseTarget)? {
                let taken = self.table.game().last_move().map(|played| played.captured).unwrap_or_default();
                // A piece on the target itself (a dice game) is marked as a target.
                captured.extend(taken.into_iter().filter(|square| *square != target));
                self.table.undo_to(plies);
                if let Some(roll) = roll.filter(|&roll| roll > 0) {
                    self.table.restore_roll(roll).map_err(TurnError::Internal)?;
                }
                let phase = self.table.phase();
                self.table.tap(picked, phase)?;
            }
        }
        captured.sort();
        captured.dedup();
        Ok(captured)
    }

    fn refused(&self, sentence: Sentence) -> Tapped {
        let named = sentence.args.iter().filter(|(name, _)| matches!(*name, "blocker" | "square" | "from"));
        let squares = named.map(|(_, value)| value.clone()).filter(|value| self.table.has_square(value)).collect();
        Tapped::Refused { sentence, squares }
    }

    /// Why a tap on `square` moved nothing, in the rules' words where they
    /// say more than that it cannot.
    fn why_not(&self, square: &str) -> Sentence {
        let refusal = match &self.picked {
            Some(picked) => self.table.why_not_move(&format!("{picked}-{square}")),
            None => self.table.why_not_pick(square),
        };
        match (refusal, &self.picked) {
            (Some(refusal), _) => refusal.sentence(),
            (None, Some(picked)) => cannot_go(picked, square),
            (None, None) => cannot_move(square),
        }
    }
}

fn no_square(square: &str) -> Sentence {
    Sentence { key: "learn-no-square", args: vec![("square", crate::text::shortened(square, 20))] }
}

fn cannot_move(square: &str) -> Sentence {
    Sentence { key: "learn-cannot-move", args: vec![("square", square.to_owned())] }
}

fn cannot_go(from: &str, to: &str) -> Sentence {
    Sentence { key: "learn-cannot-go", args: vec![("from", from.to_owned()), ("to", to.to_owned())] }
}
