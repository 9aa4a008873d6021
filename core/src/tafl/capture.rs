//! Captures, judged after a piece has arrived on `to`: men (K4, K7), then
//! the king alone (K5) or with his guard (K6).

use super::piece::{Kind, Piece, Side};
use super::square::{Bitboard, Direction, Square};

/// What a capture looks at: which piece stands where. The position
/// implements it; captures know nothing else of it.
pub(super) trait Pieces {
    fn piece_at(&self, square: Square) -> Option<Piece>;
    fn king(&self) -> Option<Square>;
}

/// The men the piece that just moved to `to` captures: custodially (K4) and,
/// with `shieldwall` (K7), in shieldwalls.
pub(super) fn men(position: &impl Pieces, to: Square, shieldwall: bool) -> Bitboard {
    let mover = position.piece_at(to).expect("the moved piece stands on its target").side;
    let mut captured = Bitboard::EMPTY;
    for direction in Direction::ALL {
        let Some(enemy) = to.step(direction) else {
            continue;
        };
        if position.piece_at(enemy) != Some(man_of(mover.opponent())) {
            continue;
        }
        if enemy.step(direction).is_some_and(|beyond| hostile_to_man(position, beyond, mover.opponent())) {
            captured.insert(enemy);
        }
    }
    if shieldwall {
        captured = captured.union(shieldwalls(position, to, mover));
    }
    captured
}

/// K4: what closes a custodial capture of a man of `victim`'s side: a piece
/// of the other side (the king too) or a castle. The empty throne does not.
fn hostile_to_man(position: &impl Pieces, square: Square, victim: Side) -> bool {
    square.is_castle() || position.piece_at(square).is_some_and(|piece| piece.side != victim)
}

fn man_of(side: Side) -> Piece {
    Piece { side, kind: Kind::Man }
}

/// K7: the edge rows of the opponent's pieces that the mover on `to` closes
/// on either side along the edge. Every piece of a row needs an enemy in
/// front of it, the far end must be an enemy piece (a castle does not
/// count), and the row must be two pieces or more, the king counted (the
/// rules' example: the king and one man are a wall); the king in a row
/// survives, his men do not.
fn shieldwalls(position: &impl Pieces, to: Square, mover: Side) -> Bitboard {
    let mut captured = Bitboard::EMPTY;
    let Some(inward) = inward(to) else {
        return captured;
    };
    for along in Direction::ALL.into_iter().filter(|d| *d != inward && *d != inward.opposite()) {
        let mut row = Bitboard::EMPTY;
        let mut pieces = 0;
        let mut square = to.step(along);
        while let Some(member) = square.filter(|s| position.piece_at(*s).is_some_and(|p| p.side != mover)) {
            let in_front = member.step(inward).and_then(|s| position.piece_at(s));
            if in_front.is_none_or(|piece| piece.side != mover) {
                break;
            }
            if !position.piece_at(member).is_some_and(Piece::is_king) {
                row.insert(member);
            }
            pieces += 1;
            square = member.step(along);
        }
        let closed = square.is_some_and(|end| position.piece_at(end).is_some_and(|piece| piece.side == mover));
        if closed && pieces >= 2 {
            captured = captured.union(row);
        }
    }
    captured
}

/// The direction from an edge square towards the board's inside; `None` off
/// the edge and on the castles, which belong to two edges.
fn inward(square: Square) -> Option<Direction> {
    if square.is_castle() {
        return None;
    }
    match (square.file(), square.rank()) {
        (_, 0) => Some(Direction::Up),
        (_, 12) => Some(Direction::Down),
        (0, _) => Some(Direction::Right),
        (12, _) => Some(Direction::Left),
        _ => None,
    }
}

/// After an attacker has moved to `to`: the king alone when he is enclosed
/// (K5), or the king and his guard when they are enclosed as a pair (K6);
/// nothing otherwise. Captured men have already been removed.
pub(super) fn king(position: &impl Pieces, to: Square) -> Bitboard {
    let Some(king) = position.king() else {
        return Bitboard::EMPTY;
    };
    // Only an attacker arriving next to the king or next to a guard beside
    // him closes an enclosure: two steps away at most.
    if to.file().abs_diff(king.file()) + to.rank().abs_diff(king.rank()) > 2 {
        return Bitboard::EMPTY;
    }
    if to.touches(king) && king.neighbours().into_iter().all(|n| hostile_to_king(position, n)) {
        return Bitboard::EMPTY.with(king);
    }
    for guard in king.neighbours().into_iter().flatten() {
        if position.piece_at(guard) != Some(Piece::DEFENDER) || !(to.touches(king) || to.touches(guard)) {
            continue;
        }
        let king_enclosed =
            king.neighbours().into_iter().filter(|&n| n != Some(guard)).all(|n| hostile_to_king(position, n));
        let guard_enclosed =
            guard.neighbours().into_iter().filter(|&n| n != Some(king)).all(|n| hostile_to_guard(position, n));
        if king_enclosed && guard_enclosed {
            return Bitboard::EMPTY.with(king).with(guard);
        }
    }
    Bitboard::EMPTY
}

/// K5: an attacker, a castle, the empty throne, or off the board.
fn hostile_to_king(position: &impl Pieces, square: Option<Square>) -> bool {
    square.is_none_or(|square| {
        square.is_castle()
            || position.piece_at(square) == Some(Piece::ATTACKER)
            || (square.is_throne() && position.piece_at(square).is_none())
    })
}

/// K6: for the guard, as for the king, but the empty throne does not count.
fn hostile_to_guard(position: &impl Pieces, square: Option<Square>) -> bool {
    square.is_none_or(|square| square.is_castle() || position.piece_at(square) == Some(Piece::ATTACKER))
}
