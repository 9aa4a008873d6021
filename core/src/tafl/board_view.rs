//! The 13×13 board as the seam draws it.

use super::{Position, SIZE, SQUARES, Side, Square};
use crate::game::{Board, Cell, Mark, PieceKind, PieceView, Seat, Terrain, labels};

/// A Königszabel position: the attackers are seat 0, the defenders seat 1.
pub fn tafl_board(position: &Position) -> Board {
    let size = SIZE;
    let mut cells = Vec::with_capacity(SQUARES);
    for rank in (0..size).rev() {
        for file in 0..size {
            let square = Square::new(file, rank).expect("on the board");
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
                    seat: Seat(if piece.side == Side::Attackers { 0 } else { 1 }),
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
