//! Databases written by schema-1 and schema-2 code (the committed fixtures,
//! the same content) open under today's code with every game, rating point,
//! setting and the game in progress intact.

use std::path::Path;

use zabel_core::app::App;
use zabel_core::game::{EndReason, PlayerKind, Seat, Variant};
use zabel_core::session::{DieView, Phase, ViewOptions};

fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for entry in std::fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        let target = to.join(entry.file_name());
        if entry.file_type().unwrap().is_dir() {
            copy_dir(&entry.path(), &target);
        } else {
            std::fs::copy(entry.path(), target).unwrap();
        }
    }
}

#[test]
fn a_schema_1_database_opens_with_everything_intact() {
    opens_with_everything_intact("store-v1");
}

#[test]
fn a_schema_2_database_opens_with_everything_intact() {
    opens_with_everything_intact("store-v2");
}

fn opens_with_everything_intact(fixture: &str) {
    let dir = tempfile::tempdir().unwrap();
    copy_dir(&Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures").join(fixture), dir.path());
    let app = App::open(dir.path()).unwrap();
    assert!(app.open_report().recovery.is_none(), "not treated as damaged: {:?}", app.open_report());

    let games = app.history(100, None, zabel_core::store::HistoryFilter::default()).unwrap();
    assert_eq!(games.len(), 4);
    assert_eq!(games.iter().filter(|g| g.game.rated.is_some()).count(), 3);
    let rating = app.rating(Variant::Einstein).unwrap();
    assert_eq!((rating.rating, rating.games), (1172.048496893473, 3));
    let chart = app.rating_history(Variant::Einstein).unwrap();
    assert_eq!(chart.len(), 3);
    assert_eq!(chart.last().unwrap().change.after, rating.rating);
    for game in &games {
        assert_eq!(game.game.variant, Variant::Einstein);
        assert_eq!(game.game.players.len(), 2);
        assert!(app.replay(game.id).unwrap().is_some(), "game {} replays", game.id);
    }
    let resigned: Vec<_> = games.iter().filter(|g| g.game.ending.reason == EndReason::Resigned).collect();
    assert_eq!(resigned.len(), 1);
    assert_eq!(resigned[0].game.players, [PlayerKind::Human, PlayerKind::Human]);
    assert!(games.iter().all(|g| g.game.rated.is_none_or(|rated| rated.advantage.abs() > 1.0)));

    let settings = app.settings().unwrap();
    assert_eq!((settings.show_die, settings.highlight_moves, settings.default_level), (false, true, 6));
    assert_eq!(settings.language, "de");

    let session = app.resume().unwrap().expect("the game in progress");
    assert_eq!(session.variant(), Variant::Einstein);
    let view = session.view();
    assert!(view.moves.is_empty());
    assert_eq!(view.to_move(), Some(Seat(0)));
    assert_eq!(view.phase, Phase::ChooseTarget, "the roll was kept");
    assert_eq!(view.die, Some(DieView::Hidden));
    session.set_options(ViewOptions::default());
    assert!(matches!(session.view().die, Some(DieView::Value(1..=6))));
}
