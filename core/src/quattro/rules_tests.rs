//! RULES.md Part Q on hand-made positions, one test per rule.

use super::*;
use crate::dice::DicePosition;
use crate::dice::Setup;
use crate::dice::{Die, Roll};
use crate::game::Score;

fn position(notation: &str) -> Position {
    notation.parse().unwrap_or_else(|e| panic!("{notation}: {e}"))
}

fn moves(position: &Position, roll: Roll) -> Vec<String> {
    position.legal_moves(roll).unwrap().iter().map(Move::to_string).collect()
}

fn die(n: u8) -> Roll {
    Die::new(n)
}

/// Plays `from-to` for `roll` and returns the position after it.
fn play(position: &Position, roll: Roll, mv: &str) -> Position {
    let (from, to) = (mv[..2].parse().unwrap(), mv[3..].parse().unwrap());
    let legal = position.find_move(roll, from, to).unwrap();
    assert_eq!(legal.to_string(), mv, "capture mark");
    let mut next = *position;
    next.play(roll, &legal).unwrap();
    next
}

fn scores(position: &Position) -> [Option<Score>; 4] {
    position.outcome().expect("the game is over").scores()
}

const W: Option<Score> = Some(Score::Win);
const L: Option<Score> = Some(Score::Loss);

/// One stone per corner, at `b2`, `e2`, `e5`, `b5`, with `seat` to move.
fn one_each(seat: &str) -> Position {
    position(&format!("6/1T12U11/6/6/1W12V11/6 {seat} quattro-diagonal"))
}

#[test]
fn q1_top_left_moves_right_down_or_diagonally_right_down() {
    assert_eq!(moves(&one_each("t"), None), ["b2-c2", "b2-b3", "b2-c3"]);
}

#[test]
fn q1_top_right_moves_left_down_or_diagonally_left_down() {
    assert_eq!(moves(&one_each("u"), None), ["e2-d2", "e2-d3", "e2-e3"]);
}

#[test]
fn q1_bottom_right_moves_left_up_or_diagonally_left_up() {
    assert_eq!(moves(&one_each("v"), None), ["e5-d4", "e5-e4", "e5-d5"]);
}

#[test]
fn q1_bottom_left_moves_right_up_or_diagonally_right_up() {
    assert_eq!(moves(&one_each("w"), None), ["b5-b4", "b5-c4", "b5-c5"]);
}

#[test]
fn q1_die_rule_as_e4_2_and_e4_3_with_own_captures() {
    // T has stones 1 (a1), 4 (b1) and 6 (a2), as E4.3's example.
    let p = position("T1T43U1/T65/6/6/6/W14V1 t quattro-longline");
    assert_eq!(moves(&p, die(1)), ["a1xb1", "a1xa2", "a1-b2"]);
    assert_eq!(moves(&p, die(3)), ["a1xb1", "a1xa2", "a1-b2", "b1-c1", "b1-b2", "b1-c2"]);
    assert_eq!(moves(&p, die(5)), ["b1-c1", "b1-b2", "b1-c2", "a2-b2", "a2-a3", "a2-b3"]);
    assert_eq!(moves(&p, die(6)), ["a2-b2", "a2-a3", "a2-b3"]);
    assert_eq!(p.legal_moves(None), Err(PlayError::RollNeeded(Seat::T)));
    // Capturing an own stone removes it (E4.5).
    let after = play(&p, die(1), "a1xb1");
    assert_eq!(after.to_string(), "1T13U1/T65/6/6/6/W14V1 u quattro-longline");
}

#[test]
fn q1_one_stone_left_moves_without_a_roll() {
    let p = one_each("t");
    assert!(!p.needs_roll());
    for n in 1..=6 {
        assert_eq!(moves(&p, die(n)), ["b2-c2", "b2-b3", "b2-c3"]);
    }
    let mut game = Game::new(Seating::Trio, [Setup::ordered(); 4], Seat::T).unwrap();
    assert!(game.needs_roll());
    let mv = game.legal_moves(die(3)).unwrap()[0];
    assert_eq!(game.play(None, &mv), Err(PlayError::RollNeeded(Seat::T)));
    game.play(die(3), &mv).unwrap();
    assert_eq!(game.seat_to_move(), Seat::U);
}

#[test]
fn q1_game_refuses_a_roll_with_one_stone_left() {
    // Random trio games until a seat with a single stone is to move.
    for seed in 0.. {
        let mut rng = <rand::rngs::SmallRng as rand::SeedableRng>::seed_from_u64(seed);
        let mut game = Game::new(Seating::Trio, [Setup::ordered(); 4], Seat::T).unwrap();
        while !game.is_over() {
            let roll = if game.needs_roll() { Some(Die::roll(&mut rng)) } else { None };
            let moves = game.legal_moves(roll).unwrap();
            if roll.is_none() {
                let seat = game.seat_to_move();
                assert_eq!(game.play(die(4), &moves[0]), Err(PlayError::NoRollWithOneStone(seat)));
                game.play(None, &moves[0]).unwrap();
                return;
            }
            game.play(roll, &moves[rand::Rng::random_range(&mut rng, 0..moves.len())]).unwrap();
        }
    }
}

#[test]
fn q1_any_stone_may_be_captured_a_partners_too() {
    // T1 on b2 next to its partner V (c2, two stones) and an opponent U (b3).
    let p = position("6/1T1V13/1U14/6/5V2/5W1 t quattro-diagonal");
    assert_eq!(moves(&p, None), ["b2xc2", "b2xb3", "b2-c3"]);
    let partner = play(&p, None, "b2xc2");
    assert_eq!(partner.to_string(), "6/2T13/1U14/6/5V2/5W1 u quattro-diagonal");
    assert_eq!(partner.stones(Seat::V).len(), 1);
    assert_eq!(partner.outcome(), None);
}

#[test]
fn q1_decision_a_trio_team_stone_on_its_goal_leaves_the_board() {
    // U1 on b5 may step onto its goal a6; it is taken off and the game goes on.
    let p = position("T14U2/6/6/2W13/1U14/6 u trio");
    assert_eq!(moves(&p, die(1)), ["b5-a5", "b5-a6", "b5-b6"]);
    let after = play(&p, die(1), "b5-a6");
    assert_eq!(after.to_string(), "T14U2/6/6/2W13/6/6 w trio");
    assert_eq!(after.outcome(), None);
    assert!(after.leaves_board(&p.find_move(die(1), "b5".parse().unwrap(), "a6".parse().unwrap()).unwrap()));
    // W's goal is f1, U's home: a W stone there leaves as well, capture first.
    let w = position("T14U2/4W11/6/6/6/6 w trio");
    let after = play(&w, None, "e2xf1");
    assert_eq!(after.to_string(), "T15/6/6/6/6/6 t trio");
    assert_eq!(after.outcome().unwrap().reason, WinReason::TeamEliminated);
}

#[test]
fn q1_decision_in_quattro_a_stone_on_its_goal_stays_and_wins() {
    let p = position("6/1V14/2T1U12/4W11/6/6 v quattro-diagonal");
    let after = play(&p, None, "b2-a1");
    assert_eq!(after.piece_at(Square::A1).map(|piece| piece.to_string()).as_deref(), Some("V1"));
    assert!(after.is_over());
}

#[test]
fn q2_turn_order_is_clockwise_t_u_v_w() {
    for (first, expected) in [(Seat::T, "tuvwtuvw"), (Seat::V, "vwtuvwtu")] {
        let mut game = Game::new(Seating::Longline, [Setup::ordered(); 4], first).unwrap();
        let mut order = String::new();
        for _ in 0..8 {
            order += game.seat_to_move().name();
            let mv = game.legal_moves(die(6)).unwrap()[0];
            game.play(die(6), &mv).unwrap();
        }
        assert_eq!(order, expected);
    }
}

#[test]
fn q2_q4_the_trio_skips_the_empty_corner() {
    let mut game = Game::new(Seating::Trio, [Setup::ordered(); 4], Seat::W).unwrap();
    let mut order = String::new();
    for _ in 0..6 {
        order += game.seat_to_move().name();
        let mv = game.legal_moves(die(2)).unwrap()[0];
        game.play(die(2), &mv).unwrap();
    }
    assert_eq!(order, "wtuwtu");
}

#[test]
fn q4_a_team_player_without_stones_drops_out_of_the_rotation() {
    // T takes U's last stone; W and T go on alone.
    let p = position("6/1T1U13/6/6/6/5W1 t trio");
    let after = play(&p, None, "b2xc2");
    assert_eq!(after.outcome(), None);
    assert_eq!(after.turn(), Seat::W);
    assert_eq!(after.playing().to_string(), "t+w");
    assert_eq!(after.dropped_out().to_string(), "u");
    let after = play(&after, None, "f6-f5");
    assert_eq!(after.turn(), Seat::T);
    let after = play(&after, None, "c2-d2");
    assert_eq!(after.turn(), Seat::W);
    // A team stone leaving on its goal drops its player out just the same.
    let p = position("T15/6/6/2W13/1U14/6 u trio");
    let after = play(&p, None, "b5-a6");
    assert_eq!(after.playing().to_string(), "t+w");
    assert_eq!(play(&after, None, "c4-d4").turn(), Seat::T);
}

#[test]
fn q3_diagonal_a_corner_reached_wins_for_the_team() {
    let p = position("6/1V14/2T1U12/4W11/6/6 v quattro-diagonal");
    let after = play(&p, None, "b2-a1");
    let outcome = after.outcome().unwrap();
    assert_eq!(outcome.reason, WinReason::ReachedCorner(Seat::V));
    assert_eq!(outcome.winners.to_string(), "t+v");
    assert_eq!(scores(&after), [W, L, W, L]);
}

#[test]
fn q3_longline_a_corner_reached_wins_for_the_team() {
    let p = position("6/1V14/2T1U12/4W11/6/6 v quattro-longline");
    let after = play(&p, None, "b2-a1");
    assert_eq!(after.outcome().unwrap().reason, WinReason::ReachedCorner(Seat::V));
    assert_eq!(scores(&after), [L, L, W, W]);
    // W heads for f1, U's home.
    let p = position("6/4W11/2T1U12/6/5V1/6 w quattro-longline");
    let after = play(&p, None, "e2-f1");
    assert_eq!(after.outcome().unwrap().reason, WinReason::ReachedCorner(Seat::W));
    assert_eq!(scores(&after), [L, L, W, W]);
}

#[test]
fn q3_capturing_all_stones_of_an_opponent_wins() {
    let p = position("6/1T1U13/6/6/4V1W1/6 t quattro-diagonal");
    let after = play(&p, None, "b2xc2");
    let outcome = after.outcome().unwrap();
    assert_eq!(outcome.reason, WinReason::Eliminated(Seat::U));
    assert_eq!(scores(&after), [W, L, W, L]);
    let longline = position("6/1T1U13/6/6/4V1W1/6 t quattro-longline");
    let after = play(&longline, None, "b2xc2");
    // In longline U is T's partner: taking its last stone loses.
    assert_eq!(after.outcome().unwrap().reason, WinReason::Eliminated(Seat::U));
    assert_eq!(scores(&after), [L, L, W, W]);
}

#[test]
fn q3_a_team_loses_when_one_of_its_players_has_no_stones() {
    // T takes its partner V's last stone away from any corner.
    let p = position("6/2U13/3W12/6/4T1V1/6 t quattro-diagonal");
    let after = play(&p, None, "e5xf5");
    let outcome = after.outcome().unwrap();
    assert_eq!(outcome.reason, WinReason::Eliminated(Seat::V));
    assert_eq!(outcome.winners.to_string(), "u+w");
    assert_eq!(scores(&after), [L, W, L, W]);
}

#[test]
fn q3_reaching_the_corner_and_leaving_the_partner_without_stones_wins() {
    // V's last stone stands on V's home f6, T's goal; T takes it there.
    let p = position("6/2U13/3W12/6/4T11/5V1 t quattro-diagonal");
    let after = play(&p, None, "e5xf6");
    assert_eq!(after.stones(Seat::V).len(), 0);
    let outcome = after.outcome().unwrap();
    assert_eq!(outcome.reason, WinReason::ReachedCorner(Seat::T));
    assert_eq!(scores(&after), [W, L, W, L]);
    // The same move against an opponent: a win by both rules at once.
    let longline = position("6/2U13/3W12/6/4T11/5V1 t quattro-longline");
    let after = play(&longline, None, "e5xf6");
    assert_eq!(after.outcome().unwrap().reason, WinReason::ReachedCorner(Seat::T));
    assert_eq!(scores(&after), [W, W, L, L]);
    // The finished position reads back with the same result.
    assert_eq!(position(&after.to_string()).outcome(), after.outcome());
}

#[test]
fn q4_the_single_player_wins_by_reaching_the_corner() {
    let p = position("6/6/6/6/4T11/1U1W13 t trio");
    let after = play(&p, None, "e5-f6");
    assert_eq!(after.outcome().unwrap().reason, WinReason::ReachedCorner(Seat::T));
    assert_eq!(scores(&after), [W, L, None, L]);
}

#[test]
fn q4_the_team_wins_only_by_capturing_all_of_the_single_players_stones() {
    let p = position("6/6/6/6/1U14/T1W14 u trio");
    // U1 takes T's last stone on a6, its own goal, and leaves the board.
    let after = play(&p, None, "b5xa6");
    assert_eq!(after.to_string(), "6/6/6/6/6/1W14 w trio");
    assert_eq!(after.outcome().unwrap().reason, WinReason::Eliminated(Seat::T));
    assert_eq!(scores(&after), [L, W, None, W]);
    // Even when that leaves nobody with a stone: the capture came first.
    let alone = position("6/6/6/6/1U14/T15 u trio");
    let after = play(&alone, None, "b5xa6");
    assert_eq!(after.to_string(), "6/6/6/6/6/6 u trio");
    assert_eq!(scores(&after), [L, W, None, W]);
    assert_eq!(position(&after.to_string()), after);
}

#[test]
fn q4_reaching_the_corner_by_taking_the_last_team_stone_leaves_t_to_move() {
    // U's last stone stands on f6 (the empty corner), W is out already.
    let p = position("6/6/6/6/4T11/5U1 t trio");
    let after = play(&p, None, "e5xf6");
    assert_eq!(after.to_string(), "6/6/6/6/6/5T1 t trio");
    assert_eq!(after.outcome().unwrap().reason, WinReason::ReachedCorner(Seat::T));
    assert_eq!(position(&after.to_string()), after);
}

#[test]
fn q4_when_both_team_players_have_dropped_out_the_single_player_wins() {
    let p = position("6/1T1W13/6/6/6/6 t trio");
    let after = play(&p, None, "b2xc2");
    assert_eq!(after.outcome().unwrap().reason, WinReason::TeamEliminated);
    assert_eq!(scores(&after), [W, L, None, L]);
    assert_eq!(after.legal_moves(die(1)), Err(PlayError::GameOver));
}

#[test]
fn illegal_moves_are_refused_with_the_legal_ones_listed() {
    let mut p = position("T1T43U1/T65/6/6/6/W14V1 t quattro-longline");
    let bad = p.find_move(die(1), "a1".parse().unwrap(), "b2".parse().unwrap()).unwrap();
    let err = p.play(die(6), &bad).unwrap_err();
    assert_eq!(err.to_string(), "a1-b2 is not legal after rolling 6; legal: a2-b2 a2-a3 a2-b3");
    assert_eq!(p.to_string(), "T1T43U1/T65/6/6/6/W14V1 t quattro-longline", "a refused move changes nothing");
}

#[test]
fn hash_is_the_same_for_the_same_position_reached_differently() {
    let start = Game::new(Seating::Diagonal, [Setup::ordered(); 4], Seat::T).unwrap().start_position();
    let path = |order: [u8; 4]| {
        let mut p = start;
        for n in order {
            let mv = p.legal_moves(die(n)).unwrap()[0];
            p.play(die(n), &mv).unwrap();
        }
        p
    };
    let a = path([1, 1, 1, 1]);
    assert_eq!(a.to_string().parse::<Position>().unwrap().hash(), a.hash());
    assert_ne!(a.hash(), start.hash());
    let rebuilt = Position::from_pieces(a.seating(), a.pieces(), a.turn()).unwrap();
    assert_eq!(rebuilt, a);
}

/// A record with ordered setups, `t` first, and the given ply lines.
fn record_of(seating: Seating, plies: &[&str]) -> String {
    let mut game = Game::new(seating, [Setup::ordered(); 4], Seat::T).unwrap();
    for seat in seating.seats().iter() {
        game.set_player(seat, &format!("player {seat}")).unwrap();
    }
    let mut text = game.to_record();
    for ply in plies {
        text += ply;
        text += "\n";
    }
    text
}

#[test]
fn q5_a_record_names_each_seats_player_and_setup() {
    let mut game = Game::new(Seating::Trio, [Setup::ordered(); 4], Seat::T).unwrap();
    game.set_player(Seat::T, "Anna").unwrap();
    game.set_player(Seat::U, "computer 3").unwrap();
    assert_eq!(game.set_player(Seat::V, "Ben"), Err(PlayerError::NotSeated { seat: Seat::V, seating: Seating::Trio }));
    assert_eq!(game.set_player(Seat::W, "a # b"), Err(PlayerError::Name("a # b".into())));
    for (roll, from, to) in [(3, "c1", "d2"), (6, "f3", "e4"), (1, "a6", "a5")] {
        let mv = game.position().find_move(die(roll), from.parse().unwrap(), to.parse().unwrap()).unwrap();
        game.play(die(roll), &mv).unwrap();
    }
    let text = game.to_record();
    assert_eq!(
        text,
        "# EinStein würfelt nicht! for three or four — a Zabel game record
Format: zabel-einstein-quattro 1
Game: trio
Player T: Anna
Player U: computer 3
Player W:
Setup T: 1@a1 2@b1 3@c1 4@a2 5@b2 6@a3
Setup U: 1@f1 2@e1 3@d1 4@f2 5@e2 6@f3
Setup W: 1@a6 2@b6 3@c6 4@a5 5@b5 6@a4
First: t
Result: *

1. 3 T3 c1-d2
2. 6 U6 f3-e4
3. 1 W1 a6xa5
"
    );
    let read = Game::from_record(&text).unwrap();
    assert_eq!(read, game);
    assert_eq!(read.player(Seat::U), "computer 3");
}

#[test]
fn q5_a_game_begun_at_a_position_writes_it_and_reads_back() {
    let mut begun = Game::new(Seating::Trio, [Setup::ordered(); 4], Seat::T).unwrap();
    let mv = begun.position().find_move(die(3), "c1".parse().unwrap(), "d2".parse().unwrap()).unwrap();
    begun.play(die(3), &mv).unwrap();
    let mut game = Game::from_position(*begun.position());
    assert_eq!(game.first(), Seat::U, "the position's seat to move began");
    assert_eq!(game.setup(Seat::T), None, "no arrangement is known");
    let mv = game.position().find_move(die(6), "f3".parse().unwrap(), "e4".parse().unwrap()).unwrap();
    game.play(die(6), &mv).unwrap();
    let text = game.to_record();
    let position = begun.position().to_string();
    assert!(
        text.contains(&format!(
            "Game: trio\nPlayer T:\nPlayer U:\nPlayer W:\nPosition: {position}\nResult: *\n\n1. 6 U6 f3-e4\n"
        )),
        "{text}"
    );
    assert!(!text.contains("Setup") && !text.contains("First"), "{text}");
    let read = Game::from_record(&text).unwrap();
    assert_eq!(read, game);
    game.undo();
    assert_eq!(game.position(), begun.position(), "undo returns to the given position");

    let err = |text: &str| Game::from_record(text).unwrap_err().to_string();
    let other = position.replace(" trio", " quattro-diagonal");
    assert_eq!(
        err(&text.replace(&position, &other)),
        "line 7: the position is of quattro-diagonal, but the game line says trio"
    );
    assert_eq!(
        err(&text.replace("Result: *", "First: t\nResult: *")),
        "line 8: 'Position' starts a game that 'Setup' and 'First' also start"
    );
}

#[test]
fn q5_a_resignation_loses_for_the_whole_team_and_is_recorded() {
    let mut game = Game::new(Seating::Diagonal, [Setup::ordered(); 4], Seat::T).unwrap();
    let mv = game.position().find_move(die(3), "c1".parse().unwrap(), "d2".parse().unwrap()).unwrap();
    game.play(die(3), &mv).unwrap();
    game.resign(Seat::U).unwrap();
    assert_eq!(game.winners(), Some(SeatSet::of(&[Seat::T, Seat::V])));
    assert!(game.is_over() && game.result().is_none());
    let text = game.to_record();
    assert!(text.contains("Result: t+v (u resigned)\n"), "{text}");
    let read = Game::from_record(&text).unwrap();
    assert_eq!((read.resigned(), &read), (Some(Seat::U), &game));
    let wrong = text.replace("t+v (u resigned)", "u+w (u resigned)");
    assert_eq!(
        Game::from_record(&wrong).unwrap_err().to_string(),
        "line 13: the result says a win for u+w, u resigned, but the moves give a win for t+v, u resigned"
    );
    // In the trio nobody sits at v, who cannot resign.
    let mut trio = Game::new(Seating::Trio, [Setup::ordered(); 4], Seat::T).unwrap();
    assert!(trio.resign(Seat::V).is_err());
    let claimed = trio.to_record().replace("Result: *", "Result: t (v resigned)");
    assert!(Game::from_record(&claimed).is_err());
    trio.resign(Seat::T).unwrap();
    assert_eq!(trio.winners(), Some(SeatSet::of(&[Seat::U, Seat::W])));
}

#[test]
fn q5_a_finished_record_carries_the_winning_team() {
    let mut game = Game::new(Seating::Longline, [Setup::ordered(); 4], Seat::T).unwrap();
    let mut rng = <rand::rngs::SmallRng as rand::SeedableRng>::seed_from_u64(7);
    while !game.is_over() {
        let roll = if game.needs_roll() { Some(Die::roll(&mut rng)) } else { None };
        let moves = game.legal_moves(roll).unwrap();
        let mv = moves[rand::Rng::random_range(&mut rng, 0..moves.len())];
        game.play(roll, &mv).unwrap();
    }
    let text = game.to_record();
    let winners = game.result().unwrap().winners.to_string();
    assert!(text.contains(&format!("Result: {winners}\n")), "{text}");
    assert_eq!(Game::from_record(&text).unwrap(), game);
    let other = if winners == "t+u" { "v+w" } else { "t+u" };
    let wrong = text.replace(&format!("Result: {winners}"), &format!("Result: {other}"));
    assert_eq!(
        Game::from_record(&wrong).unwrap_err().to_string(),
        format!("line 13: the result says a win for {other}, but the moves give a win for {winners}")
    );
}

#[test]
fn q5_bad_records_name_the_line_and_the_reason() {
    let err = |text: &str| Game::from_record(text).unwrap_err().to_string();
    let good = record_of(Seating::Diagonal, &["1. 3 T3 c1-d2"]);
    assert!(Game::from_record(&good).is_ok(), "{}", err(&good));
    let edit = |from: &str, to: &str| {
        assert!(good.contains(from), "{from}");
        good.replacen(from, to, 1)
    };
    assert_eq!(err("hello"), "line 1: the record must start with 'Format: zabel-einstein-quattro 1'");
    assert_eq!(
        err(&edit("quattro 1", "quattro 2")),
        "line 2: format 'zabel-einstein-quattro 2' is not supported (this version reads 'zabel-einstein-quattro 1')"
    );
    assert_eq!(
        err(&edit("Game: quattro-diagonal", "Game: quattro")),
        "line 3: game 'quattro' is not quattro-diagonal, quattro-longline or trio"
    );
    assert_eq!(err(&edit("Game: quattro-diagonal\n", "")), "line 14: header 'Game' is missing");
    assert_eq!(err(&edit("Setup U: ", "Setup X: ")), "line 9: unknown header 'Setup X'");
    assert_eq!(
        err(&edit("Setup U: 1@f1", "Setup U: 1@a1")),
        "line 9: u setup: a1 is not in u's starting triangle (f1 e1 d1 f2 e2 f3)"
    );
    assert_eq!(err(&edit("First: t", "First: x")), "line 12: 'x' is not a seat (t, u, v or w)");
    assert_eq!(
        err(&edit("Result: *", "Result: t+t")),
        "line 13: result 't+t' is not a side like t+v, u+w or t (after a resignation 't+v (u resigned)'), or *"
    );
    assert_eq!(
        err(&edit("1. 3 T3 c1-d2", "1. 3 T3 c1-d3")),
        "line 15: c1-d3 is not legal after rolling 3; legal: c1xd1 c1-c2 c1-d2"
    );
    assert_eq!(err(&edit("1. 3 T3 c1-d2", "1. 3 U3 c1-d2")), "line 15: t is to move, not U3");
    assert_eq!(err(&edit("1. 3 T3 c1-d2", "1. 3 T4 c1-d2")), "line 15: c1-d2 moves T3, not T4");
    assert_eq!(
        err(&edit("1. 3 T3 c1-d2", "1. 3 T3 c1xd2")),
        "line 15: c1xd2 does not match the board: the move is c1-d2"
    );
    assert_eq!(err(&edit("1. 3 T3 c1-d2", "2. 3 T3 c1-d2")), "line 15: expected ply number 1, found '2.'");
    assert_eq!(err(&edit("1. 3 T3 c1-d2", "1. 9 T3 c1-d2")), "line 15: '9' is not a roll (1..6, or - for no roll)");
    assert_eq!(err(&edit("1. 3 T3 c1-d2", "1. - T3 c1-d2")), "line 15: t has more than one stone and must roll (E4.1)");
    assert_eq!(err(&format!("{good}First: t\n")), "line 16: header 'First' comes after the moves");
    assert_eq!(err(&edit("Result: *", "Result: *\nResult: *")), "line 14: header 'Result' appears twice");
    assert_eq!(
        err(&edit("Result: *", "Result: t+v")),
        "line 13: the result says a win for t+v, but the moves give an unfinished game"
    );
    let trio = record_of(Seating::Trio, &[]);
    assert_eq!(
        err(&trio.replace("First: t", "Setup V: 1@f6 2@e6 3@d6 4@f5 5@e5 6@f4\nFirst: t")),
        "line 10: header 'Setup V': nobody sits at v in trio"
    );
    assert_eq!(err(&trio.replace("First: t", "First: v")), "line 10: v is to move, but nobody sits at v in trio");
}
