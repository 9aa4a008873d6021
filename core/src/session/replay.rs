//! A finished game of any variant to step through, ply by ply, as the same
//! [`GameView`] a game in progress shows, and its review by the analysis
//! engine where the game has one.

use std::sync::Arc;

use super::SessionError;
use super::view::{self, GameView};
use crate::ai::Cancel;
use crate::ai::Verdict;
use crate::game::{Mark, Phase, PlayerKind, ReviewedPly, Seat};
use crate::games::AnyGame;
use crate::store::{NewGame, Store, StoredGame};
use crate::text::Language;

pub struct Replay {
    stored: StoredGame,
    game: AnyGame,
    language: Language,
    /// False for a game opened from a record: it has no place in the history.
    in_history: bool,
    /// Where its review is kept once worked out.
    reviews: Option<Arc<Store>>,
}

/// Bumped whenever an analysis engine judges differently, so that reviews
/// kept from before are worked out again.
const ANALYSIS_VERSION: u32 = 4;

impl Replay {
    /// The stored game with its record read; a record that does not read is
    /// damage in the store and named so.
    pub fn new(stored: StoredGame, language: Language) -> Result<Replay, String> {
        let game = AnyGame::from_record(stored.game.variant, &stored.game.record)
            .map_err(|e| format!("game {}: {e}", stored.id))?;
        Ok(Replay { stored, game, language, in_history: true, reviews: None })
    }

    /// A finished game from a record a person opened (a file, the
    /// clipboard), to step through and review; it is not added to the
    /// history and counts for no rating. Who played is not in every record,
    /// so every seat reads as a person's.
    pub fn opened(record: &str, language: Language) -> Result<Replay, SessionError> {
        let game = AnyGame::read_record(record).map_err(|e| SessionError::BadRecord(e.to_string()))?;
        let state = game.state();
        let ending = state.ending().ok_or(SessionError::UnfinishedRecord)?;
        let stored = StoredGame {
            id: 0,
            game: NewGame {
                variant: state.variant(),
                finished_at: 0,
                record: state.to_record(),
                players: vec![PlayerKind::Human; state.variant().seats()],
                ending,
                rated: None,
            },
            rating_change: None,
        };
        Ok(Replay { stored, game, language, in_history: false, reviews: None })
    }

    /// Keeps the review in `store` once it is worked out whole, and takes
    /// it from there when it was.
    pub fn with_reviews_in(self, store: Arc<Store>) -> Replay {
        Replay { reviews: Some(store), ..self }
    }

    pub fn stored(&self) -> &StoredGame {
        &self.stored
    }

    /// The game's id in the history; none for a game opened from a record.
    pub fn game_id(&self) -> Option<u64> {
        self.in_history.then_some(self.stored.id)
    }

    pub fn game(&self) -> &AnyGame {
        &self.game
    }

    /// The seat a review follows on every ply, so that its chances do not
    /// change sides: the one person's seat against the computer, else the
    /// first seat.
    pub fn viewpoint(&self) -> Seat {
        PlayerKind::lone_person(&self.stored.game.players).unwrap_or(Seat(0))
    }

    /// The language its texts are in.
    pub fn language(&self) -> Language {
        self.language
    }

    /// The one person who played the computer, whom the texts call "you";
    /// none in a game between people or opened from a record.
    pub fn you(&self) -> Option<Seat> {
        PlayerKind::lone_person(&self.stored.game.players)
    }

    /// How many plies the game has; views go from 0 (the start) to this.
    pub fn plies(&self) -> usize {
        self.game.state().plies()
    }

    /// The board after `ply` plies, with the move that led there and, in
    /// EinStein, its roll.
    pub fn view(&self, ply: usize) -> Option<GameView> {
        let game = self.game.state();
        let board = game.board_after(ply)?;
        let last = ply.checked_sub(1).and_then(|index| game.played(index));
        let marks: Vec<(String, Mark)> =
            last.iter().flat_map(|mv| [(mv.from.clone(), Mark::LastFrom), (mv.to.clone(), Mark::LastTo)]).collect();
        Some(GameView {
            variant: self.stored.game.variant,
            board: board
                .marked(&marks)
                .described(self.stored.game.variant, self.language)
                .facing(&self.stored.game.players, |seat| game.seen_turned_from(seat)),
            seats: view::seats(self.stored.game.variant, &self.stored.game.players, None, &[]),
            phase: Phase::Over,
            die: game.die_after(ply),
            result: (ply == self.plies()).then(|| self.stored.game.ending.clone()),
            rated: self.stored.game.rated.is_some(),
            // The history keeps whether a game counted, not why not.
            not_rated: None,
            game_id: self.game_id(),
            rating_change: self.stored.rating_change,
            moves: game.move_texts()[..ply].to_vec(),
            movers: (0..ply).filter_map(|index| game.mover(index)).collect(),
            last_move: last,
            can_undo: false,
        })
    }

    /// Every ply judged by the analysis engine (win probability of the move
    /// played against the best); cancelled, it returns what it has. A game
    /// reviewed whole before is not worked out again.
    pub fn review(
        &self,
        cancel: &Cancel,
        mut progress: impl FnMut(usize, usize),
    ) -> Result<Vec<ReviewedPly>, SessionError> {
        let key = self.review_key();
        let kept = self.reviews.as_ref().and_then(|store| store.cached_review::<Vec<ReviewedPly>>(&key));
        if let Some(plies) = kept.filter(|plies| plies.len() == self.plies()) {
            progress(plies.len(), plies.len());
            return Ok(plies);
        }
        let plies = review(&self.game, cancel, progress)?;
        if let Some(store) = self.reviews.as_ref().filter(|_| !cancel.is_cancelled() && plies.len() == self.plies()) {
            // Not keeping it costs only the time to work it out again.
            let _ = store.cache_review(&key, &plies);
        }
        Ok(plies)
    }

    /// The same game, whether from the history or a record opened, is the
    /// same review.
    fn review_key(&self) -> String {
        format!("{ANALYSIS_VERSION}/{}/{}", self.stored.game.variant.name(), self.stored.game.record)
    }
}

/// Every ply of a finished (or unfinished) game of any variant judged by
/// its analysis engine; cancelled, it returns what it has.
pub fn review(
    game: &AnyGame,
    cancel: &Cancel,
    mut progress: impl FnMut(usize, usize),
) -> Result<Vec<ReviewedPly>, SessionError> {
    Ok(game.state().review(cancel, &mut progress)?)
}

/// A seat's game at a glance: what its decisions gave away and what the
/// dice gave or took, in win probability ("you lost 9% to decisions; the
/// dice cost you 21%").
#[derive(Clone, PartialEq, Debug)]
pub struct SeatReview {
    pub seat: Seat,
    pub moves: usize,
    /// What the moves played gave away against the best, 0..=1, compounded:
    /// each move keeps 1 − loss of what the ones before kept. A sum could
    /// pass 100% once the opponent's mistakes had given chances back; this
    /// is about the sum while losses are small, and never less than the
    /// worst one move.
    pub decisions: f64,
    /// What the rolls gave (positive) or took, −1..=1: the good rolls
    /// compounded as the decisions are, less the bad rolls compounded
    /// alike, so a run of bad luck never "costs 160%" and luck that came
    /// and went nets to about nothing, as a sum would. `None` in games
    /// without dice.
    pub dice: Option<f64>,
    pub inaccuracies: usize,
    pub mistakes: usize,
    pub blunders: usize,
}

/// Each seat's totals over the reviewed plies, seat 0 first.
pub fn seat_reviews<'a>(plies: impl IntoIterator<Item = &'a ReviewedPly>, seats: usize) -> Vec<SeatReview> {
    let mut totals: Vec<SeatReview> = (0..seats as u8)
        .map(|seat| SeatReview {
            seat: Seat(seat),
            moves: 0,
            decisions: 0.0,
            dice: None,
            inaccuracies: 0,
            mistakes: 0,
            blunders: 0,
        })
        .collect();
    // Per seat: what the good rolls gave and what the bad ones took, each compounded.
    let mut luck = vec![None::<(f64, f64)>; seats];
    for ply in plies {
        let Some(total) = totals.get_mut(ply.seat.index()) else { continue };
        total.moves += 1;
        total.decisions = compounded(total.decisions, ply.loss);
        if let Some(roll) = ply.luck {
            let (gave, took) = luck[ply.seat.index()].get_or_insert((0.0, 0.0));
            if roll >= 0.0 {
                *gave = compounded(*gave, roll);
            } else {
                *took = compounded(*took, -roll);
            }
        }
        match ply.verdict {
            Verdict::Inaccuracy => total.inaccuracies += 1,
            Verdict::Mistake => total.mistakes += 1,
            Verdict::Blunder => total.blunders += 1,
            _ => {}
        }
    }
    for (total, luck) in totals.iter_mut().zip(luck) {
        total.dice = luck.map(|(gave, took)| gave - took);
    }
    totals
}

/// `so_far` and then `share` of what was left, both 0..=1: 1 − (1 − a)(1 − b).
fn compounded(so_far: f64, share: f64) -> f64 {
    1.0 - (1.0 - so_far) * (1.0 - share.clamp(0.0, 1.0))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::MoveHint;

    fn ply(seat: u8, loss: f64) -> ReviewedPly {
        let hint = MoveHint {
            from: "a1".into(),
            to: "a2".into(),
            notation: "a1-a2".into(),
            win_probability: 0.5,
            finding: crate::ai::Finding::Best,
        };
        ReviewedPly {
            number: 1,
            seat: Seat(seat),
            roll: None,
            played: hint.clone(),
            best: hint,
            loss,
            luck: None,
            verdict: Verdict::Blunder,
        }
    }

    proptest::proptest! {
        #[test]
        fn what_decisions_gave_away_stays_within_0_and_100_percent(
            losses in proptest::collection::vec(0.0..=1.0f64, 0..60),
        ) {
            let plies: Vec<ReviewedPly> = losses.iter().map(|&loss| ply(0, loss)).collect();
            let total = seat_reviews(&plies, 2)[0].decisions;
            proptest::prop_assert!((0.0..=1.0).contains(&total), "{total} from {losses:?}");
            // Never less than the worst single move gave away, never more than all of them summed.
            let worst = losses.iter().copied().fold(0.0, f64::max);
            proptest::prop_assert!(total >= worst - 1e-12 && total <= losses.iter().sum::<f64>() + 1e-12);
        }
    }

    fn rolled(seat: u8, luck: f64) -> ReviewedPly {
        ReviewedPly { luck: Some(luck), ..ply(seat, 0.0) }
    }

    proptest::proptest! {
        #[test]
        fn what_the_dice_gave_or_took_stays_within_100_percent_either_way(
            lucks in proptest::collection::vec(-1.0..=1.0f64, 1..60),
        ) {
            let plies: Vec<ReviewedPly> = lucks.iter().map(|&luck| rolled(0, luck)).collect();
            let dice = seat_reviews(&plies, 2)[0].dice.expect("a game with dice");
            proptest::prop_assert!((-1.0..=1.0).contains(&dice), "{dice} from {lucks:?}");
            // Only good rolls: never less than the best one, never more than their sum; likewise for bad ones.
            if lucks.iter().all(|&luck| luck >= 0.0) {
                let best = lucks.iter().copied().fold(0.0, f64::max);
                proptest::prop_assert!(dice >= best - 1e-12 && dice <= lucks.iter().sum::<f64>() + 1e-12);
            }
        }
    }

    #[test]
    fn a_run_of_bad_rolls_costs_at_most_all_of_it() {
        // Four rolls that each cost 40%: summed, the dice "cost 160%".
        let plies = [rolled(0, -0.4), rolled(0, -0.4), rolled(0, -0.4), rolled(0, -0.4), rolled(1, 0.05)];
        let reviews = seat_reviews(&plies, 2);
        let cost = 1.0 - 0.6f64.powi(4);
        assert!((reviews[0].dice.unwrap() + cost).abs() < 1e-12, "{:?}", reviews[0].dice);
        assert!((reviews[1].dice.unwrap() - 0.05).abs() < 1e-12);
        // Luck that came and went again nets to about nothing, as a sum would.
        let even = seat_reviews(&[rolled(0, 0.2), rolled(0, -0.2)], 2)[0].dice.unwrap();
        assert!(even.abs() < 0.05, "{even}");
    }

    #[test]
    fn a_game_of_blunders_gave_away_at_most_all_of_it() {
        // Two moves that each gave away 60%: summed, 120%, which no game holds.
        let plies = [ply(1, 0.6), ply(1, 0.6), ply(0, 0.1)];
        let reviews = seat_reviews(&plies, 2);
        assert!((reviews[1].decisions - 0.84).abs() < 1e-12, "{}", reviews[1].decisions);
        assert!((reviews[0].decisions - 0.1).abs() < 1e-12);
    }
}
