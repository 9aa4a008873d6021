//! The closed list of games Zabel plays, as shakmaty's `Variant` lists chess
//! variants: one tag that session, store and bindings carry.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::einstein::quattro::Seating;

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Variant {
    /// EinStein würfelt nicht! for two players (RULES.md Part E).
    Einstein,
    /// Königszabel, 13×13 Hnefatafl (RULES.md Part K).
    Koenigszabel,
    /// EinStein for four in two teams, partners in opposite corners (Q3).
    #[serde(rename = "quattro-diagonal")]
    QuattroDiagonal,
    /// … partners in neighbouring corners (Q3).
    #[serde(rename = "quattro-longline")]
    QuattroLongline,
    /// EinStein for three: one against a team of two (Q4).
    Trio,
}

/// A computer level of a game, as the session, the rating and a new-game
/// screen see it.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct ComputerLevel {
    pub number: u8,
    /// The measured rating (R1); `None` until measured, and in the games
    /// that are not rated (R2 as amended: three and four players).
    pub rating: Option<f64>,
}

impl Variant {
    /// Every computer level of the game, weakest first.
    pub fn levels(self) -> Vec<ComputerLevel> {
        use crate::ai;
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
    pub fn rules(self, language: crate::text::Language) -> String {
        let key = match self {
            Variant::QuattroDiagonal | Variant::QuattroLongline => "quattro",
            Variant::Einstein | Variant::Koenigszabel | Variant::Trio => self.name(),
        };
        crate::text::text(language, &format!("rules-{key}"))
    }

    /// The board where a game begins, as the rules draw it (no side turned
    /// to the bottom: no player is known), each square described in
    /// `language`: Home's drawing of the game.
    pub fn start_board(self, language: crate::text::Language) -> super::Board {
        super::AnyGame::pictured_start(self).state().board().described(self, language)
    }

    /// A level's name for people, from the catalog ("Casual player").
    pub fn level_name(self, number: u8, language: crate::text::Language) -> String {
        crate::text::text(language, &format!("level-{}-{number}", self.level_family()))
    }

    /// What a level is like, in one line a player understands ("looks one
    /// move ahead, …"), from the catalog.
    pub fn level_description(self, number: u8, language: crate::text::Language) -> String {
        crate::text::text(language, &format!("level-{}-{number}-about", self.level_family()))
    }

    /// The games whose levels share their names and descriptions.
    fn level_family(self) -> &'static str {
        match self {
            Variant::Einstein | Variant::Koenigszabel => self.name(),
            Variant::QuattroDiagonal | Variant::QuattroLongline | Variant::Trio => "quattro",
        }
    }

    /// Whether a game counts for the player's rating (R2 as amended: the
    /// games of two players; each such variant has a rating of its own).
    pub const fn is_rated(self) -> bool {
        self.seats() == 2
    }

    /// Whether a finished game can be reviewed move by move: the games of
    /// two, whose analysts judge a move by one side's win chance. A game of
    /// teams has no such judge; its replay offers no review.
    pub const fn has_review(self) -> bool {
        self.seats() == 2
    }

    /// The variants that have a rating, in the order of [`Variant::ALL`].
    pub fn rated() -> Vec<Variant> {
        Variant::ALL.into_iter().filter(|variant| variant.is_rated()).collect()
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

    /// The stable name used in stored games, records and the CLI.
    pub const fn name(self) -> &'static str {
        match self {
            Variant::Einstein => "einstein",
            Variant::Koenigszabel => "koenigszabel",
            Variant::QuattroDiagonal => "quattro-diagonal",
            Variant::QuattroLongline => "quattro-longline",
            Variant::Trio => "trio",
        }
    }

    pub const ALL: [Variant; 5] =
        [Variant::Einstein, Variant::Koenigszabel, Variant::QuattroDiagonal, Variant::QuattroLongline, Variant::Trio];

    pub const fn seats(self) -> usize {
        match self {
            Variant::Einstein | Variant::Koenigszabel => 2,
            Variant::QuattroDiagonal | Variant::QuattroLongline => 4,
            Variant::Trio => 3,
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
    pub fn seat_letter(self, seat: super::Seat) -> Option<char> {
        match self.seating() {
            Some(seating) => super::corner_of(seating, seat).map(|corner| corner.letter()),
            None if self == Variant::Einstein => {
                crate::einstein::Side::BOTH.get(seat.index()).map(|side| side.letter())
            }
            None => None,
        }
    }

    /// A seat's name for people, from the core's catalog: "Red", "the
    /// attackers", "top left".
    pub fn seat_name(self, seat: super::Seat, language: crate::text::Language) -> String {
        crate::text::text(language, &self.seat_key("corner", "seat", seat))
    }

    /// A seat's name as a label standing alone, without an article:
    /// "Red", "Attackers", "Top left".
    pub fn seat_label(self, seat: super::Seat, language: crate::text::Language) -> String {
        crate::text::text(language, &self.seat_key("label-corner", "label", seat))
    }

    fn seat_key(self, corner_prefix: &str, seat_prefix: &str, seat: super::Seat) -> String {
        match self.seating() {
            Some(seating) => {
                let corner = super::corner_of(seating, seat).map_or('t', |corner| corner.letter());
                format!("{corner_prefix}-{}", corner.to_ascii_lowercase())
            }
            None => format!("{seat_prefix}-{}-{}", self.name(), seat.0.min(1)),
        }
    }

    /// The team a seat plays in: partners share one (Q3, Q4); in the
    /// two-player games each seat is its own.
    pub fn team(self, seat: super::Seat) -> u8 {
        let Some(seating) = self.seating() else { return seat.0 };
        let corner = super::corner_of(seating, seat);
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
}

impl std::str::FromStr for Variant {
    type Err = String;

    fn from_str(text: &str) -> Result<Variant, String> {
        Variant::ALL.into_iter().find(|variant| variant.name() == text).ok_or_else(|| {
            let names: Vec<&str> = Variant::ALL.iter().map(|variant| variant.name()).collect();
            format!("'{text}' is not a game ({})", names.join(", "))
        })
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Seat;

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
