//! Drawing an EinStein board in the terminal from a `GameView`, with the
//! highlights of the historic PC program: choosable stones, the moving stone
//! and its targets, the last move.

use zabel_core::einstein::Side;
use zabel_core::session::{Cell, Highlight};

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

fn background(highlight: Highlight) -> &'static str {
    match highlight {
        Highlight::None => "",
        Highlight::Choosable => "\x1b[43m",
        Highlight::Moving => "\x1b[42m",
        Highlight::Target => "\x1b[45m",
        Highlight::LastFrom | Highlight::LastTo => "\x1b[100m",
    }
}

/// Brackets that carry the marks when there are no colours.
fn brackets(highlight: Highlight) -> (char, char) {
    match highlight {
        Highlight::Choosable => ('[', ']'),
        Highlight::Moving => ('<', '>'),
        Highlight::Target => ('*', '*'),
        Highlight::LastFrom | Highlight::LastTo => ('(', ')'),
        Highlight::None => (' ', ' '),
    }
}

/// The cells of a position without any marks, for replays.
pub fn render(cells: &[Cell], style: &Style) -> String {
    let mut text = String::from("     a   b   c   d   e\n");
    for rank in 0..5u8 {
        text += &format!("  {} ", rank + 1);
        for cell in cells.iter().filter(|c| c.square.rank() == rank) {
            let corner = cell.square == Side::Red.home() || cell.square == Side::Blue.home();
            let label =
                cell.piece.map_or_else(|| if corner { "░░".to_owned() } else { "· ".to_owned() }, |p| p.to_string());
            if style.color {
                let foreground = cell.piece.map_or("", |p| side_color(p.side));
                text += &format!("{}{foreground} {label} {RESET}", background(cell.highlight));
            } else {
                let (open, close) = brackets(cell.highlight);
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
    use zabel_core::einstein::{Position, Square};

    fn plain_cells(position: &Position) -> Vec<Cell> {
        Square::all()
            .map(|square| Cell { square, piece: position.piece_at(square), highlight: Highlight::None })
            .collect()
    }

    #[test]
    fn plain_drawing_marks_with_brackets() {
        let position: Position = "2B22/R1R53/1R43/3B6B1/2B41B5 r".parse().unwrap();
        let mut cells = plain_cells(&position);
        for cell in &mut cells {
            if ["a2", "b3"].contains(&cell.square.to_string().as_str()) {
                cell.highlight = Highlight::Choosable;
            }
        }
        let text = render(&cells, &Style { color: false });
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
