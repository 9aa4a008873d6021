//! OpenTafl's OTN positions, as OTEP hosts send them (PROTOCOLS.md): ranks
//! between slashes, rank 1 first (K10 writes rank 13 first), `t` attacker,
//! `T` defender, `K` king, digits for runs of empty squares. The side to move
//! is not part of it.

use super::{Position, SIZE, Side, Square};

/// An OTN position as K10 (rank 13 first) with `turn` to move.
pub fn from_otn(otn: &str, turn: Side) -> Result<Position, String> {
    let ranks: Vec<&str> = otn.trim().trim_matches('/').split('/').collect();
    if ranks.len() != SIZE as usize {
        return Err(format!("'{otn}' has {} ranks, not {SIZE}", ranks.len()));
    }
    let mut k10 = String::new();
    for (index, rank) in ranks.iter().rev().enumerate() {
        if index > 0 {
            k10.push('/');
        }
        for c in rank.chars() {
            k10.push(match c {
                't' => 'a',
                'T' => 'd',
                'K' => 'k',
                digit if digit.is_ascii_digit() => digit,
                other => return Err(format!("'{other}' in '{otn}' is not t, T, K or a digit")),
            });
        }
    }
    k10.push_str(if turn == Side::Attackers { " a" } else { " d" });
    k10.parse::<Position>().map_err(|e| format!("position '{otn}': {e}"))
}

/// A position as OTN, rank 1 first.
pub fn to_otn(position: &Position) -> String {
    let mut text = String::from("/");
    for rank in 0..SIZE {
        let mut empty = 0;
        for file in 0..SIZE {
            let square = Square::new(file, rank).expect("on the board");
            match position.piece_at(square) {
                None => empty += 1,
                Some(piece) => {
                    if empty > 0 {
                        text += &empty.to_string();
                        empty = 0;
                    }
                    text.push(match (piece.side, piece.is_king()) {
                        (_, true) => 'K',
                        (Side::Attackers, false) => 't',
                        (Side::Defenders, false) => 'T',
                    });
                }
            }
        }
        if empty > 0 {
            text += &empty.to_string();
        }
        text.push('/');
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tafl::Rules;

    #[test]
    fn otn_is_k10_turned_upside_down() {
        let start = Position::start(Rules::default());
        let otn = to_otn(&start);
        assert!(otn.starts_with("/4ttttt4/6t6/13/13/t5T5t/"), "{otn}");
        assert_eq!(from_otn(&otn, Side::Attackers).unwrap(), start);
        // An unsymmetric position: rank 1 first.
        let one: Position = "13/13/13/13/13/13/6k6/13/13/13/13/13/1a11 a".parse().unwrap();
        assert!(to_otn(&one).starts_with("/1t11/13/"), "{}", to_otn(&one));
        assert_eq!(from_otn(&to_otn(&one), Side::Attackers).unwrap(), one);
        assert!(from_otn("/13/", Side::Attackers).is_err());
        assert!(from_otn(&otn.replace('K', "Q"), Side::Attackers).is_err());
    }
}
