//! Königszabel's lessons (RULES.md Part K), positions in K10.

use crate::game::EndReason::{KingCaptured, KingEscaped, NoLegalMove, Repetition};
use crate::game::PieceKind::{King, Man};
use crate::game::Variant::Koenigszabel;
use crate::learn::lesson::{Goal, Lesson, Reply, Step};

const fn answered(goal: Goal, solution: &'static str, reply: &'static [Reply]) -> Step {
    Step { roll: None, goal, marks: &[], solution, replies: reply }
}

const fn reply(mv: &'static str) -> Reply {
    Reply { roll: None, mv }
}

pub static LESSONS: &[Lesson] = &[
    Lesson {
        id: "tafl-moves",
        variant: Koenigszabel,
        position: "13/13/13/9d3/13/13/13/13/13/3a9/10k2/13/13 a",
        steps: &[Step::unrolled(Goal::Reach { piece: Man, squares: &["d11"] }, &["d4", "d11"], "d4-d11")],
        rules: &["K1", "K2", "K3"],
    },
    Lesson {
        id: "tafl-blocked",
        variant: Koenigszabel,
        position: "13/13/10k2/9d3/13/13/13/13/13/1a6d4/13/13/13 a",
        steps: &[Step::unrolled(Goal::Reach { piece: Man, squares: &["h4"] }, &["b4", "i4"], "b4-h4")],
        rules: &["K3"],
    },
    Lesson {
        id: "tafl-throne",
        variant: Koenigszabel,
        position: "13/11a1/13/9d3/13/13/2k10/13/13/6d6/13/13/13 d",
        steps: &[Step::unrolled(Goal::Reach { piece: King, squares: &["g7"] }, &["c7", "g7"], "c7-g7")],
        rules: &["K1", "K3"],
    },
    Lesson {
        id: "tafl-escape",
        variant: Koenigszabel,
        position: "13/13/13/9d3/2a10/13/13/13/k12/9a3/13/13/1d11 d",
        steps: &[Step::unrolled(Goal::Win(KingEscaped), &["a5", "a1", "a13"], "a5-a1")],
        rules: &["K1", "K3", "K8.1"],
    },
    Lesson {
        id: "tafl-capture",
        variant: Koenigszabel,
        position: "13/13/9k3/10a2/13/13/13/7a5/4d8/4a8/9d3/13/13 a",
        steps: &[Step::unrolled(Goal::Capture(&["e5"]), &["e5", "e4"], "h6-e6")],
        rules: &["K4"],
    },
    Lesson {
        id: "tafl-castle-hostile",
        variant: Koenigszabel,
        position: "13/13/9k3/10a2/13/13/13/13/2a10/13/9d3/13/1d11 a",
        steps: &[Step::unrolled(Goal::Capture(&["b1"]), &["b1", "a1"], "c5-c1")],
        rules: &["K1", "K4"],
    },
    Lesson {
        id: "tafl-several",
        variant: Koenigszabel,
        position: "13/13/9k3/10a2/13/13/4a8/4d8/2ad1da6/13/13/13/4a8 a",
        steps: &[Step::unrolled(Goal::Capture(&["d5", "f5", "e6"]), &["d5", "f5", "e6"], "e1-e5")],
        rules: &["K4"],
    },
    Lesson {
        id: "tafl-between",
        variant: Koenigszabel,
        position: "13/13/9k3/10a2/13/4d8/13/13/13/3a1a7/9d3/13/13 d",
        steps: &[Step::unrolled(Goal::Reach { piece: Man, squares: &["e4"] }, &["d4", "e4", "f4"], "e8-e4")],
        rules: &["K4"],
    },
    Lesson {
        id: "tafl-king-four",
        variant: Koenigszabel,
        position: "13/13/5a7/4aka6/2a10/13/13/13/13/9d3/10a2/13/13 a",
        steps: &[Step::unrolled(Goal::Win(KingCaptured), &["f10", "f9"], "c9-f9")],
        rules: &["K5", "K8.2"],
    },
    Lesson {
        id: "tafl-king-throne",
        variant: Koenigszabel,
        position: "13/13/13/13/2a10/5aka5/13/13/13/9d3/10a2/13/13 a",
        steps: &[Step::unrolled(Goal::Win(KingCaptured), &["g8", "g7", "g9"], "c9-g9")],
        rules: &["K5"],
    },
    Lesson {
        id: "tafl-king-edge",
        variant: Koenigszabel,
        position: "13/13/13/9da2/13/13/13/13/13/13/13/1a11/3aka7 a",
        steps: &[Step::unrolled(Goal::Win(KingCaptured), &["e1", "e2"], "b2-e2")],
        rules: &["K5"],
    },
    Lesson {
        id: "tafl-king-guard",
        variant: Koenigszabel,
        position: "13/13/13/10a2/13/13/13/13/6a6/13/13/5a7/4akda5 a",
        steps: &[Step::unrolled(Goal::Win(KingCaptured), &["f1", "g1", "g2"], "g5-g2")],
        rules: &["K6"],
    },
    Lesson {
        id: "tafl-shieldwall",
        variant: Koenigszabel,
        position: "13/13/9k3/10a2/13/13/13/13/13/6a6/13/3aaa7/2addd7 a shieldwall",
        steps: &[Step::unrolled(Goal::Capture(&["d1", "e1", "f1"]), &["d1", "e1", "f1", "g1"], "g4-g1")],
        rules: &["K7"],
    },
    Lesson {
        id: "tafl-no-move",
        variant: Koenigszabel,
        position: "13/13/13/13/13/13/13/13/6a6/13/13/5a1a5/4adkda4 a",
        steps: &[Step::unrolled(Goal::Win(NoLegalMove), &["g1", "g2"], "g5-g2")],
        rules: &["K8.3"],
    },
    Lesson {
        id: "tafl-repetition",
        variant: Koenigszabel,
        position: "13/13/13/6k6/13/13/13/13/a12/13/9da2/13/13 d",
        steps: &[
            answered(Goal::Reach { piece: King, squares: &["h10"] }, "g10-h10", &[reply("a5-a4")]),
            answered(Goal::Reach { piece: King, squares: &["i10"] }, "h10-i10", &[reply("a4-a5")]),
            answered(Goal::Reach { piece: King, squares: &["h10"] }, "i10-h10", &[reply("a5-a4")]),
            answered(Goal::Reach { piece: King, squares: &["i10"] }, "h10-i10", &[reply("a4-a5")]),
            answered(Goal::Draw(Repetition), "i10-h10", &[]),
        ],
        rules: &["K8.4", "K8.5", "K8.6"],
    },
    Lesson {
        id: "tafl-attack-plan",
        variant: Koenigszabel,
        position: "13/13/13/10a2/a12/13/13/k12/13/2a10/9d3/13/13 a",
        steps: &[Step::unrolled(
            Goal::Reach { piece: Man, squares: &["a2", "a3", "a4", "a5"] },
            &["a6", "a1"],
            "c4-a4",
        )],
        rules: &["K8.1", "K8.2"],
    },
    Lesson {
        id: "tafl-defence-plan",
        variant: Koenigszabel,
        position: "4a8/13/10a2/2k6d3/13/13/13/12a/13/1a11/13/9a3/6a6 d",
        steps: &[
            answered(Goal::Reach { piece: King, squares: &["a10"] }, "c10-a10", &[reply("b4-a4")]),
            Step::unrolled(Goal::Win(KingEscaped), &["a13"], "a10-a13"),
        ],
        rules: &["K8.1"],
    },
];
