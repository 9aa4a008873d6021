//! Drawing any board in the terminal from the core's neutral `Board`, with
//! the highlights of the historic PC program: choosable pieces, the moving
//! piece and its targets, the last move. Rows and labels come from the core,
//! so EinStein's rank 1 is on top and Königszabel's at the bottom.

use zabel_core::game::{Board, Cell, Mark, PieceKind, Seat, Terrain, Variant};
use zabel_core::quattro;
use zabel_core::quattro::corner_of;

pub struct Style {
    pub color: bool,
}

const RESET: &str = "\x1b[0m";

fn seat_color(seat: u8) -> &'static str {
    match seat {
        0 => "\x1b[1;31m",
        1 => "\x1b[1;34m",
        2 => "\x1b[1;32m",
        _ => "\x1b[1;33m",
    }
}

fn background(mark: Mark) -> &'static str {
    match mark {
        Mark::None => "",
        Mark::Choosable => "\x1b[43m",
        Mark::Moving => "\x1b[42m",
        Mark::Target => "\x1b[45m",
        Mark::LastFrom | Mark::LastTo => "\x1b[100m",
        Mark::Capturable => "\x1b[41m",
    }
}

/// Brackets that carry the marks when there are no colours.
fn brackets(mark: Mark) -> (char, char) {
    match mark {
        Mark::Choosable => ('[', ']'),
        Mark::Moving => ('<', '>'),
        Mark::Target => ('*', '*'),
        Mark::LastFrom | Mark::LastTo => ('(', ')'),
        Mark::Capturable => ('!', '!'),
        Mark::None => (' ', ' '),
    }
}

/// The game's short name, for the player to read: "EinStein", else the
/// catalog's name in the player's language.
pub fn game_title(variant: Variant) -> &'static str {
    match variant {
        Variant::Einstein => "EinStein",
        _ => crate::play::display_name(variant),
    }
}

/// A seat's code in a game: the letters on the board come from it, and the
/// catalog's `cli-seat` keys name it for the player ("red", "attackers",
/// "top-left"); records written for programs use it as it is.
pub fn seat_name(variant: Variant, seat: u8) -> &'static str {
    match (variant, seat) {
        (Variant::Einstein, 0) => "red",
        (Variant::Einstein, _) => "blue",
        (Variant::Koenigszabel, 0) => "attackers",
        (Variant::Koenigszabel, _) => "defenders",
        (variant, seat) => corner(variant, seat).map_or("nobody", quattro::Seat::corner),
    }
}

fn corner(variant: Variant, seat: u8) -> Option<quattro::Seat> {
    variant.seating().and_then(|seating| corner_of(seating, Seat(seat)))
}

/// The letter on a seat's stones: `R`, `B`; `T`..`W` by corner (Q5).
fn seat_letter(variant: Variant, seat: u8) -> char {
    match corner(variant, seat) {
        Some(corner) => corner.letter(),
        None => seat_name(variant, seat).chars().next().unwrap_or('?').to_ascii_uppercase(),
    }
}

/// Two characters for what stands on a cell, or its terrain.
fn label(variant: Variant, cell: &Cell) -> String {
    match &cell.piece {
        Some(piece) if piece.kind == PieceKind::Stone => {
            format!("{}{}", seat_letter(variant, piece.seat.0), piece.label)
        }
        Some(piece) if piece.kind == PieceKind::King => "K ".to_owned(),
        Some(piece) => format!("{} ", seat_name(variant, piece.seat.0).chars().next().unwrap_or('?')),
        None => match cell.terrain {
            Terrain::HomeCorner(_) => "░░".to_owned(),
            Terrain::Castle => "▣ ".to_owned(),
            Terrain::Throne => "◇ ".to_owned(),
            Terrain::Plain => "· ".to_owned(),
        },
    }
}

pub fn render(variant: Variant, board: &Board, style: &Style) -> String {
    let files: String = board.files.iter().map(|file| format!(" {file:<3}")).collect();
    let mut text = format!("    {}\n", files.trim_end());
    for (row, rank) in board.cells.chunks(board.width as usize).zip(&board.ranks) {
        text += &format!("{rank:>3} ");
        for cell in row {
            let label = label(variant, cell);
            if style.color {
                let foreground = cell.piece.as_ref().map_or("", |piece| seat_color(piece.seat.0));
                text += &format!("{}{foreground} {label} {RESET}", background(cell.mark));
            } else {
                // The marks hug the label, so two marked cells side by side
                // stay apart: `*·* *·*`, not `*· **· *`.
                let (open, close) = brackets(cell.mark);
                let label = label.trim_end();
                let cell = format!("{open}{label}{close}");
                text += &format!("{cell}{}", " ".repeat(4usize.saturating_sub(cell.chars().count())));
            }
        }
        text.push('\n');
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;
    use zabel_core::einstein::Position;
    use zabel_core::einstein::einstein_board;
    use zabel_core::tafl;
    use zabel_core::tafl::tafl_board;

    #[test]
    fn plain_drawing_marks_with_brackets() {
        let position: Position = "2B22/R1R53/1R43/3B6B1/2B41B5 r".parse().unwrap();
        let board = einstein_board(&position).marked(&[("a2".into(), Mark::Choosable), ("b3".into(), Mark::Choosable)]);
        let text = render(Variant::Einstein, &board, &Style { color: false });
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

    #[test]
    fn without_colours_marks_side_by_side_stay_apart() {
        let board = tafl_board(&tafl::Position::start(tafl::Rules::default())).marked(&[
            ("c4".into(), Mark::Target),
            ("d4".into(), Mark::Target),
            ("e4".into(), Mark::Target),
        ]);
        let text = render(Variant::Koenigszabel, &board, &Style { color: false });
        let rank4 = text.lines().find(|line| line.starts_with("  4 ")).unwrap();
        assert!(rank4.starts_with("  4  ·   ·  *·* *·* *·*  ·  "), "{rank4}");
        assert!(!text.contains("**"), "{text}");
    }

    #[test]
    fn a_tafl_board_has_rank_13_on_top_with_throne_and_castles() {
        let board = tafl_board(&tafl::Position::start(tafl::Rules::default()));
        let text = render(Variant::Koenigszabel, &board, &Style { color: false });
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 14);
        assert!(lines[0].starts_with("     a   b   c") && lines[0].ends_with("m"), "{}", lines[0]);
        assert!(lines[1].starts_with(" 13  ▣   ·   ·   ·   a "), "{}", lines[1]);
        assert!(lines[7].starts_with("  7  a   a   ·   ·   d   d   K "), "{}", lines[7]);
        assert!(lines[13].starts_with("  1  ▣ "), "{}", lines[13]);
    }

    #[test]
    fn q5_a_trio_board_names_stones_by_corner_and_leaves_the_empty_corner_plain() {
        let position: quattro::Position = "T1T2T32U1/T4T53U2/T64U3/6/W35/W1W24 t trio".parse().unwrap();
        let text = render(Variant::Trio, &zabel_core::quattro::quattro_board(&position), &Style { color: false });
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 7);
        assert_eq!(lines[1], "  1  T1  T2  T3  ·   ·   U1 ");
        assert_eq!(lines[6], "  6  W1  W2  ·   ·   ·   ·  ");
        assert_eq!(seat_name(Variant::Trio, 2), "bottom-left");
        assert_eq!(seat_name(Variant::QuattroDiagonal, 2), "bottom-right");
    }
}
