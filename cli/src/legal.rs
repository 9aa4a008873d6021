//! `zabel ewn legal`: one line `<E8 or Q5 position> <die>` in, the legal
//! moves out, so the rules can be checked against other implementations.

use std::io::{self, BufWriter, Write};
use zabel_core::einstein::DicePosition;

use zabel_core::einstein::{Position, parse_roll};
use zabel_core::quattro::{self, Seating};

pub fn run() -> io::Result<()> {
    let stdin = io::stdin().lock();
    let mut out = BufWriter::new(io::stdout().lock());
    for line in crate::lines::lines(stdin) {
        match line?.map_err(|bad| bad.to_string()).and_then(|line| legal_moves(&line)) {
            Ok(moves) => writeln!(out, "{moves}")?,
            Err(reason) => writeln!(out, "error: {reason}")?,
        }
    }
    out.flush()
}

/// The legal moves, sorted and separated by spaces, or why there are none.
pub fn legal_moves(line: &str) -> Result<String, String> {
    let line = line.trim();
    let Some((position, roll)) = line.rsplit_once(char::is_whitespace) else {
        return Err("expected '<position> <die>', e.g. '2B22/R1R53/1R43/3B6B1/2B41B5 b 2'".to_owned());
    };
    let roll = parse_roll(roll).ok_or_else(|| format!("'{roll}' is not a die (1..6, or - for no roll)"))?;
    // A Q5 position ends with its game's name; an E8 position with the side to move.
    let game = position.rsplit(char::is_whitespace).next().unwrap_or_default();
    let moves = if game.parse::<Seating>().is_ok() {
        let position: quattro::Position = position.parse().map_err(|e| format!("{e}"))?;
        position.legal_moves(roll).map_err(|e| e.to_string())?.iter().map(|m| m.to_string()).collect()
    } else {
        let position: Position = position.parse().map_err(|e| format!("{e}"))?;
        position.legal_moves(roll).map_err(|e| e.to_string())?.iter().map(|m| m.to_string()).collect()
    };
    let mut moves: Vec<String> = moves;
    moves.sort();
    Ok(moves.join(" "))
}

#[cfg(test)]
mod tests {
    use super::legal_moves;

    #[test]
    fn e6_lines_give_the_worked_example() {
        assert_eq!(legal_moves("2B22/R1R53/1R43/3B6B1/2B41B5 b 2"), Ok("c1-b1".to_owned()));
        assert_eq!(
            legal_moves("2B22/R1R53/1R43/3B6B1/2B41B5 r 2"),
            Ok("a2-a3 a2xb2 a2xb3 b3-b4 b3-c3 b3-c4".to_owned())
        );
    }

    #[test]
    fn bad_lines_say_why() {
        assert_eq!(
            legal_moves(""),
            Err("expected '<position> <die>', e.g. '2B22/R1R53/1R43/3B6B1/2B41B5 b 2'".to_owned())
        );
        assert_eq!(
            legal_moves("2B22/R1R53/1R43/3B6B1/2B41B5 b 9"),
            Err("'9' is not a die (1..6, or - for no roll)".to_owned())
        );
        assert_eq!(
            legal_moves("2B22/R1R53/1R43/3B6B1/2B41B5 b -"),
            Err("blue has more than one stone and must roll (E4.1)".to_owned())
        );
        assert_eq!(legal_moves("2B22/R1R53 b 1"), Err("expected 5 ranks separated by '/', found 2".to_owned()));
        assert_eq!(legal_moves("R14/5/5/5/3B1R2 b 1"), Err("the game is over".to_owned()));
        assert!(legal_moves("T1T43U1/T65/6/6/6/W14V1 t trio 3").unwrap_err().contains("trio"));
    }

    #[test]
    fn q1_q5_lines_give_each_corners_moves() {
        // Q1: top-left moves right, down or right-down; the die rule as in E4
        // (3 is gone: the next higher, 4, or lower, 1), own stones captured too.
        assert_eq!(
            legal_moves("T1T43U1/T65/6/6/6/W14V1 t quattro-longline 3"),
            Ok("a1-b2 a1xa2 a1xb1 b1-b2 b1-c1 b1-c2".to_owned())
        );
        // Top-right moves left, down or left-down, capturing anyone's stone.
        assert_eq!(legal_moves("T1T43U1/T65/6/6/6/W14V1 u quattro-longline 5"), Ok("f1-e1 f1-e2 f1-f2".to_owned()));
        // Bottom-left moves right, up or right-up; bottom-right left, up or left-up.
        assert_eq!(legal_moves("T1T43U1/T65/6/6/6/W14V1 w quattro-longline 2"), Ok("a6-a5 a6-b5 a6-b6".to_owned()));
        assert_eq!(legal_moves("T1T43U1/T65/6/6/6/W14V1 v quattro-longline 6"), Ok("f6-e5 f6-e6 f6-f5".to_owned()));
    }
}
