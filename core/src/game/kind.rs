//! What a game says of itself, once: each game's adapter implements
//! [`GameKind`], and the registry (`crate::games`) hands a [`Variant`](super::Variant)
//! its game's kind. Everything a screen, the rating or the catalog asks of
//! a game by its tag is answered here, by the game.

use super::{Cell, ComputerLevel, Language, PieceView, RulesDiagram, Seat};

/// The catalog keys that name a seat: inside a sentence ("the attackers",
/// "Red") and as a label standing alone ("Attackers").
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SeatKeys {
    pub name: String,
    pub label: String,
}

pub trait GameKind: Sync {
    /// Every computer level, weakest first.
    fn levels(&self) -> Vec<ComputerLevel>;

    /// The Elo the first mover's seat is worth (R1), measured with the
    /// levels' ratings; `None` in a game that is not rated.
    fn first_move_advantage(&self) -> Option<f64>;

    /// The game in the catalog's level keys (`level-<family>-<number>`):
    /// games whose levels are the same share it.
    fn level_family(&self) -> &'static str;

    /// The catalog key of the rules in short.
    fn rules_key(&self) -> &'static str;

    /// The seat's letter as records write it, shown on stones so that
    /// colour is never the only cue; `None` where pieces differ by shape.
    fn seat_letter(&self, seat: Seat) -> Option<char>;

    fn seat_keys(&self, seat: Seat) -> SeatKeys;

    /// The team a seat plays in: partners share one; in a game of two each
    /// seat is its own.
    fn team(&self, seat: Seat) -> u8 {
        seat.0
    }

    /// The rules in a few pictures, captioned in `language`.
    fn rules_diagrams(&self, language: Language) -> Vec<RulesDiagram>;

    /// What a screen reader says of `piece` standing on `square`.
    fn piece_words(&self, piece: &PieceView, square: &str, language: Language) -> String;

    /// What the square is in this game beyond throne and castle (a seat's
    /// corner, a seat's goal), if anything.
    fn square_words(&self, cell: &Cell, language: Language) -> Option<String>;
}
