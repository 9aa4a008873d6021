//! How a move in a game's review compares with the best one: both games'
//! analyses judge by the win probability a move gives away, except where
//! the search proved the outcome (docs/ai.md, "How a review's verdicts are
//! chosen").

/// What the analyst's search proved about the game after a move, beyond
/// the chance its fitted curve estimates.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Found {
    /// Nothing proved: the chance is the curve's estimate.
    #[default]
    Nothing,
    /// A forced win for the mover.
    Win,
    /// A forced loss for the mover.
    Loss,
}

/// What the analyst's search found a move does, against the best move it
/// found, in the terms a player reads ("best", "as good", "lets the king
/// out"): a hint's and a review row's words, where the chance alone may
/// hardly move.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, serde::Serialize, serde::Deserialize)]
pub enum Finding {
    /// The best move found (or one valued the same).
    #[default]
    Best,
    /// A forced win found.
    Wins,
    /// Valued within a whisker of the best.
    AsGood,
    /// Worse, by less than half a man or (EinStein) in chance alone.
    Worse,
    /// Worse by about this many men (Königszabel's search values in men).
    WorseByMen(u8),
    /// A forced win was there; this move is not one.
    MissesWin,
    /// The attackers' move after which the king's escape is found.
    LetsKingOut,
    /// The defenders' move after which the king's capture is found.
    AllowsKingCapture,
    /// A forced loss found, as for every other move.
    Loses,
}

impl Finding {
    /// The catalog's selector for it (`finding` in en.ftl).
    pub fn name(self) -> &'static str {
        match self {
            Finding::Best => "best",
            Finding::Wins => "wins",
            Finding::AsGood => "as-good",
            Finding::Worse => "worse",
            Finding::WorseByMen(_) => "worse-by-men",
            Finding::MissesWin => "misses-win",
            Finding::LetsKingOut => "lets-king-out",
            Finding::AllowsKingCapture => "allows-king-capture",
            Finding::Loses => "loses",
        }
    }

    /// EinStein's finding, from the chances alone: the same chance as the
    /// best (to half a point) reads as good as the best.
    pub fn by_chance(chance: f64, best: f64) -> Finding {
        match best - chance {
            gap if gap <= 1e-9 => Finding::Best,
            gap if gap < 0.005 => Finding::AsGood,
            _ => Finding::Worse,
        }
    }
}

/// How a move compares with the best one, from the mildest to the worst.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug, serde::Serialize, serde::Deserialize)]
pub enum Verdict {
    /// The only legal move.
    Forced,
    Best,
    /// Gave away less than 5 percentage points.
    Good,
    /// 5 to 10 points.
    Inaccuracy,
    /// 10 to 20 points.
    Mistake,
    /// 20 points or more.
    Blunder,
}

impl Verdict {
    pub fn from_loss(loss: f64, choices: usize) -> Verdict {
        match loss {
            _ if choices == 1 => Verdict::Forced,
            l if l <= 1e-9 => Verdict::Best,
            l if l < 0.05 => Verdict::Good,
            l if l < 0.10 => Verdict::Inaccuracy,
            l if l < 0.20 => Verdict::Mistake,
            _ => Verdict::Blunder,
        }
    }

    /// The verdict on a move that gave away `loss` of the mover's chance
    /// against the best of `choices` moves, where the search may have
    /// proved more than the curve says: a move after which a forced loss is
    /// found is a blunder unless the best move was found lost as well, and
    /// a move that throws away a found win is a mistake at least, however
    /// little the curve says it gave away.
    pub fn judge(best: Found, played: Found, loss: f64, choices: usize) -> Verdict {
        let by_curve = Verdict::from_loss(loss, choices);
        match (best, played) {
            _ if choices == 1 => Verdict::Forced,
            (Found::Loss, _) | (Found::Win, Found::Win) => by_curve,
            (_, Found::Loss) => Verdict::Blunder,
            (Found::Win, _) => by_curve.max(Verdict::Mistake),
            (Found::Nothing, _) => by_curve,
        }
    }

    /// A mistake or a blunder: the review marks it, and "next mistake" goes to it.
    pub fn is_mistake(self) -> bool {
        matches!(self, Verdict::Mistake | Verdict::Blunder)
    }

    /// An inaccuracy or worse: the better move is worth showing on the board.
    pub fn shows_better_move(self) -> bool {
        self == Verdict::Inaccuracy || self.is_mistake()
    }

    pub fn name(self) -> &'static str {
        match self {
            Verdict::Forced => "forced",
            Verdict::Best => "best",
            Verdict::Good => "good",
            Verdict::Inaccuracy => "inaccuracy",
            Verdict::Mistake => "mistake",
            Verdict::Blunder => "blunder",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn verdicts_follow_the_loss() {
        assert_eq!(Verdict::from_loss(0.0, 1), Verdict::Forced);
        assert_eq!(Verdict::from_loss(0.0, 3), Verdict::Best);
        assert_eq!(Verdict::from_loss(0.03, 3), Verdict::Good);
        assert_eq!(Verdict::from_loss(0.07, 3), Verdict::Inaccuracy);
        assert_eq!(Verdict::from_loss(0.15, 3), Verdict::Mistake);
        assert_eq!(Verdict::from_loss(0.5, 3), Verdict::Blunder);
    }

    #[test]
    fn a_found_loss_is_a_blunder_and_a_win_thrown_away_a_mistake_at_least_whatever_the_curve_says() {
        use Found::*;
        // The curve saw almost nothing given away.
        assert_eq!(Verdict::judge(Nothing, Loss, 0.006, 30), Verdict::Blunder);
        assert_eq!(Verdict::judge(Win, Nothing, 0.03, 30), Verdict::Mistake);
        assert_eq!(Verdict::judge(Win, Loss, 1.0, 30), Verdict::Blunder);
        assert_eq!(Verdict::judge(Win, Nothing, 0.5, 30), Verdict::Blunder, "never milder than the curve");
        // Every move found lost, or both winning: the curve decides.
        assert_eq!(Verdict::judge(Loss, Loss, 0.0, 30), Verdict::Best);
        assert_eq!(Verdict::judge(Win, Win, 0.0, 30), Verdict::Best);
        assert_eq!(Verdict::judge(Nothing, Nothing, 0.03, 30), Verdict::Good);
        assert_eq!(Verdict::judge(Nothing, Loss, 0.3, 1), Verdict::Forced);
    }

    #[test]
    fn an_inaccuracy_shows_the_better_move_and_only_mistakes_and_blunders_are_marked() {
        let marked: Vec<_> =
            [Verdict::Forced, Verdict::Best, Verdict::Good, Verdict::Inaccuracy, Verdict::Mistake, Verdict::Blunder]
                .into_iter()
                .map(|v| (v.shows_better_move(), v.is_mistake()))
                .collect();
        assert_eq!(marked, [(false, false), (false, false), (false, false), (true, false), (true, true), (true, true)]);
    }
}
