//! Königszabel's levels, as data: from the random mover (the anchor of the
//! rating scale, R1: 1000 by definition) to the deepest search a phone
//! affords. Their ratings and the attackers' advantage are measured by
//! `zabel-lab tafl arena` and shipped in `core/data/koenigszabel-levels.tsv`;
//! a level without a row there is not rated yet, and games against it count
//! for nothing.

use std::sync::OnceLock;

use super::eval::WEIGHTS;
use super::{AlphaBeta, Evaluation, Koenigszabel, RandomMover, Temperate};
use crate::ai::level_table::{LevelRating, advantage_in, parse_ratings};
use crate::ai::{Engine, level};

#[derive(Clone, Copy, PartialEq, Debug)]
pub enum EngineKind {
    Random,
    /// Every move searched to `depth` and one chosen with a temperature
    /// (hundredths of a man); a guarded one never misses a found win and
    /// never walks into a found loss (`temperate.rs`).
    Temperate {
        depth: u32,
        temperature: u32,
        guarded: bool,
    },
    /// Alpha-beta to `depth` plies (and quiescence), stopped by the
    /// level's node budget; with `fork_squares` its quiescence knows the
    /// king's fork squares (`AlphaBeta::with_fork_squares`), so a shallow
    /// search sees a fork one move later.
    Search {
        depth: u32,
        evaluation: Evaluation,
        fork_squares: bool,
    },
}

pub type Level = level::Level<EngineKind>;

const fn level(number: u8, engine: EngineKind, nodes: u64) -> Level {
    Level::new(number, engine, nodes)
}

const fn careless(depth: u32, temperature: u32) -> EngineKind {
    EngineKind::Temperate { depth, temperature, guarded: false }
}

const fn guarded(depth: u32, temperature: u32) -> EngineKind {
    EngineKind::Temperate { depth, temperature, guarded: true }
}

/// Plenty for the shallow searches: their depth stops them first.
const SHALLOW: u64 = 2_000_000;
const DEEP: u32 = 64;

/// The bottom levels choose among plausible moves, hotter the lower; from
/// level 4 up none misses a one-move escape or king capture or opens one;
/// the top three search as deep as their budget goes.
pub const LEVELS: [Level; 8] = [
    level(1, EngineKind::Random, 1),
    level(2, careless(1, 1000), SHALLOW),
    level(3, careless(1, 150), SHALLOW),
    level(4, guarded(1, 40), SHALLOW),
    level(5, guarded(2, 30), SHALLOW),
    level(6, EngineKind::Search { depth: DEEP, evaluation: Evaluation::Learned, fork_squares: true }, 10_000),
    level(7, EngineKind::Search { depth: DEEP, evaluation: Evaluation::HandSet(WEIGHTS), fork_squares: true }, 250_000),
    // The phone's second: what one core here searches in about 0.85 s
    // median (`zabel-lab tafl bench --level 8`).
    level(8, EngineKind::Search { depth: DEEP, evaluation: Evaluation::Learned, fork_squares: false }, 1_500_000),
];

const TABLE: &str = include_str!("../../../data/koenigszabel-levels.tsv");

pub fn ratings() -> &'static [LevelRating] {
    static RATINGS: OnceLock<Vec<LevelRating>> = OnceLock::new();
    RATINGS.get_or_init(|| parse_ratings(TABLE).expect("the shipped level table is valid"))
}

/// The Elo the attackers' seat is worth (R1), as measured with the ratings.
pub fn attackers_advantage() -> f64 {
    advantage_in(TABLE, "# attackers' advantage: ").expect("the shipped level table is valid")
}

const SIDES: &str = include_str!("../../../data/koenigszabel-sides.tsv");

/// How a level leans towards a seat, in Elo: it attacks this much better
/// than the attackers' advantage says and defends as much worse, measured
/// with the ratings by `zabel-lab tafl arena --write-sides` and shipped in
/// `core/data/koenigszabel-sides.tsv`. The seat's worth is no one number:
/// in the arena the level of 2026-11-26 that searches with the hand-set
/// evaluation (7) scored 96% attacking level 5, and the top (8) 3%
/// attacking 7 (docs/ai.md, "The attackers' advantage by level").
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Lean {
    pub level: u8,
    pub elo: f64,
}

pub fn leans() -> &'static [Lean] {
    static LEANS: OnceLock<Vec<Lean>> = OnceLock::new();
    LEANS.get_or_init(|| parse_leans(SIDES).expect("the shipped sides table is valid"))
}

fn parse_leans(text: &str) -> Result<Vec<Lean>, String> {
    crate::ai::table::rows(text)
        .map(|(line, fields)| {
            let bad = |why: &str| format!("line {line}: {why}");
            let [level, lean, low, high] = fields.as_slice() else {
                return Err(bad("expected level, lean, low, high"));
            };
            let number = |text: &str| {
                text.parse::<f64>()
                    .ok()
                    .filter(|n| n.is_finite())
                    .ok_or_else(|| bad(&format!("'{text}' is not a number")))
            };
            let (elo, low, high) = (number(lean)?, number(low)?, number(high)?);
            if !(low <= elo && elo <= high) {
                return Err(bad(&format!("the lean {elo} is not within {low}..{high}")));
            }
            Ok(Lean { level: level.parse().map_err(|_| bad("level is not a number"))?, elo })
        })
        .collect()
}

/// The Elo the attackers' seat is worth in a game against level `number`,
/// for a player whose own lean is unknown (a person): the mean of the
/// level's lean and the one measured advantage, which is how a player of
/// no known lean leans. A level without a lean measured gets the one
/// advantage.
pub fn attackers_advantage_against(number: u8) -> f64 {
    let typical = attackers_advantage();
    let lean = leans().iter().find(|lean| lean.level == number).map_or(typical, |lean| lean.elo);
    (typical + lean) / 2.0
}

pub fn by_number(number: u8) -> Option<&'static Level> {
    level::by_number(&LEVELS, number)
}

impl level::Kind for EngineKind {
    type Game = Koenigszabel;
    const GAME: &'static str = "koenigszabel";

    fn build(&self, seed: u64) -> Box<dyn Engine<Koenigszabel>> {
        match *self {
            EngineKind::Random => Box::new(RandomMover::new(seed)),
            EngineKind::Temperate { depth, temperature, guarded } => {
                Box::new(Temperate::new(depth, temperature, guarded, seed))
            }
            EngineKind::Search { depth, evaluation, fork_squares } => {
                Box::new(AlphaBeta::new(depth).with_evaluation(evaluation).with_fork_squares(fork_squares))
            }
        }
    }
}

impl Level {
    /// The measured rating (R1); `None` until measured.
    pub fn rating(&self) -> Option<f64> {
        ratings().iter().find(|row| row.level == self.number).map(|row| row.rating)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Cancel;
    use crate::tafl::{Game, Move};

    #[test]
    fn r1_the_random_mover_is_the_anchor_and_the_table_reads() {
        assert_eq!(LEVELS[0].engine, EngineKind::Random);
        assert_eq!(LEVELS[0].rating(), Some(1000.0));
        assert!(LEVELS.iter().enumerate().all(|(index, level)| level.number as usize == index + 1));
        assert!(attackers_advantage().is_finite());
    }

    /// A move that wins at once for the side to move, if any.
    fn winning_move(game: &Game) -> Option<Move> {
        let mover = game.position().turn();
        game.position().legal_moves().into_iter().find(|&mv| {
            let mut after = game.clone();
            after.play(mv).is_ok() && after.outcome().and_then(|outcome| outcome.winner()) == Some(mover)
        })
    }

    fn decide(level: &Level, seed: u64, position: &str) -> (Game, Move) {
        let game = Game::from_position(position.parse().unwrap());
        let mv = level.engine(seed).decide(&game, (), &level.budget, &Cancel::new()).unwrap().mv;
        (game, mv)
    }

    #[test]
    fn from_level_4_up_no_one_move_escape_or_king_capture_is_missed_or_opened() {
        // K8.1: the king on a4 runs to the castle a1; K5: h5-m5 closes the
        // king in at the edge; the attackers must keep or close the a-file.
        let take = ["13/a12/13/13/13/13/13/13/13/k12/13/13/4a8 d", "13/13/13/13/13/13/12a/11ak/7a5/13/13/13/13 a"];
        let keep_shut =
            ["13/a12/13/13/13/13/13/13/13/k12/2a10/13/4a8 a", "13/a12/13/13/13/13/13/13/13/k12/a12/13/4a8 a"];
        for level in LEVELS.iter().filter(|level| level.number >= 4) {
            for seed in 0..8 {
                for position in take {
                    let (game, mv) = decide(level, seed, position);
                    assert_eq!(Some(mv), winning_move(&game), "level {} seed {seed} in {position}", level.number);
                }
                for position in keep_shut {
                    let (mut game, mv) = decide(level, seed, position);
                    game.play(mv).unwrap();
                    let opened = winning_move(&game);
                    assert_eq!(opened, None, "level {} seed {seed} played {mv} in {position}", level.number);
                }
            }
        }
    }

    #[test]
    fn from_level_5_up_the_king_is_not_let_to_a_fork_that_one_move_prevents() {
        // The king on d7 runs to a7 and sees a1 and a13 unless a man closes
        // the a-file first (the position of `temperate.rs`'s test).
        let fork = "13/13/13/7a5/13/3d9/3kd8/3d9/12a/13/13/13/13 a";
        for level in LEVELS.iter().filter(|level| level.number >= 5) {
            let seeds = if matches!(level.engine, EngineKind::Search { .. }) { 1 } else { 8 };
            for seed in 0..seeds {
                let (game, mv) = decide(level, seed, fork);
                let forked = super::super::temperate::lets_the_king_fork(game.position(), mv);
                assert!(!forked, "level {} seed {seed} played {mv}", level.number);
            }
        }
    }

    #[test]
    fn levels_6_and_7_stop_the_king_from_reaching_a_fork_square() {
        // Level 6's game 0 against `zabel-lab tafl king-run`: the king on i2
        // runs to m2, beside the castle m1, where no answer stops him; at
        // 10,000 nodes level 6 saw one ply and played i13-i3. A man to m3,
        // m2 or l2 stops it.
        let text = "4aaaaa4/6a6/13/a11a/6d6/a4ddd4a/aa2dd3ddaa/a4dd3d1a/6d6/a11a/13/3a4k4/4aaaaa4 a";
        let reaches = |game: &Game, mv: Move| {
            let mut after = *game.position();
            after.play_unchecked(mv);
            super::super::search::king_reaches_a_fork_square(&after)
        };
        for level in LEVELS.iter().filter(|level| level.number >= 6 && level.number <= 7) {
            let (game, mv) = decide(level, 0, text);
            assert!(!reaches(&game, mv), "level {} played {mv}", level.number);
        }
    }

    #[test]
    fn below_level_4_a_level_sometimes_misses_what_the_guarded_ones_see() {
        let misses = |number: u8| {
            let level = by_number(number).unwrap();
            let position = "13/a12/13/13/13/13/13/13/13/k12/13/13/4a8 d";
            (0..100).filter(|&seed| decide(level, seed, position).1.to_string() != "a4-a1").count()
        };
        let (two, three) = (misses(2), misses(3));
        assert!(two > 10 && three < two, "level 2 missed {two} of 100 escapes, level 3 {three}");
    }

    #[test]
    fn every_rated_level_has_a_lean_and_the_advantage_against_it_is_the_mean_of_two_leans() {
        for row in ratings() {
            let lean = leans().iter().find(|lean| lean.level == row.level).expect("a lean for every rated level");
            let against = attackers_advantage_against(row.level);
            assert!((against - (attackers_advantage() + lean.elo) / 2.0).abs() < 1e-9);
        }
        assert_eq!(attackers_advantage_against(99), attackers_advantage());
        assert!(parse_leans("1\t-100\t-50\t0\n").unwrap_err().contains("not within"));
        assert!(parse_leans("1\t-100\t-150\n").is_err());
        assert_eq!(parse_leans("# c\n2\t-100\t-150\t-50\n"), Ok(vec![Lean { level: 2, elo: -100.0 }]));
    }

    #[test]
    fn r1_the_measured_attackers_advantage_reaches_the_side_choice() {
        // The seed's layout favours the defenders (docs/ai.md): the shipped
        // table says so, and so does the expected score per side.
        assert!(attackers_advantage() < -100.0, "{}", attackers_advantage());
        let level_1 = &crate::rating::opponents::opponents(
            crate::game::Variant::Koenigszabel,
            1000.0,
            crate::text::Language::English,
        )[0];
        let [attacking, defending] = level_1.expected_by_seat;
        assert!(attacking < 0.5 && defending > 0.5, "{attacking} {defending}");
        assert!((level_1.expected_score - 0.5).abs() < 1e-9);
    }
}
