//! The lessons of the games of three and four (RULES.md Part Q), positions
//! in Q5 (rank 1 on top).

use crate::game::EndReason::{CapturedAll, ReachedCorner};
use crate::game::PieceKind::Stone;
use crate::game::Variant::{QuattroDiagonal, Trio};
use crate::learn::lesson::{Goal, Lesson, Reply, Step};

pub static LESSONS: &[Lesson] = &[
    Lesson {
        id: "quattro-corners",
        variant: QuattroDiagonal,
        position: "T14U5/4U21/2T43/6/1W12V31/W24V6 t quattro-diagonal",
        steps: &[
            Step {
                roll: Some(4),
                goal: Goal::Reach { piece: Stone, squares: &["d4"] },
                marks: &["c3", "f6"],
                solution: "c3-d4",
                replies: &[
                    Reply { roll: Some(5), mv: "f1-e1" },
                    Reply { roll: Some(3), mv: "e5-e4" },
                    Reply { roll: Some(1), mv: "b5-c4" },
                ],
            },
            Step::rolled(4, Goal::Capture(&["e4"]), &["d4", "e4"], "d4-e4"),
        ],
        rules: &["Q1", "Q2"],
    },
    Lesson {
        id: "quattro-teams",
        variant: QuattroDiagonal,
        position: "T54U5/6/2V33/1U24/4T21/W2W13V6 t quattro-diagonal",
        steps: &[Step::rolled(2, Goal::Win(ReachedCorner), &["e5", "f6"], "e5-f6")],
        rules: &["Q3"],
    },
    Lesson {
        id: "quattro-trio",
        variant: Trio,
        position: "3U41U3/4T11/6/6/6/W2W54 u trio",
        steps: &[Step::rolled(3, Goal::Win(CapturedAll), &["e2"], "f1-e2")],
        rules: &["Q4"],
    },
];
