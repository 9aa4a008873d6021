//! `zabel ewn legal`: one line `<E8 position> <die>` in, the legal moves out.

use std::io::{self, BufRead, BufWriter, Write};

use zabel_core::einstein::{Position, parse_roll};

pub fn run() -> io::Result<()> {
    let stdin = io::stdin().lock();
    let mut out = BufWriter::new(io::stdout().lock());
    for line in stdin.lines() {
        match legal_moves(&line?) {
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
    let position: Position = position.parse().map_err(|e| format!("{e}"))?;
    let mut moves: Vec<String> =
        position.legal_moves(roll).map_err(|e| e.to_string())?.iter().map(|m| m.to_string()).collect();
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
    }
}
