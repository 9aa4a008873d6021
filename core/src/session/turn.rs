//! The turn state machine of each game: what a tap or a roll means at this
//! moment, which squares are marked, and what the computer is asked.
//! EinStein: roll, pick a stone when the die leaves a choice (E4.3), pick a
//! target; a turn with one legal move plays itself (E4.7). Königszabel: pick
//! a piece, pick a target.

use rand::Rng;

use super::view::{DieView, Phase};
use super::{Ignored, SessionError, TapOutcome, ViewOptions};
use crate::einstein::{self, Die, Roll, Stone, quattro};
use crate::game::{AnyGame, GameState, Mark, Seat};
use crate::tafl;

/// The game with the choices made so far in the turn in progress.
#[derive(Clone, Debug)]
pub(super) enum Table {
    Einstein {
        game: einstein::Game,
        /// The roll of the turn in progress, once made.
        roll: Option<Roll>,
        selected: Option<Stone>,
    },
    Koenigszabel {
        game: tafl::Game,
        selected: Option<tafl::Square>,
    },
    /// Three or four players: EinStein's turn with more seats (Part Q).
    Quattro {
        game: quattro::Game,
        roll: Option<Roll>,
        selected: Option<Stone>,
    },
}

impl Table {
    pub(super) fn new(game: AnyGame) -> Table {
        match game {
            AnyGame::Einstein(game) => Table::Einstein { game, roll: None, selected: None },
            AnyGame::Koenigszabel(game) => Table::Koenigszabel { game, selected: None },
            AnyGame::Quattro(game) => Table::Quattro { game, roll: None, selected: None },
        }
    }

    pub(super) fn game(&self) -> &dyn GameState {
        match self {
            Table::Einstein { game, .. } => game,
            Table::Koenigszabel { game, .. } => game,
            Table::Quattro { game, .. } => game,
        }
    }

    pub(super) fn any_game(&self) -> AnyGame {
        match self {
            Table::Einstein { game, .. } => AnyGame::Einstein(game.clone()),
            Table::Koenigszabel { game, .. } => AnyGame::Koenigszabel(game.clone()),
            Table::Quattro { game, .. } => AnyGame::Quattro(game.clone()),
        }
    }

    /// The roll that counts now: with one stone left there is none to make.
    fn effective_roll(game: &einstein::Game, roll: Option<Roll>) -> Option<Roll> {
        if game.position().needs_roll() { roll } else { Some(None) }
    }

    fn quattro_roll(game: &quattro::Game, roll: Option<Roll>) -> Option<Roll> {
        if game.needs_roll() { roll } else { Some(None) }
    }

    /// The EinStein roll of the turn in progress, as saved: `None` not
    /// rolled, `Some(0)` no roll to make.
    pub(super) fn saved_roll(&self) -> Option<u8> {
        match self {
            Table::Einstein { roll, .. } | Table::Quattro { roll, .. } => roll.map(|r| r.map_or(0, Die::value)),
            Table::Koenigszabel { .. } => None,
        }
    }

    pub(super) fn restore_roll(&mut self, saved: Option<u8>) -> Result<(), String> {
        match (self, saved) {
            (_, None) => Ok(()),
            (Table::Einstein { roll, .. } | Table::Quattro { roll, .. }, Some(0)) => {
                *roll = Some(None);
                Ok(())
            }
            (Table::Einstein { roll, .. } | Table::Quattro { roll, .. }, Some(value)) => {
                *roll = Some(Some(Die::new(value).ok_or_else(|| format!("roll {value}"))?));
                Ok(())
            }
            (Table::Koenigszabel { .. }, Some(value)) => {
                Err(format!("Königszabel has no die, but roll {value} was saved"))
            }
        }
    }

    /// What the turn waits for; `human` says whether a person sits at the
    /// seat to move. The caller has already checked for the end.
    pub(super) fn phase(&self, human: bool) -> Phase {
        if !human {
            return Phase::ComputerTurn;
        }
        match self {
            Table::Einstein { game, roll, selected } => match Table::effective_roll(game, *roll) {
                None => Phase::Roll,
                Some(roll) => match game.position().choosable_stones(roll) {
                    Ok(stones) if stones.len() > 1 && selected.is_none() => Phase::ChoosePiece,
                    _ => Phase::ChooseTarget,
                },
            },
            Table::Quattro { game, roll, selected } => match Table::quattro_roll(game, *roll) {
                None => Phase::Roll,
                Some(roll) => match game.position().choosable_stones(roll) {
                    Ok(stones) if stones.len() > 1 && selected.is_none() => Phase::ChoosePiece,
                    _ => Phase::ChooseTarget,
                },
            },
            Table::Koenigszabel { selected: None, .. } => Phase::ChoosePiece,
            Table::Koenigszabel { selected: Some(_), .. } => Phase::ChooseTarget,
        }
    }

    fn quattro_moving_stone(game: &quattro::Game, roll: Option<Roll>, selected: Option<Stone>) -> Option<Stone> {
        let roll = Table::quattro_roll(game, roll)?;
        selected.or_else(|| game.position().choosable_stones(roll).ok()?.single())
    }

    /// The EinStein stone that moves this turn, once it is known.
    fn moving_stone(game: &einstein::Game, roll: Option<Roll>, selected: Option<Stone>) -> Option<Stone> {
        let roll = Table::effective_roll(game, roll)?;
        selected.or_else(|| game.position().choosable_stones(roll).ok()?.single())
    }

    /// The last move, then the choices of `phase` when moves are highlighted;
    /// the later marks win.
    pub(super) fn marks(&self, phase: Phase, options: &ViewOptions) -> Vec<(String, Mark)> {
        let mut marks = Vec::new();
        if let Some(last) = self.game().last_move() {
            marks.push((last.from, Mark::LastFrom));
            marks.push((last.to, Mark::LastTo));
        }
        if !options.highlight_moves || !matches!(phase, Phase::ChoosePiece | Phase::ChooseTarget) {
            return marks;
        }
        let mut mark = |square: String, mark: Mark| marks.push((square, mark));
        match self {
            Table::Einstein { game, roll, selected } => {
                let position = game.position();
                let turn = position.turn();
                let roll = Table::effective_roll(game, *roll).expect("rolled in these phases");
                let at = |stone| position.square_of(einstein::Piece::new(turn, stone));
                if phase == Phase::ChoosePiece {
                    for stone in position.choosable_stones(roll).unwrap_or_default() {
                        at(stone).into_iter().for_each(|square| mark(square.to_string(), Mark::Choosable));
                    }
                } else if let Some(stone) = Table::moving_stone(game, Some(roll), *selected) {
                    at(stone).into_iter().for_each(|square| mark(square.to_string(), Mark::Moving));
                    position.targets(stone).for_each(|square| mark(square.to_string(), Mark::Target));
                }
            }
            Table::Quattro { game, roll, selected } => {
                let position = game.position();
                let turn = position.turn();
                let roll = Table::quattro_roll(game, *roll).expect("rolled in these phases");
                let at = |stone| position.square_of(quattro::Piece::new(turn, stone));
                if phase == Phase::ChoosePiece {
                    for stone in position.choosable_stones(roll).unwrap_or_default() {
                        at(stone).into_iter().for_each(|square| mark(square.to_string(), Mark::Choosable));
                    }
                } else if let Some(stone) = Table::quattro_moving_stone(game, Some(roll), *selected) {
                    at(stone).into_iter().for_each(|square| mark(square.to_string(), Mark::Moving));
                    position.targets(stone).for_each(|square| mark(square.to_string(), Mark::Target));
                }
            }
            Table::Koenigszabel { game, selected } => {
                let position = game.position();
                match selected {
                    None => {
                        for square in position.pieces_of(position.turn()).squares() {
                            if !position.targets(square).is_empty() {
                                mark(square.to_string(), Mark::Choosable);
                            }
                        }
                    }
                    Some(from) => {
                        mark(from.to_string(), Mark::Moving);
                        position.targets(*from).squares().for_each(|square| mark(square.to_string(), Mark::Target));
                    }
                }
            }
        }
        marks
    }

    /// The die as shown; `None` for games without dice.
    pub(super) fn die(&self, options: &ViewOptions, over: bool) -> Option<DieView> {
        let roll = match self {
            Table::Einstein { game, roll, .. } => Table::effective_roll(game, *roll),
            Table::Quattro { game, roll, .. } => Table::quattro_roll(game, *roll),
            Table::Koenigszabel { .. } => return None,
        };
        Some(match roll {
            _ if over => DieView::NotRolled,
            None => DieView::NotRolled,
            Some(None) => DieView::NoRoll,
            Some(Some(_)) if !options.show_die => DieView::Hidden,
            Some(Some(die)) => DieView::Value(die.value()),
        })
    }

    /// Whether the die still has to be rolled this turn (dice games only).
    pub(super) fn needs_roll(&self) -> bool {
        match self {
            Table::Einstein { game, roll: None, .. } => game.position().needs_roll(),
            Table::Quattro { game, roll: None, .. } => game.needs_roll(),
            _ => false,
        }
    }

    /// Rolls the die for the turn in progress.
    pub(super) fn roll(&mut self, rng: &mut impl Rng) -> Result<(), SessionError> {
        match self {
            Table::Einstein { game, roll, .. } => {
                if !game.position().needs_roll() {
                    return Err(SessionError::NoRollNeeded(game.position().turn().to_string()));
                }
                if roll.is_some() {
                    return Err(SessionError::AlreadyRolled);
                }
                *roll = Some(Some(Die::roll(rng)));
                Ok(())
            }
            Table::Quattro { game, roll, .. } => {
                if !game.needs_roll() {
                    return Err(SessionError::NoRollNeeded(game.seat_to_move().corner().to_owned()));
                }
                if roll.is_some() {
                    return Err(SessionError::AlreadyRolled);
                }
                *roll = Some(Some(Die::roll(rng)));
                Ok(())
            }
            Table::Koenigszabel { .. } => Err(SessionError::NoDice),
        }
    }

    /// Whether `name` names a square of this game's board.
    pub(super) fn has_square(&self, name: &str) -> bool {
        match self {
            Table::Einstein { .. } => name.parse::<einstein::Square>().is_ok(),
            Table::Koenigszabel { .. } => name.parse::<tafl::Square>().is_ok(),
            Table::Quattro { .. } => name.parse::<quattro::Square>().is_ok(),
        }
    }

    /// A human's tap on the square `name` in `phase` (a choosing phase).
    pub(super) fn tap(&mut self, name: &str, phase: Phase) -> Result<TapOutcome, SessionError> {
        let bad_square = || SessionError::BadSquare(name.to_owned());
        match self {
            Table::Einstein { game, roll, selected } => {
                let square: einstein::Square = name.parse().map_err(|_| bad_square())?;
                let position = *game.position();
                let turn = position.turn();
                let roll_now = Table::effective_roll(game, *roll).ok_or(SessionError::RollFirst)?;
                let choosable = position.choosable_stones(roll_now)?;
                let moving = Table::moving_stone(game, *roll, *selected);
                if let Some(stone) = moving.filter(|&stone| position.targets(stone).any(|t| t == square)) {
                    let from = position.square_of(einstein::Piece::new(turn, stone)).expect("on the board");
                    let mv = position.find_move(roll_now, from, square)?;
                    return play_einstein(game, roll, selected, &mv);
                }
                // Picking (or switching to) a choosable stone.
                let own = position.piece_at(square).filter(|p| p.side == turn).map(|p| p.stone);
                match own.filter(|&stone| choosable.contains(stone)) {
                    Some(stone) => {
                        *selected = Some(stone);
                        let targets: Vec<einstein::Square> = position.targets(stone).collect();
                        if let [only] = targets.as_slice() {
                            let mv = position.find_move(roll_now, square, *only)?;
                            return play_einstein(game, roll, selected, &mv);
                        }
                        Ok(TapOutcome::Selected(square.to_string()))
                    }
                    None if phase == Phase::ChooseTarget => Ok(TapOutcome::Ignored(Ignored::NotATarget)),
                    None => Ok(TapOutcome::Ignored(Ignored::NotChoosable)),
                }
            }
            Table::Quattro { game, roll, selected } => {
                let square: quattro::Square = name.parse().map_err(|_| bad_square())?;
                let position = *game.position();
                let turn = position.turn();
                let roll_now = Table::quattro_roll(game, *roll).ok_or(SessionError::RollFirst)?;
                let choosable = position.choosable_stones(roll_now)?;
                let moving = Table::quattro_moving_stone(game, *roll, *selected);
                if let Some(stone) = moving.filter(|&stone| position.targets(stone).any(|t| t == square)) {
                    let from = position.square_of(quattro::Piece::new(turn, stone)).expect("on the board");
                    let mv = position.find_move(roll_now, from, square)?;
                    return play_quattro(game, roll, selected, &mv);
                }
                let own = position.piece_at(square).filter(|p| p.seat == turn).map(|p| p.stone);
                match own.filter(|&stone| choosable.contains(stone)) {
                    Some(stone) => {
                        *selected = Some(stone);
                        let targets: Vec<quattro::Square> = position.targets(stone).collect();
                        if let [only] = targets.as_slice() {
                            let mv = position.find_move(roll_now, square, *only)?;
                            return play_quattro(game, roll, selected, &mv);
                        }
                        Ok(TapOutcome::Selected(square.to_string()))
                    }
                    None if phase == Phase::ChooseTarget => Ok(TapOutcome::Ignored(Ignored::NotATarget)),
                    None => Ok(TapOutcome::Ignored(Ignored::NotChoosable)),
                }
            }
            Table::Koenigszabel { game, selected } => {
                let square: tafl::Square = name.parse().map_err(|_| bad_square())?;
                let position = *game.position();
                if let Some(from) = *selected
                    && position.targets(from).contains(square)
                {
                    let ply = game.play(tafl::Move { from, to: square })?;
                    *selected = None;
                    return Ok(TapOutcome::Moved(ply.to_string()));
                }
                let own = position.piece_at(square).is_some_and(|piece| piece.side == position.turn());
                if own && !position.targets(square).is_empty() {
                    *selected = Some(square);
                    return Ok(TapOutcome::Selected(square.to_string()));
                }
                Ok(TapOutcome::Ignored(if selected.is_some() { Ignored::NotATarget } else { Ignored::NotChoosable }))
            }
        }
    }

    /// Plays the computer's EinStein move with the roll it was given, or its
    /// Königszabel move.
    pub(super) fn play_chosen(&mut self, chosen: Chosen) -> Result<(), SessionError> {
        match (self, chosen) {
            (Table::Einstein { game, roll, selected }, Chosen::Einstein(mv)) => {
                play_einstein(game, roll, selected, &mv)?;
            }
            (Table::Koenigszabel { game, selected }, Chosen::Koenigszabel(mv)) => {
                game.play(mv)?;
                *selected = None;
            }
            (Table::Quattro { game, roll, selected }, Chosen::Quattro(mv)) => {
                play_quattro(game, roll, selected, &mv)?;
            }
            _ => return Err(SessionError::Internal("a move of another game".to_owned())),
        }
        Ok(())
    }

    /// Plays every human EinStein turn that leaves nothing to decide (E4.7).
    pub(super) fn play_automatic(&mut self, human: impl Fn(Seat) -> bool) -> Result<(), SessionError> {
        match self {
            Table::Einstein { game, roll, selected } => {
                while game.outcome().is_none() && human(GameState::seat_to_move(game)) {
                    let Some(roll_now) = Table::effective_roll(game, *roll) else { break };
                    let moves = game.position().legal_moves(roll_now)?;
                    let [only] = moves.as_slice() else { break };
                    game.play(roll_now, only)?;
                    *roll = None;
                    *selected = None;
                }
            }
            Table::Quattro { game, roll, selected } => {
                while !game.is_over() && human(GameState::seat_to_move(game)) {
                    let Some(roll_now) = Table::quattro_roll(game, *roll) else { break };
                    let moves = game.legal_moves(roll_now)?;
                    let [only] = moves.as_slice() else { break };
                    game.play(roll_now, only)?;
                    *roll = None;
                    *selected = None;
                }
            }
            Table::Koenigszabel { .. } => {}
        }
        Ok(())
    }

    /// Takes back plies until `plies` remain, and forgets the turn's choices.
    pub(super) fn undo_to(&mut self, plies: usize) {
        match self {
            Table::Einstein { game, roll, selected } => {
                while game.plies().len() > plies {
                    game.undo();
                }
                *roll = None;
                *selected = None;
            }
            Table::Koenigszabel { game, selected } => {
                while game.plies().len() > plies {
                    game.undo();
                }
                *selected = None;
            }
            Table::Quattro { game, roll, selected } => {
                while game.plies().len() > plies {
                    game.undo();
                }
                *roll = None;
                *selected = None;
            }
        }
    }
}

/// A move the computer chose, for the game it was asked about.
pub(super) enum Chosen {
    Einstein(einstein::Move),
    Koenigszabel(tafl::Move),
    Quattro(quattro::Move),
}

fn play_einstein(
    game: &mut einstein::Game,
    roll: &mut Option<Roll>,
    selected: &mut Option<Stone>,
    mv: &einstein::Move,
) -> Result<TapOutcome, SessionError> {
    let roll_now = Table::effective_roll(game, *roll).ok_or(SessionError::RollFirst)?;
    game.play(roll_now, mv)?;
    *roll = None;
    *selected = None;
    Ok(TapOutcome::Moved(mv.to_string()))
}

fn play_quattro(
    game: &mut quattro::Game,
    roll: &mut Option<Roll>,
    selected: &mut Option<Stone>,
    mv: &quattro::Move,
) -> Result<TapOutcome, SessionError> {
    let roll_now = Table::quattro_roll(game, *roll).ok_or(SessionError::RollFirst)?;
    game.play(roll_now, mv)?;
    *roll = None;
    *selected = None;
    Ok(TapOutcome::Moved(mv.to_string()))
}
