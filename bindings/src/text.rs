//! The core's texts for the apps: names, results, counts with their
//! plurals, errors and the rules in short, from its Fluent catalogs, so the
//! apps keep only their own screen labels.

use zabel_core::game;
use zabel_core::text::{self, Arg, Language};

use crate::game::Variant;

/// The core's message `key` in `language` (`en`, `de`; any other tag falls
/// back to English).
#[uniffi::export]
pub fn core_text(language: String, key: String) -> String {
    text::text(Language::from_tag(&language), &key)
}

/// A message that counts, with the plural the language wants: `rated-games`
/// with 1 is "1 rated game".
#[uniffi::export]
pub fn core_count(language: String, key: String, count: i64) -> String {
    text::text_with(Language::from_tag(&language), &key, &[("count", Arg::Number(count as f64))])
}

/// A value for a message's placeholder: words, or a number (numbers choose
/// the plural).
#[derive(Clone, PartialEq, Debug, uniffi::Enum)]
pub enum TextValue {
    Text { text: String },
    Number { number: f64 },
}

#[derive(Clone, PartialEq, Debug, uniffi::Record)]
pub struct TextArg {
    pub name: String,
    pub value: TextValue,
}

/// The core's message `key` with its placeholders filled: `review-dice-cost`
/// with `percent` 21 is "the dice cost 21%".
#[uniffi::export]
pub fn core_text_with(language: String, key: String, args: Vec<TextArg>) -> String {
    let args: Vec<(&str, Arg)> = args
        .iter()
        .map(|arg| {
            let value = match &arg.value {
                TextValue::Text { text } => Arg::Text(text),
                TextValue::Number { number } => Arg::Number(*number),
            };
            (arg.name.as_str(), value)
        })
        .collect();
    text::text_with(Language::from_tag(&language), &key, &args)
}

/// A rating change as the player reads it, "1226 → 1224 (-2)": rounded
/// ratings and the difference of the rounded values, the same in every app.
#[uniffi::export]
pub fn rating_change_text(language: String, change: crate::rating::RatingChange) -> String {
    let change = zabel_core::rating::elo::RatingChange {
        before: change.before,
        after: change.after,
        expected: change.expected,
        k: change.k,
        games_before: change.games_before,
    };
    change.describe(Language::from_tag(&language))
}

/// A share (0..=1) as the player reads it: "67%", "< 1%", "> 99%" ("67 %" in German).
#[uniffi::export]
pub fn percent_text(language: String, share: f64) -> String {
    text::percent(Language::from_tag(&language), share)
}

/// The rules of a game in short, with an example, for its rules page.
#[uniffi::export]
pub fn rules_text(language: String, variant: Variant) -> String {
    variant.rules(Language::from_tag(&language))
}

/// A seat of a game before it starts: its name and its team (partners share one).
#[derive(Clone, PartialEq, Eq, Debug, uniffi::Record)]
pub struct SeatInfo {
    pub seat: u8,
    pub team: u8,
    /// The name inside a sentence: "the attackers", "die Angreifer".
    pub name: String,
    /// The name standing alone, without an article: "Attackers", "Angreifer".
    pub label: String,
}

/// The seats of a game in turn order, named in `language` (a tag: "en", "de").
#[uniffi::export]
pub fn variant_seats(variant: Variant, language: String) -> Vec<SeatInfo> {
    let language = Language::from_tag(&language);
    (0..variant.seats() as u8)
        .map(game::Seat)
        .map(|seat| SeatInfo {
            seat: seat.0,
            team: variant.team(seat),
            name: variant.seat_name(seat, language),
            label: variant.seat_label(seat, language),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn texts_reach_the_apps_in_their_language() {
        assert_eq!(core_count("en".into(), "rated-games".into(), 1), "1 rated game");
        assert_eq!(core_count("de-DE".into(), "rated-games".into(), 2), "2 gewertete Partien");
        let percent = |number| vec![TextArg { name: "percent".into(), value: TextValue::Number { number } }];
        assert_eq!(core_text_with("en".into(), "review-dice-cost".into(), percent(21.0)), "the dice cost 21%");
        assert_eq!(
            core_text_with("de".into(), "review-decisions".into(), percent(9.0)),
            "9 % durch Entscheidungen verloren"
        );
        let stone = vec![
            TextArg { name: "square".into(), value: TextValue::Text { text: "b3".into() } },
            TextArg { name: "seat".into(), value: TextValue::Number { number: 0.0 } },
            TextArg { name: "number".into(), value: TextValue::Number { number: 4.0 } },
        ];
        assert_eq!(core_text_with("en".into(), "square-einstein-stone".into(), stone), "b3, red stone 4");
        assert_eq!(core_text("de".into(), "level-koenigszabel-8".into()), "Seekönig");
        let labels = |variant| {
            let [en, de] = ["en", "de"].map(|language| variant_seats(variant, language.into()));
            en.into_iter().zip(de).map(|(en, de)| (en.label, de.label)).collect::<Vec<_>>()
        };
        assert_eq!(
            labels(Variant::Koenigszabel),
            [("Attackers".to_owned(), "Angreifer".to_owned()), ("Defenders".to_owned(), "Verteidiger".to_owned())]
        );
        assert_eq!(labels(Variant::Einstein)[1], ("Blue".to_owned(), "Blau".to_owned()));
        assert_eq!(labels(Variant::Trio)[0], ("Top left".to_owned(), "Oben links".to_owned()));
        assert!(rules_text("en".into(), Variant::QuattroLongline).contains("Example:"));
        assert!(rules_text("de".into(), Variant::Trio).starts_with("Drei Spieler"));
        let trio = variant_seats(Variant::Trio, "en".into());
        let names: Vec<&str> = trio.iter().map(|seat| seat.name.as_str()).collect();
        assert_eq!(names, ["top left", "top right", "bottom left"]);
        assert_eq!(trio.iter().map(|seat| seat.team).collect::<Vec<_>>(), [0, 1, 1]);
        let tafl = variant_seats(Variant::Koenigszabel, "de".into());
        assert_eq!((tafl[0].name.as_str(), tafl[1].team), ("die Angreifer", 1));
        assert_eq!(
            variant_seats(Variant::QuattroDiagonal, "en".into()).iter().map(|s| s.team).collect::<Vec<_>>(),
            [0, 1, 0, 1]
        );
    }
}
