//! The 5×5 board as the seam draws it.

use super::{Piece, Position, Side, Square};
use crate::game::{Board, Cell, Mark, PieceKind, PieceView, Seat, Terrain, labels};

/// A two-player EinStein position: Red is seat 0, Blue seat 1.
pub fn einstein_board(position: &Position) -> Board {
    einstein_pieces_board(|square| position.piece_at(square))
}

/// The 5×5 board with the stones `piece_at` names: positions, and setups
/// being arranged.
pub fn einstein_pieces_board(piece_at: impl Fn(Square) -> Option<Piece>) -> Board {
    let seat = |side: Side| Seat(side.index() as u8);
    let cells = Square::all()
        .map(|square| {
            let terrain = Side::BOTH
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
