//! `zabel tafl`: tools to check the Königszabel rules against other
//! implementations — perft, legal moves, single moves, a drawn board.

use std::io::{self, BufWriter, Write};
use std::time::Instant;

use clap::Subcommand;
use zabel_core::tafl::{Piece, Position, SIZE, START, Side, Square, WrittenMove, perft};

#[derive(Subcommand)]
pub enum Command {
    /// Count the move paths of a length (K10); the count alone on the first line.
    Perft {
        /// Plies to look ahead.
        depth: u32,
        /// A K10 position (default: the start), quoted or as separate words.
        position: Vec<String>,
    },
    /// Read K10 positions on stdin, one a line; print each one's legal moves, sorted.
    Legal,
    /// Read `<position> <move>` lines on stdin; print the position after, the captures and the result.
    Play,
    /// Draw a K10 position (default: the start) with coordinates, throne and castles.
    Show {
        /// A K10 position, quoted or as separate words.
        position: Vec<String>,
    },
}

pub fn run(command: &Command) -> io::Result<()> {
    match command {
        Command::Perft { depth, position } => {
            let position = position_argument(position)?;
            let began = Instant::now();
            let leaves = perft(&position, *depth);
            let seconds = began.elapsed().as_secs_f64();
            println!("{leaves}");
            println!("{seconds:.3} s, {:.1} million leaves per second", leaves as f64 / seconds.max(1e-9) / 1e6);
            Ok(())
        }
        Command::Legal => each_line(legal_moves),
        Command::Play => each_line(play),
        Command::Show { position } => {
            print!("{}", draw(&position_argument(position)?));
            Ok(())
        }
    }
}

fn position_argument(words: &[String]) -> io::Result<Position> {
    let text = if words.is_empty() { START.to_owned() } else { words.join(" ") };
    text.parse().map_err(|e| io::Error::new(io::ErrorKind::InvalidInput, format!("position: {e}")))
}

/// Answers every line of stdin; a bad line gets `error: <reason>` and the
/// next one is read.
fn each_line(answer: fn(&str) -> Result<String, String>) -> io::Result<()> {
    let mut out = BufWriter::new(io::stdout().lock());
    for line in crate::lines::lines(io::stdin().lock()) {
        match line?.map_err(|bad| bad.to_string()).and_then(|line| answer(&line)) {
            Ok(text) => writeln!(out, "{text}")?,
            Err(reason) => writeln!(out, "error: {reason}")?,
        }
    }
    out.flush()
}

/// The legal moves of a K10 position, sorted by name and joined by spaces.
pub fn legal_moves(line: &str) -> Result<String, String> {
    let position: Position = line.trim().parse().map_err(|e| format!("{e}"))?;
    let mut moves: Vec<String> = position.legal_moves().iter().map(|mv| mv.to_string()).collect();
    moves.sort();
    Ok(moves.join(" "))
}

/// `<position> <move>` → `<position after> <captures or -> <* | a | d>`.
pub fn play(line: &str) -> Result<String, String> {
    let Some((position, text)) = line.trim().rsplit_once(char::is_whitespace) else {
        return Err(format!("expected '<position> <move>', e.g. '{START} g2-c2'"));
    };
    let mut position: Position = position.parse().map_err(|e| format!("{e}"))?;
    let written: WrittenMove = text.parse().map_err(|e| format!("{e}"))?;
    let ply = position.play(written.mv).map_err(|e| e.to_string())?;
    // A move written with its captures or marks must say what happened.
    let plain = written.captured.is_empty() && !written.king_captured && !written.king_escaped;
    if !plain && !written.agrees_with(&ply) {
        return Err(format!("'{text}' does not match the board: the move is {ply}"));
    }
    let captured = if ply.captured.is_empty() { "-".to_owned() } else { ply.captured_names().join(",") };
    let result = match position.outcome().and_then(|outcome| outcome.winner()) {
        None => '*',
        Some(winner) => winner.letter(),
    };
    Ok(format!("{position} {captured} {result}"))
}

/// The board as a person sees it: rank 13 at the top.
pub fn draw(position: &Position) -> String {
    let files: String = (0..SIZE).map(|file| format!(" {} ", (b'a' + file) as char)).collect();
    let mut text = format!("    {files}\n");
    for rank in (0..SIZE).rev() {
        text += &format!("{:>3} ", rank + 1);
        for file in 0..SIZE {
            let square = Square::new(file, rank).expect("on the board");
            let symbol = match position.piece_at(square) {
                Some(Piece::KING) => "K",
                Some(piece) if piece.side == Side::Attackers => "a",
                Some(_) => "d",
                None if square.is_castle() => "▣",
                None if square.is_throne() => "◇",
                None => "·",
            };
            text += &format!(" {symbol} ");
        }
        text += &format!(" {}\n", rank + 1);
    }
    text += &format!("    {files}\n");
    let wall = if position.rules().shieldwall { "on" } else { "off" };
    text += &format!(
        "a attacker  d defender  K king  ▣ castle  ◇ throne\n{} to move; shieldwall {wall}\n",
        position.turn()
    );
    if position.outcome().is_some() {
        text += &format!(
            "game over: {}\n",
            zabel_core::tafl::result_text(&zabel_core::tafl::Game::from_position(*position))
        );
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn legal_lists_the_start_moves_sorted() {
        let moves = legal_moves(START).unwrap();
        assert_eq!(moves.split(' ').count(), 152);
        assert!(moves.starts_with("a5-a2 a5-a3 a5-a4 a5-b5"), "{moves}");
        let mut sorted: Vec<&str> = moves.split(' ').collect();
        sorted.sort();
        assert_eq!(sorted.join(" "), moves);
        assert_eq!(legal_moves(&format!("{START} shieldwall")).unwrap(), moves);
    }

    #[test]
    fn play_prints_position_captures_and_result() {
        let line = format!("{START} g2-c2");
        assert_eq!(
            play(&line),
            Ok("4aaaaa4/6a6/13/13/a5d5a/a4ddd4a/aa2ddkdd2aa/a4ddd4a/a5d5a/13/13/2a10/4aaaaa4 d - *".to_owned())
        );
        let escape = "13/13/13/13/13/13/5a7/13/13/13/13/13/1k11 d";
        assert_eq!(play(&format!("{escape} b1-a1")), Ok("13/13/13/13/13/13/5a7/13/13/13/13/13/k12 a - d".to_owned()));
        assert_eq!(play(&format!("{escape} b1-a1--")).map(|_| ()), Ok(()));
    }

    #[test]
    fn bad_lines_say_why() {
        assert_eq!(play("nonsense"), Err(format!("expected '<position> <move>', e.g. '{START} g2-c2'")));
        assert_eq!(
            play(&format!("{START} g2")),
            Err("'g2' is not a move like e1-e4 (captures as e1-e4xe5/d4, then ++ or --)".to_owned())
        );
        assert_eq!(
            play(&format!("{START} g7-g6")),
            Err("g7-g6: the king stands on g7, but the attackers are to move".to_owned())
        );
        assert_eq!(
            play(&format!("{START} g2-c2xc3")),
            Err("'g2-c2xc3' does not match the board: the move is g2-c2".to_owned())
        );
        assert_eq!(legal_moves("13/13 a"), Err("expected 13 ranks separated by '/', found 2".to_owned()));
        assert!(legal_moves("").unwrap_err().starts_with("expected '<ranks> <side to move>'"));
    }

    #[test]
    fn show_draws_rank_13_on_top_with_throne_and_castles() {
        let board = draw(&START.parse().unwrap());
        let lines: Vec<&str> = board.lines().collect();
        assert!(lines[1].starts_with(" 13  ▣ ") && lines[1].contains(" a "), "{}", lines[1]);
        assert!(lines[7].starts_with("  7  a  a ") && lines[7].contains(" K "), "{}", lines[7]);
        assert!(lines[13].starts_with("  1  ▣ "), "{}", lines[13]);
        let empty_throne: Position = "13/13/13/13/13/13/13/6k6/13/13/13/13/1a11 a".parse().unwrap();
        assert!(draw(&empty_throne).lines().nth(7).unwrap().contains(" ◇ "));
    }
}
