//! `zabel-lab tafl king-run`: the plan a newcomer tries first, as a script
//! that looks one move ahead: the defenders escape when they can, else the
//! king moves where it sees the most castles, else towards the nearest
//! edge; only when the king cannot move does another man move. It beat
//! level 5 in 8 moves and level 4 in 25 (issue 62), each time by a king
//! move that opened two routes at once: how many games each level loses
//! to it is the measure of whether a level sees the king's fork.

use std::io;
use std::time::Instant;

use rand::rngs::SmallRng;
use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use zabel_core::ai::Cancel;
use zabel_core::ai::tafl::by_number;
use zabel_core::tafl::{Game, Move, Position, Rules, Side, Square};

#[derive(clap::Args)]
pub struct Args {
    /// The levels the script plays, comma-separated.
    #[arg(long, value_delimiter = ',', default_value = "4,5,6,7,8")]
    levels: Vec<u8>,
    /// Games per level; game g seeds both the level and the script's ties.
    #[arg(long, default_value_t = 20)]
    games: u64,
    /// A game not decided after this many plies counts as not lost.
    #[arg(long, default_value_t = 300)]
    max_plies: usize,
    /// Prints every position of the games the level loses.
    #[arg(long)]
    show: bool,
}

/// How far `square` is from the nearest edge.
fn to_edge(square: Square) -> u8 {
    let last = 12; // the board is 13 squares wide
    square.file().min(square.rank()).min(last - square.file()).min(last - square.rank())
}

fn castles_seen(position: &Position) -> usize {
    position.king().map_or(0, |king| position.king_reach(king).squares().filter(|square| square.is_castle()).count())
}

/// The script's move for the defenders.
pub fn king_run(position: &Position, rng: &mut impl Rng) -> Move {
    let moves = position.legal_moves();
    let after = |mv: Move| {
        let mut child = *position;
        child.play_unchecked(mv);
        child
    };
    if let Some(&escape) =
        moves.iter().find(|&&mv| after(mv).outcome().and_then(|o| o.winner()) == Some(Side::Defenders))
    {
        return escape;
    }
    let king = position.king();
    let king_moves: Vec<Move> = moves.iter().copied().filter(|mv| Some(mv.from) == king).collect();
    if king_moves.is_empty() {
        return *moves.choose(rng).expect("the defenders have a move while the game goes on");
    }
    // Most castles in sight, then nearest an edge; ties broken at random.
    let value = |mv: Move| (castles_seen(&after(mv)), std::cmp::Reverse(to_edge(mv.to)));
    let best = king_moves.iter().map(|&mv| value(mv)).max().expect("a king move");
    let tied: Vec<Move> = king_moves.into_iter().filter(|&mv| value(mv) == best).collect();
    *tied.choose(rng).expect("the best king move")
}

/// Plays game `seed` of the script against `level` as the attackers: the
/// winner (if any) and the plies played.
pub fn play(level: u8, seed: u64, max_plies: usize, times: &mut Vec<f64>) -> (Option<Side>, Game) {
    let level = by_number(level).expect("a level");
    let mut engine = level.engine(seed);
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut game = Game::new(Rules::default());
    while game.outcome().is_none() && game.plies().len() < max_plies {
        let mv = if game.position().turn() == Side::Defenders {
            king_run(game.position(), &mut rng)
        } else {
            let start = Instant::now();
            let mv = engine.decide(&game, (), &level.budget, &Cancel::new()).expect("a legal position").mv;
            times.push(start.elapsed().as_secs_f64());
            mv
        };
        game.play(mv).expect("a legal move");
    }
    (game.outcome().and_then(|o| o.winner()), game)
}

pub fn run(args: &Args) -> io::Result<()> {
    println!("zabel-lab tafl king-run --levels {:?} --games {}", args.levels, args.games);
    for &level in &args.levels {
        if by_number(level).is_none() {
            return Err(io::Error::new(io::ErrorKind::InvalidInput, format!("no level {level}")));
        }
        let mut times = Vec::new();
        let mut lost = Vec::new();
        for seed in 0..args.games {
            let (winner, game) = play(level, seed, args.max_plies, &mut times);
            if winner == Some(Side::Defenders) {
                lost.push(format!("game {seed} in {} moves", game.plies().len().div_ceil(2)));
                if args.show {
                    for (position, ply) in game.positions().iter().zip(game.plies()) {
                        println!("{position}  {}", ply.mv);
                    }
                }
            }
        }
        times.sort_by(f64::total_cmp);
        let median = times.get(times.len() / 2).copied().unwrap_or(0.0);
        let worst = times.last().copied().unwrap_or(0.0);
        println!(
            "level {level}: lost {} of {} to the king run ({}); {:.4} s median, {:.4} s worst per move",
            lost.len(),
            args.games,
            if lost.is_empty() { "none".to_owned() } else { lost.join(", ") },
            median,
            worst
        );
    }
    Ok(())
}
