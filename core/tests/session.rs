//! The session a UI drives: whole games through `roll` and `tap` only.

use std::collections::HashSet;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use zabel_core::app::App;
use zabel_core::einstein::{Setup, Side};
use zabel_core::game::{EndReason, Mark, PieceKind, Score, Seat, Terrain, Variant};
use zabel_core::game::{PlayerKind, TurnError};
use zabel_core::session::{
    DieView, FirstMover, GameConfig, GameView, Ignored, Listener, MoveHint, NotRated, Options, Phase, Session,
    SessionError, TapOutcome, ViewOptions,
};
use zabel_core::store::{HistoryFilter, StoreError};

fn config(red: PlayerKind, blue: PlayerKind, seed: u64) -> GameConfig {
    GameConfig::einstein(red, blue).with_seed(seed)
}

/// EinStein with Red to move first and, optionally, both setups given.
fn red_first(mut config: GameConfig, setups: Option<Setup>) -> GameConfig {
    config.options = Options::Einstein { first: FirstMover::Red, setups: [setups, setups] };
    config
}

fn marked(view: &GameView, mark: Mark) -> Vec<String> {
    view.marked(mark)
}

/// One human step, as a person would tap: roll, else the first highlighted
/// stone, else the first highlighted target.
fn human_step(session: &Session) -> Phase {
    let view = session.view();
    match view.phase {
        Phase::Roll => {
            session.roll().unwrap();
        }
        Phase::ChoosePiece => {
            let piece = &marked(&view, Mark::Choosable)[0];
            assert!(matches!(session.tap(piece).unwrap(), TapOutcome::Selected(_) | TapOutcome::Moved(_)));
        }
        Phase::ChooseTarget => {
            let target = &marked(&view, Mark::Target)[0];
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
        assert_eq!((view.board.width, view.board.height, view.board.cells.len()), (5, 5, 25));
        assert!(!view.moves.is_empty());
    }
    for phase in ["Roll", "ChoosePiece", "ChooseTarget"] {
        assert!(seen.contains(phase), "{phase} never came up: {seen:?}");
    }
}

#[test]
fn e4_7_taps_that_mean_nothing_are_ignored_with_a_reason() {
    // Red human to move first, both setups known.
    let cfg = red_first(config(PlayerKind::Human, PlayerKind::Human, 3), Some(Setup::ordered()));
    let session = Session::new(cfg, None, ViewOptions::default()).unwrap();
    assert_eq!(session.view().phase, Phase::Roll);
    assert_eq!(session.view().die, Some(DieView::NotRolled));
    assert_eq!(session.tap("a1").unwrap(), TapOutcome::Ignored(Ignored::RollFirst));
    assert!(
        matches!(session.tap("f1"), Err(SessionError::Turn(TurnError::BadSquare(name))) if name == "f1"),
        "checked in every phase"
    );
    session.roll().unwrap();
    assert!(matches!(session.roll(), Err(SessionError::Turn(TurnError::AlreadyRolled))));
    let view = session.view();
    assert!(matches!(view.die, Some(DieView::Value(1..=6))));
    // All six stones are on the board: the rolled stone moves, no choice.
    assert_eq!(view.phase, Phase::ChooseTarget);
    assert_eq!(session.tap("c3").unwrap(), TapOutcome::Ignored(Ignored::NotATarget));
    assert_eq!(session.tap("e5").unwrap(), TapOutcome::Ignored(Ignored::NotATarget));
    assert!(matches!(session.tap("z9"), Err(SessionError::Turn(TurnError::BadSquare(name))) if name == "z9"));
    let target = marked(&view, Mark::Target)[0].clone();
    let moving = marked(&view, Mark::Moving);
    assert_eq!(moving.len(), 1);
    assert!(
        matches!(session.tap(&target).unwrap(), TapOutcome::Moved(mv) if mv.ends_with(&target) && mv.starts_with(&moving[0]))
    );
    let view = session.view();
    assert_eq!(view.to_move(), Some(Seat(1)));
    assert_eq!(view.last_move.clone().map(|last| last.to), Some(target.clone()));
    assert_eq!(marked(&view, Mark::LastTo), [target]);
}

#[test]
fn hidden_die_and_no_highlights_are_options() {
    let cfg = red_first(config(PlayerKind::Human, PlayerKind::Human, 4), None);
    let session =
        Session::new(cfg, None, ViewOptions { show_die: false, highlight_moves: false, ..ViewOptions::default() })
            .unwrap();
    session.roll().unwrap();
    let view = session.view();
    assert_eq!(view.die, Some(DieView::Hidden));
    assert!(view.board.cells.iter().all(|c| matches!(c.mark, Mark::None | Mark::LastFrom | Mark::LastTo)));
    session.set_options(ViewOptions::default());
    assert!(matches!(session.view().die, Some(DieView::Value(_))));
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
    assert_eq!(session.tap("a1").unwrap(), TapOutcome::Ignored(Ignored::ComputersTurn));
    assert!(matches!(session.roll(), Err(SessionError::ComputersTurn)));
    assert!(matches!(session.resign(), Err(SessionError::NoHumanToResign)));
    while session.view().phase != Phase::Over {
        rt.block_on(session.ai_turn()).unwrap();
    }
    assert!(matches!(rt.block_on(session.ai_turn()), Err(SessionError::GameOver)));
    assert_eq!(session.tap("a1").unwrap(), TapOutcome::Ignored(Ignored::GameOver));
}

/// Watches two computers and checks every ply's captured squares against
/// the boards before and after it: exactly the squares whose piece is gone
/// or replaced (E4, K5, K6), so the apps never diff boards themselves.
fn last_move_names_the_captures(first: GameConfig) -> usize {
    let rt = tokio::runtime::Runtime::new().unwrap();
    let session = Session::new(first, None, ViewOptions::default()).unwrap();
    let mut before = session.view();
    let mut captures = 0;
    while before.phase != Phase::Over {
        rt.block_on(session.ai_turn()).unwrap();
        let after = session.view();
        let last = after.last_move.clone().expect("a ply was played");
        let taken: Vec<String> = before
            .board
            .cells
            .iter()
            .zip(&after.board.cells)
            .filter(|(old, new)| old.name != last.from && old.piece.is_some() && old.piece != new.piece)
            .map(|(old, _)| old.name.clone())
            .collect();
        let mut taken = taken;
        taken.sort();
        assert_eq!(last.captured, taken, "after {:?}", after.moves.last());
        captures += last.captured.len();
        before = after;
    }
    captures
}

#[test]
fn the_last_move_names_the_squares_it_captured_in_every_game() {
    let computers = |level| PlayerKind::Computer { level };
    assert!(last_move_names_the_captures(config(computers(1), computers(1), 3)) > 0);
    let tafl = GameConfig::koenigszabel(computers(1), computers(1)).with_seed(3);
    assert!(last_move_names_the_captures(tafl) > 0, "random tafl play captures");
    let quattro = GameConfig::quattro(zabel_core::quattro::Seating::Diagonal, vec![computers(1); 4]).with_seed(3);
    assert!(last_move_names_the_captures(quattro) > 0);
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
    let rating = app.rating(Variant::Einstein).unwrap();
    assert_eq!(rating.games, 1);
    assert_eq!(rating.rating, change.after);
    let history = app.history(10, None, HistoryFilter::default()).unwrap();
    assert_eq!(history.len(), 1);
    assert_eq!(history[0].rating_change, Some(change));
    assert_eq!(app.rating_history(Variant::Einstein).unwrap().len(), 1);
    // R2: one rating per game of two; the games of three and four have none to ask for.
    assert_eq!(Variant::rated(), [Variant::Einstein, Variant::Koenigszabel]);
    assert!(matches!(app.rating(Variant::Trio), Err(StoreError::NotRated(Variant::Trio))));
    assert!(matches!(app.opponents(Variant::QuattroDiagonal), Err(StoreError::NotRated(_))));
    assert!(counter.changes.load(Ordering::Relaxed) >= view.moves.len(), "told of every move");
    assert!(app.resume().unwrap().is_none(), "nothing in progress after the end");

    // The replay steps from the start to the same end, one ply at a time.
    assert_eq!(view.game_id, Some(history[0].id));
    let replay = app.replay(history[0].id).unwrap().expect("recorded");
    assert_eq!(replay.plies(), view.moves.len());
    let start = replay.view(0).unwrap();
    assert!(start.moves.is_empty() && start.last_move.is_none() && start.result.is_none());
    let end = replay.view(replay.plies()).unwrap();
    let pieces = |v: &GameView| v.board.cells.iter().map(|c| c.piece.clone()).collect::<Vec<_>>();
    assert_eq!(pieces(&end), pieces(&view));
    assert_eq!((&end.moves, &end.result), (&view.moves, &view.result));
    assert_eq!(end.last_move, view.last_move);
    assert!(replay.view(replay.plies() + 1).is_none());
}

#[test]
fn r2_undo_and_hint_make_the_game_unrated_and_resign_is_a_rated_loss() {
    let dir = tempfile::tempdir().unwrap();
    let app = App::open(dir.path()).unwrap();
    let rt = tokio::runtime::Runtime::new().unwrap();

    // Hint: every move with a probability, best first; then unrated.
    let cfg = red_first(GameConfig::against(1, Side::Red), None);
    let session = app.new_game(cfg.clone()).unwrap();
    assert!(matches!(rt.block_on(session.hint()), Err(SessionError::Turn(TurnError::RollFirst))));
    session.roll().unwrap();
    if session.view().phase != Phase::ComputerTurn {
        let hints = rt.block_on(session.hint()).unwrap();
        assert!(!hints.is_empty());
        assert!(hints.windows(2).all(|w| w[0].win_probability >= w[1].win_probability));
        assert!(!session.view().rated);
        assert_eq!(session.view().not_rated, Some(NotRated::Hint), "the one reason that applies");
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
    assert_eq!(view.to_move(), Some(Seat(0)));
    assert_eq!(view.phase, Phase::Roll);
    assert!(!view.rated);
    assert_eq!(view.not_rated, Some(NotRated::Undo));

    // Resign: a rated loss.
    let session = app.new_game(cfg).unwrap();
    assert_eq!(session.view().not_rated, None, "a rated game names no reason");
    assert_eq!(session.view().not_rated, None, "a rated game names no reason");
    let view = session.resign().unwrap();
    let result = view.result.unwrap();
    assert_eq!((result.winner(), result.reason), (Some(Seat(1)), EndReason::Resigned));
    assert_eq!(result.scores, [Score::Loss, Score::Win]);
    let change = view.rating_change.expect("resigning is rated");
    assert!(change.after < change.before);
    assert!(matches!(session.resign(), Err(SessionError::GameOver)));
    assert!(!app.has_interrupted_game().unwrap());

    // Two humans: unrated, yet recorded once, with the id to replay it.
    let friends = app.new_game(config(PlayerKind::Human, PlayerKind::Human, 5)).unwrap();
    assert_eq!(friends.view().not_rated, None, "a game between people is never rated: no reason to name");
    let view = friends.resign().unwrap();
    assert_eq!((view.rated, view.rating_change, view.not_rated), (false, None, None));
    let history = app.history(10, None, HistoryFilter::default()).unwrap();
    assert_eq!(view.game_id, Some(history[0].id));
    // Its record says who resigned, so shared it opens as the same end.
    assert!(history[0].game.record.contains(" resigned)\n"), "{}", history[0].game.record);
    let opened = app.open_record(&history[0].game.record).unwrap();
    assert_eq!(opened.view(opened.plies()).unwrap().result, view.result);
    friends.set_options(ViewOptions::default());
    assert_eq!(app.history(10, None, HistoryFilter::default()).unwrap().len(), history.len(), "recorded once");
}

#[test]
fn a_killed_app_resumes_exactly_where_it_was() {
    let dir = tempfile::tempdir().unwrap();
    let (moves, die, position) = {
        let app = App::open(dir.path()).unwrap();
        let mut cfg = GameConfig::against(3, Side::Blue);
        cfg.options = Options::Einstein { first: FirstMover::Blue, setups: [None; 2] };
        let session = app.new_game(cfg).unwrap();
        session.roll().unwrap();
        let view = session.view();
        (view.moves.clone(), view.die, view.board.cells.clone())
        // App and session dropped here, as when the app is killed.
    };
    let app = App::open(dir.path()).unwrap();
    assert!(app.has_interrupted_game().unwrap());
    let session = app.resume().unwrap().expect("a game in progress");
    let view = session.view();
    assert_eq!(view.moves, moves);
    assert_eq!(view.die, die, "the roll is kept: no re-rolling by restarting");
    assert_eq!(
        view.board.cells.iter().map(|c| c.piece.clone()).collect::<Vec<_>>(),
        position.iter().map(|c| c.piece.clone()).collect::<Vec<_>>()
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_ai_turn_is_cancelled_and_left_unplayed() {
    let cfg = red_first(config(PlayerKind::Computer { level: 8 }, PlayerKind::Human, 9), None);
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
    assert!(matches!(err, Err(SessionError::Turn(TurnError::NoSuchLevel(42)))));
}

/// A human's turn in Königszabel: the first piece that can move, then its
/// first target.
fn tafl_step(session: &Session) {
    let view = session.view();
    match view.phase {
        Phase::ChoosePiece => {
            let piece = &view.marked(Mark::Choosable)[0];
            assert_eq!(session.tap(piece).unwrap(), TapOutcome::Selected(piece.clone()));
        }
        Phase::ChooseTarget => {
            let target = &view.marked(Mark::Target)[0];
            assert!(matches!(session.tap(target).unwrap(), TapOutcome::Moved(_)));
        }
        other => panic!("a human's turn, not {other:?}"),
    }
}

/// Issue 45: a person's own stones start at the bottom. Red starts top
/// left (E2), so a person playing Red against the computer sees the board
/// turned half round; Blue, friends sharing a device and Königszabel's
/// sides see it as the rules draw it. A tap still names the square hit.
#[test]
fn a_person_playing_red_sees_the_board_turned_so_their_stones_start_at_the_bottom() {
    let first_cell = |config: GameConfig| {
        let session = Session::new(config, None, ViewOptions::default()).unwrap();
        let view = session.view();
        (view.board.cells[0].name.clone(), view.board.files[0].clone(), view.board.ranks[0].clone())
    };
    let computer = PlayerKind::Computer { level: 1 };
    let turned = ("e5".to_owned(), "e".to_owned(), "5".to_owned());
    let drawn = ("a1".to_owned(), "a".to_owned(), "1".to_owned());
    assert_eq!(first_cell(config(PlayerKind::Human, computer, 1)), turned, "Red against the computer");
    assert_eq!(first_cell(config(computer, PlayerKind::Human, 1)), drawn, "Blue starts at the bottom already");
    assert_eq!(first_cell(config(PlayerKind::Human, PlayerKind::Human, 1)), drawn, "friends share one board");
    let tafl = first_cell(GameConfig::koenigszabel(PlayerKind::Human, computer));
    assert_eq!(tafl.0, "a13", "Königszabel as the rules draw it");

    let session =
        Session::new(red_first(config(PlayerKind::Human, computer, 5), None), None, ViewOptions::default()).unwrap();
    let view = session.view();
    let bottom_right = view.board.cells.last().unwrap();
    assert_eq!(bottom_right.name, "a1", "Red's corner, under the person's hand");
    assert_eq!(bottom_right.piece.as_ref().map(|piece| piece.seat), Some(Seat(0)));
}

/// A replay keeps the board as it was played: Red's person sees rank 1 at
/// the bottom and the files e to a in play, so in the replay of the
/// history too, on every ply (issue 61). A record opened from a file does
/// not say who played (E7 has no such header), so it shows the board as
/// the rules draw it.
#[test]
fn a_replay_shows_the_board_as_it_was_played() {
    let dir = tempfile::tempdir().unwrap();
    let app = App::open(dir.path()).unwrap();
    let computer = PlayerKind::Computer { level: 1 };
    let orientation =
        |view: &GameView| (view.board.files.clone(), view.board.ranks.clone(), view.board.cells[0].name.clone());
    let session = app.new_game(red_first(config(PlayerKind::Human, computer, 5), None)).unwrap();
    let played = orientation(&session.view());
    assert_eq!(played.2, "e5", "Red's person sees the board turned");
    let id = session.resign().unwrap().game_id.expect("recorded");
    let replay = app.replay(id).unwrap().unwrap();
    for ply in 0..=replay.plies() {
        assert_eq!(orientation(&replay.view(ply).unwrap()), played, "ply {ply}");
    }
    let opened = app.open_record(&replay.stored().game.record).unwrap();
    assert_eq!(orientation(&opened.view(0).unwrap()).2, "a1", "no person's side to turn to");
}

#[test]
fn k_two_people_play_koenigszabel_by_tapping_to_its_end() {
    let session =
        Session::new(GameConfig::koenigszabel(PlayerKind::Human, PlayerKind::Human), None, ViewOptions::default())
            .unwrap();
    let view = session.view();
    assert_eq!(view.variant, Variant::Koenigszabel);
    assert_eq!((view.board.width, view.board.height, view.board.cells.len()), (13, 13, 169));
    assert_eq!(view.board.cells[0].name, "a13", "rank 13 is drawn at the top");
    assert_eq!(view.board.cell("g7").unwrap().terrain, Terrain::Throne);
    assert_eq!(view.board.cell("g7").unwrap().description, "g7, king, on the throne");
    assert_eq!(view.board.cell("a1").unwrap().terrain, Terrain::Castle);
    assert_eq!(view.die, None, "no die in Königszabel");
    assert_eq!(view.to_move(), Some(Seat(0)), "the attackers move first (K2)");
    assert_eq!(view.phase, Phase::ChoosePiece);
    assert!(matches!(session.roll(), Err(SessionError::Turn(TurnError::NoDice))));
    // Only pieces that can move are choosable: the king is walled in.
    assert!(!view.marked(Mark::Choosable).contains(&"g7".to_owned()));
    assert_eq!(session.tap("g7").unwrap(), TapOutcome::Ignored(Ignored::NotChoosable));
    assert_eq!(session.tap("g2").unwrap(), TapOutcome::Selected("g2".into()));
    let view = session.view();
    assert_eq!(view.phase, Phase::ChooseTarget);
    assert_eq!(view.marked(Mark::Moving), ["g2"]);
    assert!(view.marked(Mark::Target).contains(&"c2".to_owned()));
    assert_eq!(view.board.cell("c2").unwrap().description, "c2, empty, can move here");
    assert_eq!(session.tap("g7").unwrap(), TapOutcome::Ignored(Ignored::NotATarget));
    assert_eq!(session.tap("e1").unwrap(), TapOutcome::Selected("e1".into()), "another piece may be picked");
    assert_eq!(session.tap("g2").unwrap(), TapOutcome::Selected("g2".into()));
    assert_eq!(session.tap("c2").unwrap(), TapOutcome::Moved("g2-c2".into()));
    let view = session.view();
    assert_eq!(view.to_move(), Some(Seat(1)));
    let last = view.last_move.as_ref().unwrap();
    assert_eq!((last.from.as_str(), last.to.as_str(), last.captured.len()), ("g2", "c2", 0));
    assert_eq!(view.moves, ["g2-c2"]);
    let mut plies = 1;
    while session.view().phase != Phase::Over {
        tafl_step(&session);
        plies += 1;
        assert!(plies < 5000, "the game ends (K8.4, K8.5)");
    }
    let view = session.view();
    let result = view.result.expect("over");
    // Always the first piece and the first target: the pieces shuttle until
    // the same position comes up a third time (K8.4).
    assert_eq!((result.scores, result.reason), (vec![Score::Draw, Score::Draw], EndReason::Repetition));
    assert!(view.seats.iter().all(|seat| !seat.to_move));
    assert_eq!(session.tap("a1").unwrap(), TapOutcome::Ignored(Ignored::GameOver));
    // The record reads back to the same game.
    let game = zabel_core::tafl::Game::from_record(&session.record()).unwrap();
    assert_eq!(zabel_core::games::AnyGame::Koenigszabel(game), session.game());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn k_the_computer_plays_koenigszabel_and_the_game_resumes_after_a_kill() {
    let dir = tempfile::tempdir().unwrap();
    let moves = {
        let app = App::open(dir.path()).unwrap();
        let mut cfg = GameConfig::koenigszabel(PlayerKind::Computer { level: 2 }, PlayerKind::Human).with_seed(7);
        cfg.options = Options::Koenigszabel { shieldwall: true };
        let session = app.new_game(cfg).unwrap();
        assert_eq!(session.view().phase, Phase::ComputerTurn);
        let measured = zabel_core::ai::tafl::by_number(2).unwrap().rating().is_some();
        assert_eq!(session.view().rated, measured, "a game counts for the Elo once its level is measured");
        let view = session.ai_turn().await.unwrap();
        assert_eq!(view.moves.len(), 1);
        assert_eq!(view.phase, Phase::ChoosePiece);
        tafl_step(&session);
        view.moves
    };
    let app = App::open(dir.path()).unwrap();
    let session = app.resume().unwrap().expect("the Königszabel game in progress");
    assert_eq!(session.variant(), Variant::Koenigszabel);
    let view = session.view();
    assert_eq!(view.moves, moves, "the selection is not kept, the moves are");
    assert_eq!(view.phase, Phase::ChoosePiece);
    assert!(session.record().contains("Shieldwall: on"));
    assert!(view.board.cells.iter().filter_map(|c| c.piece.as_ref()).any(|p| p.kind == PieceKind::King));
}

/// Polls `hint` once (the search then runs off this thread), does `meanwhile`,
/// and waits for the answer.
async fn hint_with(session: &Session, meanwhile: impl FnOnce()) -> Result<Vec<MoveHint>, SessionError> {
    let hint = session.hint();
    tokio::pin!(hint);
    tokio::select! {
        biased;
        answer = &mut hint => return answer,
        () = std::future::ready(()) => {}
    }
    meanwhile();
    hint.await
}

/// A session against level 1 where the human has rolled and may move.
fn ready_to_move(app: &App) -> Session {
    let session = app.new_game(red_first(GameConfig::against(1, Side::Red), None).with_seed(5)).unwrap();
    session.roll().unwrap();
    assert_ne!(session.view().phase, Phase::ComputerTurn);
    session
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_hint_runs_off_the_callers_thread_and_a_cancelled_or_outdated_one_keeps_the_game_rated() {
    let dir = tempfile::tempdir().unwrap();
    let app = App::open(dir.path()).unwrap();

    let session = ready_to_move(&app);
    let answer = hint_with(&session, || session.cancel_hint()).await;
    assert!(matches!(answer, Err(SessionError::HintCancelled)), "{answer:?}");
    assert!(session.view().rated);

    // A cancel that comes before the hint has started (the app's task not
    // yet running) still cancels it.
    let session = ready_to_move(&app);
    session.cancel_hint();
    let answer = session.hint().await;
    assert!(matches!(answer, Err(SessionError::HintCancelled)), "{answer:?}");
    assert!(session.view().rated);

    // A move while the hint is worked out makes it outdated.
    let session = ready_to_move(&app);
    let answer = hint_with(&session, || {
        while session.view().phase != Phase::ComputerTurn {
            human_step(&session);
        }
    })
    .await;
    assert!(matches!(answer, Err(SessionError::HintCancelled)), "{answer:?}");
    assert!(session.view().rated);

    // The caller that stops waiting cancels it too; a hint then still works.
    let session = ready_to_move(&app);
    let gave_up = tokio::time::timeout(std::time::Duration::from_micros(1), session.hint()).await;
    assert!(gave_up.is_err(), "a hint takes longer than a microsecond");
    assert!(session.view().rated);
    let hints = session.hint().await.unwrap();
    assert!(!hints.is_empty());
    assert!(!session.view().rated, "a hint shown makes the game unrated (R2)");
}

#[test]
fn a_saved_game_of_an_unknown_variant_is_refused_with_a_message_and_kept() {
    let dir = tempfile::tempdir().unwrap();
    {
        let (store, _) = zabel_core::store::Store::open(dir.path()).unwrap();
        let saved =
            serde_json::json!({"variant": "quattro", "players": [], "record": "", "roll": null, "unrated": false});
        store.claim_current(1, &saved).unwrap();
    }
    let app = App::open(dir.path()).unwrap();
    let error = app.resume().err().expect("refused");
    assert!(error.to_string().contains("unknown variant `quattro`"), "{error}");
    assert!(app.has_interrupted_game().unwrap(), "kept for a newer version to resume");
    assert!(app.open_report().recovery.is_none());
}

#[test]
fn a_replaced_session_never_overwrites_or_ends_the_newer_game() {
    let dir = tempfile::tempdir().unwrap();
    let app = App::open(dir.path()).unwrap();
    let people = GameConfig::einstein(PlayerKind::Human, PlayerKind::Human).with_seed(3);
    let old = app.new_game(people).unwrap();
    human_step(&old);
    let new = app.new_game(GameConfig::koenigszabel(PlayerKind::Human, PlayerKind::Human)).unwrap();
    new.tap("g2").unwrap();
    new.tap("c2").unwrap();

    // The old session plays on and resigns: its game is kept in the history,
    // the new one stays the game in progress, exactly as it was.
    for _ in 0..6 {
        human_step(&old);
    }
    old.resign().unwrap();
    let history = app.history(10, None, HistoryFilter::default()).unwrap();
    assert_eq!(history.len(), 1);
    assert_eq!(history[0].game.variant, Variant::Einstein);
    assert!(app.has_interrupted_game().unwrap());
    drop((old, new));
    let resumed = app.resume().unwrap().unwrap();
    assert_eq!(resumed.variant(), Variant::Koenigszabel);
    assert_eq!(resumed.view().moves, ["g2-c2"]);

    // Resuming claims the game: the session resumed before it cannot save over it.
    let again = app.resume().unwrap().unwrap();
    resumed.tap("g5").unwrap();
    resumed.tap("c5").unwrap();
    drop((resumed, again));
    assert_eq!(app.resume().unwrap().unwrap().view().moves, ["g2-c2"]);
}

#[test]
fn k_resigning_and_undoing_in_koenigszabel() {
    let session = Session::new(
        GameConfig::koenigszabel(PlayerKind::Human, PlayerKind::Computer { level: 1 }),
        None,
        ViewOptions::default(),
    )
    .unwrap();
    assert!(matches!(session.undo(), Err(SessionError::NothingToUndo)));
    let rt = tokio::runtime::Runtime::new().unwrap();
    let hints = rt.block_on(session.hint()).unwrap();
    assert_eq!(hints.len(), 152, "every move of the start (perft 1)");
    assert!(hints.windows(2).all(|w| w[0].win_probability >= w[1].win_probability));
    assert!(
        hints.iter().all(|h| (0.0..=1.0).contains(&h.win_probability) && h.notation == format!("{}-{}", h.from, h.to))
    );
    assert!(!session.view().rated, "a hint shown makes the game unrated (R2)");
    session.tap("g2").unwrap();
    session.tap("c2").unwrap();
    rt.block_on(session.ai_turn()).unwrap();
    assert_eq!(session.view().moves.len(), 2);
    let view = session.undo().unwrap();
    assert!(view.moves.is_empty(), "back to before the human's move");
    assert_eq!(view.phase, Phase::ChoosePiece);
    assert_eq!(view.not_rated, Some(NotRated::Hint), "the first reason, not the undo after it");
    let view = session.resign().unwrap();
    let result = view.result.unwrap();
    assert_eq!((result.winner(), result.reason), (Some(Seat(1)), EndReason::Resigned));
}

#[test]
fn the_number_of_players_must_fit_the_game() {
    let mut cfg = GameConfig::koenigszabel(PlayerKind::Human, PlayerKind::Human);
    cfg.players.push(PlayerKind::Human);
    assert!(matches!(
        Session::new(cfg, None, ViewOptions::default()),
        Err(SessionError::PlayerCount { variant: Variant::Koenigszabel, seats: 2, players: 3 })
    ));
    let past_the_top = zabel_core::ai::tafl::LEVELS.len() as u8 + 1;
    let cfg = GameConfig::koenigszabel(PlayerKind::Human, PlayerKind::Computer { level: past_the_top });
    assert!(matches!(
        Session::new(cfg, None, ViewOptions::default()),
        Err(SessionError::Turn(TurnError::NoSuchLevel(level))) if level == past_the_top
    ));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn undo_while_the_computer_thinks_stops_it_and_takes_back_the_move() {
    let cfg = red_first(config(PlayerKind::Human, PlayerKind::Computer { level: 8 }, 11), None);
    let session = Arc::new(Session::new(cfg, None, ViewOptions::default()).unwrap());
    while session.view().phase != Phase::ComputerTurn {
        human_step(&session);
    }
    let turn = {
        let session = Arc::clone(&session);
        tokio::spawn(async move { session.ai_turn().await })
    };
    // Wait until the computer has rolled and is thinking.
    while session.view().die == Some(DieView::NotRolled) {
        tokio::time::sleep(std::time::Duration::from_millis(1)).await;
    }
    let view = session.undo().expect("undo stops the computer and takes back the human's move");
    assert!(view.moves.is_empty());
    assert_eq!(view.phase, Phase::Roll);
    turn.await.unwrap().unwrap();
    assert!(session.view().moves.is_empty(), "the stopped turn is not played afterwards");
    // And the game goes on.
    human_step(&session);
}

/// Polls `turn` once: far enough that a computer's turn has rolled and
/// started its search, not so far that it ends.
async fn start(turn: &mut (impl Future<Output = Result<GameView, SessionError>> + Unpin)) {
    let polled =
        std::future::poll_fn(|cx| std::task::Poll::Ready(std::pin::Pin::new(&mut *turn).poll(cx).is_ready())).await;
    assert!(!polled, "the turn is still thinking");
}

/// Undo stops a turn, the person moves and the next turn starts before the
/// stopped one has returned; when the stopped one returns (or is dropped),
/// the next one still thinks alone.
async fn stopped_then_next_turn(end_the_stopped_turn: bool) {
    let cfg = red_first(config(PlayerKind::Human, PlayerKind::Computer { level: 8 }, 11), None);
    let session = Session::new(cfg, None, ViewOptions::default()).unwrap();
    while session.view().phase != Phase::ComputerTurn {
        human_step(&session);
    }
    let mut stopped = Box::pin(session.ai_turn());
    start(&mut stopped).await;
    session.undo().unwrap();
    while session.view().phase != Phase::ComputerTurn {
        human_step(&session);
    }
    let mut next = Box::pin(session.ai_turn());
    start(&mut next).await;
    if end_the_stopped_turn {
        stopped.await.unwrap();
    } else {
        drop(stopped);
    }
    assert!(matches!(session.ai_turn().await, Err(SessionError::AlreadyThinking)));
    let view = next.await.unwrap();
    assert_eq!(view.moves.len(), 2, "the person's move and the computer's, once");
    assert_ne!(view.phase, Phase::ComputerTurn);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_turn_stopped_by_undo_that_returns_late_leaves_the_next_turn_thinking_alone() {
    stopped_then_next_turn(true).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_turn_stopped_by_undo_and_then_dropped_leaves_the_next_turn_thinking_alone() {
    stopped_then_next_turn(false).await;
}

#[test]
fn a_seeded_game_plays_the_same_after_a_resume() {
    // Two humans, the same seed: one game played straight through, one
    // saved, reopened and continued after every ply; the dice agree.
    let play = |resume: bool| {
        let dir = tempfile::tempdir().unwrap();
        let cfg = config(PlayerKind::Human, PlayerKind::Human, 21);
        let mut session = App::open(dir.path()).unwrap().new_game(cfg).unwrap();
        let mut app_keeper = None;
        for _ in 0..400 {
            if session.view().phase == Phase::Over || session.view().moves.len() >= 16 {
                break;
            }
            let before = session.view().moves.len();
            // Reopened after every move and after every roll.
            let rolled = human_step(&session) == Phase::Roll;
            if resume && session.view().phase != Phase::Over && (session.view().moves.len() > before || rolled) {
                drop(session);
                drop(app_keeper.take());
                let app = App::open(dir.path()).unwrap();
                session = app.resume().unwrap().expect("in progress");
                app_keeper = Some(app);
            }
        }
        session.view().moves
    };
    assert_eq!(play(true), play(false));
}

/// Plays every computer turn of a game with people and computers to its end.
async fn play_out(session: &Session) {
    let mut steps = 0;
    while session.view().phase != Phase::Over {
        if session.view().phase == Phase::ComputerTurn {
            session.ai_turn().await.unwrap();
        } else {
            human_step(session);
        }
        steps += 1;
        assert!(steps < 2_000, "the game ends");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn q_one_person_and_three_computers_play_quattro_to_the_end_and_it_is_kept_unrated() {
    use zabel_core::quattro::Seating;
    let dir = tempfile::tempdir().unwrap();
    let app = App::open(dir.path()).unwrap();
    for (seed, seating) in [(1, Seating::Diagonal), (2, Seating::Longline), (3, Seating::Trio)] {
        let mut players = vec![PlayerKind::Human];
        players.resize(Variant::of_seating(seating).seats(), PlayerKind::Computer { level: 1 });
        let session = app.new_game(GameConfig::quattro(seating, players).with_seed(seed)).unwrap();
        let view = session.view();
        assert_eq!((view.board.width, view.board.height, view.board.cells.len()), (6, 6, 36));
        assert_eq!(view.seats.len(), Variant::of_seating(seating).seats());
        // Partners share a team (Q3, Q4): two teams, whatever the seating.
        let teams: HashSet<u8> = view.seats.iter().map(|seat| seat.team).collect();
        assert_eq!(teams.len(), 2);
        assert!(view.die.is_some(), "a dice game");
        play_out(&session).await;
        let view = session.view();
        let result = view.result.clone().expect("over");
        assert!(!view.rated, "R2: games of three and four are not rated");
        // One team wins, the other loses, partners alike.
        for seat in &view.seats {
            let partners = view.seats.iter().filter(|other| other.team == seat.team);
            assert!(
                partners.clone().all(|other| result.scores[other.seat.index()] == result.scores[seat.seat.index()])
            );
        }
        assert!(result.scores.contains(&Score::Win) && result.scores.contains(&Score::Loss));
        let stored = app.history(1, None, HistoryFilter::default()).unwrap().remove(0);
        assert_eq!(stored.game.variant, Variant::of_seating(seating));
        assert!(stored.game.rated.is_none());
        let replay = app.replay(stored.id).unwrap().expect("kept");
        assert_eq!(replay.plies(), view.moves.len());
        let pieces = |view: GameView| view.board.cells.into_iter().map(|cell| cell.piece).collect::<Vec<_>>();
        assert_eq!(pieces(replay.view(replay.plies()).unwrap()), pieces(session.view()));
    }
    assert_eq!(app.rating(Variant::Einstein).unwrap().games, 0, "no rating moved");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn q_a_quattro_game_of_people_resumes_after_a_kill() {
    use zabel_core::quattro::Seating;
    let dir = tempfile::tempdir().unwrap();
    let moves = {
        let app = App::open(dir.path()).unwrap();
        let session =
            app.new_game(GameConfig::quattro(Seating::Diagonal, vec![PlayerKind::Human; 4]).with_seed(9)).unwrap();
        for _ in 0..12 {
            human_step(&session);
        }
        session.view().moves
    };
    let app = App::open(dir.path()).unwrap();
    let session = app.resume().unwrap().expect("the game in progress");
    assert_eq!(session.variant(), Variant::QuattroDiagonal);
    assert_eq!(session.view().moves, moves);
    play_out(&session).await;
    assert!(session.view().result.is_some());
}

#[test]
fn q_a_person_who_resigns_loses_with_the_partner_and_the_game_is_kept() {
    use zabel_core::quattro::Seating;
    let dir = tempfile::tempdir().unwrap();
    let app = App::open(dir.path()).unwrap();
    let mut players = vec![PlayerKind::Computer { level: 1 }; 4];
    players[1] = PlayerKind::Human;
    let session = app.new_game(GameConfig::quattro(Seating::Longline, players).with_seed(4)).unwrap();
    let view = session.resign().unwrap();
    // Longline: T and U are partners (Q3).
    assert_eq!(view.result.unwrap().scores, [Score::Loss, Score::Loss, Score::Win, Score::Win]);
    assert_eq!(app.history(5, None, HistoryFilter::default()).unwrap().len(), 1, "kept in the history");
}

#[test]
fn squares_are_described_in_the_players_language() {
    let dir = tempfile::tempdir().unwrap();
    let app = App::open(dir.path()).unwrap();
    let mut settings = app.settings().unwrap();
    settings.language = "de".to_owned();
    app.save_settings(&settings).unwrap();
    let session = app.new_game(GameConfig::koenigszabel(PlayerKind::Human, PlayerKind::Human)).unwrap();
    session.tap("g2").unwrap();
    let view = session.view();
    assert_eq!(view.board.cell("g7").unwrap().description, "g7, König, auf dem Thron");
    assert_eq!(view.board.cell("g2").unwrap().description, "g2, Angreifer, ausgewählt");
    settings.language = "en".to_owned();
    app.save_settings(&settings).unwrap();
    let session = app.new_game(GameConfig::koenigszabel(PlayerKind::Human, PlayerKind::Human)).unwrap();
    assert_eq!(session.view().board.cell("g7").unwrap().description, "g7, king, on the throne");
}

#[test]
fn r2_a_new_game_over_an_interrupted_rated_game_resigns_it_and_says_so_first() {
    let dir = tempfile::tempdir().unwrap();
    let app = App::open(dir.path()).unwrap();
    drop(ready_to_move(&app));
    // What a new-game screen asks before replacing it.
    let interrupted = app.interrupted_game().unwrap().expect("an interrupted game");
    assert_eq!(interrupted.variant, Variant::Einstein);
    assert!(interrupted.counts, "rated: abandoning it is resigning it");
    let people = app.new_game(GameConfig::koenigszabel(PlayerKind::Human, PlayerKind::Human)).unwrap();
    let history = app.history(10, None, HistoryFilter::default()).unwrap();
    assert_eq!(history.len(), 1, "the abandoned game is kept");
    assert_eq!(history[0].game.ending.reason, EndReason::Resigned);
    assert_eq!(history[0].game.ending.scores, [Score::Loss, Score::Win]);
    let change = history[0].rating_change.expect("rated");
    assert!(change.after < change.before);
    assert_eq!(app.rating(Variant::Einstein).unwrap().games, 1);

    // A game of two people does not count: replaced, not recorded.
    people.tap("g2").unwrap();
    people.tap("c2").unwrap();
    drop(people);
    let interrupted = app.interrupted_game().unwrap().unwrap();
    assert_eq!((interrupted.variant, interrupted.moves, interrupted.counts), (Variant::Koenigszabel, 1, false));
    drop(app.new_game(GameConfig::einstein(PlayerKind::Human, PlayerKind::Human)).unwrap());
    assert_eq!(app.history(10, None, HistoryFilter::default()).unwrap().len(), 1);

    // Abandoning without a new game: the CLI's `--new` after the player agreed.
    drop(ready_to_move(&app));
    let view = app.abandon_interrupted().unwrap().expect("a rated game resigned");
    assert_eq!(view.result.unwrap().reason, EndReason::Resigned);
    assert!(view.rating_change.is_some());
    assert!(!app.has_interrupted_game().unwrap());
    assert!(app.abandon_interrupted().unwrap().is_none());
}

/// A game reviewed whole is not worked out again: not from the history
/// again, not after a restart, not opened from its record. A review cut
/// short is not kept.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_reviewed_once_opens_its_review_at_once_after_a_restart_too() {
    use zabel_core::ai::Cancel;
    let dir = tempfile::tempdir().unwrap();
    let computer = PlayerKind::Computer { level: 1 };
    let (id, record) = {
        let app = App::open(dir.path()).unwrap();
        let session = app.new_game(config(computer, computer, 11)).unwrap();
        play_out(&session).await;
        let stored = app.history(1, None, HistoryFilter::default()).unwrap().remove(0);
        (stored.id, stored.game.record)
    };
    // How many times a review reports its progress: once per ply worked
    // out, once in all for a review kept.
    let review = |replay: &zabel_core::session::Replay, cancel: &Cancel| {
        let mut reports = 0;
        let plies = replay.review(cancel, |_, _| reports += 1).unwrap();
        (plies, reports)
    };

    let app = App::open(dir.path()).unwrap();
    let replay = app.replay(id).unwrap().unwrap();
    assert!(replay.plies() > 2);
    let cancelled = Cancel::new();
    cancelled.cancel();
    let (cut_short, _) = review(&replay, &cancelled);
    assert!(cut_short.len() < replay.plies());
    let (whole, reports) = review(&replay, &Cancel::new());
    assert_eq!(whole.len(), replay.plies());
    assert!(reports > 1, "the review cut short was not kept: {reports} report");

    let again = app.replay(id).unwrap().unwrap();
    assert_eq!(review(&again, &Cancel::new()), (whole.clone(), 1));
    drop((replay, again, app));

    let app = App::open(dir.path()).unwrap();
    assert_eq!(review(&app.replay(id).unwrap().unwrap(), &Cancel::new()), (whole.clone(), 1), "after a restart");
    assert_eq!(review(&app.open_record(&record).unwrap(), &Cancel::new()), (whole, 1), "the same game opened");
}

/// Issue 61: a game under way is looked back at move by move, the present
/// untouched: the start, each ply with its move marked, nothing past now.
#[test]
fn a_game_under_way_shows_any_earlier_position_without_changing_it() {
    let session =
        Session::new(GameConfig::koenigszabel(PlayerKind::Human, PlayerKind::Human), None, ViewOptions::default())
            .unwrap();
    while session.view().moves.len() < 3 {
        human_step(&session);
    }
    let now = session.view();
    assert_eq!(now.moves.len(), 3);
    let start = session.view_at(0).unwrap();
    assert!(start.moves.is_empty() && start.last_move.is_none() && !start.can_undo);
    let first_move = now.moves[0].split(['-', 'x']).map(str::to_owned).collect::<Vec<_>>();
    let (from, to) = (first_move[0].as_str(), first_move[1].as_str());
    assert!(start.board.cell(from).unwrap().piece.is_some() && start.board.cell(to).unwrap().piece.is_none());
    assert!(start.board.cells.iter().all(|cell| cell.mark == Mark::None), "nothing marked at the start");
    let first = session.view_at(1).unwrap();
    assert_eq!(first.moves, now.moves[..1]);
    assert_eq!(
        (first.board.cell(from).unwrap().mark, first.board.cell(to).unwrap().mark),
        (Mark::LastFrom, Mark::LastTo)
    );
    assert!(first.board.cell(to).unwrap().piece.is_some() && first.board.cell(from).unwrap().piece.is_none());
    assert!(first.board.cell(to).unwrap().description.starts_with(&format!("{to}, attacker")));
    let pieces = |view: &GameView| view.board.cells.iter().map(|cell| cell.piece.clone()).collect::<Vec<_>>();
    assert_eq!(pieces(&session.view_at(3).unwrap()), pieces(&now), "the last ply is the present");
    assert!(session.view_at(4).is_none(), "nothing past the present");
    assert_eq!(session.view(), now, "looking back changes nothing");
}
