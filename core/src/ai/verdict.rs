//! How a move in a game's review compares with the best one: both games'
//! analyses judge by the win probability a move gives away.

/// How a move compares with the best one.
#[derive(Clone, Copy, PartialEq, Eq, Debug, serde::Serialize, serde::Deserialize)]
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
    fn an_inaccuracy_shows_the_better_move_and_only_mistakes_and_blunders_are_marked() {
        let marked: Vec<_> =
            [Verdict::Forced, Verdict::Best, Verdict::Good, Verdict::Inaccuracy, Verdict::Mistake, Verdict::Blunder]
                .into_iter()
                .map(|v| (v.shows_better_move(), v.is_mistake()))
                .collect();
        assert_eq!(marked, [(false, false), (false, false), (false, false), (true, false), (true, true), (true, true)]);
    }
}
