//! What a screen reader says for each square, in the player's language,
//! from the core's catalog: the square and what stands on it, then what the
//! square is (throne, castle, a seat's corner or goal) and how it is marked —
//! "g7, king, on the throne", "b3, red stone 4, can move".

use std::cell::RefCell;
use std::collections::HashMap;
use std::hash::{Hash, Hasher};

use crate::game::{Board, Cell, Mark, Terrain, Variant};
use crate::text::{Arg, Language, text, text_with};

impl Board {
    /// The board with every cell's description said in `language`.
    pub fn described(mut self, variant: Variant, language: Language) -> Board {
        SAID.with_borrow_mut(|said| {
            if said.len() > CACHE_LIMIT {
                said.clear();
            }
            for cell in &mut self.cells {
                cell.description = said_before(said, cell, variant, language);
            }
        });
        self
    }
}

/// A screen is redrawn after every tap, and most squares say the same as
/// before; formatting each through Fluent again would double the cost of a
/// view, so what was said is kept, keyed by everything it depends on.
type Said = HashMap<u64, Vec<(Language, Variant, Cell)>>;

const CACHE_LIMIT: usize = 20_000;

thread_local! {
    static SAID: RefCell<Said> = RefCell::new(HashMap::new());
}

fn said_before(said: &mut Said, cell: &Cell, variant: Variant, language: Language) -> String {
    let mut hasher = rustc_hash::FxHasher::default();
    (language, variant, &cell.name, cell.terrain, &cell.piece, cell.mark).hash(&mut hasher);
    let entries = said.entry(hasher.finish()).or_default();
    let same = |(l, v, c): &&(Language, Variant, Cell)| {
        *l == language
            && *v == variant
            && c.name == cell.name
            && c.terrain == cell.terrain
            && c.piece == cell.piece
            && c.mark == cell.mark
    };
    if let Some((_, _, known)) = entries.iter().find(same) {
        return known.description.clone();
    }
    let description = describe(cell, variant, language);
    entries.push((language, variant, Cell { description: description.clone(), ..cell.clone() }));
    description
}

fn describe(cell: &Cell, variant: Variant, language: Language) -> String {
    let kind = variant.kind();
    let mut parts = vec![match &cell.piece {
        None => {
            let key = match cell.terrain {
                Terrain::Throne => "square-empty-throne",
                Terrain::Castle => "square-empty-castle",
                _ => "square-empty",
            };
            text_with(language, key, &[("square", Arg::Text(&cell.name))])
        }
        Some(piece) => kind.piece_words(piece, &cell.name, language),
    }];
    match cell.terrain {
        Terrain::Throne if cell.piece.is_some() => parts.push(text(language, "terrain-throne")),
        Terrain::Castle if cell.piece.is_some() => parts.push(text(language, "terrain-castle")),
        _ => parts.extend(kind.square_words(cell, language)),
    }
    let mark = match cell.mark {
        Mark::None => None,
        Mark::Choosable => Some("mark-choosable"),
        Mark::Moving => Some("mark-moving"),
        Mark::Target => Some("mark-target"),
        Mark::LastFrom => Some("mark-last-from"),
        Mark::LastTo => Some("mark-last-to"),
        Mark::Capturable => Some("mark-capturable"),
    };
    parts.extend(mark.map(|key| text(language, key)));
    parts.join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{PieceKind, PieceView, Seat};
    use crate::text::Language;
    use crate::{einstein, tafl};

    #[test]
    fn a_board_turned_half_round_starts_at_the_bottom_right_and_turned_again_is_itself() {
        let position: einstein::Position = "2B22/R1R53/1R43/3B6B1/2B41B5 b".parse().unwrap();
        let board = einstein::einstein_board(&position);
        let turned = board.clone().turned();
        assert_eq!((turned.cells[0].name.as_str(), turned.cells[24].name.as_str()), ("e5", "a1"));
        assert_eq!((turned.files[0].as_str(), turned.ranks[0].as_str()), ("e", "5"));
        assert_eq!(turned.cell("b3"), board.cell("b3"), "a square keeps its name and what stands on it");
        assert!(turned.turned && !board.turned);
        assert_eq!(turned.turned(), board);
    }

    #[test]
    fn einstein_draws_rank_1_on_top_with_numbered_stones() {
        let position: einstein::Position = "2B22/R1R53/1R43/3B6B1/2B41B5 b".parse().unwrap();
        let board = einstein::einstein_board(&position).described(Variant::Einstein, Language::English);
        assert_eq!((board.width, board.height, board.cells.len()), (5, 5, 25));
        assert_eq!(board.cells[0].name, "a1");
        assert_eq!(board.cells[0].terrain, Terrain::HomeCorner(Seat(0)));
        assert_eq!(board.cells[24].terrain, Terrain::HomeCorner(Seat(1)));
        assert_eq!(board.ranks[0], "1");
        let b3 = board.cell("b3").unwrap();
        assert_eq!(b3.piece, Some(PieceView { seat: Seat(0), kind: PieceKind::Stone, label: "4".into() }));
        assert_eq!(b3.description, "b3, red stone 4");
        assert_eq!(board.cell("a1").unwrap().description, "a1, empty, red's corner");
        let board = board.described(Variant::Einstein, Language::German);
        assert_eq!(board.cell("b3").unwrap().description, "b3, roter Stein 4");
        assert_eq!(board.cell("a1").unwrap().description, "a1, leer, Ecke von Rot");
    }

    #[test]
    fn tafl_draws_rank_13_on_top_with_throne_castles_and_king() {
        let board = tafl::tafl_board(&tafl::Position::start(tafl::Rules::default()))
            .described(Variant::Koenigszabel, Language::English);
        assert_eq!((board.width, board.height, board.cells.len()), (13, 13, 169));
        assert_eq!(board.cells[0].name, "a13");
        assert_eq!(board.cells[168].name, "m1");
        assert_eq!((board.ranks[0].as_str(), board.ranks[12].as_str()), ("13", "1"));
        assert_eq!(board.cells[0].terrain, Terrain::Castle);
        let throne = board.cell("g7").unwrap();
        assert_eq!(throne.terrain, Terrain::Throne);
        assert_eq!(throne.piece.as_ref().map(|p| p.kind), Some(PieceKind::King));
        assert_eq!(throne.description, "g7, king, on the throne");
        assert_eq!(board.cell("e1").unwrap().description, "e1, attacker");
        assert_eq!(board.cell("m13").unwrap().description, "m13, an empty castle");
        let board = board.described(Variant::Koenigszabel, Language::German);
        assert_eq!(board.cell("g7").unwrap().description, "g7, König, auf dem Thron");
        assert_eq!(board.cell("e1").unwrap().description, "e1, Angreifer");
        assert_eq!(board.cell("f7").unwrap().description, "f7, Verteidiger");
    }

    #[test]
    fn marks_show_and_are_spoken_and_a_later_mark_wins() {
        let start = tafl::tafl_board(&tafl::Position::start(tafl::Rules::default()));
        let marks = [("g2".into(), Mark::LastTo), ("g2".into(), Mark::Moving), ("c2".into(), Mark::Target)];
        let said = |board: Board| board.described(Variant::Koenigszabel, Language::English);
        let board = said(start.clone().marked(&marks));
        assert_eq!(board.cell("g2").unwrap().mark, Mark::Moving);
        assert_eq!(board.cell("g2").unwrap().description, "g2, attacker, selected");
        assert_eq!(board.cell("c2").unwrap().description, "c2, empty, can move here");
        assert_eq!(board.cell("g1").unwrap().description, "g1, attacker");
        let board = said(start.clone().marked(&[("g2".into(), Mark::Choosable)]));
        assert_eq!(board.cell("g2").unwrap().description, "g2, attacker, can move");
        let german = start.marked(&marks).described(Variant::Koenigszabel, Language::German);
        assert_eq!(german.cell("c2").unwrap().description, "c2, leer, kann hierhin ziehen");
    }
}
