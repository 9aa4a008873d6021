//! The arenas' results files as they were kept before one format served
//! every game (issue 64), and `zabel-lab convert-results`, which rewrites
//! such a file in the one format. It goes once every file is converted.

use std::io::{self, Write};
use std::path::PathBuf;

use crate::results::{Game, Played, Times};

#[derive(clap::Args)]
pub struct Args {
    /// The game whose arena wrote the files: einstein, koenigszabel or quattro.
    #[arg(long, value_parser = parse_game)]
    game: Game,
    /// Results files in the old format, each rewritten in place.
    #[arg(required = true)]
    files: Vec<PathBuf>,
}

fn parse_game(text: &str) -> Result<Game, String> {
    Game::ALL.into_iter().find(|game| game.name() == text).ok_or_else(|| format!("'{text}' is not a game"))
}

pub fn run(args: &Args) -> io::Result<()> {
    for path in &args.files {
        let text = std::fs::read_to_string(path)?;
        let converted = convert(args.game, &text)
            .map_err(|why| io::Error::new(io::ErrorKind::InvalidData, format!("{}: {why}", path.display())))?;
        let temporary = path.with_extension("converting");
        std::fs::File::create(&temporary)?.write_all(converted.as_bytes())?;
        std::fs::rename(&temporary, path)?;
        println!("{}: {} games", path.display(), converted.lines().filter(|l| !l.starts_with('#')).count());
    }
    Ok(())
}

/// `text`, an old results file of `game`, in the one format; comments stay.
/// A line that does not read as a game refuses the file: a converted file
/// must hold every game the old one did.
pub fn convert(game: Game, text: &str) -> Result<String, String> {
    let mut out = String::new();
    for (number, line) in text.lines().enumerate() {
        if line.starts_with('#') || line.trim().is_empty() {
            out += line;
            out.push('\n');
            continue;
        }
        let played = old_line(game, line).map_err(|why| format!("line {}: {why}", number + 1))?;
        out += &played.line();
    }
    Ok(out)
}

/// One old line of `game`'s arena as a game of the one format.
pub fn old_line(game: Game, line: &str) -> Result<Played, String> {
    match game {
        Game::EinStein => einstein(line),
        Game::Koenigszabel => koenigszabel(line),
        Game::Quattro => quattro(line),
    }
}

/// `red blue deal red-won how [red-loss blue-loss]`.
fn einstein(line: &str) -> Result<Played, String> {
    let shape = || "expected red, blue, deal, red won (1/0), how, and with --judge two losses".to_owned();
    let fields: Vec<&str> = line.split('\t').collect();
    let (&[red, blue, deal, red_won, how], losses) = fields.split_at(fields.len().min(5)) else {
        return Err(shape());
    };
    let loss = |text: &str| {
        text.parse::<f64>()
            .ok()
            .filter(|loss| loss.is_finite() && *loss >= 0.0)
            .ok_or_else(|| format!("'{text}' is not a loss"))
    };
    let losses = match losses {
        [] => None,
        [red_loss, blue_loss] => Some([loss(red_loss)?, loss(blue_loss)?]),
        _ => return Err(shape()),
    };
    Ok(Played {
        game: Game::EinStein,
        first: red.to_owned(),
        second: blue.to_owned(),
        deal: deal.parse().map_err(|_| format!("'{deal}' is not a deal number"))?,
        conditions: "-".to_owned(),
        first_score: match red_won {
            "1" => 1.0,
            "0" => 0.0,
            other => return Err(format!("'{other}' is not 1 or 0")),
        },
        plies: None,
        end: how.to_owned(),
        losses,
        times: None,
    })
}

/// `attackers defenders index conditions attackers-score plies reason`.
fn koenigszabel(line: &str) -> Result<Played, String> {
    let fields: Vec<&str> = line.split('\t').collect();
    let [attackers, defenders, index, rules, score, plies, reason] = fields.as_slice() else {
        return Err("expected 7 tab-separated fields".to_owned());
    };
    let number = |text: &str| text.parse::<usize>().map_err(|_| format!("'{text}' is not a number"));
    let (base, odds) = rules.split_once("/odds=").map_or((*rules, None), |(r, o)| (r, Some(o)));
    if !["plain", "shieldwall"].contains(&base) || odds.is_some_and(|o| o.parse::<u64>().is_err()) {
        return Err(format!("'{rules}' is not plain or shieldwall, with /odds=N or without"));
    }
    Ok(Played {
        game: Game::Koenigszabel,
        first: (*attackers).to_owned(),
        second: (*defenders).to_owned(),
        deal: number(index)? as u64,
        conditions: (*rules).to_owned(),
        first_score: match *score {
            "1" => 1.0,
            "0.5" => 0.5,
            "0" => 0.0,
            other => return Err(format!("'{other}' is not a score (1, 0.5 or 0)")),
        },
        plies: Some(number(plies)?),
        end: (*reason).to_owned(),
        losses: None,
        times: None,
    })
}

/// `a b seating deal swapped a-won plies` and each of A's and B's moves,
/// total and longest ms; A sat in the seating's first team unless swapped.
fn quattro(line: &str) -> Result<Played, String> {
    let f: Vec<&str> = line.split('\t').collect();
    if f.len() != 13 {
        return Err("expected 13 tab-separated fields".to_owned());
    }
    let flag = |text: &str| match text {
        "1" => Ok(true),
        "0" => Ok(false),
        _ => Err(format!("'{text}' is not 1 or 0")),
    };
    let ms = |text: &str| {
        text.parse::<f64>().ok().filter(|ms| ms.is_finite() && *ms >= 0.0).ok_or(format!("'{text}' is not a time"))
    };
    let count = |text: &str| text.parse::<usize>().map_err(|_| format!("'{text}' is not a count"));
    let seating: zabel_core::quattro::Seating = f[2].parse().map_err(|_| format!("'{}' is not a seating", f[2]))?;
    let (a, b) = (f[0], f[1]);
    if a.is_empty() || b.is_empty() {
        return Err("a side without a name".to_owned());
    }
    let swapped = flag(f[4])?;
    let a_won = flag(f[5])?;
    // A's then B's, turned into the first team's then the second's.
    let mut times = Times {
        moves: [count(f[7])?, count(f[10])?],
        total_ms: [ms(f[8])?, ms(f[11])?],
        max_ms: [ms(f[9])?, ms(f[12])?],
    };
    let (first, second) = if swapped {
        times.moves.reverse();
        times.total_ms.reverse();
        times.max_ms.reverse();
        (b, a)
    } else {
        (a, b)
    };
    Ok(Played {
        game: Game::Quattro,
        first: first.to_owned(),
        second: second.to_owned(),
        deal: f[3].parse().map_err(|_| format!("'{}' is not a deal", f[3]))?,
        conditions: seating.to_string(),
        first_score: if a_won != swapped { 1.0 } else { 0.0 },
        plies: Some(count(f[6])?),
        end: "end".to_owned(),
        losses: None,
        times: Some(times),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::arena::quattro::{Score, score};
    use crate::rating::fit;
    use crate::results;
    use std::collections::BTreeMap;

    /// One fit per game and conditions over (first, second, first's score),
    /// players numbered as they first appear, the first of them the anchor.
    fn fits(games: &[(Game, &str, &str, &str, f64)]) -> BTreeMap<String, (Vec<f64>, f64)> {
        let mut groups: BTreeMap<String, (Vec<&str>, Vec<fit::Result>)> = BTreeMap::new();
        for &(game, first, second, conditions, first_score) in games {
            let (names, results) = groups.entry(format!("{}/{conditions}", game.name())).or_default();
            let mut index = |name| {
                names.iter().position(|n| *n == name).unwrap_or_else(|| {
                    names.push(name);
                    names.len() - 1
                })
            };
            let (first, second) = (index(first), index(second));
            results.push(fit::Result { first, second, first_score });
        }
        groups
            .into_iter()
            .map(|(group, (names, results))| {
                let fit = fit::fit(names.len(), 0, 1000.0, &results);
                (group, (fit.ratings, fit.first_move_advantage))
            })
            .collect()
    }

    /// The games of three and four as their old report scored them: level
    /// A's score per deal, for each A, B and seating.
    fn quattro_scores(games: &[(String, String, String, u64, f64)]) -> BTreeMap<String, Score> {
        let mut deals: BTreeMap<String, BTreeMap<u64, Vec<f64>>> = BTreeMap::new();
        for (a, b, seating, deal, a_score) in games {
            deals.entry(format!("{a} {b} {seating}")).or_default().entry(*deal).or_default().push(*a_score);
        }
        deals
            .into_iter()
            .map(|(key, deals)| {
                let per_deal: Vec<(f64, usize)> =
                    deals.values().map(|s| (s.iter().sum::<f64>() / s.len() as f64, s.len())).collect();
                (key, score(&per_deal))
            })
            .collect()
    }

    /// Every old results file in lab/measurements, read with its arena's
    /// old parser and scored as its old report did, and its converted twin
    /// read in the one format, give the same fitted ratings (the games of
    /// three and four: the same scores of A against B).
    #[test]
    fn converted_results_fit_the_same_ratings_as_the_old_files() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("measurements");
        let mut compared = 0;
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            let Some(game) = Game::ALL.into_iter().find(|g| name.starts_with(&format!("{}-", g.name()))) else {
                continue;
            };
            let text = std::fs::read_to_string(&path).unwrap();
            // Already converted, or not an arena's (the setups' measurements).
            if text.lines().any(|line| Played::parse(line).is_ok()) || name == "einstein-setups.tsv" {
                continue;
            }
            // As the old arenas read it: a torn line (a run still going) skipped.
            let old: Vec<Vec<String>> = results::read(&path, |line| {
                old_line(game, line).map(|_| line.split('\t').map(str::to_owned).collect())
            })
            .unwrap();
            let kept: String = old.iter().map(|f| f.join("\t") + "\n").collect();
            let new: Vec<Played> = convert(game, &kept)
                .unwrap_or_else(|why| panic!("{name}: {why}"))
                .lines()
                .map(|line| Played::parse(line).unwrap())
                .collect();
            assert_eq!(new.len(), old.len(), "{name}");
            let new_seats: Vec<_> =
                new.iter().map(|g| (g.game, &*g.first, &*g.second, &*g.conditions, g.first_score)).collect();
            match game {
                Game::EinStein => {
                    let won = |f: &str| if f == "1" { 1.0 } else { 0.0 };
                    let old_seats: Vec<_> = old.iter().map(|f| (game, &*f[0], &*f[1], "-", won(&f[3]))).collect();
                    assert_eq!(fits(&old_seats), fits(&new_seats), "{name}");
                }
                Game::Koenigszabel => {
                    let old_seats: Vec<_> =
                        old.iter().map(|f| (game, &*f[0], &*f[1], &*f[3], f[4].parse().unwrap())).collect();
                    assert_eq!(fits(&old_seats), fits(&new_seats), "{name}");
                }
                Game::Quattro => {
                    let seating = |f: &str| f.parse::<zabel_core::quattro::Seating>().unwrap().to_string();
                    let old_scores: Vec<_> = old
                        .iter()
                        .map(|f| {
                            let a_score = if f[5] == "1" { 1.0 } else { 0.0 };
                            (f[0].clone(), f[1].clone(), seating(&f[2]), f[3].parse().unwrap(), a_score)
                        })
                        .collect();
                    // A is whoever the old line named first; in the one
                    // format A's score is the first seat's or its other half.
                    let new_scores: Vec<_> = new
                        .iter()
                        .zip(&old)
                        .map(|(g, f)| {
                            let a_first = g.first == f[0];
                            let (a, b) = if a_first { (&g.first, &g.second) } else { (&g.second, &g.first) };
                            let a_score = if a_first { g.first_score } else { 1.0 - g.first_score };
                            (a.clone(), b.clone(), g.conditions.clone(), g.deal, a_score)
                        })
                        .collect();
                    assert_eq!(quattro_scores(&old_scores), quattro_scores(&new_scores), "{name}");
                }
            }
            compared += 1;
        }
        assert!(compared > 0, "no old results file left to compare");
    }

    #[test]
    fn an_old_line_that_does_not_read_refuses_the_file() {
        let error = convert(Game::EinStein, "L1\tL2\t3\t1\tend\nL1\tL2\t4\tx\tend\n").unwrap_err();
        assert!(error.starts_with("line 2:"), "{error}");
        let kept = convert(Game::Koenigszabel, "# a comment\n3\t4\t0\tplain/odds=4\t0.5\t88\tRepetition\n").unwrap();
        assert_eq!(kept, "# a comment\nkoenigszabel\t3\t4\t0\tplain/odds=4\t0.5\t88\tRepetition\t-\n");
        // B in the first team: the seats, the score and the times turn round.
        let swapped =
            convert(Game::Quattro, "3\t5\ttrio\t9\t1\t0\t41\t14\t120.500\t20.000\t27\t300.250\t31.500\n").unwrap();
        assert_eq!(swapped, "quattro\t5\t3\t9\ttrio\t1\t41\tend\ttimes=27,300.250,31.500,14,120.500,20.000\n");
    }
}
