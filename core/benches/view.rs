//! What a screen costs the core: `Session::view()` for a 5×5 and a 13×13
//! game (the FFI adds its own lowering on top; the apps' tests time that).

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use zabel_core::game::PlayerKind;
use zabel_core::session::{GameConfig, Session, ViewOptions};

fn views(c: &mut Criterion) {
    let einstein = Session::new(
        GameConfig::einstein(PlayerKind::Human, PlayerKind::Human).with_seed(1),
        None,
        ViewOptions::default(),
    )
    .unwrap();
    einstein.roll().unwrap();
    c.bench_function("view, EinStein 5×5 after a roll", |b| b.iter(|| black_box(&einstein).view()));
    let against = Session::new(
        GameConfig::einstein(PlayerKind::Human, PlayerKind::Computer { level: 2 }).with_seed(1),
        None,
        ViewOptions::default(),
    )
    .unwrap();
    let _ = against.roll();
    c.bench_function("view, EinStein 5×5 against the computer", |b| b.iter(|| black_box(&against).view()));
    let tafl =
        Session::new(GameConfig::koenigszabel(PlayerKind::Human, PlayerKind::Human), None, ViewOptions::default())
            .unwrap();
    tafl.tap("g2").unwrap();
    c.bench_function("view, Königszabel 13×13 with a piece picked", |b| b.iter(|| black_box(&tafl).view()));
}

criterion_group!(benches, views);
criterion_main!(benches);
