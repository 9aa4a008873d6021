//! Königszabel, as it describes itself to the seam.

use super::Koenigszabel;
use crate::ai::tafl as levels;
use crate::game::{Cell, ComputerLevel, GameKind, Language, PieceKind, PieceView, RulesDiagram, Seat, SeatKeys};
use crate::text::{Arg, text_with};

impl GameKind for Koenigszabel {
    fn levels(&self) -> Vec<ComputerLevel> {
        levels::LEVELS.iter().map(|level| ComputerLevel { number: level.number, rating: level.rating() }).collect()
    }

    fn first_move_advantage(&self) -> Option<f64> {
        Some(levels::attackers_advantage())
    }

    fn level_family(&self) -> &'static str {
        "koenigszabel"
    }

    fn rules_key(&self) -> &'static str {
        "rules-koenigszabel"
    }

    /// The sides differ by shape, not by a letter.
    fn seat_letter(&self, _: Seat) -> Option<char> {
        None
    }

    fn seat_keys(&self, seat: Seat) -> SeatKeys {
        let side = seat.0.min(1);
        SeatKeys { name: format!("seat-koenigszabel-{side}"), label: format!("label-koenigszabel-{side}") }
    }

    fn rules_diagrams(&self, language: Language) -> Vec<RulesDiagram> {
        super::adapter::rules_diagrams(language)
    }

    fn piece_words(&self, piece: &PieceView, square: &str, language: Language) -> String {
        let square = ("square", Arg::Text(square));
        match piece.kind {
            PieceKind::King => text_with(language, "square-tafl-king", &[square]),
            _ => text_with(language, "square-tafl-man", &[square, ("seat", Arg::Number(f64::from(piece.seat.0)))]),
        }
    }

    /// Throne and castles are said by the seam; no square is a seat's.
    fn square_words(&self, _: &Cell, _: Language) -> Option<String> {
        None
    }
}
