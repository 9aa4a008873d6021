//! `zabel analyse <record>`: every ply of a game with the analyst's view —
//! the best move, the move played, what it gave away and, in EinStein, what
//! the roll gave or took — then each side's totals: skill and luck apart.

use std::io::{self, Write};
use std::path::PathBuf;

use zabel_core::ai::Cancel;
use zabel_core::game::{AnyGame, Variant};
use zabel_core::session::{ReviewedPly, SeatReview, review, seat_reviews};

use crate::board::seat_name;

#[derive(clap::Args)]
pub struct Args {
    /// A game record, as `zabel play --record` writes it: EinStein (E7,
    /// `Format: zabel-einstein 1`), Königszabel (K9, `zabel-tafl 1`), or a
    /// game of three or four (Q5, `zabel-einstein-quattro 1`).
    record: PathBuf,
}

/// The format lines of the records `zabel play` writes, and their games.
const FORMATS: [(&str, Option<Variant>); 3] = [
    ("zabel-einstein 1", Some(Variant::Einstein)),
    ("zabel-tafl 1", Some(Variant::Koenigszabel)),
    // Its game line says which of the games of three and four.
    ("zabel-einstein-quattro 1", None),
];

/// The game a record is of, by its format line (E7, K9, Q5); a record
/// without one is read as E7, as the first records were written.
fn variant_of(text: &str) -> Result<Variant, String> {
    let format = text.lines().find_map(|line| line.trim().strip_prefix("Format:")).map(str::trim);
    let Some(format) = format else { return Ok(Variant::Einstein) };
    match FORMATS.iter().find(|(name, _)| *name == format) {
        Some((_, Some(variant))) => Ok(*variant),
        Some((_, None)) => {
            let game = text.lines().find_map(|line| line.trim().strip_prefix("Game:")).map(str::trim);
            Variant::ALL
                .into_iter()
                .find(|v| v.seating().is_some() && Some(v.name()) == game)
                .ok_or_else(|| format!("the game line names no game of three or four: {}", game.unwrap_or("none")))
        }
        None => {
            let known: Vec<&str> = FORMATS.iter().map(|(name, _)| *name).collect();
            Err(format!(
                "'Format: {}' is not a record format zabel reads ({})",
                zabel_core::text::shortened(format, 30),
                known.join(", ")
            ))
        }
    }
}

pub fn run(args: &Args) -> io::Result<()> {
    let bytes =
        std::fs::read(&args.record).map_err(|e| io::Error::new(e.kind(), format!("{}: {e}", args.record.display())))?;
    let bad = |e: String| io::Error::new(io::ErrorKind::InvalidData, format!("{}: {e}", args.record.display()));
    // Editors on some systems start a UTF-8 file with a byte order mark.
    let bytes = bytes.strip_prefix("\u{feff}".as_bytes()).unwrap_or(&bytes);
    let text = std::str::from_utf8(bytes).map_err(|e| bad(format!("not UTF-8 text: {e}")))?;
    let variant = variant_of(text).map_err(bad)?;
    let game = AnyGame::from_record(variant, text).map_err(|e| bad(e.to_string()))?;
    if variant.seating().is_some() {
        return moves_only(&game);
    }
    let plies = review(&game, &Cancel::new(), |done, total| eprint!("\ranalysing ply {done}/{total}"))
        .map_err(|e| io::Error::other(e.to_string()))?;
    eprintln!();
    let mut out = io::stdout().lock();
    let dice = plies.iter().any(|ply| ply.luck.is_some());
    let head = format!("{:<10} {:>6}  {:<10} {:>6}  verdict", "played", "win%", "best", "win%");
    if dice {
        writeln!(out, "{:>4} {:>4}  {head}  {:>6}", "ply", "roll", "luck")?;
    } else {
        writeln!(out, "{:>4}  {head}", "ply")?;
    }
    for ply in &plies {
        writeln!(out, "{}", line(ply))?;
    }
    for seat in seat_reviews(&plies, variant.seats()) {
        writeln!(out, "{}", summary(variant, &seat))?;
    }
    Ok(())
}

/// A game of three or four: no engine judges these yet, so its moves are
/// listed with who played them, and its end.
fn moves_only(game: &AnyGame) -> io::Result<()> {
    let state = game.state();
    let variant = state.variant();
    let mut out = io::stdout().lock();
    writeln!(out, "{}: no engine judges games of three and four yet; the moves:", crate::play::display_name(variant))?;
    for (index, text) in state.move_texts().iter().enumerate() {
        let who = state.mover(index).map_or("", |seat| seat_name(variant, seat.0));
        writeln!(out, "{:>4}  {who:<12} {text}", index + 1)?;
    }
    match state.ending() {
        Some(ending) => {
            let winners: Vec<&str> = (0..ending.scores.len() as u8)
                .filter(|&seat| ending.score(zabel_core::game::Seat(seat)) == Some(zabel_core::game::Score::Win))
                .map(|seat| seat_name(variant, seat))
                .collect();
            writeln!(out, "{} won.", winners.join(" and "))
        }
        None => writeln!(out, "The record ends before the game does."),
    }
}

fn line(ply: &ReviewedPly) -> String {
    let moves = format!(
        "{:<10} {:>6.1}  {:<10} {:>6.1}  {:<10}",
        ply.played.notation,
        100.0 * ply.played.win_probability,
        ply.best.notation,
        100.0 * ply.best.win_probability,
        ply.verdict.name()
    );
    match ply.luck {
        Some(luck) => {
            let roll = ply.roll.map_or_else(|| "-".to_owned(), |die| die.to_string());
            format!("{:>4} {roll:>4}  {moves}  {:>+6.1}", ply.number, 100.0 * luck)
        }
        None => format!("{:>4}  {}", ply.number, moves.trim_end()),
    }
}

/// "red: 12 moves, 1 inaccuracy, 0 mistakes, 2 blunders; lost 9.0% to
/// decisions; the dice cost 21.0%".
fn summary(variant: Variant, seat: &SeatReview) -> String {
    let count = |n: usize, one: &str, many: &str| format!("{n} {}", if n == 1 { one } else { many });
    let mut text = format!(
        "{}: {}, {}, {}, {}; lost {:.1}% to decisions",
        seat_name(variant, seat.seat.0),
        count(seat.moves, "move", "moves"),
        count(seat.inaccuracies, "inaccuracy", "inaccuracies"),
        count(seat.mistakes, "mistake", "mistakes"),
        count(seat.blunders, "blunder", "blunders"),
        100.0 * seat.decisions
    );
    if let Some(dice) = seat.dice {
        let verb = if dice < 0.0 { "cost" } else { "gave" };
        text += &format!("; the dice {verb} {:.1}%", 100.0 * dice.abs());
    }
    text
}
