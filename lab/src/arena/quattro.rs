//! `zabel-lab quattro arena`, the arena's part for the games of three and
//! four: a level's team against another level's team with duplicate dice
//! (each deal played twice, the teams swapped), the score with its 95%
//! interval and the time each level took per move. A side may also be a candidate
//! search that no level plays yet, so a change to the levels can be measured
//! before it ships.

use std::io::{self, Write};
use std::path::PathBuf;
use std::time::Duration;

use zabel_core::ai::quattro::{EngineKind, Level, by_number};

use crate::arena::{self, Match, Run, Sprt};
use crate::quattro_deal;
use crate::rating::mean::mean_and_margin;
use crate::results::{Game, Played, Times};
use zabel_core::quattro::Seating;

#[derive(clap::Subcommand)]
pub enum Command {
    /// Play level A's team against level B's team with duplicate dice.
    Arena(Args),
}

#[derive(clap::Args)]
pub struct Args {
    /// The two sides, `A,B`: a level's number, or a candidate search
    /// `search:DEPTH:NODES[:threats=PERCENT]` under the levels' time cap.
    #[arg(long, value_delimiter = ',', num_args = 1)]
    levels: Vec<String>,
    /// Games in all: deals of two games, the teams swapped in the second.
    #[arg(long, default_value_t = 100)]
    games: u64,
    /// diagonal, longline or trio (or quattro-diagonal, quattro-longline).
    #[arg(long, default_value = "diagonal")]
    seating: String,
    /// Results file: one line per game, appended as games end; a rerun skips the games in it.
    #[arg(long)]
    results: PathBuf,
    /// Stop once a sequential probability ratio test decides whether B is
    /// ELO0 or ELO1 stronger than A (α = β = 5%, over the deals' pairs).
    #[arg(long, value_delimiter = ',', value_name = "ELO0,ELO1")]
    sprt: Vec<f64>,
}

pub fn run(command: &Command) -> io::Result<()> {
    match command {
        Command::Arena(args) => arena_run(args),
    }
}

fn parse_seating(text: &str) -> io::Result<Seating> {
    let full = if text == "trio" || text.starts_with("quattro-") { text.to_owned() } else { format!("quattro-{text}") };
    full.parse().map_err(|_| {
        io::Error::new(io::ErrorKind::InvalidInput, format!("--seating: '{text}' is not diagonal, longline or trio"))
    })
}

fn bad_input(message: String) -> io::Error {
    io::Error::new(io::ErrorKind::InvalidInput, message)
}

/// One side of a match, named in the results file as it was given.
struct Player {
    name: String,
    level: Level,
}

impl Player {
    fn parse(text: &str) -> Result<Player, String> {
        if let Ok(number) = text.parse::<u8>() {
            let level = by_number(number).ok_or_else(|| format!("there is no level {number}"))?;
            return Ok(Player { name: text.to_owned(), level: *level });
        }
        let usage = || format!("'{text}' is neither a level nor search:DEPTH:NODES[:threats=PERCENT]");
        let parts: Vec<&str> = text.split(':').collect();
        let (["search", depth, nodes] | ["search", depth, nodes, _]) = parts[..] else {
            return Err(usage());
        };
        let threat_percent = match parts.get(3) {
            None => 0,
            Some(part) => part.strip_prefix("threats=").and_then(|p| p.parse().ok()).ok_or_else(usage)?,
        };
        let depth = depth.parse().ok().filter(|d| (1..=40).contains(d)).ok_or_else(usage)?;
        let nodes = nodes.parse().ok().filter(|&n| n > 0).ok_or_else(usage)?;
        let engine = EngineKind::Search { depth, threat_percent };
        Ok(Player { name: text.to_owned(), level: Level::new(0, engine, nodes) })
    }

    fn label(&self) -> String {
        if self.level.number == 0 {
            self.name.clone()
        } else {
            format!("level {} ({})", self.name, self.level.name(zabel_core::text::Language::English))
        }
    }
}

/// A run's two sides and how they play: the arena's part for the games of
/// three and four.
struct Teams<'a> {
    names: &'a [String],
    players: &'a [Player; 2],
    seating: Seating,
}

impl Match for Teams<'_> {
    const GAME: Game = Game::Quattro;

    fn names(&self) -> &[String] {
        self.names
    }

    fn conditions(&self) -> String {
        self.seating.to_string()
    }

    /// Deal `deal` with `first`'s team in the seating's first team's seats.
    fn play(&self, first: usize, second: usize, deal: u64) -> io::Result<Played> {
        let levels = [&self.players[0].level, &self.players[1].level];
        let swapped = first == 1;
        let game = quattro_deal::play(levels, self.seating, deal, swapped)
            .map_err(|(seat, error)| io::Error::other(format!("deal {deal}: the engine at {seat} failed: {error}")))?;
        // The times kept by level (A, B), turned into the first team's and the second's.
        let seats = [first, second].map(|side| game.times[side].iter().copied().map(ms).collect::<Vec<f64>>());
        let by_seat = [&seats[0], &seats[1]];
        Ok(Played {
            game: Self::GAME,
            first: self.names[first].clone(),
            second: self.names[second].clone(),
            deal,
            conditions: self.conditions(),
            first_score: if game.a_won != swapped { 1.0 } else { 0.0 },
            plies: Some(game.game.plies().len()),
            end: "end".to_owned(),
            losses: None,
            times: Some(Times {
                moves: by_seat.map(Vec::len),
                total_ms: by_seat.map(|t| t.iter().sum()),
                max_ms: by_seat.map(|t| t.iter().copied().fold(0.0, f64::max)),
            }),
        })
    }
}

fn ms(duration: Duration) -> f64 {
    duration.as_secs_f64() * 1000.0
}

fn arena_run(args: &Args) -> io::Result<()> {
    let [a, b] = &args.levels[..] else {
        return Err(bad_input("--levels: expected two levels, e.g. --levels 3,4".to_owned()));
    };
    if a == b {
        return Err(bad_input("--levels: a level against itself tells nothing".to_owned()));
    }
    let player = |text: &str| Player::parse(text).map_err(|e| bad_input(format!("--levels: {e}")));
    let players = [player(a)?, player(b)?];
    let names = [a.clone(), b.clone()];
    let seating = parse_seating(&args.seating)?;
    let teams = Teams { names: &names, players: &players, seating };
    let deals = args.games.div_ceil(2);
    let mut fixtures = arena::fixtures(&[(0, 1)], 0..deals);
    fixtures.truncate(args.games as usize);
    let sprt = match args.sprt[..] {
        [] => None,
        [elo0, elo1] if elo0 < elo1 => Some(Sprt { elo0, elo1, seats_differ: false }),
        _ => return Err(bad_input("--sprt ELO0,ELO1 with ELO0 < ELO1".to_owned())),
    };
    // One thread: the times per move are part of what is measured.
    let run = Run { fixtures, results: Some(&args.results), threads: 1, sprt };
    let all: Vec<Played> = arena::play(&teams, &run)?.into_iter().filter(|p| p.deal < deals).collect();
    // Level A's view of a game: its score, and its side's times.
    let a_first = |p: &Played| p.first == *a;
    let a_score = |p: &Played| if a_first(p) { p.first_score } else { 1.0 - p.first_score };
    let mut stdout = io::stdout().lock();
    let mut deal_numbers: Vec<u64> = all.iter().map(|p| p.deal).collect();
    deal_numbers.sort_unstable();
    deal_numbers.dedup();
    let per_deal: Vec<(f64, usize)> = deal_numbers
        .iter()
        .map(|&deal| {
            let games: Vec<&Played> = all.iter().filter(|p| p.deal == deal).collect();
            (games.iter().map(|p| a_score(p)).sum::<f64>() / games.len() as f64, games.len())
        })
        .collect();
    let score = score(&per_deal);
    let [label_a, label_b] = [players[0].label(), players[1].label()];
    if let Some(test) = sprt {
        let games: Vec<&Played> = all.iter().collect();
        writeln!(stdout, "{}", test.report(&games, a, b, [&label_a, &label_b]))?;
    }
    writeln!(stdout, "{label_a} against {label_b}, {seating}: {} games in {} deals", score.games, per_deal.len())?;
    writeln!(
        stdout,
        "{label_a} scores {:.3} (95% interval {:.3}..{:.3}), {:+.0} Elo",
        score.score,
        score.low,
        score.high,
        elo(score.score)
    )?;
    let plies: usize = all.iter().filter_map(|p| p.plies).sum();
    if !all.is_empty() {
        writeln!(stdout, "plies per game: {:.1}", plies as f64 / all.len() as f64)?;
    }
    for (side, label) in [label_a, label_b].into_iter().enumerate() {
        // Side 0 is A: the first seat's times where A sat first.
        let seat = |p: &Played| usize::from(a_first(p) == (side == 1));
        let times: Vec<(usize, f64, f64)> = all
            .iter()
            .filter_map(|p| p.times.map(|t| (t.moves[seat(p)], t.total_ms[seat(p)], t.max_ms[seat(p)])))
            .collect();
        let moves: usize = times.iter().map(|t| t.0).sum();
        let total: f64 = times.iter().map(|t| t.1).sum();
        let worst = times.iter().map(|t| t.2).fold(0.0, f64::max);
        writeln!(
            stdout,
            "{label}: {moves} moves, mean {:.2} ms, worst {worst:.1} ms",
            if moves == 0 { 0.0 } else { total / moves as f64 }
        )?;
    }
    Ok(())
}

/// The Elo difference a score means; capped where the score is all or nothing.
fn elo(score: f64) -> f64 {
    let s = score.clamp(0.001, 0.999);
    -400.0 * (1.0 / s - 1.0).log10()
}

/// A score with its 95% interval, from the two games of each deal: a deal's
/// games share their luck, so the deal is the unit of the variance.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Score {
    pub games: usize,
    /// Level A's share of the points, 0..1.
    pub score: f64,
    pub low: f64,
    pub high: f64,
}

/// Scores level A from its points per deal (0, ½ or 1 each, from both games;
/// a deal whose second game is missing counts its one game).
pub fn score(deals: &[(f64, usize)]) -> Score {
    let games: usize = deals.iter().map(|(_, n)| n).sum();
    let points: Vec<f64> = deals.iter().map(|&(s, _)| s).collect();
    let Some((mean, margin)) = mean_and_margin(&points) else {
        return Score { games, score: 0.5, low: 0.0, high: 1.0 };
    };
    Score { games, score: mean, low: (mean - margin).max(0.0), high: (mean + margin).min(1.0) }
}

#[cfg(test)]
mod tests {
    use super::*;
    use zabel_core::ai::Budget;
    use zabel_core::ai::level_table::TIME_CAP;

    #[test]
    fn a_side_is_a_level_or_a_candidate_search_and_anything_else_is_refused() {
        let level = Player::parse("4").unwrap();
        assert_eq!(level.level, *by_number(4).unwrap());
        assert_eq!(level.label(), "level 4 (Club player)");
        let candidate = Player::parse("search:12:300000:threats=25").unwrap();
        assert_eq!(candidate.level.engine, EngineKind::Search { depth: 12, threat_percent: 25 });
        assert_eq!(candidate.level.budget, Budget::nodes(300_000).with_time(TIME_CAP));
        assert_eq!(candidate.label(), "search:12:300000:threats=25");
        let plain = Player::parse("search:8:20000").unwrap();
        assert_eq!(plain.level.engine, EngineKind::Search { depth: 8, threat_percent: 0 });
        for bad in [
            "9",
            "",
            "search",
            "search:8",
            "search:0:100",
            "search:8:0",
            "search:8:100:threat=5",
            "search:8:100:threats=300",
            "search:8:100:threats=5:x",
            "ex:8:100",
        ] {
            assert!(Player::parse(bad).is_err(), "{bad}");
        }
    }
}
