//! EinStein's puzzles: decisions from the levels' games against each other
//! where, with the die given, the analyst (the engine of hints and reviews)
//! rates one move at least ten points of winning chance above every other,
//! in a game not yet decided and with no win on the board.

use std::io;
use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};

use rand::SeedableRng;
use rand::rngs::SmallRng;
use zabel_core::ai::Cancel;
use zabel_core::ai::einstein::levels::{self, EngineKind};
use zabel_core::ai::einstein::{analysis, winning_move};
use zabel_core::einstein::{DicePosition, Die, Game, Move, Piece, Position, Side, parse_roll};
use zabel_core::game::Variant;
use zabel_core::games::AnyGame;

use super::{Appender, CheckArgs, Found, FoundFile, PuzzleGame, RateArgs, WriteArgs, puzzle_id};

#[derive(clap::Subcommand)]
pub enum Command {
    /// Plays the levels against each other and keeps the decisions that
    /// make puzzles (appended; the same command continues the file).
    Find(FindArgs),
    /// Every level tries every puzzle (appended, resumable).
    Rate(RateArgs),
    /// Fits the ratings and writes the shipped file, with counts and the calibration.
    Write(WriteArgs),
    /// Replays a shipped file.
    Check(CheckArgs),
}

#[derive(clap::Args)]
pub struct FindArgs {
    /// Games to have played.
    #[arg(long)]
    games: usize,
    /// The levels whose games the positions come from, paired in turn.
    #[arg(long, value_delimiter = ',', default_value = "5,6,7,8")]
    levels: Vec<u8>,
    /// The least lead of the best move over the second, in winning chance.
    #[arg(long, default_value_t = MARGIN)]
    margin: f64,
    #[arg(long, default_value_t = 1)]
    threads: usize,
    #[arg(long)]
    out: PathBuf,
}

/// The lead the issue asks of the best move (docs/ai.md, "Puzzles").
const MARGIN: f64 = 0.10;
/// Below and above these the game is as good as decided.
const UNDECIDED: std::ops::RangeInclusive<f64> = 0.15..=0.95;

pub const THEMES: &[&str] = &["race", "capture-or-run", "which-neighbour", "own-capture"];

pub fn run(command: &Command) -> io::Result<()> {
    match command {
        Command::Find(args) => find(args),
        Command::Rate(args) => super::rate(&Einstein, args),
        Command::Write(args) => super::write(&Einstein, args),
        Command::Check(args) => super::check(&Einstein, args),
    }
}

/// A move as a person types it: from and to, whatever it captures.
fn move_text(mv: &Move) -> String {
    format!("{}-{}", mv.from, mv.to)
}

/// What the decision is about, the most telling first.
fn theme(position: &Position, die: Die, moves: &[Move], best: &Move) -> &'static str {
    let me = position.turn();
    if best.captured.is_some_and(|captured| captured.side == me) {
        "own-capture"
    } else if position.square_of(Piece::new(me, die.stone())).is_none()
        && moves.iter().any(|mv| mv.piece != moves[0].piece)
    {
        "which-neighbour"
    } else if moves.iter().any(|mv| mv.captured.is_some_and(|c| c.side != me)) {
        "capture-or-run"
    } else {
        "race"
    }
}

/// The puzzle this decision makes, if it makes one.
fn judge(position: &Position, die: Die, margin: f64, source: String) -> io::Result<Option<Found>> {
    let roll = Some(die);
    let moves = position.legal_moves(roll).map_err(io::Error::other)?;
    if moves.len() < 2 || winning_move(position, &moves).is_some() {
        return Ok(None);
    }
    let decision = analysis::hint(position, roll, &Cancel::new()).map_err(io::Error::other)?;
    let (best, second) = (decision.stats[0], decision.stats[1]);
    if best.win_probability - second.win_probability < margin || !UNDECIDED.contains(&best.win_probability) {
        return Ok(None);
    }
    let text = position.to_string();
    let roll_text = die.to_string();
    Ok(Some(Found {
        id: puzzle_id('e', &text, &roll_text),
        theme: theme(position, die, &moves, &best.mv).to_owned(),
        line: vec![move_text(&best.mv)],
        evidence: format!(
            "best={:.3},second={:.3},nodes={}",
            best.win_probability, second.win_probability, decision.nodes
        ),
        position: text,
        roll: roll_text,
        source,
    }))
}

fn find(args: &FindArgs) -> io::Result<()> {
    for &level in &args.levels {
        levels::by_number(level).ok_or_else(|| io::Error::other(format!("there is no level {level}")))?;
    }
    let found = FoundFile::read(&args.out)?;
    let games: Vec<usize> = (0..args.games).filter(|game| !found.done.contains(&game.to_string())).collect();
    let out = Appender::open(&args.out)?;
    let kept = AtomicUsize::new(found.puzzles.len());
    let pairs = args.levels.len();
    super::in_parallel(&games, args.threads, |&index| {
        let seed = index as u64;
        let (red, blue) = (args.levels[index % pairs], args.levels[(index / pairs) % pairs]);
        let mut rng = SmallRng::seed_from_u64(seed);
        let mut engines = [red, blue].map(|level| {
            let level = levels::by_number(level).expect("checked");
            (level.engine(seed), level.budget)
        });
        let (red_setup, blue_setup) = (engines[0].0.setup(Side::Red), engines[1].0.setup(Side::Blue));
        let first = if index % 2 == 0 { Side::Red } else { Side::Blue };
        let mut game = Game::new(red_setup, blue_setup, first);
        let mut lines = String::new();
        while !game.is_over() {
            let position = *game.position();
            let roll = position.needs_roll().then(|| Die::roll(&mut rng));
            if let Some(die) = roll {
                let source = format!("selfplay:{red}v{blue}:seed={seed}:ply={}", game.plies().len() + 1);
                if let Some(puzzle) = judge(&position, die, args.margin, source)? {
                    lines += &puzzle.to_line();
                    kept.fetch_add(1, Ordering::Relaxed);
                }
            }
            let (engine, budget) = &mut engines[usize::from(position.turn() == Side::Blue)];
            let decision = engine.decide(&position, roll, budget, &Cancel::new()).map_err(io::Error::other)?;
            game.play(roll, &decision.mv).map_err(io::Error::other)?;
        }
        lines += &format!("#done {index}\n");
        out.append(&lines)?;
        println!(
            "game {index} (L{red} v L{blue}): {} plies; {} puzzles so far",
            game.plies().len(),
            kept.load(Ordering::Relaxed)
        );
        Ok(())
    })
}

/// EinStein as the shared steps see it.
pub struct Einstein;

/// The puzzle's position, roll and the line's one move, read back.
fn read(puzzle: &Found) -> Result<(Position, Die, Move), String> {
    match AnyGame::from_position(Variant::Einstein, &puzzle.position) {
        Ok(AnyGame::Einstein(_)) => {}
        _ => return Err(format!("'{}' is not an EinStein position", puzzle.position)),
    }
    let position: Position = puzzle.position.parse().map_err(|e| format!("{e}"))?;
    let Some(Some(die)) = parse_roll(&puzzle.roll) else {
        return Err(format!("'{}' is not a roll of 1 to 6", puzzle.roll));
    };
    let [text] = &puzzle.line[..] else { return Err("an EinStein puzzle is one move".into()) };
    let moves = position.legal_moves(Some(die)).map_err(|e| format!("{e}"))?;
    let mv = moves
        .iter()
        .find(|mv| move_text(mv) == *text)
        .ok_or_else(|| format!("{text} is not a legal move with a {die}"))?;
    Ok((position, die, *mv))
}

impl PuzzleGame for Einstein {
    const LETTER: char = 'e';
    const NAME: &'static str = "EinStein";
    const THEMES: &'static [&'static str] = THEMES;

    fn levels(&self) -> Vec<(u8, f64, bool)> {
        levels::ratings()
            .iter()
            .map(|rating| {
                let level = levels::by_number(rating.level).expect("a rated level exists");
                let chancy = match level.engine {
                    EngineKind::Random => true,
                    EngineKind::Temperate { temperature, .. } => temperature > 0,
                    EngineKind::Expectimax { .. } => false,
                };
                (rating.level, rating.rating, chancy)
            })
            .collect()
    }

    fn attempt(&self, puzzle: &Found, level: u8, seed: u64) -> io::Result<bool> {
        let (position, die, mv) = read(puzzle).map_err(io::Error::other)?;
        let level = levels::by_number(level).ok_or_else(|| io::Error::other("no such level"))?;
        let decision =
            level.engine(seed).decide(&position, Some(die), &level.budget, &Cancel::new()).map_err(io::Error::other)?;
        Ok(decision.mv == mv)
    }

    fn theme(&self, puzzle: &Found) -> Result<String, String> {
        let (position, die, mv) = read(puzzle)?;
        let moves = position.legal_moves(Some(die)).map_err(|e| format!("{e}"))?;
        Ok(theme(&position, die, &moves, &mv).to_owned())
    }

    fn replay(&self, puzzle: &Found) -> Result<(), String> {
        let (position, die, mv) = read(puzzle)?;
        if position.legal_moves(Some(die)).map_err(|e| format!("{e}"))?.len() < 2 {
            return Err("there is nothing to choose".into());
        }
        if winning_move(&position, &[mv]).is_some() {
            return Err("the move wins on the board: too plain for a puzzle".into());
        }
        let value = |key: &str| {
            puzzle
                .evidence
                .split(',')
                .find_map(|pair| pair.strip_prefix(key)?.strip_prefix('=')?.parse::<f64>().ok())
                .ok_or_else(|| format!("the evidence has no {key}"))
        };
        if value("best")? - value("second")? < MARGIN - 1e-9 {
            return Err("the best move does not lead the second by the margin".into());
        }
        if puzzle.id != puzzle_id('e', &puzzle.position, &puzzle.roll) {
            return Err("the id is not the position's".into());
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_puzzle_reads_back_and_a_wrong_line_is_refused() {
        // Red to move with a 4: the stone on d4 may step to e5 (a win: too plain) or elsewhere.
        let position: Position = "R1R43/5/4R6/5/3B1B2 r".parse().unwrap();
        let die = Die::new(4).unwrap();
        let moves = position.legal_moves(Some(die)).unwrap();
        let text = move_text(&moves[0]);
        let puzzle = Found {
            id: puzzle_id('e', &position.to_string(), "4"),
            position: position.to_string(),
            roll: "4".into(),
            line: vec![text],
            theme: "race".into(),
            evidence: "best=0.7,second=0.5,nodes=1".into(),
            source: "test".into(),
        };
        assert_eq!(read(&puzzle).unwrap().2, moves[0]);
        let wrong = Found { line: vec!["a1-a2".into()], ..puzzle.clone() };
        assert!(read(&wrong).is_err());
        let close = Found { evidence: "best=0.7,second=0.65,nodes=1".into(), ..puzzle };
        assert!(Einstein.replay(&close).unwrap_err().contains("margin"));
    }
}
