//! Königszabel's puzzles: forced wins in one to four moves of the solver,
//! proved by an exact search over every move, where every solver move is
//! the only one that keeps the win at its depth and every reply is the
//! defence that lasts longest. The positions come from the tactics suites
//! (`zabel-lab tafl tactics build`) and from the last plies of the
//! levels' games against each other.

use std::collections::{HashMap, HashSet};
use std::io;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};

use zabel_core::ai::Cancel;
use zabel_core::ai::tafl::{self, EngineKind};
use zabel_core::game::Variant;
use zabel_core::games::AnyGame;
use zabel_core::tafl::{Game, Move, MoveList, Position, Rules, Side};

use super::{Appender, CheckArgs, Found, FoundFile, PuzzleGame, RateArgs, WriteArgs, puzzle_id};
use crate::arena::koenigszabel::random_opening;
use crate::contender::{Contender, Player};

#[derive(clap::Subcommand)]
pub enum Command {
    /// Proves puzzles in the tactics suites' positions and in the last
    /// plies of the levels' games (appended; the same command continues).
    Find(FindArgs),
    /// Every level tries every puzzle (appended, resumable).
    Rate(RateArgs),
    /// Fits the ratings and writes the shipped file, with counts and the calibration.
    Write(WriteArgs),
    /// Replays a shipped file and proves every puzzle again.
    Check(CheckArgs),
}

#[derive(clap::Args)]
pub struct FindArgs {
    /// Suites of positions with a forced win (lab/data/koenigszabel-tactics*.txt).
    #[arg(long, value_delimiter = ',')]
    suites: Vec<PathBuf>,
    /// Games of the levels against each other whose last plies are tried.
    #[arg(long, default_value_t = 0)]
    games: usize,
    /// The levels whose games the positions come from, paired in turn.
    #[arg(long, value_delimiter = ',', default_value = "4,5,6")]
    levels: Vec<u8>,
    /// Odds games, where the attackers win though the defenders defend
    /// decently: a stronger attacker (a higher level, or the search given
    /// many times the defenders' nodes) against each of `--defenders` in turn.
    #[arg(long, default_value_t = 0)]
    odds_games: usize,
    /// The attackers of the odds games (levels or searches).
    #[arg(long, value_delimiter = ',')]
    attackers: Vec<Contender>,
    /// The defenders of the odds games (levels or searches).
    #[arg(long, value_delimiter = ',')]
    defenders: Vec<Contender>,
    /// The most solver moves a puzzle may take.
    #[arg(long, default_value_t = 4)]
    moves: u32,
    /// Positions the prover may play per candidate before it gives up.
    #[arg(long, default_value_t = 4_000_000)]
    nodes: u64,
    #[arg(long, default_value_t = 1)]
    threads: usize,
    #[arg(long)]
    out: PathBuf,
}

pub const THEMES: &[&str] = &["escape", "king-capture", "fork", "capture", "quiet"];

/// How far before a game's end positions are tried: a win in four solver moves is seven plies.
const BEFORE_END: usize = 7;

/// A side with at least this many moves keeps one after any single move
/// of the opponent: one move blocks at most four lines of twelve squares
/// and captures at most three men of at most 24 moves each (K4).
const MOBILITY_NO_BLOCKADE: u32 = 4 * 12 + 3 * 24 + 1;

pub fn run(command: &Command) -> io::Result<()> {
    match command {
        Command::Find(args) => find(args),
        Command::Rate(args) => super::rate(&Koenigszabel, args),
        Command::Write(args) => super::write(&Koenigszabel, args),
        Command::Check(args) => super::check(&Koenigszabel, args),
    }
}

#[derive(Debug, PartialEq)]
pub struct OutOfBudget;

/// An exact prover of forced wins within a number of the solver's moves:
/// every solver move, every reply, no pruning but the win found.
pub struct Prover {
    pub nodes: u64,
    budget: u64,
    known: HashMap<(Position, u32), bool>,
}

impl Prover {
    pub fn new(budget: u64) -> Prover {
        Prover { nodes: 0, budget, known: HashMap::new() }
    }

    fn play(&mut self, position: &Position, mv: Move) -> Result<Position, OutOfBudget> {
        self.nodes += 1;
        if self.nodes > self.budget {
            return Err(OutOfBudget);
        }
        let mut after = *position;
        after.play_unchecked(mv);
        Ok(after)
    }

    /// Whether the side that just moved has won on the board: the king
    /// escaped or captured, or the side to move left without a move (K8).
    fn mover_won(after: &Position) -> bool {
        match after.outcome() {
            Some(outcome) => outcome.winner() == Some(after.turn().opponent()),
            None => false,
        }
    }

    /// The moves of the side to move that win on the board at once.
    pub fn wins_now(&mut self, position: &Position) -> Result<MoveList, OutOfBudget> {
        let mut wins = MoveList::new();
        let Some(king) = position.king() else { return Ok(wins) };
        if position.is_decided() {
            return Ok(wins);
        }
        let moves = position.legal_moves();
        match position.turn() {
            Side::Defenders => {
                for to in position.king_reach(king).squares().filter(|square| square.is_castle()) {
                    wins.push(Move { from: king, to });
                }
            }
            Side::Attackers => {
                // K5 and K6: the capturing move ends next to the king or his guard.
                let mut near = zabel_core::tafl::Bitboard::EMPTY;
                for square in king.neighbours().into_iter().flatten() {
                    near.insert(square);
                    if position.men(Side::Defenders).contains(square) {
                        for beyond in square.neighbours().into_iter().flatten() {
                            near.insert(beyond);
                        }
                    }
                }
                for &mv in moves.iter().filter(|mv| near.contains(mv.to)) {
                    if self.play(position, mv)?.king().is_none() {
                        wins.push(mv);
                    }
                }
            }
        }
        if position.passed().count_moves() < MOBILITY_NO_BLOCKADE {
            for &mv in &moves {
                if !wins.contains(&mv) && Prover::mover_won(&self.play(position, mv)?) {
                    wins.push(mv);
                }
            }
        }
        Ok(wins)
    }

    /// Whether the solver, having played `mv` from `position`, wins within
    /// `moves` of its moves (this one counted) whatever the replies.
    pub fn move_wins(&mut self, position: &Position, mv: Move, moves: u32) -> Result<bool, OutOfBudget> {
        let after = self.play(position, mv)?;
        if Prover::mover_won(&after) {
            return Ok(true);
        }
        if moves <= 1 || after.is_decided() {
            return Ok(false);
        }
        for reply in after.legal_moves() {
            let answered = self.play(&after, reply)?;
            if answered.outcome().is_some() || !self.win_in(&answered, moves - 1)? {
                return Ok(false);
            }
        }
        Ok(true)
    }

    /// Whether the side to move wins within `moves` of its moves by force.
    pub fn win_in(&mut self, position: &Position, moves: u32) -> Result<bool, OutOfBudget> {
        if moves == 0 || position.is_decided() {
            return Ok(false);
        }
        if !self.wins_now(position)?.is_empty() {
            return Ok(true);
        }
        if moves == 1 {
            return Ok(false);
        }
        if let Some(&known) = self.known.get(&(*position, moves)) {
            return Ok(known);
        }
        let mut won = false;
        for mv in self.threats_first(position)? {
            if self.move_wins(position, mv, moves)? {
                won = true;
                break;
            }
        }
        self.known.insert((*position, moves), won);
        Ok(won)
    }

    /// The legal moves, those that threaten the most wins at once first:
    /// a forced win almost always runs through threats.
    fn threats_first(&mut self, position: &Position) -> Result<Vec<Move>, OutOfBudget> {
        let mut scored = Vec::new();
        for mv in position.legal_moves() {
            let after = self.play(position, mv)?;
            let threats = if after.is_decided() { 0 } else { self.wins_now(&after.passed())?.len() };
            scored.push((std::cmp::Reverse(threats), mv));
        }
        scored.sort();
        Ok(scored.into_iter().map(|(_, mv)| mv).collect())
    }

    /// Every move that wins within `moves`.
    pub fn winning_moves(&mut self, position: &Position, moves: u32) -> Result<Vec<Move>, OutOfBudget> {
        let mut winning = Vec::new();
        for mv in position.legal_moves() {
            if self.move_wins(position, mv, moves)? {
                winning.push(mv);
            }
        }
        Ok(winning)
    }

    /// The fewest solver moves, up to `most`, that win by force.
    pub fn distance(&mut self, position: &Position, most: u32) -> Result<Option<u32>, OutOfBudget> {
        for moves in 1..=most {
            if self.win_in(position, moves)? {
                return Ok(Some(moves));
            }
        }
        Ok(None)
    }

    /// The puzzle's line from a position the solver wins in exactly
    /// `moves`: None when some solver move is not the only winning one.
    /// `engine` chooses among equally long defences; another is taken where
    /// its choice would leave the solver more than one win.
    pub fn line(
        &mut self,
        position: &Position,
        moves: u32,
        engine: &mut dyn FnMut(&Position) -> Move,
    ) -> Result<Option<Vec<Move>>, OutOfBudget> {
        let winning = self.winning_moves(position, moves)?;
        let [mv] = winning[..] else { return Ok(None) };
        let after = self.play(position, mv)?;
        if Prover::mover_won(&after) {
            return Ok(Some(vec![mv]));
        }
        let mut longest = Vec::new();
        let mut length = 0;
        for reply in after.legal_moves() {
            let answered = self.play(&after, reply)?;
            let distance = self.distance(&answered, moves - 1)?.expect("the move was proved to win");
            if distance > length {
                (longest, length) = (Vec::new(), distance);
            }
            if distance == length {
                longest.push(reply);
            }
        }
        // Every longest defence is a fair reply: the engine's first, then
        // the others, until one leaves the solver a single win at every move.
        let chosen = engine(&after);
        longest.sort_by_key(|reply| *reply != chosen);
        for reply in longest {
            let answered = self.play(&after, reply)?;
            if let Some(rest) = self.line(&answered, length, engine)? {
                return Ok(Some([vec![mv, reply], rest].concat()));
            }
        }
        Ok(None)
    }
}

/// What the line's first move does, the most telling first. `capture`:
/// the first move of a longer win takes one or more men, so the capture
/// is what decides (the move is the only win at the line's depth).
fn theme(prover: &mut Prover, position: &Position, line: &[Move]) -> Result<&'static str, OutOfBudget> {
    let mut after = *position;
    after.play_unchecked(line[0]);
    if line.len() == 1 {
        return Ok(if position.turn() == Side::Defenders { "escape" } else { "king-capture" });
    }
    let threats = prover.wins_now(&after.passed())?.len();
    let opponent = position.turn().opponent();
    let captures = after.men(opponent).count() < position.men(opponent).count();
    Ok(if position.turn() == Side::Defenders && line[0].from == position.king().expect("a king") && threats >= 2 {
        "fork"
    } else if captures {
        "capture"
    } else if threats == 0 {
        "quiet"
    } else if position.turn() == Side::Defenders {
        "escape"
    } else {
        "king-capture"
    })
}

/// The engine whose answer breaks ties between equally long defences:
/// the level that searches ten thousand nodes, quick and deterministic.
fn tie_breaker() -> impl FnMut(&Position) -> Move {
    let level = tafl::by_number(6).expect("level 6");
    let mut engine = level.engine(0);
    move |position: &Position| {
        engine
            .decide(&Game::from_position(*position), (), &level.budget, &Cancel::new())
            .expect("a position with moves")
            .mv
    }
}

/// The puzzle `position` makes, if it makes one.
pub fn prove(position: &Position, most: u32, budget: u64, source: String) -> Option<Found> {
    let mut prover = Prover::new(budget);
    let mut engine = tie_breaker();
    let found = (|| -> Result<Option<Found>, OutOfBudget> {
        let Some(moves) = prover.distance(position, most)? else { return Ok(None) };
        let Some(line) = prover.line(position, moves, &mut engine)? else { return Ok(None) };
        let theme = theme(&mut prover, position, &line)?;
        let text = position.to_string();
        Ok(Some(Found {
            id: puzzle_id('k', &text, "-"),
            position: text,
            roll: "-".into(),
            line: line.iter().map(Move::to_string).collect(),
            theme: theme.into(),
            evidence: format!("moves={moves},nodes={},budget={budget}", prover.nodes),
            source,
        }))
    })();
    found.ok().flatten()
}

/// The positions of a tactics suite (`zabel-lab tafl tactics build`), with their keys.
fn suite_positions(path: &Path) -> io::Result<Vec<(String, Position)>> {
    let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("suite").to_owned();
    let text = std::fs::read_to_string(path)?;
    let mut positions = Vec::new();
    for (index, line) in text.lines().enumerate().filter(|(_, line)| !line.starts_with('#') && !line.is_empty()) {
        let fields: Vec<&str> = line.split('\t').collect();
        let [game, position, _] = fields[..] else {
            return Err(io::Error::new(io::ErrorKind::InvalidData, format!("{name}: '{line}'")));
        };
        let position = position.parse().map_err(io::Error::other)?;
        positions.push((format!("tactics:{name}:game={game}:line={}", index + 1), position));
    }
    Ok(positions)
}

/// One unit of work: a suite position, a game of the levels, or an odds
/// game (its attackers and defenders), to play and mine.
enum Unit<'a> {
    Suite(String, Position),
    Game(usize),
    Odds(&'a Contender, &'a Contender, usize),
}

impl Unit<'_> {
    fn key(&self) -> String {
        match self {
            Unit::Suite(key, _) => key.clone(),
            Unit::Game(index) => format!("game:{index}"),
            Unit::Odds(attackers, defenders, index) => odds_name(attackers, defenders, *index),
        }
    }
}

fn odds_name(attackers: &Contender, defenders: &Contender, index: usize) -> String {
    format!("odds:a{}vd{}:game={index}", attackers.name(), defenders.name())
}

/// The positions of a finished game before its end with the winner to move.
fn last_plies(game: &Game, name: &str) -> Vec<(String, Position)> {
    let Some(winner) = game.outcome().and_then(|outcome| outcome.winner()) else { return Vec::new() };
    let positions = game.positions();
    let end = positions.len() - 1;
    (1..=BEFORE_END.min(end))
        .map(|before| (end - before, positions[end - before]))
        .filter(|(_, position)| position.turn() == winner)
        .map(|(ply, position)| (format!("{name}:ply={}", ply + 1), position))
        .collect()
}

/// Plays odds game `index` from a random opening (the levels' games'
/// openings): the positions before its end with the winner to move.
fn odds_candidates(attackers: &Contender, defenders: &Contender, index: usize) -> io::Result<Vec<(String, Position)>> {
    let mut game = random_opening(Rules::default(), index, 2)?;
    let seat = |contender: &Contender| match contender.player(index as u64, std::time::Duration::ZERO) {
        Ok(Player::Local { engine, budget }) => Ok((engine, budget)),
        _ => Err(io::Error::new(io::ErrorKind::InvalidInput, "odds games are played by this program's engines")),
    };
    let mut engines = [seat(attackers)?, seat(defenders)?];
    while !game.is_over() {
        let (engine, budget) = &mut engines[usize::from(game.position().turn() == Side::Defenders)];
        let decision = engine.decide(&game, (), budget, &Cancel::new()).map_err(io::Error::other)?;
        game.play(decision.mv).map_err(io::Error::other)?;
    }
    Ok(last_plies(&game, &odds_name(attackers, defenders, index)))
}

/// Plays game `index` of the levels against each other from a random
/// opening: the positions before its end with the winner to move.
fn game_candidates(levels: &[u8], index: usize) -> io::Result<Vec<(String, Position)>> {
    let pairs = levels.len();
    let (attacker, defender) = (levels[index % pairs], levels[(index / pairs) % pairs]);
    let mut game = random_opening(Rules::default(), index, 2)?;
    let mut engines = [attacker, defender].map(|number| {
        let level = tafl::by_number(number).expect("checked");
        (level.engine(index as u64), level.budget)
    });
    while !game.is_over() {
        let (engine, budget) = &mut engines[usize::from(game.position().turn() == Side::Defenders)];
        let decision = engine.decide(&game, (), budget, &Cancel::new()).map_err(io::Error::other)?;
        game.play(decision.mv).map_err(io::Error::other)?;
    }
    Ok(last_plies(&game, &format!("selfplay:a{attacker}vd{defender}:game={index}")))
}

fn find(args: &FindArgs) -> io::Result<()> {
    for &level in &args.levels {
        tafl::by_number(level).ok_or_else(|| io::Error::other(format!("there is no level {level}")))?;
    }
    let found = FoundFile::read(&args.out)?;
    let mut units = Vec::new();
    for suite in &args.suites {
        units.extend(suite_positions(suite)?.into_iter().map(|(key, position)| Unit::Suite(key, position)));
    }
    units.extend((0..args.games).map(Unit::Game));
    if args.odds_games > 0 && (args.attackers.is_empty() || args.defenders.is_empty()) {
        return Err(io::Error::other("odds games need --attackers and --defenders"));
    }
    units.extend((0..args.odds_games).map(|index| {
        let pairs = args.attackers.len() * args.defenders.len();
        let pair = index % pairs;
        Unit::Odds(&args.attackers[pair % args.attackers.len()], &args.defenders[pair / args.attackers.len()], index)
    }));
    units.retain(|unit| !found.done.contains(&unit.key()));
    let out = Appender::open(&args.out)?;
    let kept = AtomicUsize::new(found.puzzles.len());
    let worked = AtomicUsize::new(0);
    super::in_parallel(&units, args.threads, |unit| {
        let candidates = match unit {
            Unit::Suite(key, position) => vec![(key.clone(), *position)],
            Unit::Game(index) => game_candidates(&args.levels, *index)?,
            Unit::Odds(attackers, defenders, index) => odds_candidates(attackers, defenders, *index)?,
        };
        let mut lines = String::new();
        // A weak level that misses an escape misses it again next move:
        // one puzzle of each length per game, the nearest the end.
        let mut lengths = HashSet::new();
        for (source, position) in candidates {
            if let Some(puzzle) = prove(&position, args.moves, args.nodes, source)
                && lengths.insert(puzzle.line.len())
            {
                lines += &puzzle.to_line();
                kept.fetch_add(1, Ordering::Relaxed);
            }
        }
        lines += &format!("#done {}\n", unit.key());
        out.append(&lines)?;
        let count = worked.fetch_add(1, Ordering::Relaxed) + 1;
        if count % 10 == 0 {
            println!("{count} of {} done; {} puzzles so far", units.len(), kept.load(Ordering::Relaxed));
        }
        Ok(())
    })
}

/// Königszabel as the shared steps see it.
pub struct Koenigszabel;

fn read(puzzle: &Found) -> Result<(Position, Vec<Move>), String> {
    match AnyGame::from_position(Variant::Koenigszabel, &puzzle.position) {
        Ok(AnyGame::Koenigszabel(_)) => {}
        _ => return Err(format!("'{}' is not a Königszabel position", puzzle.position)),
    }
    let position: Position = puzzle.position.parse().map_err(|e| format!("{e}"))?;
    if puzzle.roll != "-" {
        return Err("a Königszabel puzzle has no roll".into());
    }
    let line: Vec<Move> =
        puzzle.line.iter().map(|text| text.parse::<Move>().map_err(|e| format!("{e}"))).collect::<Result<_, _>>()?;
    if line.len() % 2 == 0 || line.len() > 7 {
        return Err(format!("a line of {} moves: 1, 3, 5 or 7 expected", line.len()));
    }
    Ok((position, line))
}

impl PuzzleGame for Koenigszabel {
    const LETTER: char = 'k';
    const NAME: &'static str = "Königszabel";
    const THEMES: &'static [&'static str] = THEMES;

    fn levels(&self) -> Vec<(u8, f64, bool)> {
        tafl::ratings()
            .iter()
            .map(|rating| {
                let level = tafl::by_number(rating.level).expect("a rated level exists");
                let chancy = !matches!(level.engine, EngineKind::Search { .. });
                (rating.level, rating.rating, chancy)
            })
            .collect()
    }

    fn attempt(&self, puzzle: &Found, level: u8, seed: u64) -> io::Result<bool> {
        let (position, line) = read(puzzle).map_err(io::Error::other)?;
        let level = tafl::by_number(level).ok_or_else(|| io::Error::other("no such level"))?;
        let mut engine = level.engine(seed);
        let mut game = Game::from_position(position);
        for (index, &mv) in line.iter().enumerate() {
            if index % 2 == 0 {
                let decision = engine.decide(&game, (), &level.budget, &Cancel::new()).map_err(io::Error::other)?;
                if decision.mv != mv {
                    return Ok(false);
                }
            }
            game.play(mv).map_err(io::Error::other)?;
        }
        Ok(true)
    }

    fn theme(&self, puzzle: &Found) -> Result<String, String> {
        let (position, line) = read(puzzle)?;
        theme(&mut Prover::new(u64::MAX), &position, &line).map(str::to_owned).map_err(|_| "out of budget".to_owned())
    }

    fn replay(&self, puzzle: &Found) -> Result<(), String> {
        let (position, line) = read(puzzle)?;
        let solver = position.turn();
        let mut game = Game::from_position(position);
        for (index, &mv) in line.iter().enumerate() {
            if game.is_over() {
                return Err(format!("the game is over before move {}", index + 1));
            }
            game.play(mv).map_err(|e| format!("move {} {mv}: {e}", index + 1))?;
        }
        if game.outcome().and_then(|outcome| outcome.winner()) != Some(solver) {
            return Err("the line does not end in the solver's win".into());
        }
        // The proof again: every solver move the only win at its depth.
        let mut prover = Prover::new(u64::MAX);
        let mut now = position;
        for (index, pair) in line.chunks(2).enumerate() {
            let left = (line.len().div_ceil(2) - index) as u32;
            let winning = prover.winning_moves(&now, left).map_err(|_| "out of budget".to_owned())?;
            if winning != [pair[0]] {
                return Err(format!("solver move {}: the winning moves within {left} are {winning:?}", index + 1));
            }
            if left > 1 && prover.win_in(&now, left - 1).map_err(|_| "out of budget".to_owned())? {
                return Err(format!("solver move {}: a shorter win exists", index + 1));
            }
            for &mv in pair {
                now.play_unchecked(mv);
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What CI holds every shipped puzzle to: replayed by the rules to the
    /// solver's win, and each solver move proved again the only win at its
    /// depth, with no shorter win (the prover, as `tafl puzzles check`).
    #[test]
    fn every_shipped_puzzle_is_proved_again() {
        let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../core/data/puzzles-koenigszabel.tsv");
        let shipped = super::super::read_shipped::<Koenigszabel>(&path).unwrap();
        assert!(shipped.len() >= 500, "{} puzzles", shipped.len());
        for (puzzle, _, _) in &shipped {
            Koenigszabel.replay(puzzle).unwrap_or_else(|why| panic!("{}: {why}", puzzle.id));
        }
    }

    fn position(text: &str) -> Position {
        text.parse().unwrap()
    }

    #[test]
    fn the_king_on_an_edge_escapes_at_once_where_the_file_is_open() {
        // The king on a4: a1 is open, the attacker on a12 shuts a13.
        let open = position("13/a12/13/13/13/13/13/13/13/k12/13/13/4a8 d");
        let mut prover = Prover::new(1_000_000);
        let wins = prover.wins_now(&open).unwrap();
        assert_eq!(wins.iter().map(Move::to_string).collect::<Vec<_>>(), ["a4-a1"]);
        assert_eq!(prover.distance(&open, 2).unwrap(), Some(1));
    }

    #[test]
    fn two_ways_out_make_no_puzzle() {
        // Without the attacker on a12 the king escapes to a1 or a13: the move is not the only win.
        let two = position("13/13/13/13/13/13/13/13/13/k12/13/13/4a8 d");
        let mut prover = Prover::new(1_000_000);
        assert_eq!(prover.winning_moves(&two, 1).unwrap().len(), 2);
        assert_eq!(prover.line(&two, 1, &mut |p: &Position| p.legal_moves()[0]).unwrap(), None);
        assert_eq!(prove(&two, 2, 1_000_000, "test".into()), None);
    }

    #[test]
    fn the_kings_fork_in_two_is_the_only_win_and_the_longest_defence_is_answered() {
        // From a game of level 5 against itself: c1-c13 opens a13 and m13 at once.
        let fork = position("13/a3a6a1/7a5/5a3a3/3a1a7/3a3d3a1/7dd4/a2d9/a8d1a1/12a/a6d5/7dd4/1ak3a6 d");
        let mut prover = Prover::new(10_000_000);
        assert_eq!(prover.distance(&fork, 3).unwrap(), Some(2));
        let first: Move = "c1-c13".parse().unwrap();
        assert_eq!(prover.winning_moves(&fork, 2).unwrap(), [first]);
        let puzzle = prove(&fork, 4, 10_000_000, "test".into()).unwrap();
        assert_eq!(puzzle.line[0], "c1-c13");
        assert_eq!((puzzle.line.len(), puzzle.theme.as_str()), (3, "fork"));
        Koenigszabel.replay(&puzzle).unwrap();
    }

    #[test]
    fn a_first_move_that_takes_a_man_on_the_way_to_the_win_is_a_capture() {
        // The king takes the man on a2 against the castle a1, then escapes there.
        let taking = position("3a1a1a5/2a10/9a3/a12/13/12a/3d9/1a3d7/d12/k1a10/2d10/a12/2a4a5 d");
        let puzzle = prove(&taking, 4, 1_000_000, "test".into()).expect("a win in two");
        assert_eq!((puzzle.line[0].as_str(), puzzle.line.len()), ("a4-a3", 3));
        assert_eq!(puzzle.theme, "capture");
        assert_eq!(Koenigszabel.theme(&puzzle).unwrap(), "capture");
        Koenigszabel.replay(&puzzle).unwrap();
    }

    #[test]
    fn another_longest_defence_is_taken_where_the_engines_leaves_two_wins() {
        // The fork again, with an engine that answers by its first legal
        // move, which shuts neither castle: a man that shuts one is found.
        let fork = position("13/a3a6a1/7a5/5a3a3/3a1a7/3a3d3a1/7dd4/a2d9/a8d1a1/12a/a6d5/7dd4/1ak3a6 d");
        let mut after = fork;
        after.play_unchecked("c1-c13".parse().unwrap());
        let first = after.legal_moves()[0];
        let mut prover = Prover::new(10_000_000);
        let mut answered = after;
        answered.play_unchecked(first);
        assert_eq!(prover.winning_moves(&answered, 1).unwrap().len(), 2, "{first} leaves both castles open");
        let line = prover.line(&fork, 2, &mut |p: &Position| p.legal_moves()[0]).unwrap().expect("a fair reply");
        assert_eq!(line.len(), 3);
        assert_ne!(line[1], first);
    }

    #[test]
    fn a_puzzle_with_one_way_out_is_kept_and_replays() {
        let one = position("13/a12/13/13/13/13/13/13/13/k12/13/13/4a8 d");
        let puzzle = prove(&one, 2, 1_000_000, "test".into()).expect("an escape in one");
        assert_eq!(puzzle.line, ["a4-a1"]);
        assert_eq!(puzzle.theme, "escape");
        Koenigszabel.replay(&puzzle).unwrap();
        let wrong = Found { line: vec!["a4-a2".into()], ..puzzle };
        assert!(Koenigszabel.replay(&wrong).is_err());
    }
}
