//! `zabel-lab einstein puzzles` and `zabel-lab tafl puzzles`: the puzzles
//! the core ships (`core/data/puzzles-*.tsv`), found in our engines' games,
//! tried by every computer level, and rated on the levels' Elo scale from
//! those tries (docs/ai.md, "Puzzles"). Three steps, each resumable by
//! running the same command again: `find` appends candidates with their
//! proof, `rate` appends the levels' tries, `write` fits the ratings and
//! writes the shipped file; `check` replays a shipped file.

pub mod einstein;
mod fit;
pub mod tafl;

use std::collections::{BTreeMap, HashMap, HashSet};
use std::fs::{File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

pub use fit::{Fitted, fit_rating};

/// 64-bit FNV-1a: a hash that every platform and every future build
/// computes alike, so an id survives regeneration.
pub fn fnv1a(text: &str) -> u64 {
    text.bytes().fold(0xcbf2_9ce4_8422_2325, |hash, byte| (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3))
}

/// A puzzle's id: the game's letter and the first ten hex digits of the
/// hash of its position and roll, so the same puzzle found again keeps it.
pub fn puzzle_id(letter: char, position: &str, roll: &str) -> String {
    let hex = format!("{:016x}", fnv1a(&format!("{position}\t{roll}")));
    format!("{letter}{}", &hex[..10])
}

/// A puzzle as `find` keeps it, before the levels have tried it: the
/// shipped columns without the rating.
#[derive(Clone, PartialEq, Debug)]
pub struct Found {
    pub id: String,
    pub position: String,
    pub roll: String,
    pub line: Vec<String>,
    pub theme: String,
    pub evidence: String,
    pub source: String,
}

impl Found {
    fn to_line(&self) -> String {
        format!(
            "{}\t{}\t{}\t{}\t{}\t{}\t{}\n",
            self.id,
            self.position,
            self.roll,
            self.line.join(" "),
            self.theme,
            self.evidence,
            self.source
        )
    }
}

fn invalid(path: &Path, line: &str) -> io::Error {
    io::Error::new(io::ErrorKind::InvalidData, format!("{}: '{line}'", path.display()))
}

fn read_optional(path: &Path) -> io::Result<String> {
    match std::fs::read_to_string(path) {
        Ok(text) => Ok(text),
        Err(error) if error.kind() == io::ErrorKind::NotFound => Ok(String::new()),
        Err(error) => Err(error),
    }
}

/// The candidates' file: a line per puzzle (the columns of [`Found`]),
/// and `#done KEY` when a unit of work (a game, a source position) is
/// finished, so a rerun skips it.
#[derive(Default, Debug)]
pub struct FoundFile {
    pub puzzles: Vec<Found>,
    pub done: HashSet<String>,
}

impl FoundFile {
    pub fn read(path: &Path) -> io::Result<FoundFile> {
        let mut file = FoundFile::default();
        let mut ids = HashSet::new();
        for line in read_optional(path)?.lines().filter(|line| !line.is_empty()) {
            if let Some(key) = line.strip_prefix("#done ") {
                file.done.insert(key.to_owned());
                continue;
            }
            if line.starts_with('#') {
                continue;
            }
            let fields: Vec<&str> = line.split('\t').collect();
            let [id, position, roll, moves, theme, evidence, source] = fields[..] else {
                return Err(invalid(path, line));
            };
            // The same puzzle met again in another game keeps its first source.
            if ids.insert(id.to_owned()) {
                file.puzzles.push(Found {
                    id: id.to_owned(),
                    position: position.to_owned(),
                    roll: roll.to_owned(),
                    line: moves.split(' ').map(str::to_owned).collect(),
                    theme: theme.to_owned(),
                    evidence: evidence.to_owned(),
                    source: source.to_owned(),
                });
            }
        }
        Ok(file)
    }
}

/// Appends to a results file from several threads, a whole record at a time.
pub struct Appender(Mutex<File>);

impl Appender {
    pub fn open(path: &Path) -> io::Result<Appender> {
        Ok(Appender(Mutex::new(OpenOptions::new().create(true).append(true).open(path)?)))
    }

    pub fn append(&self, text: &str) -> io::Result<()> {
        let mut file = self.0.lock().map_err(|_| io::Error::other("a writer thread failed"))?;
        file.write_all(text.as_bytes())?;
        file.flush()
    }
}

/// Runs `work` on every item, on `threads` threads taking the next item
/// as they finish; the first error stops the rest.
pub fn in_parallel<T: Sync>(items: &[T], threads: usize, work: impl Fn(&T) -> io::Result<()> + Sync) -> io::Result<()> {
    let next = AtomicUsize::new(0);
    let failed: Mutex<Option<io::Error>> = Mutex::new(None);
    std::thread::scope(|scope| {
        for _ in 0..threads.max(1) {
            scope.spawn(|| {
                loop {
                    let index = next.fetch_add(1, Ordering::Relaxed);
                    let Some(item) = items.get(index) else { break };
                    if let Err(error) = work(item) {
                        failed.lock().expect("no panic holds it").get_or_insert(error);
                        next.store(items.len(), Ordering::Relaxed);
                        break;
                    }
                }
            });
        }
    });
    failed.into_inner().expect("no panic holds it").map_or(Ok(()), Err)
}

/// One try of one level at one puzzle: whether every solver move it
/// played was the line's.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Try {
    pub level: u8,
    pub seed: u64,
    pub solved: bool,
}

/// The tries' file: `id level seed solved(0/1)` per line.
pub fn read_tries(path: &Path) -> io::Result<HashMap<String, Vec<Try>>> {
    let mut tries: HashMap<String, Vec<Try>> = HashMap::new();
    for line in read_optional(path)?.lines().filter(|line| !line.is_empty() && !line.starts_with('#')) {
        let fields: Vec<&str> = line.split('\t').collect();
        let [id, level, seed, solved] = fields[..] else { return Err(invalid(path, line)) };
        let parsed = || -> Option<Try> {
            Some(Try {
                level: level.parse().ok()?,
                seed: seed.parse().ok()?,
                solved: match solved {
                    "1" => true,
                    "0" => false,
                    _ => return None,
                },
            })
        };
        tries.entry(id.to_owned()).or_default().push(parsed().ok_or_else(|| invalid(path, line))?);
    }
    Ok(tries)
}

#[derive(clap::Args)]
pub struct RateArgs {
    /// The candidates `find` wrote.
    #[arg(long)]
    found: PathBuf,
    /// The tries, appended as they are made; a rerun makes only the missing ones.
    #[arg(long)]
    tries: PathBuf,
    /// Tries of each level that chooses with a temperature (the others choose alike every time).
    #[arg(long, default_value_t = 3)]
    seeds: u64,
    /// The levels that try (default: every level).
    #[arg(long, value_delimiter = ',')]
    levels: Vec<u8>,
    #[arg(long, default_value_t = 1)]
    threads: usize,
}

#[derive(clap::Args)]
pub struct WriteArgs {
    #[arg(long)]
    found: PathBuf,
    #[arg(long)]
    tries: PathBuf,
    /// The shipped file to write (core/data/puzzles-*.tsv).
    #[arg(long)]
    out: PathBuf,
    /// The commands that made the inputs, for the file's header.
    #[arg(long)]
    recipe: Vec<String>,
}

#[derive(clap::Args)]
pub struct CheckArgs {
    /// A shipped puzzle file.
    file: PathBuf,
}

/// What a game tells the shared steps: its levels, how one of them tries a
/// puzzle, and how a shipped puzzle is replayed.
pub trait PuzzleGame: Sync {
    /// The letter of ids and the name in headers.
    const LETTER: char;
    const NAME: &'static str;
    const THEMES: &'static [&'static str];
    /// Every level with its measured rating and whether it chooses by chance.
    fn levels(&self) -> Vec<(u8, f64, bool)>;
    /// Whether `level`, its chances drawn from `seed`, plays every solver move of the line.
    fn attempt(&self, puzzle: &Found, level: u8, seed: u64) -> io::Result<bool>;
    /// The puzzle's theme, from its position and line alone, so `write`
    /// and `check` name it as the generator does now.
    fn theme(&self, puzzle: &Found) -> Result<String, String>;
    /// That a shipped puzzle is what it says: its position reads, its line
    /// replays legally and ends as its game's puzzles must.
    fn replay(&self, puzzle: &Found) -> Result<(), String>;
}

pub fn rate<G: PuzzleGame>(game: &G, args: &RateArgs) -> io::Result<()> {
    let found = FoundFile::read(&args.found)?;
    let done = read_tries(&args.tries)?;
    let mut tasks = Vec::new();
    for puzzle in &found.puzzles {
        let made: HashSet<(u8, u64)> =
            done.get(&puzzle.id).map(|tries| tries.iter().map(|t| (t.level, t.seed)).collect()).unwrap_or_default();
        for (level, _, chancy) in game.levels() {
            if !args.levels.is_empty() && !args.levels.contains(&level) {
                continue;
            }
            for seed in 0..if chancy { args.seeds } else { 1 } {
                if !made.contains(&(level, seed)) {
                    tasks.push((puzzle, level, seed));
                }
            }
        }
    }
    println!("{} puzzles; {} tries to make", found.puzzles.len(), tasks.len());
    let out = Appender::open(&args.tries)?;
    let counter = AtomicUsize::new(0);
    in_parallel(&tasks, args.threads, |&(puzzle, level, seed)| {
        let solved = game.attempt(puzzle, level, seed)?;
        out.append(&format!("{}\t{level}\t{seed}\t{}\n", puzzle.id, u8::from(solved)))?;
        let count = counter.fetch_add(1, Ordering::Relaxed) + 1;
        if count % 500 == 0 {
            println!("{count} of {} tries", tasks.len());
        }
        Ok(())
    })
}

/// A puzzle with its fitted rating.
struct Rated<'a> {
    puzzle: Found,
    fitted: Fitted,
    tries: &'a [Try],
}

fn band(rating: f64, width: f64) -> i64 {
    (rating / width).floor() as i64 * width as i64
}

pub fn write<G: PuzzleGame>(game: &G, args: &WriteArgs) -> io::Result<()> {
    let found = FoundFile::read(&args.found)?;
    let tries = read_tries(&args.tries)?;
    let levels = game.levels();
    let rating_of: HashMap<u8, f64> = levels.iter().map(|&(level, rating, _)| (level, rating)).collect();
    let mut rated: Vec<Rated> = Vec::new();
    let mut unrated = 0;
    for puzzle in &found.puzzles {
        let Some(own) = tries
            .get(&puzzle.id)
            .filter(|own| levels.iter().all(|(level, _, _)| own.iter().any(|t| t.level == *level)))
        else {
            unrated += 1;
            continue;
        };
        let fail = |why: String| io::Error::new(io::ErrorKind::InvalidData, format!("{}: {why}", puzzle.id));
        let theme = game.theme(puzzle).map_err(fail)?;
        let puzzle = Found { theme, ..puzzle.clone() };
        game.replay(&puzzle).map_err(fail)?;
        let outcomes: Vec<(f64, bool)> = own.iter().map(|t| (rating_of[&t.level], t.solved)).collect();
        rated.push(Rated { puzzle, fitted: fit_rating(&outcomes), tries: own });
    }
    rated.sort_by(|a, b| a.puzzle.id.cmp(&b.puzzle.id));
    let mut text =
        format!("# {} puzzles, generated by zabel-lab (docs/ai.md, \"Puzzles\"); regenerate with:\n", G::NAME);
    for step in &args.recipe {
        text += &format!("#   {step}\n");
    }
    // The ratings are only as true as the levels' they were fitted
    // against: core's tests hold this line to the shipped level table.
    let against: Vec<String> = levels.iter().map(|(level, rating, _)| format!("{level}={rating:.1}")).collect();
    text += &format!("{}{}\n", zabel_core::puzzle::RATED_AGAINST, against.join(" "));
    text += "# id\tposition\troll\tline\ttheme\trating\tdeviation\tevidence\tsource\n";
    for r in &rated {
        let p = &r.puzzle;
        text += &format!(
            "{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\n",
            p.id,
            p.position,
            p.roll,
            p.line.join(" "),
            p.theme,
            r.fitted.rating.round() as i64,
            r.fitted.deviation.round() as i64,
            p.evidence,
            p.source
        );
    }
    std::fs::write(&args.out, text)?;
    println!("{} puzzles written to {} ({unrated} not tried by every level yet)", rated.len(), args.out.display());
    report(&rated, &levels);
    Ok(())
}

/// Counts per theme and rating band, and the calibration: each level's
/// solve rate by the puzzles' rating band (markdown, for docs/ai.md).
fn report(rated: &[Rated], levels: &[(u8, f64, bool)]) {
    let mut themes: BTreeMap<&str, usize> = BTreeMap::new();
    for r in rated {
        *themes.entry(&r.puzzle.theme).or_default() += 1;
    }
    println!("themes: {themes:?}");
    let moves: BTreeMap<usize, usize> = rated.iter().fold(BTreeMap::new(), |mut count, r| {
        *count.entry(r.puzzle.line.len().div_ceil(2)).or_default() += 1;
        count
    });
    println!("solver moves: {moves:?}");
    let width = 200.0;
    let mut bands: BTreeMap<i64, Vec<&Rated>> = BTreeMap::new();
    for r in rated {
        bands.entry(band(r.fitted.rating, width)).or_default().push(r);
    }
    print!("| rating | puzzles |");
    for (level, rating, _) in levels {
        print!(" L{level} ({rating:.0}) |");
    }
    println!();
    println!("|---|---|{}", "---|".repeat(levels.len()));
    for (low, members) in &bands {
        print!("| {low}–{} | {} |", low + width as i64 - 1, members.len());
        for (level, _, _) in levels {
            let (solved, all) = members
                .iter()
                .flat_map(|r| r.tries.iter().filter(|t| t.level == *level))
                .fold((0, 0), |(solved, all), t| (solved + usize::from(t.solved), all + 1));
            print!(" {:.0}% |", 100.0 * solved as f64 / all.max(1) as f64);
        }
        println!();
    }
    let deviations: Vec<f64> = rated.iter().map(|r| r.fitted.deviation).collect();
    if !deviations.is_empty() {
        println!("mean deviation {:.0}", deviations.iter().sum::<f64>() / deviations.len() as f64);
    }
}

/// A shipped puzzle file, read as the core's parser reads it.
pub fn read_shipped<G: PuzzleGame>(path: &Path) -> Result<Vec<(Found, i64, i64)>, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let mut puzzles = Vec::new();
    let mut ids = HashSet::new();
    for (number, line) in text.lines().enumerate().filter(|(_, line)| !line.starts_with('#') && !line.is_empty()) {
        let bad = |why: &str| format!("line {}: {why}", number + 1);
        let fields: Vec<&str> = line.split('\t').collect();
        let [id, position, roll, moves, theme, rating, deviation, evidence, source] = fields[..] else {
            return Err(bad("expected 9 columns"));
        };
        if !id.starts_with(G::LETTER)
            || id.len() < 2
            || !id.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit())
        {
            return Err(bad(&format!("'{id}' is not an id")));
        }
        if !ids.insert(id) {
            return Err(bad(&format!("the id {id} twice")));
        }
        if puzzle_id(G::LETTER, position, roll) != id {
            return Err(bad(&format!("{id} is not the hash of its position and roll")));
        }
        if !G::THEMES.contains(&theme) {
            return Err(bad(&format!("'{theme}' is not a theme")));
        }
        let number = |text: &str| text.parse::<i64>().map_err(|_| bad(&format!("'{text}' is not an integer")));
        let (rating, deviation) = (number(rating)?, number(deviation)?);
        if evidence.split(',').any(|pair| !pair.contains('=')) || source.is_empty() {
            return Err(bad("evidence and source are key=value and not empty"));
        }
        let found = Found {
            id: id.to_owned(),
            position: position.to_owned(),
            roll: roll.to_owned(),
            line: moves.split(' ').map(str::to_owned).collect(),
            theme: theme.to_owned(),
            evidence: evidence.to_owned(),
            source: source.to_owned(),
        };
        puzzles.push((found, rating, deviation));
    }
    Ok(puzzles)
}

pub fn check<G: PuzzleGame>(game: &G, args: &CheckArgs) -> io::Result<()> {
    let fail = |why: String| io::Error::new(io::ErrorKind::InvalidData, why);
    let puzzles = read_shipped::<G>(&args.file).map_err(fail)?;
    for (puzzle, _, _) in &puzzles {
        game.replay(puzzle).map_err(|why| fail(format!("{}: {why}", puzzle.id)))?;
        let theme = game.theme(puzzle).map_err(|why| fail(format!("{}: {why}", puzzle.id)))?;
        if theme != puzzle.theme {
            return Err(fail(format!("{}: the theme is {theme}, not {}", puzzle.id, puzzle.theme)));
        }
    }
    println!("{}: {} puzzles, every one replays", args.file.display(), puzzles.len());
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fnv1a_is_the_published_function() {
        // The reference values of FNV-1a 64 (draft-eastlake-fnv).
        assert_eq!(fnv1a(""), 0xcbf2_9ce4_8422_2325);
        assert_eq!(fnv1a("a"), 0xaf63_dc4c_8601_ec8c);
        assert_eq!(fnv1a("foobar"), 0x8594_4171_f739_67e8);
    }

    #[test]
    fn an_id_is_the_letter_and_ten_hex_digits_of_position_and_roll() {
        let id = puzzle_id('e', "R1R43/5/4R6/5/3B1B2 r", "3");
        assert_eq!(id.len(), 11);
        assert!(id.starts_with('e'));
        assert_eq!(id, puzzle_id('e', "R1R43/5/4R6/5/3B1B2 r", "3"));
        assert_ne!(id, puzzle_id('e', "R1R43/5/4R6/5/3B1B2 r", "4"));
        assert_eq!(&id[1..], &format!("{:016x}", fnv1a("R1R43/5/4R6/5/3B1B2 r\t3"))[..10]);
    }

    #[test]
    fn the_candidates_file_reads_back_with_its_finished_work_and_no_id_twice() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("found.tsv");
        let puzzle = Found {
            id: "e0123456789".into(),
            position: "R14/5/5/5/3B1B2 r".into(),
            roll: "2".into(),
            line: vec!["a5-b4".into()],
            theme: "race".into(),
            evidence: "best=0.7,second=0.5".into(),
            source: "selfplay:5v6:seed=1:ply=3".into(),
        };
        std::fs::write(&path, format!("{}{}#done 7\n", puzzle.to_line(), puzzle.to_line())).unwrap();
        let file = FoundFile::read(&path).unwrap();
        assert_eq!(file.puzzles, vec![puzzle]);
        assert_eq!(file.done, HashSet::from(["7".to_owned()]));
    }

    #[test]
    fn every_item_is_worked_once_across_threads() {
        let items: Vec<usize> = (0..100).collect();
        let seen = Mutex::new(Vec::new());
        in_parallel(&items, 3, |&item| {
            seen.lock().unwrap().push(item);
            Ok(())
        })
        .unwrap();
        let mut seen = seen.into_inner().unwrap();
        seen.sort_unstable();
        assert_eq!(seen, items);
    }
}
