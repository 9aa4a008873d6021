//! Königszabel's hints and post-game review: every candidate move valued by
//! the same full-window search, as a win probability, and for each ply of a
//! game how much the move played gave away (the same verdicts as EinStein's).

use std::sync::LazyLock;

use super::search::is_found_win;
use super::{AlphaBeta, Evaluation};
use crate::ai::{Budget, Cancel};
use crate::ai::{Finding, Found, Verdict};
use crate::tafl::{Game, Move, PlayError, Position, Side};

/// Three plies and the quiescence step for every move: about a second.
pub const ANALYSIS_DEPTH: u32 = 3;
pub const ANALYSIS_BUDGET: Budget = Budget::nodes(1_500_000);

/// The engine behind hints, reviews and the fit of their chances, so that
/// the curve is fitted to the values it turns into chances: the top
/// level's learned evaluation, searched to the analysis depth.
pub fn analyst() -> AlphaBeta {
    AlphaBeta::new(ANALYSIS_DEPTH).with_evaluation(Evaluation::Learned)
}

/// The curve that turns the analyst's value of a move into the mover's
/// chance to win: logistic in the value, with an offset for the side that
/// moves, each leaning with how far the game has come (the men still on
/// the board: early values say less than late ones), fitted to the results
/// of games (`zabel-lab tafl chances`, docs/ai.md) and shipped in
/// `core/data/koenigszabel-chances.tsv`.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Chances {
    /// One weight per input, in the order of [`Chances::inputs`].
    pub weights: [f64; INPUTS],
}

/// How many numbers the curve is linear in.
pub const INPUTS: usize = 6;

const NAMES: [&str; INPUTS] =
    ["per_man", "attackers_to_move", "defenders_to_move", "per_man_by_men", "attackers_by_men", "defenders_by_men"];

/// The men on the board at the start (K2): the game's progress is the
/// share of them still standing.
const START_MEN: f64 = 36.0;

/// The attackers' and defenders' men on the board, the king not counted.
pub fn men_on_board(position: &Position) -> u32 {
    position.men(Side::Attackers).count() + position.men(Side::Defenders).count()
}

impl Chances {
    /// A found win or loss: certain, whatever the curve.
    pub fn certain(score: i32) -> Option<f64> {
        if is_found_win(score) {
            Some(1.0)
        } else if is_found_win(-score) {
            Some(0.0)
        } else {
            None
        }
    }

    /// Values beyond this many men (100 hundredths each) say no more: the
    /// curve is flat there, as the fit saw it, so an evaluation that runs
    /// far ahead of what games bear out never shows as certain.
    pub const FLAT_BEYOND_MEN: f64 = 30.0;

    /// What the curve is linear in: the value in men (flat beyond
    /// [`Self::FLAT_BEYOND_MEN`]) and which side moves, then the same
    /// three times the share of the start's men still on the board.
    pub fn inputs(score: i32, mover: Side, men: u32) -> [f64; INPUTS] {
        let attackers = f64::from(u8::from(mover == Side::Attackers));
        let value = (f64::from(score) / 100.0).clamp(-Self::FLAT_BEYOND_MEN, Self::FLAT_BEYOND_MEN);
        let standing = f64::from(men) / START_MEN;
        let plain = [value, attackers, 1.0 - attackers];
        [plain[0], plain[1], plain[2], plain[0] * standing, plain[1] * standing, plain[2] * standing]
    }

    /// The chance that `mover`, whose move the analyst values at `score`
    /// with `men` on the board, wins.
    pub fn for_mover(&self, score: i32, mover: Side, men: u32) -> f64 {
        Self::certain(score).unwrap_or_else(|| {
            let logit: f64 =
                Self::inputs(score, mover, men).iter().zip(self.weights).map(|(input, weight)| input * weight).sum();
            1.0 / (1.0 + (-logit).exp())
        })
    }

    /// The table's lines, `name<TAB>value`.
    pub fn to_table(&self) -> String {
        NAMES.iter().zip(self.weights).map(|(name, value)| format!("{name}\t{value:.6}\n")).collect()
    }

    fn from_table(text: &str) -> Result<Chances, String> {
        let mut values = [None; INPUTS];
        for line in text.lines().filter(|line| !line.starts_with('#') && !line.trim().is_empty()) {
            let (name, value) = line.split_once('\t').ok_or_else(|| format!("'{line}': expected name<TAB>value"))?;
            let slot = NAMES.iter().position(|known| *known == name).ok_or_else(|| format!("unknown '{name}'"))?;
            values[slot] = Some(value.parse::<f64>().map_err(|_| format!("'{value}' is not a number"))?);
        }
        let missing: Vec<&str> =
            NAMES.iter().zip(values).filter(|(_, value)| value.is_none()).map(|(name, _)| *name).collect();
        if !missing.is_empty() {
            return Err(format!("missing {}", missing.join(", ")));
        }
        let weights = values.map(Option::unwrap_or_default);
        // A better value must mean a better chance at every stage of a game.
        if weights[0] <= 0.0 || weights[0] + weights[3] <= 0.0 {
            return Err("the value's weight must be positive from the start to the end".to_owned());
        }
        Ok(Chances { weights })
    }

    /// The shipped curve.
    pub fn shipped() -> &'static Chances {
        static SHIPPED: LazyLock<Chances> = LazyLock::new(|| {
            Chances::from_table(include_str!("../../../data/koenigszabel-chances.tsv"))
                .expect("the shipped chances table is valid")
        });
        &SHIPPED
    }
}

/// Every legal move with the mover's chance to win after it, best first.
pub fn hint(game: &Game, cancel: &Cancel) -> Result<Vec<(Move, f64)>, PlayError> {
    Ok(assess(game, cancel)?.into_iter().map(|assessed| (assessed.mv, assessed.chance)).collect())
}

/// A candidate move as a hint shows it: its chance and what the search
/// found it does against the best.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Assessed {
    pub mv: Move,
    pub chance: f64,
    pub finding: Finding,
}

/// Every legal move assessed, best first.
pub fn assess(game: &Game, cancel: &Cancel) -> Result<Vec<Assessed>, PlayError> {
    let (mover, men) = (game.position().turn(), men_on_board(game.position()));
    let moves = analysed(game, cancel)?;
    let best = moves[0].1;
    Ok(moves
        .into_iter()
        .map(|(mv, score)| Assessed {
            mv,
            chance: Chances::shipped().for_mover(score, mover, men),
            finding: finding((score, found(score)), (best, found(best)), mover),
        })
        .collect())
}

/// Values this close to the best (hundredths of a man) are as good.
const AS_GOOD: i32 = 10;

/// What a move valued `played` does against the `best` (each a value
/// and what it proves) for `mover`.
fn finding(played: (i32, Found), best: (i32, Found), mover: Side) -> Finding {
    match (played.1, best.1) {
        (Found::Win, _) => Finding::Wins,
        (Found::Loss, Found::Loss) if played.0 >= best.0 => Finding::Best,
        (Found::Loss, Found::Loss) => Finding::Loses,
        (Found::Loss, _) if mover == Side::Attackers => Finding::LetsKingOut,
        (Found::Loss, _) => Finding::AllowsKingCapture,
        (Found::Nothing, Found::Win) => Finding::MissesWin,
        _ if played.0 >= best.0 => Finding::Best,
        _ if best.0 - played.0 <= AS_GOOD => Finding::AsGood,
        _ if best.0 - played.0 < 50 => Finding::Worse,
        _ => Finding::WorseByMen(((best.0 - played.0 + 50) / 100).clamp(1, 99) as u8),
    }
}

/// Every legal move with the analyst's value for the mover, best first.
fn analysed(game: &Game, cancel: &Cancel) -> Result<Vec<(Move, i32)>, PlayError> {
    analyst().analyse(game, &ANALYSIS_BUDGET, cancel)
}

/// What a value proves for the side it belongs to.
fn found(score: i32) -> Found {
    match Chances::certain(score) {
        Some(1.0) => Found::Win,
        Some(_) => Found::Loss,
        None => Found::Nothing,
    }
}

/// One ply of a reviewed game.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct PlyReview {
    /// 1-based, as in the record.
    pub number: usize,
    pub played: (Move, f64),
    pub best: (Move, f64),
    /// Win probability given away by the move played, 0..1.
    pub loss: f64,
    pub verdict: Verdict,
    /// What the search found the move played does.
    pub finding: Finding,
}

/// Reviews every ply of `game`; a cancelled review returns what it has.
///
/// The analysis of the position after a move is also a deeper look at
/// that move: where it proves a result (the opponent's forced win, or
/// every reply lost), the move's chance is that result, however the
/// search before the move valued it; the game's last move gets the same
/// look unless the board ended the game.
pub fn review(
    game: &Game,
    cancel: &Cancel,
    mut progress: impl FnMut(usize, usize),
) -> Result<Vec<PlyReview>, PlayError> {
    let mut replayed = Game::from_position(*game.start());
    let mut reviews = Vec::new();
    let mut before = analysed(&replayed, cancel)?;
    for (index, ply) in game.plies().iter().enumerate() {
        if cancel.is_cancelled() {
            break;
        }
        let (mover, men) = (replayed.position().turn(), men_on_board(replayed.position()));
        let chance = |score: i32| Chances::shipped().for_mover(score, mover, men);
        replayed.play(ply.mv)?;
        let after = if replayed.is_over() { None } else { Some(analysed(&replayed, cancel)?) };
        let (best_move, best_score) = before[0];
        let played_score = before.iter().find(|&&(mv, _)| mv == ply.mv).map_or(best_score, |&(_, score)| score);
        let played_found = match (found(played_score), after.as_ref().map(|replies| found(replies[0].1))) {
            (Found::Nothing, Some(Found::Win)) => Found::Loss,
            (Found::Nothing, Some(Found::Loss)) => Found::Win,
            (proved, _) => proved,
        };
        let played_chance = match played_found {
            Found::Win => 1.0,
            Found::Loss => 0.0,
            Found::Nothing => chance(played_score),
        };
        // The deeper look may find the move played better than the best
        // the search before it saw: then it is the best.
        let (best, best_value) = if played_chance > chance(best_score) {
            ((ply.mv, played_chance), (played_score, played_found))
        } else {
            ((best_move, chance(best_score)), (best_score, found(best_score)))
        };
        let loss = (best.1 - played_chance).max(0.0);
        reviews.push(PlyReview {
            number: index + 1,
            played: (ply.mv, played_chance),
            best,
            loss,
            verdict: Verdict::judge(best_value.1, played_found, loss, before.len()),
            finding: finding((played_score, played_found), best_value, mover),
        });
        progress(index + 1, game.plies().len());
        match after {
            Some(after) => before = after,
            None => break,
        }
    }
    Ok(reviews)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_hint_puts_the_escape_first_and_certain() {
        let game = Game::from_position("13/a12/13/13/13/13/13/13/13/k12/13/13/4a8 d".parse().unwrap());
        let hints = hint(&game, &Cancel::new()).unwrap();
        assert_eq!(hints[0].0.to_string(), "a4-a1");
        assert_eq!(hints[0].1, 1.0);
        assert_eq!(hints.len() as u32, game.position().count_moves());
        assert!(hints.windows(2).all(|w| w[0].1 >= w[1].1));
    }

    #[test]
    fn a_forced_escape_two_plies_ahead_is_certain_too() {
        // c3-a3 (or c3-c13) opens two routes to castles (K8.1); the lone
        // attacker closes one at most.
        let game = Game::from_position("13/13/13/13/13/13/13/13/13/13/2k10/13/11a1 d".parse().unwrap());
        let hints = hint(&game, &Cancel::new()).unwrap();
        assert_eq!(hints[0].1, 1.0, "{hints:?}");
        let forks: Vec<String> = hints.iter().filter(|h| h.1 == 1.0).map(|h| h.0.to_string()).collect();
        assert!(forks.contains(&"c3-a3".to_owned()), "{forks:?}");
    }

    /// Game 25 of level 5 against itself, ply 38: every attackers' move
    /// lets the king reach a castle's neighbour, and it escapes at ply 4.
    /// Searched move by move at full depth, 100,000 nodes left most moves
    /// with the value of the board after them, and one such move, lost,
    /// came first at a 35% chance.
    #[test]
    fn a_hint_cut_short_by_its_budget_still_sees_the_king_run_two_moves_ahead() {
        let lost: Position =
            "5aaa1d3/6a6/1a5a5/4a1a6/a4d4d2/a11a/aa5dd2aa/a4d2d1d1a/a5d5a/2a4a5/13/3k9/5aa1a4 a".parse().unwrap();
        let game = Game::from_position(lost);
        let (moves, spent) = analyst().analyse_counting(&game, &Budget::nodes(100_000), &Cancel::new()).unwrap();
        assert_eq!(spent, 100_000, "cut short");
        assert!(moves.iter().all(|&(_, value)| is_found_win(-value)), "every move is lost: {:?}", &moves[..3]);
        let chances = Chances::shipped();
        assert_eq!(chances.for_mover(moves[0].1, Side::Attackers, men_on_board(&lost)), 0.0);
    }

    #[test]
    fn a_hint_depends_on_the_position_alone_not_on_how_fast_the_machine_searches() {
        // The start, where the search is largest: a clock would cut it where
        // the machine and its load happen to be.
        let game = Game::new(crate::tafl::Rules::default());
        let by_nodes = analyst().analyse(&game, &Budget::nodes(ANALYSIS_BUDGET.nodes), &Cancel::new()).unwrap();
        let hinted = hint(&game, &Cancel::new()).unwrap();
        let men = men_on_board(game.position());
        assert_eq!(men, 36, "K2's men");
        let chances =
            by_nodes.into_iter().map(|(mv, score)| (mv, Chances::shipped().for_mover(score, Side::Attackers, men)));
        assert_eq!(hinted, chances.collect::<Vec<_>>());
        assert_eq!(ANALYSIS_BUDGET.time, None, "a clock would make the figures the machine's");
    }

    #[test]
    fn the_shipped_chances_rise_with_the_value_and_found_results_are_certain() {
        let chances = Chances::shipped();
        for mover in Side::BOTH {
            for men in [0, 12, 36] {
                let curve: Vec<f64> = (-10..=10).map(|value| chances.for_mover(value * 100, mover, men)).collect();
                assert!(curve.windows(2).all(|pair| pair[0] < pair[1]), "{mover}, {men} men: {curve:?}");
                assert!(curve.iter().all(|p| (0.0..1.0).contains(p) && *p > 0.0));
                assert_eq!(chances.for_mover(999_990, mover, men), 1.0);
                assert_eq!(chances.for_mover(-999_990, mover, men), 0.0);
                // Flat beyond 30 men of value: never certain unless found.
                assert_eq!(chances.for_mover(3000, mover, men), chances.for_mover(90_000, mover, men));
                assert!(chances.for_mover(90_000, mover, men) < 1.0);
            }
        }
        assert_eq!(Chances::from_table(&chances.to_table()).unwrap().to_table(), chances.to_table());
        assert!(Chances::from_table("per_man\t0.5\n").unwrap_err().contains("missing attackers_to_move"));
        let leaning = |per_man: f64, by_men: f64| {
            let table = chances
                .to_table()
                .replace(&format!("per_man\t{:.6}", chances.weights[0]), &format!("per_man\t{per_man}"));
            table.replace(&format!("per_man_by_men\t{:.6}", chances.weights[3]), &format!("per_man_by_men\t{by_men}"))
        };
        assert!(Chances::from_table(&leaning(-1.0, 2.0)).is_err(), "a worse value at the end would read as better");
        assert!(Chances::from_table(&leaning(0.5, -0.6)).is_err(), "and at the start");
        assert!(Chances::from_table(&leaning(0.5, -0.4)).is_ok());
        assert!(Chances::from_table("scale 1").is_err());
    }

    /// Level 5 against itself (seed 4 of a scan of such games), ply 13:
    /// the analyst values g12-l12 at about 30%, as good as the best move,
    /// but after it finds the defenders' forced win (g9-l9). The fitted
    /// curve called it good (issue 63).
    #[test]
    fn a_move_after_which_the_analyst_finds_a_forced_loss_is_a_blunder() {
        let before: Position =
            "4aaaaa4/6a5a/8d4/13/1a4d6/a4ddd2d1a/a3dd3k1aa/a1a2ddd4a/a6d5/2a10/13/6a6/4aaaaa4 a".parse().unwrap();
        let mut game = Game::from_position(before);
        game.play("g12-l12".parse().unwrap()).unwrap();
        let after = hint(&game, &Cancel::new()).unwrap();
        assert_eq!((after[0].0.to_string(), after[0].1), ("g9-l9".to_owned(), 1.0), "the defenders' found win");
        let reviews = review(&game, &Cancel::new(), |_, _| {}).unwrap();
        assert_eq!(reviews.len(), 1);
        assert!(reviews[0].best.1 > 0.0, "the best move was not lost: {:?}", reviews[0]);
        assert_eq!(reviews[0].played.1, 0.0, "a found loss is certain: {:?}", reviews[0]);
        assert_eq!(reviews[0].verdict, Verdict::Blunder);
        assert_eq!(reviews[0].finding, Finding::LetsKingOut);
    }

    #[test]
    fn a_hint_ranks_moves_by_what_the_search_found() {
        let game = Game::new(crate::tafl::Rules::default());
        let hints = assess(&game, &Cancel::new()).unwrap();
        assert_eq!(hints[0].finding, Finding::Best);
        let later: Vec<Finding> = hints.iter().map(|hint| hint.finding).collect();
        assert!(later.iter().any(|finding| matches!(finding, Finding::WorseByMen(_))), "{later:?}");
        // A lone defender's king: the escape wins; a move that leaves the
        // king to be captured at the edge (K6) allows the capture.
        let game = Game::from_position("13/13/13/13/13/13/12d/13/a12/ka11/2a10/13/13 d".parse().unwrap());
        let hints = assess(&game, &Cancel::new()).unwrap();
        assert_eq!((hints[0].mv.to_string(), hints[0].finding), ("a4-a1".to_owned(), Finding::Wins));
        let m7: Vec<Finding> =
            hints.iter().filter(|hint| hint.mv.to_string() == "m7-m8").map(|hint| hint.finding).collect();
        assert_eq!(m7, [Finding::AllowsKingCapture]);
    }

    #[test]
    fn what_a_move_does_follows_what_the_search_proved_then_its_value_in_men() {
        use Found::*;
        let side = Side::Attackers;
        assert_eq!(finding((0, Nothing), (0, Nothing), side), Finding::Best);
        assert_eq!(finding((-8, Nothing), (0, Nothing), side), Finding::AsGood);
        assert_eq!(finding((-40, Nothing), (0, Nothing), side), Finding::Worse);
        assert_eq!(finding((-90, Nothing), (0, Nothing), side), Finding::WorseByMen(1));
        assert_eq!(finding((-260, Nothing), (0, Nothing), side), Finding::WorseByMen(3));
        assert_eq!(finding((0, Nothing), (999_000, Win), side), Finding::MissesWin);
        assert_eq!(finding((-999_000, Loss), (0, Nothing), side), Finding::LetsKingOut);
        assert_eq!(finding((-999_000, Loss), (0, Nothing), Side::Defenders), Finding::AllowsKingCapture);
        assert_eq!(finding((-999_000, Loss), (-998_000, Loss), side), Finding::Loses);
    }

    #[test]
    fn a_review_marks_a_missed_escape_as_a_blunder() {
        // a4-a1 wins; after m7-m8, c3-a3 captures the king at the edge (K6).
        let mut game = Game::from_position("13/13/13/13/13/13/12d/13/a12/ka11/2a10/13/13 d".parse().unwrap());
        game.play("m7-m8".parse().unwrap()).unwrap();
        let reviews = review(&game, &Cancel::new(), |_, _| {}).unwrap();
        assert_eq!(reviews.len(), 1);
        assert_eq!(reviews[0].best.0.to_string(), "a4-a1");
        assert_eq!(reviews[0].verdict, Verdict::Blunder);
        assert_eq!((reviews[0].best.1, reviews[0].played.1, reviews[0].loss), (1.0, 0.0, 1.0));
    }
}
