//! The board as any screen draws it: width, height, labels and cells in
//! drawing order (top-left first, as a person sees the board). The core owns
//! orientation: EinStein's rank 1 is at the top, Königszabel's at the bottom.

use super::seat::Seat;

/// What a square is, apart from what stands on it.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Terrain {
    Plain,
    /// Königszabel's centre (K1).
    Throne,
    /// A Königszabel corner (K1).
    Castle,
    /// The corner a seat starts from; the seat opposite aims at it (E5.1).
    HomeCorner(Seat),
}

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum PieceKind {
    /// A numbered EinStein stone.
    Stone,
    Man,
    King,
}

#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct PieceView {
    pub seat: Seat,
    pub kind: PieceKind,
    /// What is written on it: the stone's number; empty for men and kings.
    pub label: String,
}

/// How a square is marked for the move being made, and for the last move.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Mark {
    None,
    /// A piece that may be picked now.
    Choosable,
    /// The piece picked to move.
    Moving,
    /// Where the picked piece may go.
    Target,
    LastFrom,
    LastTo,
    /// A piece the picked one would capture by one of its moves, where it
    /// does not stand on the target itself (a dice game's stone does).
    Capturable,
}

#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Cell {
    /// The square's name, `g7`; taps name it.
    pub name: String,
    pub terrain: Terrain,
    pub piece: Option<PieceView>,
    pub mark: Mark,
    /// One line for screen readers: "g7, king, on the throne"; empty until
    /// [`Board::described`].
    pub description: String,
}

#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Board {
    pub width: u8,
    pub height: u8,
    /// File labels, left to right.
    pub files: Vec<String>,
    /// Rank labels, top to bottom.
    pub ranks: Vec<String>,
    /// `width × height` cells, row by row from the top left.
    pub cells: Vec<Cell>,
    /// Drawn turned half round ([`Board::turned`]): what "top left" means
    /// on the rules' board is then the bottom right.
    pub turned: bool,
}

impl Board {
    /// The board with the named squares marked; a later mark on the same
    /// square wins. [`Board::described`] then says them.
    pub fn marked(mut self, marks: &[(String, Mark)]) -> Board {
        for cell in &mut self.cells {
            if let Some((_, mark)) = marks.iter().rev().find(|(name, _)| *name == cell.name) {
                cell.mark = *mark;
            }
        }
        self
    }

    /// The board turned half round, as the player across the table sees it:
    /// the bottom-right cell first, files and ranks the other way round.
    /// Cells keep their names, so a tap still names the square it hit.
    pub fn turned(mut self) -> Board {
        self.cells.reverse();
        self.files.reverse();
        self.ranks.reverse();
        self.turned = !self.turned;
        self
    }

    /// The board as the one person at the table sees it: turned where their
    /// game turns it for their seat (`GameState::seen_turned_from`).
    /// Friends sharing a device, and computers alone, see it as drawn.
    pub fn facing(self, players: &[super::PlayerKind], seen_turned_from: impl Fn(super::Seat) -> bool) -> Board {
        match super::PlayerKind::lone_person(players) {
            Some(seat) if seen_turned_from(seat) => self.turned(),
            _ => self,
        }
    }

    pub fn cell(&self, name: &str) -> Option<&Cell> {
        self.cells.iter().find(|cell| cell.name == name)
    }
}

pub(crate) fn labels(count: u8) -> Vec<String> {
    (0..count).map(|file| ((b'a' + file) as char).to_string()).collect()
}
