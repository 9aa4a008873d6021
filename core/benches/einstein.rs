//! Speed of the EinStein rules (random playouts and move generation; `zabel
//! bench` reports the same figures as rates) and of the evaluations a search
//! may value its leaves by, side by side.

use std::hint::black_box;
use zabel_core::einstein::DicePosition;

use criterion::{Criterion, criterion_group, criterion_main};
use rand::SeedableRng;
use rand::rngs::SmallRng;
use zabel_core::ai::einstein::random::playout;
use zabel_core::ai::einstein::{eval, ntuple};
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

type Evaluation = fn(&Position) -> f64;

/// The leaf evaluations over a mix of positions: the opening, a middle
/// game (E6) and a race of few stones.
fn evaluations(c: &mut Criterion) {
    let positions: Vec<Position> =
        ["R1R2R32/R4R53/R63B6/3B5B4/2B3B2B1 r", "2B22/R1R53/1R43/3B6B1/2B41B5 r", "5/1R23/3B11/2R32/4B4 b"]
            .iter()
            .map(|text| text.parse().unwrap())
            .collect();
    // The levels' two evaluations; the lab's own are measured there.
    let evaluations: [(&str, Evaluation); 2] = [("race model", eval::evaluate), ("n-tuple network", ntuple::evaluate)];
    for (name, evaluate) in evaluations {
        c.bench_function(&format!("evaluate 3 positions, {name}"), |b| {
            b.iter(|| black_box(&positions).iter().map(evaluate).sum::<f64>())
        });
    }
}

criterion_group!(benches, rules, evaluations);
criterion_main!(benches);
