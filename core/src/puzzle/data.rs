//! The shipped puzzles: one line each, read once.

use std::sync::OnceLock;

use thiserror::Error;

use crate::game::Variant;

/// A puzzle as shipped.
#[derive(Clone, PartialEq, Debug)]
pub struct Puzzle {
    /// Stable across regenerations: made from the position and the die.
    pub id: String,
    pub variant: Variant,
    /// In its game's notation (E8, K10); the side to move solves it.
    pub position: String,
    /// The die the solver has rolled, in a dice game.
    pub roll: Option<u8>,
    /// `from-to` moves: the solver's, then the reply, and so on; the last
    /// is the solver's.
    pub line: Vec<String>,
    /// A slug; its name is `puzzle-theme-<slug>` in the catalogs.
    pub theme: String,
    /// On the computer levels' Elo scale, measured by how often each
    /// level solves it.
    pub rating: f64,
    pub deviation: f64,
    /// In a dice game, the analyst's chance to win after the best move
    /// and after the second best.
    pub chances: Option<(f64, f64)>,
}

/// A line of the shipped data that does not read; the shipped files are
/// tested, so a player never meets one.
#[derive(Clone, PartialEq, Eq, Debug, Error)]
#[error("puzzle line {line}: {why}")]
pub struct PuzzleDataError {
    pub line: usize,
    pub why: String,
}

/// How a puzzle file's header line begins that names the level ratings
/// its puzzles were fitted against (`1=1000.0 2=1175.1 …`).
pub const RATED_AGAINST: &str = "# rated against the levels: ";

pub(super) const EINSTEIN: &str = include_str!("../../data/puzzles-einstein.tsv");
pub(super) const KOENIGSZABEL: &str = include_str!("../../data/puzzles-koenigszabel.tsv");

/// The shipped puzzles of `variant`; none for a game without them.
pub fn puzzles(variant: Variant) -> &'static [Puzzle] {
    static EINSTEIN_SET: OnceLock<Vec<Puzzle>> = OnceLock::new();
    static KOENIGSZABEL_SET: OnceLock<Vec<Puzzle>> = OnceLock::new();
    let (set, text) = match variant {
        Variant::Einstein => (&EINSTEIN_SET, EINSTEIN),
        Variant::Koenigszabel => (&KOENIGSZABEL_SET, KOENIGSZABEL),
        _ => return &[],
    };
    // The shipped text is checked by the tests; a line that did not read
    // would leave only that puzzle out.
    set.get_or_init(|| Puzzle::read_all(variant, text).into_iter().filter_map(Result::ok).collect())
}

/// The shipped puzzle `id`, of any game.
pub fn puzzle(id: &str) -> Option<&'static Puzzle> {
    [Variant::Einstein, Variant::Koenigszabel].into_iter().flat_map(puzzles).find(|puzzle| puzzle.id == id)
}

/// The themes of `variant`'s puzzles, in the order they first come.
pub fn themes(variant: Variant) -> Vec<&'static str> {
    let mut themes: Vec<&'static str> = Vec::new();
    for puzzle in puzzles(variant) {
        if !themes.contains(&puzzle.theme.as_str()) {
            themes.push(&puzzle.theme);
        }
    }
    themes
}

impl Puzzle {
    /// Every line of a puzzle file, `#` comments and blank lines skipped.
    pub fn read_all(variant: Variant, text: &str) -> Vec<Result<Puzzle, PuzzleDataError>> {
        let lines = text.lines().enumerate().filter(|(_, line)| !line.trim().is_empty() && !line.starts_with('#'));
        lines
            .map(|(index, line)| Puzzle::read(variant, line).map_err(|why| PuzzleDataError { line: index + 1, why }))
            .collect()
    }

    /// One line: id, position, roll, line, theme, rating, deviation,
    /// evidence, source, tab-separated.
    fn read(variant: Variant, line: &str) -> Result<Puzzle, String> {
        let fields: Vec<&str> = line.split('\t').collect();
        let [id, position, roll, moves, theme, rating, deviation, evidence, _source] = fields[..] else {
            return Err(format!("{} fields, not 9", fields.len()));
        };
        if id.is_empty() || !id.bytes().all(|byte| byte.is_ascii_lowercase() || byte.is_ascii_digit()) {
            return Err(format!("id '{id}' is not lower-case letters and digits"));
        }
        let roll = match roll {
            "-" => None,
            die => Some(die.parse::<u8>().ok().filter(|die| (1..=6).contains(die)).ok_or("the roll is not 1-6")?),
        };
        let line: Vec<String> = moves.split(' ').map(str::to_owned).collect();
        if line.len() % 2 == 0 || line.iter().any(|mv| mv.split_once('-').is_none()) {
            return Err(format!("'{moves}' is not an odd number of from-to moves"));
        }
        let number =
            |text: &str, what: &str| text.parse::<f64>().map_err(|_| format!("the {what} '{text}' is not a number"));
        let value = |key: &str| {
            evidence.split(',').find_map(|pair| pair.split_once('=').filter(|(name, _)| *name == key).map(|(_, v)| v))
        };
        let chances = match (value("best"), value("second")) {
            (Some(best), Some(second)) => Some((number(best, "best chance")?, number(second, "second chance")?)),
            _ => None,
        };
        Ok(Puzzle {
            id: id.to_owned(),
            variant,
            position: position.to_owned(),
            roll,
            line,
            theme: theme.to_owned(),
            rating: number(rating, "rating")?,
            deviation: number(deviation, "deviation")?,
            chances,
        })
    }

    /// How many moves the solver makes.
    pub fn solver_moves(&self) -> usize {
        self.line.len().div_ceil(2)
    }

    /// The catalog key of the puzzle's theme.
    pub fn theme_key(&self) -> String {
        format!("puzzle-theme-{}", self.theme)
    }
}
