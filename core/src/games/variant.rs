//! What each game answers for its [`Variant`] tag: its levels and their
//! names, its seats, its rules in words and pictures. The tag itself, in
//! the seam, knows only what every game shares.

use super::AnyGame;
use crate::ai;
use crate::game::{Board, ComputerLevel, RulesDiagram, Seat, Variant};
use crate::quattro::Seating;
use crate::quattro::adapter::{self as quattro, corner_of};
use crate::text::{Language, text};
use crate::{einstein, tafl};

impl Variant {
    /// Every computer level of the game, weakest first.
    pub fn levels(self) -> Vec<ComputerLevel> {
        let level = |number, rating| ComputerLevel { number, rating };
        match self {
            Variant::Einstein => {
                ai::einstein::levels::LEVELS.iter().map(|l| level(l.number, l.rating().map(|r| r.rating))).collect()
            }
            Variant::Koenigszabel => ai::tafl::LEVELS.iter().map(|l| level(l.number, l.rating())).collect(),
            Variant::QuattroDiagonal | Variant::QuattroLongline | Variant::Trio => {
                ai::quattro::LEVELS.iter().map(|l| level(l.number, None)).collect()
            }
        }
    }

    /// The game's computer level `number`, if it has one.
    pub fn level(self, number: u8) -> Option<ComputerLevel> {
        self.levels().into_iter().find(|level| level.number == number)
    }

    /// The rules in short, with an example, for a rules page; the two games
    /// of four share theirs.
    pub fn rules(self, language: Language) -> String {
        let key = match self {
            Variant::QuattroDiagonal | Variant::QuattroLongline => "quattro",
            Variant::Einstein | Variant::Koenigszabel | Variant::Trio => self.name(),
        };
        text(language, &format!("rules-{key}"))
    }

    /// The board where a game begins, as the rules draw it (no side turned
    /// to the bottom: no player is known), each square described in
    /// `language`: Home's drawing of the game.
    pub fn start_board(self, language: Language) -> Board {
        AnyGame::pictured_start(self).state().board().described(self, language)
    }

    /// A level's name for people, from the catalog ("Casual player").
    pub fn level_name(self, number: u8, language: Language) -> String {
        text(language, &format!("level-{}-{number}", self.level_family()))
    }

    /// What a level is like, in one line a player understands ("looks one
    /// move ahead, …"), from the catalog.
    pub fn level_description(self, number: u8, language: Language) -> String {
        text(language, &format!("level-{}-{number}-about", self.level_family()))
    }

    /// The games whose levels share their names and descriptions.
    fn level_family(self) -> &'static str {
        match self {
            Variant::Einstein | Variant::Koenigszabel => self.name(),
            Variant::QuattroDiagonal | Variant::QuattroLongline | Variant::Trio => "quattro",
        }
    }

    /// The Elo the first mover's seat is worth (R1), measured with the
    /// levels' ratings: EinStein's first move, Königszabel's attackers;
    /// `None` in the games that are not rated.
    pub fn first_move_advantage(self) -> Option<f64> {
        match self {
            Variant::Einstein => Some(crate::ai::einstein::levels::first_move_advantage()),
            Variant::Koenigszabel => Some(crate::ai::tafl::attackers_advantage()),
            Variant::QuattroDiagonal | Variant::QuattroLongline | Variant::Trio => None,
        }
    }

    /// The 6×6 game's seating, for the variants of three and four players.
    pub const fn seating(self) -> Option<Seating> {
        match self {
            Variant::Einstein | Variant::Koenigszabel => None,
            Variant::QuattroDiagonal => Some(Seating::Diagonal),
            Variant::QuattroLongline => Some(Seating::Longline),
            Variant::Trio => Some(Seating::Trio),
        }
    }

    /// The seat's letter as records write it (E7 `R`/`B`, Q5 `T`…`W`; the
    /// trio skips `V`), shown on stones so that colour is never the only
    /// cue. Königszabel's pieces differ by shape and have none.
    pub fn seat_letter(self, seat: Seat) -> Option<char> {
        match self.seating() {
            Some(seating) => corner_of(seating, seat).map(|corner| corner.letter()),
            None if self == Variant::Einstein => {
                crate::einstein::Side::BOTH.get(seat.index()).map(|side| side.letter())
            }
            None => None,
        }
    }

    /// A seat's name for people, from the core's catalog: "Red", "the
    /// attackers", "top left".
    pub fn seat_name(self, seat: Seat, language: Language) -> String {
        text(language, &self.seat_key("corner", "seat", seat))
    }

    /// A seat's name as a label standing alone, without an article:
    /// "Red", "Attackers", "Top left".
    pub fn seat_label(self, seat: Seat, language: Language) -> String {
        text(language, &self.seat_key("label-corner", "label", seat))
    }

    fn seat_key(self, corner_prefix: &str, seat_prefix: &str, seat: Seat) -> String {
        match self.seating() {
            Some(seating) => {
                let corner = corner_of(seating, seat).map_or('t', |corner| corner.letter());
                format!("{corner_prefix}-{}", corner.to_ascii_lowercase())
            }
            None => format!("{seat_prefix}-{}-{}", self.name(), seat.0.min(1)),
        }
    }

    /// The team a seat plays in: partners share one (Q3, Q4); in the
    /// two-player games each seat is its own.
    pub fn team(self, seat: Seat) -> u8 {
        let Some(seating) = self.seating() else { return seat.0 };
        let corner = corner_of(seating, seat);
        let first_team = seating.teams()[0];
        u8::from(!corner.is_some_and(|corner| first_team.contains(corner)))
    }

    pub const fn of_seating(seating: Seating) -> Variant {
        match seating {
            Seating::Diagonal => Variant::QuattroDiagonal,
            Seating::Longline => Variant::QuattroLongline,
            Seating::Trio => Variant::Trio,
        }
    }

    /// The game's rules in a few pictures, captioned in `language`.
    pub fn rules_diagrams(self, language: Language) -> Vec<RulesDiagram> {
        match self {
            Variant::Einstein => einstein::adapter::rules_diagrams(language),
            Variant::Koenigszabel => tafl::adapter::rules_diagrams(language),
            Variant::QuattroDiagonal => quattro::rules_diagrams(Seating::Diagonal, language),
            Variant::QuattroLongline => quattro::rules_diagrams(Seating::Longline, language),
            Variant::Trio => quattro::rules_diagrams(Seating::Trio, language),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn letters(variant: Variant) -> String {
        (0..variant.seats() as u8).filter_map(|seat| variant.seat_letter(Seat(seat))).collect()
    }

    #[test]
    fn e7_q5_every_seat_of_a_dice_game_has_its_record_letter() {
        assert_eq!(letters(Variant::Einstein), "RB");
        assert_eq!(letters(Variant::QuattroDiagonal), "TUVW");
        assert_eq!(letters(Variant::QuattroLongline), "TUVW");
        assert_eq!(letters(Variant::Trio), "TUW", "Q4: the trio's third seat is the bottom-left corner");
        assert_eq!(letters(Variant::Koenigszabel), "");
        assert_eq!(Variant::Trio.seat_letter(Seat(3)), None);
    }
}
