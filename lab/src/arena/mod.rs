//! The one arena of every game: a schedule of deals, each played once with
//! either player in the first seat (the same dice, setups or opening both
//! times), run on threads with every game appended to the results file as
//! it ends (a rerun plays only what is missing), and a match of two that
//! stops once a sequential test has decided. A game's part says who its
//! players are, how it plays one game, and what its report shows.

pub mod einstein;
pub mod koenigszabel;
pub mod quattro;

use std::collections::HashSet;
use std::io::{self, Write};
use std::path::Path;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

use crate::rating::{fit, sprt};
use crate::results::{self, Game, Played};

/// One game of a schedule: the first seat's player, the second's, the deal.
pub type Fixture = (usize, usize, u64);

/// Deal by deal, every pairing with either player first (a player against
/// itself once): an SPRT then sees whole pairs early, and a stopped run
/// leaves few half-played deals.
pub fn fixtures(pairs: &[(usize, usize)], deals: impl IntoIterator<Item = u64>) -> Vec<Fixture> {
    let mut fixtures = Vec::new();
    for deal in deals {
        for &(a, b) in pairs {
            fixtures.push((a, b, deal));
            if a != b {
                fixtures.push((b, a, deal));
            }
        }
    }
    fixtures
}

/// Every pair of `players`, in order.
pub fn all_pairs(players: usize) -> Vec<(usize, usize)> {
    (0..players).flat_map(|a| (a + 1..players).map(move |b| (a, b))).collect()
}

/// A sequential probability ratio test between the first two players: is
/// the second ELO0 or ELO1 stronger (α = β = 5%)?
#[derive(Clone, Copy, Debug)]
pub struct Sprt {
    pub elo0: f64,
    pub elo1: f64,
    /// Whether one seat is so much stronger whoever plays it (Königszabel's
    /// attackers) that a pair's expected score is squeezed towards an even
    /// split (`sprt::expected_in_pairs`); with duplicate dice it is not.
    pub seats_differ: bool,
}

impl Sprt {
    /// The test over `games` of `first` and `second`: the pairs' scores in
    /// the order they were completed, and the log-likelihood ratio.
    pub fn test(&self, games: &[&Played], first: &str, second: &str) -> (Vec<f64>, f64) {
        let scores = pair_scores(games, first, second);
        let advantage = if self.seats_differ { seat_advantage(games) } else { 0.0 };
        let expected = |elo| sprt::expected_in_pairs(elo, advantage);
        let llr = sprt::llr_of_scores(&scores, expected(self.elo0), expected(self.elo1));
        (scores, llr)
    }

    /// Where the test stopped: the first of `games`, in the order they
    /// ended, at which it reached a bound; its verdict and the pairs it took.
    /// Games already under way still ended and are kept, but had no say.
    pub fn decision(&self, games: &[&Played], first: &str, second: &str) -> Option<(bool, usize)> {
        (1..=games.len()).find_map(|count| {
            let (scores, llr) = self.test(&games[..count], first, second);
            sprt::verdict(llr).map(|accepted| (accepted, scores.len()))
        })
    }

    /// The test's line in a report, the players called by `labels`.
    pub fn report(&self, games: &[&Played], first: &str, second: &str, labels: [&str; 2]) -> String {
        let (scores, llr) = self.test(games, first, second);
        let (elo0, elo1) = (self.elo0, self.elo1);
        let decision = self.decision(games, first, second);
        let [first, second] = labels;
        let verdict = match decision {
            Some((true, pairs)) => {
                format!("H1 accepted: {second} is about {elo1} Elo or more above {first} (decided after {pairs} pairs)")
            }
            Some((false, pairs)) => {
                format!("H0 accepted: {second} is about {elo0} Elo or less above {first} (decided after {pairs} pairs)")
            }
            None => "undecided: run the same command again, with a results file, to go on".to_owned(),
        };
        let mean = scores.iter().sum::<f64>() / scores.len().max(1) as f64;
        let seats = if self.seats_differ {
            format!("; the first seat's advantage {:.0} Elo expected in each pair", seat_advantage(games))
        } else {
            String::new()
        };
        format!(
            "SPRT [{elo0}, {elo1}] over {} pairs of games: score {:.1}%, LLR {llr:.2} (bounds ±{:.2}{seats}): {verdict}",
            scores.len(),
            100.0 * mean,
            sprt::BOUND
        )
    }
}

/// `second`'s score over each deal whose two games (one from either seat)
/// have both ended, in the order the pairs were completed: a deal's games
/// share their luck or their start, so the pair is the unit of the test.
pub fn pair_scores(games: &[&Played], first: &str, second: &str) -> Vec<f64> {
    let mut waiting = std::collections::HashMap::new();
    games
        .iter()
        .filter_map(|game| {
            let score = if (game.first.as_str(), game.second.as_str()) == (second, first) {
                game.first_score
            } else if (game.first.as_str(), game.second.as_str()) == (first, second) {
                1.0 - game.first_score
            } else {
                return None;
            };
            match waiting.remove(&game.deal) {
                Some(other) => Some((other + score) / 2.0),
                None => {
                    waiting.insert(game.deal, score);
                    None
                }
            }
        })
        .collect()
}

/// The first seat's advantage in Elo that `games` show; a virtual win and
/// loss keep it finite.
pub fn seat_advantage(games: &[&Played]) -> f64 {
    let mean = (games.iter().map(|game| game.first_score).sum::<f64>() + 1.0) / (games.len() as f64 + 2.0);
    400.0 * (mean / (1.0 - mean)).log10()
}

/// The games between `names` as the rating fit reads them, players
/// numbered as `names` has them.
pub fn fit_results(played: &[Played], names: &[String]) -> Vec<fit::Result> {
    let index = |name: &str| names.iter().position(|n| n == name);
    played
        .iter()
        .filter_map(|game| {
            Some(fit::Result {
                first: index(&game.first)?,
                second: index(&game.second)?,
                first_score: game.first_score,
            })
        })
        .collect()
}

/// What the runner needs of a game: its players' names as the results
/// file keeps them, and one game played.
pub trait Match: Sync {
    const GAME: Game;

    /// The run's players, as named on the command line.
    fn names(&self) -> &[String];

    /// What every game of the run is played under (`-`, `plain`, `trio`).
    fn conditions(&self) -> String;

    /// Plays deal `deal` with `first` in the first seat. An engine that
    /// fails loses its game; an error here stops the run.
    fn play(&self, first: usize, second: usize, deal: u64) -> io::Result<Played>;
}

/// One run of an arena.
pub struct Run<'a> {
    pub fixtures: Vec<Fixture>,
    pub results: Option<&'a Path>,
    pub threads: usize,
    pub sprt: Option<Sprt>,
}

/// The games of `path` of `game` under `conditions` between `names`, in the
/// order they ended.
pub fn earlier(path: Option<&Path>, game: Game, conditions: &str, names: &[String]) -> io::Result<Vec<Played>> {
    let Some(path) = path else { return Ok(Vec::new()) };
    let known = |name: &str| names.iter().any(|n| n == name);
    Ok(results::read(path, Played::parse)?
        .into_iter()
        .filter(|g| g.game == game && g.conditions == conditions && known(&g.first) && known(&g.second))
        .collect())
}

/// Plays what `run` schedules and the results file does not hold yet, and
/// returns every game of the run's players in the file and played now.
pub fn play<M: Match>(game: &M, run: &Run) -> io::Result<Vec<Played>> {
    let names = game.names();
    let conditions = game.conditions();
    let earlier = earlier(run.results, M::GAME, &conditions, names)?;
    let done: HashSet<_> = earlier.iter().map(Played::key).collect();
    let key = |&(first, second, deal): &Fixture| {
        (M::GAME, names[first].clone(), names[second].clone(), deal, conditions.clone())
    };
    let decided = |played: &[Played]| {
        run.sprt.is_some_and(|test| {
            let games: Vec<&Played> = played.iter().collect();
            sprt::verdict(test.test(&games, &names[0], &names[1]).1).is_some()
        })
    };
    let mut jobs: Vec<Fixture> = run.fixtures.iter().filter(|f| !done.contains(&key(f))).copied().collect();
    if decided(&earlier) {
        jobs.clear();
    }
    let threads = run.threads.max(1);
    eprintln!("{} games to play on {threads} threads ({} already in the results)", jobs.len(), done.len());
    let file = match run.results {
        Some(path) if !jobs.is_empty() => Some(Mutex::new(results::append(path)?)),
        _ => None,
    };
    let next = AtomicUsize::new(0);
    let played = Mutex::new(earlier);
    let failure: Mutex<Option<io::Error>> = Mutex::new(None);
    let started = Instant::now();
    let finished = AtomicUsize::new(0);
    let stop = || next.store(jobs.len(), Ordering::Relaxed);
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| {
                while let Some(&(first, second, deal)) = jobs.get(next.fetch_add(1, Ordering::Relaxed)) {
                    let written = game.play(first, second, deal).and_then(|ended| {
                        if let Some(file) = &file {
                            let mut file = file.lock().expect("no panics hold it");
                            file.write_all(ended.line().as_bytes()).and_then(|()| file.flush())?;
                        }
                        Ok(ended)
                    });
                    let ended = match written {
                        Ok(ended) => ended,
                        Err(error) => {
                            *failure.lock().expect("no panics hold it") = Some(error);
                            stop();
                            return;
                        }
                    };
                    let mut played = played.lock().expect("no panics hold it");
                    played.push(ended);
                    if decided(&played) {
                        // No new games start; those in flight still count.
                        stop();
                    }
                    drop(played);
                    let count = finished.fetch_add(1, Ordering::Relaxed) + 1;
                    if count % 20 == 0 || count == jobs.len() {
                        let elapsed = started.elapsed().as_secs_f64();
                        let left = elapsed / count as f64 * (jobs.len() - count) as f64;
                        eprintln!("{count}/{} games, {elapsed:.0} s, about {:.0} min left", jobs.len(), left / 60.0);
                    }
                }
            });
        }
    });
    if let Some(error) = failure.into_inner().expect("threads are done") {
        return Err(error);
    }
    Ok(played.into_inner().expect("threads are done"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(first: &str, second: &str, deal: u64, first_score: f64) -> Played {
        Played {
            game: Game::Koenigszabel,
            first: first.to_owned(),
            second: second.to_owned(),
            deal,
            conditions: "plain".to_owned(),
            first_score,
            plies: Some(10),
            end: "end".to_owned(),
            losses: None,
            times: None,
        }
    }

    #[test]
    fn a_deals_pair_scores_once_when_both_its_games_have_ended() {
        // Deals 3 and 5 split (one win each), 4 goes to B from both seats;
        // 6 has one game so far.
        let games = [
            game("A", "B", 3, 0.0),
            game("A", "B", 4, 0.0),
            game("A", "B", 5, 1.0),
            game("B", "A", 3, 0.0),
            game("B", "A", 6, 1.0),
            game("B", "A", 4, 1.0),
            game("B", "A", 5, 1.0),
        ];
        let games: Vec<&Played> = games.iter().collect();
        assert_eq!(pair_scores(&games, "A", "B"), [0.5, 1.0, 0.5]);
        // The first seat won 4 of 7; with a virtual win and loss 5 of 9.
        assert!((seat_advantage(&games) - 400.0 * 1.25f64.log10()).abs() < 1e-9);
    }

    #[test]
    fn every_pairing_plays_each_deal_from_both_seats_and_a_player_against_itself_once() {
        assert_eq!(all_pairs(3), [(0, 1), (0, 2), (1, 2)]);
        assert_eq!(
            fixtures(&[(0, 1), (2, 2)], [7, 8]),
            [(0, 1, 7), (1, 0, 7), (2, 2, 7), (0, 1, 8), (1, 0, 8), (2, 2, 8)]
        );
    }

    #[test]
    fn a_decision_stands_when_games_under_way_end_after_it() {
        // B wins every game from either seat: 30 pairs of wins.
        let mut games: Vec<Played> =
            (0..30).flat_map(|deal| [game("A", "B", deal, 0.0), game("B", "A", deal, 1.0)]).collect();
        let test = Sprt { elo0: 0.0, elo1: 200.0, seats_differ: false };
        fn refs(games: &[Played]) -> Vec<&Played> {
            games.iter().collect()
        }
        let (accepted, pairs) = test.decision(&refs(&games), "A", "B").expect("only wins decide");
        assert!(accepted);
        // A pair lost in games that were being played when it stopped.
        games.truncate(2 * pairs);
        games.extend([game("A", "B", 100, 1.0), game("B", "A", 100, 0.0)]);
        let (_, llr) = test.test(&refs(&games), "A", "B");
        assert_eq!(sprt::verdict(llr), None, "the whole run is back inside the bounds");
        assert_eq!(test.decision(&refs(&games), "A", "B"), Some((true, pairs)));
        let report = test.report(&refs(&games), "A", "B", ["a", "b"]);
        assert!(
            report.contains(&format!("H1 accepted: b is about 200 Elo or more above a (decided after {pairs} pairs)")),
            "{report}"
        );
    }
}
