//! `zabel-lab tafl book`: an openings book chosen by play. The analyst's
//! chance could not find even positions (docs/ai.md: every position of
//! 499 games of level 5 fell outside 35–65% once every move was
//! searched), so the book keeps the candidate positions from which the
//! same search, playing itself at two or more budgets, reached different
//! results. There a little more strength decides the game, which is what a
//! pair of games between two versions of a search can then measure;
//! positions that end the same way whatever the budget say nothing.

use std::collections::BTreeMap;
use std::fs;
use std::io::{self, Write};
use std::path::PathBuf;

use crate::arena::koenigszabel::{self, SelfGame};
use crate::tafl_openings;

#[derive(clap::Args)]
pub struct Args {
    /// The candidates, as `zabel-lab tafl openings` writes them.
    #[arg(long)]
    candidates: PathBuf,
    /// The arena's results of each player against itself from the
    /// candidates (`tafl arena --pairings self --openings CANDIDATES`).
    #[arg(long)]
    results: PathBuf,
    /// Where the book goes, one K10 position a line.
    #[arg(long)]
    out: PathBuf,
}

/// The candidates whose games ended differently for different players,
/// in order, each with every player's score for the attackers; a
/// candidate some player has not yet played is left out.
fn differing(games: &[SelfGame]) -> Vec<(usize, Vec<(&str, f64)>)> {
    let players: std::collections::BTreeSet<&str> = games.iter().map(|g| g.player.as_str()).collect();
    let mut by_index: BTreeMap<usize, Vec<(&str, f64)>> = BTreeMap::new();
    for game in games {
        by_index.entry(game.index).or_default().push((game.player.as_str(), game.attackers_score));
    }
    by_index
        .into_iter()
        .filter(|(_, scores)| {
            let played: std::collections::BTreeSet<&str> = scores.iter().map(|&(player, _)| player).collect();
            played == players && scores.iter().any(|&(_, score)| score != scores[0].1)
        })
        .collect()
}

pub fn run(args: &Args) -> io::Result<()> {
    let candidates = tafl_openings::read(&args.candidates)?;
    let games = koenigszabel::self_games(&args.results)?;
    let kept = differing(&games);
    let mut out = fs::File::create(&args.out)?;
    writeln!(
        out,
        "# from {} by {}: the positions whose games against itself ended differently at different budgets",
        args.candidates.display(),
        args.results.display()
    )?;
    for (index, scores) in &kept {
        let position = candidates.get(*index).ok_or_else(|| {
            io::Error::new(io::ErrorKind::InvalidData, format!("game {index} of the results has no candidate position"))
        })?;
        let said: Vec<String> = scores.iter().map(|(player, score)| format!("{player} {score}")).collect();
        writeln!(out, "{position}\t# candidate {index}; the attackers scored {}", said.join(", "))?;
    }
    let played = games.iter().map(|g| g.index).collect::<std::collections::BTreeSet<_>>().len();
    println!("{} of {played} candidates played ended differently; written to {}", kept.len(), args.out.display());
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(player: &str, index: usize, attackers_score: f64) -> SelfGame {
        SelfGame { player: player.to_owned(), index, attackers_score }
    }

    #[test]
    fn a_candidate_is_kept_when_the_budgets_ended_it_differently_and_each_has_played_it() {
        let games = [
            game("100k", 0, 0.0),
            game("125k", 0, 0.0),
            game("100k", 1, 0.0),
            game("125k", 1, 1.0),
            game("125k", 2, 0.5),
            game("100k", 2, 0.0),
            game("100k", 3, 1.0),
        ];
        let kept = differing(&games);
        assert_eq!(
            kept.iter().map(|(index, _)| *index).collect::<Vec<_>>(),
            [1, 2],
            "0 alike, 3 not yet played by both"
        );
        assert_eq!(kept[0].1, [("100k", 0.0), ("125k", 1.0)]);
    }
}
