//! The turn state machine of each game: what a tap or a roll means at this
//! moment, which squares are marked, and what the computer is asked.
//! The dice games' turn is in `dice.rs`; Königszabel: pick a piece, pick a
//! target.

use rand::Rng;

use super::dice::DiceTurn;
use super::view::{DieView, Phase};
use super::{Ignored, SessionError, TapOutcome, ViewOptions};
use crate::einstein::{self, quattro};
use crate::game::{AnyGame, GameState, Mark, Seat};
use crate::tafl;

/// The game with the choices made so far in the turn in progress.
#[derive(Clone, Debug)]
pub(super) enum Table {
    Einstein(DiceTurn<einstein::Game>),
    Koenigszabel {
        game: tafl::Game,
        selected: Option<tafl::Square>,
    },
    /// Three or four players: EinStein's turn with more seats (Part Q).
    Quattro(DiceTurn<quattro::Game>),
}

impl Table {
    pub(super) fn new(game: AnyGame) -> Table {
        match game {
            AnyGame::Einstein(game) => Table::Einstein(DiceTurn::new(game)),
            AnyGame::Koenigszabel(game) => Table::Koenigszabel { game, selected: None },
            AnyGame::Quattro(game) => Table::Quattro(DiceTurn::new(game)),
        }
    }

    pub(super) fn game(&self) -> &dyn GameState {
        match self {
            Table::Einstein(turn) => &turn.game,
            Table::Koenigszabel { game, .. } => game,
            Table::Quattro(turn) => &turn.game,
        }
    }

    pub(super) fn any_game(&self) -> AnyGame {
        match self {
            Table::Einstein(turn) => AnyGame::Einstein(turn.game.clone()),
            Table::Koenigszabel { game, .. } => AnyGame::Koenigszabel(game.clone()),
            Table::Quattro(turn) => AnyGame::Quattro(turn.game.clone()),
        }
    }

    /// The roll of the turn in progress, as saved: `None` not rolled,
    /// `Some(0)` no roll to make.
    pub(super) fn saved_roll(&self) -> Option<u8> {
        match self {
            Table::Einstein(turn) => turn.saved_roll(),
            Table::Quattro(turn) => turn.saved_roll(),
            Table::Koenigszabel { .. } => None,
        }
    }

    pub(super) fn restore_roll(&mut self, saved: Option<u8>) -> Result<(), String> {
        let Some(saved) = saved else { return Ok(()) };
        match self {
            Table::Einstein(turn) => turn.restore_roll(saved),
            Table::Quattro(turn) => turn.restore_roll(saved),
            Table::Koenigszabel { .. } => Err(format!("Königszabel has no die, but roll {saved} was saved")),
        }
    }

    /// What the turn waits for; `human` says whether a person sits at the
    /// seat to move. The caller has already checked for the end.
    pub(super) fn phase(&self, human: bool) -> Phase {
        if !human {
            return Phase::ComputerTurn;
        }
        match self {
            Table::Einstein(turn) => turn.phase(),
            Table::Quattro(turn) => turn.phase(),
            Table::Koenigszabel { selected: None, .. } => Phase::ChoosePiece,
            Table::Koenigszabel { selected: Some(_), .. } => Phase::ChooseTarget,
        }
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
            Table::Einstein(turn) => turn.mark_choices(phase, &mut mark),
            Table::Quattro(turn) => turn.mark_choices(phase, &mut mark),
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
        match self {
            Table::Einstein(turn) => Some(turn.die(options, over)),
            Table::Quattro(turn) => Some(turn.die(options, over)),
            Table::Koenigszabel { .. } => None,
        }
    }

    /// Whether the die still has to be rolled this turn (dice games only).
    pub(super) fn needs_roll(&self) -> bool {
        match self {
            Table::Einstein(turn) => turn.needs_roll(),
            Table::Quattro(turn) => turn.needs_roll(),
            Table::Koenigszabel { .. } => false,
        }
    }

    /// Rolls the die for the turn in progress.
    pub(super) fn roll(&mut self, rng: &mut impl Rng) -> Result<(), SessionError> {
        match self {
            Table::Einstein(turn) => turn.roll(rng),
            Table::Quattro(turn) => turn.roll(rng),
            Table::Koenigszabel { .. } => Err(SessionError::NoDice),
        }
    }

    /// Whether `name` names a square of this game's board.
    pub(super) fn has_square(&self, name: &str) -> bool {
        match self {
            Table::Einstein(_) => DiceTurn::<einstein::Game>::has_square(name),
            Table::Koenigszabel { .. } => name.parse::<tafl::Square>().is_ok(),
            Table::Quattro(_) => DiceTurn::<quattro::Game>::has_square(name),
        }
    }

    /// A human's tap on the square `name` in `phase` (a choosing phase).
    pub(super) fn tap(&mut self, name: &str, phase: Phase) -> Result<TapOutcome, SessionError> {
        match self {
            Table::Einstein(turn) => turn.tap(name, phase),
            Table::Quattro(turn) => turn.tap(name, phase),
            Table::Koenigszabel { game, selected } => {
                let square: tafl::Square = name.parse().map_err(|_| SessionError::BadSquare(name.to_owned()))?;
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
            (Table::Einstein(turn), Chosen::Einstein(mv)) => {
                turn.play(&mv)?;
            }
            (Table::Koenigszabel { game, selected }, Chosen::Koenigszabel(mv)) => {
                game.play(mv)?;
                *selected = None;
            }
            (Table::Quattro(turn), Chosen::Quattro(mv)) => {
                turn.play(&mv)?;
            }
            _ => return Err(SessionError::Internal("a move of another game".to_owned())),
        }
        Ok(())
    }

    /// Plays every human dice turn that leaves nothing to decide (E4.7).
    pub(super) fn play_automatic(&mut self, human: impl Fn(Seat) -> bool) -> Result<(), SessionError> {
        match self {
            Table::Einstein(turn) => turn.play_automatic(human),
            Table::Quattro(turn) => turn.play_automatic(human),
            Table::Koenigszabel { .. } => Ok(()),
        }
    }

    /// Takes back plies until `plies` remain, and forgets the turn's choices.
    pub(super) fn undo_to(&mut self, plies: usize) {
        match self {
            Table::Einstein(turn) => turn.undo_to(plies),
            Table::Quattro(turn) => turn.undo_to(plies),
            Table::Koenigszabel { game, selected } => {
                while game.plies().len() > plies {
                    game.undo();
                }
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
