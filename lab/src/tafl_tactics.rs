//! `zabel-lab tafl tactics`: positions where the side to move has a forced
//! win that a quick search misses, and how many of them a search proves won
//! at its budget. Nodes decide, not a clock, so the count is the same on
//! every machine: what a search technique gains in tactics, measured in
//! minutes, where an SPRT of game pairs would take days here (docs/ai.md).

use std::collections::HashSet;
use std::fs::OpenOptions;
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use zabel_core::ai::Cancel;
use zabel_core::ai::tafl::plies_to_win;
use zabel_core::tafl::{Game, Position, Rules, Side};

use crate::arena::koenigszabel::random_opening;
use crate::contender::{Contender, Player};

#[derive(clap::Subcommand)]
pub enum Command {
    /// Plays games and keeps the positions before their ends that the
    /// judge proves won and the quick search does not (appended; the same
    /// command continues the file).
    Build(Box<BuildArgs>),
    /// How many of the suite's positions each player proves won.
    Solve(SolveArgs),
}

#[derive(clap::Args)]
pub struct BuildArgs {
    /// Who plays the games the positions come from, against itself.
    #[arg(long, default_value = "5")]
    player: Contender,
    /// Odds games instead: these attackers (a stronger level, or a search
    /// with many times the nodes) against `--defenders`, where the attackers
    /// win and the defenders still defend decently.
    #[arg(long, requires = "defenders")]
    attackers: Option<Contender>,
    #[arg(long, requires = "attackers")]
    defenders: Option<Contender>,
    /// Games to have played into the suite.
    #[arg(long)]
    games: usize,
    /// How many plies before a decisive game's end are tried (those with the
    /// winner to move).
    #[arg(long, default_value_t = 15)]
    before: usize,
    /// What proves a position won.
    #[arg(long, default_value = "search:64:nodes=3000000:learned")]
    judge: Contender,
    /// A position this search proves won is too easy to keep.
    #[arg(long, default_value = "search:64:nodes=20000:learned")]
    quick: Contender,
    /// Only the games this side won (by default both sides').
    #[arg(long)]
    winner: Option<SideArg>,
    #[arg(long)]
    out: PathBuf,
}

/// A side, as the command line names it.
#[derive(Clone, Copy, clap::ValueEnum)]
pub enum SideArg {
    Attackers,
    Defenders,
}

impl SideArg {
    pub fn side(self) -> Side {
        match self {
            SideArg::Attackers => Side::Attackers,
            SideArg::Defenders => Side::Defenders,
        }
    }
}

#[derive(clap::Args)]
pub struct SolveArgs {
    #[arg(long)]
    suite: PathBuf,
    /// The searches to compare, one after another on the same positions.
    #[arg(long, value_delimiter = ',', required = true)]
    players: Vec<Contender>,
}

pub fn run(command: &Command) -> io::Result<()> {
    match command {
        Command::Build(args) => build(args),
        Command::Solve(args) => solve(args),
    }
}

/// A position of the suite: the side to move wins by force in `plies`.
#[derive(Clone, PartialEq, Debug)]
struct Puzzle {
    game: usize,
    position: Position,
    plies: u32,
}

/// The suite's file: a line per puzzle, the game, the position and the
/// plies to the win apart by tabs, and a line `#game` when a game's
/// positions are all judged.
#[derive(Default, Debug)]
struct Suite {
    puzzles: Vec<Puzzle>,
    games_done: HashSet<usize>,
}

impl Suite {
    fn read(path: &Path) -> io::Result<Suite> {
        let mut suite = Suite::default();
        let text = match std::fs::read_to_string(path) {
            Ok(text) => text,
            Err(error) if error.kind() == io::ErrorKind::NotFound => return Ok(suite),
            Err(error) => return Err(error),
        };
        let invalid = |line: &str| io::Error::new(io::ErrorKind::InvalidData, format!("{}: '{line}'", path.display()));
        for line in text.lines().filter(|line| !line.is_empty()) {
            if let Some(game) = line.strip_prefix('#') {
                suite.games_done.insert(game.parse().map_err(|_| invalid(line))?);
                continue;
            }
            let fields: Vec<&str> = line.split('\t').collect();
            let [game, position, plies] = fields[..] else { return Err(invalid(line)) };
            suite.puzzles.push(Puzzle {
                game: game.parse().map_err(|_| invalid(line))?,
                position: position.parse().map_err(|_| invalid(line))?,
                plies: plies.parse().map_err(|_| invalid(line))?,
            });
        }
        Ok(suite)
    }
}

fn puzzle_line(puzzle: &Puzzle) -> String {
    format!("{}\t{}\t{}\n", puzzle.game, puzzle.position, puzzle.plies)
}

/// What a search makes of a position: the plies to a win it has proven,
/// and the nodes it spent.
struct Verdict {
    win_in: Option<u32>,
    nodes: u64,
}

fn verdict(contender: &Contender, position: &Position) -> io::Result<Verdict> {
    let Ok(Player::Local { mut engine, budget }) = contender.player(1, Duration::ZERO) else {
        return Err(io::Error::new(io::ErrorKind::InvalidInput, "only searches of this program solve puzzles"));
    };
    let decision =
        engine.decide(&Game::from_position(*position), (), &budget, &Cancel::new()).map_err(io::Error::other)?;
    let score = (decision.scores[0].1 * 100.0).round() as i32;
    Ok(Verdict { win_in: plies_to_win(score), nodes: decision.nodes })
}

fn build(args: &BuildArgs) -> io::Result<()> {
    let suite = Suite::read(&args.out)?;
    let mut out = OpenOptions::new().create(true).append(true).open(&args.out)?;
    let mut kept = suite.puzzles.len();
    for index in (0..args.games).filter(|index| !suite.games_done.contains(index)) {
        let mut game = random_opening(Rules::default(), index, 2)?;
        let seat = |contender: &Contender| match contender.player(index as u64, Duration::ZERO) {
            Ok(Player::Local { engine, budget }) => Ok((engine, budget)),
            _ => Err(io::Error::new(io::ErrorKind::InvalidInput, "the games are played by this program")),
        };
        // One engine for both sides when the player plays itself, as before.
        let mut seats = match (&args.attackers, &args.defenders) {
            (Some(attackers), Some(defenders)) => vec![seat(attackers)?, seat(defenders)?],
            _ => vec![seat(&args.player)?],
        };
        while !game.is_over() {
            let side = usize::from(game.position().turn() == Side::Defenders) % seats.len();
            let (engine, budget) = &mut seats[side];
            let decision = engine.decide(&game, (), budget, &Cancel::new()).map_err(io::Error::other)?;
            game.play(decision.mv).map_err(io::Error::other)?;
        }
        let mut lines = String::new();
        let winner = game.outcome().and_then(|outcome| outcome.winner());
        if let Some(winner) = winner.filter(|&winner| args.winner.is_none_or(|wanted| wanted.side() == winner)) {
            let positions = game.positions();
            let end = positions.len() - 1;
            for before in 1..=args.before.min(end) {
                let position = positions[end - before];
                if position.turn() != winner || verdict(&args.quick, &position)?.win_in.is_some() {
                    continue;
                }
                if let Some(plies) = verdict(&args.judge, &position)?.win_in {
                    lines += &puzzle_line(&Puzzle { game: index, position, plies });
                    kept += 1;
                }
            }
        }
        lines += &format!("#{index}\n");
        out.write_all(lines.as_bytes())?;
        println!("game {index}: {} plies; {kept} puzzles so far", game.plies().len());
    }
    Ok(())
}

fn solve(args: &SolveArgs) -> io::Result<()> {
    let suite = Suite::read(&args.suite)?;
    let count = |side| suite.puzzles.iter().filter(|puzzle| puzzle.position.turn() == side).count();
    println!(
        "{} puzzles from {} games: the attackers to move in {}, the defenders in {}",
        suite.puzzles.len(),
        suite.games_done.len(),
        count(Side::Attackers),
        count(Side::Defenders)
    );
    let mut first: Option<Vec<bool>> = None;
    for player in &args.players {
        let began = Instant::now();
        let verdicts: Vec<Verdict> =
            suite.puzzles.iter().map(|puzzle| verdict(player, &puzzle.position)).collect::<io::Result<_>>()?;
        let solved: Vec<bool> = verdicts.iter().map(|verdict| verdict.win_in.is_some()).collect();
        let by_side = |side| {
            suite
                .puzzles
                .iter()
                .zip(&solved)
                .filter(|(puzzle, solved)| **solved && puzzle.position.turn() == side)
                .count()
        };
        let mut nodes: Vec<u64> = verdicts.iter().map(|verdict| verdict.nodes).collect();
        nodes.sort_unstable();
        print!(
            "{}: proves {} of {} won (attackers {}, defenders {}); nodes median {}; {:.0} s",
            player.name(),
            solved.iter().filter(|solved| **solved).count(),
            solved.len(),
            by_side(Side::Attackers),
            by_side(Side::Defenders),
            nodes.get(nodes.len() / 2).copied().unwrap_or(0),
            began.elapsed().as_secs_f64()
        );
        match &first {
            None => first = Some(solved),
            Some(first) => {
                let only = |a: &[bool], b: &[bool]| a.iter().zip(b).filter(|(a, b)| **a && !**b).count();
                print!("; {} that the first does not, {} the other way", only(&solved, first), only(first, &solved));
            }
        }
        println!();
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_search_proves_the_escape_in_one_and_says_how_far() {
        let position: Position = "13/a12/13/13/13/13/13/13/13/k12/13/13/4a8 d".parse().unwrap();
        let search: Contender = "search:64:nodes=20000:learned".parse().unwrap();
        assert_eq!(verdict(&search, &position).unwrap().win_in, Some(1));
        let start = Position::start(Rules::default());
        assert_eq!(verdict(&search, &start).unwrap().win_in, None);
    }

    #[test]
    fn the_suite_reads_back_what_was_written_and_which_games_are_done() {
        let path = std::env::temp_dir().join(format!("zabel-tactics-{}.txt", std::process::id()));
        let puzzle =
            Puzzle { game: 7, position: "13/a12/13/13/13/13/13/13/13/k12/13/13/4a8 d".parse().unwrap(), plies: 1 };
        std::fs::write(&path, format!("{}#7\n#8\n", puzzle_line(&puzzle))).unwrap();
        let suite = Suite::read(&path).unwrap();
        assert_eq!(suite.puzzles, vec![puzzle]);
        assert_eq!(suite.games_done, HashSet::from([7, 8]));
        std::fs::write(&path, "7\tnot a position\t1\n").unwrap();
        assert!(Suite::read(&path).unwrap_err().to_string().contains("not a position"));
        std::fs::remove_file(&path).unwrap();
        assert!(Suite::read(&path).unwrap().puzzles.is_empty());
    }
}
