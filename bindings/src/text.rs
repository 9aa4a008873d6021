//! The core's texts for the apps: names, results, counts with their
//! plurals, errors, the rules in short and the apps' own screen labels
//! (`app-…`), from its Fluent catalogs, so the apps keep keys, not sentences.

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
    text::text_with(Language::from_tag(&language), &key, &core_args(&args))
}

fn core_args(args: &[TextArg]) -> Vec<(&str, Arg<'_>)> {
    args.iter()
        .map(|arg| {
            let value = match &arg.value {
                TextValue::Text { text } => Arg::Text(text),
                TextValue::Number { number } => Arg::Number(*number),
            };
            (arg.name.as_str(), value)
        })
        .collect()
}

/// A message that names seats of `variant`: besides `args` it gets
/// `$seat` (inside a sentence), `$seat-start`, `$seat-label` (standing
/// alone) and `$seat-many` (for the verb) of `seats`, joined by "and" when
/// there are several: `app-to-move` for seat 0 of Königszabel is "Die
/// Angreifer sind am Zug".
#[uniffi::export]
pub fn seat_text(language: String, key: String, variant: Variant, seats: Vec<u32>, args: Vec<TextArg>) -> String {
    // u32, not u8: a list of u8 would reach the apps as bytes (ByteArray, Data).
    let seats: Vec<game::Seat> = seats.into_iter().map(|seat| game::Seat(seat.min(u8::MAX.into()) as u8)).collect();
    text::seat_text(Language::from_tag(&language), &key, variant, &seats, &core_args(&args))
}

/// The end of a game in one sentence: who won (partners together) or a
/// draw, and why; after a resignation who resigned: "Red won: Blue
/// resigned", "Sieg für die Verteidiger: die Angreifer haben aufgegeben".
#[uniffi::export]
pub fn result_text(language: String, variant: Variant, result: crate::game::GameResult) -> String {
    text::result_text(Language::from_tag(&language), variant, &ending(&result))
}

/// The end of a game as its players (in seat order) read it: "You won: …",
/// "You lost: you resigned" ("Du hast gewonnen: …") when one person played
/// against the computer; otherwise the seats named, as [`result_text`].
#[uniffi::export]
pub fn players_result_text(
    language: String,
    variant: Variant,
    result: crate::game::GameResult,
    players: Vec<crate::game::PlayerKind>,
) -> String {
    text::players_result_text(Language::from_tag(&language), variant, &ending(&result), &players)
}

/// Every seat's points at the end, in seat order: "Red 1 · Blue 0".
#[uniffi::export]
pub fn scores_text(language: String, variant: Variant, result: crate::game::GameResult) -> String {
    text::scores_text(Language::from_tag(&language), variant, &ending(&result))
}

/// Who sat at a seat, standing alone: "Person", or a computer level by the
/// name `variant` gives it, "Thrall (computer, level 1)".
#[uniffi::export]
pub fn player_text(language: String, variant: Variant, player: crate::game::PlayerKind) -> String {
    text::player_text(Language::from_tag(&language), variant, player)
}

/// Who sat at each seat, in seat order, as the one person who played the
/// computer reads it: "You" for that person, "Person" for people playing
/// each other, a computer level by its name. For the history's rows.
#[uniffi::export]
pub fn players_texts(language: String, variant: Variant, players: Vec<crate::game::PlayerKind>) -> Vec<String> {
    text::players_texts(Language::from_tag(&language), variant, &players)
}

/// The core's ending of a game's result.
fn ending(result: &crate::game::GameResult) -> game::Ending {
    use crate::game::{EndReason, Score};
    game::Ending {
        scores: result
            .scores
            .iter()
            .map(|score| match score {
                Score::Win => game::Score::Win,
                Score::Draw => game::Score::Draw,
                Score::Loss => game::Score::Loss,
            })
            .collect(),
        reason: match result.reason {
            EndReason::ReachedCorner => game::EndReason::ReachedCorner,
            EndReason::CapturedAll => game::EndReason::CapturedAll,
            EndReason::KingEscaped => game::EndReason::KingEscaped,
            EndReason::KingCaptured => game::EndReason::KingCaptured,
            EndReason::NoLegalMove => game::EndReason::NoLegalMove,
            EndReason::Repetition => game::EndReason::Repetition,
            EndReason::NoCapture => game::EndReason::NoCapture,
            EndReason::Resigned => game::EndReason::Resigned,
        },
    }
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
        let percent = |language: &str, share| {
            vec![TextArg {
                name: "percent".into(),
                value: TextValue::Text { text: percent_text(language.into(), share) },
            }]
        };
        assert_eq!(core_text_with("en".into(), "review-dice-cost".into(), percent("en", 0.21)), "the dice cost 21%");
        assert_eq!(
            core_text_with("de".into(), "review-decisions".into(), percent("de", 0.09)),
            "9\u{a0}% durch Entscheidungen verloren"
        );
        assert_eq!(
            core_text_with("en".into(), "review-decisions".into(), percent("en", 0.002)),
            "lost < 1% to decisions",
            "a share not nothing is never said as 0%"
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

    #[test]
    fn the_end_of_a_game_names_who_won_and_who_resigned() {
        use crate::game::{EndReason, GameResult, Score};
        let result = |scores: &[Score], reason| GameResult {
            scores: scores.to_vec(),
            winner: (scores.iter().filter(|s| **s == Score::Win).count() == 1)
                .then(|| scores.iter().position(|s| *s == Score::Win).unwrap() as u8),
            reason,
        };
        let end = |language: &str, variant, result: &GameResult| result_text(language.into(), variant, result.clone());
        // One seat wins.
        let corner = result(&[Score::Win, Score::Loss], EndReason::ReachedCorner);
        assert_eq!(end("en", Variant::Einstein, &corner), "Red won: a stone reached the opposite corner");
        assert_eq!(
            end("de", Variant::Einstein, &corner),
            "Sieg für Rot: ein Stein hat die gegenüberliegende Ecke erreicht"
        );
        // A resignation: who resigned, with the verb the seat wants.
        let resigned = result(&[Score::Win, Score::Loss], EndReason::Resigned);
        assert_eq!(end("en", Variant::Einstein, &resigned), "Red won: Blue resigned");
        assert_eq!(end("de", Variant::Einstein, &resigned), "Sieg für Rot: Blau hat aufgegeben");
        let defenders = result(&[Score::Loss, Score::Win], EndReason::Resigned);
        assert_eq!(end("en", Variant::Koenigszabel, &defenders), "The defenders won: the attackers resigned");
        assert_eq!(
            end("de", Variant::Koenigszabel, &defenders),
            "Sieg für die Verteidiger: die Angreifer haben aufgegeben"
        );
        // A team wins together.
        let team = result(&[Score::Loss, Score::Win, Score::Loss, Score::Win], EndReason::CapturedAll);
        assert_eq!(
            end("en", Variant::QuattroLongline, &team),
            "Top right and bottom left won together: a player has no stones left"
        );
        assert_eq!(
            end("de", Variant::QuattroLongline, &team),
            "Oben rechts und unten links haben gemeinsam gewonnen: ein Spieler hat keine Steine mehr"
        );
        let team_resigned = GameResult { reason: EndReason::Resigned, ..team };
        assert_eq!(
            end("de", Variant::QuattroLongline, &team_resigned),
            "Oben rechts und unten links haben gemeinsam gewonnen: oben links und unten rechts haben aufgegeben"
        );
    }

    #[test]
    fn a_person_against_the_computer_is_told_you_won_or_you_lost() {
        use crate::game::{EndReason, GameResult, PlayerKind, Score};
        let resigned =
            GameResult { scores: vec![Score::Loss, Score::Win], winner: Some(1), reason: EndReason::Resigned };
        let said = |language: &str, players: Vec<PlayerKind>| {
            players_result_text(language.into(), Variant::Koenigszabel, resigned.clone(), players)
        };
        let computer = PlayerKind::Computer { level: 1 };
        assert_eq!(said("en", vec![PlayerKind::Human, computer]), "You lost: you resigned");
        assert_eq!(said("de", vec![PlayerKind::Human, computer]), "Du hast verloren: du hast aufgegeben");
        assert_eq!(said("en", vec![computer, PlayerKind::Human]), "You won: the attackers resigned");
        assert_eq!(said("de", vec![computer, PlayerKind::Human]), "Du hast gewonnen: die Angreifer haben aufgegeben");
        // Friends at one device: the seats named, as before.
        assert_eq!(said("en", vec![PlayerKind::Human, PlayerKind::Human]), "The defenders won: the attackers resigned");
    }

    #[test]
    fn seat_texts_fill_in_the_seats_forms() {
        let seats = |language: &str, key: &str, variant, seats: Vec<u32>| {
            seat_text(language.into(), key.into(), variant, seats, vec![])
        };
        assert_eq!(seats("de", "app-to-move", Variant::Koenigszabel, vec![0]), "Die Angreifer sind am Zug");
        assert_eq!(seats("de", "app-to-move", Variant::Einstein, vec![0]), "Rot ist am Zug");
        assert_eq!(seats("en", "app-to-move", Variant::Koenigszabel, vec![1]), "Defenders to move");
        assert_eq!(seats("en", "app-hand-over", Variant::Trio, vec![2]), "Hand the phone to bottom left");
        let percent = vec![TextArg { name: "percent".into(), value: TextValue::Text { text: "12%".into() } }];
        assert_eq!(
            seat_text("en".into(), "app-chance-graph".into(), Variant::Koenigszabel, vec![0], percent),
            "Chance of the attackers, move by move"
        );
    }
}
