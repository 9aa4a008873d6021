//! Moves (K3) and the move notation of K9: `e1-e4`, captures after `x`
//! joined by `/` (`e1-e4xe5/d4`), `++` when the king is captured, `--` when
//! he escapes.

use std::fmt;
use std::str::FromStr;

use arrayvec::ArrayVec;
use thiserror::Error;

use super::square::{Bitboard, Square};

/// A piece's slide from one square to another along a rank or file.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Move {
    pub from: Square,
    pub to: Square,
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.from, self.to)
    }
}

/// 24 attackers reaching at most 24 squares each bound any side's moves.
pub const MAX_MOVES: usize = 24 * 24;

pub type MoveList = ArrayVec<Move, MAX_MOVES>;

/// A move as it was played: what it captured and how it ended the game.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Ply {
    pub mv: Move,
    /// Every square emptied by the move's captures, the king's included.
    pub captured: Bitboard,
    pub king_captured: bool,
    pub king_escaped: bool,
}

impl Ply {
    /// The captured squares, sorted by name as the CLI and records print them.
    pub fn captured_names(&self) -> Vec<String> {
        let mut names: Vec<String> = self.captured.squares().map(|square| square.to_string()).collect();
        names.sort();
        names
    }
}

impl fmt::Display for Ply {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.mv)?;
        if !self.captured.is_empty() {
            write!(f, "x{}", self.captured_names().join("/"))?;
        }
        if self.king_captured {
            f.write_str("++")?;
        }
        if self.king_escaped {
            f.write_str("--")?;
        }
        Ok(())
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("'{0}' is not a move like e1-e4 (captures as e1-e4xe5/d4, then ++ or --)")]
pub struct ParseMoveError(pub String);

/// A move in K9 notation as written, before the rules have judged it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct WrittenMove {
    pub mv: Move,
    pub captured: Bitboard,
    pub king_captured: bool,
    pub king_escaped: bool,
}

impl WrittenMove {
    /// Whether the written captures and marks are what the board gave.
    pub fn agrees_with(&self, ply: &Ply) -> bool {
        self.mv == ply.mv
            && self.captured == ply.captured
            && self.king_captured == ply.king_captured
            && self.king_escaped == ply.king_escaped
    }
}

impl FromStr for WrittenMove {
    type Err = ParseMoveError;

    fn from_str(text: &str) -> Result<WrittenMove, ParseMoveError> {
        let bad = || ParseMoveError(text.to_owned());
        let (rest, king_captured) = text.strip_suffix("++").map_or((text, false), |rest| (rest, true));
        let (rest, king_escaped) = rest.strip_suffix("--").map_or((rest, false), |rest| (rest, true));
        // The king is either captured or escapes, never both in one move.
        if king_captured && king_escaped {
            return Err(bad());
        }
        let (mv, captures) = rest.split_once('x').map_or((rest, None), |(mv, captures)| (mv, Some(captures)));
        let mv: Move = mv.parse().map_err(|_| bad())?;
        let mut captured = Bitboard::EMPTY;
        for name in captures.map(|c| c.split('/').collect()).unwrap_or_else(Vec::new) {
            let square: Square = name.parse().map_err(|_| bad())?;
            if captured.contains(square) {
                return Err(bad());
            }
            captured.insert(square);
        }
        Ok(WrittenMove { mv, captured, king_captured, king_escaped })
    }
}

impl FromStr for Move {
    type Err = ParseMoveError;

    /// `e1-e4`; the rules decide later whether it is legal.
    fn from_str(text: &str) -> Result<Move, ParseMoveError> {
        let bad = || ParseMoveError(text.to_owned());
        let (from, to) = text.split_once('-').ok_or_else(bad)?;
        Ok(Move { from: from.parse().map_err(|_| bad())?, to: to.parse().map_err(|_| bad())? })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn k9_notation_reads_captures_and_king_marks() {
        let written: WrittenMove = "e1-e4xe5/d4".parse().unwrap();
        assert_eq!(written.mv.to_string(), "e1-e4");
        assert_eq!(written.captured.count(), 2);
        assert!(!written.king_captured && !written.king_escaped);
        let ply = Ply { mv: written.mv, captured: written.captured, king_captured: false, king_escaped: false };
        assert_eq!(ply.to_string(), "e1-e4xd4/e5");
        assert!(written.agrees_with(&ply));
        let taken: WrittenMove = "f7-g7xg8++".parse().unwrap();
        assert!(taken.king_captured);
        let out: WrittenMove = "a5-a1--".parse().unwrap();
        assert!(out.king_escaped && out.captured.is_empty());
    }

    #[test]
    fn k9_bad_moves_are_refused() {
        for bad in [
            "",
            "e1",
            "e1-",
            "e1e4",
            "e1-e4x",
            "e1-e4xe5/",
            "e1-e4xe5/e5",
            "e1-n4",
            "e1-e4+",
            "e1-e4xz9",
            "e1-e4-e5",
            "f7-g8--++",
            "f7-g8++--",
        ] {
            assert!(bad.parse::<WrittenMove>().is_err(), "{bad:?}");
        }
    }
}
