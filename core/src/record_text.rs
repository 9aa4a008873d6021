//! The plain-text shape both games' records share (E7, K9): `Key: value`
//! headers, then numbered plies (`12. …`); `#` starts a comment, and blank
//! lines may stand anywhere. Each game's reader gives the lines meaning.

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
