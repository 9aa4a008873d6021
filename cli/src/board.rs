//! Drawing an EinStein board in the terminal, with the highlights of the
//! historic PC program: choosable stones, the moving stone and its targets.

use std::collections::HashMap;

use zabel_core::einstein::{Position, Side, Square};

/// What a square is marked as on this drawing.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Mark {
    /// A stone the player may choose (E4.3).
    Choosable,
    /// The stone that is about to move.
    Moving,
    /// Where the moving stone may go.
    Target,
    /// Where the last move started or ended.
    LastMove,
}

pub struct Style {
    pub color: bool,
}

const RESET: &str = "\x1b[0m";

fn side_color(side: Side) -> &'static str {
    match side {
        Side::Red => "\x1b[1;31m",
        Side::Blue => "\x1b[1;34m",
    }
}

fn mark_background(mark: Mark) -> &'static str {
    match mark {
        Mark::Choosable => "\x1b[43m",
        Mark::Moving => "\x1b[42m",
        Mark::Target => "\x1b[45m",
        Mark::LastMove => "\x1b[100m",
    }
}

/// Brackets that carry the marks when there are no colours.
fn mark_brackets(mark: Option<Mark>) -> (char, char) {
    match mark {
        Some(Mark::Choosable) => ('[', ']'),
        Some(Mark::Moving) => ('<', '>'),
        Some(Mark::Target) => ('*', '*'),
        Some(Mark::LastMove) => ('(', ')'),
        None => (' ', ' '),
    }
}

pub fn render(position: &Position, marks: &HashMap<Square, Mark>, style: &Style) -> String {
    let mut text = String::from("     a   b   c   d   e\n");
    for rank in 0..5u8 {
        text += &format!("  {} ", rank + 1);
        for file in 0..5u8 {
            let square = Square::new(file, rank).expect("on the board");
            let mark = marks.get(&square).copied();
            let piece = position.piece_at(square);
            let label = piece.map_or_else(|| if square == Side::Red.home() || square == Side::Blue.home() { "░░".to_owned() } else { "· ".to_owned() }, |p| p.to_string());
            if style.color {
                let background = mark.map_or("", mark_background);
                let foreground = piece.map_or("", |p| side_color(p.side));
                text += &format!("{background}{foreground} {label} {RESET}");
            } else {
                let (open, close) = mark_brackets(mark);
                text += &format!("{open}{label}{close}");
            }
        }
        text.push('\n');
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_drawing_marks_with_brackets() {
        let position: Position = "2B22/R1R53/1R43/3B6B1/2B41B5 r".parse().unwrap();
        let mut marks = HashMap::new();
        marks.insert("a2".parse().unwrap(), Mark::Choosable);
        marks.insert("b3".parse().unwrap(), Mark::Choosable);
        let text = render(&position, &marks, &Style { color: false });
        let expected = [
            "     a   b   c   d   e",
            "  1  ░░  ·   B2  ·   ·  ",
            "  2 [R1] R5  ·   ·   ·  ",
            "  3  ·  [R4] ·   ·   ·  ",
            "  4  ·   ·   ·   B6  B1 ",
            "  5  ·   ·   B4  ·   B5 ",
        ];
        assert_eq!(text.lines().collect::<Vec<_>>(), expected);
    }
}
