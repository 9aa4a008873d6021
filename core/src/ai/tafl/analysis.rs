//! Königszabel's hints and post-game review: every candidate move valued by
//! the same full-window search, as a win probability, and for each ply of a
//! game how much the move played gave away (the same verdicts as EinStein's).

use super::AlphaBeta;
use super::search::win_probability;
use crate::ai::analysis::Verdict;
use crate::ai::{Budget, Cancel};
use crate::tafl::{Game, Move, PlayError};

/// Three plies and the quiescence step for every move: about a second.
const ANALYSIS_DEPTH: u32 = 3;
pub const ANALYSIS_BUDGET: Budget = Budget::nodes(1_500_000);

fn analyst() -> AlphaBeta {
    AlphaBeta::new(ANALYSIS_DEPTH)
}

/// Every legal move with the mover's chance to win after it, best first.
pub fn hint(game: &Game, cancel: &Cancel) -> Result<Vec<(Move, f64)>, PlayError> {
    Ok(analyst()
        .analyse(game, &ANALYSIS_BUDGET, cancel)?
        .into_iter()
        .map(|(mv, score)| (mv, win_probability(score)))
        .collect())
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
}

/// Reviews every ply of `game`; a cancelled review returns what it has.
pub fn review(
    game: &Game,
    cancel: &Cancel,
    mut progress: impl FnMut(usize, usize),
) -> Result<Vec<PlyReview>, PlayError> {
    let mut replayed = Game::from_position(*game.start());
    let mut reviews = Vec::new();
    for (index, ply) in game.plies().iter().enumerate() {
        if cancel.is_cancelled() {
            break;
        }
        let moves = hint(&replayed, cancel)?;
        let best = moves[0];
        let played = moves.iter().copied().find(|&(mv, _)| mv == ply.mv).unwrap_or((ply.mv, best.1));
        let loss = (best.1 - played.1).max(0.0);
        reviews.push(PlyReview {
            number: index + 1,
            played,
            best,
            loss,
            verdict: Verdict::from_loss(loss, moves.len()),
        });
        replayed.play(ply.mv)?;
        progress(index + 1, game.plies().len());
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
    fn a_hint_depends_on_the_position_alone_not_on_how_fast_the_machine_searches() {
        // The start, where the search is largest: a clock would cut it where
        // the machine and its load happen to be.
        let game = Game::new(crate::tafl::Rules::default());
        let by_nodes = analyst().analyse(&game, &Budget::nodes(ANALYSIS_BUDGET.nodes), &Cancel::new()).unwrap();
        let hinted = hint(&game, &Cancel::new()).unwrap();
        assert_eq!(hinted, by_nodes.into_iter().map(|(mv, score)| (mv, win_probability(score))).collect::<Vec<_>>());
        assert_eq!(ANALYSIS_BUDGET.time, None, "a clock would make the figures the machine's");
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
