//! The plain-text shape both games' records share (E7, K9): `Key: value`
//! headers, then numbered plies (`12. …`); `#` starts a comment, and blank
//! lines may stand anywhere. Each game's reader gives the lines meaning;
//! [`replay`] walks them in the order every record keeps.

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
    /// A line that is neither a header nor a ply.
    Garbage(String),
    /// A header after the first ply.
    HeaderAfterMoves(String),
}

/// One game's reading of its record: its headers, the game they set up, a ply.
pub(crate) trait Reader {
    type Game;
    type Kind: From<Shape>;

    /// Whether the format line has been read.
    fn has_format(&self) -> bool;

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
    for (line, entry) in lines(text) {
        let at = |kind| (line, kind);
        match entry {
            Line::Ply(content) => {
                let game = match &mut game {
                    Some(game) => game,
                    None => game.insert(reader.start(line)?),
                };
                R::ply(game, content).map_err(at)?;
            }
            Line::Header { key, .. } if game.is_some() => {
                return Err(at(Shape::HeaderAfterMoves(key.to_owned()).into()));
            }
            Line::Header { key, value } => reader.header(key, value, line).map_err(at)?,
            Line::Other(_) if !reader.has_format() => return Err(at(Shape::NotARecord.into())),
            Line::Other(content) => return Err(at(Shape::Garbage(content.to_owned()).into())),
        }
    }
    match game {
        Some(game) => Ok(game),
        None => reader.start(last_line(text)),
    }
}
