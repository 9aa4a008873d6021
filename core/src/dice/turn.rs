//! The turn EinStein and the game of three or four share: roll, pick a stone
//! when the die leaves a choice (E4.3), pick a target; a turn with one legal
//! move plays itself (E4.7). Each game says only where its stones stand.

use rand::rngs::StdRng;

use super::position::{self, DicePosition, PlayError};
use super::{Die, Roll, Stone, StoneSet};
use crate::game::{
    DieView, GameState, Ignored, Mark, MoveHint, Phase, Refusal, Search, Seat, Sentence, Table, TapOutcome, Thought,
    TurnError,
};

type SquareOf<G> = <<G as DiceGame>::Position as DicePosition>::Square;
type MoveOf<G> = position::MoveOf<<G as DiceGame>::Position>;
type MoverOf<G> = <<G as DiceGame>::Position as DicePosition>::Mover;

impl<M: std::fmt::Display + std::fmt::Debug + Send + Sync + 'static> From<PlayError<M>> for TurnError {
    fn from(error: PlayError<M>) -> TurnError {
        TurnError::Refused(Refusal::new(error.message_key(), error))
    }
}

/// What the dice turn asks of a game besides its board.
pub(crate) trait DiceGame: GameState + Clone + 'static {
    type Position: DicePosition;

    fn position(&self) -> &Self::Position;
    /// The computer at `level` to move with `roll`.
    fn think(&self, roll: Roll, level: u8, seed: u64) -> Result<Thought, TurnError>;
    /// The analyst's view of every move with `roll`.
    fn hint(&self, roll: Roll) -> Result<Search<Vec<MoveHint>>, TurnError>;
    /// The seat to move, as `NoRollNeeded` names it.
    fn roller(&self) -> String;
    fn play(&mut self, roll: Roll, mv: &MoveOf<Self>) -> Result<(), TurnError>;
}

/// A dice game with the choices made so far in the turn in progress.
#[derive(Clone, Debug)]
pub(crate) struct DiceTurn<G> {
    game: G,
    /// The roll of the turn in progress, once made.
    roll: Option<Roll>,
    selected: Option<Stone>,
}

impl<G: DiceGame> DiceTurn<G>
where
    TurnError: From<PlayError<MoverOf<G>>>,
{
    pub(crate) fn new(game: G) -> DiceTurn<G> {
        DiceTurn { game, roll: None, selected: None }
    }

    pub(crate) fn dice_game(&self) -> &G {
        &self.game
    }

    /// The roll that counts now: with one stone left there is none to make.
    fn rolled(&self) -> Option<Roll> {
        if self.game.position().needs_roll() { self.roll } else { Some(None) }
    }

    /// The stone that moves this turn, once it is known.
    fn moving_stone(&self) -> Option<Stone> {
        let roll = self.rolled()?;
        self.selected.or_else(|| self.game.position().choosable_stones(roll).ok()?.single())
    }

    /// Why the stone on `square` may not move with `roll` (E4.1–E4.3), or
    /// why a stone that may cannot go there (E4.4).
    fn why_not(&self, roll: Roll, square: SquareOf<G>) -> Option<Refusal> {
        let position = self.game.position();
        let choosable = position.choosable_stones(roll).ok()?;
        match position.own_stone(square) {
            Some(stone) if !choosable.contains(stone) => Some(not_this_stone(roll, stone, choosable)),
            None if position.piece_at(square).is_some() => {
                Some(refusal(Sentence { key: "dice-not-your-stone", args: vec![("square", square.to_string())] }))
            }
            _ => self.moving_stone().map(|stone| one_step(stone, &position.targets(stone))),
        }
    }

    /// Plays `mv` with the turn's roll, which ends the turn.
    fn play(&mut self, mv: &MoveOf<G>) -> Result<TapOutcome, TurnError> {
        let roll = self.rolled().ok_or(TurnError::RollFirst)?;
        self.game.play(roll, mv)?;
        self.roll = None;
        self.selected = None;
        Ok(TapOutcome::Moved(mv.to_string()))
    }
}

/// A stone the die does not let move: which one must, or which may (E4.1–E4.3).
fn not_this_stone(roll: Roll, stone: Stone, choosable: StoneSet) -> Refusal {
    let may: Vec<String> = Stone::ALL.into_iter().filter(|&s| choosable.contains(s)).map(|s| s.to_string()).collect();
    let (key, rolled) = match roll {
        None => ("dice-one-stone-moves", String::new()),
        Some(die) if choosable.contains(die.stone()) => ("dice-rolled-stone-moves", die.to_string()),
        Some(die) => ("dice-neighbour-moves", die.to_string()),
    };
    let args = vec![("stone", stone.to_string()), ("roll", rolled), ("stones", may.join(" / "))];
    refusal(Sentence { key, args })
}

/// Where a stone may go: one square towards the opposite corner (E4.4, Q1).
fn one_step<S: std::fmt::Display>(stone: Stone, targets: &[S]) -> Refusal {
    let targets: Vec<String> = targets.iter().map(ToString::to_string).collect();
    refusal(Sentence {
        key: "dice-one-step",
        args: vec![("stone", stone.to_string()), ("targets", targets.join(", "))],
    })
}

fn refusal(sentence: Sentence) -> Refusal {
    Refusal::new(sentence.key, NotAllowed).with_sentence(sentence)
}

/// What a refusal carries as its error: the sentence says the rest.
#[derive(Debug, thiserror::Error)]
#[error("not allowed by the dice rules")]
struct NotAllowed;

impl<G: DiceGame + Send> Table for DiceTurn<G>
where
    TurnError: From<PlayError<MoverOf<G>>>,
{
    fn game(&self) -> &dyn GameState {
        &self.game
    }

    fn game_mut(&mut self) -> &mut dyn GameState {
        &mut self.game
    }

    fn phase(&self) -> Phase {
        match self.rolled() {
            None => Phase::Roll,
            Some(roll) => match self.game.position().choosable_stones(roll) {
                Ok(stones) if stones.len() > 1 && self.selected.is_none() => Phase::ChoosePiece,
                _ => Phase::ChooseTarget,
            },
        }
    }

    fn mark_choices(&self, phase: Phase, mark: &mut dyn FnMut(String, Mark)) {
        let Some(roll) = self.rolled() else { return };
        let at = |stone| self.game.position().stone_square(stone);
        if phase == Phase::ChoosePiece {
            for stone in self.game.position().choosable_stones(roll).unwrap_or_default() {
                at(stone).into_iter().for_each(|square| mark(square.to_string(), Mark::Choosable));
            }
        } else if let Some(stone) = self.moving_stone() {
            at(stone).into_iter().for_each(|square| mark(square.to_string(), Mark::Moving));
            self.game.position().targets(stone).into_iter().for_each(|square| mark(square.to_string(), Mark::Target));
        }
    }

    fn has_square(&self, name: &str) -> bool {
        name.parse::<SquareOf<G>>().is_ok()
    }

    fn why_not_pick(&self, square: &str) -> Option<Refusal> {
        self.why_not(self.rolled()?, square.parse().ok()?)
    }

    fn why_not_move(&self, text: &str) -> Option<Refusal> {
        let (from, to) = text.split_once('-')?;
        let (from, to): (SquareOf<G>, SquareOf<G>) = (from.trim().parse().ok()?, to.trim().parse().ok()?);
        let roll = self.rolled()?;
        let position = self.game.position();
        let stone = position.own_stone(from)?;
        if !position.choosable_stones(roll).ok()?.contains(stone) {
            return self.why_not(roll, from);
        }
        let targets = position.targets(stone);
        (!targets.contains(&to)).then(|| one_step(stone, &targets))
    }

    fn tap(&mut self, name: &str, phase: Phase) -> Result<TapOutcome, TurnError> {
        let square: SquareOf<G> = name.parse().map_err(|_| TurnError::BadSquare(crate::text::shortened(name, 20)))?;
        let roll = self.rolled().ok_or(TurnError::RollFirst)?;
        let choosable = self.game.position().choosable_stones(roll)?;
        let moving = self.moving_stone().filter(|&stone| self.game.position().targets(stone).contains(&square));
        if let Some(stone) = moving {
            let from = self.game.position().stone_square(stone).expect("on the board");
            let mv = self.game.position().find_move(roll, from, square)?;
            return self.play(&mv);
        }
        // Picking (or switching to) a choosable stone.
        match self.game.position().own_stone(square).filter(|&stone| choosable.contains(stone)) {
            Some(stone) => {
                self.selected = Some(stone);
                if let [only] = self.game.position().targets(stone).as_slice() {
                    let mv = self.game.position().find_move(roll, square, *only)?;
                    return self.play(&mv);
                }
                Ok(TapOutcome::Selected(square.to_string()))
            }
            None if phase == Phase::ChooseTarget => Ok(TapOutcome::Ignored(Ignored::NotATarget)),
            None => Ok(TapOutcome::Ignored(Ignored::NotChoosable)),
        }
    }

    fn undo_to(&mut self, plies: usize) {
        while self.game.plies() > plies && self.game.undo() {}
        self.roll = None;
        self.selected = None;
    }

    fn think(&self, level: u8, seed: u64) -> Result<Thought, TurnError> {
        let roll = self.rolled().ok_or(TurnError::RollFirst)?;
        self.game.think(roll, level, seed)
    }

    fn play_chosen(&mut self, chosen: crate::game::Chosen) -> Result<(), TurnError> {
        self.play(&chosen.into_move::<MoveOf<G>>()?).map(drop)
    }

    fn hint(&self) -> Result<Search<Vec<MoveHint>>, TurnError> {
        let roll = self.rolled().ok_or(TurnError::RollFirst)?;
        self.game.hint(roll)
    }

    fn die(&self, show_value: bool, over: bool) -> Option<DieView> {
        Some(match self.rolled() {
            _ if over => DieView::NotRolled,
            None => DieView::NotRolled,
            Some(None) => DieView::NoRoll,
            Some(Some(_)) if !show_value => DieView::Hidden,
            Some(Some(die)) => DieView::Value(die.value()),
        })
    }

    fn needs_roll(&self) -> bool {
        self.roll.is_none() && self.game.position().needs_roll()
    }

    fn roll(&mut self, rng: &mut StdRng) -> Result<(), TurnError> {
        if !self.game.position().needs_roll() {
            return Err(TurnError::NoRollNeeded(self.game.roller()));
        }
        if self.roll.is_some() {
            return Err(TurnError::AlreadyRolled);
        }
        self.roll = Some(Some(Die::roll(rng)));
        Ok(())
    }

    fn saved_roll(&self) -> Option<u8> {
        self.roll.map(|roll| roll.map_or(0, Die::value))
    }

    fn restore_roll(&mut self, saved: u8) -> Result<(), String> {
        self.roll = Some(match saved {
            0 => None,
            value => Some(Die::new(value).ok_or_else(|| format!("roll {value}"))?),
        });
        Ok(())
    }

    fn play_automatic(&mut self, human: &dyn Fn(Seat) -> bool) -> Result<(), TurnError> {
        while self.game.ending().is_none() && human(self.game.seat_to_move()) {
            let Some(roll) = self.rolled() else { break };
            let moves = self.game.position().legal_moves(roll)?;
            let [only] = moves.as_slice() else { break };
            self.play(only)?;
        }
        Ok(())
    }
}
