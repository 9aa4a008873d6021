//! The session a UI drives: whole games through `roll` and `tap` only.

use std::collections::HashSet;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use zabel_core::app::App;
use zabel_core::einstein::{Setup, Side, Square};
use zabel_core::session::{
    DieView, EndReason, FirstMover, GameConfig, GameView, Highlight, Ignored, Listener, Phase, Session, SessionError,
    TapOutcome, ViewOptions,
};
use zabel_core::store::{GameKind, PlayerKind};

fn config(red: PlayerKind, blue: PlayerKind, seed: u64) -> GameConfig {
    GameConfig { red, blue, first: FirstMover::Random, red_setup: None, blue_setup: None, seed: Some(seed) }
}

fn marked(view: &GameView, highlight: Highlight) -> Vec<Square> {
    view.cells.iter().filter(|c| c.highlight == highlight).map(|c| c.square).collect()
}

/// One human step, as a person would tap: roll, else the first highlighted
/// stone, else the first highlighted target.
fn human_step(session: &Session) -> Phase {
    let view = session.view();
    match view.phase {
        Phase::Roll => {
            session.roll().unwrap();
        }
        Phase::ChooseStone => {
            let stone = marked(&view, Highlight::Choosable)[0];
            assert!(matches!(session.tap(stone).unwrap(), TapOutcome::Selected(_) | TapOutcome::Moved(_)));
        }
        Phase::ChooseTarget => {
            let target = marked(&view, Highlight::Target)[0];
            assert!(matches!(session.tap(target).unwrap(), TapOutcome::Moved(_)));
        }
        Phase::ComputerTurn | Phase::Over => {}
    }
    view.phase
}

#[test]
fn two_humans_play_a_whole_game_by_tapping_and_see_every_phase() {
    let mut seen = HashSet::new();
    for seed in 0..20 {
        let session =
            Session::new(config(PlayerKind::Human, PlayerKind::Human, seed), None, ViewOptions::default()).unwrap();
        let mut steps = 0;
        while session.view().phase != Phase::Over {
            seen.insert(format!("{:?}", human_step(&session)));
            steps += 1;
            assert!(steps < 500, "the game ends");
        }
        let view = session.view();
        assert!(view.result.is_some());
        assert!(!view.rated, "two humans are never rated");
        assert_eq!(view.cells.len(), 25);
        assert!(!view.moves.is_empty());
    }
    for phase in ["Roll", "ChooseStone", "ChooseTarget"] {
        assert!(seen.contains(phase), "{phase} never came up: {seen:?}");
    }
}

#[test]
fn e4_7_taps_that_mean_nothing_are_ignored_with_a_reason() {
    // Red human to move first, both setups known.
    let mut cfg = config(PlayerKind::Human, PlayerKind::Human, 3);
    cfg.first = FirstMover::Red;
    cfg.red_setup = Some(Setup::ordered());
    cfg.blue_setup = Some(Setup::ordered());
    let session = Session::new(cfg, None, ViewOptions::default()).unwrap();
    let a1: Square = "a1".parse().unwrap();
    let c3: Square = "c3".parse().unwrap();
    assert_eq!(session.view().phase, Phase::Roll);
    assert_eq!(session.view().die, DieView::NotRolled);
    assert_eq!(session.tap(a1).unwrap(), TapOutcome::Ignored(Ignored::RollFirst));
    session.roll().unwrap();
    assert!(matches!(session.roll(), Err(SessionError::AlreadyRolled)));
    let view = session.view();
    assert!(matches!(view.die, DieView::Value(1..=6)));
    // All six stones are on the board: the rolled stone moves, no choice.
    assert_eq!(view.phase, Phase::ChooseTarget);
    assert_eq!(session.tap(c3).unwrap(), TapOutcome::Ignored(Ignored::NotATarget));
    let enemy: Square = "e5".parse().unwrap();
    assert_eq!(session.tap(enemy).unwrap(), TapOutcome::Ignored(Ignored::NotATarget));
    let target = marked(&view, Highlight::Target)[0];
    let moving = marked(&view, Highlight::Moving);
    assert_eq!(moving.len(), 1);
    assert!(matches!(session.tap(target).unwrap(), TapOutcome::Moved(mv) if mv.to == target && mv.from == moving[0]));
    let view = session.view();
    assert_eq!(view.turn, Side::Blue);
    assert_eq!(view.last_move.map(|(_, to)| to), Some(target));
    assert_eq!(marked(&view, Highlight::LastTo), [target]);
}

#[test]
fn hidden_die_and_no_highlights_are_options() {
    let mut cfg = config(PlayerKind::Human, PlayerKind::Human, 4);
    cfg.first = FirstMover::Red;
    let session = Session::new(cfg, None, ViewOptions { show_die: false, highlight_moves: false }).unwrap();
    session.roll().unwrap();
    let view = session.view();
    assert_eq!(view.die, DieView::Hidden);
    assert!(
        view.cells.iter().all(|c| matches!(c.highlight, Highlight::None | Highlight::LastFrom | Highlight::LastTo))
    );
    session.set_options(ViewOptions::default());
    assert!(matches!(session.view().die, DieView::Value(_)));
}

#[test]
fn computer_turns_cannot_be_tapped_and_watching_two_computers_works() {
    let rt = tokio::runtime::Runtime::new().unwrap();
    let session = Session::new(
        config(PlayerKind::Computer { level: 3 }, PlayerKind::Computer { level: 5 }, 5),
        None,
        ViewOptions::default(),
    )
    .unwrap();
    assert_eq!(session.view().phase, Phase::ComputerTurn);
    assert_eq!(session.tap("a1".parse().unwrap()).unwrap(), TapOutcome::Ignored(Ignored::ComputersTurn));
    assert!(matches!(session.roll(), Err(SessionError::ComputersTurn)));
    assert!(matches!(session.resign(), Err(SessionError::NoHumanToResign)));
    while session.view().phase != Phase::Over {
        rt.block_on(session.ai_turn()).unwrap();
    }
    assert!(matches!(rt.block_on(session.ai_turn()), Err(SessionError::GameOver)));
    assert_eq!(session.tap("a1".parse().unwrap()).unwrap(), TapOutcome::Ignored(Ignored::GameOver));
}

struct Counter {
    changes: AtomicUsize,
    thinking: AtomicUsize,
}

impl Listener for Counter {
    fn changed(&self, _view: &GameView) {
        self.changes.fetch_add(1, Ordering::Relaxed);
    }
    fn thinking(&self, progress: f64) {
        assert!((0.0..=1.0).contains(&progress));
        self.thinking.fetch_add(1, Ordering::Relaxed);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn r2_a_game_against_the_computer_is_rated_recorded_and_heard() {
    let dir = tempfile::tempdir().unwrap();
    let app = App::open(dir.path()).unwrap();
    let session = app.new_game(GameConfig::against(2, Side::Red)).unwrap();
    let counter = Arc::new(Counter { changes: AtomicUsize::new(0), thinking: AtomicUsize::new(0) });
    session.set_listener(counter.clone());
    assert!(session.view().rated);
    loop {
        match session.view().phase {
            Phase::Over => break,
            Phase::ComputerTurn => {
                session.ai_turn().await.unwrap();
            }
            _ => {
                human_step(&session);
            }
        }
    }
    let view = session.view();
    let change = view.rating_change.expect("a rated game shows its rating change");
    assert_eq!(change.before, 1200.0);
    let rating = app.rating(GameKind::Einstein).unwrap();
    assert_eq!(rating.games, 1);
    assert_eq!(rating.rating, change.after);
    let history = app.history(10, None).unwrap();
    assert_eq!(history.len(), 1);
    assert_eq!(history[0].rating_change, Some(change));
    assert_eq!(app.rating_history(GameKind::Einstein).unwrap().len(), 1);
    assert!(counter.changes.load(Ordering::Relaxed) >= view.moves.len(), "told of every move");
    assert!(app.resume().unwrap().is_none(), "nothing in progress after the end");

    // The replay steps from the start to the same end, one ply at a time.
    assert_eq!(view.game_id, Some(history[0].id));
    let replay = app.replay(history[0].id).unwrap().expect("recorded");
    assert_eq!(replay.plies(), view.moves.len());
    let start = replay.view(0).unwrap();
    assert!(start.moves.is_empty() && start.last_move.is_none() && start.result.is_none());
    let end = replay.view(replay.plies()).unwrap();
    let pieces = |v: &GameView| v.cells.iter().map(|c| c.piece).collect::<Vec<_>>();
    assert_eq!(pieces(&end), pieces(&view));
    assert_eq!((&end.moves, end.result), (&view.moves, view.result));
    assert_eq!(end.last_move, view.last_move);
    assert!(replay.view(replay.plies() + 1).is_none());
}

#[test]
fn r2_undo_and_hint_make_the_game_unrated_and_resign_is_a_rated_loss() {
    let dir = tempfile::tempdir().unwrap();
    let app = App::open(dir.path()).unwrap();
    let rt = tokio::runtime::Runtime::new().unwrap();

    // Hint: every move with a probability, best first; then unrated.
    let mut cfg = GameConfig::against(1, Side::Red);
    cfg.first = FirstMover::Red;
    let session = app.new_game(cfg.clone()).unwrap();
    assert!(matches!(session.hint(), Err(SessionError::RollFirst)));
    session.roll().unwrap();
    if session.view().phase != Phase::ComputerTurn {
        let hints = session.hint().unwrap();
        assert!(!hints.is_empty());
        assert!(hints.windows(2).all(|w| w[0].win_probability >= w[1].win_probability));
        assert!(!session.view().rated);
    }

    // Undo: back to the human's last turn, unrated.
    let session = app.new_game(cfg.clone()).unwrap();
    assert!(matches!(session.undo(), Err(SessionError::NothingToUndo)));
    while session.view().phase != Phase::ComputerTurn {
        human_step(&session);
    }
    rt.block_on(session.ai_turn()).unwrap();
    assert!(session.view().can_undo);
    let before = session.view().moves.len();
    let view = session.undo().unwrap();
    assert!(view.moves.len() < before);
    assert_eq!(view.turn, Side::Red);
    assert_eq!(view.phase, Phase::Roll);
    assert!(!view.rated);

    // Resign: a rated loss.
    let session = app.new_game(cfg).unwrap();
    let view = session.resign().unwrap();
    let result = view.result.unwrap();
    assert_eq!((result.winner, result.reason), (Side::Blue, EndReason::Resigned));
    let change = view.rating_change.expect("resigning is rated");
    assert!(change.after < change.before);
    assert!(matches!(session.resign(), Err(SessionError::GameOver)));
    assert!(!app.has_interrupted_game().unwrap());

    // Two humans: unrated, yet recorded once, with the id to replay it.
    let friends = app.new_game(config(PlayerKind::Human, PlayerKind::Human, 5)).unwrap();
    let view = friends.resign().unwrap();
    assert_eq!((view.rated, view.rating_change), (false, None));
    let history = app.history(10, None).unwrap();
    assert_eq!(view.game_id, Some(history[0].id));
    friends.set_options(ViewOptions::default());
    assert_eq!(app.history(10, None).unwrap().len(), history.len(), "recorded once");
}

#[test]
fn a_killed_app_resumes_exactly_where_it_was() {
    let dir = tempfile::tempdir().unwrap();
    let (moves, die, position) = {
        let app = App::open(dir.path()).unwrap();
        let mut cfg = GameConfig::against(3, Side::Blue);
        cfg.first = FirstMover::Blue;
        let session = app.new_game(cfg).unwrap();
        session.roll().unwrap();
        let view = session.view();
        (view.moves.clone(), view.die, view.cells.clone())
        // App and session dropped here, as when the app is killed.
    };
    let app = App::open(dir.path()).unwrap();
    assert!(app.has_interrupted_game().unwrap());
    let session = app.resume().unwrap().expect("a game in progress");
    let view = session.view();
    assert_eq!(view.moves, moves);
    assert_eq!(view.die, die, "the roll is kept: no re-rolling by restarting");
    assert_eq!(
        view.cells.iter().map(|c| c.piece).collect::<Vec<_>>(),
        position.iter().map(|c| c.piece).collect::<Vec<_>>()
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_ai_turn_is_cancelled_and_left_unplayed() {
    let mut cfg = config(PlayerKind::Computer { level: 8 }, PlayerKind::Human, 9);
    cfg.first = FirstMover::Red;
    let session = Arc::new(Session::new(cfg, None, ViewOptions::default()).unwrap());
    let before = session.view().moves.len();
    let turn = {
        let session = Arc::clone(&session);
        tokio::spawn(async move { session.ai_turn().await })
    };
    tokio::time::sleep(std::time::Duration::from_millis(5)).await;
    session.cancel_ai();
    let view = turn.await.unwrap().unwrap();
    // Either cancelled before the move (most likely) or already done.
    if view.moves.len() == before {
        assert_eq!(view.phase, Phase::ComputerTurn);
        // And the turn can be played afterwards.
        let view = session.ai_turn().await.unwrap();
        assert!(view.moves.len() > before || view.phase == Phase::Over);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_dropped_ai_turn_stops_thinking_and_the_turn_can_be_played_again() {
    let session = Session::new(
        config(PlayerKind::Computer { level: 8 }, PlayerKind::Computer { level: 8 }, 3),
        None,
        ViewOptions::default(),
    )
    .unwrap();
    let before = session.view().moves.len();
    // Dropped after 1 ms, as when a Kotlin coroutine is cancelled.
    let dropped = tokio::time::timeout(std::time::Duration::from_millis(1), session.ai_turn()).await;
    if dropped.is_err() {
        assert_eq!(session.view().moves.len(), before, "a dropped turn is not played");
    }
    let view = session.ai_turn().await.expect("not stuck thinking");
    assert!(view.moves.len() > before);
}

#[test]
fn unknown_levels_are_errors() {
    let err =
        Session::new(config(PlayerKind::Human, PlayerKind::Computer { level: 42 }, 1), None, ViewOptions::default());
    assert!(matches!(err, Err(SessionError::NoSuchLevel(42))));
}
