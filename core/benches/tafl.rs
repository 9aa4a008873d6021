//! Speed of the Königszabel rules: perft, move generation, playing a move.
//! `zabel tafl perft 4` and `zabel-lab bench` report the same as rates.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use zabel_core::tafl::{Position, Rules, START, perft};

fn rules(c: &mut Criterion) {
    let start = Position::start(Rules::default());
    c.bench_function("tafl perft 3 from the start", |b| b.iter(|| perft(black_box(&start), 3)));
    c.bench_function("tafl legal moves at the start", |b| b.iter(|| black_box(&start).legal_moves()));
    c.bench_function("tafl count moves at the start", |b| b.iter(|| black_box(&start).count_moves()));
    let mv = "g2-c2".parse().unwrap();
    c.bench_function("tafl play g2-c2 at the start", |b| {
        b.iter(|| {
            let mut position = start;
            black_box(position.play(black_box(mv)).unwrap())
        })
    });
    c.bench_function("tafl parse K10", |b| b.iter(|| black_box(START).parse::<Position>().unwrap()));
}

criterion_group!(benches, rules);
criterion_main!(benches);
