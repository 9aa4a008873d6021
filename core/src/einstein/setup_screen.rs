//! The setup screen (E3) as the apps hold it: a person's six stones on
//! their triangle by square name, read, swapped and drawn here so that no
//! app decides where a stone may stand.

use super::einstein_pieces_board;
use super::{ParseSquareError, Piece, Setup, SetupError, Side, Square, Stone, triangle};
use crate::game::{Board, Mark, PlayerKind, Variant};
use crate::text::Language;

/// A stone of a person's arrangement on a square of its triangle.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Placement {
    pub stone: u8,
    /// `a1` … `e5`.
    pub square: String,
}

/// The side whose stones the person at this device arranges in a game of
/// `players` (Red first): Red, unless only Blue is a person. When both are,
/// Blue's stones are placed at random, as one screen serves one person.
pub fn arranging_side(players: &[PlayerKind]) -> Side {
    match players {
        [PlayerKind::Computer { .. }, PlayerKind::Human] => Side::Blue,
        _ => Side::Red,
    }
}

/// A random arrangement, to start the screen from.
pub fn random(side: Side) -> Vec<Placement> {
    placements(side, Setup::random(&mut rand::rng()))
}

pub fn placements(side: Side, setup: Setup) -> Vec<Placement> {
    setup
        .placements(side)
        .map(|(square, stone)| Placement { stone: stone.number(), square: square.to_string() })
        .collect()
}

/// The arrangement the screen holds, checked against E3.
pub fn read(side: Side, placements: &[Placement]) -> Result<Setup, SetupError> {
    let placements = placements
        .iter()
        .map(|p| {
            let stone = Stone::new(p.stone).ok_or(SetupError::NoSuchStone(p.stone))?;
            Ok((stone, square(&p.square)?))
        })
        .collect::<Result<Vec<_>, SetupError>>()?;
    Setup::from_placements(side, &placements)
}

/// The arrangement with the stones on `a` and `b` swapped; `None` when a
/// square is off the triangle (the tap means nothing).
pub fn swap(side: Side, arrangement: &[Placement], a: &str, b: &str) -> Result<Option<Vec<Placement>>, SetupError> {
    let swapped = read(side, arrangement)?.swapped(side, square(a)?, square(b)?);
    Ok(swapped.map(|setup| placements(side, setup)))
}

/// The screen's board: the arrangement on `side`'s triangle, whose squares
/// are marked as the places a stone may go; turned as the game's board will
/// be for `players` (Red first), so the stones stay where they were put.
pub fn board(side: Side, arrangement: &[Placement], players: &[PlayerKind]) -> Result<Board, SetupError> {
    Ok(setup_board(side, &read(side, arrangement)?).facing(players, super::adapter::seen_turned_from))
}

pub fn setup_board(side: Side, setup: &Setup) -> Board {
    let board = einstein_pieces_board(|square| {
        setup.placements(side).find(|&(at, _)| at == square).map(|(_, stone)| Piece::new(side, stone))
    });
    let marks: Vec<(String, Mark)> = triangle(side).iter().map(|square| (square.to_string(), Mark::Target)).collect();
    board.marked(&marks).described(Variant::Einstein, Language::English)
}

fn square(name: &str) -> Result<Square, SetupError> {
    name.parse().map_err(|error: ParseSquareError| SetupError::BadSquare(error))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn e3_an_arrangement_reads_back_as_the_placements_it_gave() {
        for side in [Side::Red, Side::Blue] {
            let arrangement = random(side);
            assert_eq!(arrangement.len(), 6);
            let setup = read(side, &arrangement).unwrap();
            assert_eq!(placements(side, setup), arrangement);
            let board = board(side, &arrangement, &[PlayerKind::Human, PlayerKind::Human]).unwrap();
            assert_eq!(board.cells.iter().filter(|cell| cell.piece.is_some()).count(), 6);
            assert_eq!(board.cells.iter().filter(|cell| cell.mark == Mark::Target).count(), 6);
        }
    }

    #[test]
    fn e3_the_person_arranges_their_own_side_and_red_when_both_are_people() {
        let (person, computer) = (PlayerKind::Human, PlayerKind::Computer { level: 3 });
        assert_eq!(arranging_side(&[person, computer]), Side::Red);
        assert_eq!(arranging_side(&[computer, person]), Side::Blue);
        assert_eq!(arranging_side(&[person, person]), Side::Red);
    }

    #[test]
    fn e3_a_swap_stays_on_the_triangle() {
        let arrangement = placements(Side::Red, Setup::ordered());
        let swapped = swap(Side::Red, &arrangement, "a1", "b1").unwrap().unwrap();
        assert_eq!(swapped[0].stone, arrangement[1].stone);
        assert_eq!(swapped[1].stone, arrangement[0].stone);
        assert_eq!(swap(Side::Red, &arrangement, "a1", "e5").unwrap(), None, "e5 is off Red's triangle");
    }

    #[test]
    fn e3_a_bad_arrangement_is_named() {
        let mut arrangement = placements(Side::Blue, Setup::ordered());
        arrangement[0].stone = 7;
        assert_eq!(read(Side::Blue, &arrangement).unwrap_err().to_string(), "there is no stone 7");
        arrangement[0].stone = 1;
        arrangement[0].square = "z9".into();
        assert!(matches!(read(Side::Blue, &arrangement), Err(SetupError::BadSquare(_))));
        assert!(matches!(swap(Side::Blue, &arrangement, "a1", "b1"), Err(SetupError::BadSquare(_))));
        let arrangement = placements(Side::Blue, Setup::ordered());
        assert!(matches!(read(Side::Blue, &arrangement[..5]), Err(SetupError::WrongCount(5))));
    }
}
