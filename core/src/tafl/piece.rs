//! The two sides and their pieces (K2): attackers have men only; the
//! defenders have men and their king.

use std::fmt;

use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Side {
    /// 24 men from the edges; they move first (K2).
    Attackers,
    /// The king and 12 men around the throne.
    Defenders,
}

impl Side {
    pub const BOTH: [Side; 2] = [Side::Attackers, Side::Defenders];

    pub const fn opponent(self) -> Side {
        match self {
            Side::Attackers => Side::Defenders,
            Side::Defenders => Side::Attackers,
        }
    }

    /// `a` or `d`, as in K10.
    pub const fn letter(self) -> char {
        match self {
            Side::Attackers => 'a',
            Side::Defenders => 'd',
        }
    }

    pub fn from_letter(letter: &str) -> Option<Side> {
        match letter {
            "a" => Some(Side::Attackers),
            "d" => Some(Side::Defenders),
            _ => None,
        }
    }

    /// The side `name` ([`Side::name`]) names.
    pub fn from_name(name: &str) -> Option<Side> {
        Side::BOTH.into_iter().find(|side| side.name() == name)
    }

    pub const fn name(self) -> &'static str {
        match self {
            Side::Attackers => "attackers",
            Side::Defenders => "defenders",
        }
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Kind {
    Man,
    King,
}

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Piece {
    pub side: Side,
    pub kind: Kind,
}

impl Piece {
    pub const ATTACKER: Piece = Piece { side: Side::Attackers, kind: Kind::Man };
    pub const DEFENDER: Piece = Piece { side: Side::Defenders, kind: Kind::Man };
    pub const KING: Piece = Piece { side: Side::Defenders, kind: Kind::King };

    pub const fn is_king(self) -> bool {
        matches!(self.kind, Kind::King)
    }

    /// `a`, `d` or `k`, as in K10.
    pub const fn letter(self) -> char {
        match (self.side, self.kind) {
            (_, Kind::King) => 'k',
            (side, Kind::Man) => side.letter(),
        }
    }

    pub const fn from_letter(letter: char) -> Option<Piece> {
        match letter {
            'a' => Some(Piece::ATTACKER),
            'd' => Some(Piece::DEFENDER),
            'k' => Some(Piece::KING),
            _ => None,
        }
    }
}

impl fmt::Display for Piece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match (self.side, self.kind) {
            (_, Kind::King) => "the king",
            (Side::Attackers, Kind::Man) => "an attacker",
            (Side::Defenders, Kind::Man) => "a defender",
        })
    }
}
