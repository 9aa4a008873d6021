//! The measured tables in `core/data/`: `#` comment lines, then rows of
//! tab-separated fields.

/// Each data row as `(line number, fields)`; comments and blank lines skipped.
pub(crate) fn rows(text: &str) -> impl Iterator<Item = (usize, Vec<&str>)> {
    text.lines()
        .enumerate()
        .filter(|(_, line)| !line.starts_with('#') && !line.trim().is_empty())
        .map(|(index, line)| (index + 1, line.split('\t').collect()))
}
