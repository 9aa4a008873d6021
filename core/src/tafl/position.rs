//! A Königszabel position: where every piece stands, who is to move and
//! whether the shieldwall rule is on. Constructors validate, so a `Position`
//! is always one that a game can reach.

use thiserror::Error;

use super::capture;
use super::moves::{Move, MoveList, Ply};
use super::piece::{Kind, Piece, Side};
use super::square::{Bitboard, SIZE, SQUARES, Square};

/// The options a game is played with; the rules themselves are fixed.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Rules {
    /// K7, off by default.
    pub shieldwall: bool,
}

/// Why a side won (K8.1–K8.3).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum WinReason {
    /// K8.1: the king reached a castle.
    KingEscaped,
    /// K8.2: the king was captured (K5, K6).
    KingCaptured,
    /// K8.3: the loser had no legal move on its turn.
    NoLegalMove,
}

/// Why a game was drawn (K8.4, K8.5).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum DrawReason {
    /// K8.4: the same position, same side to move, for the third time.
    Repetition,
    /// K8.5: 200 plies in a row without a capture.
    NoCapture,
}

/// The end of a game.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Outcome {
    Win { winner: Side, reason: WinReason },
    Draw(DrawReason),
}

impl Outcome {
    pub fn winner(self) -> Option<Side> {
        match self {
            Outcome::Win { winner, .. } => Some(winner),
            Outcome::Draw(_) => None,
        }
    }
}

/// Why a position cannot occur in a game.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum PositionError {
    #[error("two pieces stand on {0}")]
    SquareTwice(Square),
    #[error("only the king may stand on {0}, the throne (K3)")]
    ManOnThrone(Square),
    #[error("only the king may stand on {0}, a castle (K3)")]
    ManOnCastle(Square),
    #[error("there is more than one king")]
    TwoKings,
    #[error("{count} {side} men; a game starts with {max} (K2)")]
    TooManyMen { side: Side, count: u32, max: u32 },
    #[error("the king has been captured, so the attackers made the last move and the defenders are to move")]
    CapturedKingButAttackersToMove,
    #[error("the king has escaped to {0}, so the defenders made the last move and the attackers are to move")]
    EscapedKingButDefendersToMove(Square),
    #[error("the attackers have no men, so they cannot have made the last move")]
    MoverHasNoPieces,
}

/// Why a move is not legal here.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum PlayError {
    #[error("the game is over")]
    GameOver,
    #[error("{mv}: there is no piece on {from}", from = mv.from)]
    NoPiece { mv: Move },
    #[error("{mv}: {piece} stands on {from}, but the {turn} are to move", from = mv.from)]
    NotYourPiece { mv: Move, piece: Piece, turn: Side },
    #[error("{mv}: pieces move along a rank or a file (K3)")]
    NotStraight { mv: Move },
    #[error("{mv}: {blocker} is in the way (K3)")]
    Blocked { mv: Move, blocker: Square },
    #[error("{mv}: only the king may enter or cross the throne (K3)")]
    Throne { mv: Move },
    #[error("{mv}: only the king may enter a castle (K3)")]
    Castle { mv: Move },
}

impl PlayError {
    /// The catalog key of this error's plain sentence (the move and its
    /// reason are the front end's to add).
    pub fn message_key(&self) -> &'static str {
        match self {
            PlayError::GameOver => "error-game-over",
            _ => "error-illegal-move",
        }
    }
}

const RING: usize = SIZE as usize;
/// Per rank or file: the squares that stop a man (K3): the throne on the
/// middle line, the castles at both ends of the outer lines.
const MAN_BLOCKERS: [u16; RING] = {
    let mut lines = [0u16; RING];
    lines[0] = 1 | 1 << 12;
    lines[6] = 1 << 6;
    lines[12] = 1 | 1 << 12;
    lines
};

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Position {
    attackers: Bitboard,
    /// The defenders' men; the king is kept apart.
    defenders: Bitboard,
    king: Option<Square>,
    turn: Side,
    rules: Rules,
    /// Every piece by file (bit = rank): the board turned, so sliding along a
    /// file is as cheap as along a rank.
    files: [u16; RING],
}

impl Position {
    /// The start of K2, attackers to move.
    pub fn start(rules: Rules) -> Position {
        START.parse::<Position>().map(|position| position.with_rules(rules)).expect("the K2 start is a valid position")
    }

    /// Any position a game can reach; see [`PositionError`] for what is refused.
    pub fn from_pieces(
        pieces: impl IntoIterator<Item = (Square, Piece)>,
        turn: Side,
        rules: Rules,
    ) -> Result<Position, PositionError> {
        let mut position = Position {
            attackers: Bitboard::EMPTY,
            defenders: Bitboard::EMPTY,
            king: None,
            turn,
            rules,
            files: [0; RING],
        };
        for (square, piece) in pieces {
            if position.piece_at(square).is_some() {
                return Err(PositionError::SquareTwice(square));
            }
            match piece.kind {
                Kind::King if position.king.is_some() => return Err(PositionError::TwoKings),
                Kind::Man if square.is_throne() => return Err(PositionError::ManOnThrone(square)),
                Kind::Man if square.is_castle() => return Err(PositionError::ManOnCastle(square)),
                _ => {}
            }
            position.put(square, piece);
        }
        for (side, men, max) in [(Side::Attackers, position.attackers, 24), (Side::Defenders, position.defenders, 12)] {
            if men.count() > max {
                return Err(PositionError::TooManyMen { side, count: men.count(), max });
            }
        }
        match (position.king, turn) {
            (None, Side::Attackers) => return Err(PositionError::CapturedKingButAttackersToMove),
            (Some(king), Side::Defenders) if king.is_castle() => {
                return Err(PositionError::EscapedKingButDefendersToMove(king));
            }
            (Some(_), Side::Defenders) if position.attackers.is_empty() => {
                return Err(PositionError::MoverHasNoPieces);
            }
            _ => {}
        }
        Ok(position)
    }

    /// The same position under other options.
    pub fn with_rules(mut self, rules: Rules) -> Position {
        self.rules = rules;
        self
    }

    pub fn turn(&self) -> Side {
        self.turn
    }

    /// The same board with the other side to move: no rule allows passing,
    /// but a search asks what the opponent could do if it were its turn.
    pub fn passed(mut self) -> Position {
        self.turn = self.turn.opponent();
        self
    }

    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// `None` once the king has been captured.
    pub fn king(&self) -> Option<Square> {
        self.king
    }

    pub fn piece_at(&self, square: Square) -> Option<Piece> {
        if self.king == Some(square) {
            Some(Piece::KING)
        } else if self.attackers.contains(square) {
            Some(Piece::ATTACKER)
        } else if self.defenders.contains(square) {
            Some(Piece::DEFENDER)
        } else {
            None
        }
    }

    /// The men of a side (the king is not a man).
    pub fn men(&self, side: Side) -> Bitboard {
        match side {
            Side::Attackers => self.attackers,
            Side::Defenders => self.defenders,
        }
    }

    /// Every piece of a side, the king included.
    pub fn pieces_of(&self, side: Side) -> Bitboard {
        match (side, self.king) {
            (Side::Defenders, Some(king)) => self.defenders.with(king),
            _ => self.men(side),
        }
    }

    /// Every piece with its square, in square order.
    pub fn pieces(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        self.occupied().squares().filter_map(|square| Some((square, self.piece_at(square)?)))
    }

    pub fn occupied(&self) -> Bitboard {
        self.attackers.union(self.pieces_of(Side::Defenders))
    }

    /// The end that this position shows by itself: an escape (K8.1), a
    /// captured king (K8.2), or no legal move for the side to move (K8.3).
    /// Repetition and the 200-ply rule need the game's history: see `Game`.
    pub fn outcome(&self) -> Option<Outcome> {
        let win = |winner, reason| Some(Outcome::Win { winner, reason });
        match self.king {
            None => win(Side::Attackers, WinReason::KingCaptured),
            Some(king) if king.is_castle() => win(Side::Defenders, WinReason::KingEscaped),
            Some(_) if self.count_moves() == 0 => win(self.turn.opponent(), WinReason::NoLegalMove),
            Some(_) => None,
        }
    }

    /// The king has escaped or been captured: nothing more may be played.
    pub fn is_decided(&self) -> bool {
        self.king.is_none_or(Square::is_castle)
    }

    /// Every legal move of the side to move; none once the game is decided.
    pub fn legal_moves(&self) -> MoveList {
        let mut moves = MoveList::new();
        if self.is_decided() {
            return moves;
        }
        let rows = self.occupied_rows();
        for from in self.pieces_of(self.turn).squares() {
            let (along_rank, along_file) = self.reach(from, &rows);
            let (file, rank) = (from.file(), from.rank());
            for to_file in bits(along_rank) {
                moves.push(Move { from, to: Square::new(to_file, rank).expect("on the board") });
            }
            for to_rank in bits(along_file) {
                moves.push(Move { from, to: Square::new(file, to_rank).expect("on the board") });
            }
        }
        moves
    }

    /// How many legal moves there are, without listing them (for perft).
    pub fn count_moves(&self) -> u32 {
        if self.is_decided() {
            return 0;
        }
        let rows = self.occupied_rows();
        self.pieces_of(self.turn)
            .squares()
            .map(|from| {
                let (along_rank, along_file) = self.reach(from, &rows);
                along_rank.count_ones() + along_file.count_ones()
            })
            .sum()
    }

    /// The squares a piece on `from` can slide to, as a row mask along its
    /// rank and a column mask along its file (K3).
    fn reach(&self, from: Square, rows: &[u16; RING]) -> (u16, u16) {
        let (file, rank) = (from.file() as usize, from.rank() as usize);
        let (mut rank_blockers, mut file_blockers) = (rows[rank], self.files[file]);
        if self.king != Some(from) {
            rank_blockers |= MAN_BLOCKERS[rank];
            file_blockers |= MAN_BLOCKERS[file];
        }
        (slide(rank_blockers, file as u32), slide(file_blockers, rank as u32))
    }

    fn occupied_rows(&self) -> [u16; RING] {
        let mut rows: [u16; RING] = std::array::from_fn(|rank| self.attackers.0[rank] | self.defenders.0[rank]);
        if let Some(king) = self.king {
            rows[king.rank() as usize] |= 1 << king.file();
        }
        rows
    }

    /// The squares the piece on `from` may slide to (K3), whoever is to
    /// move; empty for an empty square.
    pub fn targets(&self, from: Square) -> Bitboard {
        if self.piece_at(from).is_none() {
            return Bitboard::EMPTY;
        }
        let (along_rank, along_file) = self.reach(from, &self.occupied_rows());
        let mut targets = Bitboard::EMPTY;
        targets.0[from.rank() as usize] = along_rank;
        for rank in bits(along_file) {
            targets.insert(Square::new(from.file(), rank).expect("on the board"));
        }
        targets
    }

    /// The squares the king would reach from `from` in one move on this
    /// board, the king himself lifted off it: what an evaluation needs to
    /// count his moves to a castle.
    pub fn king_reach(&self, from: Square) -> Bitboard {
        self.king_lines().reach(from)
    }

    /// The board the king's moves see, the king lifted off it: for asking
    /// where he reaches from many squares (an evaluation's search of king
    /// moves to a castle) without taking the board apart each time.
    pub fn king_lines(&self) -> KingLines {
        let (mut rows, mut files) = (self.occupied_rows(), self.files);
        if let Some(king) = self.king {
            rows[king.rank() as usize] &= !(1 << king.file());
            files[king.file() as usize] &= !(1 << king.rank());
        }
        KingLines { rows, files }
    }

    /// Checks a move, and says exactly why it is not legal.
    pub fn check(&self, mv: Move) -> Result<(), PlayError> {
        if self.is_decided() {
            return Err(PlayError::GameOver);
        }
        let piece = self.piece_at(mv.from).ok_or(PlayError::NoPiece { mv })?;
        if piece.side != self.turn {
            return Err(PlayError::NotYourPiece { mv, piece, turn: self.turn });
        }
        if (mv.from.file() != mv.to.file()) == (mv.from.rank() != mv.to.rank()) {
            return Err(PlayError::NotStraight { mv });
        }
        let path = line_between(mv.from, mv.to);
        if let Some(blocker) = path.iter().copied().chain([mv.to]).find(|&square| self.piece_at(square).is_some()) {
            return Err(PlayError::Blocked { mv, blocker });
        }
        if !piece.is_king() {
            if path.iter().chain([&mv.to]).any(|square| square.is_throne()) {
                return Err(PlayError::Throne { mv });
            }
            if mv.to.is_castle() {
                return Err(PlayError::Castle { mv });
            }
        }
        Ok(())
    }

    /// Plays a legal move; the position is unchanged when it is not.
    pub fn play(&mut self, mv: Move) -> Result<Ply, PlayError> {
        self.check(mv)?;
        Ok(self.play_unchecked(mv))
    }

    /// Plays a move from [`Position::legal_moves`]: moves the piece, removes
    /// the men it captures (K4, K7), then judges the king (K5, K6).
    pub fn play_unchecked(&mut self, mv: Move) -> Ply {
        let piece = self.piece_at(mv.from).expect("a legal move starts on a piece");
        self.take(mv.from, piece);
        self.put(mv.to, piece);
        let mut captured = capture::men(self, mv.to, self.rules.shieldwall);
        for square in captured.squares() {
            let man = self.piece_at(square).expect("captured men stand on the board");
            self.take(square, man);
        }
        let mut king_captured = false;
        if piece.side == Side::Attackers {
            let taken = capture::king(self, mv.to);
            for square in taken.squares() {
                let taken_piece = self.piece_at(square).expect("the king and his guard stand on the board");
                self.take(square, taken_piece);
                king_captured = true;
            }
            captured = captured.union(taken);
        }
        self.turn = self.turn.opponent();
        Ply { mv, captured, king_captured, king_escaped: piece.is_king() && mv.to.is_castle() }
    }

    fn put(&mut self, square: Square, piece: Piece) {
        match (piece.side, piece.kind) {
            (_, Kind::King) => self.king = Some(square),
            (Side::Attackers, Kind::Man) => self.attackers.insert(square),
            (Side::Defenders, Kind::Man) => self.defenders.insert(square),
        }
        self.files[square.file() as usize] |= 1 << square.rank();
    }

    fn take(&mut self, square: Square, piece: Piece) {
        match (piece.side, piece.kind) {
            (_, Kind::King) => self.king = None,
            (Side::Attackers, Kind::Man) => self.attackers.remove(square),
            (Side::Defenders, Kind::Man) => self.defenders.remove(square),
        }
        self.files[square.file() as usize] &= !(1 << square.rank());
    }
}

/// K10's start position.
pub const START: &str = "4aaaaa4/6a6/13/13/a5d5a/a4ddd4a/aa2ddkdd2aa/a4ddd4a/a5d5a/13/13/6a6/4aaaaa4 a";

/// The occupied squares by rank and by file, the king left out.
#[derive(Clone, Copy, Debug)]
pub struct KingLines {
    rows: [u16; RING],
    files: [u16; RING],
}

impl KingLines {
    /// The squares the king would reach from `from` in one move.
    pub fn reach(&self, from: Square) -> Bitboard {
        let (file, rank) = (from.file(), from.rank());
        let mut reach = Bitboard::EMPTY;
        reach.0[rank as usize] = slide(self.rows[rank as usize], u32::from(file));
        for to_rank in bits(slide(self.files[file as usize], u32::from(rank))) {
            reach.0[to_rank as usize] |= 1 << file;
        }
        reach
    }

    /// The squares of `from` and every square the king would reach from
    /// one of them: all of `from` at once, by filling the empty lines.
    pub fn reach_all(&self, from: Bitboard) -> Bitboard {
        const ROW: u16 = (1 << SIZE) - 1;
        let empty: [u16; RING] = std::array::from_fn(|rank| !self.rows[rank] & ROW);
        let (mut up, mut down) = (from.0, from.0);
        for rank in 1..RING {
            up[rank] |= up[rank - 1] & empty[rank];
        }
        for rank in (0..RING - 1).rev() {
            down[rank] |= down[rank + 1] & empty[rank];
        }
        Bitboard(std::array::from_fn(|rank| {
            let mut line = from.0[rank];
            loop {
                let wider = line | (line << 1 | line >> 1) & empty[rank];
                if wider == line {
                    break;
                }
                line = wider;
            }
            line | up[rank] | down[rank]
        }))
    }
}

/// Along one line of blockers, the squares reachable from `at` in both
/// directions before the first blocker.
#[inline]
fn slide(blockers: u16, at: u32) -> u16 {
    let bit = 1u16 << at;
    let above = blockers & !(bit | (bit - 1));
    let below = blockers & (bit - 1);
    let high = if above == 0 { SIZE as u32 } else { above.trailing_zeros() };
    let low = if below == 0 { 0 } else { 16 - below.leading_zeros() };
    (((1u32 << high) - (1u32 << low)) as u16) & !bit
}

fn bits(mut line: u16) -> impl Iterator<Item = u8> {
    std::iter::from_fn(move || {
        if line == 0 {
            return None;
        }
        let index = line.trailing_zeros() as u8;
        line &= line - 1;
        Some(index)
    })
}

/// The squares strictly between two squares on one line (empty otherwise).
fn line_between(from: Square, to: Square) -> Vec<Square> {
    let (f0, r0, f1, r1) = (from.file(), from.rank(), to.file(), to.rank());
    if f0 == f1 {
        (r0.min(r1) + 1..r0.max(r1)).filter_map(|rank| Square::new(f0, rank)).collect()
    } else if r0 == r1 {
        (f0.min(f1) + 1..f0.max(f1)).filter_map(|file| Square::new(file, r0)).collect()
    } else {
        Vec::new()
    }
}

// The board must fit the row masks.
const _: () = assert!(SQUARES == RING * RING && RING <= 16);

impl capture::Pieces for Position {
    fn piece_at(&self, square: Square) -> Option<Piece> {
        Position::piece_at(self, square)
    }

    fn king(&self) -> Option<Square> {
        Position::king(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slide_stops_before_blockers_on_both_sides() {
        assert_eq!(slide(0b10_0000_0100, 5), 0b01_1101_1000);
        assert_eq!(slide(0, 0), 0b1_1111_1111_1110);
        assert_eq!(slide(0, 12), 0b0_1111_1111_1111);
        assert_eq!(slide(0b11, 0), 0b0);
    }

    proptest::proptest! {
        #[test]
        fn the_kings_lines_fill_from_many_squares_as_from_each(seed in 0u64..1_000_000, plies in 0usize..150, picks in proptest::collection::vec(0u8..169, 0..20)) {
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
            let lines = position.king_lines();
            let from: Bitboard = picks.iter().map(|&index| Square::from_index(index).unwrap()).collect();
            let one_by_one = from.squares().fold(from, |all, square| all.union(lines.reach(square)));
            proptest::prop_assert_eq!(lines.reach_all(from), one_by_one, "{}", position);
        }
    }
}
