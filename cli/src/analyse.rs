//! `zabel analyse <record>`: every ply of a game with the analyst's view —
//! the best move, the move played, what it gave away and, in EinStein, what
//! the roll gave or took — then each side's totals: skill and luck apart.

use std::io::{self, Write};
use std::path::PathBuf;

use zabel_core::ai::Cancel;
use zabel_core::ai::Finding;
use zabel_core::game::Variant;
use zabel_core::games::{AnyGame, RecordError, record};
use zabel_core::session::{ReviewedPly, finding_words, review, seat_reviews, seat_summary};

use zabel_core::text::text;

use crate::{decimal, language, say};

#[derive(clap::Args)]
pub struct Args {
    /// A game record, as `zabel play --record` writes it: EinStein (E7,
    /// `Format: zabel-einstein 1`), Königszabel (K9, `zabel-tafl 1`), or a
    /// game of three or four (Q5, `zabel-einstein-quattro 1`).
    record: PathBuf,
}

/// Why a record does not read, in the terminal's language where the
/// reason is the record's shape, else in the reader's words.
fn unreadable(error: RecordError) -> String {
    match error {
        RecordError::NoGroupGame { named } => {
            let said = say("cli-record-no-group-game").flag("named", named.is_some());
            said.text("game", named.unwrap_or_default()).get()
        }
        RecordError::UnknownFormat(format) => {
            let said = say("cli-record-format").text("format", zabel_core::text::shortened(&format, 30));
            said.text("known", record::known_formats().join(", ")).get()
        }
        other => other.to_string(),
    }
}

pub fn run(args: &Args) -> io::Result<()> {
    let bytes =
        std::fs::read(&args.record).map_err(|e| io::Error::new(e.kind(), format!("{}: {e}", args.record.display())))?;
    let bad = |e: String| io::Error::new(io::ErrorKind::InvalidData, format!("{}: {e}", args.record.display()));
    let text =
        std::str::from_utf8(&bytes).map_err(|e| bad(say("cli-record-not-utf8").text("error", e.to_string()).get()))?;
    let game = AnyGame::read_record(text).map_err(|e| bad(unreadable(e)))?;
    let variant = game.state().variant();
    if variant.seating().is_some() {
        return moves_only(&game);
    }
    let progress = |done: usize, total: usize| {
        let said = say("cli-analysing").text("done", done.to_string()).text("total", total.to_string());
        eprint!("\r{}", said.get());
    };
    let plies = review(&game, &Cancel::new(), progress).map_err(|e| io::Error::other(crate::play::said(&e)))?;
    eprintln!();
    let mut out = io::stdout().lock();
    let dice = plies.iter().any(|ply| ply.luck.is_some());
    // Whose chance each column is: the side that moved, row by row.
    writeln!(out, "{}", say("cli-analyse-legend").flag("dice", dice).get())?;
    let column = |name: &str| say("cli-analyse-column").text("column", name).get();
    let width = verdict_width();
    let verdict = column("verdict");
    let head = format!(
        "{:<10} {:>6}  {:<10} {:>6}  {verdict:<width$}",
        column("played"),
        column("win"),
        column("best"),
        column("win")
    );
    if dice {
        writeln!(out, "{:>4} {:>4}  {head}  {:>6}", column("ply"), column("roll"), column("luck"))?;
    } else {
        writeln!(out, "{:>4}  {}", column("ply"), head.trim_end())?;
    }
    for ply in &plies {
        writeln!(out, "{}", line(ply, width))?;
    }
    // Who played is not in a record, so no side is "you".
    for seat in seat_reviews(&plies, variant.seats()) {
        writeln!(out, "{}", seat_summary(variant, &seat, false, language()))?;
    }
    Ok(())
}

/// A game of three or four: no engine judges these yet, so its moves are
/// listed with who played them, and its end.
fn moves_only(game: &AnyGame) -> io::Result<()> {
    let state = game.state();
    let variant = state.variant();
    let mut out = io::stdout().lock();
    writeln!(out, "{}", say("cli-moves-only").text("game", crate::play::display_name(variant)).get())?;
    for (index, text) in state.move_texts().iter().enumerate() {
        let who = state.mover(index).map_or_else(String::new, |seat| seat_words(variant, seat.0));
        writeln!(out, "{:>4}  {who:<12} {text}", index + 1)?;
    }
    match state.ending() {
        Some(ending) => {
            let (winners, winners_the) = crate::history::winners(variant, &ending.scores);
            writeln!(out, "{}", say("cli-record-won").text("winners", winners).text("winners-the", winners_the).get())
        }
        None => writeln!(out, "{}", text(language(), "cli-record-unfinished")),
    }
}

/// A seat's name alone: "red", "attackers".
fn seat_words(variant: Variant, seat: u8) -> String {
    say("cli-seat").text("code", crate::board::seat_name(variant, seat)).get()
}

fn verdict_name(verdict: &str) -> String {
    say("cli-verdict").text("verdict", verdict).get()
}

/// The verdict column: 10 characters, or the longest verdict's.
fn verdict_width() -> usize {
    let verdicts = ["forced", "best", "good", "inaccuracy", "mistake", "blunder"];
    verdicts.iter().map(|v| verdict_name(v).chars().count()).max().unwrap_or(0).max(10)
}

fn line(ply: &ReviewedPly, width: usize) -> String {
    let percent = |share: f64| decimal(100.0 * share, 1);
    let moves = format!(
        "{:<10} {:>6}  {:<10} {:>6}  {:<width$}",
        ply.played.notation,
        percent(ply.played.win_probability),
        ply.best.notation,
        percent(ply.best.win_probability),
        verdict_name(ply.verdict.name())
    );
    // What the search found, where it says more than the verdict.
    let moves = match ply.played.finding {
        Finding::Best | Finding::AsGood | Finding::Worse => moves,
        finding => format!("{moves}  {}", finding_words(finding, language())),
    };
    match ply.luck {
        Some(luck) => {
            let roll = ply.roll.map_or_else(|| "-".to_owned(), |die| die.to_string());
            let luck = percent(luck);
            let luck = if luck.starts_with('-') { luck } else { format!("+{luck}") };
            format!("{:>4} {roll:>4}  {moves}  {luck:>6}", ply.number)
        }
        None => format!("{:>4}  {}", ply.number, moves.trim_end()),
    }
}
