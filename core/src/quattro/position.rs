//! A position of EinStein for three or four players on 6×6: where every
//! stone stands, which game is played and whose turn it is. One `u64`
//! bitboard per seat, with a square → piece table beside it for captures.
//! Constructors validate, so a `Position` is always one a game can reach.

use thiserror::Error;

use super::moves::Move;
use super::piece::Piece;
use super::seat::{Seat, SeatSet};
use super::seating::Seating;
use super::setup::placements;
use super::square::{Bitboard, SQUARES, Square};
use super::zobrist;
use crate::dice::Setup;
use crate::dice::position::DicePosition;
use crate::dice::{Stone, StoneSet};
use crate::game::Score;

/// Why the game ended (Q3, Q4).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum WinReason {
    /// A stone of this seat reached its opposite corner (Q3; in the trio only
    /// the single player's counts, Q4). Also when the same move left a player
    /// without stones (Q3).
    ReachedCorner(Seat),
    /// This player has no stones left, so his side lost (Q3; Q4 for the
    /// single player).
    Eliminated(Seat),
    /// Both players of the trio's team have dropped out (Q4).
    TeamEliminated,
}

/// The end of a game: one side wins, the other loses; no draws (E5.3).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Outcome {
    pub winners: SeatSet,
    pub losers: SeatSet,
    pub reason: WinReason,
}

impl Outcome {
    /// Win or loss for a seat in the game; `None` for the trio's empty seat.
    pub fn score(&self, seat: Seat) -> Option<Score> {
        if self.winners.contains(seat) {
            Some(Score::Win)
        } else if self.losers.contains(seat) {
            Some(Score::Loss)
        } else {
            None
        }
    }

    /// The scores of `T`, `U`, `V`, `W`.
    pub fn scores(&self) -> [Option<Score>; 4] {
        Seat::ALL.map(|seat| self.score(seat))
    }
}

/// Why a position cannot occur in a game.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum PositionError {
    #[error("{0} stands on the board twice")]
    PieceTwice(Piece),
    #[error("two stones stand on {0}")]
    SquareTwice(Square),
    #[error("{piece} stands on the board, but nobody sits at {seat} in {seating}")]
    EmptySeat { piece: Piece, seat: Seat, seating: Seating },
    #[error("{seat} is to move, but nobody sits at {seat} in {seating}")]
    TurnNotSeated { seat: Seat, seating: Seating },
    #[error("{0} is to move but has no stones left")]
    TurnWithoutStones(Seat),
    #[error("{piece} stands on its goal {square}: a team stone there leaves the board (Q1)")]
    LeftOnGoal { piece: Piece, square: Square },
    #[error("both {0} and {1} stand on their goal corners: the game ended a move earlier")]
    TwoOnGoals(Seat, Seat),
    #[error("both {0} and {1} have no stones: the game ended a move earlier")]
    TwoOut(Seat, Seat),
    #[error("{seat} is to move but already stands on its goal {goal}: the game ended a move earlier")]
    WonBeforeItsTurn { seat: Seat, goal: Square },
}

/// What stops a move from being played.
pub type PlayError = crate::dice::position::PlayError<Seat>;

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Position {
    seating: Seating,
    occupied: [Bitboard; 4],
    board: [Option<Piece>; SQUARES],
    // Kept beside `board` because move generation starts from stone numbers.
    squares: [[Option<Square>; 6]; 4],
    stones: [StoneSet; 4],
    turn: Seat,
    hash: u64,
}

impl Position {
    /// The start of a game: every seated player's setup placed, `first` to
    /// move. Setups of seats nobody sits at (the trio's `V`) are ignored.
    pub fn start(seating: Seating, setups: [Setup; 4], first: Seat) -> Result<Position, PositionError> {
        let pieces = seating.seats().iter().flat_map(|seat| {
            placements(&setups[seat.index()], seat).map(move |(square, stone)| (square, Piece::new(seat, stone)))
        });
        Position::from_pieces(seating, pieces, first)
    }

    /// Any position a game can reach; see [`PositionError`] for what is refused.
    pub fn from_pieces(
        seating: Seating,
        pieces: impl IntoIterator<Item = (Square, Piece)>,
        turn: Seat,
    ) -> Result<Position, PositionError> {
        let mut position = Position {
            seating,
            occupied: [Bitboard::EMPTY; 4],
            board: [None; SQUARES],
            squares: [[None; 6]; 4],
            stones: [StoneSet::EMPTY; 4],
            turn,
            hash: zobrist::turn(turn),
        };
        for (square, piece) in pieces {
            if position.board[square.index()].is_some() {
                return Err(PositionError::SquareTwice(square));
            }
            if position.stones[piece.seat.index()].contains(piece.stone) {
                return Err(PositionError::PieceTwice(piece));
            }
            if !seating.seats().contains(piece.seat) {
                return Err(PositionError::EmptySeat { piece, seat: piece.seat, seating });
            }
            position.put(square, piece);
        }
        if !seating.seats().contains(turn) {
            return Err(PositionError::TurnNotSeated { seat: turn, seating });
        }
        position.check_reachable()?;
        // After every move the turn passes to someone with stones, as long
        // as anyone has any.
        if position.stones(turn).is_empty() && !position.playing().is_empty() {
            return Err(PositionError::TurnWithoutStones(turn));
        }
        Ok(position)
    }

    /// Refuses what only a game that went on after its end could show.
    fn check_reachable(&self) -> Result<(), PositionError> {
        let mut on_goal = None;
        for seat in self.seating.seats().iter() {
            let Some(piece) = self.piece_at(seat.goal()).filter(|p| p.seat == seat) else { continue };
            if !self.seating.wins_on_goal(seat) {
                return Err(PositionError::LeftOnGoal { piece, square: seat.goal() });
            }
            if let Some(first) = on_goal.replace(seat) {
                return Err(PositionError::TwoOnGoals(first, seat));
            }
        }
        if self.seating != Seating::Trio {
            // One move takes at most one stone, and the first player without
            // stones ends a Quattro game (Q3).
            let mut out = self.seating.seats().iter().filter(|&seat| self.stones(seat).is_empty());
            if let (Some(a), Some(b)) = (out.next(), out.next()) {
                return Err(PositionError::TwoOut(a, b));
            }
        }
        // The winner has moved, so someone else is to move unless nobody
        // else has a stone left.
        if let Some(seat) = on_goal.filter(|&seat| seat == self.turn) {
            let others = self.seating.seats().without(seat).iter().any(|other| !self.stones(other).is_empty());
            if others {
                return Err(PositionError::WonBeforeItsTurn { seat, goal: seat.goal() });
            }
        }
        Ok(())
    }

    #[inline]
    fn put(&mut self, square: Square, piece: Piece) {
        let seat = piece.seat.index();
        self.board[square.index()] = Some(piece);
        self.occupied[seat] = self.occupied[seat].with(square);
        self.squares[seat][piece.stone.index()] = Some(square);
        self.stones[seat] = self.stones[seat].with(piece.stone);
        self.hash ^= zobrist::piece(piece, square);
    }

    #[inline]
    fn remove(&mut self, square: Square, piece: Piece) {
        let seat = piece.seat.index();
        self.board[square.index()] = None;
        self.occupied[seat] = self.occupied[seat].without(square);
        self.squares[seat][piece.stone.index()] = None;
        self.stones[seat] = self.stones[seat].without(piece.stone);
        self.hash ^= zobrist::piece(piece, square);
    }

    #[inline]
    pub fn seating(&self) -> Seating {
        self.seating
    }

    /// The seat to move; once the game is over, the one that would have.
    #[inline]
    pub fn turn(&self) -> Seat {
        self.turn
    }

    #[inline]
    pub fn piece_at(&self, square: Square) -> Option<Piece> {
        self.board[square.index()]
    }

    #[inline]
    pub fn square_of(&self, piece: Piece) -> Option<Square> {
        self.squares[piece.seat.index()][piece.stone.index()]
    }

    /// The stones `seat` still has on the board.
    #[inline]
    pub fn stones(&self, seat: Seat) -> StoneSet {
        self.stones[seat.index()]
    }

    /// The squares of `seat`'s stones.
    #[inline]
    pub fn occupied_by(&self, seat: Seat) -> Bitboard {
        self.occupied[seat.index()]
    }

    /// Every occupied square.
    #[inline]
    pub fn occupied(&self) -> Bitboard {
        self.occupied.iter().fold(Bitboard::EMPTY, |all, &seat| all.union(seat))
    }

    /// The seated players who still have stones: the others have dropped out.
    pub fn playing(&self) -> SeatSet {
        self.seating.seats().iter().filter(|&seat| !self.stones(seat).is_empty()).collect()
    }

    /// The seated players who have no stones left: in the trio they drop
    /// out of the rotation (Q4); in Quattro the first one ends the game (Q3).
    pub fn dropped_out(&self) -> SeatSet {
        self.seating.seats().iter().filter(|&seat| self.stones(seat).is_empty()).collect()
    }

    /// Every stone on the board with its square, a1 first.
    pub fn pieces(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        self.occupied().filter_map(|square| self.piece_at(square).map(|piece| (square, piece)))
    }

    /// Zobrist hash: equal positions hash equally, whatever the path to them.
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// Who won, once the game is over (Q3, Q4). It follows from the stones
    /// alone: a stone on its goal corner is always a winner's (team stones
    /// leave the board there), and a player without stones ends Quattro.
    pub fn outcome(&self) -> Option<Outcome> {
        let [first, second] = self.seating.teams();
        let win = |winners: SeatSet, reason| {
            let losers = if winners == first { second } else { first };
            Some(Outcome { winners, losers, reason })
        };
        match self.seating {
            Seating::Trio => {
                // Capturing the single player's last stone ends the game at
                // once, even by a team stone that then leaves the board.
                if self.stones(Seat::T).is_empty() {
                    win(second, WinReason::Eliminated(Seat::T))
                } else if self.occupied_by(Seat::T).contains(Seat::T.goal()) {
                    win(first, WinReason::ReachedCorner(Seat::T))
                } else if self.stones(Seat::U).is_empty() && self.stones(Seat::W).is_empty() {
                    win(first, WinReason::TeamEliminated)
                } else {
                    None
                }
            }
            Seating::Diagonal | Seating::Longline => {
                // Reaching the corner wins even when the same move took a
                // player's last stone, the partner's included (Q3).
                for seat in Seat::ALL {
                    if self.occupied_by(seat).contains(seat.goal()) {
                        return win(self.seating.team_of(seat).expect("seated"), WinReason::ReachedCorner(seat));
                    }
                }
                for seat in Seat::ALL {
                    if self.stones(seat).is_empty() {
                        return win(self.seating.opponents_of(seat).expect("seated"), WinReason::Eliminated(seat));
                    }
                }
                None
            }
        }
    }

    pub fn is_over(&self) -> bool {
        self.outcome().is_some()
    }

    /// Whether `mv` takes its own stone off the board: a team stone of the
    /// trio on its goal corner (Q1 decision).
    #[inline]
    pub fn leaves_board(&self, mv: &Move) -> bool {
        mv.to == mv.piece.seat.goal() && !self.seating.wins_on_goal(mv.piece.seat)
    }

    /// The next seat clockwise that still plays (Q2), skipping the empty seat
    /// and players without stones; the mover itself when nobody else is left.
    #[inline]
    fn next_after(&self, mover: Seat) -> Seat {
        let seats = self.seating.seats();
        let mut seat = mover.clockwise();
        for _ in 0..3 {
            if seats.contains(seat) && !self.stones(seat).is_empty() {
                return seat;
            }
            seat = seat.clockwise();
        }
        mover
    }
}

impl DicePosition for Position {
    type Mover = Seat;
    type Piece = Piece;
    type Square = Square;
    type Steps = Bitboard;

    fn turn(&self) -> Seat {
        self.turn
    }

    fn is_over(&self) -> bool {
        Position::is_over(self)
    }

    fn stones(&self, seat: Seat) -> StoneSet {
        self.stones[seat.index()]
    }

    fn piece_at(&self, square: Square) -> Option<Piece> {
        self.board[square.index()]
    }

    fn square_of(&self, piece: Piece) -> Option<Square> {
        self.squares[piece.seat.index()][piece.stone.index()]
    }

    fn piece(seat: Seat, stone: Stone) -> Piece {
        Piece::new(seat, stone)
    }

    fn owner(piece: Piece) -> Seat {
        piece.seat
    }

    fn stone(piece: Piece) -> Stone {
        piece.stone
    }

    fn steps(seat: Seat, from: Square) -> Bitboard {
        seat.steps(from)
    }

    #[inline]
    fn play_unchecked(&mut self, mv: &Move) {
        debug_assert_eq!(self.piece_at(mv.from), Some(mv.piece));
        debug_assert_eq!(self.piece_at(mv.to), mv.captured);
        if let Some(captured) = mv.captured {
            self.remove(mv.to, captured);
        }
        self.remove(mv.from, mv.piece);
        if !self.leaves_board(mv) {
            self.put(mv.to, mv.piece);
        }
        let next = self.next_after(mv.piece.seat);
        self.hash ^= zobrist::turn(self.turn) ^ zobrist::turn(next);
        self.turn = next;
    }
}
