//! What the terminal says of a game: who is who, the moves as they are
//! played, the end and the rating it moved.

use std::io::{self, BufRead, Write};

use zabel_core::app::App;
use zabel_core::game::PlayerKind;
use zabel_core::game::{EndReason, Score, Seat, Variant};
use zabel_core::session::{GameConfig, GameView, Session};
use zabel_core::text::text;

use super::display_name;
use super::prompts::Terminal;
use crate::board::game_title;
use crate::{and_list, language, say};
use zabel_core::dice::WrittenPly;
use zabel_core::quattro::Seating;
use zabel_core::tafl::WrittenMove;

/// Who sits at `seat`, as the sentences tell players apart: `you` (the one
/// person at the keyboard), `computer`, or `person` (one of several people,
/// named by the seat).
pub(super) fn who(view: &GameView, seat: Seat) -> &'static str {
    let humans = view.seats.iter().filter(|s| s.player == PlayerKind::Human).count();
    match view.seats[seat.index()].player {
        PlayerKind::Human if humans > 1 => "person",
        PlayerKind::Human => "you",
        PlayerKind::Computer { .. } => "computer",
    }
}

/// The verb's person and number for `player_name`: `you`, `one` (the
/// computer, Red), or `many` (the attackers).
pub(super) fn form(view: &GameView, seat: Seat) -> &'static str {
    match who(view, seat) {
        "you" => "you",
        "person" if view.variant == Variant::Koenigszabel => "many",
        _ => "one",
    }
}

/// "You", "The computer", or with two people the seat's name.
pub(super) fn player_name(view: &GameView, seat: Seat) -> String {
    say("cli-player").text("who", who(view, seat)).seat("seat", view.variant, seat.0).get()
}

/// "You (red)", "The computer (attackers)", or "The defenders"; around a
/// table of three or four "Top-left (computer)". `position`: `start` of a
/// sentence or `inside` one.
pub(super) fn with_side(view: &GameView, seat: Seat, position: &str) -> String {
    say("cli-player-side")
        .text("who", who(view, seat))
        .flag("group", view.seats.len() > 2)
        .text("position", position)
        .seat("seat", view.variant, seat.0)
        .get()
}

/// The verb's form for `with_side`: around a table the seat is the subject.
pub(super) fn side_form(view: &GameView, seat: Seat) -> &'static str {
    if view.seats.len() > 2 { "one" } else { form(view, seat) }
}

/// The first line a new game prints; `turned`: the board is drawn turned
/// half round for the person (Red then starts at the bottom right).
pub(super) fn introduce(config: &GameConfig, turned: bool) -> String {
    let variant = config.variant();
    if let Some(seating) = variant.seating() {
        let seats: Vec<String> = seating
            .seats()
            .iter()
            .zip(&config.players)
            .enumerate()
            .map(|(index, (corner, player))| {
                let said = say("cli-intro-seat").text("letter", corner.letter().to_string());
                let said = said.seat("seat", variant, index as u8);
                match player {
                    PlayerKind::Human => said.text("who", "person"),
                    PlayerKind::Computer { level } => said.text("who", "computer").text("level", level.to_string()),
                }
                .get()
            })
            .collect();
        let seating = match seating {
            Seating::Diagonal => "diagonal",
            Seating::Longline => "longline",
            Seating::Trio => "trio",
        };
        let said = say("cli-intro-group").text("game", game_title(variant)).text("seating", seating);
        return said.text("seats", seats.join("; ")).get();
    }
    let human = config.players.iter().position(|p| *p == PlayerKind::Human).unwrap_or(0);
    let computer = config.players.iter().find_map(|p| match p {
        PlayerKind::Computer { level } => Some(*level),
        PlayerKind::Human => None,
    });
    let against = match computer {
        None => text(language(), "cli-against-people"),
        Some(number) => {
            let rating = variant.level(number).and_then(|level| level.rating);
            let rating = rating.map_or_else(|| "none".to_owned(), |rating| format!("{rating:.0}"));
            let said = say("cli-against-computer").text("level", number.to_string());
            said.text("name", variant.level_name(number, language())).text("rating", rating).get()
        }
    };
    let game = display_name(variant);
    // "EinStein würfelt nicht!" ends its own sentence.
    let stop = if game.ends_with(['!', '.', '?']) { "" } else { "." };
    let said = say("cli-intro").text("game", format!("{game}{stop}")).seat("seat", variant, human as u8);
    said.text("turned", if turned { "yes" } else { "no" }).text("against", against).get()
}

/// Prints the plies added since `printed`; returns the new count.
pub(super) fn print_new_moves<I: BufRead, O: Write>(
    term: &mut Terminal<I, O>,
    view: &GameView,
    printed: usize,
) -> io::Result<usize> {
    let start = printed.min(view.moves.len());
    for (index, (text, &seat)) in view.moves.iter().zip(&view.movers).enumerate().skip(start) {
        let (who, form) = (with_side(view, seat, "start"), side_form(view, seat));
        let line = match view.variant {
            Variant::Einstein | Variant::QuattroDiagonal | Variant::QuattroLongline | Variant::Trio => {
                // The ply as E7 and Q5 write it, read by the core's notation.
                let Ok(ply) = text.parse::<WrittenPly>() else { continue };
                let roll = ply.roll.map_or_else(|| "none".to_owned(), |die| die.to_string());
                let said = say("cli-played-die").text("who", who).text("form", form).text("roll", roll.as_str());
                let said = said.text("stone", ply.stone.as_str()).text("move", ply.mv.as_str());
                said.flag("capture", ply.is_capture()).get()
            }
            Variant::Koenigszabel => {
                // The ply as K9 writes it, read by the core's notation.
                let Ok(written) = text.parse::<WrittenMove>() else { continue };
                let taken: Vec<String> = written.captured.squares().map(|square| square.to_string()).collect();
                let captured = if taken.is_empty() { "none".to_owned() } else { and_list(&taken) };
                let end = match (written.king_captured, written.king_escaped) {
                    (true, _) => "captured",
                    (_, true) => "escaped",
                    _ => "none",
                };
                let mv = written.mv.to_string();
                let said = say("cli-played-tafl").text("number", (index + 1).to_string());
                let said = said.text("who", who).text("form", form).text("move", mv.as_str());
                said.text("captured", captured).text("end", end).get()
            }
        };
        writeln!(term.out, "{line}")?;
    }
    Ok(view.moves.len())
}

pub(super) fn report_end<I: BufRead, O: Write>(
    term: &mut Terminal<I, O>,
    session: &Session,
    app: &App,
) -> io::Result<()> {
    let view = session.view();
    let Some(result) = &view.result else { return Ok(()) };
    let winners: Vec<Seat> =
        view.seats.iter().map(|s| s.seat).filter(|&s| result.scores[s.index()] == Score::Win).collect();
    let verdict = match result.winner() {
        _ if winners.len() > 1 || view.seats.len() > 2 => {
            let names: Vec<String> = winners
                .iter()
                .enumerate()
                .map(|(index, &seat)| with_side(&view, seat, if index == 0 { "start" } else { "inside" }))
                .collect();
            let reason = match result.reason {
                EndReason::ReachedCorner => "reached-corner",
                EndReason::CapturedAll => "captured-all",
                EndReason::Resigned => "resigned",
                _ => "decided",
            };
            let said = say("cli-won-together").text("winners", and_list(&names));
            said.number("count", winners.len() as f64).text("reason", reason).get()
        }
        Some(winner) => {
            let loser = Seat(1 - winner.0);
            let reason = match result.reason {
                EndReason::ReachedCorner => "reached-corner",
                EndReason::CapturedAll => "captured-all",
                EndReason::KingEscaped => "king-escaped",
                EndReason::KingCaptured => "king-captured",
                EndReason::NoLegalMove => "no-legal-move",
                EndReason::Resigned if who(&view, loser) == "you" => "you-resigned",
                EndReason::Resigned => "resigned",
                EndReason::Repetition | EndReason::NoCapture => "decided",
            };
            let said = say("cli-won").text("who", player_name(&view, winner)).text("form", form(&view, winner));
            let said = said.text("reason", reason).seat("winner", view.variant, winner.0);
            said.seat("loser", view.variant, loser.0).get()
        }
        None => {
            let reason = match result.reason {
                EndReason::Repetition => "repetition",
                EndReason::NoCapture => "no-capture",
                _ => "agreed",
            };
            debug_assert!(result.scores.iter().all(|s| *s == Score::Draw));
            say("cli-draw").text("reason", reason).get()
        }
    };
    writeln!(term.out, "{verdict}")?;
    tell_rating_change(term, app, &view)
}

/// "Your rating: 1200 → 1180 (-20), provisional (1 of 20 games)." or
/// "This game was not rated."
pub(super) fn tell_rating_change<I: BufRead, O: Write>(
    term: &mut Terminal<I, O>,
    app: &App,
    view: &GameView,
) -> io::Result<()> {
    match view.rating_change {
        Some(change) => {
            let rating =
                app.rating(view.variant).map_err(|error| io::Error::other(text(language(), error.message_key())))?;
            let said = say("cli-your-rating").text("change", crate::rating_change_text(&change));
            let said = said.flag("provisional", rating.is_provisional()).text("games", rating.games.to_string());
            writeln!(term.out, "{}", said.get())?;
        }
        None => writeln!(term.out, "{}", text(language(), "cli-game-not-rated"))?,
    }
    Ok(())
}
