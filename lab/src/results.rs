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

/// `line` (a game line as written) as damage or a hand edit might leave it:
/// up to three of its fields replaced by another of the kind game lines
/// have (names, counts, flags, scores, times, also `nan` and `inf`) or by
/// anything at all, dropped or doubled.
#[cfg(test)]
pub fn damaged(line: String) -> impl proptest::strategy::Strategy<Value = String> {
    use proptest::prelude::*;
    let field = prop_oneof![
        proptest::sample::select(vec![
            "L1",
            "L8",
            "1",
            "0",
            "0.5",
            "2",
            "-1",
            "nan",
            "inf",
            "end",
            "forfeit",
            "plain",
            "shieldwall",
            "trio",
            "quattro-diagonal",
            "12.500",
            "",
        ])
        .prop_map(str::to_owned),
        (0u64..10_000).prop_map(|n| n.to_string()),
        (0.0f64..2.0).prop_map(|x| format!("{x:.6}")),
        "\\PC{0,6}",
    ];
    let damage = (0u8..3, any::<proptest::sample::Index>(), field);
    proptest::collection::vec(damage, 0..4).prop_map(move |damages| {
        let mut fields: Vec<String> = line.trim_end_matches('\n').split('\t').map(str::to_owned).collect();
        for (kind, at, field) in damages {
            if fields.is_empty() {
                break;
            }
            let at = at.index(fields.len());
            match kind {
                0 => fields[at] = field,
                1 => drop(fields.remove(at)),
                _ => fields.insert(at, fields[at].clone()),
            }
        }
        fields.join("\t")
    })
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
