//! Games of every variant in one store (schema 3): Königszabel games are
//! kept, replayed and rated on their own rating, draws score ½, and games
//! written by schema 1 and 2 (EinStein with red, blue, winner) still read.

mod common;

use zabel_core::app::App;
use zabel_core::game::{EndReason, Ending, GameState, PlayerKind, Score, Seat, Variant};
use zabel_core::rating::elo::{PlayerRating, rate};
use zabel_core::store::{HistoryFilter, NewGame, Rated, Store, StoredGame};
use zabel_core::tafl::{self, Rules};

/// K8.4: the start position a third time after eight plies.
fn drawn_by_repetition() -> tafl::Game {
    let mut game = tafl::Game::new(Rules::default());
    for text in ["e1-e2", "e7-e6", "e2-e1", "e6-e7"].iter().cycle().take(8) {
        game.play(text.parse().unwrap()).unwrap();
    }
    assert!(game.is_over());
    game
}

fn koenigszabel(game: &tafl::Game, person: Seat, finished_at: u64, rated: bool) -> NewGame {
    let ending = GameState::ending(game).unwrap();
    let mut players = vec![PlayerKind::Computer { level: 1 }; 2];
    players[person.index()] = PlayerKind::Human;
    NewGame {
        variant: Variant::Koenigszabel,
        finished_at,
        record: game.to_record(),
        players,
        rated: rated.then(|| Rated {
            opponent_level: 1,
            opponent_rating: 1000.0,
            advantage: 0.0,
            score: ending.score(person).unwrap(),
        }),
        ending,
    }
}

#[test]
fn r2_each_game_has_its_own_rating_and_a_draw_scores_half() {
    let dir = tempfile::tempdir().unwrap();
    let (store, _) = Store::open(dir.path()).unwrap();
    assert_eq!(store.played_variants().unwrap(), [], "nothing played yet");
    store.record_game(common::finished(1, 1_700_000_000)).unwrap();
    let draw = drawn_by_repetition();
    let stored = store.record_game(koenigszabel(&draw, Seat(1), 1_700_000_100, true)).unwrap();
    assert_eq!(
        store.played_variants().unwrap(),
        [Variant::Einstein, Variant::Koenigszabel],
        "in the game list's order"
    );
    assert_eq!(stored.game.ending, Ending::draw(2, EndReason::Repetition));

    // 1200 against 1000 expects 0.76; a draw costs 40 × 0.26.
    let (expected, _) = rate(PlayerRating::default(), 1000.0, 0.0, Score::Draw);
    let change = stored.rating_change.unwrap();
    assert!(change.delta() < -10.0, "{change:?}");
    assert_eq!(store.rating(Variant::Koenigszabel).unwrap(), expected);
    assert_eq!(store.rating(Variant::Einstein).unwrap().games, 1);
    let chart = store.rating_history(Variant::Koenigszabel).unwrap();
    assert_eq!(chart.iter().map(|p| p.game_id).collect::<Vec<_>>(), [stored.id]);
    assert_eq!(store.rating_history(Variant::Einstein).unwrap().len(), 1);

    // An unrated game between two people is kept, not rated.
    let mut people = koenigszabel(&draw, Seat(0), 1_700_000_200, false);
    people.players = vec![PlayerKind::Human; 2];
    store.record_game(people).unwrap();
    assert_eq!(store.rating(Variant::Koenigszabel).unwrap().games, 1);
    assert_eq!(store.game_count(), 3);
}

#[test]
fn a_koenigszabel_game_replays_to_its_end_from_the_history() {
    let dir = tempfile::tempdir().unwrap();
    let (store, _) = Store::open(dir.path()).unwrap();
    let game = drawn_by_repetition();
    let id = store.record_game(koenigszabel(&game, Seat(0), 1_700_000_000, true)).unwrap().id;
    let defended = store.record_game(koenigszabel(&game, Seat(1), 1_700_000_100, false)).unwrap().id;
    drop(store);
    let app = App::open(dir.path()).unwrap();
    let replay = app.replay(id).unwrap().unwrap();
    assert_eq!(replay.game_id(), Some(id));
    assert_eq!(replay.plies(), 8);
    let start = replay.view(0).unwrap();
    assert_eq!((start.board.width, start.board.height, start.die), (13, 13, None));
    assert_eq!(start.result, None);
    let end = replay.view(8).unwrap();
    assert_eq!(end.result, Some(Ending::draw(2, EndReason::Repetition)));
    let last = end.last_move.unwrap();
    assert_eq!((last.from.as_str(), last.to.as_str(), last.captured.len()), ("e6", "e7", 0));
    assert_eq!(end.moves.len(), 8);
    assert!(replay.view(9).is_none());
    let review = replay.review(&zabel_core::ai::Cancel::new(), |_, _| {}).unwrap();
    assert_eq!(review.iter().map(|ply| ply.number).collect::<Vec<_>>(), (1..=8).collect::<Vec<_>>());
    assert!(review.iter().all(|ply| ply.roll.is_none() && (0.0..=1.0).contains(&ply.loss)));
    assert_eq!(review[0].played.notation, "e1-e2");
    // Issue 45 defect 8: the review gives each mover's own chance, which
    // alternates between the sides; the person sees their side's on every
    // ply: their own moves' chances, and what the other side's moves left.
    assert_eq!(replay.viewpoint(), Seat(0));
    for ply in &review {
        let seen = ply.chance_of(replay.viewpoint());
        let mover = ply.played.win_probability;
        let expected = if ply.seat == replay.viewpoint() { mover } else { 1.0 - mover };
        assert!((seen - expected).abs() < 1e-12 && (0.0..=1.0).contains(&seen), "ply {}: {seen}", ply.number);
    }
    assert!(review.iter().any(|ply| ply.seat != replay.viewpoint() && ply.played.win_probability != 0.5));
    let defended = app.replay(defended).unwrap().unwrap();
    assert_eq!(defended.viewpoint(), Seat(1), "the person's seat, the defenders");
}

/// A game as schema 2 wrote it: EinStein, `red`/`blue`/`winner`, and the
/// rating terms as who moved first and whether the player won.
#[test]
fn games_written_before_schema_3_read_as_einstein() {
    let game = common::random_game(7);
    let winner = game.outcome().unwrap().winner;
    let old = serde_json::json!({
        "id": 5, "kind": "einstein", "finished_at": 1_700_000_000u64, "record": game.to_record(),
        "red": {"type": "human"}, "blue": {"type": "computer", "level": 4},
        "winner": winner, "resigned": false,
        "rated": {"opponent_level": 4, "opponent_rating": 1367.0, "player_moved_first": game.first() == zabel_core::einstein::Side::Red,
                  "first_move_advantage": 17.0, "won": winner == zabel_core::einstein::Side::Red},
        "rating_change": null,
    });
    let stored: StoredGame = serde_json::from_value(old).unwrap();
    assert_eq!(stored.id, 5);
    assert_eq!(stored.game, common::new_game(&game, 1_700_000_000, true));
    stored.game.validate().unwrap();
    // Written again, it is today's layout and reads back the same.
    let again: StoredGame = serde_json::from_slice(&serde_json::to_vec(&stored).unwrap()).unwrap();
    assert_eq!(again, stored);

    let resigned = serde_json::json!({
        "id": 6, "finished_at": 1, "record": common::random_game(8).to_record(),
        "red": {"type": "human"}, "blue": {"type": "human"}, "winner": "blue", "resigned": true,
    });
    // A finished record cannot be resigned: read, but refused by validation.
    let stored: StoredGame = serde_json::from_value(resigned).unwrap();
    assert_eq!(stored.game.ending, Ending::win(2, Seat(1), EndReason::Resigned));
    assert!(stored.game.validate().is_err());
}

/// Issue 45: a record a person opens (a file, the clipboard) replays and
/// reviews like a game of the history, without joining it.
#[test]
fn a_record_opened_from_outside_replays_and_reviews_without_joining_the_history() {
    let dir = tempfile::tempdir().unwrap();
    let app = App::open(dir.path()).unwrap();
    let einstein = common::random_game(7);
    for record in [einstein.to_record(), drawn_by_repetition().to_record()] {
        let replay = app.open_record(&record).unwrap();
        let end = replay.view(replay.plies()).unwrap();
        assert!(end.result.is_some() && end.game_id.is_none(), "{record}");
        assert_eq!(replay.game_id(), None, "in no history");
        assert_eq!(replay.stored().game.record, record, "read back as written");
        assert_eq!(replay.viewpoint(), Seat(0), "nobody is known to be the person");
        assert!(!replay.view(0).unwrap().rated);
    }
    let review = app.open_record(&drawn_by_repetition().to_record()).unwrap();
    assert_eq!(review.review(&zabel_core::ai::Cancel::new(), |_, _| {}).unwrap().len(), 8);
    assert_eq!(
        app.history(10, None, HistoryFilter::default()).unwrap().len(),
        0,
        "opening keeps the history as it was"
    );

    // A game given up opens as given up, in either of Königszabel's notations.
    let mut resigned = tafl::Game::new(Rules::default());
    resigned.play("g2-c2".parse().unwrap()).unwrap();
    resigned.resign(tafl::Side::Defenders).unwrap();
    for record in [resigned.to_record(), resigned.to_otn_record()] {
        let replay = app.open_record(&record).unwrap();
        let end = replay.view(replay.plies()).unwrap().result.unwrap();
        assert_eq!(end, Ending::win(2, Seat(0), EndReason::Resigned), "{record}");
    }

    let mut unfinished = tafl::Game::new(Rules::default());
    unfinished.play("e1-e2".parse().unwrap()).unwrap();
    let refused = app.open_record(&unfinished.to_record()).err().unwrap();
    assert!(matches!(refused, zabel_core::session::SessionError::UnfinishedRecord), "{refused}");
    let garbage = app.open_record("Format: zabel-chess 1\n").err().unwrap();
    assert!(matches!(garbage, zabel_core::session::SessionError::BadRecord(_)), "{garbage}");
}
