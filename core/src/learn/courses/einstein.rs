//! EinStein's lessons (RULES.md Part E), positions in E8 (rank 1 on top).

use crate::game::EndReason::{CapturedAll, ReachedCorner};
use crate::game::PieceKind::Stone;
use crate::game::Variant::Einstein;
use crate::learn::lesson::{Goal, Lesson, Reply, Step};

pub static LESSONS: &[Lesson] = &[
    Lesson {
        id: "einstein-arrange",
        variant: Einstein,
        position: "1@a1 2@b1 3@c1 4@a2 5@b2 6@a3",
        steps: &[Step::unrolled(Goal::Arrange { stone: 6, square: "b2" }, &["a3", "b2"], "a3-b2")],
        rules: &["E1", "E2", "E3"],
    },
    Lesson {
        id: "einstein-roll",
        variant: Einstein,
        position: "R5R13/1R33/5/3B6B4/3B21 r",
        steps: &[Step::rolled(3, Goal::Reach { piece: Stone, squares: &["c3"] }, &["b2", "e5"], "b2-c3")],
        rules: &["E4.2", "E4.4"],
    },
    Lesson {
        id: "einstein-neighbours",
        variant: Einstein,
        position: "R14/1R43/R61B22/4B3/3B51 r",
        steps: &[Step::rolled(3, Goal::Capture(&["c3"]), &["a1", "b2", "c3"], "b2-c3")],
        rules: &["E4.3", "E4.5"],
    },
    Lesson {
        id: "einstein-capture-own",
        variant: Einstein,
        position: "5/5/2R51B2/3R11/2B62 r",
        steps: &[Step::rolled(5, Goal::Capture(&["d4"]), &["c3", "d4"], "c3-d4")],
        rules: &["E4.5"],
    },
    Lesson {
        id: "einstein-corner",
        variant: Einstein,
        position: "5/1R63/4B3/2B1R21/3B51 r",
        steps: &[Step::rolled(2, Goal::Win(ReachedCorner), &["d4", "e5"], "d4-e5")],
        rules: &["E5.1", "E5.3"],
    },
    Lesson {
        id: "einstein-last-stone",
        variant: Einstein,
        position: "R14/1R43/2B32/5/5 r",
        steps: &[Step::rolled(4, Goal::Win(CapturedAll), &["c3"], "b2-c3")],
        rules: &["E5.2"],
    },
    Lesson {
        id: "einstein-one-stone",
        variant: Einstein,
        position: "5/2R52/5/3B2B3/4B1 r",
        steps: &[Step::unrolled(Goal::AnyMove, &["c2"], "c2-d3")],
        rules: &["E4.1", "E4.6", "E4.7"],
    },
    Lesson {
        id: "einstein-example",
        variant: Einstein,
        position: "2B22/R1R53/1R43/3B6B1/2B41B5 r",
        steps: &[Step::rolled(2, Goal::Reach { piece: Stone, squares: &["c4"] }, &["a2", "b3"], "b3-c4")],
        rules: &["E4.3", "E6"],
    },
    Lesson {
        id: "einstein-race",
        variant: Einstein,
        position: "R24/3B41/2R62/5/3B1B5 r",
        steps: &[
            Step {
                roll: Some(6),
                goal: Goal::Reach { piece: Stone, squares: &["d4"] },
                marks: &["c3", "e5"],
                solution: "c3-d4",
                replies: &[Reply { roll: Some(1), mv: "d5-c5" }],
            },
            Step::rolled(6, Goal::Win(ReachedCorner), &["e5"], "d4-e5"),
        ],
        rules: &["E4.4", "E5.1"],
    },
];
