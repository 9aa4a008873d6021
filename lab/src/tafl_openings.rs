//! `zabel-lab tafl openings`: start positions where neither side is lost,
//! for comparing two searches. From the start of K2 a strong search almost
//! always wins with the defenders, whoever plays them, so a pair of games
//! from the start nearly always ends one win each and says nothing about
//! which search is better (docs/ai.md). Chess testers meet the same wall
//! with draws and answer it with opening books; this writes one.
//!
//! Positions come from recorded games (`zabel-lab tafl games` files), at
//! most one per game; a position is kept when the analyst gives the side
//! to move a chance within the band, the curve fitted to outcomes
//! (`analysis::Chances`) turning its value into that chance.

use std::fs;
use std::io::{self, Write};
use std::path::PathBuf;

use zabel_core::ai::tafl::{analysis, learned};
use zabel_core::ai::{Budget, Cancel};
use zabel_core::tafl::{Game, Position};

use crate::tafl_games;
use crate::tafl_tactics::SideArg;

#[derive(clap::Args)]
pub struct Args {
    /// Games as `zabel-lab tafl games` writes them.
    #[arg(long)]
    games: PathBuf,
    /// How many positions to write.
    #[arg(long, default_value_t = 300)]
    count: usize,
    /// The plies into a game a position may come from, `FIRST,LAST`.
    #[arg(long, value_delimiter = ',', default_values_t = [10, 40])]
    plies: Vec<usize>,
    /// The side to move's chance a kept position lies within, `LOW,HIGH`.
    #[arg(long, value_delimiter = ',', default_values_t = [0.35, 0.65])]
    chance: Vec<f64>,
    /// Only positions with this side to move, so that the band is that
    /// side's chance (by default either side's).
    #[arg(long)]
    to_move: Option<SideArg>,
    /// Where the positions go, one K10 position a line.
    #[arg(long)]
    out: PathBuf,
}

/// The learned evaluation's own guess at the side to move's chance, from
/// the board alone (1000 to a logit): cheap, so the analyst searches only
/// the positions it does not already put far outside the band.
fn static_chance(position: &Position) -> f64 {
    1.0 / (1.0 + (-f64::from(learned::evaluate(position)) / 1000.0).exp())
}

/// How far outside the band a static guess may lie and still be searched.
const STATIC_SLACK: f64 = 0.1;

/// The side to move's chance in `position`, as a hint gives it: that of
/// its best move, every move searched to the analysis depth. `None` when
/// the hint's budget ran out first: the moves left unsearched keep the
/// value of the board after them, which misses a king's escape two moves
/// ahead (the first book, at a fifteenth of the budget, was full of
/// positions lost within four plies; docs/ai.md).
fn chance_to_move(position: &Position, budget: &Budget) -> io::Result<Option<f64>> {
    let game = Game::from_position(*position);
    let (moves, spent) =
        analysis::analyst().analyse_counting(&game, budget, &Cancel::new()).map_err(io::Error::other)?;
    if spent >= budget.nodes {
        return Ok(None);
    }
    let chances = analysis::Chances::shipped();
    // Positions that are over are not asked about, so there is a move.
    Ok(moves.first().map(|&(_, best)| chances.for_mover(best, position.turn(), analysis::men_on_board(position))))
}

pub fn run(args: &Args) -> io::Result<()> {
    let invalid = |why: &str| io::Error::new(io::ErrorKind::InvalidInput, why.to_owned());
    let (&[first, last], &[low, high]) = (args.plies.as_slice(), args.chance.as_slice()) else {
        return Err(invalid("--plies FIRST,LAST and --chance LOW,HIGH take two numbers each"));
    };
    let (player, samples) = tafl_games::read(&args.games)?;
    let mut out = fs::File::create(&args.out)?;
    writeln!(
        out,
        "# from {} (games of {player}), plies {first}..{last}, chance {low}..{high} for {}",
        args.games.display(),
        args.to_move.map_or("the side to move".to_owned(), |side| format!("the {}, to move", side.side().name()))
    )?;
    let mut kept = 0;
    let mut game = None;
    for sample in samples.iter().filter(|sample| (first..=last).contains(&sample.ply)) {
        if kept == args.count {
            break;
        }
        if game == Some(sample.game) {
            continue;
        }
        let position: Position = sample.position.parse().map_err(io::Error::other)?;
        if args.to_move.is_some_and(|side| side.side() != position.turn()) || Game::from_position(position).is_over() {
            continue;
        }
        let guess = static_chance(&position);
        if guess < low - STATIC_SLACK || guess > high + STATIC_SLACK {
            continue;
        }
        let Some(chance) = chance_to_move(&position, &analysis::ANALYSIS_BUDGET)? else { continue };
        if (low..=high).contains(&chance) {
            writeln!(out, "{position}\t# game {}, ply {}, {chance:.2} to move", sample.game, sample.ply)?;
            out.flush()?;
            kept += 1;
            game = Some(sample.game);
            eprint!("\r{kept} positions");
        }
    }
    eprintln!();
    println!("{kept} positions written to {}", args.out.display());
    Ok(())
}

/// The positions of an openings file, in order.
pub fn read(path: &std::path::Path) -> io::Result<Vec<Position>> {
    let text = fs::read_to_string(path)?;
    text.lines()
        .enumerate()
        .filter_map(|(number, line)| {
            let content = line.split('#').next().unwrap_or_default().trim();
            (!content.is_empty()).then(|| {
                content.parse::<Position>().map_err(|e| {
                    io::Error::new(io::ErrorKind::InvalidData, format!("{}:{}: {e}", path.display(), number + 1))
                })
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_openings_file_reads_its_positions_and_names_a_bad_line() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("openings.txt");
        let start = Position::start(zabel_core::tafl::Rules::default());
        fs::write(&path, format!("# a book\n{start}\t# game 1\n\n{start}\n")).unwrap();
        assert_eq!(read(&path).unwrap(), [start, start]);
        fs::write(&path, format!("{start}\n13/13 a\n")).unwrap();
        assert!(read(&path).unwrap_err().to_string().contains(":2:"));
    }

    /// Game 25 of the first book, ply 38: every attackers' move lets the
    /// king reach a castle's neighbour, and it escapes at ply 4. Cut short
    /// at 100,000 nodes the analyst gave the attackers 35%.
    #[test]
    fn a_position_is_judged_only_when_every_move_was_searched() {
        let lost: Position =
            "5aaa1d3/6a6/1a5a5/4a1a6/a4d4d2/a11a/aa5dd2aa/a4d2d1d1a/a5d5a/2a4a5/13/3k9/5aa1a4 a".parse().unwrap();
        assert_eq!(chance_to_move(&lost, &Budget::nodes(100_000)).unwrap(), None, "cut short");
        assert_eq!(chance_to_move(&lost, &analysis::ANALYSIS_BUDGET).unwrap(), Some(0.0), "lost in four plies");
    }

    #[test]
    fn a_book_for_one_side_holds_only_positions_with_that_side_to_move() {
        let dir = tempfile::tempdir().unwrap();
        let games = dir.path().join("games.tsv");
        let played = crate::arena::koenigszabel::random_opening(zabel_core::tafl::Rules::default(), 3, 12).unwrap();
        let lines: String = (0..2)
            .flat_map(|game| (4..12).map(move |ply| (game, ply)))
            .map(|(game, ply)| format!("{game}\t{ply}\t{}\t0.5\n", played.positions()[ply]))
            .collect();
        fs::write(&games, format!("# player: search:1\n{lines}")).unwrap();
        for side in [SideArg::Attackers, SideArg::Defenders] {
            let out = dir.path().join("book.txt");
            let args = Args {
                games: games.clone(),
                count: 10,
                plies: vec![4, 11],
                chance: vec![0.0, 1.0],
                to_move: Some(side),
                out: out.clone(),
            };
            run(&args).unwrap();
            let book = read(&out).unwrap();
            assert_eq!(book.len(), 2, "one position a game");
            assert!(book.iter().all(|position| position.turn() == side.side()));
            let header = fs::read_to_string(&out).unwrap();
            assert!(header.lines().next().unwrap().ends_with(&format!("for the {}, to move", side.side().name())));
        }
    }
}
