//! The texts the core produces — game and level names, results and their
//! reasons, counts with their plurals, errors, square descriptions, the
//! rules in short — once, as Fluent catalogs in English and German
//! (`en.ftl`, `de.ftl`), reached by key; beside them the apps' screen
//! labels (`app-en.ftl`, `app-de.ftl`, every key starting `app-`), loaded
//! into the same bundle, so the apps keep keys and no sentence of their own.

use std::sync::OnceLock;

mod apps;

pub use apps::{
    player_text, players_result_text, players_texts, result_text, scores_text, seat_text, your_result_text,
};

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

pub use crate::game::Language;

/// The core's catalog and the apps' screen labels, in that order: one
/// bundle, so a key defined in both fails to load.
fn catalogs(language: Language) -> [&'static str; 2] {
    match language {
        Language::English => [include_str!("en.ftl"), include_str!("app-en.ftl")],
        Language::German => [include_str!("de.ftl"), include_str!("app-de.ftl")],
    }
}

fn bundle(language: Language) -> &'static FluentBundle<FluentResource> {
    static BUNDLES: [OnceLock<FluentBundle<FluentResource>>; 2] = [OnceLock::new(), OnceLock::new()];
    BUNDLES[language as usize].get_or_init(|| {
        let tag = language.tag().parse().expect("a valid language tag");
        let mut bundle = FluentBundle::new_concurrent(vec![tag]);
        // Isolation marks would show up in terminals and screen readers.
        bundle.set_use_isolating(false);
        for catalog in catalogs(language) {
            let resource = FluentResource::try_new(catalog.to_owned()).expect("the shipped catalog parses");
            bundle.add_resource(resource).expect("no message defined twice");
        }
        bundle
    })
}
/// A value put into a message: a word or a number (numbers choose plurals).
#[derive(Clone, Copy, PartialEq, Debug)]
pub enum Arg<'a> {
    Text(&'a str),
    Number(f64),
}

/// The message `key` in `language`; a missing key (the tests rule that out)
/// shows as the key itself rather than as nothing.
pub fn text(language: Language, key: &str) -> String {
    text_with(language, key, &[])
}

/// The message `key` with its arguments, e.g. `("count", Arg::Number(1.0))`.
pub fn text_with(language: Language, key: &str, args: &[(&str, Arg)]) -> String {
    let bundle = bundle(language);
    let Some(pattern) = bundle.get_message(key).and_then(|message| message.value()) else {
        return key.to_owned();
    };
    let mut fluent_args = FluentArgs::new();
    for &(name, value) in args {
        match value {
            Arg::Text(text) => fluent_args.set(name, FluentValue::from(text.to_owned())),
            Arg::Number(number) => fluent_args.set(name, FluentValue::from(number)),
        }
    }
    let mut errors = Vec::new();
    bundle.format_pattern(pattern, Some(&fluent_args), &mut errors).into_owned()
}

/// A sentence a game's rules or a lesson said, its arguments filled in.
pub fn sentence(language: Language, sentence: &crate::game::Sentence) -> String {
    let args: Vec<(&str, Arg)> = sentence.args.iter().map(|(name, value)| (*name, Arg::Text(value))).collect();
    text_with(language, sentence.key, &args)
}

/// Every message key of a language's catalogs (the core's, then the
/// apps'), in catalog order.
pub fn keys(language: Language) -> Vec<String> {
    catalogs(language).into_iter().flat_map(catalog_keys).collect()
}

fn catalog_keys(catalog: &str) -> Vec<String> {
    catalog
        .lines()
        .filter(|line| line.starts_with(|c: char| c.is_ascii_lowercase()))
        .filter_map(|line| line.split_once(" =").map(|(key, _)| key.trim().to_owned()))
        .collect()
}

/// A share (0..=1) as people read it: whole percent, but "< 1%" for one
/// that is small and not nothing, "> 99%" for one that is large and not
/// certain, so a rounded 0 or 100 never claims what is not so.
pub fn percent(language: Language, share: f64) -> String {
    let whole = (share * 100.0).round();
    let shown = match whole {
        w if share > 0.0 && w < 1.0 => "< 1".to_owned(),
        w if share < 1.0 && w > 99.0 => "> 99".to_owned(),
        w => format!("{w:.0}"),
    };
    text_with(language, "percent", &[("percent", Arg::Text(&shown))])
}

/// `text`, cut to at most `max` characters with "…" where it was cut, so
/// that an echo of a long bad answer stays one readable line.
pub fn shortened(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_owned();
    }
    let kept: String = text.chars().take(max.saturating_sub(1)).collect();
    format!("{kept}…")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_key_is_in_both_languages_and_says_something() {
        let english = keys(Language::English);
        let german = keys(Language::German);
        assert!(english.len() > 60, "{english:?}");
        for key in &english {
            assert!(german.contains(key), "'{key}' is missing in de.ftl");
        }
        for key in &german {
            assert!(english.contains(key), "'{key}' is missing in en.ftl");
        }
        for language in Language::ALL {
            for key in keys(language) {
                let said = text_with(language, &key, &[("count", Arg::Number(2.0))]);
                assert!(!said.is_empty() && said != key, "{key} in {language:?}");
            }
        }
    }

    #[test]
    fn the_apps_labels_are_their_own_file_and_in_both_languages() {
        for language in Language::ALL {
            let [core, apps] = catalogs(language).map(catalog_keys);
            assert!(apps.len() > 100, "{apps:?}");
            assert!(apps.iter().all(|key| key.starts_with("app-")), "{language:?}: {apps:?}");
            assert!(core.iter().all(|key| !key.starts_with("app-")), "{language:?}: {core:?}");
            // keys() covers both files, and the bundle has every one of them.
            assert_eq!(keys(language).len(), core.len() + apps.len());
            for key in &apps {
                assert!(bundle(language).has_message(key), "{key} in {language:?}");
            }
        }
        let [english, german] = Language::ALL.map(|language| catalog_keys(catalogs(language)[1]));
        for key in &english {
            assert!(german.contains(key), "'{key}' is missing in app-de.ftl");
        }
        for key in &german {
            assert!(english.contains(key), "'{key}' is missing in app-en.ftl");
        }
        // Messages of one file may use the other's: the counts and reasons are the core's.
        let elo = |language| {
            let args = [("rating", Arg::Text("1210")), ("provisional", Arg::Text("yes")), ("count", Arg::Number(1.0))];
            text_with(language, "app-your-rating", &args)
        };
        // "Elo" and its number never part at the end of a line (no-break space and hyphen).
        assert_eq!(elo(Language::English), "Your Elo:\u{a0}1210\u{a0}· provisional: 1 of 20 rated games");
        assert_eq!(
            elo(Language::German),
            "Deine Elo\u{2011}Zahl:\u{a0}1210\u{a0}· vorläufig: 1 von 20 gewerteten Partien"
        );
        let summary = [("from", Arg::Text("1200")), ("to", Arg::Text("1190")), ("count", Arg::Number(1.0))];
        assert_eq!(
            text_with(Language::English, "app-chart-summary", &summary),
            "Elo from 1200 to 1190 over 1 rated game"
        );
        // After German "in" the dative: "in 1 gewerteten Partie".
        let de = text_with(Language::German, "app-chart-summary", &summary);
        assert_eq!(de, "Elo von 1200 auf 1190 in 1 gewerteten Partie");
        let imported = [("count", Arg::Number(1.0)), ("skipped", Arg::Number(3.0))];
        assert_eq!(text_with(Language::German, "app-imported", &imported), "1 Partie hinzugefügt, 3 schon vorhanden");
        let with_puzzles = [imported[0], imported[1], ("attempts", Arg::Number(0.0))];
        assert_eq!(text_with(Language::English, "app-imported", &with_puzzles), "1 game added, 3 already there");
        let with_puzzles = [imported[0], imported[1], ("attempts", Arg::Number(12.0))];
        let said = text_with(Language::English, "app-imported", &with_puzzles);
        assert_eq!(said, "1 game added, 3 already there, and 12 puzzle attempts");
    }

    /// A person playing Red sees the board turned (their corner at the
    /// bottom), so EinStein's rules page cannot say which way is right.
    #[test]
    fn einsteins_rules_name_no_direction_that_turning_the_board_changes() {
        let rules = |language| crate::game::Variant::Einstein.rules(language);
        for (language, directions) in [
            (Language::English, ["right", "left", "up", "down"]),
            (Language::German, ["rechts", "links", "oben", "unten"]),
        ] {
            let text = rules(language);
            let words: Vec<&str> = text.split(|c: char| !c.is_alphabetic()).collect();
            for direction in directions {
                assert!(!words.contains(&direction), "{language:?}: '{direction}' in {text}");
            }
        }
    }

    #[test]
    fn plurals_are_right_in_both_languages() {
        let count = |language, n: f64| text_with(language, "rated-games", &[("count", Arg::Number(n))]);
        assert_eq!(count(Language::English, 1.0), "1 rated game");
        assert_eq!(count(Language::English, 2.0), "2 rated games");
        assert_eq!(count(Language::English, 0.0), "0 rated games");
        assert_eq!(count(Language::German, 1.0), "1 gewertete Partie");
        assert_eq!(count(Language::German, 21.0), "21 gewertete Partien");
        let moves = |language, n: f64| text_with(language, "moves", &[("count", Arg::Number(n))]);
        assert_eq!(moves(Language::German, 1.0), "1 Zug");
        assert_eq!(moves(Language::German, 3.0), "3 Züge");
    }

    #[test]
    fn arguments_fill_in_and_unknown_keys_show_themselves() {
        let square = [("square", Arg::Text("b3")), ("seat", Arg::Number(1.0)), ("number", Arg::Number(4.0))];
        assert_eq!(text_with(Language::English, "square-einstein-stone", &square), "b3, blue stone 4");
        assert_eq!(text(Language::German, "reason-resigned"), "die andere Seite hat aufgegeben");
        // The winner may be one colour or a side of many men: one wording fits both.
        let win = |winner| text_with(Language::German, "result-win", &[("winner", Arg::Text(winner))]);
        assert_eq!(win("die Angreifer"), "Sieg für die Angreifer");
        assert_eq!(win("Rot"), "Sieg für Rot");
        assert_eq!(text(Language::English, "no-such-message"), "no-such-message");
        assert_eq!(Language::from_tag("de-AT"), Language::German);
        assert_eq!(Language::from_tag("fr"), Language::English);
        assert!(text(Language::German, "rules-koenigszabel").contains("Beispiel:"));
    }

    #[test]
    fn long_text_is_shortened_by_characters() {
        assert_eq!(shortened("abc", 3), "abc");
        assert_eq!(shortened("äöüß", 3), "äö…");
        assert_eq!(shortened(&"x".repeat(500), 40).chars().count(), 40);
    }

    #[test]
    fn a_share_is_whole_percent_and_never_a_false_zero_or_hundred() {
        let en = |share| percent(Language::English, share);
        assert_eq!(en(0.674), "67%");
        assert_eq!(en(0.0), "0%");
        assert_eq!(en(1.0), "100%");
        assert_eq!(en(0.003), "< 1%");
        assert_eq!(en(0.996), "> 99%");
        assert_eq!(en(0.005), "1%");
        assert_eq!(percent(Language::German, 0.76), "76\u{a0}%", "German sets a space, one that never breaks");
        assert_eq!(percent(Language::German, 0.001), "< 1\u{a0}%");
    }
}
