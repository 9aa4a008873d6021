//! The board part of the position notation, shared by E8 (5×5) and Q5
//! (6×6): ranks from the top separated by `/`, files from the left within a
//! rank, a stone as its owner's capital letter and its number, a digit for
//! a run of empty squares. Only the owners' letters differ between the games.

use std::fmt;

use thiserror::Error;

use crate::grid::Square;

use super::stone::Stone;

/// What is wrong with the ranks of a board `size` squares wide, whose
/// stones are named `stones` (e.g. "R1..R6, B1..B6"); ranks count from 1.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum RanksError {
    #[error("expected {size} ranks separated by '/', found {found}")]
    Count { size: u8, found: usize },
    #[error("rank {rank}: '{token}' is not a stone ({stones}) or a count of empty squares (1..{size})")]
    Token { size: u8, stones: &'static str, rank: usize, token: String },
    #[error("rank {rank}: describes {width} squares, expected {size}")]
    Width { size: u8, rank: usize, width: usize },
}

/// The pieces the ranks place; `owner` reads an owner's capital letter,
/// `piece` makes that owner's stone, and `stones` names them for errors.
pub(crate) fn parse<const SIZE: u8, O, P>(
    text: &str,
    stones: &'static str,
    owner: impl Fn(char) -> Option<O>,
    piece: impl Fn(O, Stone) -> P,
) -> Result<Vec<(Square<SIZE>, P)>, RanksError> {
    let ranks: Vec<&str> = text.split('/').collect();
    if ranks.len() != usize::from(SIZE) {
        return Err(RanksError::Count { size: SIZE, found: ranks.len() });
    }
    let mut pieces = Vec::new();
    for (rank_index, rank_text) in ranks.iter().enumerate() {
        let rank = rank_index + 1;
        let bad = |token: String| RanksError::Token { size: SIZE, stones, rank, token };
        let mut file = 0usize;
        let mut chars = rank_text.chars();
        while let Some(c) = chars.next() {
            if let Some(owner) = owner(c).filter(|_| c.is_ascii_uppercase()) {
                let number = chars.next();
                let stone = number.and_then(|n| n.to_digit(10)).and_then(|n| Stone::new(n as u8));
                let stone = stone.ok_or_else(|| bad(format!("{c}{}", number.map(String::from).unwrap_or_default())))?;
                // Past the last file the rank is too wide; that is reported
                // once the whole rank is read.
                if let Some(square) = Square::new(file.min(usize::from(SIZE)) as u8, rank_index as u8) {
                    pieces.push((square, piece(owner, stone)));
                }
                file += 1;
            } else {
                match c.to_digit(10) {
                    Some(n) if (1..=u32::from(SIZE)).contains(&n) => file += n as usize,
                    _ => return Err(bad(c.to_string())),
                }
            }
        }
        if file != usize::from(SIZE) {
            return Err(RanksError::Width { size: SIZE, rank, width: file });
        }
    }
    Ok(pieces)
}

/// Writes the ranks of a board with these pieces.
pub(crate) fn write<const SIZE: u8, P: fmt::Display>(
    f: &mut fmt::Formatter<'_>,
    piece_at: impl Fn(Square<SIZE>) -> Option<P>,
) -> fmt::Result {
    for rank in 0..SIZE {
        if rank > 0 {
            f.write_str("/")?;
        }
        let mut empty = 0;
        for file in 0..SIZE {
            let square = Square::new(file, rank).expect("on the board");
            match piece_at(square) {
                Some(piece) => {
                    if empty > 0 {
                        write!(f, "{empty}")?;
                        empty = 0;
                    }
                    write!(f, "{piece}")?;
                }
                None => empty += 1,
            }
        }
        if empty > 0 {
            write!(f, "{empty}")?;
        }
    }
    Ok(())
}
