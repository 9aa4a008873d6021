//! What a Königszabel position shows, as numbers a learned evaluation
//! weighs: one concept per function, every count from the defenders' side
//! (a larger number is not necessarily better for them; the fitted weight
//! says which way it goes). The learned evaluation (`learned.rs`) is their
//! dot product with weights fitted to self-play outcomes, and `zabel-lab
//! tafl-texel` fits them from the same vector.

use std::sync::LazyLock;

use crate::tafl::{Bitboard, Direction, Position, SIZE, Side, Square};

/// Squares by their distance from the nearest file edge and rank edge,
/// which the board's eight symmetries keep: 28 classes from a1 to g7.
pub const SQUARE_CLASSES: usize = 28;

/// The scalar features, before the three piece-square tables.
pub const SCALAR_NAMES: [&str; 27] = [
    "defenders_edge",
    "attacker_men",
    "defender_men",
    "castles_in_one",
    "two_routes",
    "castles_in_two",
    "castles_in_three",
    "nearest_in_two",
    "nearest_in_three",
    "corner_guards",
    "corner_diagonal_men",
    "corners_sealed",
    "attacker_diagonal_pairs",
    "defender_diagonal_pairs",
    "attacker_edge_men",
    "defender_edge_men",
    "attacker_edge_pairs",
    "defender_edge_pairs",
    "attackers_threatened",
    "defenders_threatened",
    "king_sides_closed",
    "king_threatened",
    "attacker_mobility",
    "defender_mobility",
    "king_freedom",
    "king_on_edge",
    "attackers_next_to_king",
];

/// How many features there are: the scalars and a piece-square table for
/// attacker men, defender men and the king.
pub const COUNT: usize = SCALAR_NAMES.len() + 3 * SQUARE_CLASSES;

const ATTACKER_SQUARES: usize = SCALAR_NAMES.len();
const DEFENDER_SQUARES: usize = ATTACKER_SQUARES + SQUARE_CLASSES;
const KING_SQUARES: usize = DEFENDER_SQUARES + SQUARE_CLASSES;

/// Every feature's name, in the order of [`Features`]: the scalars, then
/// `attacker@a1`, `defender@a1`, `king@a1`… by square class (named by its
/// square in the triangle a1–g1–g7).
pub fn names() -> Vec<String> {
    let mut names: Vec<String> = SCALAR_NAMES.iter().map(|name| (*name).to_owned()).collect();
    for piece in ["attacker", "defender", "king"] {
        for class in 0..SQUARE_CLASSES {
            names.push(format!("{piece}@{}", class_square(class)));
        }
    }
    names
}

/// One position's features.
pub type Features = [i32; COUNT];

/// The features of a position.
pub fn extract(position: &Position) -> Features {
    let mut features = [0; COUNT];
    let attackers = position.men(Side::Attackers);
    let defenders = position.men(Side::Defenders);
    let reach = Reach::new(position);
    let distances = castle_distances(position);
    let scalars: [i32; SCALAR_NAMES.len()] = [
        1,
        attackers.count() as i32,
        defenders.count() as i32,
        distances.castles_at(1),
        i32::from(distances.castles_at(1) >= 2),
        distances.castles_at(2),
        distances.castles_at(3),
        i32::from(distances.nearest() == Some(2)),
        i32::from(distances.nearest() == Some(3)),
        corner_guards(attackers),
        corner_diagonal_men(attackers),
        corners_sealed(attackers),
        diagonal_pairs(attackers),
        diagonal_pairs(defenders),
        edge_men(attackers),
        edge_men(defenders),
        edge_pairs(attackers),
        edge_pairs(defenders),
        threatened_men(position, &reach, Side::Attackers),
        threatened_men(position, &reach, Side::Defenders),
        king_sides_closed(position),
        i32::from(king_threatened(position, &reach)),
        reach.mobility[0],
        reach.mobility[1],
        king_freedom(position),
        i32::from(position.king().is_some_and(Square::is_edge)),
        attackers_next_to_king(position),
    ];
    features[..SCALAR_NAMES.len()].copy_from_slice(&scalars);
    count_by_class(attackers, &mut features[ATTACKER_SQUARES..DEFENDER_SQUARES]);
    count_by_class(defenders, &mut features[DEFENDER_SQUARES..KING_SQUARES]);
    if let Some(king) = position.king() {
        features[KING_SQUARES + square_class(king)] += 1;
    }
    features
}

/// Every square's class, by rank and file: the search asks for each man
/// at every node, so it is looked up rather than worked out.
static CLASSES: LazyLock<[[u8; SIZE as usize]; SIZE as usize]> = LazyLock::new(|| {
    std::array::from_fn(|rank| {
        std::array::from_fn(|file| square_class(Square::new(file as u8, rank as u8).expect("on the board")) as u8)
    })
});

fn count_by_class(men: Bitboard, table: &mut [i32]) {
    for (rank, classes) in CLASSES.iter().enumerate() {
        let mut row = men.0[rank];
        while row != 0 {
            table[usize::from(classes[row.trailing_zeros() as usize])] += 1;
            row &= row - 1;
        }
    }
}

/// The class of a square under the board's eight symmetries.
pub fn square_class(square: Square) -> usize {
    let last = SIZE - 1;
    let from_file_edge = square.file().min(last - square.file()) as usize;
    let from_rank_edge = square.rank().min(last - square.rank()) as usize;
    let (far, near) = (from_file_edge.max(from_rank_edge), from_file_edge.min(from_rank_edge));
    far * (far + 1) / 2 + near
}

/// The square that names a class: its member on the bottom rank side of
/// the a1–g7 diagonal.
fn class_square(class: usize) -> Square {
    let far = (0..7).rev().find(|far| far * (far + 1) / 2 <= class).expect("classes start at 0");
    let near = class - far * (far + 1) / 2;
    Square::new(far as u8, near as u8).expect("on the board")
}

/// How many king moves each castle is away on the current board (1..=3),
/// found by filling the king's lines from where he stands.
pub struct CastleDistances([Option<u32>; 4]);

impl CastleDistances {
    pub fn castles_at(&self, distance: u32) -> i32 {
        self.0.iter().filter(|&&found| found == Some(distance)).count() as i32
    }

    pub fn nearest(&self) -> Option<u32> {
        self.0.iter().flatten().copied().min()
    }
}

pub fn castle_distances(position: &Position) -> CastleDistances {
    let mut distances = [None; 4];
    let Some(king) = position.king() else { return CastleDistances(distances) };
    let lines = position.king_lines();
    let mut reached = lines.reach(king);
    for distance in 1..=3 {
        for (found, castle) in distances.iter_mut().zip(Square::CASTLES) {
            if found.is_none() && reached.contains(castle) {
                *found = Some(distance);
            }
        }
        if distance < 3 {
            reached = lines.reach_all(reached);
        }
    }
    CastleDistances(distances)
}

/// For each castle, the squares next to it and diagonally before it
/// (a2, b1, b2 by a1): attackers there shut the king out but can be
/// taken against the castle.
fn corner_guard_squares() -> Bitboard {
    corner_squares(&[(1, 0), (0, 1), (1, 1)])
}

/// For each castle, the diagonal a3–b2–c1 across it: three attackers
/// there close the castle and none of them can be taken.
fn corner_diagonal_squares() -> [Bitboard; 4] {
    let near_a1 = [(2, 0), (1, 1), (0, 2)];
    Square::CASTLES.map(|castle| mirrored(castle, &near_a1))
}

fn mirrored(castle: Square, offsets: &[(u8, u8)]) -> Bitboard {
    let last = SIZE - 1;
    offsets
        .iter()
        .map(|&(file, rank)| {
            let file = if castle.file() == 0 { file } else { last - file };
            let rank = if castle.rank() == 0 { rank } else { last - rank };
            Square::new(file, rank).expect("on the board")
        })
        .collect()
}

fn corner_squares(offsets: &[(u8, u8)]) -> Bitboard {
    Square::CASTLES.iter().fold(Bitboard::EMPTY, |all, &castle| all.union(mirrored(castle, offsets)))
}

static GUARDS: LazyLock<Bitboard> = LazyLock::new(corner_guard_squares);
static DIAGONALS: LazyLock<[Bitboard; 4]> = LazyLock::new(corner_diagonal_squares);

pub fn corner_guards(attackers: Bitboard) -> i32 {
    attackers.intersection(*GUARDS).count() as i32
}

pub fn corner_diagonal_men(attackers: Bitboard) -> i32 {
    DIAGONALS.iter().map(|diagonal| attackers.intersection(*diagonal).count() as i32).sum()
}

/// Castles whose whole diagonal the attackers hold.
pub fn corners_sealed(attackers: Bitboard) -> i32 {
    DIAGONALS.iter().filter(|&&diagonal| attackers.intersection(diagonal) == diagonal).count() as i32
}

/// Men of one side touching corner to corner: the links of the diagonal
/// chains that wall the king in (or out).
pub fn diagonal_pairs(men: Bitboard) -> i32 {
    let up = men.shifted(Direction::Up);
    let rising = men.intersection(up.shifted(Direction::Right)).count();
    let falling = men.intersection(up.shifted(Direction::Left)).count();
    (rising + falling) as i32
}

fn edge_squares() -> Bitboard {
    Square::all().filter(|square| square.is_edge()).collect()
}

static EDGE: LazyLock<Bitboard> = LazyLock::new(edge_squares);

pub fn edge_men(men: Bitboard) -> i32 {
    men.intersection(*EDGE).count() as i32
}

/// Neighbours along the edge: the rows a shieldwall is made of, and that
/// close the edge to the king.
pub fn edge_pairs(men: Bitboard) -> i32 {
    let on_edge = men.intersection(*EDGE);
    let along_ranks = on_edge.intersection(on_edge.shifted(Direction::Right)).count();
    let along_files = on_edge.intersection(on_edge.shifted(Direction::Up)).count();
    (along_ranks + along_files) as i32
}

/// Where each side's pieces can slide in one move and how many moves the
/// men have. The throne and the castles stop men (K3); the king's own
/// moves are his freedom, counted apart.
pub struct Reach {
    /// Attackers, then defenders (the king with them).
    targets: [Bitboard; 2],
    /// Attackers' men, then defenders' men.
    mobility: [i32; 2],
}

impl Reach {
    pub fn new(position: &Position) -> Reach {
        const ROW: u16 = (1 << SIZE) - 1;
        let mut blocked = position.occupied().with(Square::THRONE);
        for castle in Square::CASTLES {
            blocked.insert(castle);
        }
        let empty: [u16; SIZE as usize] = std::array::from_fn(|rank| !blocked.0[rank] & ROW);
        let (attackers, attacker_moves) = slides(position.men(Side::Attackers), &empty);
        let (mut defenders, defender_moves) = slides(position.men(Side::Defenders), &empty);
        if let Some(king) = position.king() {
            defenders = defenders.union(position.king_reach(king));
        }
        Reach { targets: [attackers, defenders], mobility: [attacker_moves, defender_moves] }
    }

    pub fn targets(&self, side: Side) -> Bitboard {
        self.targets[usize::from(side == Side::Defenders)]
    }

    pub fn mobility(&self, side: Side) -> i32 {
        self.mobility[usize::from(side == Side::Defenders)]
    }
}

/// Along one rank, the empty squares right of `from` before a blocker: the
/// carry of `from + 1` runs through each run of empty squares at once.
fn fill_right(from: u16, empty: u16) -> u16 {
    let start = u32::from(from) << 1;
    let empty = u32::from(empty);
    (((empty + start) ^ empty) & empty) as u16
}

/// A rank's 13 squares in the opposite order, so that left is right.
fn mirror(row: u16) -> u16 {
    row.reverse_bits() >> (16 - SIZE)
}

/// The squares `from` slide to along empty lines, and how many moves that
/// is (a square reached from two directions is two moves).
fn slides(from: Bitboard, empty: &[u16; SIZE as usize]) -> (Bitboard, i32) {
    let rows = SIZE as usize;
    let mut reached = Bitboard::EMPTY;
    let mut moves = 0;
    let (mut up, mut down) = ([0u16; SIZE as usize], [0u16; SIZE as usize]);
    for rank in 1..rows {
        up[rank] = (up[rank - 1] | from.0[rank - 1]) & empty[rank];
    }
    for rank in (0..rows - 1).rev() {
        down[rank] = (down[rank + 1] | from.0[rank + 1]) & empty[rank];
    }
    for rank in 0..rows {
        let right = fill_right(from.0[rank], empty[rank]);
        let left = mirror(fill_right(mirror(from.0[rank]), mirror(empty[rank])));
        moves += (right.count_ones() + left.count_ones() + up[rank].count_ones() + down[rank].count_ones()) as i32;
        reached.0[rank] = right | left | up[rank] | down[rank];
    }
    (reached, moves)
}

/// Men of `side` the opponent could take next move (K4) when `side` is to
/// move and must see to them; zero when the opponent is to move, since
/// then the capture itself is on the board and the search plays it.
pub fn threatened_men(position: &Position, reach: &Reach, side: Side) -> i32 {
    if position.turn() != side {
        return 0;
    }
    let victims = position.men(side);
    let enemy = side.opponent();
    let mut anvils = position.pieces_of(enemy);
    for castle in Square::CASTLES {
        anvils.insert(castle);
    }
    let landing = reach.targets(enemy);
    let mut taken = Bitboard::EMPTY;
    for direction in Direction::ALL {
        let back = direction.opposite();
        // A victim with an anvil beyond it and an enemy able to land behind it.
        let trapped = victims.intersection(anvils.shifted(back));
        let behind = trapped.shifted(back).intersection(landing);
        taken = taken.union(behind.shifted(direction));
    }
    taken.count() as i32
}

/// Sides of the king closed for K5: an attacker, a castle, the empty
/// throne or the board's end.
pub fn king_sides_closed(position: &Position) -> i32 {
    let Some(king) = position.king() else { return 4 };
    let attackers = position.men(Side::Attackers);
    king.neighbours()
        .into_iter()
        .filter(|neighbour| match neighbour {
            None => true,
            Some(square) => attackers.contains(*square) || square.is_castle() || square.is_throne(),
        })
        .count() as i32
}

/// With the defenders to move, three sides of the king closed and an
/// attacker able to close the fourth: they must answer it.
pub fn king_threatened(position: &Position, reach: &Reach) -> bool {
    let Some(king) = position.king() else { return false };
    if position.turn() != Side::Defenders || king_sides_closed(position) != 3 {
        return false;
    }
    let attackers = position.men(Side::Attackers);
    king.neighbours().into_iter().flatten().any(|square| {
        let open = !(attackers.contains(square) || square.is_castle() || square.is_throne());
        open && reach.targets(Side::Attackers).contains(square)
    })
}

/// The squares the king can move to.
pub fn king_freedom(position: &Position) -> i32 {
    position.king().map_or(0, |king| position.king_reach(king).count() as i32)
}

pub fn attackers_next_to_king(position: &Position) -> i32 {
    let Some(king) = position.king() else { return 0 };
    let attackers = position.men(Side::Attackers);
    king.neighbours().into_iter().flatten().filter(|&square| attackers.contains(square)).count() as i32
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tafl::Rules;

    fn position(text: &str) -> Position {
        text.parse().unwrap()
    }

    fn feature(position: &Position, name: &str) -> i32 {
        let at = names().iter().position(|known| known == name).expect("a feature");
        extract(position)[at]
    }

    fn squares(names: &[&str]) -> Bitboard {
        names.iter().map(|name| name.parse::<Square>().unwrap()).collect()
    }

    #[test]
    fn every_feature_has_its_own_name() {
        let names = names();
        assert_eq!(names.len(), COUNT);
        let unique: std::collections::HashSet<&String> = names.iter().collect();
        assert_eq!(unique.len(), COUNT);
        assert!(names.contains(&"king@g7".to_owned()) && names.contains(&"attacker@a1".to_owned()));
    }

    #[test]
    fn square_classes_follow_the_eight_symmetries() {
        let class = |name: &str| square_class(name.parse().unwrap());
        for group in [["a1", "m1", "a13", "m13"], ["b1", "a2", "l13", "m12"], ["c2", "b3", "k12", "l11"]] {
            assert!(group.iter().all(|name| class(name) == class(group[0])), "{group:?}");
        }
        assert_ne!(class("b1"), class("b2"));
        let all: std::collections::HashSet<usize> = Square::all().map(square_class).collect();
        assert_eq!(all.len(), SQUARE_CLASSES);
        assert_eq!(class("g7"), SQUARE_CLASSES - 1);
        for index in 0..SQUARE_CLASSES {
            assert_eq!(square_class(class_square(index)), index);
        }
    }

    #[test]
    fn men_are_counted_and_placed_by_class() {
        let start = Position::start(Rules::default());
        assert_eq!(feature(&start, "attacker_men"), 24);
        assert_eq!(feature(&start, "defender_men"), 12);
        assert_eq!(feature(&start, "king@g7"), 1);
        // e1 and i1 and their mirrors in the class of e1, f1 and h1 in f1's.
        assert_eq!(feature(&start, "attacker@e1"), 8);
        assert_eq!(feature(&start, "attacker@f1"), 8);
        assert_eq!(feature(&start, "attacker@g1"), 4);
        assert_eq!(feature(&start, "attacker@g2"), 4);
        let table: i32 = (0..SQUARE_CLASSES).map(|class| extract(&start)[ATTACKER_SQUARES + class]).sum();
        assert_eq!(table, 24, "every attacker on one square of the table");
    }

    #[test]
    fn castle_distances_count_each_castle_on_the_current_board() {
        // The king on a4: a1 in one (a12 blocks a13); from a3, a2 or a4 the
        // bottom edge leads to m1 in two.
        let blocked = position("13/a12/13/13/13/13/13/13/13/k12/13/13/4a8 d");
        let distances = castle_distances(&blocked);
        assert_eq!((distances.castles_at(1), distances.nearest()), (1, Some(1)));
        assert_eq!(feature(&blocked, "two_routes"), 0);
        // The open a-file: both castles in one, two routes.
        let open = position("13/13/13/13/13/13/13/13/13/k12/13/13/4a8 d");
        assert_eq!(feature(&open, "castles_in_one"), 2);
        assert_eq!(feature(&open, "two_routes"), 1);
        // From c3 every castle in two: a1 and a13 by a3, m1 and m13 by m3.
        let c3 = position("13/13/13/13/13/13/13/13/13/13/2k10/13/6a6 d");
        assert_eq!((feature(&c3, "castles_in_two"), feature(&c3, "castles_in_three")), (4, 0));
        // The king on f6 can only go up to f11 (f12 is held): no edge in one,
        // so every castle is three moves away (f7 to a7, then a1 or a13).
        let boxed = position("13/5a7/13/13/13/13/13/4aka6/5a7/13/13/13/13 d");
        assert_eq!((feature(&boxed, "castles_in_two"), feature(&boxed, "castles_in_three")), (0, 4));
        assert_eq!(feature(&boxed, "nearest_in_three"), 1);
        assert_eq!((feature(&c3, "nearest_in_two"), feature(&c3, "nearest_in_three")), (1, 0));
        let start = Position::start(Rules::default());
        assert_eq!(castle_distances(&start).nearest(), None, "walled in at the start");
    }

    #[test]
    fn corner_blockades_are_guards_diagonals_and_sealed_corners() {
        let men = squares(&["a2", "b1", "b2", "c1", "a3", "l13", "m11"]);
        assert_eq!(corner_guards(men), 4, "a2 b1 b2 by a1 and l13 by m13");
        assert_eq!(corner_diagonal_men(men), 4, "a3 b2 c1 by a1 and m11 by m13");
        assert_eq!(corners_sealed(men), 1, "only a1's diagonal is whole");
        let sealed = position("10a2/11a1/12a/13/13/13/13/13/13/13/13/13/6k6 a");
        assert_eq!(feature(&sealed, "corners_sealed"), 1);
    }

    #[test]
    fn diagonal_and_edge_formations() {
        // A chain d4-e5-f6 and c5 touching d4: three diagonal links.
        assert_eq!(diagonal_pairs(squares(&["d4", "e5", "f6", "c5"])), 3);
        assert_eq!(diagonal_pairs(squares(&["d4", "d5", "f6"])), 0, "orthogonal is not diagonal");
        let men = squares(&["c1", "d1", "e1", "a5", "a6", "g7"]);
        assert_eq!(edge_men(men), 5);
        assert_eq!(edge_pairs(men), 3, "c1-d1, d1-e1, a5-a6");
    }

    #[test]
    fn men_en_prise_count_for_the_side_to_move() {
        // Defender e5 between the attacker e6 and an empty e4 that the
        // attacker on a4 reaches: threatened, if the defenders are to move.
        let text = "6k6/13/13/13/13/13/13/4a8/4d8/a12/13/13/13";
        let defenders_move = position(&format!("{text} d"));
        assert_eq!(feature(&defenders_move, "defenders_threatened"), 1);
        assert_eq!(feature(&defenders_move, "attackers_threatened"), 0);
        // With the attackers to move it is a capture, not a threat.
        assert_eq!(feature(&position(&format!("{text} a")), "defenders_threatened"), 0);
        // A blocker on b4 keeps a4 away from e4.
        let blocked = position("6k6/13/13/13/13/13/13/4a8/4d8/ad11/13/13/13 d");
        assert_eq!(feature(&blocked, "defenders_threatened"), 0);
        // A castle is an anvil: the attacker on b1 taken from c1 by the defender on c5.
        let castle = position("6k6/13/13/13/13/13/13/13/2d10/13/13/13/1a11 a");
        assert_eq!(feature(&castle, "attackers_threatened"), 1);
    }

    #[test]
    fn the_king_closed_in_and_threatened() {
        // The king on f7: attackers on e7 and f8, the empty throne g7; f6 is
        // open and the attacker on f2 reaches it.
        let threatened = position("13/13/13/13/13/5a7/4ak7/13/13/13/13/5a7/13 d");
        assert_eq!(king_sides_closed(&threatened), 3);
        assert_eq!(feature(&threatened, "king_threatened"), 1);
        assert_eq!(feature(&threatened, "attackers_next_to_king"), 2);
        // Nobody reaches f6: closed on three sides, not threatened.
        let safe = position("13/13/13/13/13/5a7/4ak7/13/13/13/13/13/13 d");
        assert_eq!((feature(&safe, "king_sides_closed"), feature(&safe, "king_threatened")), (3, 0));
        // On the edge the board's end closes a side.
        let edge = position("13/13/13/13/13/13/13/13/13/13/13/13/5ak6 d");
        assert_eq!((king_sides_closed(&edge), feature(&edge, "king_on_edge")), (2, 1));
    }

    #[test]
    fn mobility_counts_moves_of_men_and_the_king_apart() {
        // One attacker on b2: up 11 (b3..b13), down 1 (b1), right 11 (c2..m2),
        // left 1 (a2): 24. The king on g1: a1..f1, h1..m1 (castles are his)
        // and the whole g-file, across the empty throne: 24 as well.
        let lone = position("13/13/13/13/13/13/13/13/13/13/13/1a11/6k6 a");
        assert_eq!(feature(&lone, "attacker_mobility"), 24);
        assert_eq!(feature(&lone, "defender_mobility"), 0);
        assert_eq!(feature(&lone, "king_freedom"), 24);
        // The throne stops a man: d7 right reaches e7 f7 only (K3).
        let throne = position("6k6/13/13/13/13/13/3d9/13/13/13/13/11a1/13 d");
        assert_eq!(Reach::new(&throne).mobility(Side::Defenders), 2 + 3 + 6 + 6);
    }

    proptest::proptest! {
        #[test]
        fn mobility_is_the_number_of_legal_moves_of_the_men(seed in 0u64..1_000_000, plies in 0usize..150) {
            use rand::{Rng, SeedableRng};
            let mut rng = rand::rngs::SmallRng::seed_from_u64(seed);
            let mut position = Position::start(Rules::default());
            for _ in 0..plies {
                let moves = position.legal_moves();
                if position.is_decided() || moves.is_empty() {
                    break;
                }
                position.play_unchecked(moves[rng.random_range(0..moves.len())]);
            }
            if !position.is_decided() {
                let king = position.king();
                let of_men = position.legal_moves().iter().filter(|mv| Some(mv.from) != king).count() as i32;
                proptest::prop_assert_eq!(Reach::new(&position).mobility(position.turn()), of_men, "{}", position);
            }
        }
    }
}
