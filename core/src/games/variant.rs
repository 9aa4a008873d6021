//! What each game answers for its [`Variant`] tag: the registry hands the
//! tag its game's [`GameKind`], and every question is the game's to answer.
//! The tag itself, in the seam, knows only what every game shares.

use super::AnyGame;
use crate::einstein::Einstein;
use crate::game::{Board, ComputerLevel, GameKind, RulesDiagram, Seat, Variant};
use crate::quattro::Quattro;
use crate::quattro::Seating;
use crate::tafl::Koenigszabel;
use crate::text::{Language, text};

impl Variant {
    /// The game this tag names, as it describes itself.
    pub fn kind(self) -> &'static dyn GameKind {
        static DIAGONAL: Quattro = Quattro(Seating::Diagonal);
        static LONGLINE: Quattro = Quattro(Seating::Longline);
        static TRIO: Quattro = Quattro(Seating::Trio);
        match self {
            Variant::Einstein => &Einstein,
            Variant::Koenigszabel => &Koenigszabel,
            Variant::QuattroDiagonal => &DIAGONAL,
            Variant::QuattroLongline => &LONGLINE,
            Variant::Trio => &TRIO,
        }
    }

    /// Every computer level of the game, weakest first.
    pub fn levels(self) -> Vec<ComputerLevel> {
        self.kind().levels()
    }

    /// The game's computer level `number`, if it has one.
    pub fn level(self, number: u8) -> Option<ComputerLevel> {
        self.levels().into_iter().find(|level| level.number == number)
    }

    /// The rules in short, with an example, for a rules page.
    pub fn rules(self, language: Language) -> String {
        text(language, self.kind().rules_key())
    }

    /// The board where a game begins, as the rules draw it (no side turned
    /// to the bottom: no player is known), each square described in
    /// `language`: Home's drawing of the game.
    pub fn start_board(self, language: Language) -> Board {
        AnyGame::pictured_start(self).state().board().described(self, language)
    }

    /// A level's name for people, from the catalog ("Casual player").
    pub fn level_name(self, number: u8, language: Language) -> String {
        text(language, &format!("level-{}-{number}", self.kind().level_family()))
    }

    /// What a level is like, in one line a player understands ("looks one
    /// move ahead, …"), from the catalog.
    pub fn level_description(self, number: u8, language: Language) -> String {
        text(language, &format!("level-{}-{number}-about", self.kind().level_family()))
    }

    /// The Elo the first mover's seat is worth (R1), measured with the
    /// levels' ratings: EinStein's first move, Königszabel's attackers;
    /// `None` in the games that are not rated.
    pub fn first_move_advantage(self) -> Option<f64> {
        self.kind().first_move_advantage()
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

    pub const fn of_seating(seating: Seating) -> Variant {
        match seating {
            Seating::Diagonal => Variant::QuattroDiagonal,
            Seating::Longline => Variant::QuattroLongline,
            Seating::Trio => Variant::Trio,
        }
    }

    /// The seat's letter as records write it (E7 `R`/`B`, Q5 `T`…`W`; the
    /// trio skips `V`), shown on stones so that colour is never the only
    /// cue. Königszabel's pieces differ by shape and have none.
    pub fn seat_letter(self, seat: Seat) -> Option<char> {
        self.kind().seat_letter(seat)
    }

    /// A seat's name for people, from the core's catalog: "Red", "the
    /// attackers", "top left".
    pub fn seat_name(self, seat: Seat, language: Language) -> String {
        text(language, &self.kind().seat_keys(seat).name)
    }

    /// A seat's name as a label standing alone, without an article:
    /// "Red", "Attackers", "Top left".
    pub fn seat_label(self, seat: Seat, language: Language) -> String {
        text(language, &self.kind().seat_keys(seat).label)
    }

    /// The team a seat plays in: partners share one (Q3, Q4); in the
    /// two-player games each seat is its own.
    pub fn team(self, seat: Seat) -> u8 {
        self.kind().team(seat)
    }

    /// The game's rules in a few pictures, captioned in `language`.
    pub fn rules_diagrams(self, language: Language) -> Vec<RulesDiagram> {
        self.kind().rules_diagrams(language)
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
