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
    /// A game record (E7 or K9), as `zabel play` writes it.
    record: PathBuf,
}

pub fn run(args: &Args) -> io::Result<()> {
    let text = std::fs::read_to_string(&args.record)
        .map_err(|e| io::Error::new(e.kind(), format!("{}: {e}", args.record.display())))?;
    let bad = |e: String| io::Error::new(io::ErrorKind::InvalidData, format!("{}: {e}", args.record.display()));
    // K9 records say so in their format line; anything else is read as E7.
    let variant = if text.lines().any(|line| line.starts_with("Format: zabel-tafl")) {
        Variant::Koenigszabel
    } else {
        Variant::Einstein
    };
    let game = AnyGame::from_record(variant, &text).map_err(|e| bad(e.to_string()))?;
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
