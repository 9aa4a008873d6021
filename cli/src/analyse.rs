//! `zabel analyse <record>`: every ply of a game with the analyst's view —
//! the best move, the move played, and what it gave away.

use std::io::{self, Write};
use std::path::PathBuf;

use zabel_core::ai::Cancel;
use zabel_core::ai::analysis::{Verdict, review};
use zabel_core::einstein::{Game, roll_to_string};

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
    if text.lines().any(|line| line.starts_with("Format: zabel-tafl")) {
        let game = zabel_core::tafl::Game::from_record(&text).map_err(|e| bad(e.to_string()))?;
        return tafl(&game);
    }
    let game = Game::from_record(&text).map_err(|e| bad(e.to_string()))?;
    let reviews = review(&game, &Cancel::new(), |done, total| eprint!("\ranalysing ply {done}/{total}"))
        .map_err(|e| io::Error::other(e.to_string()))?;
    eprintln!();
    let mut out = io::stdout().lock();
    writeln!(out, "{:>4} {:>4}  {:<10} {:>6}  {:<10} {:>6}  verdict", "ply", "roll", "played", "win%", "best", "win%")?;
    for r in &reviews {
        writeln!(
            out,
            "{:>4} {:>4}  {:<10} {:>6.1}  {:<10} {:>6.1}  {}",
            r.number,
            roll_to_string(r.roll),
            format!("{} {}", r.played.mv.piece, r.played.mv),
            100.0 * r.played.win_probability,
            format!("{} {}", r.best.mv.piece, r.best.mv),
            100.0 * r.best.win_probability,
            r.verdict.name()
        )?;
    }
    for side in zabel_core::einstein::Side::BOTH {
        let own: Vec<Verdict> = reviews.iter().filter(|r| r.played.mv.piece.side == side).map(|r| r.verdict).collect();
        slips(&mut out, &side.to_string(), &own)?;
    }
    Ok(())
}

/// "red: 12 moves, 1 inaccuracies, 0 mistakes, 2 blunders".
fn slips(out: &mut impl Write, who: &str, verdicts: &[Verdict]) -> io::Result<()> {
    let count = |verdict| verdicts.iter().filter(|&&v| v == verdict).count();
    writeln!(
        out,
        "{who}: {} moves, {} inaccuracies, {} mistakes, {} blunders",
        verdicts.len(),
        count(Verdict::Inaccuracy),
        count(Verdict::Mistake),
        count(Verdict::Blunder)
    )
}

/// The same table for a Königszabel game, without dice.
fn tafl(game: &zabel_core::tafl::Game) -> io::Result<()> {
    use zabel_core::ai::tafl::analysis;
    let reviews = analysis::review(game, &Cancel::new(), |done, total| eprint!("\ranalysing ply {done}/{total}"))
        .map_err(|e| io::Error::other(e.to_string()))?;
    eprintln!();
    let mut out = io::stdout().lock();
    writeln!(out, "{:>4}  {:<10} {:>6}  {:<10} {:>6}  verdict", "ply", "played", "win%", "best", "win%")?;
    for r in &reviews {
        writeln!(
            out,
            "{:>4}  {:<10} {:>6.1}  {:<10} {:>6.1}  {}",
            r.number,
            r.played.0.to_string(),
            100.0 * r.played.1,
            r.best.0.to_string(),
            100.0 * r.best.1,
            r.verdict.name()
        )?;
    }
    // The side to move at the start (the attackers, K2) makes the odd plies.
    let first = usize::from(game.start().turn() == zabel_core::tafl::Side::Attackers);
    for (name, parity) in [("attackers", first), ("defenders", 1 - first)] {
        let own: Vec<Verdict> = reviews.iter().filter(|r| r.number % 2 == parity).map(|r| r.verdict).collect();
        slips(&mut out, name, &own)?;
    }
    Ok(())
}
