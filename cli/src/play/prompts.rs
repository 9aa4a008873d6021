//! The terminal a game is played in: what is asked, and what a typed
//! answer becomes (taps on the session, or a list of what can move).

use std::io::{self, BufRead, Write};

use zabel_core::einstein::{Setup, Side, triangle};
use zabel_core::game::{Mark, PieceKind, Seat, Variant};
use zabel_core::session::{GameView, Ignored, Interrupted, Phase, Session, TapOutcome};
use zabel_core::text::{Arg, Language, shortened, text, text_with};

use super::display_name;
use super::errors::{said, sentence_said};
use super::render::player_name;
use crate::board::{Style, render};
use crate::{language, or_list, say};
use zabel_core::tafl::{Square, WrittenMove};

pub(super) struct Terminal<I, O> {
    pub(super) input: I,
    pub(super) out: O,
    pub(super) style: Style,
    /// A line has been read (a byte order mark is dropped only before the first).
    pub(super) read_any: bool,
    /// The game being played, once there is one: `help` explains its moves.
    pub(super) variant: Option<Variant>,
}

/// What the player typed at a prompt.
pub(super) enum Answer {
    Line(String),
    Resign,
    InputClosed,
}

impl<I: BufRead, O: Write> Terminal<I, O> {
    pub(super) fn ask(&mut self, prompt: &str) -> io::Result<Answer> {
        let line = loop {
            write!(self.out, "{prompt} > ")?;
            self.out.flush()?;
            let first = !std::mem::replace(&mut self.read_any, true);
            match crate::lines::read_line(&mut self.input, first)? {
                None => {
                    writeln!(self.out)?;
                    return Ok(Answer::InputClosed);
                }
                Some(Ok(line)) if matches!(line.trim(), "help" | "h") => {
                    let game = self.variant.map_or("other", Variant::name);
                    writeln!(self.out, "{}", text_with(language(), "cli-help", &[("game", Arg::Text(game))]))?
                }
                Some(Ok(line)) => break line.trim().to_owned(),
                // Bytes that are no text (a stray key, a wrong encoding): ask again.
                Some(Err(_)) => writeln!(self.out, "{}", text(language(), "cli-not-text"))?,
            }
        };
        Ok(if matches!(line.as_str(), "q" | "quit" | "resign") { Answer::Resign } else { Answer::Line(line) })
    }

    pub(super) fn show(&mut self, view: &GameView) -> io::Result<()> {
        writeln!(self.out, "\n{}", render(view.variant, &view.board, &self.style))
    }
}

pub(super) enum Choice {
    Continue,
    Replace,
    Stop,
}

/// Asks what becomes of the interrupted game before another is started.
pub(super) fn ask_about_interrupted<I: BufRead, O: Write>(
    term: &mut Terminal<I, O>,
    game: &Interrupted,
    wanted: Variant,
) -> io::Result<Choice> {
    let name = display_name(game.variant);
    let args = [("game", Arg::Text(name)), ("count", Arg::Number(game.moves as f64))];
    writeln!(term.out, "{}", text_with(language(), "cli-interrupted", &args))?;
    if game.counts {
        writeln!(term.out, "{}", text(language(), "cli-interrupted-counts"))?;
    }
    let counts = if game.counts { "yes" } else { "no" };
    let prompt = text_with(
        language(),
        "cli-interrupted-ask",
        &[("counts", Arg::Text(counts)), ("game", Arg::Text(display_name(wanted)))],
    );
    loop {
        match term.ask(&prompt)? {
            Answer::Line(line) => match line.to_lowercase().as_str() {
                "c" | "continue" => return Ok(Choice::Continue),
                "n" | "new" => return Ok(Choice::Replace),
                "" => return Ok(Choice::Stop),
                _ => tell(term, &text(language(), "cli-expected-interrupted"))?,
            },
            Answer::Resign | Answer::InputClosed => return Ok(Choice::Stop),
        }
    }
}

/// What to type now: the marked pieces or targets by name (EinStein stones
/// also by number).
pub(super) fn prompt(view: &GameView, choosable: &[String]) -> String {
    let who = player_name(view, view.to_move().unwrap_or(Seat(0)));
    if view.phase == Phase::ChoosePiece {
        let choosable = view.marked(Mark::Choosable);
        if view.die.is_some() {
            let numbers: Vec<String> = view
                .board
                .cells
                .iter()
                .filter(|c| c.mark == Mark::Choosable)
                .filter_map(|c| c.piece.as_ref().map(|p| p.label.clone()))
                .collect();
            return say("cli-prompt-stone").text("who", who).text("stones", or_list(&numbers)).get();
        }
        let said = say("cli-prompt-piece").text("who", who).number("count", choosable.len() as f64);
        return said.text("example", example_move(view)).get();
    }
    let said = say("cli-prompt-target").text("who", who).text("targets", view.marked(Mark::Target).join(", "));
    said.flag("others", choosable.len() > 1).get()
}

/// Asks a yes-or-no question; anything but yes (or the input ending) is no.
/// German says j (ja) for yes; y is yes in every language.
pub(super) fn confirm<I: BufRead, O: Write>(term: &mut Terminal<I, O>, question: &str) -> io::Result<bool> {
    loop {
        let answer = match term.ask(question)? {
            Answer::Line(line) => line.to_lowercase(),
            Answer::Resign | Answer::InputClosed => return Ok(false),
        };
        let german = language() == Language::German;
        match answer.as_str() {
            "y" | "yes" => return Ok(true),
            "j" | "ja" if german => return Ok(true),
            "" | "n" | "no" => return Ok(false),
            "nein" if german => return Ok(false),
            // Anything else is no answer: say what is, rather than take it as no.
            _ => tell(term, &text(language(), "cli-expected-yes-no"))?,
        }
    }
}

/// A stone named as in the position notation, `R4` or `T2` (the core's
/// pieces read it): its number. Lower case stays a square (`b4`).
pub(super) fn stone_number(text: &str) -> Option<String> {
    let stone = text.parse::<zabel_core::einstein::Piece>().map(|piece| piece.stone);
    let stone = stone.or_else(|()| text.parse::<zabel_core::quattro::Piece>().map(|piece| piece.stone));
    stone.ok().map(|stone| stone.to_string())
}

/// Why a piece picked cannot be, where the game says more than that it is
/// not marked (Königszabel: another side's, or hemmed in).
pub(super) fn why_not_movable(session: &Session, square: &str) -> Option<String> {
    session.why_not_pick(square).map(|refusal| sentence_said(&refusal.sentence()))
}

/// Why a typed move is not legal, where the game says more than that it is
/// not among the legal ones.
pub(super) fn why_illegal(session: &Session, text: &str) -> Option<String> {
    session.why_not_move(text).map(|refusal| sentence_said(&refusal.sentence()))
}

/// The part of a typed move the notation could not read: the first of its
/// squares that is none (an `x` after a square's first letter starts the
/// captures; one first is a file the board does not have), else the whole.
fn no_square(typed: &str) -> &str {
    let parts = typed.split_once('-').map(|(from, to)| {
        let to = to.get(1..).and_then(|rest| rest.find('x')).map_or(to, |at| &to[..=at]);
        [from, to]
    });
    parts.into_iter().flatten().find(|part| part.parse::<Square>().is_err()).unwrap_or(typed)
}

pub(super) fn example_move(view: &GameView) -> String {
    view.marked(Mark::Choosable).first().map_or_else(|| "e1-e4".to_owned(), |from| format!("{from}-…"))
}

/// Turns a typed answer into taps: a stone's number, a square, `e1-e4`, or
/// `?` / `? e1` to list what can move.
pub(super) fn answer_choice<I: BufRead, O: Write>(
    term: &mut Terminal<I, O>,
    session: &Session,
    view: &GameView,
    text: &str,
    choosable: &[String],
) -> io::Result<()> {
    if text.is_empty() {
        // Enter pressed once too often: ask again, as if nothing was typed.
        return Ok(());
    }
    if let Some(rest) = text.strip_prefix('?') {
        return list_moves(term, session, view, rest.trim(), choosable);
    }
    if let Some(reason) = text.contains('-').then(|| why_illegal(session, text)).flatten() {
        return tell(term, &reason);
    }
    if view.variant == Variant::Koenigszabel && text.contains('-') {
        // The move as K9 writes it (`e1-e4`, captures after an `x`), read
        // by the core's notation; spaces typed around its parts are dropped.
        let compact: String = text.split_whitespace().collect();
        let Ok(written) = compact.parse::<WrittenMove>() else {
            // A part that is no square picks nothing, and is named.
            let said = say("cli-bad-move-part").text("move", shortened(text, 20));
            return tell(term, &said.text("part", shortened(no_square(&compact), 10)).get());
        };
        let picked = match session.tap(&written.mv.from.to_string()) {
            Ok(TapOutcome::Selected(_)) => session.tap(&written.mv.to.to_string()),
            other => other,
        };
        return match picked {
            Ok(TapOutcome::Moved(_)) => Ok(()),
            Ok(_) => tell(term, &say("cli-not-legal-move").text("move", text).get()),
            Err(error) => tell(term, &said(&error)),
        };
    }
    // An EinStein stone may be named by its number; everything else is a square.
    let by_number = view
        .board
        .cells
        .iter()
        .find(|c| {
            let number = stone_number(text);
            let number = number.as_deref().unwrap_or(text);
            c.mark == Mark::Choosable
                && c.piece.as_ref().is_some_and(|p| p.kind == PieceKind::Stone && p.label == number)
        })
        .map(|c| c.name.clone());
    let square = by_number.unwrap_or_else(|| text.to_owned());
    match session.tap(&square) {
        Ok(TapOutcome::Ignored(reason)) => {
            if let Some(why) = why_not_movable(session, &square) {
                return tell(term, &why);
            }
            let choices = match reason {
                Ignored::NotATarget => view.marked(Mark::Target),
                _ => view.marked(Mark::Choosable),
            };
            let said = say("cli-not-one-of").text("answer", shortened(text, 20));
            tell(term, &said.text("choices", choices.join(", ")).get())
        }
        Ok(_) => Ok(()),
        Err(error) => tell(term, &said(&error)),
    }
}

pub(super) fn tell<I: BufRead, O: Write>(term: &mut Terminal<I, O>, text: &str) -> io::Result<()> {
    writeln!(term.out, "{text}")
}

/// `?`: the pieces that can move (once one is picked, its targets and the
/// others); `? e1`: picks e1 and lists its targets.
pub(super) fn list_moves<I: BufRead, O: Write>(
    term: &mut Terminal<I, O>,
    session: &Session,
    view: &GameView,
    square: &str,
    choosable: &[String],
) -> io::Result<()> {
    if square.is_empty() {
        if view.phase == Phase::ChooseTarget {
            let moving = view.marked(Mark::Moving).join(" ");
            let targets = view.marked(Mark::Target).join(" ");
            tell(term, &say("cli-can-move-to").text("piece", moving.as_str()).text("targets", targets).get())?;
            let others: Vec<&str> = choosable.iter().filter(|p| **p != moving).map(String::as_str).collect();
            if others.is_empty() {
                return Ok(());
            }
            return tell(term, &say("cli-other-pieces").text("pieces", others.join(" ")).get());
        }
        return tell(term, &say("cli-pieces").text("pieces", view.marked(Mark::Choosable).join(" ")).get());
    }
    match session.tap(square) {
        Ok(TapOutcome::Selected(_)) => {
            let targets = session.view().marked(Mark::Target).join(" ");
            tell(term, &say("cli-can-move-to").text("piece", square).text("targets", targets).get())
        }
        Ok(_) => tell(term, &say("cli-cannot-move-now").text("square", shortened(square, 20)).get()),
        Err(error) => tell(term, &said(&error)),
    }
}

/// Asks for the arrangement of the player's triangle (E3); `None` to stop.
pub(super) fn choose_setup<I: BufRead, O: Write>(
    term: &mut Terminal<I, O>,
    side: Side,
) -> io::Result<Option<Option<Setup>>> {
    let squares = triangle(side).map(|s| s.to_string()).join(" ");
    writeln!(term.out, "{}", say("cli-setup-ask").text("squares", squares).get())?;
    let [first, second, ..] = triangle(side).map(|s| s.to_string());
    writeln!(term.out, "{}", say("cli-setup-example").text("first", first).text("second", second).get())?;
    loop {
        match term.ask(&text(language(), "cli-setup-prompt"))? {
            Answer::Line(text) if text == "r" => return Ok(Some(None)),
            Answer::Line(typed) => match Setup::from_digits(&typed) {
                Ok(setup) => return Ok(Some(Some(setup))),
                Err(zabel_core::einstein::SetupError::BadDigits(digits)) => {
                    writeln!(term.out, "{}", say("cli-setup-bad").text("digits", digits).get())?
                }
                Err(error) => writeln!(term.out, "{}", text(language(), error.message_key()))?,
            },
            Answer::Resign | Answer::InputClosed => return Ok(None),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::stone_number;

    #[test]
    fn a_stone_is_named_by_its_number_or_as_the_notation_writes_it() {
        assert_eq!(stone_number("R4").as_deref(), Some("4"));
        assert_eq!(stone_number("T6").as_deref(), Some("6"));
        assert_eq!(stone_number("b4"), None, "a square");
        assert_eq!(stone_number("R7"), None);
        assert_eq!(stone_number("R44"), None);
        assert_eq!(stone_number("4"), None);
    }
}
