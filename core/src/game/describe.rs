//! What a screen reader says for each square, in the player's language,
//! from the core's catalog: the square and what stands on it, then what the
//! square is (throne, castle, a seat's corner or goal) and how it is marked —
//! "g7, king, on the throne", "b3, red stone 4, can move".

use std::cell::RefCell;
use std::collections::HashMap;
use std::hash::{Hash, Hasher};

use super::board::{Board, Cell, Mark, PieceKind, Terrain};
use super::{Variant, corner_of};
use crate::einstein::quattro;
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

fn corner_letter(variant: Variant, seat: super::Seat) -> String {
    let corner = variant.seating().and_then(|seating| corner_of(seating, seat));
    corner.map_or('t', quattro::Seat::letter).to_ascii_lowercase().to_string()
}

fn describe(cell: &Cell, variant: Variant, language: Language) -> String {
    let square = ("square", Arg::Text(&cell.name));
    let mut parts = vec![match &cell.piece {
        None => {
            let key = match cell.terrain {
                Terrain::Throne => "square-empty-throne",
                Terrain::Castle => "square-empty-castle",
                _ => "square-empty",
            };
            text_with(language, key, &[square])
        }
        Some(piece) if piece.kind == PieceKind::King => text_with(language, "square-tafl-king", &[square]),
        Some(piece) if piece.kind == PieceKind::Man => {
            text_with(language, "square-tafl-man", &[square, ("seat", Arg::Number(f64::from(piece.seat.0)))])
        }
        Some(piece) if variant.seating().is_some() => {
            let corner = corner_letter(variant, piece.seat);
            let number = ("number", Arg::Text(&piece.label));
            text_with(language, "square-quattro-stone", &[square, ("corner", Arg::Text(&corner)), number])
        }
        Some(piece) => {
            let seat = ("seat", Arg::Number(f64::from(piece.seat.0)));
            text_with(language, "square-einstein-stone", &[square, seat, ("number", Arg::Text(&piece.label))])
        }
    }];
    match cell.terrain {
        Terrain::Throne if cell.piece.is_some() => parts.push(text(language, "terrain-throne")),
        Terrain::Castle if cell.piece.is_some() => parts.push(text(language, "terrain-castle")),
        Terrain::HomeCorner(seat) if variant.seating().is_some() => {
            let corner = corner_letter(variant, seat);
            parts.push(text_with(language, "home-quattro", &[("corner", Arg::Text(&corner))]));
        }
        Terrain::HomeCorner(seat) => {
            parts.push(text_with(language, "home-einstein", &[("seat", Arg::Number(f64::from(seat.0)))]));
        }
        _ => {
            // The trio's empty corner is still the single player's goal (Q4);
            // every seated corner is a home and said so above.
            let square = cell.name.parse::<quattro::Square>().ok();
            let aiming = variant
                .seating()
                .zip(square)
                .and_then(|(seating, square)| seating.seats().iter().find(|corner| corner.goal() == square));
            if let Some(corner) = aiming {
                let corner = corner.letter().to_ascii_lowercase().to_string();
                parts.push(text_with(language, "goal-quattro", &[("corner", Arg::Text(&corner))]));
            }
        }
    }
    let mark = match cell.mark {
        Mark::None => None,
        Mark::Choosable => Some("mark-choosable"),
        Mark::Moving => Some("mark-moving"),
        Mark::Target => Some("mark-target"),
        Mark::LastFrom => Some("mark-last-from"),
        Mark::LastTo => Some("mark-last-to"),
    };
    parts.extend(mark.map(|key| text(language, key)));
    parts.join(", ")
}
