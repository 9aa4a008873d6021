//! OpenTafl's notation (OTN) for positions and rules, as OTEP hosts send
//! them and OpenTafl's game records carry them (PROTOCOLS.md). A position is
//! ranks between slashes, rank 1 first (K10 writes rank 13 first), `t`
//! attacker, `T` defender, `K` king, digits for runs of empty squares; the
//! side to move is not part of it, the rules' `atkf` says who begins.

use super::{Position, Rules, SIZE, Side, Square};

/// Königszabel's rules in OTN's keys, as close as OpenTafl can express them
/// (PROTOCOLS.md): its shieldwall is the weak one, since castles do not flank
/// a wall (K7).
pub fn rules_string(start: &Position) -> String {
    let shieldwall = if start.rules().shieldwall { "w" } else { "n" };
    let attackers_first = if start.turn() == Side::Attackers { "y" } else { "n" };
    format!(
        "dim:13 esc:c atkf:{attackers_first} ks:m cenp:K cens:K corp:K cors:K sw:{shieldwall} efe:n start:{}",
        to_otn(start)
    )
}

/// The game an OTN rules string sets up, or why Zabel cannot play it. Only
/// `key:value` words count, so an OTEP `rules` line may be passed whole; king
/// strength, throne and corner keys are played by RULES.md Part K.
pub fn read_rules(line: &str) -> Result<Position, String> {
    let mut rules = Rules::default();
    let mut first = Side::Attackers;
    let mut start = None;
    for pair in line.split_whitespace() {
        let Some((key, value)) = pair.split_once(':') else { continue };
        let cannot = |what: String| Err(format!("cannot play {what}"));
        match (key, value) {
            ("dim", "13") | ("esc", "c") | ("atkf", "y") | ("efe", "n") | ("sw", "n") => {}
            ("sw", _) => rules.shieldwall = true,
            ("atkf", _) => first = Side::Defenders,
            ("dim", other) => return cannot(format!("a {other}×{other} board (Königszabel is 13×13)")),
            ("esc", other) => return cannot(format!("escape '{other}' (the king escapes to the corners, K8.1)")),
            ("efe", _) => return cannot("edge forts".to_owned()),
            ("start", position) => start = Some(position),
            _ => {}
        }
    }
    match start {
        Some(otn) => {
            from_otn(otn, first).map(|position| position.with_rules(rules)).map_err(|why| format!("start: {why}"))
        }
        None if first == Side::Attackers => Ok(Position::start(rules)),
        None => Err("cannot play defenders moving first from the start (the attackers begin, K2)".to_owned()),
    }
}

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

    #[test]
    fn rules_strings_read_back_and_name_what_zabel_cannot_play() {
        let seed = "dim:13 esc:c atkf:y ks:m cenp:K cens:K corp:K cors:K sw:n efe:n";
        assert_eq!(read_rules(seed), Ok(Position::start(Rules::default())));
        assert!(read_rules(&format!("{seed} sw:w")).unwrap().rules().shieldwall);
        for start in
            [Position::start(Rules { shieldwall: true }), "13/13/13/13/13/13/13/13/13/k12/13/13/4a8 d".parse().unwrap()]
        {
            assert_eq!(read_rules(&rules_string(&start)), Ok(start), "{}", rules_string(&start));
        }
        assert!(read_rules("dim:11").unwrap_err().contains("11×11"));
        assert!(read_rules("esc:e").unwrap_err().contains("escape"));
        assert!(read_rules("efe:y").unwrap_err().contains("edge forts"));
        assert!(read_rules("atkf:n").unwrap_err().contains("defenders moving first"));
        assert!(read_rules("start:/13/").is_err());
    }
}
