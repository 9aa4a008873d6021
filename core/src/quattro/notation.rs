//! The position notation of Q5: E8 on six ranks of six — ranks 1 (top) to 6
//! separated by `/`, files a→f within a rank, `T1`..`W6` for stones, digits
//! for runs of empty squares — then the seat to move (`t`, `u`, `v`, `w`) and
//! the game (`quattro-diagonal`, `quattro-longline`, `trio`).
//! Example, the start with every stone in triangle order:
//! `T1T2T3U3U2U1/T4T52U5U4/T64U6/W64V6/W4W52V5V4/W1W2W3V3V2V1 t quattro-diagonal`.

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use super::piece::Piece;
use super::position::{Position, PositionError};
use super::seat::Seat;
use super::seating::Seating;
use super::square::SIZE;
use crate::dice::ranks::{self, RanksError};

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum NotationError {
    #[error("expected '<ranks> <seat> <game>', e.g. '3U1/6/6/6/6/T12V1 t trio'")]
    Shape,
    #[error("seat to move: '{0}' is not t, u, v or w")]
    Seat(String),
    #[error("game: '{0}' is not quattro-diagonal, quattro-longline or trio")]
    Game(String),
    #[error(transparent)]
    Ranks(#[from] RanksError),
    #[error(transparent)]
    Position(#[from] PositionError),
}

/// How the errors name the stones.
const STONES: &str = "T1..T6, U1..U6, V1..V6, W1..W6";

impl FromStr for Position {
    type Err = NotationError;

    fn from_str(text: &str) -> Result<Position, NotationError> {
        let mut fields = text.split_whitespace();
        let (Some(ranks), Some(seat), Some(game), None) = (fields.next(), fields.next(), fields.next(), fields.next())
        else {
            return Err(NotationError::Shape);
        };
        let turn = match seat {
            "t" => Seat::T,
            "u" => Seat::U,
            "v" => Seat::V,
            "w" => Seat::W,
            _ => return Err(NotationError::Seat(seat.to_owned())),
        };
        let seating: Seating = game.parse().map_err(|_| NotationError::Game(game.to_owned()))?;
        let pieces = ranks::parse::<SIZE, _, _>(ranks, STONES, Seat::from_letter, Piece::new)?;
        Ok(Position::from_pieces(seating, pieces, turn)?)
    }
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        ranks::write(f, |square| self.piece_at(square))?;
        write!(f, " {} {}", self.turn(), self.seating())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dice::Setup;

    #[test]
    fn q5_the_start_of_each_game_writes_and_reads_back() {
        let setups = [Setup::ordered(); 4];
        let diagonal = Position::start(Seating::Diagonal, setups, Seat::T).unwrap();
        assert_eq!(
            diagonal.to_string(),
            "T1T2T3U3U2U1/T4T52U5U4/T64U6/W64V6/W4W52V5V4/W1W2W3V3V2V1 t quattro-diagonal"
        );
        let trio = Position::start(Seating::Trio, setups, Seat::U).unwrap();
        assert_eq!(trio.to_string(), "T1T2T3U3U2U1/T4T52U5U4/T64U6/W65/W4W54/W1W2W33 u trio");
        for position in [diagonal, trio] {
            let text = position.to_string();
            let parsed: Position = text.parse().unwrap();
            assert_eq!(parsed, position);
            assert_eq!(parsed.hash(), position.hash());
        }
    }

    #[test]
    fn q5_pieces_land_on_their_squares() {
        let p: Position = "5U1/6/2T33/6/V15/5W2 w quattro-longline".parse().unwrap();
        let at = |name: &str| p.piece_at(name.parse().unwrap()).map(|piece| piece.to_string());
        assert_eq!(at("f1").as_deref(), Some("U1"));
        assert_eq!(at("c3").as_deref(), Some("T3"));
        assert_eq!(at("a5").as_deref(), Some("V1"));
        assert_eq!(at("f6").as_deref(), Some("W2"));
        assert_eq!(p.pieces().count(), 4);
        assert_eq!(p.turn(), Seat::W);
        assert_eq!(p.seating(), Seating::Longline);
    }

    #[test]
    fn q5_bad_notation_names_the_field_and_the_reason() {
        let err = |text: &str| text.parse::<Position>().unwrap_err().to_string();
        let shape = "expected '<ranks> <seat> <game>', e.g. '3U1/6/6/6/6/T12V1 t trio'";
        assert_eq!(err(""), shape);
        assert_eq!(err("6/6/6/6/6/6 t"), shape);
        assert_eq!(err("6/6/6/6/6/6 t trio x"), shape);
        assert_eq!(err("6/6/6/6/6 t trio"), "expected 6 ranks separated by '/', found 5");
        assert_eq!(err("T16/6/6/6/6/6 t trio"), "rank 1: describes 7 squares, expected 6");
        assert_eq!(err("T1T2T3T4T5T6T1/6/6/6/6/6 t trio"), "rank 1: describes 7 squares, expected 6");
        assert_eq!(err("T14/6/6/6/6/6 t trio"), "rank 1: describes 5 squares, expected 6");
        assert_eq!(
            err("T7/6/6/6/6/6 t trio"),
            "rank 1: 'T7' is not a stone (T1..T6, U1..U6, V1..V6, W1..W6) or a count of empty squares (1..6)"
        );
        assert_eq!(
            err("6/6/R15/6/6/6 t trio"),
            "rank 3: 'R' is not a stone (T1..T6, U1..U6, V1..V6, W1..W6) or a count of empty squares (1..6)"
        );
        assert_eq!(
            err("6/6/6/6/6/5T t trio"),
            "rank 6: 'T' is not a stone (T1..T6, U1..U6, V1..V6, W1..W6) or a count of empty squares (1..6)"
        );
        assert_eq!(
            err("6/6/6/6/6/7 t trio"),
            "rank 6: '7' is not a stone (T1..T6, U1..U6, V1..V6, W1..W6) or a count of empty squares (1..6)"
        );
        assert_eq!(err("T15/6/6/6/6/5U1 x trio"), "seat to move: 'x' is not t, u, v or w");
        assert_eq!(err("T15/6/6/6/6/5U1 T trio"), "seat to move: 'T' is not t, u, v or w");
        assert_eq!(
            err("T15/6/6/6/6/5U1 t quattro"),
            "game: 'quattro' is not quattro-diagonal, quattro-longline or trio"
        );
        assert_eq!(err("T1T14/6/6/6/6/6 t trio"), "T1 stands on the board twice");
    }

    #[test]
    fn q5_positions_that_no_game_reaches_are_refused() {
        let err = |text: &str| text.parse::<Position>().unwrap_err().to_string();
        assert_eq!(err("T1U14/6/6/6/6/V15 t trio"), "V1 stands on the board, but nobody sits at v in trio");
        assert_eq!(err("T1U14/6/6/6/6/W15 v trio"), "v is to move, but nobody sits at v in trio");
        assert_eq!(err("T1U14/6/6/6/6/W15 v quattro-diagonal"), "v is to move but has no stones left");
        assert_eq!(
            err("T14U2/6/6/6/6/U15 t trio"),
            "U1 stands on its goal a6: a team stone there leaves the board (Q1)"
        );
        assert_eq!(
            err("V14W1/6/6/6/6/U14T1 u quattro-diagonal"),
            "both t and u stand on their goal corners: the game ended a move earlier"
        );
        assert_eq!(
            err("T1U14/6/6/6/6/6 t quattro-longline"),
            "both v and w have no stones: the game ended a move earlier"
        );
        assert_eq!(
            err("T1U1V1W12/6/6/6/6/5T2 t quattro-diagonal"),
            "t is to move but already stands on its goal f6: the game ended a move earlier"
        );
    }
}
