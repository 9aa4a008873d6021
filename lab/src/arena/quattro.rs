//! `zabel-lab quattro arena`: a level's team against another level's team in
//! the three- and four-player game, with duplicate dice (each deal played
//! twice, the teams swapped), results appended to a file game by game (a
//! stopped run continues where it left off), the score with its 95% interval
//! and the time each level took per move. A side may also be a candidate
//! search that no level plays yet, so a change to the levels can be measured
//! before it ships.

use std::collections::HashSet;
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::time::Duration;

use zabel_core::ai::quattro::{EngineKind, Level, by_number};

use crate::quattro_deal as arena;

use crate::rating::mean::mean_and_margin;
use crate::results;
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

/// One finished game as the results file keeps it.
#[derive(Clone, PartialEq, Debug)]
struct Played {
    a: String,
    b: String,
    seating: Seating,
    deal: u64,
    swapped: bool,
    a_won: bool,
    plies: usize,
    /// Moves, total and longest thinking time in ms, for A's then B's seats.
    moves: [usize; 2],
    total_ms: [f64; 2],
    max_ms: [f64; 2],
}

impl Played {
    fn key(&self) -> (&str, &str, Seating, u64, bool) {
        (&self.a, &self.b, self.seating, self.deal, self.swapped)
    }

    fn line(&self) -> String {
        format!(
            "{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\t{:.3}\t{:.3}\t{}\t{:.3}\t{:.3}\n",
            self.a,
            self.b,
            self.seating,
            self.deal,
            u8::from(self.swapped),
            u8::from(self.a_won),
            self.plies,
            self.moves[0],
            self.total_ms[0],
            self.max_ms[0],
            self.moves[1],
            self.total_ms[1],
            self.max_ms[1],
        )
    }

    fn parse(line: &str) -> Option<Played> {
        let f: Vec<&str> = line.split('\t').collect();
        if f.len() != 13 {
            return None;
        }
        let flag = |text: &str| match text {
            "1" => Some(true),
            "0" => Some(false),
            _ => None,
        };
        let ms = |text: &str| text.parse::<f64>().ok().filter(|ms| ms.is_finite() && *ms >= 0.0);
        let name = |text: &str| (!text.is_empty()).then(|| text.to_owned());
        Some(Played {
            a: name(f[0])?,
            b: name(f[1])?,
            seating: f[2].parse().ok()?,
            deal: f[3].parse().ok()?,
            swapped: flag(f[4])?,
            a_won: flag(f[5])?,
            plies: f[6].parse().ok()?,
            moves: [f[7].parse().ok()?, f[10].parse().ok()?],
            total_ms: [ms(f[8])?, ms(f[11])?],
            max_ms: [ms(f[9])?, ms(f[12])?],
        })
    }
}

fn read_results(path: &Path) -> io::Result<Vec<Played>> {
    results::read(path, |line| Played::parse(line).ok_or_else(|| "not a game line".to_owned()))
}

fn ms(duration: Duration) -> f64 {
    duration.as_secs_f64() * 1000.0
}

fn arena_run(args: &Args) -> io::Result<()> {
    let [a, b] = &args.levels[..] else {
        return Err(bad_input("--levels: expected two levels, e.g. --levels 3,4".to_owned()));
    };
    let player = |text: &str| Player::parse(text).map_err(|e| bad_input(format!("--levels: {e}")));
    let players = [player(a)?, player(b)?];
    let levels = [&players[0].level, &players[1].level];
    let seating = parse_seating(&args.seating)?;
    let before = read_results(&args.results)?;
    let ours = |p: &&Played| p.a == *a && p.b == *b && p.seating == seating;
    let done: HashSet<_> = before.iter().filter(ours).map(Played::key).collect();
    let mut out = results::append(&args.results)?;
    let stdout = io::stdout();
    let mut times: [Vec<f64>; 2] = [Vec::new(), Vec::new()];
    let mut new = 0;
    for index in 0..args.games {
        let (deal, swapped) = (index / 2, index % 2 == 1);
        if done.contains(&(a.as_str(), b.as_str(), seating, deal, swapped)) {
            continue;
        }
        let game = arena::play(levels, seating, deal, swapped)
            .map_err(|(seat, error)| io::Error::other(format!("deal {deal}: the engine at {seat} failed: {error}")))?;
        let played = Played {
            a: a.clone(),
            b: b.clone(),
            seating,
            deal,
            swapped,
            a_won: game.a_won,
            plies: game.game.plies().len(),
            moves: [game.times[0].len(), game.times[1].len()],
            total_ms: [0, 1].map(|i| game.times[i].iter().copied().map(ms).sum()),
            max_ms: [0, 1].map(|i| game.times[i].iter().copied().map(ms).fold(0.0, f64::max)),
        };
        for (side, list) in times.iter_mut().enumerate() {
            list.extend(game.times[side].iter().copied().map(ms));
        }
        out.write_all(played.line().as_bytes())?;
        out.flush()?;
        new += 1;
        if new % 10 == 0 {
            writeln!(stdout.lock(), "{} games played", done.len() + new)?;
        }
    }
    let all: Vec<Played> =
        read_results(&args.results)?.into_iter().filter(|p| ours(&p) && p.deal < args.games.div_ceil(2)).collect();
    let mut deals: Vec<u64> = all.iter().map(|p| p.deal).collect();
    deals.sort_unstable();
    deals.dedup();
    let per_deal: Vec<(f64, usize)> = deals
        .iter()
        .map(|&deal| {
            let games: Vec<&Played> = all.iter().filter(|p| p.deal == deal).collect();
            let wins = games.iter().filter(|p| p.a_won).count();
            (wins as f64 / games.len() as f64, games.len())
        })
        .collect();
    let score = score(&per_deal);
    let mut stdout = stdout.lock();
    let [label_a, label_b] = [players[0].label(), players[1].label()];
    writeln!(stdout, "{label_a} against {label_b}, {seating}: {} games in {} deals", score.games, per_deal.len())?;
    writeln!(
        stdout,
        "{label_a} scores {:.3} (95% interval {:.3}..{:.3}), {:+.0} Elo",
        score.score,
        score.low,
        score.high,
        elo(score.score)
    )?;
    let plies: usize = all.iter().map(|p| p.plies).sum();
    if !all.is_empty() {
        writeln!(stdout, "plies per game: {:.1}", plies as f64 / all.len() as f64)?;
    }
    for (side, label) in [label_a, label_b].into_iter().enumerate() {
        let moves: usize = all.iter().map(|p| p.moves[side]).sum();
        let total: f64 = all.iter().map(|p| p.total_ms[side]).sum();
        let worst = all.iter().map(|p| p.max_ms[side]).fold(0.0, f64::max);
        let list = &mut times[side];
        list.sort_by(f64::total_cmp);
        let median = if list.is_empty() { String::from("-") } else { format!("{:.2}", list[list.len() / 2]) };
        writeln!(
            stdout,
            "{label}: {moves} moves, mean {:.2} ms, median {median} ms (this run), worst {worst:.1} ms",
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

    /// A damaged line must not pass for a game: flags are 1 or 0, and times
    /// are finite and not negative.
    #[test]
    fn a_results_line_is_read_back_and_damaged_fields_are_refused() {
        let played = Played {
            a: "3".to_owned(),
            b: "search:12:300000:threats=25".to_owned(),
            seating: Seating::Trio,
            deal: 9,
            swapped: true,
            a_won: false,
            plies: 41,
            moves: [14, 27],
            total_ms: [120.5, 300.25],
            max_ms: [20.0, 31.5],
        };
        let line = played.line();
        assert_eq!(Played::parse(line.trim_end()).map(|p| p.line()), Some(line.clone()));
        let fields: Vec<&str> = line.trim_end().split('\t').collect();
        for (field, bad) in [(4, "x"), (5, "2"), (8, "nan"), (9, "-1.000"), (11, "inf")] {
            let mut damaged = fields.clone();
            damaged[field] = bad;
            let damaged = damaged.join("\t");
            assert!(Played::parse(&damaged).is_none(), "{damaged}");
        }
    }

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

    proptest::proptest! {
        /// A damaged line is read or refused, never a panic; what is read
        /// has times a game can have and writes back to the same line.
        #[test]
        fn any_results_line_is_read_or_refused_and_what_is_read_reads_back(
            line in crate::results::damaged("3\t5\ttrio\t9\t1\t0\t41\t14\t120.500\t20.000\t27\t300.250\t31.500".to_owned())
        ) {
            if let Some(played) = Played::parse(&line) {
                let times = played.total_ms.iter().chain(&played.max_ms);
                proptest::prop_assert!(times.into_iter().all(|ms| ms.is_finite() && *ms >= 0.0));
                let again = Played::parse(played.line().trim_end_matches('\n')).map(|p| p.line());
                proptest::prop_assert_eq!(again, Some(played.line()));
            }
        }
    }
}
