//! EinStein würfelt nicht! for two, as it describes itself to the seam.

use super::{Einstein, Side};
use crate::ai::einstein::levels;
use crate::game::{Cell, ComputerLevel, GameKind, Language, PieceView, RulesDiagram, Seat, SeatKeys, Terrain};
use crate::text::{Arg, text_with};

impl GameKind for Einstein {
    fn levels(&self) -> Vec<ComputerLevel> {
        let rated = |level: &levels::Level| level.rating().map(|rated| rated.rating);
        levels::LEVELS.iter().map(|level| ComputerLevel { number: level.number, rating: rated(level) }).collect()
    }

    fn first_move_advantage(&self) -> Option<f64> {
        Some(levels::first_move_advantage())
    }

    fn level_family(&self) -> &'static str {
        "einstein"
    }

    fn rules_key(&self) -> &'static str {
        "rules-einstein"
    }

    fn seat_letter(&self, seat: Seat) -> Option<char> {
        Side::BOTH.get(seat.index()).map(|side| side.letter())
    }

    fn seat_keys(&self, seat: Seat) -> SeatKeys {
        let side = seat.0.min(1);
        SeatKeys { name: format!("seat-einstein-{side}"), label: format!("label-einstein-{side}") }
    }

    fn rules_diagrams(&self, language: Language) -> Vec<RulesDiagram> {
        super::adapter::rules_diagrams(language)
    }

    fn piece_words(&self, piece: &PieceView, square: &str, language: Language) -> String {
        let args = [
            ("square", Arg::Text(square)),
            ("seat", Arg::Number(f64::from(piece.seat.0))),
            ("number", Arg::Text(&piece.label)),
        ];
        text_with(language, "square-einstein-stone", &args)
    }

    fn square_words(&self, cell: &Cell, language: Language) -> Option<String> {
        let Terrain::HomeCorner(seat) = cell.terrain else { return None };
        Some(text_with(language, "home-einstein", &[("seat", Arg::Number(f64::from(seat.0)))]))
    }
}
