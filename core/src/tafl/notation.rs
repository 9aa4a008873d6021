//! The position notation of K10: ranks 13 (top) down to 1 separated by `/`,
//! files a→m within a rank, `a` attacker, `d` defender, `k` king, numbers
//! 1..13 for runs of empty squares; then a space and `a` or `d` for the side
//! to move; then ` shieldwall` when that option is on.

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use super::piece::{Piece, Side};
use super::position::{Position, PositionError, Rules, START};
use super::square::{SIZE, Square};

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum NotationError {
    #[error("expected '<ranks> <side to move>' and optionally ' shieldwall', e.g. '{START}'")]
    Shape,
    #[error("expected 13 ranks separated by '/', found {0}")]
    RankCount(usize),
    #[error("rank {rank}: '{token}' is not a piece (a, d, k) or a count of empty squares (1..13)")]
    Token { rank: u8, token: String },
    #[error("rank {rank}: describes {width} squares, expected 13")]
    Width { rank: u8, width: usize },
    #[error("side to move: '{0}' is neither 'a' (attackers) nor 'd' (defenders)")]
    Side(String),
    #[error("'{0}' after the side to move: the only option is 'shieldwall'")]
    Option(String),
    #[error(transparent)]
    Position(#[from] PositionError),
}

impl FromStr for Position {
    type Err = NotationError;

    fn from_str(text: &str) -> Result<Position, NotationError> {
        let fields: Vec<&str> = text.split_whitespace().collect();
        let (ranks, side, option) = match fields.as_slice() {
            [ranks, side] => (*ranks, *side, None),
            [ranks, side, option] => (*ranks, *side, Some(*option)),
            _ => return Err(NotationError::Shape),
        };
        let turn = Side::from_letter(side).ok_or_else(|| NotationError::Side(side.to_owned()))?;
        let rules = match option {
            None => Rules { shieldwall: false },
            Some("shieldwall") => Rules { shieldwall: true },
            Some(other) => return Err(NotationError::Option(other.to_owned())),
        };
        let ranks: Vec<&str> = ranks.split('/').collect();
        if ranks.len() != SIZE as usize {
            return Err(NotationError::RankCount(ranks.len()));
        }
        let mut pieces = Vec::new();
        for (row, text) in ranks.iter().enumerate() {
            let rank = SIZE - row as u8;
            pieces.extend(read_rank(rank, text)?);
        }
        Ok(Position::from_pieces(pieces, turn, rules)?)
    }
}

/// One rank's pieces; `rank` counted from 1 as written.
fn read_rank(rank: u8, text: &str) -> Result<Vec<(Square, Piece)>, NotationError> {
    let mut pieces = Vec::new();
    let mut file = 0usize;
    let mut rest = text;
    while let Some(c) = rest.chars().next() {
        let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
        let token_len = if digits > 0 { digits } else { c.len_utf8() };
        let (token, tail) = rest.split_at(token_len);
        rest = tail;
        let bad = || NotationError::Token { rank, token: token.to_owned() };
        if digits > 0 {
            match token.parse::<usize>() {
                Ok(n @ 1..=13) if !token.starts_with('0') => file += n,
                _ => return Err(bad()),
            }
        } else {
            let piece = Piece::from_letter(c).ok_or_else(bad)?;
            if let Some(square) = Square::new(file as u8, rank - 1).filter(|_| file < SIZE as usize) {
                pieces.push((square, piece));
            }
            file += 1;
        }
    }
    if file != SIZE as usize {
        return Err(NotationError::Width { rank, width: file });
    }
    Ok(pieces)
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for rank in (0..SIZE).rev() {
            if rank < SIZE - 1 {
                f.write_str("/")?;
            }
            let mut empty = 0;
            for file in 0..SIZE {
                match self.piece_at(Square::new(file, rank).expect("on the board")) {
                    Some(piece) => {
                        if empty > 0 {
                            write!(f, "{empty}")?;
                            empty = 0;
                        }
                        write!(f, "{}", piece.letter())?;
                    }
                    None => empty += 1,
                }
            }
            if empty > 0 {
                write!(f, "{empty}")?;
            }
        }
        write!(f, " {}", self.turn().letter())?;
        if self.rules().shieldwall {
            f.write_str(" shieldwall")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn k10_start_reads_as_k2_and_prints_back() {
        let start: Position = START.parse().unwrap();
        assert_eq!(start.to_string(), START);
        assert_eq!(start.turn(), Side::Attackers);
        assert_eq!(start.king(), Some(Square::THRONE));
        assert_eq!(start.men(Side::Attackers).count(), 24);
        assert_eq!(start.men(Side::Defenders).count(), 12);
        let named = |names: &str| names.split(' ').map(|n| n.parse::<Square>().unwrap()).collect::<Vec<_>>();
        for square in named("f6 g6 h6 f7 h7 f8 g8 h8 g5 g9 e7 i7") {
            assert_eq!(start.piece_at(square), Some(Piece::DEFENDER), "{square}");
        }
        let attackers = "e1 f1 g1 h1 i1 g2 e13 f13 g13 h13 i13 g12 a5 a6 a7 a8 a9 b7 m5 m6 m7 m8 m9 l7";
        for square in named(attackers) {
            assert_eq!(start.piece_at(square), Some(Piece::ATTACKER), "{square}");
        }
        let walled = Position::start(Rules { shieldwall: true });
        assert_eq!(walled.to_string(), format!("{START} shieldwall"));
        assert_eq!(walled.to_string().parse::<Position>(), Ok(walled));
    }

    #[test]
    fn k10_bad_notation_names_the_field_and_the_reason() {
        let err = |text: &str| text.parse::<Position>().unwrap_err().to_string();
        let empty = "13/13/13/13/13/13/6k6/13/13/13/13/13/1a11";
        assert_eq!(err(""), NotationError::Shape.to_string());
        assert_eq!(err("13/13 a"), "expected 13 ranks separated by '/', found 2");
        assert_eq!(err(&format!("{empty} x")), "side to move: 'x' is neither 'a' (attackers) nor 'd' (defenders)");
        assert_eq!(err(&format!("{empty} a walls")), "'walls' after the side to move: the only option is 'shieldwall'");
        assert_eq!(err(&format!("{empty} a shieldwall x")), NotationError::Shape.to_string());
        let with_rank = |rank_13: &str| format!("{rank_13}/13/13/13/13/13/6k6/13/13/13/13/13/1a11 a");
        assert_eq!(err(&with_rank("12")), "rank 13: describes 12 squares, expected 13");
        assert_eq!(err(&with_rank("14")), "rank 13: '14' is not a piece (a, d, k) or a count of empty squares (1..13)");
        assert_eq!(
            err(&with_rank("0a12")),
            "rank 13: '0' is not a piece (a, d, k) or a count of empty squares (1..13)"
        );
        assert_eq!(err(&with_rank("a12a")), "rank 13: describes 14 squares, expected 13");
        assert_eq!(err(&with_rank("x12")), "rank 13: 'x' is not a piece (a, d, k) or a count of empty squares (1..13)");
        assert_eq!(err(&with_rank("1a9k1")), "there is more than one king");
        assert_eq!(err(&with_rank("12d")), "only the king may stand on m13, a castle (K3)");
        assert_eq!(err("13/13/13/13/13/13/6a6/13/13/13/13/13/k12 a"), "only the king may stand on g7, the throne (K3)");
        assert_eq!(
            err("13/13/13/13/13/13/13/13/13/13/13/13/1a11 a"),
            PositionError::CapturedKingButAttackersToMove.to_string()
        );
        assert_eq!(
            err("13/13/13/13/13/13/13/13/13/13/13/13/k12 d"),
            PositionError::EscapedKingButDefendersToMove("a1".parse().unwrap()).to_string()
        );
        assert_eq!(err("13/13/13/13/13/13/6k6/13/13/13/13/13/13 d"), PositionError::MoverHasNoPieces.to_string());
    }

    #[test]
    fn k10_a_finished_position_reads_and_prints() {
        for text in
            ["13/13/13/13/13/13/13/13/13/13/13/13/1a11 d", "13/13/13/13/13/13/5a7/13/13/13/13/13/k12 a shieldwall"]
        {
            assert_eq!(text.parse::<Position>().unwrap().to_string(), text);
        }
    }
}
