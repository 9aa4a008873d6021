//! The board as any screen draws it: width, height, labels and cells in
//! drawing order (top-left first, as a person sees the board). The core owns
//! orientation: EinStein's rank 1 is at the top, Königszabel's at the bottom.

use super::seat::Seat;
use crate::{einstein, tafl};

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

/// A two-player EinStein position: Red is seat 0, Blue seat 1.
pub fn einstein_board(position: &einstein::Position) -> Board {
    einstein_pieces_board(|square| position.piece_at(square))
}

/// The 5×5 board with the stones `piece_at` names: positions, and setups
/// being arranged.
pub fn einstein_pieces_board(piece_at: impl Fn(einstein::Square) -> Option<einstein::Piece>) -> Board {
    let seat = |side: einstein::Side| Seat(side.index() as u8);
    let cells = einstein::Square::all()
        .map(|square| {
            let terrain = einstein::Side::BOTH
                .into_iter()
                .find(|side| side.home() == square)
                .map_or(Terrain::Plain, |side| Terrain::HomeCorner(seat(side)));
            let piece = piece_at(square);
            Cell {
                name: square.to_string(),
                terrain,
                piece: piece.map(|p| PieceView {
                    seat: seat(p.side),
                    kind: PieceKind::Stone,
                    label: p.stone.to_string(),
                }),
                mark: Mark::None,
                description: String::new(),
            }
        })
        .collect();
    // E1: rank 1 is the top row, so index order is drawing order.
    Board {
        width: 5,
        height: 5,
        files: labels(5),
        ranks: (1..=5).map(|r| r.to_string()).collect(),
        cells,
        turned: false,
    }
}

/// A Königszabel position: the attackers are seat 0, the defenders seat 1.
pub fn tafl_board(position: &tafl::Position) -> Board {
    let size = tafl::SIZE;
    let mut cells = Vec::with_capacity(tafl::SQUARES);
    for rank in (0..size).rev() {
        for file in 0..size {
            let square = tafl::Square::new(file, rank).expect("on the board");
            let terrain = if square.is_throne() {
                Terrain::Throne
            } else if square.is_castle() {
                Terrain::Castle
            } else {
                Terrain::Plain
            };
            let piece = position.piece_at(square);
            cells.push(Cell {
                name: square.to_string(),
                terrain,
                piece: piece.map(|piece| PieceView {
                    seat: Seat(if piece.side == tafl::Side::Attackers { 0 } else { 1 }),
                    kind: if piece.is_king() { PieceKind::King } else { PieceKind::Man },
                    label: String::new(),
                }),
                mark: Mark::None,
                description: String::new(),
            });
        }
    }
    Board {
        width: size,
        height: size,
        files: labels(size),
        ranks: (1..=size).rev().map(|rank| rank.to_string()).collect(),
        cells,
        turned: false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Variant;
    use crate::text::Language;

    #[test]
    fn a_board_turned_half_round_starts_at_the_bottom_right_and_turned_again_is_itself() {
        let position: einstein::Position = "2B22/R1R53/1R43/3B6B1/2B41B5 b".parse().unwrap();
        let board = einstein_board(&position);
        let turned = board.clone().turned();
        assert_eq!((turned.cells[0].name.as_str(), turned.cells[24].name.as_str()), ("e5", "a1"));
        assert_eq!((turned.files[0].as_str(), turned.ranks[0].as_str()), ("e", "5"));
        assert_eq!(turned.cell("b3"), board.cell("b3"), "a square keeps its name and what stands on it");
        assert!(turned.turned && !board.turned);
        assert_eq!(turned.turned(), board);
    }

    #[test]
    fn einstein_draws_rank_1_on_top_with_numbered_stones() {
        let position: einstein::Position = "2B22/R1R53/1R43/3B6B1/2B41B5 b".parse().unwrap();
        let board = einstein_board(&position).described(Variant::Einstein, Language::English);
        assert_eq!((board.width, board.height, board.cells.len()), (5, 5, 25));
        assert_eq!(board.cells[0].name, "a1");
        assert_eq!(board.cells[0].terrain, Terrain::HomeCorner(Seat(0)));
        assert_eq!(board.cells[24].terrain, Terrain::HomeCorner(Seat(1)));
        assert_eq!(board.ranks[0], "1");
        let b3 = board.cell("b3").unwrap();
        assert_eq!(b3.piece, Some(PieceView { seat: Seat(0), kind: PieceKind::Stone, label: "4".into() }));
        assert_eq!(b3.description, "b3, red stone 4");
        assert_eq!(board.cell("a1").unwrap().description, "a1, empty, red's corner");
        let board = board.described(Variant::Einstein, Language::German);
        assert_eq!(board.cell("b3").unwrap().description, "b3, roter Stein 4");
        assert_eq!(board.cell("a1").unwrap().description, "a1, leer, Ecke von Rot");
    }

    #[test]
    fn tafl_draws_rank_13_on_top_with_throne_castles_and_king() {
        let board = tafl_board(&tafl::Position::start(tafl::Rules::default()))
            .described(Variant::Koenigszabel, Language::English);
        assert_eq!((board.width, board.height, board.cells.len()), (13, 13, 169));
        assert_eq!(board.cells[0].name, "a13");
        assert_eq!(board.cells[168].name, "m1");
        assert_eq!((board.ranks[0].as_str(), board.ranks[12].as_str()), ("13", "1"));
        assert_eq!(board.cells[0].terrain, Terrain::Castle);
        let throne = board.cell("g7").unwrap();
        assert_eq!(throne.terrain, Terrain::Throne);
        assert_eq!(throne.piece.as_ref().map(|p| p.kind), Some(PieceKind::King));
        assert_eq!(throne.description, "g7, king, on the throne");
        assert_eq!(board.cell("e1").unwrap().description, "e1, attacker");
        assert_eq!(board.cell("m13").unwrap().description, "m13, an empty castle");
        let board = board.described(Variant::Koenigszabel, Language::German);
        assert_eq!(board.cell("g7").unwrap().description, "g7, König, auf dem Thron");
        assert_eq!(board.cell("e1").unwrap().description, "e1, Angreifer");
        assert_eq!(board.cell("f7").unwrap().description, "f7, Verteidiger");
    }

    #[test]
    fn marks_show_and_are_spoken_and_a_later_mark_wins() {
        let start = tafl_board(&tafl::Position::start(tafl::Rules::default()));
        let marks = [("g2".into(), Mark::LastTo), ("g2".into(), Mark::Moving), ("c2".into(), Mark::Target)];
        let said = |board: Board| board.described(Variant::Koenigszabel, Language::English);
        let board = said(start.clone().marked(&marks));
        assert_eq!(board.cell("g2").unwrap().mark, Mark::Moving);
        assert_eq!(board.cell("g2").unwrap().description, "g2, attacker, selected");
        assert_eq!(board.cell("c2").unwrap().description, "c2, empty, can move here");
        assert_eq!(board.cell("g1").unwrap().description, "g1, attacker");
        let board = said(start.clone().marked(&[("g2".into(), Mark::Choosable)]));
        assert_eq!(board.cell("g2").unwrap().description, "g2, attacker, can move");
        let german = start.marked(&marks).described(Variant::Koenigszabel, Language::German);
        assert_eq!(german.cell("c2").unwrap().description, "c2, leer, kann hierhin ziehen");
    }
}
