//! Königszabel rules (RULES.md Part K, K3–K9) on hand-made positions.
//!
//! Every position is written in K10 notation (built by [`k10`] from lists of
//! squares) and played through the public API only. Each test names the rule
//! it checks; the comments say why the expected result follows from it.

use zabel_core::tafl::{
    DrawReason, Game, Move, Outcome, Piece, PlayError, Ply, Position, QUIET_PLIES_FOR_DRAW, REPETITIONS_FOR_DRAW,
    RecordError, RecordErrorKind, Rules, Side, Square, WinReason,
};

// ---------------------------------------------------------------------------
// Helpers

/// A K10 position from `(square, letter)` pairs (`a` attacker, `d` defender,
/// `k` king), the side to move (`a` or `d`) and the shieldwall option. Written
/// independently of the crate's notation code.
fn k10_from_pairs(pieces: &[(&str, char)], turn: char, shieldwall: bool) -> String {
    let mut board = [[None::<char>; 13]; 13]; // [rank - 1][file]
    for &(name, letter) in pieces {
        assert!(matches!(letter, 'a' | 'd' | 'k'), "{letter}");
        let file = usize::from(name.as_bytes()[0] - b'a');
        let rank: usize = name[1..].parse().unwrap_or_else(|_| panic!("{name}"));
        assert!(file < 13 && (1..=13).contains(&rank), "{name} is not on the board");
        assert!(board[rank - 1][file].replace(letter).is_none(), "{name} given twice");
    }
    let mut ranks = Vec::new();
    for row in board.iter().rev() {
        let mut text = String::new();
        let mut empty = 0;
        for square in row {
            match square {
                Some(letter) => {
                    if empty > 0 {
                        text += &empty.to_string();
                        empty = 0;
                    }
                    text.push(*letter);
                }
                None => empty += 1,
            }
        }
        if empty > 0 {
            text += &empty.to_string();
        }
        ranks.push(text);
    }
    format!("{} {turn}{}", ranks.join("/"), if shieldwall { " shieldwall" } else { "" })
}

/// The K10 text for attackers, defender men and the king given as
/// space-separated square lists (`king` may be empty).
fn k10(attackers: &str, defenders: &str, king: &str, turn: char, shieldwall: bool) -> String {
    let mut pieces = Vec::new();
    for (list, letter) in [(attackers, 'a'), (defenders, 'd'), (king, 'k')] {
        pieces.extend(list.split_whitespace().map(|name| (name, letter)));
    }
    k10_from_pairs(&pieces, turn, shieldwall)
}

fn parse(text: &str) -> Position {
    let position = text.parse::<Position>().unwrap_or_else(|e| panic!("{text}: {e}"));
    assert_eq!(position.to_string(), text, "K10 round trip");
    position
}

/// A position with the shieldwall rule off.
fn pos(attackers: &str, defenders: &str, king: &str, turn: char) -> Position {
    parse(&k10(attackers, defenders, king, turn, false))
}

/// The same with the shieldwall rule on (K10 suffix ` shieldwall`).
fn pos_sw(attackers: &str, defenders: &str, king: &str, turn: char) -> Position {
    let position = parse(&k10(attackers, defenders, king, turn, true));
    assert!(position.rules().shieldwall);
    position
}

fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

fn mv(text: &str) -> Move {
    text.parse().unwrap()
}

/// Plays a move that must be legal.
fn play(position: &mut Position, text: &str) -> Ply {
    position.play(mv(text)).unwrap_or_else(|e| panic!("{text} in {position}: {e}"))
}

/// Plays a move that must be refused, and checks the position is unchanged.
fn refuse(position: &mut Position, text: &str) -> PlayError {
    let before = *position;
    let error = position.play(mv(text)).expect_err(text);
    assert_eq!(*position, before, "{text}: a refused move changes nothing");
    error
}

/// The squares the piece on `from` may move to, sorted.
fn targets(position: &Position, from: &str) -> Vec<String> {
    let mut squares: Vec<String> =
        position.legal_moves().iter().filter(|m| m.from == sq(from)).map(|m| m.to.to_string()).collect();
    squares.sort();
    squares
}

fn sorted(names: &[&str]) -> Vec<String> {
    let mut names: Vec<String> = names.iter().map(|n| n.to_string()).collect();
    names.sort();
    names
}

fn win(winner: Side, reason: WinReason) -> Option<Outcome> {
    Some(Outcome::Win { winner, reason })
}

/// Asserts that nothing was captured and the game goes on.
fn assert_quiet(ply: &Ply, position: &Position) {
    assert!(ply.captured.is_empty(), "{ply} captured {:?} in {position}", ply.captured_names());
    assert!(!ply.king_captured && !ply.king_escaped, "{ply}");
}

fn game_play(game: &mut Game, text: &str) -> Ply {
    game.play(mv(text)).unwrap_or_else(|e| panic!("{text} in {}: {e}", game.position()))
}

/// A move for the side to move in `game` that captures nothing, ends
/// nothing by itself and leads to a position never seen before in the game;
/// `allow` can rule out more. The first such move in `legal_moves` order, so
/// the games below are always the same.
fn quiet_move(game: &Game, allow: impl Fn(&Position, Move) -> bool) -> Move {
    let now = *game.position();
    now.legal_moves()
        .into_iter()
        .find(|&m| {
            if !allow(&now, m) {
                return false;
            }
            let mut next = now;
            let ply = next.play(m).expect("legal_moves lists legal moves");
            ply.captured.is_empty() && next.outcome().is_none() && !game.positions().contains(&next)
        })
        .unwrap_or_else(|| panic!("no quiet new move in {now}"))
}

/// Plays quiet new moves (see [`quiet_move`]) until `quiet_plies` reaches `until`.
fn quiet_walk(game: &mut Game, until: usize, allow: impl Fn(&Position, Move) -> bool) {
    while game.quiet_plies() < until {
        let m = quiet_move(game, &allow);
        let ply = game.play(m).unwrap();
        assert!(ply.captured.is_empty());
        assert_eq!(game.outcome(), None, "after {} plies", game.plies().len());
        assert_eq!(game.repetitions(), 1);
    }
}

fn reverse(m: Move) -> Move {
    Move { from: m.to, to: m.from }
}

// ---------------------------------------------------------------------------
// K2 / K3: movement

#[test]
fn k2_attackers_move_first_from_the_start() {
    // K2: "Attackers move first."
    let start = Position::start(Rules::default());
    assert_eq!(start.turn(), Side::Attackers);
    assert!(start.legal_moves().iter().all(|m| start.piece_at(m.from).unwrap().side == Side::Attackers));
    let mut start = start;
    assert_eq!(
        refuse(&mut start, "e7-e4"),
        PlayError::NotYourPiece { mv: mv("e7-e4"), piece: Piece::DEFENDER, turn: Side::Attackers }
    );
}

#[test]
fn k3_pieces_move_like_rooks_any_distance_along_rank_or_file() {
    // K3: a lone attacker on d4 reaches every square of rank 4 and file d.
    let mut position = pos("d4", "", "j10", 'a');
    let mut expected: Vec<String> = Vec::new();
    for file in 'a'..='m' {
        if file != 'd' {
            expected.push(format!("{file}4"));
        }
    }
    for rank in 1..=13 {
        if rank != 4 {
            expected.push(format!("d{rank}"));
        }
    }
    expected.sort();
    assert_eq!(targets(&position, "d4"), expected);
    assert_eq!(position.legal_moves().len(), 24);
    // Not diagonally, not standing still.
    assert_eq!(refuse(&mut position, "d4-e5"), PlayError::NotStraight { mv: mv("d4-e5") });
    assert_eq!(refuse(&mut position, "d4-f8"), PlayError::NotStraight { mv: mv("d4-f8") });
    // The king moves like a rook too.
    let king = pos("d4", "", "j10", 'd');
    assert_eq!(targets(&king, "j10").len(), 24);
    // A long move is fine.
    let ply = play(&mut position, "d4-d13");
    assert_quiet(&ply, &position);
    assert_eq!(position.piece_at(sq("d13")), Some(Piece::ATTACKER));
    assert_eq!(position.piece_at(sq("d4")), None);
    assert_eq!(position.turn(), Side::Defenders);
}

#[test]
fn k3_no_jumping_over_any_piece() {
    // K3: the defender on d6 and the attacker on f4 stop the attacker on d4.
    let mut position = pos("d4 f4", "d6", "j10", 'a');
    assert_eq!(targets(&position, "d4"), sorted(&["a4", "b4", "c4", "e4", "d1", "d2", "d3", "d5"]));
    assert_eq!(refuse(&mut position, "d4-d8"), PlayError::Blocked { mv: mv("d4-d8"), blocker: sq("d6") });
    assert_eq!(refuse(&mut position, "d4-h4"), PlayError::Blocked { mv: mv("d4-h4"), blocker: sq("f4") });
    // A move must end on an empty square.
    assert_eq!(refuse(&mut position, "d4-d6"), PlayError::Blocked { mv: mv("d4-d6"), blocker: sq("d6") });
    assert_eq!(refuse(&mut position, "d4-f4"), PlayError::Blocked { mv: mv("d4-f4"), blocker: sq("f4") });
}

#[test]
fn k3_men_may_neither_enter_nor_cross_the_empty_throne() {
    // K3 decision: no piece but the king moves onto or across g7.
    let mut attackers = pos("g3 c7", "g11 j7", "b12", 'a');
    assert_eq!(
        targets(&attackers, "g3"),
        sorted(&["g1", "g2", "g4", "g5", "g6", "a3", "b3", "c3", "d3", "e3", "f3", "h3", "i3", "j3", "k3", "l3", "m3"])
    );
    let c7 = targets(&attackers, "c7");
    assert!(c7.contains(&"f7".to_string()) && !c7.contains(&"g7".to_string()) && !c7.contains(&"h7".to_string()));
    for text in ["g3-g7", "g3-g9", "c7-g7", "c7-h7"] {
        assert_eq!(refuse(&mut attackers, text), PlayError::Throne { mv: mv(text) }, "{text}");
    }
    let mut defenders = pos("g3 c7", "g11 j7", "b12", 'd');
    let g11 = targets(&defenders, "g11");
    assert!(g11.contains(&"g8".to_string()) && !g11.contains(&"g7".to_string()) && !g11.contains(&"g6".to_string()));
    assert_eq!(
        targets(&defenders, "j7"),
        sorted(&[
            "h7", "i7", "k7", "l7", "m7", "j1", "j2", "j3", "j4", "j5", "j6", "j8", "j9", "j10", "j11", "j12", "j13"
        ])
    );
    for text in ["g11-g7", "g11-g4", "j7-g7", "j7-d7"] {
        assert_eq!(refuse(&mut defenders, text), PlayError::Throne { mv: mv(text) }, "{text}");
    }
    assert!(PlayError::Throne { mv: mv("g11-g7") }.to_string().contains("throne"));
}

#[test]
fn k3_men_may_not_enter_a_castle() {
    // K3: only the king may stand on a castle.
    let mut attackers = pos("a5", "e13", "g10", 'a');
    let a5 = targets(&attackers, "a5");
    assert!(a5.contains(&"a2".to_string()) && a5.contains(&"a12".to_string()));
    assert!(!a5.contains(&"a1".to_string()) && !a5.contains(&"a13".to_string()));
    for text in ["a5-a1", "a5-a13"] {
        assert_eq!(refuse(&mut attackers, text), PlayError::Castle { mv: mv(text) }, "{text}");
    }
    let mut defenders = pos("a5", "e13", "g10", 'd');
    let e13 = targets(&defenders, "e13");
    assert!(e13.contains(&"b13".to_string()) && e13.contains(&"l13".to_string()));
    assert!(!e13.contains(&"a13".to_string()) && !e13.contains(&"m13".to_string()));
    for text in ["e13-a13", "e13-m13"] {
        assert_eq!(refuse(&mut defenders, text), PlayError::Castle { mv: mv(text) }, "{text}");
    }
}

#[test]
fn k3_the_king_may_cross_and_return_to_the_throne_and_enter_castles() {
    // K3: the king on g10 reaches the whole g file, throne included and beyond.
    let mut position = pos("m3", "", "g10", 'd');
    let g10 = targets(&position, "g10");
    for square in ["g7", "g6", "g1", "g13", "a10", "m10"] {
        assert!(g10.contains(&square.to_string()), "{square}");
    }
    // Across the throne.
    let mut across = position;
    assert_quiet(&play(&mut across, "g10-g2"), &across);
    assert_eq!(across.king(), Some(sq("g2")));
    // Onto the throne, off it, and back (the decision of K3).
    assert_quiet(&play(&mut position, "g10-g7"), &position);
    assert_eq!(position.king(), Some(Square::THRONE));
    play(&mut position, "m3-m4");
    play(&mut position, "g7-g4");
    play(&mut position, "m4-m3");
    assert!(targets(&position, "g4").contains(&"g7".to_string()));
    assert_quiet(&play(&mut position, "g4-g7"), &position);
    assert_eq!(position.king(), Some(Square::THRONE));
    // A castle (the escape itself is K8.1).
    let corner = pos("m3", "", "a5", 'd');
    assert!(targets(&corner, "a5").contains(&"a1".to_string()));
    assert!(targets(&corner, "a5").contains(&"a13".to_string()));
}

#[test]
fn k3_illegal_moves_are_refused_with_a_clear_reason() {
    // K3: every refusal says why, and leaves the position as it was.
    let mut position = pos("d4", "f6", "j10", 'a');
    assert_eq!(refuse(&mut position, "e5-e6"), PlayError::NoPiece { mv: mv("e5-e6") });
    assert_eq!(
        refuse(&mut position, "f6-f8"),
        PlayError::NotYourPiece { mv: mv("f6-f8"), piece: Piece::DEFENDER, turn: Side::Attackers }
    );
    assert_eq!(
        refuse(&mut position, "j10-j11"),
        PlayError::NotYourPiece { mv: mv("j10-j11"), piece: Piece::KING, turn: Side::Attackers }
    );
    assert_eq!(refuse(&mut position, "d4-e5"), PlayError::NotStraight { mv: mv("d4-e5") });
    assert_eq!(refuse(&mut position, "d4-d4"), PlayError::NotStraight { mv: mv("d4-d4") });
    // The messages name the move and the rule.
    let message = PlayError::Blocked { mv: mv("d4-d8"), blocker: sq("d6") }.to_string();
    assert!(message.contains("d4-d8") && message.contains("d6") && message.contains("K3"), "{message}");
    let message = PlayError::Castle { mv: mv("a5-a1") }.to_string();
    assert!(message.contains("a5-a1") && message.contains("castle"), "{message}");
    // legal_moves and play agree: every listed move plays.
    for m in position.legal_moves() {
        let mut copy = position;
        assert!(copy.play(m).is_ok(), "{m}");
    }
}

// ---------------------------------------------------------------------------
// K4: capture of men

#[test]
fn k4_single_capture_between_mover_and_a_friend() {
    // K4: the attacker moving to e5 encloses the defender on f5 against g5.
    let mut position = pos("e9 g5", "f5", "j11", 'a');
    let ply = play(&mut position, "e9-e5");
    assert_eq!(ply.captured_names(), ["f5"]);
    assert!(!ply.king_captured && !ply.king_escaped);
    assert_eq!(ply.to_string(), "e9-e5xf5");
    assert_eq!(position.piece_at(sq("f5")), None);
    assert_eq!(position.men(Side::Defenders).count(), 0);
    // The defenders capture the same way: d8 between e8 (mover) and c8.
    let mut position = pos("d8 m12", "c8 e3", "j11", 'd');
    let ply = play(&mut position, "e3-e8");
    assert_eq!(ply.captured_names(), ["d8"]);
    assert_eq!(position.piece_at(sq("d8")), None);
    assert_eq!(position.men(Side::Attackers).count(), 1);
}

#[test]
fn k4_double_and_triple_capture_in_one_move() {
    // K4: one man per direction; the mover came from the fourth.
    let mut double = pos("b5 g5 e7", "f5 e6", "j11", 'a');
    let ply = play(&mut double, "b5-e5");
    assert_eq!(ply.captured_names(), ["e6", "f5"]);
    assert_eq!(double.men(Side::Defenders).count(), 0);

    let mut triple = pos("b5 g5 e7 e3", "f5 e6 e4", "j11", 'a');
    let ply = play(&mut triple, "b5-e5");
    assert_eq!(ply.captured_names(), ["e4", "e6", "f5"]);
    assert_eq!(ply.to_string(), "b5-e5xe4/e6/f5");
    assert_eq!(triple.men(Side::Defenders).count(), 0);

    // The defenders' triple: l9-i9 takes h9 (against g9), i10 (against
    // i11) and i8 (against i7).
    let mut triple = pos("h9 i10 i8 m12", "g9 i11 i7 l9", "b2", 'd');
    let ply = play(&mut triple, "l9-i9");
    assert_eq!(ply.captured_names(), ["h9", "i10", "i8"]);
    assert_eq!(triple.men(Side::Attackers).count(), 1);
}

#[test]
fn k4_a_castle_acts_as_the_second_piece_for_both_sides() {
    // K4: castles are hostile to both sides.
    let mut position = pos("c5", "b1", "j11", 'a');
    let ply = play(&mut position, "c5-c1");
    assert_eq!(ply.captured_names(), ["b1"]);

    let mut position = pos("a12 f3", "d11", "j5", 'd');
    let ply = play(&mut position, "d11-a11");
    assert_eq!(ply.captured_names(), ["a12"]);

    // "Zweifachschlag an einer Fluchtburg": b1 against the castle a1 and c2
    // against the attacker on c3, in one move.
    let mut position = pos("f1 c3", "b1 c2", "j11", 'a');
    let ply = play(&mut position, "f1-c1");
    assert_eq!(ply.captured_names(), ["b1", "c2"]);
}

#[test]
fn k4_the_empty_throne_is_not_hostile_to_men() {
    // K4 decision: a man next to the empty throne is not captured against it.
    let mut position = pos("g11", "g8", "c3", 'a');
    assert_quiet(&play(&mut position, "g11-g9"), &position);
    assert_eq!(position.piece_at(sq("g8")), Some(Piece::DEFENDER));

    let mut position = pos("h7 m12", "k7", "c3", 'd');
    assert_quiet(&play(&mut position, "k7-i7"), &position);
    assert_eq!(position.piece_at(sq("h7")), Some(Piece::ATTACKER));

    // With the king on the throne, the king is the second piece (K4).
    let mut position = pos("h7 m12", "k7", "g7", 'd');
    let ply = play(&mut position, "k7-i7");
    assert_eq!(ply.captured_names(), ["h7"]);
    // ...but a defender next to his own king is not enclosed.
    let mut position = pos("g11", "g8", "g7", 'a');
    assert_quiet(&play(&mut position, "g11-g9"), &position);
    assert_eq!(position.piece_at(sq("g8")), Some(Piece::DEFENDER));
}

#[test]
fn k4_the_king_captures_as_mover_and_as_second_piece() {
    // K4: the king moving to e5 encloses d5 against the defender on c5.
    let mut position = pos("d5 m12", "c5", "e10", 'd');
    let ply = play(&mut position, "e10-e5");
    assert_eq!(ply.captured_names(), ["d5"]);
    assert_eq!(ply.to_string(), "e10-e5xd5");
    assert!(!ply.king_captured);
    // The king on e3 is the second piece when a defender moves to e5.
    let mut position = pos("e4 m12", "h5", "e3", 'd');
    let ply = play(&mut position, "h5-e5");
    assert_eq!(ply.captured_names(), ["e4"]);
    // The king against a castle.
    let mut position = pos("a12 m12", "", "d11", 'd');
    let ply = play(&mut position, "d11-a11");
    assert_eq!(ply.captured_names(), ["a12"]);
}

#[test]
fn k4_moving_a_man_between_two_enemies_is_safe() {
    // K4: captures only happen to the opponent of the side that moved.
    let mut position = pos("d5 f5 m12", "e9", "j11", 'd');
    assert_quiet(&play(&mut position, "e9-e5"), &position);
    assert_eq!(position.piece_at(sq("e5")), Some(Piece::DEFENDER));
    // The attackers must spend a move to leave and come back.
    assert_quiet(&play(&mut position, "d5-d3"), &position);
    assert_quiet(&play(&mut position, "j11-j12"), &position);
    let ply = play(&mut position, "d3-d5");
    assert_eq!(ply.captured_names(), ["e5"]);

    // An attacker between two defenders.
    let mut position = pos("e9 m12", "d5 f5", "j11", 'a');
    assert_quiet(&play(&mut position, "e9-e5"), &position);
    assert_eq!(position.piece_at(sq("e5")), Some(Piece::ATTACKER));
    // An attacker between a castle and a defender.
    let mut position = pos("b9 m12", "c13", "j11", 'a');
    assert_quiet(&play(&mut position, "b9-b13"), &position);
    assert_eq!(position.piece_at(sq("b13")), Some(Piece::ATTACKER));
    // A defender between an attacker and a castle.
    let mut position = pos("c1 m12", "b5", "j11", 'd');
    assert_quiet(&play(&mut position, "b5-b1"), &position);
    assert_eq!(position.piece_at(sq("b1")), Some(Piece::DEFENDER));
}

// ---------------------------------------------------------------------------
// K5: capture of the king

fn assert_king_taken(ply: &Ply, position: &Position, square: &str) {
    assert!(ply.king_captured, "{ply} in {position}");
    assert!(ply.captured.contains(sq(square)), "{ply}");
    assert!(ply.to_string().ends_with("++"), "{ply}");
    assert_eq!(position.king(), None);
    assert_eq!(position.piece_at(sq(square)), None);
    assert_eq!(position.outcome(), win(Side::Attackers, WinReason::KingCaptured));
}

fn assert_king_safe(ply: &Ply, position: &Position, square: &str) {
    assert!(!ply.king_captured, "{ply} in {position}");
    assert_eq!(position.king(), Some(sq(square)), "{position}");
    assert_eq!(position.outcome(), None, "{position}");
}

#[test]
fn k5_king_taken_by_four_on_an_ordinary_square() {
    let mut position = pos("d5 f5 e6 e2", "j11", "e5", 'a');
    let ply = play(&mut position, "e2-e4");
    assert_eq!(ply.captured_names(), ["e5"]);
    assert_eq!(ply.to_string(), "e2-e4xe5++");
    assert_king_taken(&ply, &position, "e5");
    assert_eq!(position.turn(), Side::Defenders);
}

#[test]
fn k5_king_taken_by_four_on_the_throne() {
    let mut position = pos("f7 h7 g8 g3", "b2", "g7", 'a');
    let ply = play(&mut position, "g3-g6");
    assert_eq!(ply.captured_names(), ["g7"]);
    assert_king_taken(&ply, &position, "g7");
}

#[test]
fn k5_three_suffice_next_to_the_throne() {
    // The empty throne is the fourth side.
    let mut above = pos("f8 h8 g12", "b2", "g8", 'a');
    let ply = play(&mut above, "g12-g9");
    assert_king_taken(&ply, &above, "g8");

    let mut right = pos("h8 h6 l7", "b2", "h7", 'a');
    let ply = play(&mut right, "l7-i7");
    assert_king_taken(&ply, &right, "h7");

    let mut below = pos("f6 h6 g2", "b2", "g6", 'a');
    let ply = play(&mut below, "g2-g5");
    assert_king_taken(&ply, &below, "g6");
}

#[test]
fn k5_three_suffice_at_the_edge() {
    // Off the board is the fourth side.
    let mut left = pos("a5 a7 e6", "j11", "a6", 'a');
    let ply = play(&mut left, "e6-b6");
    assert_king_taken(&ply, &left, "a6");

    let mut bottom = pos("e1 g1 f5", "j11", "f1", 'a');
    let ply = play(&mut bottom, "f5-f2");
    assert_king_taken(&ply, &bottom, "f1");

    let mut right = pos("m8 m10 h9", "b2", "m9", 'a');
    let ply = play(&mut right, "h9-l9");
    assert_king_taken(&ply, &right, "m9");
}

#[test]
fn k5_two_suffice_next_to_a_castle_at_the_edge() {
    // The castle and off the board are two sides.
    let mut position = pos("a3 b6", "j11", "a2", 'a');
    let ply = play(&mut position, "b6-b2");
    assert_eq!(ply.to_string(), "b6-b2xa2++");
    assert_king_taken(&ply, &position, "a2");

    let mut position = pos("k13 l9", "b2", "l13", 'a');
    let ply = play(&mut position, "l9-l12");
    assert_king_taken(&ply, &position, "l13");
}

#[test]
fn k5_the_king_is_not_captured_without_a_full_enclosure() {
    // Two attackers do not capture the king as they would a man.
    let mut position = pos("d5 f9", "j11", "e5", 'a');
    assert_king_safe(&play(&mut position, "f9-f5"), &position, "e5");
    // Three on an ordinary square.
    let mut position = pos("d5 f5 e2", "j11", "e5", 'a');
    assert_king_safe(&play(&mut position, "e2-e4"), &position, "e5");
    // Three on the throne, a defender on the fourth side.
    let mut position = pos("f7 h7 g3", "g8", "g7", 'a');
    assert_king_safe(&play(&mut position, "g3-g6"), &position, "g7");
    // Two at the edge away from a castle.
    let mut position = pos("a5 e6", "j11", "a6", 'a');
    assert_king_safe(&play(&mut position, "e6-b6"), &position, "a6");
    // One next to a castle at the edge.
    let mut position = pos("b6", "j11", "a2", 'a');
    assert_king_safe(&play(&mut position, "b6-b2"), &position, "a2");
}

#[test]
fn k5_a_king_stepping_into_an_enclosure_is_safe_until_an_attacker_moves_next_to_him() {
    // K5 decision: capture needs the mover. The king steps off the throne to
    // g8 between f8, h8, g9 and the now empty throne.
    let mut position = pos("f8 h8 g9 m3", "d2", "g7", 'd');
    let ply = play(&mut position, "g7-g8");
    assert_quiet(&ply, &position);
    assert_king_safe(&ply, &position, "g8");
    // An attacker moving elsewhere does not take him.
    assert_king_safe(&play(&mut position, "m3-m4"), &position, "g8");
    play(&mut position, "d2-d3");
    // Leaving and coming back next to him does.
    assert_king_safe(&play(&mut position, "h8-h10"), &position, "g8");
    play(&mut position, "d3-d2");
    let ply = play(&mut position, "h10-h8");
    assert_king_taken(&ply, &position, "g8");
}

#[test]
fn k5_men_captured_by_the_same_move_are_removed_first() {
    // The attacker moving to d6 captures the guard e6 (K4, against f6). On
    // the board after that, e6 is empty, so the king on e5 (d5 f5 e4 around
    // him) is not captured; judged before the removal, K6 would have taken
    // king and guard.
    let mut position = pos("d5 f5 e4 f6 e7 d9", "e6", "e5", 'a');
    let ply = play(&mut position, "d9-d6");
    assert_eq!(ply.captured_names(), ["e6"]);
    assert_king_safe(&ply, &position, "e5");

    // One move that captures a man (d4, against c4) and the king.
    let mut position = pos("d5 f5 e6 c4 e1", "d4", "e5", 'a');
    let ply = play(&mut position, "e1-e4");
    assert_eq!(ply.captured_names(), ["d4", "e5"]);
    assert_eq!(ply.to_string(), "e1-e4xd4/e5++");
    assert_king_taken(&ply, &position, "e5");
}

// ---------------------------------------------------------------------------
// K6: king and guard

#[test]
fn k6_king_and_guard_are_captured_together() {
    // The mover (e7) ends next to the guard e6.
    let mut position = pos("d5 f5 e4 d6 f6 e10", "e6", "e5", 'a');
    let ply = play(&mut position, "e10-e7");
    assert_eq!(ply.captured_names(), ["e5", "e6"]);
    assert_eq!(ply.to_string(), "e10-e7xe5/e6++");
    assert_king_taken(&ply, &position, "e5");
    assert_eq!(position.men(Side::Defenders).count(), 0);

    // The mover (e4) ends next to the king.
    let mut position = pos("d5 f5 d6 f6 e7 e1", "e6", "e5", 'a');
    let ply = play(&mut position, "e1-e4");
    assert_eq!(ply.captured_names(), ["e5", "e6"]);
    assert_king_taken(&ply, &position, "e5");

    // At the edge, the guard b1 next to the castle a1.
    let mut position = pos("d1 c2 b6", "b1", "c1", 'a');
    let ply = play(&mut position, "b6-b2");
    assert_eq!(ply.captured_names(), ["b1", "c1"]);
    assert_king_taken(&ply, &position, "c1");

    // The king next to the empty throne: the throne counts for him.
    let mut position = pos("f8 h8 f9 h9 g12", "g9", "g8", 'a');
    let ply = play(&mut position, "g12-g10");
    assert_eq!(ply.captured_names(), ["g8", "g9"]);
    assert_king_taken(&ply, &position, "g8");
}

#[test]
fn k6_no_pair_capture_when_the_guard_is_next_to_the_empty_throne() {
    // "for the king only the empty throne": the guard g8 has the empty throne
    // below him, so the pair g9+g8 is not enclosed.
    // (b2 gives the defenders a move, so the game goes on: K8.3.)
    let mut position = pos("f9 h9 f8 h8 g12", "g8 b2", "g9", 'a');
    let ply = play(&mut position, "g12-g10");
    assert_quiet(&ply, &position);
    assert_king_safe(&ply, &position, "g9");
    assert_eq!(position.piece_at(sq("g8")), Some(Piece::DEFENDER));
}

#[test]
fn k6_no_pair_capture_with_a_second_defender() {
    // A second defender next to the king (e4).
    let mut position = pos("d5 f5 d6 f6 e10", "e6 e4", "e5", 'a');
    let ply = play(&mut position, "e10-e7");
    assert_quiet(&ply, &position);
    assert_king_safe(&ply, &position, "e5");
    // A second defender next to the guard (f6).
    let mut position = pos("d5 f5 e4 d6 e10", "e6 f6", "e5", 'a');
    let ply = play(&mut position, "e10-e7");
    assert_quiet(&ply, &position);
    assert_king_safe(&ply, &position, "e5");
    assert_eq!(position.men(Side::Defenders).count(), 2);
}

#[test]
fn k6_the_pair_is_captured_only_by_a_move_next_to_it() {
    // The king steps from the throne next to his guard g9 into an
    // enclosure: safe (K5's decision holds for K6's "after an attacker's move").
    let mut position = pos("f8 h8 f9 h9 g10 m3", "g9 b2", "g7", 'd');
    let ply = play(&mut position, "g7-g8");
    assert_quiet(&ply, &position);
    assert_king_safe(&play(&mut position, "m3-m4"), &position, "g8");
    play(&mut position, "b2-b3");
    assert_king_safe(&play(&mut position, "g10-g11"), &position, "g8");
    play(&mut position, "b3-b2");
    let ply = play(&mut position, "g11-g10");
    assert_eq!(ply.captured_names(), ["g8", "g9"]);
    assert_king_taken(&ply, &position, "g8");
}

// ---------------------------------------------------------------------------
// K7: shieldwall

#[test]
fn k7_shieldwall_captures_a_whole_row_only_when_the_option_is_on() {
    // Defenders e1 f1 g1, each with an attacker in front, flanked by d1 and
    // the mover arriving on h1.
    let (attackers, defenders) = ("d1 e2 f2 g2 h5", "e1 f1 g1");
    let mut off = pos(attackers, defenders, "j10", 'a');
    assert!(!off.rules().shieldwall);
    assert_quiet(&play(&mut off, "h5-h1"), &off);
    assert_eq!(off.men(Side::Defenders).count(), 3);

    let mut on = pos_sw(attackers, defenders, "j10", 'a');
    let ply = play(&mut on, "h5-h1");
    assert_eq!(ply.captured_names(), ["e1", "f1", "g1"]);
    assert_eq!(ply.to_string(), "h5-h1xe1/f1/g1");
    assert!(!ply.king_captured);
    assert_eq!(on.men(Side::Defenders).count(), 0);
    assert!(on.to_string().ends_with(" d shieldwall"));

    // The defenders capture an attackers' wall on the a file the same way.
    let (attackers, defenders) = ("a4 a5 a6 m12", "b4 b5 b6 a3 d7");
    let mut off = pos(attackers, defenders, "j10", 'd');
    assert_quiet(&play(&mut off, "d7-a7"), &off);
    let mut on = pos_sw(attackers, defenders, "j10", 'd');
    let ply = play(&mut on, "d7-a7");
    assert_eq!(ply.captured_names(), ["a4", "a5", "a6"]);
}

#[test]
fn k7_no_shieldwall_next_to_a_castle() {
    // The row b1 c1 d1 ends at the castle a1, which is no flanking piece.
    let mut position = pos_sw("b2 c2 d2 e5", "b1 c1 d1", "j10", 'a');
    assert_quiet(&play(&mut position, "e5-e1"), &position);
    assert_eq!(position.men(Side::Defenders).count(), 3);
    // The same on the m file next to m13, attackers' row, defender mover.
    let mut position = pos_sw("m12 m11 m10", "l12 l11 l10 h9", "b2", 'd');
    assert_quiet(&play(&mut position, "h9-m9"), &position);
    assert_eq!(position.men(Side::Attackers).count(), 3);
}

#[test]
fn k7_a_king_in_the_wall_survives_while_his_men_are_captured() {
    let mut position = pos_sw("d1 e2 f2 g2 h5", "e1 g1", "f1", 'a');
    let ply = play(&mut position, "h5-h1");
    assert_eq!(ply.captured_names(), ["e1", "g1"]);
    assert!(!ply.king_captured);
    assert_eq!(position.king(), Some(sq("f1")));
    assert_eq!(position.outcome(), None);
    // The king too needs an enemy in front (f2 empty): no wall.
    let mut position = pos_sw("d1 e2 g2 h5", "e1 g1", "f1", 'a');
    assert_quiet(&play(&mut position, "h5-h1"), &position);
    assert_eq!(position.men(Side::Defenders).count(), 2);
}

#[test]
fn k7_every_man_of_the_wall_needs_an_enemy_in_front() {
    // f2 empty.
    let mut position = pos_sw("d1 e2 g2 h5", "e1 f1 g1", "j10", 'a');
    assert_quiet(&play(&mut position, "h5-h1"), &position);
    // f2 a friend.
    let mut position = pos_sw("d1 e2 g2 h5", "e1 f1 g1 f2", "j10", 'a');
    assert_quiet(&play(&mut position, "h5-h1"), &position);
    assert_eq!(position.men(Side::Defenders).count(), 4);
    // Both ends held but the last move completes the front, not an end: the
    // mover must be one of the flanking pieces.
    let mut position = pos_sw("d1 h1 e2 f2 g5", "e1 f1 g1", "j10", 'a');
    assert_quiet(&play(&mut position, "g5-g2"), &position);
    assert_eq!(position.men(Side::Defenders).count(), 3);
}

#[test]
fn k7_one_move_closes_walls_on_both_sides() {
    // The mover lands on g13 between e13 f13 (flanked by d13) and h13 i13
    // (flanked by j13).
    let mut position = pos_sw("d13 e12 f12 h12 i12 j13 g10", "e13 f13 h13 i13", "j4", 'a');
    let ply = play(&mut position, "g10-g13");
    assert_eq!(ply.captured_names(), ["e13", "f13", "h13", "i13"]);
    assert_eq!(position.men(Side::Defenders).count(), 0);
}

#[test]
fn k7_wall_captures_combine_with_custodial_captures() {
    // h1 closes the wall e1 f1 g1 and captures h2 against h3 (K4).
    let (attackers, defenders) = ("d1 e2 f2 g2 h3 k1", "e1 f1 g1 h2");
    let mut position = pos_sw(attackers, defenders, "j10", 'a');
    let ply = play(&mut position, "k1-h1");
    assert_eq!(ply.captured_names(), ["e1", "f1", "g1", "h2"]);
    // Without the option only the K4 capture.
    let mut position = pos(attackers, defenders, "j10", 'a');
    let ply = play(&mut position, "k1-h1");
    assert_eq!(ply.captured_names(), ["h2"]);
}

#[test]
fn k7_the_king_may_flank_a_wall() {
    // The king as the far flanking piece.
    let mut position = pos_sw("a4 a5 a6 m12", "b4 b5 b6 d7", "a3", 'd');
    let ply = play(&mut position, "d7-a7");
    assert_eq!(ply.captured_names(), ["a4", "a5", "a6"]);
    // The king as the mover.
    let mut position = pos_sw("a4 a5 a6 m12", "b4 b5 b6 a3", "d7", 'd');
    let ply = play(&mut position, "d7-a7");
    assert_eq!(ply.captured_names(), ["a4", "a5", "a6"]);
    assert_eq!(position.king(), Some(sq("a7")));
}

// ---------------------------------------------------------------------------
// K8: end of game

#[test]
fn k8_1_the_king_escapes_to_any_castle() {
    for (king, to) in [("a5", "a1"), ("f13", "a13"), ("m8", "m13"), ("h1", "m1")] {
        let mut position = pos("j5", "", king, 'd');
        let text = format!("{king}-{to}");
        let ply = play(&mut position, &text);
        assert!(ply.king_escaped && !ply.king_captured, "{text}");
        assert!(ply.captured.is_empty());
        assert_eq!(ply.to_string(), format!("{text}--"));
        assert_eq!(position.king(), Some(sq(to)));
        assert_eq!(position.outcome(), win(Side::Defenders, WinReason::KingEscaped), "{text}");
        assert!(position.legal_moves().is_empty());
        assert_eq!(refuse(&mut position, "j5-j6"), PlayError::GameOver);
    }
}

#[test]
fn k8_2_king_capture_ends_the_game() {
    let mut position = pos("d5 f5 e6 e2", "j11", "e5", 'a');
    play(&mut position, "e2-e4");
    assert_eq!(position.outcome(), win(Side::Attackers, WinReason::KingCaptured));
    assert!(position.legal_moves().is_empty());
    assert_eq!(position.count_moves(), 0);
    assert_eq!(refuse(&mut position, "j11-j12"), PlayError::GameOver);
}

#[test]
fn k8_3_a_side_without_a_legal_move_loses() {
    // The defenders: the king on e5 among his four men d5 f5 e4 e6, each of
    // them blocked by attackers; e7 closes the last gap. No capture: e6 lies
    // between e7 and the king, and e7 is not next to the king.
    let mut position = pos("c5 d6 d4 g5 f6 f4 e3 e10", "d5 f5 e4 e6", "e5", 'a');
    let ply = play(&mut position, "e10-e7");
    assert_quiet(&ply, &position);
    assert!(position.legal_moves().is_empty());
    assert_eq!(position.outcome(), win(Side::Attackers, WinReason::NoLegalMove));

    // The attackers: their last man b1 is shut in by the castle a1 and the
    // defenders c1 and b2 (b2 moving in captures nothing: below b1 is the edge).
    let mut position = pos("b1", "c1 b6", "j10", 'd');
    let ply = play(&mut position, "b6-b2");
    assert_quiet(&ply, &position);
    assert_eq!(position.piece_at(sq("b1")), Some(Piece::ATTACKER));
    assert!(position.legal_moves().is_empty());
    assert_eq!(position.outcome(), win(Side::Defenders, WinReason::NoLegalMove));
}

/// The start, then `e1-e2 e7-e6 e2-e1 e6-e7` twice: the start position with
/// the attackers to move occurs for the third time after ply 8.
#[test]
fn k8_4_threefold_repetition_draws() {
    assert_eq!(REPETITIONS_FOR_DRAW, 3);
    let mut game = Game::new(Rules::default());
    let cycle = ["e1-e2", "e7-e6", "e2-e1", "e6-e7"];
    for (index, text) in cycle.iter().chain(cycle.iter()).enumerate() {
        assert_eq!(game.outcome(), None, "before ply {}", index + 1);
        assert_quiet(&game_play(&mut game, text), game.position());
    }
    assert_eq!(game.position(), &Position::start(Rules::default()));
    assert_eq!(game.repetitions(), 3);
    assert_eq!(game.outcome(), Some(Outcome::Draw(DrawReason::Repetition)));
    assert!(game.is_over());
    assert_eq!(game.play(mv("e1-e2")), Err(PlayError::GameOver));
    // One ply earlier the position after ply 3 had occurred twice only.
    let last = game.undo().unwrap();
    assert_eq!(last.mv, mv("e6-e7"));
    assert_eq!(game.outcome(), None);
    assert_eq!(game.repetitions(), 2);
    game_play(&mut game, "e6-e7");
    assert_eq!(game.outcome(), Some(Outcome::Draw(DrawReason::Repetition)));
    assert!(game.to_record().contains("Result: draw (repetition)\n"));
    assert_eq!(Game::from_record(&game.to_record()).unwrap(), game);
}

#[test]
fn k8_4_a_capture_starts_the_count_anew() {
    // After 1. a9-f9 2. e7-e9xf9 the earlier positions cannot recur.
    let mut game = Game::new(Rules::default());
    game_play(&mut game, "a9-f9");
    assert_eq!(game_play(&mut game, "e7-e9").captured_names(), ["f9"]);
    assert_eq!(game.quiet_plies(), 0);
    assert_eq!(game.repetitions(), 1);
    let cycle = ["e1-e2", "e9-e10", "e2-e1", "e10-e9"];
    for text in cycle.iter().chain(cycle.iter()) {
        assert_eq!(game.outcome(), None);
        game_play(&mut game, text);
    }
    assert_eq!(game.repetitions(), 3);
    assert_eq!(game.outcome(), Some(Outcome::Draw(DrawReason::Repetition)));
}

#[test]
fn k8_5_two_hundred_plies_without_a_capture_draw() {
    assert_eq!(QUIET_PLIES_FOR_DRAW, 200);
    let mut game = Game::new(Rules::default());
    // A capture first: the count starts after it.
    game_play(&mut game, "a9-f9");
    assert_eq!(game.quiet_plies(), 1);
    game_play(&mut game, "e7-e9");
    assert_eq!(game.quiet_plies(), 0);
    quiet_walk(&mut game, QUIET_PLIES_FOR_DRAW - 1, |_, _| true);
    assert_eq!(game.plies().len(), 2 + 199);
    assert_eq!(game.outcome(), None);
    let m = quiet_move(&game, |_, _| true);
    game.play(m).unwrap();
    assert_eq!(game.quiet_plies(), 200);
    assert_eq!(game.repetitions(), 1);
    assert_eq!(game.outcome(), Some(Outcome::Draw(DrawReason::NoCapture)));
    assert_eq!(game.play(m), Err(PlayError::GameOver));
    assert!(game.to_record().contains("Result: draw (200 plies without a capture)\n"));
    assert_eq!(Game::from_record(&game.to_record()).unwrap(), game);
    game.undo();
    assert_eq!(game.outcome(), None);
}

// K8.6 orders the ends when one move meets several. Not every pair can meet:
// - repetition (K8.4) with no legal move (K8.3): a position whose side to move
//   cannot move ends the game the first time it occurs, so it never occurs a
//   third time;
// - repetition with an escape or a king capture: the escaped or captured king
//   gives a position never seen before (and a capture restarts the count, see
//   `k8_4_a_capture_starts_the_count_anew`);
// - a king capture with 200 plies (K8.5): a capture restarts that count.
// The pairs that can meet are tested below: escape or king capture with no
// legal move (on positions), escape with the 200th quiet ply, and repetition
// with the 200th quiet ply (in whole games from the start, as `Game` begins
// there).

#[test]
fn k8_6_escape_beats_no_legal_move() {
    // The attackers' last man m2 is shut in (castle m1, defenders m3 l2)
    // whatever the king does; the escape decides (K8.1 before K8.3).
    let mut position = pos("m2", "m3 l2", "a10", 'd');
    let mut stays = position;
    play(&mut stays, "a10-a11");
    assert_eq!(stays.outcome(), win(Side::Defenders, WinReason::NoLegalMove));
    let ply = play(&mut position, "a10-a13");
    assert!(ply.king_escaped);
    assert_eq!(position.outcome(), win(Side::Defenders, WinReason::KingEscaped));
}

#[test]
fn k8_6_king_capture_beats_no_legal_move() {
    // The king was the defenders' last piece: they cannot move either, but
    // the result is a king capture (K8.2 before K8.3).
    let mut position = pos("d5 f5 e6 e2", "", "e5", 'a');
    play(&mut position, "e2-e4");
    assert_eq!(position.outcome(), win(Side::Attackers, WinReason::KingCaptured));
}

#[test]
fn k8_6_escape_on_the_two_hundredth_quiet_ply_wins() {
    // The king walks to a2 (next to the castle a1), the other pieces shuffle
    // quietly, and the 200th ply without a capture is a2-a1: K8.1 comes
    // before K8.5.
    let mut game = Game::new(Rules::default());
    let opening = ["a9-f9", "e7-e9", "m9-k9", "f7-d7", "k9-k10", "g7-e7", "k10-k11", "e7-e2", "k11-k12", "e2-a2"];
    for text in opening {
        game_play(&mut game, text);
    }
    assert_eq!(game.position().king(), Some(sq("a2")));
    assert_eq!(game.quiet_plies(), 8);
    let king_stays = |position: &Position, m: Move| position.king() != Some(m.from);
    quiet_walk(&mut game, QUIET_PLIES_FOR_DRAW - 1, king_stays);
    assert_eq!(game.position().turn(), Side::Defenders);
    assert_eq!(game.position().king(), Some(sq("a2")));
    // Any other quiet move would draw...
    let mut other = game.clone();
    other.play(quiet_move(&game, king_stays)).unwrap();
    assert_eq!(other.outcome(), Some(Outcome::Draw(DrawReason::NoCapture)));
    // ...the escape wins.
    let ply = game_play(&mut game, "a2-a1");
    assert!(ply.king_escaped);
    assert_eq!(game.quiet_plies(), QUIET_PLIES_FOR_DRAW);
    assert_eq!(game.outcome(), win(Side::Defenders, WinReason::KingEscaped));
}

#[test]
fn k8_6_repetition_on_the_two_hundredth_quiet_ply_draws_by_repetition() {
    // 192 quiet plies to new positions, then two pieces shuffle back and
    // forth twice: ply 200 repeats the position after ply 192 for the third
    // time and is also the 200th ply without a capture. K8.4 comes first.
    let mut game = Game::new(Rules::default());
    quiet_walk(&mut game, 192, |_, _| true);
    let p0 = *game.position();
    let fresh = |p: &Position| !game.positions().contains(p) && p.outcome().is_none();
    let mut found = None;
    'search: for a in p0.legal_moves() {
        let mut p1 = p0;
        if !p1.play(a).unwrap().captured.is_empty() || !fresh(&p1) {
            continue;
        }
        for d in p1.legal_moves() {
            let mut p2 = p1;
            if !p2.play(d).unwrap().captured.is_empty() || !fresh(&p2) {
                continue;
            }
            let mut p3 = p2;
            if !p3.play(reverse(a)).is_ok_and(|ply| ply.captured.is_empty()) || !fresh(&p3) {
                continue;
            }
            let mut p4 = p3;
            if p4.play(reverse(d)).is_ok_and(|ply| ply.captured.is_empty()) && p4 == p0 {
                found = Some((a, d));
                break 'search;
            }
        }
    }
    let (a, d) = found.expect("two pieces that can shuffle");
    let cycle = [a, d, reverse(a), reverse(d)];
    for (index, &m) in cycle.iter().chain(cycle.iter()).enumerate() {
        assert_eq!(game.outcome(), None, "before ply {}", 193 + index);
        game.play(m).unwrap();
    }
    assert_eq!(game.plies().len(), 200);
    assert_eq!(game.quiet_plies(), QUIET_PLIES_FOR_DRAW);
    assert_eq!(game.repetitions(), REPETITIONS_FOR_DRAW);
    assert_eq!(game.outcome(), Some(Outcome::Draw(DrawReason::Repetition)));
}

// ---------------------------------------------------------------------------
// K9: records

/// From `a9-f9` and `e7-e9xf9` on, the king walks g7-e7-e2-a2 and is taken
/// next to the castle a1 by a3 and b2 (K5).
const KING_CAPTURED_RECORD: &str = "\
# Königszabel — a Zabel game record
Format: zabel-tafl 1
Shieldwall: off
Result: attackers (king captured)

1. a9-f9
2. e7-e9xf9
3. m9-k9
4. f7-d7
5. k9-k10
6. g7-e7
7. a5-a3
8. e7-e2
9. k10-k11
10. e2-a2
11. b7-b2xa2++
";

#[test]
fn k9_a_short_game_round_trips_with_captures_and_the_king_capture_mark() {
    let mut game = Game::new(Rules::default());
    for text in ["a9-f9", "e7-e9", "m9-k9", "f7-d7", "k9-k10", "g7-e7", "a5-a3", "e7-e2", "k10-k11", "e2-a2"] {
        assert_eq!(game.outcome(), None);
        game_play(&mut game, text);
    }
    let last = game_play(&mut game, "b7-b2");
    assert!(last.king_captured);
    assert_eq!(game.outcome(), win(Side::Attackers, WinReason::KingCaptured));
    assert_eq!(game.to_record(), KING_CAPTURED_RECORD);
    let read = Game::from_record(KING_CAPTURED_RECORD).unwrap();
    assert_eq!(read, game);
    assert_eq!(read.to_record(), KING_CAPTURED_RECORD);
    assert_eq!(read.plies()[1].captured_names(), ["f9"]);
}

#[test]
fn k9_an_escape_is_written_with_the_escape_mark() {
    let mut game = Game::new(Rules::default());
    let moves =
        ["a9-f9", "e7-e9", "m9-k9", "f7-d7", "k9-k10", "g7-e7", "k10-k11", "e7-e2", "k11-k12", "e2-a2", "k12-l12"];
    for text in moves {
        game_play(&mut game, text);
    }
    game_play(&mut game, "a2-a1");
    let record = game.to_record();
    assert!(record.contains("Result: defenders (king escaped)\n"), "{record}");
    assert!(record.contains("\n2. e7-e9xf9\n"), "{record}");
    assert!(record.ends_with("\n12. a2-a1--\n"), "{record}");
    let read = Game::from_record(&record).unwrap();
    assert_eq!(read, game);
    assert_eq!(read.outcome(), win(Side::Defenders, WinReason::KingEscaped));

    // The shieldwall option is part of the header.
    let mut walled = Game::new(Rules { shieldwall: true });
    game_play(&mut walled, "a9-f9");
    let record = walled.to_record();
    assert!(record.contains("Shieldwall: on\n"), "{record}");
    assert_eq!(Game::from_record(&record).unwrap(), walled);
    assert!(Game::from_record(&record).unwrap().rules().shieldwall);
}

#[test]
fn k9_a_record_whose_captures_disagree_with_the_board_is_refused_naming_the_line() {
    let with_line = |line: usize, text: &str| {
        let mut lines: Vec<&str> = KING_CAPTURED_RECORD.lines().collect();
        lines[line - 1] = text;
        lines.join("\n") + "\n"
    };
    let refused = |record: String| Game::from_record(&record).expect_err(&record);
    // A capture left out (line 7 is ply 2).
    let error = refused(with_line(7, "2. e7-e9"));
    assert_eq!(
        error,
        RecordError {
            line: 7,
            kind: RecordErrorKind::Captures { written: "e7-e9".to_owned(), actual: "e7-e9xf9".to_owned() }
        }
    );
    assert!(error.to_string().starts_with("line 7: "), "{error}");
    // A capture too many.
    let error = refused(with_line(7, "2. e7-e9xf9/f8"));
    assert_eq!(error.line, 7);
    assert!(matches!(error.kind, RecordErrorKind::Captures { .. }), "{error}");
    // A capture that did not happen.
    let error = refused(with_line(10, "5. k9-k10xk11"));
    assert_eq!(error.line, 10);
    assert!(matches!(error.kind, RecordErrorKind::Captures { .. }), "{error}");
    // The king capture without its mark.
    let error = refused(with_line(16, "11. b7-b2xa2"));
    assert_eq!(
        error,
        RecordError {
            line: 16,
            kind: RecordErrorKind::Captures { written: "b7-b2xa2".to_owned(), actual: "b7-b2xa2++".to_owned() }
        }
    );
    // A mark where the king was not taken.
    let error = refused(with_line(15, "10. e2-a2++"));
    assert_eq!(error.line, 15);
    // An escape mark on an ordinary move.
    let error = refused(with_line(11, "6. g7-e7--"));
    assert_eq!(error.line, 11);
    // An illegal move names its line too.
    let error = refused(with_line(8, "3. m9-m1"));
    assert_eq!(error.line, 8);
    assert!(matches!(error.kind, RecordErrorKind::Illegal(_)), "{error}");
}

#[test]
fn k7_k6_an_edge_row_of_the_king_and_one_man_is_a_wall_with_the_option_else_king_and_guard() {
    // Without the option, closing the row encloses the king and his guard
    // as a pair: the attackers win by K6.
    let text = k10("d1 e2 f2 g4", "e1", "f1", 'a', false);
    let mut position: Position = text.parse().unwrap();
    let ply = play(&mut position, "g4-g1");
    assert_eq!(ply.captured_names(), ["e1", "f1"]);
    assert!(ply.king_captured);
    // With it, the king and one man are a row of two: a wall (K7). The man
    // falls first, so the king has no guard left to fall with (K5, K6).
    let text = k10("d1 e2 f2 g4", "e1", "f1", 'a', true);
    let mut position: Position = text.parse().unwrap();
    let ply = play(&mut position, "g4-g1");
    assert_eq!(ply.captured_names(), ["e1"]);
    assert!(!ply.king_captured);
    assert_eq!(position.outcome(), None);
}

#[test]
fn k7_the_rules_example_the_king_in_a_wall_stays_and_the_game_goes_on() {
    // RULES.md K7's example (issue 43): k1-j1 captures h1 only.
    let text = "13/13/13/7a5/13/7a5/13/13/6a6/13/7aa4/2d4aa4/5aadk1a2 a shieldwall";
    let mut position: Position = text.parse().unwrap();
    let ply = play(&mut position, "k1-j1");
    assert_eq!(ply.captured_names(), ["h1"]);
    assert!(!ply.king_captured);
    assert_eq!(position.king(), Some(sq("i1")));
    assert_eq!(position.outcome(), None);
}
