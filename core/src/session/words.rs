//! What hints and reviews say, in sentences a player reads: the move, the
//! verdict, what the search found it does and what it cost, rather than
//! bare percentages ("Red: 52% / roll +1%"); and how a chance graph is
//! scaled so that a game's changes show.

use crate::ai::Finding;
use crate::game::{MoveHint, ReviewedPly, Seat, Variant};
use crate::text::{Arg, Language, percent, text, text_with};

use super::SeatReview;

/// A hint shows its chance only where it differs from the best move's as
/// people read it, and on the best move: three rows of "31%" help nobody
/// choose.
pub fn hint_shows_chance(hint: &MoveHint, best: &MoveHint, language: Language) -> bool {
    hint.notation == best.notation || percent(language, hint.win_probability) != percent(language, best.win_probability)
}

/// A hint in a sentence: "g12-l12: about a man worse (28%)".
pub fn hint_line(hint: &MoveHint, best: &MoveHint, language: Language) -> String {
    let chance = if hint_shows_chance(hint, best, language) {
        percent(language, hint.win_probability)
    } else {
        "none".to_owned()
    };
    let finding = finding_words(hint.finding, language);
    text_with(
        language,
        "hint-line",
        &[("move", Arg::Text(&hint.notation)), ("finding", Arg::Text(&finding)), ("chance", Arg::Text(&chance))],
    )
}

/// What the search found a move does, in words: "lets the king out".
pub fn finding_words(finding: Finding, language: Language) -> String {
    let men = match finding {
        Finding::WorseByMen(men) => f64::from(men),
        _ => 0.0,
    };
    text_with(language, "finding", &[("finding", Arg::Text(finding.name())), ("men", Arg::Number(men))])
}

/// Below this, what a roll gave or took is not worth a clause.
const NOTABLE_LUCK: f64 = 0.02;

/// A reviewed move in one sentence: "7. i13-i8: a blunder, lets the king
/// out; the chance to win fell from 30% to 0%. Better: l12-l9." The
/// chance is the mover's, said only where it moved; the better move only
/// where the review shows it on the board.
pub fn review_row(ply: &ReviewedPly, language: Language) -> String {
    let before = percent(language, ply.best.win_probability);
    let after = percent(language, ply.played.win_probability);
    let moved = before != after;
    let finding = match ply.finding() {
        Finding::Best => None,
        Finding::Worse if moved => None,
        other => Some(finding_words(other, language)),
    };
    let better = if ply.verdict.shows_better_move() && ply.best.notation != ply.played.notation {
        ply.best.notation.as_str()
    } else {
        "none"
    };
    let luck = ply.luck.filter(|luck| ply.roll.is_some() && luck.abs() >= NOTABLE_LUCK);
    let luck_words = luck.map_or_else(String::new, |luck| percent(language, luck.abs()));
    let roll = ply.roll.map_or_else(|| "none".to_owned(), |die| die.to_string());
    text_with(
        language,
        "review-row",
        &[
            ("number", Arg::Number(ply.number as f64)),
            ("move", Arg::Text(&ply.played.notation)),
            ("verdict", Arg::Text(ply.verdict.name())),
            ("finding", Arg::Text(finding.as_deref().unwrap_or("none"))),
            ("change", Arg::Text(if moved { "moved" } else { "none" })),
            ("before", Arg::Text(&before)),
            ("after", Arg::Text(&after)),
            ("better", Arg::Text(better)),
            (
                "luck",
                Arg::Text(match luck {
                    Some(luck) if luck > 0.0 => "raised",
                    Some(_) => "lowered",
                    None => "none",
                }),
            ),
            ("luck-percent", Arg::Text(&luck_words)),
            ("roll", Arg::Text(&roll)),
        ],
    )
}

/// Below this either way, the dice "hardly mattered".
const DICE_EVEN: f64 = 0.02;

/// A seat's game in one sentence: "You made 1 mistake and no blunders;
/// your moves gave away 18% of your chance to win, and the dice added 3%."
/// `you` when the seat is the one person who played the computer.
pub fn seat_summary(variant: Variant, review: &SeatReview, you: bool, language: Language) -> String {
    let seat = capitalised(&variant.seat_name(review.seat, language));
    let dice = match review.dice {
        None => "none",
        Some(dice) if dice.abs() < DICE_EVEN => "even",
        Some(dice) if dice > 0.0 => "gave",
        Some(_) => "cost",
    };
    let luck = percent(language, review.dice.unwrap_or(0.0).abs());
    let decisions = percent(language, review.decisions);
    text_with(
        language,
        "review-summary",
        &[
            ("who", Arg::Text(if you { "you" } else { "seat" })),
            ("seat", Arg::Text(&seat)),
            // A side of many men takes the verb's plural ("die Angreifer haben").
            ("seat-many", Arg::Text(if variant == Variant::Koenigszabel { "yes" } else { "no" })),
            ("mistakes", Arg::Number(review.mistakes as f64)),
            ("blunders", Arg::Number(review.blunders as f64)),
            ("decisions", Arg::Text(&decisions)),
            ("dice", Arg::Text(dice)),
            ("luck", Arg::Text(&luck)),
        ],
    )
}

/// What a review's words and numbers mean, for a "what does this mean?"
/// button; `dice` for a game with dice.
pub fn review_explanation(dice: bool, language: Language) -> String {
    let explained = text(language, "review-explained");
    if dice { format!("{explained}\n\n{}", text(language, "review-explained-dice")) } else { explained }
}

fn capitalised(words: &str) -> String {
    let mut chars = words.chars();
    chars.next().map_or_else(String::new, |first| first.to_uppercase().chain(chars).collect())
}

/// The part of the chance axis a game's graph shows, 0..=1.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct ChanceRange {
    pub low: f64,
    pub high: f64,
}

/// The narrowest span a graph shows: a game that stays within a few points
/// is drawn as the small wobble it is, not blown up into cliffs.
pub const MIN_CHANCE_SPAN: f64 = 0.2;

/// A margin above and below the chances, so a line never runs along the edge.
const CHANCE_MARGIN: f64 = 0.05;

impl ChanceRange {
    /// The range that shows `chances` (one side's, move by move) with a
    /// margin, at least [`MIN_CHANCE_SPAN`] wide, within 0..=1; the whole
    /// axis for no chances at all.
    pub fn of(chances: impl IntoIterator<Item = f64>) -> ChanceRange {
        let (low, high) = chances
            .into_iter()
            .filter(|chance| chance.is_finite())
            .fold(None, |range: Option<(f64, f64)>, chance| {
                Some(range.map_or((chance, chance), |(low, high)| (low.min(chance), high.max(chance))))
            })
            .unwrap_or((0.0, 1.0));
        let (low, high) = ((low - CHANCE_MARGIN).max(0.0), (high + CHANCE_MARGIN).min(1.0));
        let widen = (MIN_CHANCE_SPAN - (high - low)).max(0.0) / 2.0;
        let (low, high) = (low - widen, high + widen);
        // Widened past an end: shift back inside.
        let shift = (-low).max(0.0) - (high - 1.0).max(0.0);
        ChanceRange { low: (low + shift).clamp(0.0, 1.0), high: (high + shift).clamp(0.0, 1.0) }
    }
}

/// The chances a review's graph draws: `viewpoint`'s after every move.
pub fn viewpoint_chances(plies: &[ReviewedPly], viewpoint: Seat) -> Vec<f64> {
    plies.iter().map(|ply| ply.chance_of(viewpoint)).collect()
}

impl ReviewedPly {
    /// What the search found the move played does (EinStein's from its
    /// chance alone).
    pub fn finding(&self) -> Finding {
        self.played.finding
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Verdict;

    fn hint(notation: &str, win_probability: f64, finding: Finding) -> MoveHint {
        MoveHint { from: "a1".into(), to: "a2".into(), notation: notation.into(), win_probability, finding }
    }

    fn ply(played: MoveHint, best: MoveHint, verdict: Verdict, roll: Option<u8>, luck: Option<f64>) -> ReviewedPly {
        let loss = (best.win_probability - played.win_probability).max(0.0);
        ReviewedPly { number: 7, seat: Seat(0), roll, played, best, loss, luck, verdict }
    }

    #[test]
    fn a_review_row_says_the_move_the_verdict_and_what_it_cost_in_words() {
        let en = Language::English;
        let blunder = ply(
            hint("i13-i8", 0.0, Finding::LetsKingOut),
            hint("l12-l9", 0.297, Finding::Best),
            Verdict::Blunder,
            None,
            None,
        );
        assert_eq!(
            review_row(&blunder, en),
            "7. i13-i8: a blunder, lets the king out; the chance to win fell from 30% to 0%. Better: l12-l9."
        );
        let good = ply(
            hint("e1-e6", 0.299, Finding::WorseByMen(1)),
            hint("g1-g3", 0.302, Finding::Best),
            Verdict::Good,
            None,
            None,
        );
        // "Good" judges the chance, "a man worse" the position: one sentence
        // must not read as if they disagreed.
        assert_eq!(review_row(&good, en), "7. e1-e6: good, though about a man worse.");
        assert_eq!(review_row(&good, Language::German), "7. e1-e6: gut, aber etwa einen Mann schlechter.");
        let best =
            ply(hint("g1-g3", 0.31, Finding::Best), hint("g1-g3", 0.31, Finding::Best), Verdict::Best, None, None);
        assert_eq!(review_row(&best, en), "7. g1-g3: the best move.");
        let rolled = ply(
            hint("b1-c2", 0.40, Finding::Worse),
            hint("c1-c2", 0.52, Finding::Best),
            Verdict::Mistake,
            Some(4),
            Some(0.08),
        );
        assert_eq!(
            review_row(&rolled, en),
            "7. b1-c2: a mistake; the chance to win fell from 52% to 40%. Better: c1-c2. The roll of 4 raised the chance by 8%."
        );
        let german = review_row(&blunder, Language::German);
        assert!(german.contains("grober Fehler") && german.contains("l12-l9"), "{german}");
        assert!(!german.contains("blunder"), "{german}");
    }

    #[test]
    fn a_hint_shows_its_chance_only_where_it_moves() {
        let en = Language::English;
        let best = hint("g1-g3", 0.311, Finding::Best);
        let same = hint("e1-e6", 0.309, Finding::AsGood);
        let worse = hint("f2-b2", 0.0, Finding::LetsKingOut);
        assert_eq!(hint_line(&best, &best, en), "g1-g3: the best move (31%)");
        assert_eq!(hint_line(&same, &best, en), "e1-e6: as good as the best");
        assert_eq!(hint_line(&worse, &best, en), "f2-b2: lets the king out (0%)");
        assert_eq!(hint_line(&hint("a1-a2", 0.2, Finding::WorseByMen(2)), &best, en), "a1-a2: about 2 men worse (20%)");
    }

    #[test]
    fn the_summary_is_one_sentence_and_says_you_for_the_person() {
        let review = SeatReview {
            seat: Seat(0),
            moves: 12,
            decisions: 0.18,
            dice: Some(0.005),
            inaccuracies: 2,
            mistakes: 1,
            blunders: 0,
        };
        let en = Language::English;
        assert_eq!(
            seat_summary(Variant::Einstein, &review, true, en),
            "You made 1 mistake and no blunders; the moves gave away 18% of the chance to win, and the dice hardly mattered."
        );
        let attackers = SeatReview { dice: None, mistakes: 0, blunders: 2, ..review };
        assert_eq!(
            seat_summary(Variant::Koenigszabel, &attackers, false, en),
            "The attackers made no mistakes and 2 blunders; the moves gave away 18% of the chance to win."
        );
        let german = seat_summary(Variant::Koenigszabel, &attackers, false, Language::German);
        assert!(german.starts_with("Die Angreifer"), "{german}");
        assert!(review_explanation(true, en).len() > review_explanation(false, en).len());
    }

    #[test]
    fn the_graph_shows_a_flat_game_as_flat_and_a_wild_one_whole() {
        let flat = ChanceRange::of([0.30, 0.31, 0.305]);
        assert!((flat.high - flat.low - MIN_CHANCE_SPAN).abs() < 1e-9, "{flat:?}");
        assert!(flat.low < 0.30 && flat.high > 0.31);
        let wild = ChanceRange::of([0.5, 0.0, 1.0]);
        assert_eq!((wild.low, wild.high), (0.0, 1.0));
        let low = ChanceRange::of([0.01, 0.02]);
        assert_eq!(low.low, 0.0);
        assert!((low.high - MIN_CHANCE_SPAN).abs() < 1e-9, "{low:?}");
        let high = ChanceRange::of([0.99]);
        assert!((high.low - (1.0 - MIN_CHANCE_SPAN)).abs() < 1e-9 && high.high == 1.0, "{high:?}");
        assert_eq!(ChanceRange::of([]), ChanceRange { low: 0.0, high: 1.0 });
    }
}
