//! The plain-text shape every game's record shares (E7, K9, Q5): a
//! `Format:` line, `Key: value` headers each once, then numbered plies
//! (`12. …`); `#` starts a comment, and blank lines may stand anywhere.
//! Each game's reader gives the headers and plies meaning; [`replay`]
//! walks them in the order every record keeps.

/// One line that says something, with its number (1-based).
pub(crate) enum Line<'a> {
    Header {
        key: &'a str,
        value: &'a str,
    },
    /// A ply: the line starts with its number and a dot.
    Ply(&'a str),
    /// Neither: the reader says why it is wrong.
    Other(&'a str),
}

/// Every line of `text` that is not blank or a comment, numbered.
pub(crate) fn lines(text: &str) -> impl Iterator<Item = (usize, Line<'_>)> {
    text.lines().enumerate().filter_map(|(index, raw)| {
        let content = raw.split('#').next().unwrap_or_default().trim();
        let line = if content.is_empty() {
            return None;
        } else if content.split_whitespace().next().is_some_and(|first| first.ends_with('.')) {
            Line::Ply(content)
        } else if let Some((key, value)) = content.split_once(':') {
            Line::Header { key: key.trim(), value: value.trim() }
        } else {
            Line::Other(content)
        };
        Some((index + 1, line))
    })
}

/// The number of the last line, for errors about the record as a whole.
pub(crate) fn last_line(text: &str) -> usize {
    text.lines().count().max(1)
}

/// A `Result` that a resignation gave: the winners, then who resigned in
/// brackets, in the game's own names (`red (blue resigned)`).
pub(crate) fn resigned_result(winners: &str, resigned: &str) -> String {
    format!("{winners} ({resigned} resigned)")
}

/// Who resigned, as a `Result` value names them; `None` when the value
/// names no resignation.
pub(crate) fn resigned_in(result: &str) -> Option<&str> {
    result.split_once(" (")?.1.strip_suffix(" resigned)")
}

/// What is wrong with a record's shape, whatever its game.
pub(crate) enum Shape {
    /// Text before the format line.
    NotARecord,
    /// A format line of another format or version.
    Format(String),
    DuplicateHeader(String),
    /// A line that is neither a header nor a ply.
    Garbage(String),
    /// A header after the first ply.
    HeaderAfterMoves(String),
}

/// One game's reading of its record: its headers, the game they set up, a ply.
pub(crate) trait Reader {
    type Game;
    type Kind: From<Shape>;

    /// The format line's value, `zabel-tafl 1`.
    const FORMAT: &'static str;

    /// A header other than the format line, the first time it appears.
    fn header(&mut self, key: &str, value: &str, line: usize) -> Result<(), Self::Kind>;

    /// The game the headers set up, needed at `line`; the error's line may
    /// be a header's own.
    fn start(&self, line: usize) -> Result<Self::Game, (usize, Self::Kind)>;

    fn ply(game: &mut Self::Game, content: &str) -> Result<(), Self::Kind>;
}

/// Reads a record: headers first, then every ply replayed into the game
/// they set up. An error comes with its line.
pub(crate) fn replay<R: Reader>(text: &str, reader: &mut R) -> Result<R::Game, (usize, R::Kind)> {
    let mut game = None;
    let mut seen: Vec<&str> = Vec::new();
    let start = |reader: &R, seen: &[&str], line| {
        if seen.is_empty() {
            return Err((line, Shape::NotARecord.into()));
        }
        reader.start(line)
    };
    for (line, entry) in lines(text) {
        let at = |shape: Shape| (line, shape.into());
        match entry {
            Line::Ply(content) => {
                let game = match &mut game {
                    Some(game) => game,
                    None => game.insert(start(reader, &seen, line)?),
                };
                R::ply(game, content).map_err(|kind| (line, kind))?;
            }
            Line::Header { key, .. } if game.is_some() => return Err(at(Shape::HeaderAfterMoves(key.to_owned()))),
            Line::Header { key, .. } if seen.contains(&key) => return Err(at(Shape::DuplicateHeader(key.to_owned()))),
            Line::Header { key: "Format", value } if value != R::FORMAT => {
                return Err(at(Shape::Format(value.to_owned())));
            }
            Line::Header { key, .. } if seen.is_empty() && key != "Format" => return Err(at(Shape::NotARecord)),
            Line::Header { key, value } => {
                seen.push(key);
                if key != "Format" {
                    reader.header(key, value, line).map_err(|kind| (line, kind))?;
                }
            }
            Line::Other(_) if seen.is_empty() => return Err(at(Shape::NotARecord)),
            Line::Other(content) => return Err(at(Shape::Garbage(content.to_owned()))),
        }
    }
    match game {
        Some(game) => Ok(game),
        None => start(reader, &seen, last_line(text)),
    }
}
