//! Speed of the EinStein rules: random playouts and move generation.
//! `zabel bench` reports the same figures as rates; this is the criterion view.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use rand::SeedableRng;
use rand::rngs::SmallRng;
use zabel_core::ai::random::playout;
use zabel_core::einstein::{Die, Position, Setup, Side};

fn rules(c: &mut Criterion) {
    let start = Position::start(Setup::ordered(), Setup::ordered(), Side::Red);
    let mut rng = SmallRng::seed_from_u64(1);
    c.bench_function("random playout from the start", |b| b.iter(|| playout(black_box(start), &mut rng)));

    let e6: Position = "2B22/R1R53/1R43/3B6B1/2B41B5 r".parse().unwrap();
    c.bench_function("legal moves, E6 position, roll 2", |b| {
        b.iter(|| black_box(&e6).legal_moves(Die::new(2)).unwrap())
    });

    c.bench_function("parse E8 notation", |b| {
        b.iter(|| black_box("2B22/R1R53/1R43/3B6B1/2B41B5 b").parse::<Position>().unwrap())
    });
}

criterion_group!(benches, rules);
criterion_main!(benches);
