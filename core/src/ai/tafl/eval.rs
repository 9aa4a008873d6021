//! What a Königszabel position is worth, in hundredths of a man, to the
//! side to move. It knows what decides tafl games: how many king moves a
//! castle is away and by how many routes, the attackers standing guard by
//! the castles, the men on each side, the attackers closing in on the king,
//! and the king's freedom. The weights are [`Weights`]; the arena measures
//! them (docs/ai.md).

use crate::tafl::{Bitboard, Position, Side, Square};

/// The worth of each feature, from the defenders' side.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Weights {
    pub attacker_man: i32,
    pub defender_man: i32,
    /// The king one move from a castle, by one route.
    pub escape_in_one: i32,
    /// … by two routes or more: the attackers cannot close both.
    pub escape_routes: i32,
    pub escape_in_two: i32,
    pub escape_in_three: i32,
    /// An attacker on a square next to a castle or diagonally before it.
    pub corner_guard: i32,
    /// An attacker next to the king.
    pub king_pressed: i32,
    /// A square the king can move to.
    pub king_freedom: i32,
}

pub const WEIGHTS: Weights = Weights {
    attacker_man: 100,
    defender_man: 160,
    escape_in_one: 350,
    escape_routes: 2500,
    escape_in_two: 120,
    escape_in_three: 40,
    corner_guard: 35,
    king_pressed: 45,
    king_freedom: 4,
};

/// The squares by the castles where attackers shut the king out.
fn guard_squares() -> Bitboard {
    ["a2", "b1", "b2", "l1", "m2", "l2", "a12", "b13", "b12", "l13", "m12", "l12"]
        .iter()
        .map(|name| name.parse::<Square>().expect("a square"))
        .collect()
}

/// Castles the king reaches in one move, and the fewest moves to the
/// nearest (1..=3; 0 when none within three).
pub fn escape(position: &Position) -> (u32, u32) {
    let Some(king) = position.king() else { return (0, 0) };
    let castles: Bitboard = Square::CASTLES.into_iter().collect();
    let lines = position.king_lines();
    let first = lines.reach(king);
    let routes = first.intersection(castles).count();
    if routes > 0 {
        return (routes, 1);
    }
    let mut seen = first.with(king);
    let mut frontier = first;
    for distance in 2..=3 {
        let next = lines.reach_all(frontier);
        if !next.intersection(castles).is_empty() {
            return (0, distance);
        }
        frontier = next.difference(seen);
        seen = seen.union(frontier);
    }
    (0, 0)
}

/// The position's worth to the side to move.
pub fn evaluate(position: &Position, weights: &Weights) -> i32 {
    let w = weights;
    let attackers = position.men(Side::Attackers);
    let mut score =
        w.defender_man * position.men(Side::Defenders).count() as i32 - w.attacker_man * attackers.count() as i32;
    if let Some(king) = position.king() {
        let (routes, distance) = escape(position);
        score += match (routes, distance) {
            (2.., _) => w.escape_routes,
            (_, 1) => w.escape_in_one,
            (_, 2) => w.escape_in_two,
            (_, 3) => w.escape_in_three,
            _ => 0,
        };
        let pressed = king.neighbours().into_iter().flatten().filter(|&square| attackers.contains(square)).count();
        score -= w.king_pressed * pressed as i32;
        score += w.king_freedom * position.king_reach(king).count() as i32;
    }
    static GUARDS: std::sync::LazyLock<Bitboard> = std::sync::LazyLock::new(guard_squares);
    score -= w.corner_guard * attackers.intersection(*GUARDS).count() as i32;
    if position.turn() == Side::Defenders { score } else { -score }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tafl::Rules;

    fn position(text: &str) -> Position {
        text.parse().unwrap()
    }

    #[test]
    fn the_start_is_seen_from_the_side_to_move() {
        let start = Position::start(Rules::default());
        let attackers_view = evaluate(&start, &WEIGHTS);
        let text = crate::tafl::START.replace(" a", " d");
        assert_eq!(evaluate(&position(&text), &WEIGHTS), -attackers_view);
        assert_eq!(escape(&start), (0, 0), "the king is walled in at the start");
    }

    #[test]
    fn moves_to_a_castle_are_counted_with_their_routes() {
        // K8.1: the king on a4 runs down to a1; up the a-file a12 blocks.
        assert_eq!(escape(&position("13/a12/13/13/13/13/13/13/13/k12/13/13/4a8 d")), (1, 1));
        // On the open edge both castles of the a-file are his.
        assert_eq!(escape(&position("13/13/13/13/13/13/13/13/13/k12/13/13/4a8 d")), (2, 1));
        // From c3 two moves: to a3 or c1, then along the edge.
        assert_eq!(escape(&position("13/13/13/13/13/13/13/13/13/13/2k10/13/6a6 d")).1, 2);
    }
}
