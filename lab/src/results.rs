//! The arenas' results files: one finished game per line in one format for
//! every game, appended as games end, so a stopped run continues where it
//! left off.

use std::fmt::Write as _;
use std::fs::File;
use std::io::{self, BufRead, Read, Seek, SeekFrom, Write};
use std::path::Path;

/// The game a results line belongs to, as the line names it.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Game {
    EinStein,
    Koenigszabel,
    Quattro,
}

impl Game {
    pub const ALL: [Game; 3] = [Game::EinStein, Game::Koenigszabel, Game::Quattro];

    pub fn name(self) -> &'static str {
        match self {
            Game::EinStein => "einstein",
            Game::Koenigszabel => "koenigszabel",
            Game::Quattro => "quattro",
        }
    }
}

/// One finished game. Every game is played from two seats: Red and Blue,
/// the attackers and the defenders, or the seating's first and second team;
/// each deal (or opening) is played once with either player in the first
/// seat, so a deal's two games share their dice or their start.
#[derive(Clone, PartialEq, Debug)]
pub struct Played {
    pub game: Game,
    /// The players as named on the command line (`L8`, `search:2:corner_guard=70`).
    pub first: String,
    pub second: String,
    /// The deal (the dice games) or the opening (Königszabel).
    pub deal: u64,
    /// What the game was played under: `-` (EinStein for two), the rules
    /// and odds (`plain`, `shieldwall/odds=4`), or the seating (`trio`).
    pub conditions: String,
    /// 1 the first seat won, ½ a draw, 0 the second won.
    pub first_score: f64,
    /// Plies played; unknown in games kept before the arenas counted them.
    pub plies: Option<usize>,
    /// How it ended: `end`, `forfeit`, or Königszabel's reason (`KingEscaped`).
    pub end: String,
    /// With `--judge`: what each seat's decisions gave away.
    pub losses: Option<[f64; 2]>,
    /// The games of three and four: each seat's moves, and its total and
    /// longest thinking time in ms.
    pub times: Option<Times>,
}

#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Times {
    pub moves: [usize; 2],
    pub total_ms: [f64; 2],
    pub max_ms: [f64; 2],
}

impl Played {
    /// What makes a game one of a run's: a rerun skips the games whose key is in.
    pub fn key(&self) -> (Game, String, String, u64, String) {
        (self.game, self.first.clone(), self.second.clone(), self.deal, self.conditions.clone())
    }

    /// `game first second deal conditions score plies end notes`, tab-separated;
    /// the notes are `-` or space-separated `losses=R,B` and `times=…`.
    pub fn line(&self) -> String {
        let plies = self.plies.map_or_else(|| "-".to_owned(), |p| p.to_string());
        let mut notes = Vec::new();
        if let Some([first, second]) = self.losses {
            notes.push(format!("losses={first:.6},{second:.6}"));
        }
        if let Some(t) = self.times {
            notes.push(format!(
                "times={},{:.3},{:.3},{},{:.3},{:.3}",
                t.moves[0], t.total_ms[0], t.max_ms[0], t.moves[1], t.total_ms[1], t.max_ms[1]
            ));
        }
        let notes = if notes.is_empty() { "-".to_owned() } else { notes.join(" ") };
        let mut line = String::new();
        let _ = writeln!(
            line,
            "{}\t{}\t{}\t{}\t{}\t{}\t{plies}\t{}\t{notes}",
            self.game.name(),
            self.first,
            self.second,
            self.deal,
            self.conditions,
            self.first_score,
            self.end
        );
        line
    }

    pub fn parse(line: &str) -> Result<Played, String> {
        let fields: Vec<&str> = line.split('\t').collect();
        let [game, first, second, deal, conditions, score, plies, end, notes] = fields[..] else {
            return Err(
                "expected 9 tab-separated fields: game, first, second, deal, conditions, score, plies, end, notes"
                    .to_owned(),
            );
        };
        let game = Game::ALL.into_iter().find(|g| g.name() == game).ok_or_else(|| format!("'{game}' is not a game"))?;
        let name = |text: &str| {
            (!text.is_empty() && !text.contains(' '))
                .then(|| text.to_owned())
                .ok_or_else(|| format!("'{text}' is not a name"))
        };
        let number = |text: &str| text.parse::<usize>().map_err(|_| format!("'{text}' is not a count"));
        let finite = |text: &str| {
            text.parse::<f64>()
                .ok()
                .filter(|x| x.is_finite() && *x >= 0.0)
                .ok_or_else(|| format!("'{text}' is not a measure"))
        };
        let mut played = Played {
            game,
            first: name(first)?,
            second: name(second)?,
            deal: deal.parse().map_err(|_| format!("'{deal}' is not a deal"))?,
            conditions: name(conditions)?,
            first_score: match score {
                "1" => 1.0,
                "0.5" => 0.5,
                "0" => 0.0,
                other => return Err(format!("'{other}' is not a score (1, 0.5 or 0)")),
            },
            plies: if plies == "-" { None } else { Some(number(plies)?) },
            end: end.to_owned(),
            losses: None,
            times: None,
        };
        for note in notes.split(' ').filter(|_| notes != "-") {
            let (key, values) = note.split_once('=').ok_or_else(|| format!("'{note}' is not key=values"))?;
            let values: Vec<&str> = values.split(',').collect();
            match (key, &values[..]) {
                ("losses", &[first, second]) if played.losses.is_none() => {
                    played.losses = Some([finite(first)?, finite(second)?]);
                }
                ("times", &[m0, t0, x0, m1, t1, x1]) if played.times.is_none() => {
                    played.times = Some(Times {
                        moves: [number(m0)?, number(m1)?],
                        total_ms: [finite(t0)?, finite(t1)?],
                        max_ms: [finite(x0)?, finite(x1)?],
                    });
                }
                _ => return Err(format!("'{note}' is not a note of a game")),
            }
        }
        Ok(played)
    }
}

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
fn damaged(line: String) -> impl proptest::strategy::Strategy<Value = String> {
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
            "einstein",
            "koenigszabel",
            "quattro",
            "-",
            "losses=0.5,0.25",
            "times=3,1.000,0.500,4,2.000,1.000",
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
    use proptest::strategy::Strategy;

    fn examples() -> [Played; 3] {
        let einstein = Played {
            game: Game::EinStein,
            first: "ex:4:full:ntuple=/tmp/t.tsv".to_owned(),
            second: "L1".to_owned(),
            deal: 17,
            conditions: "-".to_owned(),
            first_score: 1.0,
            plies: None,
            end: "end".to_owned(),
            losses: Some([0.03125, 0.125]),
            times: None,
        };
        let koenigszabel = Played {
            game: Game::Koenigszabel,
            first: "1".to_owned(),
            second: "otep:engine".to_owned(),
            deal: 4,
            conditions: "shieldwall/odds=4".to_owned(),
            first_score: 0.5,
            plies: Some(120),
            end: "Repetition".to_owned(),
            losses: None,
            times: None,
        };
        let quattro = Played {
            game: Game::Quattro,
            first: "search:12:300000:threats=25".to_owned(),
            second: "3".to_owned(),
            deal: 9,
            conditions: "trio".to_owned(),
            first_score: 0.0,
            plies: Some(41),
            end: "end".to_owned(),
            losses: None,
            times: Some(Times { moves: [14, 27], total_ms: [120.5, 300.25], max_ms: [20.0, 31.5] }),
        };
        [einstein, koenigszabel, quattro]
    }

    /// A torn or damaged file must not feed the ratings a score no game can
    /// have, nor a loss or a time no game can have.
    #[test]
    fn every_games_line_reads_back_and_what_no_game_has_is_refused() {
        for played in examples() {
            let line = played.line();
            assert_eq!(Played::parse(line.trim_end()), Ok(played.clone()), "{line}");
        }
        // An empty reason is still a field.
        let silent = Played { end: String::new(), ..examples()[1].clone() };
        assert_eq!(Played::parse(silent.line().trim_end_matches('\n')), Ok(silent));
        let [einstein, koenigszabel, quattro] = examples().map(|p| p.line().trim_end().to_owned());
        for (line, from, to) in [
            (&koenigszabel, "\t0.5\t", "\tnan\t"),
            (&koenigszabel, "\t0.5\t", "\t0.3\t"),
            (&koenigszabel, "\t0.5\t", "\t2\t"),
            (&koenigszabel, "koenigszabel", "tablut"),
            (&koenigszabel, "\t120\t", "\t-5\t"),
            (&einstein, "0.031250,", "-1,"),
            (&einstein, "0.031250,", "inf,"),
            (&einstein, "losses=0.031250,0.125000", "losses=0.1"),
            (&einstein, "losses=", "judged="),
            (&quattro, "300.250", "nan"),
            (&quattro, "=14,", "=x,"),
            (&quattro, "\ttimes=", "\ttimes=1,"),
            (&quattro, "\ttrio\t", "\t\t"),
        ] {
            let bad = line.replace(from, to);
            assert_ne!(&bad, line);
            assert!(Played::parse(&bad).is_err(), "{bad}");
        }
        let doubled = format!("{quattro} times=1,1.000,1.000,1,1.000,1.000");
        assert!(Played::parse(&doubled).is_err(), "{doubled}");
    }

    proptest::proptest! {
        /// A damaged line is read or refused, never a panic; what is read
        /// has a score, losses and times a game can have, and writes back
        /// to the same line.
        #[test]
        fn any_results_line_is_read_or_refused_and_what_is_read_reads_back(
            line in proptest::sample::select(examples().map(|p| p.line()).to_vec()).prop_flat_map(damaged)
        ) {
            if let Ok(played) = Played::parse(&line) {
                proptest::prop_assert!([0.0, 0.5, 1.0].contains(&played.first_score));
                let losses = played.losses.into_iter().flatten();
                let times = played.times.into_iter().flat_map(|t| t.total_ms.into_iter().chain(t.max_ms));
                proptest::prop_assert!(losses.chain(times).all(|x| x.is_finite() && x >= 0.0));
                let again = Played::parse(played.line().trim_end_matches('\n')).map(|p| p.line());
                proptest::prop_assert_eq!(again, Ok(played.line()));
            }
        }
    }

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
