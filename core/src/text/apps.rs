//! Sentences of the apps that name seats: the seat forms a message may use
//! (`$seat`, `$seat-start`, `$seat-label`, `$seat-many`) filled in from the
//! game, and the end of a game in one sentence, so that grammar (German
//! "die Angreifer sind", "Rot ist", "Blau hat aufgegeben") stays in the
//! catalogs and no app decides it.

use crate::game::{EndReason, Ending, PlayerKind, Score, Seat, Variant};

use super::{Arg, Language, text_with};

/// The forms of `seats` (one seat, or several joined by "and") under the
/// name `name`: `name` inside a sentence, `name-start` starting one,
/// `name-label` standing alone, `name-many` (yes/no) for the verb: a side
/// of many men, or several seats.
fn seat_forms(language: Language, variant: Variant, name: &str, seats: &[Seat]) -> Vec<(String, String)> {
    let inside: Vec<String> = seats.iter().map(|&seat| variant.seat_name(seat, language)).collect();
    let labels: Vec<String> = seats.iter().map(|&seat| variant.seat_label(seat, language)).collect();
    let inside = and_list(language, &inside);
    let many = seats.len() > 1 || variant == Variant::Koenigszabel;
    vec![
        (format!("{name}-start"), capitalized(&inside)),
        (name.to_owned(), inside),
        (format!("{name}-label"), and_list(language, &labels)),
        (format!("{name}-many"), if many { "yes" } else { "no" }.to_owned()),
    ]
}

/// "top left and bottom right": the catalog's `app-list-and`, pairwise.
fn and_list(language: Language, items: &[String]) -> String {
    let mut items = items.iter();
    let first = items.next().cloned().unwrap_or_default();
    items.fold(first, |list, item| {
        text_with(language, "app-list-and", &[("first", Arg::Text(&list)), ("second", Arg::Text(item))])
    })
}

/// The first letter made a capital, for a name that starts a sentence.
fn capitalized(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map(|first| first.to_uppercase().chain(chars).collect()).unwrap_or_default()
}

/// The message `key` with the seat forms of `seats` as `$seat…`, besides `args`:
/// `app-to-move` for the attackers is "Die Angreifer sind am Zug".
pub fn seat_text(language: Language, key: &str, variant: Variant, seats: &[Seat], args: &[(&str, Arg)]) -> String {
    let forms = seat_forms(language, variant, "seat", seats);
    let mut all: Vec<(&str, Arg)> = forms.iter().map(|(name, value)| (name.as_str(), Arg::Text(value))).collect();
    all.extend_from_slice(args);
    text_with(language, key, &all)
}

/// The end of a game in one sentence (`app-result`): who won, or a draw,
/// and why; after a resignation, who resigned: "Red won: Blue resigned",
/// "Sieg für die Verteidiger: die Angreifer haben aufgegeben".
pub fn result_text(language: Language, variant: Variant, ending: &Ending) -> String {
    let winners = seats_with(ending, Score::Win);
    let outcome = match winners.len() {
        0 => "draw",
        1 => "win",
        _ => "together",
    };
    let mut forms = seat_forms(language, variant, "winner", &winners);
    forms.extend(seat_forms(language, variant, "loser", &seats_with(ending, Score::Loss)));
    let mut args: Vec<(&str, Arg)> = forms.iter().map(|(name, value)| (name.as_str(), Arg::Text(value))).collect();
    args.push(("outcome", Arg::Text(outcome)));
    args.push(("reason", Arg::Text(reason_key(ending.reason))));
    text_with(language, "app-result", &args)
}

/// The end of a game said to the one person who played it, at seat `you`,
/// against the computer (`app-result-yours`): "You won: the king escaped to
/// a castle", "Du hast verloren: du hast aufgegeben", "You won: Blue
/// resigned"; a draw as in [`result_text`].
pub fn your_result_text(language: Language, variant: Variant, ending: &Ending, you: Seat) -> String {
    let outcome = match ending.scores.get(you.index()) {
        Some(Score::Win) => "won",
        Some(Score::Draw) | None => "draw",
        Some(Score::Loss) => "lost",
    };
    let losers = seats_with(ending, Score::Loss);
    let resigned = ending.reason == EndReason::Resigned && losers.contains(&you);
    let forms = seat_forms(language, variant, "loser", &losers);
    let mut args: Vec<(&str, Arg)> = forms.iter().map(|(name, value)| (name.as_str(), Arg::Text(value))).collect();
    args.push(("outcome", Arg::Text(outcome)));
    args.push(("you-resigned", Arg::Text(if resigned { "yes" } else { "no" })));
    args.push(("reason", Arg::Text(reason_key(ending.reason))));
    text_with(language, "app-result-yours", &args)
}

/// The end of a game as its players read it: said to the person
/// ([`your_result_text`]) when exactly one person played against the
/// computer; naming the seats ([`result_text`]) when friends shared a
/// device or only computers played.
pub fn players_result_text(language: Language, variant: Variant, ending: &Ending, players: &[PlayerKind]) -> String {
    match PlayerKind::lone_person(players) {
        Some(you) => your_result_text(language, variant, ending, you),
        None => result_text(language, variant, ending),
    }
}

/// Every seat's points, in seat order (`app-scores`): "Red 1 · Blue 0",
/// "Angreifer ½ · Verteidiger ½"; a line breaks only after a dot.
pub fn scores_text(language: Language, variant: Variant, ending: &Ending) -> String {
    let seats: Vec<String> = ending
        .scores
        .iter()
        .enumerate()
        .map(|(seat, score)| {
            let points = match score {
                Score::Win => "win",
                Score::Draw => "draw",
                Score::Loss => "loss",
            };
            let label = variant.seat_label(Seat(seat as u8), language);
            // A seat and its points stay on one line ("Unten links 0" broke after "Unten"): lines break at the dots.
            text_with(language, "app-seat-score", &[("seat-label", Arg::Text(&label)), ("score", Arg::Text(points))])
                .replace(' ', "\u{a0}")
        })
        .collect();
    seats
        .into_iter()
        .reduce(|list, seat| {
            text_with(language, "app-scores", &[("first", Arg::Text(&list)), ("second", Arg::Text(&seat))])
        })
        .unwrap_or_default()
}

/// Who sat at a seat, standing alone: "Person", or a computer level by the
/// name the game gives it, "Thrall (computer, level 1)".
pub fn player_text(language: Language, variant: Variant, player: PlayerKind) -> String {
    match player {
        PlayerKind::Human => text_with(language, "app-player", &[("kind", Arg::Text("person"))]),
        PlayerKind::Computer { level } => {
            let name = variant.level_name(level, language);
            let args =
                [("kind", Arg::Text("computer")), ("level", Arg::Number(level.into())), ("name", Arg::Text(&name))];
            text_with(language, "app-player", &args)
        }
    }
}

/// Who sat at each seat, as the one person who played the computer reads
/// it: that person is "You" (issue 61: the history called the player
/// "Person"); people playing each other are each "Person".
pub fn players_texts(language: Language, variant: Variant, players: &[PlayerKind]) -> Vec<String> {
    let you = PlayerKind::lone_person(players);
    players
        .iter()
        .enumerate()
        .map(|(seat, &player)| match you {
            Some(you) if you.index() == seat => text_with(language, "app-player", &[("kind", Arg::Text("you"))]),
            _ => player_text(language, variant, player),
        })
        .collect()
}

/// The seats that scored `wanted`, in seat order.
fn seats_with(ending: &Ending, wanted: Score) -> Vec<Seat> {
    ending.scores.iter().enumerate().filter(|(_, score)| **score == wanted).map(|(seat, _)| Seat(seat as u8)).collect()
}

/// An end reason as the catalogs select it.
fn reason_key(reason: EndReason) -> &'static str {
    match reason {
        EndReason::ReachedCorner => "reached-corner",
        EndReason::CapturedAll => "captured-all",
        EndReason::KingEscaped => "king-escaped",
        EndReason::KingCaptured => "king-captured",
        EndReason::NoLegalMove => "no-legal-move",
        EndReason::Repetition => "repetition",
        EndReason::NoCapture => "no-capture",
        EndReason::Resigned => "resigned",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn win(seats: usize, winner: u8, reason: EndReason) -> Ending {
        Ending::win(seats, Seat(winner), reason)
    }

    #[test]
    fn the_scores_name_every_seat_with_its_points() {
        let corner = win(2, 0, EndReason::ReachedCorner);
        assert_eq!(scores_text(Language::English, Variant::Einstein, &corner), "Red\u{a0}1\u{a0}· Blue\u{a0}0");
        let drawn = Ending { scores: vec![Score::Draw, Score::Draw], reason: EndReason::Repetition };
        assert_eq!(
            scores_text(Language::German, Variant::Koenigszabel, &drawn),
            "Angreifer\u{a0}½\u{a0}· Verteidiger\u{a0}½"
        );
        let team =
            Ending { scores: vec![Score::Win, Score::Loss, Score::Win, Score::Loss], reason: EndReason::ReachedCorner };
        let four = scores_text(Language::German, Variant::QuattroDiagonal, &team);
        assert_eq!(four.matches('·').count(), 3);
        // Breakable only after a dot: a seat's name never parts from its points.
        assert_eq!(four.matches(' ').count(), 3, "{four}");
        assert!(four.contains("Unten\u{a0}links\u{a0}0"), "{four}");
    }

    #[test]
    fn a_player_is_a_person_or_a_level_by_its_games_name() {
        let level = PlayerKind::Computer { level: 1 };
        assert_eq!(player_text(Language::English, Variant::Koenigszabel, level), "Thrall (computer, level 1)");
        assert_eq!(player_text(Language::English, Variant::Einstein, PlayerKind::Human), "Person");
        let german = player_text(Language::German, Variant::Einstein, PlayerKind::Computer { level: 2 });
        assert!(german.ends_with("(Computer, Stufe 2)") && !german.starts_with("Computer"), "{german}");
    }

    #[test]
    fn the_one_person_against_the_computer_is_you_and_friends_are_people() {
        let (person, computer) = (PlayerKind::Human, PlayerKind::Computer { level: 1 });
        let texts = players_texts(Language::English, Variant::Koenigszabel, &[computer, person]);
        assert_eq!(texts, ["Thrall (computer, level 1)", "You"]);
        assert_eq!(players_texts(Language::German, Variant::Einstein, &[person, computer])[0], "Du");
        assert_eq!(players_texts(Language::English, Variant::Einstein, &[person, person]), ["Person", "Person"]);
    }

    #[test]
    fn only_a_lone_person_against_the_computer_is_spoken_to() {
        let (person, computer) = (PlayerKind::Human, PlayerKind::Computer { level: 1 });
        assert_eq!(PlayerKind::lone_person(&[computer, person]), Some(Seat(1)));
        assert_eq!(PlayerKind::lone_person(&[person, person]), None);
        assert_eq!(PlayerKind::lone_person(&[computer, computer]), None);
        assert_eq!(PlayerKind::lone_person(&[person, computer, computer, computer]), Some(Seat(0)));
    }

    #[test]
    fn the_end_names_who_won_and_who_resigned_in_both_languages() {
        let en = |variant, ending: &Ending| result_text(Language::English, variant, ending);
        let de = |variant, ending: &Ending| result_text(Language::German, variant, ending);
        // One seat wins.
        let corner = win(2, 0, EndReason::ReachedCorner);
        assert_eq!(en(Variant::Einstein, &corner), "Red won: a stone reached the opposite corner");
        assert_eq!(de(Variant::Einstein, &corner), "Sieg für Rot: ein Stein hat die gegenüberliegende Ecke erreicht");
        let escaped = win(2, 1, EndReason::KingEscaped);
        assert_eq!(en(Variant::Koenigszabel, &escaped), "The defenders won: the king escaped to a castle");
        assert_eq!(
            de(Variant::Koenigszabel, &escaped),
            "Sieg für die Verteidiger: der König ist in eine Burg entkommen"
        );
        // A resignation names who resigned, with the verb the seat wants.
        let resigned = win(2, 0, EndReason::Resigned);
        assert_eq!(en(Variant::Einstein, &resigned), "Red won: Blue resigned");
        assert_eq!(de(Variant::Einstein, &resigned), "Sieg für Rot: Blau hat aufgegeben");
        let attackers_resigned = win(2, 1, EndReason::Resigned);
        assert_eq!(en(Variant::Koenigszabel, &attackers_resigned), "The defenders won: the attackers resigned");
        assert_eq!(
            de(Variant::Koenigszabel, &attackers_resigned),
            "Sieg für die Verteidiger: die Angreifer haben aufgegeben"
        );
        // A team wins together; the losing side resigned together.
        let team =
            Ending { scores: vec![Score::Win, Score::Loss, Score::Win, Score::Loss], reason: EndReason::ReachedCorner };
        assert_eq!(
            en(Variant::QuattroDiagonal, &team),
            "Top left and bottom right won together: a stone reached the opposite corner"
        );
        assert_eq!(
            de(Variant::QuattroDiagonal, &team),
            "Oben links und unten rechts haben gemeinsam gewonnen: ein Stein hat die gegenüberliegende Ecke erreicht"
        );
        let team_resigned = Ending { reason: EndReason::Resigned, ..team };
        assert_eq!(
            en(Variant::QuattroDiagonal, &team_resigned),
            "Top left and bottom right won together: top right and bottom left resigned"
        );
        assert_eq!(
            de(Variant::QuattroDiagonal, &team_resigned),
            "Oben links und unten rechts haben gemeinsam gewonnen: oben rechts und unten links haben aufgegeben"
        );
        // Trio: the single player resigned, or the pair did.
        let trio = Ending { scores: vec![Score::Loss, Score::Win, Score::Win], reason: EndReason::Resigned };
        assert_eq!(
            de(Variant::Trio, &trio),
            "Oben rechts und unten links haben gemeinsam gewonnen: oben links hat aufgegeben"
        );
        let draw = Ending::draw(2, EndReason::Repetition);
        assert_eq!(en(Variant::Koenigszabel, &draw), "Draw: the same position for the third time");
        assert_eq!(de(Variant::Koenigszabel, &draw), "Unentschieden: dieselbe Stellung zum dritten Mal");
        // Every reason, every game, both languages: a sentence, never a key.
        for language in Language::ALL {
            for variant in Variant::ALL {
                for reason in EndReason::ALL {
                    let said = result_text(language, variant, &win(variant.seats(), 0, reason));
                    assert!(!said.contains("app-") && !said.contains("reason-") && !said.contains('{'), "{said}");
                }
            }
        }
    }

    #[test]
    fn a_person_against_the_computer_hears_you_won_or_you_lost_in_both_languages() {
        let you = |language, variant, ending: &Ending, seat| your_result_text(language, variant, ending, Seat(seat));
        let (en, de) = (Language::English, Language::German);
        // The person won or lost, and why, as today.
        let corner = win(2, 0, EndReason::ReachedCorner);
        assert_eq!(you(en, Variant::Einstein, &corner, 0), "You won: a stone reached the opposite corner");
        assert_eq!(
            you(de, Variant::Einstein, &corner, 0),
            "Du hast gewonnen: ein Stein hat die gegenüberliegende Ecke erreicht"
        );
        assert_eq!(you(en, Variant::Einstein, &corner, 1), "You lost: a stone reached the opposite corner");
        assert_eq!(
            you(de, Variant::Einstein, &corner, 1),
            "Du hast verloren: ein Stein hat die gegenüberliegende Ecke erreicht"
        );
        let escaped = win(2, 1, EndReason::KingEscaped);
        assert_eq!(you(en, Variant::Koenigszabel, &escaped, 1), "You won: the king escaped to a castle");
        assert_eq!(
            you(de, Variant::Koenigszabel, &escaped, 0),
            "Du hast verloren: der König ist in eine Burg entkommen"
        );
        // The person resigned: said so, to the person; the computer resigned: named.
        let resigned = win(2, 1, EndReason::Resigned);
        assert_eq!(you(en, Variant::Einstein, &resigned, 0), "You lost: you resigned");
        assert_eq!(you(de, Variant::Einstein, &resigned, 0), "Du hast verloren: du hast aufgegeben");
        assert_eq!(you(en, Variant::Koenigszabel, &resigned, 1), "You won: the attackers resigned");
        assert_eq!(you(de, Variant::Koenigszabel, &resigned, 1), "Du hast gewonnen: die Angreifer haben aufgegeben");
        let draw = Ending::draw(2, EndReason::Repetition);
        assert_eq!(you(en, Variant::Koenigszabel, &draw, 0), "Draw: the same position for the third time");
        assert_eq!(you(de, Variant::Koenigszabel, &draw, 1), "Unentschieden: dieselbe Stellung zum dritten Mal");
        // A team game of one person with computers: the person's side.
        let team =
            Ending { scores: vec![Score::Win, Score::Loss, Score::Win, Score::Loss], reason: EndReason::CapturedAll };
        assert_eq!(you(en, Variant::QuattroDiagonal, &team, 0), "You won: a player has no stones left");
        assert_eq!(you(de, Variant::QuattroDiagonal, &team, 1), "Du hast verloren: ein Spieler hat keine Steine mehr");
    }

    #[test]
    fn only_a_person_alone_against_the_computer_is_spoken_to() {
        let computer = PlayerKind::Computer { level: 3 };
        let resigned = win(2, 1, EndReason::Resigned);
        let said =
            |players: &[PlayerKind]| players_result_text(Language::English, Variant::Einstein, &resigned, players);
        assert_eq!(said(&[PlayerKind::Human, computer]), "You lost: you resigned");
        assert_eq!(said(&[computer, PlayerKind::Human]), "You won: Red resigned");
        // Friends at one device, or computers watched: the seats are named.
        assert_eq!(said(&[PlayerKind::Human, PlayerKind::Human]), "Blue won: Red resigned");
        assert_eq!(said(&[computer, computer]), "Blue won: Red resigned");
        let de = players_result_text(Language::German, Variant::Einstein, &resigned, &[PlayerKind::Human, computer]);
        assert_eq!(de, "Du hast verloren: du hast aufgegeben");
        // Every reason, every game, every seat, both languages: a sentence, never a key.
        for language in Language::ALL {
            for variant in Variant::ALL {
                for reason in EndReason::ALL {
                    for seat in 0..variant.seats() as u8 {
                        let said = your_result_text(language, variant, &win(variant.seats(), 0, reason), Seat(seat));
                        assert!(!said.contains("app-") && !said.contains("reason-") && !said.contains('{'), "{said}");
                    }
                }
            }
        }
    }

    #[test]
    fn whose_turn_it_is_takes_the_verb_the_seat_wants() {
        let to_move = |language, variant, seat| seat_text(language, "app-to-move", variant, &[Seat(seat)], &[]);
        assert_eq!(to_move(Language::German, Variant::Koenigszabel, 0), "Die Angreifer sind am Zug");
        assert_eq!(to_move(Language::German, Variant::Einstein, 0), "Rot ist am Zug");
        assert_eq!(to_move(Language::German, Variant::QuattroLongline, 3), "Unten links ist am Zug");
        assert_eq!(to_move(Language::English, Variant::Koenigszabel, 0), "Attackers to move");
        assert_eq!(to_move(Language::English, Variant::Einstein, 1), "Blue to move");
        let hand_over = |language, seat| seat_text(language, "app-hand-over", Variant::Trio, &[Seat(seat)], &[]);
        assert_eq!(hand_over(Language::English, 0), "Hand the phone to top left");
        assert_eq!(hand_over(Language::German, 1), "Gib das Gerät an den Platz oben rechts weiter");
        assert_eq!(
            seat_text(Language::German, "app-hand-over-go", Variant::Trio, &[Seat(1)], &[]),
            "Ich sitze oben rechts – los"
        );
    }
}
