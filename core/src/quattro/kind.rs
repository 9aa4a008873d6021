//! The games of three and four, as each seating describes itself to the
//! seam: one kind per seating, the same rules and levels.

use super::adapter::{corner_of, rules_diagrams};
use super::{Quattro, Seating};
use crate::ai::quattro as levels;
use crate::game::{Cell, ComputerLevel, GameKind, Language, PieceView, RulesDiagram, Seat, SeatKeys, Terrain};
use crate::text::{Arg, text_with};

impl Quattro {
    /// The corner's letter in the catalog's keys and arguments (`t` … `w`).
    fn corner_letter(&self, seat: Seat) -> String {
        corner_of(self.0, seat).map_or('t', |corner| corner.letter()).to_ascii_lowercase().to_string()
    }
}

impl GameKind for Quattro {
    fn levels(&self) -> Vec<ComputerLevel> {
        levels::LEVELS.iter().map(|level| ComputerLevel { number: level.number, rating: None }).collect()
    }

    /// R2 as amended: the games of three and four are not rated.
    fn first_move_advantage(&self) -> Option<f64> {
        None
    }

    fn level_family(&self) -> &'static str {
        "quattro"
    }

    /// The two games of four share their rules page.
    fn rules_key(&self) -> &'static str {
        match self.0 {
            Seating::Diagonal | Seating::Longline => "rules-quattro",
            Seating::Trio => "rules-trio",
        }
    }

    fn seat_letter(&self, seat: Seat) -> Option<char> {
        corner_of(self.0, seat).map(|corner| corner.letter())
    }

    fn seat_keys(&self, seat: Seat) -> SeatKeys {
        let corner = self.corner_letter(seat);
        SeatKeys { name: format!("corner-{corner}"), label: format!("label-corner-{corner}") }
    }

    /// Q3, Q4: partners share a team.
    fn team(&self, seat: Seat) -> u8 {
        let first_team = self.0.teams()[0];
        u8::from(!corner_of(self.0, seat).is_some_and(|corner| first_team.contains(corner)))
    }

    fn rules_diagrams(&self, language: Language) -> Vec<RulesDiagram> {
        rules_diagrams(self.0, language)
    }

    fn piece_words(&self, piece: &PieceView, square: &str, language: Language) -> String {
        let corner = self.corner_letter(piece.seat);
        let args = [("square", Arg::Text(square)), ("corner", Arg::Text(&corner)), ("number", Arg::Text(&piece.label))];
        text_with(language, "square-quattro-stone", &args)
    }

    /// A seat's home corner, or the corner a seat aims for; the trio's empty
    /// corner is still the single player's goal (Q4).
    fn square_words(&self, cell: &Cell, language: Language) -> Option<String> {
        if let Terrain::HomeCorner(seat) = cell.terrain {
            let corner = self.corner_letter(seat);
            return Some(text_with(language, "home-quattro", &[("corner", Arg::Text(&corner))]));
        }
        let square = cell.name.parse::<super::Square>().ok()?;
        let aiming = self.0.seats().iter().find(|corner| corner.goal() == square)?;
        let corner = aiming.letter().to_ascii_lowercase().to_string();
        Some(text_with(language, "goal-quattro", &[("corner", Arg::Text(&corner))]))
    }
}
