//! The arenas' results files: one finished game per line, appended as games
//! end, so a stopped run continues where it left off.

use std::fs::File;
use std::io::{self, BufRead, Read, Seek, SeekFrom, Write};
use std::path::Path;

/// Every game in the file (none if there is no file yet). A run killed
/// mid-write leaves at most a torn last line; it is skipped with a warning
/// and that game is played again.
pub fn read<T>(path: &Path, parse: impl Fn(&str) -> Result<T, String>) -> io::Result<Vec<T>> {
    let file = match File::open(path) {
        Ok(file) => file,
        Err(error) if error.kind() == io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(error) => return Err(error),
    };
    let mut games = Vec::new();
    // Lines as bytes: a kill inside a character of a player's name must cost
    // that line only, not the whole file.
    for (number, line) in io::BufReader::new(file).split(b'\n').enumerate() {
        let line = line?;
        let Ok(line) = std::str::from_utf8(&line) else {
            eprintln!("{}: line {}: not UTF-8 text; skipped", path.display(), number + 1);
            continue;
        };
        let line = line.strip_suffix('\r').unwrap_or(line);
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        match parse(line) {
            Ok(game) => games.push(game),
            Err(why) => eprintln!("{}: line {}: {why}; skipped", path.display(), number + 1),
        }
    }
    Ok(games)
}

/// The file, open for appending games. A torn last line is closed first, so
/// the next game starts a line of its own instead of mending the torn one.
pub fn append(path: &Path) -> io::Result<File> {
    let mut file = File::options().create(true).read(true).append(true).open(path)?;
    if file.metadata()?.len() > 0 {
        let mut last = [0u8];
        file.seek(SeekFrom::End(-1))?;
        file.read_exact(&mut last)?;
        if last[0] != b'\n' {
            file.write_all(b"\n")?;
        }
    }
    Ok(file)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_torn_inside_a_character_is_skipped_like_any_torn_line() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("results.tsv");
        // "é" is two bytes; a kill between them leaves a line that is not UTF-8.
        std::fs::write(&path, b"game one\ngame two\ntcg:caf\xc3").unwrap();
        let games = read(&path, |line| Ok(line.to_owned())).unwrap();
        assert_eq!(games, ["game one", "game two"]);
    }
}
