//! `zabel-lab tafl games`: one contender against itself (or against
//! another that attacks: odds) from varied openings, or from a book's
//! positions, every position after the opening written with the game's
//! result. A game's lines are appended when it ends, so a stopped run loses
//! at most the games under way, and the same command continues the file.

use std::collections::HashSet;
use std::fs::{File, OpenOptions};
use std::io::{self, BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use crate::arena::koenigszabel::Openings;
use crate::contender::Contender;
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use zabel_core::tafl::{Outcome, Rules, Side};

#[derive(clap::Args)]
pub struct Args {
    /// Who plays both sides: a level (`8`) or a search (`search:64:nodes=20000`).
    #[arg(long)]
    player: String,
    /// Who attacks instead, for games the attackers win often: odds, such
    /// as the same search with many times the nodes (`search:64:nodes=1600000:learned`).
    #[arg(long)]
    attackers: Option<String>,
    /// Games to have in the file.
    #[arg(long)]
    games: usize,
    /// Random plies before the players take over; the game's index seeds them.
    #[arg(long, default_value_t = 4)]
    opening: usize,
    /// Game N starts from the book's position N (as `tafl openings` writes
    /// them) instead of random plies: games from the middle of others, such
    /// as odds games' positions played on between equals.
    #[arg(long)]
    book: Option<PathBuf>,
    /// The data file (appended; its first line names the player).
    #[arg(long)]
    out: PathBuf,
    #[arg(long, default_value_t = 1)]
    threads: usize,
}

/// One position of a finished game.
#[derive(Clone, PartialEq, Debug)]
pub struct Sample {
    pub game: usize,
    pub ply: usize,
    pub position: String,
    /// 1 the attackers won, ½ a draw, 0 the defenders won.
    pub attackers_score: f64,
}

impl Sample {
    fn line(&self) -> String {
        format!("{}\t{}\t{}\t{}\n", self.game, self.ply, self.position, self.attackers_score)
    }

    fn parse(line: &str) -> Option<Sample> {
        let mut fields = line.split('\t');
        Some(Sample {
            game: fields.next()?.parse().ok()?,
            ply: fields.next()?.parse().ok()?,
            position: fields.next()?.to_owned(),
            attackers_score: fields.next()?.parse().ok()?,
        })
    }
}

const HEADER: &str = "# player: ";

/// The samples of a data file, and the player that made them.
pub fn read(path: &Path) -> io::Result<(String, Vec<Sample>)> {
    let mut lines = BufReader::new(File::open(path)?).lines();
    let header = lines.next().transpose()?.unwrap_or_default();
    let player = header
        .strip_prefix(HEADER)
        .ok_or_else(|| io::Error::new(io::ErrorKind::InvalidData, format!("{}: not a games file", path.display())))?;
    let mut samples = Vec::new();
    for (number, line) in lines.enumerate() {
        let line = line?;
        let sample = Sample::parse(&line).ok_or_else(|| {
            io::Error::new(io::ErrorKind::InvalidData, format!("{}:{}: '{line}'", path.display(), number + 2))
        })?;
        samples.push(sample);
    }
    Ok((player.to_owned(), samples))
}

/// Who played which side, one name when one contender played both, and
/// from which book: a file's games are all of one kind.
fn players_name(defenders: &Contender, attackers: &Contender, book: Option<&Path>) -> String {
    let players = match (defenders.name(), attackers.name()) {
        (defenders, attackers) if defenders == attackers => defenders,
        (defenders, attackers) => format!("{defenders}, attacked by {attackers}"),
    };
    match book {
        Some(book) => format!("{players}, from {}", book.display()),
        None => players,
    }
}

fn play(defenders: &Contender, attackers: &Contender, openings: &Openings, index: usize) -> io::Result<Vec<Sample>> {
    let mut game = openings.start(Rules::default(), index)?;
    // The players' seeds from the index too, apart from the opening's.
    let mut rng = SmallRng::seed_from_u64(!(index as u64));
    let first = game.plies().len();
    let mut seats = [
        attackers.player(rng.random(), Duration::from_secs(10)).map_err(io::Error::other)?,
        defenders.player(rng.random(), Duration::from_secs(10)).map_err(io::Error::other)?,
    ];
    while !game.is_over() {
        let seat = usize::from(game.position().turn() == Side::Defenders);
        let mv = seats[seat].choose(&game).map_err(io::Error::other)?;
        game.play(mv).map_err(io::Error::other)?;
    }
    let attackers_score = match game.outcome().expect("the game is over") {
        Outcome::Win { winner: Side::Attackers, .. } => 1.0,
        Outcome::Win { .. } => 0.0,
        Outcome::Draw(_) => 0.5,
    };
    // The final position is decided; every one before it was played from.
    let positions = &game.positions()[first..game.positions().len() - 1];
    Ok(positions
        .iter()
        .enumerate()
        .map(|(offset, position)| Sample {
            game: index,
            ply: first + offset,
            position: position.to_string(),
            attackers_score,
        })
        .collect())
}

pub fn run(args: &Args) -> io::Result<()> {
    let player: Contender = args.player.parse()?;
    let attackers: Contender = args.attackers.as_deref().unwrap_or(&args.player).parse()?;
    let name = players_name(&player, &attackers, args.book.as_deref());
    let openings = Openings::new(args.book.as_deref(), args.opening, args.games)?;
    let done: HashSet<usize> = if args.out.exists() {
        let (made_by, samples) = read(&args.out)?;
        if made_by != name {
            return Err(io::Error::new(
                io::ErrorKind::InvalidInput,
                format!("{} holds games of {made_by}, not {name}", args.out.display()),
            ));
        }
        samples.iter().map(|sample| sample.game).collect()
    } else {
        std::fs::write(&args.out, format!("{HEADER}{name}\n"))?;
        HashSet::new()
    };
    let todo: Vec<usize> = (0..args.games).filter(|index| !done.contains(index)).collect();
    println!("{} games to play ({} already in {})", todo.len(), done.len(), args.out.display());
    let out = Arc::new(Mutex::new(OpenOptions::new().append(true).open(&args.out)?));
    let next = AtomicUsize::new(0);
    std::thread::scope(|scope| -> io::Result<()> {
        let workers: Vec<_> = (0..args.threads.max(1))
            .map(|_| {
                scope.spawn(|| -> io::Result<()> {
                    while let Some(&index) = todo.get(next.fetch_add(1, Ordering::Relaxed)) {
                        let lines: String =
                            play(&player, &attackers, &openings, index)?.iter().map(Sample::line).collect();
                        out.lock().expect("no writer panicked").write_all(lines.as_bytes())?;
                    }
                    Ok(())
                })
            })
            .collect();
        workers.into_iter().try_for_each(|worker| worker.join().expect("no worker panicked"))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn games_are_written_whole_read_back_and_continued() {
        let dir = tempfile::tempdir().unwrap();
        let out = dir.path().join("games.tsv");
        let args = |games| Args {
            player: "search:1".to_owned(),
            attackers: None,
            games,
            opening: 2,
            book: None,
            out: out.clone(),
            threads: 2,
        };
        run(&args(2)).unwrap();
        let (player, first) = read(&out).unwrap();
        assert_eq!(player, "search:1");
        let games: HashSet<usize> = first.iter().map(|sample| sample.game).collect();
        assert_eq!(games, HashSet::from([0, 1]));
        for sample in &first {
            let position: zabel_core::tafl::Position = sample.position.parse().unwrap();
            assert!(!position.is_decided(), "only positions someone moved from");
            assert!([0.0, 0.5, 1.0].contains(&sample.attackers_score));
            assert!(sample.ply >= 2, "the opening is not data");
        }
        // The same command with more games keeps the first two as they were.
        run(&args(3)).unwrap();
        let (_, more) = read(&out).unwrap();
        assert_eq!(more[..first.len()], first[..]);
        assert!(more.iter().any(|sample| sample.game == 2));
        let other = Args { player: "search:2".to_owned(), ..args(4) };
        assert!(run(&other).unwrap_err().to_string().contains("holds games of search:1"));
    }

    #[test]
    fn odds_games_name_both_players_and_are_not_mixed_with_even_ones() {
        let dir = tempfile::tempdir().unwrap();
        let out = dir.path().join("odds.tsv");
        let odds = Args {
            player: "search:1".to_owned(),
            attackers: Some("search:2".to_owned()),
            games: 2,
            opening: 2,
            book: None,
            out: out.clone(),
            threads: 1,
        };
        run(&odds).unwrap();
        let (players, samples) = read(&out).unwrap();
        assert_eq!(players, "search:1, attacked by search:2");
        assert_eq!(samples.iter().map(|s| s.game).collect::<HashSet<_>>(), HashSet::from([0, 1]));
        let even = Args { attackers: None, games: 3, ..odds };
        assert!(run(&even).unwrap_err().to_string().contains("holds games of search:1, attacked by search:2"));
    }

    #[test]
    fn games_from_a_book_start_at_its_positions_and_are_their_own_kind() {
        let dir = tempfile::tempdir().unwrap();
        // Two positions from the middle of a game, one after the other.
        let middle = crate::arena::koenigszabel::random_opening(Rules::default(), 7, 12).unwrap();
        let positions = &middle.positions()[10..12];
        let book = dir.path().join("book.txt");
        std::fs::write(&book, format!("# two positions\n{}\t# ply 10\n{}\n", positions[0], positions[1])).unwrap();
        let out = dir.path().join("from-book.tsv");
        let args = |games| Args {
            player: "search:1".to_owned(),
            attackers: None,
            games,
            opening: 0,
            book: Some(book.clone()),
            out: out.clone(),
            threads: 1,
        };
        run(&args(2)).unwrap();
        let (players, samples) = read(&out).unwrap();
        assert_eq!(players, format!("search:1, from {}", book.display()));
        for (game, position) in positions.iter().enumerate() {
            let first = samples.iter().find(|sample| sample.game == game).unwrap();
            assert_eq!((first.ply, &first.position), (0, &position.to_string()), "game {game} starts at its line");
        }
        let more = run(&args(3)).unwrap_err().to_string();
        assert!(more.contains("holds 2 positions, fewer than --games 3"), "{more}");
        let random = Args { book: None, ..args(2) };
        assert!(run(&random).unwrap_err().to_string().contains("holds games of search:1, from"));
    }
}
